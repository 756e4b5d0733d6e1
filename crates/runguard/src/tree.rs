//! The processes below the guard as `/proc` shows them: who they are, the CPU time each used
//! and reaped, and its resident memory.
//!
//! The guard looks every few milliseconds for as long as a run lasts, so a look is cheap: for
//! each process its `stat` and its main thread's `children`, and the `children` of its other
//! threads only when `stat` counts more than one; read as bytes into one buffer kept from look
//! to look (a command name need not be UTF-8: a program renaming itself to invalid UTF-8 stays
//! counted). The files stay open from look to look (up to [`KEPT_OPEN`] of them), each read
//! again from its start with one `pread`: a look at a box of one program is about ten system
//! calls, not thirty.

use nix::unistd::Pid;
use std::fmt::Write as _;
use std::path::Path;

/// A living (or not yet reaped) process below the guard, as its `stat` showed it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Process {
    pub pid: Pid,
    /// Its own user and system time, in clock ticks.
    pub own_ticks: u64,
    /// The user and system time of the children it reaped, in clock ticks.
    pub reaped_ticks: u64,
    /// Its resident pages.
    pub rss_pages: u64,
}

/// What a look needs from one `stat` line.
struct Stat {
    threads: u64,
    own_ticks: u64,
    reaped_ticks: u64,
    rss_pages: u64,
}

/// The CPU time (user and system, in clock ticks) of `pid` and of the children it reaped, from
/// its `stat`; a process that has ended and is not yet reaped still has its times there.
pub(crate) fn cpu_ticks(pid: Pid) -> Option<u64> {
    let line = std::fs::read(Path::new("/proc").join(pid.to_string()).join("stat")).ok()?;
    parse_stat(&line).map(|stat| stat.own_ticks + stat.reaped_ticks)
}

/// Parses a `/proc/<pid>/stat` line. The command name may hold spaces, parentheses and any
/// byte: the fields start after the last `)`.
fn parse_stat(line: &[u8]) -> Option<Stat> {
    let after = line.iter().rposition(|&b| b == b')')?;
    let fields = line[after + 1..].split(u8::is_ascii_whitespace).filter(|f| !f.is_empty());
    // After the name: state is 0, utime 11, stime 12, cutime 13, cstime 14, num_threads 17,
    // rss 21.
    let mut numbers = [0u64; 22];
    let mut seen = 0;
    for (i, field) in fields.take(22).enumerate() {
        if [11, 12, 13, 14, 17, 21].contains(&i) {
            numbers[i] = std::str::from_utf8(field).ok()?.parse().ok()?;
        }
        seen += 1;
    }
    if seen < 22 {
        return None;
    }
    Some(Stat {
        threads: numbers[17],
        own_ticks: numbers[11] + numbers[12],
        reaped_ticks: numbers[13] + numbers[14],
        rss_pages: numbers[21],
    })
}

/// Whether an error means the process or thread is gone (it ended between two reads).
fn gone(e: &std::io::Error) -> bool {
    e.kind() == std::io::ErrorKind::NotFound || e.raw_os_error() == Some(libc::ESRCH)
}

/// How many of the files it reads a [`Looker`] keeps open between looks. A box holds a few
/// processes; a fork bomb's hundreds are read with an `open` each, so that the guard never
/// runs short of descriptors.
const KEPT_OPEN: usize = 64;

/// Looks at the tree, reusing its buffers, and the files it read, from one look to the next.
#[derive(Default)]
pub(crate) struct Looker {
    buffer: Vec<u8>,
    path: String,
    todo: Vec<Pid>,
    found: Vec<Process>,
    /// The pids listed so far in this look: a process reparented while the tree is read may be
    /// listed twice, and counts once.
    listed: std::collections::HashSet<Pid>,
    /// The files read, by path, with whether this look read them: what the last look did not
    /// read is closed at the start of the next.
    open: std::collections::HashMap<String, (std::fs::File, bool)>,
}

