//! The input validator: one or more lines of three piles `m n p`, each from 1 to 1000, then the
//! line `0 0 0` and nothing after it. The terminator may be missing, the input then ending
//! after a case (the statement's reader stops at end of file too, and a stored case has no
//! terminator). The number of cases is not stated, so it is not bounded here.

use judge_io::validator::{self, Invalid, Validator};

const MAX_PILE: i64 = 1000;

/// The first pile of a line, or `None` for the terminator `0 0 0`. The first token decides
/// which: a line that starts with `0` must be the terminator. The pile is read as a token and
/// its bound recorded with [`Validator::bound`], since the token is the only look-ahead.
fn first_pile(v: &mut Validator) -> Result<Option<i64>, Invalid> {
    let token = v.token()?;
    if token == b"0" {
        for _ in 0..2 {
            v.space()?;
            let zero = v.token()?;
            v.check(zero == b"0", "a line that starts with 0 is the terminator `0 0 0`")?;
        }
        v.newline()?;
        return Ok(None);
    }
    let canonical = token.len() <= 18 && token[0] != b'0' && token.iter().all(u8::is_ascii_digit);
    v.check(canonical, format_args!("expected a pile, found {:?}", String::from_utf8_lossy(token)))?;
    let pile = token.iter().fold(0i64, |acc, &d| acc * 10 + i64::from(d - b'0'));
    v.bound("pile", pile, 1, MAX_PILE)?;
    Ok(Some(pile))
}

fn validate(v: &mut Validator) -> Result<(), Invalid> {
    let mut cases = 0usize;
    while !v.at_end() {
        v.test();
        if first_pile(v)?.is_none() {
            break;
        }
        v.space()?;
        v.ints("pile", 2, 1, MAX_PILE)?;
        v.newline()?;
        cases += 1;
    }
    v.check(cases >= 1, "no case before the end of the input")
}

fn main() {
    validator::run(validate);
}
