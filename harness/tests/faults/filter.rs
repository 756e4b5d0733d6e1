//! The system-call filter: what no judged program needs is refused, as root and as an ordinary
//! user.

use super::input::{INPUT_PROBE, SCRIPT_PROBE};
use crate::support::*;

/// This module's trials, in the order they start.
pub fn trials() -> Vec<Trial> {
    testkit::trials![
        the_filter_refuses_what_no_judged_program_needs,
        a_storm_of_refused_calls_costs_the_guard_little,
        the_report_names_the_refused_calls,
        a_flood_of_refused_calls_keeps_the_limits,
    ]
}

/// The attack on what the system-call filter refuses, in Python: each call made raw (its number
/// from this machine's C library), and what came of it, a line each; then what is allowed.
fn filter_attack() -> String {
    use nix::libc;
    let calls = [
        ("keyctl", libc::SYS_keyctl, "0, 0"),
        ("add_key", libc::SYS_add_key, "0, 0, 0, 0, 0"),
        ("io_uring_setup", libc::SYS_io_uring_setup, "1, 0"),
        ("bpf", libc::SYS_bpf, "0, 0, 0"),
        ("perf_event_open", libc::SYS_perf_event_open, "0, 0, 0, 0, 0"),
        ("userfaultfd", libc::SYS_userfaultfd, "0"),
        ("unshare", libc::SYS_unshare, &format!("{}", libc::CLONE_NEWUSER)),
        ("mount", libc::SYS_mount, "0, 0, 0, 0, 0"),
        ("ptrace", libc::SYS_ptrace, "0, 0, 0, 0"),
        ("clone-new-user", libc::SYS_clone, &format!("{}, 0, 0, 0, 0", libc::CLONE_NEWUSER | libc::SIGCHLD)),
        ("clone-new-net", libc::SYS_clone, &format!("{}, 0, 0, 0, 0", libc::CLONE_NEWNET | libc::SIGCHLD)),
        ("x32-getpid", 0x4000_0000 + libc::SYS_getpid, ""),
        ("socket-inet", libc::SYS_socket, &format!("{}, {}, 0", libc::AF_INET, libc::SOCK_STREAM)),
        ("socket-vsock", libc::SYS_socket, &format!("{}, {}, 0", libc::AF_VSOCK, libc::SOCK_STREAM)),
        ("socketpair-inet", libc::SYS_socketpair, &format!("{}, {}, 0, 0", libc::AF_INET, libc::SOCK_STREAM)),
        ("shmget", libc::SYS_shmget, "0, 4096, 0o1600"),
        ("semget", libc::SYS_semget, "0, 1, 0o1600"),
        ("msgget", libc::SYS_msgget, "0, 0o1600"),
        ("memfd_secret", libc::SYS_memfd_secret, "0"),
    ];
    let mut script = String::from(
        "import ctypes, errno, fcntl, os, socket, sys\nsys.stdout.reconfigure(line_buffering=True)\n\
         libc = ctypes.CDLL(None, use_errno=True)\n\
         def call(name, nr, *args):\n    r = libc.syscall(ctypes.c_long(nr), *[ctypes.c_long(a) for a in args])\n    \
         print(name, 'allowed' if r >= 0 else errno.errorcode.get(ctypes.get_errno(), ctypes.get_errno()))\n",
    );
    for (name, nr, args) in calls {
        let comma = if args.is_empty() { "" } else { ", " };
        script += &format!("call({name:?}, {nr}{comma}{args})\n");
    }
    script += "def attempt(name, f):\n    try:\n        f()\n        print(name, 'allowed')\n    except OSError as e:\n        print(name, errno.errorcode.get(e.errno, e.errno))\n";
    script += "attempt('memfd', lambda: os.memfd_create('x'))\n";
    script +=
        "attempt('lease', lambda: fcntl.fcntl(os.open('lease', os.O_RDONLY | os.O_CREAT), 1024, fcntl.F_RDLCK))\n";
    script += "attempt('socket-unix', lambda: socket.socket(socket.AF_UNIX, socket.SOCK_STREAM))\n";
    script += "attempt('socketpair-unix', lambda: socket.socketpair())\n";
    script += "attempt('pipe-size', lambda: fcntl.fcntl(os.pipe()[1], 1031, 1 << 20))\n";
    script += "def many():\n    fds = []\n    try:\n        for _ in range(100):\n            fds.append(os.open('/dev/null', os.O_RDONLY))\n    finally:\n        for fd in fds:\n            os.close(fd)\n";
    script += "attempt('open-files', many)\n";
    script +=
        "attempt('thread', lambda: __import__('threading').Thread(target=print, args=('in a thread',)).start())\n";
    script += "attempt('subprocess', lambda: __import__('subprocess').run(['true'], check=True))\n";
    script
}

