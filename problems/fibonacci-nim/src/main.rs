//! Fibonacci Nim (HDU 2516, "取石子游戏"): one pile of n stones; the first move takes 1 to
//! n − 1 stones, each later move at most twice the previous one; the last stone wins.
//!
//! With s stones left and at most m allowed, the player to move wins exactly when the smallest
//! part of s's Zeckendorf representation is at most m. The first player may take n − 1, so
//! they lose exactly when n is a Fibonacci number (`sg_core::zeckendorf::is_fibonacci`), in
//! u64: the next Fibonacci number after the last below 2^31 overflows an i32. O(log n) per n.

use judge_io::{InputError, Reader, Writer, run};
use sg_core::zeckendorf::is_fibonacci;

const MAX_N: u64 = (1 << 31) - 1;

fn solve(r: &mut Reader, w: &mut Writer) -> Result<(), InputError> {
    // Tests until the line `0`; an input that ends without it ends there too.
    while let Some(n) = r.int_or_end(0..=MAX_N)? {
        if n == 0 {
            break;
        }
        if n < 2 {
            return Err(r.error("n = 1: the statement has n >= 2"));
        }
        w.str_line(if is_fibonacci(n) { "Second win" } else { "First win" });
    }
    Ok(())
}

fn main() {
    run(solve);
}
