//! The judge against programs that misbehave: wrong answers, crashes, hangs, floods, CPU and
//! memory hogs, processes that try to outlive their run, read the expected outputs, write the
//! workspace or kill the judge. Each gets the verdict a trusted judge gives, no process of a
//! run survives it, and the report format is pinned by snapshots.
#![cfg(unix)]
#![allow(clippy::unwrap_used, reason = "fixture set-up: a failure to set up is a test failure")]

mod checkers;
#[path = "../common/mod.rs"]
mod common;
mod filter;
mod guard;
mod input;
mod isolation;
mod ordinary;
mod verdicts;

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
    testkit::enter();
    if std::env::var_os(isolation::LEVEL_PROBE).is_some() {
        isolation::level_probe();
    }
    if std::env::var_os(verdicts::EXCERPT_PROBE).is_some() {
        verdicts::excerpt_probe();
    }
    if let Some(case) = std::env::var_os(input::INPUT_PROBE) {
        let script = std::env::var(input::SCRIPT_PROBE).unwrap_or_else(|_| input::INPUT_ATTACK.to_owned());
        input::input_probe(Path::new(&case), &script);
    }
    let trials = vec![
        Trial::test("each_misbehaviour_gets_its_verdict", verdicts::each_misbehaviour_gets_its_verdict),
        Trial::test("exact_mode_says_when_tokens_would_pass", verdicts::exact_mode_says_when_tokens_would_pass),
        Trial::test("long_outputs_show_head_and_tail", verdicts::long_outputs_show_head_and_tail),
        Trial::test(
            "broken_problem_directories_are_named_by_path",
            verdicts::broken_problem_directories_are_named_by_path,
        ),
        Trial::test("bad_input_must_be_refused_cleanly", verdicts::bad_input_must_be_refused_cleanly),
        Trial::test("generated_inputs_are_pinned_by_name", verdicts::generated_inputs_are_pinned_by_name),
        Trial::test("cpu_time_decides_not_load", verdicts::cpu_time_decides_not_load),
        Trial::test("memory_limit_is_enforced_and_peak_measured", verdicts::memory_limit_is_enforced_and_peak_measured),
        Trial::test(
            "a_process_killed_for_memory_makes_the_run_mle",
            verdicts::a_process_killed_for_memory_makes_the_run_mle,
        ),
        Trial::test("no_process_outlives_its_run", guard::no_process_outlives_its_run),
        Trial::test(
            "solutions_cannot_read_the_expected_outputs",
            isolation::solutions_cannot_read_the_expected_outputs,
        ),
        Trial::test("solutions_cannot_write_the_workspace", isolation::solutions_cannot_write_the_workspace),
        Trial::test("solutions_cannot_kill_the_judge", guard::solutions_cannot_kill_the_judge),
        Trial::test("solutions_have_no_privileges", guard::solutions_have_no_privileges),
        Trial::test("the_kernel_backstops_every_limit", guard::the_kernel_backstops_every_limit),
        Trial::test(
            "runs_get_their_input_and_a_clean_work_directory",
            guard::runs_get_their_input_and_a_clean_work_directory,
        ),
        Trial::test("a_run_outlives_its_runner", guard::a_run_outlives_its_runner),
        Trial::test("boxes_share_one_network_namespace", guard::boxes_share_one_network_namespace),
        Trial::test("a_guard_without_its_judge_runs_nothing", guard::a_guard_without_its_judge_runs_nothing),
        Trial::test(
            "a_guard_without_its_fork_server_stops_its_run",
            guard::a_guard_without_its_fork_server_stops_its_run,
        ),
        Trial::test("a_guard_that_cannot_fork_says_why", guard::a_guard_that_cannot_fork_says_why),
        Trial::test("a_guard_killed_outright_is_told", guard::a_guard_killed_outright_is_told),
        Trial::test("fork_servers_reap_their_guards", guard::fork_servers_reap_their_guards),
        Trial::test("a_dropped_runners_fork_servers_are_reaped", guard::a_dropped_runners_fork_servers_are_reaped),
        Trial::test("control_groups_are_removed", guard::control_groups_are_removed),
        Trial::test("a_vanished_readable_path_keeps_the_sandbox", guard::a_vanished_readable_path_keeps_the_sandbox),
        Trial::test("a_program_that_cannot_start_is_named", guard::a_program_that_cannot_start_is_named),
        Trial::test("the_guard_sleeps_between_looks", guard::the_guard_sleeps_between_looks),
        Trial::test(
            "signals_to_the_first_process_do_not_wake_the_guard",
            guard::signals_to_the_first_process_do_not_wake_the_guard,
        ),
        Trial::test("case_files_must_be_regular_files", verdicts::case_files_must_be_regular_files),
        Trial::test("checkers_decide_and_a_broken_checker_is_je", checkers::checkers_decide_and_a_broken_checker_is_je),
        Trial::test("a_checker_problem_needs_its_checker", checkers::a_checker_problem_needs_its_checker),
        Trial::test("an_external_checker_command_judges", checkers::an_external_checker_command_judges),
        Trial::test("interactions_get_problemtools_verdicts", checkers::interactions_get_problemtools_verdicts),
        Trial::test("no_route_leads_to_the_answers", isolation::no_route_leads_to_the_answers),
        Trial::test(
            "a_script_may_not_name_an_interpreter_in_the_protected_tree",
            isolation::a_script_may_not_name_an_interpreter_in_the_protected_tree,
        ),
        Trial::test("the_guard_cannot_be_blinded", guard::the_guard_cannot_be_blinded),
        Trial::test("unseen_memory_is_counted_or_refused", isolation::unseen_memory_is_counted_or_refused),
        Trial::test(
            "a_process_with_a_name_of_any_bytes_is_measured",
            isolation::a_process_with_a_name_of_any_bytes_is_measured,
        ),
        Trial::test("processes_are_bounded", isolation::processes_are_bounded),
        Trial::test("the_scratch_directory_is_bounded", isolation::the_scratch_directory_is_bounded),
        Trial::test("the_host_is_left_unchanged", isolation::the_host_is_left_unchanged),
        Trial::test("no_traffic_leaves_the_box", isolation::no_traffic_leaves_the_box),
        Trial::test("no_descriptor_is_inherited", isolation::no_descriptor_is_inherited),
        Trial::test("boxes_cannot_reach_one_another", isolation::boxes_cannot_reach_one_another),
        Trial::test("reports_show_control_bytes_escaped", verdicts::reports_show_control_bytes_escaped),
        Trial::test("excerpts_cost_little_whatever_the_output", verdicts::excerpts_cost_little_whatever_the_output),
        Trial::test("strict_isolation_needs_the_whole_box", isolation::strict_isolation_needs_the_whole_box),
        Trial::test(
            "an_ordinary_user_gets_the_box_the_kernel_allows",
            isolation::an_ordinary_user_gets_the_box_the_kernel_allows,
        ),
        Trial::test("the_input_cannot_be_touched", input::the_input_cannot_be_touched),
        Trial::test(
            "the_filter_refuses_what_no_judged_program_needs",
            filter::the_filter_refuses_what_no_judged_program_needs,
        ),
        Trial::test(
            "a_storm_of_refused_calls_costs_the_guard_little",
            filter::a_storm_of_refused_calls_costs_the_guard_little,
        ),
        Trial::test("the_report_names_the_refused_calls", filter::the_report_names_the_refused_calls),
        Trial::test(
            "groups_left_by_a_judge_killed_outright_are_swept",
            guard::groups_left_by_a_judge_killed_outright_are_swept,
        ),
        Trial::test("a_flood_of_refused_calls_keeps_the_limits", filter::a_flood_of_refused_calls_keeps_the_limits),
    ];
    // Most of these wait for a run to reach its limit, or for a process to end.
    let conclusion = testkit::trial::run_waiting(trials, 2);
    let again = ordinary::run_again(misbehave);
    let _ = std::fs::remove_dir_all(fixture_dir());
    match again {
        Some(Err(e)) => {
            eprintln!("error: {e}");
            std::process::exit(101)
        }
        _ => std::process::exit(conclusion.exit_code()),
    }
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

