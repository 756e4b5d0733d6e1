//! The input validator: one line with |V| from 1 to 10^18 and m from 1 to 10^6.

use judge_io::validator::{self, Invalid, Validator};

fn validate(v: &mut Validator) -> Result<(), Invalid> {
    v.int("length", 1, 1_000_000_000_000_000_000)?;
    v.space()?;
    v.int("m", 1, 1_000_000)?;
    v.newline()
}

fn main() {
    validator::run(validate);
}
