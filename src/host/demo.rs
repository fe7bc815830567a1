//! The demo championship: the invented district school championship of
//! sample-data/mssd-demo.csv (embedded in the program), so a new user sees a real
//! tournament at once (`catur demo`, the desk's start screen).

use super::HostError;
use crate::model::{Date, Sport, Tournament};
use crate::ops;

/// The demo player list: six categories, 10-11 schools each, about 250 players.
pub const DEMO_CSV: &str = include_str!("../../sample-data/mssd-demo.csv");

/// The six categories of a Malaysian school championship, with their rounds.
const SECTIONS: [(&str, &str, u32); 6] = [
    ("L12", "Lelaki Bawah 12 Tahun", 6),
    ("P12", "Perempuan Bawah 12 Tahun", 6),
    ("L15", "Lelaki Bawah 15 Tahun", 7),
    ("P15", "Perempuan Bawah 15 Tahun", 7),
    ("L18", "Lelaki Bawah 18 Tahun", 7),
    ("P18", "Perempuan Bawah 18 Tahun", 7),
];

/// Builds the demo championship through the same operations an arbiter uses: the
/// sections, the player import, and pairing numbers from the school board values.
pub fn build_demo() -> Result<Tournament, HostError> {
    let mut t = Tournament::new("Kejohanan Catur MSSD Kuantan 2026");
    let details = crate::model::Championship {
        name: t.championship.name.clone(),
        venue: "Dewan SMK Seri Mahkota, Kuantan".into(),
        start: Some(Date::ymd(2026, 3, 14)),
        end: Some(Date::ymd(2026, 3, 15)),
        chief_arbiter: "Rosli bin Omar".into(),
        deputy_arbiters: vec!["Lim Mei Ling".into(), "Suresh a/l Kumar".into()],
        federation: "MAS".into(),
        medal_points: None,
        results_address: None,
        site_folder: None,
    };
    ops::edit_championship(&mut t, details)?;
    for (code, name, rounds) in SECTIONS {
        ops::create_section(&mut t, code, name, rounds, Sport::Chess)?;
    }
    let rows = ops::parse_players_csv(DEMO_CSV).map_err(|e| HostError::Demo(e.to_string()))?;
    ops::import_players(&mut t, "L12", &rows)?;
    for (code, _, _) in SECTIONS {
        ops::assign_tpns(&mut t, code)?;
    }
    Ok(t)
}

/// Pairs and plays `rounds` rounds of every section with random but plausible results
/// (the higher seed wins more often; draws, forfeits and the odd double forfeit occur),
/// the same for the same seed.
pub fn play_rounds(t: &mut Tournament, rounds: u32, seed: u64) -> Result<(), HostError> {
    let mut rng = fastrand::Rng::with_seed(seed);
    let codes: Vec<String> = t.sections.iter().map(|s| s.code.clone()).collect();
    for code in codes {
        for _ in 0..rounds {
            let paired = t.section(&code).map_or(0, |s| s.rounds_paired());
            let planned = t.section(&code).map_or(0, |s| s.settings.rounds_planned);
            if paired >= planned {
                break;
            }
            let number = ops::pair_next_round(t, &code)?;
            let boards: Vec<(u32, u32)> = t
                .section(&code)
                .and_then(|s| s.round(number))
                .map(|r| {
                    r.boards
                        .iter()
                        .map(|b| {
                            let tpn = |id| {
                                t.section(&code)
                                    .and_then(|s| s.player(id))
                                    .map_or(0, |p| p.tpn)
                            };
                            (tpn(b.white), tpn(b.black))
                        })
                        .collect()
                })
                .unwrap_or_default();
            for (i, (w, b)) in boards.into_iter().enumerate() {
                let outcome = random_outcome(&mut rng, w, b);
                ops::set_result(t, &code, number, i + 1, outcome)?;
            }
        }
    }
    Ok(())
}

/// A plausible result between pairing numbers `white` and `black`.
fn random_outcome(rng: &mut fastrand::Rng, white: u32, black: u32) -> crate::model::Outcome {
    use crate::model::{GameResult, Outcome};
    let roll = rng.u32(0..1000);
    if roll < 5 {
        return Outcome::DoubleForfeit;
    }
    if roll < 20 {
        return if rng.bool() {
            Outcome::WhiteForfeitWin
        } else {
            Outcome::BlackForfeitWin
        };
    }
    // The better seed (lower number) scores about 65%; White a little more.
    let edge = if white < black { 12 } else { -12 } + 3;
    let x = rng.i32(0..100);
    if x < 40 + edge {
        Outcome::Played(GameResult::WhiteWins)
    } else if x < 60 + edge {
        Outcome::Played(GameResult::Draw)
    } else {
        Outcome::Played(GameResult::BlackWins)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn demo_has_six_sections_and_about_250_players() {
        let t = build_demo().unwrap();
        assert_eq!(t.sections.len(), 6);
        let players: usize = t.sections.iter().map(|s| s.players.len()).sum();
        assert!((230..=280).contains(&players), "{players}");
        for s in &t.sections {
            assert!(
                (10..=14).contains(&s.teams.len()),
                "{} has {} teams",
                s.code,
                s.teams.len()
            );
            assert!(s.players.iter().all(|p| p.tpn > 0));
        }
    }
}
