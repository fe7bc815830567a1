//! The results site (`catur site`, `catur serve`): every report a parent or a
//! federation looks for, as linked HTML pages of the whole championship, built here as
//! data (path and bytes); the caller writes or serves them.
//!
//! - `index.html`: the sections; per section `CODE.html` (its pages), `CODE-round-N.html`
//!   (pairings and results of round N), `CODE-standings.html` (with tie-breaks and
//!   their legend), `CODE-crosstable.html`, `CODE-teams.html` (team table, when the
//!   section has teams); `schools.html` (the championship's school table).
//! - The championship's language (that of its first section) at the top of the site,
//!   the other language in a folder of its own (`en/` or `ms/`); every page links to
//!   the same page in the other language.
//! - Plain HTML with its style inside (no script, no file from elsewhere), wide tables
//!   scroll on a phone, the links are not printed. Nothing in a page depends on the time
//!   it is made, so a page is the same bytes until its facts change.

use super::export::{html_escape, write_html_page};
use super::{ReportKind, Request, build};
use crate::model::{Language, Tournament};

/// One page of the site: its path inside the site (`/`-separated) and its bytes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SitePage {
    pub path: String,
    pub bytes: Vec<u8>,
}

/// The folder of a language that is not the championship's own.
fn folder(language: Language) -> &'static str {
    match language {
        Language::Malay => "ms",
        Language::English => "en",
    }
}

fn language_name(language: Language) -> &'static str {
    match language {
        Language::Malay => "Bahasa Melayu",
        Language::English => "English",
    }
}

fn other(language: Language) -> Language {
    match language {
        Language::Malay => Language::English,
        Language::English => Language::Malay,
    }
}

struct Words {
    sections: &'static str,
    round: &'static str,
    home: &'static str,
}

fn words(language: Language) -> Words {
    match language {
        Language::Malay => Words {
            sections: "Kategori",
            round: "Pusingan",
            home: "Laman utama",
        },
        Language::English => Words {
            sections: "Sections",
            round: "Round",
            home: "Home",
        },
    }
}

/// Every page of the site of `t`. `zone` is the time zone of the audit lines of hand
/// edits (the caller's, see `report::Request`).
pub fn site(t: &Tournament, zone: &jiff::tz::TimeZone) -> Vec<SitePage> {
    let first = t
        .sections
        .first()
        .map_or(Language::Malay, |s| s.settings.language);
    let mut pages = pages_in(t, first, "", folder(other(first)), zone);
    pages.extend(pages_in(t, other(first), folder(other(first)), "..", zone));
    pages
}

/// The pages of the site in `language`, under `dir` ("" for the top), with links to
/// the same pages under `twin` (relative to `dir`).
fn pages_in(
    t: &Tournament,
    language: Language,
    dir: &str,
    twin: &str,
    zone: &jiff::tz::TimeZone,
) -> Vec<SitePage> {
    let mut t = t.clone();
    for s in &mut t.sections {
        s.settings.language = language;
    }
    let w = words(language);
    let prefix = if dir.is_empty() {
        String::new()
    } else {
        format!("{dir}/")
    };
    let nav = |name: &str, section: Option<(&str, &str)>| {
        let mut links = format!("<a href=\"index.html\">{}</a>", html_escape(w.home));
        if let Some((stem, code)) = section {
            links += &format!("<a href=\"{stem}.html\">{}</a>", html_escape(code));
        }
        links += &format!(
            "<a href=\"{twin}/{name}\" hreflang=\"{}\">{}</a>",
            folder(other(language)),
            language_name(other(language))
        );
        links
    };
    let mut out = Vec::new();
    let mut page = |name: String, doc: &super::Document, nav: String, list: String| {
        let mut bytes = Vec::new();
        if write_html_page(doc, &nav, &list, &mut bytes).is_ok() {
            out.push(SitePage {
                path: format!("{prefix}{name}"),
                bytes,
            });
        }
    };
    fn request<'a>(
        kind: ReportKind,
        section: &'a str,
        round: Option<crate::model::RoundNo>,
        zone: &jiff::tz::TimeZone,
    ) -> Request<'a> {
        Request {
            kind,
            section,
            round,
            printed_at: String::new(),
            wide: true,
            zone: zone.clone(),
        }
    }

    // The index: the sections and the school table.
    let mut index = super::Document::default();
    index.header.championship = t.championship.name.clone();
    index.header.title = w.sections.to_string();
    let mut list = String::new();
    let has_teams = t.sections.iter().any(|s| !s.teams.is_empty());
    let mut stems: Vec<String> = Vec::new();
    for s in &t.sections {
        let mut stem = crate::model::file_safe(&s.code);
        while stems.contains(&stem) {
            stem.push('_');
        }
        stems.push(stem.clone());
        let section = Some((stem.as_str(), s.code.as_str()));
        let mut links: Vec<(String, String)> = Vec::new();
        for r in 1..=s.rounds_paired() {
            if let Ok(doc) = build(&t, &request(ReportKind::Results, &s.code, Some(r), zone)) {
                let name = format!("{stem}-round-{r}.html");
                links.push((name.clone(), format!("{} {r}", w.round)));
                page(name.clone(), &doc, nav(&name, section), String::new());
            }
        }
        let mut kinds = vec![ReportKind::Standings, ReportKind::Crosstable];
        if !s.teams.is_empty() {
            kinds.push(ReportKind::Teams);
        }
        if s.team_match.is_some() {
            kinds.push(ReportKind::TeamStandings);
            kinds.push(ReportKind::TeamCrosstable);
        }
        for kind in kinds {
            if let Ok(doc) = build(&t, &request(kind, &s.code, None, zone)) {
                let name = format!("{stem}-{}.html", kind.code());
                links.push((name.clone(), doc.header.title.clone()));
                page(name.clone(), &doc, nav(&name, section), String::new());
            }
        }
        let mut home = super::Document::default();
        home.header.championship = t.championship.name.clone();
        home.header.section = format!("{} - {}", s.code, s.settings.name);
        home.header.title = s.settings.name.clone();
        let items: String = links
            .iter()
            .map(|(href, text)| format!("<li><a href=\"{href}\">{}</a></li>", html_escape(text)))
            .collect();
        let name = format!("{stem}.html");
        page(
            name.clone(),
            &home,
            nav(&name, None),
            format!("<ul>{items}</ul>"),
        );
        list += &format!(
            "<li><a href=\"{stem}.html\">{} - {}</a></li>",
            html_escape(&s.code),
            html_escape(&s.settings.name)
        );
    }
    if has_teams
        && let Some(s) = t.sections.first()
        && let Ok(doc) = build(&t, &request(ReportKind::Schools, &s.code, None, zone))
    {
        list += &format!(
            "<li><a href=\"schools.html\">{}</a></li>",
            html_escape(&doc.header.title)
        );
        page(
            "schools.html".into(),
            &doc,
            nav("schools.html", None),
            String::new(),
        );
    }
    page(
        "index.html".into(),
        &index,
        nav("index.html", None),
        format!("<ul>{list}</ul>"),
    );
    out
}
