//! Turning laid-out text into the bytes a printer prints: the character set (with the
//! ½ sign at 0xAB in CP437 and CP850) and the Epson ESC/P control codes.

use super::profile::{Charset, PrinterMode, Profile};

pub const ESC: u8 = 0x1B;
pub const FF: u8 = 0x0C;
/// Condensed on (17 cpi): 136 columns on a narrow carriage.
pub const SI: u8 = 0x0F;
/// Condensed off.
pub const DC2: u8 = 0x12;

/// The codes that start a print job: reset, 1/6-inch line spacing, page length, the
/// PC437 graphics table (so 0xAB is ½, not italics), and condensed type for wide pages.
pub fn job_start(profile: &Profile) -> Vec<u8> {
    if profile.mode != PrinterMode::EscP {
        return Vec::new();
    }
    let mut v = vec![
        ESC,
        b'@',
        ESC,
        b'2',
        ESC,
        b'C',
        profile.page_lines.min(127) as u8,
    ];
    v.extend_from_slice(&[ESC, b't', 1]);
    v.push(if profile.width > 80 { SI } else { DC2 });
    v
}

pub fn bold_on(profile: &Profile) -> &'static [u8] {
    match profile.mode {
        PrinterMode::EscP => &[ESC, b'E'],
        PrinterMode::Plain => &[],
    }
}

pub fn bold_off(profile: &Profile) -> &'static [u8] {
    match profile.mode {
        PrinterMode::EscP => &[ESC, b'F'],
        PrinterMode::Plain => &[],
    }
}

/// What a character becomes in the target character set, before measuring widths:
/// in ASCII the half and quarter points are spelled out (`3 1/2`, `13 3/4`) and
/// accented letters lose their accents; CP437, which has `½` and `¼` but no `¾`,
/// spells that one out.
pub fn display_text(text: &str, charset: Charset) -> String {
    let spelled = |c: char| match (c, charset) {
        ('½', Charset::Ascii) => Some("1/2"),
        ('¼', Charset::Ascii) => Some("1/4"),
        ('¾', Charset::Ascii | Charset::Cp437) => Some("3/4"),
        _ => None,
    };
    if charset != Charset::Ascii && !text.chars().any(|c| spelled(c).is_some()) {
        return text.to_string();
    }
    let mut out = String::with_capacity(text.len());
    let mut prev_digit = false;
    for c in text.chars() {
        match spelled(c) {
            Some(fraction) => {
                if prev_digit {
                    out.push(' ');
                }
                out.push_str(fraction);
            }
            None if c.is_ascii() || charset != Charset::Ascii => out.push(c),
            None => out.push_str(ascii_fallback(c)),
        }
        prev_digit = c.is_ascii_digit();
    }
    out
}

fn ascii_fallback(c: char) -> &'static str {
    match c {
        'á' | 'à' | 'â' | 'ä' | 'ã' | 'å' => "a",
        'Á' | 'À' | 'Â' | 'Ä' | 'Ã' | 'Å' => "A",
        'é' | 'è' | 'ê' | 'ë' => "e",
        'É' | 'È' | 'Ê' | 'Ë' => "E",
        'í' | 'ì' | 'î' | 'ï' => "i",
        'ó' | 'ò' | 'ô' | 'ö' | 'õ' => "o",
        'Ó' | 'Ò' | 'Ô' | 'Ö' | 'Õ' => "O",
        'ú' | 'ù' | 'û' | 'ü' => "u",
        'Ú' | 'Ù' | 'Û' | 'Ü' => "U",
        'ç' => "c",
        'Ç' => "C",
        'ñ' => "n",
        'Ñ' => "N",
        '–' | '—' => "-",
        '’' | '‘' => "'",
        _ => "?",
    }
}

/// Encodes text already passed through [`display_text`] into the character set's bytes.
/// Characters the set lacks become `?`, so the output never holds a stray byte.
pub fn encode(text: &str, charset: Charset) -> Vec<u8> {
    let mut out = Vec::with_capacity(text.len());
    for c in text.chars() {
        if c.is_ascii() && !c.is_ascii_control() {
            out.push(c as u8);
            continue;
        }
        let b = match charset {
            Charset::Ascii => None,
            Charset::Cp437 => cp437(c),
            Charset::Cp850 => cp850(c),
        };
        out.push(b.unwrap_or(b'?'));
    }
    out
}

