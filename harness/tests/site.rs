//! `harness site` as people see it: a scratch workspace's sites, read as a browser reads them.
//! A student's site is a contest's handout: the statements, their samples and the booklet, and
//! nothing of the method (no editorial, report, picture, submission or case name). Each page
//! says what the problem says: the parts in order with the samples between them, the math as
//! MathML, the limits, each language in its own words; the booklet follows the order named
//! and its title. A coach's site adds the editorial, the report (the check's own matrix, a
//! planted mistake shown) and the game's picture. Nothing is fetched and every link leads
//! somewhere. Where Chromium is installed, the pages are loaded in it headless: the DOM it
//! builds, the pixels it paints, the PDF it prints (again only when a page changed, never with
//! a character no font has). `SG_SITE_DIR=DIR` checks a whole site built from this workspace
//! the same way (CI builds one; the trial is ignored otherwise).
#![allow(clippy::unwrap_used, reason = "fixture set-up: a failure to set up is a test failure")]

mod common;

use common::{VALIDATOR, Workspace};
use harness::check::Checked;
use harness::site::browser::Browser;
use scraper::{ElementRef, Html, Selector};
use std::path::{Path, PathBuf};
use std::sync::OnceLock;
use testkit::trial::{Failed, Trial};

fn main() {
    testkit::enter();
    let no_chromium = harness::site::pdf::chromium().is_none();
    let trials = vec![
        Trial::test("a_students_site_tells_nothing_of_the_method", students_site),
        Trial::test("a_statement_page_shows_its_parts_samples_limits_and_math", statement_page),
        Trial::test("a_statement_in_chinese_is_printed_in_chinese", chinese_page),
        Trial::test("the_index_lists_each_problem_for_its_reader", index),
        Trial::test("the_booklet_follows_the_order_named_its_title_and_language", booklet),
        Trial::test("a_coachs_site_adds_the_editorial_and_the_game", coachs_site),
        Trial::test("the_matrix_is_the_check_and_shows_a_planted_mistake", matrix),
        Trial::test("links_resolve_and_nothing_is_fetched", links),
        Trial::test("chromium_shows_the_samples_and_paints_every_page", browser).with_ignored_flag(no_chromium),
        Trial::test("chromium_prints_each_page_once_and_again_when_it_changed", printed).with_ignored_flag(no_chromium),
        Trial::test("no_pdf_is_printed_with_a_character_no_font_has", fonts).with_ignored_flag(no_chromium),
        Trial::test("a_built_site_holds_what_the_workspace_says", built_site)
            .with_ignored_flag(std::env::var_os("SG_SITE_DIR").is_none()),
    ];
    let conclusion = testkit::trial::run_waiting(trials, 1);
    if let Ok(mut browser) = BROWSER.lock() {
        drop(browser.take());
    }
    if let Some(Ok(fixture)) = FIXTURE.get() {
        let _ = std::fs::remove_dir_all(&fixture.ws.0);
    }
    std::process::exit(conclusion.exit_code())
}

/// A sentence of the editorial, which a student's site must not hold.
const SOLUTION: &str = "Add the two numbers, nothing more";
/// A trap of the editorial, likewise.
const PITFALL: &str = "Subtracting instead of adding";
/// A sentence of the README, for maintainers: in no site.
const README_NOTE: &str = "The sample was made up for this test";

const STATEMENT: &str = "Two numbers $a_1$ and $a_2$ are given. <script>alert('injected')</script> \
    See [the rules](javascript:alert(1)).\n\n## Input\n\nOne line holds $a_1$ and $a_2$.\n\n\
    ## Output\n\nPrint their sum, $a_1 + a_2$.\n\n## Constraints\n\n- $1 \\le a_i \\le 10^3$\n\n\
    ## Notes\n\nThe first sample adds 1 and 2.\n";

const STATEMENT_ZH: &str = "给定两个数 $a_1$ 和 $a_2$。\n\n## 输入格式\n\n一行，包含 $a_1$ 和 $a_2$。\n\n\
    ## 输出格式\n\n输出它们的和。\n\n## 数据范围\n\n- $1 \\le a_i \\le 10^3$\n\n## 说明\n\n样例 1 中 1 加 2 得 3。\n";

const EDITORIAL: &str = "## The idea\n\nAdd the two numbers, nothing more: $a_1 + a_2$.\n\n## Why it is right\n\n\
    The sum is the sum.\n\n## Cost\n\n$O(1)$.\n\n## Traps\n\n- Subtracting instead of adding.\n";

const README: &str = "# Sum (test 1)\n\n## Source\n\nThe sample was made up for this test.\n\n## Solution\n\n\
    The explorer has a game for the picture: `cargo run -p sg -- period subtraction:1,2`.\n\n## Pitfalls\n\n\
    - `wrong_answer/difference.py`.\n\n## Cases\n\nBy hand.\n";

