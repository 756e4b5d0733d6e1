//! `harness check [SLUG…]`: the parts of a problem package that the cases alone do not prove,
//! one check per part, as problemtools' `verifyproblem` has them: the statements and the
//! editorial (the rules of `docs/statements.md`), the input validator (every
//! case valid, every `invalid/` input and the junk made from the small cases refused, every
//! bound reached at both ends), the submissions (each gets a verdict its folder expects), and
//! the time limit (inside the band the accepted and the slow runs allow), and the bundle (each
//! program as one file compiles alone, and does what the program does).

use crate::bundle;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};
use std::time::Duration;
use testkit::diagnostic::Diagnostic;
use testkit::discover::{self, Problem};
use testkit::judging::{judge_all, judge_case, judge_every};
use testkit::jury::Jury;
use testkit::report::{CaseReport, Verdict};
use testkit::run::{Input, Limits, Program, Runner};
use testkit::submission::{self, Band, SAFETY_MARGIN, Submission};
use testkit::validation::{Reach, Validation, junk, merge, unreached, validate};

/// One part of a package, checked: its name, whether it passed, and the lines that say what
/// was seen.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Part {
    /// `statement`, `validator`, `submissions`, `time limit` or `bundle`.
    pub name: String,
    /// Whether the part holds.
    pub passed: bool,
    /// What was seen, a line each; the failures first.
    pub lines: Vec<String>,
}

impl Part {
    fn new(name: &str, passed: bool, lines: Vec<String>) -> Part {
        Part { name: name.to_owned(), passed, lines }
    }
}

/// The checks of one problem: the parts as the terminal shows them, and what they saw as data,
/// which the site draws (the invocation matrix, the time band, the bounds reached).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Checked {
    /// The problem.
    pub slug: String,
    /// Its parts, in order.
    pub parts: Vec<Part>,
    /// What the validator saw; none when it was not built.
    pub validation: Option<Validated>,
    /// The cases, in order: the columns of [`Checked::rows`].
    pub cases: Vec<String>,
    /// The solution, then every submission, each on every case.
    pub rows: Vec<Row>,
    /// The time band the runs allow.
    pub band: BandFigures,
}

/// What the validator saw: how many inputs it took and refused as it should, and the bounds the
/// cases reach.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Validated {
    /// Cases it found valid.
    pub valid: usize,
    /// Files of `invalid/` it refused.
    pub invalid: usize,
    /// Junk inputs made from the small cases it refused.
    pub junk: usize,
    /// Each bound it reports, with whether the cases reach each end.
    pub bounds: Vec<Reach>,
    /// What it got wrong, a line each.
    pub failures: Vec<String>,
}

/// A row of the invocation matrix: one program on every case.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Row {
    /// `the solution`, or the submission's place under `submissions/` (`accepted/xor.py`).
    pub program: String,
    /// The verdicts its folder allows (`AC` for the solution).
    pub expected: Vec<Verdict>,
    /// What it got on each case, in case order; empty when it could not run.
    pub cells: Vec<Cell>,
    /// Why it could not run (a compile error), if so.
    pub error: Option<String>,
    /// For an accepted program, the time it counts for in the band: the median of
    /// [`TIMED_RUNS`] runs of its slowest cases, in milliseconds.
    pub timed_ms: Option<f64>,
}

/// One cell of the invocation matrix: a verdict and the run's times.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Cell {
    /// The verdict on the case.
    pub verdict: Verdict,
    /// CPU time, in milliseconds.
    pub cpu_ms: f64,
    /// Wall time, in milliseconds.
    pub wall_ms: f64,
    /// What the judge said of a run that is not AC (the report's excerpt); empty for AC.
    pub detail: String,
}

impl Row {
    /// The program's verdict as a judge gives it: that of the first case that is not AC, or
    /// AC; none when it could not run.
    pub fn verdict(&self) -> Option<Verdict> {
        if self.error.is_some() || self.cells.is_empty() {
            return None;
        }
        Some(self.cells.iter().map(|c| c.verdict).find(|&v| v != Verdict::Ac).unwrap_or(Verdict::Ac))
    }

