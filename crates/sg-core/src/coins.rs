//! Coin-turning games whose moves flip a coin together with its quotients by powers of a base.
//!
//! Coins lie at positions 1, 2, …, n, each heads (active) or tails. A move picks an active
//! coin x, a base b from a fixed set, a step p >= 1 and a count 1 <= q <= Q with b^(pq)
//! dividing x, and flips the coins at x, x / b^p, x / b^(2p), …, x / b^(qp). The largest flipped
//! coin is the active x, so the game is a coin-turning game: the value of a position is the
//! XOR of the values g(x) of its active coins, and g(x) is the mex over the moves from x of
//! the XOR of the values of the other flipped coins.
//!
//! For pairwise coprime bases, dividing by a power of one base leaves the exponents of the
//! others unchanged, so g(x) depends only on the exponent vector of x: a table with one cell
//! per vector replaces the table over all positions.

use crate::mex::Mex;

/// Single-coin values of the power-quotient coin-turning game described in the
/// [module documentation](self), indexed by exponent vectors.
///
/// # Example
///
/// ```
/// use sg_core::coins::PowerCoins;
///
/// let game = PowerCoins::new(&[2, 3], 1, 12);
/// assert_eq!(game.grundy(1), 0); // no move
/// assert_eq!(game.grundy(2), 1); // flip 2 and 1: mex{g(1)}
/// assert_eq!(game.grundy(6), 0); // flip 6 and 3, or 6 and 2: mex{1}
/// assert_eq!(game.grundy(5), 0); // 5 is divisible by neither base
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PowerCoins {
    bases: Vec<u64>,
    n: u64,
    strides: Vec<usize>,
    values: Vec<u32>,
}

fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

impl PowerCoins {
    /// The values of every coin at positions `1..=n` for the given bases and largest count
    /// `max_count` (Q above; 0 forbids every move).
    ///
    /// # Constraints
    ///
    /// Every base is at least 2 and the bases are pairwise coprime.
    ///
    /// # Panics
    ///
    /// Panics if a base is below 2 or two bases share a factor.
    ///
    /// # Complexity
    ///
    /// The table has one cell per exponent vector, prod over bases b of (log_b n + 1) cells
    /// (150 for bases 2, 3 and n = 30000); a cell with exponent e along an axis has at most
    /// e · (1 + ln e) options there. Memory is the table plus one entry per base.
    ///
    /// # Example
    ///
    /// ```
    /// use sg_core::coins::PowerCoins;
    ///
    /// // With one quotient per move the exponents behave as two Nim heaps: g = a xor c.
    /// let game = PowerCoins::new(&[2, 3], 1, 1000);
    /// assert_eq!(game.grundy(8 * 9), 3 ^ 2);
    /// // With two, flipping 8, 4 and 2 becomes a move as well.
    /// assert_eq!(PowerCoins::new(&[2, 3], 2, 8).grundy(8), 4);
    /// ```
    pub fn new(bases: &[u64], max_count: usize, n: u64) -> Self {
        for (i, &b) in bases.iter().enumerate() {
            assert!(b >= 2, "base {b} is below 2");
            for &c in &bases[..i] {
                assert_eq!(gcd(b, c), 1, "bases {c} and {b} share a factor");
            }
        }
        // extent[i]: the exponents 0..extent[i] of base i occur among 1..=n.
        let extents: Vec<usize> = bases
            .iter()
            .map(|&b| {
                let mut power = 1u64;
                let mut extent = 1;
                while power.checked_mul(b).is_some_and(|next| next <= n) {
                    power *= b;
                    extent += 1;
                }
                extent
            })
            .collect();
        let mut strides = vec![1usize; bases.len()];
        for i in (0..bases.len().saturating_sub(1)).rev() {
            strides[i] = strides[i + 1] * extents[i + 1];
        }
        let cells = extents.iter().product::<usize>();
        let mut values = Vec::with_capacity(cells);
        let mut exponents = vec![0usize; bases.len()];
        let mut options = Vec::new();
        let mut mex = Mex::new();
        for index in 0..cells {
            options.clear();
            for (axis, &e) in exponents.iter().enumerate() {
                let stride = strides[axis];
                for p in 1..=e {
                    let mut flipped = 0;
                    for q in 1..=max_count.min(e / p) {
                        flipped ^= values[index - q * p * stride];
                        options.push(flipped);
                    }
                }
            }
            values.push(mex.of(options.iter().copied()));
            // The next exponent vector in mixed radix, last base fastest.
            for axis in (0..exponents.len()).rev() {
                exponents[axis] += 1;
                if exponents[axis] < extents[axis] {
                    break;
                }
                exponents[axis] = 0;
            }
        }
        PowerCoins { bases: bases.to_vec(), n, strides, values }
    }

