//! Shared by the verification's unit tests: a Nim-like description and programs to judge.

use super::cases::CaseWriter;
use super::description::{BruteForce, Verification};
use super::judged::Behaviour;
use judge_io::random::Rng;
use std::time::Duration;

/// Nim-like inputs: `n`, then `n` piles.
pub(super) fn piles(rng: &mut Rng, size: usize) -> String {
    let n = rng.below(1..=size);
    let piles: Vec<String> = (0..n).map(|_| rng.range(1..=2 * size as u64).to_string()).collect();
    format!("{n}\n{}\n", piles.join(" "))
}

pub(super) fn xor(input: &str) -> String {
    let piles = crate::stress::numbers(input);
    assert_eq!(piles.len() as i64, piles[0] + 1, "bad count");
    let x = piles[1..].iter().fold(0, |x, p| x ^ p);
    format!("{}\n", if x != 0 { "Yes" } else { "No" })
}

/// Drop one pile, or lower one pile.
pub(super) fn fewer_piles(input: &str) -> Vec<String> {
    let piles = &crate::stress::numbers(input)[1..];
    let mut out = Vec::new();
    for i in 0..piles.len() {
        let mut fewer = piles.to_vec();
        fewer.remove(i);
        let mut lower = piles.to_vec();
        lower[i] -= 1;
        for p in [fewer, lower] {
            if !p.is_empty() && p.iter().all(|&x| x >= 1) {
                let shown: Vec<String> = p.iter().map(i64::to_string).collect();
                out.push(format!("{}\n{}\n", p.len(), shown.join(" ")));
            }
        }
    }
    out
}

pub(super) fn no_cases(_: &mut CaseWriter) {}

pub(super) const NIM: Verification =
    Verification::new(BruteForce { generate: piles, max_size: 8, solve: xor, vouches: &["00-"] }, no_cases)
        .with_shrink(fewer_piles)
        .with_budget(Duration::from_secs(5));

/// Wrong exactly when some pile is 3.
pub(super) fn wrong_on_three(input: &str, _expected: &str) -> Behaviour {
    let piles = crate::stress::numbers(input);
    if piles[1..].contains(&3) { Behaviour::Output("Maybe\n".into()) } else { Behaviour::Output(xor(input)) }
}
