//! The input validator: T from 1 to 10, then T tests, each a line with n from 1 to 1000 and a
//! line with the n piles, each from 1 to 10^9.

use judge_io::validator::{self, Invalid, Validator};

fn validate(v: &mut Validator) -> Result<(), Invalid> {
    let tests = v.int("t", 1, 10)?;
    v.newline()?;
    for _ in 0..tests {
        v.test();
        let n = v.int("n", 1, 1000)?;
        v.newline()?;
        v.ints("pile", n as usize, 1, 1_000_000_000)?;
        v.newline()?;
    }
    Ok(())
}

fn main() {
    validator::run(validate);
}
