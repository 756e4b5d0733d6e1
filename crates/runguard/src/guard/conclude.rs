//! The last step of a run: the box killed whole, its measurements taken, the report written;
//! and what the judge need not wait for let go of after.

use super::build::Built;
use super::processes::kill_tree;
use super::report::write_report;
use super::watch::{Watched, cpu_used};
use crate::cgroup::Cgroup;
use crate::inside;
use crate::plan::{Exit, Plan, Report, Stop};
use nix::sys::resource::{UsageWho, getrusage};
use nix::sys::signal::{Signal, kill};
use nix::unistd::Pid;
use std::time::{Duration, Instant};

/// How long a blinded guard waits for the box's first process to say the program's pid.
const STARTED_LIMIT: Duration = Duration::from_secs(2);

/// Ends the run of `built` that the watch saw end: kills every process of the box, decides what
/// stopped it, and writes the report. Returns the guard's exit code, and leaves in `remains` what
/// to let go of after.
pub(super) fn conclude(plan: &Plan, mut built: Built, watched: Watched, remains: &mut Remains) -> i32 {
    let Watched { wall, ended_ns, mut exit, mut stop, cpu_seen, peak_kib } = watched;
    let mut ended = built.messages.ended();
    if stop == Some(Stop::Lost) {
        // Blind: kill by every route that needs no look at the tree. Without a pid namespace
        // the route to what the program started is its process group, named by the pid the
        // first process says once the program has started; a program may blind the guard
        // before that, so the pid is waited for before the first process is killed.
        if !built.namespaces.pid {
            built.messages.wait_started(STARTED_LIMIT, &mut ended);
        }
        let _ = kill(built.init, Signal::SIGKILL);
        if let Some(pid) = built.messages.started.filter(|_| !built.namespaces.pid) {
            let _ = kill(Pid::from_raw(-pid), Signal::SIGKILL);
            let _ = kill(Pid::from_raw(pid), Signal::SIGKILL);
        }
    }
    kill_tree(Pid::this(), built.init, &mut exit);
    if let Some(group) = &built.cgroup {
        group.kill_all(Instant::now() + Duration::from_secs(5));
    }
    let cpu = cpu_used(&built, Duration::ZERO).max(cpu_seen);
    let (cpu_limit, oom_killed) =
        (Duration::from_millis(plan.cpu_ms), built.cgroup.as_ref().is_some_and(Cgroup::oom_killed));
    // The kernel killed for memory: that is the verdict, whatever else was seen.
    if oom_killed && !matches!(stop, Some(Stop::Interrupted | Stop::Lost)) {
        stop = Some(Stop::Memory);
    }
    // A limit that the last measurement shows passed counts even if the tree ended first, and so
    // does the kernel's CPU backstop (RLIMIT_CPU's SIGXCPU), which ends the program when the
    // guard was late to look: both are the time limit, as DOMjudge's runguard judges them.
    // (Equivalent mutant: `>=` for `>`, as in the watch.)
    let backstopped = matches!(ended, Some((Exit::Signal(signal), _)) if signal == Signal::SIGXCPU as i32);
    if stop.is_none() && (cpu > cpu_limit || backstopped) {
        stop = Some(Stop::Cpu);
    }
    let group_peak_kib = built.cgroup.as_ref().and_then(Cgroup::peak_bytes).map_or(0, |b| b / 1024);
    let report = Report {
        exit: match (stop, ended) {
            (None, Some((exit, _))) => exit,
            _ => Exit::Killed,
        },
        stop,
        cpu_us: u64::try_from(cpu.as_micros()).unwrap_or(u64::MAX),
        wall_us: u64::try_from(wall.as_micros()).unwrap_or(u64::MAX),
        ended_ns,
        peak_kib: peak_kib.max(ended.map_or(0, |(_, rss)| rss)).max(group_peak_kib),
        isolation: std::mem::take(&mut built.isolation),
        refused: std::mem::take(&mut built.messages.refused.named),
        refused_calls: built.messages.refused.calls,
        guard_cpu_us: getrusage(UsageWho::RUSAGE_SELF)
            .map_or(0, |u| u64::try_from(inside::cpu_of(&u).as_micros()).unwrap_or(u64::MAX)),
        error: built.messages.error.take(),
    };
    *remains = Remains { _mounts: built.mounts, _cgroup: built.cgroup, _user: built.user };
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
