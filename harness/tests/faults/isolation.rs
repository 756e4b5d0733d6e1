//! What a solution cannot reach: the expected outputs by any route, the workspace, the host's
//! files and their attributes, the network, another box, memory outside its limit; and what
//! each level of the box gives.

use crate::support::*;

/// This module's trials, in the order they start.
pub fn trials() -> Vec<Trial> {
    testkit::trials![
        solutions_cannot_read_the_expected_outputs,
        solutions_cannot_write_the_workspace,
        no_route_leads_to_the_answers,
        a_script_may_not_name_an_interpreter_in_the_protected_tree,
        unseen_memory_is_counted_or_refused,
        a_process_with_a_name_of_any_bytes_is_measured,
        processes_are_bounded,
        the_scratch_directory_is_bounded,
        the_host_is_left_unchanged,
        no_traffic_leaves_the_box,
        no_descriptor_is_inherited,
        boxes_cannot_reach_one_another,
        strict_isolation_needs_the_whole_box,
        an_ordinary_user_gets_the_box_the_kernel_allows,
    ]
}

pub fn solutions_cannot_read_the_expected_outputs() -> Result<(), Failed> {
    let scratch = Scratch::new("peek");
    let problem = sum_problem(&scratch, "tokens");
    let out = problem.cases[0].output.display().to_string();
    let attempts = [
        ("cat", format!("cat {out}")),
        ("through-the-guard-root", format!("cat /proc/$PPID/root{out}")),
        ("find", format!("find {} -name '*.out' -exec cat {{}} \\;", scratch.0.display())),
    ];
    for (name, body) in attempts {
        let report = judge_with(&problem, &scratch.script(name, &body), LIMITS);
        if report.cases[0].verdict == Verdict::Ac {
            return Err(format!("{name}: a solution printed the expected output it read").into());
        }
    }
    Ok(())
}

pub fn solutions_cannot_write_the_workspace() -> Result<(), Failed> {
    let scratch = Scratch::new("vandal");
    let problem = sum_problem(&scratch, "tokens");
    let out = problem.cases[0].output.display().to_string();
    let dir = scratch.0.display().to_string();
    let body = format!(
        "echo 3 > {out}; rm -f {out}; touch {dir}/planted; mkdir {dir}/tree; echo 3 > ./scratch-is-fine; cat ./scratch-is-fine"
    );
    let report = judge_with(&problem, &scratch.script("vandal", &body), LIMITS);
    expect(&report, Verdict::Ac, "writing its own work directory is allowed")?;
    let stored = std::fs::read_to_string(&out).unwrap_or_default();
    if stored != "3\n" || scratch.0.join("planted").exists() || scratch.0.join("tree").exists() {
        return Err(format!("the workspace changed: {out} holds {stored:?}").into());
    }
    Ok(())
}