    /// Whether it is a slow submission (`time_limit_exceeded/`), whose runs past the limit set
    /// the time band's ceiling; a brute force's may time out too, but bound nothing (the 2025-09
    /// format's rule).
    pub fn is_slow(&self) -> bool {
        self.expected == [Verdict::Tle]
    }

    /// Whether its verdict is one its folder allows.
    pub fn as_expected(&self) -> bool {
        self.verdict().is_some_and(|v| self.expected.contains(&v))
    }

    /// Whether a cell's verdict fits what the row expects: AC always does (a wrong program is
    /// right on some cases), and a verdict its folder allows; an accepted program's every
    /// other verdict is a mismatch.
    pub fn cell_as_expected(&self, cell: &Cell) -> bool {
        cell.verdict == Verdict::Ac || (self.expected.contains(&cell.verdict) && !self.expected.contains(&Verdict::Ac))
    }
}

/// The time band in milliseconds, by problemtools' rule ([`Band`]).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct BandFigures {
    /// The problem's stated limit.
    pub stated_ms: f64,
    /// The slowest accepted time.
    pub slowest_accepted_ms: f64,
    /// The lowest limit allowed.
    pub low_ms: f64,
    /// The highest limit allowed, when a slow submission gives one.
    pub high_ms: Option<f64>,
    /// The limit proposed.
    pub proposal_ms: f64,
}

/// A duration in milliseconds, to a tenth, as the figures keep it.
fn ms(d: Duration) -> f64 {
    (d.as_secs_f64() * 1e4).round() / 10.0
}

/// The duration a figure in milliseconds stands for, to the microsecond.
fn duration(ms: f64) -> Duration {
    Duration::from_micros((ms * 1000.0).round().max(0.0) as u64)
}

impl Checked {
    /// Whether every part holds.
    pub fn passed(&self) -> bool {
        self.parts.iter().all(|p| p.passed)
    }

    /// The report: a line per part, then its lines indented.
    pub fn render(&self) -> String {
        let mut out = format!("{} {}\n", self.slug, if self.passed() { "ok" } else { "FAILED" });
        for part in &self.parts {
            out += &format!("  {:<12} {}\n", part.name, if part.passed { "ok" } else { "FAILED" });
            for line in &part.lines {
                for (i, l) in line.lines().enumerate() {
                    out += &format!("{}{l}\n", if i == 0 { "    " } else { "      " });
                }
            }
        }
        out
    }
}

/// What a problem is checked with: its release binaries and a directory for compiled
/// submissions.
#[derive(Debug)]
pub struct Tools<'a> {
    /// The run box.
    pub runner: &'a Runner,
    /// The problem's own binary.
    pub solution: &'a Program,
    /// Its validator, if built.
    pub validator: Option<PathBuf>,
    /// Its jury.
    pub jury: &'a Jury,
    /// Where submissions are compiled.
    pub cache: &'a Path,
    /// The workspace, whose libraries the bundles inline.
    pub root: &'a Path,
}

/// Checks every part of `problem`.
pub fn check(problem: &Problem, tools: &Tools<'_>) -> Checked {
    let (validator, validation) = match &tools.validator {
        Some(path) => {
            let validated = check_validator(problem, tools.runner, path);
            (validated.part(), Some(validated))
        }
        None => {
            (Part::new("validator", false, vec![format!("no `{}-validator` binary was built", problem.slug)]), None)
        }
    };
    let (rows, failures) = judge_programs(problem, tools);
    let (submissions, band, figures) = check_runs(problem, &rows, failures);
    let bundle = check_bundles(problem, tools);
    Checked {
        slug: problem.slug.clone(),
        parts: vec![check_statement(problem), validator, submissions, band, bundle],
        validation,
        cases: problem.cases.iter().map(|c| c.name.clone()).collect(),
        rows,
        band: figures,
    }
}

