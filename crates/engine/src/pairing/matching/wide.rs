//! A fixed-width unsigned integer for edge weights made of many bit fields.
//!
//! A pairing engine packs a dozen or more criteria into one weight, each in its own field, so
//! weights for large fields need a few hundred bits. `Wide` keeps its limbs in an array (no
//! heap), which matters because the matcher adds and compares weights in its innermost loops.
//!
//! The one wide integer of the crate: the matcher computes with it, and the Dutch engine
//! builds its weights in it with the in-place operations at the end (shifts that drop the
//! bits moved out, additions and subtractions that wrap around), which never allocate or
//! copy the number.

use std::cmp::Ordering;
use std::fmt;
use std::ops::{Add, BitAnd, BitOr, Shl, Shr, Sub};

/// An unsigned integer of `64 * LIMBS` bits, least significant limb first.
///
/// `+` and `-` wrap around on overflow (and panic in debug builds, like machine integers);
/// use [`Wide::checked_add`] and [`Wide::checked_sub`] where overflow is possible.
#[derive(Clone, Copy, Eq)]
pub struct Wide<const LIMBS: usize>(pub(crate) [u64; LIMBS]);

impl<const LIMBS: usize> Wide<LIMBS> {
    /// The number of bits.
    pub const BITS: u32 = 64 * LIMBS as u32;
    /// Zero.
    pub const ZERO: Self = Wide([0; LIMBS]);
    /// All bits set.
    pub const MAX: Self = Wide([u64::MAX; LIMBS]);

    /// The number from its limbs, least significant first.
    pub const fn from_limbs(limbs: [u64; LIMBS]) -> Self {
        Wide(limbs)
    }

    /// The limbs, least significant first.
    pub const fn limbs(&self) -> [u64; LIMBS] {
        self.0
    }

    /// The value of a `u64`; zero when `LIMBS` is zero.
    pub const fn from_u64(value: u64) -> Self {
        let mut limbs = [0; LIMBS];
        if LIMBS > 0 {
            limbs[0] = value;
        }
        Wide(limbs)
    }

    /// The value of a `u128`, keeping only the low `Self::BITS` bits when it is narrower.
    pub const fn from_u128(value: u128) -> Self {
        let mut limbs = [0; LIMBS];
        if LIMBS > 0 {
            limbs[0] = value as u64;
        }
        if LIMBS > 1 {
            limbs[1] = (value >> 64) as u64;
        }
        Wide(limbs)
    }

    /// A weight built from `(offset, value)` bit fields: the sum of each `value << offset`.
    ///
    /// Returns `None` if a field reaches past the top bit or the sum overflows, so that an
    /// engine laying out its fields finds its mistake instead of a silently wrong weight.
    pub fn from_fields(fields: &[(u32, u64)]) -> Option<Self> {
        fields.iter().try_fold(Self::ZERO, |acc, &(offset, value)| {
            acc.checked_add_field(offset, value)
        })
    }

    /// `self + (value << offset)`, or `None` if bits would be lost.
    pub fn checked_add_field(self, offset: u32, value: u64) -> Option<Self> {
        if value == 0 {
            return Some(self);
        }
        let shifted = Self::from_u64(value).checked_shl(offset)?;
        self.checked_add(shifted)
    }

    /// The `width` bits starting at bit `offset` (`width` at most 64); bits past the top are
    /// zero.
    pub fn field(self, offset: u32, width: u32) -> u64 {
        let width = width.min(64);
        if width == 0 {
            return 0;
        }
        let low = (self >> offset).0.first().copied().unwrap_or(0);
        if width == 64 {
            low
        } else {
            low & ((1u64 << width) - 1)
        }
    }

    /// `self << bits`, or `None` if a set bit would be shifted out.
    pub fn checked_shl(self, bits: u32) -> Option<Self> {
        if self.is_zero() {
            return Some(self);
        }
        if bits >= Self::BITS || self.significant_bits() + bits > Self::BITS {
            return None;
        }
        Some(self << bits)
    }

    /// `self + other`, or `None` on overflow.
    pub fn checked_add(self, other: Self) -> Option<Self> {
        let (sum, carry) = self.overflowing_add(other);
        if carry { None } else { Some(sum) }
    }

    /// `self - other`, or `None` if `other` is larger.
    pub fn checked_sub(self, other: Self) -> Option<Self> {
        let (diff, borrow) = self.overflowing_sub(other);
        if borrow { None } else { Some(diff) }
    }

