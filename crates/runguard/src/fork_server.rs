//! Guards started by forking, not by starting the judging executable again: a run's guard used
//! to cost it about 0.9 ms of CPU of its 3.5 ms (the dynamic loader's relocations and CPU-feature
//! probes, and the page faults of a large test binary), and a fork of a waiting process costs
//! a tenth of that.
//!
//! A fork server is the judging executable started once with [`SERVE_ARG`], its stdin one end
//! of a `SOCK_SEQPACKET` socket pair. For each run the judge sends the plan in JSON with the
//! guard's stdin, stdout and stderr as descriptors; the server forks, and the child is the guard
//! of that run, exactly as one started with [`crate::guard::GUARD_ARG`] (the guard checks that
//! its parent is the server and dies with it, as it checks and dies with the judge otherwise).
//! The server answers with a pidfd of the guard, which the judge signals it through,
//! without a risk of reaching a process that reused the pid; then, once it has reaped the
//! guard, with how it ended. A server serves one run at a time, and the judge keeps a pool of
//! idle ones. It ends when its socket does: the judge exited, or dropped it. A guard ends with
//! its server (its parent-death signal), so a judge killed outright still takes its runs with it.
//!
//! Where a server cannot start or answer (no pidfd on kernels before 5.3, a plan too large for
//! one message), the run starts its guard as an executable instead, as before.

use crate::plan::Plan;
use crate::sockets::{receive, send};
use nix::sys::socket::{MsgFlags, SockFlag, SockType};
use std::os::fd::{AsFd, AsRawFd, BorrowedFd, OwnedFd};
use std::path::Path;
use std::process::{Command, Stdio};
use std::sync::{Arc, Mutex};

/// The first argument that turns an executable into a fork server of guards.
pub const SERVE_ARG: &str = "--sg-run-guard-server";

/// The largest plan a server takes in one message; a larger one starts its guard by `exec`.
const MAX_PLAN: usize = 1 << 20;

/// A guard started by a fork server: the pidfd that signals it.
#[derive(Debug)]
pub(crate) struct Forked {
    pub(crate) pidfd: Arc<OwnedFd>,
    server: Server,
    pool: Pool,
}

impl Forked {
    /// Waits for the guard's end, and says how it ended (its exit code, or the signal that
    /// killed it). The server goes back to the pool; a server that failed is dropped, once the
    /// guard it started has ended (it dies with its server).
    pub(crate) fn wait(self) -> String {
        let mut buf = [0u8; 64];
        match receive(self.server.socket.as_fd(), &mut buf, MsgFlags::empty()) {
            Ok((n, fds)) if n > 0 && fds.is_empty() => {
                if let Ok(mut pool) = self.pool.lock() {
                    pool.push(self.server);
                }
                String::from_utf8_lossy(&buf[..n]).into_owned()
            }
            failed => {
                use nix::poll::{PollFd, PollFlags, PollTimeout, poll};
                let mut fds = [PollFd::new(self.pidfd.as_fd(), PollFlags::POLLIN)];
                let _ = poll(&mut fds, PollTimeout::from(10_000u16));
                match failed {
                    Err(e) => format!("its fork server could not be heard: {e}"),
                    Ok(_) => "its fork server ended during the run".to_owned(),
                }
            }
        }
    }
}

/// A pool of idle fork servers of one executable.
pub(crate) type Pool = Arc<Mutex<Vec<Server>>>;

/// One fork server, waiting for a plan.
#[derive(Debug)]
pub(crate) struct Server {
    socket: OwnedFd,
    process: std::process::Child,
}

impl Drop for Server {
    fn drop(&mut self) {
        // The server ends at the end of file on its socket; it is reaped here, not left a zombie.
        let _ = nix::sys::socket::shutdown(self.socket.as_raw_fd(), nix::sys::socket::Shutdown::Both);
        let _ = self.process.wait();
    }
}

