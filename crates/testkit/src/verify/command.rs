//! `harness stress`: any program stressed against a problem's verification, in a test binary
//! the harness starts.

use crate::discover::Case;
use crate::meta::DEFAULT_MEMORY_LIMIT_MB;
use crate::report::Verdict;
use crate::run::{Limits, Program};
use crate::stress::DEFAULT_SEED;
use judge_io::random::Rng;
use std::path::{Path, PathBuf};
use std::time::Duration;

use super::cases::{describe, save_case, write_counterexample};
use super::description::{RUNS_PER_SMALL_SIZE, Verification};
use super::judged::{Behaviour, Counterexample, Judging, judge_one, run_program};
use super::shrink::shrink;
use super::stress::{StressOptions, stress};

/// Options of a stress run, as `harness stress SLUG [OPTIONS]` reads them (its `--help` says
/// what each means) and hands them to the problem's test binary: `<test binary> --stress
/// <these options as JSON>`.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct StressArgs {
    /// Stress this command instead of the problem's own binary, split into words as a shell
    /// would.
    pub cmd: Option<String>,
    /// Seed of the input generator.
    pub seed: u64,
    /// Stop after this many inputs (default: when the time is up).
    pub runs: Option<usize>,
    /// Stop after this many seconds.
    pub time: f64,
    /// Inputs judged side by side.
    pub jobs: usize,
    /// Keep the counterexample as a stored case of the problem.
    pub save: bool,
}

impl Default for StressArgs {
    /// The problem's own binary, seed [`DEFAULT_SEED`], for 10 seconds, 4 inputs at a time (a
    /// run mostly waits on its process, so even two cores keep four busy).
    fn default() -> Self {
        StressArgs { cmd: None, seed: DEFAULT_SEED, runs: None, time: 10.0, jobs: 4, save: false }
    }
}

/// `<stress test binary> --stress [options]`: stresses a program as a judge would find it
/// wrong, each run killed past `run_limit`: against the brute force on small inputs (for the
/// time given), against each reference on its large inputs, and on the stored cases. Prints
/// the result and writes a counterexample to `out_dir` (with `--save`, also as a stored case,
/// its output from the oracle that found it). What it found is written on `out` (stdout, for
/// `harness stress`); the exit code is 0 when the program agreed every time, 1 on a
/// counterexample.
///
/// # Errors
///
/// An oracle that cannot answer, a run the box cannot make, or a counterexample that cannot be
/// written: what went wrong, in one line (the test binary says it and exits with code 2).
pub fn stress_command(
    v: &Verification,
    program: &Program,
    judging: &Judging,
    args: &StressArgs,
    run_limit: Duration,
    out_dir: &Path,
    out: &mut dyn std::io::Write,
) -> Result<i32, String> {
    let runs = args.runs.unwrap_or(usize::MAX);
    // Equivalent mutants: deleting `runs` (the base has the same) or `jobs` (how many inputs
    // are judged at once, not which, nor what comes of them) from this expression.
    let options = StressOptions {
        seed: args.seed,
        runs,
        time: Some(Duration::from_secs_f64(args.time.max(0.0))),
        jobs: args.jobs.max(1),
        // A program that runs out of time takes the whole limit on every candidate that still
        // fails: ten of them at least.
        shrink_time: StressOptions::new(runs).shrink_time.max(run_limit * 10),
        ..StressOptions::new(runs)
    };
    // The program may be anybody's (`--cmd`): it runs in the box, as a judge runs it.
    let runner = crate::shared_runner().map_err(|e| e.to_string())?;
    let run = |input: &str, expected: &str| run_program(runner, program, judging, input, expected, run_limit);
    let mut said = Vec::new();
    // The brute force on small inputs, then each reference on its large ones.
    let mut phases = vec![("brute force", v.vouches, *v, options)];
    for r in v.references {
        if let Some(inputs) = r.stress {
            let stressed = Verification { generate: inputs.generate, max_size: inputs.size, brute: r.solve, ..*v };
            let ramp = (inputs.size.max(1) - 1) * RUNS_PER_SMALL_SIZE;
            // `--runs N` asks for N of each reference's large inputs too: CI's thousand, where
            // the tests take the hundred or so the problem declares.
            let runs = ramp + args.runs.unwrap_or(inputs.runs);
            phases.push((r.name, r.vouches, stressed, StressOptions { runs, time: None, ..options }));
        }
    }
    for (oracle, vouches, stressed, options) in phases {
        let report = stress(&stressed, &run, options).map_err(|e| format!("against the {oracle}: {e}"))?;
        let Some(c) = report.counterexample else {
            let rate = report.trials as f64 / report.elapsed.as_secs_f64().max(1e-9);
            said.push(format!(
                "the {oracle} on {} inputs in {:.2} s ({rate:.0} per second)",
                report.trials,
                report.elapsed.as_secs_f64()
            ));
            continue;
        };
        let (trials, seed) = (report.trials, args.seed);
        let failed = format!("{} failed against the {oracle} after {trials} inputs, seed {seed:#x}", program.shown());
        crate::write_out(out, format_args!("{failed}\n{}\n", describe(&c)));
        keep_counterexample(&c, out_dir, args.save.then(|| (judging.problem.dir.join("cases"), vouches)), out)?;
        return Ok(1);
    }
    let limits = Limits::new(run_limit, DEFAULT_MEMORY_LIMIT_MB);
    for case in &judging.problem.cases {
        let report = crate::judging::judge_case(runner, program, &judging.problem, case, limits, &judging.jury)
            .map_err(|e| e.to_string())?;
        if report.verdict != Verdict::Ac {
            let failed = format!("{} failed on the stored case {}", program.shown(), case.name);
            // The test a wrong answer belongs to, as `harness judge` shows it.
            let test = judging
                .validator
                .as_deref()
                .zip(report.test)
                .and_then(|(validator, test)| crate::validation::test_lines(runner, validator, &case.input, test));
            let detail = format!("{}{}", report.detail, test.unwrap_or_default());
            crate::write_out(out, format_args!("{failed}: {}\n{detail}", report.verdict));
            if let Some((oracle, c)) = shrink_stored(v, case, &run, options)? {
                // Saved as a case only when it shrank: the stored case is already one.
                let shrank = c.input != std::fs::read_to_string(&case.input).unwrap_or_default();
                if shrank {
                    let shown = describe(&c);
                    crate::write_out(
                        out,
                        format_args!("shrunk with the {oracle}, which vouches for the case:\n{shown}\n"),
                    );
                }
                let vouches =
                    v.oracles().into_iter().find(|(name, _, _)| *name == oracle).map_or(&[][..], |(_, _, p)| p);
                let save = (args.save && shrank).then(|| (judging.problem.dir.join("cases"), vouches));
                keep_counterexample(&c, out_dir, save, out)?;
            }
            return Ok(1);
        }
    }
    said.push(format!("the {} stored cases", judging.problem.cases.len()));
    let agreed = format!("{} agreed with {}; seed {:#x}", program.shown(), said.join(", with "), args.seed);
    crate::write_out(out, format_args!("{agreed}\n"));
    Ok(0)
}

