//! Input validators, strict where a solution's reader is lenient: the exact format (single
//! spaces, LF line ends, a final newline, no leading zeros, nothing after the end) and the
//! statement's bounds, with Kattis' exit codes (42 valid, 43 invalid, the reason on stderr).
//!
//! Each bound is read under a name, and the validator says on stdout which end of it the input
//! reaches, one line per name: `<name> <low> <high>` then `min` and/or `max` when the input
//! holds a value equal to that end, and, when the validator marks tests ([`Validator::test`]),
//! a line `@tests` with the line each test starts on. The test kit gathers these lines over a problem's cases
//! and checks that together they reach every end.
//!
//! # Example
//!
//! ```
//! use judge_io::validator::Validator;
//!
//! // n, then n piles of 1 to 10^9 on one line.
//! fn nim(v: &mut Validator) -> Result<(), judge_io::validator::Invalid> {
//!     let n = v.int("n", 1, 100_000)?;
//!     v.newline()?;
//!     v.ints("pile", n as usize, 1, 1_000_000_000)?;
//!     v.newline()
//! }
//!
//! let mut v = Validator::new(b"2\n1 1000000000\n");
//! nim(&mut v).unwrap();
//! assert_eq!(v.end().unwrap(), "n 1 100000\npile 1 1000000000 min max\n");
//!
//! let mut v = Validator::new(b"2\n1  7\n");
//! assert_eq!(nim(&mut v).unwrap_err().to_string(), "line 2, column 3: expected a token, found ' '");
//! ```

use std::fmt;
use std::io::Read as _;

/// The exit code of an input that passes, as Kattis input validators exit.
pub const VALID_EXIT_CODE: i32 = 42;

/// The exit code of an input that fails.
pub const INVALID_EXIT_CODE: i32 = 43;

/// Why an input is invalid, and where.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Invalid(String);

impl fmt::Display for Invalid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for Invalid {}

/// One named bound and which of its ends the input reached.
#[derive(Debug, Clone)]
struct Bound {
    name: &'static str,
    low: i64,
    high: i64,
    min: bool,
    max: bool,
}

/// A strict reader of one input, byte by byte, that records the bounds it checks.
#[derive(Debug)]
pub struct Validator<'a> {
    input: &'a [u8],
    at: usize,
    bounds: Vec<Bound>,
    tests: Vec<usize>,
}

impl<'a> Validator<'a> {
    /// A validator of `input`.
    pub fn new(input: &'a [u8]) -> Self {
        Validator { input, at: 0, bounds: Vec::new(), tests: Vec::new() }
    }

    /// Marks the start of a test of a multi-test input, at the current line: the report lists
    /// where each test starts (`@tests 2 4 7`), so that a judge can show the input of the test
    /// a wrong answer belongs to.
    pub fn test(&mut self) {
        // Byte offsets, turned into line numbers in one pass at the end.
        self.tests.push(self.at);
    }

    fn line(&self) -> usize {
        self.input[..self.at.min(self.input.len())].iter().filter(|&&b| b == b'\n').count() + 1
    }

    /// An error at the current position: `line L, column C: what`.
    pub fn invalid(&self, what: impl fmt::Display) -> Invalid {
        let before = &self.input[..self.at.min(self.input.len())];
        let line = self.line();
        let column = before.len() - before.iter().rposition(|&b| b == b'\n').map_or(0, |i| i + 1) + 1;
        Invalid(format!("line {line}, column {column}: {what}"))
    }

    fn found(&self) -> String {
        match self.input.get(self.at) {
            None => "the end of the input".into(),
            Some(&b) => format!("{:?}", char::from(b)),
        }
    }

    fn expect(&mut self, byte: u8, what: &str) -> Result<(), Invalid> {
        if self.input.get(self.at) == Some(&byte) {
            self.at += 1;
            Ok(())
        } else {
            Err(self.invalid(format_args!("expected {what}, found {}", self.found())))
        }
    }

    /// Exactly one space.
    ///
    /// # Errors
    ///
    /// Anything else at this point.
    pub fn space(&mut self) -> Result<(), Invalid> {
        self.expect(b' ', "a space")
    }

    /// Exactly one line end, `\n` (a `\r` before it is refused).
    ///
    /// # Errors
    ///
    /// Anything else at this point.
    pub fn newline(&mut self) -> Result<(), Invalid> {
        self.expect(b'\n', "a line end")
    }

