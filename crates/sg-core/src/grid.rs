//! Grundy tables of token games on the quarter-plane grid: a token on cell `(row, column)`,
//! both coordinates non-negative and unbounded, moves by one of a fixed list of steps.

use crate::mex::Mex;

/// The Grundy value of every cell a token can reach from a set of starting cells, for a token
/// that moves on the quarter plane `row >= 0, column >= 0` by the steps of a move list.
///
/// Every step must lower `row + column`. Then a token never leaves the triangle
/// `row + column <= s`, where `s` is the largest coordinate sum among the starting cells,
/// however far one coordinate may grow on the way (a step may raise one coordinate while it
/// lowers the other more). The table covers exactly that triangle, and is filled one
/// anti-diagonal at a time in increasing sum, so every option of a cell is known before the
/// cell: no recursion, no clipping at the starting cells' bounding box.
///
/// # Example
///
/// ```
/// use sg_core::grid::GridGrundy;
///
/// // A king that moves only up, left or up-left (Wythoff-like, one square at a time).
/// let table = GridGrundy::new(&[(-1, 0), (0, -1), (-1, -1)], 4);
/// assert_eq!(table.get(0, 0), 0);
/// assert_eq!(table.get(1, 1), 2);
/// assert_eq!(table.get(2, 2), 0);
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GridGrundy {
    max_sum: usize,
    values: Vec<u32>,
}

/// The place of cell `(row, column)` in a triangle stored one anti-diagonal after another.
fn index(row: usize, column: usize) -> usize {
    let sum = row + column;
    sum * (sum + 1) / 2 + row
}

impl GridGrundy {
    /// The Grundy values of every cell with `row + column <= max_sum`, for the steps `moves`
    /// given as `(row change, column change)`. A step is legal from a cell when it keeps both
    /// coordinates non-negative.
    ///
    /// # Constraints
    ///
    /// Every step has `row change + column change <= -1`. Repeated steps are allowed.
    ///
    /// # Panics
    ///
    /// Panics if a step does not lower the coordinate sum, or if the triangle's cell count
    /// overflows `usize`.
    ///
    /// # Complexity
    ///
    /// O(s² · k) time and O(s² + k) memory for s = `max_sum` and k steps; values are at most k.
    ///
    /// # Example
    ///
    /// ```
    /// use sg_core::grid::GridGrundy;
    ///
    /// // Two independent Nim heaps of at most 2 per move: the values are (r mod 3) xor (c mod 3).
    /// let table = GridGrundy::new(&[(-1, 0), (-2, 0), (0, -1), (0, -2)], 8);
    /// assert_eq!(table.get(4, 2), 1 ^ 2);
    /// assert_eq!(table.get(5, 3), 2);
    /// ```
    pub fn new(moves: &[(isize, isize)], max_sum: usize) -> Self {
        assert!(moves.iter().all(|&(dr, dc)| dr + dc < 0), "every step must lower row + column");
        let cells = max_sum
            .checked_add(1)
            .and_then(|d| d.checked_mul(d + 1))
            .map(|twice| twice / 2)
            .expect("the triangle of cells fits in memory");
        let mut values: Vec<u32> = Vec::with_capacity(cells);
        let mut mex = Mex::new();
        for sum in 0..=max_sum {
            for row in 0..=sum {
                let column = sum - row;
                mex.start(moves.len());
                for &(dr, dc) in moves {
                    let (Some(r), Some(c)) = (row.checked_add_signed(dr), column.checked_add_signed(dc)) else {
                        continue;
                    };
                    // r + c < sum, so the option was stored on an earlier anti-diagonal.
                    mex.insert(values[index(r, c)]);
                }
                values.push(mex.get());
            }
        }
        GridGrundy { max_sum, values }
    }

    /// The table for `moves` covering every cell reachable from `cells`: the triangle up to
    /// their largest coordinate sum (0 if there are none).
    ///
    /// # Constraints
    ///
    /// As for [`GridGrundy::new`].
    ///
    /// # Panics
    ///
    /// As for [`GridGrundy::new`], and if a cell's coordinate sum overflows `usize`.
    ///
    /// # Complexity
    ///
    /// O(c + s² · k) for c starting cells, s their largest coordinate sum and k steps.
    ///
    /// # Example
    ///
    /// ```
    /// use sg_core::grid::GridGrundy;
    ///
    /// // Steps that move one coordinate up: cells beyond the starting ones are needed.
    /// let moves = [(-2, 1), (1, -2)];
    /// let table = GridGrundy::for_cells(&moves, [(0, 4), (1, 1)]);
    /// assert_eq!(table.max_sum(), 4);
    /// // (0, 4) -> (1, 2) -> (2, 0) -> (0, 1): one line of play, through row 2 > 1.
    /// assert_eq!(table.get(0, 4), 1);
    /// assert_eq!(table.get(1, 2), 0);
    /// ```
    pub fn for_cells<I: IntoIterator<Item = (usize, usize)>>(moves: &[(isize, isize)], cells: I) -> Self {
        let max_sum = cells.into_iter().map(|(r, c)| r.checked_add(c).expect("coordinate sum fits")).max();
        Self::new(moves, max_sum.unwrap_or(0))
    }

    /// The largest coordinate sum the table covers.
    ///
    /// # Example
    ///
    /// ```
    /// use sg_core::grid::GridGrundy;
    ///
    /// assert_eq!(GridGrundy::for_cells(&[(-1, 0)], [(3, 4), (6, 0)]).max_sum(), 7);
    /// ```
    pub fn max_sum(&self) -> usize {
        self.max_sum
    }

