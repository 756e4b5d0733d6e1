//! The binary against an exhaustive search of the whole coin row on random small inputs; the
//! stored cases against the same search, and the largest ones against the plain recurrence
//! over positions.

use judge_io::random::Rng;
use power_coins::{Test, format_input, random_test, sparse_test};
use sg_core::search::Search;
use testkit::stress::numbers;
use testkit::verify::{BruteForce, CaseWriter, Inputs, Reference, Verification, without_each};

fn parse(input: &str) -> Vec<Test> {
    let numbers: Vec<usize> = numbers(input).into_iter().map(|x| x as usize).collect();
    let mut it = numbers.into_iter();
    let t = it.next().expect("T");
    (0..t)
        .map(|_| {
            let n = it.next().expect("n");
            let max_count = it.next().expect("Q");
            let states = (0..n).map(|_| it.next().expect("state") as u8).collect();
            Test { max_count, states }
        })
        .collect()
}

fn verdicts(wins: impl IntoIterator<Item = bool>) -> String {
    wins.into_iter().map(|w| if w { "win\n" } else { "lose\n" }).collect()
}

/// The coins flipped with `x` by each move from `x`, as lists of quotients.
fn moves_from(x: usize, max_count: usize, out: &mut Vec<Vec<usize>>) {
    for b in [2, 3] {
        let mut step = b;
        while x % step == 0 {
            let mut flipped = Vec::new();
            let mut y = x;
            while flipped.len() < max_count && y % step == 0 {
                y /= step;
                flipped.push(y);
                out.push(flipped.clone());
            }
            step *= b;
        }
    }
}

/// The judge answer by playing the whole row: a state is the sorted set of active coins, a
/// move flips an active coin and its quotients. No coin-turning theorem is assumed.
fn brute(input: &str) -> String {
    verdicts(parse(input).into_iter().map(|test| {
        let q = test.max_count;
        let mut search = Search::new(move |active: &Vec<usize>, out: &mut Vec<Vec<usize>>| {
            let mut moves = Vec::new();
            for &x in active {
                moves.clear();
                moves_from(x, q, &mut moves);
                for flipped in &moves {
                    let mut next: Vec<usize> = active.iter().copied().filter(|&c| c != x).collect();
                    for y in flipped {
                        match next.iter().position(|c| c == y) {
                            Some(i) => {
                                next.remove(i);
                            }
                            None => next.push(*y),
                        }
                    }
                    next.sort_unstable();
                    out.push(next);
                }
            }
        });
        let active: Vec<usize> = (1..=test.states.len()).filter(|&x| test.states[x - 1] == 0).collect();
        search.is_win(&active).unwrap_or_else(|cycle| panic!("{cycle}"))
    }))
}

/// For rows too long for the whole-game search: g(x) for every position by the plain
/// recurrence over positions (no reduction to exponents), and the XOR over active coins (the
/// coin-turning theorem, which `brute` checks on small rows).
fn reference(input: &str) -> String {
    verdicts(parse(input).into_iter().map(|test| {
        let n = test.states.len();
        let g = plain_values(n, test.max_count);
        (1..=n).filter(|&x| test.states[x - 1] == 0).fold(0, |acc, x| acc ^ g[x]) != 0
    }))
}

/// g(x) for x in 1..=n by the plain recurrence over positions.
fn plain_values(n: usize, max_count: usize) -> Vec<u32> {
    let mut g = vec![0u32; n + 1];
    let mut moves = Vec::new();
    for x in 1..=n {
        moves.clear();
        moves_from(x, max_count, &mut moves);
        let options: Vec<u32> = moves.iter().map(|flipped| flipped.iter().fold(0, |acc, &y| acc ^ g[y])).collect();
        g[x] = (0..).find(|v| !options.contains(v)).expect("some value is missing");
    }
    g
}

/// Short rows (the brute force plays at most 2^14 coin sets) and sparse long rows, every Q
/// from 1 to 4 and 30. Up to `size` tests (at most 3), short rows of up to 5 `size` coins (at
/// most 14).
fn small_input(rng: &mut Rng, size: usize) -> String {
    let t = rng.below(1..=size.min(3));
    let tests: Vec<Test> = (0..t)
        .map(|_| {
            if rng.chance(1, 4) {
                return sparse_test(rng);
            }
            let n = rng.below(1..=(5 * size).min(14));
            let max_count = *rng.pick(&[1, 2, 3, 4, 30]);
            random_test(rng, n, max_count)
        })
        .collect();
    format_input(&tests)
}

/// Rewrites the generated cases: `cargo test -p power-coins --test judge -- --ignored write-cases`.
fn write_cases(cases: &mut CaseWriter) {
    let mut rng = Rng::new(23);
    for i in 1..=3 {
        let tests: Vec<Test> = (0..10)
            .map(|_| {
                let n = rng.below(8..=16);
                let max_count = *rng.pick(&[1, 2, 3, 30]);
                random_test(&mut rng, n, max_count)
            })
            .collect();
        cases.write(&format!("20-random-{i}"), &format_input(&tests));
    }
    cases.generated();
}

/// The input with one test left out, for shrinking a failing input.
fn shrink(input: &str) -> Vec<String> {
    without_each(&parse(input), format_input)
}

pub static VERIFICATION: Verification = Verification::new(
    BruteForce { generate: small_input, max_size: 3, solve: brute, vouches: &["00-", "10-", "20-"] },
    write_cases,
)
.with_references(&[Reference::new(
    "plain-recurrence",
    reference,
    &["10-", "20-", "30-"],
    Inputs::new(small_input, 3, 300),
)])
.with_shrink(shrink);