/// Every route to the expected outputs that a solution was found to take: their contents,
/// their metadata (the size of the `.out` beside the `.in` that stdin names tells Yes from
/// No), the repository's objects, the workspace's other files, and the binaries of the build
/// directory the guard runs from. In the box none exists; without the box, Landlock still
/// keeps every content out (metadata is what a machine without the box loses).
pub fn no_route_leads_to_the_answers() -> Result<(), Failed> {
    let scratch = Scratch::new("routes");
    let problem = sum_problem(&scratch, "tokens");
    let out = problem.cases[0].output.display().to_string();
    let dir = scratch.0.display().to_string();
    scratch.write(".git/objects/ab/cdef", "blob\n");
    scratch.write("README.md", "the workspace\n");
    let exe = std::env::current_exe()?;
    let build = exe.parent().ok_or("no build directory")?.display().to_string();
    let exe = exe.display().to_string();
    let contents = format!(
        "cat {out} >/dev/null 2>&1 && echo seen: contents
cat {dir}/README.md >/dev/null 2>&1 && echo seen: the workspace
ls {dir}/.git/objects >/dev/null 2>&1 && echo seen: git objects
cat {dir}/.git/objects/ab/cdef >/dev/null 2>&1 && echo seen: a git object
{exe} --list >/dev/null 2>&1 && echo seen: ran a binary of the build
ls {build} >/dev/null 2>&1 && echo seen: the build directory
cat /proc/$PPID/root{out} >/dev/null 2>&1 && echo seen: through another root
"
    );
    let metadata = format!(
        "stat {out} >/dev/null 2>&1 && echo seen: metadata
beside=$(readlink /proc/self/fd/0 | sed 's/[.]in$/.out/')
stat \"$beside\" >/dev/null 2>&1 && echo seen: the answer beside the input
stat {dir}/.git >/dev/null 2>&1 && echo seen: the repository
stat {exe} >/dev/null 2>&1 && echo seen: the guard's executable
"
    );
    // The whole scratch directory is the workspace here.
    let workspace = Runner::new(std::slice::from_ref(&scratch.0))?;
    let boxed = attack(&scratch, &workspace, &problem, "routes", &format!("{contents}{metadata}"))?;
    let found = seen(&boxed);
    // Metadata is hidden only where the box has its own root.
    let allowed = |line: &String| boxed.isolation.lacks(Layer::Root) && !contents.contains(line.as_str());
    if found.iter().any(|line| !allowed(line)) {
        return Err(format!("in the box: {found:?} (box: {:?})", boxed.isolation).into());
    }
    let bare = attack(
        &scratch,
        &workspace.clone().without(&NO_BOX).with_level(Level::BestEffort),
        &problem,
        "routes-bare",
        &contents,
    )?;
    let found = seen(&bare);
    if !found.is_empty() {
        return Err(format!("without the box, Landlock let through: {found:?}").into());
    }
    // A command line makes the files it names readable, and nothing else: an argument naming
    // the cases' directory opens neither it nor the answers in it, in the box or without.
    let cases = problem.cases[0].output.parent().ok_or("no cases directory")?.to_path_buf();
    let through = "ls \"$1\" >/dev/null 2>&1 && echo seen: the cases directory
cat \"$1\"/01-small.out >/dev/null 2>&1 && echo seen: an answer";
    for (how, runner) in [
        ("in the box", workspace.clone()),
        ("without the box", workspace.without(&NO_BOX).with_level(Level::BestEffort)),
    ] {
        let result = attack_with(&scratch, &runner, &problem, "named-dir", through, &[&cases])?;
        let found = seen(&result);
        if !found.is_empty() {
            return Err(format!("{how}, an argument naming the cases' directory let through: {found:?}").into());
        }
    }
    // A workspace that cannot be named is an error, never a tree silently left unprotected.
    if Runner::new(&[PathBuf::new()]).is_ok() || Runner::new(&[scratch.0.join("missing")]).is_ok() {
        return Err("a protected path that does not resolve must be refused".into());
    }
    Ok(())
}

