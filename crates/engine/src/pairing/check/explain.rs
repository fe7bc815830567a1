//! Why a round is paired the way it is, in words an arbiter can check by hand.
//!
//! C.04.1 Art. 9: "the pairing rules must be so transparent that the person in charge of
//! the pairing can explain them". [`explain`] takes a round already paired (by the
//! engine or edited by hand) and, without pairing again, rebuilds the scoregroups as
//! they stood before the round (pairing scores, with the virtual points of an
//! accelerated section, C.04.7), then walks the boards bracket by bracket from the top
//! (C.04.3 Art. 3): who the residents and the moved-down players were, who floated and
//! why, which quality criteria (Art. 2.3-2.5, C6-C21) the pairing does not meet and how
//! often, who got the pairing-allocated bye and why (C2, C5, C9), and for each board
//! which step of the colour allocation (Art. 5.2) decided the colours.
//!
//! A board belongs to the bracket of its lower pairing score: the higher player floated
//! down to meet the lower one there. The pairing-allocated bye floats down from every
//! bracket below its receiver's score and is what the last bracket leaves over.

mod boards;
mod brackets;
mod colour_words;
mod render;
mod words;

use crate::in_lang;
use crate::model::{
    ByeKind, ByeRequest, Colour, Language, PairingSystem, PlayerId, Points, RoundNo, Section, Tpn,
};
use crate::pairing::constraints;
use crate::pairing::dutch::acceleration::Acceleration;
use crate::pairing::dutch::colours::ColourStep;
use crate::pairing::dutch::context::Context;
use std::collections::HashSet;

pub use crate::pairing::dutch::colours::ColourStep as ColourRule;
pub use words::criterion_ms;

/// Why a round cannot be explained, worded by [`ExplainError::say`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ExplainError {
    NotPaired {
        round: RoundNo,
        paired: RoundNo,
    },
    NotSwiss {
        section: String,
    },
    UnknownPlayer {
        round: RoundNo,
        board: usize,
        player: PlayerId,
    },
    Duplicate {
        round: RoundNo,
        player: PlayerId,
    },
}

impl ExplainError {
    /// Why the round cannot be explained, in `lang`.
    pub fn say(&self, lang: Language) -> String {
        match self {
            ExplainError::NotPaired { round, paired } => in_lang!(
                lang,
                "round {round} is not paired yet ({paired} rounds are paired)",
                "pusingan {round} belum dipasangkan ({paired} pusingan sudah dipasangkan)"
            ),
            ExplainError::NotSwiss { section } => in_lang!(
                lang,
                "section {section} is paired by round-robin tables, not by the Dutch system",
                "kategori {section} dipasangkan dengan jadual semua bertemu semua, bukan dengan sistem Swiss"
            ),
            ExplainError::UnknownPlayer {
                round,
                board,
                player,
            } => {
                let id = player.0;
                in_lang!(
                    lang,
                    "round {round}, board {board}: player#{id} is not a player of the section",
                    "pusingan {round}, papan {board}: pemain #{id} bukan pemain kategori ini"
                )
            }
            ExplainError::Duplicate { round, player } => {
                let id = player.0;
                in_lang!(
                    lang,
                    "round {round}: player#{id} appears more than once",
                    "pusingan {round}: pemain #{id} muncul lebih daripada sekali"
                )
            }
        }
    }
}

impl std::fmt::Display for ExplainError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.say(Language::English))
    }
}

impl std::error::Error for ExplainError {}

/// A player as the pairing of the round saw them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayerNote {
    pub id: PlayerId,
    pub tpn: Tpn,
    pub name: String,
    /// Pairing score: real score plus virtual points.
    pub score: Points,
    pub virtual_points: Points,
    /// A team reserve (out of the line-up he is a reserve, not absent).
    pub reserve: bool,
}

/// Why a player left a bracket unpaired and moved down.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FloatReason {
    /// Nobody else in the bracket could meet this player: already met (C1), the same
    /// absolute colour preference (C3), or kept apart by the arbiter.
    NoCompatibleOpponent {
        others: usize,
        met: usize,
        same_absolute: usize,
        forbidden: usize,
    },
    /// The bracket has an odd number of players and every possible pair was made;
    /// `opponents` is how many of the others this player could have met.
    OddBracket { size: usize, opponents: usize },
    /// No more pairs can be made among the bracket's players (C6 is met).
    MaxPairs {
        size: usize,
        pairs: usize,
        opponents: usize,
    },
    /// More pairs were possible here; fewer were made so that the rest of the round
    /// can be paired (C4) or the bye goes to the lowest score (C5).
    Completion { possible: usize, made: usize },
}

