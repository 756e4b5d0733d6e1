//! The input validator: n from 1 to 10^5, then the n step counts a_1..a_n, each from 1 to
//! 10^9, on one line.

use judge_io::validator::{self, Invalid, Validator};

fn validate(v: &mut Validator) -> Result<(), Invalid> {
    let n = v.int("n", 1, 100_000)?;
    v.newline()?;
    v.ints("a", n as usize, 1, 1_000_000_000)?;
    v.newline()
}

fn main() {
    validator::run(validate);
}
