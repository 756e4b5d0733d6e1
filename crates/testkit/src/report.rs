//! What users read: verdicts, the report on a case and on a problem, and how they are shown
//! (the text the CLI prints and the snapshots pin, and the JSON of `--format json`). Whatever
//! a solution printed is shown through [`excerpt`] and [`printable`]: bounded, and with its
//! control characters escaped.

use crate::compare::CompareMode;
use crate::compare::Mismatch;
use crate::diagnostic::Diagnostic;
use crate::run::Isolation;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::ops::RangeInclusive;
use std::path::Path;
use std::time::Duration;

/// A judge's verdict on one case, in the order a judge checks them (DOMjudge's precedence):
/// a judge failure first, then the time limit, the memory limit, a crash, the output limit,
/// and last the comparison.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Verdict {
    /// Accepted.
    #[serde(rename = "AC")]
    Ac,
    /// Wrong answer.
    #[serde(rename = "WA")]
    Wa,
    /// Output limit exceeded: stdout passed the cap.
    #[serde(rename = "OLE")]
    Ole,
    /// Runtime error: a non-zero exit code or a signal.
    #[serde(rename = "RE")]
    Re,
    /// Memory limit exceeded.
    #[serde(rename = "MLE")]
    Mle,
    /// Time limit exceeded (CPU time, or the wall-clock backstop).
    #[serde(rename = "TLE")]
    Tle,
    /// Judge error: a checker or interactor failed.
    #[serde(rename = "JE")]
    Je,
}

impl Verdict {
    /// Every verdict, in the order reports list them.
    pub const ALL: [Verdict; 7] =
        [Verdict::Ac, Verdict::Wa, Verdict::Re, Verdict::Tle, Verdict::Mle, Verdict::Ole, Verdict::Je];
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Verdict::Ac => "AC",
            Verdict::Wa => "WA",
            Verdict::Re => "RE",
            Verdict::Tle => "TLE",
            Verdict::Mle => "MLE",
            Verdict::Ole => "OLE",
            Verdict::Je => "JE",
        })
    }
}

/// The verdict on one case with what was measured and, unless accepted, an explanation.
#[derive(Debug, Clone, Serialize)]
pub struct CaseReport {
    /// The case name.
    pub case: String,
    /// The verdict.
    pub verdict: Verdict,
    /// CPU time of the run's whole process tree.
    #[serde(rename = "cpu_ms", serialize_with = "as_millis")]
    pub cpu: Duration,
    /// Wall-clock time of the run.
    #[serde(rename = "wall_ms", serialize_with = "as_millis")]
    pub wall: Duration,
    /// Peak resident memory in KiB.
    pub peak_kib: u64,
    /// Empty for AC; otherwise lines saying what happened, starting with the input path.
    #[serde(rename = "message")]
    pub detail: String,
    /// Which layers of the box the run had.
    #[serde(skip)]
    pub isolation: Isolation,
    /// For a wrong answer to a multi-test input (`lines_per_test`), the test the first
    /// difference belongs to, from 1.
    #[serde(skip)]
    pub test: Option<u64>,
}

fn as_millis<S: serde::Serializer>(d: &Duration, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_f64((d.as_secs_f64() * 1e4).round() / 10.0)
}

const HEAD_TAIL: usize = 5;
const LINE_WIDTH: usize = 100;

/// `text` as a terminal may show it: control characters (escape, carriage return, bell, the C1
/// set) and the bidirectional overrides are written as escapes, so that nothing a solution
/// prints can move the cursor, rewrite a report's lines or reorder what is shown.
///
/// # Example
///
/// ```
/// use testkit::report::printable;
/// assert_eq!(printable("AC\r\x1b[2K\u{202e}"), "AC\\r\\u{1b}[2K\\u{202e}");
/// assert_eq!(printable("tab\tkept"), "tab\tkept");
/// ```
pub fn printable(text: &str) -> String {
    let bidi =
        |c: char| matches!(c, '\u{200e}' | '\u{200f}' | '\u{061c}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}');
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if (c.is_control() && c != '\t') || bidi(c) {
            out.extend(c.escape_debug());
        } else {
            out.push(c);
        }
    }
    out
}

