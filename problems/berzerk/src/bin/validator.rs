//! The input validator: n from 2 to 7000, then Rick's line and Morty's line, each a count k
//! from 1 to n − 1 and k distinct steps from 1 to n − 1.

use judge_io::validator::{self, Invalid, Validator};

fn set(v: &mut Validator, n: i64) -> Result<(), Invalid> {
    let k = v.int("k", 1, n - 1)?;
    let mut seen = vec![false; n as usize];
    for _ in 0..k {
        v.space()?;
        let x = v.int("step", 1, n - 1)?;
        v.check(!seen[x as usize], format_args!("the step {x} appears twice in one set"))?;
        seen[x as usize] = true;
    }
    v.newline()
}

fn validate(v: &mut Validator) -> Result<(), Invalid> {
    let n = v.int("n", 2, 7000)?;
    v.newline()?;
    set(v, n)?;
    set(v, n)
}

fn main() {
    validator::run(validate);
}
