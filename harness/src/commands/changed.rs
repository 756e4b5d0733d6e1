//! `harness changed`: the problems a change reaches.

use crate::common::usage_error;

use harness::changed;
use std::path::Path;
use std::process::ExitCode;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// The revision to compare the working tree with: `HEAD~1`, `origin/main`.
    since: String,
    /// Print a nextest filter instead (`cargo nextest run -E "$(harness changed REF --nextest)"`).
    #[arg(long)]
    nextest: bool,
}

pub fn run(root: &Path, args: &Args) -> ExitCode {
    match changed::changed_files(root, &args.since).and_then(|files| changed::reached_problems(root, &files)) {
        Ok(slugs) if args.nextest => {
            testkit::outln!("{}", changed::nextest_filter(&slugs));
            ExitCode::SUCCESS
        }
        Ok(slugs) => {
            for slug in slugs {
                testkit::outln!("{slug}");
            }
            ExitCode::SUCCESS
        }
        Err(e) => usage_error(&e),
    }
}
