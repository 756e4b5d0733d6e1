//! Nim-sums: the Sprague–Grundy value of a sum of independent games is the XOR of their values.

/// The nim-sum (XOR) of the values, in their own type.
///
/// # Complexity
///
/// O(k) for k values.
///
/// # Example
///
/// ```
/// use sg_core::nim::nim_sum;
///
/// assert_eq!(nim_sum([3u64, 5, 6]), 0);
/// assert_eq!(nim_sum([1u32, 2]), 3);
/// ```
pub fn nim_sum<T, I>(values: I) -> T
where
    T: std::ops::BitXor<Output = T> + Default,
    I: IntoIterator<Item = T>,
{
    values.into_iter().fold(T::default(), |acc, v| acc ^ v)
}

/// The nim-sum of `grundy[i]` over the indices `positions`: the value of a sum of games that
/// all share one Grundy table.
///
/// # Panics
///
/// Panics if a position is outside the table.
///
/// # Complexity
///
/// O(k) for k positions.
///
/// # Example
///
/// ```
/// use sg_core::nim::table_sum;
///
/// let grundy = [0, 1, 2, 0];
/// assert_eq!(table_sum(&grundy, [1, 2, 3]), 3);
/// ```
pub fn table_sum<I: IntoIterator<Item = usize>>(grundy: &[u32], positions: I) -> u32 {
    positions.into_iter().fold(0, |acc, p| acc ^ grundy[p])
}
