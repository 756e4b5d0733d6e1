//! Nim (AcWing 891): n piles, a move takes any positive number of stones from one pile, the
//! player who cannot move loses.
//!
//! A pile of s stones has Grundy value s, so the position is their sum: the first player wins
//! exactly when the nim-sum (XOR) of the pile sizes is non-zero. O(n) time after reading.

use judge_io::{InputError, Reader, Writer, run};
use sg_core::nim::nim_sum;

const MAX_N: usize = 100_000;
const MAX_PILE: u32 = 1_000_000_000;

fn solve(r: &mut Reader, w: &mut Writer) -> Result<(), InputError> {
    let n: usize = r.int_in(1..=MAX_N)?;
    let piles = r.ints_in(n, 1..=MAX_PILE)?;
    r.finish()?;
    w.str_line(if nim_sum(piles) != 0 { "Yes" } else { "No" });
    Ok(())
}

fn main() {
    run(solve);
}
