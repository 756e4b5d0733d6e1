//! The token reader: integers, words and keywords read from the whole input, with errors
//! that say where and what was expected.

use std::fmt::{self, Display};
use std::io::Read;
use std::ops::RangeInclusive;

/// What went wrong in the input, and where (1-based line and token-within-line).
///
/// # Example
///
/// ```
/// use judge_io::{InputError, Reader};
///
/// let mut r = Reader::new(b"1\n2 x".to_vec());
/// assert_eq!(r.int_in(0..=9u8).unwrap(), 1);
/// assert_eq!(r.int_in(0..=9u8).unwrap(), 2);
/// let err: InputError = r.int_in(0..=9u8).unwrap_err();
/// assert_eq!(err.to_string(), "line 2, token 2: expected an integer from 0 to 9, found \"x\"");
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InputError {
    pub(crate) line: usize,
    pub(crate) token: usize,
    pub(crate) message: String,
}

impl Display for InputError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}, token {}: {}", self.line, self.token, self.message)
    }
}

impl std::error::Error for InputError {}

/// An integer type the reader can parse, with overflow detection.
///
/// Implemented for every primitive integer type, signed and unsigned.
///
/// # Example
///
/// ```
/// use judge_io::Integer;
///
/// assert_eq!(<i32 as Integer>::parse(b"-42"), Some(-42));
/// assert_eq!(<u8 as Integer>::parse(b"+255"), Some(255));
/// assert_eq!(<u8 as Integer>::parse(b"256"), None); // overflow
/// assert_eq!(<u8 as Integer>::parse(b"-1"), None); // no sign for an unsigned type
/// assert_eq!(<i8 as Integer>::from_magnitude(true, 128), Some(-128));
/// ```
pub trait Integer: Copy + Display + PartialOrd {
    /// The smallest value of the type.
    const MIN: Self;
    /// The largest value of the type.
    const MAX: Self;
    /// Parses an optionally signed run of ASCII digits; `None` on anything else or overflow.
    fn parse(token: &[u8]) -> Option<Self>;
    /// The value with this sign and magnitude, if the type holds it.
    fn from_magnitude(negative: bool, magnitude: u64) -> Option<Self>;
}

/// The value of at most 19 ASCII digits (it cannot overflow a `u64`), or `None` on a non-digit.
fn short_digits(digits: &[u8]) -> Option<u64> {
    let mut value = 0u64;
    for &b in digits {
        let d = b.wrapping_sub(b'0');
        if d > 9 {
            return None;
        }
        value = value * 10 + u64::from(d);
    }
    Some(value)
}

macro_rules! integer {
    ($($t:ty),*) => {$(
        impl Integer for $t {
            const MIN: Self = <$t>::MIN;
            const MAX: Self = <$t>::MAX;
            fn parse(token: &[u8]) -> Option<Self> {
                let (negative, digits) = match token {
                    [b'-', rest @ ..] => (true, rest),
                    [b'+', rest @ ..] => (false, rest),
                    _ => (false, token),
                };
                if digits.is_empty() || (negative && <$t>::MIN == 0) {
                    return None;
                }
                // Judge numbers are short: no overflow checks per digit on that path.
                if digits.len() <= 19 {
                    return Self::from_magnitude(negative, short_digits(digits)?);
                }
                let mut value: $t = 0;
                for &b in digits {
                    let d = b.wrapping_sub(b'0');
                    if d > 9 {
                        return None;
                    }
                    value = value.checked_mul(10)?;
                    value = if negative {
                        value.checked_sub(d as $t)?
                    } else {
                        value.checked_add(d as $t)?
                    };
                }
                Some(value)
            }

            fn from_magnitude(negative: bool, magnitude: u64) -> Option<Self> {
                if negative {
                    <$t>::try_from(-i128::from(magnitude)).ok()
                } else {
                    <$t>::try_from(magnitude).ok()
                }
            }
        }
    )*};
}
integer!(u8, u16, u32, u64, u128, usize, i8, i16, i32, i64, i128, isize);

