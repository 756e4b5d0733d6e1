//! The workspace's own chores, run as `cargo xtask <command>`.
//!
//! `layout` holds the house to the sizes a reader can hold: no file past 800 lines, no function
//! past 100 without a reason written above it, no module cycle, no crate deeper than five
//! levels of modules. It prints what it finds and fails when a limit is passed; CI runs it.
//! `test-time` measures the README's test command on fresh clones, cold and warm.
//! `explorer-pace` times `sg rare` beside ogsolve on the same games and checks their values
//! agree; `explorer-speed` measures the rows of the explorer's Speed table; `explorer-disk`
//! computes a table on disk in less memory than it takes, and checks it is the one in memory.

mod explorer_disk;
mod explorer_pace;
mod explorer_speed;
mod layout;
mod levels;
mod modules;
mod sizes;
mod test_time;

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
    /// How long `cargo test --workspace` takes on fresh clones, cold and warm: each run and the
    /// medians.
    TestTime(test_time::Args),
    /// `sg rare` beside ogsolve's rare/common method on the same octal games: CPU seconds,
    /// values a second, the ratio, and whether the values agree.
    ExplorerPace(explorer_pace::Args),
    /// The explorer's Speed table (its README): each row's command run once, its wall-clock
    /// and CPU seconds, as Markdown.
    ExplorerSpeed,
    /// `sg rare --on-disk` in a memory control group smaller than its table, beside the same
    /// run in memory: the memory each used, its time, and whether the tables are the same.
    ExplorerDisk(explorer_disk::Args),
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Layout(args) => layout::run(&args),
        Command::TestTime(args) => test_time::run(&args),
        Command::ExplorerPace(args) => explorer_pace::run(&args),
        Command::ExplorerSpeed => explorer_speed::run(),
        Command::ExplorerDisk(args) => explorer_disk::run(&args),
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
