//! Inside the box: the namespaces the guard enters, the box's first process (which builds the
//! root, starts the program and tells the guard how it ended), and the program's last steps
//! before `exec` (limits, identity, capabilities, descriptors, Landlock).

use crate::filter;
use crate::layers::{Isolation, Layer, Missing};
use crate::plan::{Exit, Message, Plan};
use nix::fcntl::OFlag;
use nix::mount::{MntFlags, MsFlags, mount, umount2};
use nix::sched::{CloneFlags, unshare};
use nix::sys::resource::{Resource, UsageWho, getrusage, setrlimit};
use nix::sys::stat::Mode;
use nix::sys::wait::{WaitPidFlag, WaitStatus, waitpid};
use nix::unistd::{Gid, Uid};
use std::io::{Read, Write};
use std::os::fd::{AsFd, AsRawFd, OwnedFd, RawFd};
use std::os::unix::net::UnixStream;
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

/// The system directories a program needs, bound read-only into the box (those that exist;
/// a symbolic link, as `/bin` is on a merged-`/usr` system, is made again as a link).
const SYSTEM_DIRS: [&str; 8] = ["/bin", "/etc", "/lib", "/lib32", "/lib64", "/libx32", "/sbin", "/usr"];

/// The device files of the box's `/dev`.
const DEVICES: [&str; 5] = ["null", "zero", "full", "random", "urandom"];

/// Which namespaces the guard entered before starting the box's first process.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Namespaces {
    /// A pid namespace: the first process is its pid 1, and all die with it.
    pub pid: bool,
    /// The box may make a mount namespace of its own (root, or a user namespace).
    pub mounts: bool,
    /// The identity is a user namespace's (the guard did not run as root).
    pub user: bool,
}

/// Enters the namespaces of the box (pid, network, IPC, UTS; first a user namespace when not
/// root), noting in `isolation` every layer it could not have.
pub(crate) fn enter_namespaces(plan: &Plan, isolation: &mut Isolation) -> Namespaces {
    let none = Namespaces { pid: false, mounts: false, user: false };
    if !plan.boxed {
        for layer in Layer::ALL.into_iter().filter(|l| *l != Layer::Landlock) {
            isolation.add(layer, "a judge program runs outside the box");
        }
        return none;
    }
    for layer in &plan.skip {
        isolation.add(*layer, "left out by the plan");
    }
    let wanted = |layer, flag| if plan.skip.contains(&layer) { CloneFlags::empty() } else { flag };
    let flags = CloneFlags::CLONE_NEWUTS
        | wanted(Layer::Pids, CloneFlags::CLONE_NEWPID)
        | wanted(Layer::Network, CloneFlags::CLONE_NEWNET)
        | wanted(Layer::Ipc, CloneFlags::CLONE_NEWIPC);
    let root = nix::unistd::geteuid().is_root();
    // The judge's empty network namespace, shared by its boxes, where it gave one: only behind
    // Landlock, which keeps boxes from one another's abstract sockets there. A judge that is
    // not root gave the user namespace that owns it too, which the guard enters first: its
    // owner may, and may then join the network namespace. A namespace that cannot be joined (it
    // should not happen: the judge holds it while the run lasts) leaves the box to make its own.
    let open = |path: &Option<PathBuf>| path.as_ref().and_then(|path| std::fs::File::open(path).ok());
    let shared = flags.contains(CloneFlags::CLONE_NEWNET) && !plan.skip.contains(&Layer::Landlock);
    let (network, owner) = if shared { (open(&plan.network), open(&plan.network_owner)) } else { (None, None) };
    let joined = match (network, owner) {
        (Some(network), None) if root => nix::sched::setns(network, CloneFlags::CLONE_NEWNET).is_ok(),
        (Some(network), Some(owner)) if !root && !plan.skip.contains(&Layer::Identity) => {
            nix::sched::setns(owner, CloneFlags::CLONE_NEWUSER).is_ok()
                && nix::sched::setns(network, CloneFlags::CLONE_NEWNET).is_ok()
        }
        _ => false,
    };
    let flags = if joined { flags - CloneFlags::CLONE_NEWNET } else { flags };
    let entered = if root {
        unshare(flags).map_err(|e| format!("cannot unshare namespaces: {e}"))
    } else if plan.skip.contains(&Layer::Identity) {
        Err("without a user namespace, a user other than root has no namespaces".into())
    } else {
        crate::users::own_user_namespace(flags)
    };
    match entered {
        Ok(()) => Namespaces {
            pid: flags.contains(CloneFlags::CLONE_NEWPID),
            mounts: !plan.skip.contains(&Layer::Root),
            user: !root,
        },
        Err(why) => {
            for layer in [Layer::Identity, Layer::Root, Layer::Pids, Layer::Network, Layer::Ipc, Layer::Scratch] {
                isolation.add(layer, why.clone());
            }
            none
        }
    }
}

