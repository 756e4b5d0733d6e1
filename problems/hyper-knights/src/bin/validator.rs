//! The input validator: T from 1 to 200, then T cases, each a line with n from 1 to 1000 and
//! n lines `x y` with 0 <= x, y < 500.
//!
//! The statement only says tokens are whitespace-separated (some copies of the sample have
//! blank lines between lines); this checks the form the stored cases and the README's Input
//! section use: one number per line, one knight `x y` per line. The statement gives no lower
//! bound for T; an input holds at least one case.

use judge_io::validator::{self, Invalid, Validator};

fn validate(v: &mut Validator) -> Result<(), Invalid> {
    let t = v.int("t", 1, 200)?;
    v.newline()?;
    for _ in 0..t {
        v.test();
        let n = v.int("n", 1, 1000)?;
        v.newline()?;
        for _ in 0..n {
            v.int("x", 0, 499)?;
            v.space()?;
            v.int("y", 0, 499)?;
            v.newline()?;
        }
    }
    Ok(())
}

fn main() {
    validator::run(validate);
}
