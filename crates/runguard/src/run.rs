//! Running a program on one input like a judge: through a run guard ([`crate::guard`]) that
//! builds its box, limits CPU time, wall-clock time and memory of the whole process tree, and
//! leaves no process behind; stdout and stderr drained on their own threads, output capped.

use crate::Error as Diagnostic;
use crate::fork_server::{self, Started};
use crate::guard::{self, GUARD_ARG, Plan, Report};
pub use crate::guard::{Exit, Stop};
pub use crate::layers::{Isolation, Layer};
use crate::network::{self, SharedNetwork};
use nix::sys::signal::{Signal, kill};
use nix::sys::wait::{Id, WaitPidFlag, waitid};
use nix::unistd::Pid;
use std::io::Read;
use std::os::fd::OwnedFd;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

/// The largest stdout kept by default: 64 MiB. Past it the run is stopped and judged OLE.
pub const OUTPUT_CAP: usize = 64 << 20;
/// The most of stderr that is kept.
pub const STDERR_CAP: usize = 1 << 20;
/// How long the judge waits for a run's pipes to close once its process tree is gone.
const PIPE_GRACE: Duration = Duration::from_secs(2);
/// The most processes (threads included) a boxed run may hold at once.
pub const PROCESS_LIMIT: u64 = 256;
/// Where a solution's commands are looked up: a judge's fixed search path, the same on every
/// machine, and inside the box.
pub const SEARCH_PATH: &str = "/usr/local/bin:/usr/bin:/bin";

/// How much of the box a run insists on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Level {
    /// Every layer the machine allows; the report names the missing ones.
    #[default]
    BestEffort,
    /// The whole box or no run at all.
    Strict,
}

impl Level {
    /// The level the environment asks for: `SG_ISOLATION=strict` (what CI sets), else best
    /// effort.
    pub fn from_env() -> Level {
        match std::env::var("SG_ISOLATION").as_deref() {
            Ok("strict") => Level::Strict,
            _ => Level::BestEffort,
        }
    }
}

/// Limits of one run.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// CPU time of the whole process tree.
    pub cpu: Duration,
    /// Wall-clock time: the backstop for a solution that sleeps or blocks.
    pub wall: Duration,
    /// Resident memory of the whole process tree, in bytes.
    pub memory_bytes: u64,
    /// Bytes of stdout kept; past them the run is stopped.
    pub output_cap: usize,
}

impl Limits {
    /// A judge's limits: `cpu` time, `memory_mb` MiB, a wall-clock backstop of twice the CPU
    /// time plus one second, and the [`OUTPUT_CAP`].
    ///
    /// # Example
    ///
    /// ```
    /// use runguard::run::Limits;
    /// use std::time::Duration;
    /// let limits = Limits::new(Duration::from_millis(1000), 256);
    /// assert_eq!((limits.wall, limits.memory_bytes), (Duration::from_millis(3000), 256 << 20));
    /// ```
    pub fn new(cpu: Duration, memory_mb: u64) -> Self {
        Limits {
            cpu,
            wall: cpu * 2 + Duration::from_secs(1),
            memory_bytes: memory_mb.saturating_mul(1 << 20),
            output_cap: OUTPUT_CAP,
        }
    }

    /// The same limits with CPU and wall-clock time multiplied by `factor` (tests run
    /// unoptimised binaries).
    pub fn scaled(self, factor: u32) -> Self {
        Limits { cpu: self.cpu * factor, wall: self.wall * factor, ..self }
    }
}

/// A program and its arguments.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Program {
    /// The executable: a path, or a name looked up in `PATH`.
    pub path: PathBuf,
    /// Its arguments.
    pub args: Vec<String>,
}

impl Program {
    /// A program without arguments.
    pub fn new(path: impl Into<PathBuf>) -> Self {
        Program { path: path.into(), args: Vec::new() }
    }

    /// A command line typed by a user, split into words as a shell would (without running a
    /// shell). The solution runs in a scratch directory, so its executable, when given as a
    /// path, and every argument that names an existing file are made absolute against `base`,
    /// the directory the command was typed in.
    ///
    /// # Errors
    ///
    /// An empty command, or one a shell could not split (an unclosed quote).
    ///
    /// # Example
    ///
    /// ```
    /// use runguard::run::Program;
    /// use std::path::Path;
    /// let program = Program::from_command_line("python3 -O 'my sol.py'", Path::new("/home/me")).unwrap();
    /// assert_eq!(program.path, Path::new("python3"));
    /// assert_eq!(program.args, ["-O", "my sol.py"]);
    /// ```
    pub fn from_command_line(command: &str, base: &Path) -> Result<Self, String> {
        let words = shell_words::split(command).map_err(|e| format!("cannot split {command:?}: {e}"))?;
        let Some((first, rest)) = words.split_first() else { return Err("the command is empty".into()) };
        let absolute = |word: &str| {
            let path = base.join(word);
            if !word.starts_with('-') && path.exists() { path.display().to_string() } else { word.to_owned() }
        };
        let path = match first.strip_prefix("./") {
            Some(relative) => base.join(relative),
            None if first.contains('/') => base.join(first),
            None => PathBuf::from(first),
        };
        Ok(Program { path, args: rest.iter().map(|w| absolute(w)).collect() })
    }

