//! A quick hash for the engine's own tables of weights and scores.
//!
//! The standard hasher guards against keys chosen to collide, at several times the
//! cost; the keys here are weights and scores the engine made itself, hashed once for
//! every pair of a bracket, so the cheap mix is enough.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// A hash map keyed by the engine's own values.
pub type QuickMap<K, V> = HashMap<K, V, BuildHasherDefault<Mix>>;

/// Mixes each word in with a rotation and a multiplication by an odd constant.
#[derive(Default)]
pub struct Mix(u64);

impl Hasher for Mix {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for chunk in &mut chunks {
            let mut word = [0u8; 8];
            word.copy_from_slice(chunk);
            self.write_u64(u64::from_le_bytes(word));
        }
        for &b in chunks.remainder() {
            self.write_u64(b as u64);
        }
    }

    fn write_u64(&mut self, x: u64) {
        self.0 = (self.0.rotate_left(5) ^ x).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }

    fn write_u32(&mut self, x: u32) {
        self.write_u64(x as u64);
    }

    fn write_i32(&mut self, x: i32) {
        self.write_u64(x as u32 as u64);
    }

    fn write_usize(&mut self, x: usize) {
        self.write_u64(x as u64);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_map_finds_every_key_it_was_given() {
        let mut m: QuickMap<[u64; 3], usize> = QuickMap::default();
        for k in 0..10_000u64 {
            m.insert([k, k * 7, 1 << (k % 64)], k as usize);
        }
        assert_eq!(m.len(), 10_000);
        for k in 0..10_000u64 {
            assert_eq!(m.get(&[k, k * 7, 1 << (k % 64)]), Some(&(k as usize)));
        }
        assert_eq!(m.get(&[1, 2, 3]), None);
    }
}
