//! No More Tic-tac-toe (LightOJ 1401): a strip where either player writes `X` or `O` into an
//! empty cell, never next to the same letter; whoever writes last wins.
//!
//! Each maximal run of empty cells is an independent game fixed by its length and its two
//! ends (the edge, an `X` or an `O`): a letter written inside a run splits it into two runs
//! bounded by that letter. One table of run values (`sg_core::segment`) gives the strip's
//! Grundy value as the XOR over its runs. Alice moved first, so it is her turn exactly when
//! an even number of cells are marked: she wins iff the value is non-zero on her turn, or
//! zero on the computer's.

use judge_io::{InputError, Reader, Writer, run};
use sg_core::segment::{Letter, SegmentGame};

const MAX_T: usize = 10_000;
const MAX_N: usize = 100;

fn solve(r: &mut Reader, w: &mut Writer) -> Result<(), InputError> {
    let t = r.int_in(1..=MAX_T)?;
    let game = SegmentGame::new(MAX_N);
    let mut cells = Vec::with_capacity(MAX_N);
    for case in 1..=t {
        let board = r.word(b"XO.", "a board of X, O and .")?;
        if board.len() > MAX_N {
            return Err(r.error(format!("a board has at most {MAX_N} cells, found {}", board.len())));
        }
        cells.clear();
        cells.extend(board.iter().map(|&b| match b {
            b'X' => Some(Letter::X),
            b'O' => Some(Letter::O),
            _ => None,
        }));
        let marked = cells.iter().filter(|c| c.is_some()).count();
        let alice_to_move = marked % 2 == 0;
        let mover_wins = game.strip_grundy(&cells) != 0;
        w.line(format_args!("Case {case}: {}", if mover_wins == alice_to_move { "Yes" } else { "No" }));
    }
    r.finish()
}

fn main() {
    run(solve);
}