/// The box's first process: builds the box's root, tells the guard it is ready, waits for its
/// word, starts the program, and tells the guard how it ended. In a pid namespace it is pid 1,
/// and when it exits the kernel kills every process left in the box.
pub(crate) fn init(
    plan: &Plan,
    ns: Namespaces,
    isolation: &Isolation,
    join: Option<(Vec<PathBuf>, String)>,
    user: Option<(Uid, Gid)>,
    status: UnixStream,
    go: UnixStream,
) -> ! {
    // Not dumpable: nothing of the box may read its memory, descriptors or executable.
    let _ = nix::sys::prctl::set_dumpable(false);
    let _ = nix::sys::prctl::set_child_subreaper(true);
    // Dies with its guard, however the guard ends (a SIGKILL leaves it no time to take the box
    // down): in a pid namespace, the whole box with it. A guard already gone is seen below, at
    // the first word it does not send.
    let _ = nix::sys::prctl::set_pdeathsig(nix::sys::signal::Signal::SIGKILL);
    let send = |message: &Message| {
        let mut line = serde_json::to_string(message).unwrap_or_default();
        line.push('\n');
        let _ = (&status).write_all(line.as_bytes());
    };
    let mut missing = Vec::new();
    let mut lack = |layer, why: String| {
        if !isolation.lacks(layer) {
            missing.push(Missing { layer, why });
        }
    };
    // The directories of the group's hierarchies are opened before the root changes; the group
    // is joined once the box is built (so that building it is not charged to the program) and
    // once the guard, which makes it meanwhile, says it exists.
    let join = join.map(|(dirs, name)| (dirs.iter().map(|dir| open_dir(dir)).collect::<Vec<_>>(), name));
    // The box's own user (as root; the guard took it, one no other box has).
    let mut ids = user;
    let in_root = plan.boxed
        && ns.mounts
        && match build_root(plan, ids) {
            Ok(()) => true,
            Err(why) => {
                lack(Layer::Root, why);
                lack(Layer::Scratch, "there is no box root to mount it in".into());
                false
            }
        };
    if plan.boxed && !in_root && (ids.is_some() || ns.user) {
        // Without its own root, the box's user would reach the judge's files (a user namespace
        // maps the judge's own user) or could not reach its program (a user of its own).
        lack(Layer::Identity, "an identity of its own needs the box's root".into());
        ids = None;
    }
    let mut word = [0u8; 1];
    if !matches!((&go).read(&mut word), Ok(1)) {
        std::process::exit(1);
    }
    // A control group counts the box's memory: one it joins itself ('c', v1) or the guard adds
    // it to ('v', v2).
    let mut counted = matches!(&word, b"c" | b"v");
    if let (Some((dirs, name)), b"c") = (join, &word) {
        if let Err(e) = join_group(dirs, &name) {
            lack(Layer::Cgroup, format!("cannot join the run's control group: {e}"));
            counted = false;
        }
    }
    let (landlock, ruleset) = ruleset(plan, in_root);
    if let Some(why) = landlock {
        lack(Layer::Landlock, why);
    }
    // The system-call filter, here rather than just before `exec`, so that its cost (the kernel
    // checks and compiles it) is the box's set-up, not the program's time: nothing the box does
    // from here on is refused by it.
    let listener = match install_filter(plan, counted) {
        Ok(listener) => listener,
        Err(why) => {
            lack(Layer::Filter, why);
            None
        }
    };
    let (mounts, listener) = hand_over(plan, in_root, listener, &go);
    let setup_cpu_us = getrusage(UsageWho::RUSAGE_SELF).map_or(0, |u| cpu_of(&u).as_micros());
    let setup_cpu_us = u64::try_from(setup_cpu_us).unwrap_or(u64::MAX);
    send(&Message::Ready { setup_cpu_us, missing, mounts, listener });
    let mut word = [0u8; 1];
    if !matches!((&go).read(&mut word), Ok(1)) {
        std::process::exit(1);
    }
    if let Err(e) = restrict(plan, ruleset, ids, ns.user) {
        send(&Message::Error(format!("cannot restrict the box before running {}: {e}", plan.program.display())));
        std::process::exit(1);
    }
    // A change of user clears the parent-death signal: set again, and the guard looked for once
    // more, in case it ended in between (its end of `go` closed).
    let _ = nix::sys::prctl::set_pdeathsig(nix::sys::signal::Signal::SIGKILL);
    if go.set_nonblocking(true).is_ok() && matches!((&go).read(&mut word), Ok(0)) {
        std::process::exit(1);
    }
    run(plan, send)
}