/// The lines of a text as `str::lines` counts them: split at LF, a final LF ending the last.
fn lines_of(text: &[u8]) -> (usize, impl DoubleEndedIterator<Item = &[u8]>) {
    let (body, count) = body_and_count(text);
    (count, body.split(|&b| b == b'\n'))
}

/// A text without its final LF, and its number of lines as [`lines_of`] counts them (by
/// memchr's vectorised count, quick whatever the build's optimisation).
fn body_and_count(text: &[u8]) -> (&[u8], usize) {
    let body = text.strip_suffix(b"\n").unwrap_or(text);
    (body, if text.is_empty() { 0 } else { memchr::memchr_iter(b'\n', body).count() + 1 })
}

/// The lines `range` (numbered from 1) of `body`, a text of `count` lines without its final
/// LF, found from its nearer end: the lines before them are not walked one by one.
fn lines_in(body: &[u8], count: usize, range: RangeInclusive<usize>) -> impl Iterator<Item = &[u8]> {
    let first = *range.start();
    // Line n starts after the (n - 1)th LF, which is the (count - n + 1)th from the end.
    let start = if first <= 1 {
        0
    } else if first - 1 <= count / 2 {
        memchr::memchr_iter(b'\n', body).nth(first - 2).map_or(body.len(), |at| at + 1)
    } else {
        memchr::memrchr_iter(b'\n', body).nth(count - first).map_or(0, |at| at + 1)
    };
    body[start..].split(|&b| b == b'\n').take(range.count())
}

/// One line of a report's quote of a program's text: at most `width` characters, escaped
/// ([`printable`]), ` …` where it was cut, a CR at its end dropped; indented, with its newline.
/// A long line is never decoded whole.
pub fn quoted_line(line: &[u8], width: usize) -> String {
    let line = line.strip_suffix(b"\r").unwrap_or(line);
    // Four bytes per character at most.
    let head = &line[..line.len().min(4 * width)];
    let decoded = String::from_utf8_lossy(head);
    let mut shown: String = decoded.chars().take(width).collect();
    let cut = shown.len() < decoded.len() || head.len() < line.len();
    shown = printable(&shown);
    if cut {
        shown.push_str(" …");
    }
    format!("    | {shown}\n")
}

/// One line of an excerpt: at most [`LINE_WIDTH`] characters.
fn excerpt_line(line: &[u8]) -> String {
    quoted_line(line, LINE_WIDTH)
}

/// The head and tail of a text, indented, with the middle left out if it is long; control
/// characters escaped ([`printable`]). Only the head and the tail are decoded, so the cost is
/// bounded whatever the text's shape (64 MiB of empty lines included).
pub fn excerpt(text: &[u8]) -> String {
    excerpt_at(text, None)
}

/// Lines shown on each side of the line an excerpt is about.
const AROUND: usize = 2;

