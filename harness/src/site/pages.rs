//! The site's page models: what each page shows, made from a [`Source`] and its check, which
//! the askama templates under `harness/templates/site` turn into HTML.

use super::chart;
use super::source::{Picture, Source, statement_page};
use crate::check::{Checked, Row};
use crate::statement::html::{Math, render};
use crate::statement::{Document, Language, Part, Statement};
use askama::Template;
use std::path::Path;
use testkit::diagnostic::Diagnostic;
use testkit::meta::Kind;
use testkit::report::Verdict;

/// The page a navigation bar is on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Current {
    /// A statement, in the language of this code.
    Statement(&'static str),
    /// The editorial.
    Editorial,
    /// The report.
    Report,
    /// The game's picture.
    Game,
    /// The booklet, which has no navigation.
    Booklet,
}

/// A link of a navigation bar.
#[derive(Debug, Clone)]
pub struct Link {
    pub text: String,
    pub href: String,
    pub current: bool,
}

/// The navigation bar of a problem's pages: its statement in each language, and on the coach's
/// site its editorial, report and game.
#[derive(Debug, Clone)]
pub struct Nav {
    pub links: Vec<Link>,
}

impl Nav {
    pub fn of(source: &Source<'_>, coach: bool, current: Current) -> Nav {
        let slug = &source.problem.slug;
        let file = |page: &str| page.trim_start_matches(&format!("{slug}/")).to_owned();
        let mut links: Vec<Link> = source
            .statements
            .iter()
            .map(|s| {
                let code = s.language.code;
                let text = if source.statements.len() == 1 {
                    "Statement".to_owned()
                } else {
                    format!("Statement ({})", s.language.name)
                };
                Link { text, href: file(&statement_page(slug, code)), current: current == Current::Statement(code) }
            })
            .collect();
        if coach {
            let mut add = |present: bool, text: &str, href: &str, page: Current| {
                if present {
                    links.push(Link { text: text.to_owned(), href: href.to_owned(), current: current == page });
                }
            };
            add(source.editorial.is_some(), "Editorial", "editorial.html", Current::Editorial);
            add(source.checked.is_some(), "Report", "report.html", Current::Report);
            add(source.picture.is_some(), "The game", "game.html", Current::Game);
        }
        Nav { links }
    }
}

/// What heads every page of a problem, in the language of the page.
#[derive(Debug, Clone)]
pub struct Head {
    pub title: String,
    pub source: String,
    pub kind: &'static str,
    pub time_limit: String,
    pub memory_limit: String,
    pub words: &'static Language,
}

impl Head {
    fn of(source: &Source<'_>, statement: &Statement) -> Head {
        let meta = &source.problem.meta;
        let words = statement.language;
        let kind = match (meta.kind, words.code) {
            (Kind::Batch, "zh") => "标准输入输出",
            (Kind::Checker, "zh") => "答案不唯一",
            (Kind::Interactive, "zh") => "交互题",
            (Kind::Batch, _) => "standard input and output",
            (Kind::Checker, _) => "any right answer is accepted",
            (Kind::Interactive, _) => "interactive",
        };
        Head {
            title: statement.title.clone(),
            source: meta.source.clone(),
            kind,
            time_limit: seconds(meta.time_limit_ms),
            memory_limit: format!("{} MiB", meta.memory_limit_mb),
            words,
        }
    }
}

/// A time limit in seconds as a statement prints it: `1 s`, `1.5 s`, `0.25 s`.
pub fn seconds(ms: u64) -> String {
    let whole = ms / 1000;
    let rest = ms % 1000;
    if rest == 0 {
        format!("{whole} s")
    } else {
        let fraction = format!("{rest:03}");
        format!("{whole}.{} s", fraction.trim_end_matches('0'))
    }
}

/// A part of a page: a heading (none for the legend) and its HTML.
#[derive(Debug, Clone)]
pub struct Section {
    pub title: Option<String>,
    pub html: String,
}

