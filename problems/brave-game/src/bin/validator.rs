//! The input validator: C, then C lines `n m` with 1 <= n, m <= 1000.
//!
//! The statement as recorded bounds neither C nor the layout of the tokens. The validator
//! takes the largest input of the cases, C = 2·10^4, as the bound, and the form of the cases and
//! the README's Input section: C on the first line, one case per line.

use judge_io::validator::{self, Invalid, Validator};

fn validate(v: &mut Validator) -> Result<(), Invalid> {
    let c = v.int("c", 1, 20_000)?;
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