/// A directory opened as a path only (`O_PATH`), to reach what is under it after the root
/// changes.
fn open_dir(dir: &Path) -> nix::Result<OwnedFd> {
    nix::fcntl::open(dir, OFlag::O_PATH | OFlag::O_DIRECTORY | OFlag::O_CLOEXEC, Mode::empty())
}

/// Installs the system-call filter of a box (one whose memory a control group counts, or not),
/// unless the run is not boxed or leaves the filter out: its listener, where refused calls wait
/// for the guard's answer; or why the kernel refused it.
fn install_filter(plan: &Plan, counted: bool) -> Result<Option<OwnedFd>, String> {
    if !plan.boxed || plan.skip.contains(&Layer::Filter) {
        return Ok(None);
    }
    let prepared = filter::prepared()?;
    filter::install(prepared.for_box(counted)).map_err(|e| format!("the kernel refuses it: {e}"))
}

/// Joins the run's control group (v1), through the hierarchies' directories `dirs` opened
/// before the root changed: the group `name` in each.
fn join_group(dirs: Vec<nix::Result<OwnedFd>>, name: &str) -> nix::Result<()> {
    use nix::fcntl::openat;
    let tasks = format!("{name}/tasks");
    dirs.into_iter().try_for_each(|dir| -> Result<(), nix::Error> {
        let fd = openat(dir?, tasks.as_str(), OFlag::O_WRONLY | OFlag::O_CLOEXEC, Mode::empty())?;
        std::fs::File::from(fd).write_all(b"0").map_err(|e| nix::Error::try_from(e).unwrap_or(nix::Error::EIO))
    })
}

/// Hands the guard, over `go` in one message, the box's tmpfs mounts where it has its own root
/// (their files are no process's memory: the guard counts them where no control group does),
/// and the `listener` of the calls the filter refuses, which are the guard's to answer; none
/// stays in the box. Returns whether the mounts and the listener went.
fn hand_over(plan: &Plan, in_root: bool, listener: Option<OwnedFd>, go: &UnixStream) -> (bool, bool) {
    let mounts: Vec<OwnedFd> = if in_root {
        let open = |dir: &Path| open_dir(dir).ok();
        [open(&plan.workdir), open(Path::new("/dev/shm"))].into_iter().collect::<Option<Vec<_>>>().unwrap_or_default()
    } else {
        Vec::new()
    };
    let mut fds: Vec<RawFd> = mounts.iter().map(AsRawFd::as_raw_fd).collect();
    fds.extend(listener.as_ref().map(AsRawFd::as_raw_fd));
    let sent = !fds.is_empty() && matches!(crate::sockets::send(go.as_fd(), b"f", &fds), Ok(1));
    (sent && !mounts.is_empty(), sent && listener.is_some())
}

