//! The input validator: T from 1 to 500 games, each a line with N from 1 to 50 and a line with
//! N piles from 0 to 5000, not all of them empty.
//!
//! The statement reads whitespace-separated tokens; the stored cases and the README's Input
//! section put N on its own line and the piles on the next, and that form is the one checked.

use judge_io::validator::{self, Invalid, Validator};

fn validate(v: &mut Validator) -> Result<(), Invalid> {
    let t = v.int("t", 1, 500)?;
    v.newline()?;
    for _ in 0..t {
        v.test();
        let n = v.int("n", 1, 50)?;
        v.newline()?;
        let piles = v.ints("pile", n as usize, 0, 5000)?;
        // A game without a stone has no first move: the statement leaves it undefined.
        v.check(piles.iter().any(|&p| p > 0), "every pile of this game is empty")?;
        v.newline()?;
    }
    Ok(())
}

fn main() {
    validator::run(validate);
}
