//! The run guard: the process that stands between the judge and a solution, as DOMjudge's
//! runguard does.
//!
//! The judge starts its own executable again with [`GUARD_ARG`] and a [`Plan`]. That process,
//! the guard, makes itself the reaper of every orphan the solution leaves (so a double fork, a
//! new process group or a new session cannot escape it), forks the solution, which applies the
//! resource limits and the Landlock sandbox to itself between fork and `exec`, watches CPU
//! time, wall time and resident memory of the whole process tree, kills the whole tree when
//! the solution ends or a limit passes, and writes a [`Report`]. The guard is never sandboxed
//! itself, so the solution cannot signal it; and it dies with the judge (a parent-death
//! signal), taking the tree with it.
//!
//! Every program that runs solutions must call [`enter`] first thing in `main`; the per-case
//! tests ([`crate::judge_cases!`]) and the CLI do.

use nix::sys::resource::{Resource, UsageWho, getrusage, setrlimit};
use nix::sys::signal::{Signal, kill};
use nix::sys::wait::{WaitPidFlag, WaitStatus, waitpid};
use nix::unistd::Pid;
use serde::{Deserialize, Serialize};
use std::collections::BTreeSet;
use std::io::Read;
use std::os::fd::AsFd;
use std::os::unix::net::UnixStream;
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// The first argument that turns an executable into a run guard.
pub const GUARD_ARG: &str = "--sg-run-guard";

/// How often the guard looks at the process tree when nothing wakes it earlier.
const TICK: Duration = Duration::from_millis(4);

/// The unit of CPU times in `/proc/<pid>/stat`: 100 per second on every architecture Linux
/// supports.
const USER_HZ: u32 = 100;

static ENTERED: AtomicBool = AtomicBool::new(false);

/// What the guard runs, under which limits, and where it writes its report.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Plan {
    /// The program (a path, or a name looked up in `PATH`).
    pub program: PathBuf,
    /// Its arguments.
    pub args: Vec<String>,
    /// Its working directory, the only place it may write.
    pub workdir: PathBuf,
    /// The environment it gets, and nothing else.
    pub env: Vec<(String, String)>,
    /// CPU time of the whole process tree, in milliseconds.
    pub cpu_ms: u64,
    /// Wall-clock time, in milliseconds: a sleeping or blocked solution ends here.
    pub wall_ms: u64,
    /// Resident memory of the whole process tree, in bytes.
    pub memory_bytes: u64,
    /// Largest file the solution may write, in bytes.
    pub file_bytes: u64,
    /// Directories and files the solution may read and execute (everything but the protected
    /// trees; see [`readable_roots`]).
    pub readable: Vec<PathBuf>,
    /// Where the guard writes its [`Report`].
    pub report: PathBuf,
    /// The judge's process id: a guard whose judge is gone ends at once.
    pub judge: i32,
}

/// How the solution's main process ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Exit {
    /// It exited with this code.
    Code(i32),
    /// A signal ended it (not one the guard sent).
    Signal(i32),
    /// The guard killed it: a limit passed, the judge asked, or the judge was interrupted.
    Killed,
}

/// Why the guard stopped a run before the solution ended by itself.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Stop {
    /// CPU time passed the limit.
    Cpu,
    /// Wall-clock time passed the limit.
    Wall,
    /// Resident memory passed the limit.
    Memory,
    /// The judge asked: the output passed its cap.
    Output,
    /// The judge was interrupted or ended.
    Interrupted,
    /// The judge asked it to stop: the other side of an interaction had ended.
    Requested,
}

/// How well the sandbox held for one run.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Sandbox {
    /// Landlock enforced every restriction asked for.
    Full,
    /// Landlock enforced some restrictions: what is missing.
    Partial(String),
    /// No Landlock on this platform: why.
    Absent(String),
}

