//! The blossom matcher against exhaustive search on small graphs: random graphs of every
//! density with ties, zero weights and parallel edges, for `u64` and 320-bit weights, plus the
//! classic hard cases for blossom algorithms (nested blossoms, blossoms opened mid-stage).

use catur::pairing::matching::{Matcher, MatchingError, Weight, Wide, max_weight_matching};
use proptest::prelude::*;

type W5 = Wide<5>;
/// Wide enough to add up a dozen of any weight used here without overflow.
type Total = Wide<8>;

trait ToTotal: Weight {
    fn total(self) -> Total;
}

impl ToTotal for u64 {
    fn total(self) -> Total {
        Total::from_u64(self)
    }
}

impl ToTotal for W5 {
    fn total(self) -> Total {
        let l = self.limbs();
        Total::from_limbs([l[0], l[1], l[2], l[3], l[4], 0, 0, 0])
    }
}

/// The heaviest edge between each pair (parallel edges collapse to the heaviest).
fn weight_matrix<W: ToTotal>(n: usize, edges: &[(usize, usize, W)]) -> Vec<Vec<Option<Total>>> {
    let mut m = vec![vec![None; n]; n];
    for &(u, v, w) in edges {
        let w = w.total();
        for (a, b) in [(u, v), (v, u)] {
            let cell: &mut Option<Total> = &mut m[a][b];
            *cell = Some(cell.map_or(w, |old| old.max(w)));
        }
    }
    m
}

/// The largest matching weight, by dynamic programming over vertex subsets.
fn brute_force(m: &[Vec<Option<Total>>]) -> Total {
    let n = m.len();
    let mut best = vec![Total::ZERO; 1 << n];
    for mask in 1usize..(1 << n) {
        let i = mask.trailing_zeros() as usize;
        let rest = mask & !(1 << i);
        let mut value = best[rest];
        for j in (i + 1)..n {
            if rest & (1 << j) != 0
                && let Some(w) = m[i][j]
            {
                value = value.max(best[rest & !(1 << j)] + w);
            }
        }
        best[mask] = value;
    }
    best[(1 << n) - 1]
}

/// Checks the mates form a matching over existing edges and returns its weight.
fn checked_weight(m: &[Vec<Option<Total>>], mates: &[Option<usize>]) -> Result<Total, String> {
    if mates.len() != m.len() {
        return Err(format!("{} mates for {} vertices", mates.len(), m.len()));
    }
    let mut total = Total::ZERO;
    for (v, mate) in mates.iter().enumerate() {
        let Some(u) = *mate else { continue };
        if mates.get(u).copied().flatten() != Some(v) {
            return Err(format!(
                "vertex {v} matched to {u}, but {u} is not matched back"
            ));
        }
        let Some(w) = m[v][u] else {
            return Err(format!("vertex {v} matched to {u} without an edge"));
        };
        if w.is_zero() {
            return Err(format!("vertex {v} matched to {u} over a zero-weight edge"));
        }
        if v < u {
            total = total + w;
        }
    }
    Ok(total)
}

fn check<W: ToTotal>(
    matcher: &mut Matcher<W>,
    n: usize,
    edges: &[(usize, usize, W)],
) -> Result<(), String> {
    let mates = matcher.solve(n, edges).map_err(|e| e.to_string())?;
    let m = weight_matrix(n, edges);
    let got = checked_weight(&m, &mates)?;
    let want = brute_force(&m);
    if got != want {
        return Err(format!(
            "weight {got:?}, best is {want:?}; n={n} edges={edges:?} mates={mates:?}"
        ));
    }
    Ok(())
}

/// SplitMix64, so that failures reproduce from the printed seed.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
    fn below(&mut self, bound: u64) -> u64 {
        self.next() % bound.max(1)
    }
}

/// A random graph: random density, sometimes parallel edges.
fn random_graph<W>(
    rng: &mut Rng,
    max_n: u64,
    mut weight: impl FnMut(&mut Rng) -> W,
) -> (usize, Vec<(usize, usize, W)>) {
    let n = rng.below(max_n + 1) as usize;
    let density = rng.below(101);
    let mut edges = Vec::new();
    for u in 0..n {
        for v in (u + 1)..n {
            if rng.below(100) < density {
                let (a, b) = if rng.below(2) == 0 { (u, v) } else { (v, u) };
                edges.push((a, b, weight(rng)));
                if rng.below(20) == 0 {
                    edges.push((b, a, weight(rng)));
                }
            }
        }
    }
    // Shuffle so the input order does not follow the vertex order.
    for i in (1..edges.len()).rev() {
        let j = rng.below(i as u64 + 1) as usize;
        edges.swap(i, j);
    }
    (n, edges)
}

