//! `harness export`: problem packages, with the generated inputs made first.

use crate::build::{BuildArgs, Needs, build, make_generated};
use crate::common::{in_parallel, jobs_or_cores, load, print_errors, runner_for, usage_error};

use harness::bapctools::Bt;
use harness::export::{Exported, Format};
use harness::problemtools::{Verified, Verifier};
use harness::site::pdf::Printer;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use testkit::diagnostic::Diagnostic;
use testkit::discover::Problem;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Problems to export (all when none is named).
    slugs: Vec<String>,
    /// The directory to write `<name>/` and `<name>.zip` into (the name is the slug's
    /// letters and digits: `s-nim` is `snim`).
    #[arg(long, value_name = "DIR", required_unless_present = "contest", conflicts_with = "contest")]
    out: Option<PathBuf>,
    /// Write a contest instead, as BAPCtools reads one: the problems' `2025-09` packages,
    /// labelled A, B, … in the order named, with `problems.yaml`, `contest.yaml`,
    /// `samples.zip` (every sample, by label) and, where headless Chromium is found, the
    /// statements booklet `contest.pdf`.
    #[arg(long, value_name = "DIR")]
    contest: Option<PathBuf>,
    /// The contest's name (default: the contest directory's name).
    #[arg(long, value_name = "NAME", requires = "contest")]
    name: Option<String>,
    /// The version of the problem package format: `2025-09` (the default: the current one,
    /// which BAPCtools reads; always, for a contest) or `legacy` (which problemtools checks in
    /// full).
    #[arg(long, value_name = "VERSION", value_parser = ["legacy", "2025-09"])]
    format: Option<String>,
    /// Then check each package: a `legacy` one with Kattis' own verifier, problemtools'
    /// `verifyproblem` (every part but the statement), a `2025-09` one with BAPCtools' `bt
    /// validate` and `bt run`; each submission must get its folder's verdict. The pinned release
    /// is installed once under the build directory, with python3 and pip.
    #[arg(long)]
    verify: bool,
    #[command(flatten)]
    build: BuildArgs,
}

/// `harness export`: a line per package written. The generated inputs are made first, by the
/// generators built in release mode.
pub fn run(root: &Path, invoked_from: &Path, args: &Args) -> ExitCode {
    let (slugs, how) = (&args.slugs, &args.build);
    let contest = args.contest.as_ref().map(|dir| invoked_from.join(dir));
    let out = &contest.clone().or_else(|| args.out.as_ref().map(|dir| invoked_from.join(dir))).unwrap_or_default();
    let format = match (args.format.as_deref(), &contest) {
        (Some("legacy"), Some(_)) => {
            return usage_error("a contest is written in the 2025-09 format, which BAPCtools reads");
        }
        (Some("legacy"), None) => Format::Legacy,
        _ => Format::Current,
    };
    let problems = match load(root, slugs) {
        Ok(problems) => problems,
        Err(errors) => return print_errors(&errors),
    };
    let generating: Vec<Problem> =
        problems.iter().filter(|p| p.cases.iter().any(|c| c.pin.is_some())).cloned().collect();
    if !generating.is_empty() {
        let built = match build(root, &generating, Needs { generator: true, ..Needs::default() }, how) {
            Ok(built) => built,
            Err(e) => return usage_error(&e),
        };
        let runner = match runner_for(root, &generating, None) {
            Ok(runner) => runner,
            Err(code) => return code,
        };
        let errors: Vec<Diagnostic> =
            generating.iter().filter_map(|p| make_generated(p, &built, &runner).err()).flatten().collect();
        if !errors.is_empty() {
            return print_errors(&errors);
        }
    }
    // Labelled in the order named, for a contest.
    let mut problems = problems;
    if contest.is_some() {
        problems.sort_by_key(|p| slugs.iter().position(|s| *s == p.slug));
    }
    let open_ended = match format {
        Format::Current => match open_ended(root, &problems, how) {
            Ok(open) => open,
            Err(code) => return code,
        },
        Format::Legacy => vec![false; problems.len()],
    };
    // Each statement printed for DOMjudge, where Chromium can print it; a package without
    // one is still a package.
    let here = std::env::current_dir().unwrap_or_default().join(root);
    let printer = match Printer::find(&testkit::discover::target_dir(&here).join("site-pdf")) {
        Ok(printer) => Some(printer),
        Err(e) => {
            eprintln!("note: no printed statements (problem.pdf, contest.pdf): {e}");
            None
        }
    };
    if let Some(dir) = &contest {
        return write_contest(root, &problems, &open_ended, dir, args, printer.as_ref());
    }
    let mut failed = false;
    let mut exported = Vec::new();
    for (problem, &open) in problems.iter().zip(&open_ended) {
        match harness::export::export(root, problem, out, format, open, printer.as_ref()) {
            Ok(p) => {
                testkit::outln!(
                    "{:<24} {} and {} ({} files)",
                    problem.slug,
                    p.dir.display(),
                    p.zip.file_name().unwrap_or_default().to_string_lossy(),
                    p.files.len()
                );
                exported.push(p);
            }
            Err(e) => {
                eprintln!("error: {e}");
                failed = true;
            }
        }
    }
    let verified = || match format {
        Format::Legacy => verify(root, &exported),
        Format::Current => verify_with_bt(root, &exported, None),
    };
    if args.verify && !verified() {
        failed = true;
    }
    if failed { ExitCode::FAILURE } else { ExitCode::SUCCESS }
}

