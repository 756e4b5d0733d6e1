//! The maximal inputs, made here and pinned by hash in `cases/generated.toml`: 10^6 heaps in
//! one test (N and the heaps of an input at their limit, one-digit heaps so that the file stays
//! near 2 MB), about 90 000 heaps near 2^31 − 1 in four tests, and T = 100 tests of about 250
//! heaps. Every heap but a few is one of a pair of twins, so that the strategy argument of the
//! README decides each test without the values of big heaps; the few heaps left over are at
//! most three big ones a move turns into twins, or small ones within the definitional table.
//! The shapes of the tests are the problem's library (`src/lib.rs`), shared with its tests.

use judge_io::generator::{Case, main as generate};
use judge_io::random::Rng;
use laskers_nim::{MAX_HEAP, Rest, big_heap, decidable_test, format, random_rest};

/// The heaps of an input, at most (the project's bound: one test at the statement's N).
const MAX_HEAPS: usize = 1_000_000;

/// About 90 000 heaps near 2^31 in four tests: twins with a split triple that plain Nim calls
/// lost (`Alice`); twins alone (`Bob`); twins and an unpaired 2^31 − 1 (`Alice`); twins and
/// 4 1 2 (`Bob`).
fn large_heaps(rng: &mut Rng) -> String {
    let tests = [
        decidable_test(rng, 11_248, Rest::Split { disjoint: true }),
        decidable_test(rng, 11_250, Rest::Nothing),
        decidable_test(rng, 11_249, Rest::These(&[MAX_HEAP])),
        decidable_test(rng, 11_248, Rest::These(&[4, 1, 2])),
    ];
    format(&tests)
}

/// N = 10^6 in one test: 8 000 twins near 2^31, 3 5 6 8 unpaired (lost, though plain Nim wins
/// it), and one-digit heaps in twins for the rest (983 996 of them), so that the file is about
/// 2.1 MB.
fn many_heaps(rng: &mut Rng) -> String {
    const BIG_PAIRS: usize = 8_000;
    const TRAP: [u64; 4] = [3, 5, 6, 8];
    let mut heaps: Vec<u64> = Vec::with_capacity(MAX_HEAPS);
    for _ in 0..(MAX_HEAPS - TRAP.len()) / 2 - BIG_PAIRS {
        let h = rng.range(1..=9);
        heaps.extend([h, h]);
    }
    heaps.extend(TRAP);
    for _ in 0..BIG_PAIRS {
        let h = big_heap(rng);
        heaps.extend([h, h]);
    }
    assert_eq!(heaps.len(), MAX_HEAPS);
    rng.shuffle(&mut heaps);
    format(&[heaps])
}

/// T = 100 tests of 100 to 150 twins near 2^31 and a random rest of every kind.
fn many_tests(rng: &mut Rng) -> String {
    let tests: Vec<Vec<u64>> = (0..100)
        .map(|_| {
            let (pairs, rest) = (rng.below(100..=150), random_rest(rng));
            decidable_test(rng, pairs, rest)
        })
        .collect();
    format(&tests)
}

const CASES: &[Case] =
    &[("30-max-large-heaps", large_heaps), ("30-max-many-heaps", many_heaps), ("30-max-many-tests", many_tests)];

fn main() {
    generate(CASES)
}
