//! `cargo xtask explorer-pace`: the explorer's figures beside its peer's, on the same machine
//! and the same run. For each game it times `sg rare` (release build) computing the table to
//! N and keeping it in a table file, and, when ogsolve is at hand (`cargo install ogsolve
//! --version 0.0.7`), `ogsolve -m rc2` (its rare/common method, RC2) to the same N; then it
//! reads the values ogsolve prints and compares them with sg's table, and the first values
//! with the plain definition's (`sg values --plain`, every option of every heap). The times
//! are CPU seconds of the process (user and system), each run's and their ratio; ogsolve is
//! timed without printing its values, and run again to print them. sg is timed on one thread,
//! and again on every core (`--threads`), by the wall clock: the speed-up, and the table it
//! computes compared byte for byte with the one thread's.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

#[derive(Debug, clap::Args)]
pub struct Args {
    /// The largest heap N: the tables are G(0..=N).
    #[arg(long, default_value_t = (1 << 22) - 1)]
    upto: u64,
    /// The octal games, as ogsolve writes them.
    #[arg(long, value_delimiter = ',', default_value = "0.16,0.376,0.6")]
    games: Vec<String>,
    /// ogsolve's binary (else `ogsolve` on the PATH, else sg alone).
    #[arg(long)]
    ogsolve: Option<PathBuf>,
    /// The first values checked against the plain definition: G(0..=D).
    #[arg(long, value_name = "D", default_value_t = (1 << 16) - 1)]
    definition_upto: u64,
}

/// Prints the figures; whether every table agreed with ogsolve's.
///
/// # Errors
///
/// A build that fails, a program that cannot start or fails, or output that cannot be read.
pub fn run(args: &Args) -> Result<bool, String> {
    let sg = build_sg()?;
    let ogsolve = args.ogsolve.clone().or_else(|| on_path("ogsolve"));
    let scratch = tempfile::tempdir().map_err(|e| e.to_string())?;
    let n = args.upto;
    let cores = std::thread::available_parallelism().map_or(1, usize::from);
    println!("G(0..={n}) of each game, CPU seconds of one run ({cores} cores)");
    let mut agreed = true;
    for game in &args.games {
        // `sg rare` on `threads` threads, keeping its table in `table`.
        let rare = |threads: usize, table: &Path| {
            let mut command = Command::new(&sg);
            let (upto, threads) = (n.to_string(), threads.to_string());
            command.args(["rare", &format!("octal:{game}"), "--upto", &upto, "--threads", &threads, "--table"]);
            command.arg(table);
            command
        };
        let table = scratch.path().join(format!("{game}.sgt"));
        let started = Instant::now();
        let (ours, _) = cpu_of(&mut rare(1, &table))?;
        let alone = started.elapsed();
        let rate = (n + 1) as f64 / ours.as_secs_f64() / 1e6;
        let mut line = format!("{game}: sg {:.2} s ({rate:.2} M values a second)", ours.as_secs_f64());
        if cores > 1 {
            let shared = scratch.path().join(format!("{game}-{cores}.sgt"));
            let started = Instant::now();
            cpu_of(&mut rare(cores, &shared))?;
            let speedup = alone.as_secs_f64() / started.elapsed().as_secs_f64();
            let same = std::fs::read(&table).map_err(|e| e.to_string())?
                == std::fs::read(&shared).map_err(|e| e.to_string())?;
            agreed &= same;
            line += &format!(
                ", on {cores} threads {speedup:.2}x the wall clock's pace of one{}",
                if same { "" } else { ", A DIFFERENT TABLE" }
            );
        }
        let d = args.definition_upto.min(n);
        let (_, plain) = cpu_of(Command::new(&sg).args([
            "values",
            &format!("octal:{game}"),
            "--upto",
            &d.to_string(),
            "--plain",
            "--json",
        ]))?;
        let verdict = compare_definition(&table, &plain)?;
        agreed &= verdict.is_none();
        line += &verdict.map_or_else(
            || format!(", the definition's values to {d}"),
            |why| format!(", NOT THE DEFINITION'S: {why}"),
        );
        if let Some(ogsolve) = &ogsolve {
            let (theirs, _) = cpu_of(Command::new(ogsolve).args(["-m", "rc2", "-n", &n.to_string(), game]))?;
            let ratio = ours.as_secs_f64() / theirs.as_secs_f64();
            line += &format!(", ogsolve rc2 {:.2} s, sg/ogsolve {ratio:.2}", theirs.as_secs_f64());
            let (_, printed) = cpu_of(Command::new(ogsolve).args(["-m", "rc2", "-p", "-n", &n.to_string(), game]))?;
            let verdict = compare(&table, &printed)?;
            agreed &= verdict.is_none();
            line += &verdict.map_or_else(|| ", the same values".to_string(), |why| format!(", DIFFERENT: {why}"));
        }
        println!("{line}");
    }
    if ogsolve.is_none() {
        println!("ogsolve not found: `cargo install ogsolve --version 0.0.7`, or --ogsolve PATH");
    }
    Ok(agreed)
}

