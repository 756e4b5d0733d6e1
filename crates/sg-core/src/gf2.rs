//! Linear algebra over GF(2) on 64-bit words: a XOR basis (linear basis) that tells whether a
//! value is the XOR of a subset of the values inserted so far.
//!
//! In game terms: a set of Nim heaps contains a non-empty subset with nim-sum 0 exactly when
//! the heap sizes, as vectors of bits, are linearly dependent over GF(2).

/// A basis of the span (over GF(2)) of the values inserted so far, kept in echelon form: at most
/// one basis vector per leading bit.
///
/// # Example
///
/// ```
/// use sg_core::gf2::XorBasis;
///
/// let mut basis = XorBasis::new();
/// assert!(basis.insert(0b110));
/// assert!(basis.insert(0b011));
/// assert!(!basis.insert(0b101)); // 110 ^ 011
/// assert_eq!(basis.rank(), 2);
/// assert!(basis.contains(0b101));
/// assert!(!basis.contains(0b001));
/// ```
#[derive(Debug, Clone)]
pub struct XorBasis {
    /// `by_lead[b]` is 0 or a basis vector whose highest set bit is `b`.
    by_lead: [u64; 64],
    rank: usize,
}

impl Default for XorBasis {
    fn default() -> Self {
        Self::new()
    }
}

impl XorBasis {
    /// The basis of the zero space.
    ///
    /// # Example
    ///
    /// ```
    /// use sg_core::gf2::XorBasis;
    ///
    /// let basis = XorBasis::new();
    /// assert_eq!(basis.rank(), 0);
    /// assert!(basis.contains(0)); // the XOR of the empty subset
    /// assert!(!basis.contains(1));
    /// ```
    pub fn new() -> Self {
        XorBasis { by_lead: [0; 64], rank: 0 }
    }

    /// `value` with every basis leading bit cleared: 0 exactly when `value` is in the span.
    fn reduce(&self, mut value: u64) -> u64 {
        while value != 0 {
            let lead = 63 - value.leading_zeros() as usize;
            if self.by_lead[lead] == 0 {
                break;
            }
            value ^= self.by_lead[lead];
        }
        value
    }

    /// Adds `value` to the spanning set. Returns `true` if it was independent of the values
    /// inserted before (the rank grew), `false` if it is the XOR of some subset of them (the
    /// empty subset for 0).
    ///
    /// # Complexity
    ///
    /// O(64).
    ///
    /// # Example
    ///
    /// ```
    /// use sg_core::gf2::XorBasis;
    ///
    /// let mut basis = XorBasis::new();
    /// assert!(basis.insert(5));
    /// assert!(!basis.insert(5)); // a repeat is dependent
    /// assert!(!basis.insert(0)); // so is 0
    /// assert!(basis.insert(3));
    /// assert!(!basis.insert(6)); // 5 ^ 3
    /// ```
    pub fn insert(&mut self, value: u64) -> bool {
        let rest = self.reduce(value);
        if rest == 0 {
            return false;
        }
        self.by_lead[63 - rest.leading_zeros() as usize] = rest;
        self.rank += 1;
        true
    }

    /// Whether `value` is the XOR of a subset of the inserted values (0 always is).
    ///
    /// # Complexity
    ///
    /// O(64).
    ///
    /// # Example
    ///
    /// ```
    /// use sg_core::gf2::XorBasis;
    ///
    /// let mut basis = XorBasis::new();
    /// basis.insert(0b1001);
    /// basis.insert(0b0110);
    /// // The span is {0000, 1001, 0110, 1111}.
    /// assert!(basis.contains(0b1111));
    /// assert!(basis.contains(0));
    /// assert!(!basis.contains(0b0011));
    /// ```
    pub fn contains(&self, value: u64) -> bool {
        self.reduce(value) == 0
    }

    /// The dimension of the span: how many inserted values were independent.
    ///
    /// # Complexity
    ///
    /// O(1).
    ///
    /// # Example
    ///
    /// ```
    /// use sg_core::gf2::XorBasis;
    ///
    /// let mut basis = XorBasis::new();
    /// for v in [1, 2, 3, 4] {
    ///     basis.insert(v);
    /// }
    /// assert_eq!(basis.rank(), 3); // 3 = 1 ^ 2 adds nothing
    /// ```
    pub fn rank(&self) -> usize {
        self.rank
    }