    /// The executable this program names, as a run would start it: `path` itself if it names
    /// a file, else looked up in [`SEARCH_PATH`].
    ///
    /// # Errors
    ///
    /// No such file, not an executable file, or not found in the search path: what a user's
    /// command must be told before any case runs.
    pub fn executable(&self) -> Result<PathBuf, Diagnostic> {
        resolve(&self.path)
    }

    /// The command line as a person would type it.
    pub fn shown(&self) -> String {
        std::iter::once(self.path.display().to_string()).chain(self.args.iter().cloned()).collect::<Vec<_>>().join(" ")
    }
}

/// What a run reads on stdin.
#[derive(Debug)]
pub enum Input<'a> {
    /// A file, which must be a regular file.
    File(&'a Path),
    /// Bytes, written to a pipe from a thread of the judge.
    Bytes(&'a [u8]),
    /// The read end of a pipe from another program.
    Pipe(std::fs::File),
}

/// Everything observed about one run.
#[derive(Debug, Clone)]
pub struct RunResult {
    /// How the main process ended.
    pub exit: Exit,
    /// Why the guard stopped the run, if it did.
    pub stop: Option<Stop>,
    /// Standard output, at most the cap.
    pub stdout: Vec<u8>,
    /// Standard error, at most [`STDERR_CAP`].
    pub stderr: Vec<u8>,
    /// CPU time of the whole process tree.
    pub cpu: Duration,
    /// Wall-clock time of the main process.
    pub wall: Duration,
    /// Peak resident memory in KiB.
    pub peak_kib: u64,
    /// When the main process ended (or was stopped) on the machine's monotonic clock, in
    /// nanoseconds ([`crate::guard::monotonic_ns`]): which of two runs ended first.
    pub ended_ns: u64,
    /// Whether stdout passed the cap and was cut.
    pub output_cut: bool,
    /// Which layers of the box the run had.
    pub isolation: Isolation,
    /// The system calls the box's filter refused the program, each once, in the order first
    /// refused, the first few of them (empty where the kernel cannot tell: see
    /// [`crate::layers::Layer::Filter`]).
    pub refused: Vec<String>,
    /// How many calls the filter refused in all.
    pub refused_calls: u64,
    /// The CPU time the run's guard used itself: what judging the run cost beside it.
    pub guard_cpu: Duration,
}

impl RunResult {
    /// Whether the run passed its CPU or wall-clock limit.
    pub fn timed_out(&self) -> bool {
        matches!(self.stop, Some(Stop::Cpu | Stop::Wall))
    }
}

/// Starts runs: knows the guard executable and what solutions may read.
#[derive(Debug, Clone)]
pub struct Runner {
    guard: PathBuf,
    network: Option<&'static SharedNetwork>,
    readable: Vec<PathBuf>,
    /// The protected trees, resolved: a script may not name an interpreter inside them.
    protected: Vec<PathBuf>,
    boxed: bool,
    level: Level,
    skip: Vec<Layer>,
    scratches: Arc<Mutex<Vec<tempfile::TempDir>>>,
    servers: fork_server::Pool,
}

impl Runner {
    /// A runner whose guard is this very executable, which must have called
    /// [`guard::enter`] first thing in `main`. Programs run in the box; where a layer of the
    /// box is missing, Landlock still hides the `protected` trees (and the build directory
    /// the executable lives in) from them.
    ///
    /// # Errors
    ///
    /// If [`guard::enter`] was not called, the executable cannot be found, or a protected
    /// path does not exist (a tree that cannot be named cannot be hidden).
    pub fn new(protected: &[PathBuf]) -> Result<Self, Diagnostic> {
        let exe = std::env::current_exe()
            .map_err(|e| Diagnostic::new(Path::new("."), format!("cannot find this executable: {e}")))?;
        if !guard::entered() {
            return Err(Diagnostic::new(
                &exe,
                "cannot run solutions: `runguard::enter()` was not called at the start of main",
            ));
        }
        let mut protected = protected.to_vec();
        protected.extend(build_dir(&exe));
        Runner::with_guard(exe, &protected)
    }

    /// A runner whose guard is `guard`, an executable that calls [`guard::enter`] (such as
    /// the `harness` binary).
    ///
    /// # Errors
    ///
    /// A protected path that does not exist.
    pub fn with_guard(guard: PathBuf, protected: &[PathBuf]) -> Result<Self, Diagnostic> {
        // The groups of guards killed with an earlier judge, which none of them could remove.
        if let Ok(hierarchy) = crate::cgroup::Hierarchy::found() {
            static SWEPT: std::sync::Once = std::sync::Once::new();
            SWEPT.call_once(|| {
                hierarchy.sweep();
            });
        }
        Ok(Runner {
            network: network::shared(&guard),
            guard,
            readable: guard::readable_roots(protected)?,
            // `readable_roots` has resolved every one of them.
            protected: protected.iter().filter_map(|p| p.canonicalize().ok()).collect(),
            boxed: true,
            level: Level::from_env(),
            skip: Vec::new(),
            scratches: Arc::default(),
            servers: Arc::default(),
        })
    }

    /// The same runner at isolation `level`.
    pub fn with_level(mut self, level: Level) -> Self {
        self.level = level;
        self
    }

    /// The same runner without the `skip` layers, as on a machine that cannot build them:
    /// what tests of the fallbacks and of strict isolation use.
    pub fn without(mut self, skip: &[Layer]) -> Self {
        self.skip = skip.to_vec();
        self
    }

    /// Runs `program` on `input` under `limits`.
    ///
    /// # Errors
    ///
    /// A diagnostic naming the path: the program or the input file is missing or not a
    /// regular file, the program cannot be started, the guard failed, or a process of the run
    /// escaped and kept its output open.
    pub fn run(&self, program: &Program, input: Input<'_>, limits: Limits) -> Result<RunResult, Diagnostic> {
        self.start(program, input, Output::Captured, limits)?.finish()
    }

    /// A runner for the problem's own judge programs (checkers, interactors): the same guard
    /// and limits, but nothing is hidden from them, since they read the expected outputs.
    pub fn trusted(&self) -> Runner {
        Runner {
            guard: self.guard.clone(),
            network: None,
            readable: vec![PathBuf::from("/")],
            protected: Vec::new(),
            boxed: false,
            level: Level::BestEffort,
            skip: Vec::new(),
            scratches: Arc::clone(&self.scratches),
            servers: Arc::clone(&self.servers),
        }
    }

    /// Starts `program` on `input` under `limits`, its stdout captured or sent to a pipe;
    /// [`Running::finish`] waits for its end.
    ///
    /// # Errors
    ///
    /// As [`Runner::run`].
    pub fn start(
        &self,
        program: &Program,
        input: Input<'_>,
        output: Output,
        limits: Limits,
    ) -> Result<Running, Diagnostic> {
        let executable = resolve(&program.path)?;
        // A script runs with the interpreter its `#!` line names, which the box must hold. One
        // in a protected tree (the workspace, the build directory) is refused: a script would
        // otherwise have the jury's own programs, or anything kept there, run for it.
        let interpreter = interpreter(&executable);
        if let Some(interpreter) = &interpreter {
            let resolved = interpreter.canonicalize().unwrap_or_else(|_| interpreter.clone());
            if let Some(tree) = self.protected.iter().find(|tree| resolved.starts_with(tree)) {
                return Err(Diagnostic::new(
                    &executable,
                    format!(
                        "its `#!` line names {}, inside the protected tree {}: a script's interpreter must come from outside the workspace and its build directory",
                        interpreter.display(),
                        tree.display()
                    ),
                ));
            }
        }
        let scratch = self.scratch()?;
        let workdir = scratch.path().join("work");
        // The program and the files its command line names are readable even inside a
        // protected tree: the command line is the user's, the adversary is the program. (The
        // sandbox skips a path that does not exist.)
        let mut visible = vec![executable.clone()];
        visible.extend(interpreter);
        visible.extend(program.args.iter().map(PathBuf::from).filter(|p| p.is_absolute() && p.is_file()));
        let mut readable = self.readable.clone();
        readable.extend(visible.iter().cloned());
        let plan = Plan {
            program: executable.clone(),
            args: program.args.clone(),
            env: solution_env(&workdir),
            workdir,
            cpu_ms: millis(limits.cpu),
            wall_ms: millis(limits.wall),
            memory_bytes: limits.memory_bytes,
            file_bytes: OUTPUT_CAP as u64,
            processes: PROCESS_LIMIT,
            readable,
            visible,
            root: scratch.path().join("root"),
            boxed: self.boxed,
            strict: self.level == Level::Strict,
            skip: self.skip.clone(),
            network: self.network.map(SharedNetwork::path),
            network_owner: self.network.and_then(SharedNetwork::owner_path),
            report: scratch.path().join("report.json"),
            judge: std::process::id() as i32,
        };
        let plan_json =
            serde_json::to_string(&plan).map_err(|e| Diagnostic::new(&self.guard, format!("cannot encode: {e}")))?;
        // The guard's standard streams: pipes that the judge feeds and drains, or the files
        // given. Every end the judge keeps is closed on `exec`, so no other run inherits it.
        let pipe = || {
            nix::unistd::pipe2(nix::fcntl::OFlag::O_CLOEXEC)
                .map_err(|e| Diagnostic::new(&self.guard, format!("cannot create a pipe: {e}")))
        };
        let mut feed = None;
        let stdin = match input {
            Input::File(path) => {
                regular_file(path)?;
                sealed_copy(path)?
            }
            Input::Bytes(bytes) => {
                let (read, write) = pipe()?;
                // What the pipe holds goes in now, and the rest, if any, from a thread (the
                // program may read slowly, or never): most inputs given as bytes fit, and
                // need no thread at all.
                let write = std::fs::File::from(write);
                let written = fill(&write, bytes);
                if written < bytes.len() {
                    feed = Some((write, bytes[written..].to_vec()));
                }
                read
            }
            Input::Pipe(pipe) => OwnedFd::from(pipe),
        };
        let (stdout, captured) = match output {
            Output::Captured => {
                let (read, write) = pipe()?;
                (write, Some(std::fs::File::from(read)))
            }
            Output::Pipe(pipe) => (OwnedFd::from(pipe), None),
        };
        let (stderr_read, stderr) = pipe()?;
        // A guard forked by a waiting fork server, or else this executable started again. The
        // guard's ends of the pipes are closed here once it holds them, so that the judge's ends
        // see end of file when the guard's tree is gone.
        let process = match fork_server::start(&self.guard, &self.servers, &plan_json, [stdin, stdout, stderr])
            .map_err(|e| Diagnostic::new(&self.guard, e))?
        {
            Started::Forked(forked) => GuardProcess::Forked(forked),
            Started::Declined([stdin, stdout, stderr]) => {
                let mut command = Command::new(&self.guard);
                command.arg(GUARD_ARG).arg(plan_json);
                command.stdin(Stdio::from(stdin)).stdout(Stdio::from(stdout)).stderr(Stdio::from(stderr));
                let child = command
                    .spawn()
                    .map_err(|e| Diagnostic::new(&self.guard, format!("cannot start the run guard: {e}")))?;
                drop(command);
                // While the guard is not reaped its pid cannot be reused, so signalling it is safe.
                GuardProcess::Exec { child, alive: Arc::new(Mutex::new(true)) }
            }
        };
        let writer = feed.map(|(mut pipe, bytes)| {
            thread::spawn(move || {
                use std::io::Write;
                // The program may exit without reading everything: a broken pipe is fine.
                let _ = pipe.write_all(&bytes);
            })
        });
        let stdout = captured.map(|p| drain(p, limits.output_cap, Some(Box::new(process.signaller(Signal::SIGUSR1)))));
        let stderr = Some(drain(std::fs::File::from(stderr_read), STDERR_CAP, None));
        Ok(Running {
            process,
            guard: self.guard.clone(),
            executable,
            report: plan.report,
            stdout,
            stderr,
            writer,
            _scratch: scratch,
        })
    }
}

/// The guard of a run, and how the judge waits for it and signals it.
#[derive(Debug)]
enum GuardProcess {
    /// Started by `exec`: the judge's child, alive until reaped.
    Exec { child: std::process::Child, alive: Arc<Mutex<bool>> },
    /// Forked by a fork server, signalled through its pidfd.
    Forked(fork_server::Forked),
}

impl GuardProcess {
    /// A function that sends `signal` to the guard while it runs, from any thread.
    fn signaller(&self, signal: Signal) -> Box<dyn FnOnce() + Send + 'static> {
        match self {
            GuardProcess::Exec { child, alive } => {
                let (alive, pid) = (Arc::clone(alive), Pid::from_raw(child.id() as i32));
                Box::new(move || {
                    if alive.lock().is_ok_and(|alive| *alive) {
                        let _ = kill(pid, signal);
                    }
                })
            }
            GuardProcess::Forked(forked) => {
                let pidfd = Arc::clone(&forked.pidfd);
                Box::new(move || {
                    // A pidfd names its process only: once that has ended, the call fails.
                    if let Some(signal) = rustix::process::Signal::from_named_raw(signal as i32) {
                        let _ = rustix::process::pidfd_send_signal(&*pidfd, signal);
                    }
                })
            }
        }
    }

    /// Waits for the guard's end: how it ended, in words.
    fn wait(self, guard: &Path) -> Result<String, Diagnostic> {
        match self {
            GuardProcess::Exec { mut child, alive } => {
                // Wait for the guard's end without reaping it, then mark it gone, then reap.
                // (Equivalent mutant: `^` for `|` between the flags, which share no bit.)
                let pid = Pid::from_raw(child.id() as i32);
                let _ = waitid(Id::Pid(pid), WaitPidFlag::WEXITED | WaitPidFlag::WNOWAIT);
                if let Ok(mut alive) = alive.lock() {
                    *alive = false;
                }
                let status = child.wait().map_err(|e| Diagnostic::new(guard, format!("cannot wait: {e}")))?;
                // A guard killed outright could not take its box's control group down.
                if std::os::unix::process::ExitStatusExt::signal(&status).is_some() {
                    crate::cgroup::take_down_after_guard(pid.as_raw());
                }
                Ok(status.to_string())
            }
            GuardProcess::Forked(forked) => Ok(forked.wait()),
        }
    }
}

