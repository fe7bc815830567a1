//! The audit trail a federation asks for (FIDE C.02's checklist): the `###` comment
//! records of a TRF26 export that say, with the round and the reason, where the file is
//! not simply what the pairing program made of the results:
//!
//! ```text
//! ### catur audit: round 3: hand edit: 12 and 17 swapped (siblings)
//! ### catur audit: round 4: tie-break list changed from BH-M1,BH to BH,SB (2026-12-05T07:10:00Z)
//! ### catur audit: round 2: board 4 result corrected from 1-0 to 0-1 after round 3 was paired (2026-12-05T09:02:11Z)
//! ```
//!
//! Hand edits come from the rounds themselves (each round keeps its edits with their
//! reasons and any rule they broke); the other two from the journal, which holds every
//! change as data: a tie-break list is "changed in round R" when R rounds were paired
//! at the time (round 0: before round 1), and a result is "corrected" when it replaced
//! another one while a later round was already paired. Undone changes are not counted.

use crate::model::{Change, EditKind, Journal, Outcome, PlayerId, RoundNo, Section};

/// The words every audit record starts with, so a reader can tell them from other
/// comments.
pub const AUDIT_MARK: &str = "### catur audit: ";

/// The audit records of the section at `index` of the championship whose journal this
/// is, in round order (hand edits first within a round, then the journal's changes in
/// the order they were made).
pub fn audit_lines(journal: &Journal, index: u32, section: &Section) -> Vec<String> {
    let mut out: Vec<(RoundNo, u64, String)> = Vec::new();
    for r in &section.rounds {
        for e in &r.edits {
            let mut text = format!("hand edit: {}", edit_words(section, &e.edit));
            if !e.reason.trim().is_empty() {
                text.push_str(&format!(" ({})", e.reason.trim()));
            }
            if !e.warnings.is_empty() {
                text.push_str(&format!(", breaking: {}", e.warnings.join("; ")));
            }
            out.push((r.number, 0, text));
        }
    }
    out.extend(journal_records(journal, index, section));
    out.sort_by_key(|(round, order, _)| (*round, *order));
    out.into_iter()
        .map(|(round, _, text)| {
            crate::model::printable(
                &format!("{AUDIT_MARK}round {round}: {text}").replace(['\r', '\n'], " "),
            )
            .into_owned()
        })
        .collect()
}

/// Tie-break list changes and late corrections, each with the round it belongs to and
/// its place in the journal.
fn journal_records(
    journal: &Journal,
    index: u32,
    section: &Section,
) -> Vec<(RoundNo, u64, String)> {
    let applied = journal.cursor.min(journal.entries.len());
    let times = journal.times();
    // Rounds paired before each entry, counted back from today's.
    let mut paired_after = section.rounds.len() as i64;
    let mut paired_before = vec![0i64; applied];
    for k in (0..applied).rev() {
        for c in &journal.entries[k].changes {
            match c {
                Change::RoundAdded { section, .. } if *section == index => paired_after -= 1,
                Change::RoundRemoved { section, .. } if *section == index => paired_after += 1,
                _ => {}
            }
        }
        paired_before[k] = paired_after.max(0);
    }
    let mut out = Vec::new();
    for (k, entry) in journal.entries[..applied].iter().enumerate() {
        let paired = paired_before[k] as RoundNo;
        let when = times
            .get(k)
            .and_then(|s| jiff::Timestamp::from_second(i64::try_from(*s).ok()?).ok())
            .map_or_else(String::new, |t| format!(" ({t})"));
        let order = k as u64 + 1;
        for c in &entry.changes {
            let (round, board, before, after) = match c {
                Change::Settings {
                    section,
                    before,
                    after,
                } if *section == index && before.tiebreaks != after.tiebreaks => {
                    let text = format!(
                        "tie-break list changed from {} to {}{when}",
                        list(&before.tiebreaks),
                        list(&after.tiebreaks)
                    );
                    out.push((paired, order, text));
                    continue;
                }
                c => match c.board_result() {
                    Some((s, round, board, before, after)) if s == index => {
                        (round, board, before, after)
                    }
                    _ => continue,
                },
            };
            if paired > round && before != Outcome::Pending && before != after {
                let text = format!(
                    "board {} result corrected from {} to {} after round {} was paired{when}",
                    board + 1,
                    outcome_words(before),
                    outcome_words(after),
                    round + 1
                );
                out.push((round, order, text));
            }
        }
    }
    out
}

fn list(codes: &[String]) -> String {
    if codes.is_empty() {
        "(none)".to_string()
    } else {
        codes.join(",")
    }
}

