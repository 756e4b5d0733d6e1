//! `harness judge` (and `harness` alone): build the problems, judge every case in parallel,
//! print a line per problem, or judge a user's command on one problem's cases.

use crate::build::{BuildArgs, Built, Needs, build, make_generated};
use crate::common::IsolationLevel;
use crate::common::{in_parallel, jobs_or_cores, load, print_errors, reached, runner_for, usage_error, user_command};
use clap::ValueEnum;
use std::path::Path;
use std::process::{Command, ExitCode, Stdio};

use std::time::Duration;
use testkit::diagnostic::Diagnostic;
use testkit::discover::{self, Problem};
use testkit::judging;
use testkit::jury::Jury;
use testkit::meta::Kind;
use testkit::report::{self, CaseReport, Figures, ProblemReport};
use testkit::run::{Limits, Program, Runner};

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Problems to judge (all when none is named).
    pub slugs: Vec<String>,
    /// Only the problems a change since this git revision reaches (see `changed`).
    #[arg(long, value_name = "REF", conflicts_with_all = ["slugs", "cmd"])]
    changed_since: Option<String>,
    /// Judge this command instead of the problem's own binary (one problem only). It is split
    /// into words as a shell would, without running a shell: `--cmd './a.out'`,
    /// `--cmd 'python3 sol.py'`.
    #[arg(long, value_name = "COMMAND")]
    cmd: Option<String>,
    /// Cases judged at once (default: the number of cores). Verdicts use CPU time, so they do
    /// not change with load.
    #[arg(long, short = 'j', value_name = "N")]
    jobs: Option<usize>,
    /// Output format: a line per problem, or one JSON object per problem (JSON Lines).
    #[arg(long, value_enum, default_value_t = Format::Text)]
    format: Format,
    /// How much of the run box to insist on: `strict` refuses to judge unless every layer
    /// holds (its own user, root, pid, network and IPC namespaces, a control group, a bounded
    /// scratch directory, Landlock); `best-effort` uses what the machine allows and says what
    /// is missing. Default: `strict` if the environment sets SG_ISOLATION=strict.
    #[arg(long, value_enum, value_name = "LEVEL")]
    isolation: Option<IsolationLevel>,
    #[command(flatten)]
    build: BuildArgs,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Format {
    /// A line per problem, the details of every failure, a summary.
    Text,
    /// One JSON object per problem with every case's verdict, CPU ms, wall ms, peak KiB and
    /// message.
    Json,
}

/// One case to judge: which problem, which case, which program.
struct Task<'a> {
    problem: usize,
    case: &'a discover::Case,
    program: &'a Program,
    jury: &'a Jury,
}

/// `harness judge`, with `--changed-since` resolved to the problems it reaches.
pub fn run(root: &Path, invoked_from: &Path, mut args: Args) -> ExitCode {
    match reached(root, args.changed_since.as_deref(), std::mem::take(&mut args.slugs)) {
        Ok(Some(slugs)) => {
            args.slugs = slugs;
            judge_all(root, invoked_from, &args)
        }
        Ok(None) => ExitCode::SUCCESS,
        Err(e) => usage_error(&e),
    }
}

fn judge_all(root: &Path, invoked_from: &Path, args: &Args) -> ExitCode {
    if args.cmd.is_some() && args.slugs.len() != 1 {
        return usage_error("--cmd judges one problem: name exactly one slug");
    }
    // A command that cannot start is said once, before anything is built or judged.
    let user_program = match args.cmd.as_deref().map(|cmd| user_command(cmd, invoked_from)).transpose() {
        Ok(program) => program,
        Err(e) => return usage_error(&e),
    };
    let problems = match load(root, &args.slugs) {
        Ok(p) => p,
        Err(errors) => return print_errors(&errors),
    };
    // A user's command needs no build, unless the problem's own checker or interactor does.
    let needs_build = args.cmd.is_none()
        || problems.iter().any(|p| {
            (p.meta.kind != Kind::Batch && p.meta.checker_cmd.is_none()) || p.cases.iter().any(|c| c.pin.is_some())
        });
    let mut built = if needs_build {
        let judged = args.cmd.is_none() || problems.iter().any(|p| p.meta.judge_binary_role().is_some());
        match build(root, &problems, Needs { judged, generator: true, ..Needs::default() }, &args.build) {
            Ok(built) => built,
            Err(e) => return usage_error(&e),
        }
    } else {
        Built::default()
    };
    let runner = match runner_for(root, &problems, args.isolation) {
        Ok(runner) => runner,
        Err(code) => return code,
    };
    let mut reports: Vec<ProblemReport> = problems
        .iter()
        .map(|p| ProblemReport { slug: p.slug.clone(), cases: Vec::new(), errors: Vec::new() })
        .collect();
    let setups = setups(&problems, &built, &runner, user_program.as_ref(), &mut reports);
    let tasks: Vec<Task<'_>> = setups
        .iter()
        .flat_map(|(i, program, jury)| {
            problems[*i].cases.iter().map(move |case| Task { problem: *i, case, program, jury })
        })
        .collect();
    let jobs = jobs_or_cores(args.jobs);
    let results = judge_tasks(&runner, &problems, &tasks, jobs);
    // The input of the test a wrong answer belongs to is shown as the problem's validator
    // divides it: built now if it was not.
    let unbuilt: Vec<Problem> = problems
        .iter()
        .enumerate()
        .filter(|(i, p)| {
            !built.binaries.contains_key(&format!("{}-validator", p.slug))
                && tasks
                    .iter()
                    .zip(&results)
                    .any(|(t, r)| t.problem == *i && r.as_ref().is_ok_and(|c| c.test.is_some()))
        })
        .map(|(_, p)| p.clone())
        .collect();
    if !unbuilt.is_empty()
        && let Ok(more) = build(root, &unbuilt, Needs { validator: true, ..Needs::default() }, &args.build)
    {
        built.binaries.extend(more.binaries);
    }
    for (task, result) in tasks.iter().zip(results) {
        match result {
            Ok(mut case) => {
                let validator = built.binaries.get(&format!("{}-validator", problems[task.problem].slug));
                let shown = case.test.zip(validator).and_then(|(test, validator)| {
                    testkit::validation::test_lines(&runner, validator, &task.case.input, test)
                });
                case.detail.extend(shown);
                reports[task.problem].cases.push(case);
            }
            Err(e) => reports[task.problem].errors.push(e),
        }
    }
    if user_program.is_none() {
        vouch_for_wrong_answers(root, &problems, &mut reports);
    }
    if let Err(code) = print_reports(args.format, &reports) {
        return code;
    }
    if reports.iter().all(ProblemReport::passed) { ExitCode::SUCCESS } else { ExitCode::FAILURE }
}