/// A script runs with the interpreter its `#!` line names, which the box holds for its run,
/// when that interpreter lies outside the protected trees; one inside them (a shell kept in the
/// workspace, or the jury's own program in the build directory, which a script could otherwise
/// have solve every case for it) is refused with a message that says why, and nothing runs.
pub fn a_script_may_not_name_an_interpreter_in_the_protected_tree() -> Result<(), Failed> {
    let scratch = Scratch::new("interpreter");
    let problem = sum_problem(&scratch, "tokens");
    let shell = problem.dir.join("tools/sh");
    std::fs::create_dir_all(problem.dir.join("tools"))?;
    std::fs::copy("/bin/sh", &shell)?;
    std::fs::set_permissions(&shell, std::fs::Permissions::from_mode(0o755))?;
    let marker = scratch.0.join("ran");
    let script = |name: &str, interpreter: &Path| -> Result<PathBuf, Failed> {
        let path = scratch.write(
            &format!("bin/{name}"),
            &format!("#!{}\necho ran > {}\necho 3\n", interpreter.display(), marker.display()),
        );
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755))?;
        Ok(path)
    };
    // The jury's program, as a script would find it: in the build directory, beside this test.
    let jury = std::env::current_exe()?;
    let outside = script("with-system-shell", Path::new("/bin/sh"))?;
    for (how, runner) in [
        ("in the box", runner(&problem)),
        ("without the box", runner(&problem).without(&NO_BOX).with_level(Level::BestEffort)),
    ] {
        let result = runner.run(&Program::new(&outside), Input::Bytes(b"1 2\n"), LIMITS)?;
        let stdout = String::from_utf8_lossy(&result.stdout).into_owned();
        if result.exit != Exit::Code(0) || stdout != "3\n" {
            return Err(format!(
                "{how}, a script with the system's shell: {:?}, stdout {stdout:?}, stderr {:?}",
                result.exit,
                String::from_utf8_lossy(&result.stderr)
            )
            .into());
        }
        let _ = std::fs::remove_file(&marker);
        for (what, interpreter) in [("a shell in the workspace", &shell), ("the jury's program", &jury)] {
            let refused = script("with-protected-interpreter", interpreter)?;
            match runner.run(&Program::new(&refused), Input::Bytes(b"1 2\n"), LIMITS) {
                Err(e) if e.message.contains("inside the protected tree") && e.message.contains("`#!` line names") => {}
                Err(e) => return Err(format!("{how}, {what} as the interpreter: refused, but saying {e}").into()),
                Ok(result) => {
                    return Err(format!(
                        "{how}, {what} as the interpreter ran: {:?}, stdout {:?}",
                        result.exit,
                        String::from_utf8_lossy(&result.stdout)
                    )
                    .into());
                }
            }
            if marker.exists() {
                return Err(format!("{how}, {what} as the interpreter: the script ran before it was refused").into());
            }
        }
    }
    Ok(())
}

/// A process whose command name is no UTF-8 (which any program can give itself) is measured
/// all the same: 600 MiB under a 256 MiB limit is MLE, with the box's control group and with
/// the guard's own looks alone.
pub fn a_process_with_a_name_of_any_bytes_is_measured() -> Result<(), Failed> {
    let scratch = Scratch::new("renamed");
    let problem = sum_problem(&scratch, "tokens");
    let limits = Limits { cpu: Duration::from_secs(3), wall: Duration::from_secs(6), ..LIMITS };
    for (how, runner) in [
        ("the whole box", runner(&problem)),
        ("looks alone", runner(&problem).with_level(Level::BestEffort).without(&[Layer::Cgroup])),
    ] {
        let result = runner.run(&fixture(&["renamed", "600"]), Input::Bytes(b""), limits)?;
        if result.stop != Some(Stop::Memory) {
            return Err(format!(
                "{how}: 600 MiB under 256 MiB, renamed: {:?}, {:?}, peak {} KiB",
                result.stop, result.exit, result.peak_kib
            )
            .into());
        }
    }
    Ok(())
}

