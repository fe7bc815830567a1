//! The explanation as plain text, 80 columns, for an arbiter at a console, a printer or
//! the desk: one layout, the words in English (`catur pair --explain`, the `Display`)
//! or Malay. The notes word themselves (`words.rs`, `colour_words.rs`).

use super::Explanation;
use crate::in_lang;
use crate::model::{ByeKind, Language, PlayerId};
use std::fmt;

const WIDTH: usize = 80;
/// Longest name printed on a board line.
const NAME: usize = 24;

/// Appends `text` wrapped at [`WIDTH`], the first line after `first`, the others
/// indented by `indent` spaces.
fn wrap(out: &mut Vec<String>, first: &str, indent: usize, text: &str) {
    let mut line = first.to_string();
    // A label ("Boards:") is followed by a space; an indent is not.
    let mut empty = first.trim().is_empty();
    for word in text.split_whitespace() {
        let len = line.chars().count();
        if !empty && len + 1 + word.chars().count() > WIDTH {
            out.push(line.trim_end().to_string());
            line = " ".repeat(indent);
            empty = true;
        }
        if !empty {
            line.push(' ');
        }
        line.push_str(word);
        empty = false;
    }
    out.push(line.trim_end().to_string());
}

/// Appends `text` after a label, the next lines aligned under the text.
fn labelled(out: &mut Vec<String>, label: &str, text: &str) {
    wrap(out, label, label.chars().count() + 1, text);
}

/// Why a player is not paired ("half-point bye", "absent"), in `lang`.
fn not_paired(kind: ByeKind, lang: Language) -> &'static str {
    match (lang, kind) {
        // A player, not a thing given: "absent" rather than "absence".
        (Language::English, ByeKind::Absent) => "absent",
        _ => kind.name(lang),
    }
}

/// A player the explanation does not list (one not in the round).
fn unlisted(id: PlayerId, lang: Language) -> String {
    let n = id.0;
    in_lang!(lang, "player#{n}", "#{n}")
}

impl Explanation {
    fn tpn(&self, id: PlayerId, lang: Language) -> String {
        self.player(id)
            .map_or_else(|| unlisted(id, lang), |p| p.tpn.to_string())
    }

    fn with_score(&self, id: PlayerId, lang: Language) -> String {
        match self.player(id) {
            Some(p) => format!("{} ({})", p.tpn, p.score),
            None => unlisted(id, lang),
        }
    }

    fn named(&self, id: PlayerId, lang: Language) -> String {
        match self.player(id) {
            Some(p) => {
                let name: String = p.name.chars().take(NAME).collect();
                format!("{} {} ({})", p.tpn, name, p.score)
            }
            None => unlisted(id, lang),
        }
    }

    /// The explanation in `lang`, as text.
    pub fn say(&self, lang: Language) -> String {
        self.lines(lang).iter().map(|l| format!("{l}\n")).collect()
    }

    /// The explanation in `lang`, line by line, none longer than 80 columns (a name or a
    /// word longer than that aside).
    pub fn lines(&self, lang: Language) -> Vec<String> {
        let mut out = Vec::new();
        self.intro(&mut out, lang);
        self.brackets(&mut out, lang);
        if let Some(b) = &self.bye {
            out.push(String::new());
            let label = lang.pick("Pairing-allocated bye:", "Bai pasangan:");
            let text = format!("{}: {}.", self.named(b.player, lang), b.say(lang));
            wrap(&mut out, label, 2, &text);
        }
        self.not_paired(&mut out, lang);
        self.colours(&mut out, lang);
        out
    }

