//! Segment games on a strip: letters written into empty cells so that no two equal letters
//! touch, with each run of empty cells an independent game whose value depends on its length
//! and on what bounds it on either side (the edge of the strip, an `X` or an `O`).
//!
//! Writing a letter into a run of empty cells splits it into two shorter runs, each bounded on
//! one side by the new letter, so the runs of a strip are independent and its Grundy value is
//! the XOR of theirs. The values come from that recurrence, by definition (no closed form).

use crate::mex::Mex;

/// One of the two letters of the strip game.
///
/// # Example
///
/// ```
/// use sg_core::segment::{Letter, SegmentGame};
///
/// let game = SegmentGame::new(1);
/// // `X.O`: neither letter fits, so no move is left.
/// assert_eq!(game.strip_grundy(&[Some(Letter::X), None, Some(Letter::O)]), 0);
/// // `O.O`: an `X` fits, and then the strip is full.
/// assert_eq!(game.strip_grundy(&[Some(Letter::O), None, Some(Letter::O)]), 1);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Letter {
    /// The letter `X`.
    X,
    /// The letter `O`.
    O,
}

/// What bounds a run of empty cells on one side.
///
/// # Example
///
/// ```
/// use sg_core::segment::{End, Letter, SegmentGame};
///
/// let game = SegmentGame::new(1);
/// // One empty cell: against a wall both letters fit, next to an `X` only an `O` does.
/// assert_eq!(game.grundy(1, End::Wall, End::Wall), 1);
/// assert_eq!(game.grundy(1, End::Wall, End::Letter(Letter::X)), 1);
/// assert_eq!(game.grundy(0, End::Letter(Letter::X), End::Wall), 0);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum End {
    /// The edge of the strip: no constraint.
    Wall,
    /// A cell holding this letter: the cell next to it may not receive the same letter.
    Letter(Letter),
}

const LETTERS: [Letter; 2] = [Letter::X, Letter::O];

fn end_index(end: End) -> usize {
    match end {
        End::Wall => 0,
        End::Letter(Letter::X) => 1,
        End::Letter(Letter::O) => 2,
    }
}

/// Grundy values of runs of empty cells in the "no two equal letters adjacent" strip game.
///
/// A move writes `X` or `O` into an empty cell of the run, provided neither neighbour (an end
/// of the run, or a cell just written) holds the same letter. The player who cannot move loses.
///
/// # Example
///
/// ```
/// use sg_core::segment::{End, Letter, SegmentGame};
///
/// let game = SegmentGame::new(10);
/// let x = End::Letter(Letter::X);
/// let o = End::Letter(Letter::O);
/// assert_eq!(game.grundy(3, End::Wall, End::Wall), 1);
/// assert_eq!(game.grundy(1, x, x), 1); // `X.X`: the middle cell takes an `O`
/// assert_eq!(game.grundy(1, x, o), 0); // `X.O`: no letter fits
/// ```
#[derive(Debug, Clone)]
pub struct SegmentGame {
    max_len: usize,
    /// `values[(len * 3 + left) * 3 + right]`.
    values: Vec<u32>,
}

impl SegmentGame {
    /// The values of every run of length `0..=max_len` with every pair of ends.
    ///
    /// # Complexity
    ///
    /// O(max_len²) time (18 options per cell and length), O(max_len) memory.
    ///
    /// # Example
    ///
    /// ```
    /// use sg_core::segment::{End, SegmentGame};
    ///
    /// let game = SegmentGame::new(2);
    /// assert_eq!(game.grundy(0, End::Wall, End::Wall), 0); // no cell, no move
    /// assert_eq!(game.grundy(1, End::Wall, End::Wall), 1); // one move, then none
    /// assert_eq!(game.grundy(2, End::Wall, End::Wall), 0); // every move leaves one cell
    /// ```
    pub fn new(max_len: usize) -> Self {
        let mut values = vec![0u32; (max_len + 1) * 9];
        let ends = [End::Wall, End::Letter(Letter::X), End::Letter(Letter::O)];
        let mut mex = Mex::new();
        for len in 1..=max_len {
            for &left in &ends {
                for &right in &ends {
                    // At most 2 * len options: a letter per cell.
                    mex.start(2 * len);
                    for cell in 0..len {
                        for letter in LETTERS {
                            let written = End::Letter(letter);
                            if (cell == 0 && left == written) || (cell + 1 == len && right == written) {
                                continue;
                            }
                            let before = values[(cell * 3 + end_index(left)) * 3 + end_index(written)];
                            let after = values[((len - 1 - cell) * 3 + end_index(written)) * 3 + end_index(right)];
                            mex.insert(before ^ after);
                        }
                    }
                    values[(len * 3 + end_index(left)) * 3 + end_index(right)] = mex.get();
                }
            }
        }
        SegmentGame { max_len, values }
    }

