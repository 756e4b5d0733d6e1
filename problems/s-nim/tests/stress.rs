//! The binary against an exhaustive search of the real game (all heaps of a position at once)
//! on random small inputs; the stored cases against the same search, and the maximal cases
//! against a per-heap search by definition.

use harness::stress::{Rng, numbers, stress, verify_cases, write_case};
use sg_core::search::Search;

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

#[test]
fn binary_matches_brute_force() {
    stress(&harness::this_binary!(), |rng| random_input(rng, 2, 4, 6, 4, 3, 9), brute);
}

#[test]
fn stored_cases_match_brute_force() {
    verify_cases(env!("CARGO_MANIFEST_DIR"), &["00-", "10-", "20-"], brute);
}

#[test]
fn max_cases_match_reference() {
    verify_cases(env!("CARGO_MANIFEST_DIR"), &["30-"], reference);
}

/// Rewrites the generated cases: `cargo test -p s-nim --test stress -- --ignored`.
#[test]
#[ignore = "writes cases/; run by hand when changing the generated cases"]
fn write_generated_cases() {
    let dir = env!("CARGO_MANIFEST_DIR");
    let mut rng = Rng::new(1536);
    for i in 1..=3 {
        write_case(dir, &format!("20-random-{i}"), &random_input(&mut rng, 3, 4, 7, 10, 3, 10), brute);
    }
    // Every dimension at its maximum: k = 100 moves up to 10 000, 100 positions of 100 heaps
    // up to 10 000, over 8 tests.
    let mut max = String::new();
    for _ in 0..8 {
        let moves: Vec<String> = (0..100).map(|_| rng.range(1..=10_000).to_string()).collect();
        max += &format!("100 {}\n100\n", moves.join(" "));
        for _ in 0..100 {
            let heaps: Vec<String> = (0..100).map(|_| rng.range(0..=10_000).to_string()).collect();
            max += &format!("100 {}\n", heaps.join(" "));
        }
    }
    max += "0\n";
    write_case(dir, "30-max-1", &max, reference);
}
