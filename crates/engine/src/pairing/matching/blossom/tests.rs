//! The matcher's tests: its duals prove each matching optimal, warm starts match fresh
//! solves, and the bugs it had stay fixed.

use super::priced::Nest;
use super::*;
use crate::pairing::matching::Wide;

/// Checks the duals left behind prove the matching optimal (complementary slackness):
/// every edge covered, matched edges tight, unmatched vertices at zero, and every blossom
/// with a positive dual holding a near-perfect matching of its vertices.
fn certificate<W: Weight>(m: &Matcher<W>) -> Result<(), String> {
    let n = m.n;
    let ancestors = |v: usize| {
        let mut chain = vec![v];
        while m.parent[*chain.last().unwrap_or(&v)] != NONE {
            chain.push(m.parent[*chain.last().unwrap_or(&v)] as usize);
        }
        chain
    };
    for k in 0..m.weight.len() {
        let weight2 = m.weight[k];
        let (i, j) = m.ends(k);
        let (ai, aj) = (ancestors(i), ancestors(j));
        let mut sum = m.dual[i] + m.dual[j];
        for b in &ai {
            if *b >= n && aj.contains(b) {
                // Blossom duals count twice, like the doubled weights.
                sum = sum + m.dual[*b] + m.dual[*b];
            }
        }
        if sum < weight2 {
            return Err(format!("edge {k} ({i},{j}) has negative slack"));
        }
        let matched = m.mate[i] != NONE && (m.mate[i] >> 1) as usize == k;
        if matched && sum != weight2 {
            return Err(format!("matched edge {k} ({i},{j}) is not tight"));
        }
    }
    for v in 0..n {
        if m.mate[v] == NONE && m.dual[v] != W::ZERO {
            return Err(format!("unmatched vertex {v} has a positive dual"));
        }
        if m.mate[v] != NONE && m.mate[m.endpoint[m.mate[v] as usize] as usize] ^ 1 != m.mate[v] {
            return Err(format!("vertex {v} is not matched back"));
        }
    }
    for b in n..2 * n {
        if m.base[b] == NONE || m.dual[b] == W::ZERO {
            continue;
        }
        let inside: Vec<usize> = (0..n).filter(|&v| ancestors(v).contains(&b)).collect();
        let paired = inside
            .iter()
            .filter(|&&v| {
                m.mate[v] != NONE && inside.contains(&(m.endpoint[m.mate[v] as usize] as usize))
            })
            .count();
        if inside.len().is_multiple_of(2) || paired + 1 != inside.len() {
            return Err(format!("blossom {b} with positive dual is not full"));
        }
    }
    Ok(())
}

struct Rng(u64);

impl Rng {
    fn below(&mut self, bound: u64) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        (z ^ (z >> 31)) % bound.max(1)
    }
}

fn graph<W>(
    rng: &mut Rng,
    n: usize,
    mut weight: impl FnMut(&mut Rng) -> W,
) -> Vec<(usize, usize, W)> {
    let density = 1 + rng.below(100);
    let mut edges = Vec::new();
    for u in 0..n {
        for v in (u + 1)..n {
            if rng.below(100) < density {
                edges.push((u, v, weight(rng)));
            }
        }
    }
    edges
}

#[test]
fn duals_prove_optimality_on_larger_graphs() {
    let mut matcher = Matcher::new();
    for seed in 0..300u64 {
        let mut rng = Rng(seed);
        let n = 10 + rng.below(90) as usize;
        let spread = [2, 5, 30, 1000, u64::MAX_EDGE][(seed % 5) as usize];
        let edges = graph(&mut rng, n, |r| r.below(spread) + 1);
        let solved = matcher.solve(n, &edges);
        assert!(solved.is_ok(), "seed {seed}");
        if let Err(e) = certificate(&matcher) {
            panic!("seed {seed}, n {n}: {e}");
        }
    }
}

#[test]
fn duals_prove_optimality_with_wide_weights() {
    let mut matcher = Matcher::<Wide<5>>::new();
    for seed in 0..100u64 {
        let mut rng = Rng(seed + 1000);
        let n = 10 + rng.below(70) as usize;
        let edges = graph(&mut rng, n, |r| {
            let fields = [(300, r.below(3)), (200, r.below(8)), (0, r.below(1 << 40))];
            Wide::from_fields(&fields).unwrap_or(Wide::ZERO)
        });
        assert!(matcher.solve(n, &edges).is_ok(), "seed {seed}");
        if let Err(e) = certificate(&matcher) {
            panic!("seed {seed}, n {n}: {e}");
        }
    }
}

