//! A program run by a test, and checks on what it did: its exit status and what it wrote.
//!
//! [`TestCommand`] is a [`std::process::Command`] whose input is given as bytes; [`TestCommand::run`]
//! waits for the program and returns a [`Ran`], whose checks chain. A failed check panics with
//! the whole run: the command line, the input, the exit status, what was expected, and both
//! outputs, so that the failure says why without running the program again.
//!
//! ```no_run
//! use testkit::command::TestCommand;
//!
//! TestCommand::new("sort").stdin("b\na\n").run().success().stdout_is("a\nb\n").stderr_lacks("error");
//! ```

use std::ffi::OsStr;
use std::fmt;
use std::io::Write;
use std::path::Path;
use std::process::{Command, ExitStatus, Stdio};

/// A program to run, with its arguments, environment, directory and input.
#[derive(Debug)]
pub struct TestCommand {
    command: Command,
    stdin: Option<Vec<u8>>,
}

impl TestCommand {
    /// The program `program`, found as [`Command::new`] finds it.
    pub fn new(program: impl AsRef<OsStr>) -> Self {
        TestCommand { command: Command::new(program), stdin: None }
    }

    /// Adds one argument.
    pub fn arg(&mut self, arg: impl AsRef<OsStr>) -> &mut Self {
        self.command.arg(arg);
        self
    }

    /// Adds arguments.
    pub fn args(&mut self, args: impl IntoIterator<Item = impl AsRef<OsStr>>) -> &mut Self {
        self.command.args(args);
        self
    }

    /// Sets an environment variable of the program.
    pub fn env(&mut self, key: impl AsRef<OsStr>, value: impl AsRef<OsStr>) -> &mut Self {
        self.command.env(key, value);
        self
    }

    /// Leaves an environment variable of this process out of the program's.
    pub fn env_remove(&mut self, key: impl AsRef<OsStr>) -> &mut Self {
        self.command.env_remove(key);
        self
    }

    /// Runs the program in `dir`.
    pub fn current_dir(&mut self, dir: impl AsRef<Path>) -> &mut Self {
        self.command.current_dir(dir);
        self
    }

    /// Gives the program `input` on its stdin; without it, its stdin is empty.
    pub fn stdin(&mut self, input: impl Into<Vec<u8>>) -> &mut Self {
        self.stdin = Some(input.into());
        self
    }

    /// Runs the program to its end, its input written while its outputs are read.
    ///
    /// # Panics
    ///
    /// Panics, naming the command, if the program cannot start or be waited for.
    #[track_caller]
    pub fn run(&mut self) -> Ran {
        let mut line = vec![self.command.get_program().to_string_lossy().into_owned()];
        line.extend(self.command.get_args().map(|arg| quoted(&arg.to_string_lossy())));
        let mut command_line = line.join(" ");
        if let Some(dir) = self.command.get_current_dir() {
            command_line.push_str(&format!(" (in {})", dir.display()));
        }
        self.command.stdin(Stdio::piped()).stdout(Stdio::piped()).stderr(Stdio::piped());
        let mut child = self.command.spawn().unwrap_or_else(|e| panic!("cannot start `{command_line}`: {e}"));
        let mut pipe = child.stdin.take().expect("the child's stdin is piped");
        let input = self.stdin.clone().unwrap_or_default();
        // Written from another thread: a program may fill its output before reading its input.
        // The one error writing to a pipe gives is a reader that has gone (EPIPE): a program may
        // exit without reading its input, which is for the checks to judge.
        let feeder = std::thread::spawn(move || {
            let _ = pipe.write_all(&input);
        });
        let output = child.wait_with_output().unwrap_or_else(|e| panic!("cannot wait for `{command_line}`: {e}"));
        feeder.join().expect("the thread writing stdin does not panic");
        Ran {
            command_line,
            stdin: self.stdin.clone(),
            status: output.status,
            stdout: output.stdout,
            stderr: output.stderr,
        }
    }
}