/// The system-call filter: every class it refuses fails with EPERM, as the judge's user (with a
/// control group, memfd and System V segments, semaphores and message queues are counted, and
/// allowed) and as an ordinary user (without one, refused, with pipe resizing); sockets of
/// every family, Unix ones too, and `memfd_secret` are refused everywhere; what judged programs
/// use, threads and processes, works; no program holds more than 64 descriptors; a 32-bit
/// system call kills the program.
pub fn the_filter_refuses_what_no_judged_program_needs() -> Result<(), Failed> {
    use std::os::unix::process::CommandExt;
    let Probed { scratch, case, prober, users } = probed_workspace("filter")?;
    let refused = [
        "keyctl",
        "add_key",
        "io_uring_setup",
        "bpf",
        "perf_event_open",
        "userfaultfd",
        "unshare",
        "mount",
        "ptrace",
        "clone-new-user",
        "clone-new-net",
        "x32-getpid",
        "socket-inet",
        "socket-vsock",
        "socketpair-inet",
        "socket-unix",
        "socketpair-unix",
        "memfd_secret",
        "lease",
    ];
    let allowed = ["thread", "subprocess"];
    for user in users {
        let mut command = std::process::Command::new(&prober);
        command.env(INPUT_PROBE, &case).env(SCRIPT_PROBE, filter_attack()).env_remove("SG_ISOLATION");
        if let Some(uid) = user {
            command.uid(uid).gid(uid).env("HOME", &scratch.0);
        }
        let output = command.output()?;
        let said = String::from_utf8_lossy(&output.stdout).into_owned();
        let whose = user.map_or("the judge's user".to_owned(), |u| format!("uid {u}"));
        let got = |name: &str| {
            said.lines().find_map(|l| l.strip_prefix(&format!("{name} "))).unwrap_or("(nothing)").to_owned()
        };
        for name in refused {
            if got(name) != "EPERM" {
                return Err(format!(
                    "as {whose}: {name} got {}:\n{said}{}",
                    got(name),
                    String::from_utf8_lossy(&output.stderr)
                )
                .into());
            }
        }
        for name in allowed {
            if got(name) != "allowed" {
                return Err(format!("as {whose}: {name} got {}:\n{said}", got(name)).into());
            }
        }
        // Memory the guard cannot see is refused only where no control group counts it.
        let counted = user.is_none()
            && !Runner::new(&[]).map_or(true, |r| {
                r.run(&Program::new("true"), Input::Bytes(b""), Limits::new(Duration::from_secs(1), 64))
                    .is_ok_and(|r| r.isolation.lacks(Layer::Cgroup))
            });
        // No box holds more than its open-files limit of descriptors.
        if got("open-files") != "EMFILE" {
            return Err(format!("as {whose}: a hundred descriptors got {}:\n{said}", got("open-files")).into());
        }
        let memory = if counted { "allowed" } else { "EPERM" };
        for name in ["memfd", "shmget", "semget", "msgget", "pipe-size"] {
            if got(name) != memory {
                return Err(format!("as {whose}: {name} got {}, not {memory}:\n{said}", got(name)).into());
            }
        }
    }
    // A 32-bit system call: the program is killed by SIGSYS.
    let runner = Runner::new(std::slice::from_ref(&scratch.0))?;
    let source = scratch.write(
        "int80.c",
        "int main(void) { long r; __asm__ volatile (\"int $0x80\" : \"=a\"(r) : \"a\"(20L)); return r > 0 ? 0 : 3; }\n",
    );
    let binary = scratch.0.join("int80");
    if cfg!(target_arch = "x86_64")
        && std::process::Command::new("cc").arg("-o").arg(&binary).arg(&source).status()?.success()
    {
        let result = runner.run(&Program::new(&binary), Input::Bytes(b""), Limits::new(Duration::from_secs(2), 64))?;
        if result.exit != Exit::Signal(nix::libc::SIGSYS) {
            return Err(format!("a 32-bit system call: {result:?}").into());
        }
    }
    Ok(())
}