    /// The title, how the round was paired, and the school rules as applied.
    fn intro(&self, out: &mut Vec<String>, lang: Language) {
        let (round, planned, section) = (self.round, self.rounds_planned, &self.section);
        let title = in_lang!(
            lang,
            "Round {round} of {planned}, section {section}: why these pairings",
            "Pusingan {round} daripada {planned}, kategori {section}: mengapa pasangan ini"
        );
        wrap(out, "", 0, &title);
        let paired = self.boards.len() * 2 + self.bye.is_some() as usize;
        let brackets = self.brackets.len();
        let mut intro = in_lang!(
            lang,
            "{paired} players paired in {brackets} brackets, highest score first. Scores are \
             the scores before the round",
            "{paired} pemain dipasangkan dalam {brackets} kumpulan, mata tertinggi dahulu. \
             Mata ialah mata sebelum pusingan"
        );
        let accelerated: Vec<_> = self
            .players
            .iter()
            .filter(|p| p.virtual_points.tenths() != 0)
            .collect();
        if accelerated.is_empty() {
            intro.push('.');
        } else {
            let mut values: Vec<String> = accelerated
                .iter()
                .map(|p| p.virtual_points.to_string())
                .collect();
            values.dedup();
            let (n, values) = (accelerated.len(), values.join("/+"));
            intro += &in_lang!(
                lang,
                " plus the virtual points of acceleration (C.04.7), for pairing only: {n} \
                 players have +{values} this round.",
                " ditambah mata maya pecutan (C.04.7), untuk pasangan sahaja: {n} pemain \
                 mendapat +{values} pusingan ini."
            );
        }
        if self.final_round {
            intro += lang.pick(
                " This is the final round: topscorers may meet with equal absolute colour \
                 preferences.",
                " Ini pusingan akhir: pemain skor tertinggi boleh bertemu walaupun pilihan \
                 warna mutlak mereka sama.",
            );
        }
        wrap(out, "", 0, &intro);
        if let Some(note) = self.top_seeds.and_then(|t| t.say(lang)) {
            let text = in_lang!(lang, "School rules: {note}.", "Peraturan sekolah: {note}.");
            wrap(out, "", 0, &text);
        }
    }

    /// Each bracket: who was in it, its boards, who floated and why, the criteria not met.
    fn brackets(&self, out: &mut Vec<String>, lang: Language) {
        for b in &self.brackets {
            out.push(String::new());
            let (score, residents, moved) = (b.score, b.residents.len(), b.moved_down.len());
            let n = residents + moved;
            let head = match lang {
                Language::English => format!(
                    "Bracket {score} point{}: {n} {} ({residents} resident{}, {moved} moved down)",
                    if score.tenths() == 10 { "" } else { "s" },
                    if n == 1 { "player" } else { "players" },
                    if residents == 1 { "" } else { "s" },
                ),
                Language::Malay => format!(
                    "Kumpulan {score} mata: {n} pemain ({residents} asal, {moved} diturunkan)"
                ),
            };
            wrap(out, "", 2, &head);
            let list: Vec<String> = b.residents.iter().map(|&p| self.tpn(p, lang)).collect();
            labelled(out, lang.pick("  Residents:", "  Asal:"), &list.join(" "));
            if !b.moved_down.is_empty() {
                let list: Vec<String> = b
                    .moved_down
                    .iter()
                    .map(|&p| self.with_score(p, lang))
                    .collect();
                labelled(
                    out,
                    lang.pick("  Moved down:", "  Diturunkan:"),
                    &list.join(", "),
                );
            }
            if !b.boards.is_empty() {
                let list: Vec<String> = b.boards.iter().map(usize::to_string).collect();
                labelled(out, lang.pick("  Boards:", "  Papan:"), &list.join(" "));
            }
            for &(u, m) in &b.upfloaters {
                let (u, m) = (self.tpn(u, lang), self.with_score(m, lang));
                let text = in_lang!(
                    lang,
                    "{u}, against {m} who moved down",
                    "{u}, menentang {m} yang diturunkan"
                );
                wrap(out, lang.pick("  Floats up:", "  Naik:"), 4, &text);
            }
            // Players who float for the same reason share one line.
            let mut groups: Vec<(String, Vec<String>)> = Vec::new();
            for d in &b.downfloaters {
                let who = match self.player(d.player) {
                    Some(p) if !d.resident => {
                        let (tpn, score) = (p.tpn, p.score);
                        in_lang!(
                            lang,
                            "{tpn} ({score}, moved down)",
                            "{tpn} ({score}, diturunkan)"
                        )
                    }
                    _ => self.tpn(d.player, lang),
                };
                let why = d.reason.say(lang);
                match groups.iter_mut().find(|(w, _)| *w == why) {
                    Some((_, v)) => v.push(who),
                    None => groups.push((why, vec![who])),
                }
            }
            for (why, who) in groups {
                let text = format!("{} - {why}", who.join(", "));
                wrap(out, lang.pick("  Floats down:", "  Turun:"), 4, &text);
            }
            for c in &b.criteria {
                wrap(out, &format!("  {}:", c.code), 4, &c.say(lang));
            }
        }
    }

