//! `catur show FILE`: the hall display, for a projector or a second monitor. It pages
//! through the current round's pairings of each section (names in full, one board a
//! line; a team-match section's matches, each with its boards beneath), then the
//! standings of a section whose round is complete (a team-match section's team
//! standings), and follows the file as the desks change it. It only reads: no lock, no
//! save, no temporary file.
//!
//! Given the address of the results pages (`catur show FILE --address URL`, what
//! `catur serve` says), every page names it on its second line, and its QR code is
//! drawn at the right of each page that has the room beside its lines; when some page
//! has not, a page of its own with the code joins the rotation. A code is drawn whole
//! or not at all: a cut code is worse than none. Without `--address` the display shows
//! the championship's stored results address, read again with the file: a new address
//! set while it runs is shown (and drawn) at once, a removed one disappears.

use super::strings::team::TM;
use super::strings::{Language, T};
use crate::model::{Points, RoundState, Section, TeamMatchSection, Tournament};
use crate::report::qr::{self, Glyphs};
use crate::standings::team_match::{
    MatchForfeit, match_forfeit, match_score, ranking, tiebreak_headings,
};
use crate::standings::{scores, section_standings};
use crossterm::event::{self, Event, KeyCode, KeyEventKind};
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::layout::{Constraint, Layout};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::Line;
use ratatui::widgets::Paragraph;
use std::io;
use std::path::Path;
use std::time::{Duration, Instant};

/// One screenful of the hall display.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Page {
    /// The section and what the page shows, with the page count.
    pub title: String,
    /// The championship's name, on the line below.
    pub event: String,
    pub lines: Vec<String>,
    /// The results address's QR code, drawn at the top right of the page (dark glyphs
    /// on light); empty for none.
    pub qr: Vec<String>,
}

/// The address of the results pages and how the display draws its QR code.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Address {
    /// The address as phones open it (checked by [`qr::web_address`]).
    pub url: String,
    pub glyphs: Glyphs,
}

/// Where the display takes the results address from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AddressSource {
    /// Given on the command line (`--address`; `None` for `--address none`): it wins
    /// over the championship's, whatever the file says later.
    Given(Option<Address>),
    /// The championship's stored results address (`Championship::results_address`), as
    /// the file holds it now, its code drawn with these glyphs.
    Stored(Glyphs),
}

impl AddressSource {
    /// The address to show with championship `t`.
    pub fn address(&self, t: &Tournament) -> Option<Address> {
        match self {
            AddressSource::Given(a) => a.clone(),
            AddressSource::Stored(glyphs) => {
                t.championship.results_address.as_ref().map(|url| Address {
                    url: url.clone(),
                    glyphs: *glyphs,
                })
            }
        }
    }
}

/// The pages the display shows of championship `t` (as the file holds it now): those
/// of [`pages_with`] when there is an address to show, else those of [`pages`].
pub fn display_pages(
    t: &Tournament,
    rows: usize,
    width: usize,
    source: &AddressSource,
) -> Vec<Page> {
    match source.address(t) {
        Some(a) => pages_with(t, rows, width, &a),
        None => pages(t, rows, width),
    }
}

