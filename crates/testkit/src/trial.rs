//! Tests made at run time, run as `cargo test` and cargo-nextest expect of a test binary: a
//! problem's test binary lists one [`Trial`] per case, submission and stress test, and [`run`]
//! filters, lists and runs them with libtest's command line and output, so that `cargo test -p
//! nim -- 00-sample`, `--exact`, `--ignored`, `--list` and nextest's one process per test
//! all work.
//!
//! The command line is read with `lexopt`; the options libtest has and a trial runner has no
//! use for (`--nocapture`, `--color`, `-Z`, …) are accepted and do nothing.

use std::ffi::OsString;
use std::fmt::Display;
use std::io::Write;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::Mutex;
use std::time::Instant;

/// Why a trial failed: a message shown under its name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Failed(String);

impl Failed {
    /// The message.
    pub fn message(&self) -> &str {
        &self.0
    }
}

impl<M: Display> From<M> for Failed {
    fn from(message: M) -> Self {
        Failed(message.to_string())
    }
}

type Body = Box<dyn FnOnce() -> Result<(), Failed> + Send>;

/// One test: a name and what it runs.
pub struct Trial {
    name: String,
    ignored: bool,
    alone: bool,
    body: Body,
}

impl Trial {
    /// A test named `name` that passes when `body` returns `Ok` (a panic is a failure too).
    pub fn test(name: impl Into<String>, body: impl FnOnce() -> Result<(), Failed> + Send + 'static) -> Self {
        Trial { name: name.into(), ignored: false, alone: false, body: Box::new(body) }
    }

    /// The same test, run by itself once every other test has ended: for a test that measures
    /// time, which tests running beside it would disturb.
    #[must_use]
    pub fn alone(self) -> Self {
        Trial { alone: true, ..self }
    }

    /// The same test, run only when asked for (`--ignored` or `--include-ignored`), when
    /// `ignored`.
    #[must_use]
    pub fn with_ignored_flag(self, ignored: bool) -> Self {
        Trial { ignored, ..self }
    }

    /// The test's name.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// Whether the test runs only when asked for.
    pub fn is_ignored(&self) -> bool {
        self.ignored
    }
}

/// Trials named after the functions they run, each function named once: `trials![a, b]`
/// makes the trials `a` and `b`, and `trials!["cases/"; a, b]` the trials `cases/a` and
/// `cases/b`. Each function is a `fn() -> Result<(), Failed>`.
///
/// # Example
///
/// ```
/// use testkit::trial::{Failed, Trial};
/// fn adds_up() -> Result<(), Failed> {
///     if 1 + 1 == 2 { Ok(()) } else { Err("no".into()) }
/// }
/// let trials: Vec<Trial> = testkit::trials!["arithmetic/"; adds_up];
/// assert_eq!(trials[0].name(), "arithmetic/adds_up");
/// ```
#[macro_export]
macro_rules! trials {
    ($prefix:literal; $($test:ident),* $(,)?) => {
        vec![$($crate::trial::Trial::test(concat!($prefix, stringify!($test)), $test)),*]
    };
    ($($test:ident),* $(,)?) => {
        $crate::trials![""; $($test),*]
    };
}

impl std::fmt::Debug for Trial {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Trial").field("name", &self.name).field("ignored", &self.ignored).finish_non_exhaustive()
    }
}

/// The command line of a test binary, as libtest reads it.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Arguments {
    /// Run (or list) only the tests whose name holds one of these (or is one, with `exact`).
    pub filters: Vec<String>,
    /// Leave out the tests whose name holds one of these (or is one, with `exact`).
    pub skip: Vec<String>,
    /// Filters and skips match whole names.
    pub exact: bool,
    /// Only the ignored tests.
    pub ignored: bool,
    /// The ignored tests too.
    pub include_ignored: bool,
    /// List the tests instead of running them.
    pub list: bool,
    /// `--format terse`: the list without its closing count.
    pub terse: bool,
    /// How many tests run at once (default: `RUST_TEST_THREADS`, else the number of cores).
    pub threads: Option<usize>,
    /// `--bench`: run the benchmarks, of which a trial list has none.
    pub bench: bool,
    /// `--help`.
    pub help: bool,
    /// `--report-time`: each test's duration after its result.
    pub report_time: bool,
}

/// What `--help` prints.
pub const USAGE: &str = "\
Usage: <test binary> [OPTIONS] [FILTERS...]

Runs the tests whose name contains a filter (all, without one).

