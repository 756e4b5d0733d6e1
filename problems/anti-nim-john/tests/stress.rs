//! The binary against an exhaustive search of the whole misère game (all piles together) on
//! random small inputs; the stored cases against that search, and the maximal cases against a
//! reference that decides them by explicit strategies.

use judge_io::random::Rng;
use sg_core::search::Search;
use std::path::Path;
use testkit::stress::numbers;
use testkit::verify::{BruteForce, CaseWriter, Check, Inputs, Reference, Verification, without_each};

fn answer(john_wins: bool) -> &'static str {
    if john_wins { "John\n" } else { "Brother\n" }
}

fn parse(input: &str) -> Vec<Vec<u16>> {
    let numbers = numbers(input);
    let mut rest = &numbers[1..];
    let mut tests = Vec::new();
    for _ in 0..numbers[0] {
        let n = rest[0] as usize;
        tests.push(rest[1..=n].iter().map(|&p| p as u16).collect());
        rest = &rest[n + 1..];
    }
    assert!(rest.is_empty());
    tests
}

/// Misère play on the real piles. Search counts a position without moves as lost for the
/// player to move, so the empty position (the previous player took the last stone and lost)
/// gets one move into a sentinel, the list of no piles, which has none.
fn misere_moves(piles: &[u16], out: &mut Vec<Vec<u16>>) {
    for (i, &p) in piles.iter().enumerate() {
        for smaller in 0..p {
            let mut next = piles.to_vec();
            next[i] = smaller;
            out.push(next);
        }
    }
    if out.is_empty() && !piles.is_empty() {
        out.push(Vec::new());
    }
}

fn search(piles: &[u16]) -> bool {
    let mut search = Search::new(|s: &Vec<u16>, out: &mut Vec<Vec<u16>>| misere_moves(s, out));
    search.is_win(&piles.to_vec()).unwrap_or_else(|cycle| panic!("{cycle}"))
}

/// The judge answer by playing every test's whole game: no XOR, no theorem.
fn brute(input: &str) -> String {
    parse(input).iter().map(|piles| answer(search(piles))).collect()
}

/// The verdict by an explicit strategy on the real game, where one is known:
///
/// - empty piles never matter; if every pile has one stone, each move removes one pile, so the
///   player to move wins exactly when the count is even;
/// - equal piles pair up. If only pairs remain and some pair has two or more stones, the player
///   to move loses: the opponent copies every move on the twin pile, except when the move
///   leaves every pile with at most one stone apart from the big twin; then the opponent
///   empties that twin or leaves one stone on it, whichever leaves an odd number of single
///   stones, and the player to move will take the last one;
/// - with such a pair present, one extra pile is a win (empty it), and so are two unequal
///   extra piles (make them equal).
fn by_strategy(piles: &[u16]) -> Option<bool> {
    let mut piles: Vec<u16> = piles.iter().copied().filter(|&p| p > 0).collect();
    if piles.iter().all(|&p| p == 1) {
        return Some(piles.len() % 2 == 0);
    }
    piles.sort_unstable();
    let (mut left, mut big_pair) = (Vec::new(), false);
    let mut i = 0;
    while i < piles.len() {
        if i + 1 < piles.len() && piles[i] == piles[i + 1] {
            big_pair |= piles[i] > 1;
            i += 2;
        } else {
            left.push(piles[i]);
            i += 1;
        }
    }
    match (big_pair, left.len()) {
        (true, 0) => Some(false),
        (true, 1 | 2) => Some(true),
        _ => None,
    }
}

/// Decides maximal inputs: a known strategy, or the exhaustive search when the game is small.
fn reference(input: &str) -> String {
    let mut out = String::new();
    for piles in parse(input) {
        let verdict = by_strategy(&piles).unwrap_or_else(|| {
            let states: u64 = piles.iter().map(|&p| u64::from(p) + 1).product();
            assert!(states <= 200_000, "the reference cannot decide {piles:?}");
            search(&piles)
        });
        out.push_str(answer(verdict));
    }
    out
}

fn format_input(tests: &[Vec<u64>]) -> String {
    let mut input = format!("{}\n", tests.len());
    for piles in tests {
        let piles: Vec<String> = piles.iter().map(u64::to_string).collect();
        input.push_str(&format!("{}\n{}\n", piles.len(), piles.join(" ")));
    }
    input
}

/// Small games: all single stones, repeated piles, some empty piles, never all empty. Up to
/// `size` piles (at most 4) of up to 1, 2, 4 or 6 stones.
fn small_test(rng: &mut Rng, size: usize) -> Vec<u64> {
    let n = rng.below(1..=size.min(4));
    let max = *rng.pick(&[1, 2, 4, 6][..size.min(4)]);
    let mut piles: Vec<u64> = (0..n).map(|_| rng.range(1..=max)).collect();
    if n >= 2 && rng.chance(1, 3) {
        piles[1] = piles[0];
    }
    if n >= 3 && rng.chance(1, 4) {
        piles[2] = 0;
    }
    piles
}

fn small_input(rng: &mut Rng, size: usize) -> String {
    let t = rng.below(1..=size.min(4));
    let tests: Vec<Vec<u64>> = (0..t).map(|_| small_test(rng, size)).collect();
    format_input(&tests)
}

fn strategies_agree_with_brute_force(_: &Path) -> Result<(), String> {
    let mut rng = Rng::new(2008);
    let mut decided = 0;
    for _ in 0..2000 {
        let piles: Vec<u16> = small_test(&mut rng, 4).iter().map(|&p| p as u16).collect();
        if let Some(verdict) = by_strategy(&piles) {
            assert_eq!(verdict, search(&piles), "piles {piles:?}");
            decided += 1;
        }
    }
    assert!(decided >= 500, "only {decided} small games decided by strategy");
    for piles in [[1, 1, 3, 3, 2, 5], [4, 4, 4, 4, 1, 0], [2, 2, 1, 1, 1, 1], [3, 3, 3, 3, 3, 1]] {
        assert_eq!(by_strategy(&piles), Some(search(&piles)), "piles {piles:?}");
    }
    Ok(())
}

/// Rewrites the generated cases: `cargo test -p anti-nim-john --test judge -- --ignored write-cases`.
fn write_cases(cases: &mut CaseWriter) {
    // T = 1, the least count of games: three single stones and an empty pile, a loss.
    cases.write("10-edge-one-game", &format_input(&[vec![1, 0, 1, 1]]));
    let mut rng = Rng::new(2008);
    for i in 1..=3 {
        let tests: Vec<Vec<u64>> = (0..10).map(|_| small_test(&mut rng, 4)).collect();
        cases.write(&format!("20-random-{i}"), &format_input(&tests));
    }
    cases.generated();
}

/// The input with one test left out, for shrinking a failing input.
fn shrink(input: &str) -> Vec<String> {
    let tests: Vec<Vec<u64>> = parse(input).iter().map(|t| t.iter().map(|&p| u64::from(p)).collect()).collect();
    without_each(&tests, format_input)
}

pub static VERIFICATION: Verification = Verification::new(
    BruteForce { generate: small_input, max_size: 4, solve: brute, vouches: &["00-", "10-", "20-"] },
    write_cases,
)
.with_references(&[Reference::new("strategies", reference, &["30-"], Inputs::new(small_input, 4, 300))])
.with_checks(&[Check::new("strategies-agree-with-brute-force", strategies_agree_with_brute_force)])
.with_shrink(shrink);
