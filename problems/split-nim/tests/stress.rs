//! The binary against an exhaustive search of the whole game (the multiset of all piles) on
//! random small inputs; the stored cases against that search, and the maximal cases against
//! the plain Grundy recurrence.

use judge_io::random::Rng;
use sg_core::search::Search;
use testkit::stress::numbers;
use testkit::verify::{BruteForce, CaseWriter, Inputs, Reference, Verification, shrink_counted_list};

fn parse(input: &str) -> Vec<u8> {
    numbers(input)[1..].iter().map(|&a| a as u8).collect()
}

fn verdict(win: bool) -> String {
    if win { "Yes\n" } else { "No\n" }.to_string()
}

/// The judge answer by playing the whole game. A state is the sorted list of the non-empty
/// piles (the order of piles does not matter, and an empty pile has no move); a move replaces
/// one pile x by two piles i, j < x. No Grundy value, no XOR.
fn brute(input: &str) -> String {
    let mut start = parse(input);
    start.sort_unstable();
    let mut search = Search::new(|state: &Vec<u8>, out: &mut Vec<Vec<u8>>| {
        for (p, &x) in state.iter().enumerate() {
            if p > 0 && state[p - 1] == x {
                continue; // equal piles give the same options
            }
            for i in 0..x {
                for j in 0..=i {
                    let mut next = state.clone();
                    next.remove(p);
                    next.extend([i, j].into_iter().filter(|&v| v > 0));
                    next.sort_unstable();
                    out.push(next);
                }
            }
        }
    });
    verdict(search.is_win(&start).unwrap_or_else(|cycle| panic!("{cycle}")))
}

/// For the maximal cases: the Grundy recurrence written out by definition (the mex of every
/// pair of smaller piles, recomputed from scratch for each x), XORed over the piles.
fn reference(input: &str) -> String {
    let piles = parse(input);
    let mut g: Vec<u32> = Vec::new();
    for x in 0..=100usize {
        let mut options = Vec::new();
        for i in 0..x {
            for j in 0..=i {
                options.push(g[i] ^ g[j]);
            }
        }
        g.push((0..).find(|v| !options.contains(v)).unwrap_or(0));
    }
    verdict(piles.iter().fold(0, |acc, &a| acc ^ g[a as usize]) != 0)
}

fn format_input(piles: &[u8]) -> String {
    let piles: Vec<String> = piles.iter().map(u8::to_string).collect();
    format!("{}\n{}\n", piles.len(), piles.join(" "))
}

/// Small games the whole-game search can finish: up to 6 piles of up to 3, down to one pile
/// of up to 8 (the number of piles grows quickly during play); `size` (at most 5) of these
/// five shapes.
fn small_input(rng: &mut Rng, size: usize) -> String {
    let (n, max) = *rng.pick(&[(1, 8), (2, 6), (3, 5), (4, 4), (6, 3)][..size.min(5)]);
    let n = rng.below(1..=n);
    let piles: Vec<u8> = (0..n).map(|_| rng.range(1..=max) as u8).collect();
    format_input(&piles)
}

/// Rewrites the generated cases: `cargo test -p split-nim --test judge -- --ignored write-cases`.
fn write_cases(cases: &mut CaseWriter) {
    let mut rng = Rng::new(894);
    for i in 1..=4 {
        cases.write(&format!("20-random-{i}"), &small_input(&mut rng, 5));
    }
    let piles: Vec<u8> = (0..100).map(|_| rng.range(1..=100) as u8).collect();
    cases.write("30-max-1", &format_input(&piles));
    let piles: Vec<u8> = (0..100).map(|_| rng.range(90..=100) as u8).collect();
    cases.write("30-max-2", &format_input(&piles));
    // 99 piles of 100: won, and every pile at the maximum.
    cases.write("30-max-3", &format_input(&[100; 99]));
}

/// Fewer or smaller piles, for shrinking a failing input.
fn shrink(input: &str) -> Vec<String> {
    shrink_counted_list(input, 1)
}

pub static VERIFICATION: Verification = Verification::new(
    BruteForce { generate: small_input, max_size: 5, solve: brute, vouches: &["00-", "10-", "20-"] },
    write_cases,
)
.with_references(&[Reference::new("definition", reference, &["30-"], Inputs::new(small_input, 5, 300))])
.with_shrink(shrink);
