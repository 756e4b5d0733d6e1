//! Primes by the sieve of Eratosthenes, for games whose moves are prime amounts.

/// `table[x]` tells whether x is prime, for every x in `0..=n`.
///
/// # Complexity
///
/// O(n log log n) time, O(n) memory.
///
/// # Example
///
/// ```
/// use sg_core::primes::prime_table;
///
/// let table = prime_table(10);
/// let primes: Vec<usize> = (0..=10).filter(|&x| table[x]).collect();
/// assert_eq!(primes, [2, 3, 5, 7]);
/// ```
pub fn prime_table(n: usize) -> Vec<bool> {
    let mut table = vec![true; n + 1];
    table[0] = false;
    if n >= 1 {
        table[1] = false;
    }
    let mut p = 2;
    while p * p <= n {
        if table[p] {
            for multiple in (p * p..=n).step_by(p) {
                table[multiple] = false;
            }
        }
        p += 1;
    }
    table
}

/// The primes not above `n`, in increasing order.
///
/// # Complexity
///
/// O(n log log n) time, O(n) memory.
///
/// # Example
///
/// ```
/// use sg_core::primes::primes_up_to;
///
/// assert_eq!(primes_up_to(20), [2, 3, 5, 7, 11, 13, 17, 19]);
/// assert!(primes_up_to(1).is_empty());
/// ```
pub fn primes_up_to(n: usize) -> Vec<usize> {
    prime_table(n).iter().enumerate().filter(|&(_, &prime)| prime).map(|(x, _)| x).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn by_trial_division(x: usize) -> bool {
        x >= 2 && (2..).take_while(|d| d * d <= x).all(|d| x % d != 0)
    }

    #[test]
    fn agrees_with_trial_division() {
        for n in 0..60 {
            let table = prime_table(n);
            assert_eq!(table.len(), n + 1);
            for (x, &prime) in table.iter().enumerate() {
                assert_eq!(prime, by_trial_division(x), "n = {n}, x = {x}");
            }
        }
        let table = prime_table(5000);
        assert!((0..=5000).all(|x| table[x] == by_trial_division(x)));
    }

    #[test]
    fn prime_counts_match_published_values() {
        // pi(x) for x = 10, 100, 1000, 10^4, 2 * 10^4, 10^5.
        for (n, count) in [(10, 4), (100, 25), (1000, 168), (10_000, 1229), (20_000, 2262), (100_000, 9592)] {
            assert_eq!(primes_up_to(n).len(), count, "pi({n})");
        }
        assert_eq!(primes_up_to(20_000).last(), Some(&19_997));
    }
}
