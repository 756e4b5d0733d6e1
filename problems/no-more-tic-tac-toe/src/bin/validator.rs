//! The input validator: T from 1 to 10 000, then T lines, each a strip of 1 to 100 cells of
//! `X`, `O` and `.`, with no two equal letters side by side (the strip comes from legal play).

use judge_io::validator::{self, Invalid, Validator};

fn validate(v: &mut Validator) -> Result<(), Invalid> {
    let t = v.int("t", 1, 10_000)?;
    v.newline()?;
    for _ in 0..t {
        v.test();
        let strip = v.token()?;
        v.bound("n", strip.len() as i64, 1, 100)?;
        v.check(strip.iter().all(|c| b"XO.".contains(c)), "a strip holds only `X`, `O` and `.`")?;
        v.check(
            strip.windows(2).all(|w| w[0] != w[1] || w[0] == b'.'),
            "two equal letters side by side: legal play never writes them",
        )?;
        v.newline()?;
    }
    Ok(())
}

fn main() {
    validator::run(validate);
}
