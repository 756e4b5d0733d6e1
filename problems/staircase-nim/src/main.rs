//! Staircase Nim (AcWing 892): steps 1..=n hold stones; a move shifts some stones of one step
//! down to the step below, and stones on the ground stay there. The player who cannot move
//! loses.
//!
//! Only the odd-numbered steps matter: moving stones from an odd step down is a Nim move on
//! it, and stones pushed onto an odd step can be pushed on again by the opponent, which
//! restores the odd steps. So the first player wins exactly when the nim-sum of the odd steps
//! (1, 3, 5, …; the first number is step 1) is non-zero. O(n) time.

use judge_io::{InputError, Reader, Writer, run};
use sg_core::staircase::odd_steps_nim_sum;

const MAX_N: usize = 100_000;
const MAX_STONES: u32 = 1_000_000_000;

fn solve(r: &mut Reader, w: &mut Writer) -> Result<(), InputError> {
    let n: usize = r.int_in(1..=MAX_N)?;
    let steps = r.ints_in(n, 1..=MAX_STONES)?;
    r.finish()?;
    w.str_line(if odd_steps_nim_sum(steps) != 0 { "Yes" } else { "No" });
    Ok(())
}

fn main() {
    run(solve);
}
