//! BAPCtools, the most complete open tool for preparing problems, as `harness export --format
//! 2025-09 --verify` runs it on each package it writes: `bt validate` (the input validator on
//! every case and on the invalid inputs it makes, the answers, the output validator on valid and
//! invalid outputs) and then `bt run` (every submission on every case; each must get its
//! folder's verdict). A package passes when both exit 0, which BAPCtools does only without an
//! error or a warning it was not told of (the package's `.bapctools.yaml` names those).
//!
//! BAPCtools is a pinned release in a virtual environment of its own, under the build directory,
//! made with `python3 -m venv` and `pip` the first time (`BAPCTOOLS` in the environment names
//! another `bt`). It runs Python submissions with PyPy 3, as contests do, and needs `pypy3`.

use crate::problemtools::{Verified, installed, on_path};
use std::path::{Path, PathBuf};
use std::process::Command;

/// The BAPCtools release the packages are checked with.
pub const VERSION: &str = "2026.10.0";

/// A `bt` ready to run.
#[derive(Debug, Clone)]
pub struct Bt {
    program: PathBuf,
}

impl Bt {
    /// The `bt` of `BAPCTOOLS`, or the pinned one under `tools`, installed there first if it is
    /// not (what is happening is told through `say`).
    ///
    /// # Errors
    ///
    /// No `pypy3` on the `PATH`, or Python, its `venv` module or pip cannot make the environment
    /// (the message says what to install).
    pub fn ready(tools: &Path, say: &mut dyn FnMut(&str)) -> Result<Bt, String> {
        if let Some(program) = std::env::var_os("BAPCTOOLS").filter(|p| !p.is_empty()) {
            return Ok(Bt { program: program.into() });
        }
        if !on_path("pypy3") {
            return Err("BAPCtools runs Python submissions with PyPy 3, which this machine lacks: \
                        install pypy3 (Debian and Ubuntu: apt-get install pypy3)"
                .into());
        }
        Ok(Bt { program: installed(tools, "bapctools", VERSION, "bt", say)? })
    }

    /// Runs `bt validate`, then `bt run`, in the package directory `package`, and where LaTeX
    /// is installed (`latexmk`) `bt pdf`, which typesets the English statement as a contest
    /// prints it; their whole output written to `log`. (BAPCtools' LaTeX has no Chinese: a
    /// `problem.zh.tex` is left to the judges that typeset it.)
    ///
    /// # Errors
    ///
    /// `bt` cannot start, or the log cannot be written.
    pub fn verify(&self, package: &Path, log: &Path) -> Result<Verified, String> {
        let typeset = on_path("latexmk");
        let actions: &[&[&str]] =
            if typeset { &[&["validate"], &["run"], &["pdf", "--lang", "en"]] } else { &[&["validate"], &["run"]] };
        let said = match self.actions(package, log, actions)? {
            Ok(said) => said,
            Err(failed) => return Ok(failed),
        };
        let submissions = said.get(1).map_or(0, |run| submission_lines(run));
        let noun = if submissions == 1 { "submission" } else { "submissions" };
        let summary = if typeset {
            format!(
                "bt validate, bt run and bt pdf: {submissions} {noun}, each its folder's verdict; the statement typeset"
            )
        } else {
            format!(
                "bt validate and bt run: {submissions} {noun}, each its folder's verdict; the statement not typeset (no latexmk here)"
            )
        };
        Ok(Verified { passed: true, summary, errors: Vec::new() })
    }

    /// Runs `bt validate` in the contest directory `contest`, over all its problems at once as
    /// BAPCtools reads a contest (its `problems.yaml`, `contest.yaml` and settings), the whole
    /// output written to `log`.
    ///
    /// # Errors
    ///
    /// `bt` cannot start, or the log cannot be written.
    pub fn validate_contest(&self, contest: &Path, log: &Path) -> Result<Verified, String> {
        let said = match self.actions(contest, log, &[&["validate"]])? {
            Ok(said) => said,
            Err(failed) => return Ok(failed),
        };
        let problems = said.iter().flat_map(|text| text.lines()).filter(|l| l.starts_with("PROBLEM ")).count();
        let noun = if problems == 1 { "problem" } else { "problems" };
        Ok(Verified {
            passed: true,
            summary: format!("bt validate of the contest: {problems} {noun}"),
            errors: Vec::new(),
        })
    }