Options:
      --exact             filters and --skip match whole names
      --skip NAME         leave out the tests whose name contains NAME (repeatable)
      --ignored           run only the ignored tests
      --include-ignored   run the ignored tests too
      --list              list the tests (`name: test`) instead of running them
      --format FORMAT     pretty or terse (the list without its count)
      --test-threads N    run N tests at once (default: RUST_TEST_THREADS, else the cores)
      --report-time       show how long each test took
  -h, --help              this text
Accepted for libtest's sake, without effect: --nocapture, --show-output, --quiet, --color,
--ensure-time, --force-run-in-process, --test, -Z";

impl Arguments {
    /// This process's command line.
    ///
    /// # Errors
    ///
    /// As [`Arguments::parse`].
    pub fn from_env() -> Result<Self, String> {
        Arguments::parse(std::env::args_os().skip(1))
    }

    /// Reads libtest's options from `args` (without the program's name).
    ///
    /// # Errors
    ///
    /// An option libtest does not have, a missing or malformed value.
    ///
    /// # Example
    ///
    /// ```
    /// use testkit::trial::Arguments;
    /// let args = Arguments::parse(["stress", "--exact", "--test-threads=1"]).unwrap();
    /// assert_eq!((args.filters, args.exact, args.threads), (vec!["stress".to_owned()], true, Some(1)));
    /// ```
    pub fn parse<I>(args: I) -> Result<Self, String>
    where
        I: IntoIterator,
        I::Item: Into<OsString>,
    {
        use lexopt::prelude::*;
        let mut parsed = Arguments::default();
        let mut parser = lexopt::Parser::from_args(args);
        let text = |value: OsString| value.into_string().map_err(|v| format!("not UTF-8: {v:?}"));
        while let Some(arg) = parser.next().map_err(|e| e.to_string())? {
            match arg {
                Value(filter) => parsed.filters.push(text(filter)?),
                Long("exact") => parsed.exact = true,
                Long("skip") => parsed.skip.push(text(parser.value().map_err(|e| e.to_string())?)?),
                Long("ignored") => parsed.ignored = true,
                Long("include-ignored") => parsed.include_ignored = true,
                Long("list") => parsed.list = true,
                Long("bench") => parsed.bench = true,
                Long("format") => match text(parser.value().map_err(|e| e.to_string())?)?.as_str() {
                    "terse" => parsed.terse = true,
                    "pretty" | "json" | "junit" => {}
                    other => return Err(format!("--format: {other:?} is not pretty or terse")),
                },
                Long("test-threads") => {
                    let value = text(parser.value().map_err(|e| e.to_string())?)?;
                    match value.parse::<usize>() {
                        Ok(n) if n > 0 => parsed.threads = Some(n),
                        _ => return Err(format!("--test-threads: {value:?} is not a positive number")),
                    }
                }
                Short('h') | Long("help") => parsed.help = true,
                Long("report-time") => parsed.report_time = true,
                Long("nocapture" | "show-output" | "quiet" | "ensure-time")
                | Long("force-run-in-process" | "test" | "no-capture" | "shuffle")
                | Short('q') => {}
                Long("color" | "logfile" | "shuffle-seed") | Short('Z') => {
                    parser.value().map_err(|e| e.to_string())?;
                }
                other => return Err(other.unexpected().to_string()),
            }
        }
        Ok(parsed)
    }

    /// Whether the filters and skips let the test named `name` through.
    fn selects(&self, name: &str) -> bool {
        let matches = |pattern: &String| if self.exact { name == pattern } else { name.contains(pattern.as_str()) };
        (self.filters.is_empty() || self.filters.iter().any(matches)) && !self.skip.iter().any(matches)
    }
}

/// What a run of trials came to.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Conclusion {
    /// Tests that passed.
    pub passed: usize,
    /// Tests that failed.
    pub failed: usize,
    /// Tests not run because they are ignored.
    pub ignored: usize,
    /// Tests the filters left out.
    pub filtered_out: usize,
}

impl Conclusion {
    /// The process's exit code: 0 when nothing failed, else 101, as libtest.
    pub fn exit_code(&self) -> i32 {
        if self.failed == 0 { 0 } else { 101 }
    }
}

/// Runs (or lists) `trials` as `args` say, printing as libtest does to `out`: a line per test
/// as it ends, the failures with their messages, then `test result: …`.
///
/// # Panics
///
/// If `out` cannot be written to.
pub fn run_to(args: &Arguments, trials: Vec<Trial>, out: &mut (dyn Write + Send)) -> Conclusion {
    run_with(args, trials, out, 1)
}

