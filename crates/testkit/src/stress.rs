//! The pieces of stress testing: running a binary on an input against an expected answer, and
//! the numbers of an input (the seeded random generator is judge-io's, which the problems'
//! generators use too: `judge_io::random::Rng`). What a problem is stressed
//! against, and how, is described in [`verify`](crate::verify).

use crate::compare::compare;
use crate::meta::CompareMode;
use crate::meta::DEFAULT_MEMORY_LIMIT_MB;
use crate::report::{describe_mismatch, excerpt};
use crate::run::{Exit, Input, Limits, Program};
use std::path::Path;
use std::time::Duration;

/// Default seed of stress runs; `SG_STRESS_SEED` picks another.
pub const DEFAULT_SEED: u64 = 0x5eed_9a3e;
/// The fewest random inputs a stress test tries at the largest size; `SG_STRESS_RUNS` may ask
/// for more. CI stresses the problems a change reaches on a thousand more (`harness stress
/// SLUG --runs 1000`, seeded by the commit).
pub const MIN_RUNS: usize = 100;

/// Runs `program` on `input` and compares its output with `expected` in `mode`.
///
/// # Errors
///
/// If the program cannot run, fails or times out (20 s), or answers otherwise: a message
/// with the command, the input, and expected against actual.
pub fn check_output(program: &Path, input: &str, expected: &str, mode: CompareMode) -> Result<(), String> {
    let limits = Limits::new(Duration::from_secs(20), DEFAULT_MEMORY_LIMIT_MB);
    let shown = format!("command: {} < input\n  input:\n{}", program.display(), excerpt(input.as_bytes()));
    let runner = crate::shared_runner().map_err(|e| e.to_string())?;
    let result =
        runner.run(&Program::new(program), Input::Bytes(input.as_bytes()), limits).map_err(|e| e.to_string())?;
    if result.exit != Exit::Code(0) || result.stop.is_some() {
        return Err(format!("{shown}  the binary failed: {:?}\n  stderr:\n{}", result.exit, excerpt(&result.stderr)));
    }
    compare(mode, expected.as_bytes(), &result.stdout).map_err(|m| {
        let detail = describe_mismatch(Path::new("<input>"), mode, &m, expected.as_bytes(), &result.stdout);
        format!("{shown}  the binary disagrees with the expected answer:\n  {detail}")
    })
}

/// Whitespace-separated integers of a text, for brute forces that parse an input they
/// generated themselves.
///
/// # Panics
///
/// On a token that is not an `i64`.
pub fn numbers(text: &str) -> Vec<i64> {
    text.split_ascii_whitespace().map(|t| t.parse().unwrap_or_else(|_| panic!("not a number: {t:?}"))).collect()
}
