//! The input validator: T from 1 to 4000, then T tests, each a line with N from 1 to 50 and a
//! line with the N pile sizes, each from 1 to 1000.

use judge_io::validator::{self, Invalid, Validator};

fn validate(v: &mut Validator) -> Result<(), Invalid> {
    let tests = v.int("t", 1, 4000)?;
    v.newline()?;
    for _ in 0..tests {
        v.test();
        let n = v.int("n", 1, 50)?;
        v.newline()?;
        v.ints("pile", n as usize, 1, 1000)?;
        v.newline()?;
    }
    Ok(())
}

fn main() {
    validator::run(validate);
}