/// The pages of [`pages`] with the results address: said in words on each page's
/// second line where it fits beside the championship's name, and its QR code beside
/// the lines of each page with room for it (a column of two spaces between). When a
/// page has no room for it, a page of the address alone follows the others, its code
/// drawn if the screen holds it whole.
pub fn pages_with(t: &Tournament, rows: usize, width: usize, address: &Address) -> Vec<Page> {
    let mut all = pages(t, rows, width);
    let lang = t
        .sections
        .first()
        .map_or(Language::Malay, |s| s.settings.language);
    let words = crate::report::strings::labels(lang).on_your_phone;
    let url = &address.url;
    let picture = qr::picture(url, address.glyphs);
    // The drawing's own size (a code that cannot be drawn never fits).
    let (qr_w, qr_h) = picture.as_ref().map_or((usize::MAX, usize::MAX), |p| {
        (p.first().map_or(0, |l| l.chars().count()), p.len())
    });
    let picture = picture.unwrap_or_default();
    let body = rows.saturating_sub(2);
    let mut every_page = true;
    for page in &mut all {
        for said in [format!("{words} {url}"), url.clone()] {
            let used = page.event.chars().count();
            let room = width.saturating_sub(used);
            if said.chars().count() + 3 <= room {
                page.event = format!("{}{said:>room$}", page.event);
                break;
            }
        }
        let longest = page
            .lines
            .iter()
            .map(|l| l.chars().count())
            .max()
            .unwrap_or(0);
        if longest + 2 + qr_w <= width && qr_h <= body {
            page.qr = picture.clone();
        } else {
            every_page = false;
        }
    }
    if !every_page {
        let fits = qr_w <= width && qr_h <= body;
        all.push(Page {
            title: words.trim_end_matches(':').to_uppercase(),
            event: t.championship.name.clone(),
            lines: crate::model::wrap(
                url,
                width
                    .saturating_sub(if fits { qr_w + 2 } else { 0 })
                    .max(10),
            ),
            qr: if fits { picture } else { Vec::new() },
        });
    }
    all
}

/// The pages of the display for a screen `rows` lines high and `width` wide: for each
/// section with a round paired, its pairings (with the results so far), then, when the
/// round has every result, the standings after it. The language is each section's
/// report language, as on the printed lists.
pub fn pages(t: &Tournament, rows: usize, width: usize) -> Vec<Page> {
    let per_page = rows.saturating_sub(4).max(1);
    let mut out = Vec::new();
    for s in &t.sections {
        let n = s.rounds_paired();
        let Some(round) = s.round(n) else { continue };
        let lang = s.settings.language;
        let heading = format!(
            "{} - {}: {} {n}",
            s.code,
            s.settings.name,
            T::Round.get(lang).to_uppercase()
        );
        let lines = match s.team_match.as_deref() {
            Some(tm) => match_lines(s, tm, n, width, lang),
            None => pairing_lines(s, n, width, lang),
        };
        push_pages(&mut out, t, &heading, (None, lines), per_page);
        if round.state() == RoundState::ResultsComplete {
            let heading = format!(
                "{} - {}: {}",
                s.code,
                s.settings.name,
                T::AfterRound.fill(lang, &[&n]).to_uppercase()
            );
            let lines = match s.team_match.as_deref() {
                Some(tm) => team_standing_lines(s, tm, n, width, lang),
                None => standing_lines(s, n, width),
            };
            push_pages(&mut out, t, &heading, lines, per_page);
        }
    }
    if out.is_empty() {
        let lang = t
            .sections
            .first()
            .map_or(Language::Malay, |s| s.settings.language);
        let players: usize = t.sections.iter().map(|s| s.players.len()).sum();
        out.push(Page {
            title: t.championship.name.clone(),
            event: String::new(),
            lines: vec![T::NoRoundPaired.fill(lang, &[&t.championship.name, &players])],
            qr: Vec::new(),
        });
    }
    // A control character from an older file is shown as `?`, as on paper.
    let shown = |text: &mut String| {
        if let std::borrow::Cow::Owned(clean) = crate::model::printable(text) {
            *text = clean;
        }
    };
    for page in &mut out {
        shown(&mut page.title);
        shown(&mut page.event);
        page.lines.iter_mut().for_each(shown);
    }
    out
}

/// Cuts `lines` into pages of `per_page`, each with the title and "(page k/n)", and
/// the column heading (if any) as its first line.
fn push_pages(
    out: &mut Vec<Page>,
    t: &Tournament,
    heading: &str,
    (head, lines): (Option<String>, Vec<String>),
    per_page: usize,
) {
    let per_page = per_page.saturating_sub(usize::from(head.is_some())).max(1);
    let chunks: Vec<&[String]> = lines.chunks(per_page).collect();
    let n = chunks.len();
    for (k, chunk) in chunks.into_iter().enumerate() {
        let part = if n > 1 {
            format!("  ({}/{n})", k + 1)
        } else {
            String::new()
        };
        out.push(Page {
            title: format!("{heading}{part}"),
            event: t.championship.name.clone(),
            lines: head.iter().chain(chunk).cloned().collect(),
            qr: Vec::new(),
        });
    }
}

