//! The guard's life: no process outlives a run, a run needs nothing of its runner, the guard
//! cannot be blinded or killed, and the kernel backstops every limit behind it.

use crate::support::*;

/// This module's trials, in the order they start.
pub fn trials() -> Vec<Trial> {
    testkit::trials![
        no_process_outlives_its_run,
        solutions_cannot_kill_the_judge,
        solutions_have_no_privileges,
        the_kernel_backstops_every_limit,
        runs_get_their_input_and_a_clean_work_directory,
        a_run_outlives_its_runner,
        boxes_share_one_network_namespace,
        a_guard_without_its_judge_runs_nothing,
        a_guard_that_cannot_fork_says_why,
        a_guard_killed_outright_is_told,
        a_vanished_readable_path_keeps_the_sandbox,
        a_program_that_cannot_start_is_named,
        the_guard_sleeps_between_looks,
        signals_to_the_first_process_do_not_wake_the_guard,
        the_guard_cannot_be_blinded,
    ]
}

pub fn no_process_outlives_its_run() -> Result<(), Failed> {
    let scratch = Scratch::new("escape");
    let problem = sum_problem(&scratch, "tokens");
    let marker = marker(1);
    let escapes = [
        ("background", format!("sleep {marker}1 & echo 3")),
        ("new-session", format!("setsid sleep {marker}2 >/dev/null 2>&1 </dev/null & echo 3")),
        ("double-fork", format!("( (sleep {marker}3 >/dev/null 2>&1 &) & ); echo 3")),
        ("new-group", format!("set -m; sleep {marker}4 >/dev/null 2>&1 & echo 3")),
        (
            "ignores-term",
            format!("trap '' TERM INT HUP; sh -c \"trap '' TERM INT HUP; sleep {marker}5\" >/dev/null 2>&1 & echo 3"),
        ),
        ("holds-stdout", format!("(sleep {marker}6; echo late) & echo 3")),
        ("daemon-then-hang", format!("setsid sleep {marker}7 >/dev/null 2>&1 & echo 3; sleep 5")),
        // A crowd: a hundred background processes, all ended with the run.
        ("crowd", format!("for i in $(seq 100); do sleep {marker}8 & done; echo 3")),
        // An orphan that exits with a code of its own before the solution ends: the guard
        // reaps it, and must not take its code for the solution's.
        ("orphan-exits-first", "(sh -c 'exit 3' >/dev/null 2>&1 &); sleep 0.1; echo 3".to_owned()),
        // One killed by a signal (once it is an orphan): not the solution's end either.
        ("orphan-killed-first", "(sh -c 'sleep 0.05; kill -9 $$' >/dev/null 2>&1 &); sleep 0.2; echo 3".to_owned()),
    ];
    for (name, body) in escapes {
        let start = Instant::now();
        let report = judge_with(&problem, &scratch.script(name, &body), LIMITS);
        let verdict = if name == "daemon-then-hang" { Verdict::Tle } else { Verdict::Ac };
        expect(&report, verdict, name)?;
        if start.elapsed() > Duration::from_secs(3) {
            return Err(format!("{name}: the judge waited {:?} for a process the run left", start.elapsed()).into());
        }
        let left = alive_with(&marker);
        if !left.is_empty() {
            return Err(format!("{name}: processes outlived the run:\n{}", left.join("\n")).into());
        }
    }
    Ok(())
}

/// A program the kernel refuses to start (here: it is still open for writing, as while a
/// compiler writes it) is an error that names it and says why, not a verdict.
pub fn a_program_that_cannot_start_is_named() -> Result<(), Failed> {
    let scratch = Scratch::new("no-start");
    let problem = sum_problem(&scratch, "tokens");
    let program = scratch.script("busy-file", "echo 3");
    let _writing = std::fs::OpenOptions::new().write(true).open(&program)?;
    let error = runner(&problem).run(&Program::new(&program), testkit::run::Input::Bytes(b"1 2\n"), LIMITS);
    let shown = error.as_ref().map_or_else(ToString::to_string, |result| format!("{result:?}"));
    if !shown.contains(&format!("cannot run {}", program.display())) || !shown.contains("busy") {
        return Err(format!("expected \"cannot run {}: text file busy\", got: {shown}", program.display()).into());
    }
    Ok(())
}

