//! Split Nim (AcWing 894): a move replaces one pile by two piles that are each strictly
//! smaller (their total may exceed the old pile); the player who cannot move loses.
//!
//! A pile of size x is a game of its own, with options "two piles i, j < x", whose value is
//! `g(i) ^ g(j)`; so `g(x) = mex{ g(i) ^ g(j) : 0 <= j <= i < x }` and the whole position is
//! won exactly when the XOR of the piles' values is non-zero. The table comes from
//! `sg_core::split::split_grundy` in O(max a²).

use judge_io::{InputError, Reader, Writer, run};
use sg_core::nim::table_sum;
use sg_core::split::split_grundy;

const MAX_N: usize = 100;
const MAX_PILE: usize = 100;

fn solve(r: &mut Reader, w: &mut Writer) -> Result<(), InputError> {
    let n = r.int_in(1..=MAX_N)?;
    let piles = r.ints_in(n, 1..=MAX_PILE)?;
    r.finish()?;
    let largest = piles.iter().copied().max().unwrap_or(0);
    let grundy = split_grundy(largest + 1);
    w.str_line(if table_sum(&grundy, piles) != 0 { "Yes" } else { "No" });
    Ok(())
}

fn main() {
    run(solve);
}
