//! The input validator: n and m from 1 to 10 on the first line, then n lines of m values of A
//! and n lines of m values of B, each from 0 to 100 000.

use judge_io::validator::{self, Invalid, Validator};

fn validate(v: &mut Validator) -> Result<(), Invalid> {
    let n = v.int("n", 1, 10)?;
    v.space()?;
    let m = v.int("m", 1, 10)?;
    v.newline()?;
    for name in ["a", "b"] {
        for _ in 0..n {
            v.ints(name, m as usize, 0, 100_000)?;
            v.newline()?;
        }
    }
    Ok(())
}

fn main() {
    validator::run(validate);
}
