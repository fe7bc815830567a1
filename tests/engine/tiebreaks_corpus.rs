//! Every reference case in the shared corpus's `tiebreaks/` folder: the tie-break values
//! of FIDE's reference checker (C.07, 1 March 2026), matched to the last decimal.
use crate::common;

use catur::standings::{Value, last_round, parse_list, standings};
use std::collections::BTreeMap;

#[test]
fn corpus_values_match_to_the_last_decimal() {
    let dir = common::corpus_dir("tiebreaks");
    let cases = common::files_with_extension(&dir, "tiebreaks");
    let mut ran = 0;
    let mut by_code: BTreeMap<String, (usize, usize)> = BTreeMap::new();
    let (mut cases_ok, mut failures) = (0, Vec::new());
    for case in &cases {
        let stem = case.file_stem().unwrap().to_string_lossy().to_string();
        let name = stem.split("__").next().unwrap();
        let spec = std::fs::read_to_string(case).unwrap();
        let mut lines = spec.lines();
        let codes = lines.next().unwrap_or("");
        let round = lines
            .next()
            .and_then(|l| l.trim().strip_prefix("round "))
            .map(|n| n.trim().parse().unwrap());
        let text = std::fs::read_to_string(dir.join(format!("{name}.trf"))).unwrap();
        let section = catur::trf::to_section(&catur::trf::parse(&text).unwrap()).unwrap();
        let round = round.or(Some(last_round(&section)));
        let st = standings(&section, round, &parse_list(codes).unwrap()).unwrap();
        let expected = std::fs::read_to_string(dir.join(format!("{stem}.expected.tsv"))).unwrap();
        let mut rows = expected.lines();
        let header: Vec<&str> = rows.next().unwrap().split('\t').collect();
        let mut case_ok = true;
        for line in rows.filter(|l| !l.trim().is_empty()) {
            let cells: Vec<&str> = line.split('\t').collect();
            let tpn: u32 = cells[0].parse().unwrap();
            let row = st.rows.iter().find(|r| r.tpn == tpn).unwrap();
            for (i, h) in header.iter().enumerate().skip(1) {
                let want = Value::parse(cells[i]).unwrap();
                let got = if *h == "points" {
                    Some(Value::points(row.points))
                } else {
                    let k = st
                        .tiebreaks
                        .iter()
                        .position(|t| t.to_string() == *h)
                        .unwrap();
                    row.values[k]
                };
                let e = by_code.entry(h.to_string()).or_default();
                e.1 += 1;
                if got == Some(want) {
                    e.0 += 1;
                } else {
                    case_ok = false;
                    failures.push(format!(
                        "{stem} tpn {tpn} {h}: expected {want}, got {}",
                        got.map_or("-".into(), |v| v.to_string())
                    ));
                }
            }
        }
        if case_ok {
            cases_ok += 1;
        }
        ran += 1;
    }
    eprintln!("tie-break cases: {cases_ok} of {} match", cases.len());
    for (code, (ok, all)) in &by_code {
        eprintln!("  {code:<6} {ok}/{all}");
    }
    for f in failures.iter().take(40) {
        eprintln!("{f}");
    }
    common::assert_ran_all("tie-break cases", ran, cases.len());
    assert!(failures.is_empty(), "{} values differ", failures.len());
}
