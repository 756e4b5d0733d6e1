//! Lasker's Nim: heaps of tokens; a move either takes any positive number of tokens from one
//! heap, or splits one heap into two non-empty heaps (taking nothing). The player with no move
//! loses. In octal notation (see [`octal`](crate::octal)) it is `4.333…`: `d_0 = 4` splits a
//! heap without taking, and every `d_j = 3` takes `j` tokens leaving no heap or one heap.
//!
//! The Grundy value of one heap of `s` tokens runs in blocks of four, the last two swapped:
//!
//! | s mod 4 (s ≥ 1) | 1 | 2 | 3 | 0 |
//! |---|---|---|---|---|
//! | g(s) | s | s | s + 1 | s − 1 |
//!
//! and g(0) = 0. So g maps each block {4k + 1, …, 4k + 4} onto itself: it is a bijection of
//! the naturals and its own inverse (it swaps 4k + 3 and 4k + 4).
//!
//! Why, by induction on s, with g(s) = mex of the removals' values {g(r) : r < s} and the
//! splits' values {g(a) XOR g(s − a) : 1 <= a < s}. By the pattern below s, the removals give
//! {0, …, s − 1} for s ≡ 1, 2, 3 (mod 4), and {0, …, s − 2} ∪ {s} for s ≡ 0, since
//! g(s − 1) = s there. The splits are settled by residues alone: g(x) mod 4 is 1, 2, 0, 3 for
//! x mod 4 = 1, 2, 3, 0 (x ≥ 1), and XOR works on residues mod 4, so
//!
//! - s ≡ 1: a + b ≡ 1 pairs residues (0, 1) or (2, 3), values ≡ 3 ⊕ 1 or 2 ⊕ 0 = 2: never
//!   s, and the removals reach everything below s, so g(s) = s;
//! - s ≡ 2: pairs (1, 1), (0, 2), (3, 3), values ≡ 0, 1 or 0: never s, and the removals
//!   reach everything below s, so g(s) = s;
//! - s ≡ 3: pairs (0, 3), (1, 2), values ≡ 3 ⊕ 0 or 1 ⊕ 2 = 3: never s + 1, which the
//!   removals (below s) miss too, while s itself is reached by the split 1 + (s − 1), worth
//!   1 ⊕ (s − 1) = s; so g(s) = s + 1;
//! - s ≡ 0: pairs (1, 3), (2, 2), (0, 0), values ≡ 1, 0 or 0: never s − 1, which is the one
//!   value below s the removals miss, so g(s) = s − 1.
//!
//! A position of several heaps is their sum: the player to move wins exactly when the XOR of
//! the heaps' values is non-zero.