/// Runs the program (the box restricted already), tells the guard through `send` that it
/// started and how it ended, and exits.
fn run(plan: &Plan, send: impl Fn(&Message)) -> ! {
    let child = match command(plan).spawn() {
        Ok(child) => child,
        Err(e) => {
            send(&Message::Error(format!("cannot run {}: {e}", plan.program.display())));
            std::process::exit(1);
        }
    };
    let pid = nix::unistd::Pid::from_raw(child.id() as i32);
    send(&Message::Started(pid.as_raw()));
    let exit = loop {
        match waitpid(None, Some(WaitPidFlag::__WALL)) {
            Ok(WaitStatus::Exited(p, code)) if p == pid => break Exit::Code(code),
            Ok(WaitStatus::Signaled(p, signal, _)) if p == pid => break Exit::Signal(signal as i32),
            Err(nix::errno::Errno::ECHILD) => break Exit::Killed,
            _ => {}
        }
    };
    let max_rss_kib = getrusage(UsageWho::RUSAGE_CHILDREN).map_or(0, |u| u64::try_from(u.max_rss()).unwrap_or(0));
    send(&Message::Ended { exit, max_rss_kib });
    std::process::exit(0)
}

fn mount_error(what: &str, path: &Path, e: nix::Error) -> String {
    format!("cannot {what} {}: {e}", path.display())
}