/// Reads whitespace-separated tokens from an in-memory input, tracking line and token numbers
/// for error messages.
///
/// Whitespace is space, tab, CR, LF, vertical tab and form feed; anything else belongs to a
/// token.
///
/// # Example
///
/// ```
/// use judge_io::Reader;
///
/// let mut r = Reader::new(b"3 -7\r\n\r\nxyz\n\n".to_vec());
/// assert_eq!(r.int::<u32>().unwrap(), 3);
/// assert_eq!(r.int::<i64>().unwrap(), -7);
/// let err = r.int::<u8>().unwrap_err();
/// assert_eq!(err.to_string(), "line 3, token 1: expected an integer from 0 to 255, found \"xyz\"");
/// assert!(r.at_end());
/// ```
#[derive(Debug, Clone)]
pub struct Reader {
    input: Vec<u8>,
    pos: usize,
    line: usize,
    token_in_line: usize,
    last: (usize, usize),
    /// What the end of this reader's text is called in messages: the input, or one line of it.
    end: &'static str,
}

fn is_space(b: u8) -> bool {
    // Tab, LF, vertical tab, form feed, CR and space, as bits of one mask.
    const MASK: u64 = (1 << b'\t') | (1 << b'\n') | (1 << 0x0b) | (1 << 0x0c) | (1 << b'\r') | (1 << b' ');
    b <= b' ' && MASK >> b & 1 == 1
}

/// The token as shown in an error message: quoted, escaped, and cut if long.
fn quote(token: &[u8]) -> String {
    const SHOWN: usize = 24;
    let text = String::from_utf8_lossy(&token[..token.len().min(SHOWN)]);
    let mut quoted = format!("\"{}\"", text.escape_debug());
    if token.len() > SHOWN {
        quoted.push_str(" (cut)");
    }
    quoted
}

impl Reader {
    /// A reader over `input`.
    ///
    /// # Example
    ///
    /// ```
    /// use judge_io::Reader;
    ///
    /// let mut r = Reader::new(b"  42\r\n".to_vec());
    /// assert_eq!(r.int::<u32>().unwrap(), 42);
    /// assert!(r.at_end());
    /// ```
    pub fn new(input: Vec<u8>) -> Self {
        Reader { input, pos: 0, line: 1, token_in_line: 0, last: (1, 0), end: "end of input" }
    }

    /// Numbers this reader's line `line` in messages: for a line read from a stream, whose
    /// place the stream knows.
    pub(crate) fn number_as(&mut self, line: usize) {
        self.line = line;
        self.last.0 = line;
    }

    /// A reader over one line of a longer text, numbered `line` in messages, whose end is
    /// called "end of line".
    fn of_line(text: Vec<u8>, line: usize) -> Self {
        Reader { line, last: (line, 0), end: "end of line", ..Reader::new(text) }
    }

    /// The next line that holds a token, as a reader of its own (positions in its errors keep
    /// this reader's line numbers, and its end is called "end of line"); `None` when only
    /// whitespace is left. Lines without a token are skipped. Reading per line is for texts
    /// whose lines mean something, such as a contestant's output, where a line with a token too
    /// many must not lend it to the next line.
    ///
    /// The rest of the current line counts as a line if tokens of it have been read already.
    ///
    /// # Complexity
    ///
    /// O(length of the lines passed), one allocation for the line returned.
    ///
    /// # Example
    ///
    /// ```
    /// use judge_io::Reader;
    ///
    /// let mut r = Reader::new(b"lose\n\n1 2 3\n".to_vec());
    /// let mut first = r.next_line().unwrap();
    /// assert_eq!(first.token("a move").unwrap(), b"lose");
    /// let mut second = r.next_line().unwrap();
    /// assert_eq!(second.ints_in(2, 1..=9u8).unwrap(), [1, 2]);
    /// let err = second.finish().unwrap_err();
    /// assert_eq!(err.to_string(), "line 3, token 3: expected end of line, found \"3\"");
    /// assert!(second.int::<u8>().is_err());
    /// assert!(r.next_line().is_none());
    /// ```
    pub fn next_line(&mut self) -> Option<Reader> {
        if self.at_end() {
            return None;
        }
        // `at_end` stopped on a token; the line runs from it to the next line break, and its
        // tokens are numbered after those of this line already read.
        let end = self.input[self.pos..].iter().position(|&b| b == b'\n').map_or(self.input.len(), |i| self.pos + i);
        let mut line = Reader::of_line(self.input[self.pos..end].to_vec(), self.line);
        line.token_in_line = self.token_in_line;
        line.last = (self.line, self.token_in_line);
        self.pos = end;
        // The line's tokens are read by the line's reader; a missing token after it belongs to
        // the next line.
        self.last = (self.line + 1, 0);
        Some(line)
    }

