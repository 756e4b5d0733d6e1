//! `cargo xtask test-time`: how long the README's test command takes, measured as a newcomer
//! meets it. Each run clones the repository afresh (its `HEAD`: commit what is to be measured)
//! into a scratch directory with a build directory of its own, runs `cargo test --workspace`
//! there (the cold run: everything built), then again with nothing changed (the warm run). The
//! figures are each run's and the medians, with the machine's cores. Downloaded crates are
//! the machine's own cache, as on any machine that has built a Rust project before.

use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant};

#[derive(Debug, clap::Args)]
pub struct Args {
    /// How many clones to measure (each: a cold run, then a warm one).
    #[arg(long, default_value_t = 3)]
    runs: usize,
}

/// Measures and prints; whether every run of the tests passed.
///
/// # Errors
///
/// `git` or `cargo` that cannot start, or a scratch directory that cannot be made.
pub fn run(args: &Args) -> Result<bool, String> {
    let metadata = cargo_metadata::MetadataCommand::new().no_deps().exec().map_err(|e| e.to_string())?;
    let root = metadata.workspace_root.as_std_path();
    let cores = std::thread::available_parallelism().map_or(1, usize::from);
    let head = output(Command::new("git").arg("-C").arg(root).args(["rev-parse", "--short", "HEAD"]))?;
    println!("cargo test --workspace on fresh clones of {} ({cores} cores)", head.trim());
    let (mut cold, mut warm, mut passed) = (Vec::new(), Vec::new(), true);
    for run in 1..=args.runs.max(1) {
        let scratch = tempfile::Builder::new().prefix("sg-test-time-").tempdir().map_err(|e| e.to_string())?;
        let clone = scratch.path().join("clone");
        let cloned = Command::new("git").args(["clone", "--quiet"]).arg(root).arg(&clone).status();
        if !cloned.map_err(|e| format!("git: {e}"))?.success() {
            return Err(format!("git clone {} failed", root.display()));
        }
        let target = scratch.path().join("target");
        let (first, first_passed) = timed_tests(&clone, &target)?;
        let (second, second_passed) = timed_tests(&clone, &target)?;
        passed &= first_passed && second_passed;
        println!(
            "run {run}: cold {:.0} s{}, warm {:.0} s{}",
            first.as_secs_f64(),
            if first_passed { "" } else { " (tests failed)" },
            second.as_secs_f64(),
            if second_passed { "" } else { " (tests failed)" },
        );
        cold.push(first);
        warm.push(second);
    }
    println!("median: cold {:.0} s, warm {:.0} s", median(&mut cold).as_secs_f64(), median(&mut warm).as_secs_f64());
    Ok(passed)
}

/// `cargo test --workspace --locked` in `dir`, building into `target`: how long it took, and
/// whether it passed.
fn timed_tests(dir: &Path, target: &Path) -> Result<(Duration, bool), String> {
    let mut command = Command::new(std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into()));
    // What `cargo xtask` itself was given by cargo is not the newcomer's environment.
    for (key, _) in std::env::vars_os() {
        if key.to_str().is_some_and(|k| k.starts_with("CARGO_") && k != "CARGO_HOME") {
            command.env_remove(key);
        }
    }
    let start = Instant::now();
    let status = command
        .args(["test", "--workspace", "--locked", "--quiet"])
        .current_dir(dir)
        .env("CARGO_TARGET_DIR", target)
        .stdout(std::process::Stdio::null())
        .status()
        .map_err(|e| format!("cargo: {e}"))?;
    Ok((start.elapsed(), status.success()))
}

fn output(command: &mut Command) -> Result<String, String> {
    let output = command.output().map_err(|e| e.to_string())?;
    Ok(String::from_utf8_lossy(&output.stdout).into_owned())
}

/// The median of `times` (the lower middle one of an even count).
fn median(times: &mut [Duration]) -> Duration {
    times.sort();
    times.get(times.len().saturating_sub(1) / 2).copied().unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_median_is_the_middle_run() {
        let s = Duration::from_secs;
        assert_eq!(median(&mut [s(9), s(1), s(5)]), s(5));
        assert_eq!(median(&mut [s(4), s(2)]), s(2));
        assert_eq!(median(&mut []), Duration::ZERO);
    }
}
