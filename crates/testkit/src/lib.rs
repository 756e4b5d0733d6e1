//! The test kit: everything a problem's tests use, and the judge as a library. It reads a
//! problem package (its `problem.toml`, cases and rules), judges a program on a case like an
//! online judge (AC, WA, RE, TLE, MLE, OLE or JE, through the run box of `runguard`), turns
//! every case into its own test, and runs a problem's verification: its generator, brute
//! force and references, stress and shrink. A problem dev-depends on this crate only; the
//! `harness` CLI is built on it.
//!
//! A problem has one test binary, `tests/judge.rs`: `mod stress;` and [`verify_main!`] on the
//! [`verify::Verification`] that its `tests/stress.rs` states. It runs every case and the
//! package's checks ([`cases`]) and the verification's trials ([`verify`]).
//!
//! | module | what it does |
//! |---|---|
//! | [`diagnostic`] | what went wrong, and in which file |
//! | [`paths`] | the workspace's root and its build directory |
//! | [`meta`] | `problem.toml` |
//! | [`discover`] | problem directories, their cases, and the rules they must follow |
//! | [`generated`] | inputs made by a problem's generator, pinned by SHA-256 in `cases/generated.toml` |
//! | [`compare`] | `tokens` and `exact` comparison, first difference |
//! | [`failure`] | the verdict on a run that failed by itself (time, memory, crash, output) |
//! | [`judging`] | the verdict on one case: the run's failures, then the comparison, checker or interactor |
//! | [`refusal`] | bad input refused cleanly (one `error:` line, exit code 2), checked |
//! | [`report`] | verdicts and reports, as the CLI prints them and as JSON |
//! | [`jury`] | a problem's checker or interactor |
//! | [`cases`] | every case as its own test (`tests/judge.rs`) |
//! | [`stress`] | the pieces a problem's checks use: a binary's output on an input checked, an input's numbers, the default seed |
//! | [`verify`] | one problem's verification: its description, the stress loop and the shrinker, its trials, `harness stress` |
//! | [`validation`] | the input validator: valid, invalid and junk inputs, the bounds the cases reach |
//! | [`submission`] | submissions with expected verdicts, compiled and judged; the time limit they allow |
//! | [`trial`] | tests made at run time, run with libtest's command line and output |
//! | [`command`] | a program run by a test (a CLI's own tests), its exit status and outputs checked |

#![warn(missing_docs, clippy::missing_panics_doc, clippy::missing_errors_doc)]

pub mod cases;
pub mod command;
pub mod compare;
pub mod diagnostic;
pub mod discover;
pub mod failure;
pub mod generated;
pub mod judging;
pub mod jury;
pub mod meta;
pub mod paths;
pub mod refusal;
pub mod report;

/// The run box (the `runguard` crate).
pub use runguard::{guard, run};

/// The first call in `main` of every program that judges, test binaries included:
/// [`guard::enter`], which makes this process one of the box's processes when it was started
/// as one (and then never returns), and otherwise returns.
///
/// A process that was not started as one of the box's (its first argument does not begin with
/// [`guard::ROLE_ARG_PREFIX`]) and ends inside `enter` all the same ran none of its tests, so
/// its end is made a failure, exit status 101 as libtest's, whatever status it ended with:
/// a broken `enter` cannot pass for a test binary whose tests all passed.
pub fn enter() {
    static RETURNED: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);
    extern "C" fn ended_inside_enter() {
        if !RETURNED.load(std::sync::atomic::Ordering::SeqCst) {
            eprintln!(
                "error: this process ended inside `runguard::enter`, not having been started as one of the box's"
            );
            // `exit` is running the handlers: `_exit` ends the process with this status instead.
            #[allow(unsafe_code, reason = "_exit has no safe wrapper")]
            // SAFETY: ends the process; nothing after it runs.
            unsafe {
                libc::_exit(101)
            };
        }
    }
    let role =
        std::env::args_os().nth(1).is_some_and(|a| a.as_encoded_bytes().starts_with(guard::ROLE_ARG_PREFIX.as_bytes()));
    if !role {
        // SAFETY: `ended_inside_enter` is a plain function that touches only an atomic and
        // stderr; `atexit` only keeps its address.
        #[allow(unsafe_code, reason = "atexit has no safe wrapper")]
        let _ = unsafe { libc::atexit(ended_inside_enter) };
    }
    guard::enter();
    RETURNED.store(true, std::sync::atomic::Ordering::SeqCst);
}

pub mod stress;
pub mod submission;
pub mod trial;
pub mod validation;
pub mod verify;

