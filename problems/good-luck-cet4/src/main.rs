//! Good Luck in CET-4 Everybody! (HDU 1847): one pile, remove a power of two, last card wins.
//!
//! The pile is a subtraction game with moves 1, 2, 4, …, 512; the first player wins exactly
//! when the Grundy value of n is non-zero. One table up to the largest n answers every case.

use judge_io::{InputError, Reader, Writer, run};
use sg_core::subtraction::subtraction_grundy;

const MAX_N: usize = 1000;

fn solve(r: &mut Reader, w: &mut Writer) -> Result<(), InputError> {
    let mut piles = Vec::new();
    while let Some(n) = r.int_or_end(1..=MAX_N)? {
        piles.push(n);
    }
    let largest = piles.iter().copied().max().unwrap_or(0);
    let powers: Vec<usize> = (0..).map(|e| 1 << e).take_while(|&p| p <= largest).collect();
    let grundy = subtraction_grundy(&powers, largest + 1);
    for n in piles {
        w.str_line(if grundy[n] != 0 { "Kiki" } else { "Cici" });
    }
    Ok(())
}

fn main() {
    run(solve);
}
