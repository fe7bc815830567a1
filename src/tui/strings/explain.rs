//! The pairing explanation (`e` on F3) in the screen language. English is the
//! explanation's own `Display`, the text `catur pair --explain` prints, so the desk and
//! the command line say the same thing; Malay is worded here from the typed notes
//! ([`BracketNote`], [`FloatReason`], [`CriterionNote`], [`ByeNote`], [`BoardNote`]).

use super::Language;
use crate::model::{ByeKind, Colour, PlayerId};
use crate::pairing::check::explain::{
    BoardBreak, ColourWhy, CriterionNote, Explanation, FloatReason, Preference, Strength,
};

const WIDTH: usize = 80;
/// Longest name on a board line, as in the English text.
const NAME: usize = 24;

/// The explanation as the lines of the dialog.
pub fn explanation(e: &Explanation, lang: Language) -> Vec<String> {
    let text = match lang {
        Language::English => e.to_string(),
        Language::Malay => malay(e),
    };
    text.lines().map(String::from).collect()
}

/// The quality criteria (C.04.3 Art. 2) named in Malay, for a reader who meets a code.
pub fn criterion_ms(code: &str) -> &'static str {
    match code {
        "C1" => "tiada pertemuan semula",
        "C2" => "tiada bai pasangan kedua",
        "C3" => "tiada pertemuan dua pemain dengan pilihan warna mutlak yang sama",
        "C4" => "baki pusingan mesti boleh dipasangkan",
        "C5" => "bai pada mata serendah mungkin",
        "C6" => "seberapa sedikit pemain turun",
        "C7" => "mata pemain yang turun serendah mungkin",
        "C8" => "kumpulan seterusnya boleh memenuhi kriteria mutlak",
        "C9" => "bai kepada pemain yang paling sedikit permainan tidak dimainkan",
        "C10" => "beza warna tidak melebihi 2 (skor tertinggi)",
        "C11" => "tiada warna sama tiga kali berturut-turut (skor tertinggi)",
        "C12" => "pilihan warna diberi",
        "C13" => "pilihan warna kuat diberi",
        "C14" => "tiada turun dua pusingan berturut-turut",
        "C15" => "tiada naik dua pusingan berturut-turut",
        "C16" => "tiada turun lagi selepas turun dua pusingan lalu",
        "C17" => "tiada naik lagi selepas naik dua pusingan lalu",
        "C18" => "beza mata pemain yang diturunkan dua kali berturut-turut serendah mungkin",
        "C19" => "beza mata pemain yang naik dua kali berturut-turut serendah mungkin",
        "C20" => "beza mata pemain yang diturunkan lagi selepas dua pusingan serendah mungkin",
        "C21" => "beza mata pemain yang naik lagi selepas dua pusingan serendah mungkin",
        _ => "",
    }
}

/// Appends `text` wrapped at [`WIDTH`]: the first line after `first`, the others
/// indented by `indent` spaces.
fn wrap(out: &mut Vec<String>, first: &str, indent: usize, text: &str) {
    let mut line = first.to_string();
    let mut empty = first.trim().is_empty();
    for word in text.split_whitespace() {
        if !empty && line.chars().count() + 1 + word.chars().count() > WIDTH {
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

fn colour(c: Colour) -> &'static str {
    match c {
        Colour::White => "Putih",
        Colour::Black => "Hitam",
    }
}

fn wanted(c: Option<Colour>) -> &'static str {
    c.map_or("-", colour)
}

fn strength(s: Strength) -> &'static str {
    match s {
        Strength::Absolute => "mutlak",
        Strength::Strong => "kuat",
        Strength::Mild => "lemah",
    }
}

fn preference(p: &Preference) -> String {
    match p.wants {
        None => "tiada pilihan".into(),
        Some((s, c)) => format!("{} {}", colour(c), strength(s)),
    }
}

struct Words<'a>(&'a Explanation);

impl Words<'_> {
    fn tpn(&self, id: PlayerId) -> String {
        self.0
            .player(id)
            .map_or_else(|| format!("#{}", id.0), |p| p.tpn.to_string())
    }

    fn with_score(&self, id: PlayerId) -> String {
        match self.0.player(id) {
            Some(p) => format!("{} ({})", p.tpn, p.score),
            None => self.tpn(id),
        }
    }

    fn named(&self, id: PlayerId) -> String {
        match self.0.player(id) {
            Some(p) => {
                let name: String = p.name.chars().take(NAME).collect();
                format!("{} {} ({})", p.tpn, name, p.score)
            }
            None => self.tpn(id),
        }
    }
}

