//! The run guard: the process that stands between the judge and a program, as DOMjudge's
//! runguard does.
//!
//! The judge starts its own executable again with [`GUARD_ARG`] and a [`Plan`]. That process,
//! the guard, makes itself the reaper of every orphan the program leaves (so a double fork, a
//! new process group or a new session cannot escape it), enters the box's namespaces and makes
//! its control group, and forks the box's first process. That one builds the box's root, and
//! starts the program, which applies the resource limits, its own identity and the Landlock
//! sandbox to itself between fork and `exec`. The guard watches CPU time, wall time and memory
//! of the whole box, kills all of it when the program ends or a limit passes, and writes a
//! [`Report`]. The guard is outside the box, so the program cannot see or signal it; and it
//! dies with the judge (a parent-death signal), taking the box with it.
//!
//! Every program that runs programs in boxes must call [`enter`] first thing in `main`.

use crate::cgroup::{Cgroup, Hierarchy};
use crate::inside;
use crate::layers::{Isolation, Layer};
use crate::plan::Message;
pub use crate::plan::{Exit, Plan, Report, Stop};
use crate::tree::{Looker, Process};
use nix::sys::resource::{UsageWho, getrusage};
use nix::sys::signal::{SigSet, Signal, kill};
use nix::sys::socket::MsgFlags;
use nix::sys::wait::{WaitPidFlag, WaitStatus, waitpid};
use nix::unistd::Pid;
use std::io::{BufRead, Read, Write};
use std::os::fd::{AsFd, BorrowedFd};
use std::os::unix::net::UnixStream;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// The first argument that turns an executable into a run guard.
pub const GUARD_ARG: &str = "--sg-run-guard";

/// How every first argument that starts an executable as one of the box's processes begins
/// (a guard, a fork server, the network holder): [`enter`] never returns for those, and returns
/// for any other.
pub const ROLE_ARG_PREFIX: &str = "--sg-run-";

/// How often the guard looks at the process tree when nothing wakes it earlier.
const TICK: Duration = Duration::from_millis(4);

/// How many refused calls the guard answers as soon as they are made; past them (a storm), it
/// answers [`ANSWERED_IN_A_STORM`] a tick ([`TICK`]).
const STORM: u64 = 1024;

/// How many refused calls the guard answers a tick in a storm.
const ANSWERED_IN_A_STORM: usize = 16;

/// The unit of CPU times in `/proc/<pid>/stat`: 100 per second on every architecture Linux
/// supports.
const USER_HZ: u32 = 100;

/// How long the box's own set-up may take before the guard gives up on it.
const SETUP_LIMIT: Duration = Duration::from_secs(10);

static ENTERED: AtomicBool = AtomicBool::new(false);

