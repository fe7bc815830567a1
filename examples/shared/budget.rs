//! The championship of the DESIGN performance budget (section 8): 6 sections x 100
//! players x 7 rounds with every result entered, built the same on every run. Shared by
//! the store and first-frame benchmarks, which include it with `#[path]`.

use catur::model::*;

pub const SECTIONS: [&str; 6] = ["L12", "P12", "L15", "P15", "L18", "P18"];
pub const PLAYERS: u32 = 100;
pub const ROUNDS: u32 = 7;
pub const TEAMS: u32 = 20;

pub const GIVEN: [&str; 10] = [
    "Ahmad",
    "Nur Aisyah",
    "Tan Wei",
    "Priya",
    "Muhammad Hafiz",
    "Lim Jia",
    "Siti",
    "Rajesh",
    "Wong Kah",
    "Aina",
];
pub const FAMILY: [&str; 10] = [
    "bin Ismail",
    "binti Hassan",
    "Ming",
    "a/p Raman",
    "bin Rahman",
    "Hao",
    "binti Osman",
    "a/l Kumar",
    "Seng",
    "binti Yusof",
];

/// A deterministic spread of numbers, so every run builds the same championship.
pub fn mix(a: u32, b: u32) -> u32 {
    let mut x = a.wrapping_mul(0x9e37_79b9) ^ b.wrapping_mul(0x85eb_ca6b);
    x ^= x >> 15;
    x = x.wrapping_mul(0x2c1b_3c6d);
    x ^ (x >> 12)
}

pub fn section(si: usize, code: &str) -> Section {
    let mut s = Section::new(code, format!("Kategori {code}"), ROUNDS);
    s.teams = (1..=TEAMS)
        .map(|t| Team {
            id: TeamId(t),
            name: format!("SK Taman Sekolah {t}"),
            code: format!("SK{t:02}"),
        })
        .collect();
    for i in 1..=PLAYERS {
        let h = mix(si as u32, i);
        let mut p = Player::new(
            PlayerId(i),
            format!(
                "{} {}",
                GIVEN[(h % 10) as usize],
                FAMILY[(h / 10 % 10) as usize]
            ),
        );
        p.tpn = i;
        p.sex = Some(if code.starts_with('P') {
            Sex::Female
        } else {
            Sex::Male
        });
        p.birth = Some(Date::ymd(
            2010 + (h % 6) as u16,
            (h % 12) as u8 + 1,
            (h % 28) as u8 + 1,
        ));
        p.rating = (!h.is_multiple_of(3)).then_some(1000 + (h % 900) as u16);
        p.federation = "PHG".into();
        p.national_id = Some(format!("{:06}-06-{:04}", h % 1_000_000, i));
        p.team = Some(TeamId((i - 1) % TEAMS + 1));
        p.board = Some(((i - 1) / TEAMS) as u8 + 1);
        s.players.push(p);
    }
    s.next_player_id = PLAYERS + 1;
    s.next_team_id = TEAMS + 1;
    for r in 1..=ROUNDS {
        let mut round = Round::new(r);
        // Player 100 is absent in round 3; someone gets the pairing-allocated bye.
        let mut ids: Vec<u32> = (1..=PLAYERS).collect();
        ids.sort_by_key(|&i| mix(r * 31 + si as u32, i));
        if r == 3 {
            ids.retain(|&i| i != PLAYERS);
            round.unpaired.push(Unpaired {
                player: PlayerId(PLAYERS),
                kind: ByeKind::Absent,
            });
        }
        if ids.len() % 2 == 1 {
            let pab = ids.pop().unwrap_or(1);
            round.unpaired.push(Unpaired {
                player: PlayerId(pab),
                kind: ByeKind::Pab,
            });
        }
        for (b, pair) in ids.chunks(2).enumerate() {
            let outcome = match mix(pair[0], b as u32 + r) % 20 {
                0 => Outcome::WhiteForfeitWin,
                1..=7 => Outcome::Played(GameResult::WhiteWins),
                8..=12 => Outcome::Played(GameResult::Draw),
                _ => Outcome::Played(GameResult::BlackWins),
            };
            round
                .boards
                .push(Board::new(PlayerId(pair[0]), PlayerId(pair[1]), outcome));
        }
        s.rounds.push(round);
    }
    s
}

pub fn championship() -> Tournament {
    let mut t = Tournament::new("Kejohanan Catur MSSD Kuantan 2026");
    t.championship.venue = "Dewan SMK Seri Indah".into();
    t.championship.start = Some(Date::ymd(2026, 3, 14));
    t.championship.chief_arbiter = "Ahmad bin Ismail".into();
    t.championship.federation = "MAS".into();
    t.sections = SECTIONS
        .iter()
        .enumerate()
        .map(|(i, c)| section(i, c))
        .collect();
    t
}
