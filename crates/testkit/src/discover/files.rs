//! A problem's case files: its cases (stored and generated), its invalid inputs, and the rules
//! their names follow.

use crate::diagnostic::Diagnostic;
use crate::generated;
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

/// Whether `name` is a valid case file name: `[a-z0-9][a-z0-9_.-]*`.
pub fn valid_case_file(name: &str) -> bool {
    name.starts_with(|c: char| c.is_ascii_lowercase() || c.is_ascii_digit())
        && name.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b"_.-".contains(&b))
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
