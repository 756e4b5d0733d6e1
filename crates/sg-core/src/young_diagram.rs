//! Staircase (Young diagram) shapes inside a `rows` × `cols` box, encoded by their boundary
//! path, with a dense rank for tables.
//!
//! A staircase shape holds, in each row, a prefix of the cells, and no row is longer than the
//! row above it. Its boundary, walked from the bottom-left corner of the box to the top-right
//! corner, is `rows` up-steps and `cols` right-steps; bit `i` of the path is step `i`, 1 for
//! up. So the empty shape is `rows` ones at the bottom, the full box is `rows` ones at the
//! top, and a cell can be added exactly where an up-step is followed by a right-step: adding
//! it swaps those two steps, which adds `1 << i` to the path. Paths only grow as cells are
//! added, and so do their ranks.

/// The staircase shapes of a `rows` × `cols` box, with binomials for ranking their paths.
///
/// # Example
///
/// ```
/// use sg_core::young_diagram::YoungDiagrams;
///
/// let shapes = YoungDiagrams::new(2, 3);
/// assert_eq!(shapes.count(), 10); // C(5, 2)
/// let path = shapes.from_row_lengths(&[2, 1]);
/// assert_eq!(shapes.row_lengths(path), [2, 1]);
/// assert_eq!(shapes.filled(path), 3);
/// // Cells that can be added: the end of the top row, and the end of the bottom row.
/// let corners: Vec<(usize, usize)> = shapes.corners(path).map(|c| (c.row, c.col)).collect();
/// assert_eq!(corners, [(1, 1), (0, 2)]);
/// ```
#[derive(Debug, Clone)]
pub struct YoungDiagrams {
    rows: usize,
    cols: usize,
    /// `binom[a * stride + b]` = C(a, b) for a <= rows + cols, b <= rows.
    binom: Vec<usize>,
}

/// A cell that can be added to a shape, and the shape that results.
///
/// # Example
///
/// ```
/// use sg_core::young_diagram::YoungDiagrams;
///
/// let shapes = YoungDiagrams::new(2, 2);
/// let empty = shapes.empty();
/// // The empty shape has one corner: the top-left cell.
/// let corner = shapes.corners(empty).next().unwrap();
/// assert_eq!((corner.row, corner.col), (0, 0));
/// assert_eq!(shapes.row_lengths(corner.next), [1, 0]);
/// assert_eq!(shapes.rank(corner.next), shapes.rank(empty) + corner.rank_step);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Corner {
    /// Its row, from 0 at the top.
    pub row: usize,
    /// Its column, from 0 at the left.
    pub col: usize,
    /// The path of the shape with the cell added.
    pub next: u32,
    /// The rank of `next` minus the rank of the shape (always positive).
    pub rank_step: usize,
}

/// The corners of one shape, in increasing order of path bit (from the bottom row up).
///
/// # Example
///
/// ```
/// use sg_core::young_diagram::YoungDiagrams;
///
/// let shapes = YoungDiagrams::new(2, 2);
/// // One cell in the top row: the cell below it and the cell to its right can be added.
/// let path = shapes.from_row_lengths(&[1, 0]);
/// let cells: Vec<(usize, usize)> = shapes.corners(path).map(|c| (c.row, c.col)).collect();
/// assert_eq!(cells, [(1, 0), (0, 1)]);
/// assert_eq!(shapes.corners(shapes.full()).count(), 0);
/// ```
#[derive(Debug, Clone)]
pub struct Corners<'a> {
    shapes: &'a YoungDiagrams,
    path: u32,
    left: u32,
}

impl Iterator for Corners<'_> {
    type Item = Corner;

    fn next(&mut self) -> Option<Corner> {
        if self.left == 0 {
            return None;
        }
        let i = self.left.trailing_zeros() as usize;
        self.left &= self.left - 1;
        // This up-step is the j-th one of the path (from 0): its row has rows - 1 - j up-steps
        // above it, and i - j right-steps come before it.
        let j = (self.path & ((1u32 << i) - 1)).count_ones() as usize;
        let s = self.shapes;
        Some(Corner { row: s.rows - 1 - j, col: i - j, next: self.path + (1 << i), rank_step: s.binom(i, j) })
    }
}

