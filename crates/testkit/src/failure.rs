//! The verdict on a run that failed by itself, whatever it printed: time, memory, a crash or
//! the output limit, in DOMjudge's order. Judging a case ([`crate::judging`]) and an
//! interaction ([`crate::jury`]) both start here.

use crate::report::{Verdict, excerpt, kib_text};
use crate::run::{Exit, Limits, RunResult, Stop};
use std::path::Path;

/// The verdict of a run that failed by itself, whatever it printed, with DOMjudge's
/// precedence: time, memory, crash, output limit; `None` if it ended normally. The detail
/// names the system calls the box refused the program, if any: a likely cause.
pub fn failure_of(result: &RunResult, input: &Path, limits: Limits) -> Option<(Verdict, String)> {
    let (verdict, mut detail) = failure_alone(result, input, limits)?;
    if !result.refused.is_empty() && verdict != Verdict::Je {
        // The box names the first few kinds it refused, and counts every call.
        let all = if result.refused_calls > result.refused.len() as u64 {
            format!(" ({} calls refused in all)", result.refused_calls)
        } else {
            String::new()
        };
        detail += &format!(
            "  the box refused these system calls (each failed with EPERM): {}{all}\n",
            result.refused.join(", ")
        );
    }
    Some((verdict, detail))
}

