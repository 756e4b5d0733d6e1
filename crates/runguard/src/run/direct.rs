//! Runs without a guard or a box: the program started by the judge itself, for programs that
//! are trusted (a workspace's own solutions and validators, in its tests) and run many times.
//!
//! A boxed run costs several processes, namespaces, mounts and a control group; a direct one
//! costs a spawn. What it keeps of the box's limits: the wall clock (the judge kills the program
//! at its limit), CPU time (the kernel's limit a second past the run's, and the time the kernel
//! counted compared with the limit once it ended), the output cap, the box's other backstop
//! limits (address space, stack, file size, no core dumps), a bare environment and no descriptor
//! but 0, 1 and 2.
//! What it gives up: the program's children are not followed (their time is not counted, and
//! one that outlives the program is not killed), memory is not measured (the peak is 0), and
//! nothing is hidden from it. The report says so: every layer is missing.

use super::files::{regular_file, resolve, solution_env};
use super::pipes::{Feed, drain, feed, input_pipe};
use super::program::{Input, Limits, OUTPUT_CAP, Program, STDERR_CAP};
use super::result::RunResult;
use super::running::{Drained, PIPE_GRACE};
use crate::Error as Diagnostic;
use crate::layers::{Isolation, Layer};
use crate::plan::{Exit, Stop};
use nix::sys::signal::killpg;
use nix::sys::wait::{Id, WaitPidFlag, waitid};
use rustix::process::{Pid, PidfdFlags, Resource, Rlimit, Signal, pidfd_open, pidfd_send_signal, prlimit};
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::path::Path;
use std::process::{Command, ExitStatus, Stdio};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// Why every layer is missing from a direct run's report.
const NO_BOX: &str = "a direct run: the program is trusted and started without a box";

/// Runs `program` on `input` under `limits`, started by this process.
pub(super) fn run(program: &Program, input: Input<'_>, limits: Limits) -> Result<RunResult, Diagnostic> {
    let executable = resolve(&program.path)?;
    let (mut command, rest) = command(&executable, program, input)?;
    let started = Instant::now();
    let mut child = command.spawn().map_err(|e| Diagnostic::new(&executable, format!("cannot start: {e}")))?;
    // Closes this process's ends of the child's standard input (the pipe's read end).
    drop(command);
    let pid = Pid::from_child(&child);
    let group = nix::unistd::Pid::from_raw(pid.as_raw_nonzero().get());
    // While the child is not reaped its pid names it, so the pidfd names the program.
    let pidfd = Arc::new(
        pidfd_open(pid, PidfdFlags::empty())
            .map_err(|e| Diagnostic::new(&executable, format!("cannot follow the program: {e}")))?,
    );
    backstops(pid, limits);
    let writer = feed(rest);
    let killer = Arc::clone(&pidfd);
    let on_full = Box::new(move || {
        let _ = pidfd_send_signal(&*killer, Signal::KILL);
    });
    let stdout = child.stdout.take().map(|p| drain(p, limits.output_cap, Some(on_full)));
    let stderr = child.stderr.take().map(|p| drain(p, STDERR_CAP, None));
    let in_time = wait_until(&pidfd, started + limits.wall);
    if !in_time {
        let _ = pidfd_send_signal(&*pidfd, Signal::KILL);
    }
    // Ended and not yet reaped: the kernel still holds its CPU times.
    let _ = waitid(Id::Pid(group), WaitPidFlag::WEXITED | WaitPidFlag::WNOWAIT);
    let (ended_ns, wall, cpu) = (crate::guard::monotonic_ns(), started.elapsed(), cpu_time(group).unwrap_or_default());
    // The group outlives its leader until the leader is reaped: what the program left of it dies.
    let _ = killpg(group, nix::sys::signal::Signal::SIGKILL);
    let status = child.wait().map_err(|e| Diagnostic::new(&executable, format!("cannot wait: {e}")))?;
    wait_for_drains(&executable, [&stdout, &stderr])?;
    let (stdout, output_cut) = stdout.map(|h| h.join().unwrap_or_default()).unwrap_or_default();
    let (stderr, _) = stderr.map(|h| h.join().unwrap_or_default()).unwrap_or_default();
    if let Some(w) = writer {
        let _ = w.join();
    }
    let stop = stop_of(in_time, output_cut, status, cpu, limits);
    let exit = match (stop, status.code(), status.signal()) {
        (None, Some(code), _) => Exit::Code(code),
        (None, None, Some(signal)) => Exit::Signal(signal),
        _ => Exit::Killed,
    };
    let mut isolation = Isolation::default();
    for layer in Layer::ALL {
        isolation.add(layer, NO_BOX);
    }
    Ok(RunResult {
        exit,
        stop,
        stdout,
        stderr,
        cpu,
        wall,
        peak_kib: 0,
        ended_ns,
        output_cut,
        isolation,
        refused: Vec::new(),
        refused_calls: 0,
        guard_cpu: Duration::ZERO,
    })
}

