//! The input validator: k from 1 to 100, a line with k different amounts from 1 to 10 000 (in
//! any order), n from 1 to 100, and a line with n piles from 1 to 10 000.
//!
//! The statement reads tokens regardless of line breaks; the stored cases and the README's
//! Input section use these four lines, and that form is the one checked.

use judge_io::validator::{self, Invalid, Validator};

fn validate(v: &mut Validator) -> Result<(), Invalid> {
    let k = v.int("k", 1, 100)?;
    v.newline()?;
    let mut amounts = v.ints("s", k as usize, 1, 10_000)?;
    amounts.sort_unstable();
    v.check(amounts.windows(2).all(|w| w[0] != w[1]), "the amounts of S are not all different")?;
    v.newline()?;
    let n = v.int("n", 1, 100)?;
    v.newline()?;
    v.ints("h", n as usize, 1, 10_000)?;
    v.newline()
}

fn main() {
    validator::run(validate);
}
