//! What a player-list import did, in Malay and in English (the facts come from
//! [`ops::ImportReport`](crate::ops::ImportReport)).

use crate::model::{Language, Sex};
use crate::ops::{ImportReport, OrderKey, SectionImported};

fn pick(lang: Language, en: &'static str, ms: &'static str) -> &'static str {
    match lang {
        Language::English => en,
        Language::Malay => ms,
    }
}

fn key(k: OrderKey, lang: Language) -> &'static str {
    match k {
        OrderKey::Rating => pick(lang, "rating", "rating"),
        OrderKey::Title => pick(lang, "title", "gelaran"),
        OrderKey::Board => pick(lang, "board", "papan"),
        OrderKey::Name => pick(lang, "name", "nama"),
        OrderKey::Numbers => pick(
            lang,
            "the numbers given by hand, then the order of the list",
            "nombor yang diberi, kemudian susunan senarai",
        ),
    }
}

/// `no rating column: initial order by title, then name` (`None` when the list had
/// both columns).
fn order(s: &SectionImported, lang: Language) -> Option<String> {
    let missing = match (s.no_rating, s.no_board) {
        (true, true) => pick(
            lang,
            "no rating or board column",
            "tiada lajur rating atau papan",
        ),
        (true, false) => pick(lang, "no rating column", "tiada lajur rating"),
        (false, true) => pick(lang, "no board column", "tiada lajur papan"),
        (false, false) => return None,
    };
    let keys: Vec<&str> = s.order.iter().map(|k| key(*k, lang)).collect();
    let then = pick(lang, ", then ", ", kemudian ");
    Some(format!(
        "{missing}: {} {}",
        pick(lang, "initial order by", "susunan awal ikut"),
        keys.join(then)
    ))
}

/// The facts of one section: the order, the reserves, then each misfit as a warning.
fn section(s: &SectionImported, lang: Language) -> (Vec<String>, Vec<String>) {
    let mut facts = Vec::new();
    facts.extend(order(s, lang));
    if !s.reserves.is_empty() {
        let names: Vec<String> = s
            .reserves
            .iter()
            .map(|(name, team)| match team.is_empty() {
                true => name.clone(),
                false => format!("{name} ({team})"),
            })
            .collect();
        facts.push(format!(
            "{}: {}",
            pick(lang, "reserve", "simpanan"),
            names.join(", ")
        ));
    }
    let warnings = s
        .misfits
        .iter()
        .map(|m| {
            let who = match m.sex {
                Sex::Female => pick(lang, "a girl", "murid perempuan"),
                Sex::Male => pick(lang, "a boy", "murid lelaki"),
            };
            match lang {
                Language::English => format!(
                    "WARNING: row {} (line {}) {} is {who} in {} {} (imported all the same)",
                    m.row, m.line, m.name, s.code, s.name
                ),
                Language::Malay => format!(
                    "AMARAN: rekod {} (baris {}) {} ialah {who} dalam {} {} (tetap dimasukkan)",
                    m.row, m.line, m.name, s.code, s.name
                ),
            }
        })
        .collect();
    (facts, warnings)
}

/// The import said in one line (each section's facts after its code, warnings last),
/// and whether it holds a warning.
pub fn said(report: &ImportReport, lang: Language) -> (String, bool) {
    let mut parts = vec![format!(
        "{} {}",
        report.added,
        pick(lang, "players imported", "pemain dimasukkan")
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
    use crate::ops::SexMisfit;

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
