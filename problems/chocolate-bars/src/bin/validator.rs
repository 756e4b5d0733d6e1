//! The input validator: exactly ten tests and no count line, each a line with N from 1 to 14
//! and a line with N lengths from 1 to 10^9.
//!
//! The solution reads tests up to the end of the input and so accepts other counts; the
//! statement fixes ten, and so does the validator.

use judge_io::validator::{self, Invalid, Validator};

const TESTS: usize = 10;

fn validate(v: &mut Validator) -> Result<(), Invalid> {
    for test in 0..TESTS {
        v.test();
        v.check(!v.at_end(), format_args!("only {test} tests: the input holds exactly {TESTS}"))?;
        let n = v.int("n", 1, 14)?;
        v.newline()?;
        v.ints("length", n as usize, 1, 1_000_000_000)?;
        v.newline()?;
    }
    v.check(v.at_end(), format_args!("more than {TESTS} tests: the input holds exactly {TESTS}"))
}

fn main() {
    validator::run(validate);
}
