//! What vouches for a problem, stated once: its random input generator, its brute force, the
//! references for cases too large for the brute force, which stored cases each of them vouches
//! for, and the checks the problem needs besides. A problem's `tests/stress.rs` holds one
//! [`Verification`], and its `tests/judge.rs` hands it to [`verify_main!`](crate::verify_main),
//! which turns it into tests beside every case's; [`stress`] plays any program against the
//! brute force and shrinks a failing input.
//!
//! The trials of `cargo test -p <slug> --test judge`, beside the cases' (see
//! `cases::trials`):
//!
//! | trial | what it checks |
//! |---|---|
//! | `stress` | the binary against the brute force on random inputs, smallest sizes first |
//! | `stress/<reference>` | the binary against a reference on inputs too large for the brute force |
//! | `stress/shrink-candidates` | the description's shrink candidates are valid inputs |
//! | `vouch/<case>` | the stored output recomputed by every oracle that vouches for the case |
//! | `vouch/every-oracle-vouches` | each oracle's prefixes name at least one stored case |
//! | `agree/<reference>` | a reference against the brute force on random inputs |
//! | `check/<name>` | an extra check of the problem |
//! | `write-cases` (ignored) | rewrites the generated cases, outputs from the oracles |
//!
//! Oracles run on a worker thread under a time budget ([`Verification::budget`]): past it, the
//! call fails with the input shown instead of hanging the test. The worker cannot be killed; it
//! is abandoned and ends with the process.

use crate::compare::compare;
use crate::discover::{self, Case, Problem};
use crate::jury::Jury;
use crate::meta::CompareMode;
use crate::meta::DEFAULT_MEMORY_LIMIT_MB;
use crate::report::{Verdict, describe_mismatch, excerpt};
use crate::run::{Exit, Input, Limits, Program, Runner, Stop};
use crate::stress::{DEFAULT_SEED, MIN_RUNS};
use crate::trial::{Failed, Trial};
use judge_io::random::Rng;
use std::path::{Path, PathBuf};
use std::sync::mpsc;
use std::time::{Duration, Instant};

/// A random valid input of the given size: size 1 is the smallest, and sizes up to
/// [`Verification::max_size`] must stay fast for the brute force.
pub type Generate = fn(&mut Rng, usize) -> String;
/// The judge answer to an input, computed independently of the solution (brute force or
/// reference). It may panic on an input it cannot decide; the panic is reported as an error.
pub type Solve = fn(&str) -> String;

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

/// Everything that vouches for one problem. See the [module documentation](self).
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
    fn oracles(&self) -> Vec<(&'static str, Solve, &'static [&'static str])> {
        let mut all = vec![("brute force", self.brute, self.vouches)];
        all.extend(self.references.iter().map(|r| (r.name, r.solve, r.vouches)));
        all
    }
}

/// Calls an oracle on a worker thread, waiting at most `budget`.
fn call_oracle(name: &str, solve: Solve, input: &str, budget: Duration) -> Result<String, String> {
    quiet_oracle_panics();
    let (send, receive) = mpsc::channel();
    let owned = input.to_owned();
    std::thread::Builder::new()
        .name(ORACLE_THREAD.to_owned())
        .stack_size(256 << 20)
        .spawn(move || {
            let answer = std::panic::catch_unwind(|| solve(&owned));
            let _ = send.send(answer.map_err(|payload| panic_message(payload.as_ref())));
        })
        .map_err(|e| format!("cannot start a thread for the {name}: {e}"))?;
    let shown = |what: String| format!("the {name} {what}\n  input:\n{}", excerpt(input.as_bytes()));
    match receive.recv_timeout(budget) {
        Ok(Ok(answer)) => Ok(answer),
        Ok(Err(message)) => Err(shown(format!("panicked: {message}"))),
        Err(_) => Err(shown(format!(
            "took more than its budget of {} s (the input is too big for it; its thread is abandoned)",
            budget.as_secs_f64()
        ))),
    }
}

const ORACLE_THREAD: &str = "oracle";

fn panic_message(payload: &(dyn std::any::Any + Send)) -> String {
    payload
        .downcast_ref::<&str>()
        .map(|s| (*s).to_owned())
        .or_else(|| payload.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "(no message)".to_owned())
}

/// An oracle's panic is returned as an error with its message; the default hook would print
/// it a second time, and during shrinking once per rejected candidate.
fn quiet_oracle_panics() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        let previous = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            if reported(std::thread::current().name()) {
                previous(info);
            }
        }));
    });
}

/// Whether a panic on the thread named `thread` is printed by the panic hook: every one but an
/// oracle's, which [`call_oracle`] returns as an error instead.
fn reported(thread: Option<&str>) -> bool {
    thread != Some(ORACLE_THREAD)
}

/// What a program did with one input.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Behaviour {
    /// It exited with code 0 and printed this.
    Output(String),
    /// It failed (non-zero exit code, signal, cut output): what happened, with its stderr.
    Failed(String),
    /// It ran past the time limit and was killed.
    TimedOut,
    /// The problem's checker or interactor judged it: the verdict and why.
    Judged(Verdict, String),
}

/// How a program under verification is judged: its problem, and the problem's jury.
#[derive(Debug, Clone)]
pub struct Judging {
    /// The problem, as loaded from its directory.
    pub problem: Problem,
    /// Its checker or interactor, or a comparison with the expected output.
    pub jury: Jury,
    /// Its validator, which divides an input into its tests, so that a report can show the
    /// test a wrong answer belongs to; none where it is not built.
    pub validator: Option<PathBuf>,
}

/// The one place where verification runs a program: through the judge's runner, with the
/// problem's time limit and the default memory limit, judged by the problem's jury when it
/// has a checker or an interactor (`expected` is then the jury's answer file).
fn run_program(program: &Program, judging: &Judging, input: &str, expected: &str, time_limit: Duration) -> Behaviour {
    let limits = Limits::new(time_limit, DEFAULT_MEMORY_LIMIT_MB);
    let runner = match crate::shared_runner() {
        Ok(runner) => runner,
        Err(e) => return Behaviour::Failed(e.to_string()),
    };
    if judging.jury != Jury::Builtin {
        return run_judged(runner, program, judging, input, expected, limits);
    }
    let result = match runner.run(program, Input::Bytes(input.as_bytes()), limits) {
        Ok(result) => result,
        Err(e) => return Behaviour::Failed(e.to_string()),
    };
    if result.timed_out() {
        return Behaviour::TimedOut;
    }
    let stderr = excerpt(&result.stderr);
    match result.exit {
        // The guard stops a run past its memory at its next look (Stop::Memory); a peak past the
        // limit without that stop needs a run that ends between two looks, which no test can
        // arrange: `==` and `>=` for `>` are equivalent mutants. So is `&&` for `||`: a Memory
        // stop comes with a measured peak past the limit (the guard's look, or the control
        // group's own peak when the kernel killed for memory).
        _ if result.stop == Some(Stop::Memory) || result.peak_kib.saturating_mul(1024) > limits.memory_bytes => {
            Behaviour::Failed(format!("passed the memory limit of {DEFAULT_MEMORY_LIMIT_MB} MiB"))
        }
        _ if result.output_cut => Behaviour::Failed(format!("output passed the cap of {} bytes", limits.output_cap)),
        Exit::Code(0) => Behaviour::Output(String::from_utf8_lossy(&result.stdout).into_owned()),
        Exit::Code(code) => Behaviour::Failed(format!("exit code {code}\n  stderr:\n{stderr}")),
        Exit::Signal(signal) => Behaviour::Failed(format!("killed by signal {signal}\n  stderr:\n{stderr}")),
        Exit::Killed => Behaviour::Failed("stopped by the judge".to_owned()),
    }
}

/// A run judged by the problem's checker or interactor, on an input and an answer written to
/// files as a stored case would be.
fn run_judged(
    runner: &Runner,
    program: &Program,
    judging: &Judging,
    input: &str,
    answer: &str,
    limits: Limits,
) -> Behaviour {
    let dir = match tempfile::Builder::new().prefix("sg-stress-").tempdir() {
        Ok(dir) => dir,
        Err(e) => return Behaviour::Failed(format!("cannot create a scratch directory: {e}")),
    };
    let case = Case {
        name: "stress".to_owned(),
        input: dir.path().join("stress.in"),
        output: dir.path().join("stress.out"),
        pin: None,
    };
    if let Err(e) = std::fs::write(&case.input, input).and_then(|()| std::fs::write(&case.output, answer)) {
        return Behaviour::Failed(format!("cannot write the case: {e}"));
    }
    match crate::judging::judge_case(runner, program, &judging.problem, &case, limits, &judging.jury) {
        Ok(report) => Behaviour::Judged(report.verdict, report.detail),
        Err(e) => Behaviour::Failed(e.to_string()),
    }
}

