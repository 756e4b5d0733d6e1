//! The shapes of wythoff's inputs, which its generator and its tests share: the lost positions
//! (⌊kφ⌋, ⌊kφ⌋ + k) with ⌊kφ⌋ from Fibonacci ratios in integers (no square root, no floating
//! point), the float traps, random pairs near a lost position, and the input text.

use std::fmt::Write as _;

/// The largest pile the statement allows.
pub const MAX_PILE: u64 = 1_000_000_000;

/// The k of the largest lost position with piles up to 10^9: (618 033 988, 999 999 999).
pub const LARGEST_K: u64 = 381_966_011;

/// The k below 10^9 where double precision misjudges ⌊kφ⌋ (the problem's notes list them).
const FLOAT_TRAPS: [u64; 14] = [
    102334155, 141422324, 180510493, 204668310, 219598662, 243756479, 267914296, 282844648, 307002465, 321932817,
    336863169, 346090634, 361020986, 370248451,
];

/// ⌊k·φ⌋ between ⌊k·F(61)/F(60)⌋ and ⌊k·F(62)/F(61)⌋, consecutive Fibonacci ratios on either
/// side of φ, within 10^-24 of it: for k <= 10^9, kφ is never that close to an integer, so the
/// two floors agree (checked) and are ⌊kφ⌋.
///
/// # Panics
///
/// If the two floors disagree (k far beyond 10^9).
pub fn golden_floor_by_ratios(k: u64) -> u64 {
    let mut fib = [0u128, 1];
    for _ in 0..61 {
        fib = [fib[1], fib[0] + fib[1]];
    }
    let [f61, f62] = fib;
    let f60 = f62 - f61;
    let (one_side, other) = (u128::from(k) * f61 / f60, u128::from(k) * f62 / f61);
    assert_eq!(one_side, other, "k = {k}: the ratios disagree");
    one_side as u64
}

/// The k-th lost position (⌊kφ⌋, ⌊kφ⌋ + k).
pub fn lost(k: u64) -> (u64, u64) {
    let a = golden_floor_by_ratios(k);
    (a, a + k)
}

/// The input text of `pairs`, one line each.
pub fn lines(pairs: &[(u64, u64)]) -> String {
    let mut out = String::with_capacity(pairs.len() * 20);
    for (a, b) in pairs {
        let _ = writeln!(out, "{a} {b}");
    }
    out
}

/// A pair near a lost position half the time (the lost one, or one or two stones off it),
/// else random, in random order, piles up to `max`.
pub fn pair(rng: &mut judge_io::random::Rng, max: u64) -> (u64, u64) {
    let (a, b) = if rng.below(0..=1) == 0 {
        let (a, b) = lost(rng.range(0..=max * 10 / 26));
        let step = [0, 0, 1, 2][rng.below(0..=3)];
        match rng.below(0..=2) {
            0 => (a + step, b),
            1 => (a, b + step),
            _ => (a + step, b + step),
        }
    } else {
        (rng.range(0..=max), rng.range(0..=max))
    };
    let (a, b) = (a.min(max), b.min(max));
    if rng.below(0..=1) == 0 { (a, b) } else { (b, a) }
}

/// Each float trap's lost position and its neighbour one stone up on both piles (won), in
/// both orders.
pub fn float_traps() -> Vec<(u64, u64)> {
    FLOAT_TRAPS
        .iter()
        .flat_map(|&k| {
            let (a, b) = lost(k);
            [(a, b), (b, a), (a + 1, b + 1), (b + 1, a + 1)]
        })
        .collect()
}