/// `  1    Ahmad bin Ismail (2)  1-0  (2) Tan Wei Ming`: the board, each name beside
/// its points before the round, both beside the result, so that a line is read at a
/// glance however wide the screen (white's names end in a column, black's start in
/// one). A board too wide for the screen takes two lines rather than losing a letter.
/// Reserves out of the line-up are not listed: the hall wants who plays.
fn pairing_lines(s: &Section, round: u32, width: usize, lang: Language) -> Vec<String> {
    let before: std::collections::HashMap<_, _> = scores(s, Some(round.saturating_sub(1)))
        .into_iter()
        .collect();
    let pts = |id| before.get(&id).map(|p| p.to_string()).unwrap_or_default();
    let name = |id| s.player(id).map_or("?", |p| p.name.as_str());
    let Some(r) = s.round(round) else {
        return Vec::new();
    };
    let boards: Vec<(String, String, String)> = r
        .boards
        .iter()
        .map(|b| {
            let result = if b.outcome.is_pending() {
                String::new()
            } else {
                b.outcome.code()
            };
            (
                format!("{} ({})", name(b.white), pts(b.white)),
                result,
                format!("({}) {}", pts(b.black), name(b.black)),
            )
        })
        .collect();
    let count = |t: &String| t.chars().count();
    let white_w = boards.iter().map(|b| count(&b.0)).max().unwrap_or(0);
    let result_w = boards.iter().map(|b| count(&b.1)).max().unwrap_or(0).max(3);
    let mut lines = Vec::new();
    for (i, (white, result, black)) in boards.iter().enumerate() {
        let line = format!(
            "{:>3}  {white:>white_w$}  {result:^result_w$}  {black}",
            i + 1
        );
        if line.chars().count() <= width {
            lines.push(line.trim_end().to_string());
        } else {
            lines.push(fit(&format!("{:>3}  {white}  {result}", i + 1), width));
            lines.push(fit(&format!("     {black}"), width));
        }
    }
    for u in &r.unpaired {
        if s.why_unpaired(u, round) == crate::model::WhyUnpaired::Reserve {
            continue;
        }
        let label = super::screens::unpaired_label(s, u, round, lang);
        let line = format!("     {} ({}): {label}", name(u.player), pts(u.player));
        lines.push(fit(&line, width));
    }
    lines
}

/// A team round: each match on a line of its own (number, both schools by name, the
/// match score, or the bye; a match nobody played says who won it by forfeit), its
/// boards beneath (board in the match, both names in full, the result).
fn match_lines(
    s: &Section,
    tm: &TeamMatchSection,
    round: u32,
    width: usize,
    lang: Language,
) -> Vec<String> {
    let Some(r) = s.round(round) else {
        return Vec::new();
    };
    let school = |id| {
        s.team(id)
            .map_or_else(|| "?".to_string(), |x| x.name.clone())
    };
    let code = |id| s.team(id).map_or_else(String::new, |x| x.code.clone());
    let name = |id| s.player(id).map_or("?", |p| p.name.as_str());
    let side = width.saturating_sub(4 + 11 + 2) / 2;
    let mut lines = Vec::new();
    let matches = tm
        .rounds
        .get((round as usize).wrapping_sub(1))
        .map_or(&[][..], |x| &x.matches[..]);
    for (k, m) in matches.iter().enumerate() {
        let Some(black) = m.black else {
            let mp = tm.settings.match_points.bye.to_string();
            lines.push(format!(
                "{:>2}. {}: {}",
                k + 1,
                fit(&school(m.white), side * 2),
                TM::TeamBye.fill(lang, &[&mp])
            ));
            continue;
        };
        let (gw, gb, _, pending) = match_score(s, m, round);
        let score = if pending && gw == Points::ZERO && gb == Points::ZERO {
            String::new()
        } else {
            format!("{gw} - {gb}")
        };
        lines.push(format!(
            "{:>2}. {:<side$} {:^11} {:<side$}",
            k + 1,
            fit(&school(m.white), side),
            score,
            fit(&school(black), side)
        ));
        match match_forfeit(s, m, round) {
            Some(MatchForfeit::WonBy(team)) => {
                lines.push(format!(
                    "    {}",
                    TM::WonByForfeit.fill(lang, &[&code(team)])
                ));
            }
            Some(MatchForfeit::Neither) => {
                lines.push(format!("    {}", TM::BothForfeit.get(lang)));
            }
            None => {}
        }
        for j in 0..m.games() {
            let Some(b) = r.boards.get(m.first_board as usize + j) else {
                continue;
            };
            let result = if b.outcome.is_pending() {
                String::new()
            } else {
                b.outcome.code()
            };
            lines.push(format!(
                "{:>3} {:<side$} {:^11} {:<side$}",
                j + 1,
                fit(name(b.white), side),
                result,
                fit(name(b.black), side)
            ));
        }
    }
    lines
}

