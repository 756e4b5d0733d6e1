//! The maximal inputs, made here and pinned by hash in `cases/generated.toml`: 10^5 steps (one
//! case 99 999) of counts near 10^9. The odd steps hold twin pairs plus at most four other
//! counts, so that the mirror strategy on the odd steps decides them without XOR; the even
//! steps are random, or in pairs too, so that a parity counted from 0 gives another answer.

use judge_io::generator::{Case, main as generate};
use judge_io::random::Rng;

/// A staircase of `n` steps: the odd steps hold `pairs` random pairs plus `extra`, the even
/// steps hold random counts, or random pairs when `even_paired`.
fn built(rng: &mut Rng, n: usize, pairs: usize, extra: &[u64], even_paired: bool) -> String {
    let mut odd: Vec<u64> = Vec::with_capacity(2 * pairs + extra.len());
    for _ in 0..pairs {
        let a = rng.range(900_000_000..=1_000_000_000);
        odd.extend([a, a]);
    }
    odd.extend(extra);
    assert_eq!(odd.len(), n.div_ceil(2));
    rng.shuffle(&mut odd);
    let mut even: Vec<u64> = Vec::with_capacity(n / 2);
    while even.len() < n / 2 {
        let a = rng.range(900_000_000..=1_000_000_000);
        even.push(a);
        if even_paired && even.len() < n / 2 {
            even.push(a);
        }
    }
    rng.shuffle(&mut even);
    let steps: Vec<String> =
        (0..n).map(|i| if i % 2 == 0 { odd[i / 2] } else { even[i / 2] }).map(|a| a.to_string()).collect();
    format!("{n}\n{}\n", steps.join(" "))
}

const N: usize = 100_000;
const HALF: usize = N / 2;

const CASES: &[Case] = &[
    ("30-max-1", |rng| built(rng, N, HALF / 2, &[], false)),
    ("30-max-2", |rng| built(rng, N, HALF / 2 - 1, &[1_000_000_000, 999_999_999], true)),
    ("30-max-3", |rng| built(rng, N - 1, HALF / 2, &[], false)),
    ("30-max-4", |rng| built(rng, N, HALF / 2 - 2, &[1, 2, 4, 7], false)),
    ("30-max-5", |rng| built(rng, N, HALF / 2 - 1, &[1, 1_000_000_000], true)),
];

fn main() {
    generate(CASES)
}