/// Memory held in a memfd, a System V segment, semaphore array or message queue, a secret
/// memfd, the buffers of sockets or the files of the box's tmpfs mounts is no process's
/// resident memory. Where the box's control group counts it, 600 MiB under a 256 MiB limit is
/// MLE, and 100 MiB is the run's peak; where none does (an ordinary user's box), the
/// system-call filter refuses the calls that would hold it, and the run fails, or the guard
/// counts the files with the resident memory: never memory held unseen. Sockets and secret
/// memfds are refused in every box. A segment left behind dies with the box's IPC namespace
/// instead of carrying state into the next run.
pub fn unseen_memory_is_counted_or_refused() -> Result<(), Failed> {
    let scratch = Scratch::new("shared-memory");
    let problem = sum_problem(&scratch, "tokens");
    let runner = runner(&problem);
    let limits = Limits { cpu: Duration::from_secs(3), wall: Duration::from_secs(6), ..LIMITS };
    let key = (0x5600_0000 + std::process::id() % 0xffff).to_string();
    let segment_left = || {
        std::fs::read_to_string("/proc/sysvipc/shm")
            .unwrap_or_default()
            .lines()
            .any(|l| l.split_whitespace().next() == Some(key.as_str()))
    };
    let probe = runner.run(&Program::new("/bin/true"), Input::Bytes(b""), LIMITS)?;
    let counted = !probe.isolation.lacks(Layer::Cgroup);
    /// What must come of holding memory of a kind: the limit, or a refusal.
    #[derive(Debug, PartialEq)]
    enum Held {
        Limit,
        Refused,
    }
    let (by_group, everywhere_refused) = (if counted { Held::Limit } else { Held::Refused }, Held::Refused);
    for (name, program, expected) in [
        ("memfd", fixture(&["memfd", "600"]), &by_group),
        ("shm", fixture(&["shm", "600", &key]), &by_group),
        ("semaphores", fixture(&["semaphores", "600"]), &by_group),
        ("messages", fixture(&["messages", "600"]), &by_group),
        ("sockets", fixture(&["sockets", "600"]), &everywhere_refused),
        ("secret", fixture(&["secret", "600"]), &everywhere_refused),
        // Beside 200 MiB resident, 240 MiB in files of the work directory, or of /dev/shm.
        ("work directory", fixture(&["files", ".", "240", "200"]), &Held::Limit),
        ("/dev/shm", fixture(&["files", "/dev/shm", "240", "200"]), &Held::Limit),
    ] {
        let result = runner.run(&program, Input::Bytes(b""), limits)?;
        let got = match (result.stop, &result.exit) {
            (Some(Stop::Memory), _) => Some(Held::Limit),
            (None, Exit::Code(1)) => Some(Held::Refused),
            _ => None,
        };
        if got.as_ref() != Some(expected) {
            let peak = result.peak_kib;
            return Err(format!(
                "{name}: 600 MiB (or 440) under a 256 MiB limit, not {expected:?}: {:?}, {:?}, peak {peak} KiB, stderr {:?}",
                result.stop,
                result.exit,
                String::from_utf8_lossy(&result.stderr)
            )
            .into());
        }
    }
    // Held under the limit, it is the run's peak all the same: the control group's.
    if counted {
        let held = runner.run(&fixture(&["memfd-written", "100"]), Input::Bytes(b""), limits)?;
        if held.exit != Exit::Code(0) || held.peak_kib < 100 << 10 {
            return Err(format!(
                "100 MiB in an unmapped memfd: {:?}, {:?}, peak {} KiB (not the group's)",
                held.stop, held.exit, held.peak_kib
            )
            .into());
        }
    }
    if probe.isolation.lacks(Layer::Ipc) || !counted {
        eprintln!("note: no IPC namespace or control group here: {:?}", probe.isolation.missing);
        return Ok(());
    }
    let small = runner.run(&fixture(&["shm", "8", &key]), Input::Bytes(b""), limits)?;
    if small.exit != Exit::Code(0) || segment_left() {
        let _ = std::process::Command::new("ipcrm").args(["-M", &key]).status();
        return Err(format!("a segment of the run outlived it ({:?})", small.exit).into());
    }
    Ok(())
}

/// A fork bomb gets exactly the box's process limit, at every level: a control group's
/// `pids.max`, the box's own user's process limit, or (an ordinary user's box) the process
/// limit of its user namespace, which also counts the guard that made it. And only its own
/// box is held to it: a box started beside it starts its program and forks as usual (as root,
/// no two boxes share a user, whose processes the limit counts).
pub fn processes_are_bounded() -> Result<(), Failed> {
    let scratch = Scratch::new("fork-bomb");
    let problem = sum_problem(&scratch, "tokens");
    let runner = runner(&problem);
    // Enough memory for each child's own resident pages, which the guard counts for each.
    let limits = Limits { cpu: Duration::from_secs(4), wall: Duration::from_secs(8), memory_bytes: 2 << 30, ..LIMITS };
    let (bomb, neighbour) = (fixture(&["fork-and-wait", "400"]), fixture(&["fork", "3"]));
    let (result, beside) = std::thread::scope(|scope| {
        let bomb = scope.spawn(|| runner.run(&bomb, Input::Bytes(b""), limits));
        // The bomb's children sleep two seconds, and it waits for them; half a second in, they
        // are all there.
        std::thread::sleep(Duration::from_millis(500));
        let beside = runner.run(&neighbour, Input::Bytes(b""), limits);
        (bomb.join().expect("the bomb's run"), beside)
    });
    let (result, beside) = (result?, beside?);
    if beside.exit != Exit::Code(0) || String::from_utf8_lossy(&beside.stdout).trim() != "3" {
        return Err(format!(
            "a box beside a fork bomb forked {:?} of 3 ({:?}, stderr {:?})",
            String::from_utf8_lossy(&beside.stdout).trim(),
            beside.exit,
            String::from_utf8_lossy(&beside.stderr)
        )
        .into());
    }
    let forked: u64 = String::from_utf8_lossy(&result.stdout).trim().parse().unwrap_or(u64::MAX);
    // Where the box's own user or its control group counts its processes, the limit is exact
    // at every level: the box's first process and the program count, so the program gets two
    // fewer children than the limit (its single thread forks; no thread of the guard counts).
    let counted = !result.isolation.lacks(Layer::Identity) || !result.isolation.lacks(Layer::Cgroup);
    let most = testkit::run::PROCESS_LIMIT - 2;
    if forked > most || (counted && forked != most) {
        return Err(format!(
            "{forked} processes forked under a limit of {} (expected {most}{}; {:?}, {:?}, stderr {:?}; box lacked {:?})",
            testkit::run::PROCESS_LIMIT,
            if counted { "" } else { " at most" },
            result.stop,
            result.exit,
            String::from_utf8_lossy(&result.stderr),
            result.isolation.missing
        )
        .into());
    }
    Ok(())
}

