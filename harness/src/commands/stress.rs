//! `harness stress`: a program against the problem's brute force and references, run by the
//! problem's own test binary.

use crate::build::{BuildArgs, Needs, build, make_generated};
use crate::common::{load, print_errors, runner_for, usage_error, user_command};

use std::path::Path;
use std::process::{Command, ExitCode};

#[derive(Debug, clap::Args)]
pub struct Args {
    /// The problem.
    slug: String,
    #[command(flatten)]
    pub options: StressOptions,
    #[command(flatten)]
    build: BuildArgs,
}

/// The options of `harness stress`, handed to the problem's test binary as
/// [`testkit::verify::StressArgs`].
#[derive(Debug, Clone, PartialEq, clap::Args)]
pub struct StressOptions {
    /// Stress this command instead of the problem's own binary. It is split into words as a
    /// shell would, without running a shell: `--cmd ./a.out`, `--cmd 'python3 sol.py'`.
    #[arg(long, value_name = "COMMAND")]
    cmd: Option<String>,
    /// Seed of the input generator (decimal, or hexadecimal with `0x`).
    #[arg(long, value_name = "S", default_value_t = Seed(testkit::stress::DEFAULT_SEED))]
    seed: Seed,
    /// Stop after this many inputs (default: when the time is up), and stress each reference
    /// on this many large inputs too (default: as many as the problem declares).
    #[arg(long, value_name = "N")]
    runs: Option<usize>,
    /// Stop after this many seconds.
    #[arg(long, value_name = "SECONDS", value_parser = parse_seconds, default_value_t = 10.0)]
    time: f64,
    /// Inputs judged side by side (a run mostly waits on its process, so even two cores keep
    /// four busy).
    #[arg(long, short = 'j', value_name = "N", default_value_t = 4)]
    jobs: usize,
    /// Keep the counterexample as a stored case of the problem, `cases/<prefix>hack-<n>`, its
    /// output from the brute force or the reference that found it.
    #[arg(long)]
    save: bool,
}

impl From<StressOptions> for testkit::verify::StressArgs {
    fn from(o: StressOptions) -> Self {
        testkit::verify::StressArgs {
            cmd: o.cmd,
            seed: o.seed.0,
            runs: o.runs,
            time: o.time,
            jobs: o.jobs,
            save: o.save,
        }
    }
}

/// A seed as the user writes it (decimal, or hexadecimal with `0x`), shown in hexadecimal as
/// every stress report shows it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Seed(pub u64);

impl std::str::FromStr for Seed {
    type Err = String;

    fn from_str(text: &str) -> Result<Self, String> {
        let parsed = match text.strip_prefix("0x") {
            Some(hex) => u64::from_str_radix(hex, 16),
            None => text.parse(),
        };
        parsed.map(Seed).map_err(|e| format!("{text:?} is not a seed: {e}"))
    }
}

impl std::fmt::Display for Seed {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{:#x}", self.0)
    }
}

fn parse_seconds(text: &str) -> Result<f64, String> {
    match text.parse::<f64>() {
        Ok(seconds) if seconds.is_finite() && seconds >= 0.0 => Ok(seconds),
        _ => Err(format!("{text:?} is not a number of seconds")),
    }
}

/// `harness stress SLUG`: builds the problem (its binary with the judge profile) and its test
/// binary, and runs that test binary's stress command with the problem's own binary.
pub fn run(root: &Path, invoked_from: &Path, args: Args) -> ExitCode {
    let (slug, how, args) = (args.slug.as_str(), &args.build, args.options);
    if let Some(Err(e)) = args.cmd.as_deref().map(|cmd| user_command(cmd, invoked_from)) {
        return usage_error(&e);
    }
    let problems = match load(root, std::slice::from_ref(&slug.to_owned())) {
        Ok(p) => p,
        Err(errors) => return print_errors(&errors),
    };
    // The test binary's build brings the package's binaries, its generator among them.
    let needs = Needs { judged: true, stress_test: true, ..Needs::default() };
    let built = match build(root, &problems, needs, how) {
        Ok(built) => built,
        Err(e) => return usage_error(&e),
    };
    let (Some(binary), Some(stress_test)) = (built.binaries.get(slug), built.stress_tests.get(slug)) else {
        eprintln!("error: `{slug}` or its tests did not build (see the errors above)");
        return ExitCode::FAILURE;
    };
    // The stress command judges the problem's cases too, generated ones included.
    let runner = match runner_for(root, &problems, None) {
        Ok(runner) => runner,
        Err(code) => return code,
    };
    if let Err(errors) = problems.iter().try_for_each(|p| make_generated(p, &built, &runner)) {
        return print_errors(&errors);
    }
    let mut command = Command::new(stress_test);
    command
        .current_dir(invoked_from)
        // The problem's own binary, in release mode, as its tests find it.
        .env(format!("CARGO_BIN_EXE_{slug}"), binary)
        // Its validator (from the test build), which shows the test a stored case fails on.
        .envs(built.binaries.get(&format!("{slug}-validator")).map(|v| (format!("CARGO_BIN_EXE_{slug}-validator"), v)))
        .arg("--stress")
        .arg(serde_json::to_string(&testkit::verify::StressArgs::from(args)).unwrap_or_default());
    match command
        .status()
        .map_err(|e| format!("cannot run {}: {e}", stress_test.display()))
        .and_then(|status| exit_code(status).map_err(|how| format!("{} {how}", stress_test.display())))
    {
        Ok(code) => ExitCode::from(code),
        Err(e) => usage_error(&e),
    }
}

/// The code the test binary ended with (2 for one past 255), or how it ended without one:
/// killed (by the kernel for memory, by a person, by a bug), which the test binary could not
/// say itself.
fn exit_code(status: std::process::ExitStatus) -> Result<u8, String> {
    match status.code() {
        Some(code) => Ok(u8::try_from(code).unwrap_or(2)),
        None => Err(format!("ended without an exit code ({status})")),
    }
}

#[cfg(test)]
mod tests {
    use super::exit_code;
    use std::process::Command;

    #[test]
    fn a_test_binary_killed_by_a_signal_is_said_so() {
        let killed = Command::new("sh").args(["-c", "kill -KILL $$"]).status().unwrap();
        let said = exit_code(killed).unwrap_err();
        assert!(said.contains("SIGKILL"), "{said}");
        let failed = Command::new("sh").args(["-c", "exit 1"]).status().unwrap();
        assert_eq!(exit_code(failed), Ok(1));
    }
}