/// ", dan hanya boleh bertemu 2 daripada 4 pemain lain" when some were out of reach.
fn only(opponents: usize, size: usize) -> String {
    let others = size.saturating_sub(1);
    if opponents < others {
        format!(", dan hanya boleh bertemu {opponents} daripada {others} pemain lain")
    } else {
        String::new()
    }
}

fn float_text(reason: &FloatReason) -> String {
    match *reason {
        FloatReason::NoCompatibleOpponent {
            others,
            met,
            same_absolute,
            forbidden,
        } => {
            let mut why = Vec::new();
            let one = others == 1;
            if met > 0 {
                why.push(if one {
                    "sudah bertemu (C1)".to_string()
                } else {
                    format!("{met} sudah bertemu (C1)")
                });
            }
            if same_absolute > 0 {
                why.push(if one {
                    "mempunyai pilihan warna mutlak yang sama (C3)".to_string()
                } else {
                    format!("{same_absolute} dengan pilihan warna mutlak yang sama (C3)")
                });
            }
            if forbidden > 0 {
                why.push(if one {
                    "dipisahkan oleh pengadil".to_string()
                } else {
                    format!("{forbidden} dipisahkan oleh pengadil")
                });
            }
            match others {
                0 => "bersendirian dalam kumpulan".into(),
                1 => format!(
                    "tiada lawan yang boleh: satu-satunya pemain lain di sini {}",
                    why.join(", ")
                ),
                _ => format!(
                    "tiada lawan yang boleh antara {others} pemain lain di sini: {}",
                    why.join(", ")
                ),
            }
        }
        FloatReason::OddBracket { size, opponents } => format!(
            "kumpulan ini ada bilangan pemain ganjil ({size}){}",
            only(opponents, size)
        ),
        FloatReason::MaxPairs {
            size,
            pairs,
            opponents,
        } => format!(
            "paling banyak {pairs} pasangan boleh dibuat antara {size} pemain di sini (C6){}",
            only(opponents, size)
        ),
        FloatReason::Completion { possible, made } => format!(
            "{possible} pasangan boleh dibuat di sini tetapi {} dibuat: baki pusingan mesti \
             masih boleh dipasangkan (C4) dengan bai pada mata serendah mungkin (C5), \
             kedua-duanya sebelum C6",
            if made == 0 {
                "tiada".to_string()
            } else {
                format!("hanya {made}")
            }
        ),
    }
}

