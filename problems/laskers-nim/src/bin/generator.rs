//! The maximal inputs, made here and pinned by hash in `cases/generated.toml`: 10^6 heaps in
//! one test (N and the heaps of an input at their limit, one-digit heaps so that the file stays
//! near 2 MB), about 90 000 heaps near 2^31 − 1 in four tests, and T = 100 tests of about 250
//! heaps. Every heap but a few is one of a pair of twins, so that the strategy argument of the
//! README decides each test without the values of big heaps; the few heaps left over are at
//! most three big ones a move turns into twins, or small ones within the reference's table.

use judge_io::generator::{Case, main as generate};
use judge_io::random::Rng;
use std::fmt::Write as _;

const MAX_HEAP: u64 = (1 << 31) - 1;
/// The heaps of an input, at most (the project's bound: one test at the statement's N).
const MAX_HEAPS: usize = 1_000_000;
/// The small heaps of a rest lie below this: the reference's definitional table covers them.
const TABLE_LEN: usize = 1024;

/// The input text of `tests`.
fn format(tests: &[Vec<u64>]) -> String {
    let heaps: usize = tests.iter().map(Vec::len).sum();
    let mut out = String::with_capacity(8 * tests.len() + 11 * heaps);
    let _ = writeln!(out, "{}", tests.len());
    for heaps in tests {
        let _ = writeln!(out, "{}", heaps.len());
        for (i, h) in heaps.iter().enumerate() {
            let _ = write!(out, "{}{h}", if i == 0 { "" } else { " " });
        }
        out.push('\n');
    }
    out
}

/// g(0..TABLE_LEN) by the definition: the mex of the values of every removal and of every
/// split (two heaps worth the XOR of their values). Only to choose a small heap whose value
/// cancels the others'; the answers come from the oracles.
fn small_values() -> Vec<u32> {
    let mut g = vec![0u32; TABLE_LEN];
    let mut seen = vec![0usize; 2 * TABLE_LEN];
    for s in 1..TABLE_LEN {
        for &v in &g[..s] {
            seen[v as usize] = s;
        }
        for a in 1..=s / 2 {
            seen[(g[a] ^ g[s - a]) as usize] = s;
        }
        g[s] = (0..).find(|&v| seen[v] != s).expect("a free value") as u32;
    }
    g
}

/// A heap up to the limit: the limit itself, one just below it, or any.
fn big_heap(rng: &mut Rng) -> u64 {
    match rng.below(0..=3) {
        0 => MAX_HEAP,
        1 => MAX_HEAP - rng.range(0..=64),
        _ => rng.range(1..=MAX_HEAP),
    }
}

/// What a test holds besides its twins.
#[derive(Clone, Copy)]
enum Rest {
    /// Nothing: only twins.
    Nothing,
    /// One big heap.
    One,
    /// Two big heaps.
    Two,
    /// Big heaps a, b and a + b; with `disjoint`, a and b share no bit, so that a XOR b XOR
    /// (a + b) = 0 (plain Nim calls it lost).
    Split { disjoint: bool },
    /// A few small heaps, within the reference's table, their values cancelling half the time.
    Small,
    /// These heaps.
    These(&'static [u64]),
}

/// Rests that plain Nim or 32-bit values misjudge: 4 1 2 and 3 5 6 8 are lost, 1 2 3 and
/// 2^31 − 1 won.
const TRAPS: [&[u64]; 4] = [&[4, 1, 2], &[3, 5, 6, 8], &[1, 2, 3], &[MAX_HEAP]];

/// A random kind of rest, each kind equally often.
fn random_rest(rng: &mut Rng) -> Rest {
    match rng.below(0..=5) {
        0 => Rest::Nothing,
        1 => Rest::One,
        2 => Rest::Two,
        3 => Rest::Split { disjoint: rng.chance(1, 2) },
        4 => Rest::Small,
        _ => Rest::These(TRAPS[rng.below(0..=TRAPS.len() - 1)]),
    }
}

/// `pairs` pairs of big heaps and `rest`, shuffled; `values` is [`small_values`], needed for
/// [`Rest::Small`] only.
fn decidable_test(rng: &mut Rng, pairs: usize, rest: Rest, values: &[u32]) -> Vec<u64> {
    let mut heaps: Vec<u64> = Vec::with_capacity(2 * pairs + 7);
    for _ in 0..pairs {
        let h = big_heap(rng);
        heaps.extend([h, h]);
    }
    match rest {
        Rest::Nothing => {}
        Rest::One => heaps.push(big_heap(rng)),
        Rest::Two => heaps.extend([big_heap(rng), big_heap(rng)]),
        Rest::Split { disjoint } => loop {
            let (a, b) = (rng.range(1..=MAX_HEAP), rng.range(1..=MAX_HEAP));
            let b = if disjoint { b & !a } else { b };
            if b > 0 && a + b <= MAX_HEAP {
                heaps.extend([a, b, a + b]);
                break;
            }
        },
        Rest::Small => {
            let k = rng.below(3..=6);
            let small: Vec<u64> = (0..k).map(|_| rng.range(1..=TABLE_LEN as u64 / 2)).collect();
            heaps.extend(&small);
            if rng.chance(1, 2) {
                // Half the time one more heap whose value cancels the others' (a lost rest).
                let xor = small.iter().fold(0, |x, &h| x ^ values[h as usize]);
                heaps.extend(values.iter().position(|&g| g == xor && xor != 0).map(|h| h as u64));
            }
        }
        Rest::These(these) => heaps.extend(these),
    }
    rng.shuffle(&mut heaps);
    heaps
}

/// About 90 000 heaps near 2^31 in four tests: twins with a split triple that plain Nim calls
/// lost (`Alice`); twins alone (`Bob`); twins and an unpaired 2^31 − 1 (`Alice`); twins and
/// 4 1 2 (`Bob`).
fn large_heaps(rng: &mut Rng) -> String {
    let tests = [
        decidable_test(rng, 11_248, Rest::Split { disjoint: true }, &[]),
        decidable_test(rng, 11_250, Rest::Nothing, &[]),
        decidable_test(rng, 11_249, Rest::These(&[MAX_HEAP]), &[]),
        decidable_test(rng, 11_248, Rest::These(&[4, 1, 2]), &[]),
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
    let values = small_values();
    let tests: Vec<Vec<u64>> = (0..100)
        .map(|_| {
            let (pairs, rest) = (rng.below(100..=150), random_rest(rng));
            decidable_test(rng, pairs, rest, &values)
        })
        .collect();
    format(&tests)
}

const CASES: &[Case] =
    &[("30-max-large-heaps", large_heaps), ("30-max-many-heaps", many_heaps), ("30-max-many-tests", many_tests)];

fn main() {
    generate(CASES)
}