/// What the guard observed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Report {
    /// How the main process ended.
    pub exit: Exit,
    /// Why the guard stopped the run, if it did.
    pub stop: Option<Stop>,
    /// CPU time (user + system) of every process of the tree, in microseconds.
    pub cpu_us: u64,
    /// Wall-clock time from start to the end of the main process, in microseconds.
    pub wall_us: u64,
    /// When the main process ended or the guard decided to stop it, on the machine's
    /// monotonic clock, in nanoseconds: which of two runs ended first.
    pub ended_ns: u64,
    /// Peak resident memory, in KiB: the larger of the largest single process's peak and the
    /// largest sum over the tree seen while it ran.
    pub peak_kib: u64,
    /// How well the sandbox held.
    pub sandbox: Sandbox,
    /// Set when the program could not be started at all.
    pub error: Option<String>,
}

/// Turns this process into a run guard when it was started as one (and then never returns);
/// otherwise marks it as able to start guards, and returns.
///
/// Call it first thing in `main` of every program that judges.
pub fn enter() {
    let mut args = std::env::args_os().skip(1);
    if args.next().as_deref() != Some(std::ffi::OsStr::new(GUARD_ARG)) {
        ENTERED.store(true, Ordering::Relaxed);
        return;
    }
    match args.next().as_deref().and_then(|p| p.to_str()).map(serde_json::from_str::<Plan>) {
        Some(Ok(plan)) => std::process::exit(guard(&plan)),
        _ => {
            eprintln!("error: {GUARD_ARG} takes a plan in JSON");
            std::process::exit(125);
        }
    }
}

/// Whether [`enter`] ran in this process, so that it can serve as its own guard.
pub fn entered() -> bool {
    ENTERED.load(Ordering::Relaxed)
}

/// The directories and files a solution may read: everything on the machine except the
/// `protected` trees (the workspace with its expected outputs), found by walking down from `/`
/// along each protected path and keeping every sibling. A link that leads into a protected
/// tree is left out, since Landlock would follow it.
pub fn readable_roots(protected: &[PathBuf]) -> Vec<PathBuf> {
    let protected: Vec<PathBuf> = protected.iter().filter_map(|p| p.canonicalize().ok()).collect();
    let inside = |p: &Path| protected.iter().any(|q| p.starts_with(q));
    let mut roots = Vec::new();
    let mut dirs = vec![PathBuf::from("/")];
    while let Some(dir) = dirs.pop() {
        if inside(&dir) {
            continue;
        }
        if !protected.iter().any(|q| q.starts_with(&dir)) {
            roots.push(dir);
            continue;
        }
        let Ok(entries) = std::fs::read_dir(&dir) else { continue };
        for entry in entries.flatten() {
            let path = entry.path();
            let is_link = entry.file_type().is_ok_and(|t| t.is_symlink());
            if is_link && path.canonicalize().is_ok_and(|target| inside(&target) || target == Path::new("/")) {
                continue;
            }
            dirs.push(path);
        }
    }
    roots.sort();
    roots
}

