//! The judge against programs that misbehave: wrong answers, crashes, hangs, floods, CPU and
//! memory hogs, processes that try to outlive their run, read the expected outputs, write the
//! workspace or kill the judge. Each gets the verdict a trusted judge gives, no process of a
//! run survives it, and the report format is pinned by snapshots.
#![cfg(unix)]
#![allow(clippy::unwrap_used, reason = "fixture set-up: a failure to set up is a test failure")]

mod common;

use common::alive_with;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};
use testkit::discover::{self, Problem};
use testkit::judging;
use testkit::jury::Jury;
use testkit::report::{self, Figures, ProblemReport, Verdict};
use testkit::run::{Exit, Input, Layer, Level, Limits, Program, RunResult, Runner, Stop};
use testkit::trial::{Failed, Trial};

fn main() {
    testkit::guard::enter();
    if std::env::var_os(EXCERPT_PROBE).is_some() {
        excerpt_probe();
    }
    if let Some(case) = std::env::var_os(INPUT_PROBE) {
        let script = std::env::var(SCRIPT_PROBE).unwrap_or_else(|_| INPUT_ATTACK.to_owned());
        input_probe(Path::new(&case), &script);
    }
    let trials = vec![
        Trial::test("each_misbehaviour_gets_its_verdict", each_misbehaviour_gets_its_verdict),
        Trial::test("exact_mode_says_when_tokens_would_pass", exact_mode_says_when_tokens_would_pass),
        Trial::test("long_outputs_show_head_and_tail", long_outputs_show_head_and_tail),
        Trial::test("broken_problem_directories_are_named_by_path", broken_problem_directories_are_named_by_path),
        Trial::test("bad_input_must_be_refused_cleanly", bad_input_must_be_refused_cleanly),
        Trial::test("generated_inputs_are_pinned_by_name", generated_inputs_are_pinned_by_name),
        Trial::test("cpu_time_decides_not_load", cpu_time_decides_not_load),
        Trial::test("memory_limit_is_enforced_and_peak_measured", memory_limit_is_enforced_and_peak_measured),
        Trial::test("no_process_outlives_its_run", no_process_outlives_its_run),
        Trial::test("solutions_cannot_read_the_expected_outputs", solutions_cannot_read_the_expected_outputs),
        Trial::test("solutions_cannot_write_the_workspace", solutions_cannot_write_the_workspace),
        Trial::test("solutions_cannot_kill_the_judge", solutions_cannot_kill_the_judge),
        Trial::test("solutions_have_no_privileges", solutions_have_no_privileges),
        Trial::test("the_kernel_backstops_every_limit", the_kernel_backstops_every_limit),
        Trial::test("runs_get_their_input_and_a_clean_work_directory", runs_get_their_input_and_a_clean_work_directory),
        Trial::test("a_run_outlives_its_runner", a_run_outlives_its_runner),
        Trial::test("a_guard_without_its_judge_runs_nothing", a_guard_without_its_judge_runs_nothing),
        Trial::test("a_guard_without_its_fork_server_stops_its_run", a_guard_without_its_fork_server_stops_its_run),
        Trial::test("a_vanished_readable_path_keeps_the_sandbox", a_vanished_readable_path_keeps_the_sandbox),
        Trial::test("a_program_that_cannot_start_is_named", a_program_that_cannot_start_is_named),
        Trial::test("the_guard_sleeps_between_looks", the_guard_sleeps_between_looks),
        Trial::test("case_files_must_be_regular_files", case_files_must_be_regular_files),
        Trial::test("checkers_decide_and_a_broken_checker_is_je", checkers_decide_and_a_broken_checker_is_je),
        Trial::test("a_checker_problem_needs_its_checker", a_checker_problem_needs_its_checker),
        Trial::test("an_external_checker_command_judges", an_external_checker_command_judges),
        Trial::test("interactions_get_problemtools_verdicts", interactions_get_problemtools_verdicts),
        Trial::test("no_route_leads_to_the_answers", no_route_leads_to_the_answers),
        Trial::test("the_guard_cannot_be_blinded", the_guard_cannot_be_blinded),
        Trial::test("shared_memory_counts_and_dies_with_the_run", shared_memory_counts_and_dies_with_the_run),
        Trial::test("the_scratch_directory_is_bounded", the_scratch_directory_is_bounded),
        Trial::test("the_host_is_left_unchanged", the_host_is_left_unchanged),
        Trial::test("no_traffic_leaves_the_box", no_traffic_leaves_the_box),
        Trial::test("no_descriptor_is_inherited", no_descriptor_is_inherited),
        Trial::test("boxes_cannot_reach_one_another", boxes_cannot_reach_one_another),
        Trial::test("reports_show_control_bytes_escaped", reports_show_control_bytes_escaped),
        Trial::test("excerpts_cost_little_whatever_the_output", excerpts_cost_little_whatever_the_output),
        Trial::test("strict_isolation_needs_the_whole_box", strict_isolation_needs_the_whole_box),
        Trial::test("an_ordinary_user_gets_the_box_the_kernel_allows", an_ordinary_user_gets_the_box_the_kernel_allows),
        Trial::test("the_input_cannot_be_touched", the_input_cannot_be_touched),
        Trial::test("the_filter_refuses_what_no_judged_program_needs", the_filter_refuses_what_no_judged_program_needs),
    ];
    // Most of these wait for a run to reach its limit, or for a process to end.
    let conclusion = testkit::trial::run_waiting(trials, 2);
    let _ = std::fs::remove_dir_all(fixture_dir());
    std::process::exit(conclusion.exit_code())
}

/// The argument of `sleep` that marks the processes of one test (`test` a digit of its own), for
/// `alive_with`: no test's marker is part of another's, so tests that run at once never take
/// each other's processes for their own.
fn marker(test: u8) -> String {
    assert!(test < 10, "one digit per test");
    format!("600.{test}{}", std::process::id())
}

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

    /// The report as the CLI prints it, with what changes from run to run or machine to machine
    /// left out: times, the scratch path, and the note on the layers of the box this machine
    /// lacks (which its own tests check).
    fn rendered(&self, reports: &[ProblemReport]) -> String {
        let mut reports = reports.to_vec();
        reports.iter_mut().flat_map(|r| &mut r.cases).for_each(|c| c.isolation = Default::default());
        self.redact(&report::render(&reports, Figures::Redacted))
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

/// The runner of these tests: this test binary is its own run guard, and the scratch
/// problem directories are protected as the workspace would be.
fn runner(problem: &Problem) -> Runner {
    Runner::new(std::slice::from_ref(&problem.dir)).unwrap()
}

fn judge_program(problem: &Problem, program: &Program, limits: Limits) -> ProblemReport {
    judge_by(problem, program, &Jury::Builtin, limits)
}

fn judge_by(problem: &Problem, program: &Program, jury: &Jury, limits: Limits) -> ProblemReport {
    let name = program.path.file_name().unwrap().to_string_lossy().into_owned();
    let runner = runner(problem);
    let cases = problem
        .cases
        .iter()
        .map(|c| judging::judge_case(&runner, program, problem, c, limits, jury).unwrap())
        .collect();
    ProblemReport { slug: name, cases, errors: Vec::new() }
}

fn judge_with(problem: &Problem, program: &Path, limits: Limits) -> ProblemReport {
    judge_program(problem, &Program::new(program), limits)
}

const LIMITS: Limits = Limits {
    cpu: Duration::from_millis(300),
    wall: Duration::from_millis(900),
    memory_bytes: 256 << 20,
    output_cap: 1 << 20,
};

/// Checks a case's verdict, showing the report when it differs.
fn expect(report: &ProblemReport, verdict: Verdict, what: &str) -> Result<(), Failed> {
    let case = &report.cases[0];
    if case.verdict == verdict {
        return Ok(());
    }
    Err(format!(
        "{what}: expected {verdict}, got {}\n{}",
        case.verdict,
        report::problem_details(report, Figures::Shown)
    )
    .into())
}

fn each_misbehaviour_gets_its_verdict() -> Result<(), Failed> {
    let scratch = Scratch::new("verdicts");
    let problem = sum_problem(&scratch, "tokens");
    let programs = [
        ("ac", "read a b; echo $((a + b))", Verdict::Ac),
        ("wa", "echo 4", Verdict::Wa),
        ("exit3", "echo 3; echo boom >&2; exit 3", Verdict::Re),
        ("segv", "kill -SEGV $$", Verdict::Re),
        ("hang", "sleep 5", Verdict::Tle),
        ("flood", "yes 3", Verdict::Ole),
    ];
    let mut reports = Vec::new();
    for (name, body, verdict) in programs {
        let report = judge_with(&problem, &scratch.script(name, body), LIMITS);
        expect(&report, verdict, name)?;
        reports.push(report);
    }
    let hang = &reports[4].cases[0];
    if hang.wall > Duration::from_secs(2) {
        return Err(format!("a hang is stopped at the wall-clock limit, not waited for: {:?}", hang.wall).into());
    }
    insta::assert_snapshot!("report_every_verdict", scratch.rendered(&reports));
    Ok(())
}

fn exact_mode_says_when_tokens_would_pass() -> Result<(), Failed> {
    let scratch = Scratch::new("exact");
    let problem = sum_problem(&scratch, "exact");
    let trailing_space = judge_with(&problem, &scratch.script("spaced", "echo '3 '"), LIMITS);
    let crlf = judge_with(&problem, &scratch.script("crlf", "printf '3\\r\\n'"), LIMITS);
    expect(&crlf, Verdict::Ac, "CRLF is not a difference")?;
    insta::assert_snapshot!("report_exact_whitespace", scratch.rendered(&[trailing_space, crlf]));
    Ok(())
}

fn long_outputs_show_head_and_tail() -> Result<(), Failed> {
    let scratch = Scratch::new("long");
    scratch.write("problems/count/problem.toml", &format!("{PROBLEM_TOML}lines_per_test = 1\n"));
    scratch.write("problems/count/cases/01-count.in", "20\n");
    let expected: String = (1..=20).map(|i| format!("{i}\n")).collect();
    scratch.write("problems/count/cases/01-count.out", &expected);
    let problem = discover::load(&scratch.0.join("problems/count")).unwrap();
    let report = judge_with(&problem, &scratch.script("off-by-one", "seq 1 19; echo 21"), LIMITS);
    insta::assert_snapshot!("report_long_output", scratch.redact(&report::problem_details(&report, Figures::Redacted)));
    Ok(())
}

fn broken_problem_directories_are_named_by_path() -> Result<(), Failed> {
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
    let mut sorted = errors.iter().map(|e| scratch.redact(&e.to_string())).collect::<Vec<_>>();
    sorted.sort();
    insta::assert_snapshot!("structure_errors", sorted.join("\n"));
    Ok(())
}

/// A generated input is made, checked against its pin and judged; a generator that changed,
/// lost a case or has one no pin names is an error naming the case.
fn generated_inputs_are_pinned_by_name() -> Result<(), Failed> {
    use testkit::generated::{make, sha256_hex};
    let scratch = Scratch::new("generated");
    scratch.write("problems/gen/problem.toml", PROBLEM_TOML);
    scratch.write("problems/gen/cases/00-sample-1.in", "1 2\n");
    scratch.write("problems/gen/cases/00-sample-1.out", "3\n");
    scratch.write("problems/gen/cases/30-max-1.out", "1000000\n");
    let pin = sha256_hex(b"999999 1\n");
    scratch.write("problems/gen/cases/generated.toml", &format!("[30-max-1]\nsha256 = \"{pin}\"\n"));
    let problem = discover::load(&scratch.0.join("problems/gen")).unwrap();
    let generated = &problem.cases[1];
    assert_eq!((generated.name.as_str(), generated.pin.as_deref()), ("30-max-1", Some(pin.as_str())));
    assert!(!generated.input.starts_with(problem.dir.join("cases")), "made under the build directory");
    let runner = runner(&problem);
    // Each version of the generator is written after the last made input, so it is newer.
    let generator = |body: &str| {
        std::thread::sleep(Duration::from_millis(20));
        scratch.script(
            "gen-generator",
            &format!("case \"$1\" in\n{body}\n*) echo \"error: no case $1\" >&2; exit 2;;\nesac"),
        )
    };
    let good = generator("'') echo 30-max-1;;\n30-max-1) echo '999999 1';;");
    make(&problem.dir, &problem.pinned(), &good, &runner).map_err(|e| format!("{e:?}"))?;
    assert_eq!(std::fs::read_to_string(&generated.input).unwrap(), "999999 1\n");
    let sum = scratch.script("sum", "read a b; echo $((a + b))");
    let report = judge_with(&problem, &sum, LIMITS);
    assert!(report.cases.iter().all(|c| c.verdict == Verdict::Ac), "{}", scratch.rendered(&[report]));
    let errors = |body: &str| -> Vec<String> {
        let changed = generator(body);
        make(&problem.dir, &problem.pinned(), &changed, &runner)
            .unwrap_err()
            .iter()
            .map(|e| scratch.redact(&e.to_string()))
            .collect()
    };
    let manifest = "[dir]/problems/gen/cases/generated.toml";
    let changed = errors("'') echo 30-max-1;;\n30-max-1) echo '999999 2';;");
    assert_eq!(changed.len(), 1, "{changed:?}");
    assert!(
        changed[0].starts_with(&format!("{manifest}: [30-max-1]: the generator makes an input with SHA-256 "))
            && changed[0].contains(&format!("not the pinned {pin}")),
        "{changed:?}"
    );
    assert_eq!(
        errors("'') ;;"),
        [format!("{manifest}: [30-max-1]: the generator has no case 30-max-1")],
        "a case removed from the generator"
    );
    let unpinned = errors("'') echo 30-max-1; echo 30-max-9;;\n30-max-1) echo '999999 1';;");
    assert_eq!(
        unpinned,
        [format!("{manifest}: the generator makes case 30-max-9, which no pin names (write the cases)")]
    );
    Ok(())
}

fn bad_input_must_be_refused_cleanly() -> Result<(), Failed> {
    let scratch = Scratch::new("refusal");
    let clean = scratch.script("clean", "echo 'error: line 1, token 1: expected an integer' >&2; exit 2");
    let answers = scratch.script("answers", "echo 42");
    assert_eq!(testkit::refusal::check_refusal(&clean, b"abc\n"), Ok(()));
    assert_eq!(testkit::refusal::check_refusal(&answers, b"abc\n"), Ok(()), "a normal answer is allowed");
    assert_eq!(testkit::refusal::check_refused_with(&clean, b"abc\n", "expected an integer"), Ok(()));
    assert!(testkit::refusal::check_refused_with(&clean, b"abc\n", "cycle").is_err(), "another message");
    assert!(testkit::refusal::check_refused_with(&answers, b"abc\n", "").is_err(), "an answer is not a refusal");
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
        let verdict = testkit::refusal::check_refusal(&program, b"abc\n");
        assert!(verdict.is_err(), "{name} should not count as a clean refusal");
    }
    Ok(())
}

