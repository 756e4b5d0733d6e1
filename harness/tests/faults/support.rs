//! What the fault tests share: scratch problems, the runner and the judging of them, the
//! misbehaving fixture program, and the imports every test module takes (`use
//! crate::support::*`).

pub(crate) use crate::common::alive_with;
pub(crate) use std::os::unix::fs::PermissionsExt;
pub(crate) use std::path::{Path, PathBuf};
pub(crate) use std::sync::OnceLock;
pub(crate) use std::sync::atomic::{AtomicBool, Ordering};
pub(crate) use std::time::{Duration, Instant};
pub(crate) use testkit::discover::{self, Problem};
pub(crate) use testkit::judging;
pub(crate) use testkit::jury::Jury;
pub(crate) use testkit::report::{self, Figures, ProblemReport, Verdict};
pub(crate) use testkit::run::{Exit, Input, Layer, Level, Limits, Program, RunResult, Runner, Stop};
pub(crate) use testkit::trial::{Failed, Trial};

/// The argument of `sleep` that marks the processes of one test (`test` a digit of its own), for
/// `alive_with`: no test's marker is part of another's, so tests that run at once never take
/// each other's processes for their own.
pub(crate) fn marker(test: u8) -> String {
    assert!(test < 10, "one digit per test");
    format!("600.{test}{}", std::process::id())
}

/// A scratch directory removed when dropped.
pub(crate) struct Scratch(pub(crate) PathBuf);

