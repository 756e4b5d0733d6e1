//! The binary against an exhaustive search of the real game on random small inputs; the
//! stored cases against the same search.

use judge_io::random::Rng;
use sg_core::search::Search;
use testkit::stress::numbers;
use testkit::verify::{BruteForce, CaseWriter, Verification, without_each};

/// The judge answer by playing the game itself: every power of two that fits is a move.
fn brute(input: &str) -> String {
    let mut search = Search::new(|&n: &u64, out: &mut Vec<u64>| {
        out.extend((0..).map(|e| 1u64 << e).take_while(|&p| p <= n).map(|p| n - p));
    });
    let mut answer = String::new();
    for n in numbers(input) {
        answer.push_str(if search.is_win(&(n as u64)).unwrap_or_else(|cycle| panic!("{cycle}")) {
            "Kiki\n"
        } else {
            "Cici\n"
        });
    }
    answer
}

fn random_input(rng: &mut Rng, cases: usize, max: u64) -> String {
    (0..cases).map(|_| format!("{}\n", rng.range(1..=max))).collect()
}

/// Up to `size` + 2 tests (at most 6) of up to 20 or 1000 stones.
fn small_input(rng: &mut Rng, size: usize) -> String {
    let cases = rng.below(1..=(size + 2).min(6));
    let max = *rng.pick(&[20, 1000][..size.min(2)]);
    random_input(rng, cases, max)
}

/// Rewrites the generated cases: `cargo test -p good-luck-cet4 --test judge -- --ignored write-cases`.
fn write_cases(cases: &mut CaseWriter) {
    let mut rng = Rng::new(1847);
    for i in 1..=3 {
        cases.write(&format!("20-random-{i}"), &random_input(&mut rng, 20, 1000));
    }
    let every: String = (1..=1000).map(|n| format!("{n}\n")).collect();
    cases.write("30-max-1", &every);
    cases.generated();
}

/// The input with one test left out, for shrinking a failing input.
fn shrink(input: &str) -> Vec<String> {
    without_each(&numbers(input), |piles| piles.iter().map(|n| format!("{n}\n")).collect())
}

pub static VERIFICATION: Verification = Verification::new(
    BruteForce { generate: small_input, max_size: 4, solve: brute, vouches: &["00-", "10-", "20-", "30-"] },
    write_cases,
)
.with_shrink(shrink);