    /// The wrapped sum and whether it overflowed.
    #[inline]
    pub fn overflowing_add(self, other: Self) -> (Self, bool) {
        let mut out = [0u64; LIMBS];
        let mut carry = false;
        for (i, limb) in out.iter_mut().enumerate() {
            let (s1, c1) = self.0[i].overflowing_add(other.0[i]);
            let (s2, c2) = s1.overflowing_add(u64::from(carry));
            *limb = s2;
            carry = c1 | c2;
        }
        (Wide(out), carry)
    }

    /// The wrapped difference and whether it borrowed.
    #[inline]
    pub fn overflowing_sub(self, other: Self) -> (Self, bool) {
        let mut out = [0u64; LIMBS];
        let mut borrow = false;
        for (i, limb) in out.iter_mut().enumerate() {
            let (d1, b1) = self.0[i].overflowing_sub(other.0[i]);
            let (d2, b2) = d1.overflowing_sub(u64::from(borrow));
            *limb = d2;
            borrow = b1 | b2;
        }
        (Wide(out), borrow)
    }

    /// Whether the value is zero.
    pub fn is_zero(self) -> bool {
        self.0.iter().all(|&limb| limb == 0)
    }

    /// The number of bits needed to write the value (zero for zero).
    pub fn significant_bits(self) -> u32 {
        for i in (0..LIMBS).rev() {
            if self.0[i] != 0 {
                return 64 * i as u32 + (64 - self.0[i].leading_zeros());
            }
        }
        0
    }

    /// `self >> bits` in a constant context.
    pub const fn shr_const(self, bits: u32) -> Self {
        let mut out = [0u64; LIMBS];
        let limb_shift = (bits / 64) as usize;
        let bit_shift = bits % 64;
        let mut i = 0;
        while i + limb_shift < LIMBS {
            let src = i + limb_shift;
            let mut value = self.0[src] >> bit_shift;
            if bit_shift > 0 && src + 1 < LIMBS {
                value |= self.0[src + 1] << (64 - bit_shift);
            }
            out[i] = value;
            i += 1;
        }
        Wide(out)
    }
}

/// In-place operations, as the Dutch engine builds and edits its weights.
impl<const LIMBS: usize> Wide<LIMBS> {
    /// Shifts left by `bits` in place (bits moved out of the top are lost).
    pub fn shl_in_place(&mut self, bits: u32) {
        if bits != 0 {
            *self = *self << bits;
        }
    }

    /// Shifts right by `bits` in place (bits moved out of the bottom are lost).
    pub fn shr_in_place(&mut self, bits: u32) {
        if bits != 0 {
            *self = self.shr_const(bits);
        }
    }

    /// Adds `other` in place, wrapping around on overflow.
    #[inline(always)]
    pub fn add_wrapping(&mut self, other: &Self) {
        let mut carry = false;
        for i in 0..LIMBS {
            let (s1, c1) = self.0[i].overflowing_add(other.0[i]);
            let (s2, c2) = s1.overflowing_add(carry as u64);
            self.0[i] = s2;
            carry = c1 || c2;
        }
    }

    /// Subtracts `other` in place, wrapping around below zero (a later addition of the
    /// result then subtracts).
    #[inline(always)]
    pub fn sub_wrapping(&mut self, other: &Self) {
        let mut borrow = false;
        for i in 0..LIMBS {
            let (s1, b1) = self.0[i].overflowing_sub(other.0[i]);
            let (s2, b2) = s1.overflowing_sub(borrow as u64);
            self.0[i] = s2;
            borrow = b1 || b2;
        }
    }

    /// Adds a `u64` in place, wrapping around on overflow.
    pub fn add_u64(&mut self, value: u64) {
        self.add_wrapping(&Self::from_u64(value));
    }

    /// Subtracts a `u64` in place, wrapping around below zero.
    pub fn sub_u64(&mut self, value: u64) {
        self.sub_wrapping(&Self::from_u64(value));
    }

    /// Sets the bits of `value` in the lowest limb.
    pub fn or_u64(&mut self, value: u64) {
        if LIMBS > 0 {
            self.0[0] |= value;
        }
    }

    /// Adds `value · 2^bit` in place (bits above the type are lost).
    pub fn add_at(&mut self, bit: u32, value: u64) {
        if bit >= Self::BITS {
            return;
        }
        let (i, s) = ((bit / 64) as usize, bit % 64);
        let mut carry = 0u64;
        let lo = value << s;
        let (x, c) = self.0[i].overflowing_add(lo);
        self.0[i] = x;
        carry += c as u64;
        let mut hi = if s > 0 { value >> (64 - s) } else { 0 };
        for limb in self.0[i + 1..].iter_mut() {
            let (x, c1) = limb.overflowing_add(hi);
            let (x, c2) = x.overflowing_add(carry);
            *limb = x;
            carry = c1 as u64 + c2 as u64;
            hi = 0;
            if carry == 0 {
                break;
            }
        }
    }

