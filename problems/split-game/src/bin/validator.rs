//! The input validator: t from 1 to 10 tests, each a line with n from 2 to 21 and a line with
//! the n bottles' counts, from 0 to 10 000.
//!
//! The statement reads tokens regardless of line breaks; the stored cases and the README's
//! Input section put n on its own line and the counts on the next, and that form is the one
//! checked.

use judge_io::validator::{self, Invalid, Validator};

fn validate(v: &mut Validator) -> Result<(), Invalid> {
    let t = v.int("t", 1, 10)?;
    v.newline()?;
    for _ in 0..t {
        v.test();
        let n = v.int("n", 2, 21)?;
        v.newline()?;
        v.ints("p", n as usize, 0, 10_000)?;
        v.newline()?;
    }
    Ok(())
}

fn main() {
    validator::run(validate);
}
