//! Submissions with expected verdicts, as problemtools' `submissions/` and DOMjudge's
//! `@EXPECTED_RESULTS@` have them: `submissions/<folder>/<file>`, one program per file (C++,
//! Python or Rust), compiled here (and judged by [`crate::judging::judge_all`], its verdict the
//! first case's that is not AC); and the time limit the accepted and the slow ones allow.

use crate::diagnostic::Diagnostic;
use crate::run::Program;
use sha2::{Digest, Sha256};
use std::path::Path;
use std::time::Duration;

pub use crate::discover::{FOLDERS, Language, Submission, submissions};

/// problemtools' time multiplier: the time limit is at least the slowest accepted run times
/// this.
pub const TIME_MULTIPLIER: u32 = 5;

/// problemtools' safety margin: a slow submission must still time out at the limit times this,
/// and submissions are judged at the limit times this, so that an accepted one is not lost to
/// a loaded machine and a slow one is slow beyond doubt.
pub const SAFETY_MARGIN: u32 = 2;

/// The program that runs `submission`: compiled into `cache` (once per content and compiler
/// command line, named by their SHA-256), or, for Python, the interpreter on the file.
///
/// # Errors
///
/// A source that cannot be read, a compiler that cannot start, or a compilation error (with
/// the compiler's first lines).
pub fn compile(submission: &Submission, cache: &Path) -> Result<Program, Diagnostic> {
    let source = std::fs::read(&submission.path).map_err(|e| Diagnostic::new(&submission.path, e.to_string()))?;
    let (compiler, flags): (&str, &[&str]) = match submission.language {
        Language::Python => {
            let path = std::path::absolute(&submission.path).unwrap_or_else(|_| submission.path.clone());
            return Ok(Program { path: "python3".into(), args: vec![path.display().to_string()] });
        }
        Language::Cpp => ("g++", &["-std=gnu++17", "-O2", "-pipe", "-x", "c++"]),
        Language::Rust => ("rustc", &["--edition", "2021", "-O", "--crate-name", "submission"]),
    };
    let mut hash = Sha256::new();
    hash.update(compiler);
    for flag in flags {
        hash.update([0]);
        hash.update(flag);
    }
    hash.update([0]);
    hash.update(&source);
    let key: String = hash.finalize().iter().take(12).map(|b| format!("{b:02x}")).collect();
    let binary = cache.join(format!("submission-{key}"));
    if binary.is_file() {
        return Ok(Program::new(binary));
    }
    std::fs::create_dir_all(cache).map_err(|e| Diagnostic::new(cache, format!("cannot create: {e}")))?;
    // Written under a name of its own, then renamed: tests compile in parallel.
    let partial = tempfile::Builder::new()
        .prefix("partial-")
        .tempfile_in(cache)
        .map_err(|e| Diagnostic::new(cache, format!("cannot create a file: {e}")))?
        .into_temp_path();
    let mut command = std::process::Command::new(compiler);
    as_a_judge_compiles(&mut command);
    let output = command
        .args(flags)
        .arg("-o")
        .arg(&partial)
        .arg(&submission.path)
        .output()
        .map_err(|e| Diagnostic::new(&submission.path, format!("cannot start `{compiler}`: {e}")))?;
    if !output.status.success() {
        let said = String::from_utf8_lossy(&output.stderr);
        let first: Vec<&str> = said.lines().take(8).collect();
        return Err(Diagnostic::new(
            &submission.path,
            format!("does not compile with `{compiler} {}`:\n{}", flags.join(" "), first.join("\n")),
        ));
    }
    partial.persist(&binary).map_err(|e| Diagnostic::new(&binary, format!("cannot keep the binary: {e}")))?;
    Ok(Program::new(binary))
}

/// Takes cargo's variables out of a compiler's environment, as a judge's compiler has none:
/// a program that reads one at compile time (`env!("CARGO_PKG_NAME")`) builds under cargo and
/// fails on the judge, and must fail here too.
pub fn as_a_judge_compiles(command: &mut std::process::Command) {
    for (key, _) in std::env::vars_os() {
        if key.to_str().is_some_and(|k| k == "OUT_DIR" || k.starts_with("CARGO_") && k != "CARGO_HOME") {
            command.env_remove(key);
        }
    }
}

/// The time limits the submissions' runs allow, by problemtools' rule.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Band {
    /// The slowest case of the slowest accepted program.
    pub slowest_accepted: Duration,
    /// The lowest limit allowed: the slowest accepted run times [`TIME_MULTIPLIER`].
    pub low: Duration,
    /// The highest limit allowed: the fastest run that timed out as expected, over
    /// [`SAFETY_MARGIN`]; none when no submission is slow.
    pub high: Option<Duration>,
}

impl Band {
    /// The band of these runs: the slowest case of each accepted program, and the CPU time at
    /// which each slow submission was stopped (at least the limit it ran under).
    pub fn new(accepted: &[Duration], slow: &[Duration]) -> Band {
        let slowest_accepted = accepted.iter().copied().max().unwrap_or_default();
        Band {
            slowest_accepted,
            low: slowest_accepted * TIME_MULTIPLIER,
            high: slow.iter().copied().min().map(|d| d / SAFETY_MARGIN),
        }
    }