/// Outside a box (a judge program, or a machine without one), a readable directory that is
/// gone by the time the guard builds the Landlock sandbox (another process removed it) is
/// skipped: the program still runs sandboxed, and the guard, having written its report, exits 0.
pub fn a_vanished_readable_path_keeps_the_sandbox() -> Result<(), Failed> {
    let scratch = Scratch::new("vanished");
    let secret = scratch.0.join("secret.out");
    std::fs::write(&secret, "the expected output\n")?;
    let gone = scratch.0.join("gone");
    let plan = testkit::guard::Plan {
        boxed: false,
        ..shell_plan(&scratch, &format!("cat {}; echo ran", secret.display()), &[gone.to_str().unwrap()])
    };
    let guard = run_guard(&plan)?;
    let report: testkit::guard::Report = serde_json::from_slice(&std::fs::read(&plan.report)?)?;
    let stdout = String::from_utf8_lossy(&guard.stdout);
    let fine = guard.status.success() && !report.isolation.lacks(testkit::run::Layer::Landlock);
    if !fine || !stdout.contains("ran") || stdout.contains("expected") {
        return Err(format!("guard {:?}, isolation {:?}, stdout {stdout:?}", guard.status, report.isolation).into());
    }
    Ok(())
}

/// While the solution sleeps, so does its guard: it wakes on a signal or every few
/// milliseconds to look at the tree, and does not spin. Measured over the watching alone, from
/// a moment well after the guard started the box (its start-up is not the loop's cost).
pub fn the_guard_sleeps_between_looks() -> Result<(), Failed> {
    let scratch = Scratch::new("idle-guard");
    let plan = shell_plan(&scratch, "sleep 1.5", &[]);
    let mut guard = guard_command(&plan)?.spawn()?;
    let used = guard_cpu(guard.id(), Duration::from_millis(400), Duration::from_millis(800));
    guard.wait()?;
    // A guard that spun would use the whole window. One that sleeps between looks uses about
    // 6% of it on an idle two-core virtual machine, a look every 4 ms: the look itself (about
    // twenty system calls for a shell and its sleep) and, as much, the wake from idle.
    let (used, watched) = used?;
    if used > watched / 8 {
        return Err(format!("the guard used {used:?} of CPU in {watched:?} of watching a sleeping solution").into());
    }
    Ok(())
}

/// A solution that signals the box's first process without end (pid 1 of its pid namespace,
/// which it may signal: they share a user) does not wake the guard: that process has none of
/// the guard's signal handlers, so the kernel drops what the box sends it, and the guard sleeps
/// between looks as it does for a sleeping solution. (When the first process inherited the
/// guard's handlers, each signal wrote to the guard's wake-up socket, and the guard looked at
/// the tree for each.)
pub fn signals_to_the_first_process_do_not_wake_the_guard() -> Result<(), Failed> {
    let scratch = Scratch::new("signalled-init");
    let flood = "while :; do kill -USR1 1 2>/dev/null; kill -CHLD 1 2>/dev/null; done";
    let plan = testkit::guard::Plan { cpu_ms: 3000, ..shell_plan(&scratch, flood, &[]) };
    let mut guard = guard_command(&plan)?.spawn()?;
    let used = guard_cpu(guard.id(), Duration::from_millis(300), Duration::from_millis(800));
    // Ended as the judge would end it: the guard takes the box down and reports.
    let _ = nix::sys::signal::kill(nix::unistd::Pid::from_raw(guard.id() as i32), nix::sys::signal::Signal::SIGTERM);
    guard.wait()?;
    let report: testkit::guard::Report = serde_json::from_slice(&std::fs::read(&plan.report)?)?;
    if report.isolation.lacks(testkit::run::Layer::Pids) {
        eprintln!("note: no pid namespace here; pid 1 is not the box's, and the guard is not checked");
        return Ok(());
    }
    if report.stop != Some(Stop::Interrupted) {
        return Err(format!("the flood should have run until the guard was told to stop: {report:?}").into());
    }
    let (used, watched) = used?;
    if used > watched / 8 {
        return Err(format!("the guard used {used:?} of CPU in {watched:?} of a solution signalling pid 1").into());
    }
    Ok(())
}

