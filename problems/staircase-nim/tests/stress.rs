//! The binary against an exhaustive search of the real staircase (every step is part of the
//! state, stones move one step down at a time) on random small inputs; the stored cases
//! against that search, and the maximal cases against a reference built on strategies.

use judge_io::random::Rng;
use sg_core::search::{Search, nim_is_win_by_pairing};
use sg_core::staircase::moves;
use testkit::stress::numbers;
use testkit::verify::{BruteForce, CaseWriter, Inputs, Reference, Verification, shrink_counted_list};

fn verdict(win: bool) -> String {
    if win { "Yes\n" } else { "No\n" }.to_string()
}

fn parse(input: &str) -> Vec<u32> {
    let numbers = numbers(input);
    let steps: Vec<u32> = numbers[1..].iter().map(|&a| a as u32).collect();
    assert_eq!(steps.len(), numbers[0] as usize);
    steps
}

/// The judge answer by playing the whole staircase: no parity rule, no XOR.
fn brute(input: &str) -> String {
    let steps = parse(input);
    verdict(
        Search::new(|s: &Vec<u32>, out: &mut Vec<Vec<u32>>| moves(s, out))
            .is_win(&steps)
            .unwrap_or_else(|cycle| panic!("{cycle}")),
    )
}

/// Decides inputs too large to search. The staircase is first reduced to Nim on the odd
/// steps (the reduction is the README's; `brute` checks it on every small input). That Nim is
/// then decided without XOR, by the pairing strategies of `nim_is_win_by_pairing` (twin heaps
/// cancel; one or two unpaired heaps are a win; a few small ones are searched).
fn reference(input: &str) -> String {
    let steps = parse(input);
    let odd: Vec<u32> = steps.iter().copied().step_by(2).collect();
    let wins = nim_is_win_by_pairing(&odd, 100_000);
    verdict(wins.unwrap_or_else(|| panic!("the reference cannot decide {odd:?}")))
}

fn format_input(steps: &[u64]) -> String {
    let steps: Vec<String> = steps.iter().map(u64::to_string).collect();
    format!("{}\n{}\n", steps.len(), steps.join(" "))
}

/// Small staircases; sometimes two odd steps or two even steps are made equal, so that a
/// 0-based parity or an XOR over all steps gives a different answer. Up to `size` steps (at
/// most 4) of up to 1, 2 or 3 coins.
fn small_input(rng: &mut Rng, size: usize) -> String {
    let n = rng.below(1..=size.min(4));
    let max = *rng.pick(&[1, 2, 3][..size.min(3)]);
    let mut steps: Vec<u64> = (0..n).map(|_| rng.range(1..=max)).collect();
    if n >= 3 && rng.chance(1, 3) {
        steps[2] = steps[0];
    }
    if n >= 4 && rng.chance(1, 3) {
        steps[3] = steps[1];
    }
    format_input(&steps)
}

/// Rewrites the generated cases: `cargo test -p staircase-nim --test judge -- --ignored write-cases`.
fn write_cases(cases: &mut CaseWriter) {
    let mut rng = Rng::new(892);
    for i in 1..=4 {
        let n = rng.below(2..=4);
        let steps: Vec<u64> = (0..n).map(|_| rng.range(1..=3)).collect();
        cases.write(&format!("20-random-{i}"), &format_input(&steps));
    }
    cases.generated();
}

/// Fewer or smaller piles, for shrinking a failing input.
fn shrink(input: &str) -> Vec<String> {
    shrink_counted_list(input, 1)
}

pub static VERIFICATION: Verification = Verification::new(
    BruteForce { generate: small_input, max_size: 4, solve: brute, vouches: &["00-", "10-", "20-"] },
    write_cases,
)
.with_references(&[Reference::new("pairing", reference, &["30-"], Inputs::new(small_input, 4, 300))])
.with_shrink(shrink);