    /// A reader over all of standard input.
    ///
    /// # Errors
    ///
    /// Fails if standard input cannot be read.
    ///
    /// # Complexity
    ///
    /// O(input size).
    ///
    /// # Example
    ///
    /// ```no_run
    /// use judge_io::Reader;
    ///
    /// let mut r = Reader::from_stdin().expect("standard input is readable");
    /// let n: u32 = r.int_in(1..=1000).expect("n is from 1 to 1000");
    /// assert!((1..=1000).contains(&n));
    /// ```
    pub fn from_stdin() -> std::io::Result<Self> {
        let mut input = Vec::new();
        std::io::stdin().lock().read_to_end(&mut input)?;
        Ok(Reader::new(input))
    }

    fn skip_space(&mut self) {
        // Locals, not fields, in the byte loop: this runs for every byte of the input.
        let (mut pos, mut line, mut token) = (self.pos, self.line, self.token_in_line);
        while let Some(&b) = self.input.get(pos) {
            if !is_space(b) {
                break;
            }
            if b == b'\n' {
                line += 1;
                token = 0;
            }
            pos += 1;
        }
        (self.pos, self.line, self.token_in_line) = (pos, line, token);
    }

    /// The next line holding a token (see [`Reader::next_line`]), which must exist.
    ///
    /// # Errors
    ///
    /// Fails when only whitespace is left, saying that `what` was expected.
    ///
    /// # Example
    ///
    /// ```
    /// use judge_io::Reader;
    ///
    /// let mut r = Reader::new(b"7\n".to_vec());
    /// assert_eq!(r.expect_line("the seed").unwrap().int::<u64>().unwrap(), 7);
    /// let err = r.expect_line("the number of games").unwrap_err();
    /// assert_eq!(err.to_string(), "line 2, token 1: expected the number of games, found end of input");
    /// ```
    pub fn expect_line(&mut self, what: &str) -> Result<Reader, InputError> {
        match self.next_line() {
            Some(line) => Ok(line),
            None => Err(self.end_of_input(what)),
        }
    }

    /// Whether only whitespace is left.
    ///
    /// # Complexity
    ///
    /// O(whitespace skipped).
    ///
    /// # Example
    ///
    /// ```
    /// use judge_io::Reader;
    ///
    /// let mut r = Reader::new(b"5 \r\n\t".to_vec());
    /// assert!(!r.at_end());
    /// assert_eq!(r.int::<u8>().unwrap(), 5);
    /// assert!(r.at_end());
    /// ```
    pub fn at_end(&mut self) -> bool {
        self.skip_space();
        self.pos == self.input.len()
    }

    /// The byte range of the next token, or `None` at the end of the input.
    fn next_span(&mut self) -> Option<(usize, usize)> {
        if self.at_end() {
            return None;
        }
        self.token_in_line += 1;
        self.last = (self.line, self.token_in_line);
        let start = self.pos;
        let length = self.input[start..].iter().position(|&b| is_space(b)).unwrap_or(self.input.len() - start);
        self.pos = start + length;
        Some((start, self.pos))
    }

    fn end_of_input(&self, what: &str) -> InputError {
        let (line, token) = self.last;
        InputError { line, token: token + 1, message: format!("expected {what}, found {}", self.end) }
    }

    /// The next token as raw bytes.
    ///
    /// # Errors
    ///
    /// Fails at the end of the input, saying that `what` was expected.
    ///
    /// # Complexity
    ///
    /// O(token length) after the whitespace before it.
    ///
    /// # Example
    ///
    /// ```
    /// use judge_io::Reader;
    ///
    /// let mut r = Reader::new(b"ab\tc".to_vec());
    /// assert_eq!(r.token("a word").unwrap(), b"ab");
    /// assert_eq!(r.token("a word").unwrap(), b"c");
    /// let err = r.token("a word").unwrap_err();
    /// assert_eq!(err.to_string(), "line 1, token 3: expected a word, found end of input");
    /// ```
    pub fn token(&mut self, what: &str) -> Result<&[u8], InputError> {
        match self.next_span() {
            Some((start, end)) => Ok(&self.input[start..end]),
            None => Err(self.end_of_input(what)),
        }
    }

