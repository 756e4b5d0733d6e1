//! Finding problems and their cases, and checking each directory against the rules.

use crate::meta::{self, Meta};
use std::path::{Path, PathBuf};

/// One judge case: `<dir>/cases/<name>.in` and `<name>.out`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Case {
    /// The file name without extension, e.g. `00-sample-1`.
    pub name: String,
    /// The input file.
    pub input: PathBuf,
    /// The expected output file.
    pub output: PathBuf,
}

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

/// Whether `slug` is lowercase words of letters and digits joined by `-`, starting with a
/// letter.
pub fn valid_slug(slug: &str) -> bool {
    !slug.is_empty()
        && slug.starts_with(|c: char| c.is_ascii_lowercase())
        && slug.split('-').all(|w| !w.is_empty() && w.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit()))
}

/// Whether `name` is a valid case file name: `[a-z0-9][a-z0-9_.-]*`.
pub fn valid_case_file(name: &str) -> bool {
    name.starts_with(|c: char| c.is_ascii_lowercase() || c.is_ascii_digit())
        && name.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b"_.-".contains(&b))
}

/// The workspace root: the nearest ancestor of the current directory whose `Cargo.toml`
/// declares `[workspace]` and has a `problems` directory; failing that, the parent of this
/// crate's source directory.
pub fn workspace_root() -> PathBuf {
    if let Ok(cwd) = std::env::current_dir() {
        for dir in cwd.ancestors() {
            let manifest = dir.join("Cargo.toml");
            let is_workspace =
                std::fs::read_to_string(&manifest).is_ok_and(|t| t.lines().any(|l| l.trim() == "[workspace]"));
            if is_workspace && dir.join("problems").is_dir() {
                return dir.to_path_buf();
            }
        }
    }
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().map_or_else(|| PathBuf::from("."), Path::to_path_buf)
}

/// The problem directories under `<root>/problems`, sorted; hidden entries and `target` are
/// skipped.
///
/// # Errors
///
/// Fails if the directory cannot be read, or holds a file instead of a directory.
pub fn problem_dirs(root: &Path) -> Result<Vec<PathBuf>, Vec<String>> {
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
                    errors.push(format!("{}: not a problem directory (a file in problems/)", e.path().display()));
                }
            }
            Err(e) => errors.push(format!("{}: cannot read: {e}", problems.display())),
        }
    }
    if errors.is_empty() { Ok(dirs) } else { Err(errors) }
}

/// The cases of a problem directory, paired and sorted.
///
/// # Errors
///
/// One message per broken rule: an unreadable `cases/`, a file that is not `.in` or `.out`,
/// a bad file name, an `.in` without its `.out` or the reverse, a file with CR line endings,
/// an empty file, or one that does not end with a newline.
pub fn cases(dir: &Path) -> Result<Vec<Case>, Vec<String>> {
    let cases_dir = dir.join("cases");
    let entries = match std::fs::read_dir(&cases_dir) {
        Ok(entries) => entries,
        Err(e) => return Err(vec![format!("{}: cannot read: {e}", cases_dir.display())]),
    };
    let mut errors = Vec::new();
    let mut stems: Vec<(String, bool)> = Vec::new();
    for entry in entries {
        let entry = match entry {
            Ok(e) => e,
            Err(e) => {
                errors.push(format!("{}: cannot read: {e}", cases_dir.display()));
                continue;
            }
        };
        let path = entry.path();
        let file_name = entry.file_name().to_string_lossy().into_owned();
        let (stem, is_input) = match (file_name.strip_suffix(".in"), file_name.strip_suffix(".out")) {
            (Some(stem), _) => (stem.to_owned(), true),
            (_, Some(stem)) => (stem.to_owned(), false),
            _ => {
                errors.push(format!("{}: not a case file (expected a .in or .out file)", path.display()));
                continue;
            }
        };
        if !valid_case_file(&file_name) {
            errors.push(format!("{}: bad case file name (use [a-z0-9][a-z0-9_.-]*)", path.display()));
            continue;
        }
        match std::fs::read(&path) {
            Ok(bytes) if bytes.is_empty() => errors.push(format!("{}: empty case file", path.display())),
            Ok(bytes) if bytes.contains(&b'\r') => {
                errors.push(format!("{}: CR line endings (case files use LF)", path.display()));
            }
            Ok(bytes) if !bytes.ends_with(b"\n") => {
                errors.push(format!("{}: does not end with a newline", path.display()));
            }
            Ok(_) => stems.push((stem, is_input)),
            Err(e) => errors.push(format!("{}: cannot read: {e}", path.display())),
        }
    }
    stems.sort();
    let mut cases = Vec::new();
    let mut i = 0;
    while i < stems.len() {
        let (stem, is_input) = &stems[i];
        let paired = stems.get(i + 1).is_some_and(|(next, _)| next == stem);
        if paired {
            cases.push(Case {
                name: stem.clone(),
                input: cases_dir.join(format!("{stem}.in")),
                output: cases_dir.join(format!("{stem}.out")),
            });
            i += 2;
        } else {
            let (have, missing) = if *is_input { ("in", "out") } else { ("out", "in") };
            errors.push(format!(
                "{}: has no matching {}",
                cases_dir.join(format!("{stem}.{have}")).display(),
                cases_dir.join(format!("{stem}.{missing}")).display()
            ));
            i += 1;
        }
    }
    if errors.is_empty() { Ok(cases) } else { Err(errors) }
}