/// A program's answer that differs from the brute force's.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Counterexample {
    /// The input.
    pub input: String,
    /// The brute force's answer.
    pub expected: String,
    /// The program's output, or what went wrong.
    pub actual: String,
    /// WA, RE or TLE.
    pub verdict: Verdict,
    /// Expected against actual, or the failure, in words.
    pub detail: String,
}

impl Counterexample {
    /// Whitespace-separated tokens of the input.
    pub fn tokens(&self) -> usize {
        self.input.split_ascii_whitespace().count()
    }
}

/// Settings of a [`stress`] run.
#[derive(Debug, Clone, Copy)]
pub struct StressOptions {
    /// Seed of the generator.
    pub seed: u64,
    /// The most inputs to try.
    pub runs: usize,
    /// The longest to keep trying (shrinking not counted); `None` for no limit.
    pub time: Option<Duration>,
    /// How the program's output is compared with the brute force's.
    pub mode: CompareMode,
    /// The longest to spend shrinking a counterexample.
    pub shrink_time: Duration,
    /// How many inputs are judged side by side (shrinking judges one at a time).
    pub jobs: usize,
}

impl StressOptions {
    /// [`DEFAULT_SEED`], `runs` inputs, no time limit, `tokens` comparison, 5 s of shrinking,
    /// one job.
    pub fn new(runs: usize) -> Self {
        StressOptions {
            seed: DEFAULT_SEED,
            runs,
            time: None,
            mode: CompareMode::Tokens,
            shrink_time: Duration::from_secs(5),
            jobs: 1,
        }
    }
}

/// What a [`stress`] run found.
#[derive(Debug, Clone)]
pub struct StressReport {
    /// Inputs tried before the first failure, or all of them.
    pub trials: usize,
    /// Time spent trying them (shrinking not counted).
    pub elapsed: Duration,
    /// The first failure, shrunk; `None` if the program agreed every time.
    pub counterexample: Option<Counterexample>,
}

/// The size of the `trial`-th input (from 0): [`RUNS_PER_SMALL_SIZE`] inputs of each size
/// below `max_size`, smallest first, then `max_size` for the rest.
pub fn size_at(trial: usize, max_size: usize) -> usize {
    (1 + trial / RUNS_PER_SMALL_SIZE).min(max_size.max(1))
}

/// Judges one input: `Ok(None)` when `run` agrees with the brute force.
fn judge_one(
    v: &Verification,
    solve: (&str, Solve),
    input: &str,
    run: &(dyn Fn(&str, &str) -> Behaviour + Sync),
    mode: CompareMode,
) -> Result<Option<Counterexample>, String> {
    let expected = call_oracle(solve.0, solve.1, input, v.budget)?;
    let (verdict, actual, detail) = match run(input, &expected) {
        Behaviour::Output(actual) => match compare(mode, expected.as_bytes(), actual.as_bytes()) {
            Ok(()) => return Ok(None),
            Err(m) => {
                let detail = describe_mismatch(Path::new("<input>"), mode, &m, expected.as_bytes(), actual.as_bytes());
                (Verdict::Wa, actual, detail)
            }
        },
        Behaviour::Failed(what) => (Verdict::Re, String::new(), what),
        Behaviour::TimedOut => (Verdict::Tle, String::new(), "killed at the time limit".to_owned()),
        Behaviour::Judged(Verdict::Ac, _) => return Ok(None),
        Behaviour::Judged(verdict, why) => (verdict, String::new(), why),
    };
    Ok(Some(Counterexample { input: input.to_owned(), expected, actual, verdict, detail }))
}

/// Plays the program behind `run` (called with an input and the brute force's answer to it,
/// which a checker or an interactor needs) against the brute force of `v` on inputs of its
/// generator, smallest sizes first ([`size_at`]), until `options.runs` inputs or `options.time` have
/// passed. On the first failure (WA, RE or TLE) it shrinks the input: smaller sizes with many
/// seeds, then the description's [`shrink`](Verification::shrink) candidates, keeping a
/// candidate when the brute force answers it and the program still fails.
///
/// # Errors
///
/// If the brute force panics or runs past its budget on a generated input: the description
/// is wrong, and the message shows the input.
///
/// # Examples
///
/// ```no_run
/// # fn demo(v: &testkit::verify::Verification) -> Result<(), String> {
/// use testkit::verify::{Behaviour, StressOptions, stress};
/// // A "program" that always answers 0.
/// let report = stress(v, &|_input: &str, _expected: &str| Behaviour::Output("0\n".into()), StressOptions::new(500))?;
/// if let Some(c) = report.counterexample {
///     println!("{} on\n{}", c.verdict, c.input);
/// }
/// # Ok(()) }
/// ```
pub fn stress(
    v: &Verification,
    run: &(dyn Fn(&str, &str) -> Behaviour + Sync),
    options: StressOptions,
) -> Result<StressReport, String> {
    let start = Instant::now();
    let mut rng = Rng::new(options.seed);
    let mut trials = 0;
    // (Equivalent mutant: `<=` for `<`, the same time measured at the same instant.)
    while trials < options.runs && options.time.is_none_or(|t| start.elapsed() < t) {
        // A batch of inputs drawn in trial order and judged side by side; the first failure in
        // trial order is the one reported, whatever the number of jobs.
        let batch: Vec<(usize, String)> = (trials..options.runs.min(trials + options.jobs.max(1)))
            .map(|trial| {
                let size = size_at(trial, v.max_size);
                (size, (v.generate)(&mut rng, size))
            })
            .collect();
        let judge = |input: &str| judge_one(v, ("brute force", v.brute), input, run, options.mode);
        let results: Vec<_> = std::thread::scope(|scope| {
            let workers: Vec<_> = batch.iter().map(|(_, input)| scope.spawn(|| judge(input))).collect();
            workers
                .into_iter()
                .map(|w| w.join().unwrap_or_else(|_| Err("a stress worker panicked".to_owned())))
                .collect()
        });
        for ((size, _), result) in batch.iter().zip(results) {
            trials += 1;
            if let Some(found) = result? {
                let elapsed = start.elapsed();
                // Any seed that replays is as good for shrinking: `|` or `&` for `^` choose
                // other inputs, no worse ones (equivalent mutants).
                let mut shrink_rng = Rng::new(options.seed ^ trials as u64);
                let shrunk = shrink(v, run, found, *size, &mut shrink_rng, options);
                return Ok(StressReport { trials, elapsed, counterexample: Some(shrunk) });
            }
        }
    }
    Ok(StressReport { trials, elapsed: start.elapsed(), counterexample: None })
}

/// Inputs tried at each smaller size while shrinking.
const SHRINK_SEEDS: usize = 100;

fn shrink(
    v: &Verification,
    run: &(dyn Fn(&str, &str) -> Behaviour + Sync),
    found: Counterexample,
    size: usize,
    rng: &mut Rng,
    options: StressOptions,
) -> Counterexample {
    let deadline = Instant::now() + options.shrink_time;
    let fails = |input: &str| judge_one(v, ("brute force", v.brute), input, run, options.mode).ok().flatten();
    let mut best = found;
    // The smallest size that fails, then more inputs of that size for the fewest tokens.
    let mut failing_size = None;
    let mut tried = 0;
    let mut smaller = 1;
    // Equivalent mutants, as far as the shrinker promises (the fewest tokens it found), though
    // not byte for byte: `||` for `&&` here goes on to larger sizes while time is left, and
    // `<=` for `<` in `worth_trying` tries inputs as long as the best; either can only put
    // another input with no more tokens in the best's place. `<=` for `<` against the
    // deadline, here and below, and `>=` or `==` for its `>`, compare the same instant.
    while smaller <= size && Instant::now() < deadline {
        let input = (v.generate)(rng, smaller);
        tried += 1;
        let worth_trying = failing_size.is_none() || input.split_ascii_whitespace().count() < best.tokens();
        if let Some(c) = worth_trying.then(|| fails(&input)).flatten() {
            failing_size = Some(smaller);
            if c.tokens() <= best.tokens() {
                best = c;
            }
        }
        let budget = if failing_size.is_some() { SHRINK_SEEDS * 5 } else { SHRINK_SEEDS };
        if tried >= budget {
            if failing_size.is_some() {
                break;
            }
            smaller += 1;
            tried = 0;
        }
    }
    let Some(candidates) = v.shrink else { return best };
    let weight = |input: &str| {
        let tokens: Vec<&str> = input.split_ascii_whitespace().collect();
        (tokens.len(), tokens.iter().map(|t| t.len()).sum::<usize>(), input.to_owned())
    };
    'passes: while Instant::now() < deadline {
        let current = weight(&best.input);
        for candidate in candidates(&best.input) {
            if Instant::now() > deadline {
                break 'passes;
            }
            if weight(&candidate) >= current {
                continue;
            }
            if let Some(c) = fails(&candidate) {
                best = c;
                continue 'passes;
            }
        }
        break;
    }
    best
}