/// The game the README names, whose picture the coach's site shows.
const GAME: &str = "subtraction:1,2";

/// The scratch workspace: `p-sum` (a validator, two samples, two more cases, three submissions
/// (accepted, wrong, slow), a statement in English and in Chinese, an editorial) and `p-max`
/// (English only); a student's site of both (named `p-max p-sum`, titled), and a coach's of
/// `p-sum`.
struct Fixture {
    ws: Workspace,
    student: PathBuf,
    coach: PathBuf,
}

static FIXTURE: OnceLock<Result<Fixture, String>> = OnceLock::new();

fn fixture() -> Result<&'static Fixture, Failed> {
    FIXTURE.get_or_init(make_fixture).as_ref().map_err(|e| Failed::from(e.clone()))
}

fn make_fixture() -> Result<Fixture, String> {
    let ws = Workspace::new("site");
    ws.problem(
        "p-sum",
        "let mut s = String::new(); std::io::stdin().read_line(&mut s).unwrap(); \
         let t: i64 = s.split_whitespace().map(|x| x.parse::<i64>().unwrap()).sum(); println!(\"{t}\");",
    );
    ws.bin("p-sum", "validator", VALIDATOR);
    ws.write("problems/p-sum/README.md", README);
    ws.write("problems/p-sum/statement/problem.en.md", STATEMENT);
    ws.write("problems/p-sum/statement/problem.zh.md", STATEMENT_ZH);
    ws.write("problems/p-sum/solution/solution.en.md", EDITORIAL);
    ws.write(
        "problems/p-sum/problem.toml",
        "title = \"Sum <two>\"\ntitles = { zh = \"两数之和\" }\nsource = \"test\"\ntime_limit_ms = 200\n\
         topics = [\"addition\", \"<b>bold</b>\"]\n",
    );
    for (case, input, output) in
        [("00-sample-2", "5 7\n", "12\n"), ("10-edge-1", "1000 1\n", "1001\n"), ("30-max-1", "1000 1000\n", "2000\n")]
    {
        ws.write(&format!("problems/p-sum/cases/{case}.in"), input);
        ws.write(&format!("problems/p-sum/cases/{case}.out"), output);
    }
    ws.write("problems/p-sum/invalid/three-numbers.in", "1 2 3\n");
    for (file, body) in [
        ("accepted/sum.py", "a, b = map(int, input().split())\nprint(a + b)\n"),
        ("wrong_answer/difference.py", "a, b = map(int, input().split())\nprint(a - b)\n"),
        ("time_limit_exceeded/spin.py", "while True:\n    pass\n"),
    ] {
        ws.write(&format!("problems/p-sum/submissions/{file}"), body);
    }
    ws.problem("p-max", "println!(\"3\");");
    ws.write("problems/p-max/problem.toml", "title = \"Max\"\nsource = \"test\"\ntime_limit_ms = 2000\n");
    let student = ws.0.join("site-student");
    let coach = ws.0.join("site-coach");
    let built = ws.harness().args(["site", "p-max", "p-sum", "--title", "Practice <1>", "--out"]).arg(&student).run();
    if !built.succeeded() || !built.stdout().contains("a student's site") || built.stderr().contains("checking") {
        return Err(format!("the student's site was not built, or checked the problems:\n{built}"));
    }
    let built = ws.harness().args(["site", "p-sum", "--coach", "--out"]).arg(&coach).run();
    if !built.succeeded() || !built.stdout().contains("a coach's site") {
        return Err(format!("the coach's site was not built:\n{built}"));
    }
    Ok(Fixture { ws, student, coach })
}

fn read(path: &Path) -> Result<String, Failed> {
    std::fs::read_to_string(path).map_err(|e| Failed::from(format!("{}: {e}", path.display())))
}

fn selector(css: &str) -> Selector {
    Selector::parse(css).unwrap()
}

/// The text of every element of `page` that `css` selects, its blanks as one space, trimmed.
fn texts(page: &Html, css: &str) -> Vec<String> {
    page.select(&selector(css)).map(text).collect()
}

fn text(element: ElementRef<'_>) -> String {
    element.text().collect::<String>().split_whitespace().collect::<Vec<_>>().join(" ")
}

fn page(path: &Path) -> Result<Html, Failed> {
    Ok(Html::parse_document(&read(path)?))
}

/// Every file under `dir`, relative to it, sorted.
fn files(dir: &Path) -> Vec<String> {
    walk(dir).iter().map(|p| p.strip_prefix(dir).unwrap().to_string_lossy().into_owned()).collect()
}

fn walk(dir: &Path) -> Vec<PathBuf> {
    let mut found = Vec::new();
    for entry in std::fs::read_dir(dir).into_iter().flatten().flatten() {
        let path = entry.path();
        if path.is_dir() { found.extend(walk(&path)) } else { found.push(path) }
    }
    found.sort();
    found
}

