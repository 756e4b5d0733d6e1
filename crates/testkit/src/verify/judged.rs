//! The program under verification, run and judged on one input against an oracle's answer.

use crate::compare::compare;
use crate::discover::{Case, Problem};
use crate::jury::Jury;
use crate::meta::CompareMode;
use crate::meta::DEFAULT_MEMORY_LIMIT_MB;
use crate::report::{Verdict, describe_mismatch, excerpt};
use crate::run::{Exit, Input, Limits, Program, Runner, Stop};
use std::path::{Path, PathBuf};
use std::time::Duration;

use super::oracle::Solve;
use super::oracle::call_oracle;

/// What a program did with one input.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Behaviour {
    /// It exited with code 0 and printed this.
    Output(String),
    /// It failed (non-zero exit code, signal, cut output): what happened, with its stderr.
    Failed(String),
    /// It ran past the time limit and was killed.
    TimedOut,
    /// The problem's checker or interactor judged it: the verdict and why.
    Judged(Verdict, String),
}

/// How a program under verification is judged: its problem, and the problem's jury.
#[derive(Debug, Clone)]
pub struct Judging {
    /// The problem, as loaded from its directory.
    pub problem: Problem,
    /// Its checker or interactor, or a comparison with the expected output.
    pub jury: Jury,
    /// Its validator, which divides an input into its tests, so that a report can show the
    /// test a wrong answer belongs to; none where it is not built.
    pub validator: Option<PathBuf>,
}

/// How the stress loop, the shrinker and `harness stress` run the program under test: through
/// `runner` (the box for `harness stress`, a direct runner for a problem's own binary in its
/// tests), with the problem's time limit and the default memory limit, judged by
/// the problem's jury when it has a checker or an interactor (`expected` is then the jury's
/// answer file). A problem's own checks run a binary with [`crate::stress::check_output`].
pub(super) fn run_program(
    runner: &Runner,
    program: &Program,
    judging: &Judging,
    input: &str,
    expected: &str,
    time_limit: Duration,
) -> Behaviour {
    let limits = Limits::new(time_limit, DEFAULT_MEMORY_LIMIT_MB);
    if judging.jury != Jury::Builtin {
        return run_judged(runner, program, judging, input, expected, limits);
    }
    let result = match runner.run(program, Input::Bytes(input.as_bytes()), limits) {
        Ok(result) => result,
        Err(e) => return Behaviour::Failed(e.to_string()),
    };
    if result.timed_out() {
        return Behaviour::TimedOut;
    }
    let stderr = excerpt(&result.stderr);
    match result.exit {
        // The guard stops a run past its memory at its next look (Stop::Memory); a peak past the
        // limit without that stop needs a run that ends between two looks, which no test can
        // arrange: `==` and `>=` for `>` are equivalent mutants. So is `&&` for `||`: a Memory
        // stop comes with a measured peak past the limit (the guard's look, or the control
        // group's own peak when the kernel killed for memory).
        _ if result.stop == Some(Stop::Memory) || result.peak_kib.saturating_mul(1024) > limits.memory_bytes => {
            Behaviour::Failed(format!("passed the memory limit of {DEFAULT_MEMORY_LIMIT_MB} MiB"))
        }
        _ if result.output_cut => Behaviour::Failed(format!("output passed the cap of {} bytes", limits.output_cap)),
        Exit::Code(0) => Behaviour::Output(String::from_utf8_lossy(&result.stdout).into_owned()),
        Exit::Code(code) => Behaviour::Failed(format!("exit code {code}\n  stderr:\n{stderr}")),
        Exit::Signal(signal) => Behaviour::Failed(format!("killed by signal {signal}\n  stderr:\n{stderr}")),
        Exit::Killed => Behaviour::Failed("stopped by the judge".to_owned()),
    }
}

/// A run judged by the problem's checker or interactor, on an input and an answer written to
/// files as a stored case would be.
fn run_judged(
    runner: &Runner,
    program: &Program,
    judging: &Judging,
    input: &str,
    answer: &str,
    limits: Limits,
) -> Behaviour {
    let dir = match tempfile::Builder::new().prefix("sg-stress-").tempdir() {
        Ok(dir) => dir,
        Err(e) => return Behaviour::Failed(format!("cannot create a scratch directory: {e}")),
    };
    let case = Case {
        name: "stress".to_owned(),
        input: dir.path().join("stress.in"),
        output: dir.path().join("stress.out"),
        pin: None,
    };
    if let Err(e) = std::fs::write(&case.input, input).and_then(|()| std::fs::write(&case.output, answer)) {
        return Behaviour::Failed(format!("cannot write the case: {e}"));
    }
    match crate::judging::judge_case(runner, program, &judging.problem, &case, limits, &judging.jury) {
        Ok(report) => Behaviour::Judged(report.verdict, report.detail),
        Err(e) => Behaviour::Failed(e.to_string()),
    }
}

/// A program's answer that differs from the brute force's.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Counterexample {
    /// The input.
    pub input: String,
    /// The brute force's answer.
    pub expected: String,
    /// The program's output, or what went wrong.
    pub actual: String,
    /// WA, RE or TLE.
    pub verdict: Verdict,
    /// Expected against actual, or the failure, in words.
    pub detail: String,
}

impl Counterexample {
    /// Whitespace-separated tokens of the input.
    pub fn tokens(&self) -> usize {
        self.input.split_ascii_whitespace().count()
    }
}

/// Judges one input: `Ok(None)` when `run` agrees with the brute force.
pub(super) fn judge_one(
    budget: Duration,
    solve: (&str, Solve),
    input: &str,
    run: &(dyn Fn(&str, &str) -> Behaviour + Sync),
    mode: CompareMode,
) -> Result<Option<Counterexample>, String> {
    let expected = call_oracle(solve.0, solve.1, input, budget)?;
    let (verdict, actual, detail) = match run(input, &expected) {
        Behaviour::Output(actual) => match compare(mode, expected.as_bytes(), actual.as_bytes()) {
            Ok(()) => return Ok(None),
            Err(m) => {
                let detail = describe_mismatch(Path::new("<input>"), mode, &m, expected.as_bytes(), actual.as_bytes());
                (Verdict::Wa, actual, detail)
            }
        },
        Behaviour::Failed(what) => (Verdict::Re, String::new(), what),
        Behaviour::TimedOut => (Verdict::Tle, String::new(), "killed at the time limit".to_owned()),
        Behaviour::Judged(Verdict::Ac, _) => return Ok(None),
        Behaviour::Judged(verdict, why) => (verdict, String::new(), why),
    };
    Ok(Some(Counterexample { input: input.to_owned(), expected, actual, verdict, detail }))
}