impl Looker {
    /// Every living process below `root` (not `root` itself), through the `children` lists of
    /// all their threads.
    ///
    /// # Errors
    ///
    /// A file that exists but cannot be read (the guard is out of descriptors, say): the tree
    /// is then unknown, never empty.
    pub fn look(&mut self, root: Pid) -> std::io::Result<&[Process]> {
        self.found.clear();
        self.todo.clear();
        self.listed.clear();
        self.open.retain(|_, (_, read)| std::mem::take(read));
        self.todo.push(root);
        while let Some(pid) = self.todo.pop() {
            let Some(stat) = self.read_stat(pid)? else { continue };
            if pid != root {
                let Stat { own_ticks, reaped_ticks, rss_pages, .. } = stat;
                self.found.push(Process { pid, own_ticks, reaped_ticks, rss_pages });
            }
            if stat.threads <= 1 {
                self.path.clear();
                let _ = write!(self.path, "/proc/{pid}/task/{pid}/children");
                self.children_in_path()?;
            } else {
                self.children_of_tasks(Path::new(&format!("/proc/{pid}/task")))?;
            }
        }
        Ok(&self.found)
    }

    /// Adds the children of every thread listed in `tasks` (a `/proc/<pid>/task` directory),
    /// as [`Looker::children_in_path`] does; nothing if the process is gone.
    fn children_of_tasks(&mut self, tasks: &Path) -> std::io::Result<()> {
        let tasks = match std::fs::read_dir(tasks) {
            Ok(tasks) => tasks,
            Err(e) if gone(&e) => return Ok(()),
            Err(e) => return Err(e),
        };
        for task in tasks.flatten() {
            self.path.clear();
            let _ = write!(self.path, "{}/children", task.path().display());
            self.children_in_path()?;
        }
        Ok(())
    }

    /// `pid`'s stat, or `None` if it is gone.
    ///
    /// # Errors
    ///
    /// The file cannot be read, or is not a stat line.
    fn read_stat(&mut self, pid: Pid) -> std::io::Result<Option<Stat>> {
        self.path.clear();
        let _ = write!(self.path, "/proc/{pid}/stat");
        match self.read_path() {
            Ok(len) => parse_stat(&self.buffer[..len]).map(Some).ok_or_else(|| {
                std::io::Error::new(std::io::ErrorKind::InvalidData, format!("{} is not a stat line", self.path))
            }),
            Err(e) if gone(&e) => Ok(None),
            Err(e) => Err(e),
        }
    }

    /// Adds the pids listed in the `children` file at `self.path` that are new to this look.
    fn children_in_path(&mut self) -> std::io::Result<()> {
        let len = match self.read_path() {
            Ok(len) => len,
            Err(e) if gone(&e) => return Ok(()),
            Err(e) => return Err(e),
        };
        let listed = self.buffer[..len].split(u8::is_ascii_whitespace).filter(|c| !c.is_empty());
        for child in listed.filter_map(|c| std::str::from_utf8(c).ok()?.parse::<i32>().ok()).map(Pid::from_raw) {
            if self.listed.insert(child) {
                self.todo.push(child);
            }
        }
        Ok(())
    }

    /// Reads the whole file at `self.path` into the buffer: its length. A file kept open from
    /// an earlier look is read again from its start; one whose process has gone since (its pid
    /// may be another's now) is opened again. A new file is kept open while fewer than
    /// [`KEPT_OPEN`] are, else opened, read and closed.
    fn read_path(&mut self) -> std::io::Result<usize> {
        if let Some((file, read)) = self.open.get_mut(&self.path) {
            match read_from_start(file, &mut self.buffer) {
                Ok(len) => {
                    *read = true;
                    return Ok(len);
                }
                Err(e) if gone(&e) => {
                    self.open.remove(&self.path);
                }
                Err(e) => return Err(e),
            }
        }
        let file = std::fs::File::open(&self.path)?;
        let len = read_from_start(&file, &mut self.buffer)?;
        if self.open.len() < KEPT_OPEN {
            self.open.insert(self.path.clone(), (file, true));
        }
        Ok(len)
    }
}

