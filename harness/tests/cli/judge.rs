//! `harness judge` end to end: a scratch workspace built and judged, its failures named, a wrong
//! stored output told from a wrong solution, and a judge interrupted with Ctrl-C.

use crate::common::{Workspace, alive_with, harness, harness_process};
use crate::support::SUM;
use std::os::unix::process::CommandExt;
use std::time::{Duration, Instant};

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
