//! The refusal protocol between solutions and the judge: a malformed input is one line
//! `error: …` on stderr, nothing on stdout, and exit code 2.

use crate::{InputError, Reader, Writer};
use std::io::Write as _;

/// Runs a solution on stdin and stdout, as a judge does.
///
/// `solve` reads tokens and writes the answer. On an [`InputError`] this prints
/// `error: <what and where>` on one line of stderr and exits with code 2; failures to read
/// stdin or write stdout are reported the same way. Output is written only if `solve`
/// succeeds, so a malformed input never leaves a partial answer on stdout.
///
/// # Example
///
/// ```no_run
/// use judge_io::{run, Reader, Writer};
///
/// fn solve(r: &mut Reader, w: &mut Writer) -> Result<(), judge_io::InputError> {
///     let n: u32 = r.int_in(1..=1000)?;
///     w.line(if n % 3 == 0 { "Cici" } else { "Kiki" });
///     r.finish()
/// }
///
/// fn main() {
///     run(solve);
/// }
/// ```
pub fn run<F>(solve: F)
where
    F: FnOnce(&mut Reader, &mut Writer) -> Result<(), InputError>,
{
    let mut reader = match Reader::from_stdin() {
        Ok(r) => r,
        Err(e) => refuse(&format!("cannot read input: {e}")),
    };
    let mut writer = Writer::new();
    if let Err(e) = solve(&mut reader, &mut writer) {
        refuse(&e.to_string());
    }
    let mut stdout = std::io::stdout().lock();
    if let Err(e) = stdout.write_all(writer.out.as_bytes()).and_then(|()| stdout.flush()) {
        refuse(&format!("cannot write output: {e}"));
    }
}

/// The exit code of a solution that refuses its input.
pub const REFUSAL_EXIT_CODE: i32 = 2;

/// How the one line on stderr of a refused input starts.
pub const ERROR_PREFIX: &str = "error: ";

/// Whether a run refused its input cleanly: exit code [`REFUSAL_EXIT_CODE`], nothing on
/// stdout, and exactly one line on stderr, starting with [`ERROR_PREFIX`] and ending with a
/// newline.
///
/// # Example
///
/// ```
/// use judge_io::is_clean_refusal;
/// assert!(is_clean_refusal(Some(2), b"", b"error: line 1, token 1: expected an integer, found \"x\"\n"));
/// assert!(!is_clean_refusal(Some(101), b"", b"thread 'main' panicked\n"));
/// assert!(!is_clean_refusal(Some(2), b"Yes\n", b"error: bad\n"));
/// ```
pub fn is_clean_refusal(exit_code: Option<i32>, stdout: &[u8], stderr: &[u8]) -> bool {
    let stderr = String::from_utf8_lossy(stderr);
    exit_code == Some(REFUSAL_EXIT_CODE)
        && stdout.is_empty()
        && stderr.starts_with(ERROR_PREFIX)
        && stderr.lines().count() == 1
        && stderr.ends_with('\n')
}

/// Refuses the input: prints `error: <message>` as one line on stderr and exits with
/// [`REFUSAL_EXIT_CODE`], as [`run`] does on an [`InputError`]. For programs that read their
/// input their own way (interactive solutions, interactors).
///
/// # Example
///
/// ```no_run
/// judge_io::refuse("the jury rejected a move (-1 -1)");
/// ```
pub fn refuse(message: &str) -> ! {
    eprintln!("{ERROR_PREFIX}{message}");
    std::process::exit(REFUSAL_EXIT_CODE)
}