/// The guard's own work: start the solution, watch it, end it, report. Returns the guard's
/// exit code (0 when a report was written).
fn guard(plan: &Plan) -> i32 {
    // Die with the judge, and make sure it has not died already.
    if nix::sys::prctl::set_pdeathsig(Signal::SIGTERM).is_err() || nix::unistd::getppid().as_raw() != plan.judge {
        return 1;
    }
    if let Err(e) = nix::sys::prctl::set_child_subreaper(true) {
        return fail(plan, &format!("cannot become a subreaper: {e}"));
    }
    let Ok((wake_read, wake_write)) = UnixStream::pair() else { return fail(plan, "cannot create a pipe") };
    let interrupted = Arc::new(AtomicBool::new(false));
    let output_full = Arc::new(AtomicBool::new(false));
    let requested = Arc::new(AtomicBool::new(false));
    for (signal, flag) in [
        (signal_hook::consts::SIGTERM, &interrupted),
        (signal_hook::consts::SIGINT, &interrupted),
        (signal_hook::consts::SIGHUP, &interrupted),
        (signal_hook::consts::SIGUSR1, &output_full),
        (signal_hook::consts::SIGUSR2, &requested),
    ] {
        if signal_hook::flag::register(signal, Arc::clone(flag)).is_err() {
            return fail(plan, "cannot handle signals");
        }
    }
    for signal in [
        signal_hook::consts::SIGCHLD,
        signal_hook::consts::SIGTERM,
        signal_hook::consts::SIGINT,
        signal_hook::consts::SIGHUP,
        signal_hook::consts::SIGUSR1,
        signal_hook::consts::SIGUSR2,
    ] {
        let registered = wake_write.try_clone().map(|w| signal_hook::low_level::pipe::register(signal, w));
        if !matches!(registered, Ok(Ok(_))) {
            return fail(plan, "cannot handle signals");
        }
    }
    let _ = wake_read.set_nonblocking(true);
    let (sandbox, ruleset) = ruleset(plan);
    let start = Instant::now();
    let child = match sandboxed(plan, ruleset).spawn() {
        Ok(child) => Pid::from_raw(child.id() as i32),
        Err(e) => return fail(plan, &format!("cannot run {}: {e}", plan.program.display())),
    };
    let me = Pid::this();
    let mut exit = None;
    let mut stop = None;
    let mut peak_sum_kib = 0;
    let mut wall = Duration::ZERO;
    let mut ended_ns = 0;
    let (cpu_limit, wall_limit) = (Duration::from_millis(plan.cpu_ms), Duration::from_millis(plan.wall_ms));
    while exit.is_none() {
        reap(child, &mut exit);
        if exit.is_some() {
            wall = start.elapsed();
            ended_ns = monotonic_ns();
            break;
        }
        let tree = descendants(me);
        let (live_cpu, rss_kib) = tree_usage(&tree);
        peak_sum_kib = peak_sum_kib.max(rss_kib);
        wall = start.elapsed();
        // Equivalent mutants: `>=` for `>` in the three limit tests (a measurement exactly at a
        // limit cannot be told apart from one just past it).
        stop = if interrupted.load(Ordering::Relaxed) {
            Some(Stop::Interrupted)
        } else if output_full.load(Ordering::Relaxed) {
            Some(Stop::Output)
        } else if requested.load(Ordering::Relaxed) {
            Some(Stop::Requested)
        } else if reaped_cpu() + live_cpu > cpu_limit {
            Some(Stop::Cpu)
        } else if rss_kib * 1024 > plan.memory_bytes {
            Some(Stop::Memory)
        } else if wall > wall_limit {
            Some(Stop::Wall)
        } else {
            None
        };
        if stop.is_some() {
            ended_ns = monotonic_ns();
            break;
        }
        wait_for_wake(&wake_read, TICK.min(wall_limit.saturating_sub(wall) + Duration::from_millis(1)));
    }
    kill_tree(me, child, &mut exit);
    let usage = getrusage(UsageWho::RUSAGE_CHILDREN).ok();
    let cpu = reaped_cpu();
    let max_rss_kib = usage.map_or(0, |u| u64::try_from(u.max_rss()).unwrap_or(0));
    // A limit that the last measurement shows passed counts even if the tree ended first.
    // (Equivalent mutant: `>=` for `>`, as in the loop.)
    if stop.is_none() && cpu > cpu_limit {
        stop = Some(Stop::Cpu);
    }
    let report = Report {
        exit: if stop.is_some() { Exit::Killed } else { exit.unwrap_or(Exit::Killed) },
        stop,
        cpu_us: u64::try_from(cpu.as_micros()).unwrap_or(u64::MAX),
        wall_us: u64::try_from(wall.as_micros()).unwrap_or(u64::MAX),
        ended_ns,
        peak_kib: peak_sum_kib.max(max_rss_kib),
        sandbox,
        error: None,
    };
    write_report(plan, &report)
}

/// The machine's monotonic clock, in nanoseconds: the same clock in every process.
pub fn monotonic_ns() -> u64 {
    nix::time::clock_gettime(nix::time::ClockId::CLOCK_MONOTONIC)
        .map_or(0, |t| u64::try_from(t.tv_sec()).unwrap_or(0) * 1_000_000_000 + u64::try_from(t.tv_nsec()).unwrap_or(0))
}

/// Writes a report that says the program could not be started.
fn fail(plan: &Plan, message: &str) -> i32 {
    let report = Report {
        exit: Exit::Killed,
        stop: None,
        cpu_us: 0,
        wall_us: 0,
        ended_ns: monotonic_ns(),
        peak_kib: 0,
        sandbox: Sandbox::Absent("the run did not start".into()),
        error: Some(message.to_owned()),
    };
    write_report(plan, &report)
}

