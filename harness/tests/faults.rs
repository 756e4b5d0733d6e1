//! The judge on programs that misbehave: wrong answers, crashes, hangs and floods get the
//! verdicts a judge gives, and the report format is pinned by snapshots.
#![cfg(unix)]
#![allow(clippy::unwrap_used, reason = "fixture set-up: a failure to set up is a test failure")]

use harness::discover::{self, Problem};
use harness::judge::{self, ProblemReport, Times, Verdict};
use harness::run::Limits;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// A scratch directory removed when dropped.
struct Scratch(PathBuf);

impl Scratch {
    fn new(name: &str) -> Self {
        let dir = std::env::temp_dir().join(format!("harness-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        Scratch(dir)
    }

    fn write(&self, path: &str, text: &str) -> PathBuf {
        let path = self.0.join(path);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, text).unwrap();
        path
    }

    fn script(&self, name: &str, body: &str) -> PathBuf {
        let path = self.write(&format!("bin/{name}"), &format!("#!/bin/sh\n{body}\n"));
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
        path
    }

    /// Replaces the scratch path, which changes between runs, by `[dir]`.
    fn redact(&self, text: &str) -> String {
        text.replace(&self.0.display().to_string(), "[dir]")
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

const PROBLEM_TOML: &str = "title = \"Sum\"\nsource = \"test\"\ntime_limit_ms = 300\n";

/// A problem whose one case asks for the sum of two numbers.
fn sum_problem(scratch: &Scratch, compare: &str) -> Problem {
    scratch.write("problems/sum/problem.toml", &format!("{PROBLEM_TOML}compare = \"{compare}\"\n"));
    scratch.write("problems/sum/cases/01-small.in", "1 2\n");
    scratch.write("problems/sum/cases/01-small.out", "3\n");
    discover::load(&scratch.0.join("problems/sum")).unwrap()
}

fn judge_with(problem: &Problem, program: &Path, limits: Limits) -> ProblemReport {
    let name = program.file_name().unwrap().to_string_lossy().into_owned();
    let cases = problem.cases.iter().map(|c| judge::judge_case(program, problem, c, limits).unwrap()).collect();
    ProblemReport { slug: name, cases, errors: Vec::new() }
}

const LIMITS: Limits = Limits { time: Duration::from_millis(300), output_cap: 1 << 20 };

#[test]
fn each_misbehaviour_gets_its_verdict() {
    let scratch = Scratch::new("verdicts");
    let problem = sum_problem(&scratch, "tokens");
    let programs = [
        ("ac", "read a b; echo $((a + b))", Verdict::Ac),
        ("wa", "echo 4", Verdict::Wa),
        ("exit3", "echo 3; echo boom >&2; exit 3", Verdict::Re),
        ("segv", "kill -SEGV $$", Verdict::Re),
        ("hang", "sleep 5", Verdict::Tle),
        ("flood", "yes 3", Verdict::Wa),
    ];
    let mut reports = Vec::new();
    for (name, body, verdict) in programs {
        let report = judge_with(&problem, &scratch.script(name, body), LIMITS);
        assert_eq!(report.cases[0].verdict, verdict, "{name}: {}", report.cases[0].detail);
        reports.push(report);
    }
    let hang = &reports[4].cases[0];
    assert!(hang.time < Duration::from_secs(2), "a hang is killed at the limit, not waited for: {:?}", hang.time);
    insta::assert_snapshot!("report_every_verdict", scratch.redact(&judge::render(&reports, Times::Redacted)));
}

#[test]
fn exact_mode_says_when_tokens_would_pass() {
    let scratch = Scratch::new("exact");
    let problem = sum_problem(&scratch, "exact");
    let trailing_space = judge_with(&problem, &scratch.script("spaced", "echo '3 '"), LIMITS);
    let crlf = judge_with(&problem, &scratch.script("crlf", "printf '3\\r\\n'"), LIMITS);
    assert_eq!(crlf.cases[0].verdict, Verdict::Ac, "CRLF is not a difference");
    insta::assert_snapshot!(
        "report_exact_whitespace",
        scratch.redact(&judge::render(&[trailing_space, crlf], Times::Redacted))
    );
}

#[test]
fn long_outputs_show_head_and_tail() {
    let scratch = Scratch::new("long");
    scratch.write("problems/count/problem.toml", PROBLEM_TOML);
    scratch.write("problems/count/cases/01-count.in", "20\n");
    let expected: String = (1..=20).map(|i| format!("{i}\n")).collect();
    scratch.write("problems/count/cases/01-count.out", &expected);
    let problem = discover::load(&scratch.0.join("problems/count")).unwrap();
    let report = judge_with(&problem, &scratch.script("off-by-one", "seq 1 19; echo 21"), LIMITS);
    insta::assert_snapshot!("report_long_output", scratch.redact(&judge::problem_details(&report)));
}

#[test]
fn broken_problem_directories_are_named_by_path() {
    let scratch = Scratch::new("broken");
    scratch.write("problems/Bad_Slug/Cargo.toml", "[package]\nname = \"other\"\n");
    scratch.write("problems/Bad_Slug/problem.toml", "title = \"x\"\ntime_limit = 5\n");
    scratch.write("problems/Bad_Slug/README.md", "# x\n\n## Input\n");
    scratch.write("problems/Bad_Slug/cases/00-sample-1.in", "1\n");
    scratch.write("problems/Bad_Slug/cases/10-Edge.in", "1\n");
    scratch.write("problems/Bad_Slug/cases/10-edge.out", "1\n");
    scratch.write("problems/Bad_Slug/cases/notes.txt", "x\n");
    scratch.write("problems/Bad_Slug/cases/20-crlf.in", "1\r\n");
    scratch.write("problems/Bad_Slug/cases/20-crlf.out", "1");
    let errors = discover::check_structure(&scratch.0.join("problems/Bad_Slug"));
    let mut sorted = errors.iter().map(|e| scratch.redact(e)).collect::<Vec<_>>();
    sorted.sort();
    insta::assert_snapshot!("structure_errors", sorted.join("\n"));
}

#[test]
fn bad_input_must_be_refused_cleanly() {
    let scratch = Scratch::new("refusal");
    let clean = scratch.script("clean", "echo 'error: line 1, token 1: expected an integer' >&2; exit 2");
    let answers = scratch.script("answers", "echo 42");
    assert_eq!(harness::cases::check_refusal(&clean, b"abc\n"), Ok(()));
    assert_eq!(harness::cases::check_refusal(&answers, b"abc\n"), Ok(()), "a normal answer is allowed");
    assert_eq!(harness::cases::check_refused_with(&clean, b"abc\n", "expected an integer"), Ok(()));
    assert!(harness::cases::check_refused_with(&clean, b"abc\n", "cycle").is_err(), "another message");
    assert!(harness::cases::check_refused_with(&answers, b"abc\n", "").is_err(), "an answer is not a refusal");
    let refused_badly = [
        (
            "panics",
            "echo 'thread main panicked at src/main.rs:3:5' >&2; echo 'note: run with RUST_BACKTRACE=1' >&2; exit 101",
        ),
        ("two-lines", "echo 'error: bad' >&2; echo 'more' >&2; exit 2"),
        ("partial-output", "echo Yes; echo 'error: bad' >&2; exit 2"),
        ("wrong-code", "echo 'error: bad' >&2; exit 1"),
        ("no-prefix", "echo 'bad input' >&2; exit 2"),
    ];
    for (name, body) in refused_badly {
        let program = scratch.script(name, body);
        let verdict = harness::cases::check_refusal(&program, b"abc\n");
        assert!(verdict.is_err(), "{name} should not count as a clean refusal");
    }
}
