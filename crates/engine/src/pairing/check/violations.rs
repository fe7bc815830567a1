//! Which rules a round's pairing breaks.
//!
//! C.04.3 Art. 2.1 (2026): "C1: two participants shall not play against each other more
//! than once. C2: a participant who has already received a pairing-allocated bye, or has
//! already scored in one single round, without playing, as many points as rewarded for a
//! win, shall not receive the pairing-allocated bye. C3: non-topscorers with the same
//! absolute colour preference shall not meet." A non-topscorer with an absolute colour
//! preference who meets another non-topscorer always gets that colour (C.04.3 Art. 5),
//! so a board that gives him the other one (colours exchanged by hand) is reported too.
//! Forfeited games are not meetings (C.04.2 Art. 3.5). The school rules' constraints
//! (same team, top seeds, the arbiter's forbidden pairs) come from
//! [`constraints`](crate::pairing::constraints).
//!
//! The facts (meetings, byes, colour preferences, topscorers) are the ones the Dutch
//! engine derives, so a round the engine paired itself is never reported.

use crate::model::{
    ByeKind, Colour, Language, Player, PlayerId, PlayerStatus, Round, RoundNo, Section, Tpn,
};
use crate::pairing::constraints::{self, Constraint};
use crate::pairing::dutch::{Derived, PlayerState};
use std::collections::HashMap;
use std::fmt;

/// The rule a violation breaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Rule {
    /// C1: the two already met.
    Rematch,
    /// C2: a second pairing-allocated bye (or one after a win without playing).
    SecondBye,
    /// C3: two non-topscorers with the same absolute colour preference.
    SameAbsoluteColour,
    /// A non-topscorer denied his absolute colour preference.
    AbsoluteColour,
    /// Same-team avoidance of the school rules.
    SameTeam,
    /// The top seeds kept apart in round 1.
    TopSeeds,
    /// A pair the arbiter forbade.
    Forbidden,
    /// A player on two boards, or on a board and given a bye.
    PairedTwice,
    /// A player to be paired who is neither on a board nor given the bye.
    LeftOut,
    /// A player paired who is withdrawn, absent, not yet entered or asked for a bye.
    NotToBePaired,
    /// More than one pairing-allocated bye.
    TwoByes,
    /// A board naming a player the section does not have, or a player against himself.
    BadBoard,
}

impl Rule {
    /// C1-C3 and the absolute colour preference: no legal pairing breaks these.
    pub fn is_absolute(self) -> bool {
        matches!(
            self,
            Rule::Rematch | Rule::SecondBye | Rule::SameAbsoluteColour | Rule::AbsoluteColour
        )
    }

    /// The school rules and the arbiter's forbidden pairs.
    pub fn is_constraint(self) -> bool {
        matches!(self, Rule::SameTeam | Rule::TopSeeds | Rule::Forbidden)
    }

    /// The round is not a pairing at all (someone twice, missing or not to be paired).
    pub fn is_structural(self) -> bool {
        !self.is_absolute() && !self.is_constraint()
    }
}

/// One breach, with the players concerned and the sentence shown to the arbiter.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Violation {
    pub rule: Rule,
    pub players: Vec<PlayerId>,
    /// The board concerned (1-based), when there is one.
    pub board: Option<u32>,
    /// The English sentence ([`Breach::say`]), as `catur check` prints it and the
    /// journal keeps it.
    pub text: String,
    /// The same breach as facts, for an interface that words it in its own language.
    pub breach: Breach,
}

/// Where a player is placed in a round.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Place {
    /// On board n (1-based).
    Board(u32),
    /// Given a bye of this kind (or marked absent).
    Bye(ByeKind),
}

/// Why a player is not to be paired in a round.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NotToPair {
    /// Enters the section only in this round.
    EntersIn(RoundNo),
    Withdrawn,
    /// Asked for a bye of this kind.
    Asked(ByeKind),
}

