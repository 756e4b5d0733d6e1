//! XOR convolution by the Walsh–Hadamard transform, exactly over the integers or modulo a
//! prime.
//!
//! A sum of independent games has Grundy value the XOR of its parts' values. If `c[v]` counts
//! the ways one part has value `v`, the ways a sum of `n` parts has value `v` form the `n`-fold
//! XOR convolution of `c` with itself. The Walsh–Hadamard transform turns XOR convolution into
//! a pointwise product, so the `n`-fold power costs one transform, `len` powers and one inverse
//! transform, whatever `n` is.
//!
//! The transform of `a` (length `2^k`) is `A[j] = Σ_i (-1)^popcount(i & j) · a[i]`; applying it
//! twice multiplies by `2^k`.

use crate::modular::{inverse, pow_mod};

fn check_length(len: usize) {
    assert!(len.is_power_of_two(), "the length {len} is not a power of two");
}

/// The transform's loop, shared by its exact and modular forms: every pair of entries
/// `half` apart within blocks of `2 * half`, for `half` = 1, 2, 4, …, is replaced by
/// `butterfly(low, high)`.
fn butterflies<T: Copy>(a: &mut [T], butterfly: impl Fn(T, T) -> (T, T)) {
    check_length(a.len());
    let mut half = 1;
    while half < a.len() {
        for block in a.chunks_exact_mut(2 * half) {
            let (low, high) = block.split_at_mut(half);
            for (x, y) in low.iter_mut().zip(high) {
                (*x, *y) = butterfly(*x, *y);
            }
        }
        half *= 2;
    }
}

/// The Walsh–Hadamard transform of `a`, in place, exactly over the integers.
///
/// # Constraints
///
/// `a.len()` is a power of two, and `len · max |a[i]|` fits in an `i64` (every entry of the
/// result is a signed sum of the inputs).
///
/// # Panics
///
/// Panics if the length is not a power of two.
///
/// # Complexity
///
/// O(len log len) additions, no allocation.
///
/// # Example
///
/// ```
/// use sg_core::xor_transform::walsh_hadamard;
///
/// let mut a = [1, 2, 0, 0];
/// walsh_hadamard(&mut a);
/// assert_eq!(a, [3, -1, 3, -1]);
/// ```
pub fn walsh_hadamard(a: &mut [i64]) {
    butterflies(a, |u, v| (u + v, u - v));
}

/// The Walsh–Hadamard transform of `a` modulo the prime `p`, in place.
///
/// # Constraints
///
/// `a.len()` is a power of two; every entry is in `0..p`; `p` is an odd prime below 2^32.
///
/// # Panics
///
/// Panics if the length is not a power of two.
///
/// # Complexity
///
/// O(len log len), no allocation.
///
/// # Example
///
/// ```
/// use sg_core::xor_transform::wht_mod;
///
/// let mut a = [1, 2, 0, 0];
/// wht_mod(&mut a, 7);
/// assert_eq!(a, [3, 6, 3, 6]);
/// ```
pub fn wht_mod(a: &mut [u64], p: u64) {
    butterflies(a, |u, v| {
        let sum = u + v;
        (if sum >= p { sum - p } else { sum }, if u >= v { u - v } else { u + p - v })
    });
}

/// The inverse Walsh–Hadamard transform modulo the prime `p`, in place: the forward
/// transform divided by the length.
///
/// # Constraints
///
/// As for [`wht_mod`]; the prime must be odd so that the length (a power of two) is
/// invertible.
///
/// # Panics
///
/// Panics if the length is not a power of two, or is a multiple of `p`.
///
/// # Complexity
///
/// O(len log len + log p).
///
/// # Example
///
/// ```
/// use sg_core::xor_transform::{inverse_wht_mod, wht_mod};
///
/// let mut a = [5, 0, 2, 9, 1, 1, 0, 3];
/// wht_mod(&mut a, 998_244_353);
/// inverse_wht_mod(&mut a, 998_244_353);
/// assert_eq!(a, [5, 0, 2, 9, 1, 1, 0, 3]);
/// ```
pub fn inverse_wht_mod(a: &mut [u64], p: u64) {
    wht_mod(a, p);
    let scale = inverse(a.len() as u64 % p, p);
    for x in a.iter_mut() {
        *x = *x * scale % p;
    }
}

/// Raises every entry to the power `exp` modulo `p`, in place.
///
/// Transformed count vectors repeat few distinct values, so a run of equal entries costs one
/// power.
///
/// # Constraints
///
/// `p` is below 2^32; entries may be any `u64`.
///
/// # Complexity
///
/// O(len + d log exp) where d is the number of runs of equal entries.
///
/// # Example
///
/// ```
/// use sg_core::xor_transform::pow_pointwise;
///
/// let mut a = [2, 3, 3, 0];
/// pow_pointwise(&mut a, 1_000_000_000_000_000_000, 998_244_353);
/// assert_eq!(a[1], a[2]);
/// assert_eq!(a[3], 0);
/// ```
pub fn pow_pointwise(a: &mut [u64], exp: u64, p: u64) {
    let mut last: Option<(u64, u64)> = None;
    for x in a.iter_mut() {
        let power = match last {
            Some((base, power)) if base == *x => power,
            _ => pow_mod(*x, exp, p),
        };
        last = Some((*x, power));
        *x = power;
    }
}

