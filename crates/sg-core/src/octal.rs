//! The octal notation of take-and-break games: `d0.d1d2d3…`.
//!
//! Digit `d_j` (after the point, `j` = 1, 2, …) says what taking `j` tokens from a heap may
//! leave, as a sum of 1 (nothing: the heap had exactly `j` tokens), 2 (one smaller heap) and 4
//! (two non-empty heaps). The digit before the point, `d_0`, is taking no tokens, which can only
//! split a heap: it is 0 or 4. Kayles is `0.77`, Dawson's Kayles `0.07`, Dawson's chess `0.137`.
//!
//! Parsing gives a [`TakeBreak`], whose [`Display`](std::fmt::Display) writes the code back.

use crate::take_break::{RulesError, TakeBreak};
use std::fmt;

/// Why a code is not an octal game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum OctalError {
    /// The code is empty.
    Empty,
    /// A character other than an octal digit or the point.
    NotOctal {
        /// The character.
        found: char,
        /// Its position, counted in characters from 0.
        at: usize,
    },
    /// No point, a second point, or more than one digit before the point.
    Shape,
    /// The digits are octal but do not describe moves.
    Rules(RulesError),
}

impl fmt::Display for OctalError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OctalError::Empty => f.write_str("the octal code is empty (expected a code such as 0.77)"),
            OctalError::NotOctal { found, at } => {
                write!(f, "{found:?} at position {at} of the octal code is not an octal digit (0 to 7)")
            }
            OctalError::Shape => {
                f.write_str("an octal code is one digit (0 or 4), a point, then digits, such as 0.77 or 4.07")
            }
            OctalError::Rules(error) => error.fmt(f),
        }
    }
}

impl std::error::Error for OctalError {}

/// The game of the octal code `code`: one digit (0 or 4, which may be left out), a point, and
/// the digits `d_1 d_2 …` (none at all means no move but splits). Trailing zeros are allowed.
///
/// # Errors
///
/// [`OctalError`] for an empty code, a character that is not an octal digit, a code without
/// exactly one point or with more than one digit before it, or a first digit other than 0 or 4.
///
/// # Complexity
///
/// O(length of the code).
///
/// # Example
///
/// ```
/// use sg_core::octal::{parse, OctalError};
///
/// let kayles = parse("0.77").unwrap();
/// assert_eq!(kayles.digits(), [0, 7, 7]);
/// assert_eq!(parse(".137").unwrap().to_string(), "0.137");
/// assert_eq!(parse("4.070").unwrap().to_string(), "4.07");
/// assert_eq!(parse("0.8"), Err(OctalError::NotOctal { found: '8', at: 2 }));
/// assert!(parse("1.7").is_err()); // taking nothing cannot remove a heap
/// ```
pub fn parse(code: &str) -> Result<TakeBreak, OctalError> {
    if code.is_empty() {
        return Err(OctalError::Empty);
    }
    let mut digits = Vec::with_capacity(code.len());
    let mut point = None;
    for (at, c) in code.chars().enumerate() {
        match c {
            '.' if point.is_none() => point = Some(digits.len()),
            '0'..='7' => digits.push(c as u8 - b'0'),
            '.' => return Err(OctalError::Shape),
            found => return Err(OctalError::NotOctal { found, at }),
        }
    }
    match point {
        Some(0) => digits.insert(0, 0),
        Some(1) => {}
        _ => return Err(OctalError::Shape),
    }
    TakeBreak::new(&digits, false).map_err(OctalError::Rules)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lasker_nim_is_4_333() {
        // 4.333…3 with 300 digits of 3 is Lasker's Nim for every heap below 301.
        let mut digits = vec![4u8];
        digits.resize(301, 3);
        let game = TakeBreak::new(&digits, false).expect("octal digits");
        let code = format!("4.{}", "3".repeat(300));
        assert_eq!(parse(&code).as_ref(), Ok(&game));
        for (s, &g) in game.grundy_by_definition(301).iter().enumerate() {
            assert_eq!(crate::lasker::grundy(s as u64), u64::from(g), "heap {s}");
        }
    }

    #[test]
    fn shapes() {
        assert_eq!(parse(""), Err(OctalError::Empty));
        assert_eq!(parse("077"), Err(OctalError::Shape));
        assert_eq!(parse("0.7.7"), Err(OctalError::Shape));
        assert_eq!(parse("04.7"), Err(OctalError::Shape));
        assert_eq!(parse("0,77"), Err(OctalError::NotOctal { found: ',', at: 1 }));
        assert_eq!(parse("0.7x"), Err(OctalError::NotOctal { found: 'x', at: 3 }));
        assert_eq!(parse("2.7"), Err(OctalError::Rules(RulesError::TakeNothing { digit: 2 })));
        assert_eq!(parse("4.").map(|g| g.to_string()), Ok("4.0".to_string()));
        assert_eq!(parse("0.").map(|g| g.digits().to_vec()), Ok(vec![0]));
        assert_eq!(parse(".6").map(|g| g.to_string()), Ok("0.6".to_string()));
    }

    #[test]
    fn every_short_code_reads_back() {
        for first in [0u8, 4] {
            for rest in 0..512u32 {
                let digits = [first, (rest / 64) as u8, (rest / 8 % 8) as u8, (rest % 8) as u8];
                let code = format!("{}.{}{}{}", digits[0], digits[1], digits[2], digits[3]);
                let game = parse(&code).unwrap_or_else(|e| panic!("{code}: {e}"));
                let expected = code.trim_end_matches('0');
                let expected = if expected.ends_with('.') { format!("{expected}0") } else { expected.to_string() };
                assert_eq!(game.to_string(), expected);
                assert_eq!(parse(&game.to_string()), Ok(game));
            }
        }
    }
}
