//! The processes below the guard: reaped, counted and killed.

use crate::inside;
use crate::plan::Exit;
use crate::tree::{Looker, Process};
use nix::sys::resource::{UsageWho, getrusage};
use nix::sys::signal::{Signal, kill};
use nix::sys::wait::{WaitPidFlag, WaitStatus, waitpid};
use nix::unistd::Pid;
use std::time::{Duration, Instant};

/// The unit of CPU times in `/proc/<pid>/stat`: 100 per second on every architecture Linux
/// supports.
pub(crate) const USER_HZ: u32 = 100;

/// Reaps every child that has ended (orphans of the tree included), noting how the main
/// process ended.
pub(super) fn reap(main: Pid, exit: &mut Option<Exit>) {
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
pub(super) fn reaped_cpu() -> Duration {
    getrusage(UsageWho::RUSAGE_CHILDREN).map_or(Duration::ZERO, |u| inside::cpu_of(&u))
}

/// CPU time and resident memory (KiB) of the living processes `tree`: for each, its own time
/// and that of the children it reaped. The box's first process, `init`, is the guard's and not
/// the solution's: only the time of what it reaped counts, and not its memory.
pub(super) fn tree_usage(tree: &[Process], init: Pid, page_kib: u64) -> (Duration, u64) {
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
pub(super) fn kill_tree(me: Pid, main: Pid, exit: &mut Option<Exit>) {
    let deadline = Instant::now() + Duration::from_secs(5);
    let mut looker = Looker::default();
    loop {
        reap(main, exit);
        // A tree that cannot be seen is killed through its first process, which takes its
        // pid namespace with it; once that is reaped, its pid is no longer its own to signal.
        let tree: Vec<Pid> = match looker.look(me) {
            Ok(tree) => tree.iter().map(|p| p.pid).collect(),
            Err(_) if exit.is_some() => break,
            Err(_) => vec![main],
        };
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
