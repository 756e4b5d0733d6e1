//! The guard's report: the file it is written to, opened before the box is built, and the
//! report of a run that could not start.

use crate::layers::{Isolation, Layer};
use crate::plan::{Exit, Plan, Report};
use std::io::Write;

/// The machine's monotonic clock, in nanoseconds: the same clock in every process.
pub fn monotonic_ns() -> u64 {
    nix::time::clock_gettime(nix::time::ClockId::CLOCK_MONOTONIC)
        .map_or(0, |t| u64::try_from(t.tv_sec()).unwrap_or(0) * 1_000_000_000 + u64::try_from(t.tv_nsec()).unwrap_or(0))
}

/// Writes a report that says the program could not be started.
pub(super) fn fail(plan: &Plan, message: &str) -> i32 {
    let mut isolation = Isolation::default();
    isolation.add(Layer::Landlock, "the run did not start");
    fail_with(plan, message, isolation)
}

/// Writes a report that says the run failed with `message`, the box having `isolation`.
pub(super) fn fail_with(plan: &Plan, message: &str, isolation: Isolation) -> i32 {
    let report = Report {
        exit: Exit::Killed,
        stop: None,
        cpu_us: 0,
        wall_us: 0,
        ended_ns: monotonic_ns(),
        peak_kib: 0,
        isolation,
        refused: Vec::new(),
        refused_calls: 0,
        guard_cpu_us: 0,
        error: Some(message.to_owned()),
    };
    write_report(plan, &report)
}

/// The report file, opened before the program starts: a program that takes the guard's
/// descriptors away (by lowering its open-files limit) cannot keep it from reporting.
static REPORT: std::sync::OnceLock<std::fs::File> = std::sync::OnceLock::new();

/// Opens the plan's report file, to be written when the run is over.
pub(super) fn open_report(plan: &Plan) {
    if let Ok(file) = std::fs::File::create(&plan.report) {
        let _ = REPORT.set(file);
    }
}

pub(super) fn write_report(plan: &Plan, report: &Report) -> i32 {
    let Ok(json) = serde_json::to_vec(report) else { return 1 };
    let written = match REPORT.get() {
        Some(mut file) => file.write_all(&json),
        None => std::fs::write(&plan.report, json),
    };
    i32::from(written.is_err())
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn the_monotonic_clock_counts_nanoseconds() {
        let seconds = || nix::time::clock_gettime(nix::time::ClockId::CLOCK_MONOTONIC).unwrap().tv_sec();
        let before = seconds();
        let first = monotonic_ns();
        std::thread::sleep(Duration::from_millis(20));
        let second = monotonic_ns();
        let after = seconds();
        let whole = i64::try_from(first / 1_000_000_000).unwrap();
        assert!((before..=after).contains(&whole), "{first} ns is not {before}..={after} s");
        let step = Duration::from_nanos(second - first);
        assert!(step >= Duration::from_millis(20) && step < Duration::from_secs(2), "20 ms measured as {step:?}");
    }
}