/// The CPU time the process `pid` used in a window of `watched`, from `after` its start (and
/// the window's real length): its schedstat's first field, in nanoseconds, or where the kernel
/// keeps none, its user and system time in ticks (fields 14 and 15 of its stat, taken as 10 ms
/// each).
fn guard_cpu(pid: u32, after: Duration, watched: Duration) -> Result<(Duration, Duration), Failed> {
    let on_cpu = move || -> Result<u64, Failed> {
        if let Ok(schedstat) = std::fs::read_to_string(format!("/proc/{pid}/schedstat")) {
            return Ok(schedstat.split_whitespace().next().and_then(|f| f.parse().ok()).ok_or("bad schedstat")?);
        }
        let stat = std::fs::read_to_string(format!("/proc/{pid}/stat"))?;
        let fields: Vec<u64> = stat
            .rsplit_once(')')
            .map_or("", |(_, rest)| rest)
            .split_whitespace()
            .skip(11)
            .take(2)
            .filter_map(|f| f.parse().ok())
            .collect();
        Ok(fields.iter().sum::<u64>() * 10_000_000)
    };
    std::thread::sleep(after);
    let (start, before) = (Instant::now(), on_cpu()?);
    std::thread::sleep(watched);
    Ok((Duration::from_nanos(on_cpu()?.saturating_sub(before)), start.elapsed()))
}

/// A guard started by anyone but the judge its plan names (here: the judge is gone and its
/// pid taken by another process) ends at once, without starting the program or writing a
/// report.
pub fn a_guard_without_its_judge_runs_nothing() -> Result<(), Failed> {
    let scratch = Scratch::new("orphan-guard");
    // The program may write only in its work directory.
    let plan = testkit::guard::Plan { judge: 1, ..shell_plan(&scratch, "echo ran > ran", &[]) };
    let marker = plan.workdir.join("ran");
    let guard = run_guard(&plan)?;
    if guard.status.code() != Some(1) || marker.exists() || plan.report.exists() {
        return Err(format!(
            "a guard whose judge is not its parent must exit 1 at once: {:?}, program ran: {}, report: {}",
            guard.status,
            marker.exists(),
            plan.report.exists()
        )
        .into());
    }
    Ok(())
}

/// Input given as bytes reaches the program whole (more than a pipe holds), and every run
/// starts in an empty work directory: the same one, reused, with what the last run left
/// removed.
pub fn runs_get_their_input_and_a_clean_work_directory() -> Result<(), Failed> {
    let scratch = Scratch::new("work-dirs");
    let problem = sum_problem(&scratch, "tokens");
    let runner = runner(&problem);
    let input: Vec<u8> = (0..100_000).flat_map(|i| format!("{i}\n").into_bytes()).collect();
    let cat = Program::new(scratch.script("cat", "cat"));
    let copied = runner.run(&cat, testkit::run::Input::Bytes(&input), LIMITS)?.stdout;
    if copied != input {
        return Err(format!("{} bytes given, {} bytes came back", input.len(), copied.len()).into());
    }
    let litter = Program::new(scratch.script("litter", "ls -A; pwd; echo left > file"));
    let runs: Vec<String> = (0..2)
        .map(|_| {
            runner
                .run(&litter, testkit::run::Input::Bytes(b""), LIMITS)
                .map(|r| String::from_utf8_lossy(&r.stdout).into_owned())
        })
        .collect::<Result<_, _>>()?;
    let same_dir = runs[0] == runs[1] && runs[0].lines().count() == 1;
    if !same_dir {
        return Err(format!("each run should start in the same, empty directory: {runs:?}").into());
    }
    Ok(())
}

