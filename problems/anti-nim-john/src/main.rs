//! John (SHOI 2008): misère Nim. Piles of stones, a move takes any positive number from one
//! pile, and whoever takes the very last stone loses; John moves first.
//!
//! By the SJ theorem on anti-SG games (a Nim pile has Grundy value equal to its size, and only
//! the empty pile has value 0), John wins exactly when either every pile has at most one stone
//! and the nim-sum is 0 (an even number of single stones), or some pile has two or more stones
//! and the nim-sum is non-zero. Empty piles change neither condition. O(N) per test.

use judge_io::{InputError, Reader, Writer, run};
use sg_core::misere::MisereSum;

const MAX_T: usize = 500;
const MAX_N: usize = 50;
const MAX_PILE: u64 = 5000;

fn solve(r: &mut Reader, w: &mut Writer) -> Result<(), InputError> {
    let tests: usize = r.int_in(1..=MAX_T)?;
    for _ in 0..tests {
        let n: usize = r.int_in(1..=MAX_N)?;
        let mut sum = MisereSum::new();
        for _ in 0..n {
            sum.push(r.int_in(0..=MAX_PILE)?);
        }
        w.str_line(if sum.is_win() { "John" } else { "Brother" });
    }
    r.finish()
}

fn main() {
    run(solve);
}
