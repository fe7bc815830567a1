//! Attendance flowing into the engine's pairing over several rounds: a withdrawn player
//! is never paired again, and a reserve substituted in takes the team board of the
//! player he replaces but keeps his own score.

use catur::model::{ByeKind, GameResult, Outcome, PlayerId, Points, RoundEntry, Sport, Tournament};
use catur::ops;

const LIST: &str = "\
Nama,Pasukan,Papan,Jantina,Rating
Ahmad bin Ismail,SK Seri Indah,1,L,1500
Tan Wei Ming,SK Seri Indah,2,L,1420
Muhammad Hafiz,SK Seri Indah,3,L,1300
Lim Jun Jie,SK Seri Indah,4,L,1250
Wong Kah Mun,SK Seri Indah,5,L,1100
Arjun a/l Kumar,SK Bukit Tinggi,1,L,1550
Mohd Firdaus,SK Bukit Tinggi,2,L,1400
Chong Wei Jie,SK Bukit Tinggi,3,L,1310
Danial Haziq,SK Bukit Tinggi,4,L,1290
Kevin Ong,SK Bukit Tinggi,5,L,1050
";

fn id(t: &Tournament, name: &str) -> PlayerId {
    let s = t.section("L12").unwrap();
    s.players.iter().find(|p| p.name == name).unwrap().id
}

fn pair_and_play(t: &mut Tournament) -> u32 {
    let n = ops::pair_next_round(t, "L12").unwrap();
    let boards = t.section("L12").unwrap().round(n).unwrap().boards.len();
    for b in 1..=boards {
        ops::set_result(t, "L12", n, b, Outcome::Played(GameResult::WhiteWins)).unwrap();
    }
    n
}

fn paired(t: &Tournament, p: PlayerId, n: u32) -> bool {
    matches!(
        t.section("L12").unwrap().entry(p, n),
        Some(RoundEntry::Game { .. }) | Some(RoundEntry::Bye(ByeKind::Pab))
    )
}

#[test]
fn a_withdrawal_and_a_substitution_hold_over_five_rounds() {
    let mut t = Tournament::new("Kejohanan Catur MSSD Kuantan 2026");
    ops::create_section(&mut t, "L12", "Lelaki Bawah 12", 5, Sport::Chess).unwrap();
    ops::import_players(&mut t, "L12", &ops::parse_players_csv(LIST).unwrap()).unwrap();
    let mut set = t.section("L12").unwrap().settings.clone();
    set.local_rules.same_team_rounds = 1;
    set.local_rules.top_seeds_apart = 0;
    ops::edit_section(&mut t, "L12", set).unwrap();
    ops::assign_tpns(&mut t, "L12").unwrap();
    let hafiz = id(&t, "Muhammad Hafiz");
    let firdaus = id(&t, "Mohd Firdaus");
    let kevin = id(&t, "Kevin Ong");
    let seri_indah = t
        .section("L12")
        .unwrap()
        .player(hafiz)
        .unwrap()
        .team
        .unwrap();
    let bukit_tinggi = t
        .section("L12")
        .unwrap()
        .player(kevin)
        .unwrap()
        .team
        .unwrap();

    pair_and_play(&mut t);
    let firdaus_after_1 = t.section("L12").unwrap().score_after(firdaus, 1);
    assert!(!paired(&t, kevin, 1), "a reserve waits outside the line-up");

    // From round 2: Muhammad Hafiz withdraws for good; the reserve Kevin Ong plays on
    // board 2 of SK Bukit Tinggi instead of Mohd Firdaus.
    ops::withdraw(&mut t, "L12", hafiz, 2, None).unwrap();
    ops::substitute(&mut t, "L12", firdaus, kevin, 2).unwrap();
    for n in 2..=5 {
        assert_eq!(pair_and_play(&mut t), n);
    }
    let s = t.section("L12").unwrap();
    for n in 2..=5 {
        assert!(
            !paired(&t, hafiz, n),
            "the withdrawn player is paired in round {n}"
        );
        assert_eq!(s.entry(hafiz, n), Some(RoundEntry::Bye(ByeKind::Absent)));
        assert!(
            !paired(&t, firdaus, n),
            "the substituted player is paired in round {n}"
        );
        assert!(paired(&t, kevin, n), "the reserve sits out round {n}");
    }
    assert!(paired(&t, hafiz, 1) && paired(&t, firdaus, 1));

    // The board goes with the team ...
    let board2 = |n| {
        ops::line_up(s, bukit_tinggi, n)
            .into_iter()
            .find(|&(b, _)| b == 2)
            .map(|(_, p)| p)
    };
    assert_eq!(board2(1), Some(firdaus));
    for n in 2..=5 {
        assert_eq!(board2(n), Some(kevin));
    }
    assert_eq!(ops::line_up(s, seri_indah, 3).len(), 4);
    // ... the score stays with the player: Kevin starts from his own zero.
    assert_eq!(s.score_after(kevin, 1), Points::ZERO);
    let own: Points = (2..=5)
        .filter_map(|n| s.entry(kevin, n))
        .map(|e| e.points(&s.settings.points))
        .sum();
    assert_eq!(s.score_after(kevin, 5), own);
    assert_eq!(s.score_after(firdaus, 5), firdaus_after_1);
}