#[test]
fn duals_prove_optimality_on_dense_graphs_with_many_ties() {
    let mut matcher = Matcher::new();
    for (seed, n, spread) in [
        (1u64, 200usize, 2u64),
        (2, 201, 3),
        (3, 150, 1),
        (4, 250, 1 << 50),
    ] {
        let mut rng = Rng(seed);
        let edges: Vec<(usize, usize, u64)> = (0..n)
            .flat_map(|u| ((u + 1)..n).map(move |v| (u, v)))
            .map(|(u, v)| (u, v, rng.below(spread) + 1))
            .collect();
        let mates = matcher.solve(n, &edges).unwrap_or_default();
        assert_eq!(
            mates.iter().flatten().count(),
            n - n % 2,
            "seed {seed}: complete graph"
        );
        if let Err(e) = certificate(&matcher) {
            panic!("seed {seed}, n {n}: {e}");
        }
    }
}

/// The total weight of a matching.
fn total(mates: &[Option<usize>], edges: &[(usize, usize, u64)]) -> u64 {
    let mut best = std::collections::HashMap::new();
    for &(u, v, w) in edges {
        if mates[u] == Some(v) {
            let e = best.entry((u.min(v), u.max(v))).or_insert(w);
            *e = (*e).max(w);
        }
    }
    best.values().sum()
}

/// Checks a started solve: its duals prove it optimal, and it weighs what a fresh
/// solve of the same graph weighs.
fn as_good_as_fresh(
    matcher: &Matcher<u64>,
    fresh: &mut Matcher<u64>,
    result: Result<Vec<Option<usize>>, MatchingError>,
    edges: &[(usize, usize, u64)],
    n: usize,
    seed: u64,
) {
    let started = result.unwrap_or_default();
    if let Err(e) = certificate(matcher) {
        panic!("seed {seed}, n {n}: {e}");
    }
    let cold = fresh.solve(n, edges).unwrap_or_default();
    assert_eq!(total(&started, edges), total(&cold, edges), "seed {seed}");
}

#[test]
fn a_warm_start_after_changing_a_few_vertices_is_optimal() {
    let mut matcher = Matcher::new();
    let mut fresh = Matcher::new();
    for seed in 0..400u64 {
        let mut rng = Rng(seed + 7000);
        let n = 4 + rng.below(80) as usize;
        let spread = [2, 5, 30, 1000, 1 << 40][(seed % 5) as usize];
        let mut edges = graph(&mut rng, n, |r| r.below(spread) + 1);
        let first = matcher.solve(n, &edges).unwrap_or_default();
        let duals = matcher.flat_duals();
        // Change every edge of a few vertices: new weights, some edges gone or added
        // (as when players are decided or nudged).
        let changed: Vec<usize> = (0..1 + rng.below(4))
            .map(|_| rng.below(n as u64) as usize)
            .collect();
        edges.retain(|&(u, v, _)| {
            !(changed.contains(&u) || changed.contains(&v)) || rng.below(3) > 0
        });
        for e in edges.iter_mut() {
            if changed.contains(&e.0) || changed.contains(&e.1) {
                e.2 = rng.below(spread) + 1;
            }
        }
        for &c in &changed {
            for v in 0..n {
                if v != c && rng.below(8) == 0 {
                    edges.push((c.min(v), c.max(v), rng.below(spread) + 1));
                }
            }
        }
        let duals: Vec<Option<u64>> = duals.into_iter().map(Some).collect();
        let warm = matcher.solve_from(n, &edges, &first, &duals);
        as_good_as_fresh(&matcher, &mut fresh, warm, &edges, n, seed);
    }
}

#[test]
fn a_warm_start_from_nothing_or_a_bad_start_is_optimal() {
    let mut matcher = Matcher::new();
    let mut fresh = Matcher::new();
    for seed in 0..200u64 {
        let mut rng = Rng(seed + 9000);
        let n = 2 + rng.below(60) as usize;
        let edges = graph(&mut rng, n, |r| r.below(50) + 1);
        // Zero duals, a random (mostly invalid) matching.
        let mut mates = vec![None; n];
        for v in (0..n.saturating_sub(1)).step_by(2) {
            if rng.below(2) == 0 {
                mates[v] = Some(v + 1);
                mates[v + 1] = Some(v);
            }
        }
        let duals: Vec<Option<u64>> = (0..n)
            .map(|_| Some(rng.below(120)).filter(|&d| d < 110))
            .collect();
        let warm = matcher.solve_from(n, &edges, &mates, &duals);
        as_good_as_fresh(&matcher, &mut fresh, warm, &edges, n, seed);
    }
}