/// Where this test process compiles its fixture; `main` removes it at the end.
fn fixture_dir() -> PathBuf {
    std::env::temp_dir().join(format!("harness-fixture-{}", std::process::id()))
}

/// The misbehaving Rust program of `tests/fixtures/misbehave.rs`, compiled once with `rustc`.
fn misbehave() -> &'static Path {
    static BUILT: OnceLock<PathBuf> = OnceLock::new();
    BUILT.get_or_init(|| {
        let dir = fixture_dir();
        std::fs::create_dir_all(&dir).unwrap();
        let out = dir.join("misbehave");
        let source = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/misbehave.rs");
        let rustc = std::env::var_os("RUSTC").unwrap_or_else(|| "rustc".into());
        let status = std::process::Command::new(rustc)
            .args(["-O", "--edition", "2021", "-o"])
            .arg(&out)
            .arg(&source)
            .status()
            .unwrap();
        assert!(status.success(), "rustc {} failed", source.display());
        out
    })
}

fn fixture(args: &[&str]) -> Program {
    Program { path: misbehave().to_path_buf(), args: args.iter().map(|a| (*a).to_owned()).collect() }
}

fn cpu_time_decides_not_load() -> Result<(), Failed> {
    let scratch = Scratch::new("cpu");
    let problem = sum_problem(&scratch, "tokens");
    let limits = Limits { cpu: Duration::from_millis(200), wall: Duration::from_millis(3000), ..LIMITS };
    // A CPU hog beside the judge for the whole test.
    let stop = AtomicBool::new(false);
    std::thread::scope(|scope| {
        scope.spawn(|| {
            let mut x = 0u64;
            while !stop.load(Ordering::Relaxed) {
                x = std::hint::black_box(x.wrapping_add(1));
            }
        });
        // Stops the hog however the runs end, a panic included: the scope waits for the hog.
        struct StopOnDrop<'a>(&'a AtomicBool);
        impl Drop for StopOnDrop<'_> {
            fn drop(&mut self) {
                self.0.store(true, Ordering::Relaxed);
            }
        }
        let _stop = StopOnDrop(&stop);
        (|| {
            for run in 1..=20 {
                let report = judge_program(&problem, &fixture(&["busy", "180"]), limits);
                expect(&report, Verdict::Ac, &format!("run {run}: busy for 90% of the limit beside a CPU hog"))?;
                let cpu = report.cases[0].cpu;
                if cpu < Duration::from_millis(180) {
                    return Err(Failed::from(format!("run {run}: CPU time under-reported: {cpu:?}")));
                }
            }
            // Not a whole number of the kernel's 10 ms CPU ticks, so that the guard must stop
            // the run once it is past the limit, not when it is exactly at it.
            let limits = Limits { cpu: Duration::from_millis(205), ..limits };
            for run in 1..=3 {
                let report = judge_program(&problem, &fixture(&["busy", "400"]), limits);
                expect(&report, Verdict::Tle, &format!("run {run}: busy for twice the limit"))?;
                let cpu = report.cases[0].cpu;
                if cpu < Duration::from_millis(205) || cpu > Duration::from_millis(300) {
                    return Err(Failed::from(format!("run {run}: a TLE reports the time used: {cpu:?}")));
                }
            }
            // Past a 2 ms limit and ended before the guard's look at the tree could see it
            // (the kernel counts a live process's time in whole 10 ms ticks): still TLE.
            let limits = Limits { cpu: Duration::from_millis(2), ..limits };
            let report = judge_program(&problem, &fixture(&["busy", "7"]), limits);
            expect(&report, Verdict::Tle, "7 ms of CPU under a 2 ms limit")?;
            Ok(())
        })()
    })
}

fn memory_limit_is_enforced_and_peak_measured() -> Result<(), Failed> {
    let scratch = Scratch::new("memory");
    scratch.write("problems/mem/problem.toml", "title = \"Mem\"\nsource = \"test\"\ntime_limit_ms = 5000\n");
    scratch.write("problems/mem/cases/01-small.in", "\n");
    // 64 MiB of ones, summed every 4096 bytes.
    scratch.write("problems/mem/cases/01-small.out", "16384\n");
    let problem = discover::load(&scratch.0.join("problems/mem")).unwrap();
    let limits = Limits { cpu: Duration::from_secs(5), wall: Duration::from_secs(10), ..LIMITS };
    let fits = judge_program(&problem, &fixture(&["touch", "64"]), limits);
    expect(&fits, Verdict::Ac, "64 MiB under a 256 MiB limit")?;
    if fits.cases[0].peak_kib < 64 << 10 {
        return Err(format!("peak memory under-reported: {} KiB", fits.cases[0].peak_kib).into());
    }
    let start = Instant::now();
    let hog = judge_program(&problem, &fixture(&["touch", "3072"]), limits);
    expect(&hog, Verdict::Mle, "3 GiB under a 256 MiB limit")?;
    let peak = hog.cases[0].peak_kib;
    if !(256 << 10..1024 << 10).contains(&peak) || start.elapsed() > Duration::from_secs(4) {
        return Err(
            format!("the hog is stopped soon after the limit: peak {peak} KiB after {:?}", start.elapsed()).into()
        );
    }
    Ok(())
}

fn no_process_outlives_its_run() -> Result<(), Failed> {
    let scratch = Scratch::new("escape");
    let problem = sum_problem(&scratch, "tokens");
    let marker = marker(1);
    let escapes = [
        ("background", format!("sleep {marker}1 & echo 3")),
        ("new-session", format!("setsid sleep {marker}2 >/dev/null 2>&1 </dev/null & echo 3")),
        ("double-fork", format!("( (sleep {marker}3 >/dev/null 2>&1 &) & ); echo 3")),
        ("new-group", format!("set -m; sleep {marker}4 >/dev/null 2>&1 & echo 3")),
        (
            "ignores-term",
            format!("trap '' TERM INT HUP; sh -c \"trap '' TERM INT HUP; sleep {marker}5\" >/dev/null 2>&1 & echo 3"),
        ),
        ("holds-stdout", format!("(sleep {marker}6; echo late) & echo 3")),
        ("daemon-then-hang", format!("setsid sleep {marker}7 >/dev/null 2>&1 & echo 3; sleep 5")),
        // A crowd: a hundred background processes, all ended with the run.
        ("crowd", format!("for i in $(seq 100); do sleep {marker}8 & done; echo 3")),
        // An orphan that exits with a code of its own before the solution ends: the guard
        // reaps it, and must not take its code for the solution's.
        ("orphan-exits-first", "(sh -c 'exit 3' >/dev/null 2>&1 &); sleep 0.1; echo 3".to_owned()),
    ];
    for (name, body) in escapes {
        let start = Instant::now();
        let report = judge_with(&problem, &scratch.script(name, &body), LIMITS);
        let verdict = if name == "daemon-then-hang" { Verdict::Tle } else { Verdict::Ac };
        expect(&report, verdict, name)?;
        if start.elapsed() > Duration::from_secs(3) {
            return Err(format!("{name}: the judge waited {:?} for a process the run left", start.elapsed()).into());
        }
        let left = alive_with(&marker);
        if !left.is_empty() {
            return Err(format!("{name}: processes outlived the run:\n{}", left.join("\n")).into());
        }
    }
    Ok(())
}