/// The statements' and the editorial's part: the rules they break, or what they are.
pub fn check_statement(problem: &Problem) -> Part {
    let errors = crate::statement::lint::lint(problem);
    if !errors.is_empty() {
        return Part::new("statement", false, errors.iter().map(ToString::to_string).collect());
    }
    let languages: Vec<&str> = crate::statement::languages(problem).iter().map(|l| l.name).collect();
    Part::new(
        "statement",
        true,
        vec![format!(
            "statement in {}; the editorial in four parts; no rule of docs/statements.md broken",
            languages.join(", ")
        )],
    )
}

impl Checked {
    /// The same results with the statement's part checked again: the statements are no part of
    /// what a kept record's key follows (an edit of a statement does not make the runs stale).
    #[must_use]
    pub fn with_statement(mut self, problem: &Problem) -> Checked {
        let part = check_statement(problem);
        match self.parts.iter_mut().find(|p| p.name == part.name) {
            Some(old) => *old = part,
            None => self.parts.insert(0, part),
        }
        self
    }
}

fn check_validator(problem: &Problem, runner: &Runner, validator: &Path) -> Validated {
    let mut failures = Vec::new();
    let mut reaches = Vec::new();
    let mut seen = [0usize; 3];
    // What the validator says of one input, against what it should say.
    let mut run = |input: Input<'_>, valid: bool, what: &dyn Fn() -> String| match validate(runner, validator, input) {
        Ok(Validation::Valid(r)) if valid => {
            reaches.extend(r);
            None
        }
        Ok(Validation::Invalid(_)) if !valid => None,
        Ok(Validation::Valid(_)) => Some(format!("{} passes the validator", what())),
        Ok(Validation::Invalid(why)) => Some(format!("{} is invalid: {why}", what())),
        Err(e) => Some(e.to_string()),
    };
    // What passed as it should, counted per kind: cases, invalid inputs, junk.
    let mut held = |kind: usize, failure: Option<String>| match failure {
        None => seen[kind] += 1,
        Some(f) => failures.push(f),
    };
    for case in &problem.cases {
        held(0, run(Input::File(&case.input), true, &|| case.input.display().to_string()));
    }
    match discover::invalid_inputs(&problem.dir) {
        Ok(inputs) if inputs.is_empty() => held(1, Some(format!("{}: no invalid input", problem.dir.display()))),
        Ok(inputs) => {
            for path in inputs {
                held(1, run(Input::File(&path), false, &|| path.display().to_string()));
            }
        }
        Err(e) => e.iter().for_each(|e| held(1, Some(e.to_string()))),
    }
    for case in problem.cases.iter().filter(|c| c.name.starts_with("00-") || c.name.starts_with("10-")) {
        let Ok(bytes) = std::fs::read(&case.input) else { continue };
        for (kind, junk) in junk(&bytes) {
            held(2, run(Input::Bytes(&junk), false, &|| format!("{} made {kind}", case.input.display())));
        }
    }
    let bounds = merge(reaches);
    failures.extend(unreached(&bounds));
    Validated { valid: seen[0], invalid: seen[1], junk: seen[2], bounds, failures }
}

impl Validated {
    /// The validator's part of the report: its failures, then what it saw.
    fn part(&self) -> Part {
        let mut bounds: Vec<String> =
            self.bounds.iter().map(|r| format!("{} {}..={}", r.name, r.low, r.high)).collect();
        if bounds.is_empty() {
            bounds.push("none".to_owned());
        }
        let mut lines = self.failures.clone();
        lines.push(format!(
            "{} cases valid, {} invalid inputs and {} junk inputs refused; bounds reached at both ends: {}",
            self.valid,
            self.invalid,
            self.junk,
            bounds.join(", ")
        ));
        Part::new("validator", self.failures.is_empty(), lines)
    }
}