/// How a fork server took a run.
#[derive(Debug)]
pub(crate) enum Started {
    /// Its guard is running.
    Forked(Forked),
    /// No server took it (none could start, or the plan is too large): the run's descriptors
    /// are given back, for a guard started by `exec`.
    Declined([OwnedFd; 3]),
}

/// Starts the guard of one run with `plan` (JSON) and `stdio` (stdin, stdout, stderr) through an
/// idle server of `guard` from `pool`, or a new one.
///
/// # Errors
///
/// A server took the run and failed to start its guard.
pub(crate) fn start(guard: &Path, pool: &Pool, plan: &str, stdio: [OwnedFd; 3]) -> Result<Started, String> {
    if plan.len() > MAX_PLAN || !pidfds_work() {
        return Ok(Started::Declined(stdio));
    }
    let idle = pool.lock().ok().and_then(|mut idle| idle.pop());
    let Some(server) = idle.or_else(|| launch(guard)) else { return Ok(Started::Declined(stdio)) };
    let fds = [stdio[0].as_raw_fd(), stdio[1].as_raw_fd(), stdio[2].as_raw_fd()];
    match send(server.socket.as_fd(), plan.as_bytes(), &fds) {
        Ok(_) => {}
        // A plan larger than the socket carries in one message (its send buffer, about 200 KiB,
        // is less than `MAX_PLAN`): the server is well, and waits for the next run.
        Err(nix::errno::Errno::EMSGSIZE) => {
            if let Ok(mut idle) = pool.lock() {
                idle.push(server);
            }
            return Ok(Started::Declined(stdio));
        }
        // A server that died while idle; the message, descriptors and all, was not delivered.
        Err(_) => return Ok(Started::Declined(stdio)),
    }
    // The guard holds them now: the judge's copies are closed, so that its pipes see their ends.
    drop(stdio);
    let mut buf = [0u8; 64];
    match receive(server.socket.as_fd(), &mut buf, MsgFlags::empty()) {
        Ok((_, fds)) => match <[OwnedFd; 1]>::try_from(fds) {
            Ok([pidfd]) => Ok(Started::Forked(Forked { pidfd: Arc::new(pidfd), server, pool: Arc::clone(pool) })),
            Err(_) => Err("the fork server could not start a guard".into()),
        },
        Err(e) => Err(format!("the fork server could not be heard: {e}")),
    }
}

/// Whether this kernel makes pidfds (Linux 5.3 and later), which a forked guard is signalled
/// through.
fn pidfds_work() -> bool {
    static WORK: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    *WORK.get_or_init(|| {
        rustix::process::pidfd_open(rustix::process::getpid(), rustix::process::PidfdFlags::empty()).is_ok()
    })
}

/// Starts a server of `guard`.
fn launch(guard: &Path) -> Option<Server> {
    let (judge_end, server_end) = nix::sys::socket::socketpair(
        nix::sys::socket::AddressFamily::Unix,
        SockType::SeqPacket,
        None,
        SockFlag::SOCK_CLOEXEC,
    )
    .ok()?;
    let process = Command::new(guard)
        .arg(SERVE_ARG)
        .stdin(Stdio::from(server_end))
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .ok()?;
    Some(Server { socket: judge_end, process })
}