/// A 320-bit weight made of a few fields anywhere below the two reserved top bits.
fn wide_weight(rng: &mut Rng) -> W5 {
    let fields: Vec<(u32, u64)> = (0..rng.below(4))
        .map(|_| (rng.below(311) as u32, rng.below(16)))
        .collect();
    W5::from_fields(&fields).unwrap_or(W5::ZERO)
}

#[test]
fn seeded_random_graphs_u64() {
    let mut matcher = Matcher::new();
    for seed in 0..3000u64 {
        let mut rng = Rng(seed);
        let spread = match seed % 4 {
            0 => 3,
            1 => 20,
            2 => 1_000_000,
            _ => u64::MAX_EDGE,
        };
        let (n, edges) = random_graph(&mut rng, 12, |r| {
            r.below(spread).min(u64::MAX_EDGE) + u64::from(spread == 3)
        });
        if let Err(e) = check(&mut matcher, n, &edges) {
            panic!("seed {seed}: {e}");
        }
    }
}

#[test]
fn seeded_random_graphs_with_zero_weights() {
    let mut matcher = Matcher::new();
    for seed in 0..1000u64 {
        let mut rng = Rng(seed ^ 0xdead_beef);
        let (n, edges) = random_graph(&mut rng, 10, |r| r.below(3));
        if let Err(e) = check(&mut matcher, n, &edges) {
            panic!("seed {seed}: {e}");
        }
    }
}

#[test]
fn seeded_random_graphs_wide() {
    let mut matcher = Matcher::new();
    for seed in 0..2000u64 {
        let mut rng = Rng(seed.wrapping_mul(7919) + 1);
        let (n, edges) = random_graph(&mut rng, 12, wide_weight);
        if let Err(e) = check(&mut matcher, n, &edges) {
            panic!("seed {seed}: {e}");
        }
    }
}

#[test]
fn all_equal_weights_match_as_many_as_possible() {
    for n in 0..=11 {
        let edges: Vec<(usize, usize, u64)> = (0..n)
            .flat_map(|u| ((u + 1)..n).map(move |v| (u, v, 7)))
            .collect();
        let mates = max_weight_matching(n, &edges).unwrap_or_default();
        assert_eq!(
            mates.iter().filter(|m| m.is_some()).count(),
            n - n % 2,
            "n={n}"
        );
    }
}

