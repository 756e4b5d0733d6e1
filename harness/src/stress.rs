//! Stress testing a binary against a brute force on random small inputs, and checking that
//! stored expected outputs agree with a reference.

use crate::compare::compare;
use crate::discover;
use crate::judge::{describe_mismatch, excerpt};
use crate::meta::CompareMode;
use crate::run::{Exit, Limits, OUTPUT_CAP, run_bytes};
use std::ops::RangeInclusive;
use std::path::Path;
use std::time::Duration;

/// Default seed of stress runs; `SG_STRESS_SEED` picks another.
pub const DEFAULT_SEED: u64 = 0x5eed_9a3e;
/// The fewest random inputs a stress run tries; `SG_STRESS_RUNS` may ask for more.
pub const MIN_RUNS: usize = 200;

/// A small deterministic generator (SplitMix64): the same seed gives the same inputs on every
/// machine.
///
/// It is not `Clone`: a copy would repeat the draws of the original. A second, independent
/// generator comes from [`Rng::split`].
#[derive(Debug)]
pub struct Rng(u64);

impl Rng {
    /// A generator started from `seed`.
    pub fn new(seed: u64) -> Self {
        Rng(seed)
    }

    /// A new generator seeded by a draw of this one: its draws are not this one's.
    pub fn split(&mut self) -> Rng {
        Rng::new(self.next_u64())
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A uniform integer in `range`.
    ///
    /// # Panics
    ///
    /// Panics if the range is empty.
    pub fn range(&mut self, range: RangeInclusive<u64>) -> u64 {
        let (lo, hi) = range.into_inner();
        assert!(lo <= hi, "empty range");
        let span = hi - lo;
        if span == u64::MAX {
            return self.next_u64();
        }
        lo + self.next_u64() % (span + 1)
    }

    /// A uniform `usize` in `range`.
    pub fn below(&mut self, range: RangeInclusive<usize>) -> usize {
        self.range(*range.start() as u64..=*range.end() as u64) as usize
    }

    /// True with probability `numerator / denominator`.
    pub fn chance(&mut self, numerator: u64, denominator: u64) -> bool {
        self.range(0..=denominator - 1) < numerator
    }

    /// A uniformly chosen element.
    ///
    /// # Panics
    ///
    /// Panics if `items` is empty.
    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(0..=items.len() - 1)]
    }
}

fn env_number(name: &str) -> Option<u64> {
    let text = std::env::var(name).ok()?;
    let text = text.trim();
    match text.strip_prefix("0x") {
        Some(hex) => u64::from_str_radix(hex, 16).ok(),
        None => text.parse().ok(),
    }
}

/// Runs `program` on `runs` random inputs from `generate` (at least [`MIN_RUNS`], or
/// `SG_STRESS_RUNS`, with seed `SG_STRESS_SEED` or [`DEFAULT_SEED`]) and compares each output
/// with `brute(input)` by tokens.
///
/// # Panics
///
/// On the first disagreement or failed run, with the seed, the run number, the command, the
/// input and expected against actual, so that the failure can be read and replayed.
pub fn stress<G, B>(program: &Path, mut generate: G, mut brute: B)
where
    G: FnMut(&mut Rng) -> String,
    B: FnMut(&str) -> String,
{
    let seed = env_number("SG_STRESS_SEED").unwrap_or(DEFAULT_SEED);
    let runs = env_number("SG_STRESS_RUNS").map_or(MIN_RUNS, |n| n as usize).max(MIN_RUNS);
    let mut rng = Rng::new(seed);
    for run in 1..=runs {
        let input = generate(&mut rng);
        if let Err(e) = check_output(program, &input, &brute(&input), CompareMode::Tokens) {
            panic!("stress run {run} of {runs}, seed {seed:#x} (SG_STRESS_SEED={seed:#x} replays it)\n  {e}");
        }
    }
}

/// Runs `program` on `input` and compares its output with `expected` in `mode`.
///
/// # Errors
///
/// If the program cannot run, fails or times out (20 s), or answers otherwise: a message
/// with the command, the input, and expected against actual.
pub fn check_output(program: &Path, input: &str, expected: &str, mode: CompareMode) -> Result<(), String> {
    let limits = Limits { time: Duration::from_secs(20), output_cap: OUTPUT_CAP };
    let shown = format!("command: {} < input\n  input:\n{}", program.display(), excerpt(input.as_bytes()));
    let result = run_bytes(program, input.as_bytes(), limits)?;
    if result.exit != Exit::Code(0) || result.timed_out {
        return Err(format!("{shown}  the binary failed: {:?}\n  stderr:\n{}", result.exit, excerpt(&result.stderr)));
    }
    compare(mode, expected.as_bytes(), &result.stdout).map_err(|m| {
        let detail = describe_mismatch(Path::new("<input>"), mode, &m, expected.as_bytes(), &result.stdout);
        format!("{shown}  the binary disagrees with the expected answer:\n  {detail}")
    })
}

