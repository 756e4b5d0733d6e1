//! Nim or not Nim? (HDU 3032): Lasker's Nim. Several heaps; a move takes any positive number
//! of objects from one heap, or splits one heap into two non-empty heaps; whoever takes the
//! last object wins. Alice moves first.
//!
//! A heap of s has Grundy value s, except that 4k + 3 and 4k + 4 swap values
//! (`sg_core::lasker::grundy`); the position is the sum of its heaps, so Alice wins exactly
//! when the XOR of the values is non-zero. Values reach 2^31 (the heap 2^31 − 1), so they are
//! kept in 64 bits. O(N) per test, each heap read and folded in as it comes.

use judge_io::{InputError, Reader, Writer, run};
use sg_core::lasker::grundy;

const MAX_TESTS: u32 = 100;
const MAX_HEAPS: u32 = 1_000_000;
const MAX_HEAP: u64 = (1 << 31) - 1;

fn solve(r: &mut Reader, w: &mut Writer) -> Result<(), InputError> {
    let tests = r.int_in(1..=MAX_TESTS)?;
    for _ in 0..tests {
        let heaps = r.int_in(1..=MAX_HEAPS)?;
        let mut value = 0u64;
        for _ in 0..heaps {
            value ^= grundy(r.int_in(1..=MAX_HEAP)?);
        }
        w.str_line(if value != 0 { "Alice" } else { "Bob" });
    }
    r.finish()
}

fn main() {
    run(solve);
}
