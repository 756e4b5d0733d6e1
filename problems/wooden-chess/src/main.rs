//! A Pair of Wooden Chess (九省联考 2018, Luogu P4363): two players fill an n × m board,
//! a cell only when everything left of it in its row and above it in its column is filled.
//!
//! The filled cells always form a staircase shape, and the player to move is fixed by how many
//! cells are filled, so the state is the shape alone: C(n + m, n) <= 184 756 of them. Each is
//! encoded by its boundary path and valued by minimax from the full board back to the empty
//! one (`sg_core::staircase_shape::fill_minimax`): the first player adds the cell maximising
//! A plus the rest, the second the one minimising the rest minus B.

use judge_io::{InputError, Reader, Writer, run};
use sg_core::staircase_shape::fill_minimax;

const MAX_SIDE: usize = 10;
const MAX_VALUE: i64 = 100_000;

fn solve(r: &mut Reader, w: &mut Writer) -> Result<(), InputError> {
    let n = r.int_in(1..=MAX_SIDE)?;
    let m = r.int_in(1..=MAX_SIDE)?;
    let a: Vec<i64> = r.ints_in(n * m, 0..=MAX_VALUE)?;
    let b = r.ints_in(n * m, 0..=MAX_VALUE)?;
    r.finish()?;
    w.line(fill_minimax(n, m, &a, &b));
    Ok(())
}

fn main() {
    run(solve);
}