/// A sample as a statement shows it.
#[derive(Debug, Clone)]
pub struct Sample {
    /// From 1.
    pub number: usize,
    pub input: String,
    pub output: String,
    /// Where it is downloaded from, relative to the problem's pages.
    pub input_file: String,
    pub output_file: String,
}

/// The samples of `problem` (its `00-sample-*` cases), in order; none for an interactive
/// problem, whose test files are the jury's, not what the contestant sees (its statement shows
/// an interaction instead).
///
/// # Errors
///
/// A sample that cannot be read, by path.
pub fn samples(problem: &testkit::discover::Problem) -> Result<Vec<Sample>, Diagnostic> {
    if problem.meta.kind == Kind::Interactive {
        return Ok(Vec::new());
    }
    let read = |path: &Path| -> Result<String, Diagnostic> {
        let bytes = std::fs::read(path).map_err(|e| Diagnostic::new(path, format!("cannot read: {e}")))?;
        Ok(String::from_utf8_lossy(&bytes).into_owned())
    };
    problem
        .cases
        .iter()
        .filter(|c| c.name.starts_with("00-sample"))
        .enumerate()
        .map(|(i, c)| {
            Ok(Sample {
                number: i + 1,
                input: read(&c.input)?,
                output: read(&c.output)?,
                input_file: format!("samples/{}.in", i + 1),
                output_file: format!("samples/{}.out", i + 1),
            })
        })
        .collect()
}

/// The parts of a statement as sections of HTML, each under its heading in the statement's
/// language.
fn sections(statement: &Statement, parts: &[&(Part, String)], math: &Math) -> Result<Vec<Section>, Diagnostic> {
    parts
        .iter()
        .map(|(part, markdown)| {
            let html = render(math, markdown).map_err(|e| Diagnostic::new(&statement.path, e))?;
            Ok(Section { title: statement.language.heading(*part).map(str::to_owned), html })
        })
        .collect()
}

#[derive(Template)]
#[template(path = "site/statement.html")]
pub struct StatementPage {
    pub root: &'static str,
    pub lang: &'static str,
    pub head: Head,
    pub nav: Nav,
    /// The parts before the samples, and after them.
    pub before: Vec<Section>,
    pub after: Vec<Section>,
    pub samples: Vec<Sample>,
}

impl StatementPage {
    /// The page of `statement`, a statement of `source`, with its samples.
    ///
    /// # Errors
    ///
    /// A formula that cannot be typeset, naming the statement's file.
    pub fn of(
        source: &Source<'_>,
        statement: &Statement,
        samples: &[Sample],
        nav: Nav,
    ) -> Result<StatementPage, Diagnostic> {
        let math = Math::new();
        let (before, after) = statement.around_samples();
        Ok(StatementPage {
            root: "../",
            lang: statement.language.code,
            head: Head::of(source, statement),
            nav,
            before: sections(statement, &before, &math)?,
            after: sections(statement, &after, &math)?,
            samples: samples.to_vec(),
        })
    }
}

#[derive(Template)]
#[template(path = "site/editorial.html")]
pub struct EditorialPage {
    pub root: &'static str,
    pub lang: &'static str,
    pub head: Head,
    pub nav: Nav,
    pub sections: Vec<Section>,
}

impl EditorialPage {
    /// The page of `editorial`, the editorial of `source`.
    ///
    /// # Errors
    ///
    /// A formula that cannot be typeset, naming the editorial's file.
    pub fn of(source: &Source<'_>, editorial: &Document, nav: Nav) -> Result<EditorialPage, Diagnostic> {
        let math = Math::new();
        let html = |markdown: &str| render(&math, markdown).map_err(|e| Diagnostic::new(&editorial.path, e));
        let mut sections = Vec::new();
        if !editorial.lead.trim().is_empty() {
            sections.push(Section { title: None, html: html(&editorial.lead)? });
        }
        for section in &editorial.sections {
            sections.push(Section { title: Some(section.title.clone()), html: html(&section.body)? });
        }
        Ok(EditorialPage { root: "../", lang: "en", head: Head::of(source, &source.statements[0]), nav, sections })
    }
}

