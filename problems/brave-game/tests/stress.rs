//! The binary against an exhaustive search of the pile (moves 1..=m) on random small inputs;
//! the stored cases against that search, and the maximal cases against the plain recurrence.

use judge_io::random::Rng;
use sg_core::search::Search;
use std::collections::HashMap;
use std::path::Path;
use testkit::stress::numbers;
use testkit::verify::{BruteForce, CaseWriter, Check, Inputs, Reference, Verification, without_each};

fn answer(win: bool) -> &'static str {
    if win { "first\n" } else { "second\n" }
}

fn parse(input: &str) -> Vec<(usize, usize)> {
    let numbers = numbers(input);
    let cases: Vec<(usize, usize)> = numbers[1..].chunks(2).map(|c| (c[0] as usize, c[1] as usize)).collect();
    assert_eq!(cases.len(), numbers[0] as usize);
    cases
}

/// The judge answer by playing the pile itself: no modulus, no pattern.
fn brute(input: &str) -> String {
    let mut out = String::new();
    for (n, m) in parse(input) {
        let mut search = Search::new(|&x: &usize, next: &mut Vec<usize>| next.extend((1..=m.min(x)).map(|k| x - k)));
        out.push_str(answer(search.is_win(&n).unwrap_or_else(|cycle| panic!("{cycle}"))));
    }
    out
}

/// The definition as a table, for inputs too large to search case by case: x is won when one
/// of x − 1, …, x − m (those that are >= 0) is lost. A running count of the lost positions
/// in that window keeps it O(1000) per distinct m.
fn reference(input: &str) -> String {
    let mut tables: HashMap<usize, Vec<bool>> = HashMap::new();
    let mut out = String::new();
    for (n, m) in parse(input) {
        let win = tables.entry(m).or_insert_with(|| {
            let mut win = vec![false; 1001];
            let mut lost_in_window = 1; // x = 1 sees position 0, which is lost.
            for x in 1..win.len() {
                win[x] = lost_in_window > 0;
                lost_in_window += usize::from(!win[x]);
                if x >= m {
                    lost_in_window -= usize::from(!win[x - m]);
                }
            }
            win
        });
        out.push_str(answer(win[n]));
    }
    out
}

fn format_input(cases: &[(u64, u64)]) -> String {
    let mut input = format!("{}\n", cases.len());
    for (n, m) in cases {
        input.push_str(&format!("{n} {m}\n"));
    }
    input
}

fn random_input(rng: &mut Rng, cases: usize, max: u64) -> String {
    let cases: Vec<(u64, u64)> = (0..cases).map(|_| (rng.range(1..=max), rng.range(1..=max))).collect();
    format_input(&cases)
}

/// Small inputs, with n often a multiple of m + 1 or next to one, and m >= n sometimes: up to
/// `size` tests (at most 5), numbers up to 3, 12 or 40.
fn small_input(rng: &mut Rng, size: usize) -> String {
    let cases = rng.below(1..=size.min(5));
    let max = *rng.pick(&[3, 12, 40][..size.min(3)]);
    let cases: Vec<(u64, u64)> = (0..cases)
        .map(|_| {
            let m = rng.range(1..=max);
            let n = match rng.below(0..=2) {
                0 => rng.range(1..=max),
                _ => ((m + 1) * rng.range(1..=3)).saturating_sub(rng.range(0..=1)).max(1),
            };
            (n, m)
        })
        .collect();
    format_input(&cases)
}

fn every_small_game_agrees(_: &Path) -> Result<(), String> {
    let every_small: Vec<(u64, u64)> = (1..=60).flat_map(|n| (1..=60).map(move |m| (n, m))).collect();
    let input = format_input(&every_small);
    assert_eq!(reference(&input), brute(&input));
    Ok(())
}

/// Rewrites the generated cases: `cargo test -p brave-game --test judge -- --ignored write-cases`.
fn write_cases(cases: &mut CaseWriter) {
    let mut rng = Rng::new(1846);
    for i in 1..=3 {
        cases.write(&format!("20-random-{i}"), &random_input(&mut rng, 20, 50));
    }
    cases.write("20-random-4", &random_input(&mut rng, 20, 1000));
    let every_m: Vec<(u64, u64)> = (1..=1000).map(|m| (1000, m)).collect();
    cases.write("30-max-1", &format_input(&every_m));
    cases.generated();
}

/// The input with one test left out, for shrinking a failing input.
fn shrink(input: &str) -> Vec<String> {
    let cases: Vec<(u64, u64)> = parse(input).into_iter().map(|(n, m)| (n as u64, m as u64)).collect();
    without_each(&cases, format_input)
}

pub static VERIFICATION: Verification = Verification::new(
    BruteForce { generate: small_input, max_size: 5, solve: brute, vouches: &["00-", "10-", "20-"] },
    write_cases,
)
.with_references(&[Reference::new("table", reference, &["30-"], Inputs::new(small_input, 5, 300))])
.with_checks(&[Check::new("every-small-game-agrees", every_small_game_agrees)])
.with_shrink(shrink);
