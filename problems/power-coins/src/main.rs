//! Power Coins: coins at 1..n, a move flips an active coin x together with x / b^p,
//! x / b^(2p), ..., x / b^(qp) for b in {2, 3}, p >= 1 and 1 <= q <= Q; who cannot move loses.
//!
//! Every move flips its largest coin from active to inactive, so this is a coin-turning game:
//! the position's value is the XOR of the values g(x) of the active coins (state 0). Dividing
//! by a power of 2 keeps the exponent of 3 and the reverse, so g(x) depends only on the two
//! exponents: a table of at most 15 × 10 cells per case (`sg_core::coins::PowerCoins`), then
//! one lookup per coin.

use judge_io::{InputError, Reader, Writer, run};
use sg_core::coins::PowerCoins;

fn solve(r: &mut Reader, w: &mut Writer) -> Result<(), InputError> {
    let cases: usize = r.int_in(1..=10)?;
    for _ in 0..cases {
        let n: u64 = r.int_in(1..=30_000)?;
        let max_count: usize = r.int_in(1..=30)?;
        let game = PowerCoins::new(&[2, 3], max_count, n);
        let grundy = game.by_position();
        let mut xor = 0;
        for &g in &grundy[1..] {
            if r.int_in(0..=1u8)? == 0 {
                xor ^= g;
            }
        }
        w.str_line(if xor != 0 { "win" } else { "lose" });
    }
    r.finish()
}

fn main() {
    run(solve);
}