/// An argument as a shell would need it written, so that the command line reads unambiguously.
fn quoted(arg: &str) -> String {
    let plain = !arg.is_empty() && arg.chars().all(|c| c.is_ascii_alphanumeric() || "-_./:=,+@%".contains(c));
    if plain { arg.to_owned() } else { format!("'{}'", arg.replace('\'', r"'\''")) }
}

/// A program that ran: its exit status and outputs, with checks that chain. Its [`Display`](fmt::Display)
/// is the whole run, for a check of a test's own: `assert!(ok, "{ran}")`.
#[derive(Debug)]
pub struct Ran {
    command_line: String,
    stdin: Option<Vec<u8>>,
    status: ExitStatus,
    stdout: Vec<u8>,
    stderr: Vec<u8>,
}

impl fmt::Display for Ran {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "command: {}", self.command_line)?;
        if let Some(stdin) = &self.stdin {
            writeln!(f, "--- stdin ---\n{}", String::from_utf8_lossy(stdin))?;
        }
        writeln!(f, "status: {}", self.status)?;
        writeln!(f, "--- stdout ---\n{}", String::from_utf8_lossy(&self.stdout))?;
        write!(f, "--- stderr ---\n{}", String::from_utf8_lossy(&self.stderr))
    }
}

/// Each check panics, with the whole run and what was expected, if its condition fails.
impl Ran {
    #[track_caller]
    fn check(&self, ok: bool, expected: impl FnOnce() -> String) -> &Self {
        assert!(ok, "expected {}\n{self}", expected());
        self
    }