/// A run's scratch directory: `work/`, the solution's empty working directory, and the guard's
/// report beside it. Directories are reused from run to run (making and removing them is a
/// good part of a run's cost), each emptied before it is handed out again.
#[derive(Debug)]
struct Scratch {
    dir: Option<tempfile::TempDir>,
    pool: Arc<Mutex<Vec<tempfile::TempDir>>>,
}

impl Scratch {
    fn path(&self) -> &Path {
        self.dir.as_ref().map_or(Path::new(""), tempfile::TempDir::path)
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        if let (Some(dir), Ok(mut pool)) = (self.dir.take(), self.pool.lock()) {
            pool.push(dir);
        }
    }
}

impl Runner {
    /// A scratch directory from the pool (or a new one), with an empty `work/` and no report.
    fn scratch(&self) -> Result<Scratch, Diagnostic> {
        let reused = self.scratches.lock().ok().and_then(|mut pool| pool.pop());
        let dir = match reused {
            Some(dir) => dir,
            None => {
                let root = scratch_root();
                std::fs::create_dir_all(&root)
                    .and_then(|()| tempfile::Builder::new().prefix("run-").tempdir_in(&root))
                    .map_err(|e| Diagnostic::new(&root, format!("cannot create a scratch directory: {e}")))?
            }
        };
        let work = dir.path().join("work");
        let root = dir.path().join("root");
        if !root.is_dir() {
            std::fs::create_dir(&root).map_err(|e| Diagnostic::new(&root, format!("cannot create: {e}")))?;
        }
        let report = dir.path().join("report.json");
        let _ = std::fs::remove_file(&report);
        let empty = std::fs::read_dir(&work).map(|mut entries| entries.next().is_none());
        if !matches!(empty, Ok(true)) {
            let _ = std::fs::remove_dir_all(&work);
            std::fs::create_dir(&work).map_err(|e| Diagnostic::new(&work, format!("cannot create: {e}")))?;
        }
        Ok(Scratch { dir: Some(dir), pool: Arc::clone(&self.scratches) })
    }
}

