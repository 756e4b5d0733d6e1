//! The rare/common split of a table's values: which values a mask makes rare, the mask with
//! the fewest rare heaps, and the statistics the literature tabulates for a game (see
//! [`crate::rare`]).

use crate::xor_transform::walsh_hadamard;

/// Whether `value` is rare for `mask`: `value & mask` has an even number of one bits.
///
/// # Example
///
/// ```
/// use sg_core::rare::is_rare;
///
/// // Grundy's game uses the mask 0b1111_1110: 7 = 0b111 has two bits under the mask.
/// assert!(is_rare(7, 0xfe));
/// assert!(!is_rare(5, 0xfe));
/// assert!(is_rare(0, 0xfe) && is_rare(1, 0xfe));
/// ```
#[inline]
pub fn is_rare(value: u32, mask: u32) -> bool {
    (value & mask).count_ones() % 2 == 0
}

/// The mask below `2^b` (where `b` is the bit length of the largest value) that makes the
/// fewest entries of `values` rare; the smallest such mask on a tie. `0` for an empty table or
/// one of zeros.
///
/// # Complexity
///
/// O(len + b · 2^b): a histogram of the values and one Walsh–Hadamard transform, which gives
/// `rare − common` for every mask at once.
///
/// # Example
///
/// ```
/// use sg_core::rare::best_mask;
///
/// // Grundy's game, G(0..=20) (OEIS A002188): the values 0 and 3 are the rare ones.
/// let g = [0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0];
/// assert_eq!(best_mask(&g), 7);
/// ```
pub fn best_mask(values: &[u32]) -> u32 {
    let max = values.iter().copied().max().unwrap_or(0);
    let mut histogram = vec![0i64; value_limit(max)];
    for &v in values {
        histogram[v as usize] += 1;
    }
    best_mask_of_histogram(histogram)
}

/// `2^b` for the bit length `b` of `max`: every value up to `max`, and every XOR of two such
/// values, is below it.
pub(crate) fn value_limit(max: u32) -> usize {
    (max as usize + 1).next_power_of_two()
}

/// The mask with the fewest rare values, from a histogram whose length is a power of two.
/// Transformed, entry `m` is Σ_v count(v) · (-1)^popcount(v & m) = rare(m) − common(m), and the
/// total is fixed, so the smallest entry has the fewest rare values.
pub(crate) fn best_mask_of_histogram(mut histogram: Vec<i64>) -> u32 {
    walsh_hadamard(&mut histogram);
    let best = histogram.iter().enumerate().min_by_key(|&(mask, &excess)| (excess, mask)).map_or(0, |(mask, _)| mask);
    best as u32
}

/// The facts about rare and common values that the literature tabulates for a game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RareStats {
    /// The mask chosen by [`best_mask`].
    pub mask: u32,
    /// The largest value in the table.
    pub max_value: u32,
    /// The first `n` with `G(n)` equal to the largest value.
    pub first_at: usize,
    /// How many `n` of the table (0 included) have a rare value.
    pub rare_count: usize,
    /// The last `n` with a rare value, if any.
    pub last_rare: Option<usize>,
}

impl RareStats {
    /// The statistics of `values` (`G(0..len)`), with the mask of [`best_mask`]; `None` for
    /// an empty table.
    ///
    /// # Complexity
    ///
    /// O(len + b · 2^b) for values below `2^b`.
    ///
    /// # Example
    ///
    /// ```
    /// use sg_core::rare::RareStats;
    ///
    /// let g = [0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0];
    /// let stats = RareStats::of(&g).unwrap();
    /// assert_eq!((stats.max_value, stats.first_at), (4, 18));
    /// assert_eq!((stats.mask, stats.rare_count, stats.last_rare), (7, 10, Some(20)));
    /// ```
    pub fn of(values: &[u32]) -> Option<Self> {
        let max_value = values.iter().copied().max()?;
        let first_at = values.iter().position(|&v| v == max_value)?;
        let mask = best_mask(values);
        let rare_count = values.iter().filter(|&&v| is_rare(v, mask)).count();
        let last_rare = values.iter().rposition(|&v| is_rare(v, mask));
        Some(RareStats { mask, max_value, first_at, rare_count, last_rare })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn best_mask_by_hand() {
        assert_eq!(best_mask(&[]), 0);
        assert_eq!(best_mask(&[0, 0, 0]), 0);
        // Values 1 and 2 common, 3 rare: the mask 3 makes one heap rare (the value 3) and no
        // mask does better, since 0 is always rare.
        assert_eq!(best_mask(&[1, 2, 1, 2, 3]), 3);
        // A tie between masks goes to the smallest.
        assert_eq!(best_mask(&[1]), 1);
    }
}