/// Disk space preallocated without changing a file's size passes a file size limit; the box's
/// scratch directory is a tmpfs bounded by the memory limit.
pub fn the_scratch_directory_is_bounded() -> Result<(), Failed> {
    let scratch = Scratch::new("fallocate");
    let problem = sum_problem(&scratch, "tokens");
    let body = "fallocate -n -l 1200M kept 2>/dev/null && echo seen: 1200 MiB kept
fallocate -l 1200M grown 2>/dev/null && echo seen: 1200 MiB grown
rm -f kept grown";
    let result = attack(&scratch, &runner(&problem), &problem, "preallocates", body)?;
    let found = seen(&result);
    if !found.is_empty() && !result.isolation.lacks(Layer::Scratch) {
        return Err(format!("{found:?}").into());
    }
    Ok(())
}

/// What a solution may not change outside its box: the modes (the set-user-id bit above all),
/// times, extended attributes and contents of its own program, of a root-owned binary and a
/// file its command line names, and of the expected output.
pub fn the_host_is_left_unchanged() -> Result<(), Failed> {
    use std::os::unix::fs::MetadataExt;
    let scratch = Scratch::new("host");
    let problem = sum_problem(&scratch, "tokens");
    let tool = scratch.0.join("bin/tool");
    std::fs::create_dir_all(scratch.0.join("bin"))?;
    std::fs::copy("/bin/true", &tool)?;
    std::fs::set_permissions(&tool, std::fs::Permissions::from_mode(0o755))?;
    let data = scratch.write("data.txt", "data\n");
    let vandal = scratch.script(
        "vandal",
        "for f in \"$0\" \"$@\"; do
  chmod 6777 \"$f\"; touch -d 2001-01-01 \"$f\"; echo x >> \"$f\"
  /usr/bin/python3 -c 'import os, sys; os.setxattr(sys.argv[1], \"user.mark\", b\"1\")' \"$f\"
done 2>/dev/null; echo 3",
    );
    let files = [vandal.clone(), tool, data, problem.cases[0].output.clone()];
    // Mode, modification and change times, contents, extended attributes.
    type State = (u32, i64, i64, Vec<u8>, Vec<u8>);
    let state = |path: &Path| -> Result<State, Failed> {
        let meta = std::fs::metadata(path)?;
        let attributes = std::process::Command::new("/usr/bin/python3")
            .args(["-c", "import os, sys; print(os.listxattr(sys.argv[1]))"])
            .arg(path)
            .output()?
            .stdout;
        Ok((meta.mode(), meta.mtime(), meta.ctime(), std::fs::read(path)?, attributes))
    };
    let before: Vec<_> = files.iter().map(|f| state(f)).collect::<Result<_, _>>()?;
    let program = Program { path: vandal, args: files[1..].iter().map(|f| f.display().to_string()).collect() };
    let result = runner(&problem).run(&program, Input::File(&problem.cases[0].input), LIMITS)?;
    let after: Vec<_> = files.iter().map(|f| state(f)).collect::<Result<_, _>>()?;
    for ((file, b), a) in files.iter().zip(&before).zip(&after) {
        if b != a {
            return Err(format!("{} changed: {b:?} -> {a:?} (box: {:?})", file.display(), result.isolation).into());
        }
    }
    Ok(())
}

