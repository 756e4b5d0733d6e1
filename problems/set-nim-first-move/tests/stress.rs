//! The binary against an exhaustive search of the whole game (every pile at once) on random
//! small inputs; the stored cases against that search, and the maximal cases against a
//! definitional per-pile search.

use judge_io::random::Rng;
use sg_core::search::{Search, sum_moves};
use testkit::stress::numbers;
use testkit::verify::{BruteForce, CaseWriter, Inputs, Reference, Verification};

/// The parsed input: the piles and the amounts, sorted and without repeats (the order in
/// which moves are tried).
fn parse(input: &str) -> (Vec<u32>, Vec<u32>) {
    let v = numbers(input);
    let n = v[0] as usize;
    let piles = v[1..=n].iter().map(|&a| a as u32).collect();
    let mut amounts: Vec<u32> = v[n + 2..].iter().map(|&s| s as u32).collect();
    amounts.sort_unstable();
    amounts.dedup();
    (piles, amounts)
}

fn answer(first: Option<(usize, u32)>) -> String {
    match first {
        Some((i, t)) => format!("YES\n{} {t}\n", i + 1),
        None => "NO\n".to_string(),
    }
}

/// The most piles the brute force handles (its states are fixed-size arrays, padded with
/// empty piles, which have no moves).
const BRUTE_PILES: usize = 4;

/// The judge answer by playing the whole game: a state is the tuple of every pile. Every
/// first move is tried in the required order (pile, then amount); the answer is the first
/// one after which the opponent, to move, loses.
fn brute(input: &str) -> String {
    let (piles, amounts) = parse(input);
    assert!(piles.len() <= BRUTE_PILES, "too many piles for the brute force");
    let pile = |&x: &u32, out: &mut Vec<u32>| out.extend(amounts.iter().filter(|&&s| s <= x).map(|&s| x - s));
    let mut search =
        Search::new(|state: &[u32; BRUTE_PILES], out: &mut Vec<[u32; BRUTE_PILES]>| sum_moves(state, pile, out));
    let mut start = [0; BRUTE_PILES];
    start[..piles.len()].copy_from_slice(&piles);
    let mut first = None;
    'search: for i in 0..piles.len() {
        for &t in amounts.iter().filter(|&&t| t <= piles[i]) {
            let mut next = start;
            next[i] -= t;
            if !search.is_win(&next).unwrap_or_else(|cycle| panic!("{cycle}")) {
                first = Some((i, t));
                break 'search;
            }
        }
    }
    answer(first)
}

/// For the maximal cases: each pile's Grundy value by definition (memoised search of one
/// pile, no table); a move wins when it makes the XOR of all values zero.
fn reference(input: &str) -> String {
    let (piles, amounts) = parse(input);
    let mut search = Search::new(|&x: &u32, out: &mut Vec<u32>| {
        out.extend(amounts.iter().filter(|&&s| s <= x).map(|&s| x - s));
    });
    let values: Vec<u32> = piles.iter().map(|a| search.grundy(a).unwrap_or_else(|cycle| panic!("{cycle}"))).collect();
    let total = values.iter().fold(0, |acc, v| acc ^ v);
    let mut first = None;
    'search: for (i, &a) in piles.iter().enumerate() {
        for &t in amounts.iter().filter(|&&t| t <= a) {
            if total ^ values[i] ^ search.grundy(&(a - t)).unwrap_or_else(|cycle| panic!("{cycle}")) == 0 {
                first = Some((i, t));
                break 'search;
            }
        }
    }
    answer(first)
}

fn format_input(piles: &[u32], amounts: &[u32]) -> String {
    let mut text = format!("{}\n", piles.len());
    for a in piles {
        text.push_str(&format!("{a}\n"));
    }
    let amounts: Vec<String> = amounts.iter().map(u32::to_string).collect();
    text.push_str(&format!("{}\n{}\n", amounts.len(), amounts.join(" ")));
    text
}

fn random_amounts(rng: &mut Rng, k: usize, max: u64) -> Vec<u32> {
    (0..k).map(|_| rng.range(1..=max) as u32).collect()
}

/// Small games: up to 3 piles of up to 12 stones, up to 4 amounts (unsorted, sometimes
/// repeated, sometimes too large for every pile).
/// Up to `size` piles (at most 3) of up to 3 `size` stones (at most 12); up to `size` amounts
/// (at most 4) of up to 4 `size` (at most 14).
fn small_input(rng: &mut Rng, size: usize) -> String {
    let n = rng.below(1..=size.min(3));
    let piles: Vec<u32> = (0..n).map(|_| rng.range(1..=(3 * size as u64).min(12)) as u32).collect();
    let k = rng.below(1..=size.min(4));
    let amounts = random_amounts(rng, k, (4 * size as u64).min(14));
    format_input(&piles, &amounts)
}

/// Rewrites the generated cases: `cargo test -p set-nim-first-move --test judge -- --ignored write-cases`.
fn write_cases(cases: &mut CaseWriter) {
    // A pile of one stone (the piles' lower bound) with no move of its own, beside a pile whose
    // winning amounts are given largest first: the answer is the smaller one.
    cases.write("10-edge-pile-of-one", "2\n1\n3\n2\n3 2\n");
    let mut rng = Rng::new(67);
    for i in 1..=4 {
        cases.write(&format!("20-random-{i}"), &small_input(&mut rng, 4));
    }
    // The stated limits: 10 piles up to 1000, 10 amounts up to 100.
    let piles: Vec<u32> = (0..10).map(|_| rng.range(1..=1000) as u32).collect();
    let amounts = random_amounts(&mut rng, 10, 100);
    cases.write("30-max-1", &format_input(&piles, &amounts));
    // Beyond them: piles up to 10^4, 100 amounts up to 10^4.
    let piles: Vec<u32> = (0..10).map(|_| rng.range(9_000..=10_000) as u32).collect();
    let amounts = random_amounts(&mut rng, 100, 10_000);
    cases.write("30-max-2", &format_input(&piles, &amounts));
    // 100 piles up to 10^4 and 100 small amounts (many distinct Grundy values).
    let piles: Vec<u32> = (0..100).map(|_| rng.range(1..=10_000) as u32).collect();
    let amounts = random_amounts(&mut rng, 100, 150);
    cases.write("30-max-3", &format_input(&piles, &amounts));
    // A lost position at the stated limits: the last pile cancels the others' XOR.
    let amounts = random_amounts(&mut rng, 10, 100);
    let mut sorted = amounts.clone();
    sorted.sort_unstable();
    let mut search = Search::new(|&x: &u32, out: &mut Vec<u32>| {
        out.extend(sorted.iter().filter(|&&s| s <= x).map(|&s| x - s));
    });
    loop {
        let mut piles: Vec<u32> = (0..9).map(|_| rng.range(1..=1000) as u32).collect();
        let xor = piles.iter().fold(0, |acc, a| acc ^ search.grundy(a).unwrap_or_else(|cycle| panic!("{cycle}")));
        if let Some(last) = (1..=1000).rev().find(|a| search.grundy(a).unwrap_or_else(|cycle| panic!("{cycle}")) == xor)
        {
            piles.push(last);
            cases.write("30-max-4", &format_input(&piles, &amounts));
            break;
        }
    }
}

pub static VERIFICATION: Verification = Verification::new(
    BruteForce { generate: small_input, max_size: 4, solve: brute, vouches: &["00-", "10-", "20-"] },
    write_cases,
)
.with_references(&[Reference::new("definition", reference, &["30-"], Inputs::new(small_input, 4, 300))]);
