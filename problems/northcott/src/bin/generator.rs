//! The maximal input, made here and pinned by hash in `cases/generated.toml`: five tests of
//! n = 1000 rows on the widest board, m = 100 columns, the two pieces of each row on random
//! different columns, black's on the left or on the right.

use judge_io::generator::{Case, main as generate};
use judge_io::random::Rng;

/// `tests` tests of `n` random rows on `m` columns.
fn boards(rng: &mut Rng, tests: usize, n: usize, m: u64) -> String {
    let mut input = String::with_capacity(tests * (n + 1) * 6);
    for _ in 0..tests {
        input.push_str(&format!("{n} {m}\n"));
        for _ in 0..n {
            let black = rng.range(1..=m);
            let mut white = rng.range(1..=m - 1);
            if white >= black {
                white += 1;
            }
            input.push_str(&format!("{black} {white}\n"));
        }
    }
    input
}

const CASES: &[Case] = &[("30-max-1", |rng| boards(rng, 5, 1000, 100))];

fn main() {
    generate(CASES)
}