/// UDP to the machine's loopback, a unix socket in its `/tmp`, and TCP: nothing a solution
/// sends reaches a listener outside the box.
pub fn no_traffic_leaves_the_box() -> Result<(), Failed> {
    use std::os::unix::net::UnixDatagram;
    let scratch = Scratch::new("traffic");
    let problem = sum_problem(&scratch, "tokens");
    let udp = std::net::UdpSocket::bind("127.0.0.1:0")?;
    let tcp = std::net::TcpListener::bind("127.0.0.1:0")?;
    let path = std::env::temp_dir().join(format!("sg-leak-{}.sock", std::process::id()));
    let _ = std::fs::remove_file(&path);
    let unix = UnixDatagram::bind(&path)?;
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o777))?;
    let (udp_port, tcp_port) = (udp.local_addr()?.port(), tcp.local_addr()?.port());
    let python = format!(
        "import socket
def attempt(name, send):
    try:
        send()
        print('seen:', name)
    except OSError:
        pass
attempt('udp', lambda: socket.socket(socket.AF_INET, socket.SOCK_DGRAM).sendto(b'leak', ('127.0.0.1', {udp_port})))
attempt('tcp', lambda: socket.create_connection(('127.0.0.1', {tcp_port}), timeout=1).sendall(b'leak'))
attempt('unix socket', lambda: socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM).sendto(b'leak', '{}'))
",
        path.display()
    );
    let script = format!("/usr/bin/python3 -c \"{python}\"; echo 3");
    let result = attack(&scratch, &runner(&problem), &problem, "talks", &script)?;
    let _ = std::fs::remove_file(&path);
    udp.set_nonblocking(true)?;
    unix.set_nonblocking(true)?;
    tcp.set_nonblocking(true)?;
    let mut buffer = [0u8; 16];
    let mut arrived = Vec::new();
    if udp.recv(&mut buffer).is_ok() {
        arrived.push("udp");
    }
    if unix.recv(&mut buffer).is_ok() {
        arrived.push("unix socket");
    }
    if tcp.accept().is_ok() {
        arrived.push("tcp");
    }
    let said = seen(&result);
    if !arrived.is_empty() || !said.is_empty() || !String::from_utf8_lossy(&result.stdout).contains('3') {
        return Err(format!("traffic left the box: arrived {arrived:?}, sent {said:?}; {result:?}").into());
    }
    Ok(())
}

/// Two boxes of one judge at once (they share its empty network namespace) share nothing one
/// could name or write to: neither can make a socket (so neither binds an abstract name the
/// other would see by `EADDRINUSE`, nor sends to one), and `/proc/net` lists no socket of
/// either.
pub fn boxes_cannot_reach_one_another() -> Result<(), Failed> {
    let scratch = Scratch::new("neighbours");
    let problem = sum_problem(&scratch, "tokens");
    let runner = runner(&problem);
    let address = format!("sg-box-{}", std::process::id());
    let listen = format!(
        "/usr/bin/python3 -c \"import socket
s = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
print('seen: a socket')
s.bind(b'\\0{address}')
print('seen: bound')
s.settimeout(1.5)
try:
    print('seen: got', s.recv(16))
except OSError:
    pass\" 2> /dev/null"
    );
    let send = format!(
        "sleep 0.5; /usr/bin/python3 -c \"import socket
for table in ('unix', 'tcp', 'tcp6', 'udp', 'udp6', 'raw'):
    try:
        rows = open('/proc/net/' + table).read().splitlines()[1:]
    except OSError:
        continue
    if rows:
        print('seen: in /proc/net/' + table, rows[:3])
try:
    s = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
    print('seen: a socket')
    s.bind(b'\\0{address}')
except OSError as e:
    if 'in use' in str(e):
        print('seen: the name is taken')
try:
    socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM).sendto(b'hello', b'\\0{address}')
    print('seen: sent')
except OSError:
    pass\""
    );
    let limits = Limits { cpu: Duration::from_secs(2), wall: Duration::from_secs(4), ..LIMITS };
    let results = std::thread::scope(|scope| {
        let runs: Vec<_> = [("listens", &listen), ("sends", &send)]
            .into_iter()
            .map(|(name, body)| {
                let program = Program::new(scratch.script(name, body));
                let runner = &runner;
                scope.spawn(move || runner.run(&program, Input::Bytes(b""), limits))
            })
            .collect();
        runs.into_iter().map(|run| run.join().map_err(|_| "a run panicked".to_owned())).collect::<Vec<_>>()
    });
    for result in results {
        let result = result??;
        let found = seen(&result);
        if !found.is_empty() {
            return Err(format!("a box reached its neighbour: {found:?} ({:?})", result.isolation).into());
        }
        if !result.refused.iter().any(|call| call == "socket") && !result.isolation.lacks(Layer::Filter) {
            return Err(format!("the socket refused is not named: {:?}", result.refused).into());
        }
    }
    Ok(())
}

