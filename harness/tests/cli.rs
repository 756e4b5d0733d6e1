//! The command line: usage, refusals, `new` writing a directory that follows the rules, and
//! the main job end to end: a scratch workspace with a correct, a wrong, a crashing and a
//! hanging problem, built and judged by the CLI, and a judge interrupted with Ctrl-C.
#![allow(clippy::unwrap_used, reason = "fixture set-up: a failure to set up is a test failure")]

mod common;

use common::{VALIDATOR, Workspace, alive_with, harness, harness_process};
use std::os::unix::process::CommandExt;
use std::path::PathBuf;
use std::time::{Duration, Instant};
use testkit::command::TestCommand;

/// Whether a line of `text` begins as `pattern` says, where ` +` stands for one space or
/// more (between the columns of a table) and the rest is literal: the regex `(?m)^pattern`.
fn a_line_begins(text: &str, pattern: &str) -> bool {
    text.lines().any(|line| {
        let mut rest = line;
        for (i, piece) in pattern.split(" +").enumerate() {
            let spaced = rest.trim_start_matches(' ');
            if i > 0 && spaced.len() == rest.len() {
                return false;
            }
            match (if i > 0 { spaced } else { rest }).strip_prefix(piece) {
                Some(after) => rest = after,
                None => return false,
            }
        }
        true
    })
}

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

#[test]
fn new_refuses_bad_and_existing_slugs() {
    harness().args(["new", "Bad_Slug"]).run().code(2).stderr_has("is not a valid slug");
    harness().args(["new", "good-luck-cet4"]).run().code(2).stderr_has("already exists");
    harness().arg("new").run().code(2).stderr_has("<SLUG>");
}

const SUM: &str = "let mut s = String::new(); std::io::stdin().read_line(&mut s).unwrap(); \
    let t: i64 = s.split_whitespace().map(|x| x.parse::<i64>().unwrap()).sum(); println!(\"{t}\");";

#[test]
fn the_cli_builds_and_judges_a_workspace() {
    let ws = Workspace::new("judge");
    ws.problem("p-correct", SUM);
    ws.problem("p-crash", "std::process::exit(3);");
    ws.problem("p-hang", "loop { std::hint::black_box(0); }");
    ws.problem("p-wrong", "println!(\"4\");");
    // A failing problem fails the run.
    let ran = ws.harness().args(["--jobs", "2"]).run();
    let stdout = ran.code(1).stdout();
    let line = |slug: &str| stdout.lines().find(|l| l.starts_with(slug)).unwrap_or_default().to_owned();
    for (slug, counts, status) in [
        ("p-correct", "AC   2", "ok"),
        ("p-crash", "AC   0  RE   2", "FAILED"),
        ("p-hang", "AC   0  TLE   2", "FAILED"),
        ("p-wrong", "AC   0  WA   2", "FAILED"),
    ] {
        let line = line(slug);
        assert!(line.contains(&format!("2 cases  {counts} ")) && line.ends_with(status), "{slug}: {line}\n{stdout}");
    }
    assert!(stdout.contains("RE 00-sample-1: problems/p-crash/cases/00-sample-1.in\n  exit code 3"), "{stdout}");
    assert!(
        stdout
            .contains("4 problems, 8 cases: AC 2, WA 2, RE 2, TLE 2, MLE 0, OLE 0, JE 0, errors 0; 3 problems FAILED"),
        "{stdout}"
    );

    // One problem, as JSON: every case with its verdict and measurements.
    let ran = ws.harness().args(["p-correct", "--format", "json"]).run();
    let report: serde_json::Value = serde_json::from_str(ran.code(0).stdout()).unwrap();
    assert_eq!(report["slug"], "p-correct");
    let cases = report["cases"].as_array().unwrap();
    assert_eq!(cases.len(), 2);
    for case in cases {
        assert_eq!(case["verdict"], "AC");
        assert!(case["cpu_ms"].is_number() && case["wall_ms"].is_number() && case["peak_kib"].as_u64() > Some(0));
    }

    // Any program, judged on one problem's cases.
    let script = ws.0.join("answer.sh");
    std::fs::write(&script, "#!/bin/sh\necho 3\n").unwrap();
    std::fs::set_permissions(&script, std::os::unix::fs::PermissionsExt::from_mode(0o755)).unwrap();
    // A command of the user's needs no build for a batch problem.
    ws.harness().args(["judge", "p-wrong", "--cmd", "sh answer.sh"]).run().success().stderr_lacks("building");
    ws.harness().args(["judge", "p-correct", "--cmd", "./answer.sh --flag"]).run().success();
    // A command that cannot start is a usage error, said once before any case.
    ws.harness()
        .args(["judge", "p-correct", "--cmd", "./missing"])
        .run()
        .code(2)
        .stdout_is("")
        .stderr_has("missing: no such file");
}