/// The `exp`-fold XOR convolution power of `counts` modulo the prime `p`: entry `v` of the
/// result is the number of sequences `(i_1, …, i_exp)`, weighted by
/// `counts[i_1] · … · counts[i_exp]`, with `i_1 ^ … ^ i_exp = v`.
///
/// The power of the empty sequence (`exp = 0`) is 1 at index 0 and 0 elsewhere.
///
/// # Constraints
///
/// `counts.len()` is a power of two; `p` is an odd prime below 2^32 greater than the length.
/// Entries may be any `u64` (they are reduced).
///
/// # Panics
///
/// Panics if the length is not a power of two.
///
/// # Complexity
///
/// O(len log len + d log exp) for d runs of equal transformed values, O(len) memory.
///
/// # Example
///
/// ```
/// use sg_core::xor_transform::xor_power;
///
/// // Two draws from {1, 2, 3}: XOR 0 in 3 ways, each non-zero value in 2 ways.
/// assert_eq!(xor_power(&[0, 1, 1, 1], 2, 1_000_000_007), [3, 2, 2, 2]);
/// ```
pub fn xor_power(counts: &[u64], exp: u64, p: u64) -> Vec<u64> {
    let mut a: Vec<u64> = counts.iter().map(|&c| c % p).collect();
    wht_mod(&mut a, p);
    pow_pointwise(&mut a, exp, p);
    inverse_wht_mod(&mut a, p);
    a
}

#[cfg(test)]
mod tests {
    use super::*;
    use judge_io::random::Rng;

    const P: u64 = 998_244_353;

    /// XOR convolution by its definition.
    fn convolve(a: &[u64], b: &[u64], p: u64) -> Vec<u64> {
        let mut c = vec![0; a.len()];
        for (i, &x) in a.iter().enumerate() {
            for (j, &y) in b.iter().enumerate() {
                c[i ^ j] = (c[i ^ j] + x * y) % p;
            }
        }
        c
    }

    fn pseudo_random(seed: u64, len: usize, below: u64) -> Vec<u64> {
        let mut rng = Rng::new(seed);
        (0..len).map(|_| rng.range(0..=below - 1)).collect()
    }

    #[test]
    fn transform_agrees_with_its_definition() {
        for k in 0..=6 {
            let len = 1 << k;
            let a = pseudo_random(k as u64, len, 1000);
            let mut exact: Vec<i64> = a.iter().map(|&x| x as i64).collect();
            walsh_hadamard(&mut exact);
            let mut modular = a.clone();
            wht_mod(&mut modular, P);
            for j in 0..len {
                let by_definition: i64 =
                    (0..len).map(|i| if (i & j).count_ones() % 2 == 0 { a[i] as i64 } else { -(a[i] as i64) }).sum();
                assert_eq!(exact[j], by_definition);
                assert_eq!(modular[j], by_definition.rem_euclid(P as i64) as u64);
            }
        }
    }

    #[test]
    fn inverse_undoes_the_transform() {
        for k in 0..=10 {
            let a = pseudo_random(100 + k as u64, 1 << k, P);
            let mut b = a.clone();
            wht_mod(&mut b, P);
            inverse_wht_mod(&mut b, P);
            assert_eq!(a, b);
        }
    }

    #[test]
    fn power_agrees_with_repeated_convolution() {
        for k in 0..=4 {
            let len = 1 << k;
            let counts = pseudo_random(7 + k as u64, len, 5);
            let mut slow = vec![0; len];
            slow[0] = 1;
            for exp in 0..8 {
                assert_eq!(xor_power(&counts, exp, P), slow, "len {len}, exp {exp}");
                slow = convolve(&slow, &counts, P);
            }
        }
    }

    #[test]
    fn zero_transformed_values_stay_zero_for_huge_exponents() {
        // counts = [1, 1]: transform [2, 0]; any positive power keeps the 0.
        let power = xor_power(&[1, 1], (P - 1) * 5, P);
        let half = pow_mod(2, (P - 1) * 5 - 1, P);
        assert_eq!(power, [half, half]);
    }

    #[test]
    fn xor_power_counts_nim_positions() {
        // Heaps of 0..4 stones, three heaps: the positions with nim-sum 0 are the second
        // player's wins. Count them by playing nothing but the definition of a nim-sum over
        // every triple; the Sprague–Grundy theorem itself is checked in `search`.
        let counts = [1u64; 4];
        let power = xor_power(&counts, 3, P);
        let mut by_enumeration = [0u64; 4];
        for a in 0..4 {
            for b in 0..4 {
                for c in 0..4 {
                    by_enumeration[a ^ b ^ c] += 1;
                }
            }
        }
        assert_eq!(power, by_enumeration);
    }

    #[test]
    fn sum_of_games_counted_against_exhaustive_search() {
        use crate::search::Search;
        // Two heaps, each 0..=5 stones, moves remove 1 or 2: count the first-player wins by
        // exhaustive search of the two-heap game and by the XOR power of the one-heap values.
        let mut two_heaps = Search::new(|&(a, b): &(u8, u8), out: &mut Vec<(u8, u8)>| {
            for s in 1..=2 {
                if a >= s {
                    out.push((a - s, b));
                }
                if b >= s {
                    out.push((a, b - s));
                }
            }
        });
        let mut wins = 0;
        for a in 0..=5 {
            for b in 0..=5 {
                wins += u64::from(two_heaps.is_win(&(a, b)).unwrap_or_else(|cycle| panic!("{cycle}")));
            }
        }
        let mut one_heap =
            Search::new(|&a: &u8, out: &mut Vec<u8>| out.extend((1..=2).filter(|&s| s <= a).map(|s| a - s)));
        let mut counts = vec![0u64; 4];
        for a in 0..=5 {
            counts[one_heap.grundy(&a).unwrap_or_else(|cycle| panic!("{cycle}")) as usize] += 1;
        }
        let power = xor_power(&counts, 2, P);
        assert_eq!(36 - power[0], wins);
    }

    #[test]
    #[should_panic(expected = "not a power of two")]
    fn lengths_must_be_powers_of_two() {
        wht_mod(&mut [1, 2, 3], P);
    }
}
