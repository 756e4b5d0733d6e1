//! The maximal input, made here and pinned by hash in `cases/generated.toml`: C = 2·10^4
//! games, the bound the validator takes (the answers are stored: 10^5 of them would be 600 KB),
//! each with n and m uniform in 900..=1000, near the limit, so that a Grundy table per game,
//! O(n · m) each, runs out of time.

use judge_io::generator::{Case, main as generate};
use judge_io::random::Rng;
use std::fmt::Write as _;

/// `count` games (n, m) with n and m uniform in `low..=high`.
fn random_games(rng: &mut Rng, count: usize, low: u64, high: u64) -> String {
    let mut input = String::with_capacity(9 * count + 8);
    writeln!(input, "{count}").expect("write to a String");
    for _ in 0..count {
        let (n, m) = (rng.range(low..=high), rng.range(low..=high));
        writeln!(input, "{n} {m}").expect("write to a String");
    }
    input
}

const CASES: &[Case] = &[("30-max-2", |rng| random_games(rng, 20_000, 900, 1000))];

fn main() {
    generate(CASES)
}
