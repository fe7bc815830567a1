//! Baku acceleration (C.04.7): virtual points of group A in the first rounds, used by
//! the pairing only.

use catur::model::{Board, GameResult, Outcome, Player, PlayerId, Points, RoundNo, Section, Tpn};
use catur::pairing::dutch::acceleration::{group_a, virtual_points};
use catur::pairing::dutch::{Acceleration, VirtualPoints, pair_round, pair_round_accelerated};
use catur::standings::section_standings;

fn section(n: u32, rounds: RoundNo, accelerated: bool) -> Section {
    let names = [
        "Ahmad bin Ismail",
        "Nur Aisyah binti Hassan",
        "Tan Wei Ming",
        "Priya a/p Raman",
    ];
    let mut s = Section::new("L12", "Lelaki 12", rounds);
    s.settings.accelerated = accelerated;
    s.settings.initial_colour = Some(catur::model::Colour::White);
    for i in 1..=n {
        let mut p = Player::new(PlayerId(i), format!("{} {i}", names[i as usize % 4]));
        p.tpn = i;
        p.rating = Some(2000 - i as u16);
        s.players.push(p);
    }
    s
}

fn tpn(s: &Section, id: PlayerId) -> Tpn {
    s.player(id).map_or(0, |p| p.tpn)
}

/// The boards of a round as (white, black) pairing numbers.
fn pairs(s: &Section, boards: &[Board]) -> Vec<(Tpn, Tpn)> {
    boards
        .iter()
        .map(|b| (tpn(s, b.white), tpn(s, b.black)))
        .collect()
}

/// Plays the next round with the engine: the lower pairing number wins every game.
fn play(s: &mut Section) {
    let number = s.rounds_paired() + 1;
    let mut round = pair_round(s, number).expect("a pairing");
    for b in &mut round.boards {
        let white_higher = tpn(s, b.white) < tpn(s, b.black);
        b.outcome = Outcome::Played(if white_higher {
            GameResult::WhiteWins
        } else {
            GameResult::BlackWins
        });
    }
    s.rounds.push(round);
}

#[test]
fn forty_players_nine_rounds_get_the_points_of_the_rule() {
    let s = section(40, 9, true);
    // Group A: 2 * ceil(40 / 4) = 20 players, pairing numbers 1-20. Accelerated rounds:
    // ceil(9 / 2) = 5; the first ceil(5 / 2) = 3 give a win's point, rounds 4-5 half.
    let a: Vec<Tpn> = group_a(&s).iter().map(|&id| tpn(&s, id)).collect();
    assert_eq!(a, (1..=20).collect::<Vec<_>>());
    let expected = [10, 10, 10, 5, 5, 0, 0, 0, 0];
    for round in 1..=9 {
        let v = virtual_points(&s, round, Acceleration::Section);
        for p in &s.players {
            let want = if p.tpn <= 20 {
                expected[round as usize - 1]
            } else {
                0
            };
            let got = v.get(&p.id).copied().unwrap_or(Points::ZERO);
            assert_eq!(got, Points(want), "player {} round {round}", p.tpn);
        }
    }
    let plain = section(40, 9, false);
    assert!(virtual_points(&plain, 1, Acceleration::Section).is_empty());
}

#[test]
fn round_one_pairs_each_half_of_group_a_together() {
    let s = section(40, 9, true);
    let r1 = pair_round(&s, 1).expect("round 1");
    let mut got: Vec<(Tpn, Tpn)> = pairs(&s, &r1.boards)
        .into_iter()
        .map(|(w, b)| (w.min(b), w.max(b)))
        .collect();
    got.sort_unstable();
    // Top half of group A meets its bottom half; the same in group B.
    let want: Vec<(Tpn, Tpn)> = (1..=10)
        .map(|i| (i, i + 10))
        .chain((21..=30).map(|i| (i, i + 10)))
        .collect();
    assert_eq!(got, want);
    // Without acceleration, the top half of the field meets the bottom half.
    let plain = section(40, 9, false);
    let r1 = pair_round(&plain, 1).expect("round 1");
    assert!(
        pairs(&plain, &r1.boards)
            .iter()
            .all(|&(w, b)| w.min(b) <= 20 && w.max(b) > 20)
    );
}

#[test]
fn round_two_pairs_on_pairing_scores_and_standings_ignore_them() {
    let mut s = section(40, 9, true);
    play(&mut s);
    let r2 = pair_round(&s, 2).expect("round 2");
    // Real scores after round 1: 1-10 and 21-30 won. Pairing scores for round 2:
    // 1-10 have 1 + 1, 11-20 have 0 + 1, 21-30 have 1, 31-40 have 0.
    let pairing_score = |t: Tpn| (t <= 10) as i32 * 2 + (11..=30).contains(&t) as i32;
    let boards = pairs(&s, &r2.boards);
    assert_eq!(boards.len(), 20);
    for &(w, b) in &boards {
        assert_eq!(pairing_score(w), pairing_score(b), "board {w}-{b}");
    }
    // So the losers of group A meet the winners of group B.
    assert!(
        boards
            .iter()
            .any(|&(w, b)| (11..=20).contains(&w.min(b)) && (21..=30).contains(&w.max(b)))
    );
    // Standings know nothing of virtual points.
    s.rounds.push(r2);
    for b in &mut s.rounds[1].boards {
        b.outcome = Outcome::Played(GameResult::Draw);
    }
    let mut plain = s.clone();
    plain.settings.accelerated = false;
    let a = section_standings(&s, None).expect("standings");
    let b = section_standings(&plain, None).expect("standings");
    assert_eq!(format!("{a:?}"), format!("{b:?}"));
    let top = s.players.iter().find(|p| p.tpn == 1).map(|p| p.id);
    let score = catur::standings::scores(&s, None);
    assert_eq!(
        score.iter().find(|(id, _)| Some(*id) == top).map(|x| x.1),
        Some(Points(15))
    );
}