fn solutions_cannot_read_the_expected_outputs() -> Result<(), Failed> {
    let scratch = Scratch::new("peek");
    let problem = sum_problem(&scratch, "tokens");
    let out = problem.cases[0].output.display().to_string();
    let attempts = [
        ("cat", format!("cat {out}")),
        ("through-the-guard-root", format!("cat /proc/$PPID/root{out}")),
        ("find", format!("find {} -name '*.out' -exec cat {{}} \\;", scratch.0.display())),
    ];
    for (name, body) in attempts {
        let report = judge_with(&problem, &scratch.script(name, &body), LIMITS);
        if report.cases[0].verdict == Verdict::Ac {
            return Err(format!("{name}: a solution printed the expected output it read").into());
        }
    }
    Ok(())
}

fn solutions_cannot_write_the_workspace() -> Result<(), Failed> {
    let scratch = Scratch::new("vandal");
    let problem = sum_problem(&scratch, "tokens");
    let out = problem.cases[0].output.display().to_string();
    let dir = scratch.0.display().to_string();
    let body = format!(
        "echo 3 > {out}; rm -f {out}; touch {dir}/planted; mkdir {dir}/tree; echo 3 > ./scratch-is-fine; cat ./scratch-is-fine"
    );
    let report = judge_with(&problem, &scratch.script("vandal", &body), LIMITS);
    expect(&report, Verdict::Ac, "writing its own work directory is allowed")?;
    let stored = std::fs::read_to_string(&out).unwrap_or_default();
    if stored != "3\n" || scratch.0.join("planted").exists() || scratch.0.join("tree").exists() {
        return Err(format!("the workspace changed: {out} holds {stored:?}").into());
    }
    Ok(())
}

/// A program the kernel refuses to start (here: it is still open for writing, as while a
/// compiler writes it) is an error that names it and says why, not a verdict.
fn a_program_that_cannot_start_is_named() -> Result<(), Failed> {
    let scratch = Scratch::new("no-start");
    let problem = sum_problem(&scratch, "tokens");
    let program = scratch.script("busy-file", "echo 3");
    let _writing = std::fs::OpenOptions::new().write(true).open(&program)?;
    let error = runner(&problem).run(&Program::new(&program), testkit::run::Input::Bytes(b"1 2\n"), LIMITS);
    let shown = error.as_ref().map_or_else(ToString::to_string, |result| format!("{result:?}"));
    if !shown.contains(&format!("cannot run {}", program.display())) || !shown.contains("busy") {
        return Err(format!("expected \"cannot run {}: text file busy\", got: {shown}", program.display()).into());
    }
    Ok(())
}

/// A plan for a guard started by this test process: `/bin/sh -c script` in `scratch/work`,
/// reading only the system's directories and `extra_readable`.
fn shell_plan(scratch: &Scratch, script: &str, extra_readable: &[&str]) -> testkit::guard::Plan {
    let work = scratch.0.join("work");
    std::fs::create_dir_all(&work).unwrap();
    let mut readable: Vec<PathBuf> = ["/bin", "/usr", "/lib", "/lib64", "/etc"].iter().map(PathBuf::from).collect();
    readable.extend(extra_readable.iter().map(PathBuf::from));
    testkit::guard::Plan {
        program: PathBuf::from("/bin/sh"),
        args: vec!["-c".into(), script.into()],
        workdir: work,
        env: vec![("PATH".into(), "/usr/bin:/bin".into())],
        cpu_ms: 1000,
        wall_ms: 3000,
        memory_bytes: 256 << 20,
        file_bytes: 1 << 20,
        processes: 64,
        readable,
        visible: Vec::new(),
        root: {
            let root = scratch.0.join("root");
            std::fs::create_dir_all(&root).unwrap();
            root
        },
        boxed: true,
        strict: false,
        skip: Vec::new(),
        network: None,
        report: scratch.0.join("report.json"),
        judge: std::process::id() as i32,
    }
}

/// This executable as the guard of `plan`.
fn guard_command(plan: &testkit::guard::Plan) -> Result<std::process::Command, Failed> {
    let mut command = std::process::Command::new(std::env::current_exe()?);
    command.arg(testkit::guard::GUARD_ARG).arg(serde_json::to_string(plan)?);
    Ok(command)
}

/// Runs this executable as the guard of `plan` to its end.
fn run_guard(plan: &testkit::guard::Plan) -> Result<std::process::Output, Failed> {
    Ok(guard_command(plan)?.output()?)
}

/// Outside a box (a judge program, or a machine without one), a readable directory that is
/// gone by the time the guard builds the Landlock sandbox (another process removed it) is
/// skipped: the program still runs sandboxed, and the guard, having written its report, exits 0.
fn a_vanished_readable_path_keeps_the_sandbox() -> Result<(), Failed> {
    let scratch = Scratch::new("vanished");
    let secret = scratch.0.join("secret.out");
    std::fs::write(&secret, "the expected output\n")?;
    let gone = scratch.0.join("gone");
    let plan = testkit::guard::Plan {
        boxed: false,
        ..shell_plan(&scratch, &format!("cat {}; echo ran", secret.display()), &[gone.to_str().unwrap()])
    };
    let guard = run_guard(&plan)?;
    let report: testkit::guard::Report = serde_json::from_slice(&std::fs::read(&plan.report)?)?;
    let stdout = String::from_utf8_lossy(&guard.stdout);
    let fine = guard.status.success() && !report.isolation.lacks(testkit::run::Layer::Landlock);
    if !fine || !stdout.contains("ran") || stdout.contains("expected") {
        return Err(format!("guard {:?}, isolation {:?}, stdout {stdout:?}", guard.status, report.isolation).into());
    }
    Ok(())
}

/// While the solution sleeps, so does its guard: it wakes on a signal or every few
/// milliseconds to look at the tree, and does not spin.
fn the_guard_sleeps_between_looks() -> Result<(), Failed> {
    let scratch = Scratch::new("idle-guard");
    let plan = shell_plan(&scratch, "sleep 1.2", &[]);
    let mut guard = guard_command(&plan)?.spawn()?;
    std::thread::sleep(Duration::from_millis(1000));
    // The guard's own user and system time, in 10 ms ticks (fields 14 and 15 of its stat).
    let stat = std::fs::read_to_string(format!("/proc/{}/stat", guard.id()))?;
    let fields: Vec<&str> = stat.rsplit_once(')').map_or("", |(_, rest)| rest).split_whitespace().collect();
    let field = |i: usize| fields.get(i).and_then(|f| f.parse::<u64>().ok()).unwrap_or(u64::MAX);
    let ticks = field(11).saturating_add(field(12));
    guard.wait()?;
    if ticks > 6 {
        return Err(format!("the guard used {ticks} ticks of CPU in a second of watching a sleeping solution").into());
    }
    Ok(())
}

/// A guard started by anyone but the judge its plan names (here: the judge is gone and its
/// pid taken by another process) ends at once, without starting the program or writing a
/// report.
fn a_guard_without_its_judge_runs_nothing() -> Result<(), Failed> {
    let scratch = Scratch::new("orphan-guard");
    // The program may write only in its work directory.
    let plan = testkit::guard::Plan { judge: 1, ..shell_plan(&scratch, "echo ran > ran", &[]) };
    let marker = plan.workdir.join("ran");
    let guard = run_guard(&plan)?;
    if guard.status.code() != Some(1) || marker.exists() || plan.report.exists() {
        return Err(format!(
            "a guard whose judge is not its parent must exit 1 at once: {:?}, program ran: {}, report: {}",
            guard.status,
            marker.exists(),
            plan.report.exists()
        )
        .into());
    }
    Ok(())
}

/// Input given as bytes reaches the program whole (more than a pipe holds), and every run
/// starts in an empty work directory: the same one, reused, with what the last run left
/// removed.
fn runs_get_their_input_and_a_clean_work_directory() -> Result<(), Failed> {
    let scratch = Scratch::new("work-dirs");
    let problem = sum_problem(&scratch, "tokens");
    let runner = runner(&problem);
    let input: Vec<u8> = (0..100_000).flat_map(|i| format!("{i}\n").into_bytes()).collect();
    let cat = Program::new(scratch.script("cat", "cat"));
    let copied = runner.run(&cat, testkit::run::Input::Bytes(&input), LIMITS)?.stdout;
    if copied != input {
        return Err(format!("{} bytes given, {} bytes came back", input.len(), copied.len()).into());
    }
    let litter = Program::new(scratch.script("litter", "ls -A; pwd; echo left > file"));
    let runs: Vec<String> = (0..2)
        .map(|_| {
            runner
                .run(&litter, testkit::run::Input::Bytes(b""), LIMITS)
                .map(|r| String::from_utf8_lossy(&r.stdout).into_owned())
        })
        .collect::<Result<_, _>>()?;
    let same_dir = runs[0] == runs[1] && runs[0].lines().count() == 1;
    if !same_dir {
        return Err(format!("each run should start in the same, empty directory: {runs:?}").into());
    }
    Ok(())
}

/// A run started needs nothing more of its runner: the runner may be dropped at once, and the
/// descriptors it held taken by other files, while the guard is still building the box. Its
/// runs keep the same box, the network namespace they share included.
fn a_run_outlives_its_runner() -> Result<(), Failed> {
    let scratch = Scratch::new("runner-dropped");
    let problem = sum_problem(&scratch, "tokens");
    let sum = Program::new(scratch.script("sum", "read a b; echo $((a + b)); readlink /proc/self/ns/net >&2"));
    let run = |runner: &Runner| runner.start(&sum, Input::Bytes(b"1 2\n"), testkit::run::Output::Captured, LIMITS);
    // Two runs of a runner kept to the end: the box this machine gives (without a strict level
    // a layer lost is only noted), and whether its boxes share a network namespace.
    let kept = runner(&problem);
    let [kept_one, kept_two] = [run(&kept)?, run(&kept)?].map(|r| r.finish());
    let (kept_one, kept_two) = (kept_one?, kept_two?);
    let shared = kept_one.stderr == kept_two.stderr;
    for _ in 0..10 {
        let dropped = runner(&problem);
        let running = [run(&dropped)?, run(&dropped)?];
        drop(dropped);
        let taken: Vec<std::fs::File> = (0..16).filter_map(|_| std::fs::File::open("/dev/null").ok()).collect();
        let [one, two] = running.map(|r| r.finish());
        drop(taken);
        let results = [one?, two?];
        for result in &results {
            if result.stdout != b"3\n" || result.stop.is_some() || result.isolation != kept_one.isolation {
                return Err(format!(
                    "the run failed once its runner was gone: {:?}, {:?}, {:?}, stderr {:?}",
                    result.stop,
                    result.exit,
                    result.isolation.note(),
                    String::from_utf8_lossy(&result.stderr)
                )
                .into());
            }
        }
        if shared && results[0].stderr != results[1].stderr {
            return Err(format!(
                "the runs of a dropped runner did not share its network namespace: {:?} and {:?}",
                String::from_utf8_lossy(&results[0].stderr),
                String::from_utf8_lossy(&results[1].stderr)
            )
            .into());
        }
    }
    Ok(())
}