/// The team standings: a heading line (repeated on every page), then place, school,
/// match points, game points and the section's team tie-breaks.
fn team_standing_lines(
    s: &Section,
    tm: &TeamMatchSection,
    round: u32,
    width: usize,
    lang: Language,
) -> (Option<String>, Vec<String>) {
    // Match and game points have their own columns: a tie-break that repeats one is
    // not shown twice.
    let keep: Vec<bool> = tiebreak_headings(tm)
        .iter()
        .map(|h| h != "MP" && h != "GP")
        .collect();
    let heads: Vec<String> = tiebreak_headings(tm)
        .into_iter()
        .zip(&keep)
        .filter_map(|(h, k)| k.then_some(h))
        .collect();
    let numbers = 6 * (2 + heads.len());
    let name_w = width.saturating_sub(6 + numbers).max(10);
    let mut head = format!("{:>5} {:<name_w$}", TM::Rank.get(lang), T::Team.get(lang));
    for h in ["MP", "GP"]
        .into_iter()
        .chain(heads.iter().map(String::as_str))
    {
        head.push_str(&format!("{h:>6}"));
    }
    let mut lines = Vec::new();
    for r in ranking(s, tm, round) {
        let team = s
            .team(r.record.team)
            .map_or_else(|| "?".to_string(), |x| x.name.clone());
        let mut line = format!("{:>5} {:<name_w$}", r.rank, fit(&team, name_w));
        line.push_str(&format!("{:>6}", r.record.match_points.to_string()));
        line.push_str(&format!("{:>6}", r.record.game_points.to_string()));
        for (v, _) in r.values.iter().zip(&keep).filter(|(_, k)| **k) {
            line.push_str(&format!("{:>6}", tenths(*v)));
        }
        lines.push(line);
    }
    (Some(head), lines)
}

/// A value in tenths as the lists write it (`14`, `14.5`).
fn tenths(v: i64) -> String {
    Points(i32::try_from(v).unwrap_or(i32::MAX)).to_string()
}