/// The command that starts `program`: a bare environment, stdout and stderr piped, a process
/// group of its own (killed whole once the program has ended), and `input` as its standard
/// input; with what is left to feed it.
fn command(executable: &Path, program: &Program, input: Input<'_>) -> Result<(Command, Feed), Diagnostic> {
    let mut command = Command::new(executable);
    command.args(&program.args).env_clear().envs(solution_env(&std::env::temp_dir()));
    command.stdout(Stdio::piped()).stderr(Stdio::piped()).process_group(0);
    let mut rest = None;
    match input {
        Input::File(path) => {
            regular_file(path)?;
            let file = std::fs::File::open(path).map_err(|e| Diagnostic::new(path, format!("cannot open: {e}")))?;
            command.stdin(file);
        }
        Input::Bytes(bytes) => {
            let (read, left) =
                input_pipe(bytes).map_err(|e| Diagnostic::new(executable, format!("cannot create a pipe: {e}")))?;
            rest = left;
            command.stdin(Stdio::from(read));
        }
        Input::Pipe(pipe) => {
            command.stdin(Stdio::from(pipe));
        }
    }
    Ok((command, rest))
}

/// Waits for the drains of the program's output to end. A process the program started in
/// another group or session may hold its output open, and they would never end: such a program
/// needs the box.
fn wait_for_drains(executable: &Path, drains: [&Option<Drained>; 2]) -> Result<(), Diagnostic> {
    let grace = Instant::now();
    while drains.iter().any(|h| h.as_ref().is_some_and(|h| !h.is_finished())) {
        if grace.elapsed() > PIPE_GRACE {
            return Err(Diagnostic::new(
                executable,
                "a process the program started kept its output open after it ended (a direct run does not follow a program's children)",
            ));
        }
        std::thread::sleep(Duration::from_micros(200));
    }
    Ok(())
}

/// Why the run was stopped: the wall clock (the judge killed it), the output cap (the drain
/// killed it), or CPU time, past the limit once it ended or ended by the kernel's backstop
/// (`SIGXCPU`, and `SIGKILL` a second later).
fn stop_of(in_time: bool, output_cut: bool, status: ExitStatus, cpu: Duration, limits: Limits) -> Option<Stop> {
    let killed = matches!(status.signal(), Some(s) if s == Signal::XCPU.as_raw() || s == Signal::KILL.as_raw());
    if !in_time {
        Some(Stop::Wall)
    } else if output_cut {
        Some(Stop::Output)
    } else if cpu > limits.cpu || (killed && cpu + Duration::from_millis(10) >= limits.cpu) {
        Some(Stop::Cpu)
    } else {
        None
    }
}

/// The box's backstop limits ([`crate::inside::backstops`]), put on the running program (it has
/// had a few microseconds without them).
fn backstops(pid: Pid, limits: Limits) {
    use nix::sys::resource::Resource as Nix;
    let cpu_ms = u64::try_from(limits.cpu.as_millis()).unwrap_or(u64::MAX);
    for (resource, soft, hard) in crate::inside::backstops(cpu_ms, limits.memory_bytes, OUTPUT_CAP as u64) {
        let resource = match resource {
            Nix::RLIMIT_CORE => Resource::Core,
            Nix::RLIMIT_CPU => Resource::Cpu,
            Nix::RLIMIT_AS => Resource::As,
            Nix::RLIMIT_STACK => Resource::Stack,
            _ => Resource::Fsize,
        };
        let _ = prlimit(Some(pid), resource, Rlimit { current: Some(soft), maximum: Some(hard) });
    }
}

/// Waits for the process behind `pidfd` to end, until `deadline`: whether it ended.
fn wait_until(pidfd: &rustix::fd::OwnedFd, deadline: Instant) -> bool {
    use nix::poll::{PollFd, PollFlags, PollTimeout, poll};
    use std::os::fd::AsFd;
    loop {
        let left = deadline.saturating_duration_since(Instant::now());
        let millis = i32::try_from(left.as_millis()).unwrap_or(i32::MAX);
        let mut fds = [PollFd::new(pidfd.as_fd(), PollFlags::POLLIN)];
        match poll(&mut fds, PollTimeout::try_from(millis).unwrap_or(PollTimeout::MAX)) {
            Ok(0) => return false,
            Ok(_) => return true,
            Err(nix::errno::Errno::EINTR) => {}
            // A pidfd that cannot be polled: the program is waited for without a deadline.
            Err(_) => return true,
        }
    }
}