/// Behind the guard, the kernel's own limits: CPU a second past the limit (then SIGKILL a
/// second later), files no larger than the output cap, a stack as large as the memory limit,
/// no core dumps, and an address space far above the memory limit.
fn the_kernel_backstops_every_limit() -> Result<(), Failed> {
    let scratch = Scratch::new("rlimits");
    let problem = sum_problem(&scratch, "tokens");
    let program = Program::new(scratch.script("limits", "cat /proc/self/limits"));
    let result = runner(&problem).run(&program, testkit::run::Input::Bytes(b""), LIMITS)?;
    let limits = String::from_utf8_lossy(&result.stdout).into_owned();
    let limit = |name: &str| -> Option<(String, String)> {
        let rest = limits.lines().find_map(|l| l.strip_prefix(name))?;
        let mut values = rest.split_whitespace();
        Some((values.next()?.to_owned(), values.next()?.to_owned()))
    };
    let pair = |soft: u64, hard: u64| Some((soft.to_string(), hard.to_string()));
    let expected = [
        ("Max cpu time", pair(2, 3)),
        ("Max file size", pair(testkit::run::OUTPUT_CAP as u64, testkit::run::OUTPUT_CAP as u64)),
        ("Max stack size", pair(LIMITS.memory_bytes, LIMITS.memory_bytes)),
        ("Max core file size", pair(0, 0)),
        ("Max address space", pair(4 << 30, 4 << 30)),
    ];
    for (name, want) in expected {
        if limit(name) != want {
            return Err(format!("{name}: expected {want:?}, got {:?}\n{limits}", limit(name)).into());
        }
    }
    // The CPU backstop's signal ends a run as its time limit does (the guard late to look, on a
    // loaded machine): TLE, not a crash.
    let report = judge_with(&problem, &scratch.script("backstopped", "kill -XCPU $$"), LIMITS);
    expect(&report, Verdict::Tle, "a run the kernel's CPU limit ended")
}

/// A solution has no capabilities, even when the judge runs as root: it cannot raise its hard
/// limits back (to write a file past the size limit) or use any other privilege.
fn solutions_have_no_privileges() -> Result<(), Failed> {
    let scratch = Scratch::new("privileges");
    let problem = sum_problem(&scratch, "tokens");
    let body = "read a b
if (ulimit -H -f unlimited) 2>/dev/null; then echo 'raised the file size limit'; exit; fi
grep -E '^Cap(Inh|Prm|Eff|Bnd|Amb):' /proc/self/status | grep -v '0000000000000000$' && exit
echo $((a + b))";
    let report = judge_with(&problem, &scratch.script("privileged", body), LIMITS);
    expect(&report, Verdict::Ac, "a solution without capabilities")
}

/// A solution that signals everything it can reach: the judge by its real pid, the process
/// that started it, and every process it may signal (`kill -1`). The judge, the guard and the
/// box's first process all survive, and the run ends normally.
fn solutions_cannot_kill_the_judge() -> Result<(), Failed> {
    let scratch = Scratch::new("regicide");
    let problem = sum_problem(&scratch, "tokens");
    let judge = std::process::id();
    let body = format!(
        "kill -9 {judge} 2>/dev/null; kill -STOP {judge} 2>/dev/null; kill -9 $PPID 2>/dev/null; kill -9 -1 2>/dev/null; echo 3"
    );
    let report = judge_with(&problem, &scratch.script("regicide", &body), LIMITS);
    // Still here: the signals were refused.
    expect(&report, Verdict::Ac, "the judge outlives a solution that tries to kill it")
}

fn case_files_must_be_regular_files() -> Result<(), Failed> {
    let scratch = Scratch::new("fifo");
    let problem = sum_problem(&scratch, "tokens");
    let cases = problem.dir.join("cases");
    let fifo = std::process::Command::new("mkfifo").arg(cases.join("02-fifo.in")).status().unwrap();
    assert!(fifo.success());
    std::fs::write(cases.join("02-fifo.out"), "3\n").unwrap();
    std::os::unix::fs::symlink("/dev/zero", cases.join("03-device.in")).unwrap();
    std::fs::write(cases.join("03-device.out"), "3\n").unwrap();
    let errors: Vec<String> =
        discover::cases(&problem.dir).unwrap_err().iter().map(|e| scratch.redact(&e.to_string())).collect();
    assert_eq!(
        errors.iter().filter(|e| e.contains("not a regular file")).count(),
        2,
        "a FIFO and a device are named: {errors:?}"
    );
    insta::assert_snapshot!("fifo_and_device_cases", {
        let mut e = errors;
        e.sort();
        e.join("\n")
    });
    Ok(())
}

fn checkers_decide_and_a_broken_checker_is_je() -> Result<(), Failed> {
    let scratch = Scratch::new("checker");
    let problem = sum_problem(&scratch, "tokens");
    // A checker by testlib's protocol: `checker <input> <output> <answer>`.
    let checker = |name: &str, body: &str| Jury::Checker(Program::new(scratch.script(name, body)));
    let fair = checker(
        "fair",
        "if [ \"$(cat \"$2\")\" = \"$(cat \"$3\")\" ]; then echo ok >&2; exit 0; fi; echo \"wrong answer: got $(cat \"$2\")\" >&2; exit 1",
    );
    let right = Program::new(scratch.script("right", "read a b; echo $((a + b))"));
    let wrong = Program::new(scratch.script("wrong", "echo 4"));
    let cases = [
        ("right", &right, &fair, Verdict::Ac),
        ("wrong", &wrong, &fair, Verdict::Wa),
        ("crash-before-checking", &Program::new(scratch.script("crash", "exit 3")), &fair, Verdict::Re),
        ("presentation-error", &right, &checker("pe", "echo 'presentation error' >&2; exit 2"), Verdict::Wa),
        ("judge-failure", &right, &checker("fail", "echo 'answer file broken' >&2; exit 3"), Verdict::Je),
        ("other-code", &right, &checker("seven", "exit 7"), Verdict::Je),
        ("crashing-checker", &right, &checker("segv", "kill -SEGV $$"), Verdict::Je),
        ("spinning-checker", &right, &checker("spin", "while :; do :; done"), Verdict::Je),
    ];
    let mut reports = Vec::new();
    for (name, program, jury, verdict) in cases {
        let mut report = judge_by(&problem, program, jury, LIMITS);
        report.slug = name.to_owned();
        expect(&report, verdict, name)?;
        reports.push(report);
    }
    insta::assert_snapshot!("report_checker", scratch.rendered(&reports[..5]));
    Ok(())
}

