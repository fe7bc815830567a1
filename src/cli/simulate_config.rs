//! `catur simulate --config FILE [--seed S] [-o OUT.trf]`: a random tournament described
//! with the keys of the reference random-tournament generator (the JaVaFo/bbpPairings
//! configuration file), paired round by round by our engine.
//!
//! The file has one `Key=Value` a line; empty lines and lines starting with `#` are
//! skipped. The keys:
//!
//! | key | meaning | when absent |
//! |---|---|---|
//! | `PlayersNumber` | players in the field | drawn from the seed, 15-215 |
//! | `RoundsNumber` | rounds asked (also the `XXR`/`142` of the file) | drawn, 5-15 |
//! | `DrawPercentage` | per cent of the played games drawn (at most) | drawn, 10-50 |
//! | `ForfeitRate` | one game in N is forfeited (N at least 1) | drawn, 6-30 |
//! | `RetiredRate` | one player in N withdraws for the rest of the event (N at least 2) | drawn, 15-3225 |
//! | `HalfPointByeRate` | one player in N asks for a half-point bye (N at least 1) | drawn, 15-3225 |
//! | `HighestRating`, `LowestRating` | the ratings are drawn between them | drawn, 2400-2800 and 1400-2300 |
//! | `PointsForWin`, `PointsForDraw`, `PointsForLoss` | points of a played game | 1, 0.5, 0 |
//! | `PointsForZPB` | a zero-point bye (absence) | 0 |
//! | `PointsForForfeitLoss` | a forfeit loss, and a zero-point bye too | 0 |
//! | `PointsForPAB` | the pairing-allocated bye | `PointsForWin` |
//!
//! The rates follow the reference generator's meaning: a rate N means about one in N.
//! The same file and seed always give the same tournament.

use super::exit;
use super::simulate::{NAMES, forget_requests_from, pair_or_stop};
use crate::model::{
    Absence, ByeKind, ByeRequest, Colour, GameResult, Outcome, Player, PlayerId, PlayerStatus,
    PointValues, Points, RoundNo, Section,
};
use crate::pairing::dutch::{PairingError, pair_round};
use crate::trf::{TrfHeader, from_section};
use std::io::Write;
use std::path::Path;

/// The keys a configuration file may hold, in the order the reference documents them.
pub const KEYS: [&str; 14] = [
    "PlayersNumber",
    "RoundsNumber",
    "DrawPercentage",
    "ForfeitRate",
    "RetiredRate",
    "HalfPointByeRate",
    "HighestRating",
    "LowestRating",
    "PointsForWin",
    "PointsForDraw",
    "PointsForLoss",
    "PointsForZPB",
    "PointsForForfeitLoss",
    "PointsForPAB",
];

/// Most players a generated field may have (a TRF pairing number has four digits).
const MAX_PLAYERS: u32 = 9999;
/// Most rounds a generated tournament may have.
const MAX_ROUNDS: u32 = 99;
/// Highest rating a configuration may ask for.
const MAX_RATING: u16 = 3500;
/// Most points a single result may be worth (in tenths).
const MAX_POINTS: i32 = 100;

/// A configuration file as read: each key given, or `None` (drawn from the seed).
#[derive(Debug, Clone, Default, PartialEq)]
pub struct GeneratorConfig {
    pub players: Option<u32>,
    pub rounds: Option<u32>,
    pub draw_percentage: Option<u8>,
    pub forfeit_rate: Option<f64>,
    pub retired_rate: Option<f64>,
    pub half_point_bye_rate: Option<f64>,
    pub highest_rating: Option<u16>,
    pub lowest_rating: Option<u16>,
    pub win: Option<Points>,
    pub draw: Option<Points>,
    pub loss: Option<Points>,
    pub zero_bye: Option<Points>,
    pub forfeit_loss: Option<Points>,
    pub pab: Option<Points>,
}