/// The contest of `problems` in `dir`: a line per problem (its label and package), a line per
/// contest file and the booklet; then, with `--verify`, each package and the contest as a whole
/// through BAPCtools.
fn write_contest(
    root: &Path,
    problems: &[Problem],
    open_ended: &[bool],
    dir: &Path,
    args: &Args,
    printer: Option<&Printer>,
) -> ExitCode {
    let name = args
        .name
        .clone()
        .unwrap_or_else(|| dir.file_name().map_or_else(|| "contest".to_owned(), |n| n.to_string_lossy().into_owned()));
    if let Err(e) = std::fs::create_dir_all(dir) {
        return usage_error(&format!("{}: cannot create: {e}", dir.display()));
    }
    let contest = match harness::export::contest::write(root, problems, open_ended, dir, &name, printer) {
        Ok(contest) => contest,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::FAILURE;
        }
    };
    for ((label, package), problem) in contest.problems.iter().zip(problems) {
        testkit::outln!("{label:<3} {:<24} {}", problem.slug, package.dir.display());
    }
    for file in &contest.files {
        testkit::outln!("    {}", file.display());
    }
    // The booklet where Chromium can print it; a contest without one is still a contest.
    if let Some(printer) = printer {
        match harness::export::contest::booklet(problems, dir, &name, printer) {
            Ok(pdf) => testkit::outln!("    {}", pdf.display()),
            Err(e) => {
                eprintln!("error: the statements booklet: {e}");
                return ExitCode::FAILURE;
            }
        }
    }
    let packages: Vec<Exported> = contest.problems.into_iter().map(|(_, package)| package).collect();
    if args.verify && !verify_with_bt(root, &packages, Some(dir)) { ExitCode::FAILURE } else { ExitCode::SUCCESS }
}

/// For each problem, whether its input takes a test more after its last, as its validator says
/// of its first sample with `42` appended (its tests run to the end of the input).
fn open_ended(root: &Path, problems: &[Problem], how: &BuildArgs) -> Result<Vec<bool>, ExitCode> {
    let built =
        build(root, problems, Needs { validator: true, ..Needs::default() }, how).map_err(|e| usage_error(&e))?;
    let runner = runner_for(root, problems, None)?;
    let mut open = Vec::new();
    for problem in problems {
        let validator = built.binaries.get(&format!("{}-validator", problem.slug));
        let sample =
            problem.cases.iter().find(|c| c.name.starts_with("00-sample")).and_then(|c| std::fs::read(&c.input).ok());
        let takes_more = match (validator, sample) {
            (Some(validator), Some(mut input)) => {
                input.extend_from_slice(b"42\n");
                matches!(
                    testkit::validation::validate(&runner, validator, testkit::run::Input::Bytes(&input)),
                    Ok(testkit::validation::Validation::Valid(_))
                )
            }
            _ => false,
        };
        open.push(takes_more);
    }
    Ok(open)
}

/// Where the verifiers are installed: under the build directory.
fn tools_dir(root: &Path) -> PathBuf {
    testkit::discover::target_dir(&std::env::current_dir().unwrap_or_default().join(root)).join("tools")
}

/// Each package through BAPCtools, one after the other (it runs the submissions in parallel
/// itself, and times them), then the `contest` directory as a whole if there is one: a line
/// each, and for one that fails its last lines and the path of its whole log. Whether all passed.
fn verify_with_bt(root: &Path, packages: &[Exported], contest: Option<&Path>) -> bool {
    let bt = match Bt::ready(&tools_dir(root), &mut |said| eprintln!("{said}")) {
        Ok(bt) => bt,
        Err(e) => {
            eprintln!("error: --verify: {e}");
            return false;
        }
    };
    // Told one by one, as each takes a while.
    let mut passed = true;
    for package in packages {
        let log = package.dir.with_extension("verify.log");
        let result = bt.verify(&package.dir, &log);
        passed &= report_verified("bt", &[(package.name.clone(), log)], vec![result]);
    }
    if let Some(contest) = contest {
        let log = contest.join("contest.verify.log");
        let result = bt.validate_contest(contest, &log);
        passed &= report_verified("bt", &[("the contest".to_owned(), log)], vec![result]);
    }
    passed
}

/// Each package through `verifyproblem`, as many at once as there are cores: a line each, and
/// for a package that fails its errors and the path of its whole log. Whether all passed.
fn verify(root: &Path, packages: &[Exported]) -> bool {
    let tools = tools_dir(root);
    let verifier = match Verifier::ready(&tools, &mut |said| eprintln!("{said}")) {
        Ok(verifier) => verifier,
        Err(e) => {
            eprintln!("error: --verify: {e}");
            return false;
        }
    };
    if verifier.python != "pypy3" {
        eprintln!("note: no pypy3 here: verifyproblem runs Python submissions with CPython, where Kattis runs PyPy 3");
    }
    let named: Vec<(String, PathBuf)> =
        packages.iter().map(|p| (p.name.clone(), p.dir.with_extension("verify.log"))).collect();
    let results = in_parallel(packages, jobs_or_cores(None), |package| {
        verifier.verify(&package.dir, &package.dir.with_extension("verify.log"))
    });
    report_verified("verifyproblem", &named, results)
}

/// A line per package (its name and log), by the tool `who`; for a package that failed, what
/// the tool said and the path of its whole log. Whether all passed.
fn report_verified(who: &str, named: &[(String, PathBuf)], results: Vec<Result<Verified, String>>) -> bool {
    let mut passed = true;
    for ((name, log), result) in named.iter().zip(results) {
        match result {
            Ok(v) if v.passed => testkit::outln!("{name:<24} {who}: {}", v.summary),
            Ok(v) => {
                passed = false;
                testkit::outln!("{name:<24} {who} FAILED: {}", v.summary);
                for error in &v.errors {
                    testkit::outln!("    {error}");
                }
                testkit::outln!("    the whole log: {}", log.display());
            }
            Err(e) => {
                passed = false;
                testkit::outln!("{name:<24} {who} FAILED: {e}");
            }
        }
    }
    passed
}
