//! The input validator: tests until the end of the input, at least one; each a line `n m`
//! with n from 1 to 1000 and m from 2 to 100, then n lines `a b`, the columns of a row's two
//! pieces, from 1 to m and different. The statement gives no bound on the number of tests.

use judge_io::validator::{self, Invalid, Validator};

fn validate(v: &mut Validator) -> Result<(), Invalid> {
    loop {
        v.test();
        let n = v.int("n", 1, 1000)?;
        v.space()?;
        let m = v.int("m", 2, 100)?;
        v.newline()?;
        for _ in 0..n {
            let a = v.int("a", 1, m)?;
            v.space()?;
            let b = v.int("b", 1, m)?;
            v.check(a != b, "both pieces of a row are on one cell")?;
            v.newline()?;
        }
        if v.at_end() {
            return Ok(());
        }
    }
}

fn main() {
    validator::run(validate);
}
