//! The maximal input, made here and pinned by hash in `cases/generated.toml`: n is at most
//! 1000 but the statement states no count of tests, so a large one, 20 000 random n up to
//! the limit, one a line, as the other cases put them (their answers are stored: 10^5 would
//! take 500 KB).

use judge_io::generator::{Case, main as generate};
use judge_io::random::Rng;

/// `cases` lines, each one n from 1 to `max`.
fn numbers(rng: &mut Rng, cases: usize, max: u64) -> String {
    let mut input = String::with_capacity(cases * 5);
    for _ in 0..cases {
        input.push_str(&rng.range(1..=max).to_string());
        input.push('\n');
    }
    input
}

const CASES: &[Case] = &[("30-max-2", |rng| numbers(rng, 20_000, 1000))];

fn main() {
    generate(CASES)
}
