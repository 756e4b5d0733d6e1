//! What verification writes: the generated cases ([`CaseWriter`]), a counterexample's files, a
//! counterexample saved as a case.

use crate::report::{Verdict, excerpt};
use crate::run::Runner;
use std::path::{Path, PathBuf};

use super::judged::Counterexample;
use super::oracle::Solve;

/// Writes a counterexample to `dir/counterexample.in`, `.expected` and `.actual` (for a
/// failed run: what went wrong) and returns the three paths.
///
/// # Errors
///
/// If the directory or a file cannot be written; the message names the path.
pub fn write_counterexample(dir: &Path, c: &Counterexample) -> Result<[PathBuf; 3], String> {
    std::fs::create_dir_all(dir).map_err(|e| format!("{}: cannot create: {e}", dir.display()))?;
    let actual = if c.verdict == Verdict::Wa { c.actual.clone() } else { format!("{}: {}\n", c.verdict, c.detail) };
    let files = [("in", c.input.clone()), ("expected", c.expected.clone()), ("actual", actual)];
    let paths = files.each_ref().map(|(ext, _)| dir.join(format!("counterexample.{ext}")));
    for ((_, text), path) in files.iter().zip(&paths) {
        std::fs::write(path, text).map_err(|e| format!("{}: cannot write: {e}", path.display()))?;
    }
    Ok(paths)
}

pub(super) fn describe(c: &Counterexample) -> String {
    let mut out = format!("{} on input ({} tokens):\n{}", c.verdict, c.tokens(), excerpt(c.input.as_bytes()));
    if c.verdict == Verdict::Wa {
        out.push_str(&format!("  {}", c.detail));
    } else {
        out.push_str(&format!("  {}\n  expected output:\n{}", c.detail, excerpt(c.expected.as_bytes())));
    }
    out
}

