//! Hash tables for the states a search visits: a quick multiplicative hash in place of std's
//! SipHash.
//!
//! SipHash guards a table against keys an adversary chooses to collide. A search's keys are
//! the states its own game reaches, so that guard buys nothing, and hashing is most of what a
//! brute force over small states costs: this hash takes a word at a time, one rotation, one
//! exclusive or and one multiplication each.
//!
//! # Complexity
//!
//! O(1) a word of the key.
//!
//! # Example
//!
//! ```
//! use sg_core::state_hash::StateMap;
//!
//! let mut seen: StateMap<(u32, u32), bool> = StateMap::default();
//! seen.insert((3, 4), true);
//! assert_eq!(seen.get(&(3, 4)), Some(&true));
//! ```

use std::collections::{HashMap, HashSet};
use std::hash::{BuildHasherDefault, Hasher};

/// A map from states, hashed with [`StateHasher`].
pub type StateMap<K, V> = HashMap<K, V, BuildHasherDefault<StateHasher>>;

/// A set of states, hashed with [`StateHasher`].
pub type StateSet<K> = HashSet<K, BuildHasherDefault<StateHasher>>;

/// An odd constant whose bits are spread evenly (the fractional part of the golden ratio's
/// reciprocal, scaled to 64 bits, made odd): multiplying by it moves every bit of a word into
/// the high bits, which the tables' probing reads first.
const SPREAD: u64 = 0x9e37_79b9_7f4a_7c15;

/// The hash of [`StateMap`] and [`StateSet`]: for each word of the key, rotate the state, mix
/// the word in and multiply by an odd constant. Not for keys an adversary picks.
#[derive(Debug, Default, Clone, Copy)]
pub struct StateHasher {
    hash: u64,
}

impl StateHasher {
    fn add(&mut self, word: u64) {
        self.hash = (self.hash.rotate_left(26) ^ word).wrapping_mul(SPREAD);
    }
}

impl Hasher for StateHasher {
    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for chunk in &mut chunks {
            self.add(u64::from_le_bytes(chunk.try_into().expect("eight bytes")));
        }
        let rest = chunks.remainder();
        if !rest.is_empty() {
            let mut word = [0u8; 8];
            word[..rest.len()].copy_from_slice(rest);
            // The length too, so that trailing zero bytes are not the same as none.
            self.add(u64::from_le_bytes(word) ^ ((rest.len() as u64) << 59));
        }
    }

    fn write_u8(&mut self, n: u8) {
        self.add(u64::from(n));
    }

    fn write_u16(&mut self, n: u16) {
        self.add(u64::from(n));
    }

    fn write_u32(&mut self, n: u32) {
        self.add(u64::from(n));
    }

    fn write_u64(&mut self, n: u64) {
        self.add(n);
    }

    fn write_usize(&mut self, n: usize) {
        self.add(n as u64);
    }

    fn finish(&self) -> u64 {
        // The tables take their buckets from the low bits and their tags from the high ones:
        // a last rotation brings the well-mixed high bits down as well.
        self.hash.rotate_left(20)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::hash::{BuildHasher, Hash};

    fn hash_of(value: impl Hash) -> u64 {
        BuildHasherDefault::<StateHasher>::default().hash_one(value)
    }

    #[test]
    fn different_small_states_hash_apart() {
        let mut seen = StateSet::default();
        for x in 0u32..64 {
            for y in 0u32..64 {
                assert!(seen.insert(hash_of((x, y))), "({x}, {y}) collides");
            }
        }
        assert_ne!(hash_of([0u8; 3].as_slice()), hash_of([0u8; 4].as_slice()));
        assert_ne!(hash_of(vec![1u8, 0]), hash_of(vec![1u8]));
    }

    #[test]
    fn a_map_of_states_finds_what_it_holds() {
        let mut map: StateMap<Vec<u8>, usize> = StateMap::default();
        for n in 0..1000usize {
            map.insert(n.to_le_bytes()[..3].to_vec(), n);
        }
        assert!((0..1000usize).all(|n| map[&n.to_le_bytes()[..3].to_vec()] == n));
    }
}
