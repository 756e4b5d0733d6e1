//! The workspace's own chores, run as `cargo xtask <command>`.
//!
//! `layout` holds the house to the sizes a reader can hold: no file past 800 lines, no function
//! past 100 without a reason written above it, no module cycle, no crate deeper than five
//! levels of modules. It prints what it finds and fails when a limit is passed; CI runs it.

mod layout;
mod levels;
mod modules;
mod sizes;

use std::process::ExitCode;

use clap::{Parser, Subcommand};

#[derive(Debug, Parser)]
#[command(name = "cargo xtask", version, about = "The workspace's own chores")]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// File sizes, function lengths, and every crate's module levels and cycles, against limits.
    Layout(layout::Args),
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Layout(args) => layout::run(&args),
    };
    match result {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::FAILURE,
        Err(error) => {
            eprintln!("error: {error}");
            ExitCode::from(2)
        }
    }
}
