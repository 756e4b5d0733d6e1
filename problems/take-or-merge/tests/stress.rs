//! The binary against an exhaustive search of the real game (a multiset of piles) on random
//! small inputs; the stored cases against the same search, and the maximal cases against the
//! closed form proved in the README on the real game.

use judge_io::random::Rng;
use sg_core::search::Search;
use std::path::Path;
use testkit::stress::numbers;
use testkit::verify::{BruteForce, CaseWriter, Check, Inputs, Reference, Verification, without_each};

/// A position of the real game: the pile sizes, sorted.
type Piles = Vec<u16>;

/// Every position one move away: take a stone from a pile (a pile of one disappears), or
/// merge two piles.
fn moves(piles: &Piles, out: &mut Vec<Piles>) {
    for i in 0..piles.len() {
        if i > 0 && piles[i] == piles[i - 1] {
            continue;
        }
        let mut next = piles.clone();
        if next[i] == 1 {
            next.remove(i);
        } else {
            next[i] -= 1;
            next.sort_unstable();
        }
        out.push(next);
        for j in i + 1..piles.len() {
            let mut next = piles.clone();
            next[i] += next[j];
            next.remove(j);
            next.sort_unstable();
            out.push(next);
        }
    }
}

/// The tests of an input, each as its list of piles.
fn tests(input: &str) -> Vec<Piles> {
    let numbers = numbers(input);
    let mut at = 1;
    let mut tests = Vec::new();
    for _ in 0..numbers[0] {
        let n = numbers[at] as usize;
        let mut piles: Piles = numbers[at + 1..=at + n].iter().map(|&p| p as u16).collect();
        piles.sort_unstable();
        tests.push(piles);
        at += n + 1;
    }
    tests
}

fn answer(verdicts: impl Iterator<Item = bool>) -> String {
    verdicts.map(|win| if win { "YES\n" } else { "NO\n" }).collect()
}

/// The judge answer by playing the real game exhaustively.
fn brute(input: &str) -> String {
    let mut search = Search::new(moves);
    answer(tests(input).iter().map(|piles| search.is_win(piles).unwrap_or_else(|cycle| panic!("{cycle}"))))
}

/// The closed form proved in the README directly on the real game (not on the (a, b) table of
/// the solution): with a piles of one stone and b = Σ (size + 1) − 1 over the larger piles,
/// - no larger pile, or just one pile of 2: the mover loses iff 3 divides a;
/// - just one pile of 3: the mover wins;
/// - otherwise (b ≥ 4): the mover loses iff a and b are both even.
fn theorem(piles: &[u16]) -> bool {
    let singles = piles.iter().filter(|&&p| p == 1).count();
    let big: Vec<u64> = piles.iter().filter(|&&p| p > 1).map(|&p| u64::from(p)).collect();
    match big.as_slice() {
        [] | [2] => singles % 3 != 0,
        [3] => true,
        _ => {
            let b = big.iter().map(|p| p + 1).sum::<u64>() - 1;
            singles % 2 == 1 || b % 2 == 1
        }
    }
}

fn reference(input: &str) -> String {
    answer(tests(input).iter().map(|piles| theorem(piles)))
}

/// Small tests, weighted towards piles of 1, 2 and 3 where the game is irregular.
/// Tests of up to `max_n` piles.
fn random_input(rng: &mut Rng, tests: usize, max_n: usize) -> String {
    let mut input = format!("{tests}\n");
    for _ in 0..tests {
        let n = rng.below(1..=max_n);
        let max = *rng.pick(&[1, 2, 3, 3, 6]);
        let piles: Vec<String> = (0..n).map(|_| rng.range(1..=max).to_string()).collect();
        input.push_str(&format!("{n}\n{}\n", piles.join(" ")));
    }
    input
}

/// The closed form that checks the maximal cases, against the exhaustive search on every
/// position of at most 6 piles of at most 5 stones, and on singles next to a small big part.
fn theorem_matches_brute_force(_: &Path) -> Result<(), String> {
    let mut search = Search::new(moves);
    let mut checked = 0;
    // Every non-decreasing sequence of 1 to 6 piles of 1 to 5 stones.
    for len in 1..=6u32 {
        for code in 0..5usize.pow(len) {
            let piles: Piles = (0..len).map(|i| (code / 5usize.pow(i) % 5 + 1) as u16).collect();
            if piles.is_sorted() {
                assert_eq!(
                    theorem(&piles),
                    search.is_win(&piles).unwrap_or_else(|cycle| panic!("{cycle}")),
                    "piles {piles:?}"
                );
                checked += 1;
            }
        }
    }
    for singles in 0..=12 {
        for big in [&[][..], &[2], &[3], &[4], &[2, 2], &[2, 3], &[5], &[2, 2, 2], &[7, 2]] {
            let mut piles: Piles = vec![1; singles];
            piles.extend_from_slice(big);
            piles.sort_unstable();
            if !piles.is_empty() {
                assert_eq!(
                    theorem(&piles),
                    search.is_win(&piles).unwrap_or_else(|cycle| panic!("{cycle}")),
                    "piles {piles:?}"
                );
                checked += 1;
            }
        }
    }
    assert!(checked > 400, "{checked} positions checked");
    Ok(())
}

/// Up to `size` tests (at most 4) of up to `size` + 1 piles (at most 5).
fn small_input(rng: &mut Rng, size: usize) -> String {
    let tests = rng.below(1..=size.min(4));
    random_input(rng, tests, (size + 1).min(5))
}

/// Rewrites the generated cases: `cargo test -p take-or-merge --test judge -- --ignored write-cases`.
fn write_cases(cases: &mut CaseWriter) {
    // T = 1, the lowest count of tests the statement allows.
    cases.write("10-edge-3", "1\n3\n1 1 1\n");
    let mut rng = Rng::new(4111);
    for i in 1..=3 {
        cases.write(&format!("20-random-{i}"), &random_input(&mut rng, 30, 5));
    }
    cases.generated();
}

/// The input with one test left out, for shrinking a failing input.
fn shrink(input: &str) -> Vec<String> {
    let format = |tests: &[Piles]| {
        let shown = |piles: &[u16]| piles.iter().map(u16::to_string).collect::<Vec<_>>().join(" ");
        let blocks: String = tests.iter().map(|piles| format!("{}\n{}\n", piles.len(), shown(piles))).collect();
        format!("{}\n{blocks}", tests.len())
    };
    without_each(&tests(input), format)
}

pub static VERIFICATION: Verification = Verification::new(
    BruteForce { generate: small_input, max_size: 4, solve: brute, vouches: &["00-", "10-edge-1", "10-edge-3", "20-"] },
    write_cases,
)
.with_references(&[Reference::new("theorem", reference, &["10-edge-2", "30-"], Inputs::new(small_input, 4, 300))])
.with_checks(&[Check::new("theorem-matches-brute-force", theorem_matches_brute_force)])
.with_shrink(shrink);