/// What a [`Violation`] says, as facts: the players, boards and rounds concerned,
/// worded in either language by [`Breach::say`] (`words.rs`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Breach {
    /// A board names a player the section does not have.
    UnknownPlayer { board: u32, player: PlayerId },
    /// A player against himself.
    AgainstHimself { board: u32, player: PlayerId },
    /// A player paired who is not to be paired in `round`.
    NotToBePaired {
        player: PlayerId,
        round: RoundNo,
        why: NotToPair,
        place: Place,
    },
    /// A player placed twice (boards and byes).
    PairedTwice {
        player: PlayerId,
        places: Vec<Place>,
    },
    /// A player present with neither a board nor the bye.
    LeftOut { player: PlayerId, round: RoundNo },
    /// C1: the two met in round `met`.
    Rematch {
        white: PlayerId,
        black: PlayerId,
        met: RoundNo,
    },
    /// C3: the same absolute colour preference.
    SameAbsolute {
        white: PlayerId,
        black: PlayerId,
        colour: Option<Colour>,
    },
    /// A non-topscorer denied his absolute colour preference.
    AbsoluteColour {
        player: PlayerId,
        wants: Colour,
        has: Colour,
        board: u32,
    },
    /// Two players of one team meeting in rounds 1..=last_round.
    SameTeam {
        white: PlayerId,
        black: PlayerId,
        team: String,
        last_round: RoundNo,
    },
    /// Two of the seeds 1..=kept meeting in round 1.
    TopSeeds {
        white: PlayerId,
        black: PlayerId,
        kept: u32,
    },
    /// A pair the arbiter forbade for these rounds.
    Forbidden {
        white: PlayerId,
        black: PlayerId,
        first_round: RoundNo,
        last_round: RoundNo,
    },
    /// More than one pairing-allocated bye.
    TwoByes { players: Vec<PlayerId> },
    /// C2: a second pairing-allocated bye, the first in round `first`.
    SecondBye { player: PlayerId, first: RoundNo },
    /// C2: a win without playing in round `round`, then the pairing-allocated bye.
    ByeAfterWin { player: PlayerId, round: RoundNo },
}

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text)
    }
}

/// Every rule round `round` of `section` breaks, board by board, then the byes, then
/// the players left out. An unpaired round number gives nothing.
pub fn check_round(section: &Section, round: RoundNo) -> Vec<Violation> {
    let Some(r) = section.round(round) else {
        return Vec::new();
    };
    let ctx = Derived::new(section, round);
    let checker = Checker {
        section,
        round,
        ctx: &ctx,
        groups: constraints::all_groups(section, round),
    };
    let mut out = Vec::new();
    checker.structure(r, &mut out);
    for (k, b) in r.boards.iter().enumerate() {
        checker.board(k as u32 + 1, b.white, b.black, &mut out);
    }
    checker.byes(r, &mut out);
    for v in &mut out {
        v.text = v.breach.say(section, Language::English);
    }
    out
}

struct Checker<'a> {
    section: &'a Section,
    round: RoundNo,
    ctx: &'a Derived,
    groups: Vec<(Constraint, crate::model::ForbiddenPair)>,
}