/// [`run_to`], with `per_core` trials at once for each core unless `args` or
/// `RUST_TEST_THREADS` say how many.
fn run_with(args: &Arguments, trials: Vec<Trial>, out: &mut (dyn Write + Send), per_core: usize) -> Conclusion {
    let started = Instant::now();
    let total = trials.len();
    let selected: Vec<Trial> = trials.into_iter().filter(|t| args.selects(&t.name)).collect();
    let mut conclusion = Conclusion { filtered_out: total - selected.len(), ..Conclusion::default() };
    if args.list {
        let listed: Vec<&Trial> = selected.iter().filter(|t| !args.ignored || t.ignored).collect();
        for t in &listed {
            writeln!(out, "{}: test", t.name).expect("cannot write the list");
        }
        if !args.terse {
            writeln!(out, "\n{} tests, 0 benchmarks", listed.len()).expect("cannot write the list");
        }
        return conclusion;
    }
    let (to_run, not_run): (Vec<Trial>, Vec<Trial>) = if args.bench {
        (Vec::new(), selected)
    } else {
        selected.into_iter().partition(|t| if args.ignored { t.ignored } else { args.include_ignored || !t.ignored })
    };
    // Under --ignored a test that is not ignored is filtered out, as libtest counts it.
    let (ignored, unasked): (Vec<Trial>, Vec<Trial>) = not_run.into_iter().partition(|t| t.ignored && !args.bench);
    conclusion.ignored = ignored.len();
    conclusion.filtered_out += unasked.len();
    let count = to_run.len() + ignored.len();
    writeln!(out, "\nrunning {count} test{}", if count == 1 { "" } else { "s" }).expect("cannot write");
    let out = Mutex::new(out);
    for t in &ignored {
        writeln!(out.lock().expect("output lock"), "test {} ... ignored", t.name).expect("cannot write");
    }
    let threads = args
        .threads
        .or_else(|| std::env::var("RUST_TEST_THREADS").ok().and_then(|n| n.parse().ok()))
        .or_else(|| std::thread::available_parallelism().ok().map(|cores| usize::from(cores) * per_core.max(1)))
        .unwrap_or(1);
    let (alone, together): (Vec<Trial>, Vec<Trial>) = to_run.into_iter().partition(|t| t.alone);
    let failures = Mutex::new(Vec::new());
    let passed = Mutex::new(0);
    let run_one = |trial: Trial| {
        let began = Instant::now();
        let outcome = match catch_unwind(AssertUnwindSafe(trial.body)) {
            Ok(outcome) => outcome,
            Err(payload) => Err(Failed(panic_message(payload.as_ref()))),
        };
        let shown = if outcome.is_ok() { "ok" } else { "FAILED" };
        let time = if args.report_time { format!(" <{:.3}s>", began.elapsed().as_secs_f64()) } else { String::new() };
        writeln!(out.lock().expect("output lock"), "test {} ... {shown}{time}", trial.name).expect("cannot write");
        match outcome {
            Ok(()) => *passed.lock().expect("count lock") += 1,
            Err(failed) => failures.lock().expect("failures lock").push((trial.name, failed.0)),
        }
    };
    let queue = Mutex::new(together.into_iter());
    std::thread::scope(|scope| {
        for _ in 0..threads.max(1) {
            scope.spawn(|| {
                loop {
                    // A statement of its own, so that the queue's lock is let go before the trial.
                    let Some(trial) = queue.lock().expect("queue lock").next() else { break };
                    run_one(trial);
                }
            });
        }
    });
    alone.into_iter().for_each(run_one);
    let out = out.into_inner().expect("output lock");
    let failures = failures.into_inner().expect("failures lock");
    conclusion.passed = passed.into_inner().expect("count lock");
    conclusion.failed = failures.len();
    if !failures.is_empty() {
        writeln!(out, "\nfailures:\n").expect("cannot write");
        for (name, message) in &failures {
            writeln!(out, "---- {name} ----\n{message}\n").expect("cannot write");
        }
        writeln!(out, "\nfailures:").expect("cannot write");
        for (name, _) in &failures {
            writeln!(out, "    {name}").expect("cannot write");
        }
    }
    writeln!(
        out,
        "\ntest result: {}. {} passed; {} failed; {} ignored; 0 measured; {} filtered out; finished in {:.2}s\n",
        if conclusion.failed == 0 { "ok" } else { "FAILED" },
        conclusion.passed,
        conclusion.failed,
        conclusion.ignored,
        conclusion.filtered_out,
        started.elapsed().as_secs_f64()
    )
    .expect("cannot write");
    conclusion
}

