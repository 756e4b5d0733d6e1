//! What went wrong, and where: every error the harness reports about a file names it.

use std::fmt;
use std::path::{Path, PathBuf};

/// A problem found in a file or directory: its path, the line when known, and a message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Diagnostic {
    /// The file or directory at fault.
    pub path: PathBuf,
    /// The 1-based line, when the mistake is on one line of a text file.
    pub line: Option<usize>,
    /// What is wrong, in one line.
    pub message: String,
}

impl Diagnostic {
    /// A diagnostic about `path` as a whole.
    pub fn new(path: &Path, message: impl Into<String>) -> Self {
        Diagnostic { path: path.to_path_buf(), line: None, message: message.into() }
    }

    /// A diagnostic about one line of `path`.
    pub fn at_line(path: &Path, line: usize, message: impl Into<String>) -> Self {
        Diagnostic { path: path.to_path_buf(), line: Some(line), message: message.into() }
    }
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.line {
            Some(line) => write!(f, "{}:{line}: {}", self.path.display(), self.message),
            None => write!(f, "{}: {}", self.path.display(), self.message),
        }
    }
}

impl std::error::Error for Diagnostic {}

impl From<runguard::Error> for Diagnostic {
    fn from(e: runguard::Error) -> Self {
        Diagnostic { path: e.path, line: None, message: e.message }
    }
}
