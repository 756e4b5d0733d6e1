//! Split Game (HNOI 2007, Luogu P3185): a move takes a bean from bottle i and puts one bean
//! into bottle j and one into bottle k, i < j <= k; count the winning first moves and name the
//! lexicographically smallest.
//!
//! Every bean is a game of its own that depends only on its distance d from the last bottle:
//! it turns into two beans at distances below d, so its value is the split table
//! `g(d) = mex{ g(a) ^ g(b) : b <= a < d }` (`sg_core::split`). Equal beans cancel in pairs,
//! so the position's value is the XOR of `g(d_i)` over the bottles with an odd count. A move
//! (i, j, k) replaces one bean of bottle i by beans at j and k whatever the count of bottle i,
//! so it wins exactly when `g(d_j) ^ g(d_k) = g(d_i) ^ total` (`sg_core::winning`): bottles
//! with an even, non-zero count take part too. O(n³) per test.

use judge_io::{InputError, Reader, Writer, run};
use sg_core::nim::nim_sum;
use sg_core::split::split_grundy;
use sg_core::winning::winning_moves;

const MAX_TESTS: usize = 10;
const MIN_BOTTLES: usize = 2;
const MAX_BOTTLES: usize = 21;
const MAX_BEANS: u32 = 10_000;

fn solve(r: &mut Reader, w: &mut Writer) -> Result<(), InputError> {
    let tests = r.int_in(1..=MAX_TESTS)?;
    let grundy = split_grundy(MAX_BOTTLES);
    for _ in 0..tests {
        let n = r.int_in(MIN_BOTTLES..=MAX_BOTTLES)?;
        let beans = r.ints_in(n, 0..=MAX_BEANS)?;
        // values[i]: the value of one bean in bottle i.
        let values: Vec<u32> = (0..n).map(|i| grundy[n - 1 - i]).collect();
        let total = nim_sum((0..n).filter(|&i| beans[i] % 2 == 1).map(|i| values[i]));
        let mut first = None;
        let mut count = 0u32;
        let options = |i: usize, out: &mut Vec<((usize, usize), u32)>| {
            if beans[i] > 0 {
                for j in i + 1..n {
                    out.extend((j..n).map(|k| ((j, k), values[j] ^ values[k])));
                }
            }
        };
        for (i, (j, k)) in winning_moves(total, &values, options) {
            first.get_or_insert((i, j, k));
            count += 1;
        }
        match first {
            Some((i, j, k)) => w.line(format_args!("{i} {j} {k}")),
            None => w.str_line("-1 -1 -1"),
        }
        w.line(count);
    }
    r.finish()
}

fn main() {
    run(solve);
}
