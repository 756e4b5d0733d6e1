//! The input validator: one or more cases up to the end of the input, each a line with one n
//! from 1 to 1000. The statement reads whitespace-separated numbers; the official sample and
//! every case put one number on each line, ending with a line end, which is the form checked
//! here. The number of cases is not stated, so it is not bounded here.

use judge_io::validator::{self, Invalid, Validator};

fn validate(v: &mut Validator) -> Result<(), Invalid> {
    loop {
        v.test();
        v.int("n", 1, 1000)?;
        v.newline()?;
        if v.at_end() {
            return Ok(());
        }
    }
}

fn main() {
    validator::run(validate);
}
