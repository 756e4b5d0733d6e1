//! A test binary on `testkit::trial`, as a problem's `tests/judge.rs` is one: a list of trials
//! made at run time, run with libtest's command line. `tests/trial.rs` runs it with options
//! and checks what it prints (its last line through `testkit::outln!`) and its exit code.
//!
//! ```sh
//! cargo run -p testkit --bin testkit-trials -- --list
//! cargo run -p testkit --bin testkit-trials -- together --test-threads 1
//! ```

use std::sync::atomic::{AtomicUsize, Ordering::SeqCst};
use std::time::{Duration, Instant};
use testkit::trial::{self, Failed, Trial};

static RUNNING: AtomicUsize = AtomicUsize::new(0);
static MOST: AtomicUsize = AtomicUsize::new(0);

/// Waits (half a second at most) for the other `together` trial to run beside it, and notes how
/// many ran at once: one on one test thread, two on two.
fn together() -> Result<(), Failed> {
    RUNNING.fetch_add(1, SeqCst);
    let start = Instant::now();
    while RUNNING.load(SeqCst) < 2 && start.elapsed() < Duration::from_millis(500) {
        std::thread::sleep(Duration::from_millis(5));
    }
    MOST.fetch_max(RUNNING.load(SeqCst), SeqCst);
    RUNNING.fetch_sub(1, SeqCst);
    Ok(())
}

fn main() {
    let trials = vec![
        Trial::test("passes", || Ok(())),
        Trial::test("fails", || Err(Failed::from("told why"))),
        Trial::test("together/1", together),
        Trial::test("together/2", together),
        Trial::test("asked-for", || Ok(())).with_ignored_flag(true),
    ];
    // `SG_TRIALS_WAITING=N`: as trials that mostly wait, N at once for each core.
    let conclusion = match std::env::var("SG_TRIALS_WAITING").ok().and_then(|n| n.parse::<usize>().ok()) {
        Some(per_core) => trial::run_waiting(trials, per_core),
        None => trial::run(trials),
    };
    testkit::outln!("most at once: {}", MOST.load(SeqCst));
    std::process::exit(conclusion.exit_code());
}