    /// The Grundy value of a run of `len` empty cells between `left` and `right`.
    ///
    /// # Panics
    ///
    /// Panics if `len` exceeds the `max_len` of the table.
    ///
    /// # Complexity
    ///
    /// O(1).
    ///
    /// # Example
    ///
    /// ```
    /// use sg_core::segment::{End, Letter, SegmentGame};
    ///
    /// let game = SegmentGame::new(2);
    /// let x = End::Letter(Letter::X);
    /// // `..X`: `X` in the first cell leaves `X.X` (1), `O` there leaves `O.X` (0), and `O` in
    /// // the second cell leaves a cell between the wall and an `O` (1); the mex is 2.
    /// assert_eq!(game.grundy(2, End::Wall, x), 2);
    /// assert_eq!(game.grundy(2, x, End::Wall), 2);
    /// ```
    pub fn grundy(&self, len: usize, left: End, right: End) -> u32 {
        assert!(len <= self.max_len, "run of {len} cells, table up to {}", self.max_len);
        self.values[(len * 3 + end_index(left)) * 3 + end_index(right)]
    }

    /// The Grundy value of a whole strip, `None` for an empty cell: the XOR of the values of
    /// its maximal runs of empty cells, each bounded by its neighbouring letters or the edges.
    ///
    /// Letters already adjacent to an equal letter are accepted: only the empty cells and their
    /// neighbours matter for the moves left.
    ///
    /// # Panics
    ///
    /// Panics if a run is longer than the `max_len` of the table.
    ///
    /// # Complexity
    ///
    /// O(cells).
    ///
    /// # Example
    ///
    /// ```
    /// use sg_core::segment::{Letter, SegmentGame};
    ///
    /// let game = SegmentGame::new(8);
    /// // `X.X..`: the runs `X.X` (value 1) and `X..` at the edge (value 2).
    /// let strip = [Some(Letter::X), None, Some(Letter::X), None, None];
    /// assert_eq!(game.strip_grundy(&strip), 3);
    /// ```
    pub fn strip_grundy(&self, cells: &[Option<Letter>]) -> u32 {
        let mut total = 0;
        let mut left = End::Wall;
        let mut run = 0;
        for &cell in cells {
            match cell {
                None => run += 1,
                Some(letter) => {
                    total ^= self.grundy(run, left, End::Letter(letter));
                    left = End::Letter(letter);
                    run = 0;
                }
            }
        }
        total ^ self.grundy(run, left, End::Wall)
    }
}