/// Builds `sg` in release mode and returns its path.
///
/// # Errors
///
/// The workspace cannot be read, or the build fails.
pub fn build_sg() -> Result<PathBuf, String> {
    let metadata = cargo_metadata::MetadataCommand::new().no_deps().exec().map_err(|e| e.to_string())?;
    let built = Command::new(std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into()))
        .args(["build", "--release", "--quiet", "-p", "sg"])
        .current_dir(&metadata.workspace_root)
        .status()
        .map_err(|e| format!("cargo: {e}"))?;
    if !built.success() {
        return Err("cargo build --release -p sg failed".into());
    }
    Ok(metadata.target_directory.as_std_path().join("release/sg"))
}

/// The CPU time (user and system) `command` took, and what it printed; an error if it failed.
pub fn cpu_of(command: &mut Command) -> Result<(Duration, String), String> {
    cpu_of_started(command, |_| Ok(()))
}

/// As [`cpu_of`], `started` called with the child as soon as it is spawned (the child is killed
/// if it fails).
pub fn cpu_of_started(
    command: &mut Command,
    started: impl FnOnce(&mut std::process::Child) -> Result<(), String>,
) -> Result<(Duration, String), String> {
    let before = children_cpu();
    let mut child =
        command.stdout(Stdio::piped()).stderr(Stdio::inherit()).spawn().map_err(|e| format!("{command:?}: {e}"))?;
    if let Err(e) = started(&mut child) {
        let _ = child.kill();
        let _ = child.wait();
        return Err(e);
    }
    let output = child.wait_with_output().map_err(|e| format!("{command:?}: {e}"))?;
    let spent = children_cpu().saturating_sub(before);
    if !output.status.success() {
        return Err(format!("{command:?} failed: {}", output.status));
    }
    Ok((spent, String::from_utf8_lossy(&output.stdout).into_owned()))
}

/// The CPU time of the children waited for so far.
fn children_cpu() -> Duration {
    use nix::sys::resource::{UsageWho, getrusage};
    getrusage(UsageWho::RUSAGE_CHILDREN).map_or(Duration::ZERO, |usage| {
        let time = |t: nix::sys::time::TimeVal| Duration::new(t.tv_sec() as u64, t.tv_usec() as u32 * 1000);
        time(usage.user_time()) + time(usage.system_time())
    })
}

/// Whether the table file and ogsolve's `nimbers:` line hold the same values: `None`, or where
/// they differ.
fn compare(table: &Path, printed: &str) -> Result<Option<String>, String> {
    let (_, ours) = sg::table::read(table)?;
    let line = printed
        .lines()
        .find_map(|line| line.trim_start().strip_prefix("nimbers:"))
        .ok_or("ogsolve -p printed no `nimbers:` line")?;
    let theirs: Vec<u32> = line
        .split_whitespace()
        .map(str::parse)
        .collect::<Result<_, _>>()
        .map_err(|e| format!("ogsolve's nimbers: {e}"))?;
    Ok(difference(&ours, &theirs, "ogsolve's", true))
}

/// Whether the table file begins with the values of `sg values --json` (`{"game", "values"}`):
/// `None`, or where they differ.
fn compare_definition(table: &Path, printed: &str) -> Result<Option<String>, String> {
    let (_, ours) = sg::table::read(table)?;
    let json: serde_json::Value = serde_json::from_str(printed).map_err(|e| format!("sg values --json: {e}"))?;
    let plain: Vec<u32> = json["values"]
        .as_array()
        .ok_or("sg values --json printed no values")?
        .iter()
        .map(|v| v.as_u64().and_then(|v| u32::try_from(v).ok()).ok_or("sg values --json: a value that is no number"))
        .collect::<Result<_, _>>()?;
    Ok(difference(&ours, &plain, "the definition's", false))
}

/// Where `ours` and `theirs` (`whose` values) differ, if they do; `theirs` may be shorter
/// unless `whole`.
fn difference(ours: &[u32], theirs: &[u32], whose: &str, whole: bool) -> Option<String> {
    if theirs.len() > ours.len() || whole && theirs.len() < ours.len() {
        return Some(format!("{} values against {whose} {}", ours.len(), theirs.len()));
    }
    let n = ours.iter().zip(theirs).position(|(a, b)| a != b)?;
    Some(format!("G({n}) = {} against {whose} {}", ours[n], theirs[n]))
}

fn on_path(name: &str) -> Option<PathBuf> {
    std::env::split_paths(&std::env::var_os("PATH")?).map(|dir| dir.join(name)).find(|path| path.is_file())
}
