//! The binary against an exhaustive search of the whole game (every pile at once) on random
//! small inputs; the stored cases against that search, and the maximal cases against a
//! definitional per-pile search.

use judge_io::random::Rng;
use sg_core::search::{Search, sum_moves};
use testkit::stress::numbers;
use testkit::verify::{BruteForce, CaseWriter, Inputs, Reference, Verification};

/// The parsed input: the move set and the piles.
fn parse(input: &str) -> (Vec<u32>, Vec<u32>) {
    let v = numbers(input);
    let k = v[0] as usize;
    let moves = v[1..=k].iter().map(|&s| s as u32).collect();
    let piles = v[k + 2..].iter().map(|&h| h as u32).collect();
    (moves, piles)
}

fn verdict(win: bool) -> String {
    if win { "Yes\n" } else { "No\n" }.to_string()
}

/// The judge answer by playing the whole game: a state is the tuple of every pile, a move
/// takes some s of S from one of them. No Grundy value, no XOR.
fn brute(input: &str) -> String {
    let (moves, piles) = parse(input);
    let pile = |&x: &u32, out: &mut Vec<u32>| out.extend(moves.iter().filter(|&&s| s <= x).map(|&s| x - s));
    let mut search = Search::new(|state: &Vec<u32>, out: &mut Vec<Vec<u32>>| sum_moves(state, pile, out));
    verdict(search.is_win(&piles).unwrap_or_else(|cycle| panic!("{cycle}")))
}

/// For the maximal cases: the Grundy value of each pile by the definition (memoised search of
/// one pile, no table), XORed over the piles.
fn reference(input: &str) -> String {
    let (moves, piles) = parse(input);
    let mut search = Search::new(|&x: &u32, out: &mut Vec<u32>| {
        out.extend(moves.iter().filter(|&&s| s <= x).map(|&s| x - s));
    });
    verdict(piles.iter().fold(0, |acc, h| acc ^ search.grundy(h).unwrap_or_else(|cycle| panic!("{cycle}"))) != 0)
}

fn format_input(moves: &[u32], piles: &[u32]) -> String {
    let line = |v: &[u32]| v.iter().map(u32::to_string).collect::<Vec<_>>().join(" ");
    format!("{}\n{}\n{}\n{}\n", moves.len(), line(moves), piles.len(), line(piles))
}

/// Small games: up to 3 piles of up to 14 stones; moves distinct, in any order, sometimes
/// larger than every pile; a single pile and a single move occur.
/// Up to `size` moves (at most 4) of up to 4 `size` (at most 16); up to `size` piles (at most
/// 3) of up to 4 `size` stones (at most 14).
fn small_input(rng: &mut Rng, size: usize) -> String {
    let k = rng.below(1..=size.min(4));
    let moves = distinct(rng, k, (4 * size as u64).min(16));
    let n = rng.below(1..=size.min(3));
    let piles: Vec<u32> = (0..n).map(|_| rng.range(1..=(4 * size as u64).min(14)) as u32).collect();
    format_input(&moves, &piles)
}

/// `k` distinct moves from 1 to `max`.
fn distinct(rng: &mut Rng, k: usize, max: u64) -> Vec<u32> {
    rng.distinct(k, 1..=max).into_iter().map(|s| s as u32).collect()
}

/// Rewrites the generated cases: `cargo test -p set-nim --test judge -- --ignored write-cases`.
fn write_cases(cases: &mut CaseWriter) {
    // An amount larger than the only pile: no move at all, however close the pile comes.
    cases.write("10-edge-pile-below-amount", "1\n3\n1\n2\n");
    let mut rng = Rng::new(893);
    for i in 1..=3 {
        cases.write(&format!("20-random-{i}"), &small_input(&mut rng, 4));
    }
    // Moves and piles anywhere up to 10^4, unsorted.
    let moves = distinct(&mut rng, 100, 10_000);
    let piles: Vec<u32> = (0..100).map(|_| rng.range(1..=10_000) as u32).collect();
    cases.write("30-max-1", &format_input(&moves, &piles));
    // Small moves (many distinct Grundy values), tall piles.
    let mut moves: Vec<u32> = (1..=100).rev().collect();
    moves.rotate_left(37);
    let piles: Vec<u32> = (0..100).map(|_| rng.range(9_000..=10_000) as u32).collect();
    cases.write("30-max-2", &format_input(&moves, &piles));
    // A lost position at the limits: the last pile is chosen to cancel the others' XOR.
    let moves = distinct(&mut rng, 100, 200);
    let mut search = Search::new(|&x: &u32, out: &mut Vec<u32>| {
        out.extend(moves.iter().filter(|&&s| s <= x).map(|&s| x - s));
    });
    loop {
        let mut piles: Vec<u32> = (0..99).map(|_| rng.range(1..=10_000) as u32).collect();
        let xor = piles.iter().fold(0, |acc, h| acc ^ search.grundy(h).unwrap_or_else(|cycle| panic!("{cycle}")));
        if let Some(last) =
            (1..=10_000).rev().find(|h| search.grundy(h).unwrap_or_else(|cycle| panic!("{cycle}")) == xor)
        {
            piles.push(last);
            cases.write("30-max-3", &format_input(&moves, &piles));
            break;
        }
    }
}

pub static VERIFICATION: Verification = Verification::new(
    BruteForce { generate: small_input, max_size: 4, solve: brute, vouches: &["00-", "10-", "20-"] },
    write_cases,
)
.with_references(&[Reference::new("definition", reference, &["30-"], Inputs::new(small_input, 4, 300))]);