    /// An error positioned at the last token read, for checks a solution makes itself
    /// (an edge to a vertex that does not exist, a board with a bad character).
    ///
    /// # Example
    ///
    /// ```
    /// use judge_io::Reader;
    ///
    /// let mut r = Reader::new(b"3\n9".to_vec());
    /// let n: usize = r.int().unwrap();
    /// let v: usize = r.int().unwrap();
    /// assert!(v >= n);
    /// let err = r.error(format!("vertex {v} is not below {n}"));
    /// assert_eq!(err.to_string(), "line 2, token 1: vertex 9 is not below 3");
    /// ```
    pub fn error(&self, message: impl Into<String>) -> InputError {
        let (line, token) = self.last;
        InputError { line, token, message: message.into() }
    }

    /// The next token as an integer of type `T`.
    ///
    /// # Errors
    ///
    /// Fails at the end of the input, or if the token is not an integer that fits in `T`.
    ///
    /// # Complexity
    ///
    /// O(token length).
    ///
    /// # Example
    ///
    /// ```
    /// use judge_io::Reader;
    ///
    /// let mut r = Reader::new(b"-5 300".to_vec());
    /// assert_eq!(r.int::<i8>().unwrap(), -5);
    /// let err = r.int::<u8>().unwrap_err(); // 300 does not fit in a u8
    /// assert_eq!(err.to_string(), "line 1, token 2: expected an integer from 0 to 255, found \"300\"");
    /// ```
    pub fn int<T: Integer>(&mut self) -> Result<T, InputError> {
        self.int_in(T::MIN..=T::MAX)
    }

    /// The next token as an integer within `range`.
    ///
    /// # Errors
    ///
    /// Fails at the end of the input, or if the token is not an integer in `range`.
    ///
    /// # Example
    ///
    /// ```
    /// use judge_io::Reader;
    ///
    /// let mut r = Reader::new(b"5\n2000".to_vec());
    /// assert_eq!(r.int_in(1..=1000u32).unwrap(), 5);
    /// let err = r.int_in(1..=1000u32).unwrap_err().to_string();
    /// assert_eq!(err, "line 2, token 1: expected an integer from 1 to 1000, found \"2000\"");
    /// ```
    pub fn int_in<T: Integer>(&mut self, range: RangeInclusive<T>) -> Result<T, InputError> {
        if let Some(value) = self.plain_int(&range) {
            return Ok(value);
        }
        // Anything unusual (end of input, junk, 20 digits or more, out of range) takes the
        // careful path, which also words the error.
        let what = || format!("an integer from {} to {}", range.start(), range.end());
        let Some((start, end)) = self.next_span() else {
            return Err(self.end_of_input(&what()));
        };
        let token = &self.input[start..end];
        match T::parse(token) {
            Some(v) if range.contains(&v) => Ok(v),
            _ => Err(self.error(format!("expected {}, found {}", what(), quote(token)))),
        }
    }

    /// The next `count` tokens as integers within `range`.
    ///
    /// # Errors
    ///
    /// As [`Reader::int_in`], for the first token that fails.
    ///
    /// # Complexity
    ///
    /// O(total length of the tokens); one allocation of `count` values.
    ///
    /// # Example
    ///
    /// ```
    /// use judge_io::Reader;
    ///
    /// let mut r = Reader::new(b"3\n2 5 12".to_vec());
    /// let n = r.int_in(1..=100usize).unwrap();
    /// assert_eq!(r.ints_in(n, 0..=10_000u32).unwrap(), [2, 5, 12]);
    /// ```
    pub fn ints_in<T: Integer>(&mut self, count: usize, range: RangeInclusive<T>) -> Result<Vec<T>, InputError> {
        let mut values = Vec::with_capacity(count);
        for _ in 0..count {
            values.push(self.int_in(range.clone())?);
        }
        Ok(values)
    }

