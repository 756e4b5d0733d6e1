//! Submissions with expected verdicts, as problemtools' `submissions/` and DOMjudge's
//! `@EXPECTED_RESULTS@` have them: `submissions/<folder>/<file>`, one program per file (C++,
//! Python or Rust), compiled here, judged on the stored cases in order, its verdict the first
//! case's that is not AC; and the time limit the accepted and the slow ones allow.

use crate::diagnostic::Diagnostic;
use crate::discover::Problem;
use crate::judging::judge_case;
use crate::jury::Jury;
use crate::report::{CaseReport, Verdict};
use crate::run::{Limits, Program, Runner};
use sha2::{Digest, Sha256};
use std::path::{Path, PathBuf};
use std::time::Duration;

/// The folders of `submissions/`, and the verdicts each accepts: Kattis' reading, where an
/// output past the cap is a wrong answer and a memory overrun a run-time error.
pub const FOLDERS: [(&str, &[Verdict]); 4] = [
    ("accepted", &[Verdict::Ac]),
    ("wrong_answer", &[Verdict::Wa, Verdict::Ole]),
    ("time_limit_exceeded", &[Verdict::Tle]),
    ("run_time_error", &[Verdict::Re, Verdict::Mle]),
];

/// problemtools' time multiplier: the time limit is at least the slowest accepted run times
/// this.
pub const TIME_MULTIPLIER: u32 = 5;

/// problemtools' safety margin: a slow submission must still time out at the limit times this,
/// and submissions are judged at the limit times this, so that an accepted one is not lost to
/// a loaded machine and a slow one is slow beyond doubt.
pub const SAFETY_MARGIN: u32 = 2;

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
    let output = std::process::Command::new(compiler)
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

/// A program judged on a problem's cases in order, stopping at the first that is not AC.
#[derive(Debug, Clone)]
pub struct Judgement {
    /// AC, or the verdict of the first case that is not.
    pub verdict: Verdict,
    /// The reports of the cases judged, the last one deciding the verdict.
    pub reports: Vec<CaseReport>,
}

impl Judgement {
    /// The longest CPU time of the cases judged.
    pub fn slowest(&self) -> Duration {
        self.reports.iter().map(|r| r.cpu).max().unwrap_or_default()
    }
}

/// Judges `program` on the cases of `problem` in order, as a judge gives one verdict to a
/// submission.
///
/// # Errors
///
/// A case that could not be judged (the box, the checker).
pub fn judge_all(
    runner: &Runner,
    program: &Program,
    problem: &Problem,
    limits: Limits,
    jury: &Jury,
) -> Result<Judgement, Diagnostic> {
    let mut reports = Vec::new();
    for case in &problem.cases {
        let report = judge_case(runner, program, problem, case, limits, jury)?;
        let verdict = report.verdict;
        reports.push(report);
        if verdict != Verdict::Ac {
            return Ok(Judgement { verdict, reports });
        }
    }
    Ok(Judgement { verdict: Verdict::Ac, reports })
}

/// Whether `judgement` is what `submission`'s folder expects; if not, why, with the case that
/// decided it.
///
/// # Errors
///
/// The verdict it got against the ones expected, and the deciding case's detail.
pub fn check_expected(submission: &Submission, judgement: &Judgement) -> Result<(), String> {
    if submission.expected.contains(&judgement.verdict) {
        return Ok(());
    }
    let expected: Vec<String> = submission.expected.iter().map(ToString::to_string).collect();
    let decided = match judgement.reports.last() {
        Some(r) if judgement.verdict != Verdict::Ac => format!(" on {}: {}", r.case, r.detail),
        _ => format!(" on all {} cases", judgement.reports.len()),
    };
    Err(format!(
        "{} got {}{decided}\n  expected {} (its folder is {})",
        submission.path.display(),
        judgement.verdict,
        expected.join(" or "),
        submission.folder
    ))
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
        assert_eq!(band.check(ms(1000)), Ok(()));
        assert!(band.check(ms(100)).unwrap_err().contains("slowest accepted run took 30 ms"));
        assert!(band.check(ms(1001)).unwrap_err().contains("stopped at 2000 ms"));
        assert_eq!(Band::new(&[ms(1)], &[]).check(ms(60_000)), Ok(()), "no slow submission, no ceiling");
        assert_eq!(Band::new(&[], &[]).proposal(), ms(100));
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

    #[test]
    fn a_verdict_outside_the_folder_is_named_with_its_case() {
        let submission = Submission {
            path: "s/wrong_answer/x.cpp".into(),
            folder: "wrong_answer",
            expected: FOLDERS[1].1,
            language: Language::Cpp,
        };
        let report = |verdict| CaseReport {
            case: "10-edge-1".into(),
            verdict,
            cpu: Duration::ZERO,
            wall: Duration::ZERO,
            peak_kib: 0,
            detail: "line 1".into(),
            isolation: Default::default(),
        };
        let ac = Judgement { verdict: Verdict::Ac, reports: vec![report(Verdict::Ac)] };
        let err = check_expected(&submission, &ac).unwrap_err();
        assert!(err.contains("got AC on all 1 cases") && err.contains("expected WA or OLE"), "{err}");
        let wa = Judgement { verdict: Verdict::Wa, reports: vec![report(Verdict::Wa)] };
        assert_eq!(check_expected(&submission, &wa), Ok(()));
        let re = Judgement { verdict: Verdict::Re, reports: vec![report(Verdict::Re)] };
        assert!(check_expected(&submission, &re).unwrap_err().contains("got RE on 10-edge-1: line 1"));
    }
}