    /// The limit to propose: the lowest allowed, rounded up to a multiple of 100 ms and at
    /// least 100 ms.
    pub fn proposal(&self) -> Duration {
        let ms = self.low.as_millis().div_ceil(100).max(1) * 100;
        Duration::from_millis(u64::try_from(ms).unwrap_or(u64::MAX))
    }

    /// A warning when `limit` lies in the band but within a fifth of its lower end: a slower
    /// machine, or a slower day, may put it outside. (Its upper end is no measure of a slow
    /// submission's speed, which is stopped at twice the limit, so nothing is said of it.)
    ///
    /// # Example
    ///
    /// ```
    /// use std::time::Duration;
    /// use testkit::submission::Band;
    /// let ms = Duration::from_millis;
    /// let band = Band::new(&[ms(180)], &[ms(3000)]);
    /// assert!(band.warning(ms(1000)).is_some_and(|w| w.contains("900 ms")));
    /// assert_eq!(band.warning(ms(1200)), None);
    /// assert_eq!(band.warning(ms(1500)), None, "at the upper end");
    /// ```
    pub fn warning(&self, limit: Duration) -> Option<String> {
        (limit >= self.low && limit * 4 < self.low * 5).then(|| {
            format!(
                "warning: the time limit {} ms is close to the lowest allowed, {} ms ({} ms × {TIME_MULTIPLIER}): a slower machine may find it too tight",
                limit.as_millis(),
                self.low.as_millis(),
                self.slowest_accepted.as_millis()
            )
        })
    }

    /// Whether `limit` lies in the band.
    ///
    /// # Errors
    ///
    /// Which side it falls out of, and by how much.
    pub fn check(&self, limit: Duration) -> Result<(), String> {
        if limit < self.low {
            return Err(format!(
                "the time limit {} ms is below {} ms: the slowest accepted run took {} ms, and the limit must be {TIME_MULTIPLIER} times that",
                limit.as_millis(),
                self.low.as_millis(),
                self.slowest_accepted.as_millis()
            ));
        }
        match self.high {
            Some(high) if limit > high => Err(format!(
                "the time limit {} ms is above {} ms: a slow submission stopped at {} ms, which must be {SAFETY_MARGIN} times the limit",
                limit.as_millis(),
                high.as_millis(),
                (high * SAFETY_MARGIN).as_millis()
            )),
            _ => Ok(()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_band_follows_problemtools_rule() {
        let ms = Duration::from_millis;
        let band = Band::new(&[ms(12), ms(30)], &[ms(2000), ms(5000)]);
        assert_eq!((band.low, band.high, band.proposal()), (ms(150), Some(ms(1000)), ms(200)));
        assert_eq!((band.check(ms(150)), band.check(ms(1000))), (Ok(()), Ok(())), "both ends are inside");
        assert!(band.check(ms(100)).unwrap_err().contains("slowest accepted run took 30 ms"));
        assert!(band.check(ms(1001)).unwrap_err().contains("stopped at 2000 ms"));
        assert_eq!(Band::new(&[ms(1)], &[]).check(ms(60_000)), Ok(()), "no slow submission, no ceiling");
        assert_eq!(Band::new(&[], &[]).proposal(), ms(100));
    }

    #[test]
    fn a_submission_is_compiled_once_and_a_compile_error_is_told() {
        let tmp = tempfile::tempdir().unwrap();
        let cache = tmp.path().join("cache");
        let submission = |name: &str, text: &str, language| {
            let path = tmp.path().join(name);
            std::fs::write(&path, text).unwrap();
            Submission { path, folder: "accepted", expected: crate::discover::FOLDERS[0].1, language }
        };
        let good = submission("good.cpp", "int main() { return 0; }\n", Language::Cpp);
        let program = compile(&good, &cache).unwrap();
        assert!(program.path.starts_with(&cache) && program.path.is_file(), "{program:?}");
        let modified = std::fs::metadata(&program.path).unwrap().modified().unwrap();
        assert_eq!(compile(&good, &cache).map(|p| p.path), Ok(program.path.clone()));
        assert_eq!(std::fs::metadata(&program.path).unwrap().modified().unwrap(), modified, "compiled once");
        let bad = submission("bad.cpp", "int main() { return x; }\n", Language::Cpp);
        let error = compile(&bad, &cache).unwrap_err();
        assert_eq!(error.path, bad.path);
        assert!(error.message.starts_with("does not compile with `g++ -std=gnu++17 -O2"), "{error}");
        let said = format!("{}:1:", bad.path.display());
        assert!(error.message.lines().skip(1).any(|l| l.starts_with(&said)), "the compiler's words: {error}");
        let python = submission("s.py", "print(1)\n", Language::Python);
        let program = compile(&python, &cache).unwrap();
        assert_eq!(
            (program.path.as_path(), program.args),
            (Path::new("python3"), vec![python.path.display().to_string()])
        );
    }
}
