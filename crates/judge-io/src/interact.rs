//! Interaction: reading the other side's lines as they arrive, and sending lines flushed.
//!
//! [`Reader`] reads all of its input first, which an interactive program cannot do: the other
//! side writes its next line only after reading ours. [`LineReader`] reads one line at a time
//! from any [`BufRead`] (standard input, a pipe) and hands it over as a [`Reader`], so the
//! same parsing and the same error messages serve both kinds of program. [`send`] writes a
//! line and flushes it, since an unflushed line leaves both sides waiting for each other.

use crate::{InputError, Reader};
use std::fmt::Display;
use std::io::{BufRead, Read as _, Write};

/// The longest line a [`LineReader`] accepts, in bytes: a bound on the memory a runaway
/// writer can make the reader use.
pub const MAX_LINE: usize = 1 << 20;

/// Reads a stream line by line, as the other side of an interaction writes it.
///
/// Lines holding no token are skipped. Positions in errors count the lines of the whole
/// stream.
///
/// # Example
///
/// ```
/// use judge_io::interact::LineReader;
///
/// let mut lines = LineReader::new(&b"2\r\n\n1 3\n"[..]);
/// let mut first = lines.expect_line("the number of games").unwrap();
/// assert_eq!(first.int_in(1..=100u32).unwrap(), 2);
/// let mut second = lines.next_line().unwrap().unwrap();
/// assert_eq!(second.ints_in(2, 1..=9u32).unwrap(), [1, 3]);
/// assert!(lines.next_line().unwrap().is_none());
/// let err = lines.expect_line("a move").unwrap_err();
/// assert_eq!(err.to_string(), "line 4, token 1: expected a move, found end of input");
/// ```
#[derive(Debug)]
pub struct LineReader<R> {
    inner: R,
    line: usize,
    buffer: Vec<u8>,
}

impl<R: BufRead> LineReader<R> {
    /// A reader of the lines of `inner`.
    ///
    /// # Example
    ///
    /// ```no_run
    /// use judge_io::interact::LineReader;
    ///
    /// let mut jury = LineReader::new(std::io::stdin().lock());
    /// let games: u32 = jury.expect_line("the number of games").unwrap().int_in(1..=100).unwrap();
    /// assert!(games >= 1);
    /// ```
    pub fn new(inner: R) -> Self {
        LineReader { inner, line: 0, buffer: Vec::new() }
    }

    /// The next line holding a token, as a [`Reader`] (see [`Reader::next_line`]); `None` at
    /// the end of the stream. Blocks until a whole line (or the end of the stream) arrives,
    /// and reads nothing past it.
    ///
    /// # Errors
    ///
    /// Fails if the stream cannot be read, or on a line longer than [`MAX_LINE`] bytes.
    ///
    /// # Complexity
    ///
    /// O(length of the lines read).
    ///
    /// # Example
    ///
    /// ```
    /// use judge_io::interact::LineReader;
    ///
    /// let mut lines = LineReader::new(&b"First\n1 2 x\n"[..]);
    /// assert_eq!(lines.next_line().unwrap().unwrap().word(b"FirstSecond", "a side").unwrap(), b"First");
    /// let mut mv = lines.next_line().unwrap().unwrap();
    /// assert_eq!(mv.ints_in(2, 0..=50u32).unwrap(), [1, 2]);
    /// assert_eq!(mv.finish().unwrap_err().to_string(), "line 2, token 3: expected end of line, found \"x\"");
    /// ```
    pub fn next_line(&mut self) -> Result<Option<Reader>, InputError> {
        loop {
            self.buffer.clear();
            let limit = MAX_LINE as u64 + 1;
            let read = (&mut self.inner).take(limit).read_until(b'\n', &mut self.buffer);
            let next = self.line + 1;
            let error = |message: String| InputError { line: next, token: 1, message };
            match read {
                Err(e) => return Err(error(format!("cannot read: {e}"))),
                Ok(0) => return Ok(None),
                Ok(_) if self.buffer.len() > MAX_LINE => {
                    return Err(error(format!("line longer than {MAX_LINE} bytes")));
                }
                Ok(_) => {}
            }
            self.line = next;
            let mut text = Reader::new(std::mem::take(&mut self.buffer));
            if let Some(mut line) = text.next_line() {
                line.number_as(next);
                return Ok(Some(line));
            }
        }
    }