/// Lists at least this long are first cut in halves when shrunk.
const HALVED_FROM: usize = 8;
/// Lists longer than this are only cut in halves: a candidate per item would cost as much
/// memory as the list squared (a maximal case of 10^5 tests).
const ONE_BY_ONE_UP_TO: usize = 64;

/// Shrink candidates for an input that is a count `n` followed by `n` integers, each at least
/// `least`: the first or the second half of a long list, one integer left out (if others
/// remain), or one integer halved or lowered by one (if it stays at least `least`); a list of
/// more than 64 integers is only halved, so that a maximal input shrinks in a few steps. For
/// [`Verification::with_shrink`].
///
/// # Examples
///
/// ```
/// use testkit::verify::shrink_counted_list;
/// assert_eq!(shrink_counted_list("2\n5 1\n", 1), ["1\n1\n", "2\n2 1\n", "2\n4 1\n", "1\n5\n"]);
/// let long: String = format!("100\n{}\n", vec!["7"; 100].join(" "));
/// assert_eq!(shrink_counted_list(&long, 0).len(), 2, "the two halves");
/// ```
pub fn shrink_counted_list(input: &str, least: i64) -> Vec<String> {
    let numbers: Vec<i64> = input.split_ascii_whitespace().filter_map(|t| t.parse().ok()).collect();
    let Some(items) = numbers.get(1..) else { return Vec::new() };
    let shown = |items: &[i64]| {
        let items: Vec<String> = items.iter().map(i64::to_string).collect();
        format!("{}\n{}\n", items.len(), items.join(" "))
    };
    let mut candidates = halves(items).into_iter().map(shown).collect::<Vec<_>>();
    if items.len() > ONE_BY_ONE_UP_TO {
        return candidates;
    }
    for i in 0..items.len() {
        if items.len() > 1 {
            let mut fewer = items.to_vec();
            fewer.remove(i);
            candidates.push(shown(&fewer));
        }
        for lower in [items[i] / 2, items[i] - 1] {
            if lower >= least && lower < items[i] {
                let mut lowered = items.to_vec();
                lowered[i] = lower;
                candidates.push(shown(&lowered));
            }
        }
    }
    candidates.dedup();
    candidates
}

/// Shrink candidates for an input made of independent tests: the input written back by
/// `format` with the first or the second half of its tests (for 8 tests or more), or with each
/// test left out in turn (up to 64 tests), as long as one test remains. For
/// [`Verification::with_shrink`], with the parser and the formatter a generator already has.
///
/// # Examples
///
/// ```
/// use testkit::verify::without_each;
/// let format = |tests: &[u32]| tests.iter().map(|t| format!("{t}\n")).collect::<String>();
/// assert_eq!(without_each(&[4, 5, 6], format), ["5\n6\n", "4\n6\n", "4\n5\n"]);
/// ```
pub fn without_each<T: Clone>(tests: &[T], format: impl Fn(&[T]) -> String) -> Vec<String> {
    if tests.len() < 2 {
        return Vec::new();
    }
    let mut candidates: Vec<String> = halves(tests).into_iter().map(&format).collect();
    if tests.len() <= ONE_BY_ONE_UP_TO {
        candidates.extend((0..tests.len()).map(|i| {
            let mut fewer = tests.to_vec();
            fewer.remove(i);
            format(&fewer)
        }));
    }
    candidates
}

/// The two halves of a list of at least [`HALVED_FROM`] items; none for a shorter one.
fn halves<T>(items: &[T]) -> Vec<&[T]> {
    if items.len() < HALVED_FROM {
        return Vec::new();
    }
    let (first, second) = items.split_at(items.len() / 2);
    vec![first, second]
}

/// Writes a counterexample to `dir/counterexample.in`, `.expected` and `.actual` (for a
/// failed run: what went wrong) and returns the three paths.
///
/// # Errors
///
/// If the directory or a file cannot be written; the message names the path.
pub fn write_counterexample(dir: &Path, c: &Counterexample) -> Result<[PathBuf; 3], String> {
    std::fs::create_dir_all(dir).map_err(|e| format!("{}: cannot create: {e}", dir.display()))?;
    let actual = if c.verdict == Verdict::Wa { c.actual.clone() } else { format!("{}: {}\n", c.verdict, c.detail) };
    let files = [("in", c.input.clone()), ("expected", c.expected.clone()), ("actual", actual)];
    let paths = files.each_ref().map(|(ext, _)| dir.join(format!("counterexample.{ext}")));
    for ((_, text), path) in files.iter().zip(&paths) {
        std::fs::write(path, text).map_err(|e| format!("{}: cannot write: {e}", path.display()))?;
    }
    Ok(paths)
}

fn describe(c: &Counterexample) -> String {
    let mut out = format!("{} on input ({} tokens):\n{}", c.verdict, c.tokens(), excerpt(c.input.as_bytes()));
    if c.verdict == Verdict::Wa {
        out.push_str(&format!("  {}", c.detail));
    } else {
        out.push_str(&format!("  {}\n  expected output:\n{}", c.detail, excerpt(c.expected.as_bytes())));
    }
    out
}