/// A configuration with every value fixed: what one tournament is generated from.
#[derive(Debug, Clone, PartialEq)]
pub struct Profile {
    pub players: u32,
    pub rounds: u32,
    pub draw_percentage: u8,
    pub forfeit_rate: f64,
    pub retired_rate: f64,
    pub half_point_bye_rate: f64,
    pub highest_rating: u16,
    pub lowest_rating: u16,
    pub points: PointValues,
}

/// A configuration line that was not taken: where (1-based line and column) and why.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[error("line {line}, column {column}: {problem}")]
pub struct ConfigError {
    pub line: usize,
    pub column: usize,
    pub problem: ConfigProblem,
}

/// What is wrong with a configuration line: the key, the value and what is allowed.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum ConfigProblem {
    #[error("expected Key=Value, found {0:?}")]
    NotKeyValue(String),
    #[error("unknown key {0:?}; the keys are {keys}", keys = KEYS.join(", "))]
    UnknownKey(String),
    #[error("{key} is given twice (first on line {first})")]
    GivenTwice { key: &'static str, first: usize },
    #[error("{key} must be a whole number from {lo} to {hi}, not {value:?}")]
    NotWhole {
        key: &'static str,
        value: String,
        lo: u64,
        hi: u64,
    },
    #[error("{key} {value:?} is too large")]
    TooLarge { key: &'static str, value: String },
    #[error("{key} must be a number of at least {lo} (one in N), not {value:?}")]
    NotRate {
        key: &'static str,
        value: String,
        lo: f64,
    },
    #[error(
        "{key} must be points from 0 to 10 with at most one decimal, such as 0.5, not {value:?}"
    )]
    NotPoints { key: &'static str, value: String },
    #[error("HighestRating {highest} is below LowestRating {lowest} (line {lowest_line})")]
    RatingsCrossed {
        highest: u16,
        lowest: u16,
        lowest_line: usize,
    },
}

/// Where a bad configuration line is: 1-based line and column, and what is wrong.
fn at(line: usize, column: usize, problem: ConfigProblem) -> ConfigError {
    ConfigError {
        line,
        column,
        problem,
    }
}

/// A whole number within `lo..=hi`, or the problem naming the key and the range.
fn whole<T: TryFrom<u64>>(
    key: &'static str,
    value: &str,
    lo: u64,
    hi: u64,
) -> Result<T, ConfigProblem> {
    let n: Option<u64> = if value.chars().all(|c| c.is_ascii_digit()) {
        value.parse().ok()
    } else {
        None
    };
    match n {
        Some(n) if (lo..=hi).contains(&n) => T::try_from(n).map_err(|_| ConfigProblem::TooLarge {
            key,
            value: value.to_string(),
        }),
        _ => Err(ConfigProblem::NotWhole {
            key,
            value: value.to_string(),
            lo,
            hi,
        }),
    }
}

/// A rate (one in N): a finite decimal number at least `lo`.
fn rate(key: &'static str, value: &str, lo: f64) -> Result<f64, ConfigProblem> {
    let ok = !value.is_empty()
        && value.chars().all(|c| c.is_ascii_digit() || c == '.')
        && value.chars().filter(|&c| c == '.').count() <= 1;
    match value.parse::<f64>() {
        Ok(r) if ok && r.is_finite() && r >= lo => Ok(r),
        _ => Err(ConfigProblem::NotRate {
            key,
            value: value.to_string(),
            lo,
        }),
    }
}

/// A point value: a decimal with at most one digit after the point, 0 to 10.
fn points(key: &'static str, value: &str) -> Result<Points, ConfigProblem> {
    match Points::parse(value) {
        Some(p) if (0..=MAX_POINTS).contains(&p.tenths()) => Ok(p),
        _ => Err(ConfigProblem::NotPoints {
            key,
            value: value.to_string(),
        }),
    }
}

