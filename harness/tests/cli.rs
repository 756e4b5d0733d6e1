//! The command line: usage, refusals, and `new` writing a directory that follows the rules.

use assert_cmd::Command;
use predicates::prelude::*;

fn harness() -> Command {
    Command::cargo_bin("harness").expect("cargo builds the harness binary for its tests")
}

#[test]
fn help_lists_both_commands() {
    harness().arg("--help").assert().success().stdout(predicate::str::contains("harness new SLUG"));
}

#[test]
fn unknown_options_and_problems_are_refused() {
    harness().arg("--fast").assert().code(2).stderr(predicate::str::starts_with("error: unknown option `--fast`"));
    harness().arg("no-such-problem").assert().code(2).stderr(predicate::str::contains("no problem `no-such-problem`"));
}

#[test]
fn new_refuses_bad_and_existing_slugs() {
    harness().args(["new", "Bad_Slug"]).assert().code(2).stderr(predicate::str::contains("is not a valid slug"));
    harness().args(["new", "good-luck-cet4"]).assert().code(2).stderr(predicate::str::contains("already exists"));
    harness().arg("new").assert().code(2).stderr(predicate::str::contains("exactly one slug"));
}

#[test]
fn new_writes_a_directory_that_follows_the_rules() {
    let root = std::env::temp_dir().join(format!("harness-new-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&root);
    std::fs::create_dir_all(root.join("problems")).unwrap();
    std::fs::write(root.join("Cargo.toml"), "[workspace]\nmembers = [\"problems/*\"]\n").unwrap();
    harness()
        .current_dir(&root)
        .args(["new", "zz-demo"])
        .assert()
        .success()
        .stdout(predicate::str::contains("cargo test -p zz-demo"));
    let broken = harness::discover::check_structure(&root.join("problems/zz-demo"));
    std::fs::remove_dir_all(&root).unwrap();
    assert!(broken.is_empty(), "{}", broken.join("\n"));
}
