//! Game of Hyper Knights (LightOJ 1315): knights on an unbounded quarter-plane board, each
//! move sends one knight by one of six steps that lower `x + y`; who cannot move loses.
//!
//! The knights do not interact, so the game is a sum of one-knight games and Alice wins
//! exactly when the XOR of their Grundy values is non-zero. Two steps raise one coordinate,
//! so play from `x, y < 500` reaches coordinates near 750; the table therefore covers the
//! whole triangle `x + y <= s` for the largest starting sum `s`, filled one anti-diagonal at a
//! time (`sg_core::grid::GridGrundy`), once for all cases.

use judge_io::{InputError, Reader, Writer, run};
use sg_core::grid::GridGrundy;
use sg_core::nim::nim_sum;

const STEPS: [(isize, isize); 6] = [(-2, 1), (1, -2), (-2, -1), (-1, -2), (-3, -1), (-1, -3)];

fn solve(r: &mut Reader, w: &mut Writer) -> Result<(), InputError> {
    let cases: usize = r.int_in(0..=200)?;
    let mut sizes = Vec::with_capacity(cases);
    let mut knights = Vec::new();
    for _ in 0..cases {
        let n: usize = r.int_in(1..=1000)?;
        sizes.push(n);
        for _ in 0..n {
            let x: usize = r.int_in(0..=499)?;
            let y: usize = r.int_in(0..=499)?;
            knights.push((x, y));
        }
    }
    r.finish()?;
    let table = GridGrundy::for_cells(&STEPS, knights.iter().copied());
    let mut rest = knights.as_slice();
    for (case, n) in sizes.into_iter().enumerate() {
        let (these, after) = rest.split_at(n);
        rest = after;
        let xor = nim_sum(these.iter().map(|&(x, y)| table.get(x, y)));
        w.line(format_args!("Case {}: {}", case + 1, if xor != 0 { "Alice" } else { "Bob" }));
    }
    Ok(())
}

fn main() {
    run(solve);
}