/// The report names each call the filter refused, once, in the order first refused: the guard,
/// handed the filter's listener by the box's first process, answers each with EPERM. A box
/// left without its filter refuses none of them.
pub fn the_report_names_the_refused_calls() -> Result<(), Failed> {
    let scratch = Scratch::new("refused-named");
    let problem = sum_problem(&scratch, "tokens");
    let runner = runner(&problem);
    let script = scratch.write(
        "refused.py",
        &format!(
            "import ctypes, errno, os, socket\n\
             libc = ctypes.CDLL(None, use_errno=True)\n\
             for _ in range(3):\n    \
                 assert libc.syscall({keyctl}, 0, 0) < 0 and ctypes.get_errno() == errno.EPERM\n\
             try:\n    socket.socket(socket.AF_INET, socket.SOCK_STREAM)\nexcept PermissionError:\n    pass\n\
             assert libc.syscall({unshare}, {newuser}) < 0 and ctypes.get_errno() == errno.EPERM\n\
             os._exit(7)\n",
            keyctl = nix::libc::SYS_keyctl,
            unshare = nix::libc::SYS_unshare,
            newuser = nix::libc::CLONE_NEWUSER,
        ),
    );
    let program = Program { path: "/usr/bin/python3".into(), args: vec![script.display().to_string()] };
    let limits = Limits::new(Duration::from_secs(4), 256);
    let result = runner.run(&program, Input::Bytes(b""), limits)?;
    if result.isolation.lacks(Layer::Filter) {
        eprintln!("note: no system-call filter here: {:?}", result.isolation.missing);
        return Ok(());
    }
    let expected = ["keyctl", "socket", "unshare"];
    if result.exit != Exit::Code(7) || result.refused != expected {
        return Err(format!(
            "refused {:?}, not {expected:?} ({:?}, stderr {:?})",
            result.refused,
            result.exit,
            String::from_utf8_lossy(&result.stderr)
        )
        .into());
    }
    // A box left without its filter has none: the same calls are not refused, and none named.
    let unfiltered = runner.without(&[Layer::Filter]).with_level(Level::BestEffort);
    let result = unfiltered.run(&program, Input::Bytes(b""), limits)?;
    if result.exit == Exit::Code(7) || !result.refused.is_empty() {
        return Err(format!("without the filter: refused {:?}, {:?}", result.refused, result.exit).into());
    }
    Ok(())
}

