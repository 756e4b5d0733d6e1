//! `harness site --out DIR`: the workspace as a static site people open in a browser, made of
//! what the workspace already knows. Data flows one way: the problems (`discover`) and their
//! checks (`check::Checked`, the results `harness check` prints) become page models, which
//! askama templates (checked when the harness is compiled, HTML escaped by default) turn into
//! plain HTML. Nothing is fetched and nothing needs a script: the folder opens from disk.
//!
//! | page | what it shows |
//! |---|---|
//! | `index.html` | every problem: title, source, kind, limits, what it teaches, its last check |
//! | `<slug>/index.html` | the statement: the README's statement sections, samples to copy or download |
//! | `<slug>/editorial.html` | the Solution and Pitfalls sections (`--editorial` only) |
//! | `<slug>/report.html` | the checks: the validator and the bounds, every program on every case, the time band |
//! | `<slug>/game.html` | the picture of the game, for a problem whose README names an `sg` command |
//! | `booklet.html` | every statement, one to a printed page, after a title page |

pub mod chart;
pub mod markdown;
pub mod pdf;

use crate::check::{Checked, Row};
use askama::Template;
use std::path::{Path, PathBuf};
use testkit::diagnostic::Diagnostic;
use testkit::discover::{Problem, census};
use testkit::meta::Kind;
use testkit::report::Verdict;

/// The heap sizes a game's picture shows, from 0, when it has no period to show.
pub const PICTURE_UPTO: usize = 1000;
/// The heaps a two-heap game's picture shows, from 0, each way.
pub const GRID_UPTO: usize = 64;
/// How many periods a periodic game's picture shows after its pre-period.
const PERIODS_SHOWN: usize = 8;
/// The largest table searched for a period to show.
const PERIOD_SEARCH: usize = 100_000;

/// What to put in the site.
#[derive(Debug, Clone, Copy, Default)]
pub struct Options {
    /// The coach's site: each statement links to its editorial (Solution and Pitfalls). A
    /// student's site has no editorial page at all.
    pub editorial: bool,
}

/// What a problem contributes: the problem, its README, the results of its last check (none if
/// it has not been checked), and its game's picture.
#[derive(Debug)]
pub struct Source<'a> {
    /// The problem.
    pub problem: &'a Problem,
    /// Its README.
    pub readme: String,
    /// Its check, if it has one.
    pub checked: Option<&'a Checked>,
    /// The picture of its game, if its README names one the explorer knows.
    pub picture: Option<Picture>,
}

/// A game's picture, as `sg plot` draws it.
#[derive(Debug, Clone)]
pub struct Picture {
    /// The game, in the explorer's notation (`subtraction:1,3,4`).
    pub game: String,
    /// The largest heap drawn.
    pub upto: usize,
    /// The SVG.
    pub svg: String,
    /// Its text alternative.
    pub alt: String,
}

/// The game a README names to the explorer: the first `-p sg -- period GAME` (the pattern the
/// README cites), else the first `-p sg -- values GAME`, whitespace and line breaks between the
/// words allowed.
///
/// # Example
///
/// ```
/// let readme = "the table: `cargo run -p sg -- values\nsubtraction:2,5 --upto 30`, and\n`cargo run -p sg -- period subtraction:2,5`";
/// assert_eq!(harness::site::named_game(readme).as_deref(), Some("subtraction:2,5"));
/// assert_eq!(harness::site::named_game("no explorer here"), None);
/// ```
pub fn named_game(readme: &str) -> Option<String> {
    let words: Vec<&str> = readme.split_whitespace().collect();
    let after = |command: &str| {
        words.windows(5).find_map(|w| {
            (w[0] == "-p" && w[1] == "sg" && w[2] == "--" && w[3] == command).then(|| {
                w[4].trim_matches(|c: char| c == '`' || c == ',' || c == '.' || c == ')' || c == '(').to_owned()
            })
        })
    };
    after("period").or_else(|| after("values")).filter(|g| !g.is_empty())
}