fn criterion_text(c: &CriterionNote) -> String {
    let n = c.count;
    let who = c.who.join(", ");
    let by = || -> String {
        c.who
            .iter()
            .zip(&c.by)
            .map(|(w, d)| format!("{w} sebanyak {d}"))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let second = "untuk pusingan kedua berturut-turut";
    match c.code {
        "C6" => format!("{n} pemain turun ({who})"),
        "C7" => format!("mata pemain yang turun, tertinggi dahulu: {who}"),
        "C10" => format!(
            "{n} pemain (skor tertinggi atau lawan mereka) berakhir dengan beza warna \
             melebihi 2 ({who})"
        ),
        "C11" => format!(
            "{n} pemain (skor tertinggi atau lawan mereka) mendapat warna yang sama tiga \
             kali berturut-turut ({who})"
        ),
        "C12" => format!("{n} pemain tidak mendapat pilihan warna mereka ({who})"),
        "C13" => format!("{n} pemain tidak mendapat pilihan warna kuat atau mutlak ({who})"),
        "C14" => format!("{n} pemain turun {second} ({who})"),
        "C15" => format!("{n} pemain naik {second} ({who})"),
        "C16" => format!("{n} pemain turun lagi selepas turun dua pusingan lalu ({who})"),
        "C17" => format!("{n} pemain naik lagi selepas naik dua pusingan lalu ({who})"),
        "C18" => format!(
            "{n} pemain yang diturunkan turun {second}; beza mata: {}",
            by()
        ),
        "C19" => format!("{n} pemain naik {second}; beza mata: {}", by()),
        "C20" => format!(
            "{n} pemain yang diturunkan turun lagi selepas turun dua pusingan lalu; beza \
             mata: {}",
            by()
        ),
        "C21" => format!(
            "{n} pemain naik lagi selepas naik dua pusingan lalu; beza mata: {}",
            by()
        ),
        _ => c.text.clone(),
    }
}

fn colour_text(why: &ColourWhy) -> String {
    match *why {
        ColourWhy::Both { white, black } => match (white.wants, black.wants) {
            (Some(_), Some(_)) => format!(
                "kedua-dua pilihan diberi: {} {}, {} {} (5.2.1)",
                white.tpn,
                preference(&white),
                black.tpn,
                preference(&black)
            ),
            (Some(_), None) => format!(
                "pilihan {} diberi ({}); {} belum ada pilihan (5.2.1)",
                white.tpn,
                preference(&white),
                black.tpn
            ),
            _ => format!(
                "pilihan {} diberi ({}); {} belum ada pilihan (5.2.1)",
                black.tpn,
                preference(&black),
                white.tpn
            ),
        },
        ColourWhy::Stronger {
            wanted: w,
            granted,
            other,
        } => format!(
            "kedua-dua mahu {}; pilihan {} {} mengatasi pilihan {} {} (5.2.2)",
            wanted(w),
            strength(granted.wants.map_or(Strength::Mild, |p| p.0)),
            granted.tpn,
            strength(other.wants.map_or(Strength::Mild, |p| p.0)),
            other.tpn
        ),
        ColourWhy::Wider {
            wanted: w,
            granted,
            difference,
            other,
        } => format!(
            "kedua-dua pemain skor tertinggi perlukan {}; {granted} mempunyai beza warna \
             lebih besar ({difference:+} berbanding {other:+}) (5.2.2)",
            wanted(w)
        ),
        ColourWhy::Alternation {
            strength: s,
            wanted: w,
            back,
            white,
            black,
        } => {
            let when = if back == 1 {
                "dalam permainan terakhir mereka".to_string()
            } else {
                format!("{back} permainan yang lalu")
            };
            format!(
                "kedua-dua ada pilihan {} untuk {}; warna berselang dari kali terakhir warna \
                 mereka berbeza, {when}, ketika {white} mendapat Hitam dan {black} Putih (5.2.3)",
                strength(s),
                wanted(w)
            )
        }
        ColourWhy::HigherRanked {
            strength: s,
            wanted: w,
            higher,
        } => format!(
            "kedua-dua ada pilihan {} untuk {} dan sejarah warna yang sama; {higher} yang \
             lebih tinggi kedudukannya mendapatnya (5.2.4)",
            strength(s),
            wanted(w)
        ),
        ColourWhy::Initial {
            higher,
            odd,
            initial,
            counted,
        } => {
            let rule = if odd {
                format!("nombor pasangan ganjil: warna awal, {}", colour(initial))
            } else {
                format!(
                    "nombor pasangan genap: lawan bagi warna awal {}",
                    colour(initial)
                )
            };
            let note = counted.map_or_else(String::new, |n| {
                format!(" (nombor {n} antara pemain yang dikira)")
            });
            format!(
                "belum ada pilihan; {higher} yang lebih tinggi kedudukannya ada {rule}{note} \
                 (5.2.5)"
            )
        }
        ColourWhy::ByHand { white, black } => {
            format!("ditetapkan dengan tangan: Perkara 5.2 memberi {white} Putih dan {black} Hitam")
        }
    }
}

fn board_break(b: BoardBreak) -> String {
    match b {
        BoardBreak::Met => "C1: kedua-dua pemain ini pernah bertemu".into(),
        BoardBreak::Forbidden => "pasangan ini dilarang dalam pusingan ini".into(),
        BoardBreak::SameAbsolute(c) => {
            format!("C3: kedua-duanya ada pilihan mutlak untuk {}", wanted(c))
        }
    }
}

fn malay(e: &Explanation) -> String {
    let w = Words(e);
    let mut out = Vec::new();
    wrap(
        &mut out,
        "",
        0,
        &format!(
            "Pusingan {} daripada {}, kategori {}: mengapa pasangan ini",
            e.round, e.rounds_planned, e.section
        ),
    );
    let paired = e.boards.len() * 2 + e.bye.is_some() as usize;
    let mut intro = format!(
        "{paired} pemain dipasangkan dalam {} kumpulan, mata tertinggi dahulu. Mata ialah \
         mata sebelum pusingan",
        e.brackets.len()
    );
    let accelerated: Vec<_> = e
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
            " ditambah mata maya pecutan (C.04.7), untuk pasangan sahaja: {} pemain \
             mendapat +{} pusingan ini.",
            accelerated.len(),
            values.join("/+")
        );
    }
    if e.final_round {
        intro += " Ini pusingan akhir: pemain skor tertinggi boleh bertemu walaupun pilihan \
                  warna mutlak mereka sama.";
    }
    wrap(&mut out, "", 0, &intro);
    if let Some(t) = &e.top_seeds {
        wrap(
            &mut out,
            "",
            0,
            &format!(
                "Peraturan sekolah: pemain pilihan yang dipisahkan dihadkan kepada 1-{} \
                 (peraturan meminta 1-{}; {} pemain hadir, paling banyak separuh daripada \
                 mereka boleh dipisahkan).",
                t.kept, t.asked, t.present
            ),
        );
    }
    for b in &e.brackets {
        out.push(String::new());
        let n = b.residents.len() + b.moved_down.len();
        wrap(
            &mut out,
            "",
            2,
            &format!(
                "Kumpulan {} mata: {n} pemain ({} asal, {} diturunkan)",
                b.score,
                b.residents.len(),
                b.moved_down.len()
            ),
        );
        let residents: Vec<String> = b.residents.iter().map(|&p| w.tpn(p)).collect();
        wrap(&mut out, "  Asal:", 8, &residents.join(" "));
        if !b.moved_down.is_empty() {
            let md: Vec<String> = b.moved_down.iter().map(|&p| w.with_score(p)).collect();
            wrap(&mut out, "  Diturunkan:", 14, &md.join(", "));
        }
        if !b.boards.is_empty() {
            let boards: Vec<String> = b.boards.iter().map(usize::to_string).collect();
            wrap(&mut out, "  Papan:", 9, &boards.join(" "));
        }
        for &(u, m) in &b.upfloaters {
            wrap(
                &mut out,
                "  Naik:",
                4,
                &format!(
                    "{}, menentang {} yang diturunkan",
                    w.tpn(u),
                    w.with_score(m)
                ),
            );
        }
        let mut groups: Vec<(String, Vec<String>)> = Vec::new();
        for d in &b.downfloaters {
            let who = match e.player(d.player) {
                Some(p) if !d.resident => format!("{} ({}, diturunkan)", p.tpn, p.score),
                _ => w.tpn(d.player),
            };
            let why = float_text(&d.reason);
            match groups.iter_mut().find(|(x, _)| *x == why) {
                Some((_, v)) => v.push(who),
                None => groups.push((why, vec![who])),
            }
        }
        for (why, who) in groups {
            wrap(
                &mut out,
                "  Turun:",
                4,
                &format!("{} - {why}", who.join(", ")),
            );
        }
        for c in &b.criteria {
            wrap(&mut out, &format!("  {}:", c.code), 4, &criterion_text(c));
        }
    }
    if let Some(b) = &e.bye {
        out.push(String::new());
        wrap(
            &mut out,
            "Bai pasangan:",
            2,
            &format!("{}: {}.", w.named(b.player), b.say(Language::Malay)),
        );
    }
    if !e.not_paired.is_empty() || !e.not_in_round.is_empty() {
        out.push(String::new());
        let mut v: Vec<String> = e
            .not_paired
            .iter()
            .map(|&(p, k)| {
                let reserve = k == ByeKind::Absent && e.player(p).is_some_and(|n| n.reserve);
                let word = if reserve {
                    "simpanan"
                } else {
                    k.name(Language::Malay)
                };
                format!("{} ({word})", w.tpn(p))
            })
            .collect();
        v.extend(
            e.not_in_round
                .iter()
                .map(|&p| format!("{} (tiada dalam pusingan ini)", w.tpn(p))),
        );
        wrap(&mut out, "Tidak dipasangkan:", 2, &v.join(", "));
    }
    out.push(String::new());
    out.push("Warna, papan demi papan (Perkara 5.2):".into());
    for b in &e.boards {
        let manual = if b.manual {
            " [diubah dengan tangan]"
        } else {
            ""
        };
        wrap(
            &mut out,
            &format!("{:>3}.", b.board),
            5,
            &format!("{} - {}{manual}", w.named(b.white), w.named(b.black)),
        );
        wrap(&mut out, "     ", 5, &colour_text(&b.why));
        for x in &b.breaks {
            wrap(&mut out, "     MELANGGAR", 7, &board_break(*x));
        }
    }
    out.join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_criterion_from_c1_to_c21_has_a_malay_name() {
        for k in 1..=21 {
            assert!(!criterion_ms(&format!("C{k}")).is_empty(), "C{k}");
        }
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
