//! The protocol of checkers and interactors, testlib's: the files they read come as command
//! line arguments, the verdict is the exit code, and one line on stderr explains it.
//!
//! A checker is called as `checker <input> <output> <answer>`; an interactor as
//! `interactor <input> <answer>`, with the contestant's stdout on its stdin and its stdout on
//! the contestant's stdin. [`run`] reads the files into [`Reader`]s, hands them to the judging
//! function and turns the [`Verdict`] it returns into the message and the exit code.

use crate::Reader;
use std::ffi::OsString;
use std::fmt::{self, Display};

/// Exit code of an accepted output.
pub const ACCEPTED: i32 = 0;
/// Exit code of a wrong answer (for these problems, malformed output too).
pub const WRONG_ANSWER: i32 = 1;
/// Exit code of output that breaks the format (testlib's `_pe`).
pub const PRESENTATION_ERROR: i32 = 2;
/// Exit code of a failure of the judge itself: bad arguments, an unreadable or invalid test
/// file, or a jury answer that disagrees with the judge's own computation. Never a verdict on
/// the contestant.
pub const JUDGE_FAILURE: i32 = 3;

/// A verdict with its one-line explanation.
///
/// # Example
///
/// ```
/// use judge_io::checker::{Verdict, WRONG_ANSWER};
///
/// let v = Verdict::WrongAnswer("test 2: pile 3 has 2 stones, cannot take 5".into());
/// assert_eq!(v.exit_code(), WRONG_ANSWER);
/// assert_eq!(v.to_string(), "wrong answer test 2: pile 3 has 2 stones, cannot take 5");
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verdict {
    /// The output is right.
    Accepted(String),
    /// The output is wrong.
    WrongAnswer(String),
    /// The output breaks the format.
    PresentationError(String),
    /// The judge failed; says nothing about the contestant.
    JudgeFailure(String),
}

impl Verdict {
    /// The exit code testlib gives this verdict.
    ///
    /// # Example
    ///
    /// ```
    /// use judge_io::checker::{JUDGE_FAILURE, Verdict};
    ///
    /// assert_eq!(Verdict::JudgeFailure("answer file disagrees".into()).exit_code(), JUDGE_FAILURE);
    /// assert_eq!(Verdict::Accepted("ok".into()).exit_code(), 0);
    /// ```
    pub fn exit_code(&self) -> i32 {
        match self {
            Verdict::Accepted(_) => ACCEPTED,
            Verdict::WrongAnswer(_) => WRONG_ANSWER,
            Verdict::PresentationError(_) => PRESENTATION_ERROR,
            Verdict::JudgeFailure(_) => JUDGE_FAILURE,
        }
    }

    /// The explanation, without the verdict's name.
    ///
    /// # Example
    ///
    /// ```
    /// use judge_io::checker::Verdict;
    ///
    /// assert_eq!(Verdict::Accepted("3 tests".into()).message(), "3 tests");
    /// ```
    pub fn message(&self) -> &str {
        match self {
            Verdict::Accepted(m)
            | Verdict::WrongAnswer(m)
            | Verdict::PresentationError(m)
            | Verdict::JudgeFailure(m) => m,
        }
    }
}

/// `ok …`, `wrong answer …`, `presentation error …` or `judge failure …`, on one line (line
/// breaks in the message are shown as spaces).
impl Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = match self {
            Verdict::Accepted(_) => "ok",
            Verdict::WrongAnswer(_) => "wrong answer",
            Verdict::PresentationError(_) => "presentation error",
            Verdict::JudgeFailure(_) => "judge failure",
        };
        let message = self.message().replace(['\n', '\r'], " ");
        if message.is_empty() { f.write_str(name) } else { write!(f, "{name} {message}") }
    }
}

