//! Undo and redo through random sequences of operations: undoing step by step passes
//! through every earlier state, redoing everything returns to the last one, and a
//! refused operation changes nothing at all (journal included).

use catur::model::{
    Board, ByeKind, Charset, EditKind, GameResult, InitialOrder, Journal, Outcome, PlayerId,
    Points, PrinterSetup, Round, RoundNo, Sport, TeamId, Tournament, Unpaired,
};
use catur::ops::{self, EditError, EditRequest, OpError, PlayerFields};
use proptest::prelude::*;

#[derive(Debug, Clone)]
enum Op {
    CreateSection(u8, u8, bool),
    EditSection(u8, u8, u8, bool),
    Championship(u8),
    AddPlayer(u8, u8, Option<u16>, Option<u8>, Option<u8>, bool),
    EditPlayer(u8, u8, u16),
    RemovePlayer(u8, u8),
    AddTeam(u8, u8),
    EditTeam(u8, u8, u8),
    Assign(u8, u8, u8, u8, bool),
    Tpns(u8),
    Forbid(u8, u8, u8),
    Unforbid(u8, u8),
    TpnOrder(u8, u8),
    Publish(u8, u8),
    SetResult(u8, u8, u8, u8),
    ChangeResult(u8, u8, u8, u8),
    ClearResult(u8, u8, u8),
    DeleteRound(u8, bool),
    Withdraw(u8, u8, u8, Option<u8>),
    Return(u8, u8, u8),
    RequestBye(u8, u8, u8, bool),
    CancelBye(u8, u8, u8),
    Substitute(u8, u8, u8, u8),
    Import(u8, u8),
    Printer(u8),
    Lots(u8, u8),
    Edit(u8, u8, u8, u8, bool),
}

const NAMES: [&str; 8] = [
    "Ahmad bin Ismail",
    "Tan Wei Ming",
    "Nur Aisyah binti Hassan",
    "Priya a/p Raman",
    "Lim Jia Hui",
    "Muhammad Hafiz",
    "Siti Zulaikha",
    "Wong Kah Mun",
];
const SCHOOLS: [&str; 4] = [
    "SK Seri Indah",
    "SK Bukit Tinggi",
    "SK Sungai Lembing",
    "SMK Kuantan",
];

fn op() -> impl Strategy<Value = Op> {
    let b = any::<bool>;
    let n = any::<u8>;
    prop_oneof![
        1 => (n(), 1u8..8, b()).prop_map(|(a, r, d)| Op::CreateSection(a, r, d)),
        1 => (n(), 1u8..9, n(), b()).prop_map(|(s, r, o, a)| Op::EditSection(s, r, o, a)),
        1 => n().prop_map(Op::Championship),
        6 => (n(), n(), proptest::option::of(0u16..2600), proptest::option::of(n()), proptest::option::of(1u8..6), b())
            .prop_map(|(s, k, r, t, bd, res)| Op::AddPlayer(s, k, r, t, bd, res)),
        2 => (n(), n(), 0u16..2600).prop_map(|(s, p, r)| Op::EditPlayer(s, p, r)),
        1 => (n(), n()).prop_map(|(s, p)| Op::RemovePlayer(s, p)),
        2 => (n(), n()).prop_map(|(s, k)| Op::AddTeam(s, k)),
        1 => (n(), n(), n()).prop_map(|(s, k, c)| Op::EditTeam(s, k, c)),
        2 => (n(), n(), n(), 1u8..6, b()).prop_map(|(s, p, t, bd, r)| Op::Assign(s, p, t, bd, r)),
        3 => n().prop_map(Op::Tpns),
        1 => (n(), n(), n()).prop_map(|(s, a, b)| Op::Forbid(s, a, b)),
        1 => (n(), 0u8..3).prop_map(|(s, k)| Op::Unforbid(s, k)),
        1 => (n(), n()).prop_map(|(s, k)| Op::TpnOrder(s, k)),
        6 => (n(), n()).prop_map(|(s, k)| Op::Publish(s, k)),
        8 => (n(), n(), n(), n()).prop_map(|(s, r, bd, o)| Op::SetResult(s, r, bd, o)),
        2 => (n(), n(), n(), n()).prop_map(|(s, r, bd, o)| Op::ChangeResult(s, r, bd, o)),
        1 => (n(), n(), n()).prop_map(|(s, r, bd)| Op::ClearResult(s, r, bd)),
        1 => (n(), b()).prop_map(|(s, f)| Op::DeleteRound(s, f)),
        2 => (n(), n(), 1u8..8, proptest::option::of(2u8..9)).prop_map(|(s, p, f, bk)| Op::Withdraw(s, p, f, bk)),
        1 => (n(), n(), 1u8..8).prop_map(|(s, p, a)| Op::Return(s, p, a)),
        2 => (n(), n(), 1u8..8, b()).prop_map(|(s, p, r, h)| Op::RequestBye(s, p, r, h)),
        1 => (n(), n(), 1u8..8).prop_map(|(s, p, r)| Op::CancelBye(s, p, r)),
        2 => (n(), n(), n(), 1u8..8).prop_map(|(s, o, i, f)| Op::Substitute(s, o, i, f)),
        1 => (n(), 1u8..6).prop_map(|(s, k)| Op::Import(s, k)),
        1 => n().prop_map(Op::Printer),
        1 => (n(), n()).prop_map(|(s, k)| Op::Lots(s, k)),
        3 => (n(), n(), n(), n(), b()).prop_map(|(s, k, a, p, f)| Op::Edit(s, k, a, p, f)),
    ]
}

