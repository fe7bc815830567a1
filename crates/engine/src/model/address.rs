//! The web address of the results pages (what `catur serve` says, or any web server's),
//! as phones open it: checked once here for the command line, the printed pairing list,
//! the hall display and the championship's stored setting alike.

/// The longest address allowed: a QR code of up to this many bytes stays small enough
/// for a 25-line screen (version 4 at level M is 33 modules).
pub const ADDRESS_MAX: usize = 60;

/// Why a text is no results address.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum AddressError {
    Empty,
    /// A space or a character that is not printable ASCII, at this place (from 1).
    Character {
        at: usize,
        found: char,
    },
    /// Longer than [`ADDRESS_MAX`] with its scheme.
    TooLong {
        length: usize,
    },
}

impl AddressError {
    /// The problem in `lang`.
    pub fn say(&self, lang: super::Language) -> String {
        match self {
            AddressError::Empty => crate::in_lang!(lang, "the address is empty", "alamat kosong"),
            AddressError::Character { at, found } => crate::in_lang!(
                lang,
                "character {at} of the address ({found:?}) is not allowed in a web address",
                "aksara ke-{at} alamat ({found:?}) tidak dibenarkan dalam alamat web"
            ),
            AddressError::TooLong { length } => crate::in_lang!(
                lang,
                "the address has {length} characters; at most {ADDRESS_MAX} make a QR code small enough to show",
                "alamat ada {length} aksara; paling banyak {ADDRESS_MAX} supaya kod QR cukup kecil untuk dipaparkan"
            ),
        }
    }
}

impl std::fmt::Display for AddressError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.say(super::Language::English))
    }
}

impl std::error::Error for AddressError {}

/// The address as phones should open it: `http://` put before an address given
/// without a scheme (`192.168.1.10:8080`), nothing else changed. Refused, with why: an
/// empty address, one with a space or a character that is not printable ASCII (a web
/// address on a local network is plain ASCII), one longer than [`ADDRESS_MAX`].
pub fn web_address(text: &str) -> Result<String, AddressError> {
    let text = text.trim();
    if text.is_empty() {
        return Err(AddressError::Empty);
    }
    if let Some((k, c)) = text
        .chars()
        .enumerate()
        .find(|(_, c)| !c.is_ascii_graphic())
    {
        return Err(AddressError::Character {
            at: k + 1,
            found: c,
        });
    }
    let full = if text.contains("://") {
        text.to_string()
    } else {
        format!("http://{text}")
    };
    if full.len() > ADDRESS_MAX {
        return Err(AddressError::TooLong { length: full.len() });
    }
    Ok(full)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_address_without_scheme_opens_as_http() {
        assert_eq!(
            web_address(" 192.168.1.10:8080 ").as_deref(),
            Ok("http://192.168.1.10:8080")
        );
        assert_eq!(
            web_address("https://keputusan.local/").as_deref(),
            Ok("https://keputusan.local/")
        );
    }

    #[test]
    fn a_bad_address_says_where() {
        assert_eq!(web_address(" "), Err(AddressError::Empty));
        assert_eq!(
            web_address("http://dewan sekolah/"),
            Err(AddressError::Character { at: 13, found: ' ' })
        );
        let long = format!("http://{}", "a".repeat(60));
        assert_eq!(
            web_address(&long),
            Err(AddressError::TooLong { length: 67 })
        );
    }
}
