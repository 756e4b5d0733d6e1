//! The maximal inputs, made here and pinned by hash in `cases/generated.toml`: T = 100 tests,
//! each with k = 20 distinct amounts and n = 1000 piles of up to 10 000 stones, the largest
//! input the statement allows (the sum of n reaches its bound of 100 000). In one case the
//! amounts go up to 1000; in the other up to 40, so that the pile values are many and small,
//! and every other test is lost: its last pile is chosen so that its value cancels the XOR of
//! the others, so a solution must also say `lose` at the limits.

use judge_io::generator::{Case, main as generate};
use judge_io::random::Rng;
use sg_core::subtraction::subtraction_grundy;

/// One test: the amounts and the piles.
type Test = (Vec<u64>, Vec<u64>);

/// The most stones in a pile.
const MAX_PILE: u64 = 10_000;

fn format_input(tests: &[Test]) -> String {
    let mut text = String::with_capacity(8 + tests.len() * 6 * 1024);
    text.push_str(&format!("{}\n", tests.len()));
    for (amounts, piles) in tests {
        for line in [amounts, piles] {
            text.push_str(&line.len().to_string());
            for x in line {
                text.push(' ');
                text.push_str(&x.to_string());
            }
            text.push('\n');
        }
    }
    text
}

/// `n` random piles of up to [`MAX_PILE`] stones.
fn piles(rng: &mut Rng, n: usize) -> Vec<u64> {
    (0..n).map(|_| rng.range(0..=MAX_PILE)).collect()
}

/// 100 tests of 20 amounts up to 1000 and 1000 piles.
fn limits(rng: &mut Rng) -> String {
    let tests: Vec<Test> = (0..100).map(|_| (rng.distinct(20, 1..=1000), piles(rng, 1000))).collect();
    format_input(&tests)
}

/// 100 tests of 20 amounts up to 40 and 1000 piles, every other one lost.
fn half_lost(rng: &mut Rng) -> String {
    let mut tests: Vec<Test> = Vec::with_capacity(100);
    while tests.len() < 100 {
        let amounts = rng.distinct(20, 1..=40);
        let mut piles = piles(rng, 1000);
        if tests.len() % 2 == 1 {
            let moves: Vec<usize> = amounts.iter().map(|&a| a as usize).collect();
            let g = subtraction_grundy(&moves, MAX_PILE as usize + 1);
            let others = piles[..999].iter().fold(0, |acc, &h| acc ^ g[h as usize]);
            let Some(last) = (0..=MAX_PILE).rev().find(|&h| g[h as usize] == others) else { continue };
            piles[999] = last;
        }
        tests.push((amounts, piles));
    }
    format_input(&tests)
}

const CASES: &[Case] = &[("30-max-1", limits), ("30-max-2", half_lost)];

fn main() {
    generate(CASES)
}