fn expect<T: std::fmt::Debug + PartialEq<U>, U: std::fmt::Debug>(what: &str, got: T, want: U) -> Result<(), Failed> {
    if got == want { Ok(()) } else { Err(format!("{what}:\n  got  {got:?}\n  want {want:?}").into()) }
}

fn students_site() -> Result<(), Failed> {
    let f = fixture()?;
    // Only the statements, their samples and the booklet: no editorial, report or picture.
    expect(
        "the student's site's files",
        files(&f.student),
        [
            "booklet.html",
            "index.html",
            "p-max/index.html",
            "p-max/samples/1.in",
            "p-max/samples/1.out",
            "p-sum/index.html",
            "p-sum/index.zh.html",
            "p-sum/samples/1.in",
            "p-sum/samples/1.out",
            "p-sum/samples/2.in",
            "p-sum/samples/2.out",
            "style.css",
        ],
    )?;
    // Nothing of the method or of the workspace, in any file.
    let told = [
        SOLUTION,
        PITFALL,
        README_NOTE,
        GAME,
        "sum.py",
        "difference.py",
        "spin.py",
        "accepted",
        "wrong_answer",
        "10-edge",
        "30-max",
        "00-sample",
        "addition",
        "every check holds",
        "report.html",
        "editorial.html",
        "game.html",
    ];
    for file in walk(&f.student) {
        let content = String::from_utf8_lossy(&std::fs::read(&file)?).into_owned();
        if let Some(word) = told.iter().find(|w| content.contains(*w)) {
            return Err(format!("{} tells a student `{word}`", file.display()).into());
        }
    }
    // The downloads are the stored samples.
    let cases = f.ws.0.join("problems/p-sum/cases");
    for (n, case) in [(1, "00-sample-1"), (2, "00-sample-2")] {
        for (from, to) in [("in", "in"), ("out", "out")] {
            let stored = read(&cases.join(format!("{case}.{from}")))?;
            expect("a sample's download", read(&f.student.join(format!("p-sum/samples/{n}.{to}")))?, stored)?;
        }
    }
    Ok(())
}

/// The headings of `article`'s parts and samples, in order.
fn headings(page: &Html) -> Vec<String> {
    texts(page, "article h2, article h3")
}

fn statement_page() -> Result<(), Failed> {
    let f = fixture()?;
    let html = read(&f.student.join("p-sum/index.html"))?;
    let page = Html::parse_document(&html);
    expect("the language", page.root_element().value().attr("lang"), Some("en"))?;
    expect("the title", texts(&page, "h1"), ["Sum <two>"])?;
    expect(
        "the head",
        texts(&page, "p.meta"),
        ["test · standard input and output · Time limit 0.2 s · Memory limit 256 MiB"],
    )?;
    // The parts in order, the samples after Constraints and before Notes.
    expect(
        "the headings",
        headings(&page),
        [
            "Input",
            "Output",
            "Constraints",
            "Sample 1: Input download",
            "Sample 1: Output download",
            "Sample 2: Input download",
            "Sample 2: Output download",
            "Notes",
        ],
    )?;
    let cases = f.ws.0.join("problems/p-sum/cases");
    let stored = |name: &str| read(&cases.join(name));
    expect(
        "the inputs shown",
        texts(&page, "pre.sample-in"),
        [stored("00-sample-1.in")?.trim(), stored("00-sample-2.in")?.trim()],
    )?;
    expect("the outputs shown", texts(&page, "pre.sample-out"), ["3", "12"])?;
    let downloads: Vec<&str> = page.select(&selector("a.download")).filter_map(|a| a.value().attr("href")).collect();
    expect("the downloads", downloads, ["samples/1.in", "samples/1.out", "samples/2.in", "samples/2.out"])?;
    // Math as MathML: `a_1` is a subscript, the bound a power.
    let legend = page.select(&selector("article > section")).next().map(|s| s.html()).unwrap_or_default();
    if !legend.contains("<math><msub><mi>a</mi><mn>1</mn></msub></math>") {
        return Err(format!("the legend's math:\n{legend}").into());
    }
    if !html.contains("<mo>≤</mo><msup><mn>10</mn><mn>3</mn></msup>") {
        return Err("the constraint's math".into());
    }
    // The statement's markup is text; its script link is no link.
    if page.select(&selector("script")).next().is_some()
        || !html.contains("&lt;script&gt;")
        || html.contains("javascript:")
    {
        return Err("a script or markup came through".into());
    }
    // Its navigation: this statement, and the other language's.
    let nav: Vec<(String, String, bool)> = page
        .select(&selector("nav a"))
        .map(|a| {
            (text(a), a.value().attr("href").unwrap_or_default().to_owned(), a.value().attr("aria-current").is_some())
        })
        .collect();
    expect(
        "the navigation",
        nav,
        [
            ("All problems".to_owned(), "../index.html".to_owned(), false),
            ("Statement (English)".to_owned(), "index.html".to_owned(), true),
            ("Statement (中文)".to_owned(), "index.zh.html".to_owned(), false),
        ],
    )?;
    // A problem of one language has a plain Statement link, and its own limits.
    let max = page_of(&f.student.join("p-max/index.html"))?;
    expect("p-max's navigation", texts(&max, "nav a"), ["All problems", "Statement"])?;
    expect(
        "p-max's head",
        texts(&max, "p.meta"),
        ["test · standard input and output · Time limit 2 s · Memory limit 256 MiB"],
    )?;
    expect(
        "p-max's headings",
        headings(&max),
        ["Input", "Output", "Constraints", "Sample 1: Input download", "Sample 1: Output download"],
    )
}

