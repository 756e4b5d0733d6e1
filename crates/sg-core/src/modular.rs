//! Arithmetic modulo a prime below 2^32: powers, inverses, binomial coefficients.
//!
//! Counting problems over games ask for answers modulo a prime such as 998 244 353 or
//! 10^9 + 7. Every residue here is a `u64` in `0..modulus`; with a modulus below 2^32 a product
//! of two residues fits in a `u64`, so no wider type is needed.

/// `base^exp mod modulus`, by repeated squaring over the bits of `exp`.
///
/// The exponent is used as given, never reduced modulo `modulus - 1`: that would be wrong for
/// a base divisible by the modulus (0^0 = 1 but 0^(p-1) = 0).
///
/// # Constraints
///
/// 1 <= `modulus` < 2^32. `base` may be any `u64` (it is reduced first).
///
/// # Panics
///
/// Panics if `modulus` is 0 or at least 2^32.
///
/// # Complexity
///
/// O(log exp) multiplications.
///
/// # Example
///
/// ```
/// use sg_core::modular::pow_mod;
///
/// assert_eq!(pow_mod(3, 4, 1000), 81);
/// assert_eq!(pow_mod(2, 1_000_000_000_000_000_000, 998_244_353), 242_199_768);
/// assert_eq!(pow_mod(0, 0, 7), 1);
/// assert_eq!(pow_mod(5, 3, 1), 0);
/// ```
pub fn pow_mod(base: u64, mut exp: u64, modulus: u64) -> u64 {
    assert!(modulus > 0 && modulus >> 32 == 0, "the modulus must be in 1..2^32");
    let mut base = base % modulus;
    let mut result = 1 % modulus;
    while exp > 0 {
        if exp & 1 == 1 {
            result = result * base % modulus;
        }
        base = base * base % modulus;
        exp >>= 1;
    }
    result
}

/// The inverse of `a` modulo the prime `p`: the `x` in `0..p` with `a · x ≡ 1 (mod p)`, found
/// as `a^(p-2)` (Fermat).
///
/// # Constraints
///
/// `p` is a prime below 2^32 (primality is not checked) and `a` is not a multiple of `p`.
///
/// # Panics
///
/// Panics if `a ≡ 0 (mod p)`, or `p < 2` or `p >= 2^32`.
///
/// # Complexity
///
/// O(log p).
///
/// # Example
///
/// ```
/// use sg_core::modular::inverse;
///
/// const P: u64 = 998_244_353;
/// assert_eq!(inverse(2, P), (P + 1) / 2);
/// assert_eq!(inverse(1 << 19, P) * (1 << 19) % P, 1);
/// ```
pub fn inverse(a: u64, p: u64) -> u64 {
    assert!(p >= 2, "the modulus must be a prime");
    assert!(a % p != 0, "0 has no inverse modulo {p}");
    pow_mod(a, p - 2, p)
}

/// Factorials and inverse factorials modulo a prime, for binomial coefficients `C(n, k)` with
/// `n` up to a bound fixed at construction.
///
/// # Example
///
/// ```
/// use sg_core::modular::Binomial;
///
/// let b = Binomial::new(10, 1_000_000_007);
/// assert_eq!(b.choose(10, 4), 210);
/// assert_eq!(b.choose(4, 10), 0);
/// assert_eq!(b.choose(0, 0), 1);
/// ```
#[derive(Debug, Clone)]
pub struct Binomial {
    modulus: u64,
    factorial: Vec<u64>,
    inverse_factorial: Vec<u64>,
}

impl Binomial {
    /// Tables of `i!` and `1/i!` modulo the prime `p` for `i` in `0..=max_n`.
    ///
    /// # Constraints
    ///
    /// `p` is a prime below 2^32 and `max_n < p` (otherwise `max_n!` is 0 and has no
    /// inverse).
    ///
    /// # Panics
    ///
    /// Panics if `max_n >= p`, or `p < 2` or `p >= 2^32`.
    ///
    /// # Complexity
    ///
    /// O(max_n + log p) time, O(max_n) memory.
    ///
    /// # Example
    ///
    /// ```
    /// use sg_core::modular::Binomial;
    ///
    /// let b = Binomial::new(5, 7);
    /// assert_eq!(b.max_n(), 5);
    /// assert_eq!(b.factorial(5), 120 % 7);
    /// assert_eq!(b.choose(5, 2), 10 % 7);
    /// ```
    pub fn new(max_n: usize, p: u64) -> Self {
        assert!(p >= 2 && p >> 32 == 0, "the modulus must be a prime below 2^32");
        assert!((max_n as u64) < p, "factorials up to {max_n} vanish modulo {p}");
        let mut factorial = Vec::with_capacity(max_n + 1);
        factorial.push(1 % p);
        for i in 1..=max_n as u64 {
            let previous = factorial[factorial.len() - 1];
            factorial.push(previous * i % p);
        }
        let mut inverse_factorial = vec![0; max_n + 1];
        inverse_factorial[max_n] = inverse(factorial[max_n], p);
        for i in (1..=max_n).rev() {
            inverse_factorial[i - 1] = inverse_factorial[i] * i as u64 % p;
        }
        Binomial { modulus: p, factorial, inverse_factorial }
    }

