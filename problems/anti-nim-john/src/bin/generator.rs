//! The maximal inputs, made here and pinned by hash in `cases/generated.toml`: T = 500 games of
//! N = 49 or 50 piles of up to 5000 stones, the statement's limits. The games are built so
//! that an explicit strategy decides each without XOR: all single stones (decided by parity),
//! twin pairs of two or more stones (the second player copies), and such pairs plus one or
//! two other piles or plus single stones (the first player evens them out).

use judge_io::generator::{Case, main as generate};
use judge_io::random::Rng;
use std::fmt::Write as _;

const T: usize = 500;

fn format_input(tests: &[Vec<u64>]) -> String {
    let mut input = String::with_capacity(tests.iter().map(|piles| 5 * piles.len() + 4).sum::<usize>() + 4);
    writeln!(input, "{}", tests.len()).expect("write to a String");
    for piles in tests {
        let piles: Vec<String> = piles.iter().map(u64::to_string).collect();
        writeln!(input, "{}\n{}", piles.len(), piles.join(" ")).expect("write to a String");
    }
    input
}

/// `pairs` random pairs of two or more stones (often 5000) plus `extra` random piles,
/// shuffled.
fn built_test(rng: &mut Rng, pairs: usize, extra: usize) -> Vec<u64> {
    let mut piles = Vec::with_capacity(2 * pairs + extra);
    for _ in 0..pairs {
        let p = if rng.chance(1, 10) { 5000 } else { rng.range(2..=5000) };
        piles.extend([p, p]);
    }
    piles.extend((0..extra).map(|_| rng.range(1..=5000)));
    rng.shuffle(&mut piles);
    piles
}

/// The five kinds of games in turn.
fn mixed(rng: &mut Rng) -> String {
    let tests: Vec<Vec<u64>> = (0..T)
        .map(|i| match i % 5 {
            0 => vec![1; 50 - rng.below(0..=1)],
            1 => built_test(rng, 25, 0),
            2 => built_test(rng, 24, 2),
            3 => built_test(rng, 24, 1),
            _ => {
                let mut piles = built_test(rng, 20, 1);
                piles.extend([1; 9]);
                piles
            }
        })
        .collect();
    format_input(&tests)
}

/// Every pile 5000: 50 piles (25 pairs) or 49 (24 pairs and one more).
fn fives(_: &mut Rng) -> String {
    let tests: Vec<Vec<u64>> = (0..T).map(|i| vec![5000; 50 - i % 2]).collect();
    format_input(&tests)
}

const CASES: &[Case] = &[("30-max-1", mixed), ("30-max-2", fives)];

fn main() {
    generate(CASES)
}