/// The picture of the game `game` names, up to a size that shows it well: a periodic game's
/// pre-period and a few periods (at least 60 heaps), else [`PICTURE_UPTO`] heaps, or
/// [`GRID_UPTO`] each way for a two-heap game; none when the explorer does not know the game.
pub fn picture(game: &str) -> Option<Picture> {
    use sg::search::{Found, search_period};
    let parsed = sg::game::parse_game(game).ok()?;
    let upto = if parsed.is_two_heap() {
        GRID_UPTO
    } else {
        match search_period(&parsed, PERIOD_SEARCH).0 {
            Found::Certified(c) => (c.preperiod() + PERIODS_SHOWN * c.period()).clamp(60, PERIOD_SEARCH),
            Found::Apparent(preperiod, period) => (preperiod + PERIODS_SHOWN * period).clamp(60, PERIOD_SEARCH),
            Found::Nothing => PICTURE_UPTO,
        }
    };
    let plot = sg::plot::plot(&parsed, upto).ok()?;
    Some(Picture { game: game.to_owned(), upto, svg: plot.svg, alt: plot.alt })
}

/// A page written: its path in the site.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Written {
    /// The site's directory.
    pub dir: PathBuf,
    /// The files written, relative to it, sorted.
    pub files: Vec<String>,
}

