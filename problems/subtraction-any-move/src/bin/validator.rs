//! The input validator: T from 1 to 100; each test a line `k s_1 … s_k` (k from 1 to 20,
//! amounts from 1 to 1000, distinct, in any order) and a line `n h_1 … h_n` (n from 1 to 1000,
//! piles from 0 to 10 000); the sum of n over the tests at most 100 000.
//!
//! The statement reads tokens regardless of line breaks; the validator checks the form the
//! README's Input section gives and the stored cases use: T alone on the first line, then each
//! test's two lines as above.

use judge_io::validator::{self, Invalid, Validator};

fn validate(v: &mut Validator) -> Result<(), Invalid> {
    let tests = v.int("t", 1, 100)?;
    v.newline()?;
    let mut total_n = 0;
    for _ in 0..tests {
        let k = v.int("k", 1, 20)?;
        let mut seen = [false; 1001];
        for _ in 0..k {
            v.space()?;
            let s = v.int("s", 1, 1000)?;
            v.check(!seen[s as usize], format_args!("the amount {s} is repeated"))?;
            seen[s as usize] = true;
        }
        v.newline()?;
        let n = v.int("n", 1, 1000)?;
        v.space()?;
        v.ints("h", n as usize, 0, 10_000)?;
        v.newline()?;
        total_n += n;
    }
    // T <= 100 and n <= 1000 already keep this sum within its bound; it is recorded so that
    // the cases are seen to reach both of its ends.
    v.bound("sum_n", total_n, 1, 100_000)
}

fn main() {
    validator::run(validate);
}