fn interactions_get_problemtools_verdicts() -> Result<(), Failed> {
    let scratch = Scratch::new("interactor");
    let problem = sum_problem(&scratch, "tokens");
    // The interactor asks for the sum of 2 and 3.
    let asks = "echo 2 3; read s || { echo 'wrong answer: no answer' >&2; exit 1; }; \
        if [ \"$s\" = 5 ]; then exit 0; fi; echo \"wrong answer: $s\" >&2; exit 1";
    let jury = |name: &str, body: &str| Jury::Interactor(Program::new(scratch.script(name, body)));
    let fair = jury("asks", asks);
    let solution = |name: &str, body: &str| Program::new(scratch.script(name, body));
    let cases = [
        ("right", solution("right", "read a b; echo $((a + b))"), &fair, Verdict::Ac),
        ("wrong", solution("wrong", "read a b; echo 4"), &fair, Verdict::Wa),
        ("never-answers", solution("mute", "read a b; sleep 10"), &fair, Verdict::Tle),
        ("stops-after-one-line", solution("brief", "echo hello"), &fair, Verdict::Wa),
        ("crashes", solution("crash", "read a b; kill -SEGV $$"), &fair, Verdict::Re),
        // The interactor's wrong answer stands: the solution that spins afterwards is stopped.
        (
            "spins-after-the-verdict",
            solution("spin", "read a b; while :; do :; done"),
            &jury("impatient", "echo 2 3; echo 'wrong answer: too slow' >&2; exit 1"),
            Verdict::Wa,
        ),
        (
            "interactor-crashes",
            solution("right2", "read a b; echo $((a + b))"),
            &jury("segv", "kill -SEGV $$"),
            Verdict::Je,
        ),
        ("interactor-hangs", solution("right3", "read a b; echo $((a + b))"), &jury("hang", "sleep 30"), Verdict::Je),
        // A crash after the interactor's wrong answer is not blamed on the solution: the
        // verdict is the interactor's, since it ended first.
        (
            "crashes-after-the-verdict",
            solution("late-crash", "read a b; sleep 0.1; kill -SEGV $$"),
            &jury("gives-up", "echo 2 3; echo 'wrong answer: gave up' >&2; exit 1"),
            Verdict::Wa,
        ),
    ];
    // The cases at once: most of them wait for a limit.
    let judged: Vec<Result<ProblemReport, String>> = std::thread::scope(|scope| {
        let handles: Vec<_> = cases
            .iter()
            .map(|(name, program, jury, verdict)| {
                let problem = &problem;
                scope.spawn(move || {
                    let start = Instant::now();
                    let mut report = judge_by(problem, program, jury, LIMITS);
                    report.slug = (*name).to_owned();
                    expect(&report, *verdict, name).map_err(|e| e.message().to_owned())?;
                    if *name == "spins-after-the-verdict" && start.elapsed() > Duration::from_secs(2) {
                        return Err(format!(
                            "{name}: the solution is stopped soon after the verdict, not at its limit"
                        ));
                    }
                    Ok(report)
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().unwrap_or_else(|_| Err("a case panicked".to_owned()))).collect()
    });
    let reports = judged.into_iter().collect::<Result<Vec<_>, _>>()?;
    insta::assert_snapshot!("report_interactor", scratch.rendered(&reports[..4]));
    Ok(())
}

fn a_checker_problem_needs_its_checker() -> Result<(), Failed> {
    let scratch = Scratch::new("jury-bin");
    for kind in ["checker", "interactive"] {
        let dir = format!("problems/p-{kind}");
        scratch.write(
            &format!("{dir}/Cargo.toml"),
            &format!(
                "[package]\nname = \"p-{kind}\"\nautotests = false\n\n[[test]]\nname = \"judge\"\nharness = false\n"
            ),
        );
        scratch.write(&format!("{dir}/problem.toml"), &format!("{PROBLEM_TOML}kind = \"{kind}\"\n"));
        let readme: String = ["Input", "Output", "Constraints", "Samples", "Solution", "Pitfalls"]
            .iter()
            .map(|s| format!("## {s}\n"))
            .collect();
        scratch.write(&format!("{dir}/README.md"), &readme);
        for file in [
            "src/main.rs",
            "tests/judge.rs",
            "tests/stress.rs",
            "cases/00-sample-1.in",
            "cases/00-sample-1.out",
            "cases/30-max-1.in",
            "cases/30-max-1.out",
        ] {
            scratch.write(&format!("{dir}/{file}"), "1\n");
        }
    }
    let errors: Vec<String> = ["checker", "interactive"]
        .iter()
        .flat_map(|kind| discover::check_structure(&scratch.0.join(format!("problems/p-{kind}"))))
        .map(|e| scratch.redact(&e.to_string()))
        .collect();
    assert_eq!(
        errors,
        [
            "[dir]/problems/p-checker/Cargo.toml: this checker problem needs a [[bin]] named \"p-checker-checker\" (path = \"src/bin/checker.rs\")",
            "[dir]/problems/p-interactive/Cargo.toml: this interactive problem needs a [[bin]] named \"p-interactive-interactor\" (path = \"src/bin/interactor.rs\")",
        ]
    );
    Ok(())
}

/// `checker_cmd` in `problem.toml`: a checker brought from elsewhere (a testlib checker
/// compiled from C++, say), named relative to the problem directory.
fn an_external_checker_command_judges() -> Result<(), Failed> {
    let scratch = Scratch::new("checker-cmd");
    scratch.write(
        "problems/sum/problem.toml",
        &format!("{PROBLEM_TOML}kind = \"checker\"\nchecker_cmd = \"sh check.sh --strict\"\n"),
    );
    scratch.write("problems/sum/cases/01-small.in", "1 2\n");
    scratch.write("problems/sum/cases/01-small.out", "3\n");
    scratch.write(
        "problems/sum/check.sh",
        "[ \"$1\" = --strict ] || exit 3; shift; [ \"$(cat \"$2\")\" = \"$(cat \"$3\")\" ] && exit 0; echo 'wrong answer' >&2; exit 1",
    );
    let problem = discover::load(&scratch.0.join("problems/sum")).unwrap();
    let jury = judging::jury_of(&problem, |_| None).map_err(|e| e.to_string())?;
    let right = Program::new(scratch.script("right", "read a b; echo $((a + b))"));
    let wrong = Program::new(scratch.script("wrong", "echo 4"));
    expect(&judge_by(&problem, &right, &jury, LIMITS), Verdict::Ac, "external checker, right answer")?;
    expect(&judge_by(&problem, &wrong, &jury, LIMITS), Verdict::Wa, "external checker, wrong answer")
}

/// Every layer but Landlock: the box of a machine without namespaces or control groups.
const NO_BOX: [Layer; 7] =
    [Layer::Identity, Layer::Root, Layer::Pids, Layer::Network, Layer::Ipc, Layer::Cgroup, Layer::Scratch];

/// Runs `body` as a shell script on the problem's first case, and returns what it did.
fn attack(scratch: &Scratch, runner: &Runner, problem: &Problem, name: &str, body: &str) -> Result<RunResult, Failed> {
    attack_with(scratch, runner, problem, name, body, &[])
}

/// [`attack`] with arguments: the files they name are the only ones outside the system's
/// directories that the box holds.
fn attack_with(
    scratch: &Scratch,
    runner: &Runner,
    problem: &Problem,
    name: &str,
    body: &str,
    args: &[&Path],
) -> Result<RunResult, Failed> {
    let program =
        Program { path: scratch.script(name, body), args: args.iter().map(|a| a.display().to_string()).collect() };
    Ok(runner.run(&program, Input::File(&problem.cases[0].input), LIMITS)?)
}

/// The lines a run printed that start with `seen:`: the attempts that worked.
fn seen(result: &RunResult) -> Vec<String> {
    String::from_utf8_lossy(&result.stdout).lines().filter(|l| l.starts_with("seen:")).map(str::to_owned).collect()
}

/// Every route to the expected outputs that a solution was found to take: their contents,
/// their metadata (the size of the `.out` beside the `.in` that stdin names tells Yes from
/// No), the repository's objects, the workspace's other files, and the binaries of the build
/// directory the guard runs from. In the box none exists; without the box, Landlock still
/// keeps every content out (metadata is what a machine without the box loses).
fn no_route_leads_to_the_answers() -> Result<(), Failed> {
    let scratch = Scratch::new("routes");
    let problem = sum_problem(&scratch, "tokens");
    let out = problem.cases[0].output.display().to_string();
    let dir = scratch.0.display().to_string();
    scratch.write(".git/objects/ab/cdef", "blob\n");
    scratch.write("README.md", "the workspace\n");
    let exe = std::env::current_exe()?;
    let build = exe.parent().ok_or("no build directory")?.display().to_string();
    let exe = exe.display().to_string();
    let contents = format!(
        "cat {out} >/dev/null 2>&1 && echo seen: contents
cat {dir}/README.md >/dev/null 2>&1 && echo seen: the workspace
ls {dir}/.git/objects >/dev/null 2>&1 && echo seen: git objects
cat {dir}/.git/objects/ab/cdef >/dev/null 2>&1 && echo seen: a git object
{exe} --list >/dev/null 2>&1 && echo seen: ran a binary of the build
ls {build} >/dev/null 2>&1 && echo seen: the build directory
cat /proc/$PPID/root{out} >/dev/null 2>&1 && echo seen: through another root
"
    );
    let metadata = format!(
        "stat {out} >/dev/null 2>&1 && echo seen: metadata
beside=$(readlink /proc/self/fd/0 | sed 's/[.]in$/.out/')
stat \"$beside\" >/dev/null 2>&1 && echo seen: the answer beside the input
stat {dir}/.git >/dev/null 2>&1 && echo seen: the repository
stat {exe} >/dev/null 2>&1 && echo seen: the guard's executable
"
    );
    // The whole scratch directory is the workspace here.
    let workspace = Runner::new(std::slice::from_ref(&scratch.0))?;
    let boxed = attack(&scratch, &workspace, &problem, "routes", &format!("{contents}{metadata}"))?;
    let found = seen(&boxed);
    // Metadata is hidden only where the box has its own root.
    let allowed = |line: &String| boxed.isolation.lacks(Layer::Root) && !contents.contains(line.as_str());
    if found.iter().any(|line| !allowed(line)) {
        return Err(format!("in the box: {found:?} (box: {:?})", boxed.isolation).into());
    }
    let bare = attack(
        &scratch,
        &workspace.without(&NO_BOX).with_level(Level::BestEffort),
        &problem,
        "routes-bare",
        &contents,
    )?;
    let found = seen(&bare);
    if !found.is_empty() {
        return Err(format!("without the box, Landlock let through: {found:?}").into());
    }
    // A workspace that cannot be named is an error, never a tree silently left unprotected.
    if Runner::new(&[PathBuf::new()]).is_ok() || Runner::new(&[scratch.0.join("missing")]).is_ok() {
        return Err("a protected path that does not resolve must be refused".into());
    }
    Ok(())
}

/// A solution that lowers the open-files limit of every process it can see, then spins past
/// the CPU limit. In the box it sees only its own processes: TLE. Without the box it can reach
/// the guard; the guard, unable to look at the tree any more, kills it whole and says so,
/// never taking "no processes" for an end.
fn the_guard_cannot_be_blinded() -> Result<(), Failed> {
    let scratch = Scratch::new("blind");
    let problem = sum_problem(&scratch, "tokens");
    // The spinner is named on the command line, so that the box holds it.
    let spin = "\"$1\" busy 1300";
    let fixture = [misbehave()];
    let marker = marker(2);
    let everyone = format!(
        "for p in /proc/[0-9]*; do [ ${{p#/proc/}} = $$ ] || prlimit --nofile=3:3 --pid ${{p#/proc/}} 2>/dev/null; done
(sleep {marker}9 &); exec {spin}"
    );
    let boxed = runner(&problem);
    if boxed.clone().run(&Program::new("/bin/true"), Input::Bytes(b""), LIMITS)?.isolation.lacks(Layer::Pids) {
        eprintln!("note: no pid namespace here; only the blinded guard is tried");
    } else {
        let result = attack_with(&scratch, &boxed, &problem, "blinds-all", &everyone, &fixture)?;
        if !result.timed_out() {
            return Err(format!("in the box: {:?} after {:?} of CPU", result.stop, result.cpu).into());
        }
    }
    // Without the box, only the guard (the parent of the box's first process) is aimed at:
    // the judge itself is this test process, and would be crippled too.
    let guard =
        format!("g=$(cut -d' ' -f4 /proc/$PPID/stat); prlimit --nofile=3:3 --pid $g; (sleep {marker}9 &); exec {spin}");
    let bare = attack_with(
        &scratch,
        &runner(&problem).without(&NO_BOX).with_level(Level::BestEffort),
        &problem,
        "blinds-guard",
        &guard,
        &fixture,
    )?;
    if bare.stop.is_none() || bare.exit != Exit::Killed {
        return Err(format!("a blinded guard must stop the run: {:?}, {:?}", bare.stop, bare.exit).into());
    }
    let left = alive_with(&format!("{marker}9"));
    if !left.is_empty() {
        return Err(format!("processes outlived the run:\n{}", left.join("\n")).into());
    }
    Ok(())
}

/// The parent of process `pid`, from `/proc`.
fn parent_of(pid: &str) -> Option<String> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    stat.rsplit_once(')')?.1.split_whitespace().nth(1).map(str::to_owned)
}

/// A guard is forked by a fork server and dies with it: a server killed while its run goes on
/// (its judge lost, or a stray `kill`) stops that run at once rather than at its limit, the
/// judge hears of it, and no process of the run is left.
fn a_guard_without_its_fork_server_stops_its_run() -> Result<(), Failed> {
    let scratch = Scratch::new("server-killed");
    let problem = sum_problem(&scratch, "tokens");
    let marker = marker(3);
    let program = Program { path: scratch.script("sleeper", "sleep \"$1\""), args: vec![marker.clone()] };
    let limits = Limits { cpu: Duration::from_secs(30), wall: Duration::from_secs(60), ..LIMITS };
    let running = runner(&problem).start(&program, Input::Bytes(b""), testkit::run::Output::Captured, limits)?;
    let started = Instant::now();
    let program_pid = loop {
        if let Some(line) = alive_with(&marker).first() {
            break line.split(':').next().unwrap_or_default().to_owned();
        }
        if started.elapsed() > Duration::from_secs(10) {
            running.stopper()();
            let result = running.finish()?;
            return Err(format!(
                "the run's program was not seen in 10 s: {:?}, {:?} after {:?}, stderr {:?}",
                result.stop,
                result.exit,
                result.wall,
                String::from_utf8_lossy(&result.stderr)
            )
            .into());
        }
        std::thread::sleep(Duration::from_millis(10));
    };
    // Up from the program to this judge's own child: the guard's fork server.
    let me = std::process::id().to_string();
    let mut server = program_pid;
    for _ in 0..8 {
        match parent_of(&server) {
            Some(parent) if parent != me => server = parent,
            _ => break,
        }
    }
    let cmdline = std::fs::read(format!("/proc/{server}/cmdline")).unwrap_or_default();
    if parent_of(&server) != Some(me) || !String::from_utf8_lossy(&cmdline).contains("--sg-run-guard-server") {
        return Err(format!("no fork server of this judge above the run's program (reached {server})").into());
    }
    nix::sys::signal::kill(nix::unistd::Pid::from_raw(server.parse()?), nix::sys::signal::Signal::SIGKILL)?;
    let killed = Instant::now();
    let result = running.finish()?;
    if killed.elapsed() > Duration::from_secs(5) {
        return Err(format!("the judge heard of the run's end after {:?}", killed.elapsed()).into());
    }
    if result.stop != Some(Stop::Interrupted) {
        return Err(format!("the run went on without its server: {:?}, {:?}", result.stop, result.exit).into());
    }
    let left = alive_with(&marker);
    if !left.is_empty() {
        return Err(format!("processes outlived the run:\n{}", left.join("\n")).into());
    }
    Ok(())
}

/// Memory held in a memfd or a System V segment is no process's resident memory, but the
/// box's control group counts it: MLE. A segment left behind dies with the box's IPC
/// namespace instead of carrying state into the next run.
fn shared_memory_counts_and_dies_with_the_run() -> Result<(), Failed> {
    let scratch = Scratch::new("shared-memory");
    let problem = sum_problem(&scratch, "tokens");
    let runner = runner(&problem);
    let limits = Limits { cpu: Duration::from_secs(3), wall: Duration::from_secs(6), ..LIMITS };
    let key = (0x5600_0000 + std::process::id() % 0xffff).to_string();
    let segment_left = || {
        std::fs::read_to_string("/proc/sysvipc/shm")
            .unwrap_or_default()
            .lines()
            .any(|l| l.split_whitespace().next() == Some(key.as_str()))
    };
    let probe = runner.run(&Program::new("/bin/true"), Input::Bytes(b""), LIMITS)?;
    if probe.isolation.lacks(Layer::Cgroup) || probe.isolation.lacks(Layer::Ipc) {
        eprintln!("note: no control group or IPC namespace here: {:?}", probe.isolation.missing);
        return Ok(());
    }
    for (name, program) in [("memfd", fixture(&["memfd", "600"])), ("shm", fixture(&["shm", "600", &key]))] {
        let result = runner.run(&program, Input::Bytes(b""), limits)?;
        if result.stop != Some(Stop::Memory) {
            let peak = result.peak_kib;
            return Err(format!("{name}: 600 MiB under a 256 MiB limit: {:?}, peak {peak} KiB", result.stop).into());
        }
    }
    let small = runner.run(&fixture(&["shm", "8", &key]), Input::Bytes(b""), limits)?;
    if small.exit != Exit::Code(0) || segment_left() {
        let _ = std::process::Command::new("ipcrm").args(["-M", &key]).status();
        return Err(format!("a segment of the run outlived it ({:?})", small.exit).into());
    }
    Ok(())
}

/// Disk space preallocated without changing a file's size passes a file size limit; the box's
/// scratch directory is a tmpfs bounded by the memory limit.
fn the_scratch_directory_is_bounded() -> Result<(), Failed> {
    let scratch = Scratch::new("fallocate");
    let problem = sum_problem(&scratch, "tokens");
    let body = "fallocate -n -l 1200M kept 2>/dev/null && echo seen: 1200 MiB kept
fallocate -l 1200M grown 2>/dev/null && echo seen: 1200 MiB grown
rm -f kept grown";
    let result = attack(&scratch, &runner(&problem), &problem, "preallocates", body)?;
    let found = seen(&result);
    if !found.is_empty() && !result.isolation.lacks(Layer::Scratch) {
        return Err(format!("{found:?}").into());
    }
    Ok(())
}

/// What a solution may not change outside its box: the modes (the set-user-id bit above all),
/// times, extended attributes and contents of its own program, of a root-owned binary and a
/// file its command line names, and of the expected output.
fn the_host_is_left_unchanged() -> Result<(), Failed> {
    use std::os::unix::fs::MetadataExt;
    let scratch = Scratch::new("host");
    let problem = sum_problem(&scratch, "tokens");
    let tool = scratch.0.join("bin/tool");
    std::fs::create_dir_all(scratch.0.join("bin"))?;
    std::fs::copy("/bin/true", &tool)?;
    std::fs::set_permissions(&tool, std::fs::Permissions::from_mode(0o755))?;
    let data = scratch.write("data.txt", "data\n");
    let vandal = scratch.script(
        "vandal",
        "for f in \"$0\" \"$@\"; do
  chmod 6777 \"$f\"; touch -d 2001-01-01 \"$f\"; echo x >> \"$f\"
  /usr/bin/python3 -c 'import os, sys; os.setxattr(sys.argv[1], \"user.mark\", b\"1\")' \"$f\"
done 2>/dev/null; echo 3",
    );
    let files = [vandal.clone(), tool, data, problem.cases[0].output.clone()];
    // Mode, modification and change times, contents, extended attributes.
    type State = (u32, i64, i64, Vec<u8>, Vec<u8>);
    let state = |path: &Path| -> Result<State, Failed> {
        let meta = std::fs::metadata(path)?;
        let attributes = std::process::Command::new("/usr/bin/python3")
            .args(["-c", "import os, sys; print(os.listxattr(sys.argv[1]))"])
            .arg(path)
            .output()?
            .stdout;
        Ok((meta.mode(), meta.mtime(), meta.ctime(), std::fs::read(path)?, attributes))
    };
    let before: Vec<_> = files.iter().map(|f| state(f)).collect::<Result<_, _>>()?;
    let program = Program { path: vandal, args: files[1..].iter().map(|f| f.display().to_string()).collect() };
    let result = runner(&problem).run(&program, Input::File(&problem.cases[0].input), LIMITS)?;
    let after: Vec<_> = files.iter().map(|f| state(f)).collect::<Result<_, _>>()?;
    for ((file, b), a) in files.iter().zip(&before).zip(&after) {
        if b != a {
            return Err(format!("{} changed: {b:?} -> {a:?} (box: {:?})", file.display(), result.isolation).into());
        }
    }
    Ok(())
}

/// UDP to the machine's loopback, a unix socket in its `/tmp`, and TCP: nothing a solution
/// sends reaches a listener outside the box.
fn no_traffic_leaves_the_box() -> Result<(), Failed> {
    use std::os::unix::net::UnixDatagram;
    let scratch = Scratch::new("traffic");
    let problem = sum_problem(&scratch, "tokens");
    let udp = std::net::UdpSocket::bind("127.0.0.1:0")?;
    let tcp = std::net::TcpListener::bind("127.0.0.1:0")?;
    let path = std::env::temp_dir().join(format!("sg-leak-{}.sock", std::process::id()));
    let _ = std::fs::remove_file(&path);
    let unix = UnixDatagram::bind(&path)?;
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o777))?;
    let (udp_port, tcp_port) = (udp.local_addr()?.port(), tcp.local_addr()?.port());
    let python = format!(
        "import socket
def attempt(name, send):
    try:
        send()
        print('seen:', name)
    except OSError:
        pass
attempt('udp', lambda: socket.socket(socket.AF_INET, socket.SOCK_DGRAM).sendto(b'leak', ('127.0.0.1', {udp_port})))
attempt('tcp', lambda: socket.create_connection(('127.0.0.1', {tcp_port}), timeout=1).sendall(b'leak'))
attempt('unix socket', lambda: socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM).sendto(b'leak', '{}'))
",
        path.display()
    );
    let script = format!("/usr/bin/python3 -c \"{python}\"; echo 3");
    let result = attack(&scratch, &runner(&problem), &problem, "talks", &script)?;
    let _ = std::fs::remove_file(&path);
    udp.set_nonblocking(true)?;
    unix.set_nonblocking(true)?;
    tcp.set_nonblocking(true)?;
    let mut buffer = [0u8; 16];
    let mut arrived = Vec::new();
    if udp.recv(&mut buffer).is_ok() {
        arrived.push("udp");
    }
    if unix.recv(&mut buffer).is_ok() {
        arrived.push("unix socket");
    }
    if tcp.accept().is_ok() {
        arrived.push("tcp");
    }
    let said = seen(&result);
    if !arrived.is_empty() || !said.is_empty() || !String::from_utf8_lossy(&result.stdout).contains('3') {
        return Err(format!("traffic left the box: arrived {arrived:?}, sent {said:?}; {result:?}").into());
    }
    Ok(())
}