fn page_of(path: &Path) -> Result<Html, Failed> {
    page(path)
}

fn chinese_page() -> Result<(), Failed> {
    let f = fixture()?;
    let page = page(&f.student.join("p-sum/index.zh.html"))?;
    expect("the language", page.root_element().value().attr("lang"), Some("zh"))?;
    expect("the title", texts(&page, "h1"), ["两数之和"])?;
    expect("the head", texts(&page, "p.meta"), ["test · 标准输入输出 · 时间限制 0.2 s · 内存限制 256 MiB"])?;
    expect(
        "the headings",
        headings(&page),
        [
            "输入格式",
            "输出格式",
            "数据范围",
            "样例 1: 输入 下载",
            "样例 1: 输出 下载",
            "样例 2: 输入 下载",
            "样例 2: 输出 下载",
            "说明",
        ],
    )?;
    let current: Vec<String> = page.select(&selector("nav a[aria-current]")).map(text).collect();
    expect("the page it is", current, ["Statement (中文)"])
}

fn index() -> Result<(), Failed> {
    let f = fixture()?;
    let student = page(&f.student.join("index.html"))?;
    expect("the student's index's title", texts(&student, "h1"), ["Practice <1>"])?;
    expect("its columns", texts(&student, "thead th"), ["Problem", "Source", "Kind", "Limits"])?;
    expect(
        "its problems, in the order named",
        texts(&student, "tbody td:first-child"),
        ["Max", "Sum <two>两数之和 (中文)"],
    )?;
    let limits: Vec<Vec<&str>> =
        student.select(&selector("tbody td:nth-child(4)")).map(|td| td.text().collect()).collect();
    expect("its limits", limits, [["2 s", "256 MiB"], ["0.2 s", "256 MiB"]])?;
    let booklet: Vec<&str> = student.select(&selector("a[href='booklet.html']")).map(|_| "booklet").collect();
    if booklet.len() < 2 {
        return Err("the index links the booklet from its navigation and its text".into());
    }
    if student.select(&selector("span.topic, td.state, p.census")).next().is_some() {
        return Err("a student's index shows topics, states or the census".into());
    }
    let coach = page(&f.coach.join("index.html"))?;
    expect(
        "the coach's columns",
        texts(&coach, "thead th"),
        ["Problem", "Source", "Kind", "Limits", "Teaches", "Last check"],
    )?;
    expect("the topics, escaped", texts(&coach, "span.topic"), ["addition", "<b>bold</b>"])?;
    expect("the state", texts(&coach, "td.state"), ["every check holds"])?;
    Ok(())
}

fn booklet() -> Result<(), Failed> {
    let f = fixture()?;
    let booklet = page(&f.student.join("booklet.html"))?;
    expect("the title page", texts(&booklet, ".title-page h1"), ["Practice <1>"])?;
    expect("the contents", texts(&booklet, ".contents li"), ["1. Max", "2. Sum <two>"])?;
    expect("the statements", texts(&booklet, "article h1"), ["1. Max", "2. Sum <two>"])?;
    expect("no download in print", booklet.select(&selector("a")).count(), 0)?;
    // In Chinese: each statement in it where there is one.
    let out = f.ws.0.join("site-zh");
    let built = f.ws.harness().args(["site", "p-sum", "p-max", "--lang", "zh", "--out"]).arg(&out).run();
    if !built.succeeded() {
        return Err(format!("--lang zh:\n{built}").into());
    }
    let zh = page(&out.join("booklet.html"))?;
    expect("the Chinese booklet's language", zh.root_element().value().attr("lang"), Some("zh"))?;
    expect("its statements", texts(&zh, "article h1"), ["1. 两数之和", "2. Max"])?;
    let languages: Vec<&str> = zh.select(&selector("article")).filter_map(|a| a.value().attr("lang")).collect();
    expect("each statement's language", languages, ["zh", "en"])?;
    expect("the default title", texts(&zh, ".title-page h1"), [harness::site::DEFAULT_TITLE])?;
    let refused = f.ws.harness().args(["site", "--lang", "fr", "--out"]).arg(&out).run();
    if refused.succeeded() || !refused.stderr().contains("--lang fr: statements are written in en, zh") {
        return Err(format!("--lang fr:\n{refused}").into());
    }
    Ok(())
}

