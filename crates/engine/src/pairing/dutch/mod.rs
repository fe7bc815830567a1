//! The FIDE Dutch system (C.04.3, 2026 text).
//!
//! [`pair_round`] pairs the next round of a section: it derives every player's state
//! from the rounds ([`history`]), pairs bracket by bracket with one maximum-weight
//! matching per decision ([`brackets`], weights in [`weights`] and the criteria files),
//! allocates colours ([`colours`]) and orders the boards ([`board_order`]).

pub(crate) mod absolute;
pub mod acceleration;
pub(crate) mod board_order;
mod brackets;
pub(crate) mod bye;
pub(crate) mod colour_criteria;
pub(crate) mod colours;
mod completion;
pub(crate) mod context;
mod direct;
mod downfloaters;
mod float_criteria;
mod graph;
pub(crate) mod history;
mod pool;
mod quick_hash;
mod shortcuts;
mod squeeze;
mod uniform;
mod weights;

use crate::model::{Board, ByeKind, Outcome, PlayerStatus, Round, RoundNo, Section, Unpaired};
pub use acceleration::{Acceleration, VirtualPoints};
use context::Context;
#[doc(hidden)]
pub use shortcuts::Shortcuts;

/// What the engine derives for pairing a round (scores, meetings, colour preferences,
/// topscorers), read by the re-check of a pairing so that both judge by the same facts.
pub(crate) use context::Context as Derived;
pub(crate) use history::PlayerState;

/// Why a round could not be paired.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PairingError {
    NoLegalPairing { round: RoundNo },
    WrongRound { round: RoundNo, paired: RoundNo },
    BeyondLastRound { round: RoundNo, planned: RoundNo },
    TooLarge { players: usize },
}

impl PairingError {
    /// Why the round could not be paired, in `lang`.
    pub fn say(&self, lang: crate::model::Language) -> String {
        match self {
            PairingError::NoLegalPairing { round } => crate::in_lang!(
                lang,
                "no legal pairing exists for round {round}: the absolute criteria (no rematch, no second bye, colours) cannot all hold",
                "tiada pasangan yang sah untuk pusingan {round}: kriteria mutlak (tiada pertemuan semula, tiada bai kedua, warna) tidak dapat dipenuhi semuanya"
            ),
            PairingError::WrongRound { round, paired } => crate::in_lang!(
                lang,
                "round {round} cannot be paired: {paired} rounds are paired so far",
                "pusingan {round} tidak dapat dipasangkan: {paired} pusingan sudah dipasangkan setakat ini"
            ),
            PairingError::BeyondLastRound { round, planned } => crate::in_lang!(
                lang,
                "round {round} cannot be paired: the section has {planned} rounds",
                "pusingan {round} tidak dapat dipasangkan: kategori ini ada {planned} pusingan"
            ),
            PairingError::TooLarge { players } => crate::in_lang!(
                lang,
                "the section is too large to pair ({players} players)",
                "kategori terlalu besar untuk dipasangkan ({players} pemain)"
            ),
        }
    }
}

impl std::fmt::Display for PairingError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.say(crate::model::Language::English))
    }
}

impl std::error::Error for PairingError {}

/// The colour the top seed got (or would get) in round 1: as set for the section, or
/// read back from the earliest round in which colours were given (White if none).
pub fn initial_colour(section: &Section) -> crate::model::Colour {
    let h = history::derive(section, section.rounds_paired() + 1);
    colours::initial_colour(section, &h)
}

/// Pairs round `round` of `section` (which must be the next round to pair), with the
/// section's own acceleration setting.
pub fn pair_round(section: &Section, round: RoundNo) -> Result<Round, PairingError> {
    pair_round_accelerated(section, round, Acceleration::Section)
}

/// How the engine finds its pairings. The pairing is the same either way; the options
/// only choose how much work it takes, so that a test can hold the fast path against
/// the plain one.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct EngineOptions {
    /// Solve every decision as one plain maximum-weight matching of all players not yet
    /// paired, in the full weight type, from scratch: no split of the round into the
    /// bracket and the rest, no warm start, no squeezed weights, no shortcut for a
    /// bracket whose pairs all weigh the same, no decision taken from a matching in
    /// hand, one matching per S1 player. Much slower; meant for tests.
    pub plain: bool,
    /// At most this many S1 players decided by one matching (0: as many as the free low
    /// bits of the weights allow), so that a test can make small brackets take the path
    /// of big ones: the S1 step's decisions read from the duals of the matching in hand
    /// between two matchings.
    pub s1_per_matching: usize,
    /// A bracket's first matching starts from its parts solved apart when the next
    /// scoregroup beside it has at least this many players (0: the engine's own
    /// threshold), so that a test can make small brackets take the path of big ones.
    pub prime_from: usize,
    /// A focus's matchings stand in for the next scoregroup by a few players when
    /// it has at least this many (0: the engine's own threshold, and only where that
    /// saves work), so that a test can make small brackets take the path of big ones.
    pub sinks_from: usize,
    /// A dense matching problem that leaves many vertices to match is solved on a core
    /// of this many edges of least slack per vertex first, and `core_spread` more
    /// spread over the rest (0: the engine's own core, 8 and 16), so that a test can
    /// make small problems take the path of big ones.
    pub core_edges: usize,
    /// See `core_edges` (read only when that is not 0).
    pub core_spread: usize,
    /// A bracket of at least this many players moves its weights up by as many unused
    /// top bits as the weight type has, more than the usual most, for its S1 step (0:
    /// the engine's own threshold), so that a test can make small brackets take the
    /// path of big ones.
    pub wide_lift_from: usize,
}