/// Two boxes of one judge at once (they share its empty network namespace): a message sent
/// from one to an abstract unix socket the other listens on does not arrive.
fn boxes_cannot_reach_one_another() -> Result<(), Failed> {
    let scratch = Scratch::new("neighbours");
    let problem = sum_problem(&scratch, "tokens");
    let runner = runner(&problem);
    let address = format!("\\0sg-box-{}", std::process::id());
    let listen = format!(
        "/usr/bin/python3 -c \"import socket
s = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
s.bind(b'{address}')
s.settimeout(1.5)
try:
    print('seen: got', s.recv(16))
except OSError:
    pass\""
    );
    let send = format!(
        "sleep 0.5; /usr/bin/python3 -c \"import socket
try:
    socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM).sendto(b'hello', b'{address}')
    print('seen: sent')
except OSError:
    pass\""
    );
    let limits = Limits { cpu: Duration::from_secs(2), wall: Duration::from_secs(4), ..LIMITS };
    let results = std::thread::scope(|scope| {
        let runs: Vec<_> = [("listens", &listen), ("sends", &send)]
            .into_iter()
            .map(|(name, body)| {
                let program = Program::new(scratch.script(name, body));
                let runner = &runner;
                scope.spawn(move || runner.run(&program, Input::Bytes(b""), limits))
            })
            .collect();
        runs.into_iter().map(|run| run.join().map_err(|_| "a run panicked".to_owned())).collect::<Vec<_>>()
    });
    for result in results {
        let result = result??;
        let found = seen(&result);
        if !found.is_empty() {
            return Err(format!("a box reached its neighbour: {found:?} ({:?})", result.isolation).into());
        }
    }
    Ok(())
}