fn coachs_site() -> Result<(), Failed> {
    let f = fixture()?;
    // The editorial, in its parts, with its math.
    let editorial = page(&f.coach.join("p-sum/editorial.html"))?;
    expect("the editorial's parts", texts(&editorial, "article h2"), ["The idea", "Why it is right", "Cost", "Traps"])?;
    let said = texts(&editorial, "article section");
    if !said[0].contains(SOLUTION)
        || !said[3].contains(PITFALL)
        || editorial.select(&selector("article math")).count() != 2
    {
        return Err(format!("the editorial says {said:?}").into());
    }
    // Each statement links to the editorial, the report and the game.
    let statement = page(&f.coach.join("p-sum/index.html"))?;
    let links: Vec<&str> = statement.select(&selector("nav a")).filter_map(|a| a.value().attr("href")).collect();
    expect(
        "the coach's navigation",
        links,
        ["../index.html", "index.html", "index.zh.html", "editorial.html", "report.html", "game.html"],
    )?;
    // The game's picture as the explorer draws it, to the extent that shows its pattern.
    let picture = harness::site::picture(GAME).ok_or("the explorer does not know the game")?;
    let game = read(&f.coach.join("p-sum/game.html"))?;
    if !game.contains(&picture.svg) || read(&f.coach.join("p-sum/game.svg"))? != picture.svg {
        return Err("the game's picture is not the explorer's".into());
    }
    let caption = texts(&Html::parse_document(&game), "figcaption");
    let command = format!("cargo run --release -p sg -- plot {GAME} --upto {} --out game.svg", picture.upto);
    if caption.len() != 1 || !caption[0].contains(&command) || !caption[0].starts_with(&picture.alt) {
        return Err(format!("the caption {caption:?}, not `{}` and `{command}`", picture.alt).into());
    }
    // The report states the time band in words, and the checks.
    let report = page(&f.coach.join("p-sum/report.html"))?;
    let band = texts(&report, "section.band p");
    if band.len() != 1 || !band[0].starts_with("Stated 200 ms. problemtools' rule allows from ") {
        return Err(format!("the band: {band:?}").into());
    }
    let parts = texts(&report, "li.part > strong");
    expect("the checks' parts", parts, ["statement", "validator", "submissions", "time limit", "bundle"])
}

/// The rows of a report's invocation matrix: (program, marked, [(verdict, marked)]).
type Matrix = Vec<(String, bool, Vec<(String, bool)>)>;

fn matrix_of(report: &str) -> (Vec<String>, Matrix) {
    let page = Html::parse_document(report);
    let cases = texts(&page, "table.matrix th.case");
    let rows = page
        .select(&selector("table.matrix tbody tr"))
        .map(|row| {
            let program = row.value().attr("data-program").unwrap_or_default().to_owned();
            let marked = row.value().classes().any(|c| c == "unexpected");
            let cells = row
                .select(&selector("td.cell"))
                .map(|cell| {
                    let verdict = cell.value().attr("data-verdict").unwrap_or_default().to_owned();
                    (verdict, cell.value().classes().any(|c| c == "unexpected"))
                })
                .collect();
            (program, marked, cells)
        })
        .collect();
    (cases, rows)
}

/// The check's own rows, from the results it kept: (program, as expected, [verdicts]).
fn kept_rows(checked: &Checked) -> Vec<(String, bool, Vec<String>)> {
    checked
        .rows
        .iter()
        .map(|r| (r.program.clone(), r.as_expected(), r.cells.iter().map(|c| c.verdict.to_string()).collect()))
        .collect()
}

fn kept(target: &Path, slug: &str) -> Result<Checked, Failed> {
    let record: serde_json::Value = serde_json::from_str(&read(&target.join(format!("checks/{slug}.json")))?)?;
    Ok(serde_json::from_value(record["checked"].clone())?)
}