/// As [`pair_round`], with the virtual points taken from `acceleration` (explicit
/// points, e.g. a TRF file's `250` records, replace the section's setting).
pub fn pair_round_accelerated(
    section: &Section,
    round: RoundNo,
    acceleration: Acceleration<'_>,
) -> Result<Round, PairingError> {
    pair_round_with(section, round, acceleration, EngineOptions::default())
}

/// As [`pair_round_accelerated`], with the engine's `options`.
pub fn pair_round_with(
    section: &Section,
    round: RoundNo,
    acceleration: Acceleration<'_>,
    options: EngineOptions,
) -> Result<Round, PairingError> {
    if round == 0 || round > section.rounds_paired() + 1 {
        return Err(PairingError::WrongRound {
            round,
            paired: section.rounds_paired(),
        });
    }
    if section.settings.rounds_planned > 0 && round > section.settings.rounds_planned {
        return Err(PairingError::BeyondLastRound {
            round,
            planned: section.settings.rounds_planned,
        });
    }
    let ctx = Context::with_acceleration(section, round, acceleration);
    let lay = weights::Layout::new(&ctx);
    let bits = lay.total_bits() + 2;
    // Every limb of the weight type costs time, so the type is narrow; but the S1 step
    // borrows unused top bits to decide more players per matching (see `brackets`),
    // so about one limb is left spare for it.
    let mates = match bits + brackets::MAX_LIFT {
        0..=128 => brackets::pair::<2>(&ctx, options),
        129..=256 => brackets::pair::<4>(&ctx, options),
        257..=384 => brackets::pair::<6>(&ctx, options),
        385..=512 => brackets::pair::<8>(&ctx, options),
        513..=640 => brackets::pair::<10>(&ctx, options),
        641..=768 => brackets::pair::<12>(&ctx, options),
        769..=896 => brackets::pair::<14>(&ctx, options),
        897..=1024 => brackets::pair::<16>(&ctx, options),
        1025..=2048 => brackets::pair::<32>(&ctx, options),
        2049..=4096 => brackets::pair::<64>(&ctx, options),
        4097..=4224 if bits <= 4096 => brackets::pair::<64>(&ctx, options),
        _ => {
            return Err(PairingError::TooLarge {
                players: ctx.sorted.len(),
            });
        }
    }
    .map_err(|_| PairingError::NoLegalPairing { round })?;

    let players = &ctx.history.players;
    let initial = colours::initial_colour(section, &ctx.history);
    let mut pairs = Vec::new();
    let mut pab = None;
    for (v, mate) in mates.iter().enumerate() {
        let a = ctx.sorted[v];
        match mate {
            Some(m) => {
                let b = ctx.sorted[*m];
                if players[a].rank < players[b].rank {
                    pairs.push((a, b));
                }
            }
            None => pab = Some(a),
        }
    }
    // Boards go by the real scores, as the reference engine orders them under
    // acceleration (the virtual points decide who meets whom, not where they sit).
    let real: Vec<history::PlayerState>;
    let order_by = if ctx.accelerated() {
        real = (0..players.len())
            .map(|i| history::PlayerState {
                score: ctx.real_score(i),
                ..players[i].clone()
            })
            .collect();
        &real
    } else {
        players
    };
    board_order::sort_boards(&mut pairs, |&(a, b)| (&order_by[a], &order_by[b]));
    let mut out = Round::new(round);
    for (a, b) in pairs {
        let c = colours::colour_of(&players[a], &players[b], initial);
        let (white, black) = if c == crate::model::Colour::White {
            (a, b)
        } else {
            (b, a)
        };
        out.boards.push(Board::new(
            players[white].id,
            players[black].id,
            Outcome::Pending,
        ));
    }
    if let Some(p) = pab {
        out.unpaired.push(Unpaired {
            player: players[p].id,
            kind: ByeKind::Pab,
        });
    }
    for p in section.players_by_tpn() {
        let kind = match p.status(round) {
            PlayerStatus::Present | PlayerStatus::NotYetEntered => continue,
            PlayerStatus::Withdrawn => ByeKind::Absent,
            PlayerStatus::Bye(kind) => kind,
        };
        out.unpaired.push(Unpaired { player: p.id, kind });
    }
    Ok(out)
}

/// How many brackets the calling thread has paired by each of the engine's shortcuts
/// instead of its matching procedure: counting colour preferences (round 2 of an open:
/// around the pairs who drew, with one MDP, with players who floated, the last bracket
/// holding the bye), the matcher without the next scoregroup (a bracket that closes on
/// itself), and no matching at all (a bracket in which nobody may meet); for the tests
/// that hold those paths against the plain matching.
#[doc(hidden)]
pub fn shortcuts_taken() -> Shortcuts {
    shortcuts::shortcuts()
}

#[cfg(test)]
mod refusal_words {
    use super::PairingError;
    use crate::model::Language;

    #[test]
    fn every_engine_refusal_has_malay_words_with_the_same_numbers() {
        for e in [
            PairingError::NoLegalPairing { round: 5 },
            PairingError::WrongRound {
                round: 5,
                paired: 3,
            },
            PairingError::BeyondLastRound {
                round: 8,
                planned: 7,
            },
            PairingError::TooLarge { players: 70000 },
        ] {
            let (en, ms) = (e.say(Language::English), e.say(Language::Malay));
            assert_eq!(en, e.to_string());
            assert_ne!(en, ms);
            let digits = |t: &str| t.chars().filter(char::is_ascii_digit).collect::<String>();
            assert_eq!(digits(&en), digits(&ms), "{e:?}");
            for w in ["round", "pair", "section", "players"] {
                assert!(!ms.contains(w), "'{w}' in the Malay of {e:?}: {ms}");
            }
        }
    }
}
