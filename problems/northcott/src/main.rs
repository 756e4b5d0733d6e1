//! Northcott Game (HDU 1730): each row of a board holds a black and a white piece; a player
//! slides one of his own pieces along its row, never over or onto the other piece; who cannot
//! move loses. Tests until end of file; does the first player (black) win?
//!
//! Play can go on forever (a piece can step back and forth), but each row is worth a Nim heap
//! of the number of empty cells between its two pieces: closing the gap is taking from the
//! heap, and a retreat that opens it can be answered by following with the other piece, which
//! restores the gap while the board only shrinks behind. So the first player wins exactly when
//! the XOR of the gaps is non-zero. O(n) per test.

use judge_io::{InputError, Reader, Writer, run};
use sg_core::nim::nim_sum;

fn solve(r: &mut Reader, w: &mut Writer) -> Result<(), InputError> {
    let mut gaps = Vec::new();
    while let Some(n) = r.int_or_end(1..=1000usize)? {
        let m: u32 = r.int_in(2..=100)?;
        gaps.clear();
        for _ in 0..n {
            let black: u32 = r.int_in(1..=m)?;
            let white: u32 = r.int_in(1..=m)?;
            if black == white {
                return Err(r.error(format!("both pieces of a row are on column {black}")));
            }
            gaps.push(black.abs_diff(white) - 1);
        }
        w.str_line(if nim_sum(gaps.iter().copied()) != 0 { "I WIN!" } else { "BAD LUCK!" });
    }
    Ok(())
}

fn main() {
    run(solve);
}