/// `harness check`: each part of two packages, one that holds and one whose validator takes
/// anything and whose submissions are too few and misfiled.
#[test]
fn check_judges_each_part_of_a_package() {
    let ws = Workspace::new("check");
    ws.problem("p-sum", SUM);
    ws.bin("p-sum", "validator", VALIDATOR);
    ws.write("problems/p-sum/cases/10-edge-1.in", "1000 1\n");
    ws.write("problems/p-sum/cases/10-edge-1.out", "1001\n");
    // The largest case is generated, pinned by the SHA-256 of `1000 1000\n`.
    std::fs::remove_file(ws.0.join("problems/p-sum/cases/30-max-1.in")).unwrap();
    ws.write("problems/p-sum/cases/30-max-1.out", "2000\n");
    ws.write(
        "problems/p-sum/cases/generated.toml",
        "[30-max-1]\nsha256 = \"b58139719b50c0ffc85e1301b1e1f8d30c902eb21738a1f40705a74c172fa2de\"\n",
    );
    ws.bin(
        "p-sum",
        "generator",
        "fn main() {\n    match std::env::args().nth(1).as_deref() {\n        None => println!(\"30-max-1\"),\n        Some(\"30-max-1\") => println!(\"1000 1000\"),\n        Some(other) => panic!(\"no case {other}\"),\n    }\n}\n",
    );
    ws.write("problems/p-sum/invalid/three-numbers.in", "1 2 3\n");
    for (file, body) in [
        ("accepted/sum.py", "a, b = map(int, input().split())\nprint(a + b)\n"),
        ("wrong_answer/difference.py", "a, b = map(int, input().split())\nprint(a - b)\n"),
        ("time_limit_exceeded/spin.py", "while True:\n    pass\n"),
    ] {
        ws.write(&format!("problems/p-sum/submissions/{file}"), body);
    }
    ws.problem("p-lax", "println!(\"0\");");
    // Wrong both ways: it refuses the problem's own cases (`1 2`) and takes anything else.
    ws.bin(
        "p-lax",
        "validator",
        "fn main() {\n    let mut line = String::new();\n    let _ = std::io::stdin().read_line(&mut line);\n    if line == \"1 2\\n\" {\n        eprintln!(\"one and two are out\");\n        std::process::exit(43);\n    }\n    std::process::exit(42);\n}\n",
    );
    // The libraries a bundle may inline, as every workspace has them (here, used by none).
    for library in ["sg-core", "judge-io"] {
        ws.write(&format!("crates/{library}/src/lib.rs"), "");
    }
    ws.write("problems/p-lax/submissions/accepted/zero.py", "print(0)\n");
    ws.write("problems/p-lax/submissions/run_time_error/exit-1.py", "raise SystemExit(1)\n");

    // Exported first, so the generated input is made by the export itself.
    let exported = tempfile::tempdir().unwrap();
    ws.harness().args(["export", "p-sum", "--out"]).arg(exported.path()).run().success();
    let secret = exported.path().join("psum/data/secret");
    assert_eq!(std::fs::read_to_string(secret.join("30-max-1.in")).unwrap(), "1000 1000\n");

    let ran = ws.harness().args(["check", "p-sum", "p-lax"]).run();
    let out = ran.code(1).stdout();
    let (lax, sum) = out.split_once("p-sum ok\n").unwrap_or_else(|| panic!("{out}"));
    let lines_begin = |text: &str, patterns: &[&str]| {
        for pattern in patterns {
            assert!(a_line_begins(text, pattern), "no line begins {pattern:?}:\n{out}");
        }
    };
    lines_begin(
        sum,
        &[
            " +validator +ok",
            " +3 cases valid, 1 invalid inputs and ",
            " +submissions +ok",
            " +the solution +AC, slowest case ",
            " +accepted/sum.py +AC, slowest case ",
            " +wrong_answer/difference.py +WA, on 00-sample-1",
            " +time_limit_exceeded/spin.py +TLE, on 00-sample-1",
            " +time limit +ok",
            " +stated 500 ms; allowed from ",
            " +bundle +ok",
            " +solution: ",
            " +validator: ",
            " +the bundled solution: AC on 3 cases, by the bundled jury",
            " +the bundled validator: 3 cases valid, 1 invalid inputs and ",
        ],
    );
    assert!(sum.contains("refused; bounds reached at both ends: a 1..=1000, b 1..=1000\n"), "{out}");
    // Two wrong submissions are enough.
    assert!(!sum.contains("fewer than two wrong submissions"), "{out}");
    // The band: from the slowest accepted run (the solution's or the accepted submission's)
    // to half the slow submission's stopping time.
    let ms = |text: &str, after: &str| -> u64 {
        let rest = text.split(after).nth(1).unwrap_or_else(|| panic!("no {after:?} in {out}"));
        rest.split(' ').next().and_then(|n| n.parse().ok()).unwrap_or_else(|| panic!("no number after {after:?}"))
    };
    let line = |label: &str| sum.lines().find(|l| l.trim_start().starts_with(label)).unwrap_or_default();
    let slowest = ms(line("the solution"), "slowest case ").max(ms(line("accepted/sum.py"), "slowest case "));
    assert_eq!(ms(sum, "(slowest accepted "), slowest, "{out}");
    let high = ms(line("stated"), " to ");
    // Accepted programs are timed by the median of three runs of their slowest cases.
    assert!(line("the solution").ends_with(" ms (median of 3 runs)"), "{out}");
    assert!((500..=1000).contains(&high) && !sum.contains("no ceiling"), "{out}");
    lines_begin(
        lax,
        &[
            "p-lax FAILED",
            " +validator +FAILED",
            " +problems/p-lax: no invalid input",
            " +the validator reports no bound ",
            " +problems/p-lax/cases/00-sample-1.in is invalid: one and two are out",
            " +0 cases valid, 0 invalid inputs and 2 junk inputs refused; bounds reached at both ends: none",
            " +submissions +FAILED",
            " +the solution got WA",
            " +fewer than two wrong submissions",
            " +run_time_error/exit-1.py +RE, on 00-sample-1",
            " +bundle +FAILED",
            " +the bundled validator: problems/p-lax: no invalid input",
            " +the bundled solution got WA on 00-sample-1",
        ],
    );
    assert!(lax.contains("made ") && lax.contains(" passes the validator\n"), "junk must be refused:\n{out}");
    assert!(lax.contains("accepted/zero.py got WA on 00-sample-1"), "{out}");
    assert!(out.ends_with("1/2 problem packages hold\n"), "{out}");
}

#[test]
fn a_problem_that_does_not_build_is_named() {
    let ws = Workspace::new("broken");
    ws.problem("p-correct", SUM);
    ws.problem("p-syntax", "let x = ;");
    let ran = ws.harness().run();
    let (stdout, stderr) = (ran.code(1).stdout(), ran.stderr());
    assert!(stdout.contains("no binary was built for `p-syntax`, 2 cases not judged"), "{stdout}");
    assert!(stderr.contains("warning: cargo build failed"), "{stderr}");
    assert!(stdout.lines().any(|l| l.starts_with("p-correct") && l.ends_with("ok")), "{stdout}");
}

#[test]
fn an_empty_workspace_is_an_error() {
    let ws = Workspace::new("empty");
    ws.harness().run().code(2).stderr_has("problems: no problem to judge");
}

#[test]
fn a_broken_problem_directory_stops_the_judge() {
    let ws = Workspace::new("rules");
    ws.problem("p-correct", SUM);
    std::fs::remove_file(ws.0.join("problems/p-correct/cases/30-max-1.out")).unwrap();
    ws.harness().run().code(2).stderr_has(
        "error: problems/p-correct/cases/30-max-1.in: has no matching problems/p-correct/cases/30-max-1.out",
    );
}

