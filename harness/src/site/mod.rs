//! `harness site --out DIR`: the workspace as a static site people open in a browser, made of
//! what the workspace already knows. Data flows one way: the problems (`discover`), their
//! statements and editorials ([`crate::statement`]) and their checks (`check::Checked`, the
//! results `harness check` prints), gathered per problem (`source`), become page models
//! (`pages`), which askama templates (checked when the harness is compiled, HTML escaped by
//! default) turn into plain HTML.
//! Nothing is fetched and nothing needs a script: the folder opens from disk.
//!
//! Two audiences. The student's site (the default) is what a contest hands out, and tells
//! nothing of the method:
//!
//! | page | what it shows |
//! |---|---|
//! | `index.html` | every problem: title, source, kind, limits, its statement's languages; a link to the booklet |
//! | `<slug>/index.html` | the statement in English, its samples to copy or download (`samples/1.in`, …) |
//! | `<slug>/index.<lang>.html` | the statement in another language (`zh`) |
//! | `booklet.html` | every statement in the order named, one to a printed page, after a title page |
//!
//! The coach's site (`Options::coach`) adds, per problem:
//!
//! | page | what it shows |
//! |---|---|
//! | `<slug>/editorial.html` | the editorial (`solution/solution.en.md`): the idea, why it is right, its cost, the traps |
//! | `<slug>/report.html` | the checks: the validator and the bounds, every program on every case, the time band |
//! | `<slug>/game.html` | the picture of the game, for a problem whose README names an `sg` command |
//!
//! and, on the index, what each problem teaches and how its last check went.

pub mod browser;
pub mod chart;
pub mod fonts;
mod pages;
pub mod pdf;
mod source;

use crate::files::Files;
use crate::statement::{self, ENGLISH};
use askama::Template;
use pages::{
    BookletPage, BookletProblem, EditorialPage, GamePage, IndexPage, IndexRow, Nav, ReportPage, StatementPage,
};
pub use source::{GRID_UPTO, PICTURE_UPTO, Picture, Source, named_game, picture, statement_page};
use std::path::{Path, PathBuf};
use testkit::diagnostic::Diagnostic;
use testkit::discover::{Problem, census};

/// The booklet's title unless one is given.
pub const DEFAULT_TITLE: &str = "Sprague–Grundy problems";

/// What to put in the site.
#[derive(Debug, Clone)]
pub struct Options {
    /// The coach's site: the editorials, the reports and the games' pictures. A student's site
    /// has none of them.
    pub coach: bool,
    /// The language of the booklet: each problem's statement in it, or in English where it
    /// has none.
    pub language: &'static statement::Language,
    /// The title of the index and of the booklet.
    pub title: String,
}

impl Default for Options {
    fn default() -> Options {
        Options { coach: false, language: &statement::LANGUAGES[0], title: DEFAULT_TITLE.to_owned() }
    }
}

/// A site written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Written {
    /// The site's directory.
    pub dir: PathBuf,
    /// The files written, relative to it, sorted.
    pub files: Vec<String>,
    /// The pages to print to PDF and the PDF each prints to, relative to the site: every
    /// statement (and on a coach's site every editorial), then the booklet.
    pub printable: Vec<(String, String)>,
}

/// The PDF a statement page prints to, relative to the site.
fn statement_pdf(slug: &str, code: &str) -> String {
    if code == ENGLISH { format!("{slug}/statement.pdf") } else { format!("{slug}/statement.{code}.pdf") }
}

