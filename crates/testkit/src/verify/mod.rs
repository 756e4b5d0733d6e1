//! What vouches for a problem, stated once: its random input generator, its brute force, the
//! references for cases too large for the brute force, which stored cases each of them vouches
//! for, and the checks the problem needs besides. A problem's `tests/stress.rs` holds one
//! [`Verification`], and its `tests/judge.rs` hands it to [`verify_main!`](crate::verify_main),
//! which turns it into tests beside every case's; [`stress`] plays any program against the
//! brute force and shrinks a failing input.
//!
//! The trials of `cargo test -p <slug> --test judge`, beside the cases' (see
//! `cases::trials`):
//!
//! | trial | what it checks |
//! |---|---|
//! | `stress` | the binary against the brute force on random inputs, smallest sizes first |
//! | `stress/<reference>` | the binary against a reference on inputs too large for the brute force |
//! | `stress/shrink-candidates` | the description's shrink candidates are valid inputs |
//! | `vouch/<case>` | the stored output recomputed by every oracle that vouches for the case |
//! | `vouch/every-oracle-vouches` | each oracle's prefixes name at least one stored case |
//! | `agree/<reference>` | a reference against the brute force on random inputs |
//! | `check/<name>` | an extra check of the problem |
//! | `write-cases` (ignored) | rewrites the generated cases, outputs from the oracles |
//!
//! Oracles run on a worker thread under a time budget ([`Verification::budget`]): past it, the
//! call fails with the input shown instead of hanging the test. The worker cannot be killed; it
//! is abandoned and ends with the process.
//!
//! | module | what it holds |
//! |---|---|
//! | `description` | [`Verification`] and its parts: generator, brute force, references, checks |
//! | `oracle` | an oracle called on a worker thread under its budget |
//! | `judged` | the program under test run on one input and judged against an oracle's answer |
//! | `stress` | the stress loop, [`stress`] |
//! | `shrink` | the shrinker, and helpers for a description's shrink candidates |
//! | `cases` | what verification writes: generated cases, counterexamples, saved cases |
//! | `trials` | the trials above, made from a description |
//! | `command` | [`stress_command`], what `harness stress` runs in a problem's test binary |
//!
//! This module is the test binary's [`main`].

mod cases;
mod command;
mod description;
#[cfg(test)]
mod fixtures;
mod judged;
mod oracle;
mod shrink;
mod stress;
mod trials;

pub use cases::{CaseWriter, save_case, write_counterexample};
pub use command::{StressArgs, stress_command};
pub use description::{
    BruteForce, Check, DEFAULT_BUDGET, Generate, Inputs, RUNS_PER_SMALL_SIZE, Reference, Verification,
};
pub use judged::{Behaviour, Counterexample, Judging};
pub use oracle::Solve;
pub use shrink::{shrink_counted_list, without_each};
pub use stress::{StressOptions, StressReport, size_at, stress};
pub use trials::trials;

