//! Bad input, refused cleanly: by the protocol of `judge_io`, a program that cannot read its
//! input says so in one `error:` line on stderr, prints nothing and exits with code 2, never
//! a panic, a signal or a hang.

use crate::meta::DEFAULT_MEMORY_LIMIT_MB;
use crate::run::{Exit, Input, Limits, Program, RunResult};
use std::path::Path;
use std::time::Duration;

/// Whether a run refused its input cleanly, by the protocol of `judge_io`.
fn refused_cleanly(r: &RunResult) -> bool {
    let code = match r.exit {
        Exit::Code(code) => Some(code),
        Exit::Signal(_) | Exit::Killed => None,
    };
    judge_io::is_clean_refusal(code, &r.stdout, &r.stderr)
}

fn run_bad_input(program: &Path, input: &[u8]) -> Result<(RunResult, String), String> {
    let limits = Limits::new(Duration::from_secs(10), DEFAULT_MEMORY_LIMIT_MB);
    let runner = crate::direct_runner().map_err(|e| e.to_string())?;
    let r = runner.run(&Program::new(program), Input::Bytes(input), limits).map_err(|e| e.to_string())?;
    let shown = format!(
        "input {:?}\n  exit: {:?}\n  stderr: {:?}",
        String::from_utf8_lossy(input),
        r.exit,
        String::from_utf8_lossy(&r.stderr)
    );
    Ok((r, shown))
}

/// Checks that a run on bad input either answered normally or refused cleanly: exit code 2,
/// nothing on stdout, exactly one `error: ` line on stderr. Never a panic, signal or hang.
///
/// # Errors
///
/// What the program did instead, with the input; or that it could not be started.
pub fn check_refusal(program: &Path, input: &[u8]) -> Result<(), String> {
    let (r, shown) = run_bad_input(program, input)?;
    if (r.exit == Exit::Code(0) && r.stderr.is_empty()) || refused_cleanly(&r) {
        return Ok(());
    }
    Err(format!(
        "{} did not refuse bad input cleanly (want exit {}, empty stdout and one `{}` line on stderr)\n  {shown}",
        program.display(),
        judge_io::REFUSAL_EXIT_CODE,
        judge_io::ERROR_PREFIX.trim_end(),
    ))
}

/// Checks that `program` refuses `input` cleanly (as in [`check_refusal`], but answering is
/// not allowed) with an error line that contains `message`.
///
/// # Errors
///
/// What the program did instead, with the input; or that it could not be started.
pub fn check_refused_with(program: &Path, input: &[u8], message: &str) -> Result<(), String> {
    let (r, shown) = run_bad_input(program, input)?;
    if refused_cleanly(&r) && String::from_utf8_lossy(&r.stderr).contains(message) {
        return Ok(());
    }
    Err(format!("{} did not refuse the input with an error containing {message:?}\n  {shown}", program.display()))
}
