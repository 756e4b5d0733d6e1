//! S-Nim (HDU 1536): several heaps, a move removes exactly s beads from one heap with s taken
//! from a fixed set S. For each position, is the player to move winning?
//!
//! Each heap is a subtraction game with move set S; a position is a sum of heaps, winning
//! exactly when the XOR of the heaps' Grundy values is non-zero. S changes per test, so each
//! test builds one table up to its own largest heap and answers its positions from it.

use judge_io::{InputError, Reader, Writer, run};
use sg_core::nim::table_sum;
use sg_core::subtraction::subtraction_grundy;

const MAX_K: usize = 100;
const MAX_S: usize = 10_000;
const MAX_M: usize = 100;
const MAX_L: usize = 100;
const MAX_HEAP: usize = 10_000;

fn solve(r: &mut Reader, w: &mut Writer) -> Result<(), InputError> {
    let mut moves = Vec::with_capacity(MAX_K);
    let mut heaps = Vec::new();
    let mut positions = Vec::with_capacity(MAX_M);
    loop {
        let k = r.int_in(0..=MAX_K)?;
        if k == 0 {
            return Ok(());
        }
        moves.clear();
        for _ in 0..k {
            moves.push(r.int_in(1..=MAX_S)?);
        }
        let m = r.int_in(1..=MAX_M)?;
        heaps.clear();
        positions.clear();
        for _ in 0..m {
            let l = r.int_in(1..=MAX_L)?;
            let start = heaps.len();
            for _ in 0..l {
                heaps.push(r.int_in(0..=MAX_HEAP)?);
            }
            positions.push(start..heaps.len());
        }
        let largest = heaps.iter().copied().max().unwrap_or(0);
        let grundy = subtraction_grundy(&moves, largest + 1);
        for position in &positions {
            let value = table_sum(&grundy, heaps[position.clone()].iter().copied());
            w.char(if value != 0 { 'W' } else { 'L' });
        }
        w.newline();
    }
}

fn main() {
    run(solve);
}
