//! The maximal inputs, made here and pinned by hash in `cases/generated.toml`: T = 10 rows of
//! n = 1000 piles, the largest input the statement allows, with piles anywhere up to 10^9, all
//! within 10 of 10^9 (equal and adjacent values, where the three branches of the recurrence
//! meet, and values near the limit, where the "X + 1" branch passes it), or of 1 to 3 stones.
//! Random rows are mostly won, so every other row gets as its first pile the value that
//! makes it lost (when that value is within the limits), and both answers occur.

use judge_io::generator::{Case, main as generate};
use judge_io::random::Rng;

/// The lost positions `x S y` of a segment S as a permutation of the naturals: x = 0 goes with
/// `zero_left`, `zero_right` with y = 0, and the other positive values correspond in
/// increasing order.
#[derive(Clone, Copy)]
struct LostPairs {
    zero_left: u64,
    zero_right: u64,
}

impl LostPairs {
    /// The x that pairs with y.
    fn x_of(self, y: u64) -> u64 {
        if y == 0 {
            return self.zero_right;
        }
        if y == self.zero_left {
            return 0;
        }
        let rank = y - u64::from(self.zero_left != 0 && self.zero_left < y);
        rank + u64::from(self.zero_right != 0 && self.zero_right <= rank)
    }

    /// The y that pairs with x.
    fn y_of(self, x: u64) -> u64 {
        LostPairs { zero_left: self.zero_right, zero_right: self.zero_left }.x_of(x)
    }
}

/// The pile that, put on the left of `row`, makes it lost: the lost pairs of every segment,
/// by length, in place (the segment starting at i of one more pile needs the segments at i
/// and i + 1 of the length before).
fn losing_left_pile(row: &[u64]) -> u64 {
    let mut pairs: Vec<LostPairs> = row.iter().map(|&p| LostPairs { zero_left: p, zero_right: p }).collect();
    for len in 2..=row.len() {
        for i in 0..=row.len() - len {
            pairs[i] = LostPairs { zero_right: pairs[i].x_of(row[i + len - 1]), zero_left: pairs[i + 1].y_of(row[i]) };
        }
    }
    pairs[0].zero_right
}

/// 10 rows of 1000 piles from `value`; every other row made lost through its first pile when
/// that pile is within the limits.
fn rows(rng: &mut Rng, value: fn(&mut Rng) -> u64) -> String {
    let mut input = String::with_capacity(4 + 10 * 1000 * 11);
    input.push_str("10\n");
    let mut row: Vec<u64> = Vec::with_capacity(1000);
    for t in 0..10 {
        row.clear();
        row.extend((0..1000).map(|_| value(rng)));
        if t % 2 == 1 {
            let first = losing_left_pile(&row[1..]);
            if (1..=1_000_000_000).contains(&first) {
                row[0] = first;
            }
        }
        input.push_str("1000\n");
        let piles: Vec<String> = row.iter().map(u64::to_string).collect();
        input.push_str(&piles.join(" "));
        input.push('\n');
    }
    input
}

const CASES: &[Case] = &[
    ("30-max-1", |rng| rows(rng, |rng| rng.range(1..=1_000_000_000))),
    ("30-max-2", |rng| rows(rng, |rng| rng.range(999_999_990..=1_000_000_000))),
    ("30-max-3", |rng| rows(rng, |rng| rng.range(1..=3))),
];

fn main() {
    generate(CASES)
}