/// Puts the box's root together in `plan.root` and makes it the root of a mount namespace of
/// its own: the system directories and the visible files read-only, a `/proc` of the box's
/// pid namespace, a `/dev` of a few devices, and the work directory (with `/dev/shm`) a tmpfs
/// bounded by the memory limit and owned by the box's user.
fn build_root(plan: &Plan, ids: Option<(Uid, Gid)>) -> Result<(), String> {
    let none: Option<&str> = None;
    unshare(CloneFlags::CLONE_NEWNS).map_err(|e| format!("cannot create a mount namespace: {e}"))?;
    mount(none, "/", none, MsFlags::MS_REC | MsFlags::MS_PRIVATE, none)
        .map_err(|e| mount_error("make private", Path::new("/"), e))?;
    let root = &plan.root;
    let inner = |path: &Path| root.join(path.strip_prefix("/").unwrap_or(path));
    let quiet = MsFlags::MS_NOSUID | MsFlags::MS_NODEV;
    mount(Some("tmpfs"), root, Some("tmpfs"), quiet, Some("size=16m,mode=0755"))
        .map_err(|e| mount_error("mount a tmpfs on", root, e))?;
    let make_dir =
        |path: &Path| std::fs::create_dir_all(path).map_err(|e| format!("cannot create {}: {e}", path.display()));
    for dir in SYSTEM_DIRS.map(Path::new) {
        match std::fs::symlink_metadata(dir) {
            Ok(meta) if meta.file_type().is_symlink() => {
                let target = std::fs::read_link(dir).map_err(|e| format!("cannot read {}: {e}", dir.display()))?;
                std::os::unix::fs::symlink(target, inner(dir))
                    .map_err(|e| format!("cannot link {}: {e}", inner(dir).display()))?;
            }
            Ok(meta) if meta.is_dir() => {
                make_dir(&inner(dir))?;
                bind_read_only(dir, &inner(dir), true)?;
            }
            _ => {}
        }
    }
    for path in &plan.visible {
        let shown_already = SYSTEM_DIRS.iter().any(|d| path.starts_with(d));
        if shown_already || !path.is_absolute() || !path.is_file() {
            continue;
        }
        let target = inner(path);
        if let Some(parent) = target.parent() {
            make_dir(parent)?;
        }
        std::fs::File::create(&target).map_err(|e| format!("cannot create {}: {e}", target.display()))?;
        bind_read_only(path, &target, false)?;
    }
    let proc = inner(Path::new("/proc"));
    make_dir(&proc)?;
    mount(Some("proc"), &proc, Some("proc"), quiet | MsFlags::MS_NOEXEC, none)
        .map_err(|e| mount_error("mount a /proc of the box on", &proc, e))?;
    let dev = inner(Path::new("/dev"));
    make_dir(&dev)?;
    mount(Some("tmpfs"), &dev, Some("tmpfs"), MsFlags::MS_NOSUID | MsFlags::MS_NOEXEC, Some("size=64k,mode=0755"))
        .map_err(|e| mount_error("mount a tmpfs on", &dev, e))?;
    for device in DEVICES {
        let (host, boxed) = (Path::new("/dev").join(device), dev.join(device));
        std::fs::File::create(&boxed).map_err(|e| format!("cannot create {}: {e}", boxed.display()))?;
        mount(Some(&host), &boxed, none, MsFlags::MS_BIND, none).map_err(|e| mount_error("bind", &host, e))?;
        // A bind keeps the host's `/dev` flags: made `nosuid` and `noexec` like every other
        // mount of the box.
        let flags = MsFlags::MS_REMOUNT | MsFlags::MS_BIND | MsFlags::MS_NOSUID | MsFlags::MS_NOEXEC;
        mount(none, &boxed, none, flags, none).map_err(|e| mount_error("remount", &boxed, e))?;
    }
    for (link, target) in [
        ("fd", "/proc/self/fd"),
        ("stdin", "/proc/self/fd/0"),
        ("stdout", "/proc/self/fd/1"),
        ("stderr", "/proc/self/fd/2"),
    ] {
        std::os::unix::fs::symlink(target, dev.join(link)).map_err(|e| format!("cannot link /dev/{link}: {e}"))?;
    }
    let size = plan.memory_bytes.max(1 << 20);
    let owner = ids.map_or_else(String::new, |(u, g)| format!(",uid={u},gid={g}"));
    let shm = dev.join("shm");
    make_dir(&shm)?;
    mount(Some("tmpfs"), &shm, Some("tmpfs"), quiet, Some(format!("size={size},mode=1777").as_str()))
        .map_err(|e| mount_error("mount a tmpfs on", &shm, e))?;
    let work = inner(&plan.workdir);
    make_dir(&work)?;
    mount(Some("tmpfs"), &work, Some("tmpfs"), quiet, Some(format!("size={size},mode=0700{owner}").as_str()))
        .map_err(|e| mount_error("mount a tmpfs on", &work, e))?;
    let old = root.join(".old");
    make_dir(&old)?;
    nix::unistd::pivot_root(root, &old).map_err(|e| mount_error("pivot to", root, e))?;
    std::env::set_current_dir("/").map_err(|e| format!("cannot enter the box's root: {e}"))?;
    umount2("/.old", MntFlags::MNT_DETACH).map_err(|e| mount_error("detach", Path::new("/.old"), e))?;
    std::fs::remove_dir("/.old").map_err(|e| format!("cannot remove /.old: {e}"))?;
    mount(none, "/", none, MsFlags::MS_REMOUNT | MsFlags::MS_RDONLY | quiet, none)
        .map_err(|e| mount_error("make read-only", Path::new("/"), e))?;
    if let Err(e) = nix::unistd::sethostname("box") {
        return Err(format!("cannot name the box's host: {e}"));
    }
    Ok(())
}

/// Binds `source` at `target`, then makes the binding read-only and without set-user-id,
/// keeping the flags the kernel will not let a user namespace drop (those of the source's
/// own mount).
fn bind_read_only(source: &Path, target: &Path, recursive: bool) -> Result<(), String> {
    use nix::sys::statvfs::{FsFlags, statvfs};
    let none: Option<&str> = None;
    let rec = if recursive { MsFlags::MS_REC } else { MsFlags::empty() };
    mount(Some(source), target, none, MsFlags::MS_BIND | rec, none).map_err(|e| mount_error("bind", source, e))?;
    let kept = statvfs(source).map(|s| s.flags()).unwrap_or(FsFlags::empty());
    let mut flags = MsFlags::MS_BIND | MsFlags::MS_REMOUNT | MsFlags::MS_RDONLY | MsFlags::MS_NOSUID;
    for (fs, ms) in [
        (FsFlags::ST_NODEV, MsFlags::MS_NODEV),
        (FsFlags::ST_NOEXEC, MsFlags::MS_NOEXEC),
        (FsFlags::ST_NOATIME, MsFlags::MS_NOATIME),
        (FsFlags::ST_NODIRATIME, MsFlags::MS_NODIRATIME),
        (FsFlags::ST_RELATIME, MsFlags::MS_RELATIME),
    ] {
        if kept.contains(fs) {
            flags |= ms;
        }
    }
    mount(none, target, none, flags, none).map_err(|e| mount_error("make read-only", target, e))
}