/// The section code for a random index, among the existing sections.
fn code(t: &Tournament, k: u8) -> String {
    match t.sections.len() {
        0 => "L12".to_string(),
        len => t.sections[k as usize % len].code.clone(),
    }
}

fn player(t: &Tournament, sec: &str, k: u8) -> PlayerId {
    let s = t.section(sec).unwrap();
    match s.players.len() {
        0 => PlayerId(999),
        len => s.players[k as usize % len].id,
    }
}

fn team(t: &Tournament, sec: &str, k: u8) -> Option<TeamId> {
    let s = t.section(sec)?;
    match s.teams.len() {
        0 => None,
        len => Some(s.teams[k as usize % len].id),
    }
}

fn outcome(k: u8) -> Outcome {
    match k % 8 {
        0 => Outcome::Played(GameResult::WhiteWins),
        1 => Outcome::Played(GameResult::Draw),
        2 => Outcome::Played(GameResult::BlackWins),
        3 => Outcome::WhiteForfeitWin,
        4 => Outcome::BlackForfeitWin,
        5 => Outcome::DoubleForfeit,
        6 => Outcome::ShortGame(GameResult::Draw),
        _ => Outcome::Adjusted {
            white: Points(5),
            black: Points(0),
            played: false,
        },
    }
}

fn round_of(t: &Tournament, sec: &str, k: u8) -> RoundNo {
    let paired = t.section(sec).map_or(0, |s| s.rounds_paired());
    1 + (k as RoundNo) % paired.max(1)
}

/// A board (1-based) of the round, usually an existing one.
fn board_of(t: &Tournament, sec: &str, round: RoundNo, k: u8) -> usize {
    let boards = t
        .section(sec)
        .and_then(|s| s.round(round))
        .map_or(0, |r| r.boards.len());
    1 + k as usize % (boards + 1).max(1)
}

/// A player who may come in: a reserve, or someone substituted out earlier.
fn incoming(t: &Tournament, sec: &str, k: u8) -> PlayerId {
    let s = t.section(sec).unwrap();
    let out: Vec<PlayerId> = s.substitutions.iter().map(|x| x.outgoing).collect();
    let v: Vec<PlayerId> = s
        .players
        .iter()
        .filter(|p| p.reserve || out.contains(&p.id))
        .map(|p| p.id)
        .collect();
    if v.is_empty() {
        player(t, sec, k)
    } else {
        v[k as usize % v.len()]
    }
}

