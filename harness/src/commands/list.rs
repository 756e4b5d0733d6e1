//! `harness list`: the problems, their kinds and titles.

use crate::common::{load, print_errors};
use std::path::Path;
use std::process::ExitCode;

/// `harness list`: every problem, with its kind and title.
pub fn run(root: &Path) -> ExitCode {
    match load(root, &[]) {
        Ok(problems) => {
            for p in &problems {
                testkit::outln!("{:<24} {:<11} {}", p.slug, p.meta.kind.to_string(), p.meta.title);
            }
            ExitCode::SUCCESS
        }
        Err(errors) => print_errors(&errors),
    }
}
