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
    bound: usize,
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
    /// assert_eq!(mex.of([1, 2]), 0);
    /// ```
    pub fn new() -> Self {
        Self::default()
    }

    /// Starts a new set, to be filled with [`Mex::insert`] and read with [`Mex::get`]: the way
    /// to take the mex of options as they are generated, without collecting them first.
    ///
    /// # Constraints
    ///
    /// At most `bound` values are inserted before [`Mex::get`] (their mex is then at most
    /// `bound`, so larger values are ignored). Usually `bound` is the number of moves.
    ///
    /// # Complexity
    ///
    /// O(1) amortised: marks are stamped with a generation counter, never cleared.
    ///
    /// # Example
    ///
    /// ```
    /// use sg_core::mex::Mex;
    ///
    /// let mut mex = Mex::new();
    /// mex.start(3);
    /// for v in [2, 0, 7] {
    ///     mex.insert(v);
    /// }
    /// assert_eq!(mex.get(), 1);
    /// ```
    pub fn start(&mut self, bound: usize) {
        if self.seen.len() <= bound {
            self.seen.resize(bound + 1, 0);
        }
        self.bound = bound;
        self.stamp = self.stamp.wrapping_add(1);
        if self.stamp == 0 {
            self.seen.fill(0);
            self.stamp = 1;
        }
    }

    /// Adds `value` to the set begun by [`Mex::start`].
    ///
    /// # Complexity
    ///
    /// O(1).
    ///
    /// # Example
    ///
    /// ```
    /// use sg_core::mex::Mex;
    ///
    /// let mut mex = Mex::new();
    /// mex.start(2);
    /// mex.insert(0);
    /// mex.insert(0);
    /// assert_eq!(mex.get(), 1);
    /// ```
    #[inline]
    pub fn insert(&mut self, value: u32) {
        // One check: values past the buffer are ignored, and values between the bound and
        // the end of the buffer are never read by `get`.
        if let Some(mark) = self.seen.get_mut(value as usize) {
            *mark = self.stamp;
        }
    }

    /// The mex of the set begun by the last [`Mex::start`].
    ///
    /// # Complexity
    ///
    /// O(bound).
    ///
    /// # Example
    ///
    /// ```
    /// use sg_core::mex::Mex;
    ///
    /// let mut mex = Mex::new();
    /// mex.start(0);
    /// assert_eq!(mex.get(), 0);
    /// ```
    pub fn get(&self) -> u32 {
        let stamp = self.stamp;
        self.seen[..=self.bound].iter().position(|&s| s != stamp).unwrap_or(self.bound + 1) as u32
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
        // The count, and so the bound, is known only once the values are collected.
        let mut collected = std::mem::take(&mut self.values);
        collected.clear();
        collected.extend(values);
        self.start(collected.len());
        for &v in &collected {
            self.insert(v);
        }
        self.values = collected;
        self.get()
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
                let expected = by_definition(&values);
                assert_eq!(mex.of(values.iter().copied()), expected, "of {values:?}");
                mex.start(values.len());
                values.iter().for_each(|&v| mex.insert(v));
                assert_eq!(mex.get(), expected, "start/insert/get {values:?}");
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