#[test]
fn a_greedy_start_is_optimal() {
    let mut matcher = Matcher::new();
    let mut fresh = Matcher::new();
    for seed in 0..400u64 {
        let mut rng = Rng(seed + 11000);
        let n = 2 + rng.below(90) as usize;
        let spread = [2, 5, 30, 1000, 1 << 40][(seed % 5) as usize];
        let edges = graph(&mut rng, n, |r| r.below(spread) + 1);
        let greedy = matcher.solve_greedy(n, &edges);
        as_good_as_fresh(&matcher, &mut fresh, greedy, &edges, n, seed);
    }
}

#[test]
fn best_edges_lost_to_augmentations_are_recomputed_only_when_a_dual_step_needs_them() {
    // Dense graphs with few distinct weights: after a greedy start every augmentation
    // takes best edges away from other vertices; the solution stays optimal, and most
    // of those records are never recomputed.
    let mut matcher = Matcher::new();
    let mut fresh = Matcher::new();
    for seed in 0..60u64 {
        let mut rng = Rng(seed + 13000);
        let n = 40 + rng.below(60) as usize;
        let spread = [2, 3, 5, 30][(seed % 4) as usize];
        let mut edges: Vec<(usize, usize, u64)> = Vec::new();
        for u in 0..n {
            for v in (u + 1)..n {
                if rng.below(10) < 8 {
                    edges.push((u, v, rng.below(spread) + 1));
                }
            }
        }
        let greedy = matcher.solve_greedy(n, &edges);
        as_good_as_fresh(&matcher, &mut fresh, greedy, &edges, n, seed);
    }
    let (marked, recomputed) = (matcher.stale_marked, matcher.stale_recomputed);
    assert!(
        recomputed > 100 && recomputed < marked,
        "{recomputed} of {marked} stale records recomputed"
    );
}

/// The largest matching weight by dynamic programming over vertex subsets (up to about
/// 16 vertices).
fn best_total(n: usize, edges: &[(usize, usize, u128)]) -> u128 {
    let mut w = vec![vec![None; n]; n];
    for &(a, b, x) in edges {
        w[a][b] = Some(x);
        w[b][a] = Some(x);
    }
    let mut best = vec![0u128; 1 << n];
    for set in 1usize..(1 << n) {
        let i = set.trailing_zeros() as usize;
        let rest = set & !(1 << i);
        let mut b = best[rest];
        for (j, x) in w[i].iter().enumerate() {
            if let Some(x) = x
                && rest >> j & 1 == 1
            {
                b = b.max(best[rest & !(1 << j)] + x);
            }
        }
        best[set] = b;
    }
    best[(1 << n) - 1]
}

/// A bracket problem of a 16-player round (14 players to pair) on which the matcher
/// panicked: a root had reached a vertex inside another tree's inner blossom and was
/// then matched as a lone root, leaving that vertex's record pointing at it.
#[test]
fn a_root_that_reached_into_an_inner_blossom_is_not_matched_as_a_lone_root() {
    let edges: [(usize, usize, u128); 42] = [
        (4, 1, 15187130610177625224151168),
        (5, 0, 14507552557233319125712896),
        (5, 3, 14507409594966747876687872),
        (5, 4, 14507407289123738662993920),
        (6, 0, 14507552557233319125712896),
        (6, 1, 14507441876768876868403200),
        (6, 3, 14507409594966747876687872),
        (6, 4, 14507407289123738662993920),
        (6, 5, 14507405271511105601011712),
        (7, 1, 14507441876768876868403200),
        (7, 2, 14507414206652766304075776),
        (7, 5, 14507405271511105601011712),
        (8, 0, 14507552557233319125712896),
        (8, 3, 14507409594966747876687872),
        (8, 4, 14507407289123738662993920),
        (8, 7, 14507405271511105601011712),
        (9, 1, 14507109835375550096474112),
        (9, 2, 14507109835375550096474112),
        (9, 3, 14507109835375550096474112),
        (9, 4, 14507109835375550096474112),
        (9, 7, 14507109835375550096474112),
        (9, 8, 14507109835375550096474112),
        (10, 0, 14507109835375550096474112),
        (10, 1, 14507109835375550096474112),
        (10, 5, 14507109835375550096474112),
        (10, 7, 14507109835375550096474112),
        (10, 8, 14507109835375550096474112),
        (11, 0, 14507109835375550096474112),
        (11, 2, 14507109835375550096474112),
        (11, 3, 14507109835375550096474112),
        (11, 8, 14507109835375550096474112),
        (12, 0, 14507109835375550096474112),
        (12, 2, 14507109835375550096474112),
        (12, 3, 14507109835375550096474112),
        (12, 4, 14507109835375550096474112),
        (12, 6, 14507109835375550096474112),
        (12, 7, 14507109835375550096474112),
        (12, 11, 14507109835375550096474112),
        (13, 0, 14507109835375550096474112),
        (13, 1, 14507109835375550096474112),
        (13, 2, 14507109835375550096474112),
        (13, 4, 14507109835375550096474112),
    ];
    let mut m = Matcher::<u128>::new();
    let mates = m.solve(14, &edges).unwrap();
    let total: u128 = edges
        .iter()
        .filter(|&&(a, b, _)| mates[a] == Some(b))
        .map(|e| e.2)
        .sum();
    assert_eq!(total, best_total(14, &edges));
    certificate(&m).unwrap();
}

