//! A run that has started, and its end.

use super::guard_process::GuardProcess;
use super::result::RunResult;
use super::scratch::Scratch;
use crate::Error as Diagnostic;
use crate::plan::Report;
use nix::sys::signal::Signal;
use std::path::PathBuf;
use std::thread;
use std::time::{Duration, Instant};

/// How long the judge waits for a run's pipes to close once its process tree is gone.
pub(super) const PIPE_GRACE: Duration = Duration::from_secs(2);

pub(super) type Drained = thread::JoinHandle<(Vec<u8>, bool)>;

/// A run that has started: [`Running::finish`] waits for it.
#[derive(Debug)]
pub struct Running {
    pub(super) process: GuardProcess,
    pub(super) guard: PathBuf,
    pub(super) executable: PathBuf,
    pub(super) report: PathBuf,
    pub(super) stdout: Option<Drained>,
    pub(super) stderr: Option<Drained>,
    pub(super) writer: Option<thread::JoinHandle<()>>,
    /// Returned to the runner's pool when the run is over.
    pub(super) _scratch: Scratch,
}

impl Running {
    /// A function that asks the guard to stop the run ([`crate::plan::Stop::Requested`]), from any thread;
    /// nothing happens if the run has ended already.
    pub fn stopper(&self) -> impl FnOnce() + Send + 'static {
        self.process.signaller(Signal::SIGUSR2)
    }

    /// Waits for the run's end and says what happened.
    ///
    /// # Errors
    ///
    /// As [`super::Runner::run`].
    pub fn finish(mut self) -> Result<RunResult, Diagnostic> {
        let guard_status = self.process.wait(&self.guard)?;
        // The pipes close as the guard exits, so the drains end at once: yield to them first,
        // and sleep between looks only if they do not.
        let grace = Instant::now();
        let mut looks = 0u32;
        while [&self.stdout, &self.stderr].iter().any(|h| h.as_ref().is_some_and(|h| !h.is_finished())) {
            // Only a process that escaped the guard could hold a pipe open this long, and the
            // fault tests show none can: `==` and `>=` for `>` are equivalent mutants.
            if grace.elapsed() > PIPE_GRACE {
                return Err(Diagnostic::new(
                    &self.executable,
                    "a process of the run kept its output open after the run ended (it escaped the guard)",
                ));
            }
            // How the wait passes its time changes nothing but its cost: the mutants of these two
            // lines (`*=`, `==`, `>`, `<=`) are equivalent.
            looks += 1;
            if looks < 200 { thread::yield_now() } else { thread::sleep(Duration::from_micros(100)) }
        }
        let (stdout, output_cut) = self.stdout.take().map(|h| h.join().unwrap_or_default()).unwrap_or_default();
        let (stderr, _) = self.stderr.take().map(|h| h.join().unwrap_or_default()).unwrap_or_default();
        if let Some(w) = self.writer.take() {
            let _ = w.join();
        }
        let report: Report =
            std::fs::read(&self.report).ok().and_then(|json| serde_json::from_slice(&json).ok()).ok_or_else(|| {
                Diagnostic::new(&self.guard, format!("the run guard ended ({guard_status}) without a report"))
            })?;
        if let Some(error) = report.error {
            return Err(Diagnostic::new(&self.executable, error));
        }
        Ok(RunResult {
            exit: report.exit,
            stop: report.stop,
            stdout,
            stderr,
            cpu: Duration::from_micros(report.cpu_us),
            wall: Duration::from_micros(report.wall_us),
            peak_kib: report.peak_kib,
            ended_ns: report.ended_ns,
            output_cut,
            isolation: report.isolation,
            refused: report.refused,
            refused_calls: report.refused_calls,
            guard_cpu: Duration::from_micros(report.guard_cpu_us),
        })
    }
}
