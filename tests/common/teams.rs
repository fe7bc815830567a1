//! The 10-school team-match championship the team tests share: one section `T12` of
//! ten school teams of five players (four boards and a reserve, board 5 the reserve),
//! a team Swiss on 4 boards, pairing numbers assigned.

use catur::model::{Language, Sport, TeamMatchSettings, TeamSystem, Tournament};
use catur::ops::{self, PlayerFields};

/// The given names of a team's five members (boards 1 to 4 and the reserve), for
/// [`ten_schools`].
pub const GIVEN: [&str; 5] = [
    "Ahmad bin Ismail",
    "Nur Aisyah binti Hassan",
    "Tan Wei Ming",
    "Priya a/p Raman",
    "Hafiz bin Omar",
];

/// Ten schools as the desk tests name them: name and a 4-letter code.
pub const SCHOOLS: [(&str, &str); 10] = [
    ("SK Seri Indah", "SKSI"),
    ("SK Bukit Tinggi", "SKBT"),
    ("SK Taman Maju", "SKTM"),
    ("SK Sungai Lembing", "SKSL"),
    ("SK Air Putih", "SKAP"),
    ("SK Padang Jawa", "SKPJ"),
    ("SK Kubang Buaya", "SKKB"),
    ("SK Indera Mahkota", "SKIM"),
    ("SK Beserah", "SKBS"),
    ("SK Kempadang", "SKKP"),
];

/// [`SCHOOLS`] as owned (name, code) pairs, for [`ten_schools`].
pub fn schools() -> Vec<(String, String)> {
    SCHOOLS
        .iter()
        .map(|(n, c)| (n.to_string(), c.to_string()))
        .collect()
}

/// Places that make school names of 40 characters.
const PLACES: [&str; 10] = [
    "Taman Tun Dr Ismail 1",
    "Bukit Tinggi Kuantan2",
    "Sungai Lembing Jaya 3",
    "Indera Mahkota Utama4",
    "Padang Jawa Tengah 05",
    "Kubang Buaya Selatan6",
    "Air Putih Bandar Baru",
    "Seri Kempadang Indah8",
    "Beserah Pantai Timur9",
    "Taman Tun Dr Ismail 2",
];

/// Ten schools as a real venue names them: names of 40 characters
/// (`Sekolah Kebangsaan Taman Tun Dr Ismail 1`) and codes of 8 (`SKPHG001`).
pub fn long_schools() -> Vec<(String, String)> {
    PLACES
        .iter()
        .enumerate()
        .map(|(k, place)| {
            (
                format!("Sekolah Kebangsaan {place}"),
                format!("SKPHG{:03}", k + 1),
            )
        })
        .collect()
}

/// A championship "Kejohanan Catur Berpasukan MSSD Kuantan 2026" with the team section
/// `T12` ("Berpasukan Bawah 12", `rounds` rounds, in `language` when given) of the
/// teams `schools` (name, code). Each team has five players, named `GIVEN[b-1] k` for
/// board b of the k-th team (1-based), rated 1800 - 40 (k-1) - 10 b; board 5 is the
/// reserve. A team Swiss on 4 boards, pairing numbers assigned.
pub fn ten_schools(
    rounds: u32,
    language: Option<Language>,
    schools: &[(String, String)],
    given: &[&str; 5],
) -> Tournament {
    let mut t = Tournament::new("Kejohanan Catur Berpasukan MSSD Kuantan 2026");
    ops::create_section(&mut t, "T12", "Berpasukan Bawah 12", rounds, Sport::Chess)
        .expect("section");
    if let Some(language) = language {
        t.sections[0].settings.language = language;
    }
    for (k, (name, code)) in schools.iter().enumerate() {
        let team = ops::add_team(&mut t, "T12", name, Some(code)).expect("team");
        for b in 1..=5u8 {
            let mut f = PlayerFields::named(format!("{} {}", given[usize::from(b) - 1], k + 1));
            f.rating = Some(1800 - 40 * k as u16 - 10 * u16::from(b));
            f.team = Some(team);
            f.board = Some(b);
            f.reserve = b == 5;
            ops::add_player(&mut t, "T12", f).expect("player");
        }
    }
    ops::set_team_match(&mut t, "T12", TeamMatchSettings::new(4, TeamSystem::Swiss))
        .expect("team match");
    ops::assign_tpns(&mut t, "T12").expect("numbers");
    t
}
