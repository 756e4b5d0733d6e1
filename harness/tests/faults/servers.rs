//! The guard's helpers outside the box: fork servers that reap their guards and go with their
//! judge, and control groups removed, however a guard or a judge ends.

use crate::support::*;

/// This module's trials, in the order they start.
pub fn trials() -> Vec<Trial> {
    testkit::trials![
        fork_servers_reap_their_guards,
        a_dropped_runners_fork_servers_are_reaped,
        control_groups_are_removed,
        a_guard_without_its_fork_server_stops_its_run,
        groups_left_by_a_judge_killed_outright_are_swept,
    ]
}

/// A fork server reaps the guards it forked: one that said how its run ended is reaped once it
/// has let go of its box, at the server's next look. However many runs a server served, it
/// keeps no more than a few ended guards.
pub fn fork_servers_reap_their_guards() -> Result<(), Failed> {
    let scratch = Scratch::new("reaped");
    let problem = sum_problem(&scratch, "tokens");
    let runner = runner(&problem);
    for _ in 0..12 {
        runner.run(&Program::new("/bin/true"), Input::Bytes(b""), LIMITS)?;
    }
    // The fork servers of this process (this test's and the others' running meanwhile), and
    // how many ended guards each keeps.
    let (mut servers, mut most) = (0, 0);
    for entry in std::fs::read_dir("/proc")?.flatten() {
        let pid = entry.file_name().to_string_lossy().into_owned();
        if !is_fork_server_of_this_judge(&pid) {
            continue;
        }
        servers += 1;
        let children = std::fs::read_to_string(format!("/proc/{pid}/task/{pid}/children")).unwrap_or_default();
        let ended = children.split_whitespace().filter(|child| state_of(child) == Some('Z')).count();
        most = most.max(ended);
    }
    if servers == 0 {
        eprintln!("note: no fork server here (guards are started by exec)");
    }
    if most > 3 {
        return Err(format!("a fork server keeps {most} ended guards unreaped").into());
    }
    Ok(())
}

/// A runner's fork servers end with it and are reaped: a judge that makes and drops runners
/// (one per problem, say) keeps no server, running or ended, of those it dropped.
pub fn a_dropped_runners_fork_servers_are_reaped() -> Result<(), Failed> {
    let scratch = Scratch::new("servers-reaped");
    let marker = marker(5);
    let runner = runner(&sum_problem(&scratch, "tokens"));
    let (running, program_pid) = sleeping_in(&runner, &scratch, &marker)?;
    let server = fork_server_above(&program_pid);
    running.stopper()();
    running.finish()?;
    let Ok(server) = server else {
        eprintln!("note: no fork server here (guards are started by exec)");
        return Ok(());
    };
    drop(runner);
    let deadline = Instant::now() + Duration::from_secs(5);
    while state_of(&server).is_some() && Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(10));
    }
    match state_of(&server) {
        None => Ok(()),
        Some(state) => Err(format!("the fork server {server} outlived its runner (state {state})").into()),
    }
}

/// A run's control group is removed once its guard has let go of it (after its report): the
/// runs of a judge leave no group of theirs in its hierarchy.
pub fn control_groups_are_removed() -> Result<(), Failed> {
    let scratch = Scratch::new("groups-removed");
    let problem = sum_problem(&scratch, "tokens");
    let runner = runner(&problem);
    let parents = group_parents();
    if parents.is_empty() {
        eprintln!("note: no control group here");
        return Ok(());
    }
    // The groups named after guards that have ended (a guard killed outright, as a fault test
    // kills one, leaves its group to its fork server to take down).
    let ended = || -> std::collections::BTreeSet<String> {
        parents
            .iter()
            .filter_map(|dir| std::fs::read_dir(dir).ok())
            .flat_map(|entries| entries.flatten())
            .filter_map(|e| e.file_name().to_str()?.strip_prefix("sg-run-").map(str::to_owned))
            .filter(|pid| !Path::new("/proc").join(pid).exists())
            .collect()
    };
    let before = ended();
    let mut counted = false;
    for _ in 0..5 {
        counted |= !runner.run(&Program::new("/bin/true"), Input::Bytes(b""), LIMITS)?.isolation.lacks(Layer::Cgroup);
    }
    if !counted {
        eprintln!("note: the runs had no control group");
        return Ok(());
    }
    // A guard lets go of its group just after its report: the last ones are given a moment.
    let left = || ended().difference(&before).cloned().collect::<Vec<_>>();
    let deadline = Instant::now() + Duration::from_secs(3);
    while !left().is_empty() && Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(50));
    }
    match left() {
        left if left.is_empty() => Ok(()),
        left => Err(format!("control groups of ended guards left in {parents:?}: {left:?}").into()),
    }
}

