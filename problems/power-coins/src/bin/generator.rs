//! The big inputs, made here and pinned by hash in `cases/generated.toml`. The maximal ones
//! hold T = 10 rows of up to n = 30 000 coins, the statement's limits, with Q from 1 to 30:
//! random rows, rows of active coins only, and random rows adjusted until the first player
//! loses, so that a shortcut that is wrong on a single coin shows up in the answers. Besides
//! them, a long row with no active coin, and long rows with one or two active coins on one
//! lattice 2^a 3^c m, few enough for the whole-row search. The shapes of the rows are the
//! problem's library (`src/lib.rs`), shared with its tests.

use judge_io::generator::{Case, main as generate};
use judge_io::random::Rng;
use power_coins::{MAX_N, Test, format_input, random_test, sparse_test};
use sg_core::coins::PowerCoins;

/// Every coin inactive: no move.
fn all_inactive(_: &mut Rng) -> String {
    format_input(&[Test { max_count: 30, states: vec![1; MAX_N] }])
}

/// Ten sparse long rows.
fn sparse(rng: &mut Rng) -> String {
    let tests: Vec<Test> = (0..10).map(|_| sparse_test(rng)).collect();
    format_input(&tests)
}

/// Ten random rows of n = 30 000 coins.
fn random_rows(rng: &mut Rng) -> String {
    let tests: Vec<Test> = [1, 30, 2, 3, 4, 5, 8, 13, 21, 29].iter().map(|&q| random_test(rng, MAX_N, q)).collect();
    format_input(&tests)
}

/// Ten rows of n = 30 000 down to 29 991 coins, all active.
fn all_active(_: &mut Rng) -> String {
    let tests: Vec<Test> = [1, 2, 3, 4, 5, 6, 10, 15, 20, 30]
        .iter()
        .enumerate()
        .map(|(i, &max_count)| Test { max_count, states: vec![0; MAX_N - i] })
        .collect();
    format_input(&tests)
}

/// Random rows, fixed up by toggling coins until the values cancel: positions the first
/// player loses (the last test is left as it is).
fn balanced(rng: &mut Rng) -> String {
    let tests: Vec<Test> = [1, 2, 30, 7, 3, 30, 2, 1, 11, 30]
        .iter()
        .enumerate()
        .map(|(i, &max_count)| {
            let mut test = random_test(rng, MAX_N, max_count);
            let g = PowerCoins::new(&[2, 3], max_count, MAX_N as u64).by_position();
            let mut xor = (1..=MAX_N).filter(|&x| test.states[x - 1] == 0).fold(0, |acc, x| acc ^ g[x]);
            while i != 9 && xor != 0 {
                // Toggling coin x changes the XOR by g(x).
                let Some(x) = (1..=MAX_N).rev().find(|&x| g[x] ^ xor < xor) else { break };
                test.states[x - 1] ^= 1;
                xor ^= g[x];
            }
            test
        })
        .collect();
    format_input(&tests)
}

const CASES: &[Case] = &[
    ("10-edge-all-inactive", all_inactive),
    ("20-random-sparse", sparse),
    ("30-max-1", random_rows),
    ("30-max-2", all_active),
    ("30-max-3", balanced),
];

fn main() {
    generate(CASES)
}
