//! The program's files as a run sees them: its executable found, a script's interpreter, its
//! input checked and sealed, and the environment it gets.

use crate::Error as Diagnostic;
use std::io::Read;
use std::os::fd::OwnedFd;
use std::path::{Path, PathBuf};

/// Where a solution's commands are looked up: a judge's fixed search path, the same on every
/// machine, and inside the box.
pub const SEARCH_PATH: &str = "/usr/local/bin:/usr/bin:/bin";

/// The environment a solution gets: the judge's search path, a locale, and its work directory
/// as home and temporary directory. Nothing of the judge's environment leaks through.
pub(super) fn solution_env(workdir: &Path) -> Vec<(String, String)> {
    let home = workdir.display().to_string();
    vec![
        ("PATH".into(), SEARCH_PATH.into()),
        ("LANG".into(), "C.UTF-8".into()),
        ("HOME".into(), home.clone()),
        ("TMPDIR".into(), home),
    ]
}

/// The absolute path of an executable: `path` itself if it names a file, else looked up in
/// [`SEARCH_PATH`] as a shell would.
pub(super) fn resolve(path: &Path) -> Result<PathBuf, Diagnostic> {
    use std::os::unix::fs::PermissionsExt;
    let executable = |p: &Path| std::fs::metadata(p).is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o111 != 0);
    if path.components().count() > 1 || path.is_absolute() {
        if !path.exists() {
            return Err(Diagnostic::new(path, "no such file"));
        }
        if !executable(path) {
            return Err(Diagnostic::new(path, "not an executable file"));
        }
        return std::path::absolute(path).map_err(|e| Diagnostic::new(path, e.to_string()));
    }
    std::env::split_paths(SEARCH_PATH)
        .map(|dir| dir.join(path))
        .find(|candidate| executable(candidate))
        .ok_or_else(|| Diagnostic::new(path, format!("not found in {SEARCH_PATH}")))
}

/// The interpreter a script names on its `#!` line, which the box must hold too.
pub(super) fn interpreter(executable: &Path) -> Option<PathBuf> {
    let mut head = [0u8; 256];
    let n = std::fs::File::open(executable).and_then(|mut f| f.read(&mut head)).ok()?;
    let line = head[..n].strip_prefix(b"#!")?;
    let line = &line[..line.iter().position(|b| *b == b'\n').unwrap_or(line.len())];
    let text = std::str::from_utf8(line).ok()?;
    let program = text.split_whitespace().next()?;
    Some(PathBuf::from(program)).filter(|p| p.is_absolute())
}

/// The build directory `exe` lives in, whose binaries solutions must not run: the nearest
/// directory above it that cargo marks as its own (`CACHEDIR.TAG`, or `.rustc_info.json`, which
/// cargo rewrites on every build where the tag, written once, may have been deleted). Failing
/// both, the directory `exe` is in, or the one above `deps/`: the jury's binaries are never left
/// in reach because a marker is missing.
pub(super) fn build_dir(exe: &Path) -> Option<PathBuf> {
    let marked = |dir: &&Path| dir.join("CACHEDIR.TAG").is_file() || dir.join(".rustc_info.json").is_file();
    if let Some(dir) = exe.ancestors().skip(1).find(marked) {
        return Some(dir.to_path_buf());
    }
    let dir = exe.parent().filter(|dir| !dir.as_os_str().is_empty())?;
    Some(if dir.file_name() == Some("deps".as_ref()) { dir.parent().unwrap_or(dir) } else { dir }.to_path_buf())
}

