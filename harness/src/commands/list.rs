//! `harness list`: the problems, their kinds and titles.

use crate::common::{load, print_errors};
use std::path::Path;
use std::process::ExitCode;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Print one line instead: how many problems of each kind, cases, samples and generated
    /// inputs (the command the README's Problems section names).
    #[arg(long)]
    summary: bool,
}

/// `harness list`: every problem, with its kind and title, or the workspace in one line.
pub fn run(root: &Path, args: &Args) -> ExitCode {
    match load(root, &[]) {
        Ok(problems) if args.summary => {
            testkit::outln!("{}", testkit::discover::census(&problems));
            ExitCode::SUCCESS
        }
        Ok(problems) => {
            for p in &problems {
                testkit::outln!("{:<24} {:<11} {}", p.slug, p.meta.kind.to_string(), p.meta.title);
            }
            ExitCode::SUCCESS
        }
        Err(errors) => print_errors(&errors),
    }
}
