//! The minimum excludant (mex): the smallest non-negative integer not in a set.

/// Computes mex values repeatedly without allocating once its buffers are warm.
///
/// Marks are stamped with a generation counter, so nothing is cleared between calls.
///
/// # Example
///
/// ```
/// use sg_core::mex::Mex;
///
/// let mut mex = Mex::new();
/// assert_eq!(mex.of([0, 1, 3]), 2);
/// assert_eq!(mex.of([5, 7]), 0);
/// assert_eq!(mex.of([]), 0);
/// ```
#[derive(Debug, Clone, Default)]
pub struct Mex {
    values: Vec<u32>,
    seen: Vec<u32>,
    stamp: u32,
}

impl Mex {
    /// An empty calculator; buffers grow to the largest set seen.
    ///
    /// # Example
    ///
    /// ```
    /// use sg_core::mex::Mex;
    ///
    /// let mut mex = Mex::new();
    /// assert_eq!(mex.of([0, 1, 2]), 3);
    /// // Each call starts afresh: nothing is left over from the previous set.
    /// assert_eq!(mex.of([1]), 0);
    /// ```
    pub fn new() -> Self {
        Self::default()
    }

    /// The smallest non-negative integer that `values` does not contain.
    ///
    /// Duplicates and values of any size are fine.
    ///
    /// # Complexity
    ///
    /// O(k) for k values, and no allocation once a set of that size has been seen.
    ///
    /// # Example
    ///
    /// ```
    /// use sg_core::mex::Mex;
    ///
    /// let mut mex = Mex::new();
    /// assert_eq!(mex.of([2, 0, 0, 1, 1_000_000]), 3);
    /// ```
    pub fn of<I: IntoIterator<Item = u32>>(&mut self, values: I) -> u32 {
        self.values.clear();
        self.values.extend(values);
        let n = self.values.len();
        // The mex of n values is at most n, so larger values cannot matter.
        if self.seen.len() <= n {
            self.seen.resize(n + 1, 0);
        }
        self.stamp = self.stamp.wrapping_add(1);
        if self.stamp == 0 {
            self.seen.fill(0);
            self.stamp = 1;
        }
        for &v in &self.values {
            if (v as usize) <= n {
                self.seen[v as usize] = self.stamp;
            }
        }
        let stamp = self.stamp;
        self.seen[..=n].iter().position(|&s| s != stamp).unwrap_or(n) as u32
    }
}

/// The mex of a slice, for one-off use (allocates a small buffer).
///
/// # Complexity
///
/// O(k) for k values.
///
/// # Example
///
/// ```
/// assert_eq!(sg_core::mex::mex(&[1, 2, 0, 4]), 3);
/// ```
pub fn mex(values: &[u32]) -> u32 {
    Mex::new().of(values.iter().copied())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn by_definition(values: &[u32]) -> u32 {
        (0..).find(|v| !values.contains(v)).unwrap_or(0)
    }

    #[test]
    fn agrees_with_the_definition_on_every_small_multiset() {
        let mut mex = Mex::new();
        // Every sequence of length <= 4 over 0..=5: includes duplicates and gaps.
        for len in 0..=4u32 {
            for code in 0..6u32.pow(len) {
                let values: Vec<u32> = (0..len).map(|i| code / 6u32.pow(i) % 6).collect();
                assert_eq!(mex.of(values.iter().copied()), by_definition(&values), "{values:?}");
            }
        }
    }

    #[test]
    fn survives_stamp_wraparound() {
        let mut mex = Mex::new();
        mex.stamp = u32::MAX - 1;
        for _ in 0..4 {
            assert_eq!(mex.of([0, 1, 2]), 3);
            assert_eq!(mex.of([1]), 0);
        }
    }
}