use crate::discover;
use crate::run::Program;
use crate::trial::Trial;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// The whole `main` of a problem's one test binary (`tests/judge.rs`, through
/// [`verify_main!`](crate::verify_main)): with first argument `--stress`, runs
/// [`stress_command`] with the problem's time limit (counterexample in `stress/<slug>/` of the
/// build directory); otherwise runs, like `cargo test` would, the `cases` trials (every
/// case and the package's checks: `cases::checked_trials`) and the verification's
/// trials (see [`trials`]), and exits. An error in either is printed and fails the binary.
/// Called after [`crate::enter`], as the macro does first thing.
pub fn main(
    v: &'static Verification,
    slug: &str,
    manifest_dir: &str,
    program: PathBuf,
    cases: Result<Vec<Trial>, Vec<String>>,
) -> ! {
    let args: Vec<String> = std::env::args().collect();
    // A flag rather than a word, so that no test filter (`-- stress`) is taken for it.
    if args.get(1).map(String::as_str) == Some("--stress") {
        let parsed: StressArgs = match args.get(2).map(|json| serde_json::from_str(json)) {
            Some(Ok(parsed)) => parsed,
            Some(Err(e)) => {
                eprintln!("error: --stress: the options are not what `harness stress` writes: {e}");
                std::process::exit(2);
            }
            None => StressArgs::default(),
        };
        let stressed = match &parsed.cmd {
            Some(cmd) => Program::from_command_line(cmd, &std::env::current_dir().unwrap_or_default()),
            None => Ok(Program::new(&program)),
        };
        let problem = discover::load(Path::new(manifest_dir))
            .map_err(|e| e.iter().map(ToString::to_string).collect::<Vec<_>>().join("\n"));
        // The problem's checker or interactor is built beside its own binary.
        // The validator as the harness built it, else beside the problem's binary.
        let validator = crate::paths::binary_path(&format!("{slug}-validator"), "");
        let validator = Some(validator)
            .filter(|v| v.is_file())
            .or_else(|| Some(program.with_file_name(format!("{slug}-validator"))).filter(|v| v.is_file()));
        let judging = problem.and_then(|problem| {
            crate::judging::jury_beside(&problem, &program)
                .map(|jury| Judging { problem, jury, validator })
                .map_err(|e| e.to_string())
        });
        let ended = match (stressed, judging) {
            (Ok(stressed), Ok(judging)) => {
                let out = discover::target_dir(&discover::workspace_root()).join("stress").join(slug);
                let limit = Duration::from_millis(judging.problem.meta.time_limit_ms);
                stress_command(v, &stressed, &judging, &parsed, limit, &out, &mut std::io::stdout())
            }
            (Err(e), _) | (_, Err(e)) => Err(e),
        };
        std::process::exit(ended.unwrap_or_else(|e| {
            eprintln!("error: {e}");
            2
        }));
    }
    let all = cases.and_then(|mut all| {
        all.extend(trials(v, Path::new(manifest_dir), &program)?);
        slowest_first(&mut all);
        Ok(all)
    });
    match all {
        Ok(all) => std::process::exit(crate::trial::run(all).exit_code()),
        Err(errors) => {
            for e in errors {
                eprintln!("error: {e}");
            }
            std::process::exit(101)
        }
    }
}

/// Orders `trials` so that the slow kinds start first: a slow submission runs out its
/// time limit and a stress test runs hundreds of inputs, while a case takes milliseconds. The
/// test threads take trials in order, so the slow ones started last would leave every thread
/// but one idle at the end (longest first is the classic rule for this). The order within a
/// kind is kept.
pub fn slowest_first(trials: &mut [Trial]) {
    trials.sort_by_key(|t| {
        let name = t.name();
        if name.starts_with("submission/time_limit_exceeded/") {
            0
        } else if name == "stress" || name.starts_with("stress/") {
            1
        } else if name.starts_with("submission/") || name.starts_with("agree/") {
            2
        } else {
            3
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slow_kinds_of_trial_start_first_and_keep_their_order() {
        let named = |names: &[&str]| names.iter().map(|n| Trial::test(*n, || Ok(()))).collect::<Vec<_>>();
        let mut trials = named(&[
            "00-sample-1",
            "submission/accepted/a.cpp",
            "stress",
            "10-edge-1",
            "submission/time_limit_exceeded/slow.cpp",
            "agree/mirror",
            "stress/shrink-candidates",
            "stressed-case",
        ]);
        slowest_first(&mut trials);
        let order: Vec<&str> = trials.iter().map(Trial::name).collect();
        assert_eq!(
            order,
            [
                "submission/time_limit_exceeded/slow.cpp",
                "stress",
                "stress/shrink-candidates",
                "submission/accepted/a.cpp",
                "agree/mirror",
                "00-sample-1",
                "10-edge-1",
                "stressed-case",
            ]
        );
    }
}
