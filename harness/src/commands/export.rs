//! `harness export`: problem packages, with the generated inputs made first.

use crate::build::{BuildArgs, Needs, build, make_generated};
use crate::common::{load, print_errors, runner_for, usage_error};

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
    #[command(flatten)]
    build: BuildArgs,
}

/// `harness export`: a line per package written. The generated inputs are made first, by the
/// generators built in release mode.
pub fn run(root: &Path, invoked_from: &Path, args: &Args) -> ExitCode {
    let (slugs, out, how) = (&args.slugs, &invoked_from.join(&args.out), &args.build);
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
    for problem in &problems {
        match harness::export::export(root, problem, out) {
            Ok(p) => testkit::outln!(
                "{:<24} {} and {} ({} files)",
                problem.slug,
                p.dir.display(),
                p.zip.file_name().unwrap_or_default().to_string_lossy(),
                p.files.len()
            ),
            Err(e) => {
                eprintln!("error: {e}");
                failed = true;
            }
        }
    }
    if failed { ExitCode::FAILURE } else { ExitCode::SUCCESS }
}
