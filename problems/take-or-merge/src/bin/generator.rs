//! The maximal inputs, made here and pinned by hash in `cases/generated.toml`: T = 4000 tests
//! of N = 50 piles of up to 1000 stones, the largest input the statement allows. One case has 0
//! to 3 piles of one stone in each test, the other 0 to 50; when nearly all piles hold one
//! stone, the few larger ones hold 2 to 4 stones half the time, so that the irregular positions
//! of the game (a single pile of 2 or 3 beside the ones) appear at the largest counts of ones.

use judge_io::generator::{Case, main as generate};
use judge_io::random::Rng;

/// `tests` tests of 50 piles, with `singles` of them holding one stone.
fn tests(rng: &mut Rng, tests: usize, singles: fn(&mut Rng) -> usize) -> String {
    let mut input = String::with_capacity(8 + tests * 50 * 4);
    input.push_str(&format!("{tests}\n"));
    let mut piles: Vec<u64> = Vec::with_capacity(50);
    for _ in 0..tests {
        let ones = singles(rng);
        let largest = if ones >= 48 && rng.chance(1, 2) { 4 } else { 1000 };
        piles.clear();
        piles.extend((0..50).map(|i| if i < ones { 1 } else { rng.range(2..=largest) }));
        rng.shuffle(&mut piles);
        let piles: Vec<String> = piles.iter().map(u64::to_string).collect();
        input.push_str(&format!("50\n{}\n", piles.join(" ")));
    }
    input
}

const CASES: &[Case] = &[
    ("30-max-1", |rng| tests(rng, 4000, |rng| rng.below(0..=3))),
    ("30-max-2", |rng| tests(rng, 4000, |rng| rng.below(0..=50))),
];

fn main() {
    generate(CASES)
}
