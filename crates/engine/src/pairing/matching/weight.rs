//! The arithmetic the matcher needs from an edge weight, for machine integers and [`Wide`].
//!
//! The blossom algorithm works on doubled weights and on dual variables that may reach four
//! times the largest edge weight, all in unsigned arithmetic. Rather than widening every
//! number internally, the matcher asks each weight to leave its two highest bits clear
//! ([`Weight::MAX_EDGE`]); then no sum it forms can overflow.

use std::fmt::Debug;
use std::ops::{Add, Sub};

use super::wide::Wide;

/// An unsigned integer usable as an edge weight.
///
/// Implemented for `u64`, `u128` and [`Wide`]. Addition and subtraction are only ever applied
/// by the matcher where the result fits (see the module documentation), so implementations
/// need not check for overflow.
pub trait Weight: Copy + Ord + Debug + Add<Output = Self> + Sub<Output = Self> {
    /// Zero, the weight of an edge that is as good as no edge at all.
    const ZERO: Self;
    /// The largest edge weight the matcher accepts: a quarter of the type's range, so that
    /// four times any weight still fits.
    const MAX_EDGE: Self;
    /// Half of the value, rounded down.
    fn halve(self) -> Self;
    /// The sum, or `None` if it does not fit.
    fn checked_add(self, other: Self) -> Option<Self>;
}

impl Weight for u64 {
    const ZERO: Self = 0;
    const MAX_EDGE: Self = u64::MAX >> 2;
    fn halve(self) -> Self {
        self >> 1
    }
    fn checked_add(self, other: Self) -> Option<Self> {
        u64::checked_add(self, other)
    }
}

impl Weight for u128 {
    const ZERO: Self = 0;
    const MAX_EDGE: Self = u128::MAX >> 2;
    fn halve(self) -> Self {
        self >> 1
    }
    fn checked_add(self, other: Self) -> Option<Self> {
        u128::checked_add(self, other)
    }
}

impl<const LIMBS: usize> Weight for Wide<LIMBS> {
    const ZERO: Self = Wide::ZERO;
    const MAX_EDGE: Self = Wide::MAX.shr_const(2);
    fn halve(self) -> Self {
        self.shr_const(1)
    }
    fn checked_add(self, other: Self) -> Option<Self> {
        Wide::checked_add(self, other)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn max_edge_leaves_room_for_four_times_the_weight() {
        assert_eq!(u64::MAX_EDGE.checked_mul(4), Some(u64::MAX - 3));
        assert!(u128::MAX_EDGE.checked_mul(4).is_some());
        assert!(
            u128::MAX_EDGE
                .checked_add(1)
                .and_then(|w| w.checked_mul(4))
                .is_none()
        );
        let four = <Wide<3> as Weight>::MAX_EDGE
            + <Wide<3> as Weight>::MAX_EDGE
            + <Wide<3> as Weight>::MAX_EDGE
            + <Wide<3> as Weight>::MAX_EDGE;
        assert_eq!(four + Wide::from_u64(3), Wide::<3>::MAX);
    }

    #[test]
    fn halve_rounds_down() {
        assert_eq!(7u64.halve(), 3);
        assert_eq!(8u128.halve(), 4);
        assert_eq!(
            Wide::<2>::from_u128(1 << 64).halve(),
            Wide::from_u64(1 << 63)
        );
    }
}
