//! Whatever the input, reading never panics; whatever reads, writes and reads again to
//! the same records, and converts to a section without panicking.

use catur::trf;
use proptest::prelude::*;

fn player(tpn: u32, sex: char, name: &str, rating: u16, points: &str, cells: &str) -> String {
    format!(
        "001 {tpn:>4} {sex}    {name:<33} {rating:>4} MAS {:>11} 2013/05/11 {points:>4} {tpn:>4}  {cells}\n",
        ""
    )
}

fn base() -> String {
    [
        "012 Kejohanan Catur\n142 4\nXXR 4\n152 W\nXXC white1\n162  W 3.0    D 1.0\n".to_string(),
        "BBW  2.0\nXXS W=1.0 D=0.5\n202 BH/C1,BH\n".into(),
        player(1, 'm', "Ahmad bin Ismail", 1720, "5.0", "   3 w 1     2 b =  0000 - H"),
        player(2, 'w', "Nur Aisyah binti Hassan", 1650, "4.0", "   4 b 1     1 w =  0000 - Z"),
        player(3, 'm', "Tan Wei Ming", 0, "0.0", "   1 b 0     4 w -"),
        player(4, 'w', "Priya a/p Raman", 0, "3.0", "   2 w 0     3 b +"),
        "240 H   3    4\n250       1.0   1   2    1    2\n260   1   2    1    4\nXXP 2 3\nXXZ 3\nXXA    1  1.0  0.5\n### note\n".into(),
    ]
    .concat()
}

const ALPHABET: &[char] = &[
    ' ', ' ', ' ', '0', '1', '2', '3', '9', 'w', 'b', '-', '=', '+', 'W', 'D', 'L', 'H', 'F', 'U',
    'Z', 'X', 'x', '.', ',', '/', '\n', '\r', '\t', '#', 'é', '0',
];

fn check(text: &str) {
    if let Ok(file) = trf::parse(text) {
        let written = file.to_string();
        let again = trf::parse(&written).expect("a file we wrote must read");
        assert_eq!(again.records, file.records);
        assert_eq!(again.to_string(), written);
        let _ = trf::to_section(&file);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn mutated_files_never_panic(edits in prop::collection::vec((0usize..2000, 0usize..ALPHABET.len(), 0u8..3), 1..8)) {
        let mut chars: Vec<char> = base().chars().collect();
        for (pos, c, op) in edits {
            let pos = pos % (chars.len() + 1);
            match op {
                0 if pos < chars.len() => chars[pos] = ALPHABET[c],
                1 => chars.insert(pos, ALPHABET[c]),
                _ if pos < chars.len() => { chars.remove(pos); }
                _ => {}
            }
        }
        check(&chars.into_iter().collect::<String>());
    }

    #[test]
    fn random_lines_never_panic(lines in prop::collection::vec(
        (prop::sample::select(vec!["001", "012", "142", "152", "162", "240", "250", "260", "XXR", "XXC", "XXS", "XXP", "XXZ", "XXA", "BBW", "BBU", "###", "RUS", ""]),
         "[ 0-9wbWBDLHFUZ=+\\-.,/A-Za-z]{0,140}"),
        0..12,
    )) {
        let text: String = lines.iter().map(|(code, rest)| format!("{code}{rest}\n")).collect();
        check(&text);
    }
}

#[test]
fn the_base_file_reads_so_mutations_reach_deep() {
    let text = base();
    let file = trf::parse(&text).unwrap();
    assert!(file.warnings.is_empty(), "{:?}", file.warnings);
    let section = trf::to_section(&file).unwrap();
    assert_eq!(section.rounds.len(), 2);
    assert_eq!(file.to_string(), text);
}
