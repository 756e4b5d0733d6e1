//! One control group per run, through the kernel's cgroup files: a memory limit with swap off
//! (shared memory, memfd and tmpfs pages are charged to it), a process limit, CPU
//! accounting, the peak memory, whether the kernel killed for memory, and killing the whole
//! group.
//!
//! cgroup v1 (one hierarchy per controller: memory, pids, cpuacct) and v2 (one unified
//! hierarchy with those controllers enabled) are both read from `/proc/self/mountinfo` and
//! `/proc/self/cgroup`. In v1, a run's group is made below the judge's own, so the judge's own
//! limits still hold. In v2, a group that holds processes cannot give its children
//! controllers (only the root can), so a run's group is made below the nearest of the judge's
//! own group and its ancestors that gives its children memory and pids and in which this user
//! may make groups and move processes: as root, the judge's slice; as an ordinary user, a
//! subtree delegated to them (systemd's `user@UID.service` and the slices below it, where a
//! desktop session's terminal or `systemd-run --user --scope` runs; a rootless container's own
//! root). The limits of that group and its ancestors hold.

use nix::sys::signal::{Signal, kill};
use nix::unistd::Pid;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// A run's control group; removed when dropped (its processes killed first).
#[derive(Debug)]
pub struct Cgroup {
    version: Version,
    /// The files the guard reads on every look, kept open.
    counters: Option<Counters>,
}

/// A group's files read on every look, kept open: read again from its start, a cgroup file
/// tells its value now.
#[derive(Debug)]
struct Counters {
    /// Its CPU time: `cpuacct.usage` (v1) or `cpu.stat` (v2).
    cpu: std::fs::File,
    /// Its kills for memory: `memory.oom_control` (v1) or `memory.events` (v2).
    events: std::fs::File,
}

#[derive(Debug)]
enum Version {
    /// The group's directory in each v1 hierarchy.
    V1 { memory: PathBuf, pids: PathBuf, cpuacct: PathBuf },
    /// The group's directory in the unified hierarchy.
    V2(PathBuf),
}

impl Version {
    fn dirs(&self) -> Vec<&Path> {
        match self {
            Version::V1 { memory, pids, cpuacct } => vec![memory, pids, cpuacct],
            Version::V2(dir) => vec![dir],
        }
    }
}

/// This process's mount table and control groups, read once.
struct Tables {
    mountinfo: String,
    groups: String,
}

impl Tables {
    fn read() -> Result<Tables, String> {
        let read = |path: &str| std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"));
        Ok(Tables { mountinfo: read("/proc/self/mountinfo")?, groups: read("/proc/self/cgroup")? })
    }
}

/// Where the controllers of this process are: this process's group (`""` for the v2
/// hierarchy), as a directory below the hierarchy's mount point.
fn own_group(tables: &Tables, controller: &str) -> Result<PathBuf, String> {
    own_group_and_mount(tables, controller).map(|(group, _)| group)
}

/// [`own_group`], and the mount point of its hierarchy.
fn own_group_and_mount(tables: &Tables, controller: &str) -> Result<(PathBuf, PathBuf), String> {
    let Tables { mountinfo, groups } = tables;
    // mountinfo: id parent dev root mountpoint options [optional…] - fstype source superoptions
    let mount = mountinfo.lines().find_map(|line| {
        let (left, right) = line.split_once(" - ")?;
        let left: Vec<&str> = left.split(' ').collect();
        let right: Vec<&str> = right.split(' ').collect();
        let (root, point) = (*left.get(3)?, *left.get(4)?);
        let matches = match controller {
            "" => right.first() == Some(&"cgroup2"),
            _ => right.first() == Some(&"cgroup") && right.get(2)?.split(',').any(|o| o == controller),
        };
        matches.then(|| (root.to_owned(), PathBuf::from(point)))
    });
    let Some((root, point)) = mount else {
        return Err(if controller.is_empty() {
            "no cgroup v2 hierarchy is mounted".into()
        } else {
            format!("no cgroup v1 hierarchy has the {controller} controller")
        });
    };
    // /proc/self/cgroup: id:controllers:path ("0::path" for v2)
    let path = groups
        .lines()
        .find_map(|line| {
            let mut parts = line.splitn(3, ':');
            let (_, controllers, path) = (parts.next()?, parts.next()?, parts.next()?);
            // v2's line names no controller: `""` split at commas is one empty name.
            controllers.split(',').any(|c| c == controller).then(|| path.to_owned())
        })
        .ok_or_else(|| format!("this process is in no {controller} group"))?;
    let relative = path.strip_prefix(root.as_str()).unwrap_or(&path).trim_start_matches('/');
    Ok((point.join(relative), point))
}