/// A guard is forked by a fork server and dies with it: a server killed while its run goes on
/// (its judge lost, or a stray `kill`) stops that run at once rather than at its limit, the
/// judge hears of it, and no process of the run is left.
pub fn a_guard_without_its_fork_server_stops_its_run() -> Result<(), Failed> {
    let scratch = Scratch::new("server-killed");
    let marker = marker(3);
    let runner = runner(&sum_problem(&scratch, "tokens"));
    let (running, program_pid) = sleeping_in(&runner, &scratch, &marker)?;
    // Up from the program to this judge's own child: the guard's fork server.
    let server = fork_server_above(&program_pid)
        .map_err(|reached| format!("no fork server of this judge above the run's program (reached {reached})"))?;
    nix::sys::signal::kill(nix::unistd::Pid::from_raw(server.parse()?), nix::sys::signal::Signal::SIGKILL)?;
    let killed = Instant::now();
    let result = running.finish()?;
    if killed.elapsed() > Duration::from_secs(5) {
        return Err(format!("the judge heard of the run's end after {:?}", killed.elapsed()).into());
    }
    if result.stop != Some(Stop::Interrupted) {
        return Err(format!("the run went on without its server: {:?}, {:?}", result.stop, result.exit).into());
    }
    let left = alive_with(&marker);
    if !left.is_empty() {
        return Err(format!("processes outlived the run:\n{}", left.join("\n")).into());
    }
    // The dead server is not taken back into the runner's pool: the next run is forked by a
    // new server, not started by `exec` after a failed try of the dead one; and that server,
    // once its run has ended, is taken back and serves the run after.
    let mut servers = Vec::new();
    for run in [7, 8] {
        let (next, next_pid) = sleeping_in(&runner, &scratch, &format!("{marker}{run}"))?;
        let above = fork_server_above(&next_pid);
        next.stopper()();
        next.finish()?;
        servers.push(above.map_err(|reached| {
            format!("run {run} after a server was killed has no fork server above it (reached {reached})")
        })?);
    }
    if servers[0] == server || servers[1] != servers[0] {
        return Err(format!("the killed server was {server}, the next two runs' {servers:?}").into());
    }
    Ok(())
}

/// The groups of guards killed together with their judge (none of them could remove its group)
/// are swept by the next judge: a group named after a guard that is gone is taken down, and one
/// whose guard still runs is left alone.
pub fn groups_left_by_a_judge_killed_outright_are_swept() -> Result<(), Failed> {
    use runguard::cgroup::{Hierarchy, group_of_guard};
    let Ok(hierarchy) = Hierarchy::found() else {
        eprintln!("note: no control groups here");
        return Ok(());
    };
    let dirs = |name: &str| -> Vec<PathBuf> {
        match hierarchy {
            Hierarchy::V1 { memory, pids, cpuacct } => vec![memory.join(name), pids.join(name), cpuacct.join(name)],
            Hierarchy::V2(parent) => vec![parent.join(name)],
        }
    };
    // A guard that is gone: a process that ended, whose number no process has now.
    let mut ended = std::process::Command::new("true").spawn()?;
    let gone = ended.id();
    ended.wait()?;
    let (stale, live) = (group_of_guard(gone), group_of_guard(std::process::id()));
    for name in [&stale, &live] {
        match hierarchy.create(name, 64 << 20, 8) {
            // Left as a guard killed outright leaves it.
            Ok(group) => std::mem::forget(group),
            Err(why) => {
                eprintln!("note: no group can be made here: {why}");
                return Ok(());
            }
        }
    }
    let swept = hierarchy.sweep();
    let stale_left: Vec<PathBuf> = dirs(&stale).into_iter().filter(|d| d.exists()).collect();
    let live_kept = dirs(&live).iter().all(|d| d.exists());
    hierarchy.take_down(&live);
    if swept < 1 || !stale_left.is_empty() || !live_kept {
        return Err(format!(
            "swept {swept}: the gone guard's group left at {stale_left:?}, the live one's kept: {live_kept}"
        )
        .into());
    }
    Ok(())
}