/// Writes the site of `sources` into `out` (made if missing; the pages of the problems named are
/// replaced, a problem's directory whole), the booklet's problems in the order of `sources`.
///
/// # Errors
///
/// A page that cannot be rendered (a formula math-core cannot read, say) or a file that cannot
/// be written, by path.
pub fn write(out: &Path, sources: &[Source<'_>], options: &Options) -> Result<Written, Diagnostic> {
    let mut site = Files::new(out);
    site.write("style.css", STYLE.as_bytes())?;
    let mut printable = Vec::new();
    let mut rows = Vec::new();
    let mut booklet = Vec::new();
    for source in sources {
        let problem = source.problem;
        let slug = &problem.slug;
        let dir = out.join(slug);
        if dir.exists() {
            std::fs::remove_dir_all(&dir).map_err(|e| Diagnostic::new(&dir, format!("cannot remove: {e}")))?;
        }
        let samples = pages::samples(problem)?;
        for sample in &samples {
            site.write(&format!("{slug}/{}", sample.input_file), sample.input.as_bytes())?;
            site.write(&format!("{slug}/{}", sample.output_file), sample.output.as_bytes())?;
        }
        let nav = |current| Nav::of(source, options.coach, current);
        for statement in &source.statements {
            let code = statement.language.code;
            let page = StatementPage::of(source, statement, &samples, nav(pages::Current::Statement(code)))?;
            site.page(&statement_page(slug, code), &page)?;
            printable.push((statement_page(slug, code), statement_pdf(slug, code)));
        }
        if options.coach {
            if let Some(editorial) = &source.editorial {
                let page = EditorialPage::of(source, editorial, nav(pages::Current::Editorial))?;
                site.page(&format!("{slug}/editorial.html"), &page)?;
                printable.push((format!("{slug}/editorial.html"), format!("{slug}/editorial.pdf")));
            }
            if let Some(checked) = source.checked {
                site.page(
                    &format!("{slug}/report.html"),
                    &ReportPage::of(source, checked, nav(pages::Current::Report)),
                )?;
            }
            if let Some(picture) = &source.picture {
                site.write(&format!("{slug}/game.svg"), picture.svg.as_bytes())?;
                site.page(&format!("{slug}/game.html"), &GamePage::of(source, picture, nav(pages::Current::Game)))?;
            }
        }
        rows.push(IndexRow::of(source, options.coach));
        let page =
            StatementPage::of(source, source.statement(options.language.code), &samples, nav(pages::Current::Booklet))?;
        booklet.push(BookletProblem { label: (booklet.len() + 1).to_string(), page });
    }
    let problems: Vec<Problem> = sources.iter().map(|s| s.problem.clone()).collect();
    let index = IndexPage {
        root: "",
        lang: ENGLISH,
        title: options.title.clone(),
        census: census(&problems),
        problems: rows,
        coach: options.coach,
    };
    site.page("index.html", &index)?;
    let booklet = BookletPage::new(Some(&options.title), options.language, booklet);
    site.page("booklet.html", &booklet)?;
    printable.push(("booklet.html".to_owned(), "booklet.pdf".to_owned()));
    Ok(Written { dir: site.dir.clone(), files: site.sorted(), printable })
}

/// Writes a booklet alone into `out` (made if missing): `booklet.html` and its `style.css`, a
/// title page when it has a `title`, then each statement of `labelled` (a label, `A`, and a
/// source; an empty label prints none) in `language` (or English where a problem has none in
/// it) on pages of its own, to be printed as a contest's booklet.
///
/// # Errors
///
/// A page that cannot be rendered or a file that cannot be written, by path.
pub fn write_booklet(
    out: &Path,
    title: Option<&str>,
    language: &'static statement::Language,
    labelled: &[(String, Source<'_>)],
) -> Result<PathBuf, Diagnostic> {
    let mut site = Files::new(out);
    site.write("style.css", STYLE.as_bytes())?;
    let problems = labelled
        .iter()
        .map(|(label, source)| {
            let samples = pages::samples(source.problem)?;
            let nav = Nav::of(source, false, pages::Current::Booklet);
            let page = StatementPage::of(source, source.statement(language.code), &samples, nav)?;
            Ok(BookletProblem { label: label.clone(), page })
        })
        .collect::<Result<Vec<_>, Diagnostic>>()?;
    site.page("booklet.html", &BookletPage::new(title, language, problems))?;
    Ok(out.join("booklet.html"))
}

/// The site's one style sheet.
const STYLE: &str = include_str!("../../templates/site/style.css");

/// A page rendered into the site.
trait Page {
    fn page(&mut self, relative: &str, page: &impl Template) -> Result<(), Diagnostic>;
}

impl Page for Files {
    fn page(&mut self, relative: &str, page: &impl Template) -> Result<(), Diagnostic> {
        let html =
            page.render().map_err(|e| Diagnostic::new(&self.dir.join(relative), format!("cannot render: {e}")))?;
        self.write(relative, html.as_bytes())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_game_is_the_one_the_readme_names_to_the_explorer() {
        let readme = "Not `cargo run -p other -- period octal:0.6`, nor `-p sg -- plot octal:0.7`, nor `-q sg -- period x`, \
                      nor `-p sh -- period y`, nor `-p sg - period z`; the values `cargo run -p sg -- values nim`, then \
                      the pattern `cargo run -p sg -- period (subtraction:1,2).`";
        assert_eq!(named_game(readme).as_deref(), Some("subtraction:1,2"), "period first, trimmed");
        assert_eq!(named_game("`cargo run -p sg -- values octal:0.77,` only").as_deref(), Some("octal:0.77"));
        assert_eq!(named_game("`-p sg -- period ``` and nothing else"), None, "an empty name is none");
        assert_eq!(named_game("-p sg -- period"), None, "a command without a game");
    }

    #[test]
    fn a_picture_shows_the_pattern_of_its_game() {
        // Kayles' values are periodic with period 12 after their last exception, at 70 (so from
        // 71 on): the pre-period and eight periods.
        assert_eq!(picture("octal:0.77").map(|p| p.upto), Some(71 + 8 * 12));
        // A short pattern (period 3 from 0) is drawn to 60 at the least.
        assert_eq!(picture("subtraction:1,2").map(|p| p.upto), Some(60));
        // Nim has no period: the first thousand heaps; a two-heap game, its grid.
        assert_eq!(picture("nim").map(|p| p.upto), Some(PICTURE_UPTO));
        assert_eq!(picture("wythoff").map(|p| p.upto), Some(GRID_UPTO));
        assert!(picture("no-such-game").is_none());
        let drawn = picture("subtraction:1,2").unwrap();
        assert_eq!(drawn.game, "subtraction:1,2");
        assert!(drawn.svg.starts_with("<svg") && !drawn.alt.is_empty());
    }

    #[test]
    fn each_statement_has_a_page_and_a_pdf_of_its_language() {
        assert_eq!(statement_page("nim", "en"), "nim/index.html");
        assert_eq!(statement_page("nim", "zh"), "nim/index.zh.html");
        assert_eq!(statement_pdf("nim", "en"), "nim/statement.pdf");
        assert_eq!(statement_pdf("nim", "zh"), "nim/statement.zh.pdf");
        let options = Options::default();
        assert!(!options.coach && options.language.code == ENGLISH && options.title == DEFAULT_TITLE);
    }
}