/// A named graph and its unique optimum: the mate of each vertex, -1 for none.
type Case = (&'static str, &'static [(usize, usize, u64)], &'static [i64]);

/// Hard cases for blossom bookkeeping, as `(u, v, weight)` on vertices numbered from 1,
/// each with its unique optimum (vertex 0 is unused and stays unmatched).
const CLASSIC: &[Case] = &[
    ("single edge", &[(0, 1, 1)], &[1, 0]),
    ("path", &[(1, 2, 10), (2, 3, 11)], &[-1, -1, 3, 2]),
    (
        "path of three",
        &[(1, 2, 5), (2, 3, 11), (3, 4, 5)],
        &[-1, -1, 3, 2, -1],
    ),
    (
        "outer blossom",
        &[(1, 2, 8), (1, 3, 9), (2, 3, 10), (3, 4, 7)],
        &[-1, 2, 1, 4, 3],
    ),
    (
        "outer blossom augmented through",
        &[
            (1, 2, 8),
            (1, 3, 9),
            (2, 3, 10),
            (3, 4, 7),
            (1, 6, 5),
            (4, 5, 6),
        ],
        &[-1, 6, 3, 2, 5, 4, 1],
    ),
    (
        "inner blossom",
        &[
            (1, 2, 9),
            (1, 3, 8),
            (2, 3, 10),
            (1, 4, 5),
            (4, 5, 4),
            (1, 6, 3),
        ],
        &[-1, 6, 3, 2, 5, 4, 1],
    ),
    (
        "inner blossom, other side",
        &[
            (1, 2, 9),
            (1, 3, 8),
            (2, 3, 10),
            (1, 4, 5),
            (4, 5, 3),
            (1, 6, 4),
        ],
        &[-1, 6, 3, 2, 5, 4, 1],
    ),
    (
        "inner blossom, third exit",
        &[
            (1, 2, 9),
            (1, 3, 8),
            (2, 3, 10),
            (1, 4, 5),
            (4, 5, 3),
            (3, 6, 4),
        ],
        &[-1, 2, 1, 6, 5, 4, 3],
    ),
    (
        "nested outer blossom",
        &[
            (1, 2, 9),
            (1, 3, 9),
            (2, 3, 10),
            (2, 4, 8),
            (3, 5, 8),
            (4, 5, 10),
            (5, 6, 6),
        ],
        &[-1, 3, 4, 1, 2, 6, 5],
    ),
    (
        "nested outer blossom relabelled",
        &[
            (1, 2, 10),
            (1, 7, 10),
            (2, 3, 12),
            (3, 4, 20),
            (3, 5, 20),
            (4, 5, 25),
            (5, 6, 10),
            (6, 7, 10),
            (7, 8, 8),
        ],
        &[-1, 2, 1, 4, 3, 6, 5, 8, 7],
    ),
    (
        "nested outer blossom expanded",
        &[
            (1, 2, 8),
            (1, 3, 8),
            (2, 3, 10),
            (2, 4, 12),
            (3, 5, 12),
            (4, 5, 14),
            (4, 6, 12),
            (5, 7, 12),
            (6, 7, 14),
            (7, 8, 12),
        ],
        &[-1, 2, 1, 5, 6, 3, 4, 8, 7],
    ),
    (
        "outer blossom becomes inner and is opened",
        &[
            (1, 2, 23),
            (1, 5, 22),
            (1, 6, 15),
            (2, 3, 25),
            (3, 4, 22),
            (4, 5, 25),
            (4, 8, 14),
            (5, 7, 13),
        ],
        &[-1, 6, 3, 2, 8, 7, 1, 5, 4],
    ),
    (
        "nested blossom becomes inner and is opened",
        &[
            (1, 2, 19),
            (1, 3, 20),
            (1, 8, 8),
            (2, 3, 25),
            (2, 4, 18),
            (3, 5, 18),
            (4, 5, 13),
            (4, 7, 7),
            (5, 6, 7),
        ],
        &[-1, 8, 3, 2, 7, 6, 5, 4, 1],
    ),
    (
        "inner blossom opened with a nasty relabelling",
        &[
            (1, 2, 45),
            (1, 5, 45),
            (2, 3, 50),
            (3, 4, 45),
            (4, 5, 50),
            (1, 6, 30),
            (3, 9, 35),
            (4, 8, 35),
            (5, 7, 26),
            (9, 10, 5),
        ],
        &[-1, 6, 3, 2, 8, 7, 1, 5, 4, 10, 9],
    ),
    (
        "inner blossom opened, other relabelling",
        &[
            (1, 2, 45),
            (1, 5, 45),
            (2, 3, 50),
            (3, 4, 45),
            (4, 5, 50),
            (1, 6, 30),
            (3, 9, 35),
            (4, 8, 26),
            (5, 7, 40),
            (9, 10, 5),
        ],
        &[-1, 6, 3, 2, 8, 7, 1, 5, 4, 10, 9],
    ),
    (
        "inner blossom opened, least-slack edge kept",
        &[
            (1, 2, 45),
            (1, 5, 45),
            (2, 3, 50),
            (3, 4, 45),
            (4, 5, 50),
            (1, 6, 30),
            (3, 9, 35),
            (4, 8, 28),
            (5, 7, 26),
            (9, 10, 5),
        ],
        &[-1, 6, 3, 2, 8, 7, 1, 5, 4, 10, 9],
    ),
    (
        "nested inner blossom opened",
        &[
            (1, 2, 45),
            (1, 7, 45),
            (2, 3, 50),
            (3, 4, 45),
            (4, 5, 95),
            (4, 6, 94),
            (5, 6, 94),
            (6, 7, 50),
            (1, 8, 30),
            (3, 11, 35),
            (5, 9, 36),
            (7, 10, 26),
            (11, 12, 5),
        ],
        &[-1, 8, 3, 2, 6, 9, 4, 10, 1, 5, 7, 12, 11],
    ),
    (
        "nested blossom relabelled then opened",
        &[
            (1, 2, 40),
            (1, 3, 40),
            (2, 3, 60),
            (2, 4, 55),
            (3, 5, 55),
            (4, 5, 50),
            (1, 8, 15),
            (5, 7, 30),
            (7, 6, 10),
            (8, 10, 10),
            (4, 9, 30),
        ],
        &[-1, 2, 1, 5, 9, 3, 7, 6, 10, 4, 8],
    ),
];

#[test]
fn classic_blossom_cases() {
    let mut matcher = Matcher::new();
    for &(name, edges, want) in CLASSIC {
        let n = want.len();
        let got = matcher.solve(n, edges);
        let want: Vec<Option<usize>> = want.iter().map(|&m| usize::try_from(m).ok()).collect();
        assert_eq!(got, Ok(want), "{name}");
        // The same graph with weights moved into the top fields of a wide weight.
        let wide: Vec<(usize, usize, W5)> = edges
            .iter()
            .map(|&(u, v, w)| (u, v, W5::from_fields(&[(300, w)]).unwrap_or(W5::ZERO)))
            .collect();
        if let Err(e) = check(&mut Matcher::new(), n, &wide) {
            panic!("{name} (wide): {e}");
        }
    }
}

#[test]
fn bad_input_is_refused_with_the_edge_named() {
    assert_eq!(
        max_weight_matching(3, &[(0, 1, 1u64), (1, 3, 1)]),
        Err(MatchingError::VertexOutOfRange {
            edge: 1,
            vertex: 3,
            vertex_count: 3
        })
    );
    assert_eq!(
        max_weight_matching(3, &[(2, 2, 1u64)]),
        Err(MatchingError::SelfLoop { edge: 0, vertex: 2 })
    );
    assert_eq!(
        max_weight_matching(2, &[(0, 1, u64::MAX_EDGE + 1)]),
        Err(MatchingError::WeightTooLarge { edge: 0 })
    );
    assert_eq!(
        max_weight_matching(2, &[(0, 1, u64::MAX_EDGE)]),
        Ok(vec![Some(1), Some(0)])
    );
    assert_eq!(max_weight_matching::<u64>(0, &[]), Ok(vec![]));
    assert_eq!(
        max_weight_matching::<u64>(3, &[]),
        Ok(vec![None, None, None])
    );
}

fn arbitrary_graph() -> impl Strategy<Value = (usize, Vec<(usize, usize, u64)>)> {
    (2usize..=10).prop_flat_map(|n| {
        let edge = (0..n, 0..n, 0u64..50).prop_filter("no self-loops", |(u, v, _)| u != v);
        (
            Just(n),
            prop::collection::vec(edge, 0..=n * (n - 1) / 2 + 3),
        )
    })
}

fn arbitrary_wide_graph() -> impl Strategy<Value = (usize, Vec<(usize, usize, W5)>)> {
    (2usize..=10).prop_flat_map(|n| {
        let weight = prop::collection::vec((250u32..316, 0u64..4), 0..3)
            .prop_map(|fields| W5::from_fields(&fields).unwrap_or(W5::ZERO));
        let edge = (0..n, 0..n, weight).prop_filter("no self-loops", |(u, v, _)| u != v);
        (
            Just(n),
            prop::collection::vec(edge, 0..=n * (n - 1) / 2 + 3),
        )
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(500))]

    #[test]
    fn optimal_on_arbitrary_graphs((n, edges) in arbitrary_graph()) {
        prop_assert_eq!(check(&mut Matcher::new(), n, &edges), Ok(()));
    }

    #[test]
    fn optimal_on_arbitrary_wide_graphs((n, edges) in arbitrary_wide_graph()) {
        prop_assert_eq!(check(&mut Matcher::new(), n, &edges), Ok(()));
    }
}

/// How a pairing engine asks for the most pairs first: a top field holding 1 on every edge,
/// wide enough for `n / 2`, above the quality fields.
#[test]
fn a_top_field_per_edge_puts_cardinality_first() {
    let mut matcher = Matcher::new();
    for seed in 0..500u64 {
        let mut rng = Rng(seed ^ 0x5eed);
        let (n, plain) = random_graph(&mut rng, 12, |r| r.below(1000));
        let edges: Vec<(usize, usize, W5)> = plain
            .iter()
            .map(|&(u, v, w)| {
                (
                    u,
                    v,
                    W5::from_fields(&[(300, 1), (0, w)]).unwrap_or(W5::ZERO),
                )
            })
            .collect();
        if let Err(e) = check(&mut matcher, n, &edges) {
            panic!("seed {seed}: {e}");
        }
        let mates = matcher.solve(n, &edges).unwrap_or_default();
        let unit: Vec<(usize, usize, u64)> = plain.iter().map(|&(u, v, _)| (u, v, 1)).collect();
        let most_pairs = brute_force(&weight_matrix(n, &unit));
        let pairs = mates.iter().flatten().count() as u64 / 2;
        assert_eq!(Total::from_u64(pairs), most_pairs, "seed {seed}");
    }
}
