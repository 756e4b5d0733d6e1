//! Stones in a row (ZJOI 2009, Luogu P2599): piles in a row; a move takes any positive number
//! of stones from the leftmost or the rightmost pile; whoever cannot move loses.
//!
//! For a segment S of the row there is exactly one x >= 0 such that a pile of x stones put to
//! the left of S makes a lost position, `left(S)`, and likewise `right(S)`. For a segment S
//! followed by a pile X, left(S X) follows from left(S), right(S) and X alone: the losing pairs
//! (x, y) of "x S y" pair 0 with right(S), left(S) with 0, and the other positive values in
//! increasing order. The row is lost exactly when left(row) = 0. Filling the segments by
//! start from the right keeps two rows of values: O(n²) time, O(n) memory per test.

use judge_io::{InputError, Reader, Writer, run};

const MAX_TESTS: usize = 10;
const MAX_PILES: usize = 1000;
const MAX_STONES: u64 = 1_000_000_000;

/// The pile to put on one side (the near side) of a segment S so that, with a pile of `x`
/// stones on the other side, the row is lost. `near` is S's own value for the near side
/// (left(S) or right(S)), `far` its value for the other side, and `x` >= 1. The result is at
/// most `x + 1`: no overflow in u64.
fn partner(near: u64, far: u64, x: u64) -> u64 {
    // Cases: x = far gives 0; x < far gives x, or x + 1 if x >= near; x > far gives x, or
    // x - 1 if x <= near. Written as selects: the branches would be mispredicted on random
    // piles, and `near` is the previous step's result, so its path is kept short.
    let above = x + u64::from(x >= near);
    let below = x - u64::from(x <= near);
    let value = if x < far { above } else { below };
    if x == far { 0 } else { value }
}

/// Whether the first player wins the row `piles`.
fn first_wins(piles: &[u64], left: &mut Vec<u64>, right: &mut Vec<u64>) -> bool {
    let n = piles.len();
    // left[j] and right[j] hold left(i..=j) and right(i..=j) for the current start i.
    left.clear();
    left.resize(n, 0);
    right.clear();
    right.resize(n, 0);
    for i in (0..n).rev() {
        left[i] = piles[i];
        right[i] = piles[i];
        for j in i + 1..n {
            // right(i..=j): a[i] on the left of segment i+1..=j, read before it is overwritten.
            let r = partner(right[j], left[j], piles[i]);
            left[j] = partner(left[j - 1], right[j - 1], piles[j]);
            right[j] = r;
        }
    }
    left[n - 1] != 0
}

fn solve(r: &mut Reader, w: &mut Writer) -> Result<(), InputError> {
    let tests: usize = r.int_in(1..=MAX_TESTS)?;
    let (mut left, mut right) = (Vec::new(), Vec::new());
    for _ in 0..tests {
        let n: usize = r.int_in(1..=MAX_PILES)?;
        let piles = r.ints_in(n, 1..=MAX_STONES)?;
        w.line(u8::from(first_wins(&piles, &mut left, &mut right)));
    }
    r.finish()
}

fn main() {
    run(solve);
}
