//! What vouches for a problem, stated once: the description a problem's `tests/stress.rs`
//! holds ([`Verification`]) and its parts.

use judge_io::random::Rng;
use std::path::Path;
use std::time::Duration;

use super::cases::CaseWriter;
use super::oracle::Solve;

/// A random valid input of the given size: size 1 is the smallest, and sizes up to
/// [`Verification::max_size`] must stay fast for the brute force.
pub type Generate = fn(&mut Rng, usize) -> String;

/// How long an oracle may take on one input before the call fails, unless a description sets
/// its own [`Verification::budget`].
pub const DEFAULT_BUDGET: Duration = Duration::from_secs(20);
/// Inputs tried at each size below the largest before a stress run moves on to the next size.
pub const RUNS_PER_SMALL_SIZE: usize = 20;

/// Random inputs to run something on: `runs` inputs of `generate` at `size`.
#[derive(Debug, Clone, Copy)]
pub struct Inputs {
    /// The generator.
    pub generate: Generate,
    /// The size given to it.
    pub size: usize,
    /// How many inputs.
    pub runs: usize,
}

/// A reference: an answer for inputs too large for the brute force, that earns the right to
/// vouch for stored cases by agreeing with the brute force on random inputs.
#[derive(Debug, Clone, Copy)]
pub struct Reference {
    /// Its name, used in test names (`agree/<name>`).
    pub name: &'static str,
    /// The answer it gives.
    pub solve: Solve,
    /// Prefixes of the stored case names it vouches for (may be empty).
    pub vouches: &'static [&'static str],
    /// Inputs on which it must agree with the brute force.
    pub agree: Inputs,
    /// Inputs, too large for the brute force, on which the binary is stressed against it.
    pub stress: Option<Inputs>,
}

impl Inputs {
    /// `runs` inputs of `generate` at `size`.
    pub const fn new(generate: Generate, size: usize, runs: usize) -> Self {
        Inputs { generate, size, runs }
    }
}

impl Reference {
    /// A reference named `name` (used in test names, so without spaces) answering with
    /// `solve`, vouching for the cases whose names start with one of `vouches`, that must
    /// agree with the brute force on the inputs `agree`.
    pub const fn new(name: &'static str, solve: Solve, vouches: &'static [&'static str], agree: Inputs) -> Self {
        Reference { name, solve, vouches, agree, stress: None }
    }

    /// The same reference, against which the binary is also stressed on the inputs `inputs`
    /// (too large for the brute force).
    pub const fn with_stress(self, inputs: Inputs) -> Self {
        Reference { stress: Some(inputs), ..self }
    }
}

impl Check {
    /// A check named `name` (used in the test name, so without spaces).
    pub const fn new(name: &'static str, run: fn(&Path) -> Result<(), String>) -> Self {
        Check { name, run }
    }
}

/// An extra check of a problem, given the path of the binary; it fails with a message (or by
/// panicking).
#[derive(Debug, Clone, Copy)]
pub struct Check {
    /// Its name, used in the test name (`check/<name>`).
    pub name: &'static str,
    /// The check.
    pub run: fn(&Path) -> Result<(), String>,
}

/// A problem's brute force, as [`Verification::new`] takes it: the random inputs it is
/// compared on, how large they grow, the exhaustive search itself, and the cases it vouches for.
#[derive(Debug, Clone, Copy)]
pub struct BruteForce {
    /// Random valid inputs by size, 1 to [`max_size`](Self::max_size).
    pub generate: Generate,
    /// The largest size the stress run reaches; the brute force must be fast there.
    pub max_size: usize,
    /// The brute force: an exhaustive search of the real game.
    pub solve: Solve,
    /// Prefixes of the stored case names the brute force vouches for.
    pub vouches: &'static [&'static str],
}