fn matrix() -> Result<(), Failed> {
    let f = fixture()?;
    let (cases, rows) = matrix_of(&read(&f.coach.join("p-sum/report.html"))?);
    let checked = kept(&f.ws.0.join("target"), "p-sum")?;
    expect("the columns", &cases, &checked.cases)?;
    expect("the columns", cases.clone(), ["00-sample-1", "00-sample-2", "10-edge-1", "30-max-1"])?;
    let shown: Vec<(String, bool, Vec<String>)> = rows
        .iter()
        .map(|(p, marked, cells)| (p.clone(), !marked, cells.iter().map(|c| c.0.clone()).collect()))
        .collect();
    expect("the matrix against the check", shown, kept_rows(&checked))?;
    let programs: Vec<&str> = rows.iter().map(|r| r.0.as_str()).collect();
    let mut sorted = programs.clone();
    sorted[1..].sort_unstable();
    expect(
        "a row per program",
        sorted,
        ["the solution", "accepted/sum.py", "time_limit_exceeded/spin.py", "wrong_answer/difference.py"],
    )?;
    if rows.iter().any(|r| r.1 || r.2.iter().any(|c| c.1)) {
        return Err(format!("a row or a cell is marked: {rows:?}").into());
    }
    // A mistake planted in a stored output: a marked cell, the solution's and the accepted
    // submission's, on that case. A submission in the wrong folder: a marked row. The site is
    // asked for as `--editorial`, the coach's site's other name.
    let planted = Workspace::new("site-planted");
    for file in files(&f.ws.0.join("problems")) {
        planted.write(&format!("problems/{file}"), &read(&f.ws.0.join("problems").join(&file))?);
    }
    // The fixture's build, copied after the sources: cargo finds it fresh (its hashes name paths
    // from the workspace's root), so the planted workspace builds nothing again.
    let target = f.ws.0.join("target");
    for file in files(&target) {
        let to = planted.0.join("target").join(&file);
        std::fs::create_dir_all(to.parent().unwrap()).unwrap();
        std::fs::copy(target.join(&file), &to).unwrap();
    }
    planted.write("problems/p-sum/cases/10-edge-1.out", "1002\n");
    let misfiled = planted.0.join("problems/p-sum/submissions/wrong_answer/difference.py");
    std::fs::rename(&misfiled, planted.0.join("problems/p-sum/submissions/accepted/difference.py")).unwrap();
    let out = planted.0.join("site");
    let built = planted.harness().args(["site", "p-sum", "--editorial", "--out"]).arg(&out).run();
    if !built.succeeded() || !built.stdout().contains("1 problem failed a check") {
        return Err(format!("the planted site:\n{built}").into());
    }
    let (_, rows) = matrix_of(&read(&out.join("p-sum/report.html"))?);
    for (program, row_marked, cells) in &rows {
        let marked: Vec<bool> = cells.iter().map(|c| c.1).collect();
        let (want_row, want_cells) = match program.as_str() {
            // Right on the case, so WA against the planted answer: a mismatch in its folder.
            "the solution" | "accepted/sum.py" => (true, vec![false, false, true, false]),
            // Wrong everywhere, and now in accepted/: every cell and the row marked.
            "accepted/difference.py" => (true, vec![true, true, true, true]),
            _ => (false, marked.clone()),
        };
        if (*row_marked, &marked) != (want_row, &want_cells) {
            return Err(format!("{program}: row marked {row_marked}, cells {marked:?}\n{rows:?}").into());
        }
    }
    Ok(())
}

fn links() -> Result<(), Failed> {
    let f = fixture()?;
    for site in [&f.student, &f.coach] {
        check_links(site)?;
    }
    Ok(())
}

/// Every page of `site`: each link and resource relative and present (a web link to a judge is
/// allowed, but never a resource fetched from the network), and the style sheet linked.
fn check_links(site: &Path) -> Result<(), Failed> {
    let pages: Vec<PathBuf> = walk(site).into_iter().filter(|p| p.extension().is_some_and(|e| e == "html")).collect();
    if pages.is_empty() {
        return Err(format!("{}: no page", site.display()).into());
    }
    for page in pages {
        let html = Html::parse_document(&read(&page)?);
        for element in html.select(&selector("[href], [src]")) {
            let tag = element.value().name();
            for attribute in ["href", "src"] {
                let Some(target) = element.value().attr(attribute) else { continue };
                let web = target.starts_with("http://") || target.starts_with("https://") || target.starts_with("//");
                if web && (tag != "a") {
                    return Err(format!("{}: <{tag}> fetches {target}", page.display()).into());
                }
                if web || target.starts_with("mailto:") {
                    continue;
                }
                let local = target.split('#').next().unwrap_or_default();
                if !local.is_empty() && !page.parent().unwrap().join(local).exists() {
                    return Err(format!("{}: {target} leads nowhere", page.display()).into());
                }
            }
        }
        if html.select(&selector("link[rel=stylesheet]")).count() != 1 {
            return Err(format!("{}: no style sheet", page.display()).into());
        }
    }
    Ok(())
}

/// Headless Chromium, one for the tests that look at pages (each page in a tab of its own),
/// closed by `main` when the tests end.
static BROWSER: std::sync::Mutex<Option<Browser>> = std::sync::Mutex::new(None);

/// `look` at a page in the tests' browser, started at the first look.
fn in_browser<T>(look: impl FnOnce(&mut Browser) -> Result<T, String>) -> Result<T, Failed> {
    let mut slot = BROWSER.lock().map_err(|_| Failed::from("a test failed while it held the browser"))?;
    if slot.is_none() {
        *slot = Some(Browser::start(&harness::site::pdf::chromium().unwrap_or_default())?);
    }
    let browser = slot.as_mut().ok_or("no browser")?;
    Ok(look(browser)?)
}