    /// The value g(x) of a single active coin at position `x`.
    ///
    /// # Panics
    ///
    /// Panics if `x` is outside `1..=n`.
    ///
    /// # Complexity
    ///
    /// O(sum of the exponents of x), divisions included.
    ///
    /// # Example
    ///
    /// ```
    /// use sg_core::coins::PowerCoins;
    ///
    /// let game = PowerCoins::new(&[2, 3], 3, 100);
    /// assert_eq!(game.grundy(7), 0); // coprime to both bases: no move
    /// assert_eq!(game.grundy(12), game.grundy(60)); // same exponents of 2 and 3
    /// ```
    pub fn grundy(&self, x: u64) -> u32 {
        assert!((1..=self.n).contains(&x), "position {x} is outside 1..={}", self.n);
        let mut index = 0;
        for (&b, &stride) in self.bases.iter().zip(&self.strides) {
            let mut rest = x;
            while rest % b == 0 {
                rest /= b;
                index += stride;
            }
        }
        self.values[index]
    }

    /// The values g(x) of every position: entry x of the result is g(x) for x in `1..=n`, and
    /// entry 0 is 0.
    ///
    /// # Complexity
    ///
    /// O(n · number of bases): each position's cell is its quotient's cell one step further.
    ///
    /// # Panics
    ///
    /// Panics if n does not fit in `usize` (a table of n positions would not fit in memory).
    ///
    /// # Example
    ///
    /// ```
    /// use sg_core::coins::PowerCoins;
    ///
    /// let game = PowerCoins::new(&[2, 3], 2, 12);
    /// let by_position = game.by_position();
    /// assert_eq!(by_position.len(), 13);
    /// assert!((1..=12).all(|x| by_position[x as usize] == game.grundy(x)));
    /// ```
    pub fn by_position(&self) -> Vec<u32> {
        let n = usize::try_from(self.n).expect("a table of n positions fits in memory");
        // cell[x]: the table cell of x, found from the quotient by the first base dividing x.
        let mut cell = vec![0usize; n + 1];
        for x in 2..=n {
            for (&b, &stride) in self.bases.iter().zip(&self.strides) {
                let b = b as usize;
                if x % b == 0 {
                    cell[x] = cell[x / b] + stride;
                    break;
                }
            }
        }
        let mut values: Vec<u32> = cell.into_iter().map(|c| self.values[c]).collect();
        values[0] = 0;
        values
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::Search;

    /// The whole game by definition: a state is the set of active coins (bit x - 1 for coin x).
    fn whole_game(bases: &[u64], max_count: usize, n: u64) -> impl FnMut(&u32, &mut Vec<u32>) + '_ {
        move |&active, out| {
            for x in 1..=n {
                if active >> (x - 1) & 1 == 0 {
                    continue;
                }
                for &b in bases {
                    let mut step = b;
                    while x % step == 0 {
                        let mut next = active ^ 1 << (x - 1);
                        let mut y = x;
                        for _ in 0..max_count {
                            if y % step != 0 {
                                break;
                            }
                            y /= step;
                            next ^= 1 << (y - 1);
                            out.push(next);
                        }
                        step *= b;
                    }
                }
            }
        }
    }

    #[test]
    fn agrees_with_exhaustive_search_of_the_whole_game() {
        let n = 12u64;
        for bases in [&[2u64][..], &[3], &[2, 3], &[3, 2], &[2, 3, 5], &[4, 9]] {
            for max_count in 0..=4 {
                let game = PowerCoins::new(bases, max_count, n);
                let by_position = game.by_position();
                let mut search = Search::new(whole_game(bases, max_count, n));
                for x in 1..=n {
                    let g = search.grundy(&(1 << (x - 1))).unwrap_or_else(|cycle| panic!("{cycle}"));
                    assert_eq!(game.grundy(x), g, "bases {bases:?}, Q = {max_count}, x = {x}");
                    assert_eq!(by_position[x as usize], g);
                }
                // The coin-turning theorem: a position's value is the XOR of its coins'.
                for active in 0u32..1 << n {
                    let xor = (1..=n).filter(|x| active >> (x - 1) & 1 == 1).fold(0, |acc, x| acc ^ game.grundy(x));
                    assert_eq!(
                        search.grundy(&active).unwrap_or_else(|cycle| panic!("{cycle}")),
                        xor,
                        "bases {bases:?}, Q = {max_count}, coins {active:b}"
                    );
                }
            }
        }
    }

    #[test]
    fn single_base_with_single_quotient_is_nim_on_the_exponent() {
        // Q = 1: from exponent a the options are the single values of exponents 0..a.
        let game = PowerCoins::new(&[2], 1, 1 << 20);
        for a in 0..=18 {
            assert_eq!(game.grundy(1 << a), a);
            assert_eq!(game.grundy(3 << a), a);
        }
    }

    #[test]
    fn large_positions_and_table_size() {
        let game = PowerCoins::new(&[2, 3], 30, 30_000);
        assert_eq!(game.values.len(), 15 * 10);
        assert_eq!(game.grundy(30_000), game.grundy(16 * 3));
        assert_eq!(game.by_position().len(), 30_001);
        let tiny = PowerCoins::new(&[2, 3], 3, 1);
        assert_eq!(tiny.by_position(), [0, 0]);
    }

    #[test]
    #[should_panic(expected = "share a factor")]
    fn bases_with_a_common_factor_panic() {
        PowerCoins::new(&[2, 6], 1, 100);
    }

    #[test]
    #[should_panic(expected = "outside")]
    fn positions_beyond_n_panic() {
        PowerCoins::new(&[2, 3], 1, 10).grundy(11);
    }
}
