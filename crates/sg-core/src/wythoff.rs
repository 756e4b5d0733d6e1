//! Wythoff's game: two piles; a move takes any positive number of stones from one pile, or the
//! same positive number from both; the player with no move loses.
//!
//! The positions lost for the player to move are the pairs `(a_k, a_k + k)` and their mirror
//! images, for k = 0, 1, 2, …, where `a_k` is the least number not in an earlier pair (so every
//! number is in exactly one pair, and the differences are 0, 1, 2, …). Wythoff (1907) showed
//! `a_k = ⌊kφ⌋` with φ = (1 + √5) / 2: the sequences ⌊kφ⌋ and ⌊kφ²⌋ = ⌊kφ⌋ + k are the
//! complementary Beatty sequences of φ.
//!
//! Floating point cannot evaluate ⌊kφ⌋ at judge sizes: kφ comes within 10⁻⁹ of an integer for
//! some k below 10⁹ (k = 102 334 155, a Fibonacci number, is the first), and a `f64` lands on
//! the wrong side. Here it is exact: kφ = (k + √(5k²)) / 2, and since √(5k²) is irrational
//! for k > 0, ⌊kφ⌋ = ⌊(k + ⌊√(5k²)⌋) / 2⌋, an integer square root of a 128-bit integer.
//!
//! The Grundy values of the game, needed once a Wythoff position is one component of a sum,
//! have no known closed form: [`grundy_table`] computes them by the definition.

/// ⌊k·φ⌋, the smaller pile of the k-th lost position of Wythoff's game, in exact integer
/// arithmetic.
///
/// # Constraints
///
/// `k < 2^62`, so that 5k² fits in a `u128` (and the result, below 1.62 · k, in a `u64`).
///
/// # Panics
///
/// Panics if `k >= 2^62`.
///
/// # Complexity
///
/// O(1): one 128-bit integer square root.
///
/// # Example
///
/// ```
/// use sg_core::wythoff::golden_floor;
///
/// assert_eq!([0, 1, 2, 3, 4].map(golden_floor), [0, 1, 3, 4, 6]);
/// // Where double precision gives 165580141.
/// assert_eq!(golden_floor(102_334_155), 165_580_140);
/// ```
pub fn golden_floor(k: u64) -> u64 {
    assert!(k < 1 << 62, "golden_floor needs k < 2^62");
    let k = u128::from(k);
    // 5k² < 2^127; the half of k + ⌊√(5k²)⌋ is below 1.62 · 2^62.
    ((k + (5 * k * k).isqrt()) / 2) as u64
}

/// The k-th position lost for the player to move, smaller pile first: `(⌊kφ⌋, ⌊kφ⌋ + k)`.
///
/// # Constraints
///
/// `k < 2^62`, as for [`golden_floor`] (both piles then fit in a `u64`).
///
/// # Panics
///
/// Panics if `k >= 2^62`.
///
/// # Complexity
///
/// O(1).
///
/// # Example
///
/// ```
/// use sg_core::wythoff::lost_pair;
///
/// assert_eq!((0..5).map(lost_pair).collect::<Vec<_>>(), [(0, 0), (1, 2), (3, 5), (4, 7), (6, 10)]);
/// ```
pub fn lost_pair(k: u64) -> (u64, u64) {
    assert!(k < 1 << 62, "lost_pair needs k < 2^62");
    let a = golden_floor(k);
    (a, a + k)
}

/// Whether the player to move wins Wythoff's game with piles `a` and `b` (in either order):
/// the position is lost exactly when it is `lost_pair(|a − b|)`.
///
/// # Constraints
///
/// `a, b < 2^62`, as for [`golden_floor`].
///
/// # Panics
///
/// Panics if a pile is 2^62 or more.
///
/// # Complexity
///
/// O(1).
///
/// # Example
///
/// ```
/// use sg_core::wythoff::is_win;
///
/// assert!(!is_win(2, 1) && is_win(8, 4) && !is_win(4, 7));
/// assert!(!is_win(0, 0) && is_win(5, 5) && is_win(0, 7));
/// ```
pub fn is_win(a: u64, b: u64) -> bool {
    assert!(a < 1 << 62 && b < 1 << 62, "is_win needs piles below 2^62");
    let (low, high) = if a <= b { (a, b) } else { (b, a) };
    low != golden_floor(high - low)
}