/// [`excerpt`], and when `at` names a line (from 1), that line and two lines on each side
/// of it too, wherever it is, marked `>` instead of `|`: the place of a difference in a long
/// output. Only the lines shown are decoded.
///
/// # Example
///
/// ```
/// use testkit::report::excerpt_at;
/// let text: String = (1..=1000).map(|n| format!("{n}\n")).collect();
/// let shown = excerpt_at(text.as_bytes(), Some(500));
/// assert!(shown.contains("    | 498\n") && shown.contains("    > 500\n") && shown.contains("    | 1000\n"));
/// assert!(shown.contains("    | … 492 lines left out …\n"));
/// ```
pub fn excerpt_at(text: &[u8], at: Option<usize>) -> String {
    let (body, count) = body_and_count(text);
    if count == 0 {
        return "    (empty)\n".to_owned();
    }
    // The numbers (from 1) of the lines shown: the head, the tail, and the window around `at`,
    // in order, those that overlap or touch merged.
    let mut shown =
        if count <= 2 * HEAD_TAIL { vec![1..=count] } else { vec![1..=HEAD_TAIL, count - HEAD_TAIL + 1..=count] };
    if let Some(l) = at.filter(|&l| (1..=count).contains(&l)) {
        shown.push(l.saturating_sub(AROUND).max(1)..=(l + AROUND).min(count));
    }
    shown.sort_by_key(|r| *r.start());
    let mut merged: Vec<RangeInclusive<usize>> = Vec::new();
    for range in shown {
        match merged.last_mut() {
            Some(last) if *range.start() <= last.end() + 1 => {
                *last = *last.start()..=(*last.end()).max(*range.end());
            }
            _ => merged.push(range),
        }
    }
    let mut out = String::new();
    let mut after = 0;
    for range in merged {
        let left_out = range.start() - after - 1;
        if left_out > 0 {
            out.push_str(&format!("    | … {left_out} lines left out …\n"));
        }
        after = *range.end();
        for (n, line) in range.clone().zip(lines_in(body, count, range)) {
            let quoted = excerpt_line(line);
            if at == Some(n) {
                out.push_str(&quoted.replacen("    |", "    >", 1));
            } else {
                out.push_str(&quoted);
            }
        }
    }
    out
}

/// The most lines and characters per line of a judge program's message that a report keeps.
const MESSAGE_LINES: usize = 40;
const MESSAGE_WIDTH: usize = 2000;

/// A checker's or interactor's message, indented: its lines whole (a verdict's reason is
/// often at the end of a long line), escaped ([`printable`]), and bounded all the same.
///
/// # Example
///
/// ```
/// use testkit::report::message;
/// let long = format!("wrong answer: {} leaves a winning position", "taking 639 from pile 996 ".repeat(8));
/// assert!(message(long.as_bytes()).ends_with("leaves a winning position\n"));
/// ```
pub fn message(text: &[u8]) -> String {
    let (count, lines) = lines_of(text);
    let mut out = String::new();
    for line in lines.take(MESSAGE_LINES) {
        out.push_str(&quoted_line(line, MESSAGE_WIDTH));
    }
    if count > MESSAGE_LINES {
        out.push_str(&format!("    | … {} more lines\n", count - MESSAGE_LINES));
    }
    out
}

fn line_count(text: &[u8]) -> String {
    match lines_of(text).0 {
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
    // The difference's line, marked in both (the actual output's lines line up with the
    // expected output's but where whitespace differs).
    let at = Some(m.expected_line);
    out.push_str(&format!("  expected output ({}):\n{}", line_count(expected), excerpt_at(expected, at)));
    out.push_str(&format!("  actual output ({}):\n{}", line_count(actual), excerpt_at(actual, at)));
    out
}

pub(crate) fn kib_text(kib: u64) -> String {
    format!("{:.1} MiB", kib as f64 / 1024.0)
}

/// The verdicts of one problem's run.
#[derive(Debug, Clone, Serialize)]
pub struct ProblemReport {
    /// The problem's slug.
    pub slug: String,
    /// One report per case, in case order.
    pub cases: Vec<CaseReport>,
    /// What could not be judged at all (unreadable file, missing binary), by path.
    #[serde(serialize_with = "as_strings")]
    pub errors: Vec<Diagnostic>,
}

fn as_strings<S: serde::Serializer>(errors: &[Diagnostic], s: S) -> Result<S::Ok, S::Error> {
    s.collect_seq(errors.iter().map(ToString::to_string))
}

impl ProblemReport {
    /// How many cases got `verdict`.
    pub fn count(&self, verdict: Verdict) -> usize {
        self.cases.iter().filter(|c| c.verdict == verdict).count()
    }

    /// Whether there was something to judge, every case is AC, and nothing failed to run.
    pub fn passed(&self) -> bool {
        self.errors.is_empty() && !self.cases.is_empty() && self.cases.iter().all(|c| c.verdict == Verdict::Ac)
    }

    /// The largest CPU time of a case.
    pub fn slowest(&self) -> Option<Duration> {
        self.cases.iter().map(|c| c.cpu).max()
    }

    /// The largest peak memory of a case, in KiB.
    pub fn peak_kib(&self) -> Option<u64> {
        self.cases.iter().map(|c| c.peak_kib).max()
    }
}

/// How to show the measured figures (times and memory): as measured, or replaced by
/// placeholders (for snapshots).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Figures {
    /// Show measured figures and memory.
    Shown,
    /// Show `[time]` and `[memory]` instead, so that reports can be compared across runs.
    Redacted,
}