/// A run started needs nothing more of its runner: the runner may be dropped at once, and the
/// descriptors it held taken by other files, while the guard is still building the box. Its
/// runs keep the same box, the network namespace they share included.
pub fn a_run_outlives_its_runner() -> Result<(), Failed> {
    let scratch = Scratch::new("runner-dropped");
    let problem = sum_problem(&scratch, "tokens");
    let sum = Program::new(scratch.script("sum", "read a b; echo $((a + b)); readlink /proc/self/ns/net >&2"));
    let run = |runner: &Runner| runner.start(&sum, Input::Bytes(b"1 2\n"), testkit::run::Output::Captured, LIMITS);
    // Two runs of a runner kept to the end: the box this machine gives (without a strict level
    // a layer lost is only noted), and whether its boxes share a network namespace.
    let kept = runner(&problem);
    let [kept_one, kept_two] = [run(&kept)?, run(&kept)?].map(|r| r.finish());
    let (kept_one, kept_two) = (kept_one?, kept_two?);
    let shared = kept_one.stderr == kept_two.stderr;
    for _ in 0..10 {
        let dropped = runner(&problem);
        let running = [run(&dropped)?, run(&dropped)?];
        drop(dropped);
        let taken: Vec<std::fs::File> = (0..16).filter_map(|_| std::fs::File::open("/dev/null").ok()).collect();
        let [one, two] = running.map(|r| r.finish());
        drop(taken);
        let results = [one?, two?];
        for result in &results {
            if result.stdout != b"3\n"
                || result.stop.is_some()
                || layers(&result.isolation) != layers(&kept_one.isolation)
            {
                return Err(format!(
                    "the run failed once its runner was gone: {:?}, {:?}, {:?}, stderr {:?}",
                    result.stop,
                    result.exit,
                    result.isolation.note(),
                    String::from_utf8_lossy(&result.stderr)
                )
                .into());
            }
        }
        if shared && results[0].stderr != results[1].stderr {
            return Err(format!(
                "the runs of a dropped runner did not share its network namespace: {:?} and {:?}",
                String::from_utf8_lossy(&results[0].stderr),
                String::from_utf8_lossy(&results[1].stderr)
            )
            .into());
        }
    }
    Ok(())
}

/// The boxes of a judge share one empty network namespace, not the judge's, as root and as
/// another user alike, wherever Landlock keeps them from one another's abstract sockets there
/// (Landlock ABI 6): made once, it costs no run the making and the teardown of one. A box
/// without Landlock makes its own.
pub fn boxes_share_one_network_namespace() -> Result<(), Failed> {
    let scratch = Scratch::new("shared-network");
    let problem = sum_problem(&scratch, "tokens");
    let program = Program::new(scratch.script("net", "readlink /proc/self/ns/net"));
    let judge = std::fs::read_link("/proc/self/ns/net")?.display().to_string();
    let runs = [runner(&problem), runner(&problem)].map(|r| r.run(&program, Input::Bytes(b""), LIMITS));
    let mut seen = Vec::new();
    for run in runs {
        let run = run?;
        let whole = [Layer::Network, Layer::Landlock].iter().all(|layer| !run.isolation.lacks(*layer));
        if !whole {
            eprintln!("note: no network namespace or no full Landlock here: {:?}", run.isolation.note());
            return Ok(());
        }
        seen.push(String::from_utf8_lossy(&run.stdout).trim().to_owned());
    }
    if seen[0] != seen[1] || seen[0] == judge || !seen[0].starts_with("net:") {
        return Err(format!("the boxes' network namespaces: {seen:?}, the judge's {judge}").into());
    }
    // Without Landlock, nothing would keep the boxes from one another's abstract sockets in a
    // shared namespace: each box makes its own (whose number a later one may reuse).
    let alone = || runner(&problem).without(&[Layer::Landlock]).with_level(Level::BestEffort);
    let runs = [alone(), alone()].map(|r| r.run(&program, Input::Bytes(b""), LIMITS));
    let mut own = Vec::new();
    for run in runs {
        own.push(String::from_utf8_lossy(&run?.stdout).trim().to_owned());
    }
    if own.iter().any(|own| *own == seen[0] || *own == judge || !own.starts_with("net:")) {
        return Err(format!("without Landlock, the boxes' network namespaces: {own:?}, shared {}", seen[0]).into());
    }
    Ok(())
}