/// Where this process keeps its pooled scratch directories: `sg-runs-<pid>` in the temporary
/// directory. A process that exits without dropping its runner (tests end with `exit`) leaves
/// it behind, so the first runner of every process removes those of processes that are gone.
fn scratch_root() -> PathBuf {
    static SWEPT: std::sync::Once = std::sync::Once::new();
    let temp = std::env::temp_dir();
    SWEPT.call_once(|| {
        let Ok(entries) = std::fs::read_dir(&temp) else { return };
        for entry in entries.flatten() {
            let name = entry.file_name();
            let pid = name.to_str().and_then(|n| n.strip_prefix("sg-runs-")).and_then(|p| p.parse::<u32>().ok());
            if pid.is_some_and(|pid| pid != std::process::id() && !Path::new(&format!("/proc/{pid}")).exists()) {
                let _ = std::fs::remove_dir_all(entry.path());
            }
        }
    });
    temp.join(format!("sg-runs-{}", std::process::id()))
}

/// Where a run's stdout goes.
#[derive(Debug)]
pub enum Output {
    /// Kept, up to the limits' output cap, in [`RunResult::stdout`].
    Captured,
    /// Written to this pipe (to another program).
    Pipe(std::fs::File),
}

type Drained = thread::JoinHandle<(Vec<u8>, bool)>;

