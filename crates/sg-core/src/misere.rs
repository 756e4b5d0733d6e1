//! Misère sums (anti-SG games): the verdict of a sum of games in which the player who makes
//! the last move loses, from the Grundy values of its components, by the SJ theorem.
//!
//! The SJ theorem (Jia Zhihao, 2009): take a sum of games played misère (a player who cannot
//! move wins), in which a position whose components all have Grundy value 0 has no move left.
//! The player to move wins exactly when either
//!
//! - the nim-sum of the components is non-zero and some component has a value above 1, or
//! - the nim-sum is zero and no component has a value above 1.
//!
//! Misère Nim is the classic instance: a heap's value is its size, and only the empty heap has
//! value 0. With only heaps of one stone the position is a parity count (the mover wins when
//! the number of heaps is even); otherwise it is won exactly when normal Nim is.

/// The running state of a misère sum: the nim-sum of the components so far and whether one
/// of them has a Grundy value above 1. Feed it component values as they are read.
///
/// # Constraints
///
/// The sum must be an anti-SG game: every component position of Grundy value 0 is terminal
/// (has no move), so that the whole game is over exactly when every component value is 0.
/// For example a component whose only move leads to a Nim heap of 2 has value 0 yet can
/// move; alone it is a misère loss (the opponent takes one stone of the heap), while the
/// formula would call it a win.
///
/// # Example
///
/// ```
/// use sg_core::misere::MisereSum;
///
/// // Misère Nim with heaps 3, 5, 1: nim-sum 7, a heap above 1, so the mover wins.
/// let mut sum = MisereSum::new();
/// for heap in [3u64, 5, 1] {
///     sum.push(heap);
/// }
/// assert!(sum.is_win());
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct MisereSum {
    nim_sum: u64,
    above_one: bool,
}

impl MisereSum {
    /// The empty sum (no component): the mover has no move and so wins.
    ///
    /// # Example
    ///
    /// ```
    /// use sg_core::misere::MisereSum;
    ///
    /// let sum = MisereSum::new();
    /// assert_eq!(sum.nim_sum(), 0);
    /// assert!(sum.is_win());
    /// ```
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds one component of Grundy value `value`.
    ///
    /// # Complexity
    ///
    /// O(1).
    ///
    /// # Example
    ///
    /// ```
    /// use sg_core::misere::MisereSum;
    ///
    /// let mut sum = MisereSum::new();
    /// sum.push(2);
    /// // One heap of two stones: take one, and the opponent must take the last.
    /// assert!(sum.is_win());
    /// sum.push(2);
    /// // Heaps 2 and 2: whatever the mover does, the opponent can leave them one stone.
    /// assert!(!sum.is_win());
    /// ```
    pub fn push(&mut self, value: u64) {
        self.nim_sum ^= value;
        self.above_one |= value > 1;
    }

    /// The nim-sum of the components added so far.
    ///
    /// # Complexity
    ///
    /// O(1).
    ///
    /// # Example
    ///
    /// ```
    /// use sg_core::misere::MisereSum;
    ///
    /// let mut sum = MisereSum::new();
    /// for v in [3, 5, 6] {
    ///     sum.push(v);
    /// }
    /// assert_eq!(sum.nim_sum(), 0); // 3 ^ 5 = 6
    /// ```
    pub fn nim_sum(&self) -> u64 {
        self.nim_sum
    }

    /// Whether the player to move wins the misère sum, by the SJ theorem.
    ///
    /// # Complexity
    ///
    /// O(1).
    ///
    /// # Example
    ///
    /// ```
    /// use sg_core::misere::MisereSum;
    ///
    /// let mut sum = MisereSum::new();
    /// sum.push(1);
    /// // One heap of one stone: the mover must take it and loses.
    /// assert!(!sum.is_win());
    /// sum.push(1);
    /// // Two such heaps: the mover takes one, the opponent is forced to take the last.
    /// assert!(sum.is_win());
    /// ```
    pub fn is_win(&self) -> bool {
        (self.nim_sum != 0) == self.above_one
    }
}