/// A descriptor the judge inherited without close-on-exec (a jobserver's pipe under
/// `make -j`) does not reach the solution: it has 0, 1 and 2, and nothing else.
fn no_descriptor_is_inherited() -> Result<(), Failed> {
    let scratch = Scratch::new("descriptors");
    let problem = sum_problem(&scratch, "tokens");
    use std::os::unix::fs::MetadataExt;
    // Both ends are inherited by every process this test process starts from now on.
    let (read, write) = nix::unistd::pipe()?;
    let inode = std::fs::File::from(read.try_clone()?).metadata()?.ino();
    // The shell's own descriptors: the standard three, and the script it reads (dash keeps it).
    let list = "for f in /proc/$$/fd/*; do readlink $f; done";
    let result = attack(&scratch, &runner(&problem), &problem, "lists-fds", list);
    drop((read, write));
    let listed = String::from_utf8_lossy(&result?.stdout).into_owned();
    if listed.contains(&format!("pipe:[{inode}]")) || listed.lines().count() > 4 {
        return Err(format!("the solution holds descriptors {listed:?}").into());
    }
    Ok(())
}

/// Escape sequences, carriage returns, bells and C1 controls from a solution's output and
/// stderr are shown escaped, in text and in JSON: a solution cannot rewrite the report's lines.
fn reports_show_control_bytes_escaped() -> Result<(), Failed> {
    let scratch = Scratch::new("escapes");
    let problem = sum_problem(&scratch, "tokens");
    let forger = "printf '\\033[1A\\033[2K\\rsum 1 case: AC 1\\007\\302\\233\\n'";
    let wa = judge_with(&problem, &scratch.script("forger", forger), LIMITS);
    let re = judge_with(&problem, &scratch.script("forger-re", &format!("{forger} >&2; exit 3")), LIMITS);
    let text = report::render(&[wa.clone(), re.clone()], Figures::Shown);
    let json = serde_json::to_string(&[&wa.cases, &re.cases])?;
    for (what, shown) in [("text", &text), ("json", &json)] {
        let raw: Vec<char> = shown.chars().filter(|c| (c.is_control() && *c != '\n') || *c == '\u{9b}').collect();
        if !raw.is_empty() {
            return Err(format!("{what} report holds raw control characters {raw:?}:\n{shown}").into());
        }
    }
    if !text.contains("\\u{1b}[2K\\r") {
        return Err(format!("the escapes should be shown escaped:\n{text}").into());
    }
    Ok(())
}

/// The variable that turns this test binary into [`excerpt_probe`].
const EXCERPT_PROBE: &str = "SG_EXCERPT_PROBE";

/// Makes 64 MiB of empty lines (an output exactly at the cap), takes its excerpt, and prints
/// the process's peak resident memory in KiB.
fn excerpt_probe() -> ! {
    let output = vec![b'\n'; 64 << 20];
    let shown = report::excerpt(&output);
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    let peak = status.lines().find_map(|l| l.strip_prefix("VmHWM:")).unwrap_or("0 kB").trim().to_owned();
    println!("{} {peak}", shown.len());
    std::process::exit(0)
}

/// What the judge keeps of an output for its report is bounded whatever its shape: the excerpt
/// of 64 MiB of empty lines is a few lines, taken without a line table of the whole output.
fn excerpts_cost_little_whatever_the_output() -> Result<(), Failed> {
    let probe = std::process::Command::new(std::env::current_exe()?).env(EXCERPT_PROBE, "1").output()?;
    let said = String::from_utf8_lossy(&probe.stdout).into_owned();
    let numbers: Vec<u64> = said.split_whitespace().filter_map(|w| w.parse().ok()).collect();
    let [shown, peak_kib] = numbers[..] else { return Err(format!("the probe said {said:?}").into()) };
    // The output itself is 64 MiB; a table of its lines would be a gigabyte.
    if shown > 4096 || peak_kib > 160 << 10 {
        return Err(format!("an excerpt of {shown} bytes, with the judge at {peak_kib} KiB").into());
    }
    Ok(())
}

/// Strict isolation runs only in the whole box: a missing layer (here left out, as on a machine
/// without control groups) is an error before the program starts, never a verdict.
fn strict_isolation_needs_the_whole_box() -> Result<(), Failed> {
    let scratch = Scratch::new("strict");
    let problem = sum_problem(&scratch, "tokens");
    let marker = scratch.0.join("ran");
    let program = Program { path: "/bin/sh".into(), args: vec!["-c".into(), format!("echo 3 > {}", marker.display())] };
    let strict = runner(&problem).with_level(Level::Strict);
    let refused = strict.clone().without(&[Layer::Cgroup]).run(&program, Input::Bytes(b""), LIMITS);
    match refused {
        Err(e) if e.message.contains("strict isolation refuses") && e.message.contains("control group") => {}
        other => return Err(format!("expected a refusal naming the control group, got {other:?}").into()),
    }
    if marker.exists() {
        return Err("the program ran although the box was refused".into());
    }
    let best = runner(&problem).run(&Program::new("/bin/true"), Input::Bytes(b""), LIMITS)?;
    if best.isolation.is_full() {
        let result = strict.run(&Program::new("/bin/true"), Input::Bytes(b""), LIMITS)?;
        if result.exit != Exit::Code(0) {
            return Err(format!("the whole box, strict: {result:?}").into());
        }
    } else {
        eprintln!("note: no whole box here ({:?}); strict runs were refused as they must", best.isolation.missing);
    }
    Ok(())
}

/// The guard run by an ordinary user (made for the test: `nobody` when the tests run as
/// root): the box the kernel lets that user have (a user namespace, its own root, pid,
/// network and IPC namespaces, no control group), the report naming what is missing, and still
/// no way to the expected output or to change a file outside.
fn an_ordinary_user_gets_the_box_the_kernel_allows() -> Result<(), Failed> {
    use std::os::unix::process::CommandExt;
    let scratch = Scratch::new("ordinary");
    let secret = scratch.write("problems/sum/cases/01-small.out", "the expected output\n");
    let owned = scratch.write("owned.txt", "mine\n");
    let as_root = nix::unistd::geteuid().is_root();
    let nobody = 65534;
    // The guard is a copy of this executable that the user can run, in a directory it can
    // write its report to.
    let guard = scratch.0.join("guard");
    std::fs::copy(std::env::current_exe()?, &guard)?;
    std::fs::set_permissions(&guard, std::fs::Permissions::from_mode(0o755))?;
    let script = format!(
        "cat {} && echo seen: the expected output; chmod 777 {owned} && echo seen: chmod; id -u",
        secret.display(),
        owned = owned.display()
    );
    let plan = testkit::guard::Plan { visible: vec![owned.clone()], ..shell_plan(&scratch, &script, &[]) };
    if as_root {
        for path in [&scratch.0, &plan.workdir, &plan.root, &owned] {
            nix::unistd::chown(path.as_path(), Some(nix::unistd::Uid::from_raw(nobody)), None)?;
        }
    }
    let mut command = std::process::Command::new(&guard);
    command.arg(testkit::guard::GUARD_ARG).arg(serde_json::to_string(&plan)?);
    if as_root {
        command.uid(nobody).gid(nobody);
    }
    let output = command.output()?;
    let report: testkit::guard::Report = serde_json::from_slice(&std::fs::read(&plan.report)?)?;
    let stdout = String::from_utf8_lossy(&output.stdout).into_owned();
    let mode = std::fs::metadata(&owned)?.permissions().mode() & 0o777;
    if report.error.is_some() || stdout.contains("seen:") || mode == 0o777 {
        return Err(format!("as an ordinary user: {report:?}\nstdout: {stdout}").into());
    }
    if as_root && (!stdout.contains(&nobody.to_string()) || !report.isolation.lacks(Layer::Cgroup)) {
        return Err(format!("nobody runs without a control group, and the report says so: {report:?}").into());
    }
    // What the box lacked for the ordinary user is the report's to say, not the test's: a
    // passing test prints nothing.
    Ok(())
}

/// The variable that turns this test binary into [`input_probe`], with the case file to judge.
const INPUT_PROBE: &str = "SG_INPUT_PROBE";
/// The Python program [`input_probe`] judges, when not [`INPUT_ATTACK`].
const SCRIPT_PROBE: &str = "SG_SCRIPT_PROBE";

/// What the attack on standard input tries, in Python: where its descriptor leads, then the
/// case file's mode, times, attributes, a lock, a lease, and its contents through
/// `/proc/self/fd/0`. Each line says whether the call was allowed (on the copy it gets, some
/// are, and change nothing); what matters is the file.
const INPUT_ATTACK: &str = r#"
import fcntl, os, sys
sys.stdout.reconfigure(line_buffering=True)
print("link", os.readlink("/proc/self/fd/0"))
attacks = [
    ("chmod", lambda: os.fchmod(0, 0o666)),
    ("utime", lambda: os.utime(0, times=(0, 0))),
    ("xattr", lambda: os.setxattr(0, "user.sg", b"x")),
    ("lock", lambda: fcntl.flock(0, fcntl.LOCK_EX | fcntl.LOCK_NB)),
    # Taken and given back: a lease held would make its own open to write below wait for it.
    ("lease", lambda: (fcntl.fcntl(0, 1024, fcntl.F_RDLCK), fcntl.fcntl(0, 1024, fcntl.F_UNLCK))),
    ("write", lambda: open("/proc/self/fd/0", "r+b").write(b"changed")),
]
for name, attack in attacks:
    try:
        attack()
        print(name, "allowed")
    except OSError as e:
        print(name, "refused", e.errno)
print(sum(len(line) for line in open(0)))
"#;

/// This binary as the judge of one Python program (`script`, an attack): judges it on the case
/// file `case` through a runner of its own, prints what the program printed and how it ended,
/// and exits.
fn input_probe(case: &Path, script: &str) -> ! {
    testkit::guard::enter();
    let dir = case.parent().unwrap_or(Path::new("/"));
    let runner = Runner::new(&[dir.to_path_buf()]).unwrap_or_else(|e| panic!("{e}"));
    let program = Program { path: "python3".into(), args: vec!["-c".into(), script.into()] };
    let limits = Limits::new(Duration::from_secs(10), 256);
    match runner.run(&program, Input::File(case), limits) {
        Ok(result) => {
            print!("{}", String::from_utf8_lossy(&result.stdout));
            eprint!("{}", String::from_utf8_lossy(&result.stderr));
            if result.stdout.is_empty() {
                eprintln!("the attack printed nothing: {result:?}");
            }
            eprintln!("ended: {:?}", result.exit);
            std::process::exit(0)
        }
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(2)
        }
    }
}

