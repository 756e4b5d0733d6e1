//! The shapes of power-coins' inputs, which its generator and its tests share: a test (Q and
//! the row of coin states), random rows, sparse long rows the whole-row search can still play,
//! and the input text.

use judge_io::random::Rng;
use std::fmt::Write as _;

/// The most coins in a row: the statement's n.
pub const MAX_N: usize = 30_000;

/// One test: Q and the states of coins 1..=n (0 active, 1 inactive).
#[derive(Debug, Clone)]
pub struct Test {
    /// Q: how many quotients a move may flip, at most.
    pub max_count: usize,
    /// The state of coin x at index x − 1: 0 active, 1 inactive.
    pub states: Vec<u8>,
}

/// The input text of `tests`: T, then each test's n and Q on a line and its states on the next.
pub fn format_input(tests: &[Test]) -> String {
    let mut text = String::with_capacity(tests.iter().map(|test| 2 * test.states.len() + 12).sum::<usize>() + 4);
    writeln!(text, "{}", tests.len()).expect("write to a String");
    for test in tests {
        writeln!(text, "{} {}", test.states.len(), test.max_count).expect("write to a String");
        for (i, state) in test.states.iter().enumerate() {
            if i > 0 {
                text.push(' ');
            }
            text.push(char::from(b'0' + state));
        }
        text.push('\n');
    }
    text
}

/// A row of `n` coins, each active with one chance in five to four in five (the same for the
/// whole row, drawn first).
pub fn random_test(rng: &mut Rng, n: usize, max_count: usize) -> Test {
    let density = rng.range(1..=4);
    let states = (0..n).map(|_| u8::from(!rng.chance(density, 5))).collect();
    Test { max_count, states }
}

/// A long row with one or two active coins x = 2^a 3^c m of one lattice (same m), where
/// (a + 1)(c + 1) <= 12: large exponents and positions, yet at most 2^12 coin sets to search.
pub fn sparse_test(rng: &mut Rng) -> Test {
    let n = rng.below(1..=MAX_N);
    let max_count = *rng.pick(&[1, 2, 3, 4, 30]);
    let mut states = vec![1u8; n];
    let (a, c, m) = loop {
        let a = rng.below(0..=14);
        let c = rng.below(0..=9);
        let m = *rng.pick(&[1, 1, 5, 7, 11, 25]);
        let fits = 2usize.pow(a as u32) * 3usize.pow(c as u32) * m <= n;
        if (a + 1) * (c + 1) <= 12 && fits {
            break (a, c, m);
        }
    };
    states[(1 << a) * 3usize.pow(c as u32) * m - 1] = 0;
    if rng.chance(1, 2) {
        let (a2, c2) = (rng.below(0..=a), rng.below(0..=c));
        states[(1 << a2) * 3usize.pow(c2 as u32) * m - 1] ^= 1;
    }
    Test { max_count, states }
}