/// A run that has started: [`Running::finish`] waits for it.
#[derive(Debug)]
pub struct Running {
    process: GuardProcess,
    guard: PathBuf,
    executable: PathBuf,
    report: PathBuf,
    stdout: Option<Drained>,
    stderr: Option<Drained>,
    writer: Option<thread::JoinHandle<()>>,
    // Returned to the runner's pool when the run is over.
    _scratch: Scratch,
}

impl Running {
    /// A function that asks the guard to stop the run ([`Stop::Requested`]), from any thread;
    /// nothing happens if the run has ended already.
    pub fn stopper(&self) -> impl FnOnce() + Send + 'static {
        self.process.signaller(Signal::SIGUSR2)
    }

    /// Waits for the run's end and says what happened.
    ///
    /// # Errors
    ///
    /// As [`Runner::run`].
    pub fn finish(mut self) -> Result<RunResult, Diagnostic> {
        let guard_status = self.process.wait(&self.guard)?;
        // The pipes close as the guard exits, so the drains end at once: yield to them first,
        // and sleep between looks only if they do not.
        let grace = Instant::now();
        let mut looks = 0u32;
        while [&self.stdout, &self.stderr].iter().any(|h| h.as_ref().is_some_and(|h| !h.is_finished())) {
            // Only a process that escaped the guard could hold a pipe open this long, and the
            // fault tests show none can: `==` and `>=` for `>` are equivalent mutants.
            if grace.elapsed() > PIPE_GRACE {
                return Err(Diagnostic::new(
                    &self.executable,
                    "a process of the run kept its output open after the run ended (it escaped the guard)",
                ));
            }
            // How the wait passes its time changes nothing but its cost: the mutants of these two
            // lines (`*=`, `==`, `>`, `<=`) are equivalent.
            looks += 1;
            if looks < 200 { thread::yield_now() } else { thread::sleep(Duration::from_micros(100)) }
        }
        let (stdout, output_cut) = self.stdout.take().map(|h| h.join().unwrap_or_default()).unwrap_or_default();
        let (stderr, _) = self.stderr.take().map(|h| h.join().unwrap_or_default()).unwrap_or_default();
        if let Some(w) = self.writer.take() {
            let _ = w.join();
        }
        let report: Report =
            std::fs::read(&self.report).ok().and_then(|json| serde_json::from_slice(&json).ok()).ok_or_else(|| {
                Diagnostic::new(&self.guard, format!("the run guard ended ({guard_status}) without a report"))
            })?;
        if let Some(error) = report.error {
            return Err(Diagnostic::new(&self.executable, error));
        }
        Ok(RunResult {
            exit: report.exit,
            stop: report.stop,
            stdout,
            stderr,
            cpu: Duration::from_micros(report.cpu_us),
            wall: Duration::from_micros(report.wall_us),
            peak_kib: report.peak_kib,
            ended_ns: report.ended_ns,
            output_cut,
            isolation: report.isolation,
            refused: report.refused,
            refused_calls: report.refused_calls,
            guard_cpu: Duration::from_micros(report.guard_cpu_us),
        })
    }
}