#[test]
fn a_matcher_can_be_reused_for_smaller_graphs() {
    let mut matcher = Matcher::new();
    let big: Vec<(usize, usize, u64)> = (0..20)
        .map(|i| (i, (i + 1) % 21, 3 + i as u64 % 4))
        .collect();
    assert!(matcher.solve(21, &big).is_ok());
    let small = matcher.solve(3, &[(0, 1, 5), (1, 2, 6)]);
    assert_eq!(small, Ok(vec![None, Some(2), Some(1)]));
}

#[test]
fn matched_edges_have_no_slack_after_a_solve() {
    let edges = [(0, 1, 10u64), (1, 2, 1), (2, 3, 10), (3, 0, 2)];
    let mut m = Matcher::<u64>::new();
    let mates = m.solve(4, &edges).unwrap();
    assert_eq!(mates, vec![Some(1), Some(0), Some(3), Some(2)]);
    for (a, b) in [(0, 1), (2, 3)] {
        assert!(m.unnested(a) && m.dual_positive(a));
        assert!(m.tight_pair(a, b));
        let mut near = Vec::new();
        assert!(m.tight_at(a, &mut near));
        assert!(near.contains(&b));
    }
    assert!(!m.tight_pair(0, 2), "no edge between 0 and 2");
}

/// A dense graph solved on a core of a few edges per vertex first (`solve_priced`),
/// without a start and from a start that leaves most vertices to match: every edge of
/// the graph is loaded at the end, the duals left behind prove the matching best over
/// all of them, and it weighs what a fresh solve weighs. Most cores had to grow.
#[test]
fn a_solve_on_a_core_of_edges_is_optimal_over_the_whole_graph() {
    let mut matcher = Matcher::new();
    let mut fresh = Matcher::new();
    for seed in 0..300u64 {
        let mut rng = Rng(seed + 15000);
        let n = 12 + rng.below(70) as usize;
        let spread = [2, 5, 30, 1000, 1 << 40][(seed % 5) as usize];
        let mut edges = Vec::new();
        for u in 0..n {
            for v in (u + 1)..n {
                if rng.below(10) < 9 {
                    edges.push((u, v, rng.below(spread) + 1));
                }
            }
        }
        let keep = Core {
            least: 2 + (seed % 3) as usize,
            spread: 0,
        };
        let count = edges.len();
        let whole = |m: &Matcher<u64>| m.weight.len() == count && m.adj.len() == 2 * count;
        let cold = matcher.solve_priced(n, &edges, None, keep);
        assert!(whole(&matcher), "seed {seed}: not every edge loaded");
        as_good_as_fresh(&matcher, &mut fresh, cold, &edges, n, seed);
        // A start whose duals no longer fit: every weight moved.
        let mates: Vec<Option<usize>> = matcher.mates();
        let duals: Vec<Option<u64>> = matcher.flat_duals().into_iter().map(Some).collect();
        for e in edges.iter_mut() {
            e.2 = rng.below(spread) + 1;
        }
        let warm = matcher.solve_priced(n, &edges, Some((&mates, &duals)), keep);
        assert!(whole(&matcher), "seed {seed}: not every edge loaded");
        as_good_as_fresh(&matcher, &mut fresh, warm, &edges, n, seed);
    }
    let (solves, grown) = matcher.priced();
    assert!(
        solves >= 200 && grown >= 150,
        "{solves} solves on a core, {grown} of them grown"
    );
}