/// Everything that vouches for one problem. See the [module documentation](crate::verify).
#[derive(Debug, Clone, Copy)]
pub struct Verification {
    /// Random valid inputs by size, 1 to [`max_size`](Self::max_size).
    pub generate: Generate,
    /// The largest size the stress run reaches; the brute force must be fast there.
    pub max_size: usize,
    /// The brute force: an exhaustive search of the real game.
    pub brute: Solve,
    /// Prefixes of the stored case names the brute force vouches for.
    pub vouches: &'static [&'static str],
    /// References for inputs too large for the brute force.
    pub references: &'static [Reference],
    /// Extra checks.
    pub checks: &'static [Check],
    /// Inputs the binary must refuse (a one-line `error:` and exit code 2), each with a part of
    /// the message it must give: the problem's own input rules, beyond the bad inputs every
    /// binary is fed.
    pub refusals: &'static [(&'static str, &'static str)],
    /// Structurally smaller variants of a valid input (fewer tests, fewer or smaller numbers),
    /// each valid too; `None` shrinks by size only.
    pub shrink: Option<fn(&str) -> Vec<String>>,
    /// Writes the generated cases (`20-random-*`, `30-max-*`) through [`CaseWriter::write`].
    pub write_cases: fn(&mut CaseWriter),
    /// How long an oracle may take on one input.
    pub budget: Duration,
}

impl Verification {
    /// A description with the brute force `brute_force` and the case writer `write_cases`; no
    /// references, no extra checks, shrinking by size only, and [`DEFAULT_BUDGET`] for each
    /// oracle call.
    ///
    /// # Examples
    ///
    /// ```
    /// use judge_io::random::Rng;
    /// use testkit::stress::numbers;
    /// use testkit::verify::{BruteForce, CaseWriter, Inputs, Reference, Verification};
    ///
    /// /// Up to `size` piles of up to 3 `size` stones.
    /// fn piles(rng: &mut Rng, size: usize) -> String {
    ///     let n = rng.below(1..=size);
    ///     let piles: Vec<String> = (0..n).map(|_| rng.range(1..=3 * size as u64).to_string()).collect();
    ///     format!("{n}\n{}\n", piles.join(" "))
    /// }
    /// fn brute(input: &str) -> String {
    ///     # let _ = input;
    ///     // An exhaustive search of the real game.
    ///     # String::new()
    /// }
    /// fn reference(input: &str) -> String {
    ///     let x = numbers(input)[1..].iter().fold(0, |x, p| x ^ p);
    ///     format!("{}\n", if x != 0 { "Yes" } else { "No" })
    /// }
    /// fn write_cases(cases: &mut CaseWriter) {
    ///     cases.write("30-max-1", "2\n1000000000 1000000000\n");
    /// }
    ///
    /// static VERIFICATION: Verification = Verification::new(
    ///     BruteForce { generate: piles, max_size: 4, solve: brute, vouches: &["00-", "10-", "20-"] },
    ///     write_cases,
    /// )
    /// .with_references(&[Reference::new("xor", reference, &["30-"], Inputs::new(piles, 4, 300))]);
    /// // In tests/judge.rs: mod stress; testkit::verify_main!(stress::VERIFICATION);
    /// ```
    pub const fn new(brute_force: BruteForce, write_cases: fn(&mut CaseWriter)) -> Self {
        let BruteForce { generate, max_size, solve, vouches } = brute_force;
        Verification {
            generate,
            max_size,
            brute: solve,
            vouches,
            references: &[],
            checks: &[],
            refusals: &[],
            shrink: None,
            write_cases,
            budget: DEFAULT_BUDGET,
        }
    }

    /// The same description with these references.
    pub const fn with_references(self, references: &'static [Reference]) -> Self {
        Verification { references, ..self }
    }

    /// The same description with these extra checks.
    pub const fn with_checks(self, checks: &'static [Check]) -> Self {
        Verification { checks, ..self }
    }

    /// The same description, with inputs the binary must refuse and a part of each message:
    /// the trial `check/refusals`.
    pub const fn with_refusals(self, refusals: &'static [(&'static str, &'static str)]) -> Self {
        Verification { refusals, ..self }
    }

    /// The same description, shrinking failing inputs with these candidates as well.
    pub const fn with_shrink(self, shrink: fn(&str) -> Vec<String>) -> Self {
        Verification { shrink: Some(shrink), ..self }
    }

    /// The same description with another time budget for each oracle call.
    pub const fn with_budget(self, budget: Duration) -> Self {
        Verification { budget, ..self }
    }

    /// The oracles with the prefixes they vouch for, the brute force first.
    pub(super) fn oracles(&self) -> Vec<(&'static str, Solve, &'static [&'static str])> {
        let mut all = vec![("brute force", self.brute, self.vouches)];
        all.extend(self.references.iter().map(|r| (r.name, r.solve, r.vouches)));
        all
    }
}
