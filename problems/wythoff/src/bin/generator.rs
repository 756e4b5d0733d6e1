//! The maximal input, made here and pinned by hash in `cases/generated.toml`: 20 000 lines, the
//! most the validator allows, with piles up to 10^9. It holds the lost positions where double
//! precision misjudges ⌊kφ⌋ and their won neighbours, the largest lost position and its
//! neighbours, the corners of the range, the 4000 lost positions below the largest, and random
//! pairs, half of them on or next to a lost position; shuffled. ⌊kφ⌋ comes from Fibonacci
//! ratios in integers, not from a square root. The shapes of the lines are the problem's
//! library (`src/lib.rs`), shared with its tests.

use judge_io::generator::{Case, main as generate};
use judge_io::random::Rng;
use wythoff::{LARGEST_K, MAX_PILE, float_traps, lines, lost, pair};

fn max(rng: &mut Rng) -> String {
    const LINES: usize = 20_000;
    let mut pairs: Vec<(u64, u64)> = Vec::with_capacity(LINES);
    pairs.extend(float_traps());
    let (a, b) = lost(LARGEST_K);
    pairs.extend([(a, b), (b, a), (a + 1, b), (a, b + 1)]);
    pairs.extend([(0, 0), (0, MAX_PILE), (MAX_PILE, 0), (MAX_PILE, MAX_PILE)]);
    for k in (LARGEST_K - 4_000..LARGEST_K).rev() {
        let (a, b) = lost(k);
        pairs.push(if k % 2 == 0 { (a, b) } else { (b, a) });
    }
    while pairs.len() < LINES {
        pairs.push(pair(rng, MAX_PILE));
    }
    rng.shuffle(&mut pairs);
    lines(&pairs)
}

const CASES: &[Case] = &[("30-max-1", max)];

fn main() {
    generate(CASES)
}