fn write_report(plan: &Plan, report: &Report) -> i32 {
    match serde_json::to_vec(report).map(|json| std::fs::write(&plan.report, json)) {
        Ok(Ok(())) => 0,
        _ => 1,
    }
}

/// Sleeps until a signal arrives (a child ended, the judge asked) or `timeout` passes.
fn wait_for_wake(wake: &UnixStream, timeout: Duration) {
    let millis = u16::try_from(timeout.as_millis()).unwrap_or(u16::MAX);
    let mut fds = [nix::poll::PollFd::new(wake.as_fd(), nix::poll::PollFlags::POLLIN)];
    if matches!(nix::poll::poll(&mut fds, nix::poll::PollTimeout::from(millis)), Ok(n) if n > 0) {
        let mut sink = [0u8; 64];
        while matches!((&*wake).read(&mut sink), Ok(n) if n > 0) {}
    }
}

/// Reaps every child that has ended (orphans of the tree included), noting how the main
/// process ended.
fn reap(main: Pid, exit: &mut Option<Exit>) {
    // Equivalent mutant: `^` for `|` between the flags (they share no bit).
    loop {
        match waitpid(None, Some(WaitPidFlag::WNOHANG | WaitPidFlag::__WALL)) {
            Ok(WaitStatus::Exited(pid, code)) if pid == main => *exit = Some(Exit::Code(code)),
            Ok(WaitStatus::Signaled(pid, signal, _)) if pid == main => *exit = Some(Exit::Signal(signal as i32)),
            Ok(WaitStatus::StillAlive) | Err(_) => return,
            Ok(_) => {}
        }
    }
}

/// CPU time of every child reaped so far, with their own reaped children.
fn reaped_cpu() -> Duration {
    getrusage(UsageWho::RUSAGE_CHILDREN).map_or(Duration::ZERO, |u| cpu_of(&u))
}

/// User plus system time of a resource usage.
fn cpu_of(usage: &nix::sys::resource::Usage) -> Duration {
    let time = |t: nix::sys::time::TimeVal| {
        Duration::from_secs(u64::try_from(t.tv_sec()).unwrap_or(0))
            + Duration::from_micros(u64::try_from(t.tv_usec()).unwrap_or(0))
    };
    time(usage.user_time()) + time(usage.system_time())
}

/// Every living process below `root`, through the `children` lists of all their threads.
fn descendants(root: Pid) -> Vec<Pid> {
    let mut found = BTreeSet::new();
    let mut todo = vec![root];
    while let Some(pid) = todo.pop() {
        let Ok(tasks) = std::fs::read_dir(format!("/proc/{pid}/task")) else { continue };
        for task in tasks.flatten() {
            let Ok(list) = std::fs::read_to_string(task.path().join("children")) else { continue };
            for child in list.split_ascii_whitespace().filter_map(|c| c.parse::<i32>().ok()) {
                if found.insert(child) {
                    todo.push(Pid::from_raw(child));
                }
            }
        }
    }
    found.into_iter().map(Pid::from_raw).collect()
}

/// CPU time and resident memory (KiB) of the living processes `tree`, from `/proc`.
fn tree_usage(tree: &[Pid]) -> (Duration, u64) {
    let tick = Duration::from_secs(1) / USER_HZ;
    let page_kib = nix::unistd::sysconf(nix::unistd::SysconfVar::PAGE_SIZE)
        .ok()
        .flatten()
        .and_then(|bytes| u64::try_from(bytes / 1024).ok())
        .unwrap_or(4);
    let (mut cpu, mut rss_kib) = (Duration::ZERO, 0);
    for pid in tree {
        if let Ok(stat) = std::fs::read_to_string(format!("/proc/{pid}/stat")) {
            // The command name may hold spaces and parentheses: fields start after the last ')'.
            let fields: Vec<&str> = stat.rsplit_once(')').map_or("", |(_, rest)| rest).split_whitespace().collect();
            let field = |i: usize| fields.get(i).and_then(|f| f.parse::<u32>().ok()).unwrap_or(0);
            // utime and stime are fields 14 and 15 of the whole line, 12 and 13 after the name.
            cpu += tick * (field(11) + field(12));
            rss_kib += u64::from(field(21)) * page_kib;
        }
    }
    (cpu, rss_kib)
}

