//! Subtraction games, any winning move (the project's own problem): per test, a set S of
//! amounts and n piles; print `lose` if the player to move loses, or any winning move `i s`.
//!
//! Each pile is a subtraction game, the position their sum: one Grundy table per test up to
//! the largest pile gives every pile's value, the position is won exactly when their XOR is
//! not 0, and a move wins exactly when it brings its pile to the value that cancels the XOR
//! (`sg_core::winning`). Any winning move is accepted; this prints the first one found (lowest
//! pile, then smallest amount).

mod game;

use judge_io::{InputError, Reader, Writer, run};

fn solve(r: &mut Reader, w: &mut Writer) -> Result<(), InputError> {
    for test in game::read(r)? {
        match test.first_win() {
            Some((i, s)) => w.line(format_args!("{} {s}", i + 1)),
            None => w.str_line("lose"),
        }
    }
    Ok(())
}

fn main() {
    run(solve);
}
