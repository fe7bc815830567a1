//! What a player-list import did, in the screen language, on one line: the facts and
//! their words come from [`ops::ImportReport`](crate::ops::ImportReport) (the command
//! line words them the same way, one line each).

use crate::model::Language;
use crate::ops::{ImportReport, SectionImported};

/// The facts of one section: the order, the reserves, then each misfit as a warning.
fn section(s: &SectionImported, lang: Language) -> (Vec<String>, Vec<String>) {
    let facts = s
        .order_said(lang)
        .into_iter()
        .chain(s.reserves_said(lang))
        .collect();
    let warning = lang.pick("WARNING:", "AMARAN:");
    let warnings = s
        .misfits
        .iter()
        .map(|m| format!("{warning} {} {}", m.place(lang), m.say(s, lang)))
        .collect();
    (facts, warnings)
}

/// The import said in one line (each section's facts after its code, warnings last),
/// and whether it holds a warning.
pub fn said(report: &ImportReport, lang: Language) -> (String, bool) {
    let mut parts = vec![format!(
        "{} {}",
        report.added,
        lang.pick("players imported", "pemain dimasukkan")
    )];
    let mut warnings = Vec::new();
    let several = report.sections.len() > 1;
    for s in &report.sections {
        let (facts, warn) = section(s, lang);
        for f in facts {
            parts.push(if several {
                format!("{}: {f}", s.code)
            } else {
                f
            });
        }
        warnings.extend(warn);
    }
    let warned = !warnings.is_empty();
    parts.extend(warnings);
    (parts.join("; "), warned)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Sex;
    use crate::ops::{OrderKey, SexMisfit};

    fn imported() -> ImportReport {
        ImportReport {
            added: 2,
            sections: vec![SectionImported {
                code: "L12".into(),
                name: "Lelaki B12".into(),
                added: 2,
                no_rating: true,
                no_board: false,
                order: vec![OrderKey::Board, OrderKey::Name],
                reserves: vec![("Tan Wei Ming".into(), "SK Seri Indah".into())],
                sex: Some(Sex::Male),
                misfits: vec![SexMisfit {
                    row: 2,
                    line: 3,
                    name: "Nur Aisyah binti Hassan".into(),
                    sex: Sex::Female,
                }],
            }],
        }
    }

    #[test]
    fn an_import_is_said_in_both_languages() {
        let (en, warned) = said(&imported(), Language::English);
        assert!(warned);
        assert_eq!(
            en,
            "2 players imported; no rating column: initial order by board, then name; \
             reserve: Tan Wei Ming (SK Seri Indah); WARNING: row 2 (line 3) Nur Aisyah \
             binti Hassan is a girl in L12 Lelaki B12 (imported all the same)"
        );
        let (ms, _) = said(&imported(), Language::Malay);
        assert!(ms.contains("tiada lajur rating: susunan awal ikut papan, kemudian nama"));
        assert!(ms.contains("simpanan: Tan Wei Ming (SK Seri Indah)"));
        assert!(
            ms.contains("AMARAN: rekod 2 (baris 3) Nur Aisyah binti Hassan ialah murid perempuan")
        );
    }
}
