//! The input validator: N from 1 to 100, then N lines with one pile each (1 to 10 000), then
//! K from 1 to 100 and a line with the K amounts (1 to 10 000, in any order, repeats allowed).
//!
//! The judge's own bounds were not retrieved; the best known ones (N, K <= 10, piles <= 1000,
//! amounts <= 100) are smaller than those the README says the problem accepts, and the stored
//! cases use the larger ones, so those are checked. The statement reads tokens regardless of
//! line breaks; the stored cases and the README's Input section put each pile on its own line
//! and the amounts on one line, and that form is the one checked.

use judge_io::validator::{self, Invalid, Validator};

fn validate(v: &mut Validator) -> Result<(), Invalid> {
    let n = v.int("n", 1, 100)?;
    v.newline()?;
    for _ in 0..n {
        v.int("pile", 1, 10_000)?;
        v.newline()?;
    }
    let k = v.int("k", 1, 100)?;
    v.newline()?;
    v.ints("s", k as usize, 1, 10_000)?;
    v.newline()
}

fn main() {
    validator::run(validate);
}
