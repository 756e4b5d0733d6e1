//! `testkit::trial` end to end: the binary `testkit-trials` (a test binary on it) run with libtest's
//! options, its output and exit code checked.

use testkit::command::TestCommand;

/// The binary `testkit-trials`, which cargo builds with this test.
fn trials() -> TestCommand {
    TestCommand::new(env!("CARGO_BIN_EXE_testkit-trials"))
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

#[test]
fn the_test_threads_are_as_many_as_asked() {
    trials().args(["together", "--test-threads", "1"]).run().success().stdout_has("most at once: 1\n");
    trials().args(["together", "--test-threads=2"]).run().success().stdout_has("most at once: 2\n");
    trials().arg("together").env("RUST_TEST_THREADS", "1").run().success().stdout_has("most at once: 1\n");
    trials().arg("together").env("RUST_TEST_THREADS", "2").run().success().stdout_has("most at once: 2\n");
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