/// A team mate of `inc` who is not a reserve.
fn outgoing(t: &Tournament, sec: &str, inc: PlayerId, k: u8) -> PlayerId {
    let s = t.section(sec).unwrap();
    let team = s.player(inc).and_then(|p| p.team);
    let v: Vec<PlayerId> = s
        .players
        .iter()
        .filter(|p| p.team == team && team.is_some() && p.id != inc)
        .map(|p| p.id)
        .collect();
    if v.is_empty() {
        player(t, sec, k)
    } else {
        v[k as usize % v.len()]
    }
}

/// A player with an absence, if any.
fn absent(t: &Tournament, sec: &str, k: u8) -> PlayerId {
    let s = t.section(sec).unwrap();
    let v: Vec<PlayerId> = s
        .players
        .iter()
        .filter(|p| !p.absences.is_empty())
        .map(|p| p.id)
        .collect();
    if v.is_empty() {
        player(t, sec, k)
    } else {
        v[k as usize % v.len()]
    }
}

/// A round from the next one to pair on, usually.
fn future(t: &Tournament, sec: &str, k: u8) -> RoundNo {
    t.section(sec).map_or(1, |s| s.rounds_paired()) + RoundNo::from(k % 3)
}

/// A hand pairing of the next round: available players in an order rotated by `k`.
fn next_round(t: &Tournament, sec: &str, k: u8) -> Round {
    let s = t.section(sec).unwrap();
    let n = s.rounds_paired() + 1;
    let mut ids = ops::available_players(s, n);
    if !ids.is_empty() {
        let len = ids.len();
        ids.rotate_left(k as usize % len);
    }
    let mut r = Round::new(n);
    for c in ids.chunks(2) {
        match c {
            [w, b] => r.boards.push(Board::new(*w, *b, Outcome::Pending)),
            [p] => r.unpaired.push(Unpaired {
                player: *p,
                kind: ByeKind::Pab,
            }),
            _ => {}
        }
    }
    r
}

