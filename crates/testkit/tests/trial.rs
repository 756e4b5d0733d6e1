//! `testkit::trial` end to end: the binary `testkit-trials` (a test binary on it) run with libtest's
//! options, its output and exit code checked.

use testkit::command::TestCommand;

/// The binary `testkit-trials`, which cargo builds with this test, without the thread count
/// this test may have been given.
fn trials() -> TestCommand {
    let mut command = TestCommand::new(env!("CARGO_BIN_EXE_testkit-trials"));
    command.env_remove("RUST_TEST_THREADS");
    command
}

#[test]
fn an_exact_filter_runs_one_test() {
    trials()
        .args(["--exact", "passes"])
        .run()
        .success()
        .stdout_has("test passes ... ok\n")
        .stdout_has("test result: ok. 1 passed; 0 failed; 0 ignored; 0 measured; 4 filtered out; finished in");
}

#[test]
fn a_failure_is_shown_and_fails_the_run() {
    trials()
        .run()
        .code(101)
        .stdout_has("test fails ... FAILED\n")
        .stdout_has("test asked-for ... ignored\n")
        .stdout_has("---- fails ----\ntold why\n")
        .stdout_has("test result: FAILED. 3 passed; 1 failed; 1 ignored; 0 measured; 0 filtered out;");
}

/// A run of `together`: its options, its environment, and how many trials it runs at once.
type ThreadsCase = (&'static [&'static str], &'static [(&'static str, &'static str)], usize);

#[test]
fn the_test_threads_are_as_many_as_asked() {
    let runs: [ThreadsCase; 8] = [
        (&["--test-threads", "1"], &[], 1),
        (&["--test-threads=2"], &[], 2),
        (&[], &[("RUST_TEST_THREADS", "1")], 1),
        (&[], &[("RUST_TEST_THREADS", "2")], 2),
        // Trials that mostly wait, on one core (below): two at once unless told otherwise.
        (&[], &[("SG_TRIALS_WAITING", "2")], 2),
        (&["--test-threads", "1"], &[("SG_TRIALS_WAITING", "2")], 1),
        (&[], &[("SG_TRIALS_WAITING", "2"), ("RUST_TEST_THREADS", "1")], 1),
        (&[], &[("SG_TRIALS_WAITING", "1")], 1),
    ];
    // At once: a run on one thread waits out its two trials' half seconds.
    std::thread::scope(|scope| {
        for (args, env, most) in runs {
            scope.spawn(move || {
                let mut command = trials();
                if env.iter().any(|(key, _)| *key == "SG_TRIALS_WAITING") {
                    // One core, as `taskset` leaves it, so that the cores alone would give one.
                    command = TestCommand::new("taskset");
                    command.env_remove("RUST_TEST_THREADS");
                    command.args(["-c", "0", env!("CARGO_BIN_EXE_testkit-trials")]);
                }
                command.arg("together").args(args);
                for (key, value) in env {
                    command.env(key, value);
                }
                command.run().success().stdout_has(&format!("most at once: {most}\n"));
            });
        }
    });
}

#[test]
fn the_list_is_what_nextest_reads() {
    trials()
        .args(["--list", "--format", "terse", "--ignored"])
        .run()
        .success()
        .stdout_is("asked-for: test\nmost at once: 0\n");
    trials()
        .args(["--list", "--format", "terse"])
        .run()
        .success()
        .stdout_starts_with("passes: test\nfails: test\ntogether/1: test\ntogether/2: test\nasked-for: test\n");
}

#[test]
fn a_wrong_command_line_is_told_and_help_is_given() {
    trials().arg("--frobnicate").run().code(101).stderr_has("--frobnicate");
    trials().arg("--help").run().success().stdout_has("Usage: <test binary> [OPTIONS] [FILTERS...]");
}