impl Checker<'_> {
    fn state(&self, id: PlayerId) -> Option<&PlayerState> {
        let i = self.ctx.history.index_of(id)?;
        self.ctx.history.players.get(i)
    }

    fn topscorer(&self, id: PlayerId) -> bool {
        self.ctx
            .history
            .index_of(id)
            .is_some_and(|i| self.ctx.is_topscorer(i))
    }

    /// Nobody twice, nobody unknown, nobody paired who is not to be paired, nobody left
    /// out who is.
    fn structure(&self, r: &Round, out: &mut Vec<Violation>) {
        let mut places: HashMap<PlayerId, Vec<Place>> = HashMap::new();
        for (k, b) in r.boards.iter().enumerate() {
            let board = k as u32 + 1;
            for id in [b.white, b.black] {
                places.entry(id).or_default().push(Place::Board(board));
                if self.section.player(id).is_none() {
                    out.push(Violation {
                        rule: Rule::BadBoard,
                        players: vec![id],
                        board: Some(board),
                        text: String::new(),
                        breach: Breach::UnknownPlayer { board, player: id },
                    });
                }
            }
            if b.white == b.black {
                out.push(Violation {
                    rule: Rule::BadBoard,
                    players: vec![b.white],
                    board: Some(board),
                    text: String::new(),
                    breach: Breach::AgainstHimself {
                        board,
                        player: b.white,
                    },
                });
            }
            for id in [b.white, b.black] {
                self.not_to_be_paired(id, Place::Board(board), out);
            }
        }
        for u in &r.unpaired {
            places.entry(u.player).or_default().push(Place::Bye(u.kind));
            if u.kind == ByeKind::Pab {
                self.not_to_be_paired(u.player, Place::Bye(ByeKind::Pab), out);
            }
        }
        let mut twice: Vec<(&PlayerId, &Vec<Place>)> =
            places.iter().filter(|(_, w)| w.len() > 1).collect();
        twice.sort_by_key(|(id, _)| {
            self.section
                .player(**id)
                .map_or((u32::MAX, id.0), |p| (p.tpn, id.0))
        });
        for (id, at) in twice {
            out.push(Violation {
                rule: Rule::PairedTwice,
                players: vec![*id],
                board: None,
                text: String::new(),
                breach: Breach::PairedTwice {
                    player: *id,
                    places: at.clone(),
                },
            });
        }
        for p in self.section.players_by_tpn() {
            if p.status(self.round) == PlayerStatus::Present && !places.contains_key(&p.id) {
                out.push(Violation {
                    rule: Rule::LeftOut,
                    players: vec![p.id],
                    board: None,
                    text: String::new(),
                    breach: Breach::LeftOut {
                        player: p.id,
                        round: self.round,
                    },
                });
            }
        }
    }

    fn not_to_be_paired(&self, id: PlayerId, at: Place, out: &mut Vec<Violation>) {
        let Some(p) = self.section.player(id) else {
            return;
        };
        let not = match p.status(self.round) {
            PlayerStatus::Present => return,
            PlayerStatus::NotYetEntered => NotToPair::EntersIn(p.entry_round),
            PlayerStatus::Withdrawn => NotToPair::Withdrawn,
            PlayerStatus::Bye(kind) => NotToPair::Asked(kind),
        };
        let board = match at {
            Place::Board(n) => Some(n),
            Place::Bye(_) => None,
        };
        out.push(Violation {
            rule: Rule::NotToBePaired,
            players: vec![id],
            board,
            text: String::new(),
            breach: Breach::NotToBePaired {
                player: id,
                round: self.round,
                why: not,
                place: at,
            },
        });
    }

    /// C1, C3, the absolute colour preference and the constraints for one board.
    fn board(&self, board: u32, white: PlayerId, black: PlayerId, out: &mut Vec<Violation>) {
        if white == black {
            return;
        }
        let pair = vec![white, black];
        let mut push = |rule, breach: Breach| {
            out.push(Violation {
                rule,
                players: pair.clone(),
                board: Some(board),
                text: String::new(),
                breach,
            });
        };
        if let (Some(sw), Some(sb)) = (self.state(white), self.state(black)) {
            if let Some(met) = sw
                .rounds
                .iter()
                .position(|f| f.played && f.opponent == Some(black))
            {
                push(
                    Rule::Rematch,
                    Breach::Rematch {
                        white,
                        black,
                        met: met as RoundNo + 1,
                    },
                );
            }
            let neither_top = !self.topscorer(white) && !self.topscorer(black);
            let same_absolute = sw.absolute() && sb.absolute() && sw.preference == sb.preference;
            if neither_top && same_absolute {
                push(
                    Rule::SameAbsoluteColour,
                    Breach::SameAbsolute {
                        white,
                        black,
                        colour: sw.preference,
                    },
                );
            } else if neither_top {
                for (s, has, id) in [(sw, Colour::White, white), (sb, Colour::Black, black)] {
                    if let Some(want) = s.preference.filter(|&c| s.absolute() && c != has) {
                        push(
                            Rule::AbsoluteColour,
                            Breach::AbsoluteColour {
                                player: id,
                                wants: want,
                                has,
                                board,
                            },
                        );
                    }
                }
            }
        }
        for (constraint, group) in &self.groups {
            if !(group.players.contains(&white) && group.players.contains(&black)) {
                continue;
            }
            let (rule, breach) = match *constraint {
                Constraint::SameTeam { team } => {
                    let team = self
                        .section
                        .team(team)
                        .map_or_else(|| format!("team #{}", team.0), |t| t.name.clone());
                    (
                        Rule::SameTeam,
                        Breach::SameTeam {
                            white,
                            black,
                            team,
                            last_round: group.last_round,
                        },
                    )
                }
                Constraint::TopSeeds => {
                    let kept = crate::pairing::constraints::top_seeds(self.section, 1)
                        .map_or(self.section.settings.local_rules.top_seeds_apart, |t| {
                            t.kept
                        });
                    (Rule::TopSeeds, Breach::TopSeeds { white, black, kept })
                }
                Constraint::Forbidden { .. } => (
                    Rule::Forbidden,
                    Breach::Forbidden {
                        white,
                        black,
                        first_round: group.first_round,
                        last_round: group.last_round,
                    },
                ),
            };
            push(rule, breach);
        }
    }

    /// C2 for the receiver of the pairing-allocated bye; at most one such bye.
    fn byes(&self, r: &Round, out: &mut Vec<Violation>) {
        let pabs: Vec<PlayerId> = r
            .unpaired
            .iter()
            .filter(|u| u.kind == ByeKind::Pab)
            .map(|u| u.player)
            .collect();
        if pabs.len() > 1 {
            out.push(Violation {
                rule: Rule::TwoByes,
                players: pabs.clone(),
                board: None,
                text: String::new(),
                breach: Breach::TwoByes {
                    players: pabs.clone(),
                },
            });
        }
        let win = self.section.settings.points.win;
        for id in pabs {
            let Some(s) = self.state(id) else {
                continue;
            };
            if s.eligible_for_bye {
                continue;
            }
            let breach = match s.rounds.iter().position(|f| f.pab) {
                Some(k) => Breach::SecondBye {
                    player: id,
                    first: k as RoundNo + 1,
                },
                None => {
                    let k = s
                        .rounds
                        .iter()
                        .position(|f| !f.played && f.points >= win)
                        .map_or(0, |k| k + 1);
                    Breach::ByeAfterWin {
                        player: id,
                        round: k as RoundNo,
                    }
                }
            };
            out.push(Violation {
                rule: Rule::SecondBye,
                players: vec![id],
                board: None,
                text: String::new(),
                breach,
            });
        }
    }
}

