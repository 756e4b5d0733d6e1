//! Judging one case (AC, WA, RE, TLE) and rendering what went wrong.

use crate::compare::{Mismatch, compare};
use crate::discover::{Case, Problem};
use crate::meta::CompareMode;
use crate::run::{self, Exit, Limits, RunResult};
use std::fmt;
use std::path::Path;
use std::time::Duration;

/// A judge's verdict on one case.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Verdict {
    /// Accepted.
    Ac,
    /// Wrong answer (including output past the cap).
    Wa,
    /// Runtime error: a non-zero exit code or a signal.
    Re,
    /// Time limit exceeded.
    Tle,
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Verdict::Ac => "AC",
            Verdict::Wa => "WA",
            Verdict::Re => "RE",
            Verdict::Tle => "TLE",
        })
    }
}

/// The verdict on one case with its time and, unless accepted, an explanation.
#[derive(Debug, Clone)]
pub struct CaseReport {
    /// The case name.
    pub case: String,
    /// The verdict.
    pub verdict: Verdict,
    /// Wall-clock time of the run.
    pub time: Duration,
    /// Empty for AC; otherwise lines saying what happened, starting with the input path.
    pub detail: String,
}

const HEAD_TAIL: usize = 5;
const LINE_WIDTH: usize = 100;

/// The head and tail of a text, indented, with the middle left out if it is long.
pub fn excerpt(text: &[u8]) -> String {
    let text = String::from_utf8_lossy(text);
    let lines: Vec<&str> = text.lines().collect();
    let shown = |l: &str| {
        let mut s: String = l.chars().take(LINE_WIDTH).collect();
        if l.chars().count() > LINE_WIDTH {
            s.push_str(" …");
        }
        format!("    | {s}\n")
    };
    let mut out = String::new();
    if lines.len() <= 2 * HEAD_TAIL {
        lines.iter().for_each(|l| out.push_str(&shown(l)));
    } else {
        lines[..HEAD_TAIL].iter().for_each(|l| out.push_str(&shown(l)));
        out.push_str(&format!("    | … {} lines left out …\n", lines.len() - 2 * HEAD_TAIL));
        lines[lines.len() - HEAD_TAIL..].iter().for_each(|l| out.push_str(&shown(l)));
    }
    if lines.is_empty() {
        out.push_str("    (empty)\n");
    }
    out
}

fn line_count(text: &[u8]) -> String {
    match String::from_utf8_lossy(text).lines().count() {
        1 => "1 line".to_owned(),
        n => format!("{n} lines"),
    }
}

/// Explains a wrong answer: where the outputs first differ, then both texts (head and tail).
pub fn describe_mismatch(input: &Path, mode: CompareMode, m: &Mismatch, expected: &[u8], actual: &[u8]) -> String {
    let mut out = format!("{}\n  first difference ({mode} comparison) at {}:\n", input.display(), m.place);
    out.push_str(&format!("    expected: {}\n    actual:   {}\n", m.expected, m.actual));
    if let Some(note) = &m.note {
        out.push_str(&format!("  note: {note}\n"));
    }
    out.push_str(&format!("  expected output ({}):\n{}", line_count(expected), excerpt(expected)));
    out.push_str(&format!("  actual output ({}):\n{}", line_count(actual), excerpt(actual)));
    out
}

/// Turns a finished run into a verdict, comparing its output with `expected`.
pub fn verdict_of(
    result: &RunResult,
    input: &Path,
    expected: &[u8],
    mode: CompareMode,
    limits: Limits,
) -> (Verdict, String) {
    let input_shown = input.display();
    let stderr_part = || {
        if result.stderr.is_empty() { String::new() } else { format!("  stderr:\n{}", excerpt(&result.stderr)) }
    };
    if result.timed_out {
        let detail = format!("{input_shown}\n  killed at the time limit of {} ms\n", limits.time.as_millis());
        return (Verdict::Tle, detail);
    }
    if result.output_cut {
        let detail = format!(
            "{input_shown}\n  output passed the cap of {} bytes and was cut; the process was killed\n",
            limits.output_cap
        );
        return (Verdict::Wa, detail);
    }
    match result.exit {
        Exit::Code(0) => {}
        Exit::Code(code) => return (Verdict::Re, format!("{input_shown}\n  exit code {code}\n{}", stderr_part())),
        Exit::Signal(signal) => {
            return (Verdict::Re, format!("{input_shown}\n  killed by signal {signal}\n{}", stderr_part()));
        }
        Exit::Killed => return (Verdict::Re, format!("{input_shown}\n  killed by the harness\n")),
    }
    match compare(mode, expected, &result.stdout) {
        Ok(()) => (Verdict::Ac, String::new()),
        Err(m) => (Verdict::Wa, describe_mismatch(input, mode, &m, expected, &result.stdout)),
    }
}