impl GeneratorConfig {
    /// Reads a configuration file's text. Every error names its line and column.
    pub fn parse(text: &str) -> Result<GeneratorConfig, ConfigError> {
        let mut c = GeneratorConfig::default();
        let mut seen: Vec<(&str, usize)> = Vec::new();
        let mut rating_lines = (0, 0);
        for (i, raw) in text.split('\n').enumerate() {
            let line_no = i + 1;
            let line = raw.strip_suffix('\r').unwrap_or(raw);
            let trimmed = line.trim_start();
            if trimmed.is_empty() || trimmed.starts_with('#') {
                continue;
            }
            let key_col = line.len() - trimmed.len() + 1;
            let Some((key_part, value_part)) = trimmed.split_once('=') else {
                return Err(at(
                    line_no,
                    key_col,
                    ConfigProblem::NotKeyValue(trimmed.trim_end().to_string()),
                ));
            };
            let key = key_part.trim_end();
            let value = value_part.trim();
            let value_col = key_col
                + key_part.chars().count()
                + 1
                + (value_part.chars().count() - value_part.trim_start().chars().count());
            let Some(&known) = KEYS.iter().find(|k| **k == key) else {
                return Err(at(
                    line_no,
                    key_col,
                    ConfigProblem::UnknownKey(key.to_string()),
                ));
            };
            if let Some((_, first)) = seen.iter().find(|(k, _)| *k == known) {
                return Err(at(
                    line_no,
                    key_col,
                    ConfigProblem::GivenTwice {
                        key: known,
                        first: *first,
                    },
                ));
            }
            seen.push((known, line_no));
            let bad = |problem: ConfigProblem| at(line_no, value_col, problem);
            match known {
                "PlayersNumber" => {
                    c.players = Some(whole(known, value, 2, u64::from(MAX_PLAYERS)).map_err(bad)?)
                }
                "RoundsNumber" => {
                    c.rounds = Some(whole(known, value, 1, u64::from(MAX_ROUNDS)).map_err(bad)?)
                }
                "DrawPercentage" => {
                    c.draw_percentage = Some(whole(known, value, 0, 100).map_err(bad)?)
                }
                "ForfeitRate" => c.forfeit_rate = Some(rate(known, value, 1.0).map_err(bad)?),
                "RetiredRate" => c.retired_rate = Some(rate(known, value, 2.0).map_err(bad)?),
                "HalfPointByeRate" => {
                    c.half_point_bye_rate = Some(rate(known, value, 1.0).map_err(bad)?)
                }
                "HighestRating" => {
                    c.highest_rating =
                        Some(whole(known, value, 0, u64::from(MAX_RATING)).map_err(bad)?);
                    rating_lines.0 = line_no;
                }
                "LowestRating" => {
                    c.lowest_rating =
                        Some(whole(known, value, 0, u64::from(MAX_RATING)).map_err(bad)?);
                    rating_lines.1 = line_no;
                }
                "PointsForWin" => c.win = Some(points(known, value).map_err(bad)?),
                "PointsForDraw" => c.draw = Some(points(known, value).map_err(bad)?),
                "PointsForLoss" => c.loss = Some(points(known, value).map_err(bad)?),
                "PointsForZPB" => c.zero_bye = Some(points(known, value).map_err(bad)?),
                "PointsForForfeitLoss" => c.forfeit_loss = Some(points(known, value).map_err(bad)?),
                _ => c.pab = Some(points(known, value).map_err(bad)?),
            }
        }
        if let (Some(hi), Some(lo)) = (c.highest_rating, c.lowest_rating)
            && hi < lo
        {
            return Err(at(
                rating_lines.0,
                1,
                ConfigProblem::RatingsCrossed {
                    highest: hi,
                    lowest: lo,
                    lowest_line: rating_lines.1,
                },
            ));
        }
        Ok(c)
    }