#[derive(Template)]
#[template(path = "site/game.html")]
pub struct GamePage {
    pub root: &'static str,
    pub lang: &'static str,
    pub head: Head,
    pub nav: Nav,
    pub game: String,
    pub upto: usize,
    pub svg: String,
    pub alt: String,
}

impl GamePage {
    pub fn of(source: &Source<'_>, picture: &Picture, nav: Nav) -> GamePage {
        GamePage {
            root: "../",
            lang: "en",
            head: Head::of(source, &source.statements[0]),
            nav,
            game: picture.game.clone(),
            upto: picture.upto,
            svg: picture.svg.clone(),
            alt: picture.alt.clone(),
        }
    }
}

#[derive(Template)]
#[template(path = "site/booklet.html")]
pub struct BookletPage {
    pub lang: &'static str,
    /// The booklet's title: its title page's, and the page's (the first problem's title when
    /// it has no title page).
    pub title: String,
    pub title_page: bool,
    pub problems: Vec<BookletProblem>,
}

impl BookletPage {
    pub fn new(title: Option<&str>, language: &'static Language, problems: Vec<BookletProblem>) -> BookletPage {
        let first = problems.first().map(|p| p.page.head.title.clone()).unwrap_or_default();
        BookletPage {
            lang: language.code,
            title: title.map_or(first, str::to_owned),
            title_page: title.is_some(),
            problems,
        }
    }
}

/// A statement in a booklet, under its label (`1` in the site's, `A` in a contest's).
pub struct BookletProblem {
    pub label: String,
    pub page: StatementPage,
}

#[derive(Template)]
#[template(path = "site/index.html")]
pub struct IndexPage {
    pub root: &'static str,
    pub lang: &'static str,
    pub title: String,
    pub census: String,
    pub problems: Vec<IndexRow>,
    pub coach: bool,
}

/// A problem's row of the index.
pub struct IndexRow {
    pub slug: String,
    pub title: String,
    pub languages: Vec<Link>,
    pub source: String,
    pub url: String,
    pub alternates: Vec<String>,
    pub kind: String,
    pub time_limit: String,
    pub memory_limit: String,
    pub topics: Vec<String>,
    pub checked: bool,
    pub state: String,
    pub state_class: &'static str,
}

impl IndexRow {
    pub fn of(source: &Source<'_>, coach: bool) -> IndexRow {
        let problem = source.problem;
        let meta = &problem.meta;
        let (state, state_class) = state(source.checked);
        let languages = source
            .statements
            .iter()
            .skip(1)
            .map(|s| Link {
                text: format!("{} ({})", s.title, s.language.name),
                href: statement_page(&problem.slug, s.language.code),
                current: false,
            })
            .collect();
        IndexRow {
            slug: problem.slug.clone(),
            title: meta.title.clone(),
            languages,
            source: meta.source.clone(),
            url: if meta.url.starts_with("https://") || meta.url.starts_with("http://") {
                meta.url.clone()
            } else {
                String::new()
            },
            alternates: if coach { meta.alternates.clone() } else { Vec::new() },
            kind: meta.kind.to_string(),
            time_limit: seconds(meta.time_limit_ms),
            memory_limit: format!("{} MiB", meta.memory_limit_mb),
            topics: if coach { meta.topics.clone() } else { Vec::new() },
            checked: source.checked.is_some(),
            state,
            state_class,
        }
    }
}

