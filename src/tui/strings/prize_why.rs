//! The desk's Malay words for a refused prize-list input ([`PrizeWhy`]); the English
//! text is the reason's own `Display`, as the command line prints it.

use crate::ops::{PrizeField, PrizeList, PrizeWhy};

/// A prize-list refusal in Malay.
pub fn prize_why_ms(w: &PrizeWhy) -> String {
    match w {
        PrizeWhy::NeedsLabel => {
            "hadiah memerlukan nama, cth. \"Johan\" atau \"Perempuan terbaik\"".into()
        }
        PrizeWhy::NoPlaces { label } => {
            format!("hadiah '{label}': beri sekurang-kurangnya 1 tempat")
        }
        PrizeWhy::EmptyBand { label, min, max } => {
            format!("hadiah '{label}': julat rating {min}-{max} kosong (rating terendah dahulu)")
        }
        PrizeWhy::NoTeam { label, team } => {
            format!("hadiah '{label}': tiada pasukan #{team} dalam kategori ini")
        }
        PrizeWhy::Control {
            label,
            field,
            column,
        } => {
            let field = match field {
                PrizeField::Label => "nama hadiah",
                PrizeField::Amount => "nilai hadiah",
            };
            format!("hadiah '{label}': aksara kawalan pada lajur {column} {field}")
        }
        PrizeWhy::CannotMove {
            list,
            number,
            label,
            up,
        } => {
            let list = list_ms(*list);
            let end = if *up { "pertama" } else { "terakhir" };
            format!("baris {number} {list} ('{label}') sudah {end} dalam senarai")
        }
        PrizeWhy::NoLine {
            section,
            list,
            number,
            lines,
        } => {
            let list = list_ms(*list);
            format!("{section} tiada baris {number} dalam {list} (ada {lines})")
        }
    }
}

fn list_ms(list: PrizeList) -> &'static str {
    match list {
        PrizeList::Prizes => "senarai hadiah",
        PrizeList::Qualifiers => "senarai kelayakan",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_reason_has_malay_words() {
        let all = [
            PrizeWhy::NeedsLabel,
            PrizeWhy::NoPlaces {
                label: "Johan".into(),
            },
            PrizeWhy::EmptyBand {
                label: "B".into(),
                min: 1600,
                max: 1400,
            },
            PrizeWhy::NoTeam {
                label: "S".into(),
                team: 9,
            },
            PrizeWhy::Control {
                label: "Johan".into(),
                field: PrizeField::Amount,
                column: 2,
            },
            PrizeWhy::CannotMove {
                list: PrizeList::Prizes,
                number: 1,
                label: "Johan".into(),
                up: true,
            },
            PrizeWhy::NoLine {
                section: "P12".into(),
                list: PrizeList::Qualifiers,
                number: 2,
                lines: 1,
            },
        ];
        for w in &all {
            let ms = prize_why_ms(w);
            assert_ne!(ms, w.to_string());
            assert!(ms.contains("hadiah") || ms.contains("tiada"), "{ms}");
        }
    }
}