    /// The largest XOR of a subset of the inserted values.
    ///
    /// # Complexity
    ///
    /// O(64).
    ///
    /// # Example
    ///
    /// ```
    /// use sg_core::gf2::XorBasis;
    ///
    /// let mut basis = XorBasis::new();
    /// for v in [3, 10, 5] {
    ///     basis.insert(v);
    /// }
    /// assert_eq!(basis.max_xor(), 15); // 10 ^ 5
    /// ```
    pub fn max_xor(&self) -> u64 {
        self.by_lead.iter().rev().fold(0, |best, &v| best.max(best ^ v))
    }
}

/// Whether some non-empty subset of `values` has XOR 0, i.e. the values are linearly dependent
/// over GF(2) (a repeated value or a 0 makes them so).
///
/// # Complexity
///
/// O(64 · k) for k values.
///
/// # Example
///
/// ```
/// use sg_core::gf2::has_zero_xor_subset;
///
/// assert!(has_zero_xor_subset([13u64, 6, 7, 15, 3]));
/// assert!(!has_zero_xor_subset([11u64, 10, 15]));
/// ```
pub fn has_zero_xor_subset<I: IntoIterator<Item = u64>>(values: I) -> bool {
    let mut basis = XorBasis::new();
    values.into_iter().any(|v| !basis.insert(v))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::Search;
    use judge_io::random::Rng;

    /// Every XOR of a subset, by enumeration.
    fn subset_xors(values: &[u64]) -> Vec<u64> {
        (0..1u32 << values.len())
            .map(|mask| (0..values.len()).filter(|&i| mask >> i & 1 == 1).fold(0, |x, i| x ^ values[i]))
            .collect()
    }

    #[test]
    fn basis_matches_subset_enumeration() {
        let mut rng = Rng::new(0x1299);
        for round in 0..2000 {
            let k = (rng.next_u64() % 9) as usize;
            let bits = [3, 5, 8, 64][round % 4];
            let values: Vec<u64> =
                (0..k).map(|_| if bits == 64 { rng.next_u64() } else { rng.next_u64() % (1 << bits) }).collect();
            let xors = subset_xors(&values);
            let dependent = xors.iter().skip(1).any(|&x| x == 0);
            assert_eq!(has_zero_xor_subset(values.iter().copied()), dependent, "{values:?}");
            let mut basis = XorBasis::new();
            for &v in &values {
                basis.insert(v);
            }
            let mut distinct = xors.clone();
            distinct.sort_unstable();
            distinct.dedup();
            assert_eq!(1usize << basis.rank(), distinct.len(), "{values:?}");
            assert_eq!(basis.max_xor(), *distinct.last().expect("the empty subset"), "{values:?}");
            for probe in xors.iter().copied().chain((0..8).map(|_| rng.next_u64() % (1 << bits.min(63)))) {
                assert_eq!(basis.contains(probe), distinct.binary_search(&probe).is_ok(), "{values:?} {probe}");
            }
        }
    }

    #[test]
    fn dependent_heaps_are_exactly_those_with_a_losing_sub_position() {
        // A Nim position is lost for the mover iff its nim-sum is 0 (checked here by search);
        // so some non-empty set of the heaps is a lost position iff the heaps are dependent.
        let mut search = Search::new(|heaps: &Vec<u8>, out: &mut Vec<Vec<u8>>| {
            for i in 0..heaps.len() {
                for smaller in 0..heaps[i] {
                    let mut next = heaps.clone();
                    next[i] = smaller;
                    next.sort_unstable();
                    out.push(next);
                }
            }
        });
        let mut rng = Rng::new(0xc0c0);
        for _ in 0..300 {
            let k = 1 + (rng.next_u64() % 4) as usize;
            let heaps: Vec<u8> = (0..k).map(|_| 1 + (rng.next_u64() % 7) as u8).collect();
            let some_subset_lost = (1..1u32 << k).any(|mask| {
                let mut chosen: Vec<u8> = (0..k).filter(|&i| mask >> i & 1 == 1).map(|i| heaps[i]).collect();
                chosen.sort_unstable();
                !search.is_win(&chosen).unwrap_or_else(|cycle| panic!("{cycle}"))
            });
            assert_eq!(has_zero_xor_subset(heaps.iter().map(|&h| u64::from(h))), some_subset_lost, "{heaps:?}");
        }
    }
}