impl YoungDiagrams {
    /// The shapes of a `rows` × `cols` box.
    ///
    /// # Constraints
    ///
    /// `rows + cols <= 30`.
    ///
    /// # Panics
    ///
    /// Panics if `rows + cols > 30`.
    ///
    /// # Complexity
    ///
    /// O((rows + cols) · rows).
    ///
    /// # Example
    ///
    /// ```
    /// use sg_core::young_diagram::YoungDiagrams;
    ///
    /// let shapes = YoungDiagrams::new(2, 2);
    /// assert_eq!(shapes.count(), 6); // C(4, 2)
    /// assert_eq!(shapes.row_lengths(shapes.full()), [2, 2]);
    /// ```
    pub fn new(rows: usize, cols: usize) -> Self {
        assert!(rows + cols <= 30, "a {rows} x {cols} box does not fit in 30 path bits");
        let stride = rows + 1;
        let mut binom = vec![0usize; (rows + cols + 1) * stride];
        for a in 0..=rows + cols {
            binom[a * stride] = 1;
            for b in 1..=rows.min(a) {
                binom[a * stride + b] =
                    binom[(a - 1) * stride + b - 1] + if b < a { binom[(a - 1) * stride + b] } else { 0 };
            }
        }
        YoungDiagrams { rows, cols, binom }
    }

    fn binom(&self, a: usize, b: usize) -> usize {
        if b > self.rows { 0 } else { self.binom[a * (self.rows + 1) + b] }
    }

    /// How many shapes there are: C(rows + cols, rows).
    ///
    /// # Complexity
    ///
    /// O(1).
    ///
    /// # Example
    ///
    /// ```
    /// use sg_core::young_diagram::YoungDiagrams;
    ///
    /// assert_eq!(YoungDiagrams::new(3, 2).count(), 10); // C(5, 3)
    /// assert_eq!(YoungDiagrams::new(1, 4).count(), 5); // one row of length 0 to 4
    /// assert_eq!(YoungDiagrams::new(0, 4).count(), 1); // only the empty shape
    /// ```
    pub fn count(&self) -> usize {
        self.binom(self.rows + self.cols, self.rows)
    }

    /// The path of the empty shape.
    ///
    /// # Example
    ///
    /// ```
    /// use sg_core::young_diagram::YoungDiagrams;
    ///
    /// let shapes = YoungDiagrams::new(2, 3);
    /// assert_eq!(shapes.empty(), 0b00011); // both up-steps first
    /// assert_eq!(shapes.filled(shapes.empty()), 0);
    /// assert_eq!(shapes.rank(shapes.empty()), 0);
    /// ```
    pub fn empty(&self) -> u32 {
        (1u32 << self.rows) - 1
    }

    /// The path of the full box.
    ///
    /// # Example
    ///
    /// ```
    /// use sg_core::young_diagram::YoungDiagrams;
    ///
    /// let shapes = YoungDiagrams::new(2, 3);
    /// assert_eq!(shapes.full(), 0b11000); // both up-steps last
    /// assert_eq!(shapes.filled(shapes.full()), 6);
    /// assert_eq!(shapes.rank(shapes.full()), shapes.count() - 1);
    /// ```
    pub fn full(&self) -> u32 {
        self.empty() << self.cols
    }

    /// The rank of a path among all paths of the box, in `0..count()`, increasing with the
    /// path's value: the empty shape has rank 0, the full box `count() - 1`.
    ///
    /// # Complexity
    ///
    /// O(rows).
    ///
    /// # Example
    ///
    /// ```
    /// use sg_core::young_diagram::YoungDiagrams;
    ///
    /// let shapes = YoungDiagrams::new(2, 2);
    /// // The paths in increasing order: 0011, 0101, 0110, 1001, 1010, 1100.
    /// assert_eq!(shapes.rank(0b0011), 0);
    /// assert_eq!(shapes.rank(0b0110), 2);
    /// assert_eq!(shapes.rank(0b1100), 5);
    /// ```
    pub fn rank(&self, path: u32) -> usize {
        let mut rank = 0;
        let mut left = path;
        let mut k = 1;
        while left != 0 {
            rank += self.binom(left.trailing_zeros() as usize, k);
            left &= left - 1;
            k += 1;
        }
        rank
    }