    /// Runs each of `actions` (`bt ACTION [ARGS] --no-bar`) in `dir` while they succeed, their
    /// whole output written to `log`: what each said, or how the first to fail failed.
    fn actions(&self, dir: &Path, log: &Path, actions: &[&[&str]]) -> Result<Result<Vec<String>, Verified>, String> {
        // A settings directory of its own: BAPCtools keeps there every package it has seen by
        // uuid, and warns when two directories hold one (an export and a contest of the same
        // problem, which share it on purpose).
        let home = tempfile::Builder::new()
            .prefix("sg-bapctools-")
            .tempdir()
            .map_err(|e| format!("cannot make a settings directory for bt: {e}"))?;
        let mut whole = Vec::new();
        let mut said = Vec::new();
        for action in actions {
            let output = Command::new(&self.program)
                .args(*action)
                .arg("--no-bar")
                .current_dir(dir)
                .env("XDG_CONFIG_HOME", home.path())
                .output()
                .map_err(|e| format!("cannot run {}: {e}", self.program.display()))?;
            let text = plain(&[output.stdout, output.stderr].concat());
            let action = action.join(" ");
            whole.extend_from_slice(format!("$ bt {action} --no-bar\n{text}\n").as_bytes());
            if !output.status.success() {
                std::fs::write(log, &whole).map_err(|e| format!("{}: cannot write: {e}", log.display()))?;
                let errors = what_went_wrong(&text);
                let summary = format!("bt {action} ended with {}", output.status);
                return Ok(Err(Verified { passed: false, summary, errors }));
            }
            said.push(text);
        }
        std::fs::write(log, &whole).map_err(|e| format!("{}: cannot write: {e}", log.display()))?;
        Ok(Ok(said))
    }
}

/// BAPCtools' output without its colours and the NUL bytes it writes.
fn plain(bytes: &[u8]) -> String {
    let text = String::from_utf8_lossy(bytes).replace('\0', "");
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        if c == '\u{1b}' {
            // An escape sequence: `ESC [` parameters, then a letter.
            for c in chars.by_ref() {
                if c.is_ascii_alphabetic() {
                    break;
                }
            }
        } else {
            out.push(c);
        }
    }
    out
}

/// The lines of `bt`'s output that say why it failed: its warnings and errors that were not
/// ignored, or else its last lines.
fn what_went_wrong(text: &str) -> Vec<String> {
    let lines: Vec<&str> = text.lines().map(str::trim).filter(|l| !l.is_empty()).collect();
    let flagged: Vec<String> = lines
        .iter()
        .filter(|l| (l.contains("WARNING") || l.contains("ERROR")) && !l.ends_with("(ignored)"))
        .map(|l| (*l).to_owned())
        .take(8)
        .collect();
    if flagged.is_empty() {
        lines[lines.len().saturating_sub(8)..].iter().map(|l| (*l).to_owned()).collect()
    } else {
        flagged
    }
}

/// How many submissions `bt run` reported on: its lines `<folder>/<file>: <verdict> …`.
fn submission_lines(run: &str) -> usize {
    let verdicts = ["AC", "WA", "TLE", "RTE"];
    run.lines()
        .filter(|l| {
            l.split_once(':').is_some_and(|(name, rest)| {
                name.contains('/') && verdicts.contains(&rest.split_whitespace().next().unwrap_or(""))
            })
        })
        .count()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn colours_and_nul_bytes_are_dropped() {
        assert_eq!(plain(b"\x1b[32mAC\x1b[0m 0.01s\0"), "AC 0.01s");
    }

    #[test]
    fn a_failure_shows_its_warnings_or_else_its_last_lines() {
        let text =
            "PROBLEM p\nWARNING: No answer validators found. (ignored)\nWARNING: p has the same uuid as q\nDone\n";
        assert_eq!(what_went_wrong(text), ["WARNING: p has the same uuid as q"]);
        assert_eq!(what_went_wrong("a\n\nb\n"), ["a", "b"]);
    }

    #[test]
    fn submissions_are_counted_from_the_run() {
        let run = "PROBLEM nim\nRun: using timelimit: 1.0s\naccepted/nim.rs:   AC 0.011s @ secret/30-max-2\n\
                   wrong_answer/stone-parity.cpp:  WA 0.004s @ secret/20-random-1\n";
        assert_eq!(submission_lines(run), 2);
    }
}
