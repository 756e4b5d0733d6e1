//! The signals a guard handles, and how they reach its watch.

use nix::sys::signal::{SigSet, Signal};
use std::os::unix::net::UnixStream;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

/// The signals a guard handles: the end of a child, the end of the judge or of the guard's
/// own run (`SIGTERM`, `SIGINT`, `SIGHUP`), the judge's word that the output passed its cap
/// (`SIGUSR1`) and its request to stop (`SIGUSR2`).
pub(super) const HANDLED: [Signal; 6] =
    [Signal::SIGCHLD, Signal::SIGTERM, Signal::SIGINT, Signal::SIGHUP, Signal::SIGUSR1, Signal::SIGUSR2];

/// What the guard's signal handlers tell its loop: a socket each of them writes a byte to, which
/// wakes the loop, and a flag for each kind of signal.
pub(super) struct Signals {
    pub wake: UnixStream,
    pub interrupted: Arc<AtomicBool>,
    pub output_full: Arc<AtomicBool>,
    pub requested: Arc<AtomicBool>,
}

/// Registers the guard's handlers, which wake it through the socket pair `wake`, then lets the
/// signals of `held`, held until now, arrive.
/// `None` if a handler could not be registered.
pub(super) fn handle_signals(held: &SigSet, (wake_read, wake_write): (UnixStream, UnixStream)) -> Option<Signals> {
    let interrupted = Arc::new(AtomicBool::new(false));
    let output_full = Arc::new(AtomicBool::new(false));
    let requested = Arc::new(AtomicBool::new(false));
    for (signal, flag) in [
        (Signal::SIGTERM, &interrupted),
        (Signal::SIGINT, &interrupted),
        (Signal::SIGHUP, &interrupted),
        (Signal::SIGUSR1, &output_full),
        (Signal::SIGUSR2, &requested),
    ] {
        signal_hook::flag::register(signal as i32, Arc::clone(flag)).ok()?;
    }
    for signal in HANDLED {
        let registered = wake_write.try_clone().map(|w| signal_hook::low_level::pipe::register(signal as i32, w));
        if !matches!(registered, Ok(Ok(_))) {
            return None;
        }
    }
    let _ = wake_read.set_nonblocking(true);
    held.thread_unblock().ok()?;
    Some(Signals { wake: wake_read, interrupted, output_full, requested })
}
