//! Switch lights (HDU 3404): lit lights on a grid; a move picks a lit light (x2, y2) and a
//! corner (x1, y1) with x1 <= x2, y1 <= y2, and switches the distinct corners of that
//! rectangle. Whoever switches the last light off wins.
//!
//! The game is the product of two copies of the 1-D game "switch a lit coin and at most one
//! coin before it", whose coin at position x is worth x; by the Tartan theorem a light at
//! (x, y) is worth the nim product x ⊗ y, and a position the XOR of its lights. The first
//! player wins exactly when that XOR is not 0. Coordinates are below 2^14, so every product
//! is a 16-bit nim product (`sg_core::nim_product`, four table lookups). O(n) per test.

use judge_io::{InputError, Reader, Writer, run};
use sg_core::nim_product::NimProduct;

const MAX_T: usize = 100;
const MAX_N: usize = 1000;
const MAX_COORD: u16 = 10_000;

fn solve(r: &mut Reader, w: &mut Writer) -> Result<(), InputError> {
    let nim = NimProduct::new();
    let t = r.int_in(1..=MAX_T)?;
    for _ in 0..t {
        let n = r.int_in(0..=MAX_N)?;
        let mut value = 0;
        for _ in 0..n {
            let x = r.int_in(1..=MAX_COORD)?;
            let y = r.int_in(1..=MAX_COORD)?;
            value ^= nim.mul16(x, y);
        }
        w.str_line(if value != 0 { "Have a try, lxhgww." } else { "Don't waste your time." });
    }
    r.finish()
}

fn main() {
    run(solve);
}