/// A player who left a bracket unpaired.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Downfloat {
    pub player: PlayerId,
    /// A resident of the bracket (not a moved-down player floating again).
    pub resident: bool,
    pub reason: FloatReason,
}

/// One quality criterion not met in a bracket, worded by [`CriterionNote::say`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CriterionNote {
    /// `C6` ... `C21`.
    pub code: &'static str,
    /// How many players (or downfloaters) it concerns.
    pub count: usize,
    /// The players concerned (pairing numbers), or for C7 the downfloaters' scores.
    pub who: Vec<String>,
    /// C18-C21: the score difference of each of `who`.
    pub by: Vec<Points>,
}

/// One bracket: a scoregroup's residents plus the players moved down into it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BracketNote {
    pub score: Points,
    /// In pairing order (TPN order within the score).
    pub residents: Vec<PlayerId>,
    /// Highest score first.
    pub moved_down: Vec<PlayerId>,
    /// Board numbers (1-based) of the pairs made in this bracket.
    pub boards: Vec<usize>,
    pub downfloaters: Vec<Downfloat>,
    /// Residents who meet a moved-down player: (the upfloater, the moved-down player).
    pub upfloaters: Vec<(PlayerId, PlayerId)>,
    pub criteria: Vec<CriterionNote>,
}

/// The pairing-allocated bye and why that player got it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ByeNote {
    pub player: PlayerId,
    /// C2 holds: no earlier bye and no win's points without playing.
    pub eligible: bool,
    /// Players paired this round with a lower pairing score, and how many of them could
    /// have had the bye (C2).
    pub lower: usize,
    pub lower_eligible: usize,
    /// Other players on the same pairing score who could have had the bye, and how many
    /// of them have fewer unplayed games (C9).
    pub same_score_eligible: usize,
    pub fewer_unplayed: usize,
    /// Rounds this player did not play.
    pub unplayed: u32,
}

/// One board and why those colours ([`ColourWhy::say`], [`BoardBreak::say`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BoardNote {
    /// 1-based.
    pub board: usize,
    pub white: PlayerId,
    pub black: PlayerId,
    /// Changed by the arbiter after the engine paired it.
    pub manual: bool,
    /// The step of Art. 5.2 that gives these colours; `None` when Art. 5.2 gives the
    /// other colours (a hand-made board).
    pub rule: Option<ColourStep>,
    /// Why these colours.
    pub why: ColourWhy,
    /// Absolute criteria this board breaks (C1, C3, a forbidden pair), normally none.
    pub breaks: Vec<BoardBreak>,
}

/// How strong a colour preference is (C.04.1 Art. 1.6).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Strength {
    Absolute,
    Strong,
    Mild,
}

/// A player's colour preference on a board: pairing number, and what he wants.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Preference {
    pub tpn: Tpn,
    pub wants: Option<(Strength, Colour)>,
}

/// Why a board has its colours, as facts ([`ColourWhy::say`] words them).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ColourWhy {
    /// 5.2.1: both preferences (or the only one) granted.
    Both {
        white: Preference,
        black: Preference,
    },
    /// 5.2.2: both want `wanted`; the stronger preference wins.
    Stronger {
        wanted: Option<Colour>,
        granted: Preference,
        other: Preference,
    },
    /// 5.2.2: two topscorers; the wider colour difference wins.
    Wider {
        wanted: Option<Colour>,
        granted: Tpn,
        difference: i32,
        other: i32,
    },
    /// 5.2.3: colours alternate from `back` played games ago (1 = the last).
    Alternation {
        strength: Strength,
        wanted: Option<Colour>,
        back: usize,
        white: Tpn,
        black: Tpn,
    },
    /// 5.2.4: the higher-ranked player's preference.
    HigherRanked {
        strength: Strength,
        wanted: Option<Colour>,
        higher: Tpn,
    },
    /// 5.2.5: by the higher-ranked player's pairing number (`counted` when his number
    /// among the players counted differs).
    Initial {
        higher: Tpn,
        odd: bool,
        initial: Colour,
        counted: Option<u32>,
    },
    /// Set by hand: Art. 5.2 gives `white` White and `black` Black.
    ByHand { white: Tpn, black: Tpn },
}