/// The server's loop, in the process started with [`SERVE_ARG`]: a run for each plan on stdin,
/// its guard being `guard(plan, parent)`, until the end of file. Returns the exit code.
pub(crate) fn serve<R: Default>(guard: fn(&Plan, i32, &mut R) -> i32) -> i32 {
    let socket = std::io::stdin();
    let socket = socket.as_fd();
    let me = std::process::id() as i32;
    let mut plan = vec![0u8; MAX_PLAN];
    // Made once here, the system-call filter and the control groups' hierarchy are in every
    // guard it forks (a run that finds either unavailable says so itself).
    let _ = crate::filter::prepared();
    let _ = crate::cgroup::Hierarchy::found();
    // Guards that said how they ended and are still letting go of their box: reaped once they
    // have, while the server takes the judge's next plan.
    let mut exiting = Vec::new();
    loop {
        exiting.retain(|guard| {
            let reaped = nix::sys::wait::waitpid(*guard, Some(nix::sys::wait::WaitPidFlag::WNOHANG));
            matches!(reaped, Ok(nix::sys::wait::WaitStatus::StillAlive))
        });
        let Ok((bytes, stdio)) = receive(socket, &mut plan, MsgFlags::empty()) else { return 1 };
        // The end of file: the judge let go of its end (it sends no empty plan).
        if bytes == 0 {
            for guard in exiting {
                let _ = nix::sys::wait::waitpid(guard, None);
            }
            return 0;
        }
        let Ok(parsed) = serde_json::from_slice::<Plan>(&plan[..bytes]) else { return 1 };
        let [stdin, stdout, stderr]: [OwnedFd; 3] = match stdio.try_into() {
            Ok(three) => three,
            Err(_) => return 1,
        };
        // The guard says here how it ended as soon as its report is written, before its own
        // exit, which the judge need not wait for.
        let Ok((done_read, done_write)) = nix::unistd::pipe2(nix::fcntl::OFlag::O_CLOEXEC) else { return 1 };
        // SAFETY: the server is single-threaded (it starts no thread, and std starts none
        // before `main`), so the child may do anything the parent could.
        #[allow(unsafe_code)]
        let forked = unsafe { nix::unistd::fork() };
        match forked {
            Ok(nix::unistd::ForkResult::Child) => {
                drop(done_read);
                let placed = nix::unistd::dup2_stdin(&stdin).is_ok()
                    && nix::unistd::dup2_stdout(&stdout).is_ok()
                    && nix::unistd::dup2_stderr(&stderr).is_ok();
                drop((stdin, stdout, stderr));
                let mut remains = R::default();
                let code = if placed { guard(&parsed, me, &mut remains) } else { 1 };
                // The run's pipes are let go first, so that the judge's ends see their end of
                // file at once: the box is gone, and only this process held them.
                if let Ok(null) = std::fs::File::open("/dev/null") {
                    let _ = (
                        nix::unistd::dup2_stdin(&null),
                        nix::unistd::dup2_stdout(&null),
                        nix::unistd::dup2_stderr(&null),
                    );
                }
                let _ = nix::unistd::write(&done_write, &[u8::try_from(code).unwrap_or(u8::MAX)]);
                // What the guard let go of only now, off the judge's path.
                drop(remains);
                std::process::exit(code);
            }
            Ok(nix::unistd::ForkResult::Parent { child }) => {
                drop(done_write);
                drop((stdin, stdout, stderr));
                let Some(pid) = rustix::process::Pid::from_raw(child.as_raw()) else { return 1 };
                let Ok(pidfd) = rustix::process::pidfd_open(pid, rustix::process::PidfdFlags::empty()) else {
                    let _ = nix::sys::signal::kill(child, nix::sys::signal::Signal::SIGKILL);
                    let _ = nix::sys::wait::waitpid(child, None);
                    return 1;
                };
                // The judge gone, at either message: the guard ends with this process.
                if send(socket, b"started", &[pidfd.as_raw_fd()]).is_err() {
                    return 1;
                }
                let Some((status, reaped)) = wait_for(socket, pidfd.as_fd(), done_read.as_fd(), child) else {
                    return 0;
                };
                if send(socket, status.as_bytes(), &[]).is_err() {
                    return 1;
                }
                // A guard that ended without a word (killed outright) could not take its
                // box's control group down: it is taken down here, once the judge is told.
                if reaped {
                    crate::cgroup::take_down_after_guard(child.as_raw());
                }
                // A guard that said how it ended is exiting: reaped later, while the judge goes
                // on and the next run starts.
                if !reaped {
                    exiting.push(child);
                }
            }
            Err(_) => return 1,
        }
    }
}

