//! A fixed-width unsigned integer for edge weights.
//!
//! The Dutch criteria are packed into one number, most important highest; with a score
//! field per scoregroup the numbers run to hundreds of bits, so a weight is `L` 64-bit
//! limbs (little-endian). Only what the weight packing and the matching need is here.

use crate::pairing::matching::Weight;
use std::cmp::Ordering;

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Wide<const L: usize>(pub [u64; L]);

impl<const L: usize> Default for Wide<L> {
    fn default() -> Self {
        Wide([0; L])
    }
}

impl<const L: usize> Wide<L> {
    pub const BITS: u32 = 64 * L as u32;

    pub fn zero() -> Self {
        Wide([0; L])
    }

    pub fn from_u64(v: u64) -> Self {
        let mut w = Wide([0; L]);
        w.0[0] = v;
        w
    }

    pub fn is_zero(&self) -> bool {
        self.0.iter().all(|&l| l == 0)
    }

    /// Shifts left by `bits` (bits moved out of the top are lost).
    pub fn shl(&mut self, bits: u32) {
        if bits == 0 {
            return;
        }
        let limbs = (bits / 64) as usize;
        let rest = bits % 64;
        for i in (0..L).rev() {
            let mut v = 0u64;
            if i >= limbs {
                v = self.0[i - limbs] << rest;
                if rest > 0 && i > limbs {
                    v |= self.0[i - limbs - 1] >> (64 - rest);
                }
            }
            self.0[i] = v;
        }
    }

    /// Shifts right by `bits` (bits moved out of the bottom are lost).
    pub fn shr(&mut self, bits: u32) {
        if bits == 0 {
            return;
        }
        let limbs = (bits / 64) as usize;
        let rest = bits % 64;
        for i in 0..L {
            let mut v = 0u64;
            if i + limbs < L {
                v = self.0[i + limbs] >> rest;
                if rest > 0 && i + limbs + 1 < L {
                    v |= self.0[i + limbs + 1] << (64 - rest);
                }
            }
            self.0[i] = v;
        }
    }

    /// Shifts right by one bit (halving).
    pub fn shr1(&mut self) {
        for i in 0..L {
            let high = if i + 1 < L { self.0[i + 1] << 63 } else { 0 };
            self.0[i] = (self.0[i] >> 1) | high;
        }
    }

    #[inline(always)]
    pub fn add(&mut self, o: &Self) {
        let mut carry = false;
        for i in 0..L {
            let (s1, c1) = self.0[i].overflowing_add(o.0[i]);
            let (s2, c2) = s1.overflowing_add(carry as u64);
            self.0[i] = s2;
            carry = c1 || c2;
        }
    }

    #[inline(always)]
    pub fn sub(&mut self, o: &Self) {
        let mut borrow = false;
        for i in 0..L {
            let (s1, b1) = self.0[i].overflowing_sub(o.0[i]);
            let (s2, b2) = s1.overflowing_sub(borrow as u64);
            self.0[i] = s2;
            borrow = b1 || b2;
        }
    }

    pub fn add_u64(&mut self, v: u64) {
        self.add(&Wide::from_u64(v));
    }

    pub fn sub_u64(&mut self, v: u64) {
        self.sub(&Wide::from_u64(v));
    }

    pub fn or_u64(&mut self, v: u64) {
        self.0[0] |= v;
    }

    /// Adds `value · 2^bit` (bits above the type are lost).
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

    /// Adds `2^bit`.
    #[cfg(test)]
    pub fn add_bit(&mut self, bit: u32) {
        let mut one = Wide::zero();
        if bit < Self::BITS {
            one.0[(bit / 64) as usize] = 1u64 << (bit % 64);
        }
        self.add(&one);
    }
}

impl<const L: usize> Ord for Wide<L> {
    #[inline(always)]
    fn cmp(&self, o: &Self) -> Ordering {
        for i in (0..L).rev() {
            match self.0[i].cmp(&o.0[i]) {
                Ordering::Equal => continue,
                other => return other,
            }
        }
        Ordering::Equal
    }
}

impl<const L: usize> PartialOrd for Wide<L> {
    fn partial_cmp(&self, o: &Self) -> Option<Ordering> {
        Some(self.cmp(o))
    }
}

impl<const L: usize> std::ops::Add for Wide<L> {
    type Output = Self;
    fn add(mut self, o: Self) -> Self {
        Wide::add(&mut self, &o);
        self
    }
}

impl<const L: usize> std::ops::Sub for Wide<L> {
    type Output = Self;
    fn sub(mut self, o: Self) -> Self {
        Wide::sub(&mut self, &o);
        self
    }
}

impl<const L: usize> Weight for Wide<L> {
    const ZERO: Self = Wide([0; L]);
    const MAX_EDGE: Self = {
        let mut limbs = [u64::MAX; L];
        limbs[L - 1] = u64::MAX >> 2;
        Wide(limbs)
    };
    fn halve(mut self) -> Self {
        self.shr1();
        self
    }
    fn checked_add(self, o: Self) -> Option<Self> {
        let mut s = self;
        Wide::add(&mut s, &o);
        (s >= self).then_some(s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shifts_carry_across_limbs() {
        let mut w = Wide::<2>::from_u64(3);
        w.shl(63);
        assert_eq!(w.0, [1u64 << 63, 1]);
        w.shr1();
        assert_eq!(w.0, [(1u64 << 62) | (1u64 << 63), 0]);
        let mut x = Wide::<2>::from_u64(u64::MAX);
        x.add_u64(1);
        assert_eq!(x.0, [0, 1]);
        x.sub_u64(1);
        assert_eq!(x.0, [u64::MAX, 0]);
        assert!(Wide::<2>([0, 1]) > Wide::<2>([u64::MAX, 0]));
        let mut y = Wide::<2>::zero();
        y.add_bit(70);
        assert_eq!(y.0, [0, 64]);
        y.shr(7);
        assert_eq!(y.0, [1 << 63, 0]);
        y.shl(65);
        assert_eq!(y.0, [0, 0]);
        let mut z = Wide::<3>([5, 7, 9]);
        z.shl(70);
        z.shr(70);
        assert_eq!(z.0, [5, 7, 0]);
    }
}