/// The controllers a run's group needs from its parent in the v2 hierarchy.
const V2_CONTROLLERS: [&str; 2] = ["memory", "pids"];

/// Where runs' groups can be made in the v2 hierarchy mounted at `mount`, for a process in its
/// group `own`: the nearest of `own` and its ancestors that gives its children the memory and
/// pids controllers (its `cgroup.subtree_control` names them), provided this user may make a
/// group in it and move a process into that group (the directory and its `cgroup.procs` are
/// writable: a move needs the `cgroup.procs` of the common ancestor). Nothing is written: a
/// subtree's controllers are its owner's to enable.
fn v2_parent(own: &Path, mount: &Path) -> Result<PathBuf, String> {
    use nix::unistd::{AccessFlags, access};
    for dir in own.ancestors().take_while(|dir| dir.starts_with(mount)) {
        let subtree = std::fs::read_to_string(dir.join("cgroup.subtree_control")).unwrap_or_default();
        if !V2_CONTROLLERS.iter().all(|c| subtree.split_whitespace().any(|x| x == *c)) {
            continue;
        }
        let writable = access(dir, AccessFlags::W_OK | AccessFlags::X_OK).is_ok()
            && access(&dir.join("cgroup.procs"), AccessFlags::W_OK).is_ok();
        return if writable {
            Ok(dir.to_path_buf())
        } else {
            Err(format!(
                "cgroup v2: {} gives its children memory and pids, but this user may not make groups \
                 in it (no cgroup v2 subtree is delegated to this user; `systemd-run --user --scope` \
                 starts a command in one)",
                dir.display()
            ))
        };
    }
    Err(format!("cgroup v2: no group from {} up gives its children memory and pids", own.display()))
}

fn write(path: &Path, value: &str) -> Result<(), String> {
    std::fs::write(path, value).map_err(|e| format!("cannot write {value:?} to {}: {e}", path.display()))
}

fn read_u64(path: &Path) -> Option<u64> {
    std::fs::read_to_string(path).ok()?.trim().parse().ok()
}

/// The value of `key` in the text of a flat keyed file (`memory.events`, `cpu.stat`,
/// `memory.oom_control`).
fn keyed(text: &str, key: &str) -> Option<u64> {
    text.lines().find_map(|l| l.strip_prefix(key)?.strip_prefix(' ')?.trim().parse().ok())
}

/// The name of the group of the run whose guard is process `pid`.
pub fn group_of_guard(pid: u32) -> String {
    format!("sg-run-{pid}")
}

/// Takes down the group of the guard `pid`, reaped after it ended without its word (killed
/// outright): it could not take the group down itself. Called by whoever reaps a guard, its
/// fork server or the judge.
pub(crate) fn take_down_after_guard(pid: i32) {
    if let (Ok(hierarchy), Ok(pid)) = (Hierarchy::found(), u32::try_from(pid)) {
        hierarchy.take_down(&group_of_guard(pid));
    }
}

/// Where this process's groups are, found once: the parent of a run's group in each
/// hierarchy it needs.
#[derive(Debug, Clone)]
pub enum Hierarchy {
    /// cgroup v1: this process's group in the memory, pids and cpuacct hierarchies.
    V1 {
        /// In the memory hierarchy.
        memory: PathBuf,
        /// In the pids hierarchy.
        pids: PathBuf,
        /// In the cpuacct hierarchy.
        cpuacct: PathBuf,
    },
    /// cgroup v2: the group below which runs' groups are made, which gives its children the
    /// memory and pids controllers (the nearest such of this process's group and its
    /// ancestors in which this user may make groups).
    V2(PathBuf),
}

impl Hierarchy {
    /// Finds where runs' groups can be made: in v2 where a group this user may make groups in
    /// gives its children the memory and pids controllers, else in v1.
    ///
    /// # Errors
    ///
    /// No hierarchy with these controllers (both versions' reasons).
    pub fn find() -> Result<Hierarchy, String> {
        let tables = Tables::read()?;
        let v2 = own_group_and_mount(&tables, "").and_then(|(own, mount)| v2_parent(&own, &mount));
        match v2 {
            Ok(dir) => Ok(Hierarchy::V2(dir)),
            Err(v2_error) => {
                let group = |controller: &str| own_group(&tables, controller).map_err(|e| format!("{e}; {v2_error}"));
                Ok(Hierarchy::V1 { memory: group("memory")?, pids: group("pids")?, cpuacct: group("cpuacct")? })
            }
        }
    }

