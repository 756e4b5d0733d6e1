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

#[cfg(test)]
mod tests {
    use super::*;
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
