//! The input validator: `N M Q` (1 <= N <= 2000, 0 <= M <= 6000, 1 <= Q <= 10 000), M lines of
//! an edge `X Y` with both ends in 1..=N (loops and repeated edges allowed, cycles too), then
//! Q lines of `K` (1 <= K <= 10) and K token vertices in 1..=N. The sum of K is at most
//! 100 000 because Q and K are bounded, so it is not a bound of its own here.

use judge_io::validator::{self, Invalid, Validator};

fn validate(v: &mut Validator) -> Result<(), Invalid> {
    let n = v.int("n", 1, 2000)?;
    v.space()?;
    let m = v.int("m", 0, 6000)?;
    v.space()?;
    let q = v.int("q", 1, 10_000)?;
    v.newline()?;
    for _ in 0..m {
        v.int("vertex", 1, n)?;
        v.space()?;
        v.int("vertex", 1, n)?;
        v.newline()?;
    }
    for _ in 0..q {
        v.test();
        let k = v.int("k", 1, 10)?;
        v.space()?;
        v.ints("token", k as usize, 1, n)?;
        v.newline()?;
    }
    Ok(())
}

fn main() {
    validator::run(validate);
}
