//! The problem's own judge programs: a checker, which judges a finished output (testlib's
//! protocol), and an interactor, which talks with the solution while it runs and whose exit
//! code is the verdict.

use crate::diagnostic::Diagnostic;
use crate::report::{self, Verdict};
use crate::run::{Exit, Input, Limits, Output, Program, RunResult, Runner};
use judge_io::checker::{ACCEPTED, JUDGE_FAILURE, PRESENTATION_ERROR, WRONG_ANSWER};
use std::collections::VecDeque;
use std::fs::File;
use std::io::{Read, Write};
use std::path::Path;
#[cfg(test)]
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::Duration;

/// How long the solution may go on once the interactor has given a verdict other than AC.
const AFTER_INTERACTOR: Duration = Duration::from_millis(300);
/// The most of an interaction kept for the report, each way.
const TRANSCRIPT_BYTES: usize = 4096;
/// Lines of each direction shown in a report.
const TRANSCRIPT_LINES: usize = 6;

/// How the runs of a problem are judged.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Jury {
    /// No program of the problem: the judge compares the output with the expected output
    /// itself, as `problem.toml`'s `compare` says (tokens or exact).
    Builtin,
    /// The problem's checker: `checker <input> <output> <answer>`.
    Checker(Program),
    /// The problem's interactor: `interactor <input> <answer>`, joined to the solution.
    Interactor(Program),
}

impl Jury {
    /// Whether the solution talks with an interactor instead of reading a file.
    pub fn is_interactive(&self) -> bool {
        matches!(self, Jury::Interactor(_))
    }
}

/// Limits of a judge program: four times the solution's CPU time and a second more, so that a
/// checker as slow as the solution fits, but a broken one cannot hang the judge; it outlives
/// the solution's wall-clock limit.
fn jury_limits(solution: Limits) -> Limits {
    let cpu = solution.cpu * 4 + Duration::from_secs(1);
    Limits { cpu, wall: solution.wall + cpu, memory_bytes: 1 << 30, output_cap: solution.output_cap }
}

/// The verdict a checker or interactor gives by its exit code, with its message; anything
/// but testlib's codes, a crash or a time-out is a judge error.
fn jury_verdict(role: &str, result: &RunResult) -> (Verdict, String) {
    let message = String::from_utf8_lossy(&result.stderr).trim().to_owned();
    let said = if message.is_empty() {
        String::new()
    } else {
        format!("  {role} says:\n{}", report::message(message.as_bytes()))
    };
    if result.timed_out() {
        return (Verdict::Je, format!("  the {role} did not finish within {} ms\n{said}", result.wall.as_millis()));
    }
    match result.exit {
        Exit::Code(ACCEPTED) => (Verdict::Ac, said),
        Exit::Code(WRONG_ANSWER) => (Verdict::Wa, said),
        Exit::Code(PRESENTATION_ERROR) => {
            (Verdict::Wa, format!("  presentation error (judged as a wrong answer)\n{said}"))
        }
        Exit::Code(JUDGE_FAILURE) => (Verdict::Je, format!("  the {role} reports a judge failure\n{said}")),
        Exit::Code(code) => {
            (Verdict::Je, format!("  the {role} exited with code {code}, which is not testlib's 0 to 3\n{said}"))
        }
        Exit::Signal(signal) => (Verdict::Je, format!("  the {role} was killed by signal {signal}\n{said}")),
        Exit::Killed => (Verdict::Je, format!("  the {role} was stopped ({:?})\n{said}", result.stop)),
    }
}

/// A file argument of a judge program, made absolute: judge programs run in a scratch
/// directory of their own.
fn absolute(path: &Path) -> String {
    std::path::absolute(path).unwrap_or_else(|_| path.to_path_buf()).display().to_string()
}

/// Judges a finished `output` with `checker`: `checker <input> <output> <answer>`.
///
/// # Errors
///
/// A diagnostic if the output cannot be written down or the checker cannot be started (a
/// checker that starts and then fails is a JE verdict, not an error).
pub fn check(
    runner: &Runner,
    checker: &Program,
    input: &Path,
    output: &[u8],
    answer: &Path,
    limits: Limits,
) -> Result<(Verdict, String), Diagnostic> {
    let dir = tempfile::Builder::new()
        .prefix("sg-check-")
        .tempdir()
        .map_err(|e| Diagnostic::new(&std::env::temp_dir(), format!("cannot create a scratch directory: {e}")))?;
    let written = dir.path().join("output");
    std::fs::write(&written, output).map_err(|e| Diagnostic::new(&written, format!("cannot write: {e}")))?;
    let mut command = checker.clone();
    command.args.extend([absolute(input), absolute(&written), absolute(answer)]);
    let result = runner.trusted().run(&command, Input::Bytes(b""), jury_limits(limits))?;
    Ok(jury_verdict("checker", &result))
}