/// How many times an accepted program runs each of its slowest cases for the time band.
pub const TIMED_RUNS: usize = 3;
/// How many of an accepted program's slowest cases are run again.
const TIMED_CASES: usize = 2;

/// The time an accepted program counts for in the band: its slowest cases (the two slowest
/// of `reports`) run [`TIMED_RUNS`] times in all, the median CPU time of each, the largest of
/// those. One run on a loaded machine can take half as long again; a median of three can not
/// be moved by one such run. A case whose run fails again keeps its first time.
fn timed(program: &Program, problem: &Problem, tools: &Tools<'_>, limits: Limits, reports: &[CaseReport]) -> Duration {
    let mut slowest: Vec<&CaseReport> = reports.iter().collect();
    slowest.sort_by_key(|r| std::cmp::Reverse(r.cpu));
    let mut time = Duration::ZERO;
    for report in slowest.into_iter().take(TIMED_CASES) {
        let Some(case) = problem.cases.iter().find(|c| c.name == report.case) else { continue };
        let mut times = vec![report.cpu];
        for _ in 1..TIMED_RUNS {
            match judge_case(tools.runner, program, problem, case, limits, tools.jury) {
                Ok(again) if again.verdict == Verdict::Ac => times.push(again.cpu),
                _ => times.push(report.cpu),
            }
        }
        times.sort();
        time = time.max(times[times.len() / 2]);
    }
    time
}

/// The solution and every submission judged on every case, as an invocation matrix has them
/// (each at the limit times [`SAFETY_MARGIN`]); and what kept a submission from running or the
/// package's submissions from being read.
fn judge_programs(problem: &Problem, tools: &Tools<'_>) -> (Vec<Row>, Vec<String>) {
    let limits = Limits::new(Duration::from_millis(problem.meta.time_limit_ms), problem.meta.memory_limit_mb)
        .scaled(SAFETY_MARGIN);
    let mut failures = Vec::new();
    let submissions = match submission::submissions(&problem.dir) {
        Ok(s) => s,
        Err(e) => {
            failures.extend(e.iter().map(ToString::to_string));
            Vec::new()
        }
    };
    let mut programs: Vec<(String, Vec<Verdict>, Result<Program, Diagnostic>)> =
        vec![("the solution".to_owned(), vec![Verdict::Ac], Ok(tools.solution.clone()))];
    for s in &submissions {
        programs.push((s.name(), s.expected.to_vec(), submission::compile(s, tools.cache)));
    }
    let rows = programs
        .into_iter()
        .map(|(program, expected, compiled)| {
            let judged = compiled.and_then(|p| Ok((judge_every(tools.runner, &p, problem, limits, tools.jury)?, p)));
            match judged {
                Ok((reports, compiled)) => {
                    let accepted = reports.iter().all(|r| r.verdict == Verdict::Ac);
                    let timed_ms = accepted.then(|| ms(timed(&compiled, problem, tools, limits, &reports)));
                    let cells = reports
                        .iter()
                        .map(|r| Cell {
                            verdict: r.verdict,
                            cpu_ms: ms(r.cpu),
                            wall_ms: ms(r.wall),
                            detail: if r.verdict == Verdict::Ac { String::new() } else { r.detail.clone() },
                        })
                        .collect();
                    Row { program, expected, cells, error: None, timed_ms }
                }
                Err(e) => Row { program, expected, cells: Vec::new(), error: Some(e.to_string()), timed_ms: None },
            }
        })
        .collect();
    (rows, failures)
}

