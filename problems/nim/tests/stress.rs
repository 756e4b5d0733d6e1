//! The binary against an exhaustive search of the whole game (all piles together) on random
//! small inputs; the stored cases against that search, and the maximal cases against a
//! reference that decides them by mirror strategies.

use judge_io::random::Rng;
use sg_core::search::{Search, nim_is_win_by_pairing, sum_moves};
use testkit::stress::numbers;
use testkit::verify::{BruteForce, CaseWriter, Inputs, Reference, Verification, shrink_counted_list};

/// A Nim heap's moves: lower it to any smaller size.
fn nim_heap(&h: &u32, out: &mut Vec<u32>) {
    out.extend(0..h);
}

fn verdict(win: bool) -> String {
    if win { "Yes\n" } else { "No\n" }.to_string()
}

/// The judge answer by playing the whole game: no XOR, no Grundy values.
fn brute(input: &str) -> String {
    let numbers = numbers(input);
    let piles: Vec<u32> = numbers[1..].iter().map(|&p| p as u32).collect();
    assert_eq!(piles.len(), numbers[0] as usize);
    verdict(
        Search::new(|p: &Vec<u32>, out: &mut Vec<Vec<u32>>| sum_moves(p, nim_heap, out))
            .is_win(&piles)
            .unwrap_or_else(|cycle| panic!("{cycle}")),
    )
}

/// Decides inputs too large to search, by strategies on the real game rather than XOR: twin
/// piles cancel (copy the opponent's moves between them), and one or two unpaired piles are a
/// win; see `nim_is_win_by_pairing`.
fn reference(input: &str) -> String {
    let numbers = numbers(input);
    let piles: Vec<u32> = numbers[1..].iter().map(|&p| p as u32).collect();
    assert_eq!(piles.len(), numbers[0] as usize);
    let wins = nim_is_win_by_pairing(&piles, 100_000);
    verdict(wins.unwrap_or_else(|| panic!("the reference cannot decide {piles:?}")))
}

fn random_input(rng: &mut Rng, n: usize, max: u64) -> String {
    let piles: Vec<String> = (0..n).map(|_| rng.range(1..=max).to_string()).collect();
    format!("{n}\n{}\n", piles.join(" "))
}

/// Small inputs, half of them with a pile repeated (pairs are the game's main trap): up to
/// `size` piles (at most 4) of up to 1, 3 or 7 stones.
fn small_input(rng: &mut Rng, size: usize) -> String {
    let n = rng.below(1..=size.min(4));
    let max = *rng.pick(&[1, 3, 7][..size.min(3)]);
    let mut piles: Vec<u64> = (0..n).map(|_| rng.range(1..=max)).collect();
    if n >= 2 && rng.chance(1, 2) {
        piles[1] = piles[0];
    }
    let piles: Vec<String> = piles.iter().map(u64::to_string).collect();
    format!("{n}\n{}\n", piles.join(" "))
}

/// Rewrites the generated cases: `cargo test -p nim --test judge -- --ignored write-cases`.
fn write_cases(cases: &mut CaseWriter) {
    let mut rng = Rng::new(891);
    for i in 1..=3 {
        cases.write(&format!("20-random-{i}"), &random_input(&mut rng, 4, 6));
    }
    cases.write("20-random-4", &random_input(&mut rng, 2, 40));
    cases.generated();
    cases.write("30-max-one-pile", "1\n1000000000\n");
    cases.write("30-max-two-equal", "2\n1000000000 1000000000\n");
}

/// Fewer or smaller piles, for shrinking a failing input.
fn shrink(input: &str) -> Vec<String> {
    shrink_counted_list(input, 1)
}

pub static VERIFICATION: Verification = Verification::new(
    BruteForce { generate: small_input, max_size: 4, solve: brute, vouches: &["00-", "10-", "20-"] },
    write_cases,
)
.with_references(&[Reference::new("mirror", reference, &["30-"], Inputs::new(small_input, 4, 300))])
.with_shrink(shrink);
