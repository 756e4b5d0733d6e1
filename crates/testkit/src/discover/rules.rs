//! The rules a problem directory follows, each checked on its own: its manifest, its README,
//! the parts that prove its cases.

use super::files::invalid_inputs;
use super::problem::{Problem, load, valid_slug};
use super::submissions::submissions;
use crate::diagnostic::Diagnostic;
use crate::generated;
use serde::Deserialize;
use std::path::Path;

/// Whether a problem's manifest declares its per-case test: `[[test]]` named `judge` with
/// `harness = false`.
fn has_judge_test(manifest: &Manifest) -> bool {
    manifest.test.iter().any(|t| t.name.as_deref() == Some("judge") && t.harness == Some(false))
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
}
