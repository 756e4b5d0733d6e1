//! Zeckendorf representations: every positive integer is, in exactly one way, a sum of
//! Fibonacci numbers 1, 2, 3, 5, 8, … no two of them consecutive in that sequence; the greedy
//! choice (the largest Fibonacci number that fits, then again on the rest) finds it.
//!
//! Fibonacci Nim is the game it decides: one pile, the first move takes at most all but one
//! stone, each later move at most twice the previous one, the last stone wins. With n stones
//! left and at most m allowed, the player to move wins exactly when the smallest part of n's
//! representation is at most m (Whinihan, 1963): taking exactly that part leaves a smallest
//! part more than twice as large, which the opponent cannot take. So the first player, allowed
//! n − 1, loses exactly when n is itself a Fibonacci number.

/// The Fibonacci numbers 1, 2, 3, 5, … that fit in a `u64`, increasing.
const FIBONACCI: [u64; 92] = {
    let mut table = [0u64; 92];
    table[0] = 1;
    table[1] = 2;
    let mut i = 2;
    while i < 92 {
        table[i] = table[i - 1] + table[i - 2];
        i += 1;
    }
    table
};

/// The parts of `n`'s Zeckendorf representation, largest first: distinct Fibonacci numbers
/// (from 1, 2, 3, 5, …), no two consecutive in the sequence, summing to `n`. Empty for 0.
///
/// # Complexity
///
/// O(log n), no allocation.
///
/// # Example
///
/// ```
/// use sg_core::zeckendorf::parts;
///
/// assert_eq!(parts(100).collect::<Vec<_>>(), [89, 8, 3]);
/// assert_eq!(parts(13).collect::<Vec<_>>(), [13]);
/// assert_eq!(parts(u64::MAX).sum::<u64>(), u64::MAX);
/// ```
pub fn parts(n: u64) -> impl Iterator<Item = u64> {
    let mut rest = n;
    FIBONACCI.iter().rev().filter_map(move |&f| {
        // Greedy: after taking f, the rest is below the Fibonacci number before f, so the next
        // part is never f's neighbour.
        if f <= rest {
            rest -= f;
            Some(f)
        } else {
            None
        }
    })
}

/// The smallest part of `n`'s Zeckendorf representation, or `None` for 0.
///
/// # Complexity
///
/// O(log n).
///
/// # Example
///
/// ```
/// use sg_core::zeckendorf::smallest_part;
///
/// assert_eq!(smallest_part(100), Some(3)); // 89 + 8 + 3
/// assert_eq!(smallest_part(0), None);
/// ```
pub fn smallest_part(n: u64) -> Option<u64> {
    parts(n).last()
}

/// Whether `n` is a Fibonacci number (1, 2, 3, 5, 8, …): its representation has one part.
///
/// # Complexity
///
/// O(log n).
///
/// # Example
///
/// ```
/// use sg_core::zeckendorf::is_fibonacci;
///
/// assert!(is_fibonacci(2) && is_fibonacci(13) && is_fibonacci(1_836_311_903));
/// assert!(!is_fibonacci(0) && !is_fibonacci(4) && !is_fibonacci(1_836_311_904));
/// ```
pub fn is_fibonacci(n: u64) -> bool {
    n > 0 && smallest_part(n) == Some(n)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::Search;
    use judge_io::random::Rng;

    /// Checks the definition: distinct Fibonacci numbers, none consecutive, summing to `n`.
    fn is_representation(n: u64, parts: &[u64]) -> bool {
        let index = |p: &u64| FIBONACCI.iter().position(|f| f == p);
        let indices: Option<Vec<usize>> = parts.iter().map(index).collect();
        let Some(indices) = indices else { return false };
        indices.windows(2).all(|w| w[0] >= w[1] + 2)
            && parts.iter().map(|&p| u128::from(p)).sum::<u128>() == u128::from(n)
    }

    #[test]
    fn the_table_is_every_fibonacci_number_of_u64() {
        assert!(FIBONACCI.windows(3).all(|w| w[2] == w[0] + w[1]));
        assert!(FIBONACCI[91].checked_add(FIBONACCI[90]).is_none());
    }

    #[test]
    fn representations_are_the_unique_ones() {
        // Every subset of non-consecutive Fibonacci numbers below 2000 once: its sum has that
        // representation and no other.
        let small: Vec<u64> = FIBONACCI.iter().copied().take_while(|&f| f < 2000).collect();
        let mut seen = vec![false; 6000];
        for mask in 0u32..1 << small.len() {
            if mask & (mask >> 1) != 0 {
                continue;
            }
            let chosen: Vec<u64> = (0..small.len()).rev().filter(|&i| mask >> i & 1 == 1).map(|i| small[i]).collect();
            let n: u64 = chosen.iter().sum();
            assert!(!seen[n as usize], "{n} has two representations");
            seen[n as usize] = true;
            assert_eq!(parts(n).collect::<Vec<_>>(), chosen, "n = {n}");
        }
        let mut rng = Rng::new(2516);
        for _ in 0..10_000 {
            let n = rng.next_u64();
            assert!(is_representation(n, &parts(n).collect::<Vec<_>>()), "n = {n}");
        }
    }

    /// Fibonacci Nim by exhaustive play: a state is (stones left, most allowed this move).
    fn fibonacci_nim() -> impl FnMut(&(u64, u64), &mut Vec<(u64, u64)>) {
        |&(stones, most), out| out.extend((1..=most.min(stones)).map(|t| (stones - t, (2 * t).min(stones - t))))
    }

    #[test]
    fn the_smallest_part_decides_fibonacci_nim() {
        let mut search = Search::new(fibonacci_nim());
        for stones in 1..=120u64 {
            for most in 1..=stones {
                let win = search.is_win(&(stones, most)).unwrap_or_else(|cycle| panic!("{cycle}"));
                assert_eq!(smallest_part(stones).is_some_and(|p| p <= most), win, "({stones}, {most})");
            }
            if stones >= 2 {
                // The first move may take all but one stone.
                let first_wins = search.is_win(&(stones, stones - 1)).unwrap_or_else(|cycle| panic!("{cycle}"));
                assert_eq!(!is_fibonacci(stones), first_wins, "n = {stones}");
            }
        }
    }
}
