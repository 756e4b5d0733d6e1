//! What vouches for fibonacci-nim: the binary against an exhaustive search of the real game
//! (states: stones left, most allowed this move) on random small inputs; the stored cases
//! against that search, and the large ones against a plain list of Fibonacci numbers.
//!
//! `cargo test -p fibonacci-nim --test judge` runs it all; `-- vouch/` only the stored cases;
//! `-- --ignored write-cases` rewrites the generated cases.

use judge_io::random::Rng;
use sg_core::search::Search;
use std::fmt::Write as _;
use testkit::stress::numbers;
use testkit::verify::{BruteForce, CaseWriter, Inputs, Reference, Verification, without_each};

const MAX_N: u64 = (1 << 31) - 1;

/// The tests of an input: every number before the final `0`.
fn tests(input: &str) -> Vec<u64> {
    let numbers = numbers(input);
    assert_eq!(numbers.last(), Some(&0), "the input ends with 0");
    numbers[..numbers.len() - 1].iter().map(|&n| n as u64).collect()
}

fn answers(input: &str, mut first_wins: impl FnMut(u64) -> bool) -> String {
    tests(input).into_iter().map(|n| if first_wins(n) { "First win\n" } else { "Second win\n" }).collect()
}

/// Plays the real game: from (stones, most) a move takes t stones, 1 <= t <= most, and allows
/// the opponent 2t (no more than is left); the first move allows n − 1. No Zeckendorf.
fn brute(input: &str) -> String {
    let mut search = Search::new(|&(stones, most): &(u64, u64), out: &mut Vec<(u64, u64)>| {
        out.extend((1..=most.min(stones)).map(|t| (stones - t, (2 * t).min(stones - t))));
    });
    answers(input, |n| search.is_win(&(n, n - 1)).unwrap_or_else(|cycle| panic!("{cycle}")))
}

/// For n too large to search: the first player loses exactly when n is a Fibonacci number
/// (the theorem `brute` checks on small n), the numbers listed by plain addition in u64.
fn reference(input: &str) -> String {
    let fibonacci = fibonacci_numbers();
    answers(input, |n| !fibonacci.contains(&n))
}

fn format(tests: &[u64]) -> String {
    let mut out = tests.iter().fold(String::new(), |mut out, n| {
        let _ = writeln!(out, "{n}");
        out
    });
    out.push_str("0\n");
    out
}

/// The Fibonacci numbers from 2 up to the limit.
fn fibonacci_numbers() -> Vec<u64> {
    let mut all = vec![2u64, 3];
    while all[all.len() - 1] + all[all.len() - 2] <= MAX_N {
        all.push(all[all.len() - 1] + all[all.len() - 2]);
    }
    all
}

/// An n up to `max`: a Fibonacci number or one off it half the time, else random.
fn number(rng: &mut Rng, max: u64) -> u64 {
    let near: Vec<u64> = fibonacci_numbers().into_iter().filter(|&f| f <= max).collect();
    let n = if rng.chance(1, 2) && !near.is_empty() {
        let f = *rng.pick(&near);
        [f, f, f.saturating_sub(1), f + 1][rng.below(0..=3)]
    } else {
        rng.range(2..=max)
    };
    n.clamp(2, max)
}

/// Up to `size` tests of n up to 8 `size` (at least 2).
fn small_input(rng: &mut Rng, size: usize) -> String {
    let count = rng.below(1..=size);
    let max = (8 * size as u64).max(3);
    format(&(0..count).map(|_| number(rng, max)).collect::<Vec<_>>())
}

/// Up to 200 tests of n up to 2^31 − 1, for the reference against the binary.
fn large_input(rng: &mut Rng, size: usize) -> String {
    let count = rng.below(1..=50 * size);
    format(&(0..count).map(|_| number(rng, MAX_N)).collect::<Vec<_>>())
}

/// Rewrites the generated cases: `cargo test -p fibonacci-nim --test judge -- --ignored write-cases`.
/// Each output comes from the oracle that vouches for the case's prefix, never from the binary.
fn write_cases(cases: &mut CaseWriter) {
    let mut rng = Rng::new(2516);
    for i in 1..=3 {
        cases.write(&format!("20-random-{i}"), &small_input(&mut rng, 12));
    }
    cases.generated();
    let largest = *fibonacci_numbers().last().expect("some");
    cases.write("30-max-largest-fibonacci", &format(&[largest, largest + 1, MAX_N]));
    cases.write("30-max-one-test", &format(&[MAX_N]));
    // Fibonacci numbers past the limit, taken modulo 2^32 (as a 32-bit table wraps them), that
    // land in range: none is a Fibonacci number.
    let wrapped: Vec<u64> = (0..60)
        .scan((1u64, 2u64), |(a, b), _| {
            let next = *a;
            (*a, *b) = (*b, *a + *b);
            Some(next)
        })
        .filter(|&f| f > MAX_N)
        .map(|f| f % (1 << 32))
        .filter(|&w| (2..=MAX_N).contains(&w))
        .collect();
    cases.write("30-max-wrapped-table", &format(&wrapped));
}

/// One test fewer: shrinks a failing input further than smaller sizes do.
fn shrink(input: &str) -> Vec<String> {
    without_each(&tests(input), format)
}

pub static VERIFICATION: Verification = Verification::new(
    BruteForce { generate: small_input, max_size: 8, solve: brute, vouches: &["00-", "10-", "20-"] },
    write_cases,
)
.with_references(&[Reference::new("fibonacci-list", reference, &["30-"], Inputs::new(small_input, 8, 300))
    .with_stress(Inputs::new(large_input, 4, 100))])
.with_shrink(shrink);
