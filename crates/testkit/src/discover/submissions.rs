//! The submissions of a problem: the folders by expected verdict, and their languages.

use crate::diagnostic::Diagnostic;
use crate::report::Verdict;
use std::path::{Path, PathBuf};

/// The folders of `submissions/`, and the verdicts each accepts: Kattis' reading, where an
/// output past the cap is a wrong answer and a memory overrun a run-time error. `brute_force`
/// is the 2025-09 format's: a search that would be right but runs out of time or memory,
/// whichever a judge's stack and memory rules make come first; never a wrong answer.
pub const FOLDERS: [(&str, &[Verdict]); 5] = [
    ("accepted", &[Verdict::Ac]),
    ("wrong_answer", &[Verdict::Wa, Verdict::Ole]),
    ("time_limit_exceeded", &[Verdict::Tle]),
    ("run_time_error", &[Verdict::Re, Verdict::Mle]),
    ("brute_force", &[Verdict::Tle, Verdict::Re, Verdict::Mle]),
];

/// The language of a submission, from its extension.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Language {
    /// `.cpp`: `g++ -std=gnu++17 -O2`.
    Cpp,
    /// `.py`: `python3`.
    Python,
    /// `.rs`: `rustc --edition 2021 -O`.
    Rust,
}

/// One file of `submissions/`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Submission {
    /// The source file.
    pub path: PathBuf,
    /// Its folder, which names the verdicts it must get.
    pub folder: &'static str,
    /// The verdicts its folder accepts.
    pub expected: &'static [Verdict],
    /// Its language.
    pub language: Language,
}

impl Submission {
    /// `folder/file`, as tests and reports name it.
    pub fn name(&self) -> String {
        let file = self.path.file_name().map(|f| f.to_string_lossy().into_owned()).unwrap_or_default();
        format!("{}/{file}", self.folder)
    }
}

/// The submissions of the problem in `dir`, sorted by folder then name; none if it has no
/// `submissions/`.
///
/// # Errors
///
/// A folder or a file that breaks the layout: an unknown folder, a file outside the folders, a
/// file of another language.
pub fn submissions(dir: &Path) -> Result<Vec<Submission>, Vec<Diagnostic>> {
    let root = dir.join("submissions");
    let mut found = Vec::new();
    let mut errors = Vec::new();
    let Ok(entries) = std::fs::read_dir(&root) else { return Ok(found) };
    for entry in entries.flatten() {
        let path = entry.path();
        let name = entry.file_name().to_string_lossy().into_owned();
        let Some(&(folder, expected)) = FOLDERS.iter().find(|(f, _)| *f == name).filter(|_| path.is_dir()) else {
            let folders: Vec<&str> = FOLDERS.iter().map(|(f, _)| *f).collect();
            errors.push(Diagnostic::new(&path, format!("not a submissions folder (one of {})", folders.join(", "))));
            continue;
        };
        for file in std::fs::read_dir(&path).into_iter().flatten().flatten() {
            let path = file.path();
            let language = match path.extension().and_then(|e| e.to_str()) {
                Some("cpp") => Language::Cpp,
                Some("py") => Language::Python,
                Some("rs") => Language::Rust,
                _ => {
                    errors.push(Diagnostic::new(&path, "a submission is one .cpp, .py or .rs file"));
                    continue;
                }
            };
            found.push(Submission { path, folder, expected, language });
        }
    }
    found.sort_by(|a, b| {
        let rank = |s: &Submission| FOLDERS.iter().position(|(f, _)| *f == s.folder);
        (rank(a), &a.path).cmp(&(rank(b), &b.path))
    });
    if errors.is_empty() { Ok(found) } else { Err(errors) }
}