    #[track_caller]
    fn text<'a>(&self, name: &str, bytes: &'a [u8]) -> &'a str {
        std::str::from_utf8(bytes).unwrap_or_else(|e| panic!("expected {name} in UTF-8 ({e})\n{self}"))
    }

    /// Whether the program exited with code 0, for a check of a test's own.
    pub fn succeeded(&self) -> bool {
        self.status.success()
    }

    /// The program's stdout; it must be UTF-8.
    #[track_caller]
    pub fn stdout(&self) -> &str {
        self.text("stdout", &self.stdout)
    }

    /// The program's stderr; it must be UTF-8.
    #[track_caller]
    pub fn stderr(&self) -> &str {
        self.text("stderr", &self.stderr)
    }

    /// The program exited with status 0.
    #[track_caller]
    pub fn success(&self) -> &Self {
        self.check(self.status.success(), || "success (exit code 0)".to_owned())
    }

    /// The program exited with `code`.
    #[track_caller]
    pub fn code(&self, code: i32) -> &Self {
        self.check(self.status.code() == Some(code), || format!("exit code {code}"))
    }

    /// Its stdout is exactly `expected`.
    #[track_caller]
    pub fn stdout_is(&self, expected: &str) -> &Self {
        self.check(self.stdout() == expected, || format!("stdout to be exactly {expected:?}"))
    }

    /// Its stdout begins with `prefix`.
    #[track_caller]
    pub fn stdout_starts_with(&self, prefix: &str) -> &Self {
        self.check(self.stdout().starts_with(prefix), || format!("stdout to start with {prefix:?}"))
    }

    /// Its stdout contains `part`.
    #[track_caller]
    pub fn stdout_has(&self, part: &str) -> &Self {
        self.check(self.stdout().contains(part), || format!("stdout to contain {part:?}"))
    }

    /// Its stdout does not contain `part`.
    #[track_caller]
    pub fn stdout_lacks(&self, part: &str) -> &Self {
        self.check(!self.stdout().contains(part), || format!("stdout not to contain {part:?}"))
    }

    /// Its stderr begins with `prefix`.
    #[track_caller]
    pub fn stderr_starts_with(&self, prefix: &str) -> &Self {
        self.check(self.stderr().starts_with(prefix), || format!("stderr to start with {prefix:?}"))
    }

    /// Its stderr contains `part`.
    #[track_caller]
    pub fn stderr_has(&self, part: &str) -> &Self {
        self.check(self.stderr().contains(part), || format!("stderr to contain {part:?}"))
    }

    /// Its stderr does not contain `part`.
    #[track_caller]
    pub fn stderr_lacks(&self, part: &str) -> &Self {
        self.check(!self.stderr().contains(part), || format!("stderr not to contain {part:?}"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::panic::{AssertUnwindSafe, catch_unwind};

    const SCRIPT: &str = "echo out; echo err >&2; exit 3";

    /// A check, and how its failure begins.
    type Check = (&'static str, fn(&Ran));

    fn sh(script: &str) -> Ran {
        TestCommand::new("sh").args(["-c", script]).run()
    }

    /// The message `check` panics with.
    fn failure(check: impl FnOnce()) -> String {
        let payload = catch_unwind(AssertUnwindSafe(check)).expect_err("the check fails");
        payload.downcast_ref::<String>().cloned().unwrap_or_default()
    }

    #[test]
    fn each_check_passes_on_what_it_says() {
        sh(SCRIPT)
            .code(3)
            .stdout_is("out\n")
            .stdout_starts_with("ou")
            .stdout_has("ut")
            .stdout_lacks("err")
            .stderr_starts_with("er")
            .stderr_has("rr")
            .stderr_lacks("out");
        sh("true").success();
    }

    #[test]
    fn each_check_fails_otherwise_and_shows_the_whole_run() {
        let ran = sh(SCRIPT);
        let checks: [Check; 9] = [
            ("success (exit code 0)", |r| {
                let _ = r.success();
            }),
            ("exit code 0", |r| {
                let _ = r.code(0);
            }),
            ("stdout to be exactly \"out\"", |r| {
                let _ = r.stdout_is("out");
            }),
            ("stdout to start with \"ut\"", |r| {
                let _ = r.stdout_starts_with("ut");
            }),
            ("stdout to contain \"err\"", |r| {
                let _ = r.stdout_has("err");
            }),
            ("stdout not to contain \"ou\"", |r| {
                let _ = r.stdout_lacks("ou");
            }),
            ("stderr to start with \"rr\"", |r| {
                let _ = r.stderr_starts_with("rr");
            }),
            ("stderr to contain \"out\"", |r| {
                let _ = r.stderr_has("out");
            }),
            ("stderr not to contain \"er\"", |r| {
                let _ = r.stderr_lacks("er");
            }),
        ];
        for (expected, check) in checks {
            let message = failure(|| check(&ran));
            assert!(message.starts_with(&format!("expected {expected}\n")), "{message}");
            for part in [
                "command: sh -c 'echo out; echo err >&2; exit 3'\n",
                "status: exit status: 3\n",
                "--- stdout ---\nout\n",
                "--- stderr ---\nerr\n",
            ] {
                assert!(message.contains(part), "{part:?} missing from:\n{message}");
            }
        }
    }

    #[test]
    fn the_input_reaches_the_program_and_is_shown() {
        let ran = TestCommand::new("cat").stdin("a\nb\n").run();
        ran.success().stdout_is("a\nb\n");
        assert!(
            failure(|| {
                let _ = ran.code(1);
            })
            .contains("--- stdin ---\na\nb\n")
        );
        // A program that exits without reading its input is not a failure to write it.
        TestCommand::new("true").stdin(vec![b'x'; 1 << 20]).run().success();
    }

    #[test]
    fn output_that_is_not_utf8_fails_a_check_of_text() {
        let ran = sh(r"printf '\377'");
        assert!(
            failure(|| {
                let _ = ran.stdout();
            })
            .starts_with("expected stdout in UTF-8")
        );
    }

    #[test]
    fn the_command_line_reads_as_a_shell_would() {
        assert_eq!(quoted("plain-arg_1.txt"), "plain-arg_1.txt");
        assert_eq!(quoted(""), "''");
        assert_eq!(quoted("a b"), "'a b'");
        assert_eq!(quoted("it's"), r"'it'\''s'");
        let ran = TestCommand::new("true").args(["x y"]).current_dir("/").run();
        assert!(ran.to_string().starts_with("command: true 'x y' (in /)\n"), "{ran}");
    }
}
