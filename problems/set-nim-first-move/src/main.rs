//! Set Nim with the first winning move (一本通·提高篇 6.7, exercise 1): N piles, a move removes
//! exactly s stones from one pile for some s in S; report a winning first move, the one with
//! the smallest pile index and then the smallest amount.
//!
//! Each pile is a subtraction game; one Grundy table up to the largest pile gives every pile's
//! value, and the position is won exactly when their XOR `x` is non-zero. A move on pile i wins
//! exactly when it reaches value `g(a_i) ^ x`, which may be larger than `g(a_i)`, so every pile
//! is tried in order, each with its amounts in increasing order (`sg_core::winning`).

use judge_io::{InputError, Reader, Writer, run};
use sg_core::subtraction::subtraction_grundy;
use sg_core::winning::first_winning_move;

const MAX_PILES: usize = 100;
const MAX_AMOUNTS: usize = 100;
const MAX_VALUE: usize = 10_000;

fn solve(r: &mut Reader, w: &mut Writer) -> Result<(), InputError> {
    let n = r.int_in(1..=MAX_PILES)?;
    let piles = r.ints_in(n, 1..=MAX_VALUE)?;
    let k = r.int_in(1..=MAX_AMOUNTS)?;
    let mut amounts = r.ints_in(k, 1..=MAX_VALUE)?;
    r.finish()?;
    amounts.sort_unstable();
    amounts.dedup();
    let largest = piles.iter().copied().max().unwrap_or(0);
    let grundy = subtraction_grundy(&amounts, largest + 1);
    let values: Vec<u32> = piles.iter().map(|&a| grundy[a]).collect();
    let first = first_winning_move(&values, |i, out| {
        let a = piles[i];
        out.extend(amounts.iter().take_while(|&&s| s <= a).map(|&s| (s, grundy[a - s])));
    });
    match first {
        Some((i, t)) => {
            w.str_line("YES");
            w.line(format_args!("{} {t}", i + 1));
        }
        None => w.str_line("NO"),
    }
    Ok(())
}

fn main() {
    run(solve);
}