/// Kills every process of the tree until none is left, and reaps them all. The deadline is
/// for a process the kernel cannot kill at once (one in uninterruptible sleep), which no test
/// can make: `==` or `>=` for its `>` are equivalent mutants.
fn kill_tree(me: Pid, main: Pid, exit: &mut Option<Exit>) {
    let deadline = Instant::now() + Duration::from_secs(5);
    loop {
        reap(main, exit);
        let tree = descendants(me);
        if tree.is_empty() || Instant::now() > deadline {
            break;
        }
        for pid in &tree {
            let _ = kill(*pid, Signal::SIGKILL);
        }
        std::thread::sleep(Duration::from_micros(200));
    }
    // Zombies that are not listed as children any more.
    reap(main, exit);
}

/// The solution's command: its program, arguments, environment and work directory, with the
/// limits and the sandbox applied between fork and `exec`.
fn sandboxed(plan: &Plan, ruleset: Option<landlock::RulesetCreated>) -> Command {
    let memory = plan.memory_bytes;
    let cpu_seconds = plan.cpu_ms.div_ceil(1000) + 1;
    let address_space = memory.saturating_mul(8).max(4 << 30);
    let limits = [
        (Resource::RLIMIT_CORE, 0, 0),
        // The kernel's own backstop if the guard were ever late: SIGXCPU, then SIGKILL.
        (Resource::RLIMIT_CPU, cpu_seconds, cpu_seconds + 1),
        // Address space is a backstop far above the limit, so that resident memory, which the
        // guard measures, decides; untouched reservations are not charged.
        (Resource::RLIMIT_AS, address_space, address_space),
        (Resource::RLIMIT_STACK, memory, memory),
        (Resource::RLIMIT_FSIZE, plan.file_bytes, plan.file_bytes),
    ];
    let mut ruleset = ruleset;
    let mut command = Command::new(&plan.program);
    command.args(&plan.args).env_clear().envs(plan.env.iter().cloned()).current_dir(&plan.workdir);
    let setup = move || {
        // A new session: the terminal's Ctrl-C reaches the guard, which ends the tree itself.
        let _ = nix::unistd::setsid();
        for (resource, soft, hard) in limits {
            if setrlimit(resource, soft, hard).is_err() {
                // Without the privilege to raise a hard limit, lowering to it is the best there is.
                let current = nix::sys::resource::getrlimit(resource).map_or(hard, |(_, h)| h);
                setrlimit(resource, soft.min(current), hard.min(current))?;
            }
        }
        drop_capabilities();
        if let Some(ruleset) = ruleset.take() {
            ruleset.restrict_self().map_err(std::io::Error::other)?;
        }
        Ok(())
    };
    // SAFETY: the closure runs in the child between fork and exec. The guard is single-threaded
    // (signal-hook's flag and pipe registrations start no thread), so no lock can be held by a
    // thread that does not exist in the child, and allocating there is sound.
    #[allow(unsafe_code)]
    unsafe {
        command.pre_exec(setup);
    }
    command
}

/// Gives up every capability for good, so that a solution run by root cannot raise its hard
/// limits back (a file past the size limit), renice itself, or use any other privilege: the
/// bounding set is emptied (an `exec` by root then gains nothing) and so are the ambient,
/// inheritable, permitted and effective sets. Best effort: a process without the capabilities
/// to drop has none to lose.
fn drop_capabilities() {
    use rustix::thread::{CapabilitySet, CapabilitySets};
    for bit in 0..64 {
        let _ = rustix::thread::remove_capability_from_bounding_set(CapabilitySet::from_bits_retain(1 << bit));
    }
    let _ = rustix::thread::clear_ambient_capability_set();
    let none = CapabilitySet::empty();
    let _ =
        rustix::thread::set_capabilities(None, CapabilitySets { effective: none, permitted: none, inheritable: none });
}