    /// The next line holding a token, which must exist.
    ///
    /// # Errors
    ///
    /// As [`LineReader::next_line`], and at the end of the stream, saying that `what` was
    /// expected.
    ///
    /// # Example
    ///
    /// ```
    /// use judge_io::interact::LineReader;
    ///
    /// let mut lines = LineReader::new(&b"\n"[..]);
    /// let err = lines.expect_line("the side").unwrap_err();
    /// assert_eq!(err.to_string(), "line 2, token 1: expected the side, found end of input");
    /// ```
    pub fn expect_line(&mut self, what: &str) -> Result<Reader, InputError> {
        match self.next_line()? {
            Some(line) => Ok(line),
            None => Err(InputError {
                line: self.line + 1,
                token: 1,
                message: format!("expected {what}, found end of input"),
            }),
        }
    }

    /// The end of the stream, with nothing but blank lines before it: what an interactor asks
    /// once the dialogue is over, so that output after the last answer is not taken for
    /// silence. It waits for the other side to end its output (exit, or close it).
    ///
    /// # Errors
    ///
    /// A line that holds a token (the error names it), or one that cannot be read.
    ///
    /// # Example
    ///
    /// ```
    /// use judge_io::interact::LineReader;
    ///
    /// assert!(LineReader::new(&b"3\n\n"[..]).next_line().is_ok());
    /// let mut done = LineReader::new(&b"3\n \n"[..]);
    /// done.next_line().unwrap();
    /// assert!(done.expect_end().is_ok());
    /// let mut more = LineReader::new(&b"3\n\n4 5\n"[..]);
    /// more.next_line().unwrap();
    /// assert_eq!(more.expect_end().unwrap_err().to_string(), "line 3, token 1: expected the end of the output, found \"4\"");
    /// ```
    pub fn expect_end(&mut self) -> Result<(), InputError> {
        match self.next_line()? {
            None => Ok(()),
            Some(mut line) => {
                let found = line.token("the end of the output").map(|t| String::from_utf8_lossy(t).into_owned());
                Err(InputError {
                    line: self.line,
                    token: 1,
                    message: format!("expected the end of the output, found {:?}", found.unwrap_or_default()),
                })
            }
        }
    }

    /// How many lines have been read, blank ones included.
    ///
    /// # Example
    ///
    /// ```
    /// use judge_io::interact::LineReader;
    ///
    /// let mut lines = LineReader::new(&b"\n\n7\n"[..]);
    /// assert_eq!(lines.lines_read(), 0);
    /// lines.next_line().unwrap();
    /// assert_eq!(lines.lines_read(), 3);
    /// ```
    pub fn lines_read(&self) -> usize {
        self.line
    }
}

/// Writes `line` and a line break to `out`, and flushes it.
///
/// # Errors
///
/// Fails if writing or flushing fails, for instance when the other side has exited (Rust
/// programs ignore `SIGPIPE`, so a closed pipe is an error here, not a signal).
///
/// # Example
///
/// ```
/// use judge_io::interact::send;
///
/// let mut out = Vec::new();
/// send(&mut out, "Second").unwrap();
/// send(&mut out, format_args!("{} {}", 1, 2)).unwrap();
/// assert_eq!(out, b"Second\n1 2\n");
/// ```
pub fn send<W: Write + ?Sized>(out: &mut W, line: impl Display) -> std::io::Result<()> {
    writeln!(out, "{line}")?;
    out.flush()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_long_line_is_an_error_not_unbounded_memory() {
        let long = vec![b'1'; MAX_LINE + 10];
        let err = LineReader::new(&long[..]).next_line().unwrap_err();
        assert!(err.to_string().contains("longer than"), "{err}");
    }

    #[test]
    fn a_last_line_without_break_is_read() {
        let mut lines = LineReader::new(&b"1 2\n0 0"[..]);
        lines.next_line().unwrap();
        let mut last = lines.next_line().unwrap().unwrap();
        assert_eq!(last.ints_in(2, 0..=0u8).unwrap(), [0, 0]);
        assert_eq!(
            last.int::<u8>().unwrap_err().to_string(),
            "line 2, token 3: expected an integer from 0 to 255, found end of line"
        );
    }

    /// A stream that hands out its chunks one `read` at a time and fails the test if read once
    /// more: the other side has written nothing else yet, so a real pipe would block there.
    struct Pipe(std::collections::VecDeque<&'static [u8]>);

    impl std::io::Read for Pipe {
        fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
            let chunk = self.0.pop_front().expect("read past what the other side has written: would block");
            buf[..chunk.len()].copy_from_slice(chunk);
            Ok(chunk.len())
        }
    }

    #[test]
    fn a_line_is_returned_without_waiting_for_more() {
        let pipe = Pipe(["1 ", "2\n", "First\n"].into_iter().map(str::as_bytes).collect());
        let mut lines = LineReader::new(std::io::BufReader::new(pipe));
        assert_eq!(lines.next_line().unwrap().unwrap().ints_in(2, 0..=9u8).unwrap(), [1, 2]);
        assert_eq!(lines.next_line().unwrap().unwrap().token("a side").unwrap(), b"First");
    }
}
