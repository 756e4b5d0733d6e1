//! A problem directory loaded: its metadata and cases; finding the problems of a workspace.

use super::files::{Case, cases};
use crate::diagnostic::Diagnostic;
use crate::generated;
use crate::meta::{self, Kind, Meta};
use crate::report::counted;
use std::path::{Path, PathBuf};

/// A problem directory with its metadata and cases.
#[derive(Debug, Clone)]
pub struct Problem {
    /// Directory name = package name = binary name.
    pub slug: String,
    /// The directory.
    pub dir: PathBuf,
    /// `problem.toml`.
    pub meta: Meta,
    /// The cases, sorted by name.
    pub cases: Vec<Case>,
}

impl Problem {
    /// Its generated cases, for [`generated::make`].
    pub fn pinned(&self) -> Vec<generated::Pinned<'_>> {
        self.cases
            .iter()
            .filter_map(|c| {
                let sha256 = c.pin.as_deref()?;
                Some(generated::Pinned { name: &c.name, input: &c.input, sha256 })
            })
            .collect()
    }
}

/// The workspace in one line, as `harness list --summary` prints it (the command the README's
/// Problems section names):
/// problems by kind, cases, samples among them and those generated from a seed.
///
/// # Example
///
/// ```
/// # use testkit::discover::{census, Problem};
/// let none: Vec<Problem> = Vec::new();
/// assert_eq!(census(&none), "0 problems (0 batch, 0 checker, 0 interactive), 0 cases (0 samples, 0 generated from a seed)");
/// ```
pub fn census(problems: &[Problem]) -> String {
    let kinds = [Kind::Batch, Kind::Checker, Kind::Interactive]
        .map(|kind| format!("{} {kind}", problems.iter().filter(|p| p.meta.kind == kind).count()));
    let cases = problems.iter().flat_map(|p| &p.cases);
    let samples = cases.clone().filter(|c| c.name.starts_with("00-sample")).count();
    let generated = cases.clone().filter(|c| c.pin.is_some()).count();
    format!(
        "{} ({}), {} ({}, {generated} generated from a seed)",
        counted(problems.len(), "problem"),
        kinds.join(", "),
        counted(cases.clone().count(), "case"),
        counted(samples, "sample")
    )
}

/// Whether `slug` is lowercase words of letters and digits joined by `-`, starting with a
/// letter.
pub fn valid_slug(slug: &str) -> bool {
    !slug.is_empty()
        && slug.starts_with(|c: char| c.is_ascii_lowercase())
        && slug.split('-').all(|w| !w.is_empty() && w.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit()))
}

/// The problem directories under `<root>/problems`, sorted; hidden entries and `target` are
/// skipped.
///
/// # Errors
///
/// Fails if the directory cannot be read, or holds a file instead of a directory.
pub fn problem_dirs(root: &Path) -> Result<Vec<PathBuf>, Vec<Diagnostic>> {
    let problems = root.join("problems");
    let mut dirs = Vec::new();
    let mut errors = Vec::new();
    let walker = walkdir::WalkDir::new(&problems).min_depth(1).max_depth(1).sort_by_file_name();
    for entry in walker {
        match entry {
            Ok(e) => {
                let name = e.file_name().to_string_lossy();
                if name.starts_with('.') || name == "target" {
                    continue;
                }
                if e.file_type().is_dir() {
                    dirs.push(e.into_path());
                } else {
                    errors.push(Diagnostic::new(e.path(), "not a problem directory (a file in problems/)"));
                }
            }
            Err(e) => errors.push(Diagnostic::new(&problems, format!("cannot read: {e}"))),
        }
    }
    if errors.is_empty() { Ok(dirs) } else { Err(errors) }
}

/// Loads one problem directory: its metadata and cases.
///
/// # Errors
///
/// Everything [`meta::load`] and [`cases`] report.
pub fn load(dir: &Path) -> Result<Problem, Vec<Diagnostic>> {
    let slug = dir.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    let meta = meta::load(dir);
    let cases = cases(dir);
    match (meta, cases) {
        (Ok(meta), Ok(cases)) => Ok(Problem { slug, dir: dir.to_path_buf(), meta, cases }),
        (meta, cases) => Err(meta.err().into_iter().chain(cases.err()).flatten().collect()),
    }
}