    /// The largest `n` the tables cover.
    ///
    /// # Example
    ///
    /// ```
    /// use sg_core::modular::Binomial;
    ///
    /// assert_eq!(Binomial::new(100, 1_000_000_007).max_n(), 100);
    /// ```
    pub fn max_n(&self) -> usize {
        self.factorial.len() - 1
    }

    /// `C(n, k) mod p`: the number of `k`-element subsets of an `n`-element set; 0 when
    /// `k > n`.
    ///
    /// # Panics
    ///
    /// Panics if `n` exceeds [`Binomial::max_n`].
    ///
    /// # Complexity
    ///
    /// O(1).
    ///
    /// # Example
    ///
    /// ```
    /// use sg_core::modular::Binomial;
    ///
    /// let b = Binomial::new(5, 1_000_000_007);
    /// assert_eq!(b.choose(5, 2), 10);
    /// assert_eq!(b.choose(5, 3), 10);
    /// assert_eq!(b.choose(5, 0), 1);
    /// assert_eq!(b.choose(2, 5), 0);
    /// ```
    pub fn choose(&self, n: usize, k: usize) -> u64 {
        assert!(n <= self.max_n(), "C({n}, {k}) is beyond the table (n <= {})", self.max_n());
        if k > n {
            return 0;
        }
        self.factorial[n] * self.inverse_factorial[k] % self.modulus * self.inverse_factorial[n - k] % self.modulus
    }

    /// `n! mod p`.
    ///
    /// # Panics
    ///
    /// Panics if `n` exceeds [`Binomial::max_n`].
    ///
    /// # Example
    ///
    /// ```
    /// use sg_core::modular::Binomial;
    ///
    /// let b = Binomial::new(20, 1_000_000_007);
    /// assert_eq!(b.factorial(5), 120);
    /// assert_eq!(b.factorial(20), 2_432_902_008_176_640_000 % 1_000_000_007);
    /// ```
    pub fn factorial(&self, n: usize) -> u64 {
        self.factorial[n]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const P: u64 = 998_244_353;
    const Q: u64 = 1_000_000_007;

    #[test]
    fn pow_agrees_with_repeated_multiplication() {
        for modulus in [1, 2, 7, 1000, P, Q, (1 << 32) - 5] {
            for base in [0, 1, 2, 3, modulus - 1, modulus, modulus + 5, u64::MAX] {
                let mut slow = 1 % modulus;
                for exp in 0..200 {
                    assert_eq!(pow_mod(base, exp, modulus), slow, "{base}^{exp} mod {modulus}");
                    slow = slow * (base % modulus) % modulus;
                }
            }
        }
    }

    #[test]
    fn huge_exponents_are_not_reduced() {
        // 0^e = 0 for every positive e, including multiples of p - 1.
        assert_eq!(pow_mod(P, (P - 1) * 3, P), 0);
        assert_eq!(pow_mod(0, u64::MAX, P), 0);
        // Fermat: a^(p-1) = 1, so a^(k(p-1) + r) = a^r.
        assert_eq!(pow_mod(12345, (P - 1) * 1_000_000 + 17, P), pow_mod(12345, 17, P));
        // (p-1)^e = (-1)^e.
        assert_eq!(pow_mod(Q - 1, 1_000_000_000_000_000_000, Q), 1);
        assert_eq!(pow_mod(Q - 1, 999_999_999_999_999_999, Q), Q - 1);
    }

    #[test]
    fn inverses_multiply_to_one() {
        for a in (1..2000).chain([P - 1, P - 2, 1 << 20]) {
            assert_eq!(inverse(a, P) * (a % P) % P, 1, "a = {a}");
            assert_eq!(inverse(a, Q) * (a % Q) % Q, 1, "a = {a}");
        }
    }

    #[test]
    #[should_panic(expected = "no inverse")]
    fn zero_has_no_inverse() {
        inverse(P, P);
    }

    #[test]
    fn binomials_agree_with_pascals_triangle() {
        let b = Binomial::new(300, Q);
        let mut row = vec![1u64];
        for n in 0..=300 {
            for (k, &c) in row.iter().enumerate() {
                assert_eq!(b.choose(n, k), c, "C({n}, {k})");
            }
            assert_eq!(b.choose(n, n + 1), 0);
            let mut next = vec![1u64; n + 2];
            for k in 1..=n {
                next[k] = (row[k - 1] + row[k]) % Q;
            }
            row = next;
        }
        // The central binomial C(60, 30) is a published exact value.
        assert_eq!(b.choose(60, 30), 118_264_581_564_861_424 % Q);
    }

    #[test]
    fn binomials_modulo_a_small_prime() {
        // Lucas-free range: n < p.
        let b = Binomial::new(12, 13);
        assert_eq!(b.choose(12, 6), 924 % 13);
        assert_eq!(b.factorial(12), 479_001_600 % 13);
    }
}
