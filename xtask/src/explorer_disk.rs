//! `cargo xtask explorer-disk`: `sg rare --on-disk` computes a table longer than the memory it
//! is given. The same table is computed twice by the release-built `sg`: in memory, and on disk
//! inside a memory control group whose limit is below the table's size (4 bytes a value); the
//! two table files must be the same, byte for byte. It prints each run's CPU and wall-clock
//! seconds and the most memory charged to its group (the first run's has no limit), as
//! Markdown. A control group needs root (cgroup v1's memory hierarchy or cgroup v2).

use std::io::Write as _;
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::time::Instant;

use runguard::cgroup::Cgroup;

use crate::explorer_pace::{build_sg, cpu_of_started};

/// The memory limit of the run in memory: none to speak of (the group only counts).
const NO_LIMIT: u64 = 1 << 50;

/// The processes either run's group may hold (sg, its threads, the shell before it).
const PROCESSES: u64 = 256;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// The octal game.
    #[arg(long, default_value = "0.6")]
    game: String,
    /// The largest heap.
    #[arg(long, default_value_t = (1 << 24) - 1)]
    upto: u64,
    /// The memory the run on disk is given, in MiB.
    #[arg(long, default_value_t = 32)]
    memory: u64,
    /// The `sg` to run, already built (by default `sg` is built in release mode first): for a
    /// run as root that must not write the build directory.
    #[arg(long, value_name = "PATH")]
    sg: Option<PathBuf>,
}

/// Prints the two runs; `true` when their tables are the same.
///
/// # Errors
///
/// A build or a run that fails, or no memory control group to run in.
pub fn run(args: &Args) -> Result<bool, String> {
    let sg = match &args.sg {
        Some(sg) => sg.clone(),
        None => build_sg()?,
    };
    let scratch = tempfile::tempdir().map_err(|e| e.to_string())?;
    let game = format!("octal:{}", args.game);
    let upto = args.upto.to_string();
    let table = |name: &str| scratch.path().join(name);
    let run = |limit: u64, more: &[&str], file: &str| -> Result<Measured, String> {
        static MADE: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
        let count = MADE.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let name = format!("sg-explorer-disk-{}-{count}", std::process::id());
        let group = Cgroup::create(&name, limit, PROCESSES)
            .map_err(|e| format!("cannot make a memory control group (it needs root): {e}"))?;
        // sg waits for a line on its stdin until it is in the group, then runs.
        let mut command = Command::new("sh");
        command
            .args(["-c", "read -r _ && exec \"$@\"", "sh"])
            .arg(&sg)
            .args(["rare", &game, "--upto", &upto])
            .args(more)
            .arg("--table")
            .arg(table(file))
            .stdin(Stdio::piped());
        let started = Instant::now();
        let (cpu, _) = cpu_of_started(&mut command, |child| {
            let pid = nix::unistd::Pid::from_raw(i32::try_from(child.id()).map_err(|e| e.to_string())?);
            group.add(pid)?;
            let mut go = child.stdin.take().ok_or("no stdin to start sg with")?;
            go.write_all(b"go\n").map_err(|e| format!("cannot start sg: {e}"))
        })?;
        Ok(Measured { cpu: cpu.as_secs_f64(), wall: started.elapsed().as_secs_f64(), peak: group.peak_bytes() })
    };
    let in_memory = run(NO_LIMIT, &[], "a.sgt")?;
    let on_disk = run(args.memory << 20, &["--on-disk"], "b.sgt")?;
    let same = std::fs::read(table("a.sgt")).map_err(|e| e.to_string())?
        == std::fs::read(table("b.sgt")).map_err(|e| e.to_string())?;
    let values = args.upto + 1;
    println!("`sg rare {game} --upto {upto}` ({values} values, a table of {} MiB in memory):\n", (values * 4) >> 20);
    println!("| where the table is | memory given | most memory used | CPU | wall |");
    println!("|---|---|---|---|---|");
    let shown = |m: &Measured, given: &str, how: &str| {
        let peak = m.peak.map_or_else(|| "?".to_string(), |bytes| format!("{} MiB", bytes >> 20));
        println!("| {how} | {given} | {peak} | {:.1} s | {:.1} s |", m.cpu, m.wall);
    };
    shown(&in_memory, "no limit", "in memory");
    shown(&on_disk, &format!("{} MiB", args.memory), "on disk (`--on-disk`)");
    println!("\nthe two table files are {}", if same { "the same, byte for byte" } else { "DIFFERENT" });
    Ok(same)
}

/// A run's CPU and wall-clock seconds and the most memory its group was charged (the table
/// files' pages in the page cache included).
struct Measured {
    cpu: f64,
    wall: f64,
    peak: Option<u64>,
}
