//! What the test kit's boxed tests share: scripts, a sum problem, its brute force, and the
//! verification's trials run as a test binary runs them.

use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};

/// A shell script at `dir/name`, executable.
pub(crate) fn script(dir: &Path, name: &str, body: &str) -> Result<PathBuf, String> {
    let program = dir.join(name);
    std::fs::write(&program, format!("#!/bin/sh\n{body}\n")).map_err(|e| e.to_string())?;
    std::fs::set_permissions(&program, std::fs::Permissions::from_mode(0o755)).map_err(|e| e.to_string())?;
    Ok(program)
}

/// A sum problem's directory `dir/name` with one case, `case` (`input` and its `answer`), and
/// a time limit of `time_limit_ms`.
pub(crate) fn sum_problem(dir: &Path, name: &str, time_limit_ms: u32, case: [&str; 3]) -> Result<PathBuf, String> {
    let problem = dir.join(name);
    let [case, input, answer] = case;
    let toml = format!("title = \"Sum\"\nsource = \"test\"\ntime_limit_ms = {time_limit_ms}\n");
    let write = |path: PathBuf, text: &str| std::fs::write(&path, text).map_err(|e| format!("{}: {e}", path.display()));
    std::fs::create_dir_all(problem.join("cases")).map_err(|e| e.to_string())?;
    write(problem.join("problem.toml"), &toml)?;
    write(problem.join(format!("cases/{case}.in")), input)?;
    write(problem.join(format!("cases/{case}.out")), answer)?;
    Ok(problem)
}

/// Sums: `a b`, each from 1 to `size`.
pub(crate) fn two_numbers(rng: &mut judge_io::random::Rng, size: usize) -> String {
    format!("{} {}\n", rng.range(1..=size as u64), rng.range(1..=size as u64))
}

/// The answer to a sum problem's input.
pub(crate) fn sum(input: &str) -> String {
    format!("{}\n", testkit::stress::numbers(input).iter().sum::<i64>())
}

/// The sum problem's brute force: [`sum`] on [`two_numbers`] up to 3, vouching for the samples,
/// edge and random cases.
pub(crate) const SUM_BRUTE: testkit::verify::BruteForce =
    testkit::verify::BruteForce { generate: two_numbers, max_size: 3, solve: sum, vouches: &["00-", "10-", "20-"] };

/// Runs the trials that `v` makes for `program` in `problem_dir`, chosen by the test binary's
/// command line `args`: what they came to, and what they printed.
pub(crate) fn run_verification(
    v: &'static testkit::verify::Verification,
    problem_dir: &Path,
    program: &Path,
    args: &[&str],
) -> Result<(testkit::trial::Conclusion, String), String> {
    let trials = testkit::verify::trials(v, problem_dir, program).map_err(|e| e.join("\n"))?;
    let mut out = Vec::new();
    let conclusion = testkit::trial::run_to(&testkit::trial::Arguments::parse(args)?, trials, &mut out);
    Ok((conclusion, String::from_utf8_lossy(&out).into_owned()))
}