    /// The hot path of every solution: the next token if it is a sign and at most 19 digits
    /// whose value lies in `range`, scanned and converted in one pass; otherwise `None`, with
    /// nothing consumed but whitespace.
    fn plain_int<T: Integer>(&mut self, range: &RangeInclusive<T>) -> Option<T> {
        self.skip_space();
        let bytes = &self.input;
        let mut pos = self.pos;
        let negative = bytes.get(pos) == Some(&b'-');
        if negative || bytes.get(pos) == Some(&b'+') {
            pos += 1;
        }
        let digits = pos;
        let mut magnitude = 0u64;
        while let Some(&b) = bytes.get(pos) {
            let d = b.wrapping_sub(b'0');
            if d > 9 {
                break;
            }
            magnitude = magnitude.wrapping_mul(10).wrapping_add(u64::from(d));
            pos += 1;
        }
        let ends = bytes.get(pos).is_none_or(|&b| is_space(b));
        if !(1..=19).contains(&(pos - digits)) || !ends {
            return None;
        }
        let value = T::from_magnitude(negative, magnitude).filter(|v| range.contains(v))?;
        self.token_in_line += 1;
        self.last = (self.line, self.token_in_line);
        self.pos = pos;
        Some(value)
    }

    /// The next integer within `range`, or `None` if only whitespace is left: for inputs that
    /// end at end of file.
    ///
    /// # Errors
    ///
    /// Fails if a token is present but is not an integer in `range`.
    ///
    /// # Example
    ///
    /// ```
    /// use judge_io::Reader;
    ///
    /// let mut r = Reader::new(b"4 7\n\n".to_vec());
    /// let mut sum = 0;
    /// while let Some(x) = r.int_or_end(0..=100u32).unwrap() {
    ///     sum += x;
    /// }
    /// assert_eq!(sum, 11);
    /// assert!(Reader::new(b"x".to_vec()).int_or_end(0..=100u32).is_err());
    /// ```
    pub fn int_or_end<T: Integer>(&mut self, range: RangeInclusive<T>) -> Result<Option<T>, InputError> {
        if self.at_end() { Ok(None) } else { self.int_in(range).map(Some) }
    }

    /// The next token as a word made of the bytes in `alphabet`.
    ///
    /// # Errors
    ///
    /// Fails at the end of the input or on a byte outside `alphabet`.
    ///
    /// # Example
    ///
    /// ```
    /// use judge_io::Reader;
    ///
    /// let mut r = Reader::new(b"X.O X?".to_vec());
    /// assert_eq!(r.word(b"XO.", "a board of X, O and .").unwrap(), b"X.O");
    /// assert!(r.word(b"XO.", "a board of X, O and .").is_err());
    /// ```
    pub fn word(&mut self, alphabet: &[u8], what: &str) -> Result<Vec<u8>, InputError> {
        let token = self.token(what)?;
        if token.iter().all(|b| alphabet.contains(b)) {
            Ok(token.to_vec())
        } else {
            let found = quote(token);
            Err(self.error(format!("expected {what}, found {found}")))
        }
    }

    /// The next token, which must be one of `keywords` exactly: the index of the one it is.
    /// (A [`Reader::word`] over the keywords' letters would take any mix of them.)
    ///
    /// # Errors
    ///
    /// Fails at the end of the input or on any other token, naming the keywords.
    ///
    /// # Example
    ///
    /// ```
    /// use judge_io::Reader;
    ///
    /// let mut r = Reader::new(b"Second Fist".to_vec());
    /// assert_eq!(r.keyword(&["First", "Second"]), Ok(1));
    /// let error = r.keyword(&["First", "Second"]).unwrap_err();
    /// assert_eq!(error.to_string(), "line 1, token 2: expected `First` or `Second`, found \"Fist\"");
    /// ```
    pub fn keyword(&mut self, keywords: &[&str]) -> Result<usize, InputError> {
        let quoted: Vec<String> = keywords.iter().map(|k| format!("`{k}`")).collect();
        let what = match quoted.split_last() {
            Some((last, [])) => last.clone(),
            Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
            None => "nothing".to_owned(),
        };
        let token = self.token(&what)?;
        match keywords.iter().position(|k| k.as_bytes() == token) {
            Some(i) => Ok(i),
            None => {
                let found = quote(token);
                Err(self.error(format!("expected {what}, found {found}")))
            }
        }
    }