/// A program that makes refused calls without end, from several threads at once, does not keep
/// the guard, which answers them, from its limits: the run ends at its time limit, and the
/// report names the call once.
pub fn a_flood_of_refused_calls_keeps_the_limits() -> Result<(), Failed> {
    let scratch = Scratch::new("refusal-flood");
    let problem = sum_problem(&scratch, "tokens");
    let runner = runner(&problem);
    let script = scratch.write(
        "flood.py",
        &format!(
            "import ctypes, threading\n\
             libc = ctypes.CDLL(None, use_errno=True)\n\
             def flood():\n    while True:\n        libc.syscall({keyctl}, 0, 0)\n\
             for _ in range(8):\n    threading.Thread(target=flood, daemon=True).start()\n\
             flood()\n",
            keyctl = nix::libc::SYS_keyctl,
        ),
    );
    let program = Program { path: "/usr/bin/python3".into(), args: vec![script.display().to_string()] };
    let limits = Limits { cpu: Duration::from_secs(1), wall: Duration::from_secs(2), ..LIMITS };
    let started = std::time::Instant::now();
    let result = runner.run(&program, Input::Bytes(b""), limits)?;
    let took = started.elapsed();
    if result.isolation.lacks(Layer::Filter) {
        eprintln!("note: no system-call filter here: {:?}", result.isolation.missing);
        return Ok(());
    }
    if !matches!(result.stop, Some(Stop::Cpu | Stop::Wall)) || took > Duration::from_secs(5) {
        return Err(
            format!("a flood of refused calls ended {:?} ({:?}) after {took:?}", result.stop, result.exit).into()
        );
    }
    if result.refused != ["keyctl"] {
        return Err(format!("refused {:?}, not keyctl once", result.refused).into());
    }
    Ok(())
}

/// A storm of refused calls: eight threads making a million refused calls between them, of
/// every number the filter refuses and of a new x32 number each time. The guard answers the
/// first thousand at once and then a few a tick, so its own CPU stays under 0.2 s while the
/// program waits into its wall limit; the report names the first few kinds and counts the
/// calls, in far less than 4 KiB.
pub fn a_storm_of_refused_calls_costs_the_guard_little() -> Result<(), Failed> {
    let scratch = Scratch::new("storm");
    let problem = sum_problem(&scratch, "tokens");
    let refused: Vec<i64> = runguard::always_refused().collect();
    let numbers: Vec<String> = refused.iter().map(ToString::to_string).collect();
    let source = scratch.write(
        "storm.c",
        &format!(
            "#include <pthread.h>\n#include <stdio.h>\n#include <unistd.h>\n\
             static const long refused[] = {{{}}};\n\
             static void *storm(void *arg) {{\n  long thread = (long)arg;\n\
               for (long i = 0; i < 125000; i++) {{\n\
                 long nr = i % 2 ? refused[i % {}] : 0x40000000L + thread * 125000 + i;\n\
                 syscall(nr, 0, 0, 0, 0, 0);\n  }}\n  return 0;\n}}\n\
             int main(void) {{\n  pthread_t threads[8];\n\
               for (long t = 0; t < 8; t++) pthread_create(&threads[t], 0, storm, (void *)t);\n\
               for (int t = 0; t < 8; t++) pthread_join(threads[t], 0);\n  puts(\"3\");\n  return 0;\n}}\n",
            numbers.join(", "),
            numbers.len()
        ),
    );
    let binary = scratch.0.join("storm");
    let compiled =
        std::process::Command::new("cc").args(["-O2", "-pthread", "-o"]).arg(&binary).arg(&source).status()?;
    if !compiled.success() {
        return Err("cc cannot build the storm".into());
    }
    let limits = Limits { cpu: Duration::from_secs(1), wall: Duration::from_secs(2), ..LIMITS };
    let result = runner(&problem).run(&Program::new(&binary), Input::Bytes(b""), limits)?;
    if result.isolation.lacks(Layer::Filter) {
        eprintln!("note: no filter here: {:?}", result.isolation.missing);
        return Ok(());
    }
    let (_, detail) = testkit::failure::failure_of(&result, Path::new("storm.in"), limits)
        .ok_or_else(|| format!("the storm ended well: {result:?}"))?;
    if result.guard_cpu >= Duration::from_millis(200)
        || detail.len() >= 4096
        || result.refused.len() > 8
        || result.refused_calls < 1024
    {
        return Err(format!(
            "the guard used {:?} of CPU for {} refused calls ({:?}), the program {:?}; the report:\n{detail}",
            result.guard_cpu, result.refused_calls, result.refused, result.cpu
        )
        .into());
    }
    eprintln!(
        "note: a storm of refused calls: {} answered, the guard's CPU {:?}, the program's {:?}, stopped: {:?}",
        result.refused_calls, result.guard_cpu, result.cpu, result.stop
    );
    Ok(())
}