    /// The Grundy value of a token on `(row, column)`.
    ///
    /// # Panics
    ///
    /// Panics if `row + column` exceeds [`GridGrundy::max_sum`].
    ///
    /// # Complexity
    ///
    /// O(1).
    ///
    /// # Example
    ///
    /// ```
    /// use sg_core::grid::GridGrundy;
    ///
    /// // A rook moving up or left any distance up to 3: values (r mod 4) xor (c mod 4).
    /// let moves = [(-1, 0), (-2, 0), (-3, 0), (0, -1), (0, -2), (0, -3)];
    /// assert_eq!(GridGrundy::new(&moves, 10).get(6, 3), 2 ^ 3);
    /// ```
    pub fn get(&self, row: usize, column: usize) -> u32 {
        assert!(
            row.checked_add(column).is_some_and(|s| s <= self.max_sum),
            "cell ({row}, {column}) is outside the table (row + column <= {})",
            self.max_sum
        );
        self.values[index(row, column)]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::Search;

    const HYPER_KNIGHT: [(isize, isize); 6] = [(-2, 1), (1, -2), (-2, -1), (-1, -2), (-3, -1), (-1, -3)];

    /// A search with no bound on the coordinates: only the move rules limit the board.
    fn unbounded(moves: &[(isize, isize)]) -> impl FnMut(&(usize, usize), &mut Vec<(usize, usize)>) + '_ {
        move |&(r, c), out| {
            for &(dr, dc) in moves {
                if let (Some(r), Some(c)) = (r.checked_add_signed(dr), c.checked_add_signed(dc)) {
                    out.push((r, c));
                }
            }
        }
    }

    #[test]
    fn agrees_with_exhaustive_search_for_several_move_lists() {
        let lists: [&[(isize, isize)]; 5] = [
            &HYPER_KNIGHT,
            &[(-1, 0), (0, -1)],
            &[(-1, 0), (0, -1), (-1, -1), (-2, 0)],
            &[(-3, 2), (2, -3), (-1, -1), (-1, -1)],
            &[(4, -5), (-2, 0)],
        ];
        for moves in lists {
            let table = GridGrundy::new(moves, 30);
            let mut search = Search::new(unbounded(moves));
            for row in 0..=30 {
                for column in 0..=30 - row {
                    assert_eq!(
                        table.get(row, column),
                        search.grundy(&(row, column)).unwrap_or_else(|cycle| panic!("{cycle}")),
                        "{moves:?} ({row}, {column})"
                    );
                }
            }
        }
    }

    #[test]
    fn long_move_lists_agree_with_exhaustive_search() {
        // 70 steps along rows and 5 along columns: more steps than a 64-bit set of values holds.
        let mut moves: Vec<(isize, isize)> = (1..=70).map(|s| (-s, 0)).collect();
        moves.extend((1..=5).map(|s| (1, -s - 1)));
        let table = GridGrundy::new(&moves, 90);
        let mut search = Search::new(unbounded(&moves));
        for row in 0..=90 {
            for column in 0..=90 - row {
                assert_eq!(
                    table.get(row, column),
                    search.grundy(&(row, column)).unwrap_or_else(|cycle| panic!("{cycle}")),
                    "({row}, {column})"
                );
            }
        }
        assert_eq!(table.get(70, 0), 70);
        assert_eq!(table.get(71, 0), 0);
    }

    #[test]
    fn hyper_knight_corner_values() {
        let table = GridGrundy::new(&HYPER_KNIGHT, 10);
        let expected = [
            [0, 0, 1, 1, 0, 0],
            [0, 0, 2, 1, 3, 0],
            [1, 2, 2, 2, 3, 3],
            [1, 1, 2, 0, 4, 1],
            [0, 3, 3, 4, 0, 4],
            [0, 0, 3, 1, 4, 0],
        ];
        for (row, line) in expected.iter().enumerate() {
            for (column, &g) in line.iter().enumerate() {
                assert_eq!(table.get(row, column), g, "({row}, {column})");
            }
        }
    }

    #[test]
    fn hyper_knight_cells_whose_options_leave_the_starting_square() {
        // From (x, y) with x, y < 500, play reaches rows and columns up to about 748; these cells
        // come out wrong in a table that drops moves leaving 0..500.
        let cells = [(247, 499, 2), (248, 499, 3), (249, 498, 5), (250, 499, 2)];
        let table = GridGrundy::for_cells(&HYPER_KNIGHT, [(499, 499)]);
        let mut search = Search::new(unbounded(&HYPER_KNIGHT));
        for (r, c, g) in cells {
            assert_eq!(table.get(r, c), g);
            assert_eq!(table.get(c, r), g);
            assert_eq!(search.grundy(&(r, c)).unwrap_or_else(|cycle| panic!("{cycle}")), g);
        }
        let largest = (0..500).flat_map(|r| (0..500).map(move |c| (r, c))).map(|(r, c)| table.get(r, c)).max();
        assert_eq!(largest, Some(6));
    }

    #[test]
    fn empty_and_single_cell_tables() {
        let table = GridGrundy::for_cells(&HYPER_KNIGHT, []);
        assert_eq!(table.max_sum(), 0);
        assert_eq!(table.get(0, 0), 0);
        assert_eq!(GridGrundy::new(&[], 3).get(2, 1), 0);
    }

    #[test]
    #[should_panic(expected = "outside the table")]
    fn cells_beyond_the_triangle_panic() {
        GridGrundy::new(&HYPER_KNIGHT, 5).get(3, 3);
    }

    #[test]
    #[should_panic(expected = "lower row + column")]
    fn steps_that_keep_the_sum_panic() {
        GridGrundy::new(&[(1, -1)], 5);
    }
}