/// Waits until the guard `child` says how it ended on `done` (then it is still exiting, and
/// not reaped), or ends without saying so (its `pidfd` readable), and then is reaped: how it
/// ended, and whether it is reaped. `None` if the judge hung up first: the server then ends,
/// and the guard with it.
fn wait_for(
    socket: BorrowedFd<'_>,
    pidfd: BorrowedFd<'_>,
    done: BorrowedFd<'_>,
    child: nix::unistd::Pid,
) -> Option<(String, bool)> {
    use nix::poll::{PollFd, PollFlags, PollTimeout, poll};
    let mut said = true;
    loop {
        let mut fds = [
            PollFd::new(pidfd, PollFlags::POLLIN),
            PollFd::new(socket, PollFlags::POLLIN),
            PollFd::new(done, PollFlags::POLLIN),
        ];
        // Once the guard's end of `done` is closed without a word, only its pidfd tells.
        let watched = if said { 3 } else { 2 };
        match poll(&mut fds[..watched], PollTimeout::NONE) {
            Err(nix::errno::Errno::EINTR) => continue,
            // Blind to its guard: the server ends, and the guard with it.
            Err(_) => return None,
            Ok(_) => {}
        }
        // `done`, left out of the poll once the guard closed it, shows nothing.
        let [ended, hung_up, told] = fds.map(|fd| fd.revents().is_some_and(|r| !r.is_empty()));
        if told {
            let mut code = [0u8; 1];
            match nix::unistd::read(done, &mut code) {
                Ok(1) => return Some((format!("exit status: {}", code[0]), false)),
                // The guard ended without a word (killed): its pidfd tells the rest.
                _ => said = false,
            }
        }
        if ended {
            let status = match nix::sys::wait::waitpid(child, None) {
                Ok(nix::sys::wait::WaitStatus::Exited(_, code)) => format!("exit status: {code}"),
                Ok(nix::sys::wait::WaitStatus::Signaled(_, signal, _)) => format!("signal: {}", signal as i32),
                other => format!("{other:?}"),
            };
            return Some((status, true));
        }
        if hung_up {
            return None;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Three descriptors to stand for a run's standard streams.
    fn stdio() -> [OwnedFd; 3] {
        let open = || OwnedFd::from(std::fs::File::open("/dev/null").expect("/dev/null"));
        [open(), open(), open()]
    }

    #[test]
    fn a_plan_too_large_for_one_message_is_declined_and_the_server_kept() {
        if !pidfds_work() {
            eprintln!("note: no pidfds here");
            return;
        }
        // A server that never answers: its end of the socket, held by a process that reads it
        // to its end (the pool's drop shuts it down).
        let (judge_end, server_end) = nix::sys::socket::socketpair(
            nix::sys::socket::AddressFamily::Unix,
            SockType::SeqPacket,
            None,
            SockFlag::SOCK_CLOEXEC,
        )
        .expect("a socket pair");
        let process =
            Command::new("cat").stdin(Stdio::from(server_end)).stdout(Stdio::null()).spawn().expect("cat starts");
        let pool: Pool = Arc::new(Mutex::new(vec![Server { socket: judge_end, process }]));
        let large = "x".repeat(MAX_PLAN / 2);
        let started = start(Path::new("/nonexistent"), &pool, &large, stdio()).expect("declined, not failed");
        assert!(matches!(started, Started::Declined(_)), "{started:?}");
        assert_eq!(pool.lock().map(|idle| idle.len()).unwrap_or(0), 1, "the server is kept for the next run");
        let huge = "x".repeat(MAX_PLAN + 1);
        assert!(matches!(start(Path::new("/nonexistent"), &pool, &huge, stdio()), Ok(Started::Declined(_))));
        assert_eq!(pool.lock().map(|idle| idle.len()).unwrap_or(0), 1, "a plan past the largest is never sent");
    }
}