#[test]
fn explicit_points_replace_the_rule_and_the_setting() {
    // Eight players, no acceleration set: explicit points for 1-4 in round 1 split the
    // field into two brackets of four.
    let s = section(8, 5, false);
    let mut v = VirtualPoints::new();
    for i in 1..=4 {
        v.insert((PlayerId(i), 1), Points(10));
    }
    let r1 = pair_round_accelerated(&s, 1, Acceleration::Explicit(&v)).expect("round 1");
    let mut got: Vec<(Tpn, Tpn)> = pairs(&s, &r1.boards)
        .into_iter()
        .map(|(w, b)| (w.min(b), w.max(b)))
        .collect();
    got.sort_unstable();
    assert_eq!(got, vec![(1, 3), (2, 4), (5, 7), (6, 8)]);
    // Explicit points win over the section's own setting: none given, none used.
    let mut accelerated = section(8, 5, true);
    accelerated.settings.accelerated = true;
    let none = VirtualPoints::new();
    let r1 =
        pair_round_accelerated(&accelerated, 1, Acceleration::Explicit(&none)).expect("round 1");
    assert!(
        pairs(&accelerated, &r1.boards)
            .iter()
            .all(|&(w, b)| w.min(b) <= 4 && w.max(b) > 4)
    );
}

/// An eight-player TRF file before round 1, with extra records.
fn trf(extra: &str) -> String {
    let mut text = String::from("012 Kejohanan Catur Sekolah\nXXR 5\n152 W\n");
    for i in 1..=8u32 {
        text += &format!(
            "001 {i:>4} m    {:<33} {:>4}\n",
            format!("Tan Wei Ming {i}"),
            2000 - i
        );
    }
    text + extra
}

fn run(text: &str, explain: bool) -> String {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("in.trf");
    std::fs::write(&path, text).expect("write");
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let code = catur::cli::pair::run_pair_explained(&path, None, explain, &mut out, &mut err);
    assert_eq!(code, 0, "{}", String::from_utf8_lossy(&err));
    String::from_utf8(out).expect("utf-8")
}

#[test]
fn trf_250_and_xxa_records_accelerate_the_pairing() {
    let plain = run(&trf(""), false);
    assert_eq!(plain, "4\n1 5\n6 2\n3 7\n8 4\n");
    let ranged = run(&trf("250       1.0   1   3    1    4\n"), false);
    assert_eq!(ranged, "4\n1 3\n4 2\n5 7\n8 6\n");
    let listed = run(
        &trf("XXA    1  1.0\nXXA    2  1.0\nXXA    3  1.0\nXXA    4  1.0\n"),
        false,
    );
    assert_eq!(listed, ranged);
    // A `_BAKU` type code asks for the rule: group A is 2 * ceil(8 / 4) = 4 players.
    let baku = run(&trf("092 FIDE_DUTCH_2026_BAKU\n"), false);
    assert_eq!(baku, ranged);
    // The explanation shows the virtual points and brackets of two scores.
    let explained = run(&trf("250       1.0   1   3    1    4\n"), true);
    assert!(explained.starts_with(&ranged), "{explained}");
    assert!(
        explained.contains("4 players have +1 this round"),
        "{explained}"
    );
    assert!(
        explained.contains("Bracket 1 point: 4 players"),
        "{explained}"
    );
    assert!(
        explained.contains("Bracket 0 points: 4 players"),
        "{explained}"
    );
}

#[test]
fn boards_follow_the_real_scores_not_the_virtual_points() {
    // Group A is 1-4 (+1 in rounds 1 and 2 of 5). After round 1 (1, 2, 5 and 6 win),
    // 3 may meet neither 5 nor 6 in round 2, so the bracket of pairing score 1 pairs
    // 3-4 (real 0) and 5-6 (real 1). The reference engine puts 5-6 first.
    let mut s = section(8, 5, true);
    play(&mut s);
    for other in [5, 6] {
        s.forbidden.push(catur::model::ForbiddenPair {
            first_round: 2,
            last_round: 2,
            players: vec![PlayerId(3), PlayerId(other)],
        });
    }
    let r2 = pair_round(&s, 2).expect("round 2");
    let got: Vec<(Tpn, Tpn)> = pairs(&s, &r2.boards)
        .into_iter()
        .map(|(w, b)| (w.min(b), w.max(b)))
        .collect();
    assert_eq!(got, vec![(1, 2), (5, 6), (3, 4), (7, 8)]);
}