/// The moves of the real game, for exhaustive search: every legal placement on the whole strip
/// (bytes `.`, `X`, `O`), `X` or `O` into an empty cell whose neighbours do not hold the same
/// letter. Pushes every resulting strip; runs and their bounds play no part.
///
/// # Complexity
///
/// O(len²): up to two new strips per empty cell.
///
/// # Example
///
/// ```
/// use sg_core::segment::strip_moves;
///
/// let mut out = Vec::new();
/// strip_moves(b"X..", &mut out);
/// assert_eq!(out, [b"XO.".to_vec(), b"X.X".to_vec(), b"X.O".to_vec()]);
/// ```
pub fn strip_moves(strip: &[u8], out: &mut Vec<Vec<u8>>) {
    for i in 0..strip.len() {
        if strip[i] != b'.' {
            continue;
        }
        for letter in [b'X', b'O'] {
            let clash = (i > 0 && strip[i - 1] == letter) || (i + 1 < strip.len() && strip[i + 1] == letter);
            if !clash {
                let mut next = strip.to_vec();
                next[i] = letter;
                out.push(next);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::Search;
    use judge_io::random::Rng;

    fn cells(strip: &[u8]) -> Vec<Option<Letter>> {
        strip
            .iter()
            .map(|&b| match b {
                b'X' => Some(Letter::X),
                b'O' => Some(Letter::O),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn runs_match_exhaustive_search_of_the_strip() {
        let game = SegmentGame::new(12);
        let mut search = Search::new(|s: &Vec<u8>, out: &mut Vec<Vec<u8>>| strip_moves(s, out));
        let ends = [(End::Wall, ""), (End::Letter(Letter::X), "X"), (End::Letter(Letter::O), "O")];
        for len in 0..=12 {
            for &(left, l) in &ends {
                for &(right, r) in &ends {
                    if len == 0 && left == right && left != End::Wall {
                        continue; // `XX` cannot arise
                    }
                    let strip = format!("{l}{}{r}", ".".repeat(len)).into_bytes();
                    assert_eq!(
                        game.grundy(len, left, right),
                        search.grundy(&strip).unwrap_or_else(|cycle| panic!("{cycle}")),
                        "{}",
                        String::from_utf8_lossy(&strip)
                    );
                }
            }
        }
    }

    #[test]
    fn whole_strips_match_exhaustive_search() {
        let game = SegmentGame::new(14);
        let mut search = Search::new(|s: &Vec<u8>, out: &mut Vec<Vec<u8>>| strip_moves(s, out));
        // Every strip of length up to 8 over `.XO`, and pseudo-random longer ones.
        let mut strips = Vec::new();
        for len in 1..=8u32 {
            for code in 0..3u32.pow(len) {
                let mut c = code;
                strips.push(
                    (0..len)
                        .map(|_| {
                            let b = b".XO"[(c % 3) as usize];
                            c /= 3;
                            b
                        })
                        .collect::<Vec<u8>>(),
                );
            }
        }
        let mut rng = Rng::new(0x1401);
        for _ in 0..300 {
            let len = rng.below(9..=14);
            // Mostly empty cells: one letter in eight is an X, one in eight an O.
            strips.push((0..len).map(|_| *rng.pick(b"XO......")).collect());
        }
        for strip in strips {
            assert_eq!(
                game.strip_grundy(&cells(&strip)),
                search.grundy(&strip).unwrap_or_else(|cycle| panic!("{cycle}")),
                "{}",
                String::from_utf8_lossy(&strip)
            );
        }
    }

    #[test]
    fn values_follow_the_known_pattern() {
        // Exhaustive searches give: between two walls L mod 2; a wall and a letter, L; the same
        // letter on both sides, 1 (L >= 1); different letters, 0.
        let game = SegmentGame::new(100);
        let (w, x, o) = (End::Wall, End::Letter(Letter::X), End::Letter(Letter::O));
        for len in 0..=100usize {
            let l = len as u32;
            assert_eq!(game.grundy(len, w, w), l % 2, "wall/wall {len}");
            for letter in [x, o] {
                assert_eq!(game.grundy(len, w, letter), l, "wall/letter {len}");
                assert_eq!(game.grundy(len, letter, w), l, "letter/wall {len}");
            }
            if len > 0 {
                assert_eq!(game.grundy(len, x, x), 1, "X/X {len}");
                assert_eq!(game.grundy(len, o, o), 1, "O/O {len}");
            }
            assert_eq!(game.grundy(len, x, o), 0, "X/O {len}");
            assert_eq!(game.grundy(len, o, x), 0, "O/X {len}");
        }
    }
}