/// How a problem's last check went, in words and as a class of the style sheet.
fn state(checked: Option<&Checked>) -> (String, &'static str) {
    match checked {
        None => ("not checked".to_owned(), "unchecked"),
        Some(c) if c.passed() => ("every check holds".to_owned(), "ok"),
        Some(c) => {
            let failed: Vec<&str> = c.parts.iter().filter(|p| !p.passed).map(|p| p.name.as_str()).collect();
            (format!("FAILED: {}", failed.join(", ")), "failed")
        }
    }
}

#[derive(Template)]
#[template(path = "site/report.html")]
pub struct ReportPage {
    pub root: &'static str,
    pub lang: &'static str,
    pub head: Head,
    pub nav: Nav,
    pub state: String,
    pub state_class: &'static str,
    pub parts: Vec<crate::check::Part>,
    pub validation: Option<crate::check::Validated>,
    pub cases: Vec<String>,
    pub rows: Vec<MatrixRow>,
    pub band_text: String,
    pub chart: Option<String>,
}

/// A row of the invocation matrix as the report shows it.
pub struct MatrixRow {
    pub program: String,
    pub expected: String,
    pub got: String,
    pub got_class: String,
    pub as_expected: bool,
    pub error: Option<String>,
    pub cells: Vec<MatrixCell>,
}

/// A cell of the invocation matrix as the report shows it.
pub struct MatrixCell {
    pub verdict: Verdict,
    pub class: String,
    pub time: String,
    pub title: String,
    pub as_expected: bool,
}

fn verdict_class(verdict: Verdict) -> String {
    verdict.to_string().to_lowercase()
}

impl MatrixRow {
    fn of(row: &Row, cases: &[String]) -> MatrixRow {
        let expected: Vec<String> = row.expected.iter().map(ToString::to_string).collect();
        let got = row.verdict();
        let cells = row
            .cells
            .iter()
            .zip(cases)
            .map(|(cell, case)| {
                let time = if cell.verdict == Verdict::Tle {
                    format!(">{:.0} ms", cell.cpu_ms.max(cell.wall_ms))
                } else {
                    format!("{:.0} ms", cell.cpu_ms)
                };
                let mut title = format!(
                    "{}: {} in {:.1} ms of CPU, {:.1} ms of wall time",
                    case, cell.verdict, cell.cpu_ms, cell.wall_ms
                );
                if !cell.detail.is_empty() {
                    title.push('\n');
                    title.push_str(cell.detail.trim_end());
                }
                MatrixCell {
                    verdict: cell.verdict,
                    class: verdict_class(cell.verdict),
                    time,
                    title,
                    as_expected: row.cell_as_expected(cell),
                }
            })
            .collect();
        MatrixRow {
            program: row.program.clone(),
            expected: expected.join(" or "),
            got: got.map_or("none".to_owned(), |v| v.to_string()),
            got_class: got.map_or("none".to_owned(), verdict_class),
            as_expected: row.as_expected(),
            error: row.error.clone(),
            cells,
        }
    }
}

/// The time band in words: the limit stated, the range problemtools' rule allows, and the limit
/// it proposes.
pub fn band_text(band: &crate::check::BandFigures) -> String {
    use testkit::submission::{SAFETY_MARGIN, TIME_MULTIPLIER};
    let range = match band.high_ms {
        Some(high) => format!("from {:.0} ms to {high:.0} ms (the fastest slow run over {SAFETY_MARGIN})", band.low_ms),
        None => format!("from {:.0} ms up, with no ceiling, as no submission is meant to be too slow", band.low_ms),
    };
    format!(
        "Stated {:.0} ms. problemtools' rule allows {range}; the lowest is the slowest accepted case, {:.1} ms, times {TIME_MULTIPLIER}. It proposes {:.0} ms.",
        band.stated_ms, band.slowest_accepted_ms, band.proposal_ms
    )
}