impl Scratch {
    pub(crate) fn new(name: &str) -> Self {
        let dir = std::env::temp_dir().join(format!("harness-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        Scratch(dir)
    }

    pub(crate) fn write(&self, path: &str, text: &str) -> PathBuf {
        let path = self.0.join(path);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, text).unwrap();
        path
    }

    pub(crate) fn script(&self, name: &str, body: &str) -> PathBuf {
        let path = self.write(&format!("bin/{name}"), &format!("#!/bin/sh\n{body}\n"));
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
        path
    }

    /// The report as the CLI prints it, with what changes from run to run or machine to machine
    /// left out: times, the scratch path, and the note on the layers of the box this machine
    /// lacks (which its own tests check).
    pub(crate) fn rendered(&self, reports: &[ProblemReport]) -> String {
        let mut reports = reports.to_vec();
        reports.iter_mut().flat_map(|r| &mut r.cases).for_each(|c| c.isolation = Default::default());
        self.redact(&report::render(&reports, Figures::Redacted))
    }

    /// Replaces the scratch path, which changes between runs, by `[dir]`.
    pub(crate) fn redact(&self, text: &str) -> String {
        text.replace(&self.0.display().to_string(), "[dir]")
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

pub(crate) const PROBLEM_TOML: &str = "title = \"Sum\"\nsource = \"test\"\ntime_limit_ms = 300\n";

/// A problem whose one case asks for the sum of two numbers.
pub(crate) fn sum_problem(scratch: &Scratch, compare: &str) -> Problem {
    scratch.write("problems/sum/problem.toml", &format!("{PROBLEM_TOML}compare = \"{compare}\"\n"));
    scratch.write("problems/sum/cases/01-small.in", "1 2\n");
    scratch.write("problems/sum/cases/01-small.out", "3\n");
    discover::load(&scratch.0.join("problems/sum")).unwrap()
}

/// The runner of these tests: this test binary is its own run guard, and the scratch
/// problem directories are protected as the workspace would be.
pub(crate) fn runner(problem: &Problem) -> Runner {
    Runner::new(std::slice::from_ref(&problem.dir)).unwrap()
}

pub(crate) fn judge_program(problem: &Problem, program: &Program, limits: Limits) -> ProblemReport {
    judge_by(problem, program, &Jury::Builtin, limits)
}

pub(crate) fn judge_by(problem: &Problem, program: &Program, jury: &Jury, limits: Limits) -> ProblemReport {
    let name = program.path.file_name().unwrap().to_string_lossy().into_owned();
    let runner = runner(problem);
    let cases = problem
        .cases
        .iter()
        .map(|c| judging::judge_case(&runner, program, problem, c, limits, jury).unwrap())
        .collect();
    ProblemReport { slug: name, cases, errors: Vec::new() }
}

pub(crate) fn judge_with(problem: &Problem, program: &Path, limits: Limits) -> ProblemReport {
    judge_program(problem, &Program::new(program), limits)
}

pub(crate) const LIMITS: Limits = Limits {
    cpu: Duration::from_millis(300),
    wall: Duration::from_millis(900),
    memory_bytes: 256 << 20,
    output_cap: 1 << 20,
};

/// Checks a case's verdict, showing the report when it differs.
pub(crate) fn expect(report: &ProblemReport, verdict: Verdict, what: &str) -> Result<(), Failed> {
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
pub(crate) fn fixture_dir() -> PathBuf {
    std::env::temp_dir().join(format!("harness-fixture-{}", std::process::id()))
}

/// The variable that names a misbehaving program built beforehand, for a user who cannot run
/// the toolchain (`.ci/run` drops to an ordinary user for these tests).
pub(crate) const PREBUILT_FIXTURE: &str = "SG_MISBEHAVE";

/// The misbehaving Rust program of `tests/fixtures/misbehave.rs`, compiled once with `rustc`
/// (or the one [`PREBUILT_FIXTURE`] names).
pub(crate) fn misbehave() -> &'static Path {
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

pub(crate) fn fixture(args: &[&str]) -> Program {
    Program { path: misbehave().to_path_buf(), args: args.iter().map(|a| (*a).to_owned()).collect() }
}

/// A plan for a guard started by this test process: `/bin/sh -c script` in `scratch/work`,
/// reading only the system's directories and `extra_readable`.
pub(crate) fn shell_plan(scratch: &Scratch, script: &str, extra_readable: &[&str]) -> testkit::guard::Plan {
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
pub(crate) fn guard_command(plan: &testkit::guard::Plan) -> Result<std::process::Command, Failed> {
    let mut command = std::process::Command::new(std::env::current_exe()?);
    command.arg(testkit::guard::GUARD_ARG).arg(serde_json::to_string(plan)?);
    Ok(command)
}

/// Runs this executable as the guard of `plan` to its end.
pub(crate) fn run_guard(plan: &testkit::guard::Plan) -> Result<std::process::Output, Failed> {
    Ok(guard_command(plan)?.output()?)
}

/// Every layer but Landlock: the box of a machine without namespaces or control groups.
pub(crate) const NO_BOX: [Layer; 7] =
    [Layer::Identity, Layer::Root, Layer::Pids, Layer::Network, Layer::Ipc, Layer::Cgroup, Layer::Scratch];

/// Runs `body` as a shell script on the problem's first case, and returns what it did.
pub(crate) fn attack(
    scratch: &Scratch,
    runner: &Runner,
    problem: &Problem,
    name: &str,
    body: &str,
) -> Result<RunResult, Failed> {
    attack_with(scratch, runner, problem, name, body, &[])
}

/// [`attack`] with arguments: the files they name are the only ones outside the system's
/// directories that the box holds.
pub(crate) fn attack_with(
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
pub(crate) fn seen(result: &RunResult) -> Vec<String> {
    String::from_utf8_lossy(&result.stdout).lines().filter(|l| l.starts_with("seen:")).map(str::to_owned).collect()
}

/// A scratch workspace owned as a developer owns a clone, for the attacks judged by
/// [`input::input_probe`]: its case file (`1 2`), a copy of this binary anyone can run (the probe),
/// and the users to judge as: the judge's own, and when the tests run as root, `nobody`, to
/// whom the workspace then belongs.
pub(crate) fn probed_workspace(name: &str) -> Result<Probed, Failed> {
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
pub(crate) const NOBODY: u32 = 65534;

/// Makes [`NOBODY`] the owner of `paths`.
pub(crate) fn give_to_nobody(paths: &[PathBuf]) -> Result<(), Failed> {
    for path in paths {
        let id = (nix::unistd::Uid::from_raw(NOBODY), nix::unistd::Gid::from_raw(NOBODY));
        nix::unistd::chown(path.as_path(), Some(id.0), Some(id.1))?;
    }
    Ok(())
}

/// A copy of this executable in `scratch`, named `name`, that any user can run.
pub(crate) fn runnable_copy(scratch: &Scratch, name: &str) -> Result<PathBuf, Failed> {
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
pub(crate) struct Probed {
    pub(crate) scratch: Scratch,
    pub(crate) case: PathBuf,
    pub(crate) prober: PathBuf,
    pub(crate) users: Vec<Option<u32>>,
}

/// The layers a run lacked, without the reasons (which name per-run paths).
pub(crate) fn layers(isolation: &testkit::run::Isolation) -> Vec<Layer> {
    isolation.missing.iter().map(|m| m.layer).collect()
}

/// A run started in `scratch` whose program sleeps, marked by `marker`, and that program's pid
/// once it is seen (a run whose program is not seen in 10 s is stopped, and said so).
pub(crate) fn sleeping(scratch: &Scratch, marker: &str) -> Result<(testkit::run::Running, String), Failed> {
    sleeping_in(&runner(&sum_problem(scratch, "tokens")), scratch, marker)
}

/// [`sleeping`], run by `runner`.
pub(crate) fn sleeping_in(
    runner: &Runner,
    scratch: &Scratch,
    marker: &str,
) -> Result<(testkit::run::Running, String), Failed> {
    let program = Program { path: scratch.script("sleeper", "sleep \"$1\""), args: vec![marker.to_owned()] };
    let limits = Limits { cpu: Duration::from_secs(30), wall: Duration::from_secs(60), ..LIMITS };
    let running = runner.start(&program, Input::Bytes(b""), testkit::run::Output::Captured, limits)?;
    let started = Instant::now();
    loop {
        if let Some(line) = alive_with(marker).first() {
            let pid = line.split(':').next().unwrap_or_default().to_owned();
            return Ok((running, pid));
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
    }
}

/// The child of `ancestor` on the way up from process `pid` (at most 8 steps up; where the way
/// ends sooner, the last process reached).
pub(crate) fn child_of_above(ancestor: &str, pid: &str) -> String {
    let mut child = pid.to_owned();
    for _ in 0..8 {
        match parent_of(&child) {
            Some(parent) if parent != ancestor => child = parent,
            _ => break,
        }
    }
    child
}

/// Whether process `pid` is a fork server of this judge (a child of this process, started
/// with the server's argument).
pub(crate) fn is_fork_server_of_this_judge(pid: &str) -> bool {
    let cmdline = std::fs::read(format!("/proc/{pid}/cmdline")).unwrap_or_default();
    parent_of(pid) == Some(std::process::id().to_string())
        && String::from_utf8_lossy(&cmdline).contains("--sg-run-guard-server")
}

/// The fork server of this judge above the run's program `pid`, or what was reached instead.
pub(crate) fn fork_server_above(pid: &str) -> Result<String, String> {
    let server = child_of_above(&std::process::id().to_string(), pid);
    if is_fork_server_of_this_judge(&server) { Ok(server) } else { Err(server) }
}

/// The groups runs' groups are made in: one per hierarchy (v1's memory, pids and cpuacct, or
/// v2's one), none where this judge can make none.
pub(crate) fn group_parents() -> Vec<PathBuf> {
    match runguard::cgroup::Hierarchy::find() {
        Ok(runguard::cgroup::Hierarchy::V1 { memory, pids, cpuacct }) => vec![memory, pids, cpuacct],
        Ok(runguard::cgroup::Hierarchy::V2(dir)) => vec![dir],
        Err(_) => Vec::new(),
    }
}

/// Field `n` of process `pid`'s `/proc/<pid>/stat` after its name (0: the state, 1: the parent).
pub(crate) fn stat_field(pid: &str, n: usize) -> Option<String> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    stat.rsplit_once(')')?.1.split_whitespace().nth(n).map(str::to_owned)
}

/// The state of process `pid` (`R`, `S`, `Z`…).
pub(crate) fn state_of(pid: &str) -> Option<char> {
    stat_field(pid, 0)?.chars().next()
}

/// The parent of process `pid`.
pub(crate) fn parent_of(pid: &str) -> Option<String> {
    stat_field(pid, 1)
}
