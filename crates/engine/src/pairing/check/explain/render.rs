//! The explanation as plain text, 80 columns, for an arbiter at a console or a printer.

use super::{Explanation, FloatReason};
use crate::model::{ByeKind, Language, PlayerId};
use std::fmt;

const WIDTH: usize = 80;
/// Longest name printed on a board line.
const NAME: usize = 24;

/// Writes `text` wrapped at [`WIDTH`], the first line after `first`, the others
/// indented by `indent` spaces.
fn wrap(f: &mut fmt::Formatter<'_>, first: &str, indent: usize, text: &str) -> fmt::Result {
    let mut line = first.to_string();
    // A label ("Boards:") is followed by a space; an indent is not.
    let mut empty = first.trim().is_empty();
    for word in text.split_whitespace() {
        let len = line.chars().count();
        if !empty && len + 1 + word.chars().count() > WIDTH {
            writeln!(f, "{}", line.trim_end())?;
            line = " ".repeat(indent);
            empty = true;
        }
        if !empty {
            line.push(' ');
        }
        line.push_str(word);
        empty = false;
    }
    writeln!(f, "{}", line.trim_end())
}

fn bye_kind(kind: ByeKind) -> &'static str {
    match kind {
        ByeKind::Pab => "pairing-allocated bye",
        ByeKind::Half => "half-point bye",
        ByeKind::Full => "full-point bye",
        ByeKind::Zero => "zero-point bye",
        ByeKind::Absent => "absent",
    }
}

impl Explanation {
    fn tpn(&self, id: PlayerId) -> String {
        self.player(id)
            .map_or_else(|| id.to_string(), |p| p.tpn.to_string())
    }

    fn with_score(&self, id: PlayerId) -> String {
        match self.player(id) {
            Some(p) => format!("{} ({})", p.tpn, p.score),
            None => id.to_string(),
        }
    }

    fn named(&self, id: PlayerId) -> String {
        match self.player(id) {
            Some(p) => {
                let name: String = p.name.chars().take(NAME).collect();
                format!("{} {} ({})", p.tpn, name, p.score)
            }
            None => id.to_string(),
        }
    }
}

/// ", and could meet only 2 of the 4 others" when some others were out of reach.
fn only(opponents: usize, size: usize) -> String {
    let others = size.saturating_sub(1);
    if opponents < others {
        format!(", and could meet only {opponents} of the {others} others")
    } else {
        String::new()
    }
}

fn float_text(reason: &FloatReason) -> String {
    let pairs = |n: usize| {
        if n == 1 {
            "1 pair".to_string()
        } else {
            format!("{n} pairs")
        }
    };
    match *reason {
        FloatReason::NoCompatibleOpponent {
            others,
            met,
            same_absolute,
            forbidden,
        } => {
            let mut why = Vec::new();
            if met > 0 {
                why.push(if others == 1 {
                    "already met (C1)".to_string()
                } else {
                    format!("already met {met} (C1)")
                });
            }
            if same_absolute > 0 {
                why.push(format!(
                    "{} the same absolute colour preference (C3)",
                    if others == 1 { "has" } else { "with" }
                ));
                if others > 1 {
                    let last = why.len() - 1;
                    why[last] = format!("{same_absolute} {}", why[last]);
                }
            }
            if forbidden > 0 {
                why.push(if others == 1 {
                    "kept apart by the arbiter".to_string()
                } else {
                    format!("{forbidden} kept apart by the arbiter")
                });
            }
            match others {
                0 => "alone in the bracket".into(),
                1 => format!(
                    "no possible opponent: the only other player here {}",
                    why.join(", ")
                ),
                _ => format!(
                    "no possible opponent among the {others} others here: {}",
                    why.join(", ")
                ),
            }
        }
        FloatReason::OddBracket { size, opponents } => format!(
            "the bracket has an odd number of players ({size}){}",
            only(opponents, size)
        ),
        FloatReason::MaxPairs {
            size,
            pairs: n,
            opponents,
        } => format!(
            "at most {} can be made among the {size} players here (C6){}",
            pairs(n),
            only(opponents, size)
        ),
        FloatReason::Completion { possible, made } => format!(
            "{} possible here but {} made: the rest of the round must still be \
             pairable (C4) with the bye at the lowest score possible (C5), both before C6",
            pairs(possible),
            if made == 0 {
                "none".to_string()
            } else {
                format!("only {made}")
            }
        ),
    }
}

