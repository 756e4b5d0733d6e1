//! `harness bundle`: a problem's program as one file, checked to compile alone.

use crate::common::{load, print_errors};

use std::path::Path;
use std::process::ExitCode;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// The problem.
    slug: String,
    /// Which program: `solution`, or one of `src/bin/` (`validator`, `checker`,
    /// `interactor`).
    #[arg(long, default_value = "solution", value_name = "NAME")]
    program: String,
}

/// `harness bundle`: the source on stdout, its size and inlined modules on stderr.
pub fn run(root: &Path, args: &Args) -> ExitCode {
    let (slug, program) = (args.slug.as_str(), args.program.as_str());
    let problems = match load(root, std::slice::from_ref(&slug.to_owned())) {
        Ok(problems) => problems,
        Err(errors) => return print_errors(&errors),
    };
    let Some(problem) = problems.first() else { return ExitCode::from(2) };
    let bundled = harness::bundle::bundle_program(root, &problem.dir, slug, program);
    // A bundle that cannot compile alone is a broken product, not a mistyped command.
    if let Ok(bundle) = &bundled
        && let Err(e) = harness::bundle::check_alone(bundle, &problem.dir, program)
    {
        eprintln!("error: {e}");
        return ExitCode::FAILURE;
    }
    match bundled {
        Ok(bundle) => {
            testkit::outln!("{}", bundle.source.trim_end());
            eprintln!(
                "{slug}: the {program}, {} bytes, with {}",
                bundle.source.len(),
                if bundle.modules.is_empty() { "no library module".to_owned() } else { bundle.modules.join(", ") }
            );
            ExitCode::SUCCESS
        }
        Err(e) => print_errors(&[e]),
    }
}
