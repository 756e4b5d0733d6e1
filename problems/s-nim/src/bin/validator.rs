//! The input validator: tests until a line holding only `0`; each test is a line `k s_1 … s_k`
//! (k from 1 to 100, amounts from 1 to 10 000, in any order, repeats allowed), a line `m` (1 to
//! 100), and m lines `l h_1 … h_l` (l from 1 to 100, heaps from 0 to 10 000).
//!
//! The statement reads whitespace-separated tokens; the stored cases and the README's Input
//! section put each of these on its own line, and that form is the one checked.

use judge_io::validator::{self, Invalid, Validator};

fn validate(v: &mut Validator) -> Result<(), Invalid> {
    let mut tests = 0;
    loop {
        v.test();
        // The first number of a line is either k or the `0` that ends the input: it is read
        // with 0 allowed, then held to k's own bound when it is not the end.
        let k = v.int("k-or-end", 0, 100)?;
        if k == 0 {
            v.newline()?;
            break;
        }
        v.bound("k", k, 1, 100)?;
        v.space()?;
        v.ints("s", k as usize, 1, 10_000)?;
        v.newline()?;
        let m = v.int("m", 1, 100)?;
        v.newline()?;
        for _ in 0..m {
            let l = v.int("l", 1, 100)?;
            v.space()?;
            v.ints("h", l as usize, 0, 10_000)?;
            v.newline()?;
        }
        tests += 1;
    }
    // "Several tests": an input of the end marker alone asks nothing.
    v.check(tests > 0, "no test before the ending 0")
}

fn main() {
    validator::run(validate);
}