/// The runner of this process, made on first use with the workspace
/// ([`discover::workspace_root`]) protected; its guard is this executable, which must have
/// called [`runguard::enter`] first thing in `main`.
///
/// # Errors
///
/// As [`run::Runner::new`].
pub fn shared_runner() -> Result<&'static run::Runner, diagnostic::Diagnostic> {
    static SHARED: std::sync::OnceLock<Result<run::Runner, diagnostic::Diagnostic>> = std::sync::OnceLock::new();
    SHARED
        .get_or_init(|| run::Runner::new(&[discover::workspace_root()]).map_err(diagnostic::Diagnostic::from))
        .as_ref()
        .map_err(Clone::clone)
}

/// The [`shared_runner`]'s direct runner ([`run::Runner::direct`]): how a problem's tests run
/// its own binaries where many runs check what the program computes, not how it is judged
/// (stress, bad input, the validator's verdicts). Its stored cases and its submissions run
/// through the [`shared_runner`], in the box.
///
/// # Errors
///
/// As [`shared_runner`].
pub fn direct_runner() -> Result<&'static run::Runner, diagnostic::Diagnostic> {
    static DIRECT: std::sync::OnceLock<Result<run::Runner, diagnostic::Diagnostic>> = std::sync::OnceLock::new();
    DIRECT.get_or_init(|| shared_runner().map(run::Runner::direct)).as_ref().map_err(Clone::clone)
}

/// Writes `args` on stdout, as `print!` does, except that a reader which went away
/// (`harness … | head`) is not a panic: the judging goes on, and the exit status still tells
/// the verdict. Any other failure to write is said once per call on stderr.
///
/// # Example
///
/// ```
/// testkit::print_out(format_args!("{} cases\n", 17));
/// ```
pub fn print_out(args: std::fmt::Arguments<'_>) {
    write_out(&mut std::io::stdout().lock(), args);
}

/// Writes `args` on `out` as [`print_out`] does on stdout: a reader gone away ends the output,
/// not the program.
///
/// # Example
///
/// ```
/// let mut out = Vec::new();
/// testkit::write_out(&mut out, format_args!("{} cases\n", 17));
/// assert_eq!(out, b"17 cases\n");
/// ```
pub fn write_out(out: &mut dyn std::io::Write, args: std::fmt::Arguments<'_>) {
    // A reader gone away is tested where one can go away, by the harness's
    // `a_closed_stdout_is_not_a_panic`: the test kit's own tests write where no one closes.
    if let Err(e) = out.write_fmt(args).and_then(|()| out.flush()) {
        if e.kind() != std::io::ErrorKind::BrokenPipe {
            eprintln!("error: cannot write the output: {e}");
        }
    }
}

/// `println!` through [`print_out`]: a closed stdout ends the output, not the program.
#[macro_export]
macro_rules! outln {
    () => {
        $crate::print_out(format_args!("\n"))
    };
    ($($arg:tt)*) => {
        $crate::print_out(format_args!("{}\n", format_args!($($arg)*)))
    };
}

/// The `main` of a problem's one test binary, `tests/judge.rs`: the cases' trials
/// ([`cases::checked_trials`]) and the verification ([`verify::main`]) in one binary. Here, at
/// the root, because it joins the two:
/// `mod stress; testkit::verify_main!(stress::VERIFICATION);`.
#[macro_export]
macro_rules! verify_main {
    ($verification:expr) => {
        fn main() {
            $crate::enter();
            let program = $crate::this_binary!();
            let cases =
                $crate::cases::checked_trials(env!("CARGO_MANIFEST_DIR"), &program, env!("CARGO_TARGET_TMPDIR"));
            $crate::verify::main(&$verification, env!("CARGO_PKG_NAME"), env!("CARGO_MANIFEST_DIR"), program, cases)
        }
    };
}

/// A run as the box would report it, made up for unit tests: `exit`, `stop` and `stdout`, no
/// stderr, 3 ms of CPU, 4 ms of wall time and 100 KiB at the peak.
#[cfg(test)]
fn made_up_run(exit: run::Exit, stop: Option<run::Stop>, stdout: &[u8]) -> run::RunResult {
    run::RunResult {
        exit,
        stop,
        stdout: stdout.to_vec(),
        stderr: Vec::new(),
        cpu: std::time::Duration::from_millis(3),
        wall: std::time::Duration::from_millis(4),
        peak_kib: 100,
        ended_ns: 0,
        output_cut: false,
        isolation: run::Isolation::default(),
        refused: Vec::new(),
        refused_calls: 0,
        guard_cpu: std::time::Duration::ZERO,
    }
}