/// The Grundy values `G(a, b)` of Wythoff's game for both piles up to `n`, row-major:
/// `G(a, b)` is at index `a · (n + 1) + b`, and the table holds `(n + 1)²` values.
///
/// Each value is the mex over every option: `(a − i, b)`, `(a, b − i)` and `(a − i, b − i)` for
/// `i >= 1`. The options of a position lie on its row, its column and its diagonal, earlier in
/// row-major order, so the table keeps one set of the values already taken per row, column and
/// diagonal, and a position's value is the first value missing from the union of its three
/// sets, found a 64-bit word at a time.
///
/// # Constraints
///
/// `n < 2^30`; the table takes `4 (n + 1)²` bytes and the sets about `9 n² / 8` more.
///
/// # Panics
///
/// Panics if `n >= 2^30`, or if `(n + 1)²` overflows `usize`.
///
/// # Complexity
///
/// O(n² · n / 64) word operations at worst: the value of `(a, b)` is at most its number of
/// options, `a + b + min(a, b)`, so the scan for it reads at most `3n / 64 + 1` words of each
/// set. Memory O(n²).
///
/// # Example
///
/// ```
/// use sg_core::wythoff::grundy_table;
///
/// // Row 0 is a single Nim heap; (1, 2) is the first lost position after (0, 0).
/// assert_eq!(
///     grundy_table(3),
///     [
///         0, 1, 2, 3, //
///         1, 2, 0, 4, //
///         2, 0, 1, 5, //
///         3, 4, 5, 6,
///     ]
/// );
/// ```
pub fn grundy_table(n: usize) -> Vec<u32> {
    assert!(n < 1 << 30, "grundy_table needs n < 2^30");
    let side = n + 1;
    let cells = side.checked_mul(side).expect("the table of (n + 1)^2 values fits in memory");
    // Values reach at most 3n (the most options a position has), bits 0..=3n.
    let words = 3 * n / 64 + 1;
    let mut row = vec![0u64; words];
    let mut columns = vec![0u64; side * words];
    // Diagonal b − a + n, from 0 to 2n.
    let mut diagonals = vec![0u64; (2 * n + 1) * words];
    let mut table = Vec::with_capacity(cells);
    for a in 0..side {
        row.fill(0);
        for b in 0..side {
            let column = &mut columns[b * words..(b + 1) * words];
            let diagonal_start = (b + n - a) * words;
            let diagonal = &mut diagonals[diagonal_start..diagonal_start + words];
            let (word, taken) = row
                .iter()
                .zip(column.iter())
                .zip(diagonal.iter())
                .map(|((r, c), d)| r | c | d)
                .enumerate()
                .find(|&(_, taken)| taken != u64::MAX)
                .expect("a position's value is at most its number of options, within the sets");
            let value = word * 64 + taken.trailing_ones() as usize;
            let bit = 1u64 << (value % 64);
            row[word] |= bit;
            column[word] |= bit;
            diagonal[word] |= bit;
            table.push(value as u32);
        }
    }
    table
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mex::mex;
    use crate::search::Search;
    use judge_io::random::Rng;

    /// The real game's moves on a pair of piles.
    fn moves(&(a, b): &(u32, u32), out: &mut Vec<(u32, u32)>) {
        out.extend((1..=a).map(|i| (a - i, b)));
        out.extend((1..=b).map(|i| (a, b - i)));
        out.extend((1..=a.min(b)).map(|i| (a - i, b - i)));
    }

    #[test]
    fn is_win_agrees_with_exhaustive_play() {
        let mut search = Search::new(moves);
        for a in 0..=40u32 {
            for b in 0..=40u32 {
                let expected = search.is_win(&(a, b)).unwrap_or_else(|cycle| panic!("{cycle}"));
                assert_eq!(is_win(a.into(), b.into()), expected, "({a}, {b})");
            }
        }
    }

    #[test]
    fn grundy_table_agrees_with_exhaustive_search() {
        let mut search = Search::new(moves);
        for n in 0..=12usize {
            let table = grundy_table(n);
            assert_eq!(table.len(), (n + 1) * (n + 1));
            for a in 0..=n {
                for b in 0..=n {
                    let expected = search.grundy(&(a as u32, b as u32)).unwrap_or_else(|cycle| panic!("{cycle}"));
                    assert_eq!(table[a * (n + 1) + b], expected, "n = {n}, ({a}, {b})");
                }
            }
        }
    }

    #[test]
    fn grundy_table_agrees_with_the_mex_over_every_option() {
        // The definition read literally, every option of every position listed and its mex
        // taken, on a board larger than the exhaustive search's.
        let n = 60;
        let side = n + 1;
        let mut expected = vec![0u32; side * side];
        let mut options = Vec::new();
        for a in 0..side {
            for b in 0..side {
                options.clear();
                moves(&(a as u32, b as u32), &mut options);
                let values: Vec<u32> = options.iter().map(|&(x, y)| expected[x as usize * side + y as usize]).collect();
                expected[a * side + b] = mex(&values);
            }
        }
        assert_eq!(grundy_table(n), expected);
    }

    #[test]
    fn grundy_table_is_zero_exactly_at_the_lost_pairs() {
        let n = 200;
        let side = n + 1;
        let mut lost = vec![false; side * side];
        for k in 0.. {
            let (a, b) = lost_pair(k);
            if a > n as u64 {
                break;
            }
            if b <= n as u64 {
                let (a, b) = (a as usize, b as usize);
                lost[a * side + b] = true;
                lost[b * side + a] = true;
            }
        }
        // 0 to 200 holds the pairs up to k = 76: (122, 198) is the last with both piles in it.
        assert_eq!(lost.iter().filter(|&&l| l).count(), 2 * 77 - 1);
        let table = grundy_table(n);
        for a in 0..side {
            for b in 0..side {
                assert_eq!(table[a * side + b] == 0, lost[a * side + b], "({a}, {b})");
            }
        }
    }

    #[test]
    fn grundy_table_is_symmetric() {
        let n = 200;
        let side = n + 1;
        let table = grundy_table(n);
        for a in 0..side {
            for b in 0..a {
                assert_eq!(table[a * side + b], table[b * side + a], "({a}, {b})");
            }
        }
        // A single pile is a Nim heap.
        assert!((0..side).all(|b| table[b] == b as u32));
    }

    #[test]
    fn pairs_follow_the_mex_definition() {
        // a_k is the least number in no earlier pair; b_k = a_k + k.
        let mut used = vec![false; 400_000];
        let mut least = 0;
        for k in 0..100_000u64 {
            while used[least] {
                least += 1;
            }
            let (a, b) = (least as u64, least as u64 + k);
            assert_eq!(lost_pair(k), (a, b), "k = {k}");
            used[a as usize] = true;
            used[b as usize] = true;
        }
    }

    /// ⌊k·F(n+1)/F(n)⌋ for two consecutive Fibonacci ratios, one above φ and one below, so
    /// that ⌊kφ⌋ lies between the two floors: when they agree, both equal it (no square root
    /// involved). With F(90) ≈ 2.9·10^18 the ratios are within 10^-37 of φ; k·F(92) stays below
    /// 2^128 for k < 2^62.
    fn floor_by_fibonacci_ratios(k: u64) -> Option<u64> {
        let mut fib = [0u128, 1];
        for _ in 0..89 {
            fib = [fib[1], fib[0] + fib[1]];
        }
        let [f90, f91] = fib;
        let f92 = f90 + f91;
        let below_or_above = u128::from(k) * f91 / f90;
        let other = u128::from(k) * f92 / f91;
        (below_or_above == other).then_some(below_or_above as u64)
    }

    #[test]
    fn agrees_with_fibonacci_ratios_on_large_k() {
        let mut rng = Rng::new(1067);
        for _ in 0..20_000 {
            let k = rng.range(0..=(1 << 62) - 1);
            assert_eq!(floor_by_fibonacci_ratios(k), Some(golden_floor(k)), "k = {k}");
        }
    }

    #[test]
    fn double_precision_is_wrong_where_kphi_nearly_hits_an_integer() {
        // The k below 10^9 where f64 misjudges ⌊kφ⌋ (published with the problem's notes).
        let traps = [
            102334155u64,
            141422324,
            180510493,
            204668310,
            219598662,
            243756479,
            267914296,
            282844648,
            307002465,
            321932817,
            336863169,
            346090634,
            361020986,
            370248451,
        ];
        let phi = (1.0 + 5f64.sqrt()) / 2.0;
        for k in traps {
            assert_eq!(floor_by_fibonacci_ratios(k), Some(golden_floor(k)), "k = {k}");
            assert_ne!((k as f64 * phi) as u64, golden_floor(k), "f64 is right at k = {k}");
        }
        assert_eq!(lost_pair(102_334_155), (165_580_140, 267_914_295));
        assert_eq!(lost_pair(381_966_011), (618_033_988, 999_999_999));
    }

    #[test]
    fn the_largest_k_fits() {
        for k in [(1 << 62) - 1, (1 << 61) + 12345] {
            assert_eq!(floor_by_fibonacci_ratios(k), Some(golden_floor(k)), "k = {k}");
            let (a, b) = lost_pair(k);
            if b < 1 << 62 {
                assert!(!is_win(a, b) && !is_win(b, a) && is_win(a + 1, b) && is_win(a, b - 1));
            }
        }
    }
}
