//! `harness check [SLUG…]`: the parts of a problem package that the cases alone do not prove,
//! one check per part, as problemtools' `verifyproblem` has them: the input validator (every
//! case valid, every `invalid/` input and the junk made from the small cases refused, every
//! bound reached at both ends), the submissions (each gets a verdict its folder expects), and
//! the time limit (inside the band the accepted and the slow runs allow), and the bundle (each
//! program as one file compiles alone, and does what the program does).

use crate::bundle;
use std::path::{Path, PathBuf};
use std::time::Duration;
use testkit::diagnostic::Diagnostic;
use testkit::discover::{self, Problem};
use testkit::judging::{Judgement, check_expected, judge_all, judge_case};
use testkit::jury::Jury;
use testkit::report::{CaseReport, Verdict};
use testkit::run::{Input, Limits, Program, Runner};
use testkit::submission::{self, Band, SAFETY_MARGIN, Submission};
use testkit::validation::{Validation, junk, merge, unreached, validate};

/// One part of a package, checked: its name, whether it passed, and the lines that say what
/// was seen.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Part {
    /// `validator`, `submissions`, `time limit` or `bundle`.
    pub name: &'static str,
    /// Whether the part holds.
    pub passed: bool,
    /// What was seen, a line each; the failures first.
    pub lines: Vec<String>,
}

/// The checks of one problem.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Checked {
    /// The problem.
    pub slug: String,
    /// Its parts, in order.
    pub parts: Vec<Part>,
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
    let validator = match &tools.validator {
        Some(path) => check_validator(problem, tools.runner, path),
        None => Part {
            name: "validator",
            passed: false,
            lines: vec![format!("no `{}-validator` binary was built", problem.slug)],
        },
    };
    let (submissions, band) = check_submissions(problem, tools);
    let bundle = check_bundles(problem, tools);
    Checked { slug: problem.slug.clone(), parts: vec![validator, submissions, band, bundle] }
}

fn check_validator(problem: &Problem, runner: &Runner, validator: &Path) -> Part {
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
    let merged = merge(reaches);
    failures.extend(unreached(&merged));
    let mut bounds: Vec<String> = merged.iter().map(|r| format!("{} {}..={}", r.name, r.low, r.high)).collect();
    if bounds.is_empty() {
        bounds.push("none".to_owned());
    }
    let passed = failures.is_empty();
    failures.push(format!(
        "{} cases valid, {} invalid inputs and {} junk inputs refused; bounds reached at both ends: {}",
        seen[0],
        seen[1],
        seen[2],
        bounds.join(", ")
    ));
    Part { name: "validator", passed, lines: failures }
}

/// How many times an accepted program runs each of its slowest cases for the time band.
pub const TIMED_RUNS: usize = 3;
/// How many of an accepted program's slowest cases are run again.
const TIMED_CASES: usize = 2;

