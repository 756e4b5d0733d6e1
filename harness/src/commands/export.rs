//! `harness export`: problem packages, with the generated inputs made first.

use crate::build::{BuildArgs, Needs, build, make_generated};
use crate::common::{in_parallel, jobs_or_cores, load, print_errors, runner_for, usage_error};

use harness::export::{Exported, Format};
use harness::problemtools::Verifier;
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
    #[arg(long, value_name = "DIR")]
    out: PathBuf,
    /// The version of the problem package format: `legacy` (which problemtools checks in full,
    /// and `--verify` checks) or `2025-09` (the current one, which BAPCtools reads).
    #[arg(long, value_name = "VERSION", default_value = "legacy", value_parser = ["legacy", "2025-09"])]
    format: String,
    /// Then check each package with Kattis' own verifier, problemtools' `verifyproblem`
    /// (every part but the statement: each submission must get its folder's verdict). The
    /// pinned release is installed once under the build directory, with python3 and pip.
    #[arg(long)]
    verify: bool,
    #[command(flatten)]
    build: BuildArgs,
}

/// `harness export`: a line per package written. The generated inputs are made first, by the
/// generators built in release mode.
pub fn run(root: &Path, invoked_from: &Path, args: &Args) -> ExitCode {
    let (slugs, out, how) = (&args.slugs, &invoked_from.join(&args.out), &args.build);
    let format = if args.format == "legacy" { Format::Legacy } else { Format::Current };
    if args.verify && format != Format::Legacy {
        return usage_error("--verify checks the legacy format only (problemtools' verifyproblem)");
    }
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
    let mut failed = false;
    let mut exported = Vec::new();
    for problem in &problems {
        match harness::export::export(root, problem, out, format) {
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
    if args.verify && !verify(root, &exported) {
        failed = true;
    }
    if failed { ExitCode::FAILURE } else { ExitCode::SUCCESS }
}

/// Each package through `verifyproblem`, as many at once as there are cores: a line each, and
/// for a package that fails its errors and the path of its whole log. Whether all passed.
fn verify(root: &Path, packages: &[Exported]) -> bool {
    let tools = testkit::discover::target_dir(&std::env::current_dir().unwrap_or_default().join(root)).join("tools");
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
    let results = in_parallel(packages, jobs_or_cores(None), |package| {
        verifier.verify(&package.dir, &package.dir.with_extension("verify.log"))
    });
    let mut passed = true;
    for (package, result) in packages.iter().zip(results) {
        let log = package.dir.with_extension("verify.log");
        match result {
            Ok(v) if v.passed => testkit::outln!("{:<24} verifyproblem: {}", package.name, v.summary),
            Ok(v) => {
                passed = false;
                testkit::outln!("{:<24} verifyproblem FAILED: {}", package.name, v.summary);
                for error in &v.errors {
                    testkit::outln!("    {error}");
                }
                testkit::outln!("    the whole log: {}", log.display());
            }
            Err(e) => {
                passed = false;
                testkit::outln!("{:<24} verifyproblem FAILED: {e}", package.name);
            }
        }
    }
    passed
}
