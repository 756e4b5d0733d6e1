//! Moore's Nim-k: Nim where one move takes from between 1 and k heaps at once.
//!
//! A move picks at least one and at most `k` heaps and removes a positive number of stones
//! from each (amounts may differ). Moore (1910) showed that a position is lost for the player
//! to move exactly when, for every binary digit, the number of heaps having a 1 in that digit
//! is a multiple of `k + 1`. For `k = 1` this is ordinary Nim (the nim-sum is 0).
//!
//! Why: from a position meeting the condition, any move changes some heaps, and in the highest
//! digit where a changed heap changes, at most `k` heaps change it, and all of those from 1 to
//! 0, so that digit's count drops by 1..=k and stops being a multiple of `k + 1`. From any other
//! position one can fix the digits from the top down, each time choosing which heaps to lower
//! so that no more than `k` heaps are touched in total.

use crate::modular::Binomial;

/// Whether the Nim-k position `heaps` is won for the player to move: it is lost exactly when,
/// for every binary digit, the number of heaps with a 1 there is a multiple of `k + 1`.
///
/// # Constraints
///
/// `k >= 1`.
///
/// # Panics
///
/// Panics if `k` is 0.
///
/// # Complexity
///
/// O(len · 64) bit tests, no allocation.
///
/// # Example
///
/// ```
/// use sg_core::nim_k::is_win;
///
/// // Ordinary Nim: 1 ^ 2 ^ 3 = 0.
/// assert!(!is_win(&[1, 2, 3], 1));
/// // Three equal heaps: lost when two heaps may move at once, won in plain Nim.
/// assert!(!is_win(&[5, 5, 5], 2));
/// assert!(is_win(&[5, 5, 5], 1));
/// ```
pub fn is_win(heaps: &[u64], k: usize) -> bool {
    assert!(k >= 1, "Nim-k needs k >= 1");
    let modulus = k as u64 + 1;
    (0..64).any(|bit| heaps.iter().filter(|&&h| h >> bit & 1 == 1).count() as u64 % modulus != 0)
}

/// For each total `s` in `0..=max_total`, the number of ordered Nim-k positions of `heaps`
/// heaps with `s` stones in all that are lost for the player to move, modulo the prime `p`.
///
/// Digits are independent except through the total: a losing position puts a 1 in digit `b`
/// on exactly `c` heaps for some multiple `c` of `k + 1`, chosen in `C(heaps, c)` ways, adding
/// `c · 2^b` stones. Multiplying these choices digit by digit, keeping totals up to
/// `max_total`, counts every losing position once.
///
/// # Constraints
///
/// `k >= 1`; `p` is a prime below 2^32 greater than `heaps`.
///
/// # Panics
///
/// Panics if `k` is 0 or `heaps >= p`.
///
/// # Complexity
///
/// O(B · max_total · (heaps / (k + 1) + 1)) with B = bit length of `max_total`; O(max_total +
/// heaps) memory.
///
/// # Example
///
/// ```
/// use sg_core::nim_k::loss_counts_by_total;
///
/// // Two Nim heaps (k = 1): lost exactly when equal, so only even totals, one way each.
/// assert_eq!(loss_counts_by_total(2, 1, 6, 1_000_000_007), [1, 0, 1, 0, 1, 0, 1]);
/// ```
pub fn loss_counts_by_total(heaps: usize, k: usize, max_total: usize, p: u64) -> Vec<u64> {
    assert!(k >= 1, "Nim-k needs k >= 1");
    let binomial = Binomial::new(heaps, p);
    let mut ways = vec![0u64; max_total + 1];
    ways[0] = 1 % p;
    let mut next = vec![0u64; max_total + 1];
    let mut digit = 1usize;
    while digit <= max_total {
        next.fill(0);
        for (s, &w) in ways.iter().enumerate().filter(|&(_, &w)| w != 0) {
            for c in (0..=heaps).step_by(k + 1) {
                let Some(total) = c.checked_mul(digit).and_then(|added| added.checked_add(s)) else { break };
                if total > max_total {
                    break;
                }
                next[total] = (next[total] + w * binomial.choose(heaps, c)) % p;
            }
        }
        std::mem::swap(&mut ways, &mut next);
        digit = match digit.checked_mul(2) {
            Some(d) => d,
            None => break,
        };
    }
    ways
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::Search;

    /// Every position reachable by one Nim-k move: a non-empty set of at most k heaps, each
    /// lowered to any smaller size.
    fn nim_k_moves(k: usize) -> impl FnMut(&Vec<u8>, &mut Vec<Vec<u8>>) {
        move |heaps: &Vec<u8>, out: &mut Vec<Vec<u8>>| {
            let n = heaps.len();
            for mask in 1u32..1 << n {
                if mask.count_ones() as usize > k || (0..n).any(|i| mask >> i & 1 == 1 && heaps[i] == 0) {
                    continue;
                }
                // Odometer over the new sizes of the chosen heaps.
                let chosen: Vec<usize> = (0..n).filter(|&i| mask >> i & 1 == 1).collect();
                let mut next = heaps.clone();
                for &i in &chosen {
                    next[i] = 0;
                }
                loop {
                    out.push(next.clone());
                    let mut advanced = false;
                    for &i in &chosen {
                        if next[i] + 1 < heaps[i] {
                            next[i] += 1;
                            advanced = true;
                            break;
                        }
                        next[i] = 0;
                    }
                    if !advanced {
                        break;
                    }
                }
            }
        }
    }

    #[test]
    fn moores_condition_agrees_with_exhaustive_search() {
        for (n, max_heap) in [(1, 9), (2, 7), (3, 6), (4, 4)] {
            for k in 1..=n {
                let mut search = Search::new(nim_k_moves(k));
                let mut heaps = vec![0u8; n];
                loop {
                    let as_u64: Vec<u64> = heaps.iter().map(|&h| u64::from(h)).collect();
                    assert_eq!(
                        search.is_win(&heaps).unwrap_or_else(|cycle| panic!("{cycle}")),
                        is_win(&as_u64, k),
                        "heaps {heaps:?}, k = {k}"
                    );
                    let Some(i) = heaps.iter().position(|&h| h < max_heap) else { break };
                    heaps[i] += 1;
                    heaps[..i].fill(0);
                }
            }
        }
    }

    #[test]
    fn counts_by_total_agree_with_enumeration() {
        const P: u64 = 1_000_000_007;
        for heaps in 1..=4usize {
            for k in 1..=heaps + 1 {
                let max_total = 14;
                let counts = loss_counts_by_total(heaps, k, max_total, P);
                let mut by_enumeration = vec![0u64; max_total + 1];
                let mut position = vec![0u64; heaps];
                loop {
                    let total: u64 = position.iter().sum();
                    if total as usize <= max_total && !is_win(&position, k) {
                        by_enumeration[total as usize] += 1;
                    }
                    let Some(i) = position.iter().position(|&h| h < max_total as u64) else { break };
                    position[i] += 1;
                    position[..i].fill(0);
                }
                assert_eq!(counts, by_enumeration, "heaps {heaps}, k = {k}");
            }
        }
    }

    #[test]
    fn k_at_least_the_heap_count_leaves_only_the_empty_position() {
        let counts = loss_counts_by_total(5, 5, 100, 998_244_353);
        assert_eq!(counts[0], 1);
        assert!(counts[1..].iter().all(|&c| c == 0));
    }
}