/// The characters of CP437 the reports use (Latin letters with accents, ½ ¼, degree).
fn cp437(c: char) -> Option<u8> {
    Some(match c {
        'Ç' => 0x80,
        'ü' => 0x81,
        'é' => 0x82,
        'â' => 0x83,
        'ä' => 0x84,
        'à' => 0x85,
        'å' => 0x86,
        'ç' => 0x87,
        'ê' => 0x88,
        'ë' => 0x89,
        'è' => 0x8A,
        'ï' => 0x8B,
        'î' => 0x8C,
        'ì' => 0x8D,
        'Ä' => 0x8E,
        'Å' => 0x8F,
        'É' => 0x90,
        'ô' => 0x93,
        'ö' => 0x94,
        'ò' => 0x95,
        'û' => 0x96,
        'ù' => 0x97,
        'Ö' => 0x99,
        'Ü' => 0x9A,
        'á' => 0xA0,
        'í' => 0xA1,
        'ó' => 0xA2,
        'ú' => 0xA3,
        'ñ' => 0xA4,
        'Ñ' => 0xA5,
        '½' => 0xAB,
        '¼' => 0xAC,
        // The block elements of a QR code (the same bytes in CP850).
        '█' => 0xDB,
        '▄' => 0xDC,
        '▀' => 0xDF,
        _ => return None,
    })
}

/// CP850 shares the lower half of CP437's upper table for the letters used here and
/// also places ½ at 0xAB; it adds ¾ at 0xF3 and a few capitals.
fn cp850(c: char) -> Option<u8> {
    match c {
        '¾' => Some(0xF3),
        'Á' => Some(0xB5),
        'Â' => Some(0xB6),
        'À' => Some(0xB7),
        'Ó' => Some(0xE0),
        'Ú' => Some(0xE9),
        _ => cp437(c),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn half_point_in_each_charset() {
        assert_eq!(display_text("3½", Charset::Ascii), "3 1/2");
        assert_eq!(display_text("½", Charset::Ascii), "1/2");
        assert_eq!(
            encode(&display_text("3½", Charset::Cp437), Charset::Cp437),
            b"3\xAB"
        );
        assert_eq!(encode("½", Charset::Cp850), vec![0xAB]);
        assert_eq!(encode("¾", Charset::Cp850), vec![0xF3]);
        assert_eq!(encode("¾", Charset::Cp437), b"?");
    }

    #[test]
    fn quarter_points_in_each_charset() {
        assert_eq!(display_text("13¾", Charset::Ascii), "13 3/4");
        assert_eq!(display_text("¼", Charset::Ascii), "1/4");
        assert_eq!(display_text("13¾ 2½", Charset::Cp437), "13 3/4 2½");
        assert_eq!(
            encode(&display_text("7¼", Charset::Cp437), Charset::Cp437),
            b"7\xAC"
        );
        assert_eq!(
            encode(&display_text("13¾", Charset::Cp850), Charset::Cp850),
            b"13\xF3"
        );
    }

    #[test]
    fn ascii_output_is_pure_ascii() {
        let t = display_text("José Müller ½ 漢", Charset::Ascii);
        assert!(encode(&t, Charset::Ascii).iter().all(|b| b.is_ascii()));
        assert_eq!(t, "Jose Muller 1/2 ?");
    }

    #[test]
    fn escp_job_start_sets_page_and_table() {
        let p = Profile::plain80()
            .with_mode(PrinterMode::EscP)
            .with_width(136);
        let s = job_start(&p);
        assert_eq!(&s[..2], &[ESC, b'@']);
        assert!(s.windows(3).any(|w| w == [ESC, b'C', 66]));
        assert!(s.windows(3).any(|w| w == [ESC, b't', 1]));
        assert_eq!(*s.last().unwrap(), SI);
        assert!(job_start(&Profile::plain80()).is_empty());
    }
}
