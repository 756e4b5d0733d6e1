//! The maximal input, made here and pinned by hash in `cases/generated.toml`: every dimension
//! at its maximum, over 8 tests: k = 100 amounts up to 10 000 (random, so unsorted and with
//! repeats possible), m = 100 positions of l = 100 heaps up to 10 000 stones.

use judge_io::generator::{Case, main as generate};
use judge_io::random::Rng;

/// Appends `count` then `count` random numbers from `lo` to `hi`, as one line.
fn push_line(input: &mut String, rng: &mut Rng, count: usize, lo: u64, hi: u64) {
    input.push_str(&count.to_string());
    for _ in 0..count {
        input.push(' ');
        input.push_str(&rng.range(lo..=hi).to_string());
    }
    input.push('\n');
}

/// `tests` tests with every dimension at its maximum, then the ending 0.
fn limits(rng: &mut Rng, tests: usize) -> String {
    let mut input = String::with_capacity(tests * 101 * 100 * 5 + 8);
    for _ in 0..tests {
        push_line(&mut input, rng, 100, 1, 10_000);
        input.push_str("100\n");
        for _ in 0..100 {
            push_line(&mut input, rng, 100, 0, 10_000);
        }
    }
    input.push_str("0\n");
    input
}

const CASES: &[Case] = &[("30-max-1", |rng| limits(rng, 8))];

fn main() {
    generate(CASES)
}
