//! The binary against an exhaustive search of the real game (all heaps of a position at once)
//! on random small inputs; the stored cases against the same search, and the maximal cases
//! against a per-heap search by definition.

use judge_io::random::Rng;
use sg_core::search::Search;
use testkit::stress::numbers;
use testkit::verify::{BruteForce, CaseWriter, Inputs, Reference, Verification};

/// One test: the move set and the positions (lists of heaps).
struct Test {
    moves: Vec<i64>,
    positions: Vec<Vec<i64>>,
}

fn parse(input: &str) -> Vec<Test> {
    let mut tokens = numbers(input).into_iter();
    let mut next = || tokens.next().expect("a well-formed generated input");
    let mut tests = Vec::new();
    loop {
        let k = next();
        if k == 0 {
            return tests;
        }
        let moves = (0..k).map(|_| next()).collect();
        let m = next();
        let positions = (0..m)
            .map(|_| {
                let l = next();
                (0..l).map(|_| next()).collect()
            })
            .collect();
        tests.push(Test { moves, positions });
    }
}

fn line(verdicts: impl Iterator<Item = bool>) -> String {
    let mut line: String = verdicts.map(|w| if w { 'W' } else { 'L' }).collect();
    line.push('\n');
    line
}

/// Plays each position whole: the state is the sorted list of heaps; no Grundy values.
fn brute(input: &str) -> String {
    let mut answer = String::new();
    for test in parse(input) {
        let moves = test.moves.clone();
        let mut search = Search::new(|heaps: &Vec<i64>, out: &mut Vec<Vec<i64>>| {
            for i in 0..heaps.len() {
                for &s in moves.iter().filter(|&&s| s <= heaps[i]) {
                    let mut next = heaps.clone();
                    next[i] -= s;
                    next.sort_unstable();
                    out.push(next);
                }
            }
        });
        answer += &line(test.positions.iter().map(|p| {
            let mut p = p.clone();
            p.sort_unstable();
            search.is_win(&p).unwrap_or_else(|cycle| panic!("{cycle}"))
        }));
    }
    answer
}

/// For inputs too large to play whole: each heap's Grundy value by exhaustive search of that
/// heap, combined by XOR (the sum rule that `brute` checks on small inputs).
fn reference(input: &str) -> String {
    let mut answer = String::new();
    for test in parse(input) {
        let moves = test.moves.clone();
        let mut heap =
            Search::new(|&n: &i64, out: &mut Vec<i64>| out.extend(moves.iter().filter(|&&s| s <= n).map(|&s| n - s)));
        answer += &line(
            test.positions
                .iter()
                .map(|p| p.iter().fold(0, |x, h| x ^ heap.grundy(h).unwrap_or_else(|cycle| panic!("{cycle}"))) != 0),
        );
    }
    answer
}

/// `tests` tests; move sets unsorted, sometimes with repeats; heaps of size 0 included.
fn random_input(rng: &mut Rng, tests: usize, k: usize, s: u64, m: usize, l: usize, h: u64) -> String {
    let mut input = String::new();
    for _ in 0..tests {
        let k = rng.below(1..=k);
        let moves: Vec<String> = (0..k).map(|_| rng.range(1..=s).to_string()).collect();
        input += &format!("{k} {}\n", moves.join(" "));
        let m = rng.below(1..=m);
        input += &format!("{m}\n");
        for _ in 0..m {
            let l = rng.below(1..=l);
            let heaps: Vec<String> = (0..l).map(|_| rng.range(0..=h).to_string()).collect();
            input += &format!("{l} {}\n", heaps.join(" "));
        }
    }
    input + "0\n"
}

/// Up to 2 tests; up to `size` moves (at most 4) of up to 2 `size` (at most 6); up to `size`
/// positions (at most 4) of up to `size` heaps (at most 3) of up to 3 `size` stones (at most 9).
fn small_input(rng: &mut Rng, size: usize) -> String {
    let tests = size.min(2);
    random_input(rng, tests, size.min(4), (2 * size as u64).min(6), size.min(4), size.min(3), (3 * size as u64).min(9))
}

/// Rewrites the generated cases: `cargo test -p s-nim --test judge -- --ignored write-cases`.
fn write_cases(cases: &mut CaseWriter) {
    let mut rng = Rng::new(1536);
    for i in 1..=3 {
        cases.write(&format!("20-random-{i}"), &random_input(&mut rng, 3, 4, 7, 10, 3, 10));
    }
    cases.generated();
}

pub static VERIFICATION: Verification = Verification::new(
    BruteForce { generate: small_input, max_size: 4, solve: brute, vouches: &["00-", "10-", "20-"] },
    write_cases,
)
.with_references(&[Reference::new("definition", reference, &["30-"], Inputs::new(small_input, 4, 300))]);
