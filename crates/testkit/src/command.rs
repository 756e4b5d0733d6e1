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
    /// Panics, naming the command, if the program cannot start or be waited for, or its
    /// input cannot be written (except to a program that exits without reading it all).
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
        let feeder = std::thread::spawn(move || match pipe.write_all(&input) {
            Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => Err(e),
            _ => Ok(()),
        });
        let output = child.wait_with_output().unwrap_or_else(|e| panic!("cannot wait for `{command_line}`: {e}"));
        let written = feeder.join().expect("the thread writing stdin does not panic");
        written.unwrap_or_else(|e| panic!("cannot write the stdin of `{command_line}`: {e}"));
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