/// Behind the guard, the kernel's own limits: CPU a second past the limit (then SIGKILL a
/// second later), files no larger than the output cap, a stack as large as the memory limit,
/// no core dumps, and an address space far above the memory limit.
pub fn the_kernel_backstops_every_limit() -> Result<(), Failed> {
    let scratch = Scratch::new("rlimits");
    let problem = sum_problem(&scratch, "tokens");
    let program = Program::new(scratch.script("limits", "cat /proc/self/limits"));
    let result = runner(&problem).run(&program, testkit::run::Input::Bytes(b""), LIMITS)?;
    let limits = String::from_utf8_lossy(&result.stdout).into_owned();
    let limit = |name: &str| -> Option<(String, String)> {
        let rest = limits.lines().find_map(|l| l.strip_prefix(name))?;
        let mut values = rest.split_whitespace();
        Some((values.next()?.to_owned(), values.next()?.to_owned()))
    };
    let pair = |soft: u64, hard: u64| Some((soft.to_string(), hard.to_string()));
    let expected = [
        ("Max cpu time", pair(2, 3)),
        ("Max file size", pair(testkit::run::OUTPUT_CAP as u64, testkit::run::OUTPUT_CAP as u64)),
        ("Max stack size", pair(LIMITS.memory_bytes, LIMITS.memory_bytes)),
        ("Max core file size", pair(0, 0)),
        ("Max address space", pair(4 << 30, 4 << 30)),
    ];
    for (name, want) in expected {
        if limit(name) != want {
            return Err(format!("{name}: expected {want:?}, got {:?}\n{limits}", limit(name)).into());
        }
    }
    // The CPU backstop's signal ends a run as its time limit does (the guard late to look, on a
    // loaded machine): TLE, not a crash.
    let report = judge_with(&problem, &scratch.script("backstopped", "kill -XCPU $$"), LIMITS);
    expect(&report, Verdict::Tle, "a run the kernel's CPU limit ended")
}

/// A solution has no capabilities, even when the judge runs as root: it cannot raise its hard
/// limits back (to write a file past the size limit) or use any other privilege; and no `exec`
/// can give it one back: it runs under `no_new_privs`, under which an `exec` gives no more
/// capabilities than the process had, none (a set-user-id root program or one with file
/// capabilities included), with or without the filter and Landlock; and in the box's root, no
/// mount honours a set-user-id bit at all.
pub fn solutions_have_no_privileges() -> Result<(), Failed> {
    let scratch = Scratch::new("privileges");
    let problem = sum_problem(&scratch, "tokens");
    // Its user: as root, one of the boxes' own (not root, not the judge's); as another user,
    // that user, the only one its user namespace maps.
    let judge = nix::unistd::geteuid().as_raw();
    let identity = runner(&problem).run(&Program::new("/bin/true"), Input::Bytes(b""), LIMITS)?.isolation;
    let user_check = if identity.lacks(Layer::Identity) {
        eprintln!("note: no identity of the box's own here; its user is not checked");
        String::new()
    } else if judge == 0 {
        let (low, high) = (runguard::BOX_UID_BASE, runguard::BOX_UID_BASE + 4096);
        format!(
            "[ \"$u\" -ge {low} ] && [ \"$u\" -lt {high} ] && [ \"$g\" = \"$u\" ] || {{ echo \"runs as $u:$g\"; exit; }}"
        )
    } else {
        format!("[ \"$u\" = {judge} ] || {{ echo \"runs as $u:$g\"; exit; }}")
    };
    // In a root of its own, no mount honours a set-user-id bit: not the root, the system's
    // directories, the program's files, /proc, /dev, the device nodes bound into it or the
    // writable ones; and none of the device nodes can be run.
    let mounts_check = if identity.lacks(Layer::Root) {
        String::new()
    } else {
        let devices = "^/dev/(null|zero|full|random|urandom)$";
        format!(
            "awk '$6 !~ /(^|,)nosuid(,|$)/ {{ print \"set-user-id honoured under \" $5; f = 1 }} $5 ~ \"{devices}\" && $6 !~ /(^|,)noexec(,|$)/ {{ print \"a device can be run: \" $5; f = 1 }} END {{ exit f }}' /proc/self/mountinfo || exit"
        )
    };
    let body = |user_check: &str, mounts_check: &str| {
        format!(
            "read a b
if (ulimit -H -f unlimited) 2>/dev/null; then echo 'raised the file size limit'; exit; fi
{mounts_check}
grep -E '^Cap(Inh|Prm|Eff|Amb):' /proc/self/status | grep -v '0000000000000000$' && exit
grep -qE '^NoNewPrivs:[[:space:]]+1$' /proc/self/status || {{ grep -E '^NoNewPrivs:' /proc/self/status; exit; }}
u=$(id -u); g=$(id -g)
{user_check}
echo $((a + b))"
        )
    };
    let report = judge_with(&problem, &scratch.script("privileged", &body(&user_check, &mounts_check)), LIMITS);
    expect(&report, Verdict::Ac, "a solution without capabilities")?;
    // Without an identity of its own (as root: root's; as another user: no namespace, so no
    // root of its own either), and without the filter and Landlock, which set `no_new_privs`
    // too: still no capability, and `no_new_privs`.
    let bare =
        runner(&problem).without(&[Layer::Identity, Layer::Filter, Layer::Landlock]).with_level(Level::BestEffort);
    let script = scratch.script("privileged-bare", &body("", ""));
    let result = bare.run(&Program::new(&script), Input::Bytes(b"1 2\n"), LIMITS)?;
    let said = String::from_utf8_lossy(&result.stdout);
    if said.trim() != "3" {
        return Err(format!("without identity, filter and Landlock: {said:?}, {:?}", result.exit).into());
    }
    Ok(())
}

