//! The legend printed under standings: what each tie-break code means, in the report's
//! language, and the team tie-break headers with their explanation.

use crate::model::Language;
use crate::standings::{Kind, Standings, TeamTieBreak, TieBreak};

/// What a tie-break family measures, in Malay and English.
fn kind_text(kind: Kind) -> (&'static str, &'static str) {
    match kind {
        Kind::Bh => ("Buchholz (mata lawan)", "Buchholz (opponents' points)"),
        Kind::Fb => (
            "Buchholz awal (sebelum pusingan akhir)",
            "Fore Buchholz (before the last round)",
        ),
        Kind::Aob => ("purata Buchholz lawan", "average of opponents' Buchholz"),
        Kind::Sb => ("Sonneborn-Berger", "Sonneborn-Berger"),
        Kind::Ks => (
            "sistem Koya (mata menentang lawan kuat)",
            "Koya system (points against the strongest)",
        ),
        Kind::Ps => (
            "mata progresif",
            "progressive score (sum of running scores)",
        ),
        Kind::De => ("keputusan sesama sendiri", "direct encounter"),
        Kind::Win => ("bilangan menang", "rounds won"),
        Kind::Won => ("bilangan menang di papan", "games won over the board"),
        Kind::Bpg => ("bilangan main Hitam", "games played with Black"),
        Kind::Bwg => ("bilangan menang dengan Hitam", "games won with Black"),
        Kind::Rep => (
            "pusingan yang dipilih untuk bermain",
            "rounds elected to play",
        ),
        Kind::Std => ("mata standard 1 / 1/2 / 0", "standard points 1 / 1/2 / 0"),
        Kind::Tpn => (
            "nombor pasangan (kecil dahulu)",
            "pairing number (lower first)",
        ),
        Kind::Aro => ("purata rating lawan", "average rating of opponents"),
        Kind::Tpr => ("prestasi rating", "performance rating"),
        Kind::Rtng => ("rating sendiri", "own rating"),
        Kind::Uf => ("bilangan naik kumpulan", "number of upfloats"),
        Kind::Lot => ("cabutan undi", "drawing of lots"),
    }
}

fn pick(lang: Language, ms: String, en: String) -> String {
    match lang {
        Language::Malay => ms,
        Language::English => en,
    }
}

/// One tie-break explained: `BH-C1 = Buchholz (opponents' points), without the lowest 1`.
pub fn tiebreak_line(tb: &TieBreak, lang: Language) -> String {
    let (ms, en) = kind_text(tb.kind);
    let mut text = pick(lang, ms.to_string(), en.to_string());
    if tb.cut_sequence {
        text.push_str(match lang {
            Language::Malay => ", tanpa 1, 2, ... terendah",
            Language::English => ", cutting the lowest 1, 2, ...",
        });
    } else if tb.cut_low > 0 && tb.cut_low == tb.cut_high {
        text.push_str(&pick(
            lang,
            format!(
                ", tanpa {} tertinggi dan {} terendah",
                tb.cut_high, tb.cut_low
            ),
            format!(
                ", without the highest {} and lowest {}",
                tb.cut_high, tb.cut_low
            ),
        ));
    } else if tb.cut_low > 0 {
        text.push_str(&pick(
            lang,
            format!(", tanpa {} terendah", tb.cut_low),
            format!(", without the lowest {}", tb.cut_low),
        ));
    }
    if tb.reverse {
        text.push_str(match lang {
            Language::Malay => ", tertib terbalik",
            Language::English => ", reversed",
        });
    }
    format!("{tb} = {text}")
}

/// The legend lines of a standings table: a title and one line per tie-break.
pub fn standings_legend(st: &Standings, lang: Language) -> Vec<String> {
    if st.tiebreaks.is_empty() {
        return Vec::new();
    }
    let mut lines = vec![
        match lang {
            Language::Malay => "Pemecah seri:",
            Language::English => "Tie-breaks:",
        }
        .to_string(),
    ];
    lines.extend(
        st.tiebreaks
            .iter()
            .map(|tb| format!("  {}", tiebreak_line(tb, lang))),
    );
    lines
}

/// A team tie-break's column header in the report's language.
pub fn team_header(tb: &TeamTieBreak, st: &Standings, lang: Language) -> String {
    match tb {
        TeamTieBreak::SumOfCounted(i) => {
            let code = st
                .tiebreaks
                .get(*i)
                .map_or_else(|| "-".to_string(), |t| t.to_string());
            pick(lang, format!("Jml {code}"), format!("Sum {code}"))
        }
        TeamTieBreak::NextPlayerScore => pick(lang, "Simpanan".into(), "Next".into()),
        TeamTieBreak::BestPlace => pick(lang, "Terbaik".into(), "Best".into()),
    }
}

/// What a team tie-break header means, for the legend under the team table.
pub fn team_line(tb: &TeamTieBreak, st: &Standings, counted: u8, lang: Language) -> String {
    let head = team_header(tb, st, lang);
    let text = match tb {
        TeamTieBreak::SumOfCounted(i) => {
            let code = st
                .tiebreaks
                .get(*i)
                .map_or_else(|| "-".to_string(), |t| t.to_string());
            pick(
                lang,
                format!("jumlah {code} bagi {counted} pemain yang dikira"),
                format!("sum of {code} over the {counted} counted players"),
            )
        }
        TeamTieBreak::NextPlayerScore => pick(
            lang,
            format!("mata pemain ke-{} (terbaik yang tidak dikira)", counted + 1),
            format!("points of player {} (the best not counted)", counted + 1),
        ),
        TeamTieBreak::BestPlace => pick(
            lang,
            "tempat individu terbaik pemain pasukan".into(),
            "best individual place of a team member".into(),
        ),
    };
    format!("  {head} = {text}")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::standings::parse_list;

    #[test]
    fn codes_are_explained_in_both_languages() {
        let list = parse_list("BH-M1 BH-C1").expect("codes");
        assert_eq!(
            tiebreak_line(&list[0], Language::English),
            "BH-M1 = Buchholz (opponents' points), without the highest 1 and lowest 1"
        );
        assert_eq!(
            tiebreak_line(&list[1], Language::Malay),
            "BH-C1 = Buchholz (mata lawan), tanpa 1 terendah"
        );
    }
}
