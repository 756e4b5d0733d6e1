//! The third step of a run: the guard watches the box until the program ends or a limit
//! passes, answering the calls the filter refuses.

use super::build::Built;
use super::processes::{reap, reaped_cpu, tree_usage};
use super::report::monotonic_ns;
use crate::cgroup::Cgroup;
use crate::plan::{Exit, Plan, Stop};
use crate::tree::Looker;
use nix::unistd::Pid;
use std::io::Read;
use std::os::fd::{AsFd, BorrowedFd};
use std::os::unix::net::UnixStream;
use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

/// How often the guard looks at the process tree when nothing wakes it earlier, at first: a
/// run's first [`TICK`] × 32 are watched this closely, and the tick then grows with the time the
/// run has taken (a thirty-second of it), up to [`LONGEST_TICK`]. Most runs are short and keep
/// the close watch; a long one is looked at some sixty times a second, and its guard's own work
/// (a look reads every process's `/proc` files) stays about a per cent of a core. The wall-clock
/// limit is exact whatever the tick (the wait ends at it); a CPU limit is seen at most a tick
/// late, and the kernel's backstop ends a program the guard could not.
const TICK: Duration = Duration::from_millis(4);

/// The longest the guard waits between two looks.
const LONGEST_TICK: Duration = Duration::from_millis(16);

/// The tick after `wall` of a run: see [`TICK`].
fn tick_after(wall: Duration) -> Duration {
    (wall / 32).clamp(TICK, LONGEST_TICK)
}

/// How many refused calls the guard answers as soon as they are made; past them (a storm), it
/// answers [`ANSWERED_IN_A_STORM`] a tick ([`tick_after`]).
const STORM: u64 = 1024;

/// How many refused calls the guard answers a tick in a storm.
const ANSWERED_IN_A_STORM: usize = 16;

/// What the watch saw.
pub(super) struct Watched {
    /// The wall time from the start to the end of the watch.
    pub wall: Duration,
    /// When the watch ended, on the machine's monotonic clock.
    pub ended_ns: u64,
    /// How the program ended, if the guard reaped it.
    pub exit: Option<Exit>,
    /// The limit passed, or the judge's word, that ended the watch.
    pub stop: Option<Stop>,
    /// The most CPU time seen while the tree lived. Without a control group, the time of a
    /// process killed with its tree is lost to `RUSAGE_CHILDREN` (no one of the guard's reaped
    /// it), so the report keeps what the last look saw.
    pub cpu_seen: Duration,
    /// The most resident memory the box's processes held at once, in KiB.
    pub peak_kib: u64,
}

/// Watches the box `built` from `started` until its program ends or a limit of `plan` passes.
pub(super) fn watch(plan: &Plan, built: &mut Built, started: Instant) -> Watched {
    let me = Pid::this();
    let mut looker = Looker::default();
    let page_kib = nix::unistd::sysconf(nix::unistd::SysconfVar::PAGE_SIZE)
        .ok()
        .flatten()
        .and_then(|bytes| u64::try_from(bytes / 1024).ok())
        .unwrap_or(4);
    let mut exit = None;
    let mut peak_kib = 0;
    let mut cpu_seen = Duration::ZERO;
    let (cpu_limit, wall_limit) = (Duration::from_millis(plan.cpu_ms), Duration::from_millis(plan.wall_ms));
    let signals = &built.signals;
    loop {
        // Refused calls wait for their answer (EPERM) here; the first few kinds are named in
        // the report, and all are counted. A program refused without end (a storm of refused
        // calls, from many threads) is answered a few a tick, not as fast as it asks: its calls
        // wait, the guard's own work stays a few per cent of a core, and the program runs into
        // its limits.
        let storm = built.messages.refused.calls >= STORM;
        if let Some(listener) = &built.listener {
            let at_most = if storm { ANSWERED_IN_A_STORM } else { crate::filter::ANSWERS_AT_ONCE };
            crate::filter::answer(listener.as_fd(), &mut built.messages.refused, at_most);
        }
        reap(built.init, &mut exit);
        if exit.is_some() {
            return Watched { wall: started.elapsed(), ended_ns: monotonic_ns(), exit, stop: None, cpu_seen, peak_kib };
        }
        let usage = looker.look(me).map(|tree| tree_usage(tree, built.init, page_kib));
        let wall = started.elapsed();
        let (live_cpu, rss_kib) = usage.as_ref().map_or((Duration::ZERO, 0), |u| *u);
        // Without a control group, the files of the box's tmpfs mounts are no process's resident
        // memory: they are counted with it. (A group counts them as the box's own.)
        let rss_kib = rss_kib + if built.cgroup.is_none() { tmpfs_kib(&built.tmpfs) } else { 0 };
        peak_kib = peak_kib.max(rss_kib);
        cpu_seen = cpu_seen.max(cpu_used(built, live_cpu));
        // Equivalent mutants: `>=` for `>` in the three limit tests (a measurement exactly at a
        // limit cannot be told apart from one just past it).
        let stop = if signals.interrupted.load(Ordering::Relaxed) {
            Some(Stop::Interrupted)
        } else if signals.output_full.load(Ordering::Relaxed) {
            Some(Stop::Output)
        } else if signals.requested.load(Ordering::Relaxed) {
            Some(Stop::Requested)
        } else if usage.is_err() {
            Some(Stop::Lost)
        } else if cpu_seen > cpu_limit {
            Some(Stop::Cpu)
        } else if rss_kib * 1024 > plan.memory_bytes || built.cgroup.as_ref().is_some_and(Cgroup::oom_killed) {
            Some(Stop::Memory)
        } else if wall > wall_limit {
            Some(Stop::Wall)
        } else {
            None
        };
        if stop.is_some() {
            return Watched { wall, ended_ns: monotonic_ns(), exit, stop, cpu_seen, peak_kib };
        }
        let timeout = tick_after(wall).min(wall_limit.saturating_sub(wall) + Duration::from_millis(1));
        // In a storm, a refused call waits for the next tick rather than waking the guard.
        let heard = if storm { None } else { built.listener.as_ref().map(AsFd::as_fd) };
        if wait_for_wake(&signals.wake, heard, timeout) {
            // No process uses the filter any more (the box is ending): nothing is left to
            // answer, and a listener that stays readable would wake the guard at once.
            built.listener = None;
        }
    }
}

/// The box's CPU time so far, without the box's own set-up: its control group's count, or what
/// the kernel counted for the processes reaped so far and the `live` ones.
pub(super) fn cpu_used(built: &Built, live: Duration) -> Duration {
    match built.cgroup.as_ref().and_then(Cgroup::cpu) {
        Some(cpu) => cpu,
        None => reaped_cpu() + live,
    }
    .saturating_sub(built.setup_cpu)
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_tick_is_close_at_first_and_grows_with_the_run_to_its_longest() {
        let ms = Duration::from_millis;
        assert_eq!(tick_after(Duration::ZERO), TICK);
        assert_eq!(tick_after(ms(128)), TICK);
        assert_eq!(tick_after(ms(320)), ms(10));
        assert_eq!(tick_after(ms(512)), LONGEST_TICK);
        assert_eq!(tick_after(Duration::from_secs(3600)), LONGEST_TICK);
    }
}