/// The time an accepted program counts for in the band: its slowest cases (the two slowest
/// of `judgement`) run [`TIMED_RUNS`] times in all, the median CPU time of each, the largest of
/// those. One run on a loaded machine can take half as long again; a median of three can not
/// be moved by one such run. A case whose run fails again keeps its first time.
fn timed(program: &Program, problem: &Problem, tools: &Tools<'_>, limits: Limits, judgement: &Judgement) -> Duration {
    let mut slowest: Vec<&CaseReport> = judgement.reports.iter().collect();
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

/// The submissions' verdicts, and the time band their runs give.
fn check_submissions(problem: &Problem, tools: &Tools<'_>) -> (Part, Part) {
    let stated = Duration::from_millis(problem.meta.time_limit_ms);
    let limits = Limits::new(stated, problem.meta.memory_limit_mb).scaled(SAFETY_MARGIN);
    let mut lines = Vec::new();
    let mut failures = Vec::new();
    let (mut accepted, mut slow) = (Vec::new(), Vec::new());
    let median = format!("median of {TIMED_RUNS} runs");
    match judge_all(tools.runner, tools.solution, problem, limits, tools.jury) {
        Ok(j) if j.verdict == Verdict::Ac => {
            let time = timed(tools.solution, problem, tools, limits, &j);
            accepted.push(time);
            lines.push(format!("{:<46} AC, slowest case {} ms ({median})", "the solution", time.as_millis()));
        }
        Ok(j) => failures.push(format!("the solution got {}", j.verdict)),
        Err(e) => failures.push(e.to_string()),
    }
    let submissions = match submission::submissions(&problem.dir) {
        Ok(s) => s,
        Err(e) => {
            failures.extend(e.iter().map(ToString::to_string));
            Vec::new()
        }
    };
    if submissions.iter().filter(|s| s.folder != "accepted").count() < 2 {
        failures.push("fewer than two wrong submissions".to_owned());
    }
    for s in &submissions {
        let judged = submission::compile(s, tools.cache)
            .and_then(|program| Ok((judge_all(tools.runner, &program, problem, limits, tools.jury)?, program)));
        match judged {
            Ok((j, program)) => {
                if let Err(e) = check_expected(s, &j) {
                    failures.push(e);
                    continue;
                }
                let time =
                    if j.verdict == Verdict::Ac { timed(&program, problem, tools, limits, &j) } else { j.slowest() };
                match j.verdict {
                    Verdict::Ac => accepted.push(time),
                    // A run stopped by the wall clock (it slept or waited) counts at the time it
                    // was stopped, not at the little CPU time it used.
                    Verdict::Tle => slow.push(j.reports.last().map_or(Duration::ZERO, |r| r.cpu.max(r.wall))),
                    _ => {}
                }
                let case = j.reports.last().map(|r| r.case.as_str()).unwrap_or_default();
                let at = if j.verdict == Verdict::Ac {
                    format!("slowest case {} ms ({median})", time.as_millis())
                } else {
                    format!("on {case}")
                };
                lines.push(format!("{:<46} {}, {at}", s.name(), j.verdict));
            }
            Err(e) => failures.push(e.to_string()),
        }
    }
    let passed = failures.is_empty();
    failures.extend(lines);
    let part = Part { name: "submissions", passed, lines: failures };
    let band = Band::new(&accepted, &slow);
    let high = band.high.map_or("no ceiling (no slow submission)".to_owned(), |h| format!("{} ms", h.as_millis()));
    let summary = format!(
        "stated {} ms; allowed from {} ms (slowest accepted {} ms × {}) to {high}; proposed {} ms",
        stated.as_millis(),
        band.low.as_millis(),
        band.slowest_accepted.as_millis(),
        submission::TIME_MULTIPLIER,
        band.proposal().as_millis()
    );
    let time = match band.check(stated) {
        Ok(()) => {
            let mut lines: Vec<String> = band.warning(stated).into_iter().collect();
            lines.push(summary);
            Part { name: "time limit", passed: true, lines }
        }
        Err(e) => Part { name: "time limit", passed: false, lines: vec![e, summary] },
    };
    (part, time)
}

/// Each program of the problem bundled into one file and compiled as a judge compiles it
/// (`rustc --edition 2021 -O`): the solution AC on every case, judged by the bundled checker or
/// interactor where there is one; the bundled validator passing the same checks as the built one
/// (cases valid, invalid inputs and junk refused, bounds reached).
fn check_bundles(problem: &Problem, tools: &Tools<'_>) -> Part {
    let mut failures = Vec::new();
    let mut lines = Vec::new();
    let dir = tools.cache.join("bundles");
    let mut compiled = Vec::new();
    for (name, _) in bundle::programs(&problem.dir) {
        let made = bundle::bundle_program(tools.root, &problem.dir, &problem.slug, &name).and_then(|b| {
            let path = dir.join(format!("{}-{name}.rs", problem.slug));
            std::fs::create_dir_all(&dir).map_err(|e| Diagnostic::new(&dir, format!("cannot create: {e}")))?;
            std::fs::write(&path, &b.source).map_err(|e| Diagnostic::new(&path, format!("cannot write: {e}")))?;
            let source =
                Submission { path, folder: "accepted", expected: &[Verdict::Ac], language: submission::Language::Rust };
            Ok((submission::compile(&source, tools.cache)?, b.source.len()))
        });
        match made {
            Ok((program, bytes)) => {
                lines.push(format!("{name}: {bytes} bytes, compiles alone"));
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
        let part = check_validator(problem, tools.runner, &validator.path);
        let (summary, errors) = part.lines.split_last().map_or((None, &[][..]), |(s, e)| (Some(s), e));
        failures.extend(errors.iter().map(|e| format!("the bundled validator: {e}")));
        lines.extend(summary.map(|s| format!("the bundled validator: {s}")));
    }
    let passed = failures.is_empty();
    failures.extend(lines);
    Part { name: "bundle", passed, lines: failures }
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
