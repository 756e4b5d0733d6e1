//! The maximal input, made here and pinned by hash in `cases/generated.toml`: 20 000 lines, the
//! most the validator allows, with piles up to 10^9. It holds the lost positions where double
//! precision misjudges ⌊kφ⌋ and their won neighbours, the largest lost position and its
//! neighbours, the corners of the range, the 4000 lost positions below the largest, and random
//! pairs, half of them on or next to a lost position; shuffled. ⌊kφ⌋ comes from Fibonacci
//! ratios in integers, not from a square root.

use judge_io::generator::{Case, main as generate};
use judge_io::random::Rng;

const MAX_PILE: u64 = 1_000_000_000;

/// The k of the largest lost position with piles up to 10^9: (618 033 988, 999 999 999).
const LARGEST_K: u64 = 381_966_011;

/// The k below 10^9 where double precision misjudges ⌊kφ⌋.
const FLOAT_TRAPS: [u64; 14] = [
    102334155, 141422324, 180510493, 204668310, 219598662, 243756479, 267914296, 282844648, 307002465, 321932817,
    336863169, 346090634, 361020986, 370248451,
];

/// The k-th lost position (⌊kφ⌋, ⌊kφ⌋ + k). ⌊kφ⌋ is ⌊k·F(62)/F(61)⌋: that ratio is within
/// 10^-24 of φ, and for k up to 10^9, kφ is never that close to an integer.
fn lost(k: u64) -> (u64, u64) {
    const F61: u128 = 2_504_730_781_961;
    const F62: u128 = 4_052_739_537_881;
    let a = (u128::from(k) * F62 / F61) as u64;
    (a, a + k)
}

/// A pair on or one or two stones off a lost position half the time, else random, in random
/// order.
fn pair(rng: &mut Rng) -> (u64, u64) {
    let (a, b) = if rng.below(0..=1) == 0 {
        let (a, b) = lost(rng.range(0..=MAX_PILE * 10 / 26));
        let step = [0, 0, 1, 2][rng.below(0..=3)];
        match rng.below(0..=2) {
            0 => (a + step, b),
            1 => (a, b + step),
            _ => (a + step, b + step),
        }
    } else {
        (rng.range(0..=MAX_PILE), rng.range(0..=MAX_PILE))
    };
    let (a, b) = (a.min(MAX_PILE), b.min(MAX_PILE));
    if rng.below(0..=1) == 0 { (a, b) } else { (b, a) }
}

fn max(rng: &mut Rng) -> String {
    const LINES: usize = 20_000;
    let mut pairs: Vec<(u64, u64)> = Vec::with_capacity(LINES);
    for k in FLOAT_TRAPS {
        let (a, b) = lost(k);
        pairs.extend([(a, b), (b, a), (a + 1, b + 1), (b + 1, a + 1)]);
    }
    let (a, b) = lost(LARGEST_K);
    pairs.extend([(a, b), (b, a), (a + 1, b), (a, b + 1)]);
    pairs.extend([(0, 0), (0, MAX_PILE), (MAX_PILE, 0), (MAX_PILE, MAX_PILE)]);
    for k in (LARGEST_K - 4_000..LARGEST_K).rev() {
        let (a, b) = lost(k);
        pairs.push(if k % 2 == 0 { (a, b) } else { (b, a) });
    }
    while pairs.len() < LINES {
        pairs.push(pair(rng));
    }
    rng.shuffle(&mut pairs);
    let mut input = String::with_capacity(LINES * 20);
    for (a, b) in pairs {
        input.push_str(&format!("{a} {b}\n"));
    }
    input
}

const CASES: &[Case] = &[("30-max-1", max)];

fn main() {
    generate(CASES)
}