/// Whether the player to move wins the misère sum of components with Grundy values `values`,
/// by the SJ theorem (see [`MisereSum`] for when it applies).
///
/// # Constraints
///
/// Every component position of Grundy value 0 is terminal (see [`MisereSum`]).
///
/// # Complexity
///
/// O(k) for k components.
///
/// # Example
///
/// ```
/// use sg_core::misere::misere_is_win;
///
/// assert!(misere_is_win([1u32, 1]));
/// assert!(!misere_is_win([1u32, 1, 1]));
/// assert!(!misere_is_win([2u32, 2]));
/// assert!(misere_is_win([1u32, 1, 2]));
/// // No component at all: the previous player made the last move, so the mover wins.
/// assert!(misere_is_win::<u32, _>([]));
/// ```
pub fn misere_is_win<T, I>(values: I) -> bool
where
    T: Into<u64>,
    I: IntoIterator<Item = T>,
{
    let mut sum = MisereSum::new();
    for v in values {
        sum.push(v.into());
    }
    sum.is_win()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::Search;
    use judge_io::random::Rng;

    /// Misère play by definition: `None` stands for "the mover had no move and has won", so a
    /// real terminal position gets one move into it and `None` itself has none.
    fn misere_moves<S: Clone>(state: &Option<Vec<S>>, out: &mut Vec<Option<Vec<S>>>, options: impl Fn(&S) -> Vec<S>) {
        let Some(parts) = state else { return };
        let before = out.len();
        for (i, part) in parts.iter().enumerate() {
            for next in options(part) {
                let mut whole = parts.clone();
                whole[i] = next;
                out.push(Some(whole));
            }
        }
        if out.len() == before {
            out.push(None);
        }
    }

    /// Every tuple of length `len` over `0..base`, as vectors.
    fn tuples(len: usize, base: usize) -> impl Iterator<Item = Vec<usize>> {
        (0..base.pow(len as u32)).map(move |mut code| {
            (0..len)
                .map(|_| {
                    let d = code % base;
                    code /= base;
                    d
                })
                .collect()
        })
    }

    #[test]
    fn misere_nim_agrees_with_exhaustive_play() {
        let mut search = Search::new(|s: &Option<Vec<usize>>, out: &mut Vec<Option<Vec<usize>>>| {
            misere_moves(s, out, |&h| (0..h).collect());
        });
        for len in 0..=4 {
            for heaps in tuples(len, 6) {
                let expected = search.is_win(&Some(heaps.clone())).unwrap_or_else(|cycle| panic!("{cycle}"));
                let by_theorem = misere_is_win(heaps.iter().map(|&h| h as u64));
                assert_eq!(by_theorem, expected, "heaps {heaps:?}");
            }
        }
    }

    /// A small random game on the vertices `0..n`: edges go to lower vertices only.
    fn random_dag(rng: &mut Rng, n: usize) -> Vec<Vec<usize>> {
        (0..n).map(|v| (0..v).filter(|_| rng.chance(1, 3)).collect()).collect()
    }

    #[test]
    fn anti_sg_sums_of_random_games_agree_with_exhaustive_play() {
        let mut rng = Rng::new(0x2009);
        let mut checked = 0;
        while checked < 40 {
            let dag = random_dag(&mut rng, 7);
            let mut single = Search::new(|&v: &usize, out: &mut Vec<usize>| out.extend(&dag[v]));
            let grundy: Vec<u32> =
                (0..dag.len()).map(|v| single.grundy(&v).unwrap_or_else(|cycle| panic!("{cycle}"))).collect();
            // The theorem's condition: value 0 only at terminal vertices.
            if (0..dag.len()).any(|v| grundy[v] == 0 && !dag[v].is_empty()) {
                continue;
            }
            checked += 1;
            let mut whole = Search::new(|s: &Option<Vec<usize>>, out: &mut Vec<Option<Vec<usize>>>| {
                misere_moves(s, out, |&v| dag[v].clone());
            });
            for len in 1..=3 {
                for parts in tuples(len, dag.len()) {
                    let expected = whole.is_win(&Some(parts.clone())).unwrap_or_else(|cycle| panic!("{cycle}"));
                    let by_theorem = misere_is_win(parts.iter().map(|&v| grundy[v]));
                    assert_eq!(by_theorem, expected, "dag {dag:?}, vertices {parts:?}");
                }
            }
        }
    }

    #[test]
    fn the_condition_matters() {
        // Vertices 0, 1, 2 are Nim heaps of those sizes; vertex 3 has one move, to the heap of
        // 2, so its value is 0 although it can move. Alone it is a misère loss (the opponent
        // takes one stone of the heap of 2), yet the theorem, which does not apply, says win.
        let dag: [&[usize]; 4] = [&[], &[0], &[0, 1], &[2]];
        let mut single = Search::new(|&v: &usize, out: &mut Vec<usize>| out.extend(dag[v]));
        assert_eq!(single.grundy(&3).unwrap_or_else(|cycle| panic!("{cycle}")), 0);
        let mut whole = Search::new(|s: &Option<Vec<usize>>, out: &mut Vec<Option<Vec<usize>>>| {
            misere_moves(s, out, |&v| dag[v].to_vec());
        });
        assert!(!whole.is_win(&Some(vec![3])).unwrap_or_else(|cycle| panic!("{cycle}")));
        assert!(misere_is_win([0u32]));
    }

    #[test]
    fn accumulator_tracks_the_nim_sum() {
        let mut sum = MisereSum::new();
        for v in [5, 9, 12] {
            sum.push(v);
        }
        assert_eq!(sum.nim_sum(), 5 ^ 9 ^ 12);
        assert!(!sum.is_win());
        assert!(MisereSum::new().is_win());
    }
}
