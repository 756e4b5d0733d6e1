//! The first step of a run: the box built, its first process waiting for the word to start.

use super::messages::Messages;
use super::processes::kill_tree;
use super::report::{fail, fail_with};
use super::signals::{HANDLED, Signals, handle_signals};
use crate::cgroup::{Cgroup, Hierarchy};
use crate::inside::{self, Namespaces};
use crate::layers::{Isolation, Layer};
use crate::plan::Plan;
use crate::users::BoxUser;
use nix::sys::signal::{SigSet, Signal};
use nix::sys::socket::MsgFlags;
use nix::unistd::Pid;
use std::io::Write;
use std::os::fd::{AsFd, OwnedFd};
use std::os::unix::net::UnixStream;
use std::time::Duration;

/// A box built, with all the guard holds of it until the run is over.
pub(super) struct Built {
    /// The box's first process.
    pub init: Pid,
    /// The namespaces the guard entered.
    pub namespaces: Namespaces,
    /// The layers the box has, and why each missing one is.
    pub isolation: Isolation,
    /// The guard's end of the socket its word goes down.
    pub go: UnixStream,
    /// The guard's end of the line from the box.
    pub messages: Messages,
    /// What the guard's signal handlers tell it.
    pub signals: Signals,
    /// The run's control group, when the box has one.
    pub cgroup: Option<Cgroup>,
    /// The CPU time the box's own set-up took, as the count the run is charged by saw it: its
    /// control group's count once the box was built, else the first process's own.
    pub setup_cpu: Duration,
    /// The box's tmpfs mounts (its working directory and `/dev/shm`), as the first process
    /// handed them over: counted with its memory where no group counts them.
    pub tmpfs: Vec<OwnedFd>,
    /// The system-call filter's listener, where refused calls wait for their answer.
    pub listener: Option<OwnedFd>,
    /// The box's mount namespace, held until the report is out: the first process's exit then
    /// does not tear it down (unmounting the box's root waits for the kernel's RCU grace
    /// period), and its teardown is among what the guard's caller lets go of, off the judge's
    /// path.
    pub mounts: Option<std::fs::File>,
    /// The box's user, as root: no other box on the machine has it while the guard holds it.
    pub user: Option<BoxUser>,
}

/// Builds the box for `plan`, dying with `parent`; on failure, the guard's exit code (the
/// report, which says why, written).
pub(super) fn build(plan: &Plan, parent: i32) -> Result<Built, i32> {
    let handled = hold(plan, parent)?;

    // The guard's sockets are made before it joins the judge's shared network namespace, where
    // `/proc/net/unix` would list them to every box.
    let (Ok((status, status_inside)), Ok((go_inside, go)), Ok(wake)) =
        (UnixStream::pair(), UnixStream::pair(), UnixStream::pair())
    else {
        return Err(fail(plan, "cannot create a pipe"));
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
        Err(e) => return Err(fail(plan, &format!("cannot fork: {e}"))),
    };
    drop((status_inside, go_inside));
    let Some(signals) = handle_signals(&handled, wake) else {
        kill_tree(Pid::this(), init, &mut None);
        return Err(fail_with(plan, "cannot handle signals", isolation));
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
    if (&go).write_all(word).is_err() {
        kill_tree(Pid::this(), init, &mut None);
        return Err(fail_with(plan, "the box ended while it was being built", isolation));
    }
    let mut messages = Messages::new(status);
    // The box is built: say what it lacks, and refuse in strict mode.
    let (setup_cpu, tmpfs, listener) = match ready(&mut messages, &go, &mut isolation) {
        Ok(ready) => ready,
        Err(error) => {
            kill_tree(Pid::this(), init, &mut None);
            return Err(fail_with(plan, &error, isolation));
        }
    };
    let mounts = std::fs::File::open(format!("/proc/{init}/ns/mnt")).ok();
    let cgroup = join(cgroup, init, &mut isolation);
    // What the group counted of the set-up (its filter, its sandbox's rules) is not the program's.
    let setup_cpu = cgroup.as_ref().and_then(Cgroup::cpu).unwrap_or(setup_cpu);
    if plan.strict && plan.boxed && !isolation.is_full() {
        kill_tree(Pid::this(), init, &mut None);
        let missing: Vec<String> = isolation.missing.iter().map(|m| format!("{} ({})", m.layer, m.why)).collect();
        let error = format!("strict isolation refuses to run without the whole box: no {}", missing.join(", no "));
        return Err(fail_with(plan, &error, isolation));
    }
    Ok(Built { init, namespaces, isolation, go, messages, signals, cgroup, setup_cpu, tmpfs, listener, mounts, user })
}

/// The guard's first steps: it dies with `parent` (the judge, or its fork server) and makes
/// sure it has not died already, opens its report, becomes the reaper of the box's orphans,
/// and holds the signals it handles (returned) until the box's first process is forked.
fn hold(plan: &Plan, parent: i32) -> Result<SigSet, i32> {
    if nix::sys::prctl::set_pdeathsig(Signal::SIGTERM).is_err() || nix::unistd::getppid().as_raw() != parent {
        return Err(1);
    }
    super::report::open_report(plan);
    if let Err(e) = nix::sys::prctl::set_child_subreaper(true) {
        return Err(fail(plan, &format!("cannot become a subreaper: {e}")));
    }
    // The signals the guard handles wait until it has forked the box's first process: that
    // process must not inherit the guard's handlers, and registering them (about 0.15 ms) is
    // then done while the box is being built, off the run's path. One that arrives meanwhile
    // (the judge's stop, the end of the judge) is held, and handled once they are registered.
    let handled: SigSet = HANDLED.into_iter().collect();
    if handled.thread_block().is_err() {
        return Err(fail(plan, "cannot hold signals"));
    }
    Ok(handled)
}

/// Waits for the box's first process to say the box is built, noting in `isolation` what it
/// lacks: the CPU time its set-up took, its tmpfs mounts and the filter's listener (which it
/// sent over `go` before it said so); or why it failed.
#[allow(clippy::type_complexity)]
fn ready(
    messages: &mut Messages,
    go: &UnixStream,
    isolation: &mut Isolation,
) -> Result<(Duration, Vec<OwnedFd>, Option<OwnedFd>), String> {
    let (setup_cpu, missing, mounts, listener) = messages.ready()?;
    for m in missing {
        isolation.add(m.layer, m.why);
    }
    // There already, not waited for.
    let take = || crate::sockets::receive(go.as_fd(), &mut [0u8; 1], MsgFlags::MSG_DONTWAIT);
    let mut fds = (mounts || listener).then(take).and_then(Result::ok).map(|(_, fds)| fds).unwrap_or_default();
    let listener = if listener { fds.pop() } else { None };
    Ok((setup_cpu, if mounts { fds } else { Vec::new() }, listener))
}

/// The run's group, with the box's first process in it: joined by that process itself, joined
/// from here (v2), or `None` where that process noted it missing or it cannot be joined.
fn join(cgroup: Option<Cgroup>, init: Pid, isolation: &mut Isolation) -> Option<Cgroup> {
    match cgroup {
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
    }
}
