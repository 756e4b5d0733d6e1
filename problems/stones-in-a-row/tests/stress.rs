//! The binary against an exhaustive search of the real game on random small inputs; the
//! stored cases against the same search, and the maximal cases against the losing-pair
//! permutation described in the README, a formulation separate from the solution's.

use judge_io::random::Rng;
use sg_core::search::Search;
use stones_in_a_row::{format, pairs_of};
use testkit::stress::numbers;
use testkit::verify::{BruteForce, CaseWriter, Inputs, Reference, Verification, without_each};

/// The tests of an input, each as its row of piles.
fn tests(input: &str) -> Vec<Vec<u64>> {
    let numbers = numbers(input);
    let mut at = 1;
    let mut tests = Vec::new();
    for _ in 0..numbers[0] {
        let n = numbers[at] as usize;
        tests.push(numbers[at + 1..=at + n].iter().map(|&p| p as u64).collect());
        at += n + 1;
    }
    tests
}

/// A position of the real game on a fixed row `a`: the leftmost pile holds `x` stones, then
/// come the untouched piles `a[l..r]`, then the rightmost pile with `y` stones. An emptied end
/// is refilled from the untouched piles; when none are left, `x` = 0 and the last pile is `y`.
type State = (u64, usize, usize, u64);

fn normalize(a: &[u64], (mut x, mut l, mut r, mut y): State) -> State {
    if y == 0 && l < r {
        r -= 1;
        y = a[r];
    }
    if x == 0 && l < r {
        x = a[l];
        l += 1;
    }
    if y == 0 {
        (y, x) = (x, 0);
    }
    (x, l, r, y)
}

/// Whether the first player wins the row `a`, by exhaustive search of its real positions.
fn brute_row(a: &[u64]) -> bool {
    let mut search = Search::new(|&(x, l, r, y): &State, out: &mut Vec<State>| {
        out.extend((0..x).map(|x2| normalize(a, (x2, l, r, y))));
        out.extend((0..y).map(|y2| normalize(a, (x, l, r, y2))));
    });
    search.is_win(&normalize(a, (0, 0, a.len(), 0))).unwrap_or_else(|cycle| panic!("{cycle}"))
}

fn answer(verdicts: impl Iterator<Item = bool>) -> String {
    verdicts.map(|win| if win { "1\n" } else { "0\n" }).collect()
}

fn brute(input: &str) -> String {
    answer(tests(input).iter().map(|row| brute_row(row)))
}

/// The row is won when a pile must be added on its left to make it lost.
fn reference_row(a: &[u64]) -> bool {
    pairs_of(a).zero_right != 0
}

fn reference(input: &str) -> String {
    answer(tests(input).iter().map(|row| reference_row(row)))
}

/// Small rows; half the time with values 1 to 3, where equal and adjacent values (the
/// delicate cases of the recurrence) are frequent.
/// Rows of up to `max_n` stones.
fn random_input(rng: &mut Rng, tests: usize, max_n: usize) -> String {
    let rows: Vec<Vec<u64>> = (0..tests)
        .map(|_| {
            let n = rng.below(1..=max_n);
            let max = if n <= 3 { *rng.pick(&[3, 12]) } else { *rng.pick(&[3, 6]) };
            (0..n).map(|_| rng.range(1..=max)).collect()
        })
        .collect();
    format(&rows)
}

/// Up to `size` tests (at most 4) of up to `size` + 2 stones (at most 6).
fn small_input(rng: &mut Rng, size: usize) -> String {
    let tests = rng.below(1..=size.min(4));
    random_input(rng, tests, (size + 2).min(6))
}

/// Three tests of up to `size` + 2 stones (at most 6).
fn three_tests(rng: &mut Rng, size: usize) -> String {
    random_input(rng, 3, (size + 2).min(6))
}

/// Rewrites the generated cases: `cargo test -p stones-in-a-row --test judge -- --ignored write-cases`.
fn write_cases(cases: &mut CaseWriter) {
    let mut rng = Rng::new(2009);
    for i in 1..=3 {
        cases.write(&format!("20-random-{i}"), &random_input(&mut rng, 10, 6));
    }
    cases.generated();
}

/// The input with one test left out, for shrinking a failing input.
fn shrink(input: &str) -> Vec<String> {
    without_each(&tests(input), format)
}

pub static VERIFICATION: Verification = Verification::new(
    BruteForce { generate: small_input, max_size: 4, solve: brute, vouches: &["00-", "10-edge-1", "20-"] },
    write_cases,
)
.with_references(&[Reference::new("lost-pairs", reference, &["10-edge-2", "30-"], Inputs::new(three_tests, 4, 400))])
.with_shrink(shrink);