/// Writes as much of `bytes` into the empty pipe `pipe` as it holds (so without waiting): how
/// much. One write: an empty pipe takes up to its size at once, and whatever it did not take
/// (an interrupted or failed write) is the feeding thread's to write.
fn fill(pipe: &std::fs::File, bytes: &[u8]) -> usize {
    use nix::fcntl::{FcntlArg, fcntl};
    use std::io::Write;
    let holds = fcntl(pipe, FcntlArg::F_GETPIPE_SZ).ok().and_then(|n| usize::try_from(n).ok()).unwrap_or(0);
    (&*pipe).write(&bytes[..bytes.len().min(holds)]).unwrap_or(0)
}

fn millis(d: Duration) -> u64 {
    u64::try_from(d.as_millis()).unwrap_or(u64::MAX)
}

/// The environment a solution gets: the judge's search path, a locale, and its work directory
/// as home and temporary directory. Nothing of the judge's environment leaks through.
fn solution_env(workdir: &Path) -> Vec<(String, String)> {
    let home = workdir.display().to_string();
    vec![
        ("PATH".into(), SEARCH_PATH.into()),
        ("LANG".into(), "C.UTF-8".into()),
        ("HOME".into(), home.clone()),
        ("TMPDIR".into(), home),
    ]
}

/// The absolute path of an executable: `path` itself if it names a file, else looked up in
/// [`SEARCH_PATH`] as a shell would.
fn resolve(path: &Path) -> Result<PathBuf, Diagnostic> {
    use std::os::unix::fs::PermissionsExt;
    let executable = |p: &Path| std::fs::metadata(p).is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o111 != 0);
    if path.components().count() > 1 || path.is_absolute() {
        if !path.exists() {
            return Err(Diagnostic::new(path, "no such file"));
        }
        if !executable(path) {
            return Err(Diagnostic::new(path, "not an executable file"));
        }
        return std::path::absolute(path).map_err(|e| Diagnostic::new(path, e.to_string()));
    }
    std::env::split_paths(SEARCH_PATH)
        .map(|dir| dir.join(path))
        .find(|candidate| executable(candidate))
        .ok_or_else(|| Diagnostic::new(path, format!("not found in {SEARCH_PATH}")))
}

/// The interpreter a script names on its `#!` line, which the box must hold too.
fn interpreter(executable: &Path) -> Option<PathBuf> {
    let mut head = [0u8; 256];
    let n = std::fs::File::open(executable).and_then(|mut f| f.read(&mut head)).ok()?;
    let line = head[..n].strip_prefix(b"#!")?;
    let line = &line[..line.iter().position(|b| *b == b'\n').unwrap_or(line.len())];
    let text = std::str::from_utf8(line).ok()?;
    let program = text.split_whitespace().next()?;
    Some(PathBuf::from(program)).filter(|p| p.is_absolute())
}

/// The build directory `exe` lives in (the directory that holds cargo's `CACHEDIR.TAG`), whose
/// binaries solutions must not run.
fn build_dir(exe: &Path) -> Option<PathBuf> {
    exe.ancestors().skip(1).find(|dir| dir.join("CACHEDIR.TAG").is_file()).map(Path::to_path_buf)
}

/// A copy of the file at `path` in memory, sealed against any change and read from its start:
/// what a program gets as its standard input instead of the file. Holding the file itself, a
/// program could change it through its descriptor (its mode, times or extended attributes when
/// the box's user owns it, locks and leases on it, its contents reopened through
/// `/proc/self/fd/0`); the copy belongs to no directory, and only its bytes can be read. The
/// kernel copies the bytes (`copy_file_range`), a few microseconds for a case of a few
/// kilobytes, and about a millisecond for the largest (a few megabytes).
///
/// # Errors
///
/// The file cannot be read, or the copy cannot be made, by path.
pub fn sealed_copy(path: &Path) -> Result<OwnedFd, Diagnostic> {
    use nix::fcntl::{FcntlArg, SealFlag, fcntl};
    use nix::sys::memfd::{MFdFlags, memfd_create};
    use std::io::Seek;
    let failed = |what: &str, e: &dyn std::fmt::Display| Diagnostic::new(path, format!("cannot {what}: {e}"));
    let mut file = std::fs::File::open(path).map_err(|e| failed("open", &e))?;
    let memfd = memfd_create("sg-input", MFdFlags::MFD_CLOEXEC | MFdFlags::MFD_ALLOW_SEALING)
        .map_err(|e| failed("make a copy in memory", &e))?;
    let mut copy = std::fs::File::from(memfd);
    std::io::copy(&mut file, &mut copy).map_err(|e| failed("copy", &e))?;
    let seals = SealFlag::F_SEAL_SEAL | SealFlag::F_SEAL_SHRINK | SealFlag::F_SEAL_GROW | SealFlag::F_SEAL_WRITE;
    fcntl(&copy, FcntlArg::F_ADD_SEALS(seals)).map_err(|e| failed("seal the copy", &e))?;
    copy.rewind().map_err(|e| failed("rewind the copy", &e))?;
    Ok(OwnedFd::from(copy))
}