/// An absolute criterion a board breaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BoardBreak {
    /// C1: the two met before.
    Met,
    /// The pair is forbidden in this round.
    Forbidden,
    /// C3: both have an absolute preference for this colour.
    SameAbsolute(Option<Colour>),
}

/// The explanation of one round: facts only, worded by [`Explanation::say`] (English is
/// also its `Display`, the text `catur pair --explain` prints).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Explanation {
    pub section: String,
    pub round: RoundNo,
    pub rounds_planned: RoundNo,
    /// Topscorers exist (the final round).
    pub final_round: bool,
    /// Everyone who appears, paired or not, in TPN order.
    pub players: Vec<PlayerNote>,
    pub brackets: Vec<BracketNote>,
    pub bye: Option<ByeNote>,
    /// Players of the round without an opponent other than the pairing-allocated bye.
    pub not_paired: Vec<(PlayerId, ByeKind)>,
    /// Players of the section who do not appear in the round at all.
    pub not_in_round: Vec<PlayerId>,
    pub boards: Vec<BoardNote>,
    /// How the school rules were applied when not as the section's settings say: the
    /// top-seeds rule when it was capped at half of the players present.
    pub top_seeds: Option<crate::pairing::constraints::TopSeeds>,
}

impl Explanation {
    pub fn player(&self, id: PlayerId) -> Option<&PlayerNote> {
        self.players.iter().find(|p| p.id == id)
    }

    /// Every player the explanation accounts for, once per mention: both players of each
    /// board, the bye, the players not paired and those not in the round.
    pub fn accounted(&self) -> Vec<PlayerId> {
        let mut v: Vec<PlayerId> = self
            .boards
            .iter()
            .flat_map(|b| [b.white, b.black])
            .collect();
        v.extend(self.bye.as_ref().map(|b| b.player));
        v.extend(self.not_paired.iter().map(|(p, _)| *p));
        v.extend(self.not_in_round.iter().copied());
        v
    }
}

/// Explains round `round` of `section` with the section's own acceleration setting.
pub fn explain(section: &Section, round: RoundNo) -> Result<Explanation, ExplainError> {
    explain_accelerated(section, round, Acceleration::Section)
}

/// As [`explain`], with the virtual points taken from `acceleration` (explicit points of
/// a TRF file replace the section's setting, as in pairing).
pub fn explain_accelerated(
    section: &Section,
    round: RoundNo,
    acceleration: Acceleration<'_>,
) -> Result<Explanation, ExplainError> {
    if let PairingSystem::RoundRobin { .. } = section.settings.system {
        return Err(ExplainError::NotSwiss {
            section: section.code.clone(),
        });
    }
    let Some(paired) = section.round(round) else {
        return Err(ExplainError::NotPaired {
            round,
            paired: section.rounds_paired(),
        });
    };
    let mut seen = HashSet::new();
    for (i, b) in paired.boards.iter().enumerate() {
        for p in [b.white, b.black] {
            if section.player(p).is_none() {
                return Err(ExplainError::UnknownPlayer {
                    round,
                    board: i + 1,
                    player: p,
                });
            }
            if !seen.insert(p) {
                return Err(ExplainError::Duplicate { round, player: p });
            }
        }
    }
    for u in &paired.unpaired {
        if !seen.insert(u.player) {
            return Err(ExplainError::Duplicate {
                round,
                player: u.player,
            });
        }
    }
    let view = view_before(section, round);
    let ctx = Context::with_acceleration(&view, round, acceleration);
    let players = section
        .players_by_tpn()
        .into_iter()
        .filter(|p| seen.contains(&p.id))
        .map(|p| {
            let h = ctx.history.index_of(p.id);
            PlayerNote {
                id: p.id,
                tpn: p.tpn,
                name: p.name.clone(),
                score: h.map_or(Points::ZERO, |h| ctx.score(h)),
                virtual_points: h.map_or(Points::ZERO, |h| ctx.virtual_points(h)),
                reserve: p.reserve,
            }
        })
        .collect();
    let mut out = Explanation {
        top_seeds: crate::pairing::constraints::top_seeds(section, round).filter(|t| t.capped()),
        section: if section.settings.name.is_empty() {
            section.code.clone()
        } else {
            format!("{} ({})", section.code, section.settings.name)
        },
        round,
        rounds_planned: section.settings.rounds_planned,
        final_round: ctx.final_round(),
        players,
        brackets: Vec::new(),
        bye: None,
        not_paired: paired
            .unpaired
            .iter()
            .filter(|u| u.kind != ByeKind::Pab)
            .map(|u| (u.player, u.kind))
            .collect(),
        not_in_round: section
            .players_by_tpn()
            .into_iter()
            .filter(|p| !seen.contains(&p.id))
            .map(|p| p.id)
            .collect(),
        boards: Vec::new(),
    };
    let initial = crate::pairing::dutch::colours::initial_colour(&view, &ctx.history);
    let tpn = |id: PlayerId| section.player(id).map_or(0, |p| p.tpn);
    out.boards = boards::boards(&ctx, paired, initial, &tpn);
    let (brackets, bye) = brackets::walk(&ctx, paired, &tpn);
    out.brackets = brackets;
    out.bye = bye;
    Ok(out)
}

