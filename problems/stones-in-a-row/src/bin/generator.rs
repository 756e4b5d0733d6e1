//! The maximal inputs, made here and pinned by hash in `cases/generated.toml`: T = 10 rows of
//! n = 1000 piles, the largest input the statement allows, with piles anywhere up to 10^9, all
//! within 10 of 10^9 (equal and adjacent values, where the three branches of the recurrence
//! meet, and values near the limit, where the "X + 1" branch passes it), or of 1 to 3 stones.
//! Random rows are mostly won, so every other row gets as its first pile the value that
//! makes it lost (when that value is within the limits), and both answers occur.

use judge_io::generator::{Case, main as generate};
use judge_io::random::Rng;
use stones_in_a_row::{format, pairs_of};

/// 10 rows of 1000 piles from `value`; every other row made lost through its first pile when
/// that pile is within the limits.
fn rows(rng: &mut Rng, value: fn(&mut Rng) -> u64) -> String {
    let rows: Vec<Vec<u64>> = (0..10)
        .map(|t| {
            let mut row: Vec<u64> = (0..1000).map(|_| value(rng)).collect();
            if t % 2 == 1 {
                // The pile that, put on the left of the rest of the row, makes it lost.
                let first = pairs_of(&row[1..]).zero_right;
                if (1..=1_000_000_000).contains(&first) {
                    row[0] = first;
                }
            }
            row
        })
        .collect();
    format(&rows)
}

const CASES: &[Case] = &[
    ("30-max-1", |rng| rows(rng, |rng| rng.range(1..=1_000_000_000))),
    ("30-max-2", |rng| rows(rng, |rng| rng.range(999_999_990..=1_000_000_000))),
    ("30-max-3", |rng| rows(rng, |rng| rng.range(1..=3))),
];

fn main() {
    generate(CASES)
}
