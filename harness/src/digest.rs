//! The SHA-256 keys the harness keeps what it made under (a check's record, a bundle): the
//! files a result follows from, found and hashed one way.

use sha2::{Digest, Sha256};
use std::path::{Path, PathBuf};

/// Adds `files` to `hash`, each its path below `root` (or whole, outside it), its length and
/// its bytes: a key that changes with any file's name or content.
///
/// # Errors
///
/// A file that cannot be read, by path.
pub fn hash_files(hash: &mut Sha256, root: &Path, files: &[PathBuf]) -> Result<(), String> {
    for path in files {
        let bytes = std::fs::read(path).map_err(|e| format!("{}: cannot read: {e}", path.display()))?;
        let relative = path.strip_prefix(root).unwrap_or(path);
        hash.update(relative.to_string_lossy().as_bytes());
        hash.update([0]);
        hash.update((bytes.len() as u64).to_le_bytes());
        hash.update(&bytes);
    }
    Ok(())
}

/// The files under `dir`, skipping hidden entries and build directories (`target`); none when
/// `dir` does not exist.
///
/// # Errors
///
/// A directory that cannot be listed.
pub fn walk(dir: &Path) -> Result<Vec<PathBuf>, String> {
    if !dir.exists() {
        return Ok(Vec::new());
    }
    let mut files = Vec::new();
    let entries = walkdir::WalkDir::new(dir).sort_by_file_name().into_iter().filter_entry(|e| {
        let name = e.file_name().to_string_lossy();
        e.depth() == 0 || !(name.starts_with('.') || name == "target")
    });
    for entry in entries {
        let entry = entry.map_err(|e| format!("{}: {e}", dir.display()))?;
        if entry.file_type().is_file() {
            files.push(entry.into_path());
        }
    }
    Ok(files)
}
