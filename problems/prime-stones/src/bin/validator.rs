//! The input validator: N from 1 to 10, then N lines of one pile size M from 0 to 20 000.

use judge_io::validator::{self, Invalid, Validator};

fn validate(v: &mut Validator) -> Result<(), Invalid> {
    let n = v.int("n", 1, 10)?;
    v.newline()?;
    for _ in 0..n {
        v.test();
        v.int("m", 0, 20_000)?;
        v.newline()?;
    }
    Ok(())
}

fn main() {
    validator::run(validate);
}