/// The CPU time (user and system) the kernel counted for `pid` and the children it reaped.
fn cpu_time(pid: nix::unistd::Pid) -> Option<Duration> {
    Some(Duration::from_secs(crate::tree::cpu_ticks(pid)?) / crate::guard::USER_HZ)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sh(script: &str) -> Program {
        Program { path: "/bin/sh".into(), args: vec!["-c".into(), script.into()] }
    }

    fn limits(cpu_ms: u64, wall_ms: u64) -> Limits {
        Limits {
            cpu: Duration::from_millis(cpu_ms),
            wall: Duration::from_millis(wall_ms),
            ..Limits::new(Duration::ZERO, 256)
        }
    }

    #[test]
    fn a_direct_run_gives_the_exit_code_and_both_outputs_and_lacks_every_layer() {
        let r = run(&sh("cat; echo oops >&2; exit 3"), Input::Bytes(b"3 4\n"), limits(5000, 5000)).unwrap();
        assert_eq!((r.exit, r.stop, r.output_cut), (Exit::Code(3), None, false));
        assert_eq!((r.stdout.as_slice(), r.stderr.as_slice()), (&b"3 4\n"[..], &b"oops\n"[..]));
        assert!(Layer::ALL.iter().all(|&layer| r.isolation.lacks(layer)), "{:?}", r.isolation);
        assert_eq!(r.peak_kib, 0);
    }

    #[test]
    fn an_input_larger_than_a_pipe_and_an_input_file_are_read_whole() {
        let big = vec![b'7'; 1 << 20];
        let r = run(&sh("wc -c"), Input::Bytes(&big), limits(5000, 5000)).unwrap();
        assert_eq!(String::from_utf8_lossy(&r.stdout).trim(), (1 << 20).to_string());
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("case.in");
        std::fs::write(&file, b"12345").unwrap();
        let r = run(&sh("wc -c"), Input::File(&file), limits(5000, 5000)).unwrap();
        assert_eq!(String::from_utf8_lossy(&r.stdout).trim(), "5");
    }

    #[test]
    fn a_program_past_its_wall_clock_limit_is_killed_at_it() {
        let started = Instant::now();
        let r = run(&sh("exec sleep 30"), Input::Bytes(b""), limits(5000, 300)).unwrap();
        assert_eq!((r.exit, r.stop), (Exit::Killed, Some(Stop::Wall)));
        assert!(r.timed_out() && started.elapsed() < Duration::from_secs(5), "{:?}", started.elapsed());
    }

    #[test]
    fn a_program_past_its_cpu_limit_is_stopped_by_the_kernel_and_told_so() {
        // A limit of 0 s: the kernel's backstop a second past it ends the loop.
        let r = run(&sh("while :; do :; done"), Input::Bytes(b""), limits(0, 20_000)).unwrap();
        assert_eq!((r.exit, r.stop), (Exit::Killed, Some(Stop::Cpu)));
        assert!(r.cpu >= Duration::from_millis(900) && r.wall < Duration::from_secs(10), "{r:?}");
    }

    #[test]
    fn output_past_the_cap_is_cut_and_the_program_killed() {
        let capped = Limits { output_cap: 1000, ..limits(5000, 5000) };
        let r = run(&sh("exec yes"), Input::Bytes(b""), capped).unwrap();
        assert_eq!((r.exit, r.stop, r.output_cut, r.stdout.len()), (Exit::Killed, Some(Stop::Output), true, 1000));
    }

    #[test]
    fn what_the_program_leaves_running_in_its_group_is_killed() {
        let r = run(&sh("sleep 20 & echo $!"), Input::Bytes(b""), limits(5000, 5000)).unwrap();
        let left = String::from_utf8_lossy(&r.stdout).trim().to_owned();
        // Killed, it is gone, or a zombie until the machine's init reaps it.
        let stat = std::fs::read_to_string(Path::new("/proc").join(&left).join("stat")).unwrap_or_default();
        let state = stat.rsplit_once(')').map(|(_, rest)| rest.trim_start().chars().next());
        assert!(matches!(state, None | Some(Some('Z' | 'X'))), "sleep {left} is still running: {stat}");
    }

    #[test]
    fn a_process_of_another_session_that_keeps_the_output_open_is_an_error_not_a_hang() {
        let dir = tempfile::tempdir().unwrap();
        let pid_file = dir.path().join("pid");
        // It leaves the program's group before the program ends, so the group's kill misses it.
        let script = format!("setsid sleep 20 & echo $! > {}; sleep 0.3", pid_file.display());
        let started = Instant::now();
        let e = run(&sh(&script), Input::Bytes(b""), limits(5000, 5000)).unwrap_err();
        let left = std::fs::read_to_string(&pid_file).unwrap();
        let _ = nix::sys::signal::kill(
            nix::unistd::Pid::from_raw(left.trim().parse().unwrap()),
            nix::sys::signal::Signal::SIGKILL,
        );
        assert!(e.to_string().contains("kept its output open"), "{e}");
        assert!(started.elapsed() < Duration::from_secs(10));
    }

    #[test]
    fn a_missing_program_is_an_error_naming_it() {
        let e = run(&Program::new("/nonexistent/solution"), Input::Bytes(b""), limits(1000, 1000)).unwrap_err();
        assert!(e.to_string().contains("/nonexistent/solution"), "{e}");
    }
}