    /// Every path of the box in increasing order (so in increasing rank).
    ///
    /// # Complexity
    ///
    /// O(1) per path.
    ///
    /// # Example
    ///
    /// ```
    /// use sg_core::young_diagram::YoungDiagrams;
    ///
    /// let shapes = YoungDiagrams::new(3, 4);
    /// for (rank, path) in shapes.paths().enumerate() {
    ///     assert_eq!(shapes.rank(path), rank);
    /// }
    /// assert_eq!(shapes.paths().count(), 35);
    /// ```
    pub fn paths(&self) -> impl Iterator<Item = u32> + '_ {
        let full = self.full();
        let mut next = Some(self.empty());
        std::iter::from_fn(move || {
            let path = next?;
            next = if path == full || path == 0 {
                None
            } else {
                // The next larger number with the same count of ones.
                let low = path & path.wrapping_neg();
                let ripple = path + low;
                Some(ripple | (((ripple ^ path) >> 2) / low))
            };
            Some(path)
        })
    }

    /// The number of cells of the shape.
    ///
    /// # Complexity
    ///
    /// O(rows).
    ///
    /// # Example
    ///
    /// ```
    /// use sg_core::young_diagram::YoungDiagrams;
    ///
    /// let shapes = YoungDiagrams::new(3, 4);
    /// assert_eq!(shapes.filled(shapes.from_row_lengths(&[4, 2, 1])), 7);
    /// assert_eq!(shapes.filled(shapes.full()), 12);
    /// ```
    pub fn filled(&self, path: u32) -> usize {
        // The k-th up-step (from 0) at position p has p - k right-steps before it: the length
        // of its row.
        let mut total = 0;
        let mut left = path;
        let mut k = 0;
        while left != 0 {
            total += left.trailing_zeros() as usize - k;
            left &= left - 1;
            k += 1;
        }
        total
    }

    /// The cells that can be added to the shape (an empty cell whose row is filled to its left
    /// and whose column is filled above it).
    ///
    /// # Complexity
    ///
    /// O(1) per corner.
    ///
    /// # Example
    ///
    /// ```
    /// use sg_core::young_diagram::YoungDiagrams;
    ///
    /// let shapes = YoungDiagrams::new(2, 3);
    /// // Rows of 2 and 2: only the top row can grow.
    /// let corners: Vec<_> = shapes.corners(shapes.from_row_lengths(&[2, 2])).collect();
    /// assert_eq!(corners.len(), 1);
    /// assert_eq!((corners[0].row, corners[0].col), (0, 2));
    /// assert_eq!(shapes.row_lengths(corners[0].next), [3, 2]);
    /// ```
    pub fn corners(&self, path: u32) -> Corners<'_> {
        let steps = self.rows + self.cols;
        let inside = if steps == 0 { 0 } else { (1u32 << (steps - 1)) - 1 };
        Corners { shapes: self, path, left: path & !(path >> 1) & inside }
    }

    /// The row lengths of a shape, top row first.
    ///
    /// # Complexity
    ///
    /// O(rows).
    ///
    /// # Example
    ///
    /// ```
    /// use sg_core::young_diagram::YoungDiagrams;
    ///
    /// let shapes = YoungDiagrams::new(3, 2);
    /// assert_eq!(shapes.row_lengths(shapes.empty()), [0, 0, 0]);
    /// // Up-steps at bits 0, 2 and 4: the bottom row has 0 cells, the middle 1, the top 2.
    /// assert_eq!(shapes.row_lengths(0b10101), [2, 1, 0]);
    /// ```
    pub fn row_lengths(&self, path: u32) -> Vec<usize> {
        let mut lengths = vec![0; self.rows];
        let mut left = path;
        let mut k = 0;
        while left != 0 {
            lengths[self.rows - 1 - k] = left.trailing_zeros() as usize - k;
            left &= left - 1;
            k += 1;
        }
        lengths
    }

    /// The path of the shape with these row lengths, top row first.
    ///
    /// # Panics
    ///
    /// Panics unless there are `rows` lengths, non-increasing, none above `cols`.
    ///
    /// # Complexity
    ///
    /// O(rows).
    ///
    /// # Example
    ///
    /// ```
    /// use sg_core::young_diagram::YoungDiagrams;
    ///
    /// let shapes = YoungDiagrams::new(3, 2);
    /// assert_eq!(shapes.from_row_lengths(&[0, 0, 0]), shapes.empty());
    /// assert_eq!(shapes.from_row_lengths(&[2, 1, 0]), 0b10101);
    /// assert_eq!(shapes.row_lengths(shapes.from_row_lengths(&[2, 2, 1])), [2, 2, 1]);
    /// ```
    pub fn from_row_lengths(&self, lengths: &[usize]) -> u32 {
        assert_eq!(lengths.len(), self.rows, "one length per row");
        assert!(lengths.windows(2).all(|w| w[0] >= w[1]), "row lengths must not increase");
        assert!(lengths.iter().all(|&l| l <= self.cols), "a row is longer than the box");
        // Row r (from the bottom, k = rows - 1 - r) has its up-step after `length` right-steps.
        lengths.iter().rev().enumerate().fold(0, |path, (k, &l)| path | (1 << (l + k)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::Search;

    /// Addable cells by the rule itself: empty, every cell to its left and above it filled.
    fn addable(rows: usize, cols: usize, filled: u64) -> Vec<(usize, usize)> {
        let at = |r: usize, c: usize| filled >> (r * cols + c) & 1 == 1;
        let mut cells = Vec::new();
        for r in 0..rows {
            for c in 0..cols {
                if !at(r, c) && (0..c).all(|x| at(r, x)) && (0..r).all(|y| at(y, c)) {
                    cells.push((r, c));
                }
            }
        }
        cells
    }

    #[test]
    fn ranks_are_a_bijection_and_corners_are_the_addable_cells() {
        for rows in 0..=5 {
            for cols in 0..=5 {
                let shapes = YoungDiagrams::new(rows, cols);
                let paths: Vec<u32> = shapes.paths().collect();
                assert_eq!(paths.len(), shapes.count());
                assert_eq!(paths.first(), Some(&shapes.empty()));
                assert_eq!(paths.last(), Some(&shapes.full()));
                for (rank, &path) in paths.iter().enumerate() {
                    assert_eq!(shapes.rank(path), rank);
                    let lengths = shapes.row_lengths(path);
                    assert_eq!(shapes.from_row_lengths(&lengths), path);
                    assert_eq!(shapes.filled(path), lengths.iter().sum::<usize>());
                    let filled: u64 = (0..rows).flat_map(|r| (0..lengths[r]).map(move |c| 1 << (r * cols + c))).sum();
                    let mut expected = addable(rows, cols, filled);
                    let mut got = Vec::new();
                    for corner in shapes.corners(path) {
                        let mut grown = lengths.clone();
                        grown[corner.row] += 1;
                        assert_eq!(grown[corner.row], corner.col + 1);
                        assert_eq!(shapes.from_row_lengths(&grown), corner.next);
                        assert_eq!(shapes.rank(corner.next), rank + corner.rank_step);
                        got.push((corner.row, corner.col));
                    }
                    got.sort_unstable();
                    expected.sort_unstable();
                    assert_eq!(got, expected, "{rows} x {cols}, lengths {lengths:?}");
                }
            }
        }
    }

    #[test]
    fn every_shape_is_reachable_from_the_empty_box() {
        // Exhaustive search over row-length vectors visits exactly C(rows + cols, rows) states.
        for (rows, cols) in [(1, 1), (2, 3), (3, 3), (4, 2), (5, 5)] {
            let mut search = Search::new(|lengths: &Vec<usize>, out: &mut Vec<Vec<usize>>| {
                for r in 0..lengths.len() {
                    if lengths[r] < cols && (r == 0 || lengths[r - 1] > lengths[r]) {
                        let mut next = lengths.clone();
                        next[r] += 1;
                        out.push(next);
                    }
                }
            });
            search.grundy(&vec![0; rows]).unwrap_or_else(|cycle| panic!("{cycle}"));
            assert_eq!(search.states(), YoungDiagrams::new(rows, cols).count());
        }
    }
}
