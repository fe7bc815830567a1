//! Every reference case of the shared corpus, paired by catur and compared exactly
//! (pairs, colours, board order) with the reference engine's answer.

mod common;

use catur::model::{
    Absence, Board, ByeKind, ByeRequest, Colour, ForbiddenPair, GameResult, Outcome, Player,
    PlayerId, PointValues, Points, Round, Section, Unpaired,
};
use catur::pairing::dutch::pair_round;
use std::path::Path;

/// A small reader of the TRF files of the corpus, enough for these tests.
fn read_trf(text: &str) -> (Section, u32) {
    let mut s = Section::new("T", "Test", 0);
    s.initial_colour = None;
    let mut entries: Vec<(u32, Vec<(u32, char, char)>)> = Vec::new();
    let mut values = PointValues::chess();
    for line in text.split(['\r', '\n']) {
        let tag = line.get(..3).unwrap_or("");
        match tag {
            "001" => {
                let tpn: u32 = line[4..8].trim().parse().unwrap();
                let mut rounds = Vec::new();
                let mut at = 91;
                while at + 8 <= line.len() {
                    let opp: u32 = line[at..at + 4].trim().parse().unwrap_or(0);
                    let c = line.as_bytes()[at + 5] as char;
                    let r = line.as_bytes()[at + 7] as char;
                    rounds.push((opp, c, r));
                    at += 10;
                }
                entries.push((tpn, rounds));
            }
            "142" | "XXR" => s.rounds_planned = line[3..].trim().parse().unwrap(),
            "152" => s.initial_colour = Some(if line[3..].trim() == "W" { Colour::White } else { Colour::Black }),
            "XXC" if line.contains("white1") => s.initial_colour = Some(Colour::White),
            "XXC" if line.contains("black1") => s.initial_colour = Some(Colour::Black),
            "162" => {
                let parts: Vec<&str> = line[3..].split_whitespace().collect();
                for pair in parts.chunks(2) {
                    let v = Points::parse(pair[1]).unwrap();
                    match pair[0] {
                        "W" => values = PointValues::with_win_draw(v, values.draw),
                        "D" => {
                            values.draw = v;
                            values.half_bye = v;
                        }
                        _ => {}
                    }
                }
            }
            "260" => {
                let first = line[4..7].trim().parse().unwrap();
                let last = line[8..11].trim().parse().unwrap();
                let players = line[12..].split_whitespace().map(|t| PlayerId(t.parse().unwrap())).collect();
                s.forbidden.push(ForbiddenPair { first_round: first, last_round: last, players });
            }
            _ => {}
        }
    }
    s.points = values;
    let played = entries
        .iter()
        .flat_map(|(_, r)| r.iter().enumerate().filter(|(_, e)| e.0 != 0 || e.2 == 'U' || e.2 == '+').map(|(i, _)| i as u32 + 1))
        .max()
        .unwrap_or(0);
    for (tpn, _) in &entries {
        let mut p = Player::new(PlayerId(*tpn), format!("Pemain {tpn}"));
        p.tpn = *tpn;
        s.players.push(p);
    }
    s.players.sort_by_key(|p| p.tpn);
    s.next_player_id = entries.len() as u32 + 1;
    for r in 1..=played {
        let mut round = Round::new(r);
        for (tpn, rounds) in &entries {
            let Some(&(opp, c, res)) = rounds.get(r as usize - 1) else {
                round.unpaired.push(Unpaired { player: PlayerId(*tpn), kind: ByeKind::Absent });
                continue;
            };
            if opp == 0 {
                let kind = match res {
                    'U' => ByeKind::Pab,
                    'H' => ByeKind::Half,
                    'F' => ByeKind::Full,
                    'Z' => ByeKind::Zero,
                    _ => ByeKind::Absent,
                };
                round.unpaired.push(Unpaired { player: PlayerId(*tpn), kind });
            } else if c == 'w' {
                let their = entries.iter().find(|e| e.0 == opp).and_then(|e| e.1.get(r as usize - 1)).map(|e| e.2);
                let outcome = match (res, their) {
                    ('1', _) => Outcome::Played(GameResult::WhiteWins),
                    ('0', _) => Outcome::Played(GameResult::BlackWins),
                    ('=', _) => Outcome::Played(GameResult::Draw),
                    ('+', _) => Outcome::WhiteForfeitWin,
                    ('-', Some('+')) => Outcome::BlackForfeitWin,
                    ('-', _) => Outcome::DoubleForfeit,
                    _ => Outcome::Played(GameResult::Draw),
                };
                round.boards.push(Board { white: PlayerId(*tpn), black: PlayerId(opp), outcome, manual: false });
            }
        }
        s.rounds.push(round);
    }
    let next = played + 1;
    for (tpn, rounds) in &entries {
        if let Some(&(0, _, res)) = rounds.get(next as usize - 1) {
            let p = s.players.iter_mut().find(|p| p.tpn == *tpn).unwrap();
            match res {
                'H' => p.bye_requests.push(ByeRequest { round: next, kind: ByeKind::Half }),
                'F' => p.bye_requests.push(ByeRequest { round: next, kind: ByeKind::Full }),
                'Z' => p.bye_requests.push(ByeRequest { round: next, kind: ByeKind::Zero }),
                _ => p.absences.push(Absence { from: next, until: Some(next + 1) }),
            }
        }
    }
    (s, next)
}

fn engine_output(section: &Section, round: u32) -> Option<String> {
    let r = pair_round(section, round).ok()?;
    let tpn = |id: PlayerId| section.player(id).map_or(0, |p| p.tpn);
    let pab = r.pab();
    let mut out = format!("{}\n", r.boards.len() + pab.is_some() as usize);
    for b in &r.boards {
        out += &format!("{} {}\n", tpn(b.white), tpn(b.black));
    }
    if let Some(p) = pab {
        out += &format!("{} 0\n", tpn(p));
    }
    Some(out)
}

fn run_folder(dir: &Path) -> (usize, usize, Vec<String>) {
    let mut names: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .filter_map(|e| e.ok())
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "trf"))
        .collect();
    names.sort();
    let filter = std::env::var("CASE").unwrap_or_default();
    let (mut pass, mut total, mut failed) = (0, 0, Vec::new());
    for trf in names {
        let name = trf.file_stem().unwrap().to_string_lossy().to_string();
        if !name.contains(&filter) {
            continue;
        }
        let expected = std::fs::read_to_string(trf.with_extension("expected")).ok();
        let nopairing = trf.with_extension("nopairing").exists();
        if expected.is_none() && !nopairing {
            continue;
        }
        total += 1;
        let (section, round) = read_trf(&std::fs::read_to_string(&trf).unwrap());
        let got = engine_output(&section, round);
        let ok = match (&expected, got.as_ref()) {
            (Some(e), Some(g)) => e.trim() == g.trim(),
            (None, None) => true,
            _ => false,
        };
        if ok {
            pass += 1;
        } else {
            failed.push(name);
        }
    }
    (pass, total, failed)
}

#[test]
fn corpus_pairing_exact() {
    let Some(dir) = common::corpus_dir("pairing") else { return };
    let (pass, total, failed) = run_folder(&dir);
    eprintln!("pairing: {pass}/{total} exact; failing: {failed:?}");
    assert_eq!(pass, total);
}