/// `harness stress` on a problem of this workspace: its own binary agrees with its brute
/// force, and a command that always answers `Yes` is caught, shrunk and written down.
#[test]
fn stress_checks_a_program_against_the_brute_force() {
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

/// `harness changed REF`: a change to one problem reaches that problem alone; a change to the
/// workspace's Cargo.lock reaches every problem; nothing changed, nothing reached.
#[test]
fn changed_since_follows_git_and_the_dependency_graph() {
    let ws = Workspace::new("changed");
    ws.write("Cargo.toml", &Workspace::manifest("\"crates/*\", \"problems/*\""));
    for library in ["lib-a", "harness"] {
        ws.write(
            &format!("crates/{library}/Cargo.toml"),
            &format!("[package]\nname = \"{library}\"\nversion = \"0.1.0\"\nedition = \"2024\"\n"),
        );
        ws.write(&format!("crates/{library}/src/lib.rs"), "");
    }
    ws.problem("p-one", SUM);
    ws.problem("p-two", SUM);
    // p-one builds from lib-a; p-two from nothing of the workspace.
    let manifest = ws.0.join("problems/p-one/Cargo.toml");
    let text = std::fs::read_to_string(&manifest).unwrap();
    std::fs::write(&manifest, text + "\n[dependencies]\nlib-a = { path = \"../../crates/lib-a\" }\n").unwrap();
    ws.write(".gitignore", "target/\n");
    let git = |args: &[&str]| {
        let status = std::process::Command::new("git")
            .args(["-c", "user.name=t", "-c", "user.email=t@t", "-c", "commit.gpgsign=false"])
            .args(args)
            .current_dir(&ws.0)
            .output()
            .unwrap();
        assert!(status.status.success(), "git {args:?}: {}", String::from_utf8_lossy(&status.stderr));
    };
    let generated = std::process::Command::new(env!("CARGO"))
        .args(["generate-lockfile", "--offline"])
        .current_dir(&ws.0)
        .status()
        .unwrap();
    assert!(generated.success());
    git(&["init", "-q"]);
    git(&["add", "-A"]);
    git(&["commit", "-q", "-m", "start"]);
    ws.harness().args(["changed", "HEAD"]).run().success().stdout_is("");
    // Each change on its own, against the commit before it.
    for (path, reached) in [
        ("problems/p-two/src/main.rs", "p-two\n"),
        ("problems/p-two/invalid/new.in", "p-two\n"),
        ("crates/lib-a/src/lib.rs", "p-one\n"),
        ("README.md", ""),
        ("crates/harness/src/lib.rs", "p-one\np-two\n"),
        (".cargo/config.toml", "p-one\np-two\n"),
        ("Cargo.lock", "p-one\np-two\n"),
    ] {
        ws.write(path, "# changed\n");
        let ran = ws.harness().args(["changed", "HEAD"]).run();
        assert_eq!(ran.success().stdout(), reached, "after a change to {path}");
        git(&["add", "-A"]);
        git(&["commit", "-q", "-m", path]);
    }
    // The judge, given no problem a change reaches, judges none and builds nothing.
    let none = ws.harness().args(["--changed-since", "HEAD"]).run();
    none.success().stdout_is("no problem is reached by the changes since HEAD\n").stderr_lacks("building");
    ws.write("problems/p-two/src/main.rs", &format!("fn main() {{\n{SUM}\n}}\n"));
    ws.harness().args(["changed", "HEAD", "--nextest"]).run().success().stdout_is("package(p-two)\n");
    ws.harness().args(["changed", "HEAD~3"]).run().success().stdout_is("p-one\np-two\n");
    // Given one, it judges that one alone (p-one, which does not build now, is left out).
    let one = ws.harness().args(["--changed-since", "HEAD"]).run();
    let out = one.success().stderr_has("changed since HEAD: p-two\n").stdout();
    assert!(a_line_begins(out, "p-two +2 cases +AC +2 ") && !out.contains("p-one"), "{out}");
    ws.harness().args(["changed", "no-such-revision"]).run().code(2).stderr_has("bad revision");
}

/// A wrong answer to one test of a multi-test input shows that test's input lines, as the
/// problem's validator divides the input.
#[test]
fn a_wrong_answer_shows_the_input_of_its_test() {
    let dir = tempfile::tempdir().unwrap();
    let script = dir.path().join("always-first.py");
    std::fs::write(&script, "import sys\nc = int(sys.stdin.read().split()[0])\nprint('\\n'.join(['first'] * c))\n")
        .unwrap();
    let command = format!("python3 {}", script.display());
    harness().args(["judge", "brave-game", "--cmd", &command]).run().code(1).stdout_has(
        "the first difference is in the answer to test 2 of the input\n  the input of test 2 (lines 3 to 3):\n    | 4 3\n",
    );
}

/// A wrong answer of a problem's own solution on a stored case is put to the oracle that
/// vouches for the case (its test binary's `vouch/<case>`): the report says whether the
/// solution or the stored output is wrong. The oracle here is a stand-in that knows 1 + 2.
#[test]
fn a_wrong_stored_output_is_told_from_a_wrong_solution() {
    let ws = Workspace::new("vouch");
    // `vouch/<case>` passes when the case's stored output is the sum of its input.
    let oracle = r#"fn main() {
    let args: Vec<String> = std::env::args().collect();
    let case = args.iter().find_map(|a| a.strip_prefix("vouch/")).expect("a vouch/ test");
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/cases/");
    let input = std::fs::read_to_string(format!("{dir}{case}.in")).unwrap();
    let stored = std::fs::read_to_string(format!("{dir}{case}.out")).unwrap();
    let sum: i64 = input.split_whitespace().map(|x| x.parse::<i64>().unwrap()).sum();
    std::process::exit(if stored.trim() == sum.to_string() { 0 } else { 101 });
}
"#;
    for slug in ["p-wrong-solution", "p-wrong-case"] {
        ws.problem(slug, if slug == "p-wrong-solution" { "println!(\"4\");" } else { SUM });
        ws.write(&format!("problems/{slug}/tests/judge.rs"), oracle);
    }
    ws.write("problems/p-wrong-case/cases/30-max-1.out", "5\n");
    let ran = ws.harness().run();
    let stdout = ran.code(1).stdout();
    let after = |case: &str| stdout.split(case).nth(1).unwrap_or_default().to_owned();
    assert!(
        after("WA 30-max-1: problems/p-wrong-case").contains(
            "the stored output DISAGREES with the oracle that vouches for it: the case is wrong, not the solution"
        ),
        "{stdout}"
    );
    assert!(
        after("WA 00-sample-1: problems/p-wrong-solution").contains(
            "the stored output agrees with the oracle that vouches for it (vouch/00-sample-1): the solution is wrong"
        ),
        "{stdout}"
    );
}