/// A descriptor the judge inherited without close-on-exec (a jobserver's pipe under
/// `make -j`) does not reach the solution: it has 0, 1 and 2, and nothing else.
pub fn no_descriptor_is_inherited() -> Result<(), Failed> {
    let scratch = Scratch::new("descriptors");
    let problem = sum_problem(&scratch, "tokens");
    use std::os::unix::fs::MetadataExt;
    // Both ends are inherited by every process this test process starts from now on.
    let (read, write) = nix::unistd::pipe()?;
    let inode = std::fs::File::from(read.try_clone()?).metadata()?.ino();
    // The shell's own descriptors: the standard three, and the script it reads (dash keeps it).
    let list = "for f in /proc/$$/fd/*; do readlink $f; done";
    let result = attack(&scratch, &runner(&problem), &problem, "lists-fds", list);
    drop((read, write));
    let listed = String::from_utf8_lossy(&result?.stdout).into_owned();
    if listed.contains(&format!("pipe:[{inode}]")) || listed.lines().count() > 4 {
        return Err(format!("the solution holds descriptors {listed:?}").into());
    }
    Ok(())
}

/// Strict isolation runs only in the whole box: a missing layer (here left out, as on a machine
/// without control groups) is an error before the program starts, never a verdict.
pub fn strict_isolation_needs_the_whole_box() -> Result<(), Failed> {
    let scratch = Scratch::new("strict");
    let problem = sum_problem(&scratch, "tokens");
    let marker = scratch.0.join("ran");
    let program = Program { path: "/bin/sh".into(), args: vec!["-c".into(), format!("echo 3 > {}", marker.display())] };
    let strict = runner(&problem).with_level(Level::Strict);
    let refused = strict.clone().without(&[Layer::Cgroup]).run(&program, Input::Bytes(b""), LIMITS);
    match refused {
        Err(e) if e.message.contains("strict isolation refuses") && e.message.contains("control group") => {}
        other => return Err(format!("expected a refusal naming the control group, got {other:?}").into()),
    }
    if marker.exists() {
        return Err("the program ran although the box was refused".into());
    }
    // A layer lost with another is named too: without its root, the box's identity of its own
    // would reach the judge's files, and goes.
    let refused = strict.clone().without(&[Layer::Root]).run(&program, Input::Bytes(b""), LIMITS);
    match refused {
        Err(e) if e.message.contains("no root (left out") && e.message.contains("no identity (an identity") => {}
        other => return Err(format!("expected a refusal naming the root and the identity, got {other:?}").into()),
    }
    let best = runner(&problem).run(&Program::new("/bin/true"), Input::Bytes(b""), LIMITS)?;
    if best.isolation.is_full() {
        let result = strict.run(&Program::new("/bin/true"), Input::Bytes(b""), LIMITS)?;
        if result.exit != Exit::Code(0) {
            return Err(format!("the whole box, strict: {result:?}").into());
        }
    } else {
        eprintln!("note: no whole box here ({:?}); strict runs were refused as they must", best.isolation.missing);
    }
    // A judge takes its level from `SG_ISOLATION`: `strict` refuses a box without a control
    // group, anything else runs it.
    for (value, expected) in [(Some("strict"), "refused"), (Some("best-effort"), "ran"), (None, "ran")] {
        let mut probe = std::process::Command::new(std::env::current_exe()?);
        probe.env(LEVEL_PROBE, "1");
        match value {
            Some(value) => probe.env("SG_ISOLATION", value),
            None => probe.env_remove("SG_ISOLATION"),
        };
        let said = String::from_utf8_lossy(&probe.output()?.stdout).trim().to_owned();
        if said != expected {
            return Err(format!("SG_ISOLATION={value:?}: a box without a control group {said}").into());
        }
    }
    Ok(())
}

