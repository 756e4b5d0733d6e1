//! The guard of a run, as the judge holds it: started by `exec` or forked by a fork server.

use crate::Error as Diagnostic;
use crate::fork_server;
use nix::sys::signal::{Signal, kill};
use nix::sys::wait::{Id, WaitPidFlag, waitid};
use nix::unistd::Pid;
use std::path::Path;
use std::sync::{Arc, Mutex};

/// The guard of a run, and how the judge waits for it and signals it.
#[derive(Debug)]
pub(super) enum GuardProcess {
    /// Started by `exec`: the judge's child, alive until reaped.
    Exec { child: std::process::Child, alive: Arc<Mutex<bool>> },
    /// Forked by a fork server, signalled through its pidfd.
    Forked(fork_server::Forked),
}

impl GuardProcess {
    /// A function that sends `signal` to the guard while it runs, from any thread.
    pub(super) fn signaller(&self, signal: Signal) -> Box<dyn FnOnce() + Send + 'static> {
        match self {
            GuardProcess::Exec { child, alive } => {
                let (alive, pid) = (Arc::clone(alive), Pid::from_raw(child.id() as i32));
                Box::new(move || {
                    if alive.lock().is_ok_and(|alive| *alive) {
                        let _ = kill(pid, signal);
                    }
                })
            }
            GuardProcess::Forked(forked) => {
                let pidfd = Arc::clone(&forked.pidfd);
                Box::new(move || {
                    // A pidfd names its process only: once that has ended, the call fails.
                    if let Some(signal) = rustix::process::Signal::from_named_raw(signal as i32) {
                        let _ = rustix::process::pidfd_send_signal(&*pidfd, signal);
                    }
                })
            }
        }
    }

    /// Waits for the guard's end: how it ended, in words.
    pub(super) fn wait(self, guard: &Path) -> Result<String, Diagnostic> {
        match self {
            GuardProcess::Exec { mut child, alive } => {
                // Wait for the guard's end without reaping it, then mark it gone, then reap.
                // (Equivalent mutant: `^` for `|` between the flags, which share no bit.)
                let pid = Pid::from_raw(child.id() as i32);
                let _ = waitid(Id::Pid(pid), WaitPidFlag::WEXITED | WaitPidFlag::WNOWAIT);
                if let Ok(mut alive) = alive.lock() {
                    *alive = false;
                }
                let status = child.wait().map_err(|e| Diagnostic::new(guard, format!("cannot wait: {e}")))?;
                // A guard killed outright could not take its box's control group down.
                if std::os::unix::process::ExitStatusExt::signal(&status).is_some() {
                    crate::cgroup::take_down_after_guard(pid.as_raw());
                }
                Ok(status.to_string())
            }
            GuardProcess::Forked(forked) => Ok(forked.wait()),
        }
    }
}