/// `  1  Ahmad bin Ismail   5   12.5  10   Sekolah Seri Indah`: place, name, points and
/// the first two tie-breaks side by side under a heading line, then the school's name
/// (parents know schools by name, not by code) when the screen has room for it.
fn standing_lines(s: &Section, round: u32, width: usize) -> (Option<String>, Vec<String>) {
    let Ok(st) = section_standings(s, Some(round)) else {
        return (None, Vec::new());
    };
    let lang = s.settings.language;
    let mut head: Vec<String> = [T::Place, T::Name, T::Pts]
        .iter()
        .map(|x| x.get(lang).to_string())
        .collect();
    head.extend(st.tiebreaks.iter().take(2).map(|t| t.to_string()));
    let rows: Vec<Vec<String>> = st
        .rows
        .iter()
        .map(|r| {
            let mut cells = vec![r.place.to_string(), r.name.clone(), r.points.to_string()];
            cells.extend(
                r.values
                    .iter()
                    .take(2)
                    .map(|v| v.map(|v| v.to_string()).unwrap_or_default()),
            );
            cells
        })
        .collect();
    let widths: Vec<usize> = (0..head.len())
        .map(|k| {
            rows.iter()
                .filter_map(|r| r.get(k))
                .chain(std::iter::once(&head[k]))
                .map(|c| c.chars().count())
                .max()
                .unwrap_or(0)
        })
        .collect();
    let line = |cells: &[String]| {
        cells
            .iter()
            .zip(&widths)
            .enumerate()
            .map(|(k, (c, w))| match k {
                1 => format!("{c:<w$}"),
                _ => format!("{c:>w$}"),
            })
            .collect::<Vec<_>>()
            .join("  ")
    };
    let school = |id| {
        s.player(id)
            .and_then(|p| p.team)
            .and_then(|t| s.team(t))
            .map_or("", |t| t.name.as_str())
    };
    let table: usize = widths.iter().sum::<usize>() + 2 * widths.len().saturating_sub(1);
    let school_w = st
        .rows
        .iter()
        .map(|r| school(r.player).chars().count())
        .max()
        .unwrap_or(0);
    let schools = school_w > 0 && table + 2 + school_w <= width;
    let mut heading = line(&head);
    if schools {
        heading = format!("{heading:<table$}  {}", T::School.get(lang));
    }
    let lines = rows
        .iter()
        .zip(&st.rows)
        .map(|(cells, r)| {
            let text = line(cells);
            let text = if schools {
                format!("{text}  {}", school(r.player))
            } else {
                text
            };
            fit(text.trim_end(), width)
        })
        .collect();
    (Some(fit(heading.trim_end(), width)), lines)
}

/// Text cut to `width` characters, with `~` where it was cut: only a guard for a
/// screen narrower than a name (every line is laid out to fit whole).
fn fit(text: &str, width: usize) -> String {
    if text.chars().count() <= width {
        return text.to_string();
    }
    let mut s: String = text.chars().take(width.saturating_sub(1)).collect();
    s.push('~');
    s
}

/// Draws one page (the display's whole screen).
pub fn draw(frame: &mut Frame, page: &Page) {
    let [title, gap, body] = Layout::vertical([
        Constraint::Length(1),
        Constraint::Length(1),
        Constraint::Min(1),
    ])
    .areas(frame.area());
    frame.render_widget(
        Paragraph::new(page.title.as_str())
            .style(Style::default().add_modifier(Modifier::BOLD | Modifier::REVERSED)),
        title,
    );
    frame.render_widget(Paragraph::new(page.event.as_str()), gap);
    let lines: Vec<Line> = page
        .lines
        .iter()
        .map(|l| Line::styled(l.as_str(), Style::default().add_modifier(Modifier::BOLD)))
        .collect();
    frame.render_widget(Paragraph::new(lines), body);
    draw_qr(frame, &page.qr, body);
}

/// The QR code at the top right of `area`, dark glyphs on a light ground whatever the
/// screen's colours (a scanner wants dark modules on light); nothing when it does not
/// fit whole.
fn draw_qr(frame: &mut Frame, qr: &[String], area: Rect) {
    let w = qr.iter().map(|l| l.chars().count()).max().unwrap_or(0);
    let (Ok(w16), Ok(h16)) = (u16::try_from(w), u16::try_from(qr.len())) else {
        return;
    };
    if qr.is_empty() || w16 > area.width || h16 > area.height {
        return;
    }
    let place = Rect::new(area.x + area.width - w16, area.y, w16, h16);
    let lines: Vec<Line> = qr.iter().map(|l| Line::raw(l.as_str())).collect();
    frame.render_widget(
        Paragraph::new(lines).style(Style::default().fg(Color::Black).bg(Color::White)),
        place,
    );
}