/// A solution that signals everything it can reach: the judge by its real pid, the process
/// that started it, and every process it may signal (`kill -1`). The judge, the guard and the
/// box's first process all survive, and the run ends normally.
pub fn solutions_cannot_kill_the_judge() -> Result<(), Failed> {
    let scratch = Scratch::new("regicide");
    let problem = sum_problem(&scratch, "tokens");
    let judge = std::process::id();
    let body = format!(
        "kill -9 {judge} 2>/dev/null; kill -STOP {judge} 2>/dev/null; kill -9 $PPID 2>/dev/null; kill -9 -1 2>/dev/null; echo 3"
    );
    let report = judge_with(&problem, &scratch.script("regicide", &body), LIMITS);
    // Still here: the signals were refused.
    expect(&report, Verdict::Ac, "the judge outlives a solution that tries to kill it")
}

/// A solution that lowers the open-files limit of every process it can see, then spins past
/// the CPU limit. In the box it sees only its own processes: TLE. Without the box it can reach
/// the guard; the guard, unable to look at the tree any more, kills it whole and says so,
/// never taking "no processes" for an end.
pub fn the_guard_cannot_be_blinded() -> Result<(), Failed> {
    let scratch = Scratch::new("blind");
    let problem = sum_problem(&scratch, "tokens");
    // The spinner is named on the command line, so that the box holds it.
    let spin = "\"$1\" busy 1300";
    let fixture = [misbehave()];
    let marker = marker(2);
    let everyone = format!(
        "for p in /proc/[0-9]*; do [ ${{p#/proc/}} = $$ ] || prlimit --nofile=3:3 --pid ${{p#/proc/}} 2>/dev/null; done
(sleep {marker}9 &); exec {spin}"
    );
    let boxed = runner(&problem);
    if boxed.clone().run(&Program::new("/bin/true"), Input::Bytes(b""), LIMITS)?.isolation.lacks(Layer::Pids) {
        eprintln!("note: no pid namespace here; only the blinded guard is tried");
    } else {
        let result = attack_with(&scratch, &boxed, &problem, "blinds-all", &everyone, &fixture)?;
        if !result.timed_out() {
            return Err(format!("in the box: {:?} after {:?} of CPU", result.stop, result.cpu).into());
        }
    }
    // Without the box, only the guard (the parent of the box's first process) is aimed at:
    // the judge itself is this test process, and would be crippled too.
    let guard =
        format!("g=$(cut -d' ' -f4 /proc/$PPID/stat); prlimit --nofile=3:3 --pid $g; (sleep {marker}9 &); exec {spin}");
    let bare = attack_with(
        &scratch,
        &runner(&problem).without(&NO_BOX).with_level(Level::BestEffort),
        &problem,
        "blinds-guard",
        &guard,
        &fixture,
    )?;
    if bare.stop.is_none() || bare.exit != Exit::Killed {
        return Err(format!("a blinded guard must stop the run: {:?}, {:?}", bare.stop, bare.exit).into());
    }
    let left = alive_with(&format!("{marker}9"));
    if !left.is_empty() {
        return Err(format!("processes outlived the run:\n{}", left.join("\n")).into());
    }
    Ok(())
}

