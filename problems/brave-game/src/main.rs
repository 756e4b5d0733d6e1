//! Brave Game (HDU 1846): one pile of n stones, a move takes 1 to m stones, whoever takes the
//! last stone wins (Bash's game).
//!
//! The pile is the subtraction game with moves 1..=m, whose Grundy value is n mod (m + 1):
//! from a multiple of m + 1 every move leaves a non-multiple, and from a non-multiple taking
//! n mod (m + 1) stones (between 1 and m) leaves a multiple. The first player wins exactly
//! when m + 1 does not divide n. O(1) per case.

use judge_io::{InputError, Reader, Writer, run};

const MAX: u32 = 1000;
const MAX_CASES: usize = 1_000_000_000;

fn solve(r: &mut Reader, w: &mut Writer) -> Result<(), InputError> {
    let cases: usize = r.int_in(1..=MAX_CASES)?;
    for _ in 0..cases {
        let n: u32 = r.int_in(1..=MAX)?;
        let m: u32 = r.int_in(1..=MAX)?;
        w.str_line(if n % (m + 1) != 0 { "first" } else { "second" });
    }
    r.finish()
}

fn main() {
    run(solve);
}
