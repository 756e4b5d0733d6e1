//! The binary against an exhaustive search of the real three-pile game on random small inputs;
//! the stored cases against the same search, and the maximal cases against a per-pile
//! search by definition.

use judge_io::random::Rng;
use sg_core::search::{Search, sum_moves};
use testkit::stress::numbers;
use testkit::verify::{BruteForce, CaseWriter, Inputs, Reference, Verification, without_each};

/// 1, 2, 3, 5, 8, … as the statement defines them.
fn fibonacci_upto(limit: i64) -> Vec<i64> {
    let mut f = vec![1, 2];
    while f[f.len() - 1] + f[f.len() - 2] <= limit {
        f.push(f[f.len() - 1] + f[f.len() - 2]);
    }
    f.retain(|&x| x <= limit);
    f
}

fn cases_of(input: &str) -> Vec<[i64; 3]> {
    numbers(input).chunks(3).map(|c| [c[0], c[1], c[2]]).take_while(|&c| c != [0, 0, 0]).collect()
}

fn verdict(first_wins: bool) -> &'static str {
    if first_wins { "Fibo\n" } else { "Nacci\n" }
}

/// Plays the whole game: the state is all three piles; no Grundy values, no XOR.
fn brute(input: &str) -> String {
    let fib = fibonacci_upto(1000);
    let pile = |&n: &i64, out: &mut Vec<i64>| out.extend(fib.iter().filter(|&&f| f <= n).map(|&f| n - f));
    let mut search = Search::new(|piles: &[i64; 3], out: &mut Vec<[i64; 3]>| sum_moves(piles, pile, out));
    cases_of(input).iter().map(|c| verdict(search.is_win(c).unwrap_or_else(|cycle| panic!("{cycle}")))).collect()
}

/// For inputs too large to play whole: each pile's Grundy value by exhaustive search of the
/// single pile, combined by XOR (the sum rule that `brute` checks on small inputs).
fn reference(input: &str) -> String {
    let fib = fibonacci_upto(1000);
    let mut pile =
        Search::new(|&n: &i64, out: &mut Vec<i64>| out.extend(fib.iter().filter(|&&f| f <= n).map(|&f| n - f)));
    cases_of(input)
        .iter()
        .map(|c| verdict(c.iter().fold(0, |x, n| x ^ pile.grundy(n).unwrap_or_else(|cycle| panic!("{cycle}"))) != 0))
        .collect()
}

fn random_cases(rng: &mut Rng, count: usize, max: u64) -> String {
    let mut input = String::new();
    for _ in 0..count {
        input.push_str(&format!("{} {} {}\n", rng.range(1..=max), rng.range(1..=max), rng.range(1..=max)));
    }
    input
}

/// Up to `size` tests (at most 4) of piles up to 5, 15 or 25; sometimes the terminator is
/// missing, and the input then ends at end of file.
fn small_input(rng: &mut Rng, size: usize) -> String {
    let count = rng.below(1..=size.min(4));
    let max = *rng.pick(&[5, 15, 25][..size.min(3)]);
    let mut input = random_cases(rng, count, max);
    if !rng.chance(1, 5) {
        input.push_str("0 0 0\n");
    }
    input
}

/// Rewrites the generated cases: `cargo test -p fibonacci-again --test judge -- --ignored write-cases`.
fn write_cases(cases: &mut CaseWriter) {
    let mut rng = Rng::new(1848);
    for i in 1..=3 {
        let input = random_cases(&mut rng, 30, 25) + "0 0 0\n";
        cases.write(&format!("20-random-{i}"), &input);
    }
    cases.generated();
}

/// The input with one test left out, for shrinking a failing input.
fn shrink(input: &str) -> Vec<String> {
    let format = |cases: &[[i64; 3]]| {
        let lines: String = cases.iter().map(|c| format!("{} {} {}\n", c[0], c[1], c[2])).collect();
        lines + "0 0 0\n"
    };
    without_each(&cases_of(input), format)
}

pub static VERIFICATION: Verification = Verification::new(
    BruteForce { generate: small_input, max_size: 4, solve: brute, vouches: &["00-", "10-", "20-"] },
    write_cases,
)
.with_references(&[Reference::new("pile-by-pile", reference, &["30-"], Inputs::new(small_input, 4, 300))])
.with_shrink(shrink);
