//! Kattis' own verifier of problem packages, problemtools' `verifyproblem`, as `harness export
//! --verify` runs it on each package it writes: the configuration, the validators, the output
//! validator, the data and every submission (each must get its folder's verdict). The
//! statement is left out: problemtools renders it with LaTeX, which a machine seldom has.
//!
//! The verifier is a pinned release in a virtual environment of its own, under the build
//! directory, made with `python3 -m venv` and `pip` the first time (`VERIFYPROBLEM` in the
//! environment names another). Python submissions run as Kattis runs them, with PyPy 3, where
//! the machine has `pypy3`; elsewhere with CPython, said once.

use std::path::{Path, PathBuf};
use std::process::Command;

/// The problemtools release the packages are checked with.
pub const VERSION: &str = "1.20260907";

/// The parts of a package `verifyproblem` checks here (`-p`): all but the statement.
pub const PARTS: [&str; 5] = ["config", "validators", "graders", "data", "submissions"];

/// A `verifyproblem` ready to run.
#[derive(Debug, Clone)]
pub struct Verifier {
    program: PathBuf,
    /// `XDG_CONFIG_HOME` for it: where its languages are overridden, if they are.
    config: PathBuf,
    /// What runs Python submissions: `pypy3`, or `python3` where PyPy is missing.
    pub python: &'static str,
}

/// How a package fared.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Verified {
    /// Whether `verifyproblem` exited 0 and reported no error.
    pub passed: bool,
    /// Its summary line (`snim tested: 0 errors, 1 warning`), or what it said went wrong.
    pub summary: String,
    /// Its lines that name an error, for a package that failed.
    pub errors: Vec<String>,
}

impl Verifier {
    /// The verifier of `VERIFYPROBLEM`, or the pinned one under `tools`, installed there first
    /// if it is not (what is happening is told through `say`).
    ///
    /// # Errors
    ///
    /// Python, its `venv` module or pip cannot make the environment (the message says what to
    /// install), or the configuration cannot be written.
    pub fn ready(tools: &Path, say: &mut dyn FnMut(&str)) -> Result<Verifier, String> {
        let python = if on_path("pypy3") { "pypy3" } else { "python3" };
        let config = tools.join("config");
        write_languages(&config, python)?;
        if let Some(program) = std::env::var_os("VERIFYPROBLEM").filter(|p| !p.is_empty()) {
            return Ok(Verifier { program: program.into(), config, python });
        }
        let program = installed(tools, "problemtools", VERSION, "verifyproblem", say)?;
        Ok(Verifier { program, config, python })
    }

    /// Runs `verifyproblem` on the package directory `package`, its whole output written to
    /// `log`.
    ///
    /// # Errors
    ///
    /// The verifier cannot start, or the log cannot be written.
    pub fn verify(&self, package: &Path, log: &Path) -> Result<Verified, String> {
        let output = Command::new(&self.program)
            .arg("-p")
            .args(PARTS)
            .arg("--")
            .arg(package)
            .env("XDG_CONFIG_HOME", &self.config)
            .output()
            .map_err(|e| format!("cannot run {}: {e}", self.program.display()))?;
        let mut text = output.stdout;
        text.extend_from_slice(&output.stderr);
        std::fs::write(log, &text).map_err(|e| format!("{}: cannot write: {e}", log.display()))?;
        let text = String::from_utf8_lossy(&text);
        // `snim tested: 0 errors, 1 warning`, told without the package's name.
        let summary = text.lines().find_map(|l| l.find("tested: ").map(|at| l[at..].trim().to_owned()));
        let passed = output.status.success() && summary.as_deref().is_some_and(|s| s.contains("tested: 0 errors"));
        let errors = if passed {
            Vec::new()
        } else {
            text.lines().filter(|l| l.contains("ERROR")).map(|l| l.trim().to_owned()).take(8).collect()
        };
        let summary = summary.unwrap_or_else(|| format!("verifyproblem ended with {} and no summary", output.status));
        Ok(Verified { passed, summary, errors })
    }
}