    /// [`Hierarchy::find`] once per process: a fork server finds it before it forks, and its
    /// guards inherit what it found rather than read the kernel's tables again on every run
    /// (a quarter of a millisecond).
    ///
    /// # Errors
    ///
    /// As [`Hierarchy::find`].
    pub fn found() -> Result<&'static Hierarchy, String> {
        static FOUND: std::sync::OnceLock<Result<Hierarchy, String>> = std::sync::OnceLock::new();
        FOUND.get_or_init(Hierarchy::find).as_ref().map_err(Clone::clone)
    }

    /// The directories in which a single-threaded process can later join a group it is
    /// told the name of, by itself: v1's parents, whose `<name>/tasks` it writes `0` to. A
    /// process moving itself does not take the kernel's global lock on every thread group,
    /// which a move by pid takes, and which costs a grace period of several milliseconds.
    /// `None` for v2, where [`Cgroup::add`] moves a process.
    pub fn self_join_dirs(&self) -> Option<Vec<PathBuf>> {
        match self {
            Hierarchy::V1 { memory, pids, cpuacct } => Some(vec![memory.clone(), pids.clone(), cpuacct.clone()]),
            Hierarchy::V2(_) => None,
        }
    }

    /// Takes down the group named `name`, if there is one and it is this user's own: kills what
    /// is left in it and removes it. What a guard killed outright leaves, since it cannot take
    /// its group down itself (a stale group of root's is not another user's to empty).
    pub fn take_down(&self, name: &str) {
        let Ok(stale) = self.named(name) else { return };
        let own = |dir: &&Path| {
            use std::os::unix::fs::MetadataExt;
            std::fs::metadata(dir).is_ok_and(|meta| meta.uid() == nix::unistd::geteuid().as_raw())
        };
        if stale.dirs().iter().any(own) {
            drop(Cgroup { version: stale, counters: None });
        }
    }

    /// Takes down the groups of guards that are gone (`sg-run-<pid>` where no process `pid`
    /// lives): what a judge killed together with its fork servers and guards leaves, since none
    /// of them could take its group down. A judge sweeps them when it starts; a group whose guard
    /// still runs, this judge's or another's, is left alone. Returns how many were taken down.
    pub fn sweep(&self) -> usize {
        let parents: Vec<&Path> = match self {
            Hierarchy::V2(parent) => vec![parent],
            Hierarchy::V1 { memory, pids, cpuacct } => vec![memory, pids, cpuacct],
        };
        let mut stale: Vec<String> = parents
            .iter()
            .filter_map(|parent| std::fs::read_dir(parent).ok())
            .flatten()
            .flatten()
            .filter_map(|entry| {
                let name = entry.file_name().to_string_lossy().into_owned();
                let pid: u32 = name.strip_prefix("sg-run-")?.parse().ok()?;
                let gone = !Path::new(&format!("/proc/{pid}")).exists();
                (gone && name == group_of_guard(pid)).then_some(name)
            })
            .collect();
        stale.sort();
        stale.dedup();
        for name in &stale {
            self.take_down(name);
        }
        stale.len()
    }

    /// The directories of the group named `name`, a child of this hierarchy's groups: a name
    /// that is not one plain path component (empty, `.`, `..`, or with a `/`) would name the
    /// parent group itself or another, whose processes a take-down would kill.
    fn named(&self, name: &str) -> Result<Version, String> {
        let mut parts = Path::new(name).components();
        if !matches!((parts.next(), parts.next()), (Some(std::path::Component::Normal(_)), None)) {
            return Err(format!("{name:?} is not the name of a group"));
        }
        Ok(match self {
            Hierarchy::V2(parent) => Version::V2(parent.join(name)),
            Hierarchy::V1 { memory, pids, cpuacct } => {
                Version::V1 { memory: memory.join(name), pids: pids.join(name), cpuacct: cpuacct.join(name) }
            }
        })
    }

    /// Makes a group named `name` below this process's own, limited to `memory_bytes` of
    /// memory (swap off) and `processes` processes.
    ///
    /// # Errors
    ///
    /// Why no group could be made (no permission, above all).
    pub fn create(&self, name: &str, memory_bytes: u64, processes: u64) -> Result<Cgroup, String> {
        // A guard names its group after its pid, and a pid is not reused while its process
        // lives: a group of that name is a stale one, left by a guard killed outright whose
        // fork server could not take it down either (the judge killed outright too).
        self.take_down(name);
        // Dropped (and so removed) if a directory cannot be made or a limit cannot be set.
        let mut group = Cgroup { version: self.named(name)?, counters: None };
        for dir in group.dirs() {
            std::fs::create_dir(dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
        }
        group.limit(memory_bytes, processes)?;
        let open =
            |path: PathBuf| std::fs::File::open(&path).map_err(|e| format!("cannot open {}: {e}", path.display()));
        let (cpu, events) = match &group.version {
            Version::V1 { memory, cpuacct, .. } => (cpuacct.join("cpuacct.usage"), memory.join("memory.oom_control")),
            Version::V2(dir) => (dir.join("cpu.stat"), dir.join("memory.events")),
        };
        group.counters = Some(Counters { cpu: open(cpu)?, events: open(events)? });
        Ok(group)
    }
}

