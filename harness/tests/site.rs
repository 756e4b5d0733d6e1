//! `harness site` as people see it: a scratch workspace's site, read as a browser reads it.
//! Its pages hold what the problem and its check say (the statement's samples are the stored
//! ones, the invocation matrix is the check's, a planted mistake shows), a student's site holds
//! no solution, nothing is fetched and every link leads somewhere. Where Chromium is installed,
//! the pages are loaded in it headless: the DOM it builds, the pixels it paints, the PDF it
//! prints. `SG_SITE_DIR=DIR` checks a whole site built from this workspace the same way (CI
//! builds one; the trial is ignored otherwise).
#![allow(clippy::unwrap_used, reason = "fixture set-up: a failure to set up is a test failure")]

mod common;

use common::{VALIDATOR, Workspace};
use harness::check::Checked;
use scraper::{Html, Selector};
use std::path::{Path, PathBuf};
use std::sync::OnceLock;
use testkit::trial::{Failed, Trial};

fn main() {
    testkit::enter();
    let chromium = harness::site::pdf::chromium();
    let no_chromium = chromium.is_none();
    let trials = vec![
        Trial::test("pages_hold_the_statement_and_keep_the_solution_for_coaches", statements),
        Trial::test("the_matrix_is_the_check_and_shows_a_planted_mistake", matrix),
        Trial::test("links_resolve_and_nothing_is_fetched", links),
        Trial::test("chromium_shows_the_samples_and_paints_every_page", browser).with_ignored_flag(no_chromium),
        Trial::test("chromium_prints_statements_and_a_booklet", printed).with_ignored_flag(no_chromium),
        Trial::test("a_built_site_holds_what_the_workspace_says", built_site)
            .with_ignored_flag(std::env::var_os("SG_SITE_DIR").is_none()),
    ];
    let conclusion = testkit::trial::run_waiting(trials, 1);
    if let Some(Ok(fixture)) = FIXTURE.get() {
        let _ = std::fs::remove_dir_all(&fixture.ws.0);
    }
    std::process::exit(conclusion.exit_code())
}

/// A sentence of the README's Solution, which a student's site must not hold.
const SOLUTION: &str = "Add the two numbers, nothing more";
/// A pitfall, likewise.
const PITFALL: &str = "Subtracting instead of adding";

const README: &str = "# Sum (test 1)\n\nTwo numbers a_1 and a_2 with 1 <= a_i <= 10^3. <script>alert('injected')</script>\n\n\
    ## Input\n\nOne line: `a_1 a_2`.\n\n## Output\n\nTheir sum.\n\n## Constraints\n\n- 1 <= a_i <= 1000\n\n\
    ## Samples\n\nThe sample adds 1 and 2.\n\n## Solution\n\nAdd the two numbers, nothing more. The explorer has a game for \
    the picture: `cargo run -p sg -- period subtraction:1,2`.\n\n## Pitfalls\n\n- Subtracting instead of adding \
    (`submissions/wrong_answer/difference.py`).\n";

/// The scratch workspace: one problem, `p-sum`, with a validator, three cases and three
/// submissions (accepted, wrong, slow), and its site built once for students and once for
/// coaches.
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
    ws.write(
        "problems/p-sum/problem.toml",
        "title = \"Sum <two>\"\nsource = \"test\"\ntime_limit_ms = 500\ntopics = [\"addition\", \"<b>bold</b>\"]\n",
    );
    ws.write("problems/p-sum/cases/10-edge-1.in", "1000 1\n");
    ws.write("problems/p-sum/cases/10-edge-1.out", "1001\n");
    ws.write("problems/p-sum/cases/30-max-1.in", "1000 1000\n");
    ws.write("problems/p-sum/cases/30-max-1.out", "2000\n");
    ws.write("problems/p-sum/invalid/three-numbers.in", "1 2 3\n");
    for (file, body) in [
        ("accepted/sum.py", "a, b = map(int, input().split())\nprint(a + b)\n"),
        ("wrong_answer/difference.py", "a, b = map(int, input().split())\nprint(a - b)\n"),
        ("time_limit_exceeded/spin.py", "while True:\n    pass\n"),
    ] {
        ws.write(&format!("problems/p-sum/submissions/{file}"), body);
    }
    let student = ws.0.join("site-student");
    let coach = ws.0.join("site-coach");
    let first = ws.harness().args(["site", "--out"]).arg(&student).run();
    if !first.succeeded() {
        return Err(format!("the site was not built:\n{first}"));
    }
    // Built again: the check's kept results are used, nothing is checked twice.
    let second = ws.harness().args(["site", "--editorial", "--out"]).arg(&coach).run();
    if !second.succeeded() || second.stderr().contains("checking") {
        return Err(format!("the coach's site checked again, or failed:\n{second}"));
    }
    Ok(Fixture { ws, student, coach })
}

