//! What went wrong with a run, and the file it is about.

use std::fmt;
use std::path::{Path, PathBuf};

/// What went wrong with a run, and the file it is about: the program, an input, the guard.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Error {
    /// The file at fault.
    pub path: PathBuf,
    /// What is wrong, in one line.
    pub message: String,
}

impl Error {
    /// An error about `path`.
    pub fn new(path: &Path, message: impl Into<String>) -> Self {
        Error { path: path.to_path_buf(), message: message.into() }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.path.display(), self.message)
    }
}

impl std::error::Error for Error {}
