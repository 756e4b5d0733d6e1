//! The validator of the test file the interactor reads: the jury's seed (0 to 2^64 − 1) on the
//! first line, T from 1 to 100 on the second, then each game as the jury prints it, a line
//! `k s_1 … s_k` (k from 1 to 10, amounts from 1 to 50, distinct, in any order) and a line
//! `n h_1 … h_n` (n from 1 to 50, piles from 0 to 1000); at most 20 000 stones over all games.

use judge_io::validator::{self, Invalid, Validator};

/// The seed is a u64, beyond the validator's i64 bounds: read as a token and checked to be a
/// canonical decimal u64 (no sign, no leading zero).
fn seed(v: &mut Validator) -> Result<(), Invalid> {
    let token = v.token()?;
    let canonical = token.iter().all(u8::is_ascii_digit) && (token[0] != b'0' || token.len() == 1);
    let value = std::str::from_utf8(token).ok().filter(|_| canonical).and_then(|t| t.parse::<u64>().ok());
    v.check(
        value.is_some(),
        format_args!("the seed must be an integer from 0 to 2^64 - 1, found {:?}", String::from_utf8_lossy(token)),
    )
}

fn validate(v: &mut Validator) -> Result<(), Invalid> {
    seed(v)?;
    v.newline()?;
    let games = v.int("t", 1, 100)?;
    v.newline()?;
    let mut stones = 0;
    for _ in 0..games {
        let k = v.int("k", 1, 10)?;
        let mut seen = [false; 51];
        for _ in 0..k {
            v.space()?;
            let s = v.int("s", 1, 50)?;
            v.check(!seen[s as usize], format_args!("the amount {s} is repeated"))?;
            seen[s as usize] = true;
        }
        v.newline()?;
        let n = v.int("n", 1, 50)?;
        v.space()?;
        stones += v.ints("h", n as usize, 0, 1000)?.iter().sum::<i64>();
        v.newline()?;
    }
    v.bound("stones", stones, 0, 20_000)
}

fn main() {
    validator::run(validate);
}