/// Marks every descriptor above 2 close-on-exec, so that nothing inherited (a jobserver's
/// pipe, a descriptor a judge's parent leaked) reaches the program.
pub(crate) fn close_inherited() {
    use std::os::fd::BorrowedFd;
    let Ok(entries) = std::fs::read_dir("/proc/self/fd") else { return };
    let fds: Vec<i32> = entries.flatten().filter_map(|e| e.file_name().to_str()?.parse().ok()).collect();
    for fd in fds.into_iter().filter(|fd| *fd > 2) {
        // SAFETY: the descriptor was listed as open a moment ago, this process is single-threaded
        // (the guard, or a child between fork and exec), and it is only borrowed for this call;
        // the listing's own descriptor, closed since, makes the call fail harmlessly.
        #[allow(unsafe_code)]
        let fd = unsafe { BorrowedFd::borrow_raw(fd) };
        let _ = nix::fcntl::fcntl(fd, nix::fcntl::FcntlArg::F_SETFD(nix::fcntl::FdFlag::FD_CLOEXEC));
    }
}

/// User plus system time of a resource usage.
pub(crate) fn cpu_of(usage: &nix::sys::resource::Usage) -> Duration {
    let time = |t: nix::sys::time::TimeVal| {
        Duration::from_secs(u64::try_from(t.tv_sec()).unwrap_or(0))
            + Duration::from_micros(u64::try_from(t.tv_usec()).unwrap_or(0))
    };
    time(usage.user_time()) + time(usage.system_time())
}

/// The most descriptors a boxed program may hold at once.
pub const OPEN_FILES: u64 = 64;

/// Whether this kernel counts `RLIMIT_NPROC` per user namespace (Linux 5.14 and later): below
/// that, the count is of every process of the user on the machine, and a limit meant for the
/// box would refuse its threads for the processes of the user's desktop.
fn counts_processes_per_namespace() -> bool {
    let release = nix::sys::utsname::uname().map(|u| u.release().to_string_lossy().into_owned()).unwrap_or_default();
    let mut numbers = release.split(|c: char| !c.is_ascii_digit()).map(|n| n.parse::<u32>().unwrap_or(0));
    (numbers.next().unwrap_or(0), numbers.next().unwrap_or(0)) >= (5, 14)
}

/// The kernel's backstop limits of a program, each as (resource, soft, hard): no core dumps;
/// CPU time a second past the limit (`cpu_ms`), then `SIGKILL` a second later, in case the
/// guard were ever late; an address space far above the memory limit (eight times it, at least
/// 4 GiB), so that the memory actually used, which the guard measures, decides and untouched
/// reservations are not charged; a stack as large as the memory limit; files of at most
/// `file_bytes`. The box's first process puts them on before the program starts; a direct run
/// puts them on the program it started.
pub(crate) fn backstops(cpu_ms: u64, memory: u64, file_bytes: u64) -> [(Resource, u64, u64); 5] {
    let cpu_seconds = cpu_ms.div_ceil(1000) + 1;
    let address_space = memory.saturating_mul(8).max(4 << 30);
    [
        (Resource::RLIMIT_CORE, 0, 0),
        (Resource::RLIMIT_CPU, cpu_seconds, cpu_seconds + 1),
        (Resource::RLIMIT_AS, address_space, address_space),
        (Resource::RLIMIT_STACK, memory, memory),
        (Resource::RLIMIT_FSIZE, file_bytes, file_bytes),
    ]
}

