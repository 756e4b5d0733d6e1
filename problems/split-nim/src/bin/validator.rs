//! The input validator: n from 1 to 100, then a line with the n piles, from 1 to 100.
//!
//! The statement reads tokens regardless of line breaks; the stored cases and the README's
//! Input section put n on the first line and the piles on the second, and that form is the one
//! checked.

use judge_io::validator::{self, Invalid, Validator};

fn validate(v: &mut Validator) -> Result<(), Invalid> {
    let n = v.int("n", 1, 100)?;
    v.newline()?;
    v.ints("a", n as usize, 1, 100)?;
    v.newline()
}

fn main() {
    validator::run(validate);
}
