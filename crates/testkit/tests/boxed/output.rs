//! `stress::check_output`: a right answer passes; a wrong answer or a failed run is told, with
//! the command.

use crate::support::script;
use testkit::meta::CompareMode;
use testkit::stress::check_output;
use testkit::trial::{Failed, Trial};

pub fn trials() -> Vec<Trial> {
    vec![
        Trial::test("output/a_right_answer_passes", || Ok(check("cat", "1 2\n", "1 2\n", CompareMode::Tokens)?)),
        Trial::test("output/a_wrong_answer_is_told", || {
            fails_with(check("cat", "1 2\n", "3\n", CompareMode::Tokens), "disagrees with the expected answer")
        }),
        Trial::test("output/a_failed_run_is_told_even_with_the_right_output", || {
            fails_with(check("cat; exit 3", "1 2\n", "1 2\n", CompareMode::Tokens), "the binary failed")
        }),
        Trial::test("output/the_mode_decides_whether_spacing_counts", || {
            check("cat", "1  2\n", "1 2\n", CompareMode::Tokens)?;
            fails_with(check("cat", "1  2\n", "1 2\n", CompareMode::Exact), "disagrees")
        }),
    ]
}

/// Checks a shell script's answer to `input`, the script written to a scratch directory.
fn check(body: &str, input: &str, expected: &str, mode: CompareMode) -> Result<(), String> {
    let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
    check_output(&script(dir.path(), "program", body)?, input, expected, mode)
}

fn fails_with(result: Result<(), String>, part: &str) -> Result<(), Failed> {
    match result {
        Err(message) if message.contains(part) && message.contains("command: ") => Ok(()),
        other => Err(Failed::from(format!("expected an error with {part:?}, got {other:?}"))),
    }
}