/// Loads one problem directory: its metadata and cases.
///
/// # Errors
///
/// Everything [`meta::load`] and [`cases`] report.
pub fn load(dir: &Path) -> Result<Problem, Vec<String>> {
    let slug = dir.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    let meta = meta::load(dir);
    let cases = cases(dir);
    match (meta, cases) {
        (Ok(meta), Ok(cases)) => Ok(Problem { slug, dir: dir.to_path_buf(), meta, cases }),
        (meta, cases) => Err(meta.err().into_iter().chain(cases.err()).flatten().collect()),
    }
}

/// The package name declared in the `[package]` table of a `Cargo.toml`.
fn package_name(manifest: &str) -> Option<String> {
    let mut in_package = false;
    for line in manifest.lines().map(str::trim) {
        if line.starts_with('[') {
            in_package = line == "[package]";
        } else if in_package {
            if let Some(value) = line.strip_prefix("name").map(str::trim_start).and_then(|l| l.strip_prefix('=')) {
                return Some(value.trim().trim_matches('"').to_owned());
            }
        }
    }
    None
}

/// Loads a problem directory after checking every rule of its anatomy: the crate and its
/// package name, `problem.toml`, the README and its sections, the sources and tests, the cases
/// (a sample and a maximal case at least).
///
/// # Errors
///
/// Every rule the directory breaks, each naming the path.
pub fn load_checked(dir: &Path) -> Result<Problem, Vec<String>> {
    let mut errors = Vec::new();
    let slug = dir.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    let show = |p: &str| dir.join(p).display().to_string();
    if !valid_slug(&slug) {
        errors.push(format!("{}: bad slug (lowercase words joined by `-`)", dir.display()));
    }
    match std::fs::read_to_string(dir.join("Cargo.toml")) {
        Ok(manifest) => {
            match package_name(&manifest) {
                Some(name) if name == slug => {}
                Some(name) => errors.push(format!(
                    "{}: package name `{name}` differs from the directory name `{slug}`",
                    show("Cargo.toml")
                )),
                None => errors.push(format!("{}: no package name", show("Cargo.toml"))),
            }
            let judge_test = manifest.contains("name = \"judge\"") && manifest.contains("harness = false");
            if !judge_test {
                errors.push(format!("{}: needs a [[test]] named \"judge\" with harness = false", show("Cargo.toml")));
            }
        }
        Err(_) => errors.push(format!("{}: missing (a problem is a crate)", show("Cargo.toml"))),
    }
    for file in ["src/main.rs", "tests/judge.rs", "tests/stress.rs"] {
        if !dir.join(file).is_file() {
            errors.push(format!("{}: missing", show(file)));
        }
    }
    match std::fs::read_to_string(dir.join("README.md")) {
        Ok(readme) => {
            for section in ["## Input", "## Output", "## Constraints", "## Samples", "## Solution", "## Pitfalls"] {
                if !readme.lines().any(|l| l.trim_end() == section) {
                    errors.push(format!("{}: missing section `{section}`", show("README.md")));
                }
            }
        }
        Err(_) => errors.push(format!("{}: missing", show("README.md"))),
    }
    match load(dir) {
        Ok(problem) => {
            for (prefix, what) in
                [("00-sample", "an official or derived sample"), ("30-max", "a case at the maximum sizes")]
            {
                if !problem.cases.iter().any(|c| c.name.starts_with(prefix)) {
                    errors.push(format!("{}: no `{prefix}-*` case ({what})", show("cases")));
                }
            }
            if errors.is_empty() {
                return Ok(problem);
            }
        }
        Err(e) => errors.extend(e),
    }
    Err(errors)
}

/// Every way a problem directory breaks the rules of its anatomy (empty if none), as
/// [`load_checked`] reports them.
pub fn check_structure(dir: &Path) -> Vec<String> {
    load_checked(dir).err().unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slugs_and_case_names() {
        for good in ["s-nim", "nim", "good-luck-cet4", "zz-demo"] {
            assert!(valid_slug(good), "{good}");
        }
        for bad in ["", "S-Nim", "-nim", "nim-", "a--b", "4nim", "a_b", "a b"] {
            assert!(!valid_slug(bad), "{bad:?}");
        }
        for good in ["00-sample-1.in", "20-random_3.out", "x.in"] {
            assert!(valid_case_file(good), "{good}");
        }
        for bad in ["-a.in", "A.in", "a b.in", ".in", "é.in"] {
            assert!(!valid_case_file(bad), "{bad:?}");
        }
    }

    #[test]
    fn package_names() {
        let manifest = "[package]\nname = \"s-nim\"\n[dependencies]\nname = \"x\"\n";
        assert_eq!(package_name(manifest).as_deref(), Some("s-nim"));
        assert_eq!(package_name("[dependencies]\nname = \"x\"\n"), None);
    }
}
