//! What vouches for laskers-nim: the binary against an exhaustive search of the real game (the
//! whole multiset of heaps, every removal and every split) on random small inputs; the stored
//! cases against that search, and the large ones against a reference that decides them by
//! strategies on the real game (twin heaps cancel) and, for what is left when it is small, by
//! a Grundy table built from the definition. Neither knows the mod-4 pattern.
//!
//! `cargo test -p laskers-nim --test judge` runs it all; `-- vouch/` only the stored cases;
//! `-- --ignored write-cases` rewrites the generated cases.

use judge_io::random::Rng;
use laskers_nim::{MAX_HEAP, decidable_test, definitional_table, format, random_rest};
use sg_core::search::{Search, multiset_moves};
use testkit::stress::numbers;
use testkit::verify::{BruteForce, CaseWriter, Inputs, Reference, Verification, without_each};

/// The heaps of each test of an input.
fn tests(input: &str) -> Vec<Vec<u64>> {
    let numbers = numbers(input);
    let mut at = 1;
    let tests = (0..numbers[0])
        .map(|_| {
            let n = numbers[at] as usize;
            at += n + 1;
            numbers[at - n..at].iter().map(|&h| h as u64).collect()
        })
        .collect();
    assert_eq!(at, numbers.len(), "T tests, each N and N heaps");
    tests
}

fn answers(input: &str, mut alice_wins: impl FnMut(&[u64]) -> bool) -> String {
    tests(input).iter().map(|heaps| if alice_wins(heaps) { "Alice\n" } else { "Bob\n" }).collect()
}

/// The moves of one heap of the real game: remove it, lower it, or split it into two
/// non-empty heaps.
fn heap_moves(&h: &u32, parts: &mut Vec<Vec<u32>>) {
    parts.push(Vec::new());
    parts.extend((1..h).map(|r| vec![r]));
    parts.extend((1..=h / 2).map(|a| vec![a, h - a]));
}

/// Plays the real game on the whole position (the sorted list of its heaps): no Grundy value,
/// no pattern.
fn brute(input: &str) -> String {
    let mut search = Search::new(|p: &Vec<u32>, out: &mut Vec<Vec<u32>>| multiset_moves(p, heap_moves, out));
    answers(input, |heaps| {
        let mut start: Vec<u32> = heaps.iter().map(|&h| h as u32).collect();
        start.sort_unstable();
        search.is_win(&start).unwrap_or_else(|cycle| panic!("{cycle}"))
    })
}

/// The heaps left when equal heaps are paired off: the sizes that occur an odd number of
/// times, increasing.
fn unpaired(heaps: &[u64]) -> Vec<u64> {
    let mut sorted = heaps.to_vec();
    sorted.sort_unstable();
    let mut left: Vec<u64> = Vec::new();
    for h in sorted {
        if left.last() == Some(&h) {
            left.pop();
        } else {
            left.push(h);
        }
    }
    left
}

/// Decides positions too large to search, without the mod-4 pattern. Twin heaps cancel: the
/// player who wins the rest copies every move made on one twin onto the other (a removal by
/// the same removal, a split by the same split), so only the unpaired heaps count. None left is
/// a loss; one (take it), two (lower the larger to the smaller) or three with the largest the
/// sum of the other two (split it into them) are wins, each by a move that leaves only twins.
/// Anything else must be small enough for the definitional table (Sprague–Grundy: the XOR of
/// the values); otherwise the reference cannot decide and says so.
fn reference(input: &str) -> String {
    answers(input, |heaps| match unpaired(heaps)[..] {
        [] => false,
        [_] | [_, _] => true,
        [a, b, c] if a + b == c => true,
        ref left => {
            let table = definitional_table();
            assert!(
                left.iter().all(|&h| (h as usize) < table.len()),
                "the reference cannot decide the unpaired heaps {left:?}"
            );
            left.iter().fold(0, |x, &h| x ^ table[h as usize]) != 0
        }
    })
}

