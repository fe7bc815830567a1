//! Every reference case in the shared corpus's `tiebreaks/` folder: the tie-break values
//! of FIDE's reference checker (C.07, 1 March 2026), matched to the last decimal.
mod common;

use catur::model::{
    Board, ByeKind, Outcome, Player, PlayerId, PointValues, Points, Round, Section, Unpaired,
};
use catur::standings::{Value, last_round, parse_list, standings};
use std::collections::BTreeMap;
use std::path::Path;

/// A minimal TRF reader for the corpus files (player records and the 162 scoring record).
fn read_trf(path: &Path) -> Section {
    let text = std::fs::read_to_string(path).unwrap();
    let mut s = Section::new("T", "corpus", 0);
    let mut games: BTreeMap<(u32, u32), (u32, char, char)> = BTreeMap::new();
    let mut rounds = 0;
    let mut planned = 0;
    for line in text.split(['\r', '\n']) {
        if let Some(rest) = line.strip_prefix("142") {
            planned = rest.trim().parse().unwrap_or(0);
        }
        if let Some(rest) = line.strip_prefix("162") {
            let mut v = PointValues::chess();
            let b = rest.as_bytes();
            let mut i = 0;
            while i + 6 <= b.len() {
                let sym = b[i + 2] as char;
                let val = Points::parse(rest[i + 3..(i + 7).min(rest.len())].trim());
                if let Some(val) = val {
                    match sym {
                        'W' => v = PointValues::with_win_draw(val, v.draw),
                        'D' => v = PointValues::with_win_draw(v.win, val),
                        _ => {}
                    }
                }
                i += 9;
            }
            s.points = v;
        }
        if !line.starts_with("001") {
            continue;
        }
        let tpn: u32 = line[4..8].trim().parse().unwrap();
        let mut p = Player::new(PlayerId(tpn), line[14..47].trim());
        p.tpn = tpn;
        p.rating = line
            .get(48..52)
            .and_then(|r| r.trim().parse().ok())
            .filter(|&r| r > 0);
        s.players.push(p);
        let mut r = 0;
        let mut col = 91;
        while col + 8 <= line.len() {
            r += 1;
            let chunk = &line[col..col + 8];
            let opp: u32 = chunk[0..4].trim().parse().unwrap_or(0);
            let colour = chunk.as_bytes()[5] as char;
            let res = chunk.as_bytes()[7] as char;
            if chunk.trim().is_empty() {
                col += 10;
                continue;
            }
            games.insert((r, tpn), (opp, colour, res));
            rounds = rounds.max(r);
            col += 10;
        }
    }
    s.rounds_planned = rounds.max(planned);
    for r in 1..=rounds {
        let mut round = Round::new(r);
        for (&(rr, tpn), &(opp, colour, res)) in games.range((r, 0)..(r + 1, 0)) {
            let _ = rr;
            if opp == 0 {
                let kind = match res {
                    'U' => ByeKind::Pab,
                    'H' => ByeKind::Half,
                    'F' | '+' => ByeKind::Full,
                    _ => ByeKind::Zero,
                };
                round.unpaired.push(Unpaired {
                    player: PlayerId(tpn),
                    kind,
                });
                continue;
            }
            if colour != 'w' {
                continue;
            }
            let other = games.get(&(r, opp)).map(|g| g.2).unwrap_or('-');
            use catur::model::GameResult::*;
            let outcome = match (res, other) {
                ('1', _) => Outcome::Played(WhiteWins),
                ('=', _) => Outcome::Played(Draw),
                ('0', _) => Outcome::Played(BlackWins),
                ('W', _) => Outcome::ShortGame(WhiteWins),
                ('D', _) => Outcome::ShortGame(Draw),
                ('L', _) => Outcome::ShortGame(BlackWins),
                ('+', _) => Outcome::WhiteForfeitWin,
                ('-', '+') => Outcome::BlackForfeitWin,
                _ => Outcome::DoubleForfeit,
            };
            round.boards.push(Board {
                white: PlayerId(tpn),
                black: PlayerId(opp),
                outcome,
                manual: false,
            });
        }
        s.rounds.push(round);
    }
    s
}

#[test]
fn corpus_values_match_to_the_last_decimal() {
    let Some(dir) = common::corpus_dir("tiebreaks") else {
        return;
    };
    let mut cases: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "tiebreaks"))
        .collect();
    cases.sort();
    let mut by_code: BTreeMap<String, (usize, usize)> = BTreeMap::new();
    let (mut cases_ok, mut failures) = (0, Vec::new());
    for case in &cases {
        let stem = case.file_stem().unwrap().to_string_lossy().to_string();
        let name = stem.split("__").next().unwrap();
        let spec = std::fs::read_to_string(case).unwrap();
        let mut lines = spec.lines();
        let codes = lines.next().unwrap_or("");
        let round = lines
            .next()
            .and_then(|l| l.trim().strip_prefix("round "))
            .map(|n| n.trim().parse().unwrap());
        let section = read_trf(&dir.join(format!("{name}.trf")));
        let round = round.or(Some(last_round(&section)));
        let st = standings(&section, round, &parse_list(codes).unwrap()).unwrap();
        let expected = std::fs::read_to_string(dir.join(format!("{stem}.expected.tsv"))).unwrap();
        let mut rows = expected.lines();
        let header: Vec<&str> = rows.next().unwrap().split('\t').collect();
        let mut case_ok = true;
        for line in rows.filter(|l| !l.trim().is_empty()) {
            let cells: Vec<&str> = line.split('\t').collect();
            let tpn: u32 = cells[0].parse().unwrap();
            let row = st.rows.iter().find(|r| r.tpn == tpn).unwrap();
            for (i, h) in header.iter().enumerate().skip(1) {
                let want = Value::parse(cells[i]).unwrap();
                let got = if *h == "points" {
                    Some(Value::points(row.points))
                } else {
                    let k = st
                        .tiebreaks
                        .iter()
                        .position(|t| t.to_string() == *h)
                        .unwrap();
                    row.values[k]
                };
                let e = by_code.entry(h.to_string()).or_default();
                e.1 += 1;
                if got == Some(want) {
                    e.0 += 1;
                } else {
                    case_ok = false;
                    failures.push(format!(
                        "{stem} tpn {tpn} {h}: expected {want}, got {}",
                        got.map_or("-".into(), |v| v.to_string())
                    ));
                }
            }
        }
        if case_ok {
            cases_ok += 1;
        }
    }
    eprintln!("tie-break cases: {cases_ok} of {} match", cases.len());
    for (code, (ok, all)) in &by_code {
        eprintln!("  {code:<6} {ok}/{all}");
    }
    for f in failures.iter().take(40) {
        eprintln!("{f}");
    }
    assert!(failures.is_empty(), "{} values differ", failures.len());
}