/// Checks that `reference` agrees with `brute` on `runs` random inputs from `generate`
/// (seeded with `seed`): how a reference earns the right to vouch for cases too large for the
/// brute force.
///
/// # Panics
///
/// On the first disagreement, with the input and the first difference.
pub fn agree<G, A, B>(seed: u64, runs: usize, mut generate: G, mut reference: A, mut brute: B)
where
    G: FnMut(&mut Rng) -> String,
    A: FnMut(&str) -> String,
    B: FnMut(&str) -> String,
{
    let mut rng = Rng::new(seed);
    for run in 1..=runs {
        let input = generate(&mut rng);
        let (expected, actual) = (brute(&input), reference(&input));
        if let Err(m) = compare(CompareMode::Tokens, expected.as_bytes(), actual.as_bytes()) {
            let detail = describe_mismatch(
                Path::new("<random input>"),
                CompareMode::Tokens,
                &m,
                expected.as_bytes(),
                actual.as_bytes(),
            );
            panic!(
                "run {run}, seed {seed:#x}: the reference disagrees with the brute force (expected = brute force, actual = reference)\n  input:\n{}  {detail}",
                excerpt(input.as_bytes())
            );
        }
    }
}

/// Checks that every stored case of the problem in `manifest_dir` whose name starts with one
/// of `prefixes` has exactly the output `reference(input)`: the expected outputs' pedigree,
/// recomputed on every run.
///
/// # Panics
///
/// If the problem cannot be loaded, no case matches the prefixes, or a stored output differs
/// from the reference (naming the case and the first difference).
pub fn verify_cases<R>(manifest_dir: &str, prefixes: &[&str], mut reference: R)
where
    R: FnMut(&str) -> String,
{
    let problem = discover::load(Path::new(manifest_dir)).unwrap_or_else(|e| panic!("{}", e.join("\n")));
    let mut checked = 0;
    for case in problem.cases.iter().filter(|c| prefixes.iter().any(|p| c.name.starts_with(p))) {
        let input = std::fs::read_to_string(&case.input).unwrap_or_else(|e| panic!("{}: {e}", case.input.display()));
        let stored = std::fs::read(&case.output).unwrap_or_else(|e| panic!("{}: {e}", case.output.display()));
        let computed = reference(&input);
        if let Err(m) = compare(CompareMode::Tokens, computed.as_bytes(), &stored) {
            let detail = describe_mismatch(&case.input, CompareMode::Tokens, &m, computed.as_bytes(), &stored);
            panic!(
                "the stored output {} disagrees with the reference (expected = reference, actual = stored):\n  {detail}",
                case.output.display()
            );
        }
        checked += 1;
    }
    assert!(checked > 0, "no case of {manifest_dir} starts with {prefixes:?}");
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

/// Writes `cases/<name>.in` with `input` and `cases/<name>.out` with `reference(input)`, for
/// the ignored case-writing test of a problem's `tests/stress.rs`. The output comes from the
/// reference (brute force or definitional recurrence), never from the binary under test.
///
/// # Panics
///
/// If a file cannot be written.
pub fn write_case<R: FnOnce(&str) -> String>(manifest_dir: &str, name: &str, input: &str, reference: R) {
    let dir = Path::new(manifest_dir).join("cases");
    std::fs::create_dir_all(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
    let output = reference(input);
    for (ext, text) in [("in", input), ("out", output.as_str())] {
        let path = dir.join(format!("{name}.{ext}"));
        std::fs::write(&path, text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rng_is_deterministic_and_in_range() {
        let mut a = Rng::new(1);
        let mut b = Rng::new(1);
        for _ in 0..1000 {
            let x = a.range(3..=9);
            assert_eq!(x, b.range(3..=9));
            assert!((3..=9).contains(&x));
        }
        let mut seen = [false; 7];
        for _ in 0..1000 {
            seen[a.below(0..=6)] = true;
        }
        assert!(seen.iter().all(|&s| s), "every value appears");
    }
}