    /// Fixes every value not given, drawing it from `rng` in the reference generator's
    /// ranges (so that a file with few keys still gives varied tournaments).
    pub fn profile(&self, rng: &mut fastrand::Rng) -> Profile {
        let players = self.players.unwrap_or_else(|| rng.u32(15..=215));
        let rounds = self.rounds.unwrap_or_else(|| rng.u32(5..=15));
        let draw_percentage = self.draw_percentage.unwrap_or_else(|| rng.u8(10..=50));
        let forfeit_rate = self
            .forfeit_rate
            .unwrap_or_else(|| f64::from(rng.u32(6..=30)));
        let retired_rate = self
            .retired_rate
            .unwrap_or_else(|| f64::from(rng.u32(15..=3225)));
        let half_point_bye_rate = self
            .half_point_bye_rate
            .unwrap_or_else(|| f64::from(rng.u32(15..=3225)));
        let (highest_rating, lowest_rating) = match (self.highest_rating, self.lowest_rating) {
            (Some(h), Some(l)) => (h, l),
            (Some(h), None) => (h, rng.u16(1400..=2300).min(h)),
            (None, Some(l)) => (rng.u16(2400..=2800).max(l), l),
            (None, None) => (rng.u16(2400..=2800), rng.u16(1400..=2300)),
        };
        let win = self.win.unwrap_or(Points(10));
        let draw = self.draw.unwrap_or(Points(5));
        let loss = self.loss.unwrap_or(Points::ZERO);
        let forfeit_loss = self.forfeit_loss.unwrap_or(Points::ZERO);
        // A forfeit loss value counts for the zero-point bye too, unless that is given.
        let zero_bye = self.zero_bye.or(self.forfeit_loss).unwrap_or(Points::ZERO);
        let points = PointValues {
            win,
            draw,
            loss,
            forfeit_win: win,
            forfeit_loss,
            pab: self.pab.unwrap_or(win),
            half_bye: draw,
            zero_bye,
            full_bye: win,
        };
        Profile {
            players,
            rounds,
            draw_percentage,
            forfeit_rate,
            retired_rate,
            half_point_bye_rate,
            highest_rating,
            lowest_rating,
            points,
        }
    }
}

/// How many of `n` players one in `rate` is, rounded to the nearest.
fn share(n: u32, rate: f64) -> u32 {
    let k = (f64::from(n) / rate).round();
    if k <= 0.0 { 0 } else { (k as u32).min(n) }
}

/// The result of a game: a forfeit now and then (each side fails to appear with a
/// chance such that one game in `forfeit_rate` is forfeited), else a result following
/// the rating difference, with at most `draw_percentage` per cent of draws.
fn game(rng: &mut fastrand::Rng, p: &Profile, white: u16, black: u16) -> Outcome {
    let show = (1.0 - 1.0 / p.forfeit_rate).max(0.0).sqrt();
    let white_absent = rng.f64() >= show;
    let black_absent = rng.f64() >= show;
    match (white_absent, black_absent) {
        (true, true) => return Outcome::DoubleForfeit,
        (true, false) => return Outcome::BlackForfeitWin,
        (false, true) => return Outcome::WhiteForfeitWin,
        (false, false) => {}
    }
    let diff = f64::from(white) - f64::from(black);
    let expected = 1.0 / (1.0 + 10f64.powf(-diff / 400.0));
    let draw = (f64::from(p.draw_percentage) / 100.0).min(2.0 * expected.min(1.0 - expected));
    let x = rng.f64();
    Outcome::Played(if x < expected - draw / 2.0 {
        GameResult::WhiteWins
    } else if x < expected + draw / 2.0 {
        GameResult::Draw
    } else {
        GameResult::BlackWins
    })
}