/// How a player is named in a message: `Tan Wei Ming (7)`.
pub fn label(p: &Player) -> String {
    label_of(&p.name, p.tpn)
}

fn label_of(name: &str, tpn: Tpn) -> String {
    format!("{name} ({tpn})")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{
        Absence, Board, ForbiddenPair, GameResult, Outcome, Team, TeamId, Unpaired,
    };

    const NAMES: [&str; 8] = [
        "Ahmad bin Ismail",
        "Nur Aisyah binti Hassan",
        "Tan Wei Ming",
        "Priya a/p Raman",
        "Lim Jia Hao",
        "Siti Khadijah binti Osman",
        "Rajesh a/l Kumar",
        "Wong Kah Seng",
    ];

    /// `n` players with TPN = id, no local rules unless a test sets them.
    fn section(n: u32) -> Section {
        let mut s = Section::new("L12", "Lelaki Bawah 12", 7);
        s.settings.local_rules.same_team_rounds = 0;
        s.settings.local_rules.top_seeds_apart = 0;
        for i in 1..=n {
            let mut p = Player::new(PlayerId(i), NAMES[(i - 1) as usize % 8]);
            p.tpn = i;
            s.players.push(p);
        }
        s
    }

    fn board(w: u32, b: u32, outcome: Outcome) -> Board {
        Board::new(PlayerId(w), PlayerId(b), outcome)
    }

    fn round(n: RoundNo, boards: &[(u32, u32)], outcome: Outcome) -> Round {
        let mut r = Round::new(n);
        r.boards = boards.iter().map(|&(w, b)| board(w, b, outcome)).collect();
        r
    }

    fn texts(v: &[Violation]) -> Vec<String> {
        v.iter().map(|x| x.text.clone()).collect()
    }

    const WIN: Outcome = Outcome::Played(GameResult::WhiteWins);

    #[test]
    fn the_engines_own_pairing_breaks_nothing() {
        let mut s = section(8);
        s.rounds
            .push(round(1, &[(1, 5), (6, 2), (3, 7), (8, 4)], WIN));
        let r2 = crate::pairing::dutch::pair_round(&s, 2).unwrap();
        s.rounds.push(r2);
        assert_eq!(check_round(&s, 2), vec![]);
        assert_eq!(check_round(&s, 3), vec![]);
    }

    #[test]
    fn a_rematch_is_named_but_a_forfeit_was_no_meeting() {
        let mut s = section(4);
        let mut r1 = round(1, &[(1, 3)], WIN);
        r1.boards.push(board(2, 4, Outcome::WhiteForfeitWin));
        s.rounds.push(r1);
        s.rounds.push(round(2, &[(3, 1), (4, 2)], Outcome::Pending));
        let v = check_round(&s, 2);
        assert_eq!(
            texts(&v),
            ["C1: Tan Wei Ming (3) and Ahmad bin Ismail (1) already met in round 1"]
        );
        assert_eq!(v[0].rule, Rule::Rematch);
        assert_eq!(v[0].board, Some(1));
        assert!(v[0].rule.is_absolute());
    }

    #[test]
    fn a_second_bye_breaks_c2() {
        let mut s = section(5);
        let mut r1 = round(1, &[(1, 2), (4, 5)], WIN);
        r1.unpaired.push(Unpaired {
            player: PlayerId(3),
            kind: ByeKind::Pab,
        });
        s.rounds.push(r1);
        let mut r2 = round(2, &[(4, 1), (2, 5)], Outcome::Pending);
        r2.unpaired.push(Unpaired {
            player: PlayerId(3),
            kind: ByeKind::Pab,
        });
        s.rounds.push(r2);
        let v = check_round(&s, 2);
        assert_eq!(
            texts(&v),
            [
                "C2: Tan Wei Ming (3) would get a second pairing-allocated bye (the first in round 1)"
            ]
        );
        assert_eq!(v[0].rule, Rule::SecondBye);
    }

    /// Six players; after two rounds 1, 3 and 5 had white twice, 2, 4 and 6 black twice.
    fn two_colours_each() -> Section {
        let mut s = section(6);
        s.rounds.push(round(1, &[(1, 2), (3, 4), (5, 6)], WIN));
        s.rounds.push(round(2, &[(1, 4), (3, 6), (5, 2)], WIN));
        s
    }

    #[test]
    fn equal_absolute_preferences_break_c3() {
        let mut s = two_colours_each();
        s.rounds
            .push(round(3, &[(1, 3), (4, 5), (6, 2)], Outcome::Pending));
        assert_eq!(
            texts(&check_round(&s, 3)),
            [
                "C3: Ahmad bin Ismail (1) and Tan Wei Ming (3) both have an absolute preference for black",
                "C3: Siti Khadijah binti Osman (6) and Nur Aisyah binti Hassan (2) both have an absolute preference for white",
            ]
        );
    }

    #[test]
    fn a_denied_absolute_preference_is_named_unless_a_topscorer_plays() {
        let mut s = two_colours_each();
        s.rounds
            .push(round(3, &[(2, 3), (4, 5), (1, 6)], Outcome::Pending));
        assert_eq!(
            texts(&check_round(&s, 3)),
            [
                "colours: Ahmad bin Ismail (1) must have black (absolute preference) but has white on board 3",
                "colours: Siti Khadijah binti Osman (6) must have white (absolute preference) but has black on board 3",
            ]
        );
        // In the final round 1 (2 points of 2) is a topscorer: colours may give way.
        s.settings.rounds_planned = 3;
        assert_eq!(check_round(&s, 3), vec![]);
    }

    #[test]
    fn constraints_are_named_with_their_rounds_and_team() {
        let mut s = section(4);
        s.settings.local_rules.same_team_rounds = 2;
        s.settings.local_rules.top_seeds_apart = 2;
        s.teams.push(Team {
            id: TeamId(1),
            name: "SMK Seri Ampang".into(),
            code: "SMKSA".into(),
        });
        s.players[2].team = Some(TeamId(1));
        s.players[3].team = Some(TeamId(1));
        s.forbidden.push(ForbiddenPair {
            first_round: 1,
            last_round: 9,
            players: vec![PlayerId(1), PlayerId(2)],
        });
        s.rounds.push(round(1, &[(1, 2), (3, 4)], Outcome::Pending));
        let v = check_round(&s, 1);
        assert_eq!(
            texts(&v),
            [
                "top seeds 1-2 apart in round 1: Ahmad bin Ismail (1) and Nur Aisyah binti Hassan (2)",
                "forbidden pair (rounds 1-9): Ahmad bin Ismail (1) and Nur Aisyah binti Hassan (2)",
                "same-team avoidance (rounds 1-2): Tan Wei Ming (3) and Priya a/p Raman (4) both play for SMK Seri Ampang",
            ]
        );
        assert!(v.iter().all(|x| x.rule.is_constraint()));
    }

    #[test]
    fn structural_faults_are_named() {
        let mut s = section(6);
        s.players[4].absences.push(Absence {
            from: 1,
            until: None,
        });
        let mut r1 = round(1, &[(1, 2), (2, 3), (5, 4)], Outcome::Pending);
        r1.unpaired.push(Unpaired {
            player: PlayerId(1),
            kind: ByeKind::Pab,
        });
        s.rounds.push(r1);
        let v = check_round(&s, 1);
        let t = texts(&v);
        assert!(
            t.contains(
                &"Lim Jia Hao (5) is withdrawn or absent in round 1 but is on board 3".to_string()
            ),
            "{t:?}"
        );
        assert!(
            t.contains(
                &"Ahmad bin Ismail (1) is paired twice (board 1 and the pairing-allocated bye)"
                    .to_string()
            ),
            "{t:?}"
        );
        assert!(
            t.contains(
                &"Nur Aisyah binti Hassan (2) is paired twice (board 1 and board 2)".to_string()
            ),
            "{t:?}"
        );
        assert!(t.contains(&"Siti Khadijah binti Osman (6) is present but has neither a board nor the bye in round 1".to_string()), "{t:?}");
        assert!(v.iter().all(|x| x.rule.is_structural()));
    }
}
