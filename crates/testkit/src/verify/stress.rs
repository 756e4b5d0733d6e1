//! The stress loop: a program against the brute force on random inputs, smallest sizes first.

use crate::meta::CompareMode;
use crate::stress::DEFAULT_SEED;
use judge_io::random::Rng;
use std::time::{Duration, Instant};

use super::description::{RUNS_PER_SMALL_SIZE, Verification};
use super::judged::{Behaviour, Counterexample, judge_one};
use super::shrink::shrink;

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
        let judge = |input: &str| judge_one(v.budget, ("brute force", v.brute), input, run, options.mode);
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
                let shrunk = shrink(v, run, found, *size, &mut shrink_rng, options.mode, options.shrink_time);
                return Ok(StressReport { trials, elapsed, counterexample: Some(shrunk) });
            }
        }
    }
    Ok(StressReport { trials, elapsed: start.elapsed(), counterexample: None })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::report::Verdict;
    use crate::verify::fixtures::{NIM, piles, wrong_on_three, xor};
    use crate::verify::judged::Behaviour;
    use crate::verify::oracle::Solve;
    use crate::verify::shrink::SHRINK_SEEDS;

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
}