/// Runs the display until `q` or Esc: a page every `seconds`, Space or Right for the
/// next page at once, Left for the one before. The file is read again whenever it
/// changes (and with it the stored results address, unless one was given); a moment
/// when it cannot be read keeps the last pages on screen.
pub fn run(path: &Path, seconds: u64, address: &AddressSource) -> io::Result<()> {
    let read = |p: &Path| {
        crate::store::limits::read_limited(p, crate::store::limits::CHAMPIONSHIP_FILE).ok()
    };
    let mut bytes = read(path).unwrap_or_default();
    let mut t = crate::store::decode(&bytes).map_err(io::Error::other)?;
    let mut terminal = super::terminal::init()?;
    let result = (|| -> io::Result<()> {
        let mut page = 0usize;
        let mut shown_at = Instant::now();
        let every = Duration::from_secs(seconds.max(1));
        loop {
            let size = terminal.size()?;
            let (rows, width) = (size.height as usize, size.width as usize);
            let all = display_pages(&t, rows, width, address);
            page %= all.len().max(1);
            terminal.draw(|f| draw(f, &all[page]))?;
            if event::poll(Duration::from_millis(500))?
                && let Event::Key(k) = event::read()?
                && k.kind == KeyEventKind::Press
            {
                match k.code {
                    KeyCode::Char('q') | KeyCode::Esc => return Ok(()),
                    KeyCode::Left => page = (page + all.len() - 1) % all.len(),
                    _ => page += 1,
                }
                shown_at = Instant::now();
            }
            if shown_at.elapsed() >= every {
                page += 1;
                shown_at = Instant::now();
            }
            if let Some(now) = read(path).filter(|b| *b != bytes)
                && let Ok(fresh) = crate::store::decode(&now)
            {
                t = fresh;
                bytes = now;
            }
        }
    })();
    super::terminal::restore();
    result
}

#[cfg(test)]
mod tests {
    use super::*;

    fn demo(rounds: u32) -> Tournament {
        let mut t = crate::host::build_demo().expect("demo");
        crate::host::play_rounds(&mut t, rounds, 7).expect("played");
        t
    }

    #[test]
    fn pairings_of_each_section_with_names_in_full() {
        let t = demo(1);
        let all = pages(&t, 25, 80);
        let l12 = t.section("L12").expect("L12");
        let longest = l12
            .players
            .iter()
            .map(|p| p.name.chars().count())
            .max()
            .expect("players");
        assert!(longest >= 20, "{longest}");
        for p in &l12.players {
            if l12.rounds[0]
                .boards
                .iter()
                .any(|b| b.white == p.id || b.black == p.id)
            {
                assert!(
                    all.iter()
                        .any(|pg| pg.lines.iter().any(|l| l.contains(&p.name))),
                    "{} not shown in full",
                    p.name
                );
            }
        }
        assert!(all.iter().all(|p| p.lines.len() <= 21));
        assert!(
            all.iter()
                .all(|p| p.lines.iter().all(|l| l.chars().count() <= 80))
        );
        // Round 1 has every result: its standings follow its pairings.
        let titles: Vec<&str> = all.iter().map(|p| p.title.as_str()).collect();
        let pairing = titles
            .iter()
            .position(|x| x.contains("L12") && x.contains("PUSINGAN 1"));
        let standing = titles
            .iter()
            .position(|x| x.contains("L12") && x.contains("KEDUDUKAN"));
        assert!(
            matches!((pairing, standing), (Some(a), Some(b)) if a < b),
            "{titles:?}"
        );
    }

    /// Four schools of four players, a team Swiss, round 1 paired: match 1 lost by
    /// forfeit by its White team, every board of match 2 won by White.
    fn team_round() -> Tournament {
        use crate::model::{GameResult, Outcome, Sport, TeamMatchSettings, TeamSystem};
        use crate::ops::{self, PlayerFields};
        let mut t = Tournament::new("Kejohanan Catur Berpasukan");
        ops::create_section(&mut t, "T12", "Berpasukan Bawah 12", 5, Sport::Chess)
            .expect("section");
        for (k, (school, code)) in [
            ("SK Seri Indah", "SKSI"),
            ("SK Bukit Tinggi", "SKBT"),
            ("SK Taman Maju", "SKTM"),
            ("SK Air Putih", "SKAP"),
        ]
        .into_iter()
        .enumerate()
        {
            let team = ops::add_team(&mut t, "T12", school, Some(code)).expect("team");
            for b in 1..=4u8 {
                let mut f = PlayerFields::named(format!("Nur Aisyah binti Hassan {k}{b}"));
                f.team = Some(team);
                f.board = Some(b);
                f.rating = Some(1800 - 50 * k as u16 - u16::from(b));
                ops::add_player(&mut t, "T12", f).expect("player");
            }
        }
        let settings = TeamMatchSettings::new(4, TeamSystem::Swiss);
        ops::set_team_match(&mut t, "T12", settings).expect("team match");
        ops::pair_team_round(&mut t, "T12").expect("round 1");
        let m = ops::round_matches(&t, "T12", 1)[0].clone();
        ops::team_forfeit(&mut t, "T12", 1, 1, m.white).expect("forfeit");
        for b in 5..=8 {
            ops::set_result(&mut t, "T12", 1, b, Outcome::Played(GameResult::WhiteWins))
                .expect("result");
        }
        t
    }

