//! Fibonacci again and again (HDU 1848): three piles, a move removes a Fibonacci number
//! (1, 2, 3, 5, 8, …) of stones from one pile, last stone wins.
//!
//! Each pile is a subtraction game with the Fibonacci moves; the three piles are a sum of
//! games, so the first player wins exactly when the XOR of the three Grundy values is non-zero.
//! One table up to the largest pile answers every case.

use judge_io::{InputError, Reader, Writer, run};
use sg_core::nim::table_sum;
use sg_core::subtraction::subtraction_grundy;

const MAX_PILE: usize = 1000;

/// The moves 1, 2, 3, 5, 8, … up to `limit` (1 appears once).
fn fibonacci_moves(limit: usize) -> Vec<usize> {
    let mut moves = Vec::new();
    let (mut a, mut b) = (1, 2);
    while a <= limit {
        moves.push(a);
        (a, b) = (b, a + b);
    }
    moves
}

fn solve(r: &mut Reader, w: &mut Writer) -> Result<(), InputError> {
    let mut games = Vec::new();
    // Stop at `0 0 0`, or at the end of the input if the terminator is missing.
    while let Some(m) = r.int_or_end(0..=MAX_PILE)? {
        let piles = [m, r.int_in(0..=MAX_PILE)?, r.int_in(0..=MAX_PILE)?];
        if piles == [0, 0, 0] {
            break;
        }
        games.push(piles);
    }
    let largest = games.iter().flatten().copied().max().unwrap_or(0);
    let grundy = subtraction_grundy(&fibonacci_moves(largest), largest + 1);
    for [m, n, p] in games {
        w.str_line(if table_sum(&grundy, [m, n, p]) != 0 { "Fibo" } else { "Nacci" });
    }
    Ok(())
}

fn main() {
    run(solve);
}
