//! The input validator: C, then C lines `n m` with 1 <= n, m <= 1000.
//!
//! The statement as recorded bounds neither C nor the layout of the tokens. The validator
//! takes the largest stored input, C = 10^5, as the bound, and the form of the stored cases
//! and the README's Input section: C on the first line, one case per line.

use judge_io::validator::{self, Invalid, Validator};

fn validate(v: &mut Validator) -> Result<(), Invalid> {
    let c = v.int("c", 1, 100_000)?;
    v.newline()?;
    for _ in 0..c {
        v.test();
        v.int("n", 1, 1000)?;
        v.space()?;
        v.int("m", 1, 1000)?;
        v.newline()?;
    }
    Ok(())
}

fn main() {
    validator::run(validate);
}
