//! The maximal inputs, made here and pinned by hash in `cases/generated.toml`: 10^5 piles near
//! the limit, nearly all in twin pairs, so that the mirror strategy decides them.

use judge_io::generator::{Case, main as generate};
use judge_io::random::Rng;

/// `pairs` pairs of random piles near the limit plus `extra`, shuffled.
fn paired(rng: &mut Rng, pairs: usize, extra: &[u64]) -> String {
    let mut piles: Vec<u64> = Vec::with_capacity(2 * pairs + extra.len());
    for _ in 0..pairs {
        let p = rng.range(900_000_000..=1_000_000_000);
        piles.extend([p, p]);
    }
    piles.extend(extra);
    rng.shuffle(&mut piles);
    let piles: Vec<String> = piles.iter().map(u64::to_string).collect();
    format!("{}\n{}\n", piles.len(), piles.join(" "))
}

const CASES: &[Case] = &[
    ("30-max-1", |rng| paired(rng, 50_000, &[])),
    ("30-max-2", |rng| paired(rng, 49_999, &[1_000_000_000, 999_999_999])),
    ("30-max-3", |rng| paired(rng, 49_999, &[1_000_000_000])),
    ("30-max-4", |rng| paired(rng, 49_998, &[1, 2, 4, 7])),
];

fn main() {
    generate(CASES)
}
