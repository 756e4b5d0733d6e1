//! The empty network namespace a judge's boxes share: made once per judge process and held by
//! descriptors, so that no run pays for making one and tearing it down (a millisecond and
//! more). Its boxes cannot reach one another through it: its loopback is down, they share no
//! file, and Landlock scopes their abstract sockets; where this kernel's Landlock cannot scope
//! them, there is none, and each box makes its own.
//!
//! As root it is made on a thread of its own. Another user cannot make a network namespace
//! without a user namespace, which only a single-threaded process can make: a holder, the
//! judging executable started again with [`HOLD_ARG`], makes both, maps the user to itself and
//! waits; the judge keeps both namespaces by descriptor and lets it go. Each guard then enters
//! that user namespace (its owner may), joins the network namespace, and makes the box's own
//! user namespace inside it, so that the box's process count is still its own. The holder is
//! started by `exec`, not forked from the judge: a fork of a judge with threads would hold a
//! copy of every descriptor it has, such as a script another thread is writing, which then
//! cannot be executed until the copy is gone ("text file busy").

use std::io::{BufRead, BufReader, Read, Write};
use std::os::fd::OwnedFd;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::OnceLock;

/// The first argument that turns an executable into the holder of a user and a network
/// namespace.
pub const HOLD_ARG: &str = "--sg-run-network-holder";

/// What the holder prints once both namespaces exist and the user is mapped.
const READY: &str = "ready";

/// The empty network namespace every box of a judge shares, and, for a judge that is not root,
/// the user namespace that owns it.
#[derive(Debug)]
pub(crate) struct SharedNetwork {
    net: OwnedFd,
    owner: Option<OwnedFd>,
}

impl SharedNetwork {
    /// The path by which a guard opens the network namespace.
    pub(crate) fn path(&self) -> PathBuf {
        fd_path(&self.net)
    }

    /// The path by which a guard opens the user namespace that owns it, if not root's.
    pub(crate) fn owner_path(&self) -> Option<PathBuf> {
        self.owner.as_ref().map(fd_path)
    }
}

/// The path under `/proc/<judge>/fd/` by which a guard opens the judge's descriptor `fd`.
fn fd_path(fd: &OwnedFd) -> PathBuf {
    use std::os::fd::AsRawFd;
    PathBuf::from(format!("/proc/{}/fd/{}", std::process::id(), fd.as_raw_fd()))
}

/// This judge's shared network namespace, made at the first call (`guard`, an executable that
/// calls [`crate::enter`], is started as the holder where one is needed) and held while the
/// judge lives, so that a descriptor's number always names it; `None` where none can be made.
pub(crate) fn shared(guard: &Path) -> Option<&'static SharedNetwork> {
    static SHARED: OnceLock<Option<SharedNetwork>> = OnceLock::new();
    SHARED.get_or_init(|| make(guard)).as_ref()
}

fn make(guard: &Path) -> Option<SharedNetwork> {
    use landlock::{ABI, Access, CompatLevel, Compatible, Ruleset, RulesetAttr, Scope};
    let scoped = Ruleset::default()
        .set_compatibility(CompatLevel::HardRequirement)
        .scope(Scope::from_all(ABI::V6))
        .and_then(|r| r.create())
        .is_ok();
    if !scoped {
        return None;
    }
    if !nix::unistd::geteuid().is_root() {
        return held(guard);
    }
    std::thread::spawn(|| {
        nix::sched::unshare(nix::sched::CloneFlags::CLONE_NEWNET).ok()?;
        let net = std::fs::File::open("/proc/thread-self/ns/net").ok()?;
        Some(SharedNetwork { net: net.into(), owner: None })
    })
    .join()
    .ok()
    .flatten()
}

/// The namespaces of a holder: started, heard to be ready, its namespaces opened, let go.
fn held(guard: &Path) -> Option<SharedNetwork> {
    let mut holder = Command::new(guard)
        .arg(HOLD_ARG)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .ok()?;
    let mut line = String::new();
    // The line is READY only if the holder said it: a holder that failed says nothing.
    if let Some(out) = holder.stdout.take() {
        let _ = BufReader::new(out).read_line(&mut line);
    }
    let made = if line.trim() == READY {
        let open = |ns: &str| std::fs::File::open(format!("/proc/{}/ns/{ns}", holder.id())).ok().map(OwnedFd::from);
        open("net").zip(open("user")).map(|(net, owner)| SharedNetwork { net, owner: Some(owner) })
    } else {
        None
    };
    // The end of its standard input lets it go.
    drop(holder.stdin.take());
    let _ = holder.wait();
    made
}

/// The holder's work, in the process started with [`HOLD_ARG`]: a user namespace that maps
/// this user to itself, an empty network namespace in it, [`READY`] said, then a wait for the
/// end of standard input. Returns the exit code.
pub(crate) fn hold() -> i32 {
    if crate::users::own_user_namespace(nix::sched::CloneFlags::CLONE_NEWNET).is_err() {
        return 1;
    }
    let mut out = std::io::stdout();
    if writeln!(out, "{READY}").and_then(|()| out.flush()).is_err() {
        return 1;
    }
    let _ = std::io::stdin().read_to_end(&mut Vec::new());
    0
}