/// Puts on the box's first process, just before it starts the program (which inherits them),
/// the program's limits, identity and sandbox: the kernel's backstop limits, the box's own user,
/// no capability and no way to gain one (`no_new_privs`), and Landlock (the system-call filter
/// is on already). Doing it here rather than between `fork` and `exec` lets the
/// program be started with `posix_spawn` (a `vfork`), which is a fifth of a millisecond
/// cheaper. The first process needs nothing of what it gives up: it only waits for the program
/// and reports on a descriptor it holds.
///
/// # Errors
///
/// A limit, `no_new_privs`, the change of user or Landlock refused.
fn restrict(
    plan: &Plan,
    ruleset: Option<landlock::RulesetCreated>,
    ids: Option<(Uid, Gid)>,
    user_namespace: bool,
) -> std::io::Result<()> {
    let mut limits = backstops(plan.cpu_ms, plan.memory_bytes, plan.file_bytes).to_vec();
    if plan.boxed {
        // As isolate's default: a judged program reads its input and writes its output, and
        // every descriptor can hold kernel memory (a pipe's buffer) that no process's resident
        // memory shows.
        limits.push((Resource::RLIMIT_NOFILE, OPEN_FILES, OPEN_FILES));
    }
    if ids.is_some() {
        // The box's user is its own, so its process count is the box's alone.
        limits.push((Resource::RLIMIT_NPROC, plan.processes, plan.processes));
    } else if user_namespace && counts_processes_per_namespace() {
        // In a user namespace of its own, the kernel counts the processes of the box's user in
        // that namespace alone: the guard, which made it, and the box's.
        limits.push((Resource::RLIMIT_NPROC, plan.processes + 1, plan.processes + 1));
    }
    // A new session: the terminal's Ctrl-C reaches the guard, which ends the box itself.
    let _ = nix::unistd::setsid();
    for (resource, soft, hard) in limits {
        if setrlimit(resource, soft, hard).is_err() {
            // Without the privilege to raise a hard limit, lowering to it is the best there is.
            let current = nix::sys::resource::getrlimit(resource).map_or(hard, |(_, h)| h);
            setrlimit(resource, soft.min(current), hard.min(current))?;
        }
    }
    no_new_privileges()?;
    if let Some((uid, gid)) = ids {
        nix::unistd::setgroups(&[])?;
        nix::unistd::setresgid(gid, gid, gid)?;
        nix::unistd::setresuid(uid, uid, uid)?;
    }
    clear_capabilities();
    // The user changed: the process is dumpable again unless told otherwise.
    let _ = nix::sys::prctl::set_dumpable(false);
    if let Some(ruleset) = ruleset {
        ruleset.restrict_self().map_err(std::io::Error::other)?;
    }
    Ok(())
}

/// The program's command: program, arguments, the plan's environment and nothing else, its
/// work directory, and a process group of its own (so that a signal it sends to its group
/// reaches only its own processes). No descriptor but 0, 1 and 2 reaches it: the guard marked
/// every inherited one close-on-exec before the box existed, and everything opened since is.
fn command(plan: &Plan) -> Command {
    let mut command = Command::new(&plan.program);
    command.args(&plan.args).env_clear().envs(plan.env.iter().cloned()).current_dir(&plan.workdir).process_group(0);
    command
}

/// Sets `no_new_privs`, so that no `exec` gives the program a capability or another user (a
/// set-user-id or file-capability binary included): under it an `exec` never gives more than
/// the process had, and it will have nothing. The system-call filter and Landlock set it too;
/// set here, it holds in a box without either. It also stands for emptying the bounding set,
/// which would be a call per capability, each a new set of credentials (0.07 to 0.1 ms of every
/// run's set-up on a virtual machine), and which a user other than root may not do. The
/// ambient set is emptied too.
fn no_new_privileges() -> std::io::Result<()> {
    let _ = rustix::thread::clear_ambient_capability_set();
    rustix::thread::set_no_new_privs(true).map_err(std::io::Error::from)
}