fn run(t: &mut Tournament, op: &Op) -> Result<(), EditError> {
    let sec = match op {
        Op::CreateSection(..) | Op::Championship(..) | Op::Printer(..) => String::new(),
        Op::EditSection(s, ..)
        | Op::AddPlayer(s, ..)
        | Op::EditPlayer(s, ..)
        | Op::RemovePlayer(s, ..)
        | Op::AddTeam(s, ..)
        | Op::EditTeam(s, ..)
        | Op::Assign(s, ..)
        | Op::Tpns(s)
        | Op::Forbid(s, ..)
        | Op::Unforbid(s, ..)
        | Op::TpnOrder(s, ..)
        | Op::Publish(s, ..)
        | Op::SetResult(s, ..)
        | Op::ChangeResult(s, ..)
        | Op::ClearResult(s, ..)
        | Op::DeleteRound(s, ..)
        | Op::Withdraw(s, ..)
        | Op::Return(s, ..)
        | Op::RequestBye(s, ..)
        | Op::CancelBye(s, ..)
        | Op::Substitute(s, ..)
        | Op::Import(s, ..)
        | Op::Lots(s, ..)
        | Op::Edit(s, ..) => code(t, *s),
    };
    let done = match *op {
        Op::CreateSection(k, rounds, draughts) => {
            let c = format!("S{}", k % 4);
            let sport = if draughts {
                Sport::Draughts
            } else {
                Sport::Chess
            };
            ops::create_section(t, &c, "Bahagian", RoundNo::from(rounds), sport)
        }
        Op::EditSection(_, rounds, order, accel) => {
            let mut s = t.section(&sec).unwrap().settings.clone();
            s.rounds_planned = RoundNo::from(rounds);
            s.initial_order = [
                InitialOrder::Rating,
                InitialOrder::BoardValue,
                InitialOrder::RatingThenBoard,
                InitialOrder::Manual,
            ][order as usize % 4];
            s.accelerated = accel;
            ops::edit_section(t, &sec, s)
        }
        Op::Championship(k) => {
            let mut d = t.championship.clone();
            d.venue = format!("Dewan {}", k % 3);
            ops::edit_championship(t, d)
        }
        Op::AddPlayer(_, k, rating, tm, board, reserve) => {
            let f = PlayerFields {
                rating,
                team: tm.and_then(|x| team(t, &sec, x)),
                board,
                reserve,
                ..PlayerFields::named(NAMES[k as usize % NAMES.len()])
            };
            ops::add_player(t, &sec, f).map(|_| ())
        }
        Op::EditPlayer(_, k, rating) => {
            let id = player(t, &sec, k);
            let f = t
                .section(&sec)
                .unwrap()
                .player(id)
                .map(PlayerFields::of)
                .unwrap_or_default();
            ops::edit_player(
                t,
                &sec,
                id,
                PlayerFields {
                    rating: Some(rating),
                    ..f
                },
            )
        }
        Op::RemovePlayer(_, k) => ops::remove_player(t, &sec, player(t, &sec, k)),
        Op::AddTeam(_, k) => {
            ops::add_team(t, &sec, SCHOOLS[k as usize % SCHOOLS.len()], None).map(|_| ())
        }
        Op::EditTeam(_, k, c) => match team(t, &sec, k) {
            Some(id) => {
                let name = t.section(&sec).unwrap().team(id).unwrap().name.clone();
                ops::edit_team(t, &sec, id, &name, &format!("T{}", c % 5))
            }
            None => ops::edit_team(t, &sec, TeamId(999), "x", "x"),
        },
        Op::Assign(_, p, tm, board, reserve) => {
            let tm = team(t, &sec, tm);
            ops::assign_to_team(t, &sec, player(t, &sec, p), tm, tm.map(|_| board), reserve)
        }
        Op::Tpns(_) => ops::assign_tpns(t, &sec),
        Op::Forbid(_, a, b) => {
            let pair = [player(t, &sec, a), player(t, &sec, b)];
            ops::add_forbidden_pair(t, &sec, &pair, 1, 3)
        }
        Op::Unforbid(_, k) => ops::remove_forbidden_pair(t, &sec, usize::from(k)),
        Op::TpnOrder(_, k) => {
            let mut order: Vec<PlayerId> = t
                .section(&sec)
                .unwrap()
                .players
                .iter()
                .map(|p| p.id)
                .collect();
            if !order.is_empty() {
                let len = order.len();
                order.rotate_left(k as usize % len);
            }
            ops::set_tpn_order(t, &sec, &order)
        }
        Op::Publish(_, k) => {
            let r = next_round(t, &sec, k);
            ops::publish_round(t, &sec, r)
        }
        Op::SetResult(_, r, b, o) => {
            let r = round_of(t, &sec, r);
            ops::set_result(t, &sec, r, board_of(t, &sec, r, b), outcome(o))
        }
        Op::ChangeResult(_, r, b, o) => {
            let r = round_of(t, &sec, r);
            ops::change_result(t, &sec, r, board_of(t, &sec, r, b), outcome(o))
        }
        Op::ClearResult(_, r, b) => {
            let r = round_of(t, &sec, r);
            ops::clear_result(t, &sec, r, board_of(t, &sec, r, b))
        }
        Op::DeleteRound(_, force) => ops::delete_last_round(t, &sec, force),
        Op::Withdraw(_, p, from, back) => ops::withdraw(
            t,
            &sec,
            player(t, &sec, p),
            RoundNo::from(from),
            back.map(RoundNo::from),
        ),
        Op::Return(_, p, at) => {
            ops::return_player(t, &sec, absent(t, &sec, p), future(t, &sec, at))
        }
        Op::RequestBye(_, p, r, half) => {
            let kind = if half { ByeKind::Half } else { ByeKind::Zero };
            ops::request_bye(t, &sec, player(t, &sec, p), RoundNo::from(r), kind)
        }
        Op::CancelBye(_, p, r) => ops::cancel_bye(t, &sec, player(t, &sec, p), RoundNo::from(r)),
        Op::Substitute(_, o, i, from) => {
            let inc = incoming(t, &sec, i);
            ops::substitute(
                t,
                &sec,
                outgoing(t, &sec, inc, o),
                inc,
                future(t, &sec, from),
            )
        }
        Op::Import(_, k) => {
            let mut text = String::from("name,team,board\n");
            for j in 0..k {
                let school = SCHOOLS[(j as usize + 1) % SCHOOLS.len()];
                text.push_str(&format!("{},{school},\n", NAMES[j as usize % NAMES.len()]));
            }
            let rows = ops::parse_players_csv(&text).map_err(OpError::from)?;
            ops::import_players(t, &sec, &rows).map(|_| ())
        }
        Op::Printer(k) => {
            let setup = PrinterSetup {
                width: [80, 136, 100][k as usize % 3],
                charset: [Charset::Ascii, Charset::Cp437, Charset::Cp850][k as usize / 3 % 3],
                escp: k % 2 == 0,
                device: format!("LPT{}", k % 2),
            };
            ops::set_printer(t, setup)
        }
        Op::Lots(_, k) => ops::draw_lots(t, &sec, u64::from(k)),
        Op::Edit(_, kind, a, b, force) => {
            let round = t.section(&sec).map_or(0, |s| s.rounds_paired());
            let (pa, pb) = (player(t, &sec, a), player(t, &sec, b));
            let edit = match kind % 5 {
                0 => EditKind::Swap { a: pa, b: pb },
                1 => EditKind::Colours {
                    board: u32::from(b % 4),
                },
                2 => EditKind::Force { a: pa, b: pb },
                3 => EditKind::Forbid {
                    a: pa,
                    b: pb,
                    first: 1,
                    last: 3,
                },
                _ => EditKind::Bye { player: pa },
            };
            let request = EditRequest {
                at: 1_773_500_000,
                edit,
                reason: "ujian".into(),
                force,
            };
            return ops::edit_pairing(t, &sec, round, request).map(|_| ());
        }
    };
    done.map_err(EditError::Op)
}

