//! The input validator of every-sg-euclid: 1 to 100 tests until the end of the input, each a
//! line with N from 1 to 1000, then N lines `p q`, the piles of one game, from 0 to 1000.
//!
//! The statement gives no lower bounds; 1 <= N and 0 <= p, q are the project's choice (a game
//! with an empty pile is over and adds nothing). N = 0 is refused: it is not a terminator.

use judge_io::validator::{self, Invalid, Validator};

const MAX_TESTS: i64 = 100;
const MAX_GAMES: i64 = 1000;
const MAX_PILE: i64 = 1000;

fn validate(v: &mut Validator) -> Result<(), Invalid> {
    let mut tests = 0;
    loop {
        v.test();
        let n = v.int("n", 1, MAX_GAMES)?;
        v.newline()?;
        for _ in 0..n {
            v.int("pile", 0, MAX_PILE)?;
            v.space()?;
            v.int("pile", 0, MAX_PILE)?;
            v.newline()?;
        }
        tests += 1;
        if v.at_end() {
            break;
        }
    }
    v.bound("tests", tests, 1, MAX_TESTS)
}

fn main() {
    validator::run(validate);
}
