//! `harness check`: each package's parts, problem by problem, in parallel.

use crate::build::{BuildArgs, Built, Needs, build, make_generated};
use crate::common::IsolationLevel;
use crate::common::{in_parallel, jobs_or_cores, load, print_errors, reached, runner_for, usage_error};

use harness::{check, record};
use std::path::Path;
use std::process::ExitCode;
use testkit::diagnostic::Diagnostic;
use testkit::discover::Problem;
use testkit::judging;
use testkit::run::{Program, Runner};

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Problems to check (all when none is named).
    slugs: Vec<String>,
    /// Only the problems a change since this git revision reaches (see `changed`).
    #[arg(long, value_name = "REF", conflicts_with = "slugs")]
    changed_since: Option<String>,
    /// Problems checked at once (default: the number of cores).
    #[arg(long, short = 'j', value_name = "N")]
    jobs: Option<usize>,
    /// As for `judge`.
    #[arg(long, value_enum, value_name = "LEVEL")]
    isolation: Option<IsolationLevel>,
    #[command(flatten)]
    build: BuildArgs,
}

pub fn run(root: &Path, args: Args) -> ExitCode {
    match reached(root, args.changed_since.as_deref(), args.slugs) {
        Ok(Some(slugs)) => check_all(root, &slugs, args.jobs, args.isolation, &args.build),
        Ok(None) => ExitCode::SUCCESS,
        Err(e) => usage_error(&e),
    }
}

/// `harness check`: builds the problems, then checks each package's validator, submissions
/// and time limit, `jobs` problems at once; prints a block per problem and a summary.
fn check_all(
    root: &Path,
    slugs: &[String],
    jobs: Option<usize>,
    isolation: Option<IsolationLevel>,
    how: &BuildArgs,
) -> ExitCode {
    let problems = match load(root, slugs) {
        Ok(p) => p,
        Err(errors) => return print_errors(&errors),
    };
    let results = match check_problems(root, &problems, jobs, isolation, how) {
        Ok(results) => results,
        Err(code) => return code,
    };
    let mut passed = 0;
    for (problem, result) in problems.iter().zip(results) {
        match result {
            Ok(checked) => {
                passed += usize::from(checked.passed());
                testkit::print_out(format_args!("{}", checked.render()));
            }
            Err(e) => testkit::outln!("{} FAILED\n  {e}", problem.slug),
        }
    }
    testkit::outln!("{passed}/{} problem packages hold", problems.len());
    if passed == problems.len() { ExitCode::SUCCESS } else { ExitCode::FAILURE }
}

/// Builds `problems` and checks each, `jobs` at once, keeping each one's results as a record
/// (`harness::record`) for what shows them later.
///
/// # Errors
///
/// The exit code of a build or a box that cannot be had, said already.
pub fn check_problems(
    root: &Path,
    problems: &[Problem],
    jobs: Option<usize>,
    isolation: Option<IsolationLevel>,
    how: &BuildArgs,
) -> Result<Vec<Result<check::Checked, Diagnostic>>, ExitCode> {
    let needs = Needs { judged: true, validator: true, generator: true, stress_test: false };
    let built = build(root, problems, needs, how).map_err(|e| usage_error(&e))?;
    let runner = runner_for(root, problems, isolation)?;
    let here = std::env::current_dir().unwrap_or_default().join(root);
    let cache = check::cache_dir(&here);
    let records = record::dir(&here);
    Ok(in_parallel(problems, jobs_or_cores(jobs), |problem| {
        let key = record::key(&here, problem, how.profile.as_deref());
        let checked = check_one(problem, &built, &runner, &cache, root)?;
        match key.and_then(|key| record::store(&records, &checked, &key)) {
            Ok(()) => {}
            Err(e) => eprintln!("warning: {}: the results are not kept: {e}", problem.slug),
        }
        Ok(checked)
    }))
}

fn check_one(
    problem: &Problem,
    built: &Built,
    runner: &Runner,
    cache: &Path,
    root: &Path,
) -> Result<check::Checked, Diagnostic> {
    let solution = built.binaries.get(&problem.slug).map(Program::new).ok_or_else(|| check::not_built(problem))?;
    make_generated(problem, built, runner).map_err(|errors| {
        Diagnostic::new(&problem.dir, errors.iter().map(ToString::to_string).collect::<Vec<_>>().join("; "))
    })?;
    let jury = judging::jury_of(problem, |name| built.binaries.get(name).cloned())?;
    let tools = check::Tools {
        runner,
        solution: &solution,
        validator: built.binaries.get(&format!("{}-validator", problem.slug)).cloned(),
        jury: &jury,
        cache,
        root,
    };
    Ok(check::check(problem, &tools))
}
