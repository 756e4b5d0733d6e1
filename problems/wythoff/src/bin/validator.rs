//! The input validator of wythoff: one or more lines `a b`, each pile from 0 to 10^9, until the
//! end of the input (no terminator: `0 0` is a position). The number of lines is not stated;
//! 20 000 is allowed here, the size of the largest case (the problem's notes suggest it).

use judge_io::validator::{self, Invalid, Validator};

const MAX_PILE: i64 = 1_000_000_000;
const MAX_LINES: i64 = 20_000;

fn validate(v: &mut Validator) -> Result<(), Invalid> {
    let mut lines = 0;
    loop {
        v.test();
        v.int("pile", 0, MAX_PILE)?;
        v.space()?;
        v.int("pile", 0, MAX_PILE)?;
        v.newline()?;
        lines += 1;
        if v.at_end() {
            break;
        }
    }
    v.bound("lines", lines, 1, MAX_LINES)
}

fn main() {
    validator::run(validate);
}