/// The submissions' part and the time band's, from the matrix: each program's verdict against
/// its folder's, and the band its accepted and slow runs give.
fn check_runs(problem: &Problem, rows: &[Row], mut failures: Vec<String>) -> (Part, Part, BandFigures) {
    let stated = Duration::from_millis(problem.meta.time_limit_ms);
    let mut lines = Vec::new();
    let (mut accepted, mut slow) = (Vec::new(), Vec::new());
    let median = format!("median of {TIMED_RUNS} runs");
    if rows.iter().skip(1).filter(|r| !r.expected.contains(&Verdict::Ac)).count() < 2 {
        failures.push("fewer than two wrong submissions".to_owned());
    }
    for row in rows {
        let Some(verdict) = row.verdict() else {
            failures.push(row.error.clone().unwrap_or_else(|| format!("{}: no case was judged", row.program)));
            continue;
        };
        // The case that decides the verdict: the first that is not AC.
        let decided = row.cells.iter().position(|c| c.verdict != Verdict::Ac);
        let case = decided.map_or("", |i| problem.cases[i].name.as_str());
        if !row.as_expected() {
            let allowed: Vec<String> = row.expected.iter().map(ToString::to_string).collect();
            let on = match decided {
                Some(i) => format!("{case}: {}", row.cells[i].detail.trim_end()),
                None => format!("all {} cases", row.cells.len()),
            };
            failures.push(format!("{} got {verdict} on {on}\n  expected {}", row.program, allowed.join(" or ")));
            continue;
        }
        match (verdict, row.timed_ms, decided) {
            (Verdict::Ac, Some(time), _) => {
                accepted.push(duration(time));
                lines.push(format!(
                    "{:<46} AC, slowest case {} ms ({median})",
                    row.program,
                    duration(time).as_millis()
                ));
            }
            (Verdict::Tle, _, Some(i)) if row.is_slow() => {
                // A run stopped by the wall clock (it slept or waited) counts at the time it
                // was stopped, not at the little CPU time it used.
                let cell = &row.cells[i];
                slow.push(duration(cell.cpu_ms.max(cell.wall_ms)));
                lines.push(format!("{:<46} {verdict}, on {case}", row.program));
            }
            _ => lines.push(format!("{:<46} {verdict}, on {case}", row.program)),
        }
    }
    let passed = failures.is_empty();
    failures.extend(lines);
    let part = Part::new("submissions", passed, failures);
    let band = Band::new(&accepted, &slow);
    let summary = band_summary(stated, &band);
    let time = match band.check(stated) {
        Ok(()) => {
            let mut lines: Vec<String> = band.warning(stated).into_iter().collect();
            lines.push(summary);
            Part::new("time limit", true, lines)
        }
        Err(e) => Part::new("time limit", false, vec![e, summary]),
    };
    let figures = BandFigures {
        stated_ms: ms(stated),
        slowest_accepted_ms: ms(band.slowest_accepted),
        low_ms: ms(band.low),
        high_ms: band.high.map(ms),
        proposal_ms: ms(band.proposal()),
    };
    (part, time, figures)
}

/// The time band in one line: the limit stated, the range the runs allow, the limit proposed.
fn band_summary(stated: Duration, band: &Band) -> String {
    let range = match band.high {
        Some(high) => format!("to {} ms", high.as_millis()),
        None => "with no ceiling, as no submission is meant to be too slow".to_owned(),
    };
    format!(
        "stated {} ms; allowed from {} ms (slowest accepted {} ms × {}) {range}; proposed {} ms",
        stated.as_millis(),
        band.low.as_millis(),
        band.slowest_accepted.as_millis(),
        submission::TIME_MULTIPLIER,
        band.proposal().as_millis()
    )
}