/// Copies one direction of an interaction, keeping its tail for the report. Once the reader
/// side is gone it goes on draining, so that the writer is never blocked.
fn relay<R, W>(mut from: R, mut to: W) -> thread::JoinHandle<Vec<u8>>
where
    R: Read + Send + 'static,
    W: Write + Send + 'static,
{
    thread::spawn(move || {
        let mut tail: VecDeque<u8> = VecDeque::new();
        let mut chunk = vec![0u8; 1 << 16];
        let mut open = true;
        loop {
            match from.read(&mut chunk) {
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
                Ok(0) | Err(_) => break,
                Ok(n) => {
                    if open && to.write_all(&chunk[..n]).is_err() {
                        open = false;
                    }
                    tail.extend(&chunk[..n]);
                    let excess = tail.len().saturating_sub(TRANSCRIPT_BYTES);
                    tail.drain(..excess);
                }
            }
        }
        tail.into()
    })
}

/// The last lines of one direction of an interaction, for a report.
fn last_lines(tail: &[u8]) -> String {
    let text = String::from_utf8_lossy(tail);
    let lines: Vec<&str> = text.lines().collect();
    let shown = &lines[lines.len().saturating_sub(TRANSCRIPT_LINES)..];
    if shown.is_empty() {
        return "    (nothing)\n".to_owned();
    }
    shown.iter().map(|l| report::quoted_line(l.as_bytes(), 100)).collect()
}

/// What an interaction gave: both runs, the interactor's verdict, which ended first, and the
/// last lines each way. [`crate::judging`] weighs them into the case's verdict.
#[derive(Debug)]
pub struct Interaction {
    /// The solution's run (its stdout is not kept: it went to the interactor).
    pub solution: RunResult,
    /// The interactor's verdict by its exit code, and what it said.
    pub said: (Verdict, String),
    /// Whether the interactor ended before the solution.
    pub jury_first: bool,
    /// The last lines from the solution and to it.
    pub transcript: String,
}

/// A pipe, its read end first; both ends close on `exec`, so that only the process each is
/// given to holds it.
fn pipe(what: &Path) -> Result<(File, File), Diagnostic> {
    let (read, write) = nix::unistd::pipe2(nix::fcntl::OFlag::O_CLOEXEC)
        .map_err(|e| Diagnostic::new(what, format!("cannot create a pipe: {e}")))?;
    Ok((File::from(read), File::from(write)))
}

/// Runs `program` against `interactor` (`interactor <input> <answer>`), each one's stdout
/// relayed to the other's stdin through the judge, which keeps the tail of each direction.
///
/// A solution that goes on after the interactor's wrong answer is stopped soon after.
///
/// # Errors
///
/// A diagnostic if a pipe cannot be made or either program cannot be started.
pub fn interact(
    runner: &Runner,
    program: &Program,
    interactor: &Program,
    input: &Path,
    answer: &Path,
    limits: Limits,
) -> Result<Interaction, Diagnostic> {
    let (solution_in, to_solution) = pipe(input)?;
    let (from_solution, solution_out) = pipe(input)?;
    let (jury_in, to_jury) = pipe(input)?;
    let (from_jury, jury_out) = pipe(input)?;
    let mut jury_command = interactor.clone();
    jury_command.args.extend([absolute(input), absolute(answer)]);
    let jury =
        runner.trusted().start(&jury_command, Input::Pipe(jury_in), Output::Pipe(jury_out), jury_limits(limits))?;
    let solution = runner.start(program, Input::Pipe(solution_in), Output::Pipe(solution_out), limits)?;
    let upstream = relay(from_solution, to_jury);
    let downstream = relay(from_jury, to_solution);
    // The jury's end is watched from its own thread, so that a solution that goes on after
    // the jury's wrong answer can be stopped.
    let stop_solution = solution.stopper();
    let jury_thread = thread::spawn(move || {
        let result = jury.finish();
        if matches!(&result, Ok(r) if jury_verdict("interactor", r).0 != Verdict::Ac) {
            thread::sleep(AFTER_INTERACTOR);
            stop_solution();
        }
        result
    });
    let solution_result = solution.finish();
    let jury_result = jury_thread
        .join()
        .map_err(|_| Diagnostic::new(input, "the interactor's thread failed"))
        .and_then(|r| r.map_err(Diagnostic::from));
    let from_solution_tail = upstream.join().unwrap_or_default();
    let to_solution_tail = downstream.join().unwrap_or_default();
    let jury_result = jury_result?;
    let solution_result = solution_result?;
    let transcript = format!(
        "  last lines from the solution:\n{}  last lines to the solution:\n{}",
        last_lines(&from_solution_tail),
        last_lines(&to_solution_tail)
    );
    // (Equivalent mutant: `<=`; two guards do not see their runs end in the same nanosecond.)
    let jury_first = jury_result.ended_ns < solution_result.ended_ns;
    let said = jury_verdict("interactor", &jury_result);
    Ok(Interaction { solution: solution_result, said, jury_first, transcript })
}

