//! The scratch directories of runs, pooled.

use crate::Error as Diagnostic;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

/// A run's scratch directory: `work/`, the solution's empty working directory, and the guard's
/// report beside it. Directories are reused from run to run (making and removing them is a
/// good part of a run's cost), each emptied before it is handed out again.
#[derive(Debug)]
pub(super) struct Scratch {
    dir: Option<tempfile::TempDir>,
    pool: Arc<Mutex<Vec<tempfile::TempDir>>>,
}

impl Scratch {
    pub(super) fn path(&self) -> &Path {
        self.dir.as_ref().map_or(Path::new(""), tempfile::TempDir::path)
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        if let (Some(dir), Ok(mut pool)) = (self.dir.take(), self.pool.lock()) {
            pool.push(dir);
        }
    }
}

impl Scratch {
    /// A scratch directory from `pool` (or a new one), with an empty `work/` and no report.
    pub(super) fn take(pool: &Arc<Mutex<Vec<tempfile::TempDir>>>) -> Result<Scratch, Diagnostic> {
        let reused = pool.lock().ok().and_then(|mut pool| pool.pop());
        let dir = match reused {
            Some(dir) => dir,
            None => {
                let root = scratch_root();
                std::fs::create_dir_all(&root)
                    .and_then(|()| tempfile::Builder::new().prefix("run-").tempdir_in(&root))
                    .map_err(|e| Diagnostic::new(&root, format!("cannot create a scratch directory: {e}")))?
            }
        };
        let work = dir.path().join("work");
        let root = dir.path().join("root");
        if !root.is_dir() {
            std::fs::create_dir(&root).map_err(|e| Diagnostic::new(&root, format!("cannot create: {e}")))?;
        }
        let report = dir.path().join("report.json");
        let _ = std::fs::remove_file(&report);
        let empty = std::fs::read_dir(&work).map(|mut entries| entries.next().is_none());
        if !matches!(empty, Ok(true)) {
            let _ = std::fs::remove_dir_all(&work);
            std::fs::create_dir(&work).map_err(|e| Diagnostic::new(&work, format!("cannot create: {e}")))?;
        }
        Ok(Scratch { dir: Some(dir), pool: Arc::clone(pool) })
    }
}

/// Where this process keeps its pooled scratch directories: `sg-runs-<pid>` in the temporary
/// directory. A process that exits without dropping its runner (tests end with `exit`) leaves
/// it behind, so the first runner of every process removes those of processes that are gone.
fn scratch_root() -> PathBuf {
    static SWEPT: std::sync::Once = std::sync::Once::new();
    let temp = std::env::temp_dir();
    SWEPT.call_once(|| {
        let Ok(entries) = std::fs::read_dir(&temp) else { return };
        for entry in entries.flatten() {
            let name = entry.file_name();
            let pid = name.to_str().and_then(|n| n.strip_prefix("sg-runs-")).and_then(|p| p.parse::<u32>().ok());
            if pid.is_some_and(|pid| pid != std::process::id() && !Path::new(&format!("/proc/{pid}")).exists()) {
                let _ = std::fs::remove_dir_all(entry.path());
            }
        }
    });
    temp.join(format!("sg-runs-{}", std::process::id()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_scratch_root_of_a_process_removes_those_of_processes_that_are_gone() {
        let temp = std::env::temp_dir();
        // No process has this pid (pids stay below 2^22); pid 1 is always alive.
        let (gone, alive) = (temp.join("sg-runs-4294967294"), temp.join("sg-runs-1"));
        std::fs::create_dir_all(gone.join("run-x")).unwrap();
        let alive_was_there = alive.exists();
        std::fs::create_dir_all(&alive).unwrap();
        let root = scratch_root();
        let (gone_left, alive_left) = (gone.exists(), alive.exists());
        if !alive_was_there {
            let _ = std::fs::remove_dir_all(&alive);
        }
        assert_eq!(root, temp.join(format!("sg-runs-{}", std::process::id())));
        assert!(!gone_left, "the directory of a process that is gone is removed");
        assert!(alive_left, "the directory of a live process is kept");
    }
}