/// The DOM Chromium builds from `page`.
fn dom(page: &Path) -> Result<Html, Failed> {
    let html = in_browser(|browser| browser.dom(page, std::time::Duration::from_secs(120)))?;
    Ok(Html::parse_document(&html))
}

/// How much of a screenshot of `page` (a window of `width` × `height` pixels) is painted: the
/// share of its pixels that are not white, and how many colours it has.
fn painted(page: &Path, (width, height): (u32, u32)) -> Result<(f64, usize), Failed> {
    let shot = in_browser(|browser| browser.screenshot(page, width, height, std::time::Duration::from_secs(120)))?;
    let decoder = png::Decoder::new(std::io::Cursor::new(shot));
    let mut reader = decoder.read_info()?;
    let mut pixels = vec![0; reader.output_buffer_size().unwrap_or(0)];
    let info = reader.next_frame(&mut pixels)?;
    let channels = info.color_type.samples();
    let mut colours = std::collections::BTreeSet::new();
    let mut ink = 0usize;
    let total = (info.width * info.height) as usize;
    for pixel in pixels[..info.buffer_size()].chunks(channels) {
        if pixel[..3] != [255, 255, 255] {
            ink += 1;
        }
        if colours.len() < 100_000 {
            colours.insert(pixel[..3].to_vec());
        }
    }
    Ok((ink as f64 / total as f64, colours.len()))
}

fn browser() -> Result<(), Failed> {
    let f = fixture()?;
    let statement = dom(&f.student.join("p-sum/index.html"))?;
    expect("the samples as Chromium shows them", texts(&statement, "pre.sample-out"), ["3", "12"])?;
    expect("the formulas Chromium reads", statement.select(&selector("math")).count(), 6)?;
    let report = dom(&f.coach.join("p-sum/report.html"))?;
    if report.select(&selector("table.matrix tbody tr")).count() != 4
        || report.select(&selector("svg.chart")).count() != 1
    {
        return Err("the report as Chromium shows it: no matrix of four rows, or no chart".into());
    }
    for (site, page) in [
        (&f.student, "index.html"),
        (&f.student, "p-sum/index.html"),
        (&f.student, "p-sum/index.zh.html"),
        (&f.coach, "p-sum/report.html"),
        (&f.coach, "p-sum/game.html"),
        (&f.coach, "p-sum/editorial.html"),
    ] {
        let (ink, colours) = painted(&site.join(page), (1200, 900))?;
        if ink < 0.01 || colours < 8 {
            return Err(format!("{page} paints {:.2}% of its pixels in {colours} colours", ink * 100.0).into());
        }
    }
    Ok(())
}

/// The pages of a PDF, as its page objects count them.
fn pdf_pages(pdf: &[u8]) -> usize {
    let text = String::from_utf8_lossy(pdf);
    text.matches("/Type /Page").count() - text.matches("/Type /Pages").count()
}

fn printed() -> Result<(), Failed> {
    let f = fixture()?;
    let out = f.ws.0.join("site-printed");
    let print = || f.ws.harness().args(["site", "p-max", "p-sum", "--pdf", "--out"]).arg(&out).run();
    let first = print();
    if !first.succeeded() || !first.stdout().contains("printed 4 pages to PDF (") {
        return Err(format!("--pdf:\n{first}").into());
    }
    for statement in ["p-sum/statement.pdf", "p-sum/statement.zh.pdf", "p-max/statement.pdf"] {
        let bytes = std::fs::read(out.join(statement))?;
        if !bytes.starts_with(b"%PDF-") || pdf_pages(&bytes) != 1 {
            return Err(format!("{statement}: {} pages", pdf_pages(&bytes)).into());
        }
    }
    // A title page, then each problem on a page of its own.
    let booklet = std::fs::read(out.join("booklet.pdf"))?;
    expect("the booklet's pages", pdf_pages(&booklet), 3)?;
    // Printed again only when a page changed: p-max's statement, and the booklet that holds it.
    let again = print();
    if !again.succeeded() || !again.stdout().contains("(0 anew, 4 unchanged") {
        return Err(format!("--pdf again:\n{again}").into());
    }
    expect("the same booklet", std::fs::read(out.join("booklet.pdf"))?, booklet)?;
    f.ws.write(
        "problems/p-max/statement/problem.en.md",
        &common::STATEMENT.replace("Add two", "Take the larger of two"),
    );
    let changed = print();
    let result: Result<(), Failed> = if changed.succeeded() && changed.stdout().contains("(2 anew, 2 unchanged") {
        Ok(())
    } else {
        Err(format!("--pdf after a change:\n{changed}").into())
    };
    f.ws.write("problems/p-max/statement/problem.en.md", common::STATEMENT);
    result?;
    // A coach's site prints each editorial too, on a page of its own.
    let coach = f.ws.0.join("site-coach-printed");
    let ran = f.ws.harness().args(["site", "p-sum", "--coach", "--pdf", "--out"]).arg(&coach).run();
    if !ran.succeeded() || !ran.stdout().contains("printed 4 pages to PDF (") {
        return Err(format!("--coach --pdf:\n{ran}").into());
    }
    let editorial = std::fs::read(coach.join("p-sum/editorial.pdf"))?;
    expect("the editorial's pages", pdf_pages(&editorial), 1)
}