fn time_text(time: Option<Duration>, figures: Figures) -> String {
    match (time, figures) {
        (_, Figures::Redacted) => "[time]".into(),
        (None, Figures::Shown) => "-".into(),
        (Some(t), Figures::Shown) => format!("{:.1} ms", t.as_secs_f64() * 1000.0),
    }
}

fn memory_text(kib: Option<u64>, figures: Figures) -> String {
    match (kib, figures) {
        (_, Figures::Redacted) => "[memory]".into(),
        (None, Figures::Shown) => "-".into(),
        (Some(kib), Figures::Shown) => kib_text(kib),
    }
}

/// The verdict counts of some cases: AC always, every other verdict that occurred.
fn counts(count: impl Fn(Verdict) -> usize) -> String {
    Verdict::ALL
        .iter()
        .filter(|&&v| v == Verdict::Ac || count(v) > 0)
        .map(|&v| format!("{v} {:>3}", count(v)))
        .collect::<Vec<_>>()
        .join("  ")
}

/// One summary line for a problem: slug, cases, verdict counts, slowest CPU time, peak memory.
pub fn problem_line(report: &ProblemReport, figures: Figures) -> String {
    let status = if report.passed() { "ok" } else { "FAILED" };
    let errors = if report.errors.is_empty() { String::new() } else { format!("  errors {}", report.errors.len()) };
    format!(
        "{:<22} {:>3} cases  {}{errors}  slowest {:>9}  peak {:>10}  {status}",
        report.slug,
        report.cases.len(),
        counts(|v| report.count(v)),
        time_text(report.slowest(), figures),
        memory_text(report.peak_kib(), figures),
    )
}

/// The details of every case that is not AC (with what it used), and of everything that
/// could not run.
pub fn problem_details(report: &ProblemReport, figures: Figures) -> String {
    let mut out = String::new();
    for case in report.cases.iter().filter(|c| c.verdict != Verdict::Ac) {
        out.push_str(&format!("  {} {}: {}", case.verdict, case.case, case.detail));
        out.push_str(&format!(
            "  used {} CPU, {} wall, {} peak memory\n",
            time_text(Some(case.cpu), figures),
            time_text(Some(case.wall), figures),
            memory_text(Some(case.peak_kib), figures)
        ));
    }
    for error in &report.errors {
        out.push_str(&format!("  error: {error}\n"));
    }
    out
}

/// `n` and the noun, plural unless `n` is 1 (nouns that take an `s`).
///
/// # Example
///
/// ```
/// use testkit::report::counted;
/// assert_eq!((counted(1, "case"), counted(0, "case"), counted(17, "case")), ("1 case".into(), "0 cases".into(), "17 cases".into()));
/// ```
pub fn counted(n: usize, noun: &str) -> String {
    if n == 1 { format!("1 {noun}") } else { format!("{n} {noun}s") }
}