/// A core with edges spread over each vertex's others besides its edges of least slack
/// (the engine's core): the matching is as good as a fresh solve's and the duals prove
/// it over the whole graph, whether the core had to grow or not. Graphs whose heaviest
/// edges crowd onto a few vertices, as a bracket's do, and random ones.
#[test]
fn a_solve_on_a_core_with_spread_edges_is_optimal_over_the_whole_graph() {
    let mut matcher = Matcher::new();
    let mut fresh = Matcher::new();
    for seed in 0..300u64 {
        let mut rng = Rng(seed + 17000);
        let n = 12 + rng.below(70) as usize;
        let crowded = seed % 2 == 0;
        let mut edges = Vec::new();
        for u in 0..n {
            for v in (u + 1)..n {
                if rng.below(10) < 9 {
                    // Crowded: a big even part for every pair, more for pairs with one
                    // of the first few vertices, and a small random part.
                    let w = if crowded {
                        1000 + 300 * u64::from(u < 4) + rng.below(50)
                    } else {
                        rng.below(1000) + 1
                    };
                    edges.push((u, v, w));
                }
            }
        }
        let core = Core {
            least: 1 + (seed % 3) as usize,
            spread: 2 + (seed % 4) as usize,
        };
        let count = edges.len();
        let cold = matcher.solve_priced(n, &edges, None, core);
        assert_eq!(
            (matcher.weight.len(), matcher.adj.len()),
            (count, 2 * count),
            "seed {seed}: not every edge loaded"
        );
        as_good_as_fresh(&matcher, &mut fresh, cold, &edges, n, seed);
    }
    let (solves, grown) = matcher.priced();
    assert!(
        solves >= 120 && grown >= 50,
        "{solves} solves on a core, {grown} of them grown"
    );
}

/// A wide weight is kept once per edge and read through the edge's number; a narrow
/// one beside each neighbour (see `Matcher::BESIDE`). The same graphs solved both ways,
/// on a core and whole, cold and from a start whose weights all moved, give the same
/// matching and the same duals, and every wide solve's duals prove it best.
#[test]
fn weights_kept_once_per_edge_solve_as_weights_kept_beside_each_neighbour() {
    const { assert!(Matcher::<u64>::BESIDE && !Matcher::<Wide<3>>::BESIDE) };
    let mut narrow: Matcher<u64> = Matcher::new();
    let mut wide: Matcher<Wide<3>> = Matcher::new();
    let as_wide = |edges: &[(usize, usize, u64)]| -> Vec<(usize, usize, Wide<3>)> {
        edges
            .iter()
            .map(|&(u, v, w)| (u, v, Wide::from(w)))
            .collect()
    };
    let same = |narrow: &Matcher<u64>, wide: &Matcher<Wide<3>>, seed: u64| {
        let duals: Vec<Wide<3>> = narrow.flat_duals().into_iter().map(Wide::from).collect();
        assert_eq!(duals, wide.flat_duals(), "seed {seed}: duals");
        if let Err(e) = certificate(wide) {
            panic!("seed {seed}: {e}");
        }
    };
    let mut cores = 0;
    for seed in 0..200u64 {
        let mut rng = Rng(seed + 19000);
        let n = 12 + rng.below(60) as usize;
        let spread = [2, 30, 1000, 1 << 40][(seed % 4) as usize];
        let mut edges = graph(&mut rng, n, |r| r.below(spread) + 1);
        let core = Core {
            least: 1 + (seed % 3) as usize,
            spread: (seed % 4) as usize,
        };
        let cold = narrow.solve_priced(n, &edges, None, core);
        assert_eq!(cold, wide.solve_priced(n, &as_wide(&edges), None, core));
        same(&narrow, &wide, seed);
        let mates = narrow.mates();
        let duals: Vec<Option<u64>> = narrow.flat_duals().into_iter().map(Some).collect();
        let wide_duals: Vec<Option<Wide<3>>> = duals.iter().map(|d| d.map(Wide::from)).collect();
        for e in edges.iter_mut() {
            e.2 = rng.below(spread) + 1;
        }
        let warm = narrow.solve_priced(n, &edges, Some((&mates, &duals)), core);
        let wide_warm = wide.solve_priced(n, &as_wide(&edges), Some((&mates, &wide_duals)), core);
        assert_eq!(warm, wide_warm, "seed {seed}: warm");
        same(&narrow, &wide, seed);
        let whole = narrow.solve(n, &edges);
        assert_eq!(whole, wide.solve(n, &as_wide(&edges)), "seed {seed}: whole");
        same(&narrow, &wide, seed);
        cores = wide.priced().0;
    }
    assert!(cores >= 100, "{cores} wide solves on a core");
}