impl Cgroup {
    /// Makes a group named `name` below this process's own: [`Hierarchy::find`], then
    /// [`Hierarchy::create`].
    ///
    /// # Errors
    ///
    /// Why no group could be made (no hierarchy with these controllers, no permission).
    pub fn create(name: &str, memory_bytes: u64, processes: u64) -> Result<Cgroup, String> {
        Hierarchy::find()?.create(name, memory_bytes, processes)
    }

    /// Whether processes join the group by themselves ([`Hierarchy::self_join_dirs`]).
    pub fn joined_by_itself(&self) -> bool {
        matches!(self.version, Version::V1 { .. })
    }

    fn limit(&self, memory_bytes: u64, processes: u64) -> Result<(), String> {
        let (memory, processes) = (memory_bytes.to_string(), processes.to_string());
        match &self.version {
            Version::V1 { memory: dir, pids, .. } => {
                write(&dir.join("memory.limit_in_bytes"), &memory)?;
                // Memory plus swap: absent where the kernel does not account swap (then none
                // is used by the group's limit either way).
                let memsw = dir.join("memory.memsw.limit_in_bytes");
                if memsw.exists() {
                    write(&memsw, &memory)?;
                }
                // Where swap is not accounted, keep the group from swapping at all.
                let _ = write(&dir.join("memory.swappiness"), "0");
                write(&pids.join("pids.max"), &processes)
            }
            Version::V2(dir) => {
                write(&dir.join("memory.max"), &memory)?;
                // Absent where the kernel does not account swap (as in v1).
                let swap = dir.join("memory.swap.max");
                if swap.exists() {
                    write(&swap, "0")?;
                }
                write(&dir.join("pids.max"), &processes)
            }
        }
    }

    /// Puts the process `pid` (and so every process it starts) in the group.
    ///
    /// # Errors
    ///
    /// The kernel refused.
    pub fn add(&self, pid: Pid) -> Result<(), String> {
        let pid = pid.to_string();
        self.dirs().iter().try_for_each(|dir| write(&dir.join("cgroup.procs"), &pid))
    }

    fn dirs(&self) -> Vec<&Path> {
        self.version.dirs()
    }

    /// What `parse` makes of the text of the counter `which` picks, read again from its start
    /// (one `pread`: each is a few lines long).
    fn reread<T>(&self, which: fn(&Counters) -> &std::fs::File, parse: impl FnOnce(&str) -> Option<T>) -> Option<T> {
        let file = which(self.counters.as_ref()?);
        let mut text = Vec::new();
        crate::tree::read_from_start(file, &mut text).ok()?;
        parse(std::str::from_utf8(&text).ok()?)
    }

    /// CPU time used by every process that was ever in the group.
    pub fn cpu(&self) -> Option<Duration> {
        match &self.version {
            Version::V1 { .. } => self.reread(|c| &c.cpu, |text| text.trim().parse().ok().map(Duration::from_nanos)),
            Version::V2(_) => self.reread(|c| &c.cpu, |text| keyed(text, "usage_usec").map(Duration::from_micros)),
        }
    }

    /// The most memory the group held at once, in bytes.
    pub fn peak_bytes(&self) -> Option<u64> {
        match &self.version {
            Version::V1 { memory, .. } => read_u64(&memory.join("memory.max_usage_in_bytes")),
            Version::V2(dir) => read_u64(&dir.join("memory.peak")),
        }
    }

    /// Whether the kernel killed a process of the group for passing the memory limit.
    pub fn oom_killed(&self) -> bool {
        self.reread(|c| &c.events, |text| keyed(text, "oom_kill")).unwrap_or(0) > 0
    }

    /// The processes in the group now.
    fn processes(&self) -> Vec<Pid> {
        let dir = match &self.version {
            Version::V1 { pids, .. } => pids,
            Version::V2(dir) => dir,
        };
        std::fs::read_to_string(dir.join("cgroup.procs"))
            .unwrap_or_default()
            .split_whitespace()
            .filter_map(|p| p.parse().ok())
            .map(Pid::from_raw)
            .collect()
    }