/// Writes the site of `sources` into `out` (made if missing; the pages of the problems named are
/// replaced, a problem's directory whole).
///
/// # Errors
///
/// A page that cannot be rendered or a file that cannot be written, by path.
pub fn write(out: &Path, sources: &[Source<'_>], options: Options) -> Result<Written, Diagnostic> {
    let mut site = Site { dir: out.to_path_buf(), files: Vec::new() };
    site.file("style.css", include_str!("../../templates/site/style.css").as_bytes())?;
    let mut rows = Vec::new();
    let mut booklet = Vec::new();
    for source in sources {
        let problem = source.problem;
        let dir = out.join(&problem.slug);
        if dir.exists() {
            std::fs::remove_dir_all(&dir).map_err(|e| Diagnostic::new(&dir, format!("cannot remove: {e}")))?;
        }
        let readme = markdown::split(&source.readme);
        for sample in problem.cases.iter().filter(|c| c.name.starts_with("00-sample")) {
            site.copy(&sample.input, &format!("{}/samples/{}.in", problem.slug, sample.name))?;
            site.copy(&sample.output, &format!("{}/samples/{}.out", problem.slug, sample.name))?;
        }
        let statement = StatementPage::of(source, &readme, options)?;
        let head = statement.head.clone();
        site.page(&format!("{}/index.html", problem.slug), &statement)?;
        if options.editorial {
            let sections =
                readme.editorial.iter().map(|(title, html)| Section { title: title.clone(), html: html.clone() });
            let page = EditorialPage {
                root: "../",
                head: head.clone(),
                sections: sections.collect(),
                has_report: source.checked.is_some(),
                has_game: source.picture.is_some(),
            };
            site.page(&format!("{}/editorial.html", problem.slug), &page)?;
        }
        if let Some(checked) = source.checked {
            let page = ReportPage::of(head.clone(), checked, options.editorial, source.picture.is_some());
            site.page(&format!("{}/report.html", problem.slug), &page)?;
        }
        if let Some(picture) = &source.picture {
            site.file(&format!("{}/game.svg", problem.slug), picture.svg.as_bytes())?;
            let page = GamePage {
                root: "../",
                head: head.clone(),
                game: picture.game.clone(),
                upto: picture.upto,
                svg: picture.svg.clone(),
                alt: picture.alt.clone(),
                editorial: options.editorial,
                has_report: source.checked.is_some(),
            };
            site.page(&format!("{}/game.html", problem.slug), &page)?;
        }
        rows.push(IndexRow::of(problem, source.checked));
        booklet.push(BookletProblem { label: (booklet.len() + 1).to_string(), page: statement });
    }
    let problems: Vec<Problem> = sources.iter().map(|s| s.problem.clone()).collect();
    let index = IndexPage { root: "", census: census(&problems), problems: rows, editorial: options.editorial };
    site.page("index.html", &index)?;
    let title = "Sprague–Grundy problems".to_owned();
    site.page("booklet.html", &BookletPage { title, problems: booklet })?;
    site.files.sort();
    Ok(Written { dir: site.dir, files: site.files })
}

/// Writes a booklet alone into `out` (made if missing): `booklet.html` and its `style.css`, a
/// title page named `title`, then each statement of `labelled` (a label, `A`, and a source) on
/// pages of its own, to be printed as a contest's booklet.
///
/// # Errors
///
/// A page that cannot be rendered or a file that cannot be written, by path.
pub fn write_booklet(out: &Path, title: &str, labelled: &[(String, Source<'_>)]) -> Result<PathBuf, Diagnostic> {
    let mut site = Site { dir: out.to_path_buf(), files: Vec::new() };
    site.file("style.css", include_str!("../../templates/site/style.css").as_bytes())?;
    let options = Options { editorial: false };
    let problems = labelled
        .iter()
        .map(|(label, source)| {
            let page = StatementPage::of(source, &markdown::split(&source.readme), options)?;
            Ok(BookletProblem { label: label.clone(), page })
        })
        .collect::<Result<Vec<_>, Diagnostic>>()?;
    site.page("booklet.html", &BookletPage { title: title.to_owned(), problems })?;
    Ok(out.join("booklet.html"))
}

/// The files of a site being written.
struct Site {
    dir: PathBuf,
    files: Vec<String>,
}

impl Site {
    fn file(&mut self, relative: &str, bytes: &[u8]) -> Result<(), Diagnostic> {
        let path = self.dir.join(relative);
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent).map_err(|e| Diagnostic::new(parent, format!("cannot create: {e}")))?;
        }
        std::fs::write(&path, bytes).map_err(|e| Diagnostic::new(&path, format!("cannot write: {e}")))?;
        self.files.push(relative.to_owned());
        Ok(())
    }

    fn copy(&mut self, from: &Path, relative: &str) -> Result<(), Diagnostic> {
        let bytes = std::fs::read(from).map_err(|e| Diagnostic::new(from, format!("cannot read: {e}")))?;
        self.file(relative, &bytes)
    }

    fn page(&mut self, relative: &str, page: &impl Template) -> Result<(), Diagnostic> {
        let html =
            page.render().map_err(|e| Diagnostic::new(&self.dir.join(relative), format!("cannot render: {e}")))?;
        self.file(relative, html.as_bytes())
    }
}

/// What heads every page of a problem.
#[derive(Debug, Clone)]
struct Head {
    title: String,
    source: String,
    kind: String,
    time_limit: String,
    memory_limit: String,
}

impl Head {
    fn of(problem: &Problem) -> Head {
        let meta = &problem.meta;
        let kind = match meta.kind {
            Kind::Batch => "standard input and output",
            Kind::Checker => "any right answer (checker)",
            Kind::Interactive => "interactive",
        };
        Head {
            title: meta.title.clone(),
            source: meta.source.clone(),
            kind: kind.to_owned(),
            time_limit: seconds(meta.time_limit_ms),
            memory_limit: format!("{} MiB", meta.memory_limit_mb),
        }
    }
}

fn seconds(ms: u64) -> String {
    if ms % 1000 == 0 { format!("{} s", ms / 1000) } else { format!("{:.1} s", ms as f64 / 1000.0) }
}

/// A section of a README, as HTML the site made (see [`markdown`]).
#[derive(Debug, Clone)]
struct Section {
    title: String,
    html: String,
}

/// A sample as a statement shows it.
#[derive(Debug, Clone)]
struct Sample {
    name: String,
    input: String,
    output: String,
}

/// The samples of `problem`, in order.
fn samples(problem: &Problem) -> Result<Vec<Sample>, Diagnostic> {
    let read = |path: &Path| -> Result<String, Diagnostic> {
        let bytes = std::fs::read(path).map_err(|e| Diagnostic::new(path, format!("cannot read: {e}")))?;
        Ok(String::from_utf8_lossy(&bytes).into_owned())
    };
    problem
        .cases
        .iter()
        .filter(|c| c.name.starts_with("00-sample"))
        .map(|c| Ok(Sample { name: c.name.clone(), input: read(&c.input)?, output: read(&c.output)? }))
        .collect()
}

#[derive(Template)]
#[template(path = "site/statement.html")]
struct StatementPage {
    root: &'static str,
    head: Head,
    sections: Vec<Section>,
    has_samples_section: bool,
    samples: Vec<Sample>,
    input_label: &'static str,
    output_label: &'static str,
    editorial: bool,
    has_report: bool,
    has_game: bool,
}

impl StatementPage {
    /// The statement page of `source`, whose README is `readme`: the README's statement part,
    /// the samples and the limits.
    fn of(source: &Source<'_>, readme: &markdown::Readme, options: Options) -> Result<StatementPage, Diagnostic> {
        let problem = source.problem;
        let (input_label, output_label) = match problem.meta.kind {
            Kind::Interactive => ("the interactor's input", "the jury's answer"),
            Kind::Checker => ("input", "one right output"),
            Kind::Batch => ("input", "output"),
        };
        let sections: Vec<Section> =
            readme.statement.iter().map(|(title, html)| Section { title: title.clone(), html: html.clone() }).collect();
        Ok(StatementPage {
            root: "../",
            has_samples_section: sections.iter().any(|s| s.title == "Samples"),
            head: Head::of(problem),
            sections,
            samples: samples(problem)?,
            input_label,
            output_label,
            editorial: options.editorial,
            has_report: source.checked.is_some(),
            has_game: source.picture.is_some(),
        })
    }
}

#[derive(Template)]
#[template(path = "site/editorial.html")]
struct EditorialPage {
    root: &'static str,
    head: Head,
    sections: Vec<Section>,
    has_report: bool,
    has_game: bool,
}

#[derive(Template)]
#[template(path = "site/game.html")]
struct GamePage {
    root: &'static str,
    head: Head,
    game: String,
    upto: usize,
    svg: String,
    alt: String,
    editorial: bool,
    has_report: bool,
}

#[derive(Template)]
#[template(path = "site/booklet.html")]
struct BookletPage {
    title: String,
    problems: Vec<BookletProblem>,
}

/// A statement in a booklet, under its label (`1` in the site's, `A` in a contest's).
struct BookletProblem {
    label: String,
    page: StatementPage,
}

#[derive(Template)]
#[template(path = "site/index.html")]
struct IndexPage {
    root: &'static str,
    census: String,
    problems: Vec<IndexRow>,
    editorial: bool,
}

/// A problem's row of the index.
struct IndexRow {
    slug: String,
    title: String,
    source: String,
    url: String,
    alternates: Vec<String>,
    kind: String,
    time_limit: String,
    memory_limit: String,
    topics: Vec<String>,
    checked: bool,
    state: String,
    state_class: &'static str,
}

impl IndexRow {
    fn of(problem: &Problem, checked: Option<&Checked>) -> IndexRow {
        let meta = &problem.meta;
        let (state, state_class) = state(checked);
        IndexRow {
            slug: problem.slug.clone(),
            title: meta.title.clone(),
            source: meta.source.clone(),
            url: if meta.url.starts_with("https://") || meta.url.starts_with("http://") {
                meta.url.clone()
            } else {
                String::new()
            },
            alternates: meta.alternates.clone(),
            kind: meta.kind.to_string(),
            time_limit: seconds(meta.time_limit_ms),
            memory_limit: format!("{} MiB", meta.memory_limit_mb),
            topics: meta.topics.clone(),
            checked: checked.is_some(),
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
struct ReportPage {
    root: &'static str,
    head: Head,
    state: String,
    state_class: &'static str,
    parts: Vec<crate::check::Part>,
    validation: Option<crate::check::Validated>,
    cases: Vec<String>,
    rows: Vec<MatrixRow>,
    band_text: String,
    chart: Option<String>,
    editorial: bool,
    has_game: bool,
}

/// A row of the invocation matrix as the report shows it.
struct MatrixRow {
    program: String,
    expected: String,
    got: String,
    got_class: String,
    as_expected: bool,
    error: Option<String>,
    cells: Vec<MatrixCell>,
}

/// A cell of the invocation matrix as the report shows it.
struct MatrixCell {
    verdict: Verdict,
    class: String,
    time: String,
    title: String,
    as_expected: bool,
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

impl ReportPage {
    fn of(head: Head, checked: &Checked, editorial: bool, has_game: bool) -> ReportPage {
        let (state, state_class) = state(Some(checked));
        let band = &checked.band;
        let high = band.high_ms.map_or("no ceiling (no slow submission)".to_owned(), |h| format!("{h:.0} ms"));
        let band_text = format!(
            "Stated {:.0} ms. problemtools' rule allows from {:.0} ms (the slowest accepted case, {:.1} ms, times 5) to {high} (the fastest slow run over 2); it proposes {:.0} ms.",
            band.stated_ms, band.low_ms, band.slowest_accepted_ms, band.proposal_ms
        );
        ReportPage {
            root: "../",
            head,
            state,
            state_class,
            parts: checked.parts.clone(),
            validation: checked.validation.clone(),
            cases: checked.cases.clone(),
            rows: checked.rows.iter().map(|r| MatrixRow::of(r, &checked.cases)).collect(),
            band_text,
            chart: chart::time_band(&checked.rows, band),
            editorial,
            has_game,
        }
    }
}