/// Checks that `path` is a regular file: a FIFO or a device as input would hang or flood.
///
/// # Errors
///
/// An error naming the path and what it is instead.
pub fn regular_file(path: &Path) -> Result<(), Diagnostic> {
    use std::os::unix::fs::FileTypeExt;
    let kind = std::fs::metadata(path).map_err(|e| Diagnostic::new(path, format!("cannot read: {e}")))?.file_type();
    let what = if kind.is_file() {
        return Ok(());
    } else if kind.is_dir() {
        "a directory"
    } else if kind.is_fifo() {
        "a FIFO"
    } else if kind.is_char_device() || kind.is_block_device() {
        "a device"
    } else if kind.is_socket() {
        "a socket"
    } else {
        "not a regular file"
    };
    Err(Diagnostic::new(path, format!("{what}, not a regular file")))
}

type OnFull = Box<dyn FnOnce() + Send>;

/// Reads a pipe to its end, keeping at most `cap` bytes; past the cap it calls `on_full` once
/// and goes on reading (and dropping), so the writer never blocks before it is stopped.
fn drain<R: Read + Send + 'static>(
    mut pipe: R,
    cap: usize,
    mut on_full: Option<OnFull>,
) -> thread::JoinHandle<(Vec<u8>, bool)> {
    thread::spawn(move || {
        let mut kept = Vec::new();
        let mut cut = false;
        let mut chunk = vec![0u8; 1 << 16];
        loop {
            match pipe.read(&mut chunk) {
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
                Ok(0) | Err(_) => break,
                Ok(n) => {
                    let room = cap.saturating_sub(kept.len());
                    kept.extend_from_slice(&chunk[..n.min(room)]);
                    if n > room && !cut {
                        cut = true;
                        if let Some(f) = on_full.take() {
                            f();
                        }
                    }
                }
            }
        }
        (kept, cut)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::Interrupting;

    #[test]
    fn a_runner_needs_the_guard_entered_first() {
        // This test binary's `main` is libtest's, which never calls `guard::enter`.
        assert!(!guard::entered());
        let error = Runner::new(&[]).expect_err("a runner without a guard");
        assert!(error.message.contains("`runguard::enter()` was not called"), "{error}");
    }

    #[test]
    fn scaled_limits_stretch_only_the_times() {
        let limits = Limits::new(Duration::from_millis(300), 64);
        let scaled = limits.scaled(10);
        assert_eq!((scaled.cpu, scaled.wall), (Duration::from_secs(3), limits.wall * 10));
        assert_eq!((scaled.memory_bytes, scaled.output_cap), (limits.memory_bytes, limits.output_cap));
        assert_eq!(limits.wall, Duration::from_millis(1600), "wall = 2 x cpu + 1 s");
    }

    #[test]
    fn command_lines_are_split_and_their_files_made_absolute() {
        let dir = tempfile::tempdir().unwrap();
        let base = dir.path();
        std::fs::write(base.join("data.txt"), "").unwrap();
        let program = Program::from_command_line("./sol --fast data.txt missing.txt 'two words'", base).unwrap();
        assert_eq!(program.path, base.join("sol"));
        let data = base.join("data.txt").display().to_string();
        assert_eq!(program.args, ["--fast", data.as_str(), "missing.txt", "two words"]);
        assert_eq!(Program::from_command_line("bin/sol", base).unwrap().path, base.join("bin/sol"));
        assert_eq!(Program::from_command_line("python3", base).unwrap(), Program::new("python3"));
        assert_eq!(Program::from_command_line("  ", base), Err("the command is empty".into()));
        assert!(Program::from_command_line("sol 'unclosed", base).unwrap_err().starts_with("cannot split"));
        let shown = Program { path: "/bin/sol".into(), args: vec!["-x".into(), "in.txt".into()] }.shown();
        assert_eq!(shown, "/bin/sol -x in.txt");
    }

    #[test]
    fn only_time_stops_are_time_outs() {
        let result = |stop| RunResult {
            exit: Exit::Killed,
            stop,
            stdout: Vec::new(),
            stderr: Vec::new(),
            cpu: Duration::ZERO,
            wall: Duration::ZERO,
            peak_kib: 0,
            ended_ns: 0,
            output_cut: false,
            isolation: Isolation::default(),
            refused: Vec::new(),
            refused_calls: 0,
            guard_cpu: Duration::ZERO,
        };
        assert!(result(Some(Stop::Cpu)).timed_out() && result(Some(Stop::Wall)).timed_out());
        assert!(!result(Some(Stop::Memory)).timed_out() && !result(None).timed_out());
    }

    #[test]
    fn plans_count_milliseconds_and_give_a_bare_environment() {
        assert_eq!((millis(Duration::from_micros(1_500_900)), millis(Duration::MAX)), (1500, u64::MAX));
        let env = solution_env(Path::new("/scratch/work"));
        let keys: Vec<&str> = env.iter().map(|(k, _)| k.as_str()).collect();
        assert_eq!(keys, ["PATH", "LANG", "HOME", "TMPDIR"]);
        assert_eq!(env[0].1, SEARCH_PATH, "the judge's search path, not the user's");
        assert_eq!((env[2].1.as_str(), env[3].1.as_str()), ("/scratch/work", "/scratch/work"));
        assert_eq!(env[1].1, "C.UTF-8");
    }

    #[test]
    fn executables_are_resolved_like_a_shell_would() {
        // A bare name is looked up in the judge's search path (not the user's); anything with a
        // slash is a path.
        let resolved = |p: &str| Program::new(p).executable();
        let sh = resolved("sh").unwrap();
        assert!(sh.is_absolute() && sh.ends_with("sh"), "{sh:?}");
        assert!(std::env::split_paths(SEARCH_PATH).any(|dir| sh.parent() == Some(dir.as_path())), "{sh:?}");
        assert_eq!(resolved("/bin/sh").unwrap(), Path::new("/bin/sh"));
        let message = |p: &str| resolved(p).unwrap_err().message;
        assert_eq!(message("no-such-program-anywhere"), "not found in /usr/local/bin:/usr/bin:/bin");
        assert_eq!(message("./no-such-file-here"), "no such file");
        // A file that is not executable, and a directory (whose x bits mean search).
        let crate_dir = env!("CARGO_MANIFEST_DIR");
        assert_eq!(message(&format!("{crate_dir}/src/lib.rs")), "not an executable file");
        assert_eq!(message(&format!("{crate_dir}/src/../src")), "not an executable file");
    }

    #[test]
    fn a_pipe_is_filled_with_what_it_holds_and_no_more() {
        let pipe = || {
            let (read, write) = nix::unistd::pipe2(nix::fcntl::OFlag::O_CLOEXEC).unwrap();
            (std::fs::File::from(read), std::fs::File::from(write))
        };
        let (mut read, write) = pipe();
        assert_eq!(fill(&write, b"3 4\n"), 4);
        assert_eq!(fill(&write, b""), 0);
        drop(write);
        let mut got = Vec::new();
        read.read_to_end(&mut got).unwrap();
        assert_eq!(got, b"3 4\n");
        // Larger than the pipe: as much as it holds, at once, and the rest is for a thread.
        let (_read, write) = pipe();
        let holds = nix::fcntl::fcntl(&write, nix::fcntl::FcntlArg::F_GETPIPE_SZ).unwrap() as usize;
        assert_eq!(fill(&write, &vec![7u8; holds * 3]), holds);
    }

    #[test]
    fn drains_keep_up_to_the_cap_and_say_once_when_it_passed() {
        let calls = Arc::new(Mutex::new(0));
        let counter = |calls: &Arc<Mutex<i32>>| -> Option<OnFull> {
            let calls = Arc::clone(calls);
            Some(Box::new(move || *calls.lock().unwrap() += 1))
        };
        let pipe = |text: &str| Interrupting::new(text.as_bytes());
        // Exactly at the cap is not past it.
        assert_eq!(drain(pipe("abcd"), 4, counter(&calls)).join().unwrap(), (b"abcd".to_vec(), false));
        assert_eq!(*calls.lock().unwrap(), 0);
        assert_eq!(drain(pipe("abcdef"), 3, counter(&calls)).join().unwrap(), (b"abc".to_vec(), true));
        assert_eq!(*calls.lock().unwrap(), 1);
        // A read error other than an interruption ends the drain with what it has.
        assert_eq!(drain(Interrupting::broken(), 4, None).join().unwrap(), (Vec::new(), false));
    }

    #[test]
    fn the_first_scratch_root_of_a_process_removes_those_of_processes_that_are_gone() {
        let temp = std::env::temp_dir();
        // No process has this pid (pids stay below 2^22); pid 1 is always alive.
        let (gone, alive) = (temp.join("sg-runs-4294967294"), temp.join("sg-runs-1"));
        std::fs::create_dir_all(gone.join("run-x")).unwrap();
        let alive_was_there = alive.exists();
        std::fs::create_dir_all(&alive).unwrap();
        let root = scratch_root();
        let (gone_left, alive_left) = (gone.exists(), alive.exists());
        if !alive_was_there {
            let _ = std::fs::remove_dir_all(&alive);
        }
        assert_eq!(root, temp.join(format!("sg-runs-{}", std::process::id())));
        assert!(!gone_left, "the directory of a process that is gone is removed");
        assert!(alive_left, "the directory of a live process is kept");
    }
}
