//! The binary against the game played by definition: `ValueSearch` over the real game tree,
//! the winner taking the fastest win and the loser the longest loss, primes found by trial
//! division. It is fast enough for every stored case, the maximal ones included.

use judge_io::random::Rng;
use sg_core::search::ValueSearch;
use testkit::stress::numbers;
use testkit::verify::{BruteForce, CaseWriter, Verification, shrink_counted_list};

/// The value of a position: who wins, and in how many moves of both players.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Outcome {
    /// The player to move wins in this many moves at most, against the longest resistance.
    Win(u32),
    /// The player to move loses, and can make the game last this many moves.
    Lose(u32),
}

fn is_prime(p: usize) -> bool {
    p >= 2 && (2..).take_while(|d| d * d <= p).all(|d| p % d != 0)
}

/// The rule of the game, by definition: with a move to a lost position, win as fast as
/// possible; otherwise (every move, if any, leaves the opponent winning) last as long as
/// possible.
fn outcome(_: &usize, options: &[(usize, Outcome)]) -> Outcome {
    let quickest = options.iter().filter_map(|(_, o)| if let Outcome::Lose(n) = o { Some(n + 1) } else { None }).min();
    match quickest {
        Some(n) => Outcome::Win(n),
        None => Outcome::Lose(
            options.iter().map(|(_, o)| if let Outcome::Win(n) = o { n + 1 } else { 0 }).max().unwrap_or(0),
        ),
    }
}

fn brute(input: &str) -> String {
    let numbers = numbers(input);
    let piles: Vec<usize> = numbers[1..].iter().map(|&m| m as usize).collect();
    let largest = piles.iter().copied().max().unwrap_or(0);
    let primes: Vec<usize> = (2..=largest).filter(|&p| is_prime(p)).collect();
    let mut search = ValueSearch::new(|&x: &usize, out: &mut Vec<usize>| {
        out.extend(primes.iter().take_while(|&&p| p <= x).map(|&p| x - p));
    });
    piles
        .iter()
        .map(|&m| match search.value(&m, outcome).unwrap_or_else(|cycle| panic!("{cycle}")) {
            Outcome::Win(n) => format!("{n}\n"),
            Outcome::Lose(_) => "-1\n".to_string(),
        })
        .collect()
}

/// Up to `max_tests` tests of up to `max` stones.
fn random_input(rng: &mut Rng, max_tests: usize, max: u64) -> String {
    let tests = rng.below(1..=max_tests);
    let mut input = format!("{tests}\n");
    for _ in 0..tests {
        input.push_str(&format!("{}\n", rng.range(0..=max)));
    }
    input
}

/// Up to 3 `size` tests (at most 10) of up to 12, 60, 400 or 2000 stones, the largest bound
/// chosen by `size`.
fn small_input(rng: &mut Rng, size: usize) -> String {
    let max = *rng.pick(&[12, 60, 400, 2000][..size.min(4)]);
    random_input(rng, (3 * size).min(10), max)
}

/// Rewrites the generated cases: `cargo test -p prime-stones --test judge -- --ignored write-cases`.
fn write_cases(cases: &mut CaseWriter) {
    let mut rng = Rng::new(1857);
    // One test (N at its minimum): 11 139, the pile of at most 20 000 stones whose win is the
    // longest.
    cases.write("10-edge-one-pile", "1\n11139\n");
    for i in 1..=3 {
        cases.write(&format!("20-random-{i}"), &random_input(&mut rng, 10, 500));
    }
    let top: String = (19_991..=20_000).map(|m| format!("{m}\n")).collect();
    cases.write("30-max-1", &format!("10\n{top}"));
    let spread: String = (0..10).map(|_| format!("{}\n", rng.range(10_000..=20_000))).collect();
    cases.write("30-max-2", &format!("10\n{spread}"));
}

/// Fewer or smaller piles, for shrinking a failing input.
fn shrink(input: &str) -> Vec<String> {
    shrink_counted_list(input, 0)
}

pub static VERIFICATION: Verification = Verification::new(
    BruteForce { generate: small_input, max_size: 4, solve: brute, vouches: &["00-", "10-", "20-", "30-"] },
    write_cases,
)
.with_shrink(shrink);