impl fmt::Display for Explanation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let title = format!(
            "Round {} of {}, section {}: why these pairings",
            self.round, self.rounds_planned, self.section
        );
        wrap(f, "", 0, &title)?;
        let paired = self.boards.len() * 2 + self.bye.is_some() as usize;
        let mut intro = format!(
            "{paired} players paired in {} brackets, highest score first. Scores are \
             the scores before the round",
            self.brackets.len()
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
            intro += &format!(
                " plus the virtual points of acceleration (C.04.7), for pairing only: {} \
                 players have +{} this round.",
                accelerated.len(),
                values.join("/+")
            );
        }
        if self.final_round {
            intro += " This is the final round: topscorers may meet with equal absolute \
                      colour preferences.";
        }
        wrap(f, "", 0, &intro)?;
        for note in &self.rules {
            wrap(f, "", 0, &format!("School rules: {note}."))?;
        }
        for b in &self.brackets {
            writeln!(f)?;
            let n = b.residents.len() + b.moved_down.len();
            wrap(
                f,
                "",
                2,
                &format!(
                    "Bracket {} point{}: {n} {} ({} resident{}, {} moved down)",
                    b.score,
                    if b.score.tenths() == 10 { "" } else { "s" },
                    if n == 1 { "player" } else { "players" },
                    b.residents.len(),
                    if b.residents.len() == 1 { "" } else { "s" },
                    b.moved_down.len()
                ),
            )?;
            let residents: Vec<String> = b.residents.iter().map(|&p| self.tpn(p)).collect();
            wrap(f, "  Residents:", 13, &residents.join(" "))?;
            if !b.moved_down.is_empty() {
                let md: Vec<String> = b.moved_down.iter().map(|&p| self.with_score(p)).collect();
                wrap(f, "  Moved down:", 14, &md.join(", "))?;
            }
            if !b.boards.is_empty() {
                let boards: Vec<String> = b.boards.iter().map(usize::to_string).collect();
                wrap(f, "  Boards:", 10, &boards.join(" "))?;
            }
            for &(u, m) in &b.upfloaters {
                wrap(
                    f,
                    "  Floats up:",
                    4,
                    &format!(
                        "{}, against {} who moved down",
                        self.tpn(u),
                        self.with_score(m)
                    ),
                )?;
            }
            // Players who float for the same reason share one line.
            let mut groups: Vec<(String, Vec<String>)> = Vec::new();
            for d in &b.downfloaters {
                let who = match self.player(d.player) {
                    Some(p) if !d.resident => format!("{} ({}, moved down)", p.tpn, p.score),
                    _ => self.tpn(d.player),
                };
                let why = float_text(&d.reason);
                match groups.iter_mut().find(|(w, _)| *w == why) {
                    Some((_, v)) => v.push(who),
                    None => groups.push((why, vec![who])),
                }
            }
            for (why, who) in groups {
                wrap(
                    f,
                    "  Floats down:",
                    4,
                    &format!("{} - {why}", who.join(", ")),
                )?;
            }
            for c in &b.criteria {
                wrap(f, &format!("  {}:", c.code), 4, &c.text)?;
            }
        }
        if let Some(b) = &self.bye {
            writeln!(f)?;
            wrap(
                f,
                "Pairing-allocated bye:",
                2,
                &format!("{}: {}.", self.named(b.player), b.say(Language::English)),
            )?;
        }
        if !self.not_paired.is_empty() || !self.not_in_round.is_empty() {
            writeln!(f)?;
            let mut v: Vec<String> = self
                .not_paired
                .iter()
                .map(|&(p, k)| {
                    let reserve = k == ByeKind::Absent && self.player(p).is_some_and(|n| n.reserve);
                    let word = if reserve { "reserve" } else { bye_kind(k) };
                    format!("{} ({word})", self.tpn(p))
                })
                .collect();
            v.extend(
                self.not_in_round
                    .iter()
                    .map(|&p| format!("{} (not in this round)", self.tpn(p))),
            );
            wrap(f, "Not paired:", 2, &v.join(", "))?;
        }
        writeln!(f)?;
        writeln!(f, "Colours, board by board (Art. 5.2):")?;
        for b in &self.boards {
            let manual = if b.manual { " [changed by hand]" } else { "" };
            wrap(
                f,
                &format!("{:>3}.", b.board),
                5,
                &format!("{} - {}{manual}", self.named(b.white), self.named(b.black)),
            )?;
            wrap(f, "     ", 5, &b.text)?;
            for x in &b.broken {
                wrap(f, "     BREAKS", 7, x)?;
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    struct Wrapped<'a>(&'a str, usize, &'a str);

    impl fmt::Display for Wrapped<'_> {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            wrap(f, self.0, self.1, self.2)
        }
    }

    #[test]
    fn long_text_wraps_at_80_columns_with_the_indent() {
        let text = "word ".repeat(40);
        let out = Wrapped("  C12:", 4, &text).to_string();
        let lines: Vec<&str> = out.lines().collect();
        assert!(lines.len() > 1);
        assert!(lines.iter().all(|l| l.chars().count() <= WIDTH));
        assert!(lines[0].starts_with("  C12: word"));
        assert!(lines[1].starts_with("    word"));
    }
}
