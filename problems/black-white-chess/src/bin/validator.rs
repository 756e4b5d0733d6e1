//! The input validator: one line `n k d` with 1 <= d <= k <= n <= 10 000, k even and
//! k <= 100.
//!
//! An even k is at least 2, and n >= k, so the least n and k that can occur are 2: the bounds
//! are read from 2, where the cases can reach them, and an odd k is refused as a rule.

use judge_io::validator::{self, Invalid, Validator};

fn validate(v: &mut Validator) -> Result<(), Invalid> {
    let n = v.int("n", 2, 10_000)?;
    v.space()?;
    let k = v.int("k", 2, n.min(100))?;
    v.check(k % 2 == 0, format_args!("k = {k} is odd: the pieces are white and black in pairs"))?;
    v.space()?;
    v.int("d", 1, k)?;
    v.newline()
}

fn main() {
    validator::run(validate);
}
