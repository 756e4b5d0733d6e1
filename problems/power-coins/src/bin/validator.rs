//! The input validator: T from 1 to 10, then T tests, each a line `n Q` with n from 1 to
//! 30 000 and Q from 1 to 30, and a line of n states, each 0 or 1.
//!
//! The statement only says the states are whitespace-separated; this checks the form the
//! stored cases use: all n states of a test on one line, single spaces between them.

use judge_io::validator::{self, Invalid, Validator};

fn validate(v: &mut Validator) -> Result<(), Invalid> {
    let t = v.int("t", 1, 10)?;
    v.newline()?;
    for _ in 0..t {
        v.test();
        let n = v.int("n", 1, 30_000)?;
        v.space()?;
        v.int("q", 1, 30)?;
        v.newline()?;
        v.ints("state", n as usize, 0, 1)?;
        v.newline()?;
    }
    Ok(())
}

fn main() {
    validator::run(validate);
}