    /// The next token: the bytes up to a space, a line end or the end of the input, at least
    /// one, all printable ASCII.
    ///
    /// # Errors
    ///
    /// An empty token (a doubled space, a blank line) or a byte that is not printable ASCII.
    pub fn token(&mut self) -> Result<&'a [u8], Invalid> {
        let start = self.at;
        while let Some(&b) = self.input.get(self.at) {
            if b == b' ' || b == b'\n' {
                break;
            }
            if !b.is_ascii_graphic() {
                return Err(self.invalid(format_args!("unexpected byte {b:#04x}")));
            }
            self.at += 1;
        }
        if self.at == start {
            self.at = start;
            return Err(self.invalid(format_args!("expected a token, found {}", self.found())));
        }
        Ok(&self.input[start..self.at])
    }

    /// A decimal integer in canonical form (an optional `-`, no `+`, no leading zero, no
    /// `-0`), from `low` to `high`, recorded under `name` as a bound of the statement.
    ///
    /// # Errors
    ///
    /// A token that is not such an integer, or a value outside the bound.
    pub fn int(&mut self, name: &'static str, low: i64, high: i64) -> Result<i64, Invalid> {
        let start = self.at;
        let value = self.canonical_int()?;
        if !(low..=high).contains(&value) {
            self.at = start;
            return Err(self.invalid(format_args!("{name} = {value} is outside {low}..={high}")));
        }
        self.reach(name, low, high, value);
        Ok(value)
    }

    /// `count` integers on the current line, single spaces between them (no line end read),
    /// each from `low` to `high` and recorded under `name`.
    ///
    /// # Errors
    ///
    /// As [`Validator::int`] and [`Validator::space`].
    pub fn ints(&mut self, name: &'static str, count: usize, low: i64, high: i64) -> Result<Vec<i64>, Invalid> {
        let mut values = Vec::with_capacity(count);
        for i in 0..count {
            if i > 0 {
                self.space()?;
            }
            values.push(self.int(name, low, high)?);
        }
        Ok(values)
    }

    /// Records that `value`, a quantity of the statement that is not read as one token (a
    /// sum, a product), lies from `low` to `high`, under `name`.
    ///
    /// # Errors
    ///
    /// A value outside the bound.
    pub fn bound(&mut self, name: &'static str, value: i64, low: i64, high: i64) -> Result<(), Invalid> {
        if !(low..=high).contains(&value) {
            return Err(self.invalid(format_args!("{name} = {value} is outside {low}..={high}")));
        }
        self.reach(name, low, high, value);
        Ok(())
    }

    /// A rule of the statement that is not a bound.
    ///
    /// # Errors
    ///
    /// `why` when `holds` is false.
    pub fn check(&self, holds: bool, why: impl fmt::Display) -> Result<(), Invalid> {
        if holds { Ok(()) } else { Err(self.invalid(why)) }
    }

    /// Whether the whole input has been read.
    pub fn at_end(&self) -> bool {
        self.at == self.input.len()
    }

    /// Ends the validation: the input must have been read to its last byte. Returns the
    /// report of the bounds, one line per name, in the order first read.
    ///
    /// # Errors
    ///
    /// Anything left after the end.
    pub fn end(&self) -> Result<String, Invalid> {
        if !self.at_end() {
            return Err(self.invalid(format_args!("expected the end of the input, found {}", self.found())));
        }
        let mut report = String::new();
        for b in &self.bounds {
            report += &format!("{} {} {}", b.name, b.low, b.high);
            report += match (b.min, b.max) {
                (true, true) => " min max",
                (true, false) => " min",
                (false, true) => " max",
                (false, false) => "",
            };
            report.push('\n');
        }
        if !self.tests.is_empty() {
            let (mut line, mut from) = (1, 0);
            let mut starts = Vec::with_capacity(self.tests.len());
            for &at in &self.tests {
                line += self.input[from..at].iter().filter(|&&b| b == b'\n').count();
                from = at;
                starts.push(line.to_string());
            }
            report += &format!("@tests {}\n", starts.join(" "));
        }
        Ok(report)
    }

    fn canonical_int(&mut self) -> Result<i64, Invalid> {
        let start = self.at;
        let token = self.token()?;
        let digits = token.strip_prefix(b"-").unwrap_or(token);
        let canonical = !digits.is_empty()
            && digits.iter().all(u8::is_ascii_digit)
            && (digits[0] != b'0' || digits.len() == 1)
            && token != b"-0";
        let value = std::str::from_utf8(token).ok().filter(|_| canonical).and_then(|t| t.parse::<i64>().ok());
        value.ok_or_else(|| {
            self.at = start;
            self.invalid(format_args!("expected an integer, found {:?}", String::from_utf8_lossy(token)))
        })
    }

    fn reach(&mut self, name: &'static str, low: i64, high: i64, value: i64) {
        let i = match self.bounds.iter().position(|b| b.name == name) {
            Some(i) => i,
            None => {
                self.bounds.push(Bound { name, low, high, min: false, max: false });
                self.bounds.len() - 1
            }
        };
        let bound = &mut self.bounds[i];
        bound.min |= value == low;
        bound.max |= value == high;
    }
}