/// The Landlock ruleset of a run, made before the fork: read and execute everything readable,
/// write only in the work directory (and `/dev/null` and its kin), no TCP, no signals or
/// abstract sockets outside. Also says how well it will hold on this kernel.
fn ruleset(plan: &Plan) -> (Sandbox, Option<landlock::RulesetCreated>) {
    use landlock::{
        ABI, Access, AccessFs, AccessNet, CompatLevel, Compatible, Ruleset, RulesetAttr, RulesetCreatedAttr, Scope,
        path_beneath_rules,
    };
    let abi = ABI::V6;
    let read = AccessFs::from_read(abi);
    let devices = ["/dev/null", "/dev/zero", "/dev/full", "/dev/urandom", "/dev/random"];
    let build = |level: CompatLevel| {
        Ruleset::default()
            .set_compatibility(level)
            .handle_access(AccessFs::from_all(abi))?
            .handle_access(AccessNet::from_all(abi))?
            .scope(Scope::from_all(abi))?
            .create()?
            .add_rules(path_beneath_rules(&plan.readable, read))?
            // (Equivalent mutant: `^` for `|`, as reading does not include writing.)
            .add_rules(path_beneath_rules(devices, read | AccessFs::WriteFile))?
            .add_rules(path_beneath_rules([&plan.workdir], AccessFs::from_all(abi)))
    };
    // Asking for every restriction strictly first tells whether this kernel has them all.
    if let Ok(ruleset) = build(CompatLevel::HardRequirement) {
        return (Sandbox::Full, Some(ruleset));
    }
    let any_landlock = Ruleset::default()
        .set_compatibility(CompatLevel::HardRequirement)
        .handle_access(AccessFs::from_all(ABI::V1))
        .and_then(|r| r.create());
    match (any_landlock, build(CompatLevel::BestEffort)) {
        (Ok(_), Ok(ruleset)) => (
            Sandbox::Partial("this kernel's Landlock lacks some restrictions (Landlock ABI 6 has them all)".into()),
            Some(ruleset),
        ),
        (Err(e), _) | (_, Err(e)) => (Sandbox::Absent(format!("Landlock is unavailable: {e}")), None),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn readable_roots_keep_siblings_and_leave_out_links_into_the_protected_tree_or_to_the_root() {
        let tmp = tempfile::tempdir().unwrap();
        let base = tmp.path().canonicalize().unwrap();
        let protected = base.join("workspace");
        for dir in ["workspace/cases", "sibling", "other"] {
            std::fs::create_dir_all(base.join(dir)).unwrap();
        }
        std::os::unix::fs::symlink(protected.join("cases"), base.join("into-cases")).unwrap();
        std::os::unix::fs::symlink("/", base.join("to-root")).unwrap();
        std::os::unix::fs::symlink(base.join("other"), base.join("to-other")).unwrap();
        let roots = readable_roots(std::slice::from_ref(&protected));
        let under_base: Vec<&Path> = roots.iter().filter(|r| r.starts_with(&base)).map(|r| r.as_path()).collect();
        let want: Vec<PathBuf> = ["other", "sibling", "to-other"].iter().map(|n| base.join(n)).collect();
        assert_eq!(under_base, want.iter().map(|p| p.as_path()).collect::<Vec<_>>());
        // Everything outside the walk down to the workspace is a root of its own.
        assert!(roots.contains(&PathBuf::from("/proc")), "{roots:?}");
        assert!(!roots.iter().any(|r| protected.starts_with(r)), "a root holds the workspace: {roots:?}");
    }

    #[test]
    fn the_monotonic_clock_counts_nanoseconds() {
        let seconds = || nix::time::clock_gettime(nix::time::ClockId::CLOCK_MONOTONIC).unwrap().tv_sec();
        let before = seconds();
        let first = monotonic_ns();
        std::thread::sleep(Duration::from_millis(20));
        let second = monotonic_ns();
        let after = seconds();
        let whole = i64::try_from(first / 1_000_000_000).unwrap();
        assert!((before..=after).contains(&whole), "{first} ns is not {before}..={after} s");
        let step = Duration::from_nanos(second - first);
        assert!(step >= Duration::from_millis(20) && step < Duration::from_secs(2), "20 ms measured as {step:?}");
    }
}