/// A graph refused part-way through its edges leaves no half of it behind: the solve
/// before is gone, what reads the duals finds no vertex, and the next graph solves as on
/// a new matcher.
#[test]
fn a_refused_graph_leaves_the_matcher_with_no_graph() {
    let mut matcher: Matcher<u64> = Matcher::new();
    let square = [(0, 1, 4u64), (1, 2, 1), (2, 3, 4), (3, 0, 1)];
    assert_eq!(
        matcher.solve(4, &square),
        Ok(vec![Some(1), Some(0), Some(3), Some(2)])
    );
    assert!(matcher.tight_pair(0, 1));
    let fill = |push: &mut dyn FnMut(usize, usize, u64)| {
        push(0, 1, 4);
        push(1, 1, 2);
        push(2, 3, 4);
    };
    assert_eq!(
        matcher.solve_with(4, fill),
        Err(MatchingError::SelfLoop { edge: 1, vertex: 1 })
    );
    assert_eq!(
        (matcher.n, matcher.weight.len(), matcher.adj.len()),
        (0, 0, 0)
    );
    assert!(!matcher.tight_pair(0, 1) && !matcher.unnested(0));
    let mut near = Vec::new();
    assert!(!matcher.tight_at(0, &mut near) && near.is_empty());
    let path = [(0, 1, 1u64), (1, 2, 3)];
    assert_eq!(matcher.solve(3, &path), Matcher::new().solve(3, &path));
    if let Err(e) = certificate(&matcher) {
        panic!("{e}");
    }
}

/// A start's pair whose edge has slack is kept when one of its two vertices can come
/// down by that slack and still cover all its edges; the solve from it stays optimal.
#[test]
fn a_started_pair_with_slack_is_kept_when_one_end_can_come_down() {
    let mut matcher: Matcher<u64> = Matcher::new();
    // Doubled weights 10 and 2: duals 8 + 4 leave the pair 0-1 a slack of 2, and
    // vertex 0 needs only 6 to cover its one edge.
    let edges = [(0, 1, 5u64), (1, 2, 1)];
    let mates = [Some(1), Some(0), None];
    let duals = [Some(8u64), Some(4), Some(0)];
    matcher.load(3, &edges).unwrap_or_default();
    matcher.start_from(&mates, &duals, false);
    assert_ne!(matcher.mate[0], NONE, "the pair 0-1 was undone");
    assert_eq!(matcher.dual[..3], [6, 4, 0]);
    matcher.run();
    if let Err(e) = certificate(&matcher) {
        panic!("{e}");
    }
    assert_eq!(total(&matcher.mates(), &edges), 5);
}

/// The sum `Nest::common` gives for two vertices of one top-level blossom is the sum
/// of the duals of exactly the blossoms that hold both, on solved graphs with nested
/// blossoms.
#[test]
fn the_duals_of_the_blossoms_around_both_ends_of_an_edge_are_summed() {
    let mut m: Matcher<u64> = Matcher::new();
    let mut checked = 0;
    for seed in 0..200u64 {
        let mut rng = Rng(seed + 17000);
        let n = 6 + rng.below(40) as usize;
        let edges = graph(&mut rng, n, |r| r.below(6) + 1);
        if m.solve(n, &edges).is_err() {
            continue;
        }
        let nest = Nest::of(&m);
        let holds = |b: usize, v: usize| {
            let mut x = v;
            while m.parent[x] != NONE {
                x = m.parent[x] as usize;
                if x == b {
                    return true;
                }
            }
            false
        };
        for u in 0..n {
            for v in 0..u {
                if m.in_blossom[u] != m.in_blossom[v] || m.in_blossom[u] as usize == u {
                    continue;
                }
                let expected: u64 = (n..2 * n)
                    .filter(|&b| m.base[b] != NONE && holds(b, u) && holds(b, v))
                    .map(|b| m.dual[b])
                    .sum();
                assert_eq!(nest.common(u, v), expected, "vertices {u} and {v}");
                checked += usize::from(expected > 0);
            }
        }
    }
    assert!(
        checked >= 100,
        "only {checked} pairs inside blossoms with duals"
    );
}