fn read(path: &Path) -> Result<String, Failed> {
    std::fs::read_to_string(path).map_err(|e| Failed::from(format!("{}: {e}", path.display())))
}

fn selector(css: &str) -> Selector {
    Selector::parse(css).unwrap()
}

/// The text of every element of `page` that `css` selects.
fn texts(page: &Html, css: &str) -> Vec<String> {
    page.select(&selector(css)).map(|e| e.text().collect::<String>()).collect()
}

/// Every file under `dir`.
fn files(dir: &Path) -> Vec<PathBuf> {
    let mut found = Vec::new();
    for entry in std::fs::read_dir(dir).into_iter().flatten().flatten() {
        let path = entry.path();
        if path.is_dir() { found.extend(files(&path)) } else { found.push(path) }
    }
    found.sort();
    found
}

fn statements() -> Result<(), Failed> {
    let f = fixture()?;
    let statement = read(&f.student.join("p-sum/index.html"))?;
    let page = Html::parse_document(&statement);
    // The statement's sections, its notation typeset, the README's markup shown as text.
    let headings = texts(&page, "article.statement h2");
    if headings != ["Input", "Output", "Constraints", "Samples"] {
        return Err(format!("statement sections: {headings:?}").into());
    }
    if !statement.contains("1 ≤ a<sub>i</sub> ≤ 10<sup>3</sup>") || !statement.contains("&lt;script&gt;") {
        return Err(format!("notation or escaping:\n{statement}").into());
    }
    if page.select(&selector("script")).next().is_some() || texts(&page, "h1") != ["Sum <two>"] {
        return Err("a script or markup came through".into());
    }
    // The samples as stored, to copy and to download.
    let cases = f.ws.0.join("problems/p-sum/cases");
    let (input, output) = (read(&cases.join("00-sample-1.in"))?, read(&cases.join("00-sample-1.out"))?);
    if texts(&page, "pre.sample-in") != [input.clone()] || texts(&page, "pre.sample-out") != [output.clone()] {
        return Err(format!("samples: {:?} {:?}", texts(&page, "pre.sample-in"), texts(&page, "pre.sample-out")).into());
    }
    if read(&f.student.join("p-sum/samples/00-sample-1.in"))? != input {
        return Err("the sample's download differs from the stored sample".into());
    }
    // A student's site: no editorial, no solution, no pitfall, anywhere.
    for file in files(&f.student) {
        let bytes = std::fs::read(&file).unwrap();
        let text = String::from_utf8_lossy(&bytes);
        if text.contains(SOLUTION) || text.contains(PITFALL) || text.contains("editorial.html") {
            return Err(format!("{} shows the solution", file.display()).into());
        }
    }
    // A coach's: the editorial, linked from the statement.
    let editorial = read(&f.coach.join("p-sum/editorial.html"))?;
    if !editorial.contains(SOLUTION) || !editorial.contains(PITFALL) {
        return Err(format!("the editorial:\n{editorial}").into());
    }
    if !read(&f.coach.join("p-sum/index.html"))?.contains("href=\"editorial.html\"") {
        return Err("the coach's statement does not link to its editorial".into());
    }
    // The index: the problem, its topics escaped, its state.
    let index = read(&f.student.join("index.html"))?;
    let listed = Html::parse_document(&index);
    if texts(&listed, "span.topic") != ["addition", "<b>bold</b>"]
        || texts(&listed, "td.state") != ["every check holds"]
    {
        return Err(format!("the index:\n{index}").into());
    }
    Ok(())
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
    let (cases, rows) = matrix_of(&read(&f.student.join("p-sum/report.html"))?);
    let checked = kept(&f.ws.0.join("target"), "p-sum")?;
    if cases != checked.cases || cases != ["00-sample-1", "10-edge-1", "30-max-1"] {
        return Err(format!("columns {cases:?}, the check's {:?}", checked.cases).into());
    }
    let shown: Vec<(String, bool, Vec<String>)> = rows
        .iter()
        .map(|(p, marked, cells)| (p.clone(), !marked, cells.iter().map(|c| c.0.clone()).collect()))
        .collect();
    if shown != kept_rows(&checked) {
        return Err(format!("the matrix {shown:?}\nthe check {:?}", kept_rows(&checked)).into());
    }
    let programs: Vec<&str> = rows.iter().map(|r| r.0.as_str()).collect();
    let expected = ["the solution", "accepted/sum.py", "time_limit_exceeded/spin.py", "wrong_answer/difference.py"];
    let mut sorted = programs.clone();
    sorted[1..].sort_unstable();
    if sorted != expected || rows.iter().any(|r| r.1 || r.2.iter().any(|c| c.1)) {
        return Err(format!("a row per program, none marked: {rows:?}").into());
    }
    // A mistake planted in a stored output: a marked cell, the solution's and the accepted
    // submission's, on that case. A submission in the wrong folder: a marked row.
    let planted = Workspace::new("site-planted");
    for file in files(&f.ws.0.join("problems")) {
        let relative = file.strip_prefix(&f.ws.0).unwrap();
        planted.write(&relative.to_string_lossy(), &read(&file)?);
    }
    planted.write("problems/p-sum/cases/10-edge-1.out", "1002\n");
    let misfiled = planted.0.join("problems/p-sum/submissions/wrong_answer/difference.py");
    std::fs::rename(&misfiled, planted.0.join("problems/p-sum/submissions/accepted/difference.py")).unwrap();
    let out = planted.0.join("site");
    let built = planted.harness().args(["site", "--out"]).arg(&out).run();
    if !built.succeeded() {
        return Err(format!("the planted site:\n{built}").into());
    }
    let (_, rows) = matrix_of(&read(&out.join("p-sum/report.html"))?);
    for (program, row_marked, cells) in &rows {
        let marked: Vec<bool> = cells.iter().map(|c| c.1).collect();
        let (want_row, want_cells) = match program.as_str() {
            // Right on the case, so WA against the planted answer: a mismatch in its folder.
            "the solution" | "accepted/sum.py" => (true, vec![false, true, false]),
            // Wrong everywhere, and now in accepted/: every cell and the row marked.
            "accepted/difference.py" => (true, vec![true, true, true]),
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
    let pages: Vec<PathBuf> = files(site).into_iter().filter(|p| p.extension().is_some_and(|e| e == "html")).collect();
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

/// Chromium, headless, with a profile of its own.
fn chromium(profile: &Path) -> std::process::Command {
    harness::site::pdf::headless(&harness::site::pdf::chromium().unwrap(), profile)
}

/// The DOM Chromium builds from `page`.
fn dom(page: &Path) -> Result<Html, Failed> {
    let profile = tempfile::tempdir()?;
    let mut command = chromium(profile.path());
    command.arg("--dump-dom").arg(format!("file://{}", page.display()));
    let out = harness::site::pdf::run(command, std::time::Duration::from_secs(120))?;
    Ok(Html::parse_document(&String::from_utf8_lossy(&out)))
}

/// How much of a screenshot of `page` is painted: the share of its pixels that are not white,
/// and how many colours it has.
fn painted(page: &Path, size: &str) -> Result<(f64, usize), Failed> {
    let profile = tempfile::tempdir()?;
    let shot = profile.path().join("shot.png");
    let mut command = chromium(profile.path());
    command
        .arg(format!("--window-size={size}"))
        .arg(format!("--screenshot={}", shot.display()))
        .arg(format!("file://{}", page.display()));
    harness::site::pdf::run(command, std::time::Duration::from_secs(120))?;
    let decoder = png::Decoder::new(std::io::BufReader::new(std::fs::File::open(&shot)?));
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
    let cases = f.ws.0.join("problems/p-sum/cases");
    if texts(&statement, "pre.sample-in") != [read(&cases.join("00-sample-1.in"))?] {
        return Err(format!("the samples as Chromium shows them: {:?}", texts(&statement, "pre.sample-in")).into());
    }
    let report = dom(&f.student.join("p-sum/report.html"))?;
    if report.select(&selector("table.matrix tbody tr")).count() != 4
        || report.select(&selector("svg.chart")).count() != 1
    {
        return Err("the report as Chromium shows it: no matrix of four rows, or no chart".into());
    }
    for page in ["index.html", "p-sum/index.html", "p-sum/report.html", "p-sum/game.html"] {
        let (ink, colours) = painted(&f.student.join(page), "1200,900")?;
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
    let ran = f.ws.harness().args(["site", "--pdf", "--out"]).arg(&out).run();
    if !ran.succeeded() {
        return Err(format!("--pdf:\n{ran}").into());
    }
    let statement = std::fs::read(out.join("p-sum/statement.pdf"))?;
    let booklet = std::fs::read(out.join("booklet.pdf"))?;
    if !statement.starts_with(b"%PDF-") || pdf_pages(&statement) != 1 {
        return Err(format!("the statement: {} pages", pdf_pages(&statement)).into());
    }
    // A title page, then the problem on a page of its own.
    if !booklet.starts_with(b"%PDF-") || pdf_pages(&booklet) != 2 {
        return Err(format!("the booklet: {} pages", pdf_pages(&booklet)).into());
    }
    Ok(())
}

/// A whole site built from this workspace (`SG_SITE_DIR`), for students: every problem's
/// statement shows its stored samples and none of its Solution, every report's matrix is the
/// check's, every picture and nim's statement, report and picture are painted, and every link
/// leads somewhere.
fn built_site() -> Result<(), Failed> {
    let site = PathBuf::from(std::env::var_os("SG_SITE_DIR").unwrap_or_default());
    let root = testkit::discover::workspace_root();
    let target = testkit::discover::target_dir(&root);
    check_links(&site)?;
    let everything: String = files(&site)
        .iter()
        .filter(|p| p.extension().is_some_and(|e| e == "html"))
        .map(|p| std::fs::read_to_string(p).unwrap_or_default())
        .collect();
    for dir in testkit::discover::problem_dirs(&root).map_err(|e| format!("{e:?}"))? {
        let problem = testkit::discover::load(&dir).map_err(|e| format!("{e:?}"))?;
        let slug = &problem.slug;
        let page = Html::parse_document(&read(&site.join(slug).join("index.html"))?);
        let samples: Vec<String> = problem
            .cases
            .iter()
            .filter(|c| c.name.starts_with("00-sample"))
            .map(|c| read(&c.input))
            .collect::<Result<_, _>>()?;
        if texts(&page, "pre.sample-in") != samples {
            return Err(format!("{slug}: the statement's samples are not the stored ones").into());
        }
        // The first sentence of the README's Solution, which students never see.
        let readme = read(&dir.join("README.md"))?;
        let solution = readme.split("\n## Solution\n").nth(1).unwrap_or_default();
        let sentence = solution.trim().split(['.', '\n']).next().unwrap_or_default();
        if sentence.len() > 20 && everything.contains(sentence) {
            return Err(format!("{slug}: the student's site shows its Solution: {sentence:?}").into());
        }
        let (cases, rows) = matrix_of(&read(&site.join(slug).join("report.html"))?);
        let checked = kept(&target, slug)?;
        let shown: Vec<(String, bool, Vec<String>)> = rows
            .iter()
            .map(|(p, marked, cells)| (p.clone(), !marked, cells.iter().map(|c| c.0.clone()).collect()))
            .collect();
        if cases != checked.cases || shown != kept_rows(&checked) {
            return Err(format!("{slug}: the report's matrix is not its check's").into());
        }
        let mut pages = vec!["game.html"];
        if slug == "nim" {
            pages.extend(["index.html", "report.html"]);
        }
        for page in pages {
            let path = site.join(slug).join(page);
            if page == "game.html" && !path.exists() && slug != "nim" {
                continue;
            }
            let (ink, colours) = painted(&path, "1200,900")?;
            if ink < 0.01 || colours < 8 {
                return Err(format!("{slug}/{page} is blank: {:.2}% painted, {colours} colours", ink * 100.0).into());
            }
        }
    }
    Ok(())
}
