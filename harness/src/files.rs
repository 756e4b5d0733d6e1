//! A directory being written, file by file: what the site and the packages are made with. Each
//! file is named relative to the directory, its folders made as needed, and every error names
//! the path.

use std::path::{Path, PathBuf};
use testkit::diagnostic::Diagnostic;

/// A directory being written, and the files written in it, relative to it.
#[derive(Debug, Clone)]
pub struct Files {
    /// The directory.
    pub dir: PathBuf,
    /// The files written, relative to it, in the order written.
    pub written: Vec<String>,
}

impl Files {
    /// Files to be written in `dir` (made when the first one is).
    pub fn new(dir: &Path) -> Files {
        Files { dir: dir.to_path_buf(), written: Vec::new() }
    }

    /// Writes `bytes` to `relative`.
    ///
    /// # Errors
    ///
    /// Its folder cannot be made, or the file cannot be written.
    pub fn write(&mut self, relative: &str, bytes: &[u8]) -> Result<(), Diagnostic> {
        let path = self.dir.join(relative);
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent).map_err(|e| Diagnostic::new(parent, format!("cannot create: {e}")))?;
        }
        std::fs::write(&path, bytes).map_err(|e| Diagnostic::new(&path, format!("cannot write: {e}")))?;
        self.written.push(relative.to_owned());
        Ok(())
    }

    /// Copies the file `from` to `relative`.
    ///
    /// # Errors
    ///
    /// `from` cannot be read, or as [`Files::write`].
    pub fn copy(&mut self, from: &Path, relative: &str) -> Result<(), Diagnostic> {
        let bytes = std::fs::read(from).map_err(|e| Diagnostic::new(from, format!("cannot read: {e}")))?;
        self.write(relative, &bytes)
    }

    /// Writes `text` to `relative` as an executable script.
    ///
    /// # Errors
    ///
    /// As [`Files::write`], or its mode cannot be set.
    pub fn script(&mut self, relative: &str, text: &str) -> Result<(), Diagnostic> {
        use std::os::unix::fs::PermissionsExt as _;
        self.write(relative, text.as_bytes())?;
        let path = self.dir.join(relative);
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755))
            .map_err(|e| Diagnostic::new(&path, format!("cannot make executable: {e}")))
    }

    /// A link at `relative` to the file `target` of the same directory (both relative to it).
    ///
    /// # Errors
    ///
    /// The link cannot be made.
    pub fn link(&mut self, relative: &str, target: &str) -> Result<(), Diagnostic> {
        let path = self.dir.join(relative);
        let up = "../".repeat(relative.matches('/').count());
        std::os::unix::fs::symlink(format!("{up}{target}"), &path)
            .map_err(|e| Diagnostic::new(&path, format!("cannot link: {e}")))?;
        self.written.push(relative.to_owned());
        Ok(())
    }

    /// The files written, sorted.
    pub fn sorted(mut self) -> Vec<String> {
        self.written.sort();
        self.written
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn files_are_written_with_their_folders_and_errors_name_the_path() {
        let tmp = tempfile::tempdir().unwrap();
        let mut files = Files::new(&tmp.path().join("out"));
        files.write("b/c.txt", b"c").unwrap();
        files.script("run", "#!/bin/sh\n").unwrap();
        files.link("b/d.txt", "b/c.txt").unwrap();
        files.copy(&tmp.path().join("out/b/c.txt"), "a.txt").unwrap();
        assert_eq!(std::fs::read_to_string(tmp.path().join("out/b/d.txt")).unwrap(), "c");
        use std::os::unix::fs::PermissionsExt as _;
        let mode = std::fs::metadata(tmp.path().join("out/run")).unwrap().permissions().mode();
        assert_eq!(mode & 0o777, 0o755);
        let missing = files.copy(&tmp.path().join("nowhere"), "x").unwrap_err();
        assert_eq!(missing.path, tmp.path().join("nowhere"));
        assert_eq!(files.sorted(), ["a.txt", "b/c.txt", "b/d.txt", "run"]);
    }
}