/// Plays a whole tournament from `profile`. Stops early (with fewer rounds) only if a
/// round cannot be paired legally; the rounds planned stay the rounds asked.
pub fn simulate_profile(profile: &Profile, seed: u64) -> Result<Section, PairingError> {
    let mut rng = fastrand::Rng::with_seed(seed ^ 0x5eed_c0f1_6000_0000);
    let rounds = profile.rounds;
    let n = profile.players;
    let mut s = Section::new("SIM", "Simulasi", rounds);
    s.settings.points = profile.points;
    s.settings.initial_colour = Some(if rng.bool() {
        Colour::White
    } else {
        Colour::Black
    });
    let (lo, hi) = (profile.lowest_rating, profile.highest_rating);
    let mut ratings: Vec<u16> = (0..n).map(|_| rng.u16(lo..=hi)).collect();
    ratings.sort_unstable_by(|a, b| b.cmp(a));
    s.players = ratings
        .into_iter()
        .enumerate()
        .map(|(i, r)| {
            let id = i as u32 + 1;
            let mut p = Player::new(PlayerId(id), format!("{} {id}", NAMES[i % NAMES.len()]));
            p.tpn = id;
            p.rating = Some(r);
            p
        })
        .collect();
    s.next_player_id = n + 1;

    // Who withdraws (from which round) and who asks for a half-point bye (in which
    // round), fixed before the first round; each becomes a request when its round comes.
    let mut order: Vec<usize> = (0..n as usize).collect();
    let mut retire_from: Vec<Option<RoundNo>> = vec![None; n as usize];
    if rounds >= 2 {
        rng.shuffle(&mut order);
        for &i in order.iter().take(share(n, profile.retired_rate) as usize) {
            retire_from[i] = Some(rng.u32(2..=rounds));
        }
    }
    let mut half_bye_in: Vec<Option<RoundNo>> = vec![None; n as usize];
    if rounds >= 2 {
        rng.shuffle(&mut order);
        for &i in order
            .iter()
            .take(share(n, profile.half_point_bye_rate) as usize)
        {
            half_bye_in[i] = Some(rng.u32(1..rounds));
        }
    }

    for r in 1..=rounds {
        for (i, p) in s.players.iter_mut().enumerate() {
            if p.status(r) != PlayerStatus::Present {
                continue;
            }
            if retire_from[i] == Some(r) {
                p.absences.push(Absence {
                    from: r,
                    until: None,
                });
            } else if half_bye_in[i] == Some(r) {
                p.bye_requests.push(ByeRequest {
                    round: r,
                    kind: ByeKind::Half,
                });
            }
        }
        let Some(mut round) = pair_or_stop(&mut s, r, &mut pair_round)? else {
            break;
        };
        let rating = |id: PlayerId| s.player(id).and_then(|p| p.rating).unwrap_or(1500);
        for b in &mut round.boards {
            b.outcome = game(&mut rng, profile, rating(b.white), rating(b.black));
        }
        s.rounds.push(round);
    }
    Ok(s)
}

