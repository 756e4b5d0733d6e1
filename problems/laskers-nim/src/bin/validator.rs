//! The input validator of laskers-nim: T from 1 to 100, then T tests, each a line holding N and
//! a line holding N heap sizes from 1 to 2^31 − 1.
//!
//! The statement allows N up to 10^6 per test and states no total. This validator allows
//! 10^6 heaps per input in all (the project's choice): one test may reach the statement's N,
//! as the largest case does, and an input stays near 2 MB when its heaps are small.

use judge_io::validator::{self, Invalid, Validator};

const MAX_TESTS: i64 = 100;
/// The statement's bound on N.
const MAX_N: i64 = 1_000_000;
/// The project's bound on the heaps of a whole input.
const MAX_HEAPS_PER_INPUT: i64 = 1_000_000;
const MAX_HEAP: i64 = (1 << 31) - 1;

fn validate(v: &mut Validator) -> Result<(), Invalid> {
    let tests = v.int("t", 1, MAX_TESTS)?;
    v.newline()?;
    let mut total = 0;
    for _ in 0..tests {
        v.test();
        let n = v.int("n", 1, MAX_N)?;
        v.newline()?;
        v.ints("heap", n as usize, 1, MAX_HEAP)?;
        v.newline()?;
        total += n;
        v.check(total <= MAX_HEAPS_PER_INPUT, format_args!("more than {MAX_HEAPS_PER_INPUT} heaps in the input"))?;
    }
    v.bound("heaps-in-the-input", total, 1, MAX_HEAPS_PER_INPUT)
}

fn main() {
    validator::run(validate);
}