/// Writes the generated cases of a problem, each with the output of the oracle that vouches
/// for its name: the brute force if it does, else the first reference that does.
#[derive(Debug)]
pub struct CaseWriter {
    /// The problem directory.
    problem_dir: PathBuf,
    oracles: Vec<(&'static str, Solve, &'static [&'static str])>,
    /// The problem's generator, `<slug>-generator`, for [`CaseWriter::generated`].
    generator: PathBuf,
    /// The pins of the generated cases written so far.
    pins: crate::generated::Manifest,
    /// Every case written so far.
    written: Vec<String>,
}

impl CaseWriter {
    /// Writes `cases/<name>.in` with `input` and `cases/<name>.out` with the answer of the
    /// oracle that vouches for `name`.
    ///
    /// # Panics
    ///
    /// If no oracle vouches for `name`, or a file cannot be written.
    pub fn write(&mut self, name: &str, input: &str) {
        let dir = self.problem_dir.join("cases");
        std::fs::create_dir_all(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
        let path = dir.join(format!("{name}.in"));
        std::fs::write(&path, input).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        self.answer(name, input);
    }

    /// Makes the input of every case of the problem's generator (`src/bin/generator.rs`),
    /// pins each in `cases/generated.toml`, and writes `cases/<name>.out` with the answer of
    /// the oracle that vouches for its name. A stored `cases/<name>.in` is removed.
    ///
    /// # Panics
    ///
    /// If the generator fails, no oracle vouches for a name, or a file cannot be written.
    pub fn generated(&mut self) {
        let runner = crate::shared_runner().unwrap_or_else(|e| panic!("{e}"));
        let names = crate::generated::run_generator(runner, &self.generator, &[]).unwrap_or_else(|e| panic!("{e}"));
        for name in String::from_utf8_lossy(&names).lines() {
            self.generated_case(runner, name);
        }
    }

    fn generated_case(&mut self, runner: &Runner, name: &str) {
        let bytes = crate::generated::run_generator(runner, &self.generator, &[name]).unwrap_or_else(|e| panic!("{e}"));
        let input = String::from_utf8(bytes).unwrap_or_else(|_| panic!("the generator's {name} is not UTF-8"));
        let made = crate::generated::output_dir(&self.problem_dir).join(format!("{name}.in"));
        crate::generated::write_atomically(&made, input.as_bytes()).unwrap_or_else(|e| panic!("{e}"));
        let stored = self.problem_dir.join("cases").join(format!("{name}.in"));
        if stored.exists() {
            std::fs::remove_file(&stored).unwrap_or_else(|e| panic!("{}: {e}", stored.display()));
        }
        self.pins
            .insert(name.to_owned(), crate::generated::Pin { sha256: crate::generated::sha256_hex(input.as_bytes()) });
        self.answer(name, &input);
    }

    /// Writes `cases/<name>.out` with the answer of the oracle that vouches for `name`.
    fn answer(&mut self, name: &str, input: &str) {
        self.written.push(name.to_owned());
        let (oracle, solve, _) = self
            .oracles
            .iter()
            .find(|(_, _, prefixes)| prefixes.iter().any(|p| name.starts_with(p)))
            .unwrap_or_else(|| panic!("no oracle vouches for {name}: give one of them a prefix of it"));
        let path = self.problem_dir.join("cases").join(format!("{name}.out"));
        std::fs::write(&path, solve(input)).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        println!("wrote {name} (output by the {oracle})");
    }

    /// Removes the cases the last run wrote and this one did not (saying so), and writes
    /// `cases/generated.toml` with the cases written and the pins of the generated ones, or
    /// removes it if there were none.
    ///
    /// # Panics
    ///
    /// If the file cannot be read, written or removed.
    fn finish(mut self) {
        let earlier = crate::generated::read_record(&self.problem_dir).unwrap_or_else(|e| panic!("{e}"));
        self.written.sort();
        self.written.dedup();
        for name in earlier.written.iter().filter(|n| !self.written.contains(n)) {
            for ext in ["in", "out"] {
                let path = self.problem_dir.join("cases").join(format!("{name}.{ext}"));
                if path.exists() {
                    std::fs::remove_file(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
                }
            }
            println!("removed {name}: write_cases wrote it last time, and no longer does");
        }
        let path = self.problem_dir.join("cases").join(crate::generated::MANIFEST);
        if self.pins.is_empty() && self.written.is_empty() {
            if path.exists() {
                std::fs::remove_file(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            }
            return;
        }
        let slug = self.problem_dir.file_name().unwrap_or_default().to_string_lossy().into_owned();
        let record = crate::generated::Record { written: self.written, pins: self.pins };
        crate::generated::write_record(&self.problem_dir, &slug, &record).unwrap_or_else(|e| panic!("{e}"));
    }
}

/// The number in the environment variable `name` (`SG_STRESS_SEED`, `SG_STRESS_RUNS`).
fn env_number(name: &str) -> Option<u64> {
    number(&std::env::var(name).ok()?)
}

/// A number written in decimal or, after `0x`, in hexadecimal (as seeds are shown).
fn number(text: &str) -> Option<u64> {
    let text = text.trim();
    match text.strip_prefix("0x") {
        Some(hex) => u64::from_str_radix(hex, 16).ok(),
        None => text.parse().ok(),
    }
}

/// The time limit of one run of the binary in tests: unoptimised binaries on a loaded machine.
const TEST_RUN_LIMIT: Duration = Duration::from_secs(20);

/// The `stress` trials: the binary against an oracle on inputs of `generate`, smaller sizes
/// first and then `runs` inputs at size `sizes`, with the seed of `SG_STRESS_SEED` or
/// [`DEFAULT_SEED`].
fn stress_trial(
    v: &Verification,
    program: &Program,
    judging: &Judging,
    oracle: (&'static str, Solve),
    generate: Generate,
    sizes: usize,
    runs: usize,
) -> Result<(), Failed> {
    let seed = env_number("SG_STRESS_SEED").unwrap_or(DEFAULT_SEED);
    let stressed = Verification { generate, max_size: sizes, brute: oracle.1, ..*v };
    let ramp = (sizes.max(1) - 1) * RUNS_PER_SMALL_SIZE;
    let mut options = StressOptions::new(ramp + runs);
    options.seed = seed;
    // A run through the box waits on the kernel about a third of its time: two side by side
    // keep busy the core that one would leave idle (10 to 25% off a problem's test time).
    options.jobs = 2;
    let run = |input: &str, expected: &str| run_program(program, judging, input, expected, TEST_RUN_LIMIT);
    let report = stress(&stressed, &run, options).map_err(|e| format!("stressing against the {}: {e}", oracle.0))?;
    match report.counterexample {
        None => Ok(()),
        Some(c) => Err(Failed::from(format!(
            "the binary disagrees with the {} after {} inputs, seed {seed:#x} (SG_STRESS_SEED={seed:#x} replays it)\n  command: {} < input\n  {}",
            oracle.0,
            report.trials,
            program.shown(),
            describe(&c)
        ))),
    }
}

/// Checks that shrink candidates are valid inputs: the binary (right, as the `stress` trial
/// checks) must agree with the brute force on every candidate of a few random inputs, so a
/// candidate it refuses or the brute force cannot answer is caught here rather than reported
/// as a counterexample.
fn shrink_trial(
    v: &Verification,
    program: &Program,
    judging: &Judging,
    candidates: fn(&str) -> Vec<String>,
) -> Result<(), Failed> {
    let mut rng = Rng::new(env_number("SG_STRESS_SEED").unwrap_or(DEFAULT_SEED));
    for _ in 0..10 {
        let input = (v.generate)(&mut rng, v.max_size);
        for candidate in candidates(&input).into_iter().take(20) {
            let run = |input: &str, expected: &str| run_program(program, judging, input, expected, TEST_RUN_LIMIT);
            let judged = judge_one(v, ("brute force", v.brute), &candidate, &run, CompareMode::Tokens)
                .map_err(|e| format!("a shrink candidate of this input:\n{}  {e}", excerpt(input.as_bytes())))?;
            if let Some(c) = judged {
                return Err(Failed::from(format!(
                    "a shrink candidate of this input:\n{}  is not a valid input, or the binary is wrong on it\n  command: {} < input\n  {}",
                    excerpt(input.as_bytes()),
                    program.shown(),
                    describe(&c)
                )));
            }
        }
    }
    Ok(())
}

/// Checks one stored case against every oracle that vouches for it.
fn vouch(v: &Verification, case: &Case) -> Result<(), Failed> {
    let oracles: Vec<_> =
        v.oracles().into_iter().filter(|(_, _, p)| p.iter().any(|p| case.name.starts_with(p))).collect();
    if oracles.is_empty() {
        let known: Vec<_> = v.oracles().iter().flat_map(|(_, _, p)| p.iter()).copied().collect();
        return Err(Failed::from(format!(
            "no oracle vouches for {}: its name starts with none of {known:?}; add its prefix to the brute force's \
             or a reference's `vouches` in tests/stress.rs, or rename the case",
            case.input.display()
        )));
    }
    let input = std::fs::read_to_string(&case.input).map_err(|e| format!("{}: {e}", case.input.display()))?;
    let stored = std::fs::read(&case.output).map_err(|e| format!("{}: {e}", case.output.display()))?;
    for (name, solve, _) in oracles {
        let computed =
            call_oracle(name, solve, &input, v.budget).map_err(|e| format!("{}: {e}", case.input.display()))?;
        if let Err(m) = compare(CompareMode::Tokens, computed.as_bytes(), &stored) {
            let detail = describe_mismatch(&case.input, CompareMode::Tokens, &m, computed.as_bytes(), &stored);
            return Err(Failed::from(format!(
                "the stored output {} disagrees with the {name} (expected = {name}, actual = stored):\n  {detail}",
                case.output.display()
            )));
        }
    }
    Ok(())
}

/// Checks that a reference agrees with the brute force on its random inputs.
fn agree(v: &Verification, reference: &Reference) -> Result<(), Failed> {
    let seed = env_number("SG_STRESS_SEED").unwrap_or(DEFAULT_SEED);
    let mut rng = Rng::new(seed);
    for run in 1..=reference.agree.runs {
        let input = (reference.agree.generate)(&mut rng, reference.agree.size);
        let expected = call_oracle("brute force", v.brute, &input, v.budget)?;
        let actual = call_oracle(reference.name, reference.solve, &input, v.budget)?;
        if let Err(m) = compare(CompareMode::Tokens, expected.as_bytes(), actual.as_bytes()) {
            let detail = describe_mismatch(
                Path::new("<random input>"),
                CompareMode::Tokens,
                &m,
                expected.as_bytes(),
                actual.as_bytes(),
            );
            return Err(Failed::from(format!(
                "run {run}, seed {seed:#x}: the {} disagrees with the brute force (expected = brute force, actual = {})\n  input:\n{}  {detail}",
                reference.name,
                reference.name,
                excerpt(input.as_bytes())
            )));
        }
    }
    Ok(())
}

/// The trials of a problem's `tests/stress.rs` (see the [module documentation](self)).
///
/// # Errors
///
/// The problem directory's broken rules, if it cannot be loaded.
pub fn trials(v: &'static Verification, manifest_dir: &Path, program: &Path) -> Result<Vec<Trial>, Vec<String>> {
    let problem = discover::load(manifest_dir).map_err(|e| e.iter().map(ToString::to_string).collect::<Vec<_>>())?;
    let jury = crate::judging::jury_beside(&problem, program).map_err(|e| vec![e.to_string()])?;
    let validator = Some(program.with_file_name(format!("{}-validator", problem.slug))).filter(|v| v.is_file());
    let judging = Judging { problem: problem.clone(), jury, validator };
    let runs = env_number("SG_STRESS_RUNS").map_or(MIN_RUNS, |n| n as usize).max(MIN_RUNS);
    let mut trials = Vec::new();
    let (p, j) = (Program::new(program), judging.clone());
    trials.push(Trial::test("stress", move || {
        stress_trial(v, &p, &j, ("brute force", v.brute), v.generate, v.max_size, runs)
    }));
    if let Some(candidates) = v.shrink {
        let (p, j) = (Program::new(program), judging.clone());
        trials.push(Trial::test("stress/shrink-candidates", move || shrink_trial(v, &p, &j, candidates)));
    }
    for r in v.references {
        if let Some(inputs) = r.stress {
            let (p, j) = (Program::new(program), judging.clone());
            let runs = inputs.runs.max(runs);
            trials.push(Trial::test(format!("stress/{}", r.name), move || {
                stress_trial(v, &p, &j, (r.name, r.solve), inputs.generate, inputs.size, runs)
            }));
        }
        trials.push(Trial::test(format!("agree/{}", r.name), move || agree(v, r)));
    }
    for case in &problem.cases {
        let case = case.clone();
        trials.push(Trial::test(format!("vouch/{}", case.name), move || vouch(v, &case)));
    }
    let names: Vec<String> = problem.cases.iter().map(|c| c.name.clone()).collect();
    trials.push(Trial::test("vouch/every-oracle-vouches", move || {
        for (name, _, prefixes) in v.oracles() {
            if !prefixes.is_empty() && !names.iter().any(|c| prefixes.iter().any(|p| c.starts_with(p))) {
                return Err(Failed::from(format!(
                    "no stored case starts with {prefixes:?}, which the {name} vouches for"
                )));
            }
        }
        Ok(())
    }));
    let validator = program.with_file_name(format!("{}-validator", problem.slug));
    if validator.is_file() {
        trials.push(Trial::test("valid/generated", move || generated_are_valid(v, &validator)));
    }
    for check in v.checks {
        let p = program.to_path_buf();
        trials.push(Trial::test(format!("check/{}", check.name), move || (check.run)(&p).map_err(Failed::from)));
    }
    if !v.refusals.is_empty() {
        let p = program.to_path_buf();
        trials.push(Trial::test("check/refusals", move || {
            for (input, message) in v.refusals {
                crate::refusal::check_refused_with(&p, input.as_bytes(), message)?;
            }
            Ok(())
        }));
    }
    let (problem_dir, generator) =
        (manifest_dir.to_path_buf(), crate::generated::generator_beside(program, &problem.slug));
    trials.push(
        Trial::test("write-cases", move || {
            let mut writer = CaseWriter {
                problem_dir: problem_dir.clone(),
                oracles: v.oracles(),
                generator: generator.clone(),
                pins: crate::generated::Manifest::new(),
                written: Vec::new(),
            };
            (v.write_cases)(&mut writer);
            writer.finish();
            Ok(())
        })
        .with_ignored_flag(true),
    );
    Ok(trials)
}

/// Inputs the generators make pass the validator: a few at every size of the brute force's
/// generator, and of each reference's.
fn generated_are_valid(v: &Verification, validator: &Path) -> Result<(), Failed> {
    let runner = crate::shared_runner()?;
    let mut rng = Rng::new(DEFAULT_SEED);
    let mut inputs = Vec::new();
    for size in 1..=v.max_size {
        inputs.extend((0..4).map(|_| (v.generate)(&mut rng, size)));
    }
    for r in v.references {
        for given in std::iter::once(r.agree).chain(r.stress) {
            inputs.extend((0..2).map(|_| (given.generate)(&mut rng, given.size)));
        }
    }
    for input in inputs {
        if let crate::validation::Validation::Invalid(why) =
            crate::validation::validate(runner, validator, Input::Bytes(input.as_bytes()))?
        {
            return Err(Failed::from(format!("a generated input is invalid: {why}\n{}", excerpt(input.as_bytes()))));
        }
    }
    Ok(())
}

/// Options of a stress run, as `harness stress SLUG [OPTIONS]` reads them (its `--help` says
/// what each means) and hands them to the problem's test binary: `<test binary> --stress
/// <these options as JSON>`.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct StressArgs {
    /// Stress this command instead of the problem's own binary, split into words as a shell
    /// would.
    pub cmd: Option<String>,
    /// Seed of the input generator.
    pub seed: u64,
    /// Stop after this many inputs (default: when the time is up).
    pub runs: Option<usize>,
    /// Stop after this many seconds.
    pub time: f64,
    /// Inputs judged side by side.
    pub jobs: usize,
    /// Keep the counterexample as a stored case of the problem.
    pub save: bool,
}

impl Default for StressArgs {
    /// The problem's own binary, seed [`DEFAULT_SEED`], for 10 seconds, 4 inputs at a time (a
    /// run mostly waits on its process, so even two cores keep four busy).
    fn default() -> Self {
        StressArgs { cmd: None, seed: DEFAULT_SEED, runs: None, time: 10.0, jobs: 4, save: false }
    }
}

/// `<stress test binary> --stress [options]`: stresses a program as a judge would find it
/// wrong, each run killed past `run_limit`: against the brute force on small inputs (for the
/// time given), against each reference on its large inputs, and on the stored cases. Prints
/// the result and writes a counterexample to `out_dir` (with `--save`, also as a stored case,
/// its output from the oracle that found it). What it found is written on `out` (stdout, for
/// `harness stress`); the exit code is 0 when the program agreed every time, 1 on a
/// counterexample.
///
/// # Errors
///
/// An oracle that cannot answer, a run the box cannot make, or a counterexample that cannot be
/// written: what went wrong, in one line (the test binary says it and exits with code 2).
pub fn stress_command(
    v: &Verification,
    program: &Program,
    judging: &Judging,
    args: &StressArgs,
    run_limit: Duration,
    out_dir: &Path,
    out: &mut dyn std::io::Write,
) -> Result<i32, String> {
    let runs = args.runs.unwrap_or(usize::MAX);
    // Equivalent mutants: deleting `runs` (the base has the same) or `jobs` (how many inputs
    // are judged at once, not which, nor what comes of them) from this expression.
    let options = StressOptions {
        seed: args.seed,
        runs,
        time: Some(Duration::from_secs_f64(args.time.max(0.0))),
        jobs: args.jobs.max(1),
        // A program that runs out of time takes the whole limit on every candidate that still
        // fails: ten of them at least.
        shrink_time: StressOptions::new(runs).shrink_time.max(run_limit * 10),
        ..StressOptions::new(runs)
    };
    let run = |input: &str, expected: &str| run_program(program, judging, input, expected, run_limit);
    let mut said = Vec::new();
    // The brute force on small inputs, then each reference on its large ones.
    let mut phases = vec![("brute force", v.vouches, *v, options)];
    for r in v.references {
        if let Some(inputs) = r.stress {
            let stressed = Verification { generate: inputs.generate, max_size: inputs.size, brute: r.solve, ..*v };
            let ramp = (inputs.size.max(1) - 1) * RUNS_PER_SMALL_SIZE;
            // `--runs N` asks for N of each reference's large inputs too: CI's thousand, where
            // the tests take the hundred or so the problem declares.
            let runs = ramp + args.runs.unwrap_or(inputs.runs);
            phases.push((r.name, r.vouches, stressed, StressOptions { runs, time: None, ..options }));
        }
    }
    for (oracle, vouches, stressed, options) in phases {
        let report = stress(&stressed, &run, options).map_err(|e| format!("against the {oracle}: {e}"))?;
        let Some(c) = report.counterexample else {
            let rate = report.trials as f64 / report.elapsed.as_secs_f64().max(1e-9);
            said.push(format!(
                "the {oracle} on {} inputs in {:.2} s ({rate:.0} per second)",
                report.trials,
                report.elapsed.as_secs_f64()
            ));
            continue;
        };
        let (trials, seed) = (report.trials, args.seed);
        let failed = format!("{} failed against the {oracle} after {trials} inputs, seed {seed:#x}", program.shown());
        crate::write_out(out, format_args!("{failed}\n{}\n", describe(&c)));
        keep_counterexample(&c, out_dir, args.save.then(|| (judging.problem.dir.join("cases"), vouches)), out)?;
        return Ok(1);
    }
    let limits = Limits::new(run_limit, DEFAULT_MEMORY_LIMIT_MB);
    let runner = crate::shared_runner().map_err(|e| e.to_string())?;
    for case in &judging.problem.cases {
        let report = crate::judging::judge_case(runner, program, &judging.problem, case, limits, &judging.jury)
            .map_err(|e| e.to_string())?;
        if report.verdict != Verdict::Ac {
            let failed = format!("{} failed on the stored case {}", program.shown(), case.name);
            // The test a wrong answer belongs to, as `harness judge` shows it.
            let test = judging
                .validator
                .as_deref()
                .zip(report.test)
                .and_then(|(validator, test)| crate::validation::test_lines(runner, validator, &case.input, test));
            let detail = format!("{}{}", report.detail, test.unwrap_or_default());
            crate::write_out(out, format_args!("{failed}: {}\n{detail}", report.verdict));
            if let Some((oracle, c)) = shrink_stored(v, case, &run, options)? {
                // Saved as a case only when it shrank: the stored case is already one.
                let shrank = c.input != std::fs::read_to_string(&case.input).unwrap_or_default();
                if shrank {
                    let shown = describe(&c);
                    crate::write_out(
                        out,
                        format_args!("shrunk with the {oracle}, which vouches for the case:\n{shown}\n"),
                    );
                }
                let vouches =
                    v.oracles().into_iter().find(|(name, _, _)| *name == oracle).map_or(&[][..], |(_, _, p)| p);
                let save = (args.save && shrank).then(|| (judging.problem.dir.join("cases"), vouches));
                keep_counterexample(&c, out_dir, save, out)?;
            }
            return Ok(1);
        }
    }
    said.push(format!("the {} stored cases", judging.problem.cases.len()));
    let agreed = format!("{} agreed with {}; seed {:#x}", program.shown(), said.join(", with "), args.seed);
    crate::write_out(out, format_args!("{agreed}\n"));
    Ok(0)
}

/// A stored case the program fails, shrunk with the shrink candidates of `v` and the first
/// oracle that vouches for the case (its answers to the candidates): the oracle's name and the
/// smallest failing input found, or `None` when no oracle vouches for the case or the
/// program passes it against the oracle (a case that fails only with the stored answer).
fn shrink_stored(
    v: &Verification,
    case: &Case,
    run: &(dyn Fn(&str, &str) -> Behaviour + Sync),
    options: StressOptions,
) -> Result<Option<(&'static str, Counterexample)>, String> {
    let Some((oracle, solve, _)) =
        v.oracles().into_iter().find(|(_, _, prefixes)| prefixes.iter().any(|p| case.name.starts_with(p)))
    else {
        return Ok(None);
    };
    let input = std::fs::read_to_string(&case.input).map_err(|e| format!("{}: {e}", case.input.display()))?;
    let vouched = Verification { brute: solve, ..*v };
    let found = match judge_one(&vouched, (oracle, solve), &input, run, options.mode) {
        Ok(Some(found)) => found,
        Ok(None) | Err(_) => return Ok(None),
    };
    // No smaller sizes to draw: the candidates alone.
    let mut rng = Rng::new(options.seed);
    Ok(Some((oracle, shrink(&vouched, run, found, 0, &mut rng, options))))
}

/// Writes a counterexample to `out_dir` and, given a problem's `cases/` and the prefixes its
/// oracle vouches for, as the next stored case `<prefix>hack-<n>` (the last prefix that is
/// not a sample's), saying on `out` where it went.
///
/// # Errors
///
/// A file that cannot be written.
fn keep_counterexample(
    c: &Counterexample,
    out_dir: &Path,
    save: Option<(PathBuf, &[&str])>,
    out: &mut dyn std::io::Write,
) -> Result<(), String> {
    for path in write_counterexample(out_dir, c).map_err(|e| e.to_string())? {
        crate::write_out(out, format_args!("wrote {}\n", path.display()));
    }
    if let Some((cases, vouches)) = save {
        let name = save_case(&cases, vouches, c)?;
        let saved = "its output from the oracle that found it); give it a row in the problem's README";
        crate::write_out(out, format_args!("saved as the case {name} ({saved}\n"));
    }
    Ok(())
}

/// Stores a counterexample as `cases/<prefix>hack-<n>.in` and `.out`, `n` the first free
/// number, `prefix` the last of `vouches` that is not `00-` (samples are the statement's).
///
/// # Errors
///
/// No prefix to use, or a file that cannot be written.
pub fn save_case(cases: &Path, vouches: &[&str], c: &Counterexample) -> Result<String, String> {
    let prefix = vouches
        .iter()
        .rev()
        .find(|p| !p.starts_with("00"))
        .ok_or("the oracle that found it vouches for no stored case prefix but the samples'")?;
    let name = (1..)
        .map(|n| format!("{prefix}hack-{n}"))
        .find(|name| !cases.join(format!("{name}.in")).exists())
        .unwrap_or_default();
    for (ext, text) in [("in", &c.input), ("out", &c.expected)] {
        let path = cases.join(format!("{name}.{ext}"));
        std::fs::write(&path, text).map_err(|e| format!("{}: cannot write: {e}", path.display()))?;
    }
    Ok(name)
}

/// The whole `main` of a problem's one test binary (`tests/judge.rs`, through
/// [`verify_main!`](crate::verify_main)): with first argument `--stress`, runs
/// [`stress_command`] with the problem's time limit (counterexample in `stress/<slug>/` of the
/// build directory); otherwise runs, like `cargo test` would, the `cases` trials (every
/// case and the package's checks: `cases::checked_trials`) and the verification's
/// trials (see [`trials`]), and exits. An error in either is printed and fails the binary.
/// Called after [`crate::enter`], as the macro does first thing.
pub fn main(
    v: &'static Verification,
    slug: &str,
    manifest_dir: &str,
    program: PathBuf,
    cases: Result<Vec<Trial>, Vec<String>>,
) -> ! {
    let args: Vec<String> = std::env::args().collect();
    // A flag rather than a word, so that no test filter (`-- stress`) is taken for it.
    if args.get(1).map(String::as_str) == Some("--stress") {
        let parsed: StressArgs = match args.get(2).map(|json| serde_json::from_str(json)) {
            Some(Ok(parsed)) => parsed,
            Some(Err(e)) => {
                eprintln!("error: --stress: the options are not what `harness stress` writes: {e}");
                std::process::exit(2);
            }
            None => StressArgs::default(),
        };
        let stressed = match &parsed.cmd {
            Some(cmd) => Program::from_command_line(cmd, &std::env::current_dir().unwrap_or_default()),
            None => Ok(Program::new(&program)),
        };
        let problem = discover::load(Path::new(manifest_dir))
            .map_err(|e| e.iter().map(ToString::to_string).collect::<Vec<_>>().join("\n"));
        // The problem's checker or interactor is built beside its own binary.
        // The validator as the harness built it, else beside the problem's binary.
        let validator = crate::cases::binary_path(&format!("{slug}-validator"), "");
        let validator = Some(validator)
            .filter(|v| v.is_file())
            .or_else(|| Some(program.with_file_name(format!("{slug}-validator"))).filter(|v| v.is_file()));
        let judging = problem.and_then(|problem| {
            crate::judging::jury_beside(&problem, &program)
                .map(|jury| Judging { problem, jury, validator })
                .map_err(|e| e.to_string())
        });
        let ended = match (stressed, judging) {
            (Ok(stressed), Ok(judging)) => {
                let out = discover::target_dir(&discover::workspace_root()).join("stress").join(slug);
                let limit = Duration::from_millis(judging.problem.meta.time_limit_ms);
                stress_command(v, &stressed, &judging, &parsed, limit, &out, &mut std::io::stdout())
            }
            (Err(e), _) | (_, Err(e)) => Err(e),
        };
        std::process::exit(ended.unwrap_or_else(|e| {
            eprintln!("error: {e}");
            2
        }));
    }
    let all = cases.and_then(|mut all| {
        all.extend(trials(v, Path::new(manifest_dir), &program)?);
        slowest_first(&mut all);
        Ok(all)
    });
    match all {
        Ok(all) => std::process::exit(crate::trial::run(all).exit_code()),
        Err(errors) => {
            for e in errors {
                eprintln!("error: {e}");
            }
            std::process::exit(101)
        }
    }
}

/// Orders `trials` so that the slow kinds start first: a slow submission runs out its
/// time limit and a stress test runs hundreds of inputs, while a case takes milliseconds. The
/// test threads take trials in order, so the slow ones started last would leave every thread
/// but one idle at the end (longest first is the classic rule for this). The order within a
/// kind is kept.
pub fn slowest_first(trials: &mut [Trial]) {
    trials.sort_by_key(|t| {
        let name = t.name();
        if name.starts_with("submission/time_limit_exceeded/") {
            0
        } else if name == "stress" || name.starts_with("stress/") {
            1
        } else if name.starts_with("submission/") || name.starts_with("agree/") {
            2
        } else {
            3
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slow_kinds_of_trial_start_first_and_keep_their_order() {
        let named = |names: &[&str]| names.iter().map(|n| Trial::test(*n, || Ok(()))).collect::<Vec<_>>();
        let mut trials = named(&[
            "00-sample-1",
            "submission/accepted/a.cpp",
            "stress",
            "10-edge-1",
            "submission/time_limit_exceeded/slow.cpp",
            "agree/mirror",
            "stress/shrink-candidates",
            "stressed-case",
        ]);
        slowest_first(&mut trials);
        let order: Vec<&str> = trials.iter().map(Trial::name).collect();
        assert_eq!(
            order,
            [
                "submission/time_limit_exceeded/slow.cpp",
                "stress",
                "stress/shrink-candidates",
                "submission/accepted/a.cpp",
                "agree/mirror",
                "00-sample-1",
                "10-edge-1",
                "stressed-case",
            ]
        );
    }

    /// Nim-like inputs: `n`, then `n` piles.
    fn piles(rng: &mut Rng, size: usize) -> String {
        let n = rng.below(1..=size);
        let piles: Vec<String> = (0..n).map(|_| rng.range(1..=2 * size as u64).to_string()).collect();
        format!("{n}\n{}\n", piles.join(" "))
    }

    fn xor(input: &str) -> String {
        let piles = crate::stress::numbers(input);
        assert_eq!(piles.len() as i64, piles[0] + 1, "bad count");
        let x = piles[1..].iter().fold(0, |x, p| x ^ p);
        format!("{}\n", if x != 0 { "Yes" } else { "No" })
    }

    /// Drop one pile, or lower one pile.
    fn fewer_piles(input: &str) -> Vec<String> {
        let piles = &crate::stress::numbers(input)[1..];
        let mut out = Vec::new();
        for i in 0..piles.len() {
            let mut fewer = piles.to_vec();
            fewer.remove(i);
            let mut lower = piles.to_vec();
            lower[i] -= 1;
            for p in [fewer, lower] {
                if !p.is_empty() && p.iter().all(|&x| x >= 1) {
                    let shown: Vec<String> = p.iter().map(i64::to_string).collect();
                    out.push(format!("{}\n{}\n", p.len(), shown.join(" ")));
                }
            }
        }
        out
    }

    fn no_cases(_: &mut CaseWriter) {}

    const NIM: Verification =
        Verification::new(BruteForce { generate: piles, max_size: 8, solve: xor, vouches: &["00-"] }, no_cases)
            .with_shrink(fewer_piles)
            .with_budget(Duration::from_secs(5));

    /// Wrong exactly when some pile is 3.
    fn wrong_on_three(input: &str, _expected: &str) -> Behaviour {
        let piles = crate::stress::numbers(input);
        if piles[1..].contains(&3) { Behaviour::Output("Maybe\n".into()) } else { Behaviour::Output(xor(input)) }
    }

    #[test]
    fn sizes_grow_from_one() {
        let sizes: Vec<usize> = (0..100).step_by(10).map(|t| size_at(t, 3)).collect();
        assert_eq!(sizes, [1, 1, 2, 2, 3, 3, 3, 3, 3, 3]);
    }

    #[test]
    fn a_correct_program_passes() {
        let report =
            stress(&NIM, &|i: &str, _: &str| Behaviour::Output(xor(i)), StressOptions::new(300)).expect("no error");
        assert_eq!(report.trials, 300);
        assert!(report.counterexample.is_none());
    }

    #[test]
    fn a_failure_is_shrunk_to_the_smallest_input() {
        let mut options = StressOptions::new(10_000);
        options.seed = 7;
        let report = stress(&NIM, &wrong_on_three, options).expect("no error");
        let c = report.counterexample.expect("a counterexample");
        assert_eq!((c.verdict, c.input.as_str(), c.expected.as_str()), (Verdict::Wa, "1\n3\n", "Yes\n"));
    }

    #[test]
    fn a_large_first_failure_is_shrunk_by_more_inputs_and_by_the_candidates() {
        // Eight piles or more at every size: the first failure is large, and only the
        // candidates (one pile fewer, one pile lower) bring it down to one pile of 3.
        fn many_piles(rng: &mut Rng, size: usize) -> String {
            piles(rng, size + 7).lines().skip(1).chain(piles(rng, 1).lines().skip(1)).collect::<Vec<_>>().join(" ")
        }
        fn counted(rng: &mut Rng, size: usize) -> String {
            let piles = many_piles(rng, size);
            format!("{}\n{piles}\n", piles.split(' ').count())
        }
        let v = Verification { generate: counted, ..NIM };
        let report = stress(&v, &wrong_on_three, StressOptions::new(10_000)).expect("no error");
        let c = report.counterexample.expect("a counterexample");
        assert_eq!((c.input.as_str(), c.tokens()), ("1\n3\n", 2));
        // Without them, more inputs of the failing size: one with fewer piles.
        let v = Verification { shrink: None, ..v };
        let first =
            stress(&v, &wrong_on_three, StressOptions { shrink_time: Duration::ZERO, ..StressOptions::new(10_000) });
        let shrunk = stress(&v, &wrong_on_three, StressOptions::new(10_000));
        let tokens = |r: Result<StressReport, String>| r.expect("no error").counterexample.expect("found").tokens();
        let (first, shrunk) = (tokens(first), tokens(shrunk));
        assert!(shrunk < first && shrunk <= 4, "{first} tokens shrunk to {shrunk}");
    }

    #[test]
    fn the_shrinker_tries_five_times_as_many_inputs_at_the_failing_size() {
        use std::sync::atomic::{AtomicUsize, Ordering};
        static MADE: AtomicUsize = AtomicUsize::new(0);
        // Fails at size 1 already (a pile of 3 among up to 8), so shrinking stays at size 1.
        fn counted(rng: &mut Rng, _size: usize) -> String {
            MADE.fetch_add(1, Ordering::Relaxed);
            piles(rng, 8)
        }
        let v = Verification { generate: counted, shrink: None, ..NIM };
        let report = stress(&v, &wrong_on_three, StressOptions::new(10_000)).expect("no error");
        assert!(report.counterexample.is_some());
        assert_eq!(MADE.load(Ordering::Relaxed), report.trials + 5 * SHRINK_SEEDS);
    }

    #[test]
    fn without_shrink_candidates_sizes_still_shrink() {
        let v = Verification { shrink: None, ..NIM };
        let late = |input: &str, _: &str| {
            let piles = crate::stress::numbers(input);
            if piles[0] >= 2 && piles[1..].contains(&3) {
                Behaviour::Failed("exit code 101".into())
            } else {
                Behaviour::Output(xor(input))
            }
        };
        let c = stress(&v, &late, StressOptions::new(10_000)).expect("no error").counterexample.expect("found");
        assert_eq!(c.verdict, Verdict::Re);
        assert!(c.tokens() <= 6, "{c:?}");
    }

    #[test]
    fn a_slow_or_panicking_brute_force_is_an_error_showing_the_input() {
        fn slow(_: &str) -> String {
            std::thread::sleep(Duration::from_secs(10));
            String::new()
        }
        fn panics(_: &str) -> String {
            panic!("cannot decide")
        }
        for (brute, want) in [(slow as Solve, "budget of 0.1 s"), (panics, "cannot decide")] {
            let v = Verification { brute, ..NIM }.with_budget(Duration::from_millis(100));
            let e = stress(&v, &|_: &str, _: &str| Behaviour::TimedOut, StressOptions::new(1)).expect_err("an error");
            assert!(e.contains(want) && e.contains("input:\n    | 1"), "{e}");
        }
    }

    #[test]
    fn an_oracle_has_a_deep_stack_and_only_its_panics_are_quiet() {
        // About 40 MB of frames: past a thread's default 2 MiB and the main thread's 8 MiB.
        fn deep(_: &str) -> String {
            fn down(n: u32) -> u32 {
                let pad = [n as u8; 400];
                let below = if n == 0 { 0 } else { down(n - 1) };
                std::hint::black_box(&pad);
                below + 1
            }
            down(100_000).to_string()
        }
        assert_eq!(call_oracle("deep search", deep, "", Duration::from_secs(60)), Ok("100001".to_owned()));
        assert!(!reported(Some(ORACLE_THREAD)));
        assert!(reported(Some("main")) && reported(None));
    }

    #[test]
    fn counterexample_files_are_written() {
        let dir = std::env::temp_dir().join(format!("sg-verify-test-{}", std::process::id()));
        let c = Counterexample {
            input: "1\n3\n".into(),
            expected: "Yes\n".into(),
            actual: "Maybe\n".into(),
            verdict: Verdict::Wa,
            detail: String::new(),
        };
        let paths = write_counterexample(&dir, &c).expect("written");
        let texts: Vec<String> = paths.iter().map(|p| std::fs::read_to_string(p).expect("read")).collect();
        assert_eq!(texts, ["1\n3\n", "Yes\n", "Maybe\n"]);
        std::fs::remove_dir_all(&dir).expect("removed");
    }

    /// A case in a scratch directory.
    fn case(dir: &Path, name: &str, input: &str, output: &str) -> Case {
        std::fs::create_dir_all(dir).expect("created");
        let (i, o) = (dir.join(format!("{name}.in")), dir.join(format!("{name}.out")));
        std::fs::write(&i, input).expect("written");
        std::fs::write(&o, output).expect("written");
        Case { name: name.to_owned(), input: i, output: o, pin: None }
    }

    #[test]
    fn stored_cases_are_vouched_for_or_named() {
        let dir = std::env::temp_dir().join(format!("sg-vouch-test-{}", std::process::id()));
        let message = |r: Result<(), Failed>| r.err().map(|f| f.message().to_owned()).unwrap_or_default();
        assert!(vouch(&NIM, &case(&dir, "00-sample-1", "2\n1 2\n", "Yes\n")).is_ok());
        let wrong = message(vouch(&NIM, &case(&dir, "00-sample-2", "2\n1 1\n", "Yes\n")));
        assert!(wrong.contains("00-sample-2.out disagrees with the brute force"), "{wrong}");
        let unvouched = message(vouch(&NIM, &case(&dir, "40-new", "1\n1\n", "Yes\n")));
        assert!(unvouched.contains("no oracle vouches for") && unvouched.contains("40-new.in"), "{unvouched}");
        std::fs::remove_dir_all(&dir).expect("removed");
    }

    #[test]
    fn a_saved_counterexample_is_the_next_hack_case_of_its_oracle() {
        let dir = tempfile::tempdir().unwrap();
        let c = Counterexample {
            input: "1\n7\n".into(),
            expected: "No\n".into(),
            actual: "Yes\n".into(),
            verdict: Verdict::Wa,
            detail: String::new(),
        };
        assert_eq!(save_case(dir.path(), &["00-", "10-", "20-"], &c), Ok("20-hack-1".to_owned()));
        assert_eq!(save_case(dir.path(), &["00-", "10-", "20-"], &c), Ok("20-hack-2".to_owned()));
        assert_eq!(std::fs::read_to_string(dir.path().join("20-hack-2.out")).unwrap(), "No\n", "the oracle's answer");
        assert_eq!(std::fs::read_to_string(dir.path().join("20-hack-1.in")).unwrap(), "1\n7\n");
        assert_eq!(save_case(dir.path(), &["30-"], &c), Ok("30-hack-1".to_owned()));
        assert!(save_case(dir.path(), &["00-"], &c).is_err(), "samples are the statement's");
    }

    fn passes(_: &Path) -> Result<(), String> {
        Ok(())
    }

    const MIRROR: &[Reference] = &[
        Reference::new("mirror", xor, &["30-"], Inputs::new(piles, 3, 5)).with_stress(Inputs::new(piles, 9, 5)),
        Reference::new("plain", xor, &[], Inputs::new(piles, 3, 5)),
    ];

    const EVERY_PART: Verification = Verification { brute: xor, ..NIM }
        .with_references(MIRROR)
        .with_checks(&[Check::new("pattern", passes)])
        .with_refusals(&[("x\n", "expected an integer")]);

    /// The names of the trials of `v` for a problem with the cases `names` (and a validator
    /// beside its binary, if `validator`), and whether the trial `vouch/every-oracle-vouches`
    /// passes.
    fn verification_trials(v: &'static Verification, names: &[&str], validator: bool) -> (Vec<String>, bool) {
        let dir = tempfile::tempdir().unwrap();
        let problem = dir.path().join("nim");
        std::fs::create_dir_all(problem.join("cases")).unwrap();
        std::fs::write(problem.join("problem.toml"), "title = \"t\"\nsource = \"s\"\ntime_limit_ms = 1000\n").unwrap();
        for name in names {
            case(&problem.join("cases"), name, "1\n1\n", "Yes\n");
        }
        let program = dir.path().join("nim");
        if validator {
            std::fs::write(dir.path().join("nim-validator"), "").unwrap();
        }
        let trials = trials(v, &problem, &program).unwrap();
        let listed = trials.iter().map(|t| t.name().to_owned()).collect();
        let args = crate::trial::Arguments::parse(["--exact", "vouch/every-oracle-vouches"]).unwrap();
        let conclusion = crate::trial::run_to(&args, trials, &mut std::io::sink());
        (listed, conclusion.passed == 1)
    }

    #[test]
    fn a_verification_is_a_trial_per_oracle_case_and_check() {
        let (names, vouched) = verification_trials(&EVERY_PART, &["00-sample-1", "30-max-1"], true);
        assert_eq!(
            names,
            [
                "stress",
                "stress/shrink-candidates",
                "stress/mirror",
                "agree/mirror",
                "agree/plain",
                "vouch/00-sample-1",
                "vouch/30-max-1",
                "vouch/every-oracle-vouches",
                "valid/generated",
                "check/pattern",
                "check/refusals",
                "write-cases"
            ]
        );
        assert!(vouched, "the plain reference vouches for no prefix and is not asked to");
        // No reference, no check, no validator.
        let (names, vouched) = verification_trials(&NIM, &["00-sample-1"], false);
        assert_eq!(
            names,
            ["stress", "stress/shrink-candidates", "vouch/00-sample-1", "vouch/every-oracle-vouches", "write-cases"]
        );
        assert!(vouched);
        let (_, vouched) = verification_trials(&EVERY_PART, &["00-sample-1"], false);
        assert!(!vouched, "the mirror vouches for 30-, and no case starts with it");
    }

    #[test]
    fn shrink_candidates_leave_out_or_lower_one_item() {
        assert_eq!(shrink_counted_list("2\n5 1\n", 1), ["1\n1\n", "2\n2 1\n", "2\n4 1\n", "1\n5\n"]);
        // Never below the least value, and the last item is never left out.
        assert_eq!(shrink_counted_list("1\n3\n", 2), ["1\n2\n"]);
        assert_eq!(shrink_counted_list("1\n2\n", 2), Vec::<String>::new());
        // Halving 1 gives 0, lowering gives 0: one candidate.
        assert_eq!(shrink_counted_list("1\n1\n", 0), ["1\n0\n"]);
        // 0 halved is 0 again: not a candidate, as it is no lower.
        assert_eq!(shrink_counted_list("1\n0\n", 0), Vec::<String>::new());
        assert_eq!(shrink_counted_list("", 0), Vec::<String>::new());
        let format = |tests: &[u32]| tests.iter().map(|t| format!("{t}\n")).collect::<String>();
        assert_eq!(without_each(&[4, 5, 6], format), ["5\n6\n", "4\n6\n", "4\n5\n"]);
        assert_eq!(without_each(&[4, 5], format), ["5\n", "4\n"]);
        assert_eq!(without_each(&[4], format), Vec::<String>::new(), "one test remains");
        // Long lists are halved first, and very long ones only halved.
        let eight: Vec<u32> = (1..=8).collect();
        assert_eq!(without_each(&eight, format)[..2], ["1\n2\n3\n4\n".to_owned(), "5\n6\n7\n8\n".to_owned()]);
        assert_eq!(without_each(&eight, format).len(), 2 + 8);
        let long: Vec<u32> = (1..=65).collect();
        assert_eq!(without_each(&long, format).len(), 2);
        let counted = format!("9\n{}\n", ["3"; 9].join(" "));
        assert_eq!(shrink_counted_list(&counted, 1)[..2], ["4\n3 3 3 3\n".to_owned(), "5\n3 3 3 3 3\n".to_owned()]);
    }

    #[test]
    fn seeds_and_counts_are_read_from_the_environment_in_decimal_or_hexadecimal() {
        assert_eq!(
            (number("0x5eed"), number(" 12\n"), number("x"), number("-1")),
            (Some(0x5eed), Some(12), None, None)
        );
        // Variables cargo sets for every test it runs.
        let minor: u64 = env!("CARGO_PKG_VERSION_MINOR").parse().unwrap();
        let major: u64 = env!("CARGO_PKG_VERSION_MAJOR").parse().unwrap();
        assert_eq!(
            (env_number("CARGO_PKG_VERSION_MINOR"), env_number("CARGO_PKG_VERSION_MAJOR")),
            (Some(minor), Some(major))
        );
        assert_eq!(env_number("SG_NO_SUCH_VARIABLE"), None);
    }

    #[test]
    fn stress_options_pass_as_json() {
        let args =
            StressArgs { cmd: Some("python3 sol.py".into()), seed: 16, runs: Some(5), time: 1.5, jobs: 2, save: true };
        let json = serde_json::to_string(&args).unwrap();
        assert_eq!(serde_json::from_str::<StressArgs>(&json).unwrap(), args);
        assert_eq!(StressArgs::default().seed, DEFAULT_SEED);
        assert!(serde_json::from_str::<StressArgs>(r#"{"seed": "x"}"#).is_err());
    }
}
