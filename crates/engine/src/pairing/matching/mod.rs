//! Maximum-weight matching on a general graph with wide integer weights. Knows no chess.
//!
//! A Swiss pairing is a matching of players: every quality criterion the rules rank becomes a
//! bit field of one edge weight (most important highest) and the best pairing is the matching
//! of largest total weight. Brackets are not bipartite, so this is Edmonds' blossom algorithm
//! in the primal-dual form described by Galil ("Efficient algorithms for finding maximum
//! matching in graphs", 1986): O(n³) time, exact on integers, no floating point anywhere.
//!
//! Weights are any [`Weight`]: `u64`, `u128`, or a [`Wide`] integer of a few hundred bits
//! built with [`Wide::from_fields`]. Each weight must leave its two highest bits clear
//! ([`Weight::MAX_EDGE`]) so that the algorithm's dual variables fit the same type.
//!
//! The matcher maximises weight only, not the number of pairs. A caller that wants the most
//! pairs first (as pairing rules do) adds a top field holding 1 for every edge, wide enough
//! to count `vertex_count / 2` edges without carrying: any matching with more edges then
//! outweighs every matching with fewer.
//!
//! Zero-weight edges can never improve a matching, so they are ignored: a vertex whose only
//! edges weigh zero stays unmatched.

mod blossom;
mod cardinality;
mod weight;
mod wide;

pub use blossom::{Core, Matcher};
pub use cardinality::Cardinality;
pub use weight::Weight;
pub use wide::Wide;

/// Why a graph was refused. The edge index is the position in the caller's edge slice.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MatchingError {
    /// An edge names a vertex that does not exist.
    #[error("edge {edge} names vertex {vertex}, but the graph has only {vertex_count} vertices")]
    VertexOutOfRange {
        /// Position of the edge in the input.
        edge: usize,
        /// The vertex named.
        vertex: usize,
        /// The number of vertices given.
        vertex_count: usize,
    },
    /// An edge joins a vertex to itself, which no matching can use.
    #[error("edge {edge} joins vertex {vertex} to itself")]
    SelfLoop {
        /// Position of the edge in the input.
        edge: usize,
        /// The vertex at both ends.
        vertex: usize,
    },
    /// An edge weight uses one of the two highest bits of its type.
    #[error("edge {edge} weighs more than a quarter of its type's range; use a wider weight")]
    WeightTooLarge {
        /// Position of the edge in the input.
        edge: usize,
    },
    /// More vertices or edges than the matcher's 32-bit indices can hold.
    #[error("graph too large: {vertex_count} vertices and {edge_count} edges")]
    TooLarge {
        /// The number of vertices given.
        vertex_count: usize,
        /// The number of edges given.
        edge_count: usize,
    },
}

/// The matching of largest total weight: for each vertex, the vertex it is matched with.
///
/// `edges` are `(u, v, weight)` with `u` and `v` below `vertex_count`. Parallel edges are
/// allowed (the heaviest one counts); self-loops, unknown vertices and weights above
/// [`Weight::MAX_EDGE`] are refused. When several matchings share the largest weight, which
/// one is returned is deterministic but unspecified: break ties inside the weights.
///
/// To solve many graphs without reallocating, keep a [`Matcher`].
pub fn max_weight_matching<W: Weight>(
    vertex_count: usize,
    edges: &[(usize, usize, W)],
) -> Result<Vec<Option<usize>>, MatchingError> {
    Matcher::new().solve(vertex_count, edges)
}

/// The total weight of a matching returned by [`max_weight_matching`], counting each matched
/// edge once at the largest weight `edges` gives it, or `None` if the sum overflows `W`.
pub fn matching_weight<W: Weight>(
    mates: &[Option<usize>],
    edges: &[(usize, usize, W)],
) -> Option<W> {
    let mut best: std::collections::HashMap<(usize, usize), W> = std::collections::HashMap::new();
    for &(u, v, w) in edges {
        let key = (u.min(v), u.max(v));
        if mates.get(key.0).copied().flatten() == Some(key.1) {
            let entry = best.entry(key).or_insert(w);
            *entry = (*entry).max(w);
        }
    }
    let mut total = W::ZERO;
    for w in best.into_values() {
        total = total.checked_add(w)?;
    }
    Some(total)
}