/// Gives up every capability for good, so that a program run by root cannot raise its hard
/// limits back (a file past the size limit), renice itself, or use any other privilege. Best
/// effort: a process without the capabilities to drop has none to lose.
fn clear_capabilities() {
    use rustix::thread::{CapabilitySet, CapabilitySets};
    let none = CapabilitySet::empty();
    let _ =
        rustix::thread::set_capabilities(None, CapabilitySets { effective: none, permitted: none, inheritable: none });
}

/// The Landlock ruleset of a run, made in the box (a rule names a file of the root it is made
/// in): read and execute everything readable (all of the box's root, or, without one, the
/// plan's readable roots), write only in the work directory, `/dev/shm` and the devices, no
/// TCP, no signals or abstract sockets outside. Also says, when it will not hold fully, why.
fn ruleset(plan: &Plan, in_root: bool) -> (Option<String>, Option<landlock::RulesetCreated>) {
    use landlock::{
        ABI, Access, AccessFs, AccessNet, CompatLevel, Compatible, Ruleset, RulesetAttr, RulesetCreatedAttr, Scope,
        path_beneath_rules,
    };
    if plan.skip.contains(&Layer::Landlock) {
        return (Some("left out by the plan".into()), None);
    }
    let abi = ABI::V6;
    let read = AccessFs::from_read(abi);
    let devices = ["/dev/null", "/dev/zero", "/dev/full", "/dev/urandom", "/dev/random"];
    let (readable, writable): (Vec<PathBuf>, Vec<PathBuf>) = if in_root {
        (vec!["/".into()], vec![plan.workdir.clone(), "/dev/shm".into()])
    } else {
        (plan.readable.clone(), vec![plan.workdir.clone()])
    };
    let build = |level: CompatLevel| {
        Ruleset::default()
            .set_compatibility(level)
            .handle_access(AccessFs::from_all(abi))?
            .handle_access(AccessNet::from_all(abi))?
            .scope(Scope::from_all(abi))?
            .create()?
            .add_rules(path_beneath_rules(&readable, read))?
            // (Equivalent mutant: `^` for `|`, as reading does not include writing.)
            .add_rules(path_beneath_rules(devices, read | AccessFs::WriteFile))?
            .add_rules(path_beneath_rules(&writable, AccessFs::from_all(abi)))
    };
    // Asking for every restriction strictly first tells whether this kernel has them all.
    if let Ok(ruleset) = build(CompatLevel::HardRequirement) {
        return (None, Some(ruleset));
    }
    let any_landlock = Ruleset::default()
        .set_compatibility(CompatLevel::HardRequirement)
        .handle_access(AccessFs::from_all(ABI::V1))
        .and_then(|r| r.create());
    match (any_landlock, build(CompatLevel::BestEffort)) {
        (Ok(_), Ok(ruleset)) => {
            (Some("this kernel's Landlock lacks some restrictions (Landlock ABI 6 has them all)".into()), Some(ruleset))
        }
        (Err(e), _) | (_, Err(e)) => (Some(format!("Landlock is unavailable: {e}")), None),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cpu_time_counts_what_a_busy_thread_used() {
        let used = || cpu_of(&getrusage(UsageWho::RUSAGE_THREAD).expect("getrusage"));
        // Busy for 30 ms of this thread's CPU clock, however loaded the machine is.
        let clock = || {
            let t = nix::time::clock_gettime(nix::time::ClockId::CLOCK_THREAD_CPUTIME_ID).expect("clock");
            Duration::from(t)
        };
        let (before, start) = (used(), clock());
        while clock() < start + Duration::from_millis(30) {
            std::hint::black_box(std::fs::metadata("/").ok());
        }
        let after = used();
        assert!(after >= before + Duration::from_millis(20), "{before:?}, then {after:?} after 30 ms busy");
    }

    #[test]
    fn a_box_that_cannot_be_built_names_the_step_the_path_and_the_error() {
        let why = mount_error("bind", Path::new("/usr"), nix::Error::EPERM);
        assert_eq!(why, format!("cannot bind /usr: {}", nix::Error::EPERM));
        assert!(why.contains("Operation not permitted"), "{why}");
    }
}