/// Runs a validator on stdin as Kattis does: exit 42 and the bounds report on stdout when
/// `validate` accepts the whole input, exit 43 and the reason on stderr when it does not.
///
/// # Example
///
/// ```no_run
/// use judge_io::validator::{Invalid, Validator, run};
///
/// fn validate(v: &mut Validator) -> Result<(), Invalid> {
///     v.int("n", 1, 1000)?;
///     v.newline()
/// }
///
/// run(validate);
/// ```
pub fn run(validate: impl FnOnce(&mut Validator) -> Result<(), Invalid>) -> ! {
    let mut input = Vec::new();
    if let Err(e) = std::io::stdin().lock().read_to_end(&mut input) {
        eprintln!("invalid: cannot read the input: {e}");
        std::process::exit(INVALID_EXIT_CODE);
    }
    let mut v = Validator::new(&input);
    match validate(&mut v).and_then(|()| v.end()) {
        Ok(report) => {
            print!("{report}");
            std::process::exit(VALID_EXIT_CODE)
        }
        Err(e) => {
            eprintln!("invalid: {e}");
            std::process::exit(INVALID_EXIT_CODE)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line(input: &str) -> Result<String, Invalid> {
        let mut v = Validator::new(input.as_bytes());
        let n = v.int("n", 1, 5)?;
        v.newline()?;
        v.ints("a", n as usize, -3, 3)?;
        v.newline()?;
        v.end()
    }

    #[test]
    fn canonical_input_passes_and_reports_reached_ends() {
        assert_eq!(line("3\n-3 0 2\n").unwrap(), "n 1 5\na -3 3 min\n");
        assert_eq!(line("1\n3\n").unwrap(), "n 1 5 min\na -3 3 max\n");
        assert_eq!(line("5\n0 0 0 0 0\n").unwrap(), "n 1 5 max\na -3 3\n");
    }

    #[test]
    fn every_deviation_from_the_format_is_refused() {
        for (input, why) in [
            ("3\n1 2 3", "line 2, column 6: expected a line end, found the end of the input"),
            ("3\n1 2 3\n\n", "line 3, column 1: expected the end of the input, found '\\n'"),
            ("3\n1  2 3\n", "line 2, column 3: expected a token, found ' '"),
            ("3\n1 2 3 \n", "line 2, column 6: expected a line end, found ' '"),
            (" 3\n1 2 3\n", "line 1, column 1: expected a token, found ' '"),
            ("3\r\n1 2 3\n", "line 1, column 2: unexpected byte 0x0d"),
            ("03\n1 2 3\n", "line 1, column 1: expected an integer, found \"03\""),
            ("3\n-0 2 3\n", "line 2, column 1: expected an integer, found \"-0\""),
            ("3\n+1 2 3\n", "line 2, column 1: expected an integer, found \"+1\""),
            ("3\n1 2 4\n", "line 2, column 5: a = 4 is outside -3..=3"),
            ("6\n", "line 1, column 1: n = 6 is outside 1..=5"),
            ("", "line 1, column 1: expected a token, found the end of the input"),
            ("99999999999999999999\n", "line 1, column 1: expected an integer, found \"99999999999999999999\""),
            ("3\n1 2 x\n", "line 2, column 5: expected an integer, found \"x\""),
        ] {
            assert_eq!(line(input).unwrap_err().to_string(), why, "{input:?}");
        }
    }

    #[test]
    fn the_starts_of_tests_are_reported() {
        let mut v = Validator::new(b"2\n5\n6\n");
        let t = v.int("t", 1, 2).unwrap();
        v.newline().unwrap();
        for _ in 0..t {
            v.test();
            v.int("n", 1, 9).unwrap();
            v.newline().unwrap();
        }
        assert_eq!(v.end().unwrap(), "t 1 2 max\nn 1 9\n@tests 2 3\n");
    }

    #[test]
    fn a_derived_bound_and_a_rule() {
        let mut v = Validator::new(b"");
        v.bound("sum", 10, 1, 10).unwrap();
        assert!(v.bound("sum", 11, 1, 10).is_err());
        assert!(v.check(false, "the graph has a cycle").unwrap_err().to_string().ends_with("the graph has a cycle"));
        assert_eq!(v.end().unwrap(), "sum 1 10 max\n");
    }
}
