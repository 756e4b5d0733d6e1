//! `testkit::stress::check_output` through the run box: a right answer passes, and a wrong
//! answer or a failed run is told, with the command. A test binary of its own (on
//! `testkit::trial`), so that it is the box's guard, as a problem's test binary is.

use std::os::unix::fs::PermissionsExt;
use testkit::meta::CompareMode;
use testkit::stress::check_output;
use testkit::trial::{self, Failed, Trial};

/// Checks a shell script's answer to `input`, the script written to a scratch directory.
fn check(body: &str, input: &str, expected: &str, mode: CompareMode) -> Result<(), String> {
    let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
    let program = dir.path().join("program");
    std::fs::write(&program, format!("#!/bin/sh\n{body}\n")).map_err(|e| e.to_string())?;
    std::fs::set_permissions(&program, std::fs::Permissions::from_mode(0o755)).map_err(|e| e.to_string())?;
    check_output(&program, input, expected, mode)
}

fn fails_with(result: Result<(), String>, part: &str) -> Result<(), Failed> {
    match result {
        Err(message) if message.contains(part) && message.contains("command: ") => Ok(()),
        other => Err(Failed::from(format!("expected an error with {part:?}, got {other:?}"))),
    }
}

fn main() {
    testkit::guard::enter();
    let trials = vec![
        Trial::test("a_right_answer_passes", || Ok(check("cat", "1 2\n", "1 2\n", CompareMode::Tokens)?)),
        Trial::test("a_wrong_answer_is_told", || {
            fails_with(check("cat", "1 2\n", "3\n", CompareMode::Tokens), "disagrees with the expected answer")
        }),
        Trial::test("a_failed_run_is_told_even_with_the_right_output", || {
            fails_with(check("cat; exit 3", "1 2\n", "1 2\n", CompareMode::Tokens), "the binary failed")
        }),
        Trial::test("the_mode_decides_whether_spacing_counts", || {
            check("cat", "1  2\n", "1 2\n", CompareMode::Tokens)?;
            fails_with(check("cat", "1  2\n", "1 2\n", CompareMode::Exact), "disagrees")
        }),
    ];
    std::process::exit(trial::run(trials).exit_code());
}