    /// The players of the section without a board and without the bye.
    fn not_paired(&self, out: &mut Vec<String>, lang: Language) {
        if self.not_paired.is_empty() && self.not_in_round.is_empty() {
            return;
        }
        out.push(String::new());
        let mut v: Vec<String> = self
            .not_paired
            .iter()
            .map(|&(p, k)| {
                let reserve = k == ByeKind::Absent && self.player(p).is_some_and(|n| n.reserve);
                let word = if reserve {
                    lang.pick("reserve", "simpanan")
                } else {
                    not_paired(k, lang)
                };
                format!("{} ({word})", self.tpn(p, lang))
            })
            .collect();
        v.extend(self.not_in_round.iter().map(|&p| {
            let tpn = self.tpn(p, lang);
            in_lang!(
                lang,
                "{tpn} (not in this round)",
                "{tpn} (tiada dalam pusingan ini)"
            )
        }));
        wrap(
            out,
            lang.pick("Not paired:", "Tidak dipasangkan:"),
            2,
            &v.join(", "),
        );
    }

    /// Each board, and the step of Art. 5.2 that gave its colours.
    fn colours(&self, out: &mut Vec<String>, lang: Language) {
        out.push(String::new());
        out.push(
            lang.pick(
                "Colours, board by board (Art. 5.2):",
                "Warna, papan demi papan (Perkara 5.2):",
            )
            .into(),
        );
        for b in &self.boards {
            let manual = if b.manual {
                lang.pick(" [changed by hand]", " [diubah dengan tangan]")
            } else {
                ""
            };
            let (white, black) = (self.named(b.white, lang), self.named(b.black, lang));
            let pair = format!("{white} - {black}{manual}");
            wrap(out, &format!("{:>3}.", b.board), 5, &pair);
            wrap(out, "     ", 5, &b.why.say(lang));
            for x in &b.breaks {
                wrap(
                    out,
                    lang.pick("     BREAKS", "     MELANGGAR"),
                    7,
                    &x.say(lang),
                );
            }
        }
    }
}

impl fmt::Display for Explanation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.say(Language::English))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_text_wraps_at_80_columns_with_the_indent() {
        let text = "word ".repeat(40);
        let mut lines = Vec::new();
        wrap(&mut lines, "  C12:", 4, &text);
        assert!(lines.len() > 1);
        assert!(lines.iter().all(|l| l.chars().count() <= WIDTH));
        assert!(lines[0].starts_with("  C12: word"));
        assert!(lines[1].starts_with("    word"));
    }

    #[test]
    fn malay_lines_wrap_at_80_columns() {
        let mut out = Vec::new();
        wrap(&mut out, "  C12:", 4, &"perkataan ".repeat(30));
        assert!(out.len() > 1);
        assert!(out.iter().all(|l| l.chars().count() <= WIDTH));
        assert!(out[1].starts_with("    perkataan"));
    }
}