    #[test]
    fn issue_33_a_team_round_shows_matches_with_their_boards_beneath() {
        let t = team_round();
        let s = t.section("T12").expect("T12");
        let all = pages(&t, 25, 80);
        let round = all
            .iter()
            .find(|p| p.title.contains("T12") && p.title.contains("PUSINGAN 1"))
            .expect("the round's page");
        let m = ops_match(&t, 0);
        let school = |id| s.team(id).map(|x| x.name.clone()).expect("team");
        let black = m.black.expect("a match");
        // The match line: both schools by name and the score; then who won by forfeit.
        let at = round
            .lines
            .iter()
            .position(|l| l.contains(&school(m.white)) && l.contains(&school(black)))
            .unwrap_or_else(|| panic!("{:#?}", round.lines));
        assert!(round.lines[at].contains("0 - 4"), "{}", round.lines[at]);
        let winner = s.team(black).map(|x| x.code.clone()).expect("code");
        assert_eq!(
            round.lines[at + 1].trim(),
            format!("{winner} menang tanpa bertanding")
        );
        // Its four boards beneath, each a forfeit, the players by name.
        for k in 0..4 {
            let line = &round.lines[at + 2 + k];
            assert!(
                line.trim_start().starts_with(&(k + 1).to_string()),
                "{line}"
            );
            assert!(line.contains("+") && line.contains("Nur Aisyah"), "{line}");
        }
        assert!(
            all.iter()
                .all(|p| p.lines.iter().all(|l| l.chars().count() <= 80))
        );
    }

    #[test]
    fn issue_33_a_team_section_stands_as_teams_on_the_hall_display() {
        let t = team_round();
        let all = pages(&t, 25, 80);
        let standings = all
            .iter()
            .find(|p| p.title.contains("T12") && p.title.contains("KEDUDUKAN"))
            .expect("standings after a complete round");
        let head = standings.lines[0].split_whitespace().collect::<Vec<_>>();
        // GP, the first tie-break, is the game points column already there.
        assert_eq!(head, ["Kdd", "Pasukan", "MP", "GP", "BH"]);
        // Four teams, no player: the winners of both matches on 2 match points first.
        assert_eq!(standings.lines.len(), 5, "{:#?}", standings.lines);
        assert!(standings.lines.iter().all(|l| !l.contains("Nur Aisyah")));
        let first = standings.lines[1].split_whitespace().collect::<Vec<_>>();
        assert_eq!(first[0], "1");
        assert!(first.ends_with(&["2", "4", "0"]), "{first:?}");
    }

    fn ops_match(t: &Tournament, k: usize) -> crate::model::TeamMatch {
        crate::ops::round_matches(t, "T12", 1)[k].clone()
    }

    #[test]
    fn a_round_without_every_result_shows_no_standings() {
        let mut t = demo(0);
        crate::ops::pair_next_round(&mut t, "L12").expect("paired");
        let all = pages(&t, 25, 80);
        assert!(all.iter().any(|p| p.title.contains("L12")));
        assert!(!all.iter().any(|p| p.title.contains("KEDUDUKAN")));
        assert!(
            !all.iter().any(|p| p.title.contains("P12")),
            "P12 is not paired"
        );
    }
}