/// The closing line: problems, cases, verdict counts, and whether everything passed.
pub fn summary_line(reports: &[ProblemReport]) -> String {
    let cases: usize = reports.iter().map(|r| r.cases.len()).sum();
    let errors: usize = reports.iter().map(|r| r.errors.len()).sum();
    let failed = reports.iter().filter(|r| !r.passed()).count();
    let count = |v| reports.iter().map(|r| r.count(v)).sum::<usize>();
    format!(
        "{}, {}: {}, errors {errors}; {}",
        counted(reports.len(), "problem"),
        counted(cases, "case"),
        Verdict::ALL.iter().map(|&v| format!("{v} {}", count(v))).collect::<Vec<_>>().join(", "),
        if failed == 0 { "all accepted".to_owned() } else { format!("{} FAILED", counted(failed, "problem")) }
    )
}

/// What a report says about the run box, once: nothing when every run had every layer.
pub fn isolation_note(reports: &[ProblemReport]) -> Option<String> {
    reports.iter().flat_map(|r| &r.cases).find_map(|c| c.isolation.note())
}

/// The full report: a line per problem, details of failures, and the summary line.
pub fn render(reports: &[ProblemReport], figures: Figures) -> String {
    let mut out = String::new();
    for report in reports {
        out.push_str(&problem_line(report, figures));
        out.push('\n');
        out.push_str(&problem_details(report, figures));
    }
    out.push('\n');
    if let Some(note) = isolation_note(reports) {
        out.push_str(&note);
        out.push('\n');
    }
    out.push_str(&summary_line(reports));
    out.push('\n');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reports_round_times_to_a_tenth_of_a_millisecond_and_show_mebibytes() {
        let report = CaseReport {
            case: "x".into(),
            verdict: Verdict::Ac,
            cpu: Duration::from_micros(1234),
            wall: Duration::from_micros(56_789),
            peak_kib: 1536,
            detail: String::new(),
            isolation: Isolation::default(),
            test: None,
        };
        let json = serde_json::to_value(&report).unwrap_or_default();
        assert_eq!((json["cpu_ms"].as_f64(), json["wall_ms"].as_f64()), (Some(1.2), Some(56.8)));
        assert_eq!(kib_text(1536), "1.5 MiB");
    }

    #[test]
    fn excerpts_keep_ten_lines_and_cut_long_ones() {
        let ten: String = (1..=10).map(|i| format!("{i}\n")).collect();
        assert_eq!(excerpt(ten.as_bytes()).lines().count(), 10);
        let eleven: String = (1..=11).map(|i| format!("{i}\n")).collect();
        let cut = excerpt(eleven.as_bytes());
        assert_eq!(cut.lines().count(), 11);
        assert!(cut.contains("… 1 lines left out …") && cut.contains("| 11\n") && !cut.contains("| 6\n"));
        let wide = "x".repeat(LINE_WIDTH);
        assert_eq!(excerpt(wide.as_bytes()), format!("    | {wide}\n"));
        assert_eq!(excerpt(format!("{wide}y").as_bytes()), format!("    | {wide} …\n"));
    }

    fn case(name: &str, cpu_us: u64, peak_kib: u64) -> CaseReport {
        CaseReport {
            case: name.into(),
            verdict: Verdict::Ac,
            cpu: Duration::from_micros(cpu_us),
            wall: Duration::from_micros(2 * cpu_us),
            peak_kib,
            detail: String::new(),
            isolation: Isolation::default(),
            test: None,
        }
    }

    #[test]
    fn the_problem_line_shows_the_slowest_case_and_the_largest_peak() {
        let report = ProblemReport {
            slug: "nim".into(),
            cases: vec![case("a", 1500, 4096), case("b", 12_300, 2048), case("c", 700, 1024)],
            errors: Vec::new(),
        };
        let line = problem_line(&report, Figures::Shown);
        assert!(line.contains("slowest   12.3 ms") && line.contains("peak    4.0 MiB"), "{line}");
        let empty = ProblemReport { slug: "nim".into(), cases: Vec::new(), errors: Vec::new() };
        let line = problem_line(&empty, Figures::Shown);
        assert!(line.contains("slowest         -") && line.contains("peak          -"), "{line}");
    }

    #[test]
    fn the_report_has_a_line_per_problem_the_failures_and_a_summary() {
        let judged = |name: &str, verdict, cpu_us, wall_us, peak_kib, detail: &str| CaseReport {
            verdict,
            wall: Duration::from_micros(wall_us),
            detail: detail.into(),
            ..case(name, cpu_us, peak_kib)
        };
        let passed = ProblemReport {
            slug: "nim".into(),
            cases: vec![case("a", 1500, 4096), case("b", 12_300, 2048)],
            errors: Vec::new(),
        };
        let failed = ProblemReport {
            slug: "s-nim".into(),
            cases: vec![
                judged("c", Verdict::Wa, 700, 1400, 1024, "cases/c.in\n  line 1: expected 1, found 2\n"),
                judged("d", Verdict::Tle, 2_000_000, 2_100_000, 512, "cases/d.in\n  stopped\n"),
            ],
            errors: vec![Diagnostic::new(Path::new("problems/s-nim/cases/e.in"), "cannot read: gone")],
        };
        let reports = [passed.clone(), failed];
        // Written out from the formats: names padded to 22, counts of AC and of each verdict
        // that occurred, figures right-aligned; every case that is not AC with what it used.
        let shown = "\
nim                      2 cases  AC   2  slowest   12.3 ms  peak    4.0 MiB  ok
s-nim                    2 cases  AC   0  WA   1  TLE   1  errors 1  slowest 2000.0 ms  peak    1.0 MiB  FAILED
  WA c: cases/c.in
  line 1: expected 1, found 2
  used 0.7 ms CPU, 1.4 ms wall, 1.0 MiB peak memory
  TLE d: cases/d.in
  stopped
  used 2000.0 ms CPU, 2100.0 ms wall, 0.5 MiB peak memory
  error: problems/s-nim/cases/e.in: cannot read: gone

2 problems, 4 cases: AC 2, WA 1, RE 0, TLE 1, MLE 0, OLE 0, JE 0, errors 1; 1 problem FAILED
";
        assert_eq!(render(&reports, Figures::Shown), shown);
        let redacted = render(&reports, Figures::Redacted);
        assert!(
            redacted.starts_with("nim                      2 cases  AC   2  slowest    [time]  peak   [memory]  ok\n")
        );
        assert!(redacted.contains("  used [time] CPU, [time] wall, [memory] peak memory\n"), "{redacted}");
        let all = render(&[passed], Figures::Shown);
        assert!(
            all.ends_with(
                "\n1 problem, 2 cases: AC 2, WA 0, RE 0, TLE 0, MLE 0, OLE 0, JE 0, errors 0; all accepted\n"
            )
        );
        // Nothing judged is not a pass.
        let nothing = ProblemReport { slug: "x".into(), cases: Vec::new(), errors: Vec::new() };
        assert!(!nothing.passed() && problem_line(&nothing, Figures::Shown).ends_with("FAILED"));
    }

    #[test]
    fn control_characters_and_direction_overrides_are_escaped_and_tabs_kept() {
        assert_eq!(printable("AC\r\x1b[2K\u{202e}"), "AC\\r\\u{1b}[2K\\u{202e}");
        assert_eq!(printable("tab\tkept, é and 中 too"), "tab\tkept, é and 中 too");
        for c in ['\u{200e}', '\u{200f}', '\u{061c}', '\u{202a}', '\u{202c}', '\u{2066}', '\u{2069}', '\u{85}', '\u{7}']
        {
            let shown = printable(&c.to_string());
            assert!(shown.starts_with('\\') && !shown.contains(c), "{c:?} shown as {shown:?}");
        }
        for c in ['\u{2029}', '\u{206a}', '\u{2065}', '\u{202f}'] {
            assert_eq!(printable(&c.to_string()), c.to_string(), "{c:?} is no override");
        }
    }

    #[test]
    fn a_wrong_answer_is_explained_by_its_first_difference_and_both_outputs() {
        let m = Mismatch {
            place: "line 2, token 1".into(),
            expected: "\"1\"".into(),
            actual: "\"2\"".into(),
            note: Some("it passes when compared by tokens".into()),
            expected_line: 2,
        };
        let shown = describe_mismatch(Path::new("cases/a.in"), CompareMode::Exact, &m, b"0\n1\n", b"0\n2");
        assert_eq!(
            shown,
            "cases/a.in\n  first difference (exact comparison) at line 2, token 1:\n    expected: \"1\"\n    actual:   \"2\"\n\
             \x20 note: it passes when compared by tokens\n\
             \x20 expected output (2 lines):\n    | 0\n    > 1\n  actual output (2 lines):\n    | 0\n    > 2\n"
        );
        let without_note =
            describe_mismatch(Path::new("x"), CompareMode::Tokens, &Mismatch { note: None, ..m }, b"1\n", b"");
        assert!(!without_note.contains("note:"));
        assert!(without_note.contains("(tokens comparison)"));
        assert!(without_note.contains("expected output (1 line):\n    | 1\n  actual output (0 lines):\n    (empty)\n"));
    }

    #[test]
    fn a_difference_deep_in_a_long_output_is_shown_with_its_neighbours() {
        let expected: String = (1..=20_000).map(|n| format!("{n}\n")).collect();
        let actual = expected.replace("\n12345\n", "\n-1\n");
        let m = Mismatch {
            place: "line 12345, token 1".into(),
            expected: "\"12345\"".into(),
            actual: "\"-1\"".into(),
            note: None,
            expected_line: 12345,
        };
        let shown = describe_mismatch(Path::new("x"), CompareMode::Tokens, &m, expected.as_bytes(), actual.as_bytes());
        let around = "    | … 12337 lines left out …\n    | 12343\n    | 12344\n    > 12345\n    | 12346\n    | 12347\n    | … 7648 lines left out …\n";
        assert!(
            shown.contains(&format!(
                "expected output (20000 lines):\n    | 1\n    | 2\n    | 3\n    | 4\n    | 5\n{around}"
            )),
            "{shown}"
        );
        assert!(shown.contains(&around.replace("> 12345", "> -1")), "{shown}");
        assert!(shown.ends_with("    | 19996\n    | 19997\n    | 19998\n    | 19999\n    | 20000\n"), "{shown}");
        // The window meets the head: no gap between them.
        let near_head = excerpt_at(expected.as_bytes(), Some(7));
        assert!(near_head.starts_with("    | 1\n    | 2\n    | 3\n    | 4\n    | 5\n    | 6\n    > 7\n    | 8\n    | 9\n    | … 19986 lines left out …\n"), "{near_head}");
        assert_eq!(excerpt_at(expected.as_bytes(), None), excerpt(expected.as_bytes()));
    }

    /// What an excerpt shows, by walking every line: a line is shown when it is in the head,
    /// the tail or the window around `at`.
    fn excerpt_by_walking(text: &[u8], at: Option<usize>) -> String {
        let body = text.strip_suffix(b"\n").unwrap_or(text);
        let lines: Vec<&[u8]> = if text.is_empty() { Vec::new() } else { body.split(|&b| b == b'\n').collect() };
        if lines.is_empty() {
            return "    (empty)\n".to_owned();
        }
        let count = lines.len();
        let near = |n: usize| at.is_some_and(|l| n + AROUND >= l && n <= l + AROUND);
        let (mut out, mut left_out) = (String::new(), 0);
        for (i, line) in lines.iter().enumerate() {
            let n = i + 1;
            if !(count <= 2 * HEAD_TAIL || n <= HEAD_TAIL || n > count - HEAD_TAIL || near(n)) {
                left_out += 1;
                continue;
            }
            if left_out > 0 {
                out.push_str(&format!("    | … {left_out} lines left out …\n"));
                left_out = 0;
            }
            let quoted = excerpt_line(line);
            out.push_str(&if at == Some(n) { quoted.replacen("    |", "    >", 1) } else { quoted });
        }
        out
    }

    #[test]
    fn an_excerpt_shows_the_lines_a_walk_through_every_line_shows() {
        for count in [0, 1, 2, 9, 10, 11, 12, 13, 17, 40] {
            for final_newline in [true, false] {
                let mut text: String = (1..=count).map(|n| format!("line {n}\n")).collect();
                if !final_newline {
                    text.pop();
                }
                // Empty lines too: a text of newlines only.
                for text in [text.clone(), "\n".repeat(count)] {
                    for at in [None, Some(0)].into_iter().chain((1..=count + 3).map(Some)) {
                        let (got, want) = (excerpt_at(text.as_bytes(), at), excerpt_by_walking(text.as_bytes(), at));
                        assert_eq!(got, want, "{count} lines (final LF: {final_newline}), at {at:?}");
                    }
                }
            }
        }
    }

    #[test]
    fn a_judge_programs_message_keeps_forty_whole_lines() {
        let lines = |n: usize| (1..=n).map(|i| format!("{i}\n")).collect::<String>();
        let forty = message(lines(40).as_bytes());
        assert_eq!((forty.lines().count(), forty.ends_with("    | 40\n")), (40, true));
        let fifty = message(lines(50).as_bytes());
        assert_eq!(fifty.lines().count(), 41);
        assert!(fifty.ends_with("    | 40\n    | … 10 more lines\n"), "{fifty}");
        let wide = "w".repeat(MESSAGE_WIDTH + 1);
        assert_eq!(message(wide.as_bytes()), format!("    | {} …\n", &wide[..MESSAGE_WIDTH]));
    }

    #[test]
    fn a_quoted_line_is_cut_by_characters_or_by_bytes_and_loses_its_cr() {
        assert_eq!(quoted_line(b"abc\r", 3), "    | abc\n");
        assert_eq!(quoted_line(b"abcd", 3), "    | abc …\n");
        // Four bytes a character at most are decoded: a line of invalid bytes is cut too.
        assert_eq!(quoted_line(&[0xff; 13], 3), "    | \u{fffd}\u{fffd}\u{fffd} …\n");
        assert_eq!(quoted_line("éé".as_bytes(), 2), "    | éé\n");
        assert_eq!(quoted_line("😀😀😀".as_bytes(), 3), "    | 😀😀😀\n", "four bytes each, all kept");
        assert_eq!(quoted_line("😀😀😀x".as_bytes(), 3), "    | 😀😀😀 …\n", "a byte past the decoded head");
    }

    #[test]
    fn the_box_is_mentioned_once_and_only_when_a_layer_was_missing() {
        use crate::run::Layer;
        let problem = |isolations: Vec<Isolation>| ProblemReport {
            slug: "p".into(),
            cases: isolations.into_iter().map(|isolation| CaseReport { isolation, ..case("a", 1, 1) }).collect(),
            errors: Vec::new(),
        };
        let full = Isolation::default;
        assert_eq!(isolation_note(&[problem(vec![full(), full()])]), None);
        let mut partial = Isolation::default();
        partial.add(Layer::Cgroup, "not root");
        let note = isolation_note(&[problem(vec![full()]), problem(vec![full(), partial.clone()])]).unwrap_or_default();
        assert!(note.starts_with("note: the run box lacked some layers") && note.contains("control group (not root)"));
        assert_eq!(render(&[problem(vec![partial.clone(), partial])], Figures::Redacted).matches("note:").count(), 1);
    }
}