/// Runs `catur simulate --config FILE`; returns the exit code. When a round cannot be
/// paired and `unpaired` names a file, the tournament is also written there with the
/// byes and withdrawals drawn for that round in its column, as another engine needs it
/// to be asked for the same round.
pub fn run_simulate_config(
    config: &Path,
    seed: Option<u64>,
    out: Option<&Path>,
    unpaired: Option<&Path>,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> u8 {
    let read = super::read_input(config, crate::store::limits::SETTINGS_FILE, |e| {
        format!("{}: cannot read: {e}", config.display())
    })
    .and_then(|bytes| {
        String::from_utf8(bytes)
            .map_err(|_| super::CliError::BadInput(format!("{}: not UTF-8 text", config.display())))
    });
    let text = match read {
        Ok(t) => t,
        Err(e) => {
            let _ = writeln!(stderr, "{e}");
            return exit::BAD_INPUT;
        }
    };
    let parsed = match GeneratorConfig::parse(&text) {
        Ok(c) => c,
        Err(msg) => {
            let _ = writeln!(stderr, "{}: {msg}", config.display());
            return exit::BAD_INPUT;
        }
    };
    let seed = seed.unwrap_or(1);
    let profile = parsed.profile(&mut fastrand::Rng::with_seed(seed));
    let mut section = match simulate_profile(&profile, seed) {
        Ok(s) => s,
        Err(e) => {
            let _ = writeln!(stderr, "{e}");
            return exit::REFUSED;
        }
    };
    let header = TrfHeader {
        name: format!("Simulasi {} pemain, benih {seed}", profile.players),
        ..TrfHeader::default()
    };
    let played = section.rounds.len() as RoundNo;
    if played < profile.rounds {
        let _ = writeln!(
            stderr,
            "round {} has no legal pairing: stopped after {played} of the {} rounds asked",
            played + 1,
            profile.rounds
        );
        if let Some(path) = unpaired {
            let text = from_section(&section, &header).to_string();
            if let Err(e) = std::fs::write(path, text) {
                let _ = writeln!(stderr, "{}: cannot write: {e}", path.display());
                return exit::BAD_INPUT;
            }
        }
        forget_requests_from(&mut section, played + 1);
    }
    // The rank column as the standings under the file's tie-break list give it.
    let header = crate::host::trf_export::with_ranks(&section, header);
    let text = from_section(&section, &header).to_string();
    let written = match out {
        Some(path) => std::fs::write(path, &text)
            .map_err(|e| format!("{}: cannot write: {e}", path.display())),
        None => stdout.write_all(text.as_bytes()).map_err(|e| e.to_string()),
    };
    match written {
        Ok(()) => exit::OK,
        Err(msg) => {
            let _ = writeln!(stderr, "{msg}");
            exit::BAD_INPUT
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_every_reference_key() {
        let text = "# a comment\r\nPlayersNumber=40\r\nRoundsNumber=7\nDrawPercentage=30\n\
                    ForfeitRate=20\nRetiredRate=100\nHalfPointByeRate=50\nHighestRating=2500\n\
                    LowestRating=1200\nPointsForWin=3\nPointsForDraw=1\nPointsForLoss=0\n\
                    PointsForZPB=0\nPointsForForfeitLoss=0\nPointsForPAB=1.5\n";
        let c = GeneratorConfig::parse(text).expect("valid");
        assert_eq!(c.players, Some(40));
        assert_eq!(c.rounds, Some(7));
        assert_eq!(c.draw_percentage, Some(30));
        assert_eq!(c.forfeit_rate, Some(20.0));
        assert_eq!(c.highest_rating, Some(2500));
        assert_eq!(c.win, Some(Points(30)));
        assert_eq!(c.pab, Some(Points(15)));
        let p = c.profile(&mut fastrand::Rng::with_seed(1));
        assert_eq!(p.points.pab, Points(15));
        assert_eq!(p.points.half_bye, Points(10));
    }

    #[test]
    fn pab_defaults_to_a_win_and_forfeit_loss_sets_the_zero_bye() {
        let c = GeneratorConfig::parse("PointsForWin=2\nPointsForForfeitLoss=-0\n").expect("ok");
        let p = c.profile(&mut fastrand::Rng::with_seed(3));
        assert_eq!(p.points.pab, Points(20));
        let c = GeneratorConfig::parse("PointsForForfeitLoss=0.5\n").expect("ok");
        let p = c.profile(&mut fastrand::Rng::with_seed(3));
        assert_eq!(p.points.zero_bye, Points(5));
    }

    #[test]
    fn unknown_key_names_line_and_column() {
        let e = GeneratorConfig::parse("PlayersNumber=20\n  Players=30\n")
            .expect_err("bad")
            .to_string();
        assert!(
            e.starts_with("line 2, column 3: unknown key \"Players\""),
            "{e}"
        );
    }

    #[test]
    fn bad_value_names_the_value_column() {
        let e = GeneratorConfig::parse("RoundsNumber=9\nDrawPercentage=120\n")
            .expect_err("bad")
            .to_string();
        assert!(e.starts_with("line 2, column 16: DrawPercentage"), "{e}");
        let e = GeneratorConfig::parse("ForfeitRate= 0.5\n")
            .expect_err("bad")
            .to_string();
        assert!(e.starts_with("line 1, column 14: ForfeitRate"), "{e}");
        let e = GeneratorConfig::parse("PlayersNumber=abc\n")
            .expect_err("bad")
            .to_string();
        assert!(e.starts_with("line 1, column 15: PlayersNumber"), "{e}");
        let e = GeneratorConfig::parse("PointsForWin=1.25\n")
            .expect_err("bad")
            .to_string();
        assert!(e.starts_with("line 1, column 14: PointsForWin"), "{e}");
    }

    #[test]
    fn line_without_equals_and_repeated_key_are_refused() {
        let e = GeneratorConfig::parse("PlayersNumber 20\n")
            .expect_err("bad")
            .to_string();
        assert!(e.starts_with("line 1, column 1: expected Key=Value"), "{e}");
        let e = GeneratorConfig::parse("RoundsNumber=5\nRoundsNumber=6\n")
            .expect_err("bad")
            .to_string();
        assert!(
            e.contains("line 2, column 1: RoundsNumber is given twice"),
            "{e}"
        );
    }

    #[test]
    fn a_bad_key_a_value_out_of_range_and_a_bad_number_are_typed_with_their_line() {
        let e = GeneratorConfig::parse("# mine\nPlayerNumber=20\n").expect_err("bad");
        assert_eq!((e.line, e.column), (2, 1));
        assert_eq!(e.problem, ConfigProblem::UnknownKey("PlayerNumber".into()));
        assert!(
            e.to_string()
                .contains("the keys are PlayersNumber, RoundsNumber")
        );
        let e = GeneratorConfig::parse("RoundsNumber=100\n").expect_err("bad");
        assert_eq!((e.line, e.column), (1, 14));
        let allowed = ConfigProblem::NotWhole {
            key: "RoundsNumber",
            value: "100".into(),
            lo: 1,
            hi: 99,
        };
        assert_eq!(e.problem, allowed);
        assert_eq!(
            e.to_string(),
            "line 1, column 14: RoundsNumber must be a whole number from 1 to 99, not \"100\""
        );
        let e = GeneratorConfig::parse("\n\nRetiredRate=1.5.2\n").expect_err("bad");
        assert_eq!(e.line, 3);
        assert!(matches!(
            e.problem,
            ConfigProblem::NotRate { key: "RetiredRate", ref value, .. } if value == "1.5.2"
        ));
        assert!(e.to_string().contains("at least 2 (one in N)"), "{e}");
    }

    #[test]
    fn highest_rating_below_lowest_is_refused() {
        let e = GeneratorConfig::parse("HighestRating=1500\nLowestRating=1800\n")
            .expect_err("bad")
            .to_string();
        assert!(e.starts_with("line 1, column 1: HighestRating 1500"), "{e}");
    }

    #[test]
    fn generated_tournament_plans_the_rounds_asked_and_uses_the_point_values() {
        let c = GeneratorConfig::parse(
            "PlayersNumber=9\nRoundsNumber=5\nForfeitRate=1\nPointsForWin=3\nPointsForDraw=1\n",
        )
        .expect("ok");
        let p = c.profile(&mut fastrand::Rng::with_seed(7));
        let s = simulate_profile(&p, 7).expect("pairs");
        assert_eq!(s.settings.rounds_planned, 5);
        assert_eq!(s.settings.points.win, Points(30));
        // ForfeitRate=1: every game is forfeited.
        for r in &s.rounds {
            for b in &r.boards {
                assert!(!matches!(b.outcome, Outcome::Played(_)), "{:?}", b.outcome);
            }
        }
    }

    #[test]
    fn same_seed_same_tournament_and_rates_are_honoured() {
        let c = GeneratorConfig::parse(
            "PlayersNumber=60\nRoundsNumber=7\nRetiredRate=6\nHalfPointByeRate=3\n",
        )
        .expect("ok");
        let p = c.profile(&mut fastrand::Rng::with_seed(11));
        let a = simulate_profile(&p, 11).expect("pairs");
        let b = simulate_profile(&p, 11).expect("pairs");
        assert_eq!(a, b);
        let withdrawn = a.players.iter().filter(|p| !p.absences.is_empty()).count();
        let half = a
            .players
            .iter()
            .filter(|p| p.bye_requests.iter().any(|b| b.kind == ByeKind::Half))
            .count();
        assert_eq!(withdrawn, 10);
        assert!(half >= 15, "{half} half-point byes for 20 asked");
    }
}
