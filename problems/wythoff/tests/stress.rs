//! What vouches for wythoff: the binary against an exhaustive search of the real game on random
//! small inputs; the stored cases against that search, and the large ones against ⌊kφ⌋ found
//! from Fibonacci ratios, with no square root and no floating point.
//!
//! `cargo test -p wythoff --test judge` runs it all; `-- vouch/` only the stored cases;
//! `-- --ignored write-cases` rewrites the generated cases.

use judge_io::random::Rng;
use sg_core::search::Search;
use testkit::stress::numbers;
use testkit::verify::{BruteForce, CaseWriter, Inputs, Reference, Verification, without_each};
use wythoff::{LARGEST_K, MAX_PILE, float_traps, golden_floor_by_ratios, lines, lost, pair};

/// The pairs of an input, one per line.
fn pairs(input: &str) -> Vec<(u64, u64)> {
    let numbers = numbers(input);
    assert_eq!(numbers.len() % 2, 0, "two piles per line");
    numbers.chunks(2).map(|p| (p[0] as u64, p[1] as u64)).collect()
}

fn answers(input: &str, mut win: impl FnMut(u64, u64) -> bool) -> String {
    pairs(input).into_iter().map(|(a, b)| if win(a, b) { "1\n" } else { "0\n" }).collect()
}

/// Plays the real game: a position is the pair of piles, a move takes from one pile or the
/// same amount from both.
fn brute(input: &str) -> String {
    let mut search = Search::new(|&(a, b): &(u64, u64), out: &mut Vec<(u64, u64)>| {
        out.extend((1..=a).map(|i| (a - i, b)));
        out.extend((1..=b).map(|i| (a, b - i)));
        out.extend((1..=a.min(b)).map(|i| (a - i, b - i)));
    });
    answers(input, |a, b| search.is_win(&(a, b)).unwrap_or_else(|cycle| panic!("{cycle}")))
}

/// For piles too large to search: Wythoff's theorem (the lost positions are (⌊kφ⌋, ⌊kφ⌋ + k)
/// in either order, which `brute` checks on small piles) with ⌊kφ⌋ from Fibonacci ratios.
fn reference(input: &str) -> String {
    answers(input, |a, b| {
        let (low, high) = (a.min(b), a.max(b));
        low != golden_floor_by_ratios(high - low)
    })
}

/// Up to `size` lines of piles up to 4 `size`: size 1 is one line of piles up to 4.
fn small_input(rng: &mut Rng, size: usize) -> String {
    let n = rng.below(1..=size);
    let max = 4 * size as u64;
    lines(&(0..n).map(|_| pair(rng, max)).collect::<Vec<_>>())
}

/// Up to 200 lines of piles up to 10^9, for the reference against the binary.
fn large_input(rng: &mut Rng, size: usize) -> String {
    let n = rng.below(1..=50 * size);
    lines(&(0..n).map(|_| pair(rng, MAX_PILE)).collect::<Vec<_>>())
}

/// Rewrites the generated cases: `cargo test -p wythoff --test judge -- --ignored write-cases`.
/// Each output comes from the oracle that vouches for the case's prefix, never from the binary.
fn write_cases(cases: &mut CaseWriter) {
    let mut rng = Rng::new(1067);
    for i in 1..=3 {
        cases.write(&format!("20-random-{i}"), &small_input(&mut rng, 12));
    }
    cases.generated();
    cases.write("30-max-float-traps", &lines(&float_traps()));
    // The largest lost position with piles up to 10^9: (618 033 988, 999 999 999).
    cases.write("30-max-one-line", &lines(&[lost(LARGEST_K)]));
}

/// One line fewer: shrinks a failing input further than smaller sizes do.
fn shrink(input: &str) -> Vec<String> {
    without_each(&pairs(input), lines)
}

pub static VERIFICATION: Verification = Verification::new(
    BruteForce { generate: small_input, max_size: 8, solve: brute, vouches: &["00-", "10-", "20-"] },
    write_cases,
)
.with_references(&[Reference::new("fibonacci-ratios", reference, &["30-"], Inputs::new(small_input, 8, 300))
    .with_stress(Inputs::new(large_input, 4, 100))])
.with_shrink(shrink);