impl ReportPage {
    pub fn of(source: &Source<'_>, checked: &Checked, nav: Nav) -> ReportPage {
        let (state, state_class) = state(Some(checked));
        ReportPage {
            root: "../",
            lang: "en",
            head: Head::of(source, &source.statements[0]),
            nav,
            state,
            state_class,
            parts: checked.parts.clone(),
            validation: checked.validation.clone(),
            cases: checked.cases.clone(),
            rows: checked.rows.iter().map(|r| MatrixRow::of(r, &checked.cases)).collect(),
            band_text: band_text(&checked.band),
            chart: chart::time_band(&checked.rows, &checked.band),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::check::BandFigures;
    use crate::statement::{Document, LANGUAGES};
    use testkit::discover::{Case, Problem};

    /// A problem of `kind` with two samples and a case, in `dir`.
    fn problem(dir: &Path, kind: &str) -> Problem {
        let text = format!(
            "title = \"Sum\"\ntitles = {{ zh = \"和\" }}\nsource = \"test 1\"\ntime_limit_ms = 1500\nkind = \"{kind}\"\ntopics = [\"t\"]\nalternates = [\"other 2\"]\nurl = \"https://example.org/1\"\n"
        );
        let meta = testkit::meta::parse(Path::new("problem.toml"), &text).unwrap();
        let cases = ["00-sample-1", "00-sample-2", "10-edge-1"]
            .iter()
            .enumerate()
            .map(|(i, name)| {
                let (input, output) = (dir.join(format!("{name}.in")), dir.join(format!("{name}.out")));
                std::fs::write(&input, format!("{i} {i}\n")).unwrap();
                std::fs::write(&output, format!("{}\n", 2 * i)).unwrap();
                Case { name: (*name).to_owned(), input, output, pin: None }
            })
            .collect();
        Problem { slug: "sum".to_owned(), dir: dir.to_path_buf(), meta, cases }
    }

    fn statement(code: &str, title: &str) -> Statement {
        let language = LANGUAGES.iter().find(|l| l.code == code).unwrap();
        Statement::of(language, title.to_owned(), &Document::parse(Path::new("s.md"), "Add.\n")).unwrap()
    }

    fn checked(passed: bool) -> Checked {
        let part = |name: &str, passed| crate::check::Part { name: name.to_owned(), passed, lines: Vec::new() };
        Checked {
            slug: "sum".to_owned(),
            parts: vec![part("statement", true), part("validator", passed), part("bundle", passed)],
            validation: None,
            cases: Vec::new(),
            rows: Vec::new(),
            band: BandFigures {
                stated_ms: 1.0,
                slowest_accepted_ms: 0.0,
                low_ms: 0.0,
                high_ms: None,
                proposal_ms: 1.0,
            },
        }
    }

    #[test]
    fn samples_are_numbered_and_an_interactive_problem_shows_none() {
        let tmp = tempfile::tempdir().unwrap();
        let shown = samples(&problem(tmp.path(), "batch")).unwrap();
        let numbered: Vec<(usize, &str, &str, &str)> =
            shown.iter().map(|s| (s.number, s.input.as_str(), s.output.as_str(), s.input_file.as_str())).collect();
        assert_eq!(numbered, [(1, "0 0\n", "0\n", "samples/1.in"), (2, "1 1\n", "2\n", "samples/2.in")]);
        assert_eq!(shown[1].output_file, "samples/2.out");
        assert!(samples(&problem(tmp.path(), "interactive")).unwrap().is_empty());
        let missing = Problem {
            cases: vec![Case {
                name: "00-sample-9".into(),
                input: tmp.path().join("no.in"),
                output: tmp.path().join("no.out"),
                pin: None,
            }],
            ..problem(tmp.path(), "batch")
        };
        assert!(samples(&missing).unwrap_err().message.starts_with("cannot read"));
    }

    #[test]
    fn the_head_says_the_kind_and_limits_in_the_statements_language() {
        let tmp = tempfile::tempdir().unwrap();
        for (kind, en, zh) in [
            ("batch", "standard input and output", "标准输入输出"),
            ("checker", "any right answer is accepted", "答案不唯一"),
            ("interactive", "interactive", "交互题"),
        ] {
            let p = problem(tmp.path(), kind);
            let source = Source {
                problem: &p,
                statements: vec![statement("en", "Sum")],
                editorial: None,
                checked: None,
                picture: None,
            };
            let head = Head::of(&source, &statement("en", "Sum"));
            assert_eq!((head.kind, head.time_limit.as_str(), head.memory_limit.as_str()), (en, "1.5 s", "256 MiB"));
            let head = Head::of(&source, &statement("zh", "和"));
            assert_eq!(
                (head.kind, head.title.as_str(), head.words.code, head.source.as_str()),
                (zh, "和", "zh", "test 1")
            );
        }
    }

    #[test]
    fn the_navigation_names_each_language_and_the_coachs_pages_that_exist() {
        let tmp = tempfile::tempdir().unwrap();
        let p = problem(tmp.path(), "batch");
        let editorial = Document::parse(Path::new("e.md"), "## The idea\n");
        let check = checked(true);
        let picture = Picture { game: "nim".into(), upto: 3, svg: "<svg/>".into(), alt: "a".into() };
        let one = Source {
            problem: &p,
            statements: vec![statement("en", "Sum")],
            editorial: None,
            checked: None,
            picture: None,
        };
        let links = |nav: Nav| nav.links.into_iter().map(|l| (l.text, l.href, l.current)).collect::<Vec<_>>();
        assert_eq!(
            links(Nav::of(&one, true, Current::Statement("en"))),
            [("Statement".to_owned(), "index.html".to_owned(), true)]
        );
        let both = Source {
            statements: vec![statement("en", "Sum"), statement("zh", "和")],
            editorial: Some(editorial),
            checked: Some(&check),
            picture: Some(picture),
            ..one
        };
        assert_eq!(
            links(Nav::of(&both, true, Current::Report)),
            [
                ("Statement (English)".to_owned(), "index.html".to_owned(), false),
                ("Statement (中文)".to_owned(), "index.zh.html".to_owned(), false),
                ("Editorial".to_owned(), "editorial.html".to_owned(), false),
                ("Report".to_owned(), "report.html".to_owned(), true),
                ("The game".to_owned(), "game.html".to_owned(), false),
            ]
        );
        assert_eq!(
            links(Nav::of(&both, false, Current::Statement("zh"))).len(),
            2,
            "a student's has the statements only"
        );
        assert!(links(Nav::of(&both, true, Current::Editorial))[2].2);
        assert!(links(Nav::of(&both, true, Current::Game))[4].2);
        assert!(links(Nav::of(&both, false, Current::Statement("zh")))[1].2);
    }

    #[test]
    fn a_matrix_cell_shows_the_verdict_its_time_and_whether_it_was_expected() {
        use crate::check::{Cell, Row};
        let cell = |verdict, cpu_ms: f64, wall_ms: f64, detail: &str| Cell {
            verdict,
            cpu_ms,
            wall_ms,
            detail: detail.to_owned(),
        };
        let row = Row {
            program: "accepted/a.py".to_owned(),
            expected: vec![Verdict::Ac],
            cells: vec![cell(Verdict::Ac, 2.04, 3.0, ""), cell(Verdict::Tle, 900.0, 2100.0, "stopped\n")],
            error: None,
            timed_ms: None,
        };
        let cases = ["00-sample-1".to_owned(), "30-max-1".to_owned()];
        let shown = MatrixRow::of(&row, &cases);
        assert_eq!(
            (shown.got.as_str(), shown.got_class.as_str(), shown.expected.as_str(), shown.as_expected),
            ("TLE", "tle", "AC", false)
        );
        let cells: Vec<(&str, &str, bool)> =
            shown.cells.iter().map(|c| (c.time.as_str(), c.class.as_str(), c.as_expected)).collect();
        assert_eq!(cells, [("2 ms", "ac", true), (">2100 ms", "tle", false)], "a run stopped counts at its wall time");
        assert_eq!(shown.cells[0].title, "00-sample-1: AC in 2.0 ms of CPU, 3.0 ms of wall time");
        assert_eq!(shown.cells[1].title, "30-max-1: TLE in 900.0 ms of CPU, 2100.0 ms of wall time\nstopped");
        let broken = Row { cells: Vec::new(), error: Some("does not compile".to_owned()), ..row };
        let shown = MatrixRow::of(&broken, &cases);
        assert_eq!(
            (shown.got.as_str(), shown.got_class.as_str(), shown.error.as_deref()),
            ("none", "none", Some("does not compile"))
        );
    }

    #[test]
    fn the_index_shows_a_student_the_problem_and_a_coach_its_teaching_and_state() {
        let tmp = tempfile::tempdir().unwrap();
        let p = problem(tmp.path(), "checker");
        let check = checked(false);
        let source = Source {
            problem: &p,
            statements: vec![statement("en", "Sum"), statement("zh", "和")],
            editorial: None,
            checked: Some(&check),
            picture: None,
        };
        let student = IndexRow::of(&source, false);
        assert!(student.topics.is_empty() && student.alternates.is_empty());
        assert_eq!(
            (student.title.as_str(), student.kind.as_str(), student.time_limit.as_str()),
            ("Sum", "checker", "1.5 s")
        );
        assert_eq!(
            (student.url.as_str(), student.slug.as_str(), student.memory_limit.as_str()),
            ("https://example.org/1", "sum", "256 MiB")
        );
        let languages: Vec<(&str, &str)> =
            student.languages.iter().map(|l| (l.text.as_str(), l.href.as_str())).collect();
        assert_eq!(languages, [("和 (中文)", "sum/index.zh.html")]);
        let coach = IndexRow::of(&source, true);
        assert_eq!((coach.topics, coach.alternates), (vec!["t".to_owned()], vec!["other 2".to_owned()]));
        assert_eq!(
            (coach.state.as_str(), coach.state_class, coach.checked),
            ("FAILED: validator, bundle", "failed", true)
        );
        assert_eq!(state(Some(&checked(true))), ("every check holds".to_owned(), "ok"));
        assert_eq!(state(None), ("not checked".to_owned(), "unchecked"));
        let local = Problem { meta: testkit::meta::Meta { url: "file:///x".into(), ..p.meta.clone() }, ..p.clone() };
        assert_eq!(IndexRow::of(&Source { problem: &local, ..source }, false).url, "", "only a web address is linked");
    }

    #[test]
    fn limits_are_printed_as_a_statement_prints_them() {
        assert_eq!(seconds(1000), "1 s");
        assert_eq!(seconds(1500), "1.5 s");
        assert_eq!(seconds(250), "0.25 s");
        assert_eq!(seconds(2001), "2.001 s");
    }

    #[test]
    fn the_band_reads_well_with_and_without_a_slow_submission() {
        let mut band = BandFigures {
            stated_ms: 1000.0,
            slowest_accepted_ms: 12.34,
            low_ms: 62.0,
            high_ms: Some(1800.0),
            proposal_ms: 100.0,
        };
        assert_eq!(
            band_text(&band),
            "Stated 1000 ms. problemtools' rule allows from 62 ms to 1800 ms (the fastest slow run over 2); the lowest is the slowest accepted case, 12.3 ms, times 5. It proposes 100 ms."
        );
        band.high_ms = None;
        assert_eq!(
            band_text(&band),
            "Stated 1000 ms. problemtools' rule allows from 62 ms up, with no ceiling, as no submission is meant to be too slow; the lowest is the slowest accepted case, 12.3 ms, times 5. It proposes 100 ms."
        );
    }
}