/// Where this test process compiles its fixture; `main` removes it at the end.
fn fixture_dir() -> PathBuf {
    std::env::temp_dir().join(format!("harness-fixture-{}", std::process::id()))
}

/// The variable that names a misbehaving program built beforehand, for a user who cannot run
/// the toolchain (`.ci/run` drops to an ordinary user for these tests).
const PREBUILT_FIXTURE: &str = "SG_MISBEHAVE";

/// The misbehaving Rust program of `tests/fixtures/misbehave.rs`, compiled once with `rustc`
/// (or the one [`PREBUILT_FIXTURE`] names).
fn misbehave() -> &'static Path {
    static BUILT: OnceLock<PathBuf> = OnceLock::new();
    BUILT.get_or_init(|| {
        if let Some(prebuilt) = std::env::var_os(PREBUILT_FIXTURE) {
            return PathBuf::from(prebuilt);
        }
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
        network_owner: None,
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

/// A scratch workspace owned as a developer owns a clone, for the attacks judged by
/// [`input::input_probe`]: its case file (`1 2`), a copy of this binary anyone can run (the probe),
/// and the users to judge as: the judge's own, and when the tests run as root, `nobody`, to
/// whom the workspace then belongs.
fn probed_workspace(name: &str) -> Result<Probed, Failed> {
    let scratch = Scratch::new(name);
    let case = scratch.write("problems/sum/cases/01-small.in", "1 2\n");
    std::fs::set_permissions(&case, std::fs::Permissions::from_mode(0o644))?;
    let prober = runnable_copy(&scratch, "prober")?;
    let mut users = vec![None];
    if nix::unistd::geteuid().is_root() {
        let owned = ["", "problems", "problems/sum", "problems/sum/cases", "problems/sum/cases/01-small.in"];
        give_to_nobody(&owned.map(|p| scratch.0.join(p)))?;
        users.push(Some(NOBODY));
    }
    Ok(Probed { scratch, case, prober, users })
}

/// The ordinary user (uid and gid) the tests run programs as when they run as root.
const NOBODY: u32 = 65534;

/// Makes [`NOBODY`] the owner of `paths`.
fn give_to_nobody(paths: &[PathBuf]) -> Result<(), Failed> {
    for path in paths {
        let id = (nix::unistd::Uid::from_raw(NOBODY), nix::unistd::Gid::from_raw(NOBODY));
        nix::unistd::chown(path.as_path(), Some(id.0), Some(id.1))?;
    }
    Ok(())
}

/// A copy of this executable in `scratch`, named `name`, that any user can run.
fn runnable_copy(scratch: &Scratch, name: &str) -> Result<PathBuf, Failed> {
    let copy = scratch.0.join(name);
    // Written by `cp`, not by this process: a descriptor for writing that this process held
    // would be inherited by whatever another test forks meanwhile, and until that child runs
    // its own program, running the copy fails with "Text file busy" (ETXTBSY).
    let copied = std::process::Command::new("cp").arg(std::env::current_exe()?).arg(&copy).status()?;
    if !copied.success() {
        return Err(format!("cp could not copy this test binary to {} ({copied})", copy.display()).into());
    }
    std::fs::set_permissions(&copy, std::fs::Permissions::from_mode(0o755))?;
    Ok(copy)
}

/// What [`probed_workspace`] makes.
struct Probed {
    scratch: Scratch,
    case: PathBuf,
    prober: PathBuf,
    users: Vec<Option<u32>>,
}