    /// Sets every bit that is set in `other`.
    pub fn or_assign(&mut self, other: &Self) {
        for (limb, o) in self.0.iter_mut().zip(other.0) {
            *limb |= o;
        }
    }
}

impl<const LIMBS: usize> Default for Wide<LIMBS> {
    fn default() -> Self {
        Self::ZERO
    }
}

impl<const LIMBS: usize> From<u64> for Wide<LIMBS> {
    fn from(value: u64) -> Self {
        Self::from_u64(value)
    }
}

impl<const LIMBS: usize> PartialEq for Wide<LIMBS> {
    /// Limb by limb rather than through `memcmp`: the matcher compares slacks with zero in
    /// its innermost loop.
    #[inline]
    fn eq(&self, other: &Self) -> bool {
        let mut differ = 0;
        for i in 0..LIMBS {
            differ |= self.0[i] ^ other.0[i];
        }
        differ == 0
    }
}

impl<const LIMBS: usize> std::hash::Hash for Wide<LIMBS> {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.0.hash(state);
    }
}

impl<const LIMBS: usize> Ord for Wide<LIMBS> {
    #[inline]
    fn cmp(&self, other: &Self) -> Ordering {
        for i in (0..LIMBS).rev() {
            match self.0[i].cmp(&other.0[i]) {
                Ordering::Equal => {}
                unequal => return unequal,
            }
        }
        Ordering::Equal
    }
}

impl<const LIMBS: usize> PartialOrd for Wide<LIMBS> {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl<const LIMBS: usize> Add for Wide<LIMBS> {
    type Output = Self;
    #[inline]
    fn add(self, other: Self) -> Self {
        let (sum, carry) = self.overflowing_add(other);
        debug_assert!(!carry, "Wide addition overflowed");
        sum
    }
}

impl<const LIMBS: usize> Sub for Wide<LIMBS> {
    type Output = Self;
    #[inline]
    fn sub(self, other: Self) -> Self {
        let (diff, borrow) = self.overflowing_sub(other);
        debug_assert!(!borrow, "Wide subtraction underflowed");
        diff
    }
}

impl<const LIMBS: usize> BitOr for Wide<LIMBS> {
    type Output = Self;
    fn bitor(self, other: Self) -> Self {
        let mut out = self.0;
        for (limb, o) in out.iter_mut().zip(other.0) {
            *limb |= o;
        }
        Wide(out)
    }
}

impl<const LIMBS: usize> BitAnd for Wide<LIMBS> {
    type Output = Self;
    fn bitand(self, other: Self) -> Self {
        let mut out = self.0;
        for (limb, o) in out.iter_mut().zip(other.0) {
            *limb &= o;
        }
        Wide(out)
    }
}

impl<const LIMBS: usize> Shr<u32> for Wide<LIMBS> {
    type Output = Self;
    /// Bits shifted past the bottom are lost; shifting by `BITS` or more gives zero.
    fn shr(self, bits: u32) -> Self {
        self.shr_const(bits)
    }
}

impl<const LIMBS: usize> Shl<u32> for Wide<LIMBS> {
    type Output = Self;
    /// Bits shifted past the top are lost; shifting by `BITS` or more gives zero.
    fn shl(self, bits: u32) -> Self {
        let mut out = [0u64; LIMBS];
        let limb_shift = (bits / 64) as usize;
        let bit_shift = bits % 64;
        for i in (limb_shift..LIMBS).rev() {
            let src = i - limb_shift;
            let mut value = self.0[src] << bit_shift;
            if bit_shift > 0 && src > 0 {
                value |= self.0[src - 1] >> (64 - bit_shift);
            }
            out[i] = value;
        }
        Wide(out)
    }
}

impl<const LIMBS: usize> fmt::Debug for Wide<LIMBS> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::LowerHex::fmt(self, f)
    }
}