fn without_journal(t: &Tournament) -> Tournament {
    let mut c = t.clone();
    c.journal = Journal::default();
    c
}

fn start() -> Tournament {
    let mut t = Tournament::new("Kejohanan Catur");
    ops::create_section(&mut t, "L12", "Lelaki B12", 5, Sport::Chess).unwrap();
    t
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn undo_and_redo_pass_through_every_state(ops_list in proptest::collection::vec(op(), 100)) {
        let mut t = start();
        let mut states = vec![without_journal(&t)];
        let base = t.journal.cursor;
        for op in &ops_list {
            let before = t.clone();
            match run(&mut t, op) {
                Ok(()) => {
                    prop_assert_eq!(t.journal.cursor, before.journal.cursor + 1, "one entry per operation: {:?}", op);
                    states.push(without_journal(&t));
                }
                Err(e) => prop_assert!(t == before, "refused {:?} ({}) changed the tournament", op, e),
            }
        }
        let last = t.clone();
        for k in (0..states.len() - 1).rev() {
            ops::undo(&mut t).unwrap();
            prop_assert_eq!(without_journal(&t), states[k].clone(), "after undoing to state {}", k);
        }
        prop_assert_eq!(t.journal.cursor, base);
        for state in states.iter().skip(1) {
            ops::redo(&mut t).unwrap();
            prop_assert_eq!(&without_journal(&t), state);
        }
        prop_assert_eq!(t, last);
    }

    #[test]
    fn a_new_operation_after_undo_drops_the_redo_tail(ops_list in proptest::collection::vec(op(), 30), back in 1usize..10) {
        let mut t = start();
        for op in &ops_list {
            let _ = run(&mut t, op);
        }
        let done = t.journal.cursor;
        let back = back.min(done - 1);
        for _ in 0..back {
            ops::undo(&mut t).unwrap();
        }
        let mut d = t.championship.clone();
        d.venue = "Dewan Besar (new)".into();
        ops::edit_championship(&mut t, d).unwrap();
        prop_assert_eq!(t.journal.entries.len(), done - back + 1);
        prop_assert!(!ops::can_redo(&t));
        prop_assert!(matches!(ops::redo(&mut t), Err(OpError::NothingToRedo)));
    }
}
