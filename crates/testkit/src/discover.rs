//! Finding problems and their cases, and checking each directory against the rules.

use crate::diagnostic::Diagnostic;
use crate::generated;
use crate::meta::{self, Kind, Meta};
pub use crate::paths::{target_dir, workspace_root};
use crate::report::{Verdict, counted};
use serde::Deserialize;
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// One judge case: `<dir>/cases/<name>.in` and `<name>.out`, or a generated input (see
/// [`generated`]) and `<name>.out`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Case {
    /// The file name without extension, e.g. `00-sample-1`.
    pub name: String,
    /// The input file: under the build directory for a generated input, which exists once
    /// [`generated::make`] has made it.
    pub input: PathBuf,
    /// The expected output file.
    pub output: PathBuf,
    /// For a generated input, the SHA-256 it is pinned to.
    pub pin: Option<String>,
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

/// The workspace in one line, as `harness list --summary` prints it and the README states it:
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

/// Whether `name` is a valid case file name: `[a-z0-9][a-z0-9_.-]*`.
pub fn valid_case_file(name: &str) -> bool {
    name.starts_with(|c: char| c.is_ascii_lowercase() || c.is_ascii_digit())
        && name.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b"_.-".contains(&b))
}

/// Whether a problem's manifest declares its per-case test: `[[test]]` named `judge` with
/// `harness = false`.
fn has_judge_test(manifest: &Manifest) -> bool {
    manifest.test.iter().any(|t| t.name.as_deref() == Some("judge") && t.harness == Some(false))
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

/// The cases of a problem directory, paired and sorted: stored `.in`/`.out` pairs, and the
/// generated inputs that `cases/generated.toml` pins, each with its stored `.out`.
///
/// # Errors
///
/// One diagnostic per broken rule: an unreadable `cases/`, a file that is not `.in` or `.out`,
/// a bad file name, something other than a regular file (a FIFO or a device would block the
/// judge), an `.in` without its `.out` or the reverse, a file with CR line endings, an empty
/// file, or one that does not end with a newline; a manifest that cannot be read, a pinned
/// case without its `.out`, or one that is also stored.
pub fn cases(dir: &Path) -> Result<Vec<Case>, Vec<Diagnostic>> {
    let cases_dir = dir.join("cases");
    let entries = match std::fs::read_dir(&cases_dir) {
        Ok(entries) => entries,
        Err(e) => return Err(vec![Diagnostic::new(&cases_dir, format!("cannot read: {e}"))]),
    };
    let mut errors = Vec::new();
    let (mut inputs, mut outputs) = (BTreeSet::new(), BTreeSet::new());
    for entry in entries {
        let entry = match entry {
            Ok(e) => e,
            Err(e) => {
                errors.push(Diagnostic::new(&cases_dir, format!("cannot read: {e}")));
                continue;
            }
        };
        let path = entry.path();
        let file_name = entry.file_name().to_string_lossy().into_owned();
        if file_name == generated::MANIFEST {
            continue;
        }
        let (stem, is_input) = match (file_name.strip_suffix(".in"), file_name.strip_suffix(".out")) {
            (Some(stem), _) => (stem.to_owned(), true),
            (_, Some(stem)) => (stem.to_owned(), false),
            _ => {
                errors.push(Diagnostic::new(&path, "not a case file (expected a .in or .out file)"));
                continue;
            }
        };
        if !valid_case_file(&file_name) {
            errors.push(Diagnostic::new(&path, "bad case file name (use [a-z0-9][a-z0-9_.-]*)"));
            continue;
        }
        let broken = match regular_file(&path).map(|()| std::fs::read(&path)) {
            Err(e) => Some(e),
            Ok(Err(e)) => Some(Diagnostic::new(&path, format!("cannot read: {e}"))),
            Ok(Ok(bytes)) if bytes.is_empty() => Some(Diagnostic::new(&path, "empty case file")),
            Ok(Ok(bytes)) if bytes.contains(&b'\r') => {
                Some(Diagnostic::new(&path, "CR line endings (case files use LF)"))
            }
            Ok(Ok(bytes)) if !bytes.ends_with(b"\n") => Some(Diagnostic::new(&path, "does not end with a newline")),
            Ok(Ok(_)) => None,
        };
        errors.extend(broken);
        // Paired even when broken, so that its partner is not reported as well.
        if is_input {
            inputs.insert(stem)
        } else {
            outputs.insert(stem)
        };
    }
    let manifest = generated::read_manifest(dir).unwrap_or_else(|e| {
        errors.push(e);
        generated::Manifest::new()
    });
    let manifest_path = cases_dir.join(generated::MANIFEST);
    let generated_dir = generated::output_dir(dir);
    let mut cases = Vec::new();
    for stem in
        inputs.union(&outputs).chain(manifest.keys().filter(|name| !inputs.contains(*name) && !outputs.contains(*name)))
    {
        let (stored, answered, pin) = (inputs.contains(stem), outputs.contains(stem), manifest.get(stem));
        let output = cases_dir.join(format!("{stem}.out"));
        let missing = |have: &str, missing: &str| {
            Diagnostic::new(
                &cases_dir.join(format!("{stem}.{have}")),
                format!("has no matching {}", cases_dir.join(format!("{stem}.{missing}")).display()),
            )
        };
        match (stored, answered, pin) {
            (true, true, None) => {
                cases.push(Case { name: stem.clone(), input: cases_dir.join(format!("{stem}.in")), output, pin: None });
            }
            (false, true, Some(pin)) => cases.push(Case {
                name: stem.clone(),
                input: generated_dir.join(format!("{stem}.in")),
                output,
                pin: Some(pin.sha256.clone()),
            }),
            (false, false, Some(_)) if !valid_case_file(&format!("{stem}.in")) => errors
                .push(Diagnostic::new(&manifest_path, format!("[{stem}]: bad case name (use [a-z0-9][a-z0-9_.-]*)"))),
            (false, false, Some(_)) => errors.push(Diagnostic::new(
                &manifest_path,
                format!("[{stem}]: a generated case needs its answer, {}", output.display()),
            )),
            (true, _, Some(_)) => errors.push(Diagnostic::new(
                &cases_dir.join(format!("{stem}.in")),
                format!("is stored, and generated as well ({} pins it): keep one", generated::MANIFEST),
            )),
            (true, false, None) => errors.push(missing("in", "out")),
            (false, true, None) => errors.push(missing("out", "in")),
            (false, false, None) => unreachable!("a stem comes from a file or a pin"),
        }
    }
    cases.sort_by(|a, b| a.name.cmp(&b.name));
    if errors.is_empty() { Ok(cases) } else { Err(errors) }
}

/// Checks that `path` is a regular file (following links) before anything opens it: opening a
/// FIFO blocks until a writer comes, and a device may never end.
///
/// # Errors
///
/// A diagnostic naming the path and what it is instead, or why it cannot be examined.
pub fn regular_file(path: &Path) -> Result<(), Diagnostic> {
    runguard::run::regular_file(path).map_err(|e| {
        let mut diagnostic = Diagnostic::from(e);
        if diagnostic.message.ends_with("not a regular file") {
            diagnostic.message.push_str(" (case files must be regular files)");
        }
        diagnostic
    })
}

/// The inputs of `dir/invalid`, which the validator must refuse, sorted; none if there is no
/// such directory.
///
/// # Errors
///
/// A file that cannot be listed, or whose name breaks the case file rule.
pub fn invalid_inputs(dir: &Path) -> Result<Vec<PathBuf>, Vec<Diagnostic>> {
    let root = dir.join("invalid");
    let Ok(entries) = std::fs::read_dir(&root) else { return Ok(Vec::new()) };
    let mut inputs = Vec::new();
    let mut errors = Vec::new();
    for entry in entries.flatten() {
        let path = entry.path();
        let name = entry.file_name().to_string_lossy().into_owned();
        if !valid_case_file(&name) || !name.ends_with(".in") || !path.is_file() {
            errors.push(Diagnostic::new(&path, "an invalid input is a file named `[a-z0-9][a-z0-9_.-]*.in`"));
        } else {
            inputs.push(path);
        }
    }
    inputs.sort();
    if errors.is_empty() { Ok(inputs) } else { Err(errors) }
}

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

/// The parts of a `Cargo.toml` the rules look at.
#[derive(Debug, Default, Deserialize)]
struct Manifest {
    package: Option<Package>,
    #[serde(default)]
    test: Vec<TestTarget>,
    #[serde(default)]
    bin: Vec<BinTarget>,
}

#[derive(Debug, Deserialize)]
struct BinTarget {
    name: Option<String>,
}

#[derive(Debug, Deserialize)]
struct Package {
    name: Option<String>,
    autotests: Option<bool>,
}

#[derive(Debug, Deserialize)]
struct TestTarget {
    name: Option<String>,
    harness: Option<bool>,
}

/// The sections of a problem's README, written for its maintainers: where the statement, limits
/// and samples come from, how the program solves it, the wrong ideas and the submissions that
/// show them, and the pedigree of every case.
pub const README_SECTIONS: [&str; 4] = ["## Source", "## Solution", "## Pitfalls", "## Cases"];

/// Loads a problem directory after checking every rule of its anatomy that judging needs: the
/// crate and its package name, `problem.toml`, the README and its sections, the sources and
/// tests, the cases (a sample and a maximal case at least). The parts that prove the cases
/// are [`check_parts`]'s.
///
/// # Errors
///
/// Every rule the directory breaks, each naming the path.
pub fn load_checked(dir: &Path) -> Result<Problem, Vec<Diagnostic>> {
    let mut errors = Vec::new();
    let slug = dir.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    let at = |p: &str, message: &str| Diagnostic::new(&dir.join(p), message);
    if !valid_slug(&slug) {
        errors.push(Diagnostic::new(dir, "bad slug (lowercase words joined by `-`)"));
    }
    let manifest_path = dir.join("Cargo.toml");
    let mut bins = Vec::new();
    match std::fs::read_to_string(&manifest_path) {
        Ok(text) => match toml::from_str::<Manifest>(&text) {
            Ok(manifest) => {
                bins = manifest.bin.iter().filter_map(|b| b.name.clone()).collect();
                let judge_test = has_judge_test(&manifest);
                if manifest.package.as_ref().and_then(|p| p.autotests) != Some(false) {
                    // Else cargo builds tests/stress.rs, a module of tests/judge.rs, on its own.
                    errors.push(at(
                        "Cargo.toml",
                        "needs `autotests = false` in [package]: tests/judge.rs is the one test binary",
                    ));
                }
                match manifest.package.and_then(|p| p.name) {
                    Some(name) if name == slug => {}
                    Some(name) => errors.push(at(
                        "Cargo.toml",
                        &format!("package name `{name}` differs from the directory name `{slug}`"),
                    )),
                    None => errors.push(at("Cargo.toml", "no package name")),
                }
                if !judge_test {
                    errors.push(at("Cargo.toml", "needs a [[test]] named \"judge\" with harness = false"));
                }
            }
            Err(e) => errors.push(Diagnostic::new(&manifest_path, format!("invalid TOML: {}", e.message().trim()))),
        },
        Err(_) => errors.push(at("Cargo.toml", "missing (a problem is a crate)")),
    }
    for file in ["src/main.rs", "tests/judge.rs", "tests/stress.rs"] {
        if !dir.join(file).is_file() {
            errors.push(at(file, "missing"));
        }
    }
    match std::fs::read_to_string(dir.join("README.md")) {
        Ok(readme) => {
            // The README is the maintainers': the statement is `statement/problem.en.md`.
            for section in README_SECTIONS {
                if !readme.lines().any(|l| l.trim_end() == section) {
                    errors.push(at("README.md", &format!("missing section `{section}`")));
                }
            }
        }
        Err(_) => errors.push(at("README.md", "missing")),
    }
    match load(dir) {
        Ok(problem) => {
            if let Some(role) = problem.meta.judge_binary_role() {
                let name = format!("{slug}-{role}");
                if !bins.contains(&name) {
                    errors.push(at(
                        "Cargo.toml",
                        &format!(
                            "this {} problem needs a [[bin]] named \"{name}\" (path = \"src/bin/{role}.rs\")",
                            problem.meta.kind
                        ),
                    ));
                }
            }
            let generator = format!("{slug}-generator");
            if problem.cases.iter().any(|c| c.pin.is_some()) && !bins.contains(&generator) {
                errors.push(at(
                    "Cargo.toml",
                    &format!(
                        "cases/{} pins generated inputs: it needs a [[bin]] named \"{generator}\" (path = \"src/bin/generator.rs\")",
                        generated::MANIFEST
                    ),
                ));
            }
            for (prefix, what) in
                [("00-sample", "an official or derived sample"), ("30-max", "a case at the maximum sizes")]
            {
                if !problem.cases.iter().any(|c| c.name.starts_with(prefix)) {
                    errors.push(at("cases", &format!("no `{prefix}-*` case ({what})")));
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

/// The rules of the parts that prove a problem's cases (empty if none is broken): an input
/// validator (`[[bin]]` `<slug>-validator`), inputs it must refuse (`invalid/`), and at least
/// two wrong submissions in a valid `submissions/` layout.
pub fn check_parts(dir: &Path) -> Vec<Diagnostic> {
    let mut errors = Vec::new();
    let slug = dir.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    let at = |p: &str, message: &str| Diagnostic::new(&dir.join(p), message);
    let bins: Vec<String> = std::fs::read_to_string(dir.join("Cargo.toml"))
        .ok()
        .and_then(|text| toml::from_str::<Manifest>(&text).ok())
        .map(|m| m.bin.iter().filter_map(|b| b.name.clone()).collect())
        .unwrap_or_default();
    let validator = format!("{slug}-validator");
    if !bins.contains(&validator) {
        errors.push(at(
            "Cargo.toml",
            &format!("every problem needs a [[bin]] named \"{validator}\" (path = \"src/bin/validator.rs\")"),
        ));
    }
    match invalid_inputs(dir) {
        Ok(inputs) if inputs.is_empty() => errors.push(at("invalid", "no input the validator must refuse")),
        Ok(_) => {}
        Err(e) => errors.extend(e),
    }
    let too_few = "fewer than two wrong submissions (one per pitfall of the README, in wrong_answer/, \
        time_limit_exceeded/, run_time_error/ or brute_force/)";
    match submissions(dir) {
        Ok(found) if found.iter().filter(|s| s.folder != "accepted").count() < 2 => {
            errors.push(at("submissions", too_few));
        }
        Ok(_) => {}
        Err(e) => errors.extend(e),
    }
    errors
}

/// Every way a problem directory breaks the rules of its anatomy (empty if none), as
/// [`load_checked`] reports them.
pub fn check_structure(dir: &Path) -> Vec<Diagnostic> {
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
    fn manifests_are_read_as_toml() {
        let manifest: Manifest = toml::from_str(
            "[package]\nname = \"s-nim\" # the slug\n[dependencies]\nname = \"x\"\n[[test]]\nname = \"judge\"\nharness = false\n",
        )
        .unwrap();
        assert!(has_judge_test(&manifest));
        assert_eq!(manifest.package.and_then(|p| p.name).as_deref(), Some("s-nim"));
        assert_eq!((manifest.test[0].name.as_deref(), manifest.test[0].harness), (Some("judge"), Some(false)));
        let tests = |text: &str| has_judge_test(&toml::from_str::<Manifest>(text).unwrap());
        assert!(!tests("[[test]]\nname = \"judge\"\n"), "the judge test runs its own main");
        assert!(!tests("[[test]]\nname = \"stress\"\nharness = false\n"), "no judge test");
        assert!(tests("[[test]]\nname = \"stress\"\nharness = false\n[[test]]\nname = \"judge\"\nharness = false\n"));
    }

    #[test]
    fn problem_directories_skip_hidden_entries_and_target_but_not_stray_files() {
        let tmp = tempfile::tempdir().unwrap();
        let problems = tmp.path().join("problems");
        for dir in ["nim", ".git", "target", "brave-game"] {
            std::fs::create_dir_all(problems.join(dir)).unwrap();
        }
        std::fs::write(problems.join(".notes"), "").unwrap();
        let dirs = problem_dirs(tmp.path()).unwrap();
        assert_eq!(dirs, [problems.join("brave-game"), problems.join("nim")]);
        std::fs::write(problems.join("README.md"), "").unwrap();
        let errors = problem_dirs(tmp.path()).unwrap_err();
        assert_eq!(errors.len(), 1);
        assert_eq!(
            errors[0].to_string(),
            format!("{}: not a problem directory (a file in problems/)", problems.join("README.md").display())
        );
    }

    #[test]
    fn each_broken_case_file_rule_is_named() {
        let tmp = tempfile::tempdir().unwrap();
        let cases_dir = tmp.path().join("cases");
        std::fs::create_dir_all(&cases_dir).unwrap();
        let files: [(&str, &[u8]); 7] = [
            ("00-ok.in", b"1\n"),
            ("00-ok.out", b"2\n"),
            ("01-empty.in", b""),
            ("01-empty.out", b"2\n"),
            ("02-crlf.in", b"1\r\n"),
            ("02-crlf.out", b"2\n"),
            ("03-alone.in", b"1"),
        ];
        for (name, bytes) in files {
            std::fs::write(cases_dir.join(name), bytes).unwrap();
        }
        // Not a FIFO, which a missing check would block on: a directory is refused by the same
        // check, before anything opens it.
        std::fs::create_dir(cases_dir.join("04-dir.in")).unwrap();
        std::fs::write(cases_dir.join("04-dir.out"), b"2\n").unwrap();
        let mut errors: Vec<String> = cases(tmp.path()).unwrap_err().iter().map(|d| d.message.clone()).collect();
        errors.sort();
        let alone = format!("has no matching {}", cases_dir.join("03-alone.out").display());
        assert_eq!(
            errors,
            [
                "CR line endings (case files use LF)",
                "a directory, not a regular file (case files must be regular files)",
                "does not end with a newline",
                "empty case file",
                &alone
            ]
        );
    }

    #[test]
    fn a_problem_directory_is_named_by_a_slug() {
        let tmp = tempfile::tempdir().unwrap();
        let slug_errors = |name: &str| {
            let dir = tmp.path().join(name);
            std::fs::create_dir(&dir).unwrap();
            let errors = load_checked(&dir).map(|_| ()).unwrap_err();
            errors.iter().filter(|d| d.message.starts_with("bad slug")).map(|d| d.path.clone()).collect::<Vec<_>>()
        };
        assert_eq!(slug_errors("Bad_Slug"), [tmp.path().join("Bad_Slug")]);
        assert_eq!(slug_errors("good-slug-2"), Vec::<PathBuf>::new());
    }

    #[test]
    fn the_manifest_names_the_package_by_its_slug_and_has_one_test_binary() {
        let tmp = tempfile::tempdir().unwrap();
        let dir = tmp.path().join("my-game");
        std::fs::create_dir(&dir).unwrap();
        let manifest_errors = |manifest: &str| {
            std::fs::write(dir.join("Cargo.toml"), manifest).unwrap();
            let errors = load_checked(&dir).map(|_| ()).unwrap_err();
            let mut messages: Vec<String> = errors
                .into_iter()
                .filter(|d| d.path == dir.join("Cargo.toml") && !d.message.contains("[[bin]]"))
                .map(|d| d.message)
                .filter(|m| m.starts_with("needs `autotests") || m.starts_with("package name"))
                .collect();
            messages.sort();
            messages
        };
        assert_eq!(
            manifest_errors("[package]\nname = \"other\"\n"),
            [
                "needs `autotests = false` in [package]: tests/judge.rs is the one test binary",
                "package name `other` differs from the directory name `my-game`"
            ]
        );
        assert_eq!(manifest_errors("[package]\nname = \"my-game\"\nautotests = false\n"), Vec::<String>::new());
    }

    /// A problem directory `my-game` in `tmp` that breaks no rule of [`load_checked`].
    fn whole_problem(tmp: &Path) -> PathBuf {
        let dir = tmp.join("my-game");
        let files = [
            (
                "Cargo.toml",
                "[package]\nname = \"my-game\"\nautotests = false\n\n[[bin]]\nname = \"my-game\"\n\n\
                 [[test]]\nname = \"judge\"\nharness = false\n",
            ),
            (
                "problem.toml",
                "title = \"T\"\nsource = \"S\"\nalternates = []\nurl = \"\"\ntime_limit_ms = 1000\nmemory_limit_mb = 64\n",
            ),
            ("README.md", "# T\n## Source\n## Solution\n## Pitfalls\n## Cases\n"),
            ("src/main.rs", "fn main() {}\n"),
            ("tests/judge.rs", "mod stress;\n"),
            ("tests/stress.rs", "\n"),
            ("cases/00-sample-1.in", "1\n"),
            ("cases/00-sample-1.out", "1\n"),
            ("cases/30-max-1.in", "2\n"),
            ("cases/30-max-1.out", "2\n"),
        ];
        for (name, text) in files {
            let path = dir.join(name);
            std::fs::create_dir_all(path.parent().unwrap()).unwrap();
            std::fs::write(path, text).unwrap();
        }
        dir
    }

    /// Files of a problem directory written (`Some`) or removed (`None`).
    type Edits<'a> = &'a [(&'a str, Option<&'a str>)];

    /// A rule broken: the path its error names, the edits that break it, how the error starts.
    type Rule<'a> = (&'a str, Edits<'a>, &'a str);

    fn edit(dir: &Path, edits: Edits<'_>) {
        for (file, text) in edits {
            match text {
                Some(text) => std::fs::write(dir.join(file), text).unwrap(),
                None => std::fs::remove_file(dir.join(file)).unwrap(),
            }
        }
    }

    /// Checks that each edit breaks one rule: one error, naming the path, starting so.
    fn one_error_each(rules: &[Rule<'_>], make: impl Fn(&Path) -> PathBuf, check: impl Fn(&Path) -> Vec<Diagnostic>) {
        for (path, edits, message) in rules {
            let tmp = tempfile::tempdir().unwrap();
            let dir = make(tmp.path());
            edit(&dir, edits);
            let errors = check(&dir);
            let shown: Vec<String> = errors.iter().map(ToString::to_string).collect();
            assert_eq!(errors.len(), 1, "one rule broken, one error: {shown:#?}");
            assert_eq!(errors[0].path, dir.join(path), "{shown:?}");
            assert!(errors[0].message.starts_with(message), "{shown:?} does not start with {message:?}");
        }
    }

    #[test]
    fn each_rule_of_a_problem_directory_is_checked_on_its_own() {
        let tmp = tempfile::tempdir().unwrap();
        let dir = whole_problem(tmp.path());
        assert_eq!(load_checked(&dir).map(|p| p.slug).map_err(|e| e.len()), Ok("my-game".to_owned()));
        assert_eq!(check_structure(&dir), []);
        let pin = crate::generated::sha256_hex(b"2\n");
        let pins = format!("[30-max-1]\nsha256 = \"{pin}\"\n");
        let checker = "title = \"T\"\nsource = \"S\"\ntime_limit_ms = 1000\nkind = \"checker\"\n";
        let sections = "## Source\n## Solution\n## Pitfalls\n";
        let (sample_in, sample_out) = ("cases/00-sample-1.in", "cases/00-sample-1.out");
        let (max_in, max_out) = ("cases/30-max-1.in", "cases/30-max-1.out");
        let rules: [Rule<'_>; 12] = [
            ("Cargo.toml", &[("Cargo.toml", None)], "missing (a problem is a crate)"),
            ("Cargo.toml", &[("Cargo.toml", Some("[package\n"))], "invalid TOML: "),
            (
                "Cargo.toml",
                &[("Cargo.toml", Some("[package]\nautotests = false\n[[test]]\nname = \"judge\"\nharness = false\n"))],
                "no package name",
            ),
            (
                "Cargo.toml",
                &[(
                    "Cargo.toml",
                    Some("[package]\nname = \"my-game\"\nautotests = false\n[[test]]\nname = \"judge\"\n"),
                )],
                "needs a [[test]] named \"judge\" with harness = false",
            ),
            ("tests/stress.rs", &[("tests/stress.rs", None)], "missing"),
            ("src/main.rs", &[("src/main.rs", None)], "missing"),
            ("README.md", &[("README.md", None)], "missing"),
            ("README.md", &[("README.md", Some(sections))], "missing section `## Cases`"),
            ("cases", &[(max_in, None), (max_out, None)], "no `30-max-*` case (a case at the maximum sizes)"),
            (
                "cases",
                &[
                    (sample_in, None),
                    (sample_out, None),
                    ("cases/10-edge-1.in", Some("1\n")),
                    ("cases/10-edge-1.out", Some("1\n")),
                ],
                "no `00-sample-*` case (an official or derived sample)",
            ),
            (
                "Cargo.toml",
                &[("problem.toml", Some(checker))],
                "this checker problem needs a [[bin]] named \"my-game-checker\" (path = \"src/bin/checker.rs\")",
            ),
            (
                "Cargo.toml",
                &[(max_in, None), ("cases/generated.toml", Some(&pins))],
                "cases/generated.toml pins generated inputs: it needs a [[bin]] named \"my-game-generator\" (path = \"src/bin/generator.rs\")",
            ),
        ];
        one_error_each(&rules, whole_problem, |dir| {
            let errors = load_checked(dir).map(|p| p.slug).unwrap_err();
            assert_eq!(check_structure(dir), errors, "check_structure says what load_checked refuses");
            errors
        });
    }

    #[test]
    fn the_parts_that_prove_the_cases_are_checked_each_on_its_own() {
        let with_parts = |tmp: &Path| {
            let dir = whole_problem(tmp);
            let manifest = std::fs::read_to_string(dir.join("Cargo.toml")).unwrap();
            std::fs::write(dir.join("Cargo.toml"), manifest + "\n[[bin]]\nname = \"my-game-validator\"\n").unwrap();
            for file in ["invalid/negative.in", "submissions/accepted/a.py", "submissions/wrong_answer/b.py"] {
                std::fs::create_dir_all(dir.join(file).parent().unwrap()).unwrap();
                std::fs::write(dir.join(file), "-1\n").unwrap();
            }
            std::fs::create_dir_all(dir.join("submissions/time_limit_exceeded")).unwrap();
            std::fs::write(dir.join("submissions/time_limit_exceeded/c.py"), "\n").unwrap();
            dir
        };
        let tmp = tempfile::tempdir().unwrap();
        assert_eq!(check_parts(&with_parts(tmp.path())), [], "two wrong submissions are enough");
        let rules: [Rule<'_>; 4] = [
            (
                "Cargo.toml",
                &[("Cargo.toml", Some("[package]\nname = \"my-game\"\n"))],
                "every problem needs a [[bin]] named \"my-game-validator\" (path = \"src/bin/validator.rs\")",
            ),
            ("invalid", &[("invalid/negative.in", None)], "no input the validator must refuse"),
            (
                "invalid/Negative.in",
                &[("invalid/negative.in", None), ("invalid/Negative.in", Some("-1\n"))],
                "an invalid input is",
            ),
            ("submissions", &[("submissions/wrong_answer/b.py", None)], "fewer than two wrong submissions"),
        ];
        one_error_each(&rules, with_parts, check_parts);
    }

    #[test]
    fn invalid_inputs_are_in_files_named_as_cases() {
        let tmp = tempfile::tempdir().unwrap();
        assert_eq!(invalid_inputs(tmp.path()), Ok(vec![]), "no invalid/ folder, no invalid input");
        let root = tmp.path().join("invalid");
        std::fs::create_dir(&root).unwrap();
        for name in ["b-negative.in", "a-empty.in"] {
            std::fs::write(root.join(name), "-1\n").unwrap();
        }
        assert_eq!(invalid_inputs(tmp.path()), Ok(vec![root.join("a-empty.in"), root.join("b-negative.in")]));
        // Each breaks one rule: its name, its extension, or being a file.
        std::fs::write(root.join("Capital.in"), "1\n").unwrap();
        std::fs::write(root.join("note.txt"), "1\n").unwrap();
        std::fs::create_dir(root.join("folder.in")).unwrap();
        let mut refused: Vec<PathBuf> = invalid_inputs(tmp.path()).unwrap_err().into_iter().map(|d| d.path).collect();
        refused.sort();
        assert_eq!(refused, [root.join("Capital.in"), root.join("folder.in"), root.join("note.txt")]);
    }

    #[test]
    fn a_generated_case_is_pinned_and_answered_but_not_stored() {
        let tmp = tempfile::tempdir().unwrap();
        let cases_dir = tmp.path().join("cases");
        std::fs::create_dir_all(&cases_dir).unwrap();
        let pin = generated::sha256_hex(b"1\n");
        let write = |name: &str, text: &str| std::fs::write(cases_dir.join(name), text).unwrap();
        write("00-sample-1.in", "1\n");
        write("00-sample-1.out", "1\n");
        write("30-max-1.out", "2\n");
        write(generated::MANIFEST, &format!("[30-max-1]\nsha256 = \"{pin}\"\n"));
        let found = cases(tmp.path()).unwrap();
        let names: Vec<(&str, Option<&str>)> = found.iter().map(|c| (c.name.as_str(), c.pin.as_deref())).collect();
        assert_eq!(names, [("00-sample-1", None), ("30-max-1", Some(pin.as_str()))]);
        assert_eq!(found[1].input, generated::output_dir(tmp.path()).join("30-max-1.in"));
        assert_eq!(found[1].output, cases_dir.join("30-max-1.out"));
        write(
            generated::MANIFEST,
            &format!(
                "[30-max-1]\nsha256 = \"{pin}\"\n[30-max-2]\nsha256 = \"{pin}\"\n[00-sample-1]\nsha256 = \"{pin}\"\n[Bad]\nsha256 = \"{pin}\"\n"
            ),
        );
        let mut errors: Vec<String> = cases(tmp.path()).unwrap_err().iter().map(ToString::to_string).collect();
        errors.sort();
        let manifest = cases_dir.join(generated::MANIFEST).display().to_string();
        assert_eq!(
            errors,
            [
                format!(
                    "{}: is stored, and generated as well (generated.toml pins it): keep one",
                    cases_dir.join("00-sample-1.in").display()
                ),
                format!(
                    "{manifest}: [30-max-2]: a generated case needs its answer, {}",
                    cases_dir.join("30-max-2.out").display()
                ),
                format!("{manifest}: [Bad]: bad case name (use [a-z0-9][a-z0-9_.-]*)"),
            ]
        );
        std::fs::remove_file(cases_dir.join(generated::MANIFEST)).unwrap();
        let orphan = cases(tmp.path()).unwrap_err();
        assert_eq!(orphan.len(), 1, "an answer without its input or pin: {orphan:?}");
        assert!(orphan[0].message.starts_with("has no matching"), "{orphan:?}");
    }

    #[test]
    fn the_layout_of_submissions_is_checked() {
        let tmp = tempfile::tempdir().unwrap();
        assert_eq!(submissions(tmp.path()), Ok(vec![]), "no folder, no submission");
        let write = |path: &str| {
            let path = tmp.path().join("submissions").join(path);
            std::fs::create_dir_all(path.parent().unwrap()).unwrap();
            std::fs::write(path, "").unwrap();
        };
        write("wrong_answer/b.py");
        write("accepted/z.cpp");
        write("wrong_answer/a.rs");
        let names: Vec<String> = submissions(tmp.path()).unwrap().iter().map(Submission::name).collect();
        assert_eq!(names, ["accepted/z.cpp", "wrong_answer/a.rs", "wrong_answer/b.py"]);
        write("accepted/notes.txt");
        write("wrong/x.cpp");
        let mut errors: Vec<String> = submissions(tmp.path()).unwrap_err().iter().map(|d| d.message.clone()).collect();
        errors.sort();
        assert_eq!(errors.len(), 2);
        assert!(errors[0].starts_with("a submission is one"), "{errors:?}");
        assert!(errors[1].starts_with("not a submissions folder"), "{errors:?}");
    }
}
