//! 巧克力棒 (BZOJ 1299): bars wait in a box; a move either puts a non-empty set of boxed bars
//! on the table or eats part of one bar on the table. Whoever cannot move loses.
//!
//! The bars on the table form a Nim position. The first player wins exactly when some
//! non-empty set of the lengths has XOR 0 (the lengths are dependent over GF(2),
//! `sg_core::gf2`): they put on the table a zero-XOR set whose complement is independent, and
//! answer every later move with a Nim move back to XOR 0. Boxed bars taken out are an
//! independent set, so their XOR is never 0 and such a reply always exists. With independent
//! lengths the first player's opening leaves a non-zero table, and the roles swap. The
//! original output is inverted: `NO` when the first player wins.

use judge_io::{InputError, Reader, Writer, run};
use sg_core::gf2::has_zero_xor_subset;

const MAX_N: usize = 14;
const MAX_LEN: u64 = 1_000_000_000;

fn solve(r: &mut Reader, w: &mut Writer) -> Result<(), InputError> {
    // Ten tests in the original data, without a count: read them up to the end of the input.
    let mut n = Some(r.int_in(1..=MAX_N)?);
    while let Some(count) = n {
        let lengths = r.ints_in(count, 1..=MAX_LEN)?;
        let first_wins = has_zero_xor_subset(lengths);
        w.str_line(if first_wins { "NO" } else { "YES" });
        n = r.int_or_end(1..=MAX_N)?;
    }
    Ok(())
}

fn main() {
    run(solve);
}
