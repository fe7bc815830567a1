//! `catur standings --trf` as scripts use it: the TSV output on every reference case of
//! the corpus, read back by its header, must give the reference values.
use crate::common;

use catur::cli::standings::{Format, run_trf_standings};
use catur::standings::Value;
use std::collections::HashMap;

#[test]
fn tsv_output_reproduces_the_corpus() {
    let dir = common::corpus_dir("tiebreaks");
    let cases = common::files_with_extension(&dir, "tiebreaks");
    let mut ran = 0;
    for case in &cases {
        ran += 1;
        let stem = case.file_stem().unwrap().to_string_lossy().to_string();
        let name = stem.split("__").next().unwrap();
        let spec = std::fs::read_to_string(case).unwrap();
        let mut lines = spec.lines();
        let codes = lines.next().unwrap();
        let round = lines
            .next()
            .and_then(|l| l.trim().strip_prefix("round "))
            .map(|n| n.trim().parse().unwrap());
        let (mut out, mut err) = (Vec::new(), Vec::new());
        let trf = dir.join(format!("{name}.trf"));
        let code = run_trf_standings(&trf, codes, round, Format::Tsv, &mut out, &mut err);
        assert_eq!(code, 0, "{stem}: {}", String::from_utf8_lossy(&err));
        let out = String::from_utf8(out).unwrap();
        let mut got = out.lines();
        let head: Vec<&str> = got.next().unwrap().split('\t').collect();
        assert_eq!(&head[..3], ["rank", "tpn", "points"]);
        let by_tpn: HashMap<&str, Vec<&str>> = got
            .map(|l| l.split('\t').collect::<Vec<_>>())
            .map(|cells| (cells[1], cells))
            .collect();
        let expected = std::fs::read_to_string(dir.join(format!("{stem}.expected.tsv"))).unwrap();
        let mut rows = expected.lines();
        let want_head: Vec<&str> = rows.next().unwrap().split('\t').collect();
        for line in rows.filter(|l| !l.trim().is_empty()) {
            let cells: Vec<&str> = line.split('\t').collect();
            let mine = &by_tpn[cells[0]];
            for (i, h) in want_head.iter().enumerate().skip(1) {
                let col = head.iter().position(|x| x == h).unwrap();
                assert_eq!(
                    Value::parse(mine[col]),
                    Value::parse(cells[i]),
                    "{stem} tpn {} {h}",
                    cells[0]
                );
            }
        }
    }
    common::assert_ran_all("tie-break cases", ran, cases.len());
}