/// What judges each problem that can be judged: its index, the program and the jury; why the
/// others cannot is added to their `reports` (a generated input not made, no binary built, a
/// jury missing).
fn setups(
    problems: &[Problem],
    built: &Built,
    runner: &Runner,
    user_program: Option<&Program>,
    reports: &mut [ProblemReport],
) -> Vec<(usize, Program, Jury)> {
    let mut setups = Vec::new();
    for (i, problem) in problems.iter().enumerate() {
        if let Err(errors) = make_generated(problem, built, runner) {
            reports[i].errors.extend(errors);
            continue;
        }
        let program = user_program.cloned().or_else(|| built.binaries.get(&problem.slug).map(Program::new));
        let jury = judging::jury_of(problem, |name| built.binaries.get(name).cloned());
        match (program, jury) {
            (Some(program), Ok(jury)) => setups.push((i, program, jury)),
            (None, _) => reports[i].errors.push(Diagnostic::new(
                &problem.dir,
                format!(
                    "no binary was built for `{}`, {} not judged (see the build errors above)",
                    problem.slug,
                    testkit::report::counted(problem.cases.len(), "case")
                ),
            )),
            (Some(_), Err(e)) => reports[i].errors.push(e),
        }
    }
    setups
}

/// Prints the reports in `format`: text exactly as the snapshots pin it, or a JSON line each.
fn print_reports(format: Format, reports: &[ProblemReport]) -> Result<(), ExitCode> {
    match format {
        Format::Text => {
            // The report exactly as the snapshots pin it.
            testkit::print_out(format_args!("{}", report::render(reports, Figures::Shown)));
        }
        Format::Json => {
            for report in reports {
                match serde_json::to_string(report) {
                    Ok(line) => testkit::outln!("{line}"),
                    Err(e) => return Err(usage_error(&format!("cannot encode the report: {e}"))),
                }
            }
        }
    }
    Ok(())
}

/// A problem's own solution with a wrong answer on a stored case is either wrong, or the case
/// is: each such case is put to the oracle that vouches for it (its `vouch/<case>` test, built
/// in release mode), and the report says which.
fn vouch_for_wrong_answers(root: &Path, problems: &[Problem], reports: &mut [ProblemReport]) {
    let suspects: Vec<usize> =
        (0..problems.len()).filter(|&i| reports[i].cases.iter().any(|c| c.verdict == report::Verdict::Wa)).collect();
    if suspects.is_empty() {
        return;
    }
    let wanted: Vec<Problem> = suspects.iter().map(|&i| problems[i].clone()).collect();
    eprintln!("wrong answers: asking the brute force or reference of each case whether the case is right…");
    // A `vouch/` trial runs the case's oracle alone: the test binary is all it needs.
    // The test profile's build, whatever profile the judged programs took.
    let Ok(built) = build(root, &wanted, Needs { stress_test: true, ..Needs::default() }, &BuildArgs::default()) else {
        return;
    };
    for i in suspects {
        let slug = &problems[i].slug;
        let Some(stress_test) = built.stress_tests.get(slug) else { continue };
        for case in reports[i].cases.iter_mut().filter(|c| c.verdict == report::Verdict::Wa) {
            let trial = format!("vouch/{}", case.case);
            let mut command = Command::new(stress_test);
            command.args(["--exact", &trial, "--quiet"]).stdout(Stdio::null()).stderr(Stdio::null());
            match command.status() {
                Ok(status) if status.success() => case.detail.push_str(&format!(
                    "  the stored output agrees with the oracle that vouches for it ({trial}): the solution is wrong\n"
                )),
                Ok(_) => case.detail.push_str(&format!(
                    "  the stored output DISAGREES with the oracle that vouches for it: the case is wrong, not the solution (cargo test -p {slug} --test judge -- {trial})\n"
                )),
                Err(_) => {}
            }
        }
    }
}

/// Judges every task on `jobs` threads; the results come back in task order.
fn judge_tasks(
    runner: &Runner,
    problems: &[Problem],
    tasks: &[Task<'_>],
    jobs: usize,
) -> Vec<Result<CaseReport, Diagnostic>> {
    in_parallel(tasks, jobs, |task| {
        let problem = &problems[task.problem];
        let limits = Limits::new(Duration::from_millis(problem.meta.time_limit_ms), problem.meta.memory_limit_mb);
        judging::judge_case(runner, task.program, problem, task.case, limits, task.jury)
    })
}