/// The case file as the machine holds it: contents, mode, modification time, extended
/// attributes.
fn case_state(case: &Path) -> String {
    let meta = std::fs::metadata(case).unwrap();
    let xattrs = std::process::Command::new("python3")
        .args(["-c", "import os, sys; print(sorted(os.listxattr(sys.argv[1])))"])
        .arg(case)
        .output()
        .map(|o| o.stdout)
        .unwrap_or_default();
    format!(
        "{:?} mode {:o} mtime {:?} xattrs {:?}",
        std::fs::read(case).unwrap(),
        meta.permissions().mode() & 0o7777,
        meta.modified().unwrap(),
        String::from_utf8_lossy(&xattrs)
    )
}

/// A program's standard input is never the case file (nor any file of the workspace): whatever
/// it does with its descriptor 0 (its mode, times, attributes, locks, leases, or its contents
/// through `/proc/self/fd/0`), the case file stays as it was, for the judge's own user and for
/// an ordinary user who owns the case file and whom the box maps to itself.
fn the_input_cannot_be_touched() -> Result<(), Failed> {
    use std::os::unix::process::CommandExt;
    if std::process::Command::new("python3").arg("-c").arg("").status().map_or(true, |s| !s.success()) {
        return Err("python3 is needed".into());
    }
    let Probed { scratch, case, prober, users } = probed_workspace("input")?;
    let before = case_state(&case);
    for user in users {
        let mut command = std::process::Command::new(&prober);
        command.env(INPUT_PROBE, &case).env_remove("SG_ISOLATION").current_dir(&scratch.0);
        if let Some(uid) = user {
            command.uid(uid).gid(uid).env("HOME", &scratch.0);
        }
        let output = command.output()?;
        let said = String::from_utf8_lossy(&output.stdout).into_owned();
        let user = user.map_or("the judge's user".to_owned(), |u| format!("uid {u}"));
        if !output.status.success() || !said.contains("link ") {
            return Err(format!(
                "as {user}: the attack did not run: {said}{}",
                String::from_utf8_lossy(&output.stderr)
            )
            .into());
        }
        if said.contains(&case.display().to_string()) || !said.ends_with("4\n") {
            return Err(format!("as {user}: the program's stdin is the case file, or not its contents:\n{said}").into());
        }
        let after = case_state(&case);
        if after != before {
            return Err(format!("as {user}: the case file changed:\n{before}\n{after}\n{said}").into());
        }
    }
    Ok(())
}

/// The attack on what the system-call filter refuses, in Python: each call made raw (its number
/// from this machine's C library), and what came of it, a line each; then what is allowed.
fn filter_attack() -> String {
    use nix::libc;
    let calls = [
        ("keyctl", libc::SYS_keyctl, "0, 0"),
        ("add_key", libc::SYS_add_key, "0, 0, 0, 0, 0"),
        ("io_uring_setup", libc::SYS_io_uring_setup, "1, 0"),
        ("bpf", libc::SYS_bpf, "0, 0, 0"),
        ("perf_event_open", libc::SYS_perf_event_open, "0, 0, 0, 0, 0"),
        ("userfaultfd", libc::SYS_userfaultfd, "0"),
        ("unshare", libc::SYS_unshare, &format!("{}", libc::CLONE_NEWUSER)),
        ("mount", libc::SYS_mount, "0, 0, 0, 0, 0"),
        ("ptrace", libc::SYS_ptrace, "0, 0, 0, 0"),
        ("clone-new-user", libc::SYS_clone, &format!("{}, 0, 0, 0, 0", libc::CLONE_NEWUSER | libc::SIGCHLD)),
        ("clone-new-net", libc::SYS_clone, &format!("{}, 0, 0, 0, 0", libc::CLONE_NEWNET | libc::SIGCHLD)),
        ("x32-getpid", 0x4000_0000 + libc::SYS_getpid, ""),
        ("socket-inet", libc::SYS_socket, &format!("{}, {}, 0", libc::AF_INET, libc::SOCK_STREAM)),
        ("socket-vsock", libc::SYS_socket, &format!("{}, {}, 0", libc::AF_VSOCK, libc::SOCK_STREAM)),
        ("socketpair-inet", libc::SYS_socketpair, &format!("{}, {}, 0, 0", libc::AF_INET, libc::SOCK_STREAM)),
        ("shmget", libc::SYS_shmget, "0, 4096, 0o1600"),
    ];
    let mut script = String::from(
        "import ctypes, errno, fcntl, os, socket, sys\nsys.stdout.reconfigure(line_buffering=True)\n\
         libc = ctypes.CDLL(None, use_errno=True)\n\
         def call(name, nr, *args):\n    r = libc.syscall(ctypes.c_long(nr), *[ctypes.c_long(a) for a in args])\n    \
         print(name, 'allowed' if r >= 0 else errno.errorcode.get(ctypes.get_errno(), ctypes.get_errno()))\n",
    );
    for (name, nr, args) in calls {
        let comma = if args.is_empty() { "" } else { ", " };
        script += &format!("call({name:?}, {nr}{comma}{args})\n");
    }
    script += "def attempt(name, f):\n    try:\n        f()\n        print(name, 'allowed')\n    except OSError as e:\n        print(name, errno.errorcode.get(e.errno, e.errno))\n";
    script += "attempt('memfd', lambda: os.memfd_create('x'))\n";
    script +=
        "attempt('lease', lambda: fcntl.fcntl(os.open('lease', os.O_RDONLY | os.O_CREAT), 1024, fcntl.F_RDLCK))\n";
    script += "attempt('socket-unix', lambda: socket.socket(socket.AF_UNIX, socket.SOCK_STREAM))\n";
    script +=
        "attempt('thread', lambda: __import__('threading').Thread(target=print, args=('in a thread',)).start())\n";
    script += "attempt('subprocess', lambda: __import__('subprocess').run(['true'], check=True))\n";
    script
}

/// The system-call filter: every class it refuses fails with EPERM, as the judge's user (with a
/// control group, memfd and System V shared memory are counted, and allowed) and as an
/// ordinary user (without one, refused); what judged programs use, threads, processes and Unix
/// sockets, works; a 32-bit system call kills the program.
fn the_filter_refuses_what_no_judged_program_needs() -> Result<(), Failed> {
    use std::os::unix::process::CommandExt;
    let Probed { scratch, case, prober, users } = probed_workspace("filter")?;
    let refused = [
        "keyctl",
        "add_key",
        "io_uring_setup",
        "bpf",
        "perf_event_open",
        "userfaultfd",
        "unshare",
        "mount",
        "ptrace",
        "clone-new-user",
        "clone-new-net",
        "x32-getpid",
        "socket-inet",
        "socket-vsock",
        "socketpair-inet",
        "lease",
    ];
    let allowed = ["socket-unix", "thread", "subprocess"];
    for user in users {
        let mut command = std::process::Command::new(&prober);
        command.env(INPUT_PROBE, &case).env(SCRIPT_PROBE, filter_attack()).env_remove("SG_ISOLATION");
        if let Some(uid) = user {
            command.uid(uid).gid(uid).env("HOME", &scratch.0);
        }
        let output = command.output()?;
        let said = String::from_utf8_lossy(&output.stdout).into_owned();
        let whose = user.map_or("the judge's user".to_owned(), |u| format!("uid {u}"));
        let got = |name: &str| {
            said.lines().find_map(|l| l.strip_prefix(&format!("{name} "))).unwrap_or("(nothing)").to_owned()
        };
        for name in refused {
            if got(name) != "EPERM" {
                return Err(format!(
                    "as {whose}: {name} got {}:\n{said}{}",
                    got(name),
                    String::from_utf8_lossy(&output.stderr)
                )
                .into());
            }
        }
        for name in allowed {
            if got(name) != "allowed" {
                return Err(format!("as {whose}: {name} got {}:\n{said}", got(name)).into());
            }
        }
        // Memory the guard cannot see is refused only where no control group counts it.
        let counted = user.is_none()
            && !Runner::new(&[]).map_or(true, |r| {
                r.run(&Program::new("true"), Input::Bytes(b""), Limits::new(Duration::from_secs(1), 64))
                    .is_ok_and(|r| r.isolation.lacks(Layer::Cgroup))
            });
        let memory = if counted { "allowed" } else { "EPERM" };
        for name in ["memfd", "shmget"] {
            if got(name) != memory {
                return Err(format!("as {whose}: {name} got {}, not {memory}:\n{said}", got(name)).into());
            }
        }
    }
    // A 32-bit system call: the program is killed by SIGSYS.
    let runner = Runner::new(std::slice::from_ref(&scratch.0))?;
    let source = scratch.write(
        "int80.c",
        "int main(void) { long r; __asm__ volatile (\"int $0x80\" : \"=a\"(r) : \"a\"(20L)); return r > 0 ? 0 : 3; }\n",
    );
    let binary = scratch.0.join("int80");
    if cfg!(target_arch = "x86_64")
        && std::process::Command::new("cc").arg("-o").arg(&binary).arg(&source).status()?.success()
    {
        let result = runner.run(&Program::new(&binary), Input::Bytes(b""), Limits::new(Duration::from_secs(2), 64))?;
        if result.exit != Exit::Signal(nix::libc::SIGSYS) {
            return Err(format!("a 32-bit system call: {result:?}").into());
        }
    }
    Ok(())
}

/// A scratch workspace owned as a developer owns a clone, for the attacks judged by
/// [`input_probe`]: its case file (`1 2`), a copy of this binary anyone can run (the probe),
/// and the users to judge as: the judge's own, and when the tests run as root, `nobody`, to
/// whom the workspace then belongs.
fn probed_workspace(name: &str) -> Result<Probed, Failed> {
    let scratch = Scratch::new(name);
    let case = scratch.write("problems/sum/cases/01-small.in", "1 2\n");
    std::fs::set_permissions(&case, std::fs::Permissions::from_mode(0o644))?;
    let prober = scratch.0.join("prober");
    std::fs::copy(std::env::current_exe()?, &prober)?;
    std::fs::set_permissions(&prober, std::fs::Permissions::from_mode(0o755))?;
    let nobody = 65534;
    let mut users = vec![None];
    if nix::unistd::geteuid().is_root() {
        let owned = ["", "problems", "problems/sum", "problems/sum/cases", "problems/sum/cases/01-small.in"];
        for path in owned.map(|p| scratch.0.join(p)) {
            let id = (nix::unistd::Uid::from_raw(nobody), nix::unistd::Gid::from_raw(nobody));
            nix::unistd::chown(path.as_path(), Some(id.0), Some(id.1))?;
        }
        users.push(Some(nobody));
    }
    Ok(Probed { scratch, case, prober, users })
}

/// What [`probed_workspace`] makes.
struct Probed {
    scratch: Scratch,
    case: PathBuf,
    prober: PathBuf,
    users: Vec<Option<u32>>,
}