fn fonts() -> Result<(), Failed> {
    let f = fixture()?;
    // A machine whose fonts have Latin only, as fontconfig tells Chromium.
    let bin = f.ws.0.join("latin-only");
    f.ws.write("latin-only/fc-list", "#!/bin/sh\necho '20-7e a0-17f 2000-206f 2190-22ff'\n");
    use std::os::unix::fs::PermissionsExt as _;
    std::fs::set_permissions(bin.join("fc-list"), std::fs::Permissions::from_mode(0o755))?;
    let path = format!("{}:{}", bin.display(), std::env::var("PATH").unwrap_or_default());
    let out = f.ws.0.join("site-latin");
    let refused = f.ws.harness().args(["site", "p-sum", "--pdf", "--out"]).arg(&out).env("PATH", &path).run();
    let said = refused.stderr();
    let named = "p-sum/index.zh.html prints ";
    let script = " Chinese (Han) characters (。一";
    let package = "that no installed font has: install Debian's fonts-noto-cjk, or it would print them as empty boxes";
    if refused.succeeded() || !said.contains(named) || !said.contains(script) || !said.contains(package) {
        return Err(format!("a Chinese statement with Latin fonts only:\n{refused}").into());
    }
    if out.join("p-sum/statement.zh.pdf").exists() || !out.join("p-sum/statement.pdf").exists() {
        return Err("the Chinese statement was printed, or the English one was not".into());
    }
    Ok(())
}

/// A whole site built from this workspace (`SG_SITE_DIR`), for students: every problem's
/// statement shows its stored samples and none of its editorial, no page of the method is
/// there, no case but the samples and no submission is named, nim's statement is painted, and
/// every link leads somewhere.
fn built_site() -> Result<(), Failed> {
    let site = PathBuf::from(std::env::var_os("SG_SITE_DIR").unwrap_or_default());
    let root = testkit::discover::workspace_root();
    check_links(&site)?;
    let everything: String = walk(&site)
        .iter()
        .filter(|p| p.extension().is_some_and(|e| e == "html"))
        .map(|p| std::fs::read_to_string(p).unwrap_or_default())
        .collect();
    for dir in testkit::discover::problem_dirs(&root).map_err(|e| format!("{e:?}"))? {
        let problem = testkit::discover::load(&dir).map_err(|e| format!("{e:?}"))?;
        let slug = &problem.slug;
        for page in ["report.html", "game.html", "editorial.html"] {
            if site.join(slug).join(page).exists() {
                return Err(format!("{slug}/{page}: a student's site has no such page").into());
            }
        }
        let page = Html::parse_document(&read(&site.join(slug).join("index.html"))?);
        let samples: Vec<String> = if problem.meta.kind == testkit::meta::Kind::Interactive {
            Vec::new()
        } else {
            problem
                .cases
                .iter()
                .filter(|c| c.name.starts_with("00-sample"))
                .map(|c| read(&c.input).map(|s| s.split_whitespace().collect::<Vec<_>>().join(" ")))
                .collect::<Result<_, _>>()?
        };
        expect(&format!("{slug}: the statement's samples"), texts(&page, "pre.sample-in"), samples)?;
        // The editorial's first sentence, which students never see.
        let editorial = read(&dir.join("solution/solution.en.md"))?;
        let idea = editorial.split("## The idea").nth(1).unwrap_or_default();
        let sentence = idea.trim().split(['.', '\n']).next().unwrap_or_default();
        if sentence.len() > 20 && everything.contains(sentence) {
            return Err(format!("{slug}: the student's site shows its editorial: {sentence:?}").into());
        }
        for case in problem.cases.iter().filter(|c| !c.name.starts_with("00-sample")) {
            if everything.contains(&case.name) {
                return Err(format!("{slug}: the student's site names the case {}", case.name).into());
            }
        }
        for submission in testkit::discover::submissions(&dir).map_err(|e| format!("{e:?}"))? {
            let file = submission.path.file_name().unwrap_or_default().to_string_lossy().into_owned();
            if everything.contains(&file) {
                return Err(format!("{slug}: the student's site names the submission {file}").into());
            }
        }
    }
    let (ink, colours) = painted(&site.join("nim/index.html"), (1200, 900))?;
    if ink < 0.01 || colours < 8 {
        return Err(format!("nim/index.html is blank: {:.2}% painted, {colours} colours", ink * 100.0).into());
    }
    Ok(())
}