/// A guard that cannot start its box says why in its report, which is what the judge shows,
/// rather than ending without one: here its user may have no more processes (`RLIMIT_NPROC`
/// at 1, the guard itself), so the fork of the box's first process fails. As root the guard runs
/// as `nobody`, whose count the limit is of.
pub fn a_guard_that_cannot_fork_says_why() -> Result<(), Failed> {
    use std::os::unix::process::CommandExt;
    let scratch = Scratch::new("no-fork");
    let as_root = nix::unistd::geteuid().is_root();
    let guard = runnable_copy(&scratch, "guard")?;
    let plan = shell_plan(&scratch, "echo never", &[]);
    if as_root {
        give_to_nobody(&[scratch.0.clone(), plan.workdir.clone(), plan.root.clone()])?;
    }
    let mut command = std::process::Command::new("prlimit");
    command.arg("--nproc=1:1").arg("--").arg(&guard).arg(testkit::guard::GUARD_ARG).arg(serde_json::to_string(&plan)?);
    if as_root {
        command.uid(NOBODY).gid(NOBODY);
    }
    let output = command.output()?;
    let report: Option<testkit::guard::Report> =
        std::fs::read(&plan.report).ok().and_then(|json| serde_json::from_slice(&json).ok());
    match report.as_ref().and_then(|r| r.error.as_deref()) {
        Some(error) if error.contains("cannot fork") && !output.stdout.starts_with(b"never") => Ok(()),
        _ => Err(format!(
            "a guard that cannot fork: report {report:?}, {}, stderr {:?}",
            output.status,
            String::from_utf8_lossy(&output.stderr)
        )
        .into()),
    }
}

/// A guard killed outright (SIGKILL, no report written) is told as such: the fork server says
/// how it ended, the judge names the guard and the signal, and the box goes with it, its
/// control group too (which the server takes down, as the guard cannot). (A guard that ends
/// normally tells its server before its own exit; this is the other way.)
pub fn a_guard_killed_outright_is_told() -> Result<(), Failed> {
    let scratch = Scratch::new("guard-killed");
    let marker = marker(4);
    let (running, program_pid) = sleeping(&scratch, &marker)?;
    // Up from the program: the judge's child is the fork server, and the server's the guard.
    let me = std::process::id().to_string();
    let server = child_of_above(&me, &program_pid);
    let guard = child_of_above(&server, &program_pid);
    if parent_of(&server) != Some(me) || parent_of(&guard) != Some(server) {
        return Err(
            format!("no guard below a fork server of this judge above the run's program (reached {guard})").into()
        );
    }
    nix::sys::signal::kill(nix::unistd::Pid::from_raw(guard.parse()?), nix::sys::signal::Signal::SIGKILL)?;
    let killed = Instant::now();
    let told = running.finish();
    if killed.elapsed() > Duration::from_secs(5) {
        return Err(format!("the judge heard of the guard's end after {:?}", killed.elapsed()).into());
    }
    match told {
        Err(e) if e.message.contains("the run guard ended (signal: 9) without a report") => {}
        other => return Err(format!("a guard killed outright was not told as such: {other:?}").into()),
    }
    // The box dies with its guard (the first process's parent-death signal ends its pid
    // namespace); give the kernel a moment to take it down.
    let deadline = Instant::now() + Duration::from_secs(5);
    while !alive_with(&marker).is_empty() && Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(20));
    }
    let left = alive_with(&marker);
    if !left.is_empty() {
        return Err(format!("processes outlived their guard:\n{}", left.join("\n")).into());
    }
    let groups = group_parents();
    let group = runguard::cgroup::group_of_guard(guard.parse()?);
    let deadline = Instant::now() + Duration::from_secs(5);
    let left = || groups.iter().map(|dir| dir.join(&group)).filter(|dir| dir.exists()).collect::<Vec<_>>();
    while !left().is_empty() && Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(20));
    }
    if !left().is_empty() {
        return Err(format!("the control group of a guard killed outright was left: {:?}", left()).into());
    }
    Ok(())
}
