//! What a problem's pages are made from: the problem, its statements and editorial, its last
//! check, and its game's picture; and where its statement page is.

use crate::check::Checked;
use crate::statement::{self, Document, ENGLISH, Statement};
use testkit::diagnostic::Diagnostic;
use testkit::discover::Problem;

/// The heap sizes a game's picture shows, from 0, when it has no period to show.
pub const PICTURE_UPTO: usize = 1000;
/// The heaps a two-heap game's picture shows, from 0, each way.
pub const GRID_UPTO: usize = 64;
/// How many periods a periodic game's picture shows after its pre-period.
const PERIODS_SHOWN: usize = 8;
/// The largest table searched for a period to show.
const PERIOD_SEARCH: usize = 100_000;

/// What a problem contributes: the problem, its statements, its editorial, the results of its
/// last check (none if it has not been checked), and its game's picture.
#[derive(Debug)]
pub struct Source<'a> {
    /// The problem.
    pub problem: &'a Problem,
    /// Its statements, English first.
    pub statements: Vec<Statement>,
    /// Its editorial, if it has one.
    pub editorial: Option<Document>,
    /// Its check, if it has one.
    pub checked: Option<&'a Checked>,
    /// The picture of its game, if its README names one the explorer knows.
    pub picture: Option<Picture>,
}

impl<'a> Source<'a> {
    /// The statements and the editorial of `problem`, read from its files.
    ///
    /// # Errors
    ///
    /// A statement that cannot be read or is not made of a statement's parts (the English one
    /// is required).
    pub fn load(problem: &'a Problem) -> Result<Source<'a>, Diagnostic> {
        let languages = statement::languages(problem);
        if languages.first().map(|l| l.code) != Some(ENGLISH) {
            return Err(Diagnostic::new(&statement::statement_path(&problem.dir, ENGLISH), "missing"));
        }
        let statements = languages.iter().map(|l| Statement::load(problem, l.code)).collect::<Result<Vec<_>, _>>()?;
        let path = statement::editorial_path(&problem.dir);
        let editorial = if path.is_file() { Some(Document::load(&path)?) } else { None };
        Ok(Source { problem, statements, editorial, checked: None, picture: None })
    }

    /// Its statement in `code`, or in English where it has none in that language.
    pub(super) fn statement(&self, code: &str) -> &Statement {
        self.statements.iter().find(|s| s.language.code == code).unwrap_or(&self.statements[0])
    }
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
        let shown = |preperiod: usize, period: usize| (preperiod + PERIODS_SHOWN * period).clamp(60, PERIOD_SEARCH);
        match search_period(&parsed, PERIOD_SEARCH).0 {
            Found::Certified(c) => shown(c.preperiod(), c.period()),
            Found::Apparent(preperiod, period) => shown(preperiod, period),
            Found::Nothing => PICTURE_UPTO,
        }
    };
    let plot = sg::plot::plot(&parsed, upto).ok()?;
    Some(Picture { game: game.to_owned(), upto, svg: plot.svg, alt: plot.alt })
}

/// The file of `problem`'s statement page in the language `code`, relative to the site.
///
/// ```
/// assert_eq!(harness::site::statement_page("nim", "en"), "nim/index.html");
/// assert_eq!(harness::site::statement_page("nim", "zh"), "nim/index.zh.html");
/// ```
pub fn statement_page(slug: &str, code: &str) -> String {
    if code == ENGLISH { format!("{slug}/index.html") } else { format!("{slug}/index.{code}.html") }
}