/// Reads `file` from its start into `buffer`: its length. `/proc` and the control groups' files
/// make their text afresh when read from offset 0, and a read shorter than the room left is the
/// end, so a short file kept open is read again with one `pread` (the looks' files here, and
/// the control group's counters).
pub(crate) fn read_from_start(file: &std::fs::File, buffer: &mut Vec<u8>) -> std::io::Result<usize> {
    use std::os::unix::fs::FileExt;
    const ROOM: usize = 1024;
    buffer.clear();
    loop {
        let len = buffer.len();
        buffer.resize(len + ROOM, 0);
        let read = loop {
            match file.read_at(&mut buffer[len..], len as u64) {
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
                other => break other,
            }
        };
        let read = match read {
            Ok(read) => read,
            Err(e) => {
                buffer.truncate(len);
                return Err(e);
            }
        };
        buffer.truncate(len + read);
        if read < ROOM {
            return Ok(buffer.len());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stat_lines_are_read_after_the_last_parenthesis_whatever_the_name() {
        let tail = b" S 1 2 3 0 -1 4194560 10 0 0 0 7 5 30 2 20 0 3 0 100 1000 42 rest";
        for name in [&b"sh"[..], b"a) b (c", b"\xff\xfe)"] {
            let mut line = b"123 (".to_vec();
            line.extend_from_slice(name);
            line.push(b')');
            line.extend_from_slice(tail);
            let stat = parse_stat(&line).unwrap();
            assert_eq!((stat.own_ticks, stat.reaped_ticks, stat.threads, stat.rss_pages), (12, 32, 3, 42));
        }
        assert!(parse_stat(b"123 (sh) S 1 x").is_none());
    }

    #[test]
    fn a_look_finds_every_process_below_the_root_with_its_threads_children() {
        // This test's process has threads (the harness's): a child started from another thread
        // hangs on that thread's list. Each ends by itself within a second.
        let child =
            std::thread::spawn(|| std::process::Command::new("sleep").arg("1").spawn().unwrap()).join().unwrap();
        let parent = std::process::Command::new("sh").args(["-c", "sleep 1 & wait"]).spawn().unwrap();
        std::thread::sleep(std::time::Duration::from_millis(200));
        let mut looker = Looker::default();
        let pids: Vec<i32> = looker.look(Pid::this()).unwrap().iter().map(|p| p.pid.as_raw()).collect();
        for mut process in [child, parent] {
            let id = process.id() as i32;
            assert!(pids.contains(&id), "{id} not in {pids:?}");
            process.wait().unwrap();
        }
        // The sh's sleep, a grandchild, is found too: three at least (other tests' children may
        // be there as well).
        assert!(pids.len() >= 3, "{pids:?}");
        let gone = Pid::from_raw(i32::MAX);
        assert!(looker.look(gone).unwrap().is_empty());
    }

    #[test]
    fn files_stay_open_while_their_process_lives_and_a_gone_one_is_closed() {
        let mut looker = Looker::default();
        let mut first = std::process::Command::new("sleep").arg("5").spawn().unwrap();
        let pid = |p: &std::process::Child| Pid::from_raw(p.id() as i32);
        let stat_of = |p: &std::process::Child| format!("/proc/{}/stat", p.id());
        let found = |looker: &mut Looker, p: &std::process::Child| {
            looker.look(Pid::this()).unwrap().iter().any(|found| found.pid == pid(p))
        };
        assert!(found(&mut looker, &first));
        assert!(found(&mut looker, &first), "read again through the file kept open");
        assert!(looker.open.contains_key(&stat_of(&first)) && looker.open.len() <= KEPT_OPEN);
        first.kill().unwrap();
        first.wait().unwrap();
        let mut second = std::process::Command::new("sleep").arg("5").spawn().unwrap();
        assert!(!found(&mut looker, &first) && found(&mut looker, &second));
        assert!(!looker.open.contains_key(&stat_of(&first)), "the gone process's file is closed");
        second.kill().unwrap();
        second.wait().unwrap();
    }

    #[test]
    fn what_is_gone_is_skipped_and_what_cannot_be_read_is_an_error() {
        // A process or thread that ended between two reads: its files are gone, and it is
        // skipped. A file that is there but cannot be read leaves the tree unknown: an error.
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("file");
        std::fs::write(&file, "1 2").unwrap();
        let mut looker = Looker { path: dir.path().join("missing").display().to_string(), ..Looker::default() };
        assert!(looker.children_in_path().is_ok());
        looker.path = dir.path().display().to_string();
        assert!(looker.children_in_path().is_err(), "a directory is no children list");
        assert!(looker.children_of_tasks(&dir.path().join("missing")).is_ok());
        assert!(looker.children_of_tasks(&file).is_err(), "a file is no task directory");
        assert!(looker.todo.is_empty());
    }
}
