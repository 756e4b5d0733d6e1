//! The maximal input, made here and pinned by hash in `cases/generated.toml`: 2·10^4 games of
//! three piles uniform in 1..=1000, the statement's pile bound, then the terminator `0 0 0`.
//! The statement does not bound the number of games; 2·10^4 of them make a solution that
//! builds the Grundy table once per game run out of time (and their answers, which are
//! stored, take 100 KB).

use judge_io::generator::{Case, main as generate};
use judge_io::random::Rng;
use std::fmt::Write as _;

/// `count` games of three piles uniform in 1..=`max`, then the terminator.
fn random_games(rng: &mut Rng, count: usize, max: u64) -> String {
    let mut input = String::with_capacity(12 * count + 8);
    for _ in 0..count {
        let (m, n, p) = (rng.range(1..=max), rng.range(1..=max), rng.range(1..=max));
        writeln!(input, "{m} {n} {p}").expect("write to a String");
    }
    input + "0 0 0\n"
}

const CASES: &[Case] = &[("30-max-1", |rng| random_games(rng, 20_000, 1000))];

fn main() {
    generate(CASES)
}