/// The variable that turns this test binary into [`level_probe`].
pub const LEVEL_PROBE: &str = "SG_LEVEL_PROBE";

/// Runs `true` through a runner made as every judge makes one, in a box left without a control
/// group, and prints whether the run was refused ("refused") or ran ("ran"): the level the
/// environment asked for.
pub fn level_probe() -> ! {
    let dir = std::env::temp_dir();
    let said = match Runner::new(&[dir]) {
        Ok(runner) => match runner.without(&[Layer::Cgroup]).run(&Program::new("/bin/true"), Input::Bytes(b""), LIMITS)
        {
            Ok(_) => "ran".to_owned(),
            Err(e) if e.message.contains("strict isolation refuses") => "refused".to_owned(),
            Err(e) => format!("failed: {e}"),
        },
        Err(e) => format!("has no runner: {e}"),
    };
    println!("{said}");
    std::process::exit(0)
}

/// The guard run by an ordinary user (made for the test: `nobody` when the tests run as
/// root): the box the kernel lets that user have (a user namespace, its own root, pid,
/// network and IPC namespaces, no control group), the report naming what is missing, and still
/// no way to the expected output or to change a file outside.
pub fn an_ordinary_user_gets_the_box_the_kernel_allows() -> Result<(), Failed> {
    use std::os::unix::process::CommandExt;
    let scratch = Scratch::new("ordinary");
    let secret = scratch.write("problems/sum/cases/01-small.out", "the expected output\n");
    let owned = scratch.write("owned.txt", "mine\n");
    let as_root = nix::unistd::geteuid().is_root();
    // The guard is a copy of this executable that the user can run, in a directory it can
    // write its report to.
    let guard = runnable_copy(&scratch, "guard")?;
    let script = format!(
        "cat {} && echo seen: the expected output; chmod 777 {owned} && echo seen: chmod; id -u",
        secret.display(),
        owned = owned.display()
    );
    let plan = testkit::guard::Plan { visible: vec![owned.clone()], ..shell_plan(&scratch, &script, &[]) };
    if as_root {
        give_to_nobody(&[scratch.0.clone(), plan.workdir.clone(), plan.root.clone(), owned.clone()])?;
    }
    let mut command = std::process::Command::new(&guard);
    command.arg(testkit::guard::GUARD_ARG).arg(serde_json::to_string(&plan)?);
    if as_root {
        command.uid(NOBODY).gid(NOBODY);
    }
    let output = command.output()?;
    let report: testkit::guard::Report = serde_json::from_slice(&std::fs::read(&plan.report)?)?;
    let stdout = String::from_utf8_lossy(&output.stdout).into_owned();
    let mode = std::fs::metadata(&owned)?.permissions().mode() & 0o777;
    if report.error.is_some() || stdout.contains("seen:") || mode == 0o777 {
        return Err(format!("as an ordinary user: {report:?}\nstdout: {stdout}").into());
    }
    if as_root && (!stdout.contains(&NOBODY.to_string()) || !report.isolation.lacks(Layer::Cgroup)) {
        return Err(format!("nobody runs without a control group, and the report says so: {report:?}").into());
    }
    // What the box lacked for the ordinary user is the report's to say, not the test's: a
    // passing test prints nothing.
    Ok(())
}
