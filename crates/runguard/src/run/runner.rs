//! The runner: starts runs through their guards.

use super::files::{build_dir, interpreter, regular_file, resolve, sealed_copy, solution_env};
use super::guard_process::GuardProcess;
use super::pipes::{Feed, drain, feed, input_pipe};
use super::program::{Input, Level, Limits, OUTPUT_CAP, Output, PROCESS_LIMIT, Program, STDERR_CAP};
use super::result::RunResult;
use super::running::Running;
use super::scratch::Scratch;
use crate::Error as Diagnostic;
use crate::fork_server::{self, Started};
use crate::guard::{self, GUARD_ARG, Plan};
use crate::layers::Layer;
use crate::network::{self, SharedNetwork};
use nix::sys::signal::Signal;
use std::os::fd::OwnedFd;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// Starts runs: knows the guard executable and what solutions may read.
#[derive(Debug, Clone)]
pub struct Runner {
    guard: PathBuf,
    network: Option<&'static SharedNetwork>,
    readable: Vec<PathBuf>,
    /// The protected trees, resolved: a script may not name an interpreter inside them.
    protected: Vec<PathBuf>,
    boxed: bool,
    /// Runs start the program from this process, without a guard: [`Runner::direct`].
    direct: bool,
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
            direct: false,
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
        if self.direct {
            return super::direct::run(program, input, limits);
        }
        self.start(program, input, Output::Captured, limits)?.finish()
    }

    /// A runner for trusted programs that run many times (a workspace's own solutions and
    /// validators, in its tests): [`Runner::run`] starts the program from this process, with no
    /// guard and no box, under the wall-clock and CPU limits, the output cap and the kernel's
    /// backstops, but with its children not followed and its memory not measured (see
    /// `run/direct.rs`); its report lacks every layer. A spawn, where a boxed run is several
    /// processes, namespaces and mounts. [`Runner::start`] (an interaction) still goes through
    /// the guard, without the box. Never for a program under judgement.
    pub fn direct(&self) -> Runner {
        Runner { direct: true, ..self.trusted() }
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
            direct: self.direct,
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
        let interpreter = self.interpreter_outside(&executable)?;
        let scratch = Scratch::take(&self.scratches)?;
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
        let Streams { stdin, rest, stdout, captured, stderr, stderr_read } = self.streams(input, output)?;
        let process = self.start_guard(plan_json, [stdin, stdout, stderr])?;
        let writer = feed(rest);
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

    /// The interpreter a script's `#!` line names, which the box must hold; one in a protected
    /// tree (the workspace, the build directory) is refused: a script would otherwise have the
    /// jury's own programs, or anything kept there, run for it.
    fn interpreter_outside(&self, executable: &Path) -> Result<Option<PathBuf>, Diagnostic> {
        let interpreter = interpreter(executable);
        if let Some(interpreter) = &interpreter {
            let resolved = interpreter.canonicalize().unwrap_or_else(|_| interpreter.clone());
            if let Some(tree) = self.protected.iter().find(|tree| resolved.starts_with(tree)) {
                return Err(Diagnostic::new(
                    executable,
                    format!(
                        "its `#!` line names {}, inside the protected tree {}: a script's interpreter must come from outside the workspace and its build directory",
                        interpreter.display(),
                        tree.display()
                    ),
                ));
            }
        }
        Ok(interpreter)
    }

    /// The guard's standard streams: pipes that the judge feeds and drains, or the files
    /// given. Every end the judge keeps is closed on `exec`, so no other run inherits it.
    fn streams(&self, input: Input<'_>, output: Output) -> Result<Streams, Diagnostic> {
        let pipe = || {
            nix::unistd::pipe2(nix::fcntl::OFlag::O_CLOEXEC)
                .map_err(|e| Diagnostic::new(&self.guard, format!("cannot create a pipe: {e}")))
        };
        let mut rest = None;
        let stdin = match input {
            Input::File(path) => {
                regular_file(path)?;
                sealed_copy(path)?
            }
            Input::Bytes(bytes) => {
                let (read, left) = input_pipe(bytes)
                    .map_err(|e| Diagnostic::new(&self.guard, format!("cannot create a pipe: {e}")))?;
                rest = left;
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
        Ok(Streams { stdin, rest, stdout, captured, stderr, stderr_read })
    }

    /// Starts the run's guard on `plan_json` with the standard streams `streams`: forked by a
    /// waiting fork server, or else this executable started again. The guard's ends of the pipes
    /// are closed here once it holds them, so that the judge's ends see end of file when the
    /// guard's tree is gone.
    fn start_guard(&self, plan_json: String, streams: [OwnedFd; 3]) -> Result<GuardProcess, Diagnostic> {
        let process = match fork_server::start(&self.guard, &self.servers, &plan_json, streams)
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
        Ok(process)
    }
}

/// A run's standard streams, as [`Runner::streams`] makes them.
struct Streams {
    /// The guard's standard input.
    stdin: OwnedFd,
    /// What is left to write into standard input, from a thread, after what the pipe held.
    rest: Feed,
    /// The guard's standard output.
    stdout: OwnedFd,
    /// The judge's end of standard output, where it is captured.
    captured: Option<std::fs::File>,
    /// The guard's standard error.
    stderr: OwnedFd,
    /// The judge's end of standard error.
    stderr_read: OwnedFd,
}

fn millis(d: Duration) -> u64 {
    u64::try_from(d.as_millis()).unwrap_or(u64::MAX)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_runner_needs_the_guard_entered_first() {
        // This test binary's `main` is libtest's, which never calls `guard::enter`.
        assert!(!guard::entered());
        let error = Runner::new(&[]).expect_err("a runner without a guard");
        assert!(error.message.contains("`runguard::enter()` was not called"), "{error}");
    }

    #[test]
    fn plans_count_milliseconds() {
        assert_eq!((millis(Duration::from_micros(1_500_900)), millis(Duration::MAX)), (1500, u64::MAX));
    }
}
