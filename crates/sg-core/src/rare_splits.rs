//! How the rare/common method marks and seeks the values of a heap's splits: the marks of a
//! rare heap's splits for a block of heaps, the marks of a stretch of splits, the comparison of
//! the last values missing with many splits at once, and the search among every split.

/// Heaps whose splits with a rare heap are marked together: the larger heaps of a rare heap's
/// splits for consecutive heaps are consecutive, so one pass over the rare heaps reads each
/// stretch of the table once for the whole block instead of once per heap.
pub(crate) const BLOCK: usize = 16;

/// Rows of marks, one stamp a use: a value is marked in a row when its entry holds the stamp,
/// so a fresh stamp clears every row at once.
#[derive(Debug, Clone, Default)]
pub(crate) struct Marks {
    pub(crate) rows: Vec<u32>,
    pub(crate) stamp: u32,
}

impl Marks {
    /// A fresh stamp for rows of `len` entries in all (grown to that length if shorter).
    pub(crate) fn next_stamp(&mut self, len: usize) -> u32 {
        if self.rows.len() < len {
            self.rows.resize(len, 0);
        }
        self.stamp = self.stamp.wrapping_add(1);
        if self.stamp == 0 {
            self.rows.fill(0);
            self.stamp = 1;
        }
        self.stamp
    }
}

/// The splits of the smallest heaps, in every family, tried before the other splits of any.
pub(crate) const FIRST_SPLITS: usize = 1 << 13;

/// Seeks the values of `pending` among every split of heap `n` (of `n − j` tokens, for each
/// `j` of `two`), marking them in `seen`, until none is missing: in every family the splits of
/// the smallest heaps up to [`FIRST_SPLITS`] first, then the rest of each (so that a value only
/// another family reaches is not sought among all of the first's); a block at a time, the last
/// one or two values missing compared with many splits at once.
pub(crate) fn scan_splits(
    g: &[u32],
    seen: &mut [u32],
    stamp: u32,
    pending: &mut Vec<usize>,
    two: &[usize],
    n: usize,
    unequal: bool,
) {
    for (first, last) in [(1, FIRST_SPLITS), (FIRST_SPLITS + 1, usize::MAX)] {
        for &j in two.iter().take_while(|&&j| j + 2 <= n) {
            let rest = n - j;
            seek_in_range(g, seen, stamp, pending, rest, first, smaller_heaps(rest, unequal).min(last));
            if pending.is_empty() {
                return;
            }
        }
    }
}

/// Seeks the values of `pending` among the splits `(a, rest − a)`, `from <= a <= to`
/// (`to < rest`), marking in `seen` those it finds: a block of splits marked at a time, the
/// last one or two values missing compared with many splits at once.
pub(crate) fn seek_in_range(
    g: &[u32],
    seen: &mut [u32],
    stamp: u32,
    pending: &mut Vec<usize>,
    rest: usize,
    from: usize,
    to: usize,
) {
    let mut from = from;
    while from <= to && !pending.is_empty() {
        if pending.len() <= BY_COMPARISON {
            seek_in_splits(g, seen, stamp, pending, rest, from, to);
            return;
        }
        let end = to.min(from + SCAN_BLOCK - 1);
        mark_splits(g, seen, rest, from, end, stamp);
        pending.retain(|&v| seen[v] != stamp);
        from = end + 1;
    }
}

/// Marks `value ^ window[i]` in row `i` of `seen` (rows `stride` long), for every heap `i` of
/// a block: the splits of one rare heap for the whole block.
#[inline(always)]
pub(crate) fn mark_rows(window: &[u32], value: u32, seen: &mut [u32], stride: usize, stamp: u32) {
    // The rows' starts walked one stride at a time rather than each computed: the loop, once
    // unrolled, then keeps one running offset instead of sixteen.
    let mut start = 0;
    for &other in window {
        seen[start + (value ^ other) as usize] = stamp;
        start += stride;
    }
}

/// Splits tried between two looks at the values still missing.
const SCAN_BLOCK: usize = 256;

/// Values still missing that are looked for by comparison with each split
/// ([`seek_in_splits`]) rather than by marking every split's value.
const BY_COMPARISON: usize = 2;

/// Splits compared at once by [`seek_in_splits`].
const COMPARED: usize = 64;

/// Removes from `pending`, marking them in `seen`, the values of the splits `(a, rest − a)`,
/// `from <= a <= to` (`to < rest`), looking at [`COMPARED`] splits at a time: each value is
/// compared with a stretch's split values all together (a loop the compiler makes vector
/// instructions of), and only a stretch that holds one is looked at again, to say which.
fn seek_in_splits(
    g: &[u32],
    seen: &mut [u32],
    stamp: u32,
    pending: &mut Vec<usize>,
    rest: usize,
    from: usize,
    to: usize,
) {
    let mut values = [0u32; COMPARED];
    let mut a = from;
    while a <= to && !pending.is_empty() {
        let end = to.min(a + COMPARED - 1);
        let count = end + 1 - a;
        let left = &g[a..=end];
        let right = &g[rest - end..=rest - a];
        for ((value, x), y) in values.iter_mut().zip(left).zip(right.iter().rev()) {
            *value = x ^ y;
        }
        let stretch = &values[..count];
        // Values below the value limit, compared as the table's 32-bit values (four to a
        // 128-bit vector rather than two).
        let found = pending.iter().any(|&v| stretch.iter().fold(false, |any, &w| any | (w == v as u32)));
        if found {
            pending.retain(|&v| {
                let hit = stretch.contains(&(v as u32));
                if hit {
                    seen[v] = stamp;
                }
                !hit
            });
        }
        a = end + 1;
    }
}

/// The largest smaller heap of a split of `rest` tokens into two non-empty heaps.
pub(crate) fn smaller_heaps(rest: usize, unequal: bool) -> usize {
    if unequal { rest.saturating_sub(1) / 2 } else { rest / 2 }
}

/// Marks the value of every split `(a, rest − a)` for `from <= a <= to` (`to < rest`).
/// Branch-free: consecutive heaps are read forward from the left and backward from the right.
pub(crate) fn mark_splits(g: &[u32], seen: &mut [u32], rest: usize, from: usize, to: usize, stamp: u32) {
    if from > to {
        return;
    }
    let left = &g[from..=to];
    let right = &g[rest - to..=rest - from];
    for (x, y) in left.iter().zip(right.iter().rev()) {
        seen[(x ^ y) as usize] = stamp;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_split_of_every_family_is_sought() {
        // Heap n splits as 1 + (a, n − 1 − a) and 2 + (a, n − 2 − a). Value 1 at heap 100 and
        // value 5 past the first splits are options; 3 and 7 are not.
        let n = 2 * FIRST_SPLITS + 50;
        let mut g = vec![0u32; n];
        g[100] = 1;
        g[FIRST_SPLITS + 10] = 5;
        let mut seen = vec![0u32; 8];
        let mut pending = vec![1, 3, 5, 7];
        scan_splits(&g, &mut seen, 1, &mut pending, &[1, 2], n, false);
        assert_eq!(pending, [3, 7]);
        let mut pending = vec![5];
        scan_splits(&g, &mut seen, 2, &mut pending, &[1, 2], n, false);
        assert!(pending.is_empty());
    }
}