fn outcome_words(o: Outcome) -> String {
    if o.is_pending() {
        "no result".to_string()
    } else {
        o.code()
    }
}

fn edit_words(s: &Section, e: &EditKind) -> String {
    let tpn = |id: &PlayerId| s.player(*id).map_or(0, |p| p.tpn);
    match e {
        EditKind::Swap { a, b } => format!("{} and {} swapped", tpn(a), tpn(b)),
        EditKind::Colours { board } => format!("colours swapped on board {board}"),
        EditKind::Force { a, b } => format!("{} paired with {}", tpn(a), tpn(b)),
        EditKind::Forbid { a, b, first, last } => format!(
            "{} and {} kept apart in rounds {first}-{last}",
            tpn(a),
            tpn(b)
        ),
        EditKind::Bye { player } => format!("{} given the bye", tpn(player)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Board, GameResult, JournalEntry, ManualEdit, PackedResult, Player, Round};

    fn section() -> Section {
        let mut s = Section::new("L12", "Lelaki Bawah 12", 5);
        for i in 1..=4 {
            let mut p = Player::new(PlayerId(i), format!("Pemain {i}"));
            p.tpn = i;
            s.players.push(p);
        }
        for n in 1..=2 {
            let mut r = Round::new(n);
            r.boards.push(Board::new(
                PlayerId(1),
                PlayerId(2),
                Outcome::Played(GameResult::WhiteWins),
            ));
            s.rounds.push(r);
        }
        s.rounds[1].edits.push(ManualEdit {
            at: 0,
            edit: EditKind::Swap {
                a: PlayerId(2),
                b: PlayerId(3),
            },
            reason: "adik-beradik".into(),
            warnings: Vec::new(),
        });
        s
    }

    fn entry(changes: Vec<Change>) -> JournalEntry {
        JournalEntry {
            after_previous: 60,
            deed: crate::model::Deed::Told,
            changes,
        }
    }

    fn result(round: RoundNo, before: Outcome, after: Outcome) -> Change {
        Change::Result(PackedResult::pack(0, round, 0, before, after).expect("packs"))
    }

    #[test]
    fn hand_edits_tiebreak_changes_and_late_corrections_are_told_with_their_round() {
        let s = section();
        let win = Outcome::Played(GameResult::WhiteWins);
        let draw = Outcome::Played(GameResult::Draw);
        let mut settings = s.settings.clone();
        settings.tiebreaks = vec!["BH".into(), "SB".into()];
        let journal = Journal {
            entries: vec![
                entry(vec![Change::RoundAdded {
                    section: 0,
                    stash: None,
                }]),
                // Round 1's result entered, then corrected while round 1 is the last:
                // not a late correction.
                entry(vec![result(1, Outcome::Pending, draw)]),
                entry(vec![result(1, draw, win)]),
                entry(vec![Change::RoundAdded {
                    section: 0,
                    stash: None,
                }]),
                // After round 2 was paired: a late correction.
                entry(vec![result(1, win, draw)]),
                entry(vec![result(1, draw, win)]),
                entry(vec![Change::Settings {
                    section: 0,
                    before: Box::new(s.settings.clone()),
                    after: Box::new(settings),
                }]),
                // Undone: not told.
                entry(vec![result(1, win, draw)]),
            ],
            cursor: 7,
        };
        let lines = audit_lines(&journal, 0, &s);
        let lines: Vec<&str> = lines
            .iter()
            .map(|l| l.strip_prefix(AUDIT_MARK).unwrap_or(l))
            .map(|l| l.split(" (19").next().unwrap_or(l))
            .collect();
        assert_eq!(
            lines,
            [
                "round 1: board 1 result corrected from 1-0 to 1/2 after round 2 was paired",
                "round 1: board 1 result corrected from 1/2 to 1-0 after round 2 was paired",
                "round 2: hand edit: 2 and 3 swapped (adik-beradik)",
                "round 2: tie-break list changed from BH-M1,BH,BH-C1 to BH,SB",
            ]
        );
    }

    #[test]
    fn another_sections_changes_are_not_told() {
        let mut s = section();
        s.rounds[1].edits.clear();
        let journal = Journal {
            entries: vec![entry(vec![result(
                1,
                Outcome::Played(GameResult::Draw),
                Outcome::Played(GameResult::WhiteWins),
            )])],
            cursor: 1,
        };
        assert!(audit_lines(&journal, 1, &s).is_empty());
        assert_eq!(audit_lines(&journal, 0, &s).len(), 1);
    }
}