/// Runs `trials` as this process's command line says, printing to stdout; the caller exits
/// with [`Conclusion::exit_code`]. A wrong command line is told on stderr and ends the process
/// with libtest's code, 101; `--help` prints [`USAGE`] and ends it with 0.
pub fn run(trials: Vec<Trial>) -> Conclusion {
    run_to(&arguments(), trials, &mut std::io::stdout())
}

/// As [`run`], for trials that spend their time waiting (for a run to reach its wall-clock
/// limit, a process to end) rather than computing: unless the command line or
/// `RUST_TEST_THREADS` says how many, `per_core` of them run at once for each core.
pub fn run_waiting(trials: Vec<Trial>, per_core: usize) -> Conclusion {
    run_with(&arguments(), trials, &mut std::io::stdout(), per_core)
}

/// This process's command line, or its end: a wrong one is told on stderr, with libtest's
/// code, 101, and `--help` prints [`USAGE`].
fn arguments() -> Arguments {
    let args = match Arguments::from_env() {
        Ok(args) => args,
        Err(e) => {
            eprintln!("error: {e}\n\n{USAGE}");
            std::process::exit(101);
        }
    };
    if args.help {
        println!("{USAGE}");
        std::process::exit(0);
    }
    args
}

fn panic_message(payload: &(dyn std::any::Any + Send)) -> String {
    let text = payload
        .downcast_ref::<&str>()
        .map(|s| (*s).to_owned())
        .or_else(|| payload.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "a panic without a message".to_owned());
    format!("test panicked: {text}")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn trials() -> Vec<Trial> {
        vec![
            Trial::test("00-sample-1", || Ok(())),
            Trial::test("00-sample-2", || Err("wrong answer".into())),
            Trial::test("stress", || panic!("the brute force gave up")),
            Trial::test("write-cases", || Err("must not run unasked".into())).with_ignored_flag(true),
        ]
    }

    fn run(args: &[&str]) -> (Conclusion, String) {
        let mut out = Vec::new();
        let conclusion = run_to(&Arguments::parse(args.iter().copied()).unwrap(), trials(), &mut out);
        (conclusion, String::from_utf8(out).unwrap())
    }

    #[test]
    fn every_test_runs_and_failures_show_their_message() {
        let (conclusion, out) = run(&["--test-threads", "2"]);
        assert_eq!(conclusion, Conclusion { passed: 1, failed: 2, ignored: 1, filtered_out: 0 });
        assert_eq!(conclusion.exit_code(), 101);
        assert!(out.starts_with("\nrunning 4 tests\n"), "{out}");
        for line in ["test 00-sample-1 ... ok", "test 00-sample-2 ... FAILED", "test write-cases ... ignored"] {
            assert!(out.lines().any(|l| l == line), "no {line:?} in\n{out}");
        }
        assert!(out.contains("---- 00-sample-2 ----\nwrong answer\n"), "{out}");
        assert!(out.contains("test panicked: the brute force gave up"), "{out}");
        let listed = out.split("\nfailures:\n").nth(2).unwrap_or_default();
        assert!(listed.contains("    00-sample-2\n") && listed.contains("    stress\n"), "{out}");
        assert!(out.lines().any(|l| l.starts_with(
            "test result: FAILED. 1 passed; 2 failed; 1 ignored; 0 measured; 0 filtered out; finished in "
        )));
    }

    #[test]
    fn filters_match_parts_of_names_or_whole_names() {
        let (conclusion, out) = run(&["00-sample"]);
        assert_eq!(conclusion, Conclusion { passed: 1, failed: 1, ignored: 0, filtered_out: 2 });
        assert!(out.contains("running 2 tests"));
        let (conclusion, _) = run(&["00-sample", "--exact"]);
        assert_eq!(conclusion, Conclusion { passed: 0, failed: 0, ignored: 0, filtered_out: 4 });
        let (conclusion, out) = run(&["--exact", "00-sample-1"]);
        assert_eq!((conclusion.passed, conclusion.failed, conclusion.exit_code()), (1, 0, 0));
        assert!(
            out.lines()
                .any(|l| l.starts_with("test result: ok. 1 passed; 0 failed; 0 ignored; 0 measured; 3 filtered out;")),
            "{out}"
        );
        let (conclusion, _) = run(&["sample", "--skip", "sample-2"]);
        assert_eq!((conclusion.passed, conclusion.failed, conclusion.filtered_out), (1, 0, 3));
    }

    #[test]
    fn ignored_tests_run_only_when_asked() {
        let (conclusion, _) = run(&["--ignored"]);
        assert_eq!(conclusion, Conclusion { passed: 0, failed: 1, ignored: 0, filtered_out: 3 });
        let (conclusion, out) = run(&["--include-ignored"]);
        assert_eq!(conclusion, Conclusion { passed: 1, failed: 3, ignored: 0, filtered_out: 0 });
        assert!(out.contains("must not run unasked"));
    }

    #[test]
    fn report_time_shows_each_tests_duration() {
        let (_, out) = run(&["00-sample-1", "--report-time"]);
        let line = out.lines().find(|l| l.starts_with("test 00-sample-1 ... ok <")).unwrap_or_default();
        let seconds = line.trim_start_matches("test 00-sample-1 ... ok <").trim_end_matches("s>");
        assert!(seconds.parse::<f64>().is_ok_and(|s| s >= 0.0), "{out}");
        let (_, out) = run(&["00-sample-1"]);
        assert!(out.lines().any(|l| l == "test 00-sample-1 ... ok"), "{out}");
    }

    #[test]
    fn a_trial_run_alone_runs_once_the_others_have_ended() {
        use std::sync::Arc;
        use std::sync::atomic::{AtomicUsize, Ordering};
        let running = Arc::new(AtomicUsize::new(0));
        let busy = |name: &str| {
            let running = Arc::clone(&running);
            Trial::test(name, move || {
                running.fetch_add(1, Ordering::SeqCst);
                std::thread::sleep(std::time::Duration::from_millis(30));
                running.fetch_sub(1, Ordering::SeqCst);
                Ok(())
            })
        };
        let beside = Arc::clone(&running);
        let trials = vec![
            Trial::test("timed", move || match beside.load(Ordering::SeqCst) {
                0 => Ok(()),
                n => Err(format!("{n} other tests ran beside it").into()),
            })
            .alone(),
            busy("a"),
            busy("b"),
            busy("c"),
        ];
        let mut out = Vec::new();
        let conclusion = run_to(&Arguments::parse(["--test-threads", "4"]).unwrap(), trials, &mut out);
        let out = String::from_utf8(out).unwrap();
        assert_eq!((conclusion.passed, conclusion.failed), (4, 0), "{out}");
        let at = |line: &str| out.find(line).unwrap_or_else(|| panic!("no {line:?} in\n{out}"));
        let timed = at("test timed ... ok\n");
        assert!(["test a ... ok", "test b ... ok", "test c ... ok"].iter().all(|l| at(l) < timed), "{out}");
    }

    #[test]
    fn a_trial_shows_its_name_and_whether_it_is_ignored() {
        let shown = format!("{:?}", Trial::test("write-cases", || Ok(())).with_ignored_flag(true));
        assert_eq!(shown, r#"Trial { name: "write-cases", ignored: true, .. }"#);
    }

    #[test]
    fn lists_are_what_nextest_reads() {
        let (conclusion, out) = run(&["--list", "--format", "terse"]);
        assert_eq!(out, "00-sample-1: test\n00-sample-2: test\nstress: test\nwrite-cases: test\n");
        assert_eq!(conclusion.passed + conclusion.failed, 0, "a list runs nothing");
        let (_, out) = run(&["--list", "--format=terse", "--ignored"]);
        assert_eq!(out, "write-cases: test\n");
        let (_, out) = run(&["--list", "sample"]);
        assert_eq!(out, "00-sample-1: test\n00-sample-2: test\n\n2 tests, 0 benchmarks\n");
        let (conclusion, out) = run(&["--bench"]);
        assert_eq!((conclusion.passed, conclusion.failed), (0, 0));
        assert!(out.contains("running 0 tests"));
    }

    #[test]
    fn libtest_options_are_accepted_and_others_refused() {
        let args = Arguments::parse([
            "--nocapture",
            "--color",
            "never",
            "-Z",
            "unstable-options",
            "-q",
            "--show-output",
            "--test-threads=3",
        ])
        .unwrap();
        assert_eq!(args, Arguments { threads: Some(3), ..Arguments::default() });
        assert!(Arguments::parse(["--frobnicate"]).unwrap_err().contains("--frobnicate"));
        assert!(Arguments::parse(["--test-threads", "0"]).is_err());
        assert!(Arguments::parse(["--test-threads"]).is_err());
        assert!(Arguments::parse(["--format", "xml"]).is_err());
        assert!(Arguments::parse(["--help"]).unwrap().help);
    }
}