fn failure_alone(result: &RunResult, input: &Path, limits: Limits) -> Option<(Verdict, String)> {
    let input_shown = input.display();
    let stderr_part = || {
        if result.stderr.is_empty() { String::new() } else { format!("  stderr:\n{}", excerpt(&result.stderr)) }
    };
    match result.stop {
        Some(Stop::Cpu) => {
            let limit = format!("  stopped at the CPU time limit of {} ms\n", limits.cpu.as_millis());
            return Some((Verdict::Tle, format!("{input_shown}\n{limit}")));
        }
        Some(Stop::Wall) => {
            let limit =
                format!("  stopped at the wall-clock limit of {} ms (sleeping or blocked)\n", limits.wall.as_millis());
            return Some((Verdict::Tle, format!("{input_shown}\n{limit}")));
        }
        _ => {}
    }
    if result.stop == Some(Stop::Memory) || result.peak_kib.saturating_mul(1024) > limits.memory_bytes {
        let limit = format!("  passed the memory limit of {}\n", kib_text(limits.memory_bytes / 1024));
        return Some((Verdict::Mle, format!("{input_shown}\n{limit}")));
    }
    if result.stop == Some(Stop::Interrupted) {
        return Some((Verdict::Je, format!("{input_shown}\n  the judge was interrupted during the run\n")));
    }
    if result.stop == Some(Stop::Lost) {
        let detail = "  the guard lost sight of the run's processes (were its limits changed?) and killed them all\n";
        return Some((Verdict::Re, format!("{input_shown}\n{detail}")));
    }
    match result.exit {
        Exit::Code(0) | Exit::Killed => {}
        Exit::Code(code) => {
            return Some((Verdict::Re, format!("{input_shown}\n  exit code {code}\n{}", stderr_part())));
        }
        Exit::Signal(signal) => {
            return Some((Verdict::Re, format!("{input_shown}\n  killed by signal {signal}\n{}", stderr_part())));
        }
    }
    if result.output_cut {
        let detail =
            format!("{input_shown}\n  output passed the cap of {} bytes; the run was stopped\n", limits.output_cap);
        return Some((Verdict::Ole, detail));
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::run::OUTPUT_CAP;
    use std::time::Duration;

    fn finished(stop: Option<Stop>, peak_kib: u64) -> RunResult {
        let exit = if stop.is_some() { Exit::Killed } else { Exit::Code(0) };
        RunResult { peak_kib, ..crate::made_up_run(exit, stop, b"3\n") }
    }

    #[test]
    fn memory_is_judged_by_the_guard_stop_or_by_the_peak() {
        let limits = Limits { memory_bytes: 1 << 20, output_cap: OUTPUT_CAP, ..Limits::new(Duration::from_secs(1), 1) };
        let input = Path::new("x.in");
        // Stopped by the guard while small (a burst it caught), or over the peak after a burst
        // between two of its looks: both are MLE; neither is a plain success.
        assert_eq!(failure_of(&finished(Some(Stop::Memory), 10), input, limits).map(|f| f.0), Some(Verdict::Mle));
        assert_eq!(failure_of(&finished(None, 1025), input, limits).map(|f| f.0), Some(Verdict::Mle));
        assert_eq!(failure_of(&finished(None, 1024), input, limits).map(|f| f.0), None);
    }

    #[test]
    fn time_then_memory_then_a_crash_then_the_output_limit() {
        let limits = Limits { memory_bytes: 1 << 20, output_cap: 99, ..Limits::new(Duration::from_millis(700), 1) };
        let input = Path::new("cases/x.in");
        // Every way a run can fail at once, and the ones left when each rule is taken away.
        let run = |stop: Option<Stop>, exit: Exit, peak_kib: u64, output_cut: bool, stderr: &str| RunResult {
            exit,
            output_cut,
            stderr: stderr.as_bytes().to_vec(),
            ..finished(stop, peak_kib)
        };
        let table: [(RunResult, Option<(Verdict, &str)>); 12] = [
            (
                run(Some(Stop::Cpu), Exit::Signal(9), 4096, true, "x"),
                Some((Verdict::Tle, "cases/x.in\n  stopped at the CPU time limit of 700 ms\n")),
            ),
            (
                run(Some(Stop::Wall), Exit::Killed, 4096, true, ""),
                Some((
                    Verdict::Tle,
                    "cases/x.in\n  stopped at the wall-clock limit of 2400 ms (sleeping or blocked)\n",
                )),
            ),
            (
                run(None, Exit::Code(3), 4096, true, "boom"),
                Some((Verdict::Mle, "cases/x.in\n  passed the memory limit of 1.0 MiB\n")),
            ),
            (
                run(Some(Stop::Interrupted), Exit::Code(3), 10, true, ""),
                Some((Verdict::Je, "cases/x.in\n  the judge was interrupted during the run\n")),
            ),
            (
                run(Some(Stop::Lost), Exit::Code(3), 10, true, ""),
                Some((
                    Verdict::Re,
                    "cases/x.in\n  the guard lost sight of the run's processes (were its limits changed?) and killed them all\n",
                )),
            ),
            (
                run(None, Exit::Code(3), 10, true, "boom\n"),
                Some((Verdict::Re, "cases/x.in\n  exit code 3\n  stderr:\n    | boom\n")),
            ),
            (run(None, Exit::Code(3), 10, false, ""), Some((Verdict::Re, "cases/x.in\n  exit code 3\n"))),
            (run(None, Exit::Signal(11), 10, true, ""), Some((Verdict::Re, "cases/x.in\n  killed by signal 11\n"))),
            (
                run(Some(Stop::Output), Exit::Killed, 10, true, ""),
                Some((Verdict::Ole, "cases/x.in\n  output passed the cap of 99 bytes; the run was stopped\n")),
            ),
            (
                run(None, Exit::Code(0), 10, true, ""),
                Some((Verdict::Ole, "cases/x.in\n  output passed the cap of 99 bytes; the run was stopped\n")),
            ),
            (run(Some(Stop::Requested), Exit::Killed, 10, false, ""), None),
            (run(None, Exit::Code(0), 1024, false, "a warning"), None),
        ];
        for (result, expected) in table {
            let got = failure_of(&result, input, limits);
            assert_eq!(got.as_ref().map(|(v, d)| (*v, d.as_str())), expected, "{result:?}");
        }
    }

    #[test]
    fn a_failure_names_the_calls_the_box_refused() {
        let limits = Limits::new(Duration::from_millis(700), 1);
        let refused = |exit| RunResult {
            refused: vec!["socket".to_owned(), "keyctl".to_owned()],
            refused_calls: 2,
            guard_cpu: std::time::Duration::ZERO,
            ..crate::made_up_run(exit, None, b"3\n")
        };
        let (verdict, detail) = failure_of(&refused(Exit::Code(1)), Path::new("x.in"), limits).expect("a failure");
        assert_eq!(verdict, Verdict::Re);
        assert_eq!(
            detail,
            "x.in\n  exit code 1\n  the box refused these system calls (each failed with EPERM): socket, keyctl\n"
        );
        assert_eq!(failure_of(&refused(Exit::Code(0)), Path::new("x.in"), limits), None, "refused, yet it ended well");
        let storm = RunResult { refused_calls: 68_460, ..refused(Exit::Code(1)) };
        let (_, detail) = failure_of(&storm, Path::new("x.in"), limits).expect("a failure");
        assert!(detail.ends_with("EPERM): socket, keyctl (68460 calls refused in all)\n"), "{detail}");
    }
}