/// Whether `program` is on the `PATH`.
pub(crate) fn on_path(program: &str) -> bool {
    std::env::var_os("PATH").is_some_and(|path| std::env::split_paths(&path).any(|dir| dir.join(program).is_file()))
}

/// problemtools' `languages.yaml` override under `config`: Python 3 with CPython where PyPy is
/// missing; nothing to override otherwise.
fn write_languages(config: &Path, python: &str) -> Result<(), String> {
    let dir = config.join("problemtools");
    let path = dir.join("languages.yaml");
    if python == "pypy3" {
        return match std::fs::remove_file(&path) {
            Err(e) if e.kind() != std::io::ErrorKind::NotFound => {
                Err(format!("{}: cannot remove: {e}", path.display()))
            }
            _ => Ok(()),
        };
    }
    std::fs::create_dir_all(&dir).map_err(|e| format!("{}: cannot create: {e}", dir.display()))?;
    let yaml = "# Written by `harness export --verify`: this machine has no PyPy 3, so CPython runs Python.\n\
                python3:\n    name: 'Python 3'\n    priority: 850\n    files: '*.py *.py3'\n    \
                compile: 'python3 -m py_compile {files}'\n    run: 'python3 \"{mainfile}\"'\n";
    std::fs::write(&path, yaml).map_err(|e| format!("{}: cannot write: {e}", path.display()))
}

/// The program `program` of the Python package `package` at `version`, in a virtual
/// environment of its own under `tools`, made there with `python3 -m venv` and `pip` the first
/// time (what is happening is told through `say`; a failed installation leaves nothing).
///
/// # Errors
///
/// Python, its `venv` module or pip cannot make the environment (the message says what to
/// install).
pub(crate) fn installed(
    tools: &Path,
    package: &str,
    version: &str,
    program: &str,
    say: &mut dyn FnMut(&str),
) -> Result<PathBuf, String> {
    let venv = tools.join(format!("{package}-{version}"));
    let path = venv.join("bin").join(program);
    if !path.is_file() {
        say(&format!("installing {package} {version} into {} (once)…", venv.display()));
        run_setup(Command::new("python3").arg("-m").arg("venv").arg(&venv), "python3 -m venv")?;
        run_setup(
            Command::new(venv.join("bin").join("pip"))
                .args(["install", "--quiet", "--disable-pip-version-check"])
                .arg(format!("{package}=={version}")),
            &format!("pip install {package}"),
        )
        .inspect_err(|_| {
            let _ = std::fs::remove_dir_all(&venv);
        })?;
    }
    Ok(path)
}

/// Runs a step of the verifier's installation.
fn run_setup(command: &mut Command, what: &str) -> Result<(), String> {
    let output = command.output().map_err(|e| format!("{what}: cannot start: {e} (is python3 installed?)"))?;
    if output.status.success() {
        return Ok(());
    }
    let said = String::from_utf8_lossy(&output.stderr);
    let last: Vec<&str> = said.lines().rev().take(3).collect::<Vec<_>>().into_iter().rev().collect();
    Err(format!(
        "{what} failed ({}): {} (Debian and Ubuntu need the python3-venv package)",
        output.status,
        last.join(" / ")
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn python_is_overridden_only_without_pypy() {
        let dir = tempfile::tempdir().unwrap();
        write_languages(dir.path(), "python3").unwrap();
        let path = dir.path().join("problemtools/languages.yaml");
        let yaml = std::fs::read_to_string(&path).unwrap();
        assert!(yaml.contains("python3:\n    name: 'Python 3'\n") && yaml.contains("run: 'python3 \"{mainfile}\"'"));
        write_languages(dir.path(), "pypy3").unwrap();
        assert!(!path.exists(), "with PyPy, problemtools' own languages");
        write_languages(dir.path(), "pypy3").unwrap();
    }
}
