//! The maximal inputs, made here and pinned by hash in `cases/generated.toml`: n = 7000
//! objects, the statement's limit. The work of a retrograde search is n (k1 + k2) predecessor
//! steps, so the sets are as large as the statement allows: both full (6999 steps each, about
//! 9.8 · 10^7 steps in all), 3500 random steps each, and a full set in random order against
//! two steps.

use judge_io::generator::{Case, main as generate};
use judge_io::random::Rng;
use std::fmt::Write as _;

const N: usize = 7000;

/// `k` distinct steps from 1..n, in random order.
fn random_set(rng: &mut Rng, n: usize, k: usize) -> Vec<usize> {
    let mut steps: Vec<usize> = (1..n).collect();
    rng.shuffle(&mut steps);
    steps.truncate(k);
    steps
}

fn input_of(n: usize, sets: &[Vec<usize>; 2]) -> String {
    let mut text = String::with_capacity(5 * (sets[0].len() + sets[1].len()) + 16);
    writeln!(text, "{n}").expect("write to a String");
    for set in sets {
        write!(text, "{}", set.len()).expect("write to a String");
        for x in set {
            write!(text, " {x}").expect("write to a String");
        }
        text.push('\n');
    }
    text
}

/// Both sets all of 1..n, Rick's increasing and Morty's decreasing.
fn full_sets(_: &mut Rng) -> String {
    let full: Vec<usize> = (1..N).collect();
    let reversed: Vec<usize> = full.iter().rev().copied().collect();
    input_of(N, &[full, reversed])
}

/// 3500 random steps each.
fn half_sets(rng: &mut Rng) -> String {
    let half = [random_set(rng, N, 3500), random_set(rng, N, 3500)];
    input_of(N, &half)
}

/// Rick's set full in random order, Morty's two random steps.
fn one_full_set(rng: &mut Rng) -> String {
    let mixed = [random_set(rng, N, N - 1), random_set(rng, N, 2)];
    input_of(N, &mixed)
}

const CASES: &[Case] =
    &[("30-max-full-sets", full_sets), ("30-max-half-sets", half_sets), ("30-max-one-full-set", one_full_set)];

fn main() {
    generate(CASES)
}