    /// Kills every process of the group, until none is left or `deadline` passes.
    pub fn kill_all(&self, deadline: Instant) {
        if let Version::V2(dir) = &self.version {
            let _ = write(&dir.join("cgroup.kill"), "1");
        }
        loop {
            let left = self.processes();
            if left.is_empty() || Instant::now() > deadline {
                return;
            }
            for pid in left {
                let _ = kill(pid, Signal::SIGKILL);
            }
            std::thread::sleep(Duration::from_micros(200));
        }
    }
}

impl Drop for Cgroup {
    fn drop(&mut self) {
        let deadline = Instant::now() + Duration::from_secs(5);
        self.kill_all(deadline);
        for dir in self.dirs() {
            retry_while_busy(deadline, || std::fs::remove_dir(dir));
        }
    }
}

/// Calls `remove` again while it answers `EBUSY`, until `deadline`. A group is removable once
/// its last process is reaped, which can lag its death (on cgroup v2; v1 removes it at once):
/// until then the kernel answers `EBUSY`. Any other answer is final (a stale group of root's,
/// found by a guard of another user whose pid it bears, cannot be removed: waiting would only
/// stall the run).
fn retry_while_busy(deadline: Instant, mut remove: impl FnMut() -> std::io::Result<()>) {
    while matches!(remove(), Err(e) if e.raw_os_error() == Some(libc::EBUSY)) && Instant::now() < deadline {
        std::thread::sleep(Duration::from_micros(500));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What removing a group answers, in turn: `EBUSY` `busy` times, then `last`; and how many
    /// times it was asked.
    fn removal(busy: usize, last: i32) -> (impl FnMut() -> std::io::Result<()>, std::rc::Rc<std::cell::Cell<usize>>) {
        let asked = std::rc::Rc::new(std::cell::Cell::new(0));
        let counted = std::rc::Rc::clone(&asked);
        let remove = move || {
            counted.set(counted.get() + 1);
            if counted.get() <= busy {
                Err(std::io::Error::from_raw_os_error(libc::EBUSY))
            } else if last == 0 {
                Ok(())
            } else {
                Err(std::io::Error::from_raw_os_error(last))
            }
        };
        (remove, asked)
    }

    #[test]
    fn a_busy_group_is_removed_again_until_its_deadline_and_no_other_answer_is_retried() {
        let later = Instant::now() + Duration::from_secs(30);
        // Busy while its last process is reaped, then removed.
        let (remove, asked) = removal(3, 0);
        retry_while_busy(later, remove);
        assert_eq!(asked.get(), 4);
        // Any other answer is final, success or not.
        let (remove, asked) = removal(0, libc::ENOENT);
        retry_while_busy(later, remove);
        assert_eq!(asked.get(), 1);
        // Busy for ever: given up at the deadline, not before and not much after.
        let start = Instant::now();
        let (remove, asked) = removal(usize::MAX, 0);
        retry_while_busy(start + Duration::from_millis(50), remove);
        let waited = start.elapsed();
        assert!(waited >= Duration::from_millis(50) && waited < Duration::from_secs(5), "{waited:?}");
        assert!(asked.get() > 1);
        // Past the deadline already: asked once.
        let (remove, asked) = removal(usize::MAX, 0);
        retry_while_busy(start, remove);
        assert_eq!(asked.get(), 1);
    }

    #[test]
    fn a_group_that_never_empties_is_killed_until_its_deadline_and_no_longer() {
        // A fake v2 group whose process never goes (as one stuck in the kernel would not): a
        // pid above any pid_max, so that no signal reaches a process.
        let tree = tempfile::tempdir().unwrap();
        let dir = tree.path().join("sg-run-1");
        std::fs::create_dir(&dir).unwrap();
        std::fs::write(dir.join("cgroup.procs"), format!("{}\n", i32::MAX)).unwrap();
        let group = Cgroup { version: Version::V2(dir.clone()), counters: None };
        let start = Instant::now();
        group.kill_all(start + Duration::from_millis(50));
        let waited = start.elapsed();
        assert!(waited >= Duration::from_millis(50) && waited < Duration::from_secs(4), "{waited:?}");
        // v2 kills the whole group at once first, then each process it still lists.
        assert_eq!(std::fs::read_to_string(dir.join("cgroup.kill")).unwrap(), "1");
        // Emptied, it is let go of at once (its removal refused here: a plain directory).
        std::fs::write(dir.join("cgroup.procs"), "").unwrap();
        let start = Instant::now();
        drop(group);
        assert!(start.elapsed() < Duration::from_secs(1), "{:?}", start.elapsed());
    }

    #[test]
    fn a_stale_group_of_the_same_name_is_emptied_and_made_anew() {
        use std::os::unix::process::ExitStatusExt;
        let name = format!("sg-test-stale-{}", std::process::id());
        let Ok(stale) = Hierarchy::find().and_then(|h| h.create(&name, 64 << 20, 16)) else {
            eprintln!("note: no control group can be made here");
            return;
        };
        // Left as a guard killed outright leaves it: not removed, a process of its box in it.
        let mut left = std::process::Command::new("sleep").arg("600").spawn().unwrap();
        stale.add(Pid::from_raw(left.id() as i32)).unwrap();
        let dirs: Vec<PathBuf> = stale.dirs().iter().map(|d| d.to_path_buf()).collect();
        std::mem::forget(stale);
        let fresh = Hierarchy::find().unwrap().create(&name, 64 << 20, 16).expect("the stale group is made anew");
        assert_eq!(left.wait().unwrap().signal(), Some(9), "what was left in it is killed");
        assert!(fresh.processes().is_empty());
        // Its counters, read again and again from the files kept open, follow what runs in it.
        let before = fresh.cpu().expect("the group's CPU time");
        let mut busy = std::process::Command::new("sh")
            .args(["-c", "i=0; while [ $i -lt 200000 ]; do i=$((i+1)); done"])
            .spawn()
            .unwrap();
        fresh.add(Pid::from_raw(busy.id() as i32)).unwrap();
        busy.wait().unwrap();
        let after = fresh.cpu().unwrap();
        assert!(after > before + Duration::from_millis(10), "{before:?}, then {after:?}");
        assert!(!fresh.oom_killed());
        drop(fresh);
        assert!(dirs.iter().all(|d| !d.exists()), "{dirs:?}");
    }

    #[test]
    fn a_group_that_cannot_be_removed_is_given_up_at_once() {
        // Not a group, and not empty: rmdir answers ENOTEMPTY, not EBUSY, as it answers EACCES
        // for a stale group of root's that a guard of another user finds under its pid.
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("cgroup.procs"), "").unwrap();
        let start = Instant::now();
        drop(Cgroup { version: Version::V2(dir.path().to_path_buf()), counters: None });
        assert!(start.elapsed() < Duration::from_secs(1), "waited {:?} to remove it", start.elapsed());
        assert!(dir.path().exists());
    }

    /// What `check` answers in a child process that has taken on the identity of `nobody`
    /// (this process must be root): its error, or `"none"`.
    fn as_nobody(check: impl FnOnce() -> Option<String>) -> String {
        use std::io::Read;
        let (read, write) = nix::unistd::pipe().unwrap();
        let (mut read, write) = (std::fs::File::from(read), std::fs::File::from(write));
        // SAFETY: the child takes on the identity, runs `check` and exits; glibc's fork leaves
        // the allocator usable in the child of a process with other threads.
        #[allow(unsafe_code)]
        match unsafe { nix::unistd::fork() }.expect("fork") {
            nix::unistd::ForkResult::Child => {
                use std::io::Write;
                let identity = nix::unistd::setgroups(&[])
                    .and_then(|()| nix::unistd::setgid(nix::unistd::Gid::from_raw(65534)))
                    .and_then(|()| nix::unistd::setuid(nix::unistd::Uid::from_raw(65534)));
                let answer = match identity {
                    Ok(()) => check().unwrap_or_else(|| "none".into()),
                    Err(e) => format!("cannot become nobody: {e}"),
                };
                let _ = (&write).write_all(answer.as_bytes());
                #[allow(unsafe_code)]
                unsafe {
                    libc::_exit(0)
                }
            }
            nix::unistd::ForkResult::Parent { child } => {
                drop(write);
                let mut answer = String::new();
                read.read_to_string(&mut answer).unwrap();
                nix::sys::wait::waitpid(child, None).expect("waitpid");
                answer
            }
        }
    }

    /// A v2 hierarchy of directories under a temporary one: each `(path, subtree_control)`
    /// with its `cgroup.procs`.
    fn v2_tree(groups: &[(&str, &str)]) -> tempfile::TempDir {
        let dir = tempfile::tempdir().unwrap();
        for (path, subtree) in groups {
            let group = dir.path().join(path);
            std::fs::create_dir_all(&group).unwrap();
            std::fs::write(group.join("cgroup.subtree_control"), subtree).unwrap();
            std::fs::write(group.join("cgroup.procs"), "").unwrap();
        }
        dir
    }

    #[test]
    fn only_a_plain_name_names_a_group_to_make_or_take_down() {
        // A fake hierarchy: were "" or "." taken for a group's name, taking it down would empty
        // and remove the parent group itself (here, an empty directory that would go).
        let tree = tempfile::tempdir().unwrap();
        let parent = tree.path().join("runs");
        std::fs::create_dir(&parent).unwrap();
        let hierarchy = Hierarchy::V2(parent.clone());
        for name in ["", ".", "..", "a/b", "/"] {
            hierarchy.take_down(name);
            assert!(parent.is_dir(), "{name:?} took the parent down");
            let refused = hierarchy.create(name, 1 << 20, 1).map(|_| ()).unwrap_err();
            assert!(refused.contains("is not the name of a group"), "{name:?}: {refused}");
        }
    }

    #[test]
    fn v2_runs_go_below_the_nearest_group_that_gives_memory_and_pids() {
        // As under systemd: the judge's terminal scope holds processes and gives nothing; the
        // slice above gives memory and pids (and cpu); the root gives them too.
        let tree = v2_tree(&[
            ("cg", "cpu memory pids"),
            ("cg/user.slice/app.slice", "cpu memory pids"),
            ("cg/user.slice/app.slice/terminal.scope", ""),
            ("cg/other.slice", "memory"),
        ]);
        let (mount, root) = (tree.path().join("cg"), tree.path());
        let own = mount.join("user.slice/app.slice/terminal.scope");
        assert_eq!(v2_parent(&own, &mount).unwrap(), mount.join("user.slice/app.slice"));
        // A group that gives memory but not pids is passed over; the root is the last resort.
        assert_eq!(v2_parent(&mount.join("other.slice"), &mount).unwrap(), mount);
        // The walk ends at the mount point, whatever lies above it.
        std::fs::write(root.join("cgroup.subtree_control"), "memory pids").unwrap();
        std::fs::write(mount.join("cgroup.subtree_control"), "cpu").unwrap();
        let error = v2_parent(&mount.join("other.slice"), &mount).unwrap_err();
        assert!(error.contains("no group from"), "{error}");
    }

    #[test]
    fn v2_a_group_this_user_may_not_move_processes_in_is_named() {
        // An SSH session's scope below a slice of root's: the slice gives memory and pids, but
        // its `cgroup.procs` is not this user's to write (here: missing, which root cannot
        // write either).
        let tree =
            v2_tree(&[("cg", ""), ("cg/user-1000.slice", "memory pids"), ("cg/user-1000.slice/session-3.scope", "")]);
        let mount = tree.path().join("cg");
        let slice = mount.join("user-1000.slice");
        let session = slice.join("session-3.scope");
        let refused = |why: &str| {
            let error = v2_parent(&session, &mount).unwrap_err();
            assert!(
                error.contains("user-1000.slice gives its children memory and pids") && error.contains("delegated"),
                "{why}: {error}"
            );
        };
        // Nor may a user make a group in a directory it cannot write: one of its own made
        // read-only, or, since root may write any, one of root's tried as `nobody` (the way
        // down everyone's, and `cgroup.procs` anyone's to write: only the directory refuses).
        use std::os::unix::fs::PermissionsExt;
        let mode = |path: &Path, mode| std::fs::set_permissions(path, std::fs::Permissions::from_mode(mode)).unwrap();
        mode(&slice, 0o555);
        if nix::unistd::geteuid().is_root() {
            mode(tree.path(), 0o755);
            mode(&slice.join("cgroup.procs"), 0o666);
            let error = as_nobody(|| v2_parent(&session, &mount).err());
            assert!(error.contains("gives its children memory and pids"), "as nobody: {error}");
        } else {
            refused("a directory of its own made read-only");
        }
        mode(&slice, 0o755);
        assert_eq!(v2_parent(&session, &mount).unwrap(), slice);
        std::fs::remove_file(slice.join("cgroup.procs")).unwrap();
        refused("no cgroup.procs to write");
    }

    #[test]
    fn the_kernels_tables_name_each_hierarchys_group() {
        // A hybrid host as systemd sets one up: v1 controllers (two sharing one hierarchy, and
        // systemd's own named one) and the v2 hierarchy at `unified`, with the optional fields
        // of mountinfo before its " - ".
        let hybrid = Tables {
            mountinfo: "\
25 22 0:22 / /sys/fs/cgroup ro,nosuid shared:9 - tmpfs tmpfs ro,mode=755
26 25 0:23 / /sys/fs/cgroup/unified rw,nosuid shared:10 - cgroup2 cgroup2 rw,nsdelegate
27 25 0:24 / /sys/fs/cgroup/systemd rw,nosuid shared:11 - cgroup cgroup rw,xattr,name=systemd
31 25 0:28 / /sys/fs/cgroup/cpu,cpuacct rw,nosuid shared:15 - cgroup cgroup rw,cpu,cpuacct
32 25 0:29 / /sys/fs/cgroup/memory rw,nosuid shared:16 - cgroup cgroup rw,memory
"
            .into(),
            groups: "\
5:memory:/user.slice/user-1000.slice/session-2.scope
4:cpu,cpuacct:/user.slice
1:name=systemd:/user.slice/user-1000.slice/session-2.scope
0::/user.slice/user-1000.slice/session-2.scope
"
            .into(),
        };
        let session = "user.slice/user-1000.slice/session-2.scope";
        let (v2, mount) = own_group_and_mount(&hybrid, "").unwrap();
        assert_eq!((v2, mount.clone()), (mount.join(session), PathBuf::from("/sys/fs/cgroup/unified")));
        assert_eq!(own_group(&hybrid, "memory").unwrap(), Path::new("/sys/fs/cgroup/memory").join(session));
        assert_eq!(own_group(&hybrid, "cpuacct").unwrap(), Path::new("/sys/fs/cgroup/cpu,cpuacct/user.slice"));
        let error = own_group(&hybrid, "pids").unwrap_err();
        assert_eq!(error, "no cgroup v1 hierarchy has the pids controller");

        // A container's view: the hierarchy's root is the container's own group, which its
        // processes' paths begin with; v1 alone, and a v1 line that names no group of this
        // process's.
        let container = Tables {
            mountinfo: "\
40 31 0:36 /docker/abc /sys/fs/cgroup/pids ro,nosuid master:20 - cgroup cgroup rw,pids
41 31 0:37 /docker/abc /sys/fs/cgroup/blkio ro,nosuid master:21 - cgroup cgroup rw,blkio
"
            .into(),
            groups: "7:pids:/docker/abc/judge\n".into(),
        };
        assert_eq!(own_group(&container, "pids").unwrap(), Path::new("/sys/fs/cgroup/pids/judge"));
        assert_eq!(own_group(&container, "blkio").unwrap_err(), "this process is in no blkio group");
        assert_eq!(own_group(&container, "").unwrap_err(), "no cgroup v2 hierarchy is mounted");

        // v2 alone, the process in the root group.
        let unified = Tables {
            mountinfo: "30 23 0:26 / /sys/fs/cgroup rw,nosuid shared:4 - cgroup2 cgroup2 rw\n".into(),
            groups: "0::/\n".into(),
        };
        assert_eq!(own_group_and_mount(&unified, "").unwrap(), ("/sys/fs/cgroup".into(), "/sys/fs/cgroup".into()));
        assert_eq!(own_group(&unified, "memory").unwrap_err(), "no cgroup v1 hierarchy has the memory controller");
    }

    #[test]
    fn a_group_is_joined_by_itself_exactly_where_its_hierarchy_says_how() {
        // The guard tells the box's first process to join by itself (and then does not add it)
        // exactly where the group says so; the process can only where the hierarchy gave it the
        // directories to. Were the two to disagree, a box would run in no group, uncounted.
        let tree = tempfile::tempdir().unwrap();
        let dir = |name: &str| tree.path().join(name);
        let v1 = Hierarchy::V1 { memory: dir("memory"), pids: dir("pids"), cpuacct: dir("cpuacct") };
        let v2 = Hierarchy::V2(dir("unified"));
        for (hierarchy, by_itself) in [(v1, true), (v2, false)] {
            let group = Cgroup { version: hierarchy.named(&group_of_guard(1)).unwrap(), counters: None };
            assert_eq!(group.joined_by_itself(), by_itself, "{hierarchy:?}");
            assert_eq!(hierarchy.self_join_dirs().is_some(), by_itself, "{hierarchy:?}");
        }
    }

    #[test]
    fn keyed_files_are_read_by_key() {
        let text = "oom_kill_disable 0\nunder_oom 0\noom_kill 2\n";
        assert_eq!(keyed(text, "oom_kill"), Some(2));
        assert_eq!(keyed(text, "under_oom"), Some(0));
        assert_eq!(keyed(text, "missing"), None);
    }

    #[test]
    fn this_process_has_a_memory_group_where_v1_is_mounted() {
        // Either answer is fine; what matters is that it names a directory that exists.
        if let Ok(dir) = own_group(&Tables::read().unwrap(), "memory") {
            assert!(dir.join("cgroup.procs").exists(), "{}", dir.display());
        }
    }
}
