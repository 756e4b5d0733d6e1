//! Set Nim (AcWing 893): n piles, a move removes exactly s stones from one pile for some s in
//! a fixed set S; the player who cannot move loses.
//!
//! Each pile is a subtraction game with moves S, and the piles are played side by side, so by
//! the Sprague–Grundy theorem the first player wins exactly when the XOR of the piles' Grundy
//! values is non-zero. One table up to the largest pile serves every pile: O(max h · k).

use judge_io::{InputError, Reader, Writer, run};
use sg_core::nim::table_sum;
use sg_core::subtraction::subtraction_grundy;

const MAX_COUNT: usize = 100;
const MAX_VALUE: usize = 10_000;

fn solve(r: &mut Reader, w: &mut Writer) -> Result<(), InputError> {
    let k = r.int_in(1..=MAX_COUNT)?;
    let moves = r.ints_in(k, 1..=MAX_VALUE)?;
    let n = r.int_in(1..=MAX_COUNT)?;
    let piles = r.ints_in(n, 1..=MAX_VALUE)?;
    r.finish()?;
    let largest = piles.iter().copied().max().unwrap_or(0);
    let grundy = subtraction_grundy(&moves, largest + 1);
    w.str_line(if table_sum(&grundy, piles) != 0 { "Yes" } else { "No" });
    Ok(())
}

fn main() {
    run(solve);
}