    /// Checks that nothing but whitespace is left (of the input, or of the line for a reader
    /// from [`Reader::next_line`]).
    ///
    /// # Errors
    ///
    /// Fails on a leftover token, naming it.
    ///
    /// # Example
    ///
    /// ```
    /// use judge_io::Reader;
    ///
    /// let mut r = Reader::new(b"1\n\n".to_vec());
    /// r.int::<u8>().unwrap();
    /// assert_eq!(r.finish(), Ok(()));
    /// let mut r = Reader::new(b"1 2".to_vec());
    /// r.int::<u8>().unwrap();
    /// assert_eq!(r.finish().unwrap_err().to_string(), "line 1, token 2: expected end of input, found \"2\"");
    /// ```
    pub fn finish(&mut self) -> Result<(), InputError> {
        if self.at_end() {
            return Ok(());
        }
        let end = self.end;
        let token = self.token(end)?;
        let found = quote(token);
        Err(self.error(format!("expected {end}, found {found}")))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn reader(text: &str) -> Reader {
        Reader::new(text.as_bytes().to_vec())
    }

    #[test]
    fn integers_at_their_limits() {
        let mut r = reader("18446744073709551615 -9223372036854775808 +5 0");
        assert_eq!(r.int::<u64>(), Ok(u64::MAX));
        assert_eq!(r.int::<i64>(), Ok(i64::MIN));
        assert_eq!(r.int::<u8>(), Ok(5));
        assert_eq!(r.int::<i8>(), Ok(0));
        assert!(r.at_end());
    }

    #[test]
    fn overflow_and_junk_are_errors_with_positions() {
        let cases = [
            (
                "18446744073709551616",
                "line 1, token 1: expected an integer from 0 to 18446744073709551615, found \"18446744073709551616\"",
            ),
            ("1 2\n-3", "line 2, token 1: expected an integer from 0 to 18446744073709551615, found \"-3\""),
            ("1 2\n3 - 4", "line 2, token 2: expected an integer from 0 to 18446744073709551615, found \"-\""),
            ("", "line 1, token 1: expected an integer from 0 to 18446744073709551615, found end of input"),
            ("7 8\n\n\n", "line 1, token 3: expected an integer from 0 to 18446744073709551615, found end of input"),
            ("1\u{0}2", "line 1, token 1: expected an integer from 0 to 18446744073709551615, found \"1\\0\u{32}\""),
            (
                "12345678901234567890123456789",
                "line 1, token 1: expected an integer from 0 to 18446744073709551615, found \"123456789012345678901234\" (cut)",
            ),
        ];
        for (input, expected) in cases {
            let mut r = reader(input);
            let result = (0..5).try_for_each(|_| r.int::<u64>().map(drop));
            assert_eq!(result.unwrap_err().to_string(), expected, "input {input:?}");
        }
    }

    #[test]
    fn invalid_utf8_is_shown_without_panicking() {
        let mut r = Reader::new(vec![0xff, 0xfe, b'1']);
        let message = r.int::<u32>().unwrap_err().to_string();
        assert!(message.contains("found \"\u{fffd}\u{fffd}1\""), "{message}");
        assert!(!message.contains('\n'));
    }

    #[test]
    fn crlf_and_blank_lines_count_as_whitespace() {
        let mut r = reader("1\r\n\r\n  2\t3\r\n\r\n\r\n");
        let sum: u32 = (0..3).map(|_| r.int::<u32>().unwrap()).sum();
        assert_eq!(sum, 6);
        assert_eq!(r.int_or_end(0..=9u32), Ok(None));
        assert_eq!(r.finish(), Ok(()));
    }

    #[test]
    fn finish_names_leftover_token() {
        let mut r = reader("1\n2 extra");
        r.int::<u8>().unwrap();
        r.int::<u8>().unwrap();
        assert_eq!(r.finish().unwrap_err().to_string(), "line 2, token 2: expected end of input, found \"extra\"");
    }

    #[test]
    fn custom_errors_point_at_the_last_token() {
        let mut r = reader("3 4\n5 6");
        for _ in 0..3 {
            r.int::<u8>().unwrap();
        }
        assert_eq!(r.error("vertex 5 does not exist").to_string(), "line 2, token 1: vertex 5 does not exist");
    }

    #[test]
    fn next_line_continues_a_line_already_started() {
        let mut r = reader("1 2 3\n\n  \r\n4\r\n");
        r.int::<u8>().unwrap();
        let mut rest = r.next_line().unwrap();
        assert_eq!(rest.int::<u8>(), Ok(2));
        assert_eq!(rest.error("x").to_string(), "line 1, token 2: x");
        let mut last = r.next_line().unwrap();
        assert_eq!(last.int::<u8>(), Ok(4));
        assert_eq!(last.finish(), Ok(()));
        assert!(r.next_line().is_none());
        assert_eq!(r.finish(), Ok(()));
    }
}