/// Each program of the problem bundled into one file and compiled as judges compile it (type-
/// checked under every edition from 2015 to 2024, built with `rustc --edition 2021 -O`): the
/// solution AC on every case, judged by the bundled checker or
/// interactor where there is one; the bundled validator passing the same checks as the built one
/// (cases valid, invalid inputs and junk refused, bounds reached).
fn check_bundles(problem: &Problem, tools: &Tools<'_>) -> Part {
    let mut failures = Vec::new();
    let mut lines = Vec::new();
    let dir = tools.cache.join("bundles");
    let mut compiled = Vec::new();
    for (name, _) in bundle::programs(&problem.dir) {
        let made = bundle::bundle_program(tools.root, &problem.dir, &problem.slug, &name).and_then(|b| {
            bundle::check_alone(&b, &problem.dir, &name)?;
            let path = dir.join(format!("{}-{name}.rs", problem.slug));
            std::fs::create_dir_all(&dir).map_err(|e| Diagnostic::new(&dir, format!("cannot create: {e}")))?;
            std::fs::write(&path, &b.source).map_err(|e| Diagnostic::new(&path, format!("cannot write: {e}")))?;
            let source =
                Submission { path, folder: "accepted", expected: &[Verdict::Ac], language: submission::Language::Rust };
            Ok((submission::compile(&source, tools.cache)?, b.source.len()))
        });
        match made {
            Ok((program, bytes)) => {
                let editions = bundle::editions::EDITIONS.join(", ");
                lines.push(format!("{name}: {bytes} bytes, compiles alone under editions {editions}"));
                compiled.push((name, program));
            }
            Err(e) => failures.push(e.to_string()),
        }
    }
    let find = |wanted: &str| compiled.iter().find(|(n, _)| n == wanted).map(|(_, p)| p.clone());
    let jury = match tools.jury {
        Jury::Builtin => Some(Jury::Builtin),
        Jury::Checker(_) => find("checker").map(Jury::Checker),
        Jury::Interactor(_) => find("interactor").map(Jury::Interactor),
    };
    let limits = Limits::new(Duration::from_millis(problem.meta.time_limit_ms), problem.meta.memory_limit_mb)
        .scaled(SAFETY_MARGIN);
    if let (Some(solution), Some(jury)) = (find("solution"), jury) {
        match judge_all(tools.runner, &solution, problem, limits, &jury) {
            Ok(j) if j.verdict == Verdict::Ac => {
                lines.push(format!("the bundled solution: AC on {} cases, by the bundled jury", j.reports.len()));
            }
            Ok(j) => failures.push(format!(
                "the bundled solution got {} on {}",
                j.verdict,
                j.reports.last().map(|r| r.case.as_str()).unwrap_or_default()
            )),
            Err(e) => failures.push(e.to_string()),
        }
    }
    if let Some(validator) = find("validator") {
        // The same checks as the built validator's: cases, invalid inputs, junk, bounds.
        let part = check_validator(problem, tools.runner, &validator.path).part();
        let (summary, errors) = part.lines.split_last().map_or((None, &[][..]), |(s, e)| (Some(s), e));
        failures.extend(errors.iter().map(|e| format!("the bundled validator: {e}")));
        lines.extend(summary.map(|s| format!("the bundled validator: {s}")));
    }
    let passed = failures.is_empty();
    failures.extend(lines);
    Part::new("bundle", passed, failures)
}

/// The directory compiled submissions are kept in, by content: `tmp/submissions` of the
/// workspace's build directory, where the problems' own tests keep theirs
/// (`CARGO_TARGET_TMPDIR`), so that what `cargo test` compiled is not compiled again.
pub fn cache_dir(root: &Path) -> PathBuf {
    discover::target_dir(root).join("tmp").join("submissions")
}

/// A diagnostic for a problem whose binaries were not built.
pub fn not_built(problem: &Problem) -> Diagnostic {
    Diagnostic::new(&problem.dir, format!("`{}` was not built (see the build errors above)", problem.slug))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_band_reads_well_with_and_without_a_slow_submission() {
        let ms = Duration::from_millis;
        assert_eq!(
            band_summary(ms(1000), &Band::new(&[ms(2)], &[])),
            "stated 1000 ms; allowed from 10 ms (slowest accepted 2 ms × 5) with no ceiling, as no submission is meant to be too slow; proposed 100 ms"
        );
        assert_eq!(
            band_summary(ms(1000), &Band::new(&[ms(30), ms(2)], &[ms(4000), ms(3000)])),
            "stated 1000 ms; allowed from 150 ms (slowest accepted 30 ms × 5) to 1500 ms; proposed 200 ms"
        );
    }
}
