//! What a run gives back.

use crate::layers::Isolation;
use crate::plan::{Exit, Stop};
use std::time::Duration;

/// Everything observed about one run.
#[derive(Debug, Clone)]
pub struct RunResult {
    /// How the main process ended.
    pub exit: Exit,
    /// Why the guard stopped the run, if it did.
    pub stop: Option<Stop>,
    /// Standard output, at most the cap.
    pub stdout: Vec<u8>,
    /// Standard error, at most [`super::STDERR_CAP`].
    pub stderr: Vec<u8>,
    /// CPU time of the whole process tree.
    pub cpu: Duration,
    /// Wall-clock time of the main process.
    pub wall: Duration,
    /// Peak resident memory in KiB.
    pub peak_kib: u64,
    /// When the main process ended (or was stopped) on the machine's monotonic clock, in
    /// nanoseconds ([`crate::guard::monotonic_ns`]): which of two runs ended first.
    pub ended_ns: u64,
    /// Whether stdout passed the cap and was cut.
    pub output_cut: bool,
    /// Which layers of the box the run had.
    pub isolation: Isolation,
    /// The system calls the box's filter refused the program, each once, in the order first
    /// refused, the first few of them (empty where the kernel cannot tell: see
    /// [`crate::layers::Layer::Filter`]).
    pub refused: Vec<String>,
    /// How many calls the filter refused in all.
    pub refused_calls: u64,
    /// The CPU time the run's guard used itself: what judging the run cost beside it.
    pub guard_cpu: Duration,
}

impl RunResult {
    /// Whether the run passed its CPU or wall-clock limit.
    pub fn timed_out(&self) -> bool {
        matches!(self.stop, Some(Stop::Cpu | Stop::Wall))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_time_stops_are_time_outs() {
        let result = |stop| RunResult {
            exit: Exit::Killed,
            stop,
            stdout: Vec::new(),
            stderr: Vec::new(),
            cpu: Duration::ZERO,
            wall: Duration::ZERO,
            peak_kib: 0,
            ended_ns: 0,
            output_cut: false,
            isolation: Isolation::default(),
            refused: Vec::new(),
            refused_calls: 0,
            guard_cpu: Duration::ZERO,
        };
        assert!(result(Some(Stop::Cpu)).timed_out() && result(Some(Stop::Wall)).timed_out());
        assert!(!result(Some(Stop::Memory)).timed_out() && !result(None).timed_out());
    }
}
