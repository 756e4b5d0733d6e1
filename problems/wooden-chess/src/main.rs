//! A Pair of Wooden Chess (九省联考 2018, Luogu P4363): two players fill an n × m board,
//! a cell only when everything left of it in its row and above it in its column is filled.
//!
//! The filled cells always form a staircase shape, and the player to move is fixed by how many
//! cells are filled, so the state is the shape alone: C(n + m, n) <= 184 756 of them. Each is
//! encoded by its boundary path and valued by minimax from the full board back to the empty
//! one (`fill_minimax`, over `sg_core::young_diagram`'s paths): the first player adds the cell maximising
//! A plus the rest, the second the one minimising the rest minus B.

use judge_io::{InputError, Reader, Writer, run};
use sg_core::young_diagram::YoungDiagrams;

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

/// The value, to the first player, of the game that fills a `rows` × `cols` box: players
/// alternate, the first player first, and each adds one cell that keeps the filled cells a
/// staircase shape, until the box is full. A cell `(r, c)` taken by the first player is worth
/// `first[r * cols + c]` to them, taken by the second `second[r * cols + c]` to the second.
/// Each player maximises their own total minus the other's; the result is the first player's
/// total minus the second's under that play.
///
/// # Constraints
///
/// `rows + cols <= 30`, `first` and `second` hold `rows * cols` values, and every sum of
/// values fits in an `i64` (true when each |value| is below 2^63 / (rows · cols)). The table
/// has C(rows + cols, rows) entries, so in practice `rows + cols` is at most about 26.
///
/// # Panics
///
/// Panics if `rows + cols > 30` or a slice has the wrong length.
///
/// # Complexity
///
/// O(C(rows + cols, rows) · rows) time, O(C(rows + cols, rows)) memory.
fn fill_minimax(rows: usize, cols: usize, first: &[i64], second: &[i64]) -> i64 {
    assert_eq!(first.len(), rows * cols, "one first-player value per cell");
    assert_eq!(second.len(), rows * cols, "one second-player value per cell");
    let shapes = YoungDiagrams::new(rows, cols);
    let paths: Vec<u32> = shapes.paths().collect();
    // value[rank]: first player's total minus second's over the cells still to be filled.
    let mut value = vec![0i64; paths.len()];
    for rank in (0..paths.len()).rev() {
        let path = paths[rank];
        let first_to_move = shapes.filled(path) % 2 == 0;
        let options = shapes.corners(path).map(|c| {
            let cell = c.row * cols + c.col;
            let later = value[rank + c.rank_step];
            if first_to_move { later + first[cell] } else { later - second[cell] }
        });
        let best = if first_to_move { options.max() } else { options.min() };
        value[rank] = best.unwrap_or(0);
    }
    value[0]
}

fn main() {
    run(solve);
}