/// Up to 4 heaps with at most `budget` objects in all, with twins, or one of the positions
/// that plain Nim misjudges, now and then.
fn small_test(rng: &mut Rng, budget: u64) -> Vec<u64> {
    if rng.chance(1, 8) {
        let mut trap = rng.pick(&[vec![1, 2, 3], vec![4, 1, 2], vec![4, 8, 12], vec![3, 5, 6, 8]]).clone();
        rng.shuffle(&mut trap);
        return trap;
    }
    let n = rng.below(1..=4);
    let mut heaps: Vec<u64> = Vec::new();
    let mut left = budget;
    for i in 0..n {
        if left == 0 {
            break;
        }
        let h =
            if i > 0 && rng.chance(1, 3) && heaps[i - 1] <= left { heaps[i - 1] } else { rng.range(1..=left.min(12)) };
        heaps.push(h);
        left -= h;
    }
    rng.shuffle(&mut heaps);
    heaps
}

/// Up to 3 tests (at most `size`), each of up to 4 heaps with at most 4 + 4 `size` objects in
/// all: the brute force searches every position of that many objects.
fn small_input(rng: &mut Rng, size: usize) -> String {
    let t = rng.below(1..=size.min(3));
    format(&(0..t).map(|_| small_test(rng, 4 + 4 * size as u64)).collect::<Vec<_>>())
}

/// Up to 4 `size` tests of up to 50 `size` pairs of heaps up to 2^31 − 1 and a decidable rest,
/// for the reference against the binary.
fn large_input(rng: &mut Rng, size: usize) -> String {
    let t = rng.below(1..=4 * size);
    format(
        &(0..t)
            .map(|_| {
                let pairs = rng.below(0..=50 * size);
                let rest = random_rest(rng);
                let test = decidable_test(rng, pairs, rest);
                if test.is_empty() { vec![MAX_HEAP] } else { test }
            })
            .collect::<Vec<_>>(),
    )
}

/// Rewrites the generated cases: `cargo test -p laskers-nim --test judge -- --ignored write-cases`.
/// Each output comes from the oracle that vouches for the case's prefix, never from the binary.
fn write_cases(cases: &mut CaseWriter) {
    let mut rng = Rng::new(3032);
    for i in 1..=3 {
        let t = rng.below(3..=6);
        cases.write(&format!("20-random-{i}"), &format(&(0..t).map(|_| small_test(&mut rng, 20)).collect::<Vec<_>>()));
    }
    // The maximal inputs: src/bin/generator.rs.
    cases.generated();
    // The largest heap alone, twice, beside its neighbour, and split into 1 and 2^31 − 2.
    let top = [vec![MAX_HEAP], vec![MAX_HEAP, MAX_HEAP], vec![MAX_HEAP - 1, MAX_HEAP], vec![1, MAX_HEAP - 1, MAX_HEAP]];
    cases.write("30-max-top-heap", &format(&top));
}

/// One test fewer, one heap fewer, or one heap halved or lowered by one.
fn shrink(input: &str) -> Vec<String> {
    let tests = tests(input);
    let mut candidates = without_each(&tests, format);
    for (t, heaps) in tests.iter().enumerate() {
        for (i, &h) in heaps.iter().enumerate() {
            let mut changed = tests.clone();
            if heaps.len() > 1 {
                changed[t].remove(i);
                candidates.push(format(&changed));
            }
            for lower in [h / 2, h - 1] {
                if lower >= 1 {
                    let mut changed = tests.clone();
                    changed[t][i] = lower;
                    candidates.push(format(&changed));
                }
            }
        }
    }
    candidates.dedup();
    candidates
}

pub static VERIFICATION: Verification = Verification::new(
    BruteForce { generate: small_input, max_size: 4, solve: brute, vouches: &["00-", "10-", "20-"] },
    write_cases,
)
.with_references(&[Reference::new("pairing", reference, &["30-"], Inputs::new(small_input, 4, 300))
    .with_stress(Inputs::new(large_input, 4, 100))])
.with_shrink(shrink);