/// The section as the engine saw it before pairing `round`: the earlier rounds only, the
/// school rules' constraints added, and the round's own byes and absences as requests,
/// so that exactly the players paired in the round (boards and bye) are present.
fn view_before(section: &Section, round: RoundNo) -> Section {
    let mut s = constraints::pairing_view(section, round);
    if s.settings.initial_colour.is_none() {
        s.settings.initial_colour = Some(crate::pairing::dutch::initial_colour(section));
    }
    s.rounds.truncate(round as usize - 1);
    let Some(paired) = section.round(round) else {
        return s;
    };
    let on_boards: HashSet<PlayerId> = paired
        .boards
        .iter()
        .flat_map(|b| [b.white, b.black])
        .chain(paired.pab())
        .collect();
    for p in &mut s.players {
        p.bye_requests.retain(|b| b.round != round);
        if on_boards.contains(&p.id) {
            p.entry_round = p.entry_round.min(round);
            let mut absences = Vec::new();
            for a in &p.absences {
                if a.covers(round) {
                    if a.from < round {
                        absences.push(crate::model::Absence {
                            from: a.from,
                            until: Some(round),
                        });
                    }
                    if a.until.is_none_or(|u| u > round + 1) {
                        absences.push(crate::model::Absence {
                            from: round + 1,
                            until: a.until,
                        });
                    }
                } else {
                    absences.push(*a);
                }
            }
            p.absences = absences;
        } else {
            let kind = paired
                .unpaired
                .iter()
                .find(|u| u.player == p.id)
                .map_or(ByeKind::Absent, |u| u.kind);
            p.bye_requests.push(ByeRequest { round, kind });
        }
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Board, Colour, GameResult, Outcome, Player, Round, Unpaired};
    use crate::pairing::dutch::pair_round;

    fn players(s: &mut Section, n: u32) {
        let names = [
            "Ahmad bin Ismail",
            "Nur Aisyah binti Hassan",
            "Tan Wei Ming",
            "Priya a/p Raman",
        ];
        for i in 1..=n {
            let mut p = Player::new(PlayerId(i), format!("{} {i}", names[i as usize % 4]));
            p.tpn = i;
            s.players.push(p);
        }
    }

    fn board(white: u32, black: u32, outcome: Outcome) -> Board {
        Board::new(PlayerId(white), PlayerId(black), outcome)
    }

    fn unpaired(player: u32, kind: ByeKind) -> Unpaired {
        Unpaired {
            player: PlayerId(player),
            kind,
        }
    }

    /// Twelve players who each met their own sparring partner (13-24) in rounds 1-3
    /// with the colours given, winning every game (9 and 10 were absent), then round 4
    /// (the final round) with one board for each step of Art. 5.2.
    fn colour_steps() -> Section {
        use Colour::*;
        let mut s = Section::new("L12", "Lelaki 12", 4);
        s.settings.local_rules.same_team_rounds = 0;
        s.settings.local_rules.top_seeds_apart = 0;
        s.settings.initial_colour = Some(White);
        players(&mut s, 24);
        let seqs: [&[Colour]; 12] = [
            &[White, Black, White],
            &[Black, White, Black],
            &[White, Black, Black],
            &[Black, White, Black],
            &[White, Black, White],
            &[White, White, Black],
            &[White, Black, White],
            &[White, Black, White],
            &[],
            &[],
            &[White, White, White],
            &[Black, White, White],
        ];
        for r in 0..3 {
            let mut round = Round::new(r as RoundNo + 1);
            for (i, seq) in seqs.iter().enumerate() {
                let (me, partner) = (i as u32 + 1, i as u32 + 13);
                match seq.get(r) {
                    Some(White) => round.boards.push(board(
                        me,
                        partner,
                        Outcome::Played(GameResult::WhiteWins),
                    )),
                    Some(Black) => round.boards.push(board(
                        partner,
                        me,
                        Outcome::Played(GameResult::BlackWins),
                    )),
                    None => {
                        round.unpaired.push(unpaired(me, ByeKind::Absent));
                        round.unpaired.push(unpaired(partner, ByeKind::Absent));
                    }
                }
            }
            s.rounds.push(round);
        }
        let mut r4 = Round::new(4);
        for (w, b) in [(2, 1), (3, 4), (6, 5), (8, 7), (12, 11), (9, 10)] {
            r4.boards.push(board(w, b, Outcome::Pending));
        }
        for f in 13..=24 {
            r4.unpaired.push(unpaired(f, ByeKind::Absent));
        }
        s.rounds.push(r4);
        s
    }

    #[test]
    fn each_board_names_the_colour_step_that_decided_it() {
        let s = colour_steps();
        let e = explain(&s, 4).expect("explained");
        let rules: Vec<Option<ColourStep>> = e.boards.iter().map(|b| b.rule).collect();
        use ColourStep::*;
        assert_eq!(
            rules,
            [
                Some(BothPreferences),
                Some(StrongerPreference),
                Some(Alternation),
                Some(HigherRankedPreference),
                Some(WiderDifference),
                Some(InitialColour),
            ]
        );
        assert!(e.boards.iter().all(|b| b.breaks.is_empty()), "{e}");
        let text = |b: &BoardNote| b.why.say(Language::English);
        assert!(
            text(&e.boards[2]).contains("in their last played games"),
            "{e}"
        );
        assert!(text(&e.boards[5]).contains("odd pairing number"), "{e}");
        // Two brackets: ten players on 3 points, the two newcomers on 0.
        let sizes: Vec<(Points, usize)> = e
            .brackets
            .iter()
            .map(|b| (b.score, b.residents.len()))
            .collect();
        assert_eq!(sizes, [(Points(30), 10), (Points(0), 2)]);
        let codes: Vec<(&str, usize)> = e.brackets[0]
            .criteria
            .iter()
            .map(|c| (c.code, c.count))
            .collect();
        // 4, 6, 8 and 12 do not get their (strong or absolute) preference; 12 plays
        // White a third time running against a topscorer.
        assert_eq!(codes, [("C11", 1), ("C12", 4), ("C13", 4)]);
        assert!(e.final_round);
        let text = e.to_string();
        assert!(text.lines().all(|l| l.chars().count() <= 80), "{text}");
        assert!(text.contains("C12: 4 players did not get their colour preference (4, 6, 8, 12)"));
    }

    #[test]
    fn colours_changed_by_hand_are_said_so() {
        let mut s = colour_steps();
        let b = &mut s.rounds[3].boards[0];
        std::mem::swap(&mut b.white, &mut b.black);
        b.manual = true;
        let e = explain(&s, 4).expect("explained");
        assert_eq!(e.boards[0].rule, None);
        assert!(
            e.boards[0]
                .why
                .say(Language::English)
                .contains("set by hand")
        );
        assert!(e.to_string().contains("[changed by hand]"));
    }

    #[test]
    fn round_one_with_an_odd_field_floats_the_last_player_to_the_bye() {
        let mut s = Section::new("P12", "Perempuan 12", 5);
        s.settings.local_rules.same_team_rounds = 0;
        s.settings.local_rules.top_seeds_apart = 0;
        players(&mut s, 5);
        let r1 = pair_round(&s, 1).expect("round 1");
        s.rounds.push(r1);
        let e = explain(&s, 1).expect("explained");
        assert_eq!(e.brackets.len(), 1);
        let b = &e.brackets[0];
        assert_eq!(b.residents.len(), 5);
        assert_eq!(b.boards, [1, 2]);
        assert_eq!(b.downfloaters.len(), 1);
        assert_eq!(b.downfloaters[0].player, PlayerId(5));
        assert_eq!(
            b.downfloaters[0].reason,
            FloatReason::OddBracket {
                size: 5,
                opponents: 4
            }
        );
        let bye = e.bye.as_ref().expect("a bye");
        assert_eq!(
            (bye.player, bye.eligible, bye.lower),
            (PlayerId(5), true, 0)
        );
        assert!(
            e.boards
                .iter()
                .all(|b| b.rule == Some(ColourStep::InitialColour))
        );
        assert_eq!(e.accounted().len(), 5);
    }

    #[test]
    fn a_player_who_met_everyone_in_the_bracket_floats_for_that_reason() {
        // Round 1: 1 beats 2, 3 has the bye. Round 2: 1 beats 3, 2 has the bye. In
        // round 3, 1 (2 points) has met both others (1 point each).
        let mut s = Section::new("L12", "Lelaki 12", 3);
        s.settings.local_rules.same_team_rounds = 0;
        s.settings.local_rules.top_seeds_apart = 0;
        players(&mut s, 3);
        let mut r1 = Round::new(1);
        r1.boards
            .push(board(1, 2, Outcome::Played(GameResult::WhiteWins)));
        r1.unpaired.push(unpaired(3, ByeKind::Pab));
        let mut r2 = Round::new(2);
        r2.boards
            .push(board(3, 1, Outcome::Played(GameResult::BlackWins)));
        r2.unpaired.push(unpaired(2, ByeKind::Pab));
        s.rounds.extend([r1, r2]);
        let r3 = pair_round(&s, 3).expect("round 3");
        s.rounds.push(r3);
        let e = explain(&s, 3).expect("explained");
        assert_eq!(e.bye.as_ref().map(|b| b.player), Some(PlayerId(1)));
        let last = e.brackets.last().expect("brackets");
        assert_eq!(last.moved_down, [PlayerId(1)]);
        assert_eq!(
            last.downfloaters[0].reason,
            FloatReason::NoCompatibleOpponent {
                others: 2,
                met: 2,
                same_absolute: 0,
                forbidden: 0
            }
        );
        assert!(e.to_string().contains("already met 2 (C1)"), "{e}");
    }

    #[test]
    fn rounds_not_paired_and_round_robin_sections_are_refused() {
        let mut s = colour_steps();
        assert_eq!(
            explain(&s, 5),
            Err(ExplainError::NotPaired {
                round: 5,
                paired: 4
            })
        );
        s.settings.system = PairingSystem::RoundRobin { double: false };
        assert!(matches!(explain(&s, 1), Err(ExplainError::NotSwiss { .. })));
    }

    /// Each reason a round cannot be explained keeps its numbers in Malay.
    #[test]
    fn every_reason_not_to_explain_is_said_in_both_languages() {
        let e = ExplainError::NotPaired {
            round: 5,
            paired: 4,
        };
        assert_eq!(
            e.say(Language::Malay),
            "pusingan 5 belum dipasangkan (4 pusingan sudah dipasangkan)"
        );
        for (e, facts) in [
            (
                ExplainError::NotPaired {
                    round: 5,
                    paired: 3,
                },
                vec!["5", "3"],
            ),
            (
                ExplainError::NotSwiss {
                    section: "P12".into(),
                },
                vec!["P12"],
            ),
            (
                ExplainError::UnknownPlayer {
                    round: 2,
                    board: 4,
                    player: PlayerId(17),
                },
                vec!["2", "4", "17"],
            ),
            (
                ExplainError::Duplicate {
                    round: 2,
                    player: PlayerId(17),
                },
                vec!["2", "17"],
            ),
        ] {
            let (en, ms) = (e.to_string(), e.say(Language::Malay));
            assert_ne!(en, ms);
            for f in facts {
                assert!(en.contains(f) && ms.contains(f), "{f}: {en} / {ms}");
            }
            assert!(
                ms.starts_with("pusingan") || ms.starts_with("kategori"),
                "{ms}"
            );
        }
    }
}
