//! Prime stones (Luogu P1857): one pile; a move removes a prime number of stones; whoever
//! cannot move loses. The first player, if winning, hurries; the loser stalls. Print the number
//! of moves (both players') the first player needs, or -1 if the first player loses.
//!
//! That number is the remoteness of the pile in the subtraction game whose moves are the
//! primes: won positions have odd remoteness, lost ones even. One table up to the largest pile,
//! at most O(M · π(M)) once, answers every test.

use judge_io::{InputError, Reader, Writer, run};
use sg_core::primes::primes_up_to;
use sg_core::remoteness::{is_win, subtraction_remoteness};

const MAX_TESTS: usize = 10;
const MAX_STONES: usize = 20_000;

fn solve(r: &mut Reader, w: &mut Writer) -> Result<(), InputError> {
    let tests: usize = r.int_in(1..=MAX_TESTS)?;
    let piles = r.ints_in(tests, 0..=MAX_STONES)?;
    r.finish()?;
    let largest = piles.iter().copied().max().unwrap_or(0);
    let remoteness = subtraction_remoteness(&primes_up_to(largest), largest + 1);
    for m in piles {
        let steps = remoteness[m];
        if is_win(steps) {
            w.line(steps);
        } else {
            w.line(-1);
        }
    }
    Ok(())
}

fn main() {
    run(solve);
}
