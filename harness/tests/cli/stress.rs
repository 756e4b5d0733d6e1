//! `harness stress`: a program against a problem's brute force and its maximal cases.

use crate::common::{harness, harness_process};
use std::sync::{Mutex, MutexGuard};

/// Every `harness stress nim` writes its counterexample to the same `stress/nim/` of the build
/// directory: the tests that stress nim take turns, so that none reads another's.
fn stressing_nim() -> MutexGuard<'static, ()> {
    static NIM: Mutex<()> = Mutex::new(());
    NIM.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// `harness stress` on a problem of this workspace: its own binary agrees with its brute
/// force, and a command that always answers `Yes` is caught, shrunk and written down.
#[test]
fn stress_checks_a_program_against_the_brute_force() {
    let _turn = stressing_nim();
    harness()
        .args(["stress", "nim", "--runs", "40", "--time", "60", "--profile", "dev"])
        .run()
        .success()
        // The problem's own binary, built with the profile asked for: the one `cargo test` built.
        .stdout_has("/debug/nim agreed with the brute force on 40 inputs");
    let ran = harness().args(["stress", "nim", "--cmd", "sh -c 'echo Yes'", "--time", "60", "--profile", "dev"]).run();
    let stdout = ran.code(1).stdout();
    // Under the build directory, wherever CARGO_TARGET_DIR puts it.
    let out = testkit::discover::target_dir(&testkit::discover::workspace_root()).join("stress/nim");
    for ext in ["in", "expected", "actual"] {
        let path = out.join(format!("counterexample.{ext}"));
        assert!(stdout.contains(&format!("wrote {}", path.display())), "{stdout}");
        assert!(path.is_file(), "{}", path.display());
    }
    let shrunk = std::fs::read_to_string(out.join("counterexample.in")).unwrap();
    // The smallest lost position has 3 tokens (`2` and two equal piles); allow twice that.
    assert!(shrunk.split_whitespace().count() <= 6, "shrunk to {shrunk:?}");
    assert_eq!(std::fs::read_to_string(out.join("counterexample.actual")).unwrap().trim(), "Yes");
}

/// A program right on every small input and wrong on large ones (a 32-bit or floating-point
/// idea) no longer passes `stress`: after the brute force, the stored maximal cases judge it.
#[test]
fn stress_judges_large_inputs_too() {
    let _turn = stressing_nim();
    let dir = tempfile::tempdir().unwrap();
    let script = dir.path().join("small-only.py");
    std::fs::write(
        &script,
        "import sys\nd = sys.stdin.read().split()\nx = 0\nfor p in d[1:]:\n    x ^= int(p) if int(p) < 10**6 else 0\nprint('Yes' if x else 'No')\n",
    )
    .unwrap();
    let command = format!("python3 {}", script.display());
    harness()
        .args(["stress", "nim", "--cmd", &command, "--runs", "20", "--time", "60", "--profile", "dev"])
        .run()
        .code(1)
        .stdout_has("failed on the stored case 30-max-");
}

/// A reader that goes away (`harness stress … | head -1`) neither panics the harness nor
/// changes its exit status: 1, for the counterexample it found.
#[test]
fn a_closed_stdout_is_not_a_panic() {
    let _turn = stressing_nim();
    let mut child = harness_process()
        .args(["stress", "nim", "--cmd", "sh -c 'echo Yes'", "--time", "60", "--profile", "dev"])
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    drop(child.stdout.take());
    let output = child.wait_with_output().unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(1), "{stderr}");
    assert!(!stderr.contains("panicked") && !stderr.contains("cannot write"), "{stderr}");
}