/// A reader that goes away (`harness stress … | head -1`) neither panics the harness nor
/// changes its exit status: 1, for the counterexample it found.
#[test]
fn a_closed_stdout_is_not_a_panic() {
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

/// The processes the judge `pid` started, and theirs, by the `children` lists of its threads.
fn children_of(pid: u32) -> Vec<String> {
    let mut found = Vec::new();
    for task in std::fs::read_dir(format!("/proc/{pid}/task")).into_iter().flatten().flatten() {
        let list = std::fs::read_to_string(task.path().join("children")).unwrap_or_default();
        found.extend(list.split_whitespace().map(str::to_owned));
    }
    found
}

/// Whether process `pid` still runs: a zombie, or a process gone, does not.
fn runs(pid: &str) -> bool {
    std::fs::read(format!("/proc/{pid}/cmdline")).is_ok_and(|cmdline| !cmdline.is_empty())
}

/// Whether this process ignores SIGINT, as a shell's background job does: its children then
/// ignore it too, and no Ctrl-C can reach them.
fn ignores_sigint() -> bool {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    let ignored = status.lines().find_map(|l| l.strip_prefix("SigIgn:")).map(str::trim);
    ignored.and_then(|mask| u64::from_str_radix(mask, 16).ok()).is_some_and(|mask| mask & 1 << (2 - 1) != 0)
}

#[test]
fn ctrl_c_takes_the_runs_with_the_judge() {
    use nix::sys::signal::{Signal, kill};
    use nix::unistd::Pid;
    let ws = Workspace::new("interrupt");
    let marker = format!("7{}", std::process::id());
    ws.problem(
        "p-hang",
        &format!(
            "let _ = std::process::Command::new(\"sleep\").arg(\"900.{marker}\").spawn(); \
             std::thread::sleep(std::time::Duration::from_secs(900));"
        ),
    );
    // A limit far beyond the wait below, so that only the judge's end can end the run.
    ws.write("problems/p-hang/problem.toml", "title = \"Hang\"\nsource = \"test\"\ntime_limit_ms = 20000\n");
    // Ctrl-C at a terminal (SIGINT to the judge's process group, its guards included), a judge
    // terminated, and one killed outright: its runs, and the fork servers it starts guards
    // from, end with it.
    let mut ends = vec![("SIGTERM", Signal::SIGTERM, false), ("SIGKILL", Signal::SIGKILL, false)];
    if ignores_sigint() {
        eprintln!("note: SIGINT is ignored here (a background job), so Ctrl-C is not tried");
    } else {
        ends.insert(0, ("Ctrl-C", Signal::SIGINT, true));
    }
    for (end, signal, group) in ends {
        let mut judge = harness_process()
            .current_dir(&ws.0)
            .env("CARGO_TARGET_DIR", ws.0.join("target"))
            .arg("p-hang")
            .process_group(0)
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .spawn()
            .unwrap();
        // The build comes first; the signal must land while a case runs.
        let started = Instant::now();
        while alive_with(&format!("900.{marker}")).is_empty() && started.elapsed() < Duration::from_secs(120) {
            if let Some(status) = judge.try_wait().unwrap() {
                panic!("the judge ended ({status}) before the run started");
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        assert!(!alive_with(&format!("900.{marker}")).is_empty(), "the run started");
        let children = children_of(judge.id());
        assert!(!children.is_empty(), "the judge has its guards' fork servers, or its guards");
        let pid = judge.id() as i32;
        kill(Pid::from_raw(if group { -pid } else { pid }), signal).unwrap();
        let status = judge.wait().unwrap();
        assert!(!status.success());
        let deadline = Instant::now() + Duration::from_secs(5);
        while (!alive_with(&marker).is_empty() || children.iter().any(|c| runs(c))) && Instant::now() < deadline {
            std::thread::sleep(Duration::from_millis(20));
        }
        assert!(started.elapsed() < Duration::from_secs(20), "{end}: the run ended by its limit, not with the judge");
        assert_eq!(alive_with(&marker), Vec::<String>::new(), "{end}: no process of the run survives the judge");
        let left: Vec<&String> = children.iter().filter(|c| runs(c)).collect();
        assert!(left.is_empty(), "{end}: the judge's children {left:?} survive it");
    }
}

#[test]
fn new_writes_a_directory_that_follows_the_rules() {
    let root = std::env::temp_dir().join(format!("harness-new-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&root);
    std::fs::create_dir_all(root.join("problems")).unwrap();
    std::fs::write(root.join("Cargo.toml"), "[workspace]\nmembers = [\"problems/*\"]\n").unwrap();
    let readme = "# W\n\n## Problems\n\n| slug | problem |\n|---|---|\n| nim | Nim |\n\nAfter the table.\n";
    std::fs::write(root.join("README.md"), readme).unwrap();
    harness()
        .current_dir(&root)
        .args(["new", "zz-demo"])
        .run()
        .success()
        .stdout_has("next: cargo test -p zz-demo, then cargo test --workspace");
    let demo = root.join("problems/zz-demo");
    let mut broken: Vec<_> =
        testkit::discover::check_structure(&demo).into_iter().chain(testkit::discover::check_parts(&demo)).collect();
    broken.extend(harness::statement::lint::lint(&testkit::discover::load(&demo).unwrap()));
    let listed = std::fs::read_to_string(root.join("README.md")).unwrap();
    let read = |path: &str| std::fs::read_to_string(root.join("problems").join(path)).unwrap();
    // A batch problem's limits (10^5 piles up to 10^5), in its validator, its refusals and its
    // generator, whose largest input is pinned rather than stored; an interactive one's single
    // smallest game.
    let (toml, cargo, validator, above, generator, pins) = (
        read("zz-demo/problem.toml"),
        read("zz-demo/Cargo.toml"),
        read("zz-demo/src/bin/validator.rs"),
        read("zz-demo/invalid/t-above-limit.in"),
        read("zz-demo/src/bin/generator.rs"),
        testkit::generated::read_record(&demo).unwrap(),
    );
    let stored = demo.join("cases/30-max-2.in").exists();
    let statement = read("zz-demo/statement/problem.en.md");
    harness().current_dir(&root).args(["new", "zz-duel", "--kind", "interactive"]).run().success();
    let one_game = read("zz-duel/cases/10-edge-one-game.in");
    let duel = read("zz-duel/statement/problem.en.md");
    std::fs::remove_dir_all(&root).unwrap();
    for line in ["kind = \"batch\"\n", "compare = \"tokens\"\n", "lines_per_test = 1\n", "allowed_words = []\n"] {
        assert!(toml.contains(line), "problem.toml lacks {line:?}:\n{toml}");
    }
    assert!(cargo.contains("name = \"zz-demo-generator\"\npath = \"src/bin/generator.rs\""), "{cargo}");
    assert!(validator.contains("100000") && !validator.contains("{t_max}"), "{validator}");
    assert!(above.starts_with("100001\n"), "{above:.20}");
    assert!(generator.contains("const MAX_T: usize = 100000;") && generator.contains("(\"30-max-2\""), "{generator}");
    let input = format!("100000\n{}", "100000\n".repeat(100_000));
    assert_eq!(pins.pins.keys().collect::<Vec<_>>(), ["30-max-2"]);
    assert_eq!(pins.pins["30-max-2"].sha256, testkit::generated::sha256_hex(input.as_bytes()));
    assert_eq!(pins.written, ["30-max-1", "30-max-2"]);
    assert!(!stored, "the largest input is made by the generator, not stored");
    assert!(statement.contains("## Input") && duel.contains("## Interaction"), "{statement}\n{duel}");
    assert_eq!(one_game, "1\n1\n");
    assert!(broken.is_empty(), "{broken:?}");
    // The new problem's row ends the table, so the workspace's README check holds at once.
    let row = "| zz-demo | zz-demo | unpublished | written by `harness new`: replace this row |\n";
    assert_eq!(listed, readme.replace("| nim | Nim |\n", &format!("| nim | Nim |\n{row}")));
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

/// `new --game`: a problem on a game of the explorer, following the rules, with the sample's
/// answers of that game. Kayles (`octal:0.77`), by hand: a heap of 1 or 2 is taken whole, and
/// from 7 the first player takes the middle token, leaving two heaps of 3 whose moves the
/// second player can only lose by mirroring; so 1, 2 and 7 are all first-player wins.
#[test]
fn new_starts_a_problem_from_a_game() {
    let root = std::env::temp_dir().join(format!("harness-new-game-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&root);
    std::fs::create_dir_all(root.join("problems")).unwrap();
    std::fs::write(root.join("Cargo.toml"), "[workspace]\nmembers = [\"problems/*\"]\n").unwrap();
    harness().current_dir(&root).args(["new", "zz-kayles", "--game", "octal:0.77"]).run().success();
    harness()
        .current_dir(&root)
        .args(["new", "zz-bad", "--game", "octal:0.9"])
        .run()
        .code(2)
        .stderr_starts_with("error: --game: ");
    // A two-heap game of the explorer is no game of one heap to scaffold.
    harness()
        .current_dir(&root)
        .args(["new", "zz-wythoff", "--game", "wythoff"])
        .run()
        .code(2)
        .stderr_starts_with("error: --game: harness new --game is about games of one heap");
    harness()
        .current_dir(&root)
        .args(["new", "zz-nim", "--game", "nim"])
        .run()
        .code(2)
        .stderr_starts_with("error: --game: nim has no table to scaffold from");
    for refused in ["zz-bad", "zz-wythoff", "zz-nim"] {
        assert!(!root.join("problems").join(refused).exists(), "{refused}");
    }
    let dir = root.join("problems/zz-kayles");
    let broken: Vec<_> =
        testkit::discover::check_structure(&dir).into_iter().chain(testkit::discover::check_parts(&dir)).collect();
    let read = |name: &str| std::fs::read_to_string(dir.join(name)).unwrap();
    let (sample_in, sample_out, stress) =
        (read("cases/00-sample-1.in"), read("cases/00-sample-1.out"), read("tests/stress.rs"));
    // Kayles is won by the first player from every heap but the empty one.
    let max_out = read("cases/30-max-1.out");
    std::fs::remove_dir_all(&root).unwrap();
    assert!(broken.is_empty(), "{broken:?}");
    assert_eq!((sample_in.as_str(), sample_out.as_str()), ("4\n0\n1\n2\n7\n", "Second\nFirst\nFirst\nFirst\n"));
    assert!(stress.contains("const DIGITS: [u8; 3] = [0, 7, 7];"), "{stress}");
    assert_eq!(max_out, "First\n");
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

#[test]
fn bundle_prints_one_file_that_a_judge_compiles() {
    let out = harness().args(["bundle", "nim"]).run();
    let source = out.success().stdout();
    let said = out.stderr();
    assert!(said.contains("nim: the solution") && said.contains("sg_core::nim"), "{said}");
    assert!(!source.contains("sg_core::mex") && !source.contains("#[test]"), "only what the solution uses:\n{source}");
    let dir = tempfile::tempdir().expect("tempdir");
    let file = dir.path().join("nim.rs");
    std::fs::write(&file, source).expect("write");
    let binary = dir.path().join("nim");
    let compiled = std::process::Command::new("rustc")
        .args(["--edition", "2021", "-O", "-o"])
        .arg(&binary)
        .arg(&file)
        .output()
        .expect("rustc starts");
    assert!(compiled.status.success(), "{}", String::from_utf8_lossy(&compiled.stderr));
    let cases = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../problems/nim/cases");
    let input = std::fs::read(cases.join("00-sample-1.in")).expect("the sample");
    let expected = std::fs::read_to_string(cases.join("00-sample-1.out")).expect("its answer");
    TestCommand::new(&binary).stdin(input).run().success().stdout_is(&expected);

    harness()
        .args(["bundle", "nim", "--program", "checker"])
        .run()
        .code(2)
        .stderr_has("no program `checker`; it has solution, generator, validator");
}

/// A program that builds with cargo but not alone (here it reads cargo's `CARGO_PKG_NAME`):
/// neither `bundle` nor `export` hands it out, each fails naming the program, and the export
/// leaves no package behind.
#[test]
fn a_bundle_that_cannot_compile_alone_is_an_error() {
    let ws = Workspace::new("unbundled");
    ws.problem("p-env", &format!("let _ = env!(\"CARGO_PKG_NAME\");\n{SUM}"));
    let main = "problems/p-env/src/main.rs: the bundled solution does not compile alone";
    ws.harness().args(["bundle", "p-env"]).run().code(1).stderr_has(main).stderr_has("CARGO_PKG_NAME").stdout_is("");
    let out = tempfile::tempdir().unwrap();
    ws.harness().args(["export", "p-env", "--out"]).arg(out.path()).run().code(1).stderr_has(main);
    let left: Vec<_> = std::fs::read_dir(out.path()).unwrap().collect();
    assert!(left.is_empty(), "a broken package was left: {left:?}");
}

#[test]
fn export_writes_a_package_and_a_zip_of_exactly_its_files() {
    let out = tempfile::tempdir().expect("tempdir");
    // An earlier export's leftovers do not survive the next one.
    std::fs::create_dir_all(out.path().join("snim/data/secret")).expect("mkdir");
    std::fs::write(out.path().join("snim/data/secret/stale.in"), "1\n").expect("write");
    harness()
        .args(["export", "s-nim", "--format", "legacy", "--profile", "dev", "--out"])
        .arg(out.path())
        .run()
        .success()
        .stdout_has("snim.zip");
    let dir = out.path().join("snim");
    assert!(!dir.join("data/secret/stale.in").exists());
    let yaml = std::fs::read_to_string(dir.join("problem.yaml")).expect("problem.yaml");
    let yaml: serde_json::Value = serde_json::from_str(&yaml).expect("JSON, which is YAML");
    assert_eq!(yaml["name"], "S-Nim");
    assert_eq!(yaml["validator_flags"], "case_sensitive");
    assert_eq!(std::fs::read_to_string(dir.join(".timelimit")).expect(".timelimit"), "1\n");
    let cases = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../problems/s-nim/cases");
    assert_eq!(
        std::fs::read(dir.join("data/sample/00-sample-1.ans")).expect("sample"),
        std::fs::read(cases.join("00-sample-1.out")).expect("case")
    );
    let statement = std::fs::read_to_string(dir.join("problem_statement/problem.en.tex")).expect("statement");
    assert!(statement.starts_with("\\problemname{S-Nim}") && !statement.contains("Pitfalls"), "{statement}");
    assert!(dir.join("submissions/accepted/snim.rs").is_file());

    // The zip holds the package's files at its root, and nothing else, each with its mode
    // (a script stays executable, nothing else becomes so).
    let mode = |p: &std::path::Path| {
        std::os::unix::fs::PermissionsExt::mode(&std::fs::metadata(p).expect("metadata").permissions()) & 0o777
    };
    let mut on_disk: Vec<String> = walk(&dir)
        .into_iter()
        .map(|p| format!("{} {:o}", p.strip_prefix(&dir).expect("inside").display(), mode(&p)))
        .collect();
    on_disk.sort();
    assert!(
        mode(&dir.join("input_validators/validator/build")) & 0o111 != 0
            && mode(&dir.join("problem.yaml")) & 0o111 == 0
    );
    let listed = std::process::Command::new("python3")
        .args([
            "-c",
            "import sys, zipfile\nfor i in sorted(zipfile.ZipFile(sys.argv[1]).infolist(), key=lambda i: i.filename):\n    print(i.filename, format(i.external_attr >> 16 & 0o777, 'o'))",
        ])
        .arg(out.path().join("snim.zip"))
        .output()
        .expect("python3 reads zips");
    let in_zip: Vec<String> = String::from_utf8_lossy(&listed.stdout).lines().map(str::to_owned).collect();
    assert_eq!(in_zip, on_disk);
}

/// `export --verify` hands each package to problemtools' `verifyproblem` (here a stand-in
/// that `VERIFYPROBLEM` names, which records how it was called and fails one package), says how
/// each fared, and fails when one fails, naming its errors and its log.
#[test]
fn export_verify_runs_verifyproblem_on_each_package() {
    let out = tempfile::tempdir().unwrap();
    let stand_in = out.path().join("verifyproblem");
    std::fs::write(
        &stand_in,
        "#!/bin/sh\necho \"$@\" >> \"$(dirname \"$0\")/calls\"\nname=$(basename \"$8\")\n\
         if [ \"$name\" = snim ]; then echo \"ERROR in submissions: the wrong one got AC\"; echo \"$name tested: 1 errors, 0 warnings\"; exit 1; fi\n\
         echo \"$name tested: 0 errors, 1 warning\"\n",
    )
    .unwrap();
    std::fs::set_permissions(&stand_in, std::os::unix::fs::PermissionsExt::from_mode(0o755)).unwrap();
    let packages = out.path().join("packages");
    let ran = harness()
        .args(["export", "nim", "s-nim", "--format", "legacy", "--verify", "--profile", "dev", "--out"])
        .arg(&packages)
        .env("VERIFYPROBLEM", &stand_in)
        .run();
    let stdout = ran.code(1).stdout();
    assert!(a_line_begins(stdout, "nim +verifyproblem: tested: 0 errors, 1 warning"), "{ran}");
    assert!(a_line_begins(stdout, "snim +verifyproblem FAILED: tested: 1 errors, 0 warnings"), "{ran}");
    assert!(a_line_begins(stdout, "    ERROR in submissions: the wrong one got AC"), "{ran}");
    let log = packages.join("snim.verify.log");
    assert!(stdout.contains(&format!("the whole log: {}", log.display())), "{ran}");
    assert!(std::fs::read_to_string(&log).unwrap().contains("ERROR in submissions"));
    let mut calls: Vec<String> =
        std::fs::read_to_string(out.path().join("calls")).unwrap().lines().map(str::to_owned).collect();
    calls.sort();
    let call =
        |name: &str| format!("-p config validators graders data submissions -- {}", packages.join(name).display());
    assert_eq!(calls, [call("nim"), call("snim")]);
}

/// The `2025-09` package: its version, type, source and limits in `problem.yaml`, the default
/// comparison's arguments in each data folder's `test_group.yaml`, the statement in
/// `statement/`, and the checker or interactor as `output_validator/`.
#[test]
fn export_writes_the_2025_09_format() {
    let out = tempfile::tempdir().expect("tempdir");
    let slugs = ["switch-lights", "subtraction-any-move", "subtraction-duel"];
    harness()
        .arg("export")
        .args(slugs)
        .args(["--format", "2025-09", "--profile", "dev", "--out"])
        .arg(out.path())
        .run()
        .success();
    let yaml = |path: &str| -> serde_json::Value {
        let text = std::fs::read_to_string(out.path().join(path)).expect(path);
        serde_json::from_str(&text).expect("JSON, which is YAML")
    };
    let (batch, checker, interactive) = (
        yaml("switchlights/problem.yaml"),
        yaml("subtractionanymove/problem.yaml"),
        yaml("subtractionduel/problem.yaml"),
    );
    assert_eq!((&batch["problem_format_version"], &batch["type"]), (&"2025-09".into(), &"pass-fail".into()));
    assert_eq!(
        batch["source"],
        serde_json::json!({"name": "HDU 3404", "url": "https://acm.hdu.edu.cn/showproblem.php?pid=3404"})
    );
    assert_eq!(batch["limits"], serde_json::json!({"time_limit": 1.0, "memory": 32}));
    assert_eq!((batch.get("validation"), batch.get("validator_flags")), (None, None), "no legacy keys");
    for folder in ["sample", "secret"] {
        let group = yaml(&format!("switchlights/data/{folder}/test_group.yaml"));
        assert_eq!(group["output_validator_args"], serde_json::json!(["case_sensitive", "space_change_sensitive"]));
    }
    assert_eq!(checker["type"], "pass-fail");
    assert!(!out.path().join("subtractionanymove/data/secret/test_group.yaml").exists(), "a checker's own rules");
    assert!(out.path().join("subtractionanymove/output_validator/checker.rs").is_file());
    assert_eq!((&interactive["type"], &interactive["limits"]["time_limit"]), (&"interactive".into(), &2.0.into()));
    assert!(out.path().join("subtractionduel/output_validator/run").is_file());
    assert!(
        !out.path().join("subtractionduel/.timelimit").exists()
            && !out.path().join("subtractionduel/output_validators").exists()
    );
    let statement =
        std::fs::read_to_string(out.path().join("switchlights/statement/problem.en.tex")).expect("statement");
    assert!(statement.starts_with("\\problemname{"), "{statement}");
}

/// `export --contest`: the packages labelled in the order named, `problems.yaml` with labels
/// and colours, `contest.yaml` with the name, and `samples.zip` holding exactly the samples, by
/// label; `--verify` hands each package to BAPCtools (here a stand-in that `BAPCTOOLS` names,
/// which records how it was called and fails one package's `bt run`).
#[test]
fn export_writes_a_contest_that_bapctools_checks() {
    let out = tempfile::tempdir().expect("tempdir");
    let stand_in = out.path().join("bt");
    std::fs::write(
        &stand_in,
        "#!/bin/sh\necho \"$(basename \"$PWD\") $1 $XDG_CONFIG_HOME\" >> \"$(dirname \"$0\")/calls\"\n\
         if [ \"$(basename \"$PWD\")\" = snim ] && [ \"$1\" = run ]; then echo 'wrong_answer/x.py: AC 0.1s'; echo 'WARNING: x.py got AC'; exit 1; fi\n\
         echo 'accepted/a.rs: AC 0.01s @ secret/1'\n",
    )
    .expect("write");
    std::fs::set_permissions(&stand_in, std::os::unix::fs::PermissionsExt::from_mode(0o755)).expect("chmod");
    // A Chromium that "prints" the page by copying its HTML to the PDF's path.
    let printer = out.path().join("chromium");
    std::fs::write(
        &printer,
        "#!/bin/sh
for a in \"$@\"; do case \"$a\" in --print-to-pdf=*) pdf=\"${a#*=}\";; file://*) page=\"${a#file://}\";; esac; done
         cp \"$page\" \"$pdf\"\n",
    )
    .expect("write");
    std::fs::set_permissions(&printer, std::os::unix::fs::PermissionsExt::from_mode(0o755)).expect("chmod");
    let contest = out.path().join("practice");
    let ran = harness()
        .args(["export", "--contest"])
        .arg(&contest)
        .args(["--name", "Practice", "--verify", "--profile", "dev", "nim", "s-nim", "subtraction-duel"])
        .env("BAPCTOOLS", &stand_in)
        .env("CHROMIUM", &printer)
        .run();
    let stdout = ran.code(1).stdout();
    assert!(a_line_begins(stdout, "A   nim "), "{ran}");
    assert!(a_line_begins(stdout, "B   s-nim "), "{ran}");
    assert!(a_line_begins(stdout, "C   subtraction-duel "), "{ran}");
    // Where LaTeX is installed, each package's statement is typeset too (`bt pdf`).
    let typeset =
        std::env::split_paths(&std::env::var_os("PATH").unwrap_or_default()).any(|dir| dir.join("latexmk").is_file());
    let verified = if typeset {
        "bt validate, bt run and bt pdf: 1 submission, each"
    } else {
        "bt validate and bt run: 1 submission, each"
    };
    assert!(a_line_begins(stdout, &format!("nim                      bt: {verified}")), "{ran}");
    assert!(a_line_begins(stdout, "snim                     bt FAILED: bt run ended with exit status: 1"), "{ran}");
    assert!(a_line_begins(stdout, "    WARNING: x.py got AC"), "{ran}");
    let calls = std::fs::read_to_string(out.path().join("calls")).expect("calls");
    let calls: Vec<&str> = calls.lines().collect();
    // validate, run (and pdf) for nim, validate and run for snim (whose run fails), validate and
    // run (and pdf) for subtractionduel, then the contest's validate.
    let per_package = if typeset { 3 } else { 2 };
    assert_eq!(calls.len(), 2 * per_package + 3, "{calls:?}");
    assert!(calls.last().is_some_and(|c| c.starts_with("practice validate ")), "{calls:?}");
    assert!(a_line_begins(stdout, "the contest              bt: bt validate of the contest"), "{ran}");
    assert!(calls.iter().all(|c| !c.ends_with(' ')), "a settings directory of its own: {calls:?}");
    let yaml = |file: &str| -> serde_json::Value {
        serde_json::from_str(&std::fs::read_to_string(contest.join(file)).expect(file)).expect("JSON, which is YAML")
    };
    let problems = yaml("problems.yaml");
    let labels: Vec<(&str, &str)> = problems
        .as_array()
        .expect("a list")
        .iter()
        .map(|p| (p["label"].as_str().expect("label"), p["id"].as_str().expect("id")))
        .collect();
    assert_eq!(labels, [("A", "nim"), ("B", "snim"), ("C", "subtractionduel")]);
    assert!(problems[0]["rgb"].as_str().is_some_and(|c| c.starts_with('#') && c.len() == 7));
    assert_eq!(
        yaml("contest.yaml"),
        serde_json::json!({
            "id": "practice", "name": "Practice", "formal_name": "Practice", "duration": "5:00:00",
            "scoreboard_freeze_duration": "1:00:00", "penalty_time": 20, "title": "Practice", "print_time_limit": true,
        })
    );
    // The contest's BAPCtools settings speak of the contest, not of one of its problems.
    let settings = std::fs::read_to_string(contest.join(".bapctools.yaml")).expect("settings");
    assert!(settings.starts_with("# BAPCtools' settings for every package of the contest"), "{settings}");
    assert!(!settings.contains("the problem's limit") && settings.contains("each problem's limit"), "{settings}");
    // Each package carries its statement as DOMjudge shows it to teams.
    let printed = std::fs::read_to_string(contest.join("nim/problem.pdf")).expect("nim's problem.pdf");
    assert!(printed.contains("<h1>Nim Game</h1>") && printed.contains("<h2>Input</h2>"), "{printed}");
    assert!(!printed.contains("<h2>Solution</h2>") && !printed.contains("title-page"), "{printed}");
    assert!(contest.join("snim/problem.yaml").is_file() && contest.join("subtractionduel/output_validator").is_dir());
    let listed = std::process::Command::new("python3")
        .args(["-c", "import sys, zipfile\nfor n in zipfile.ZipFile(sys.argv[1]).namelist():\n    print(n)"])
        .arg(contest.join("samples.zip"))
        .output()
        .expect("python3 reads zips");
    let mut in_zip: Vec<String> = String::from_utf8_lossy(&listed.stdout).lines().map(str::to_owned).collect();
    in_zip.sort();
    let problems_dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../problems");
    let mut expected = Vec::new();
    for (label, slug) in [("A", "nim"), ("B", "s-nim"), ("C", "subtraction-duel")] {
        let samples = std::fs::read_dir(problems_dir.join(slug).join("cases"))
            .expect("cases")
            .filter(|e| {
                e.as_ref().is_ok_and(|e| {
                    e.file_name().to_string_lossy().starts_with("00-sample")
                        && e.file_name().to_string_lossy().ends_with(".in")
                })
            })
            .count();
        for i in 1..=samples {
            expected.push(format!("{label}/{i}.ans"));
            expected.push(format!("{label}/{i}.in"));
        }
    }
    expected.sort();
    assert_eq!(in_zip, expected);
    // The booklet: a title page with the name, then each statement under its label.
    assert!(a_line_begins(stdout, &format!("    {}", contest.join("contest.pdf").display())), "{ran}");
    let booklet = std::fs::read_to_string(contest.join("contest.pdf")).expect("the booklet's page");
    assert!(booklet.contains("<h1>Practice</h1>"), "{booklet}");
    for (label, title) in [("A", "Nim Game"), ("B", "S-Nim"), ("C", "Subtraction games")] {
        assert!(booklet.contains(&format!("<h1>{label}. {title}")), "{label}. {title} in {booklet}");
    }
    assert!(
        !booklet.contains("<h2>Solution</h2>") && !booklet.contains("<h2>Pitfalls</h2>"),
        "a contestant's booklet has no editorial"
    );
    // A contest is 2025-09.
    harness()
        .args(["export", "--contest"])
        .arg(&contest)
        .args(["--format", "legacy", "nim"])
        .run()
        .code(2)
        .stderr_has("a contest is written in the 2025-09 format");
}

/// What each kind of problem's package says of how it is judged, its programs and their
/// scripts, and the output validator's protocol, run on a stand-in checker.
#[test]
fn export_tells_how_each_kind_is_judged() {
    let out = tempfile::tempdir().expect("tempdir");
    let slugs = ["s-nim", "switch-lights", "subtraction-any-move", "subtraction-duel"];
    harness()
        .arg("export")
        .args(slugs)
        .args(["--format", "legacy", "--profile", "dev", "--out"])
        .arg(out.path())
        .run()
        .success();
    let yaml = |name: &str| -> serde_json::Value {
        let text = std::fs::read_to_string(out.path().join(name).join("problem.yaml")).expect("problem.yaml");
        serde_json::from_str(&text).expect("JSON, which is YAML")
    };
    let (batch, exact, checker, interactive) =
        (yaml("snim"), yaml("switchlights"), yaml("subtractionanymove"), yaml("subtractionduel"));
    assert_eq!((&batch["validation"], &batch["validator_flags"]), (&"default".into(), &"case_sensitive".into()));
    assert_eq!(exact["validator_flags"], "case_sensitive space_change_sensitive");
    assert_eq!(exact["source_url"], "https://acm.hdu.edu.cn/showproblem.php?pid=3404");
    assert_eq!((&exact["source"], &exact["limits"]["memory"]), (&"HDU 3404".into(), &32.into()));
    assert_eq!((&checker["validation"], checker.get("validator_flags")), (&"custom".into(), None));
    assert_eq!(checker.get("source_url"), None, "no url, no source_url");
    assert_eq!(interactive["validation"], "custom interactive");
    assert_eq!(std::fs::read_to_string(out.path().join("subtractionduel/.timelimit")).expect(".timelimit"), "2\n");
    // A version 8 UUID (RFC 9562): its version digit and its variant's two bits.
    let id = batch["uuid"].as_str().expect("a uuid").to_owned();
    let digits: Vec<u8> = id.bytes().filter(|b| *b != b'-').collect();
    let nibble = |i: usize| char::from(digits[i]).to_digit(16).expect("hex");
    assert_eq!((id.len(), nibble(12), nibble(16) >> 2), (36, 8, 0b10), "{id}");
    assert_ne!(id, interactive["uuid"].as_str().expect("a uuid"), "one uuid per problem");

    // Each program bundled beside the script that builds it; the judge's wrapper beside a
    // checker or interactor; the problem's own submissions in their folders.
    let any_move = out.path().join("subtractionanymove");
    for (file, builds) in [
        ("input_validators/validator/build", "-o run validator.rs"),
        ("output_validators/checker/build", "-o checker checker.rs"),
        ("output_validators/checker/run", "\"$dir/checker\" \"$1\" \"$output\" \"$2\""),
    ] {
        let text = std::fs::read_to_string(any_move.join(file)).expect(file);
        assert!(text.starts_with("#!/bin/sh\n") && text.contains(builds), "{file}:\n{text}");
    }
    let duel = out.path().join("subtractionduel");
    assert!(duel.join("output_validators/interactor/interactor.rs").is_file());
    let run = std::fs::read_to_string(duel.join("output_validators/interactor/run")).expect("run");
    assert!(run.contains("\"$dir/interactor\" \"$1\" \"$2\""), "{run}");
    assert!(duel.join("submissions/wrong_answer/always-first.py").is_file());
    assert!(duel.join("submissions/time_limit_exceeded/game-tree-without-memo.cpp").is_file());

    // Kattis' protocol around testlib's: a stand-in checker that says why and exits with each
    // of testlib's codes, called as Kattis calls an output validator.
    let checker_dir = any_move.join("output_validators/checker");
    let feedback = tempfile::tempdir().expect("tempdir");
    let output = feedback.path().join("output");
    std::fs::write(&output, "answer").expect("output");
    for (code, kattis) in [(0, 42), (1, 43), (2, 43), (3, 1)] {
        std::fs::write(
            checker_dir.join("checker"),
            format!("#!/bin/sh\n[ \"$(cat \"$2\")\" = answer ] && echo \"said $1 $3\" >&2\nexit {code}\n"),
        )
        .expect("checker");
        std::fs::set_permissions(checker_dir.join("checker"), std::os::unix::fs::PermissionsExt::from_mode(0o755))
            .expect("chmod");
        let status = std::process::Command::new(checker_dir.join("run"))
            .args(["in.txt", "ans.txt"])
            .arg(feedback.path())
            .stdin(std::fs::File::open(&output).expect("output"))
            .status()
            .expect("run");
        assert_eq!(status.code(), Some(kattis), "testlib's {code}");
        let said = std::fs::read_to_string(feedback.path().join("judgemessage.txt")).expect("judgemessage.txt");
        assert_eq!(said, "said in.txt ans.txt\n", "the checker's input and answer, and what it said");
    }
}

fn walk(dir: &std::path::Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    for entry in std::fs::read_dir(dir).expect("readable") {
        let path = entry.expect("entry").path();
        if path.is_dir() { files.extend(walk(&path)) } else { files.push(path) }
    }
    files
}

/// The authors of `problem.toml` are credited in both formats: `credits.authors` in 2025-09,
/// `author` in legacy.
#[test]
fn export_credits_the_authors() {
    let ws = Workspace::new("credited");
    ws.problem("p-credited", SUM);
    ws.write(
        "problems/p-credited/problem.toml",
        "title = \"Sum\"\nsource = \"test\"\ntime_limit_ms = 500\nauthors = [\"Ada Lovelace <ada@example.com>\", \"Alan Turing\"]\n",
    );
    let out = tempfile::tempdir().unwrap();
    let yaml = |format: &str| -> serde_json::Value {
        ws.harness().args(["export", "p-credited", "--format", format, "--out"]).arg(out.path()).run().success();
        let text = std::fs::read_to_string(out.path().join("pcredited/problem.yaml")).expect("problem.yaml");
        serde_json::from_str(&text).expect("JSON, which is YAML")
    };
    assert_eq!(
        yaml("2025-09")["credits"],
        serde_json::json!({"authors": ["Ada Lovelace <ada@example.com>", "Alan Turing"]})
    );
    assert_eq!(yaml("legacy")["author"], "Ada Lovelace <ada@example.com>, Alan Turing");
}
