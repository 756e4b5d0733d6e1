//! The maximal input, made here and pinned by hash in `cases/generated.toml`: 20 000 tests, the
//! most the validator allows. Every Fibonacci number from 2 up to the limit 2^31 − 1 and its
//! two neighbours (the only lost n and the won n closest to them), 2^31 − 1 and 2^31 − 2, and
//! random n: half of them above 2^30, the others a Fibonacci number or one off it half the
//! time, else anywhere in range; shuffled, then the final `0`.

use judge_io::generator::{Case, main as generate};
use judge_io::random::Rng;

const MAX_N: u64 = (1 << 31) - 1;

/// The Fibonacci numbers from 2 up to [`MAX_N`].
fn fibonacci_numbers() -> Vec<u64> {
    let mut all = Vec::with_capacity(48);
    all.extend([2u64, 3]);
    while all[all.len() - 1] + all[all.len() - 2] <= MAX_N {
        all.push(all[all.len() - 1] + all[all.len() - 2]);
    }
    all
}

fn max(rng: &mut Rng) -> String {
    const TESTS: usize = 20_000;
    let fibonacci = fibonacci_numbers();
    let mut tests: Vec<u64> = Vec::with_capacity(TESTS);
    tests.extend(fibonacci.iter().flat_map(|&f| [f - 1, f, f + 1]).filter(|&n| n >= 2));
    // The limit, one below it, and F(45) a second time: a repeated test.
    tests.extend([MAX_N, MAX_N - 1, 1_134_903_170]);
    while tests.len() < TESTS {
        let n = if rng.chance(1, 2) {
            rng.range(1 << 30..=MAX_N)
        } else if rng.chance(1, 2) {
            let f = *rng.pick(&fibonacci);
            [f, f, f - 1, f + 1][rng.below(0..=3)]
        } else {
            rng.range(2..=MAX_N)
        };
        tests.push(n.clamp(2, MAX_N));
    }
    rng.shuffle(&mut tests);
    let mut input = String::with_capacity(TESTS * 11 + 2);
    for n in tests {
        input.push_str(&n.to_string());
        input.push('\n');
    }
    input.push_str("0\n");
    input
}

const CASES: &[Case] = &[("30-max-1", max)];

fn main() {
    generate(CASES)
}