/// Runs `program` on one case of `problem` and judges it.
///
/// # Errors
///
/// Fails, naming the path, if the expected output cannot be read or the program cannot be
/// started.
pub fn judge_case(program: &Path, problem: &Problem, case: &Case, limits: Limits) -> Result<CaseReport, String> {
    let expected = std::fs::read(&case.output).map_err(|e| format!("{}: cannot read: {e}", case.output.display()))?;
    let result = run::run(program, &case.input, limits)?;
    let (verdict, detail) = verdict_of(&result, &case.input, &expected, problem.meta.compare, limits);
    Ok(CaseReport { case: case.name.clone(), verdict, time: result.elapsed, detail })
}

/// The verdicts of one problem's run.
#[derive(Debug, Clone)]
pub struct ProblemReport {
    /// The problem's slug.
    pub slug: String,
    /// One report per case, in case order.
    pub cases: Vec<CaseReport>,
    /// Cases that could not be judged at all (unreadable file, missing binary), by path.
    pub errors: Vec<String>,
}

impl ProblemReport {
    /// How many cases got `verdict`.
    pub fn count(&self, verdict: Verdict) -> usize {
        self.cases.iter().filter(|c| c.verdict == verdict).count()
    }

    /// Whether every case is AC and nothing failed to run.
    pub fn passed(&self) -> bool {
        self.errors.is_empty() && self.cases.iter().all(|c| c.verdict == Verdict::Ac)
    }

    /// The slowest case's time.
    pub fn slowest(&self) -> Option<Duration> {
        self.cases.iter().map(|c| c.time).max()
    }
}

/// How to show times: measured, or replaced by a placeholder (for snapshots).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Times {
    /// Show measured times.
    Shown,
    /// Show `[time]` instead, so that reports can be compared across runs.
    Redacted,
}

fn time_text(time: Option<Duration>, times: Times) -> String {
    match (time, times) {
        (_, Times::Redacted) => "[time]".into(),
        (None, Times::Shown) => "-".into(),
        (Some(t), Times::Shown) => format!("{:.1} ms", t.as_secs_f64() * 1000.0),
    }
}

/// One summary line for a problem: slug, cases, verdict counts, slowest time.
pub fn problem_line(report: &ProblemReport, times: Times) -> String {
    let status = if report.passed() { "ok" } else { "FAILED" };
    let errors = if report.errors.is_empty() { String::new() } else { format!("  errors {}", report.errors.len()) };
    format!(
        "{:<22} {:>3} cases  AC {:>3}  WA {:>3}  RE {:>3}  TLE {:>3}{errors}  slowest {:>9}  {status}",
        report.slug,
        report.cases.len(),
        report.count(Verdict::Ac),
        report.count(Verdict::Wa),
        report.count(Verdict::Re),
        report.count(Verdict::Tle),
        time_text(report.slowest(), times),
    )
}

/// The details of every case that is not AC, and of every case that could not run.
pub fn problem_details(report: &ProblemReport) -> String {
    let mut out = String::new();
    for case in report.cases.iter().filter(|c| c.verdict != Verdict::Ac) {
        out.push_str(&format!("  {} {}: {}", case.verdict, case.case, case.detail));
    }
    for error in &report.errors {
        out.push_str(&format!("  error: {error}\n"));
    }
    out
}

/// The closing line: problems, cases, verdict counts, and whether everything passed.
pub fn summary_line(reports: &[ProblemReport]) -> String {
    let cases: usize = reports.iter().map(|r| r.cases.len()).sum();
    let count = |v| reports.iter().map(|r| r.count(v)).sum::<usize>();
    let errors: usize = reports.iter().map(|r| r.errors.len()).sum();
    let failed = reports.iter().filter(|r| !r.passed()).count();
    format!(
        "{} problems, {cases} cases: AC {}, WA {}, RE {}, TLE {}, errors {errors}; {}",
        reports.len(),
        count(Verdict::Ac),
        count(Verdict::Wa),
        count(Verdict::Re),
        count(Verdict::Tle),
        if failed == 0 { "all accepted".to_owned() } else { format!("{failed} problem(s) FAILED") }
    )
}

/// The full report: a line per problem, details of failures, and the summary line.
pub fn render(reports: &[ProblemReport], times: Times) -> String {
    let mut out = String::new();
    for report in reports {
        out.push_str(&problem_line(report, times));
        out.push('\n');
        out.push_str(&problem_details(report));
    }
    out.push('\n');
    out.push_str(&summary_line(reports));
    out.push('\n');
    out
}
