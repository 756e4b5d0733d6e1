//! The command line itself: its help, what it refuses, and the mistakes it tells with what was
//! meant.

use crate::common::harness;
use crate::support::a_line_begins;

#[test]
fn help_describes_every_command_and_option() {
    harness()
        .arg("--help")
        .run()
        .success()
        .stdout_has("judge")
        .stdout_has("new")
        .stdout_has("--jobs")
        .stdout_has("--format")
        .stdout_has("--cmd");
    harness().args(["judge", "--help"]).run().success().stdout_has("--cmd <COMMAND>").stdout_has("[SLUGS]...");
    harness().args(["new", "--help"]).run().success().stdout_has("<SLUG>");
    // The default seed as every stress report shows seeds.
    harness().args(["stress", "--help"]).run().success().stdout_has("[default: 0x5eed9a3e]");
}

#[test]
fn unknown_options_and_problems_are_refused() {
    harness().arg("--fast").run().code(2).stderr_has("unexpected argument '--fast'");
    harness().args(["--format", "xml"]).run().code(2).stderr_has("invalid value 'xml'");
    // The usage line after a mistake is the command's, not the options just typed.
    harness()
        .args(["--format", "json", "--frob"])
        .run()
        .code(2)
        .stderr_has("Usage: harness [OPTIONS] [SLUGS]...\n       harness <COMMAND>\n")
        .stderr_lacks("--format <FORMAT>");
    harness().args(["stress", "nim", "--frob"]).run().code(2).stderr_has("Usage: harness stress [OPTIONS] <SLUG>\n");
    harness().arg("no-such-problem").run().code(2).stderr_has("no problem `no-such-problem`");
    harness().args(["judge", "nim", "s-nim", "--cmd", "./a.out"]).run().code(2).stderr_has("name exactly one slug");
}

/// Mistakes a user makes at the command line are told at once, with what was meant: a command
/// that cannot start (before anything is built or judged, exit 2), a mistyped command or
/// problem, and `list` for the problems there are.
#[test]
fn mistakes_are_told_with_what_was_meant() {
    harness()
        .args(["judge", "nim", "--cmd", "./no-such-solution"])
        .run()
        .code(2)
        .stderr_has("--cmd: ")
        .stderr_has("no-such-solution: no such file");
    harness()
        .args(["stress", "nim", "--cmd", "./no-such-solution"])
        .run()
        .code(2)
        .stderr_has("no such file")
        .stderr_lacks("Compiling");
    harness().args(["jduge", "nim"]).run().code(2).stderr_has("did you mean the command `judge`?");
    harness().arg("nimm").run().code(2).stderr_has("did you mean the problem `nim`?");
    // A long name may be further off: up to a quarter of its letters (here 3 of 17).
    harness().arg("subtracton-ny-mov").run().code(2).stderr_has("did you mean the problem `subtraction-any-move`?");
    harness().arg("frobnicate").run().code(2).stderr_has(
        "no problem `frobnicate`; `harness list` lists the problems, and the commands are judge, stress, check",
    );
    let ran = harness().arg("list").run();
    let listed = ran.success().stdout();
    for row in ["nim +batch +Nim", "subtraction-duel +interactive "] {
        assert!(a_line_begins(listed, row), "expected a line of stdout like `{row}`\n{ran}");
    }
}

/// Run from outside any workspace (a solution's own directory, say), the CLI works on the
/// workspace it was built in.
#[test]
fn works_from_outside_the_workspace() {
    let elsewhere = tempfile::tempdir().unwrap();
    let ran = harness().current_dir(elsewhere.path()).arg("list").run();
    assert!(
        a_line_begins(ran.success().stdout(), "nim +batch "),
        "expected a line of stdout like `nim +batch `\n{ran}"
    );
}