/// A stored case the program fails, shrunk with the shrink candidates of `v` and the first
/// oracle that vouches for the case (its answers to the candidates): the oracle's name and the
/// smallest failing input found, or `None` when no oracle vouches for the case or the
/// program passes it against the oracle (a case that fails only with the stored answer).
fn shrink_stored(
    v: &Verification,
    case: &Case,
    run: &(dyn Fn(&str, &str) -> Behaviour + Sync),
    options: StressOptions,
) -> Result<Option<(&'static str, Counterexample)>, String> {
    let Some((oracle, solve, _)) =
        v.oracles().into_iter().find(|(_, _, prefixes)| prefixes.iter().any(|p| case.name.starts_with(p)))
    else {
        return Ok(None);
    };
    let input = std::fs::read_to_string(&case.input).map_err(|e| format!("{}: {e}", case.input.display()))?;
    let vouched = Verification { brute: solve, ..*v };
    let found = match judge_one(vouched.budget, (oracle, solve), &input, run, options.mode) {
        Ok(Some(found)) => found,
        Ok(None) | Err(_) => return Ok(None),
    };
    // No smaller sizes to draw: the candidates alone.
    let mut rng = Rng::new(options.seed);
    Ok(Some((oracle, shrink(&vouched, run, found, 0, &mut rng, options.mode, options.shrink_time))))
}

/// Writes a counterexample to `out_dir` and, given a problem's `cases/` and the prefixes its
/// oracle vouches for, as the next stored case `<prefix>hack-<n>` (the last prefix that is
/// not a sample's), saying on `out` where it went.
///
/// # Errors
///
/// A file that cannot be written.
fn keep_counterexample(
    c: &Counterexample,
    out_dir: &Path,
    save: Option<(PathBuf, &[&str])>,
    out: &mut dyn std::io::Write,
) -> Result<(), String> {
    for path in write_counterexample(out_dir, c).map_err(|e| e.to_string())? {
        crate::write_out(out, format_args!("wrote {}\n", path.display()));
    }
    if let Some((cases, vouches)) = save {
        let name = save_case(&cases, vouches, c)?;
        let saved = "its output from the oracle that found it); give it a row in the problem's README";
        crate::write_out(out, format_args!("saved as the case {name} ({saved}\n"));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stress_options_pass_as_json() {
        let args =
            StressArgs { cmd: Some("python3 sol.py".into()), seed: 16, runs: Some(5), time: 1.5, jobs: 2, save: true };
        let json = serde_json::to_string(&args).unwrap();
        assert_eq!(serde_json::from_str::<StressArgs>(&json).unwrap(), args);
        assert_eq!(StressArgs::default().seed, DEFAULT_SEED);
        assert!(serde_json::from_str::<StressArgs>(r#"{"seed": "x"}"#).is_err());
    }
}