/// A copy of the file at `path` in memory, sealed against any change and read from its start:
/// what a program gets as its standard input instead of the file. Holding the file itself, a
/// program could change it through its descriptor (its mode, times or extended attributes when
/// the box's user owns it, locks and leases on it, its contents reopened through
/// `/proc/self/fd/0`); the copy belongs to no directory, and only its bytes can be read. The
/// kernel copies the bytes (`copy_file_range`), a few microseconds for a case of a few
/// kilobytes, and about a millisecond for the largest (a few megabytes).
///
/// # Errors
///
/// The file cannot be read, or the copy cannot be made, by path.
pub fn sealed_copy(path: &Path) -> Result<OwnedFd, Diagnostic> {
    use nix::fcntl::{FcntlArg, SealFlag, fcntl};
    use nix::sys::memfd::{MFdFlags, memfd_create};
    use std::io::Seek;
    let failed = |what: &str, e: &dyn std::fmt::Display| Diagnostic::new(path, format!("cannot {what}: {e}"));
    let mut file = std::fs::File::open(path).map_err(|e| failed("open", &e))?;
    let memfd = memfd_create("sg-input", MFdFlags::MFD_CLOEXEC | MFdFlags::MFD_ALLOW_SEALING)
        .map_err(|e| failed("make a copy in memory", &e))?;
    let mut copy = std::fs::File::from(memfd);
    std::io::copy(&mut file, &mut copy).map_err(|e| failed("copy", &e))?;
    let seals = SealFlag::F_SEAL_SEAL | SealFlag::F_SEAL_SHRINK | SealFlag::F_SEAL_GROW | SealFlag::F_SEAL_WRITE;
    fcntl(&copy, FcntlArg::F_ADD_SEALS(seals)).map_err(|e| failed("seal the copy", &e))?;
    copy.rewind().map_err(|e| failed("rewind the copy", &e))?;
    Ok(OwnedFd::from(copy))
}

/// Checks that `path` is a regular file: a FIFO or a device as input would hang or flood.
///
/// # Errors
///
/// An error naming the path and what it is instead.
pub fn regular_file(path: &Path) -> Result<(), Diagnostic> {
    use std::os::unix::fs::FileTypeExt;
    let kind = std::fs::metadata(path).map_err(|e| Diagnostic::new(path, format!("cannot read: {e}")))?.file_type();
    let what = if kind.is_file() {
        return Ok(());
    } else if kind.is_dir() {
        "a directory"
    } else if kind.is_fifo() {
        "a FIFO"
    } else if kind.is_char_device() || kind.is_block_device() {
        "a device"
    } else if kind.is_socket() {
        "a socket"
    } else {
        "not a regular file"
    };
    Err(Diagnostic::new(path, format!("{what}, not a regular file")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plans_count_milliseconds_and_give_a_bare_environment() {
        let env = solution_env(Path::new("/scratch/work"));
        let keys: Vec<&str> = env.iter().map(|(k, _)| k.as_str()).collect();
        assert_eq!(keys, ["PATH", "LANG", "HOME", "TMPDIR"]);
        assert_eq!(env[0].1, SEARCH_PATH, "the judge's search path, not the user's");
        assert_eq!((env[2].1.as_str(), env[3].1.as_str()), ("/scratch/work", "/scratch/work"));
        assert_eq!(env[1].1, "C.UTF-8");
    }

    #[test]
    fn the_build_directory_is_found_with_or_without_its_tag() -> std::io::Result<()> {
        let root = tempfile::tempdir()?;
        let deps = root.path().join("target/debug/deps");
        std::fs::create_dir_all(&deps)?;
        let exe = deps.join("judge-0123");
        // No marker at all: the profile's directory, above `deps/`.
        assert_eq!(build_dir(&exe).as_deref(), Some(root.path().join("target/debug").as_path()));
        assert_eq!(build_dir(&root.path().join("tool")).as_deref(), Some(root.path()));
        // cargo's information file alone (a deleted tag), then the tag itself.
        std::fs::write(root.path().join("target/.rustc_info.json"), "{}")?;
        assert_eq!(build_dir(&exe).as_deref(), Some(root.path().join("target").as_path()));
        std::fs::remove_file(root.path().join("target/.rustc_info.json"))?;
        std::fs::write(root.path().join("target/CACHEDIR.TAG"), "Signature: 8a477f597d28d172789f06886806bc55")?;
        assert_eq!(build_dir(&exe).as_deref(), Some(root.path().join("target").as_path()));
        Ok(())
    }
}
