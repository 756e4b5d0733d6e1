//! The input validator of fibonacci-nim: one or more lines holding n, 2 <= n < 2^31, then the
//! line `0` and nothing after it. The number of tests is not stated; 20 000 are allowed here,
//! the size of the largest case (the problem's notes suggest it).

use judge_io::validator::{self, Invalid, Validator};

const MAX_N: i64 = (1 << 31) - 1;
const MAX_TESTS: i64 = 20_000;

fn validate(v: &mut Validator) -> Result<(), Invalid> {
    let mut tests = 0;
    loop {
        v.test();
        let token = v.token()?;
        if token == b"0" {
            v.newline()?;
            break;
        }
        let canonical = token.len() <= 10 && token[0] != b'0' && token.iter().all(u8::is_ascii_digit);
        v.check(canonical, format_args!("expected n or the final 0, found {:?}", String::from_utf8_lossy(token)))?;
        let n = token.iter().fold(0i64, |acc, &d| acc * 10 + i64::from(d - b'0'));
        v.bound("n", n, 2, MAX_N)?;
        v.newline()?;
        tests += 1;
    }
    v.bound("tests", tests, 1, MAX_TESTS)
}

fn main() {
    validator::run(validate);
}
