//! `cargo run --release -p harness [-- SLUG...]`: build every problem in release mode, judge
//! every case, print a line per problem and a summary; exit 1 unless everything is accepted.
//! The other commands judge any program, stress, check, bundle, export and scaffold. This file
//! parses the command line and hands it to the command's module, as cargo's `commands/` do.

mod build;
mod commands;
mod common;

use clap::{Parser, Subcommand};
use commands::{bundle, changed, check, export, judge, list, new, site, stress};
use std::path::PathBuf;
use std::process::ExitCode;
use testkit::discover;

/// Judge Sprague–Grundy problems like an online judge.
///
/// Without a subcommand, builds every problem (or those named) in release mode and judges
/// every case: `harness` is `harness judge`.
#[derive(Debug, Parser)]
// Each usage line is written out: clap's own shows the options just used, so that after a
// mistake (`harness --format json --frob`) `--format` looked required.
#[command(
    name = "harness",
    version,
    args_conflicts_with_subcommands = true,
    override_usage = "harness [OPTIONS] [SLUGS]...\n       harness <COMMAND>"
)]
struct Cli {
    #[command(subcommand)]
    command: Option<Commands>,
    #[command(flatten)]
    judge: judge::Args,
}

#[derive(Debug, Subcommand)]
enum Commands {
    /// Build in release mode and judge every problem (or those named), or judge any program
    /// on one problem's cases with --cmd.
    #[command(override_usage = "harness judge [OPTIONS] [SLUGS]...")]
    Judge(judge::Args),
    /// Stress a program (the problem's own binary, or --cmd) against the problem's brute
    /// force on generated inputs, smallest first; shrink the first failing input and write it
    /// to stress/SLUG/ of the build directory (`target/`, or `$CARGO_TARGET_DIR`).
    #[command(override_usage = "harness stress [OPTIONS] <SLUG>")]
    Stress(stress::Args),
    /// Check the parts of each problem package (all, or those named) that its cases alone do
    /// not prove: the input validator (cases valid, invalid inputs and junk refused, every
    /// bound reached), the submissions (each gets its folder's verdict) and the time limit
    /// (inside the band the accepted and slow runs allow, by problemtools' rule).
    #[command(override_usage = "harness check [OPTIONS] [SLUGS]...")]
    Check(check::Args),
    /// List the problems a change reaches since a git revision (their files, or a crate they
    /// build from: sg-core, judge-io, the test kit, the judge, Cargo.lock), from cargo's
    /// dependency graph: one slug per line, or a nextest filter with --nextest.
    #[command(override_usage = "harness changed [OPTIONS] <SINCE>")]
    Changed(changed::Args),
    /// Print a problem's program as one Rust source file, for the judge it was written for:
    /// the libraries it uses inlined, compiling alone with `rustc --edition 2021 -O` or any
    /// other edition from 2015 to 2024 (checked before it is printed). What it holds goes to
    /// stderr.
    #[command(override_usage = "harness bundle [OPTIONS] <SLUG>")]
    Bundle(bundle::Args),
    /// Write each problem (all, or those named) as a problem package (the 2025-09 format, or
    /// the legacy one) and a zip of it that DOMjudge imports: statement, samples and secret data,
    /// limits, the validator, the checker or interactor wrapped to Kattis' protocol, the
    /// submissions; or a contest of them, as BAPCtools reads one.
    #[command(
        override_usage = "harness export [OPTIONS] --out <DIR> [SLUGS]...\n       harness export [OPTIONS] --contest <DIR> [SLUGS]..."
    )]
    Export(export::Args),
    /// Write the workspace as a static site to open in a browser: an index of the problems,
    /// each one's statement, report (every program on every case, the time band) and the
    /// picture of its game; `--editorial` adds the solutions, `--pdf` prints the statements.
    /// Problems whose kept check results are missing or stale are checked first.
    #[command(override_usage = "harness site [OPTIONS] --out <DIR> [SLUGS]...")]
    Site(site::Args),
    /// List the problems: slug, kind and title, one per line.
    #[command(override_usage = "harness list [OPTIONS]")]
    List(list::Args),
    /// Write a complete, passing problem directory to start from.
    #[command(override_usage = "harness new [OPTIONS] <SLUG>")]
    New(new::Args),
}

fn main() -> ExitCode {
    testkit::enter();
    let cli = Cli::parse();
    // Commands given by the user are read from where they were typed; the rest works from
    // the workspace root, so that reports name `problems/<slug>/cases/<case>.in`.
    let invoked_from = std::env::current_dir().unwrap_or_default();
    let root = match std::env::set_current_dir(discover::workspace_root()) {
        Ok(()) => PathBuf::new(),
        Err(_) => discover::workspace_root(),
    };
    match cli.command {
        Some(Commands::New(args)) => new::run(&root, &args),
        Some(Commands::List(args)) => list::run(&root, &args),
        Some(Commands::Bundle(args)) => bundle::run(&root, &args),
        Some(Commands::Export(args)) => export::run(&root, &invoked_from, &args),
        Some(Commands::Site(args)) => site::run(&root, &invoked_from, &args),
        Some(Commands::Check(args)) => check::run(&root, args),
        Some(Commands::Changed(args)) => changed::run(&root, &args),
        Some(Commands::Judge(args)) => judge::run(&root, &invoked_from, args),
        Some(Commands::Stress(args)) => stress::run(&root, &invoked_from, args),
        None => judge::run(&root, &invoked_from, cli.judge),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_commands_suggested_are_the_parsers() {
        use clap::CommandFactory as _;
        let parser = Cli::command();
        let parsed: Vec<String> =
            parser.get_subcommands().map(|c| c.get_name().to_owned()).chain(["help".to_owned()]).collect();
        assert_eq!(parsed, common::COMMANDS);
    }

    fn stress_options(args: &[&str]) -> Result<stress::StressOptions, clap::Error> {
        let line = ["harness", "stress", "nim"].into_iter().chain(args.iter().copied());
        Cli::try_parse_from(line).map(|cli| match cli.command {
            Some(Commands::Stress(stress)) => stress.options,
            other => panic!("not a stress command: {other:?}"),
        })
    }

    #[test]
    fn stress_options_parse_and_reach_the_test_binary_whole() {
        let parsed =
            stress_options(&["--seed", "0x10", "--runs", "5", "--time", "1.5", "--cmd", "python3 sol.py"]).unwrap();
        let args = testkit::verify::StressArgs::from(parsed);
        assert_eq!(
            args,
            testkit::verify::StressArgs {
                cmd: Some("python3 sol.py".into()),
                seed: 16,
                runs: Some(5),
                time: 1.5,
                jobs: 4,
                save: false
            }
        );
        let defaults = testkit::verify::StressArgs::from(stress_options(&[]).unwrap());
        assert_eq!(defaults, testkit::verify::StressArgs::default(), "the harness and the test binary agree");
        for wrong in [&["--format", "json"][..], &["--seed", "x"], &["--time", "inf"], &["--time", "-1"]] {
            assert!(stress_options(wrong).is_err(), "{wrong:?} accepted");
        }
    }
}
