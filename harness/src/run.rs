//! Running a binary on one input like a judge: stdin from a file, stdout and stderr drained on
//! their own threads, output capped, and a time limit that kills the process.

use std::io::Read;
use std::path::Path;
use std::process::{Command, ExitStatus, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread;
use std::time::{Duration, Instant};

/// The largest stdout kept by default: 64 MiB.
pub const OUTPUT_CAP: usize = 64 << 20;
/// The most of stderr that is kept.
pub const STDERR_CAP: usize = 1 << 20;

/// Limits of one run.
#[derive(Debug, Clone, Copy)]
pub struct Limits {
    /// Wall-clock time after which the process is killed.
    pub time: Duration,
    /// Bytes of stdout kept; beyond them the output is cut and the process killed.
    pub output_cap: usize,
}

/// How the process ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Exit {
    /// It exited with this code.
    Code(i32),
    /// It was ended by this signal (not by the harness).
    Signal(i32),
    /// The harness killed it: the time limit passed or the output cap was reached.
    Killed,
}

/// Everything observed about one run.
#[derive(Debug, Clone)]
pub struct RunResult {
    /// How it ended.
    pub exit: Exit,
    /// Standard output, at most the cap.
    pub stdout: Vec<u8>,
    /// Standard error, at most [`STDERR_CAP`].
    pub stderr: Vec<u8>,
    /// Wall-clock time from start to end.
    pub elapsed: Duration,
    /// Whether the time limit passed.
    pub timed_out: bool,
    /// Whether stdout passed the cap and was cut.
    pub output_cut: bool,
}

/// Reads a pipe to its end, keeping at most `cap` bytes and raising `over` past it.
fn drain<R: Read + Send + 'static>(mut pipe: R, cap: usize, over: Arc<AtomicBool>) -> thread::JoinHandle<Vec<u8>> {
    thread::spawn(move || {
        let mut kept = Vec::new();
        let mut chunk = vec![0u8; 1 << 16];
        loop {
            match pipe.read(&mut chunk) {
                Ok(0) | Err(_) => break,
                Ok(n) => {
                    let room = cap.saturating_sub(kept.len());
                    kept.extend_from_slice(&chunk[..n.min(room)]);
                    if n > room {
                        over.store(true, Ordering::Relaxed);
                    }
                }
            }
        }
        kept
    })
}

/// Kills the process and, on Unix, every process of its group.
fn kill_group(child: &mut std::process::Child) {
    #[cfg(unix)]
    {
        // No std API signals a group; the `kill` program does, and the shell's builtin where
        // that program is missing. Failures mean nothing is left to kill.
        let group = format!("-{}", child.id());
        let quiet = |mut c: Command| c.stdout(Stdio::null()).stderr(Stdio::null()).status();
        let mut program = Command::new("kill");
        program.args(["-KILL", "--", &group]);
        if quiet(program).is_err() {
            let mut shell = Command::new("sh");
            shell.args(["-c", &format!("kill -9 {group}")]);
            let _ = quiet(shell);
        }
    }
    let _ = child.kill();
    let _ = child.wait();
}

fn exit_of(status: ExitStatus) -> Exit {
    if let Some(code) = status.code() {
        return Exit::Code(code);
    }
    #[cfg(unix)]
    {
        use std::os::unix::process::ExitStatusExt;
        if let Some(signal) = status.signal() {
            return Exit::Signal(signal);
        }
    }
    Exit::Code(-1)
}

/// Runs `program` with `input` on stdin under `limits`.
///
/// # Errors
///
/// Fails if the input cannot be opened or the program cannot be started; the message names
/// the path.
pub fn run(program: &Path, input: &Path, limits: Limits) -> Result<RunResult, String> {
    let stdin = std::fs::File::open(input).map_err(|e| format!("{}: cannot open: {e}", input.display()))?;
    run_inner(Command::new(program).stdin(stdin), program, limits, None)
}

/// Runs `program` with `input` bytes on stdin under `limits` (written from a thread, so a
/// program that never reads cannot block the harness).
///
/// # Errors
///
/// Fails if the program cannot be started; the message names it.
pub fn run_bytes(program: &Path, input: &[u8], limits: Limits) -> Result<RunResult, String> {
    run_inner(Command::new(program).stdin(Stdio::piped()), program, limits, Some(input.to_vec()))
}

fn run_inner(
    command: &mut Command,
    program: &Path,
    limits: Limits,
    feed: Option<Vec<u8>>,
) -> Result<RunResult, String> {
    #[cfg(unix)]
    {
        use std::os::unix::process::CommandExt;
        // Its own process group, so that killing it also kills anything it started.
        command.process_group(0);
    }
    let start = Instant::now();
    let mut child = command
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("{}: cannot run: {e}", program.display()))?;
    let writer = match (feed, child.stdin.take()) {
        (Some(bytes), Some(mut pipe)) => Some(thread::spawn(move || {
            use std::io::Write;
            // The program may exit without reading everything: a broken pipe is not an error.
            let _ = pipe.write_all(&bytes);
        })),
        _ => None,
    };
    let over = Arc::new(AtomicBool::new(false));
    let stdout = child.stdout.take().map(|p| drain(p, limits.output_cap, Arc::clone(&over)));
    let stderr = child.stderr.take().map(|p| drain(p, STDERR_CAP, Arc::new(AtomicBool::new(false))));
    let mut pause = Duration::from_micros(50);
    let (status, timed_out) = loop {
        match child.try_wait() {
            Ok(Some(status)) => break (Some(status), false),
            Ok(None) => {}
            Err(e) => return Err(format!("{}: cannot wait: {e}", program.display())),
        }
        let late = start.elapsed() > limits.time;
        if late || over.load(Ordering::Relaxed) {
            kill_group(&mut child);
            break (None, late);
        }
        thread::sleep(pause);
        pause = (pause * 2).min(Duration::from_millis(2));
    };
    let elapsed = start.elapsed();
    // Processes it left behind may still hold the pipes open: give them a moment, then end them.
    let grace = Instant::now();
    while [&stdout, &stderr].iter().any(|h| h.as_ref().is_some_and(|h| !h.is_finished())) {
        if grace.elapsed() > Duration::from_millis(100) {
            kill_group(&mut child);
            break;
        }
        thread::sleep(Duration::from_micros(200));
    }
    let stdout = stdout.map(|h| h.join().unwrap_or_default()).unwrap_or_default();
    let stderr = stderr.map(|h| h.join().unwrap_or_default()).unwrap_or_default();
    if let Some(w) = writer {
        let _ = w.join();
    }
    Ok(RunResult {
        exit: status.map_or(Exit::Killed, exit_of),
        stdout,
        stderr,
        elapsed,
        timed_out,
        output_cut: over.load(Ordering::Relaxed),
    })
}
