//! `cargo xtask explorer-disk`: `sg rare --on-disk` computes a table longer than the memory it
//! is given. The same table is computed twice by the release-built `sg`: in memory, and on disk
//! inside a memory control group whose limit is below the table's size (4 bytes a value); the
//! two table files must be the same, byte for byte. It prints each run's CPU and wall-clock
//! seconds and the most memory charged to its group (the first run's has no limit), as
//! Markdown. A control group needs root (cgroup v1's memory hierarchy or cgroup v2).

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;

use crate::explorer_pace::{build_sg, cpu_of};

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
    let run = |limit: Option<u64>, more: &[&str], file: &str| -> Result<Measured, String> {
        let group = Group::make(limit)?;
        let mut command = Command::new("sh");
        command
            .args(["-c", "echo $$ > \"$0\" && exec \"$@\""])
            .arg(&group.tasks)
            .arg(&sg)
            .args(["rare", &game, "--upto", &upto])
            .args(more)
            .arg("--table")
            .arg(table(file));
        let started = Instant::now();
        let (cpu, _) = cpu_of(&mut command)?;
        Ok(Measured { cpu: cpu.as_secs_f64(), wall: started.elapsed().as_secs_f64(), peak: group.peak() })
    };
    let in_memory = run(None, &[], "a.sgt")?;
    let on_disk = run(Some(args.memory << 20), &["--on-disk"], "b.sgt")?;
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

/// A memory control group of its own, removed when dropped.
struct Group {
    dir: PathBuf,
    tasks: PathBuf,
    peak: PathBuf,
}

impl Group {
    /// A new group, its memory limited to `limit` bytes if given.
    fn make(limit: Option<u64>) -> Result<Group, String> {
        static MADE: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
        let count = MADE.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let name = format!("sg-explorer-disk-{}-{count}", std::process::id());
        let v1 = Path::new("/sys/fs/cgroup/memory");
        let (dir, limit_file, tasks, peak) = if v1.join("memory.limit_in_bytes").is_file() {
            let dir = v1.join(&name);
            (dir.clone(), dir.join("memory.limit_in_bytes"), dir.join("tasks"), dir.join("memory.max_usage_in_bytes"))
        } else {
            let dir = Path::new("/sys/fs/cgroup").join(&name);
            (dir.clone(), dir.join("memory.max"), dir.join("cgroup.procs"), dir.join("memory.peak"))
        };
        let shown = dir.display().to_string();
        let failed = |e: std::io::Error| format!("cannot make a memory control group at {shown}: {e} (it needs root)");
        std::fs::create_dir(&dir).map_err(failed)?;
        let group = Group { dir, tasks, peak };
        if let Some(limit) = limit {
            std::fs::write(&limit_file, limit.to_string()).map_err(failed)?;
        }
        Ok(group)
    }

    /// The most memory charged to the group, where the kernel says it.
    fn peak(&self) -> Option<u64> {
        std::fs::read_to_string(&self.peak).ok()?.trim().parse().ok()
    }
}

impl Drop for Group {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir(&self.dir);
    }
}
