//! The input validator of switch-lights: T from 1 to 100; each test a line with n from 0 to
//! 1000, then n lines `x y` with 1 <= x, y <= 10000, no position twice within the test (a
//! position may recur in another test). The statement bounds n from above only; an empty
//! test (no lit light) is allowed.

use judge_io::validator::{self, Invalid, Validator};
use std::collections::HashSet;

const MAX_T: i64 = 100;
const MAX_N: i64 = 1000;
const MAX_COORD: i64 = 10_000;

fn validate(v: &mut Validator) -> Result<(), Invalid> {
    let t = v.int("t", 1, MAX_T)?;
    v.newline()?;
    let mut lit = HashSet::new();
    for test in 1..=t {
        v.test();
        let n = v.int("n", 0, MAX_N)?;
        v.newline()?;
        lit.clear();
        for _ in 0..n {
            let x = v.int("x", 1, MAX_COORD)?;
            v.space()?;
            let y = v.int("y", 1, MAX_COORD)?;
            v.check(lit.insert((x, y)), format_args!("the light ({x}, {y}) is given twice in test {test}"))?;
            v.newline()?;
        }
    }
    Ok(())
}

fn main() {
    validator::run(validate);
}