/// Writes the generated cases of a problem, each with the output of the oracle that vouches
/// for its name: the brute force if it does, else the first reference that does.
#[derive(Debug)]
pub struct CaseWriter {
    /// The problem directory.
    problem_dir: PathBuf,
    oracles: Vec<(&'static str, Solve, &'static [&'static str])>,
    /// The problem's generator, `<slug>-generator`, for [`CaseWriter::generated`].
    generator: PathBuf,
    /// The pins of the generated cases written so far.
    pins: crate::generated::Manifest,
    /// Every case written so far.
    written: Vec<String>,
}

impl CaseWriter {
    /// A writer of the cases of the problem in `problem_dir`, their outputs from `oracles`,
    /// their large inputs from `generator`.
    pub(super) fn new(
        problem_dir: PathBuf,
        oracles: Vec<(&'static str, Solve, &'static [&'static str])>,
        generator: PathBuf,
    ) -> CaseWriter {
        CaseWriter { problem_dir, oracles, generator, pins: crate::generated::Manifest::new(), written: Vec::new() }
    }

    /// Writes `cases/<name>.in` with `input` and `cases/<name>.out` with the answer of the
    /// oracle that vouches for `name`.
    ///
    /// # Panics
    ///
    /// If no oracle vouches for `name`, or a file cannot be written.
    pub fn write(&mut self, name: &str, input: &str) {
        let dir = self.problem_dir.join("cases");
        std::fs::create_dir_all(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
        let path = dir.join(format!("{name}.in"));
        std::fs::write(&path, input).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        self.answer(name, input);
    }

    /// Makes the input of every case of the problem's generator (`src/bin/generator.rs`),
    /// pins each in `cases/generated.toml`, and writes `cases/<name>.out` with the answer of
    /// the oracle that vouches for its name. A stored `cases/<name>.in` is removed.
    ///
    /// # Panics
    ///
    /// If the generator fails, no oracle vouches for a name, or a file cannot be written.
    pub fn generated(&mut self) {
        let runner = crate::shared_runner().unwrap_or_else(|e| panic!("{e}"));
        let names = crate::generated::run_generator(runner, &self.generator, &[]).unwrap_or_else(|e| panic!("{e}"));
        for name in String::from_utf8_lossy(&names).lines() {
            self.generated_case(runner, name);
        }
    }

    fn generated_case(&mut self, runner: &Runner, name: &str) {
        let bytes = crate::generated::run_generator(runner, &self.generator, &[name]).unwrap_or_else(|e| panic!("{e}"));
        let input = String::from_utf8(bytes).unwrap_or_else(|_| panic!("the generator's {name} is not UTF-8"));
        let made = crate::generated::output_dir(&self.problem_dir).join(format!("{name}.in"));
        crate::generated::write_atomically(&made, input.as_bytes()).unwrap_or_else(|e| panic!("{e}"));
        let stored = self.problem_dir.join("cases").join(format!("{name}.in"));
        if stored.exists() {
            std::fs::remove_file(&stored).unwrap_or_else(|e| panic!("{}: {e}", stored.display()));
        }
        self.pins
            .insert(name.to_owned(), crate::generated::Pin { sha256: crate::generated::sha256_hex(input.as_bytes()) });
        self.answer(name, &input);
    }

    /// Writes `cases/<name>.out` with the answer of the oracle that vouches for `name`.
    fn answer(&mut self, name: &str, input: &str) {
        self.written.push(name.to_owned());
        let (oracle, solve, _) = self
            .oracles
            .iter()
            .find(|(_, _, prefixes)| prefixes.iter().any(|p| name.starts_with(p)))
            .unwrap_or_else(|| panic!("no oracle vouches for {name}: give one of them a prefix of it"));
        let path = self.problem_dir.join("cases").join(format!("{name}.out"));
        std::fs::write(&path, solve(input)).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        println!("wrote {name} (output by the {oracle})");
    }

    /// Removes the cases the last run wrote and this one did not (saying so), and writes
    /// `cases/generated.toml` with the cases written and the pins of the generated ones, or
    /// removes it if there were none.
    ///
    /// # Panics
    ///
    /// If the file cannot be read, written or removed.
    pub(super) fn finish(mut self) {
        let earlier = crate::generated::read_record(&self.problem_dir).unwrap_or_else(|e| panic!("{e}"));
        self.written.sort();
        self.written.dedup();
        for name in earlier.written.iter().filter(|n| !self.written.contains(n)) {
            for ext in ["in", "out"] {
                let path = self.problem_dir.join("cases").join(format!("{name}.{ext}"));
                if path.exists() {
                    std::fs::remove_file(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
                }
            }
            println!("removed {name}: write_cases wrote it last time, and no longer does");
        }
        let path = self.problem_dir.join("cases").join(crate::generated::MANIFEST);
        if self.pins.is_empty() && self.written.is_empty() {
            if path.exists() {
                std::fs::remove_file(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            }
            return;
        }
        let slug = self.problem_dir.file_name().unwrap_or_default().to_string_lossy().into_owned();
        let record = crate::generated::Record { written: self.written, pins: self.pins };
        crate::generated::write_record(&self.problem_dir, &slug, &record).unwrap_or_else(|e| panic!("{e}"));
    }
}

/// Stores a counterexample as `cases/<prefix>hack-<n>.in` and `.out`, `n` the first free
/// number, `prefix` the last of `vouches` that is not `00-` (samples are the statement's).
///
/// # Errors
///
/// No prefix to use, or a file that cannot be written.
pub fn save_case(cases: &Path, vouches: &[&str], c: &Counterexample) -> Result<String, String> {
    let prefix = vouches
        .iter()
        .rev()
        .find(|p| !p.starts_with("00"))
        .ok_or("the oracle that found it vouches for no stored case prefix but the samples'")?;
    let name = (1..)
        .map(|n| format!("{prefix}hack-{n}"))
        .find(|name| !cases.join(format!("{name}.in")).exists())
        .unwrap_or_default();
    for (ext, text) in [("in", &c.input), ("out", &c.expected)] {
        let path = cases.join(format!("{name}.{ext}"));
        std::fs::write(&path, text).map_err(|e| format!("{}: cannot write: {e}", path.display()))?;
    }
    Ok(name)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::verify::judged::Counterexample;

    #[test]
    fn counterexample_files_are_written() {
        let dir = std::env::temp_dir().join(format!("sg-verify-test-{}", std::process::id()));
        let c = Counterexample {
            input: "1\n3\n".into(),
            expected: "Yes\n".into(),
            actual: "Maybe\n".into(),
            verdict: Verdict::Wa,
            detail: String::new(),
        };
        let paths = write_counterexample(&dir, &c).expect("written");
        let texts: Vec<String> = paths.iter().map(|p| std::fs::read_to_string(p).expect("read")).collect();
        assert_eq!(texts, ["1\n3\n", "Yes\n", "Maybe\n"]);
        std::fs::remove_dir_all(&dir).expect("removed");
    }
    #[test]
    fn a_saved_counterexample_is_the_next_hack_case_of_its_oracle() {
        let dir = tempfile::tempdir().unwrap();
        let c = Counterexample {
            input: "1\n7\n".into(),
            expected: "No\n".into(),
            actual: "Yes\n".into(),
            verdict: Verdict::Wa,
            detail: String::new(),
        };
        assert_eq!(save_case(dir.path(), &["00-", "10-", "20-"], &c), Ok("20-hack-1".to_owned()));
        assert_eq!(save_case(dir.path(), &["00-", "10-", "20-"], &c), Ok("20-hack-2".to_owned()));
        assert_eq!(std::fs::read_to_string(dir.path().join("20-hack-2.out")).unwrap(), "No\n", "the oracle's answer");
        assert_eq!(std::fs::read_to_string(dir.path().join("20-hack-1.in")).unwrap(), "1\n7\n");
        assert_eq!(save_case(dir.path(), &["30-"], &c), Ok("30-hack-1".to_owned()));
        assert!(save_case(dir.path(), &["00-"], &c).is_err(), "samples are the statement's");
    }
}