#[cfg(test)]
mod tests {
    use super::*;
    use runguard::testing::Interrupting;

    #[test]
    fn only_an_interactor_takes_the_place_of_the_input_file() {
        let program = Program::new("/bin/true");
        assert!(Jury::Interactor(program.clone()).is_interactive());
        assert!(!Jury::Checker(program).is_interactive() && !Jury::Builtin.is_interactive());
    }

    #[test]
    fn judge_programs_get_four_times_the_time_and_a_second_more() {
        let solution = Limits::new(Duration::from_millis(300), 64);
        let jury = jury_limits(solution);
        assert_eq!(jury.cpu, Duration::from_millis(2200));
        assert_eq!(jury.wall, solution.wall + Duration::from_millis(2200));
        assert_eq!((jury.memory_bytes, jury.output_cap), (1 << 30, solution.output_cap));
    }

    #[test]
    fn testlib_exit_codes_give_the_verdicts() {
        let result = |exit, stop| RunResult {
            stderr: b"wrong move in game 2\n".to_vec(),
            ..crate::made_up_run(exit, stop, b"")
        };
        let verdict = |exit, stop| jury_verdict("checker", &result(exit, stop));
        assert_eq!(verdict(Exit::Code(0), None).0, Verdict::Ac);
        let (wa, said) = verdict(Exit::Code(1), None);
        assert_eq!((wa, said.as_str()), (Verdict::Wa, "  checker says:\n    | wrong move in game 2\n"));
        let (pe, said) = verdict(Exit::Code(2), None);
        assert!(pe == Verdict::Wa && said.starts_with("  presentation error"), "{said}");
        let (je, said) = verdict(Exit::Code(3), None);
        assert!(je == Verdict::Je && said.contains("reports a judge failure"), "{said}");
        let (je, said) = verdict(Exit::Code(4), None);
        assert!(je == Verdict::Je && said.contains("exited with code 4"), "{said}");
        let (je, said) = verdict(Exit::Signal(11), None);
        assert!(je == Verdict::Je && said.contains("killed by signal 11"), "{said}");
        let (je, said) = verdict(Exit::Killed, Some(crate::run::Stop::Cpu));
        assert!(je == Verdict::Je && said.contains("did not finish within 4 ms"), "{said}");
        let (je, said) = verdict(Exit::Killed, Some(crate::run::Stop::Memory));
        assert!(je == Verdict::Je && said.contains("was stopped (Some(Memory))"), "{said}");
    }

    #[test]
    fn relays_copy_everything_keep_the_tail_and_survive_an_interruption() {
        let text: Vec<u8> = (0..3000).flat_map(|i| format!("{i}\n").into_bytes()).collect();
        let copied = Arc::new(Mutex::new(Vec::new()));
        /// A writer into a shared buffer, so the test can look at it after the relay ends.
        struct Shared(Arc<Mutex<Vec<u8>>>);
        impl Write for Shared {
            fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
                self.0.lock().map_err(|_| std::io::ErrorKind::Other)?.extend_from_slice(buf);
                Ok(buf.len())
            }
            fn flush(&mut self) -> std::io::Result<()> {
                Ok(())
            }
        }
        let reader = Interrupting::new(&text);
        let tail = relay(reader, Shared(Arc::clone(&copied))).join().unwrap_or_default();
        assert_eq!(*copied.lock().unwrap_or_else(|e| e.into_inner()), text);
        assert_eq!(tail, text[text.len() - TRANSCRIPT_BYTES..]);
        assert_eq!(last_lines(&tail), (2994..3000).map(|i| format!("    | {i}\n")).collect::<String>());
        assert_eq!(last_lines(b""), "    (nothing)\n");
        // When the other side has gone away, the relay goes on draining, so the writer is
        // never blocked, and still keeps the tail.
        struct Gone;
        impl Write for Gone {
            fn write(&mut self, _: &[u8]) -> std::io::Result<usize> {
                Err(std::io::ErrorKind::BrokenPipe.into())
            }
            fn flush(&mut self) -> std::io::Result<()> {
                Ok(())
            }
        }
        let tail = relay(Interrupting::new(b"1\n2\n"), Gone).join().unwrap_or_default();
        assert_eq!(tail, b"1\n2\n");
        // A read that fails for good ends the relay.
        assert!(relay(Interrupting::broken(), Gone).join().unwrap_or_default().is_empty());
    }
}