/// Reads the files named by `args` (the program's arguments, without the program name), one
/// per entry of `names`, into readers.
///
/// # Errors
///
/// A [`Verdict::JudgeFailure`] if there are not exactly `N` arguments (the message shows the
/// usage, with `names`) or a file cannot be read.
///
/// # Example
///
/// ```
/// use judge_io::checker::{Verdict, read_files};
///
/// let path = std::env::temp_dir().join(format!("judge-io-doc-{}.in", std::process::id()));
/// std::fs::write(&path, "1 2\n").unwrap();
/// let [mut input] = read_files(vec![path.clone().into()], ["input"]).unwrap();
/// assert_eq!(input.int::<u8>().unwrap(), 1);
/// std::fs::remove_file(&path).unwrap();
///
/// let Err(Verdict::JudgeFailure(usage)) = read_files::<1>(vec![], ["input"]) else { panic!() };
/// assert_eq!(usage, "expected 1 argument: <input>");
/// ```
pub fn read_files<const N: usize>(args: Vec<OsString>, names: [&str; N]) -> Result<[Reader; N], Verdict> {
    if args.len() != N {
        let usage: Vec<String> = names.iter().map(|n| format!("<{n}>")).collect();
        let plural = if N == 1 { "" } else { "s" };
        return Err(Verdict::JudgeFailure(format!("expected {N} argument{plural}: {}", usage.join(" "))));
    }
    let mut readers = Vec::with_capacity(N);
    for (path, name) in args.iter().zip(names) {
        let bytes = std::fs::read(path).map_err(|e| {
            Verdict::JudgeFailure(format!("cannot read the {name} file {}: {e}", path.to_string_lossy()))
        })?;
        readers.push(Reader::new(bytes));
    }
    readers.try_into().map_err(|_| Verdict::JudgeFailure("internal: wrong number of files".into()))
}

/// The `main` of a checker or an interactor: reads the files named on the command line (one
/// per entry of `names`, see [`read_files`]), calls `judge` with them, prints the verdict on
/// one line of stderr and exits with its code.
///
/// An argument error or an unreadable file is a judge failure.
///
/// # Example
///
/// ```no_run
/// use judge_io::checker::{self, Verdict};
///
/// fn main() {
///     checker::run(["input", "output", "answer"], |[mut input, mut output, _answer]| {
///         let Ok(n) = input.int::<u64>() else { return Verdict::JudgeFailure("bad input".into()) };
///         match output.int::<u64>() {
///             Ok(m) if m == 2 * n => Verdict::Accepted("1 test".into()),
///             Ok(m) => Verdict::WrongAnswer(format!("expected {}, found {m}", 2 * n)),
///             Err(e) => Verdict::WrongAnswer(e.to_string()),
///         }
///     })
/// }
/// ```
pub fn run<const N: usize, F>(names: [&str; N], judge: F) -> !
where
    F: FnOnce([Reader; N]) -> Verdict,
{
    let verdict = match read_files(std::env::args_os().skip(1).collect(), names) {
        Ok(files) => judge(files),
        Err(failure) => failure,
    };
    eprintln!("{verdict}");
    std::process::exit(verdict.exit_code())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_stay_on_one_line() {
        let v = Verdict::JudgeFailure("two\nlines\r\n".into());
        assert_eq!(v.to_string(), "judge failure two lines  ");
        assert_eq!(Verdict::Accepted(String::new()).to_string(), "ok");
        assert_eq!(Verdict::PresentationError("x".into()).exit_code(), PRESENTATION_ERROR);
    }

    #[test]
    fn missing_files_are_judge_failures() {
        let missing = std::env::temp_dir().join("judge-io-no-such-file.in");
        let result = read_files(vec![missing.into()], ["input"]);
        let Err(v @ Verdict::JudgeFailure(_)) = result else { panic!("expected a judge failure") };
        assert!(v.message().starts_with("cannot read the input file "), "{v}");
        let usage = read_files::<3>(vec!["a".into()], ["input", "output", "answer"]).err();
        assert_eq!(usage, Some(Verdict::JudgeFailure("expected 3 arguments: <input> <output> <answer>".into())));
    }
}
