//! Wythoff's game (POJ 1067, "取石子游戏"): two piles; take any number from one pile, or the
//! same number from both; the player who cannot move loses. One answer per line of the input.
//!
//! The lost positions are the pairs (⌊kφ⌋, ⌊kφ⌋ + k) in either order, so with a <= b the player
//! to move loses exactly when a = ⌊(b − a)φ⌋, which `sg_core::wythoff` computes in exact integer
//! arithmetic (double precision is wrong for 14 positions below 10^9). O(1) per line.

use judge_io::{InputError, Reader, Writer, run};
use sg_core::wythoff::is_win;

const MAX_PILE: u64 = 1_000_000_000;

fn solve(r: &mut Reader, w: &mut Writer) -> Result<(), InputError> {
    // Pairs until the end of the input: `0 0` is a position like any other, not a terminator.
    while let Some(a) = r.int_or_end(0..=MAX_PILE)? {
        let b = r.int_in(0..=MAX_PILE)?;
        w.str_line(if is_win(a, b) { "1" } else { "0" });
    }
    Ok(())
}

fn main() {
    run(solve);
}