impl<const LIMBS: usize> fmt::LowerHex for Wide<LIMBS> {
    /// Hexadecimal, limbs separated by `_` so that bit fields can be read off by eye.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let top = (0..LIMBS).rev().find(|&i| self.0[i] != 0).unwrap_or(0);
        f.write_str("0x")?;
        for i in (0..=top).rev() {
            let limb = self.0.get(i).copied().unwrap_or(0);
            if i == top {
                write!(f, "{limb:x}")?;
            } else {
                write!(f, "_{limb:016x}")?;
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    type W2 = Wide<2>;

    fn w(value: u128) -> W2 {
        W2::from_u128(value)
    }

    fn back(value: W2) -> u128 {
        let [lo, hi] = value.limbs();
        (u128::from(hi) << 64) | u128::from(lo)
    }

    proptest! {
        #[test]
        fn arithmetic_agrees_with_u128(a: u128, b: u128, s in 0u32..140) {
            prop_assert_eq!(w(a).checked_add(w(b)).map(back), a.checked_add(b));
            prop_assert_eq!(w(a).checked_sub(w(b)).map(back), a.checked_sub(b));
            prop_assert_eq!(w(a).cmp(&w(b)), a.cmp(&b));
            prop_assert_eq!(back(w(a) >> s), a.checked_shr(s).unwrap_or(0));
            prop_assert_eq!(back(w(a) << s), a.checked_shl(s).unwrap_or(0));
            prop_assert_eq!(back(w(a) | w(b)), a | b);
            prop_assert_eq!(back(w(a) & w(b)), a & b);
            prop_assert_eq!(w(a).significant_bits(), 128 - a.leading_zeros());
        }

        #[test]
        fn fields_read_back(offset in 0u32..=192, value: u64) {
            let weight = Wide::<4>::from_fields(&[(offset, value)]);
            prop_assert_eq!(weight.map(|x| x.field(offset, 64)), Some(value));
        }
    }

    #[test]
    fn fields_past_the_top_are_refused() {
        assert_eq!(W2::from_fields(&[(127, 1)]), Some(w(1 << 127)));
        assert_eq!(W2::from_fields(&[(127, 2)]), None);
        assert_eq!(W2::from_fields(&[(128, 1)]), None);
        assert_eq!(W2::from_fields(&[(127, 1), (127, 1)]), None);
        assert_eq!(W2::from_fields(&[(500, 0)]), Some(W2::ZERO));
    }

    #[test]
    fn fields_combine_without_carry() {
        let weight = Wide::<5>::from_fields(&[(0, 7), (60, 3), (300, 5)]);
        let weight = weight.unwrap_or_default();
        assert_eq!(weight.field(0, 3), 7);
        assert_eq!(weight.field(60, 2), 3);
        assert_eq!(weight.field(300, 3), 5);
        assert_eq!(weight.field(300, 64), 5);
        assert_eq!(weight.significant_bits(), 303);
    }

    #[test]
    fn in_place_shifts_and_sums_carry_across_limbs() {
        let mut w = Wide::<2>::from_u64(3);
        w.shl_in_place(63);
        assert_eq!(w.limbs(), [1u64 << 63, 1]);
        w.shr_in_place(1);
        assert_eq!(w.limbs(), [(1u64 << 62) | (1u64 << 63), 0]);
        let mut x = Wide::<2>::from_u64(u64::MAX);
        x.add_u64(1);
        assert_eq!(x.limbs(), [0, 1]);
        x.sub_u64(1);
        assert_eq!(x.limbs(), [u64::MAX, 0]);
        let mut y = Wide::<2>::ZERO;
        y.add_at(70, 1);
        assert_eq!(y.limbs(), [0, 64]);
        y.shr_in_place(7);
        assert_eq!(y.limbs(), [1 << 63, 0]);
        y.shl_in_place(65);
        assert_eq!(y.limbs(), [0, 0]);
        let mut z = Wide::<3>::from_limbs([5, 7, 9]);
        z.shl_in_place(70);
        z.shr_in_place(70);
        assert_eq!(z.limbs(), [5, 7, 0]);
    }

    #[test]
    fn wrapping_subtraction_then_addition_subtracts() {
        let mut nudge = Wide::<3>::ZERO;
        nudge.sub_u64(5);
        let mut w = Wide::<3>::from_u64(1 << 40);
        w.add_wrapping(&nudge);
        assert_eq!(w, Wide::from_u64((1 << 40) - 5));
        w.sub_wrapping(&Wide::from_u64(1 << 40));
        assert_eq!(w, nudge);
    }

    #[test]
    fn hex_shows_limbs() {
        assert_eq!(format!("{:?}", w((1 << 64) | 0xab)), "0x1_00000000000000ab");
        assert_eq!(format!("{:?}", W2::ZERO), "0x0");
    }
}