/// Turns this process into a run guard when it was started as one (and then never returns);
/// otherwise marks it as able to start guards, and returns.
///
/// Call it first thing in `main` of every program that judges.
pub fn enter() {
    let mut args = std::env::args_os().skip(1);
    let first = args.next();
    if first.as_deref() == Some(std::ffi::OsStr::new(crate::fork_server::SERVE_ARG)) {
        // Descriptors the judge inherited (a jobserver's pipe under `make -j`) go no further,
        // marked once here for every guard the server forks: what the server opens itself is
        // close-on-exec already.
        inside::close_inherited();
        std::process::exit(crate::fork_server::serve(guard));
    }
    if first.as_deref() == Some(std::ffi::OsStr::new(crate::network::HOLD_ARG)) {
        std::process::exit(crate::network::hold());
    }
    if first.as_deref() != Some(std::ffi::OsStr::new(GUARD_ARG)) {
        ENTERED.store(true, Ordering::Relaxed);
        return;
    }
    match args.next().as_deref().and_then(|p| p.to_str()).map(serde_json::from_str::<Plan>) {
        Some(Ok(plan)) => {
            inside::close_inherited();
            let mut remains = Remains::default();
            let code = guard(&plan, plan.judge, &mut remains);
            drop(remains);
            std::process::exit(code)
        }
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
///
/// # Errors
///
/// A protected path that cannot be resolved (it does not exist, or is empty): a tree that
/// cannot be named cannot be hidden, so it is never silently dropped.
pub fn readable_roots(protected: &[PathBuf]) -> Result<Vec<PathBuf>, crate::Error> {
    let protected: Vec<PathBuf> = protected
        .iter()
        .map(|p| p.canonicalize().map_err(|e| crate::Error::new(p, format!("cannot protect this path: {e}"))))
        .collect::<Result<_, _>>()?;
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
    Ok(roots)
}

/// The guard's own work: build the box, start the solution in it, watch it, end it, report.
/// Returns the guard's exit code (0 when a report was written), and leaves in `remains` what to
/// let go of after it. `parent` is the process it dies with: the judge, or the fork server the
/// judge started.
fn guard(plan: &Plan, parent: i32, remains: &mut Remains) -> i32 {
    // Die with the judge (or its fork server), and make sure it has not died already.
    if nix::sys::prctl::set_pdeathsig(Signal::SIGTERM).is_err() || nix::unistd::getppid().as_raw() != parent {
        return 1;
    }
    if let Ok(file) = std::fs::File::create(&plan.report) {
        let _ = REPORT.set(file);
    }
    if let Err(e) = nix::sys::prctl::set_child_subreaper(true) {
        return fail(plan, &format!("cannot become a subreaper: {e}"));
    }
    // The signals the guard handles wait until it has forked the box's first process: that
    // process must not inherit the guard's handlers, and registering them (about 0.15 ms) is
    // then done while the box is being built, off the run's path. One that arrives meanwhile
    // (the judge's stop, the end of the judge) is held, and handled once they are registered.
    let handled: SigSet = HANDLED.into_iter().collect();
    if handled.thread_block().is_err() {
        return fail(plan, "cannot hold signals");
    }

    // The guard's sockets are made before it joins the judge's shared network namespace, where
    // `/proc/net/unix` would list them to every box.
    let (Ok((status, status_inside)), Ok((go_inside, go)), Ok(wake)) =
        (UnixStream::pair(), UnixStream::pair(), UnixStream::pair())
    else {
        return fail(plan, "cannot create a pipe");
    };
    let mut isolation = Isolation::default();
    let namespaces = inside::enter_namespaces(plan, &mut isolation);
    // The run's control group is made while the box's first process builds the root: the
    // hierarchy is found first, so that the first process knows where to join it.
    let hierarchy = if !plan.boxed {
        None
    } else if plan.skip.contains(&Layer::Cgroup) {
        isolation.add(Layer::Cgroup, "left out by the plan");
        None
    } else {
        Hierarchy::found().map_err(|why| isolation.add(Layer::Cgroup, why)).ok()
    };
    // As root, a user of the box's own, which no other box on the machine has while this
    // guard holds it.
    let root = nix::unistd::geteuid().is_root();
    let user =
        (plan.boxed && root && !plan.skip.contains(&Layer::Identity)).then(|| crate::users::claim(std::process::id()));
    let group_name = crate::cgroup::group_of_guard(std::process::id());
    // SAFETY: the guard is single-threaded (signal-hook's flag and pipe registrations start no
    // thread), so the child may do anything the parent could.
    #[allow(unsafe_code)]
    let forked = unsafe { nix::unistd::fork() };
    let init = match forked {
        Ok(nix::unistd::ForkResult::Child) => {
            // The first process takes no signal of the guard's: it has the default handlers, and
            // holds none back.
            let _ = handled.thread_unblock();
            drop((status, go, wake));
            let join = hierarchy.and_then(Hierarchy::self_join_dirs).map(|dirs| (dirs, group_name));
            let ids = user.as_ref().map(|user| (user.uid, user.gid));
            inside::init(plan, namespaces, &isolation, join, ids, status_inside, go_inside)
        }
        Ok(nix::unistd::ForkResult::Parent { child }) => child,
        Err(e) => return fail(plan, &format!("cannot fork: {e}")),
    };
    drop((status_inside, go_inside));
    let Some(Signals { wake: wake_read, interrupted, output_full, requested }) = handle_signals(&handled, wake) else {
        kill_tree(Pid::this(), init, &mut None);
        return fail_with(plan, "cannot handle signals", isolation);
    };
    let cgroup = hierarchy.and_then(|hierarchy| {
        hierarchy
            .create(&group_name, plan.memory_bytes, plan.processes)
            .map_err(|why| isolation.add(Layer::Cgroup, why))
            .ok()
    });
    // The first process joins the group by itself once it is told it exists ('c'), is told it
    // will be added to it ('v'), or goes on without ('n'); its system-call filter lets memory
    // the group cannot count be made only without one.
    let word = match &cgroup {
        Some(group) if group.joined_by_itself() => b"c",
        Some(_) => b"v",
        None => b"n",
    };
    let told = (&go).write_all(word);
    if told.is_err() {
        kill_tree(Pid::this(), init, &mut None);
        return fail_with(plan, "the box ended while it was being built", isolation);
    }
    let mut messages = Messages::new(status);
    // The box is built: say what it lacks, and refuse in strict mode.
    let (setup_cpu, tmpfs, mut listener) = match messages.ready() {
        Ok((setup_cpu, missing, mounts, listener)) => {
            for m in missing {
                isolation.add(m.layer, m.why);
            }
            // The box's tmpfs mounts and the filter's listener, which the first process sent
            // before it said it was ready: there already, not waited for.
            let take = || crate::sockets::receive(go.as_fd(), &mut [0u8; 1], MsgFlags::MSG_DONTWAIT);
            let mut fds = (mounts || listener).then(take).and_then(Result::ok).map(|(_, fds)| fds).unwrap_or_default();
            let listener = if listener { fds.pop() } else { None };
            (setup_cpu, if mounts { fds } else { Vec::new() }, listener)
        }
        Err(error) => {
            kill_tree(Pid::this(), init, &mut None);
            return fail_with(plan, &error, isolation);
        }
    };
    // The box's mount namespace, held until the report is out: the first process's exit then
    // does not tear it down (unmounting the box's root waits for the kernel's RCU grace
    // period), and its teardown is among what the guard's caller lets go of ([`Remains`]), off
    // the judge's path.
    let mounts = std::fs::File::open(format!("/proc/{init}/ns/mnt")).ok();
    // A group the box's first process could not join itself is joined from here (v2), or
    // was noted missing by that process.
    let cgroup = match cgroup {
        Some(_) if isolation.lacks(Layer::Cgroup) => None,
        Some(group) if group.joined_by_itself() => Some(group),
        Some(group) => match group.add(init) {
            Ok(()) => Some(group),
            Err(why) => {
                isolation.add(Layer::Cgroup, why);
                None
            }
        },
        None => None,
    };
    if plan.strict && plan.boxed && !isolation.is_full() {
        kill_tree(Pid::this(), init, &mut None);
        let missing: Vec<String> = isolation.missing.iter().map(|m| format!("{} ({})", m.layer, m.why)).collect();
        let error = format!("strict isolation refuses to run without the whole box: no {}", missing.join(", no "));
        return fail_with(plan, &error, isolation);
    }
    let start = Instant::now();
    if (&go).write_all(b"g").is_err() {
        kill_tree(Pid::this(), init, &mut None);
        return fail_with(plan, "the box ended before its program started", isolation);
    }
    let me = Pid::this();
    let mut looker = Looker::default();
    let page_kib = nix::unistd::sysconf(nix::unistd::SysconfVar::PAGE_SIZE)
        .ok()
        .flatten()
        .and_then(|bytes| u64::try_from(bytes / 1024).ok())
        .unwrap_or(4);
    let mut init_exit = None;
    let mut stop = None;
    let mut peak_sum_kib = 0;
    // The most CPU time seen while the tree lived. Without a control group, the time of a
    // process killed with its tree is lost to `RUSAGE_CHILDREN` (no one of the guard's reaped
    // it), so the report keeps what the last look saw.
    let mut cpu_seen = Duration::ZERO;
    let (cpu_limit, wall_limit) = (Duration::from_millis(plan.cpu_ms), Duration::from_millis(plan.wall_ms));
    // CPU time so far: the control group's count, or what the kernel counted for the processes
    // reaped so far and the living ones, without the box's own set-up.
    let cpu_used = |live: Duration| match cgroup.as_ref().and_then(Cgroup::cpu) {
        Some(cpu) => cpu,
        None => (reaped_cpu() + live).saturating_sub(setup_cpu),
    };
    let (wall, ended_ns) = loop {
        // Refused calls wait for their answer (EPERM) here; the first few kinds are named in
        // the report, and all are counted. A program refused without end (a storm of refused
        // calls, from many threads) is answered a few a tick, not as fast as it asks: its calls
        // wait, the guard's own work stays a few per cent of a core, and the program runs into
        // its limits.
        let storm = messages.refused.calls >= STORM;
        if let Some(listener) = &listener {
            let at_most = if storm { ANSWERED_IN_A_STORM } else { crate::filter::ANSWERS_AT_ONCE };
            crate::filter::answer(listener.as_fd(), &mut messages.refused, at_most);
        }
        reap(init, &mut init_exit);
        if init_exit.is_some() {
            break (start.elapsed(), monotonic_ns());
        }
        let usage = looker.look(me).map(|tree| tree_usage(tree, init, page_kib));
        let wall = start.elapsed();
        let (live_cpu, rss_kib) = usage.as_ref().map_or((Duration::ZERO, 0), |u| *u);
        // Without a control group, the files of the box's tmpfs mounts are no process's resident
        // memory: they are counted with it. (A group counts them as the box's own.)
        let rss_kib = rss_kib + if cgroup.is_none() { tmpfs_kib(&tmpfs) } else { 0 };
        peak_sum_kib = peak_sum_kib.max(rss_kib);
        cpu_seen = cpu_seen.max(cpu_used(live_cpu));
        // Equivalent mutants: `>=` for `>` in the three limit tests (a measurement exactly at a
        // limit cannot be told apart from one just past it).
        stop = if interrupted.load(Ordering::Relaxed) {
            Some(Stop::Interrupted)
        } else if output_full.load(Ordering::Relaxed) {
            Some(Stop::Output)
        } else if requested.load(Ordering::Relaxed) {
            Some(Stop::Requested)
        } else if usage.is_err() {
            Some(Stop::Lost)
        } else if cpu_seen > cpu_limit {
            Some(Stop::Cpu)
        } else if rss_kib * 1024 > plan.memory_bytes || cgroup.as_ref().is_some_and(Cgroup::oom_killed) {
            Some(Stop::Memory)
        } else if wall > wall_limit {
            Some(Stop::Wall)
        } else {
            None
        };
        if stop.is_some() {
            break (wall, monotonic_ns());
        }
        let timeout = TICK.min(wall_limit.saturating_sub(wall) + Duration::from_millis(1));
        // In a storm, a refused call waits for the next tick rather than waking the guard.
        let heard = if storm { None } else { listener.as_ref().map(AsFd::as_fd) };
        if wait_for_wake(&wake_read, heard, timeout) {
            // No process uses the filter any more (the box is ending): nothing is left to
            // answer, and a listener that stays readable would wake the guard at once.
            listener = None;
        }
    };
    let ended = messages.ended();
    if stop == Some(Stop::Lost) {
        // Blind: kill by every route that needs no look at the tree.
        let _ = kill(init, Signal::SIGKILL);
        // Without a pid namespace, the program's own pid and session are the guard's too.
        if let Some(pid) = messages.started.filter(|_| !namespaces.pid) {
            let _ = kill(Pid::from_raw(-pid), Signal::SIGKILL);
            let _ = kill(Pid::from_raw(pid), Signal::SIGKILL);
        }
    }
    kill_tree(me, init, &mut init_exit);
    if let Some(group) = &cgroup {
        group.kill_all(Instant::now() + Duration::from_secs(5));
    }
    let cpu = cpu_used(Duration::ZERO).max(cpu_seen);
    // The kernel killed for memory: that is the verdict, whatever else was seen.
    if cgroup.as_ref().is_some_and(Cgroup::oom_killed) && !matches!(stop, Some(Stop::Interrupted | Stop::Lost)) {
        stop = Some(Stop::Memory);
    }
    // A limit that the last measurement shows passed counts even if the tree ended first, and so
    // does the kernel's CPU backstop (RLIMIT_CPU's SIGXCPU), which ends the program when the
    // guard was late to look: both are the time limit, as DOMjudge's runguard judges them.
    // (Equivalent mutant: `>=` for `>`, as in the loop.)
    let backstopped = matches!(ended, Some((Exit::Signal(signal), _)) if signal == Signal::SIGXCPU as i32);
    if stop.is_none() && (cpu > cpu_limit || backstopped) {
        stop = Some(Stop::Cpu);
    }
    let group_peak_kib = cgroup.as_ref().and_then(Cgroup::peak_bytes).map_or(0, |b| b / 1024);
    let report = Report {
        exit: match (stop, ended) {
            (None, Some((exit, _))) => exit,
            _ => Exit::Killed,
        },
        stop,
        cpu_us: u64::try_from(cpu.as_micros()).unwrap_or(u64::MAX),
        wall_us: u64::try_from(wall.as_micros()).unwrap_or(u64::MAX),
        ended_ns,
        peak_kib: peak_sum_kib.max(ended.map_or(0, |(_, rss)| rss)).max(group_peak_kib),
        isolation,
        refused: std::mem::take(&mut messages.refused.named),
        refused_calls: messages.refused.calls,
        guard_cpu_us: getrusage(UsageWho::RUSAGE_SELF)
            .map_or(0, |u| u64::try_from(inside::cpu_of(&u).as_micros()).unwrap_or(u64::MAX)),
        error: messages.error.take(),
    };
    *remains = Remains { _mounts: mounts, _cgroup: cgroup, _user: user };
    write_report(plan, &report)
}

/// What a guard lets go of only once its report is out, since the judge need not wait for it:
/// the box's mount namespace (its teardown) and control group (its removal), in that order, so
/// that the group is removed with nothing charged to it; and the box's user, free for another
/// box once every process of this one has ended. Dropped by the guard's caller once the judge
/// has been told the run ended; fields drop in the order they are declared.
#[derive(Default)]
pub(crate) struct Remains {
    _mounts: Option<std::fs::File>,
    _cgroup: Option<Cgroup>,
    _user: Option<crate::users::BoxUser>,
}

/// The guard's end of the line from the box.
struct Messages {
    stream: std::io::BufReader<UnixStream>,
    started: Option<i32>,
    error: Option<String>,
    refused: crate::filter::Refusals,
}

impl Messages {
    fn new(stream: UnixStream) -> Self {
        Messages {
            stream: std::io::BufReader::new(stream),
            started: None,
            error: None,
            refused: crate::filter::Refusals::default(),
        }
    }

    /// The next message, if one came whole; `None` at the end of the stream (an empty line is
    /// no message), on an error, or where nothing is there yet.
    fn next(&mut self) -> Option<Message> {
        let mut line = String::new();
        self.stream.read_line(&mut line).ok()?;
        serde_json::from_str(&line).ok()
    }

    /// Waits for the box to be built: its set-up CPU time, missing layers and whether the
    /// filter's listener follows, or why it failed.
    #[allow(clippy::type_complexity)]
    fn ready(&mut self) -> Result<(Duration, Vec<crate::layers::Missing>, bool, bool), String> {
        let _ = self.stream.get_ref().set_read_timeout(Some(SETUP_LIMIT));
        match self.next() {
            Some(Message::Ready { setup_cpu_us, missing, mounts, listener }) => {
                Ok((Duration::from_micros(setup_cpu_us), missing, mounts, listener))
            }
            // The first process says nothing else before it is ready: an error of its set-up
            // is a layer it lacks, and those of `restrict` and `exec` come after.
            _ => Err("the box could not be built (its first process ended or did not answer)".into()),
        }
    }

    /// Reads what the box said after it started: how the program ended, if it did.
    fn ended(&mut self) -> Option<(Exit, u64)> {
        let _ = self.stream.get_ref().set_nonblocking(true);
        let mut ended = None;
        while let Some(message) = self.next() {
            match message {
                Message::Started(pid) => self.started = Some(pid),
                Message::Ended { exit, max_rss_kib } => ended = Some((exit, max_rss_kib)),
                Message::Error(error) => self.error = Some(error),
                Message::Ready { .. } => {}
            }
        }
        ended
    }
}

/// The signals a guard handles: the end of a child, the end of the judge or of the guard's
/// own run (`SIGTERM`, `SIGINT`, `SIGHUP`), the judge's word that the output passed its cap
/// (`SIGUSR1`) and its request to stop (`SIGUSR2`).
const HANDLED: [Signal; 6] =
    [Signal::SIGCHLD, Signal::SIGTERM, Signal::SIGINT, Signal::SIGHUP, Signal::SIGUSR1, Signal::SIGUSR2];

/// What the guard's signal handlers tell its loop: a socket each of them writes a byte to, which
/// wakes the loop, and a flag for each kind of signal.
struct Signals {
    wake: UnixStream,
    interrupted: Arc<AtomicBool>,
    output_full: Arc<AtomicBool>,
    requested: Arc<AtomicBool>,
}

/// Registers the guard's handlers, which wake it through the socket pair `wake`, then lets the
/// signals of `held`, held until now, arrive.
/// `None` if a handler could not be registered.
fn handle_signals(held: &SigSet, (wake_read, wake_write): (UnixStream, UnixStream)) -> Option<Signals> {
    let interrupted = Arc::new(AtomicBool::new(false));
    let output_full = Arc::new(AtomicBool::new(false));
    let requested = Arc::new(AtomicBool::new(false));
    for (signal, flag) in [
        (Signal::SIGTERM, &interrupted),
        (Signal::SIGINT, &interrupted),
        (Signal::SIGHUP, &interrupted),
        (Signal::SIGUSR1, &output_full),
        (Signal::SIGUSR2, &requested),
    ] {
        signal_hook::flag::register(signal as i32, Arc::clone(flag)).ok()?;
    }
    for signal in HANDLED {
        let registered = wake_write.try_clone().map(|w| signal_hook::low_level::pipe::register(signal as i32, w));
        if !matches!(registered, Ok(Ok(_))) {
            return None;
        }
    }
    let _ = wake_read.set_nonblocking(true);
    held.thread_unblock().ok()?;
    Some(Signals { wake: wake_read, interrupted, output_full, requested })
}

/// The machine's monotonic clock, in nanoseconds: the same clock in every process.
pub fn monotonic_ns() -> u64 {
    nix::time::clock_gettime(nix::time::ClockId::CLOCK_MONOTONIC)
        .map_or(0, |t| u64::try_from(t.tv_sec()).unwrap_or(0) * 1_000_000_000 + u64::try_from(t.tv_nsec()).unwrap_or(0))
}

/// Writes a report that says the program could not be started.
fn fail(plan: &Plan, message: &str) -> i32 {
    let mut isolation = Isolation::default();
    isolation.add(Layer::Landlock, "the run did not start");
    fail_with(plan, message, isolation)
}

fn fail_with(plan: &Plan, message: &str, isolation: Isolation) -> i32 {
    let report = Report {
        exit: Exit::Killed,
        stop: None,
        cpu_us: 0,
        wall_us: 0,
        ended_ns: monotonic_ns(),
        peak_kib: 0,
        isolation,
        refused: Vec::new(),
        refused_calls: 0,
        guard_cpu_us: 0,
        error: Some(message.to_owned()),
    };
    write_report(plan, &report)
}

/// The report file, opened before the program starts: a program that takes the guard's
/// descriptors away (by lowering its open-files limit) cannot keep it from reporting.
static REPORT: std::sync::OnceLock<std::fs::File> = std::sync::OnceLock::new();

fn write_report(plan: &Plan, report: &Report) -> i32 {
    let Ok(json) = serde_json::to_vec(report) else { return 1 };
    let written = match REPORT.get() {
        Some(mut file) => file.write_all(&json),
        None => std::fs::write(&plan.report, json),
    };
    i32::from(written.is_err())
}

/// Sleeps until a signal arrives (a child ended, the judge asked), a refused call waits for
/// its answer, or `timeout` passes. Returns whether the filter's `listener` hung up.
fn wait_for_wake(wake: &UnixStream, listener: Option<BorrowedFd<'_>>, timeout: Duration) -> bool {
    use nix::poll::{PollFd, PollFlags, PollTimeout, poll};
    let millis = u16::try_from(timeout.as_millis()).unwrap_or(u16::MAX);
    // The wake pipe, and the listener where there is one (else the pipe twice, looked at once).
    let mut fds = [wake.as_fd(), listener.unwrap_or(wake.as_fd())].map(|fd| PollFd::new(fd, PollFlags::POLLIN));
    let watched = if listener.is_some() { 2 } else { 1 };
    if matches!(poll(&mut fds[..watched], PollTimeout::from(millis)), Ok(n) if n > 0) {
        let mut sink = [0u8; 64];
        while matches!((&*wake).read(&mut sink), Ok(n) if n > 0) {}
    }
    let gone = PollFlags::POLLHUP | PollFlags::POLLERR | PollFlags::POLLNVAL;
    fds[1..watched].iter().any(|fd| fd.revents().is_some_and(|r| r.intersects(gone)))
}

/// What the files of the box's tmpfs `mounts` hold, in KiB (its work directory and its
/// `/dev/shm`, each sized at the memory limit).
fn tmpfs_kib(mounts: &[std::os::fd::OwnedFd]) -> u64 {
    mounts
        .iter()
        .filter_map(|mount| nix::sys::statvfs::fstatvfs(mount).ok())
        .map(|fs| fs.blocks().saturating_sub(fs.blocks_free()) * fs.fragment_size() / 1024)
        .sum()
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
    getrusage(UsageWho::RUSAGE_CHILDREN).map_or(Duration::ZERO, |u| inside::cpu_of(&u))
}

/// CPU time and resident memory (KiB) of the living processes `tree`: for each, its own time
/// and that of the children it reaped. The box's first process, `init`, is the guard's and not
/// the solution's: only the time of what it reaped counts, and not its memory.
fn tree_usage(tree: &[Process], init: Pid, page_kib: u64) -> (Duration, u64) {
    let tick = Duration::from_secs(1) / USER_HZ;
    let (mut ticks, mut rss_kib) = (0, 0);
    for process in tree {
        if process.pid == init {
            ticks += process.reaped_ticks;
        } else {
            ticks += process.own_ticks + process.reaped_ticks;
            rss_kib += process.rss_pages * page_kib;
        }
    }
    (tick * u32::try_from(ticks).unwrap_or(u32::MAX), rss_kib)
}

/// Kills every process of the tree until none is left, and reaps them all. The deadline is
/// for a process the kernel cannot kill at once (one in uninterruptible sleep), which no test
/// can make: `==` or `>=` for its `>` are equivalent mutants.
fn kill_tree(me: Pid, main: Pid, exit: &mut Option<Exit>) {
    let deadline = Instant::now() + Duration::from_secs(5);
    let mut looker = Looker::default();
    loop {
        reap(main, exit);
        // A tree that cannot be seen is killed through its first process, which takes its
        // pid namespace with it.
        let tree: Vec<Pid> = looker.look(me).map_or_else(|_| vec![main], |tree| tree.iter().map(|p| p.pid).collect());
        if tree.is_empty() || Instant::now() > deadline {
            break;
        }
        for pid in tree {
            let _ = kill(pid, Signal::SIGKILL);
        }
        std::thread::sleep(Duration::from_micros(200));
    }
    // Zombies that are not listed as children any more.
    reap(main, exit);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_role_is_asked_for_by_an_argument_with_the_prefix() {
        for arg in [GUARD_ARG, crate::fork_server::SERVE_ARG, crate::network::HOLD_ARG] {
            assert!(arg.starts_with(ROLE_ARG_PREFIX), "{arg}");
        }
    }

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
        let roots = readable_roots(std::slice::from_ref(&protected)).unwrap();
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