/// The Grundy value of one heap of `heap` tokens in Lasker's Nim: `heap` when it is 0, 1 or
/// 2 mod 4, `heap + 1` when it is 3 mod 4, `heap − 1` when it is a positive multiple of 4.
///
/// `grundy` is its own inverse, so `grundy(v)` is also the one heap whose value is `v`: the
/// size to lower a heap to, or to find among a split's parts, when a move must reach value
/// `v`.
///
/// # Constraints
///
/// `heap < u64::MAX` (the value of `u64::MAX`, which is 3 mod 4, would be 2^64). Heaps up to
/// 2^31 − 1 have values up to 2^31, which does not fit an `i32`: hence `u64`.
///
/// # Panics
///
/// Panics if `heap == u64::MAX` (at compile time in a constant).
///
/// # Complexity
///
/// O(1).
///
/// # Example
///
/// ```
/// use sg_core::lasker::grundy;
///
/// assert_eq!((0..=8).map(grundy).collect::<Vec<_>>(), [0, 1, 2, 4, 3, 5, 6, 8, 7]);
/// // The largest heap of a 32-bit signed input has a value one past i32::MAX.
/// const TOP: u64 = grundy((1 << 31) - 1);
/// assert_eq!(TOP, 1 << 31);
/// // Heaps 1, 2, 3 are a win (1 ^ 2 ^ 4 != 0), unlike in Nim; heaps 4, 1, 2 a loss (3 ^ 1 ^ 2).
/// assert_ne!(grundy(1) ^ grundy(2) ^ grundy(3), 0);
/// assert_eq!(grundy(4) ^ grundy(1) ^ grundy(2), 0);
/// ```
pub const fn grundy(heap: u64) -> u64 {
    assert!(heap != u64::MAX, "lasker::grundy needs heap < u64::MAX");
    match heap % 4 {
        3 => heap + 1,
        0 if heap > 0 => heap - 1,
        _ => heap,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mex::Mex;
    use crate::search::{Search, multiset_moves};
    use judge_io::random::Rng;

    /// g(0..len) straight from the definition: the mex of every removal's value and every
    /// split's XOR.
    fn by_definition(len: usize) -> Vec<u64> {
        let mut g: Vec<u64> = Vec::with_capacity(len);
        let mut mex = Mex::new();
        for s in 0..len {
            mex.start(s + s / 2);
            for &removal in &g {
                mex.insert(removal as u32);
            }
            for a in 1..=s / 2 {
                mex.insert((g[a] ^ g[s - a]) as u32);
            }
            g.push(u64::from(mex.get()));
        }
        g
    }

    #[test]
    fn agrees_with_the_definition() {
        let table = by_definition(1200);
        for (s, &g) in table.iter().enumerate() {
            assert_eq!(grundy(s as u64), g, "heap {s}");
        }
    }

    /// The real game on a whole position, the sorted list of its non-empty heaps: lower one
    /// heap (to nothing or to a smaller heap), or split one into two non-empty heaps.
    fn lasker_moves(position: &[u8], out: &mut Vec<Vec<u8>>) {
        multiset_moves(
            position,
            |&h: &u8, parts: &mut Vec<Vec<u8>>| {
                parts.push(Vec::new());
                parts.extend((1..h).map(|r| vec![r]));
                parts.extend((1..=h / 2).map(|a| vec![a, h - a]));
            },
            out,
        );
    }

    #[test]
    fn one_heap_agrees_with_exhaustive_play() {
        let mut search = Search::new(|p: &Vec<u8>, out: &mut Vec<Vec<u8>>| lasker_moves(p, out));
        for s in 0..=18u8 {
            let start: Vec<u8> = if s == 0 { Vec::new() } else { vec![s] };
            let value = search.grundy(&start).unwrap_or_else(|cycle| panic!("{cycle}"));
            assert_eq!(grundy(u64::from(s)), u64::from(value), "heap {s}");
        }
    }

    #[test]
    fn sums_agree_with_exhaustive_play() {
        // Every position of up to four heaps with 16 tokens in all: won exactly when the XOR
        // of the values is non-zero.
        let mut search = Search::new(|p: &Vec<u8>, out: &mut Vec<Vec<u8>>| lasker_moves(p, out));
        let mut positions: Vec<Vec<u8>> = vec![Vec::new()];
        let mut checked = 0;
        while let Some(position) = positions.pop() {
            let xor = position.iter().fold(0, |x, &h| x ^ grundy(u64::from(h)));
            let win = search.is_win(&position).unwrap_or_else(|cycle| panic!("{cycle}"));
            assert_eq!(win, xor != 0, "heaps {position:?}");
            checked += 1;
            let total: u8 = position.iter().sum();
            let least = position.last().copied().unwrap_or(1);
            if position.len() < 4 {
                // Non-decreasing lists, so each multiset once.
                positions.extend((least..=16 - total).map(|h| [&position[..], &[h]].concat()));
            }
        }
        assert_eq!(checked, 359, "positions of at most four heaps and 16 tokens");
    }

    #[test]
    fn is_an_involution_onto_each_block() {
        for s in 0..100_000u64 {
            assert_eq!(grundy(grundy(s)), s, "heap {s}");
            assert_eq!(grundy(s).saturating_sub(1) / 4, s.saturating_sub(1) / 4, "heap {s}");
        }
        let mut rng = Rng::new(3032);
        for _ in 0..10_000 {
            let s = rng.next_u64() >> 1;
            assert_eq!(grundy(grundy(s)), s, "heap {s}");
        }
    }

    #[test]
    fn values_at_the_limits() {
        assert_eq!(grundy((1 << 31) - 1), 1 << 31);
        assert_eq!(grundy(1 << 31), (1 << 31) - 1);
        assert_eq!(grundy((1 << 31) - 2), (1 << 31) - 2);
        assert_eq!(grundy(u64::MAX - 1), u64::MAX - 1);
        assert_eq!(grundy(u64::MAX - 4), u64::MAX - 3);
        assert_eq!(grundy(u64::MAX - 3), u64::MAX - 4);
    }

    #[test]
    #[should_panic(expected = "heap < u64::MAX")]
    fn the_largest_u64_has_no_value() {
        let _ = grundy(std::hint::black_box(u64::MAX));
    }
}
