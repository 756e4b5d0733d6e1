//! Pages printed to PDF by headless Chromium, as a browser prints them (the site's print style
//! sheet: A4, no navigation, a problem to a page): no LaTeX anywhere. A page is printed only
//! when the installed fonts have every character it prints ([`super::fonts`]), and again only
//! when it or its style sheet changed: each PDF is kept under the build directory by the hash of
//! what it was printed from ([`Printer::kept`]). The pages a printer prints share one browser
//! ([`super::browser`]).

use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use super::browser::Browser;

/// How long one page may take to print before Chromium is stopped.
const PRINT_TIMEOUT: Duration = Duration::from_secs(120);

/// The Chromium to print with: `$CHROMIUM`, else the first of `chromium`, `chromium-browser`,
/// `google-chrome` on the `PATH`.
pub fn chromium() -> Option<PathBuf> {
    if let Some(named) = std::env::var_os("CHROMIUM").filter(|v| !v.is_empty()) {
        return Some(PathBuf::from(named));
    }
    let path = std::env::var_os("PATH")?;
    ["chromium", "chromium-browser", "google-chrome"]
        .iter()
        .flat_map(|name| std::env::split_paths(&path).map(move |dir| dir.join(name)))
        .find(|candidate| candidate.is_file())
}

/// What to say when there is no Chromium.
pub const NO_CHROMIUM: &str = "PDF needs headless Chromium, and none was found (install Debian's or Ubuntu's `chromium` package, or name one with CHROMIUM=/path/to/chromium)";

/// How a PDF was had.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Printed {
    /// Chromium printed it.
    Anew,
    /// The same page with the same style sheet was printed before: that PDF was copied.
    Kept,
}

/// The key a PDF is kept under: the SHA-256 of the Chromium that prints it, the page and its
/// style sheet.
pub fn key(chromium: &Path, page: &[u8], style: &[u8]) -> String {
    use sha2::{Digest, Sha256};
    let mut hash = Sha256::new();
    // 2: printed through the DevTools protocol rather than `--print-to-pdf`.
    hash.update(b"harness site pdf 2\0");
    hash.update(chromium.as_os_str().as_encoded_bytes());
    hash.update([0]);
    hash.update((page.len() as u64).to_le_bytes());
    hash.update(page);
    hash.update(style);
    hash.finalize().iter().map(|b| format!("{b:02x}")).collect()
}

/// What prints pages to PDF: Chromium, the store of PDFs printed before, and what the fonts
/// cover (none when fontconfig cannot say, and the fonts are then not checked).
#[derive(Debug, Clone, Default)]
pub struct Printer {
    /// The Chromium to print with.
    pub chromium: PathBuf,
    /// Where each PDF is kept by the key of what it was printed from ([`Printer::kept`]).
    pub store: PathBuf,
    /// What the installed fonts cover.
    pub coverage: Option<super::fonts::Coverage>,
    /// The browser its pages are printed in, started at the first page printed anew, shared
    /// by its clones, and closed with the last of them.
    pub browser: Arc<Mutex<Option<Browser>>>,
}

impl Printer {
    /// A printer keeping its PDFs in `store`, with the fonts fontconfig knows; a warning is
    /// said where the fonts cannot be checked.
    ///
    /// # Errors
    ///
    /// No Chromium is found ([`NO_CHROMIUM`]).
    pub fn find(store: &Path) -> Result<Printer, String> {
        let chromium = chromium().ok_or_else(|| NO_CHROMIUM.to_owned())?;
        let coverage = match super::fonts::Coverage::installed() {
            Ok(coverage) => Some(coverage),
            Err(e) => {
                eprintln!("warning: the fonts are not checked: {e}");
                None
            }
        };
        Ok(Printer { chromium, store: store.to_path_buf(), coverage, browser: Arc::default() })
    }

    /// Prints the page `page` (whose style sheet is `style.css` beside the site's root,
    /// `style`) to `pdf`, or copies the PDF kept in the store for the same page and style.
    ///
    /// # Errors
    ///
    /// The page cannot be read, Chromium fails, or a file cannot be written.
    pub fn kept(&self, page: &Path, style: &[u8], pdf: &Path) -> Result<Printed, String> {
        let html = std::fs::read(page).map_err(|e| format!("{}: cannot read: {e}", page.display()))?;
        let kept = self.store.join(format!("{}.pdf", key(&self.chromium, &html, style)));
        let copy = |from: &Path| {
            std::fs::copy(from, pdf).map(|_| ()).map_err(|e| format!("{}: cannot write: {e}", pdf.display()))
        };
        if kept.is_file() {
            copy(&kept)?;
            return Ok(Printed::Kept);
        }
        std::fs::create_dir_all(&self.store).map_err(|e| format!("{}: cannot create: {e}", self.store.display()))?;
        // Printed beside the kept ones, then renamed: a print stopped midway is never kept.
        let fresh = tempfile::Builder::new()
            .prefix("printing-")
            .suffix(".pdf")
            .tempfile_in(&self.store)
            .map_err(|e| format!("{}: cannot write: {e}", self.store.display()))?;
        self.print(page, fresh.path())?;
        fresh.persist(&kept).map_err(|e| format!("{}: cannot write: {}", kept.display(), e.error))?;
        copy(&kept)?;
        Ok(Printed::Anew)
    }

    /// Prints the page `page` (a file of the site) to `pdf` in the printer's browser, started
    /// if it is not running; a browser that failed is closed, and the next page starts another.
    ///
    /// # Errors
    ///
    /// Chromium cannot start, fails, or prints nothing.
    pub fn print(&self, page: &Path, pdf: &Path) -> Result<(), String> {
        let mut browser = self.browser.lock().map_err(|_| "a print failed midway in another thread".to_owned())?;
        let running = match browser.take() {
            Some(running) => running,
            None => Browser::start(&self.chromium)?,
        };
        let mut running = running;
        let printed = running.print(page, pdf, PRINT_TIMEOUT);
        if printed.is_ok() {
            *browser = Some(running);
        }
        printed
    }

    /// Prints `page` (beside its `style.css`) to `pdf`: only if the fonts have every
    /// character it prints, and anew only if it changed since it was last printed.
    ///
    /// # Errors
    ///
    /// A character no font has, by script; or as [`Printer::kept`].
    pub fn page(&self, page: &Path, pdf: &Path) -> Result<Printed, String> {
        let html = std::fs::read_to_string(page).map_err(|e| format!("{}: cannot read: {e}", page.display()))?;
        if let Some(coverage) = &self.coverage {
            super::fonts::check(coverage, &page.display().to_string(), &html)?;
        }
        let style_path = page.parent().unwrap_or(Path::new(".")).join("style.css");
        let style = std::fs::read(&style_path).unwrap_or_default();
        self.kept(page, &style, pdf)
    }

    /// Prints the booklet of `labelled` (a label and a source each) in `language` to `pdf`,
    /// after a title page when it has a `title`, from a page made in a directory of its own
    /// that is removed after.
    ///
    /// # Errors
    ///
    /// A page that cannot be made, or as [`Printer::page`].
    pub fn booklet(
        &self,
        title: Option<&str>,
        language: &'static crate::statement::Language,
        labelled: &[(String, super::Source<'_>)],
        pdf: &Path,
    ) -> Result<Printed, String> {
        let pages = tempfile::Builder::new()
            .prefix("sg-booklet-")
            .tempdir()
            .map_err(|e| format!("cannot make a directory for the booklet's page: {e}"))?;
        let page = super::write_booklet(pages.path(), title, language, labelled).map_err(|e| e.to_string())?;
        self.page(&page, pdf)
    }

    /// Prints `problem`'s statement in English to `pdf`, as a booklet of one, without a title
    /// page, prints it; the file's name, as a package lists it.
    ///
    /// # Errors
    ///
    /// As [`Printer::booklet`], naming `pdf`.
    pub fn statement(
        &self,
        problem: &testkit::discover::Problem,
        pdf: &Path,
    ) -> Result<String, testkit::diagnostic::Diagnostic> {
        let source = super::Source::load(problem)?;
        let labelled = [(String::new(), source)];
        let language = &crate::statement::LANGUAGES[0];
        self.booklet(None, language, &labelled, pdf).map_err(|e| testkit::diagnostic::Diagnostic::new(pdf, e))?;
        Ok(pdf.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::os::unix::fs::PermissionsExt as _;
    use std::time::Instant;

    /// A stand-in Chromium (`tests/fixtures/chromium.py`, which speaks the DevTools protocol):
    /// `copy` "prints" a page as its own bytes and counts its prints in `runs` beside it,
    /// `silent` prints nothing; `fail` ends at once with two lines on stderr, `slow` never
    /// answers.
    fn stand_in(dir: &Path, behaviour: &str) -> PathBuf {
        let path = dir.join(format!("chromium-{behaviour}"));
        let body = match behaviour {
            "fail" => "#!/bin/sh\necho 'first line' >&2; echo 'the reason' >&2; exit 3\n",
            "slow" => "#!/bin/sh\nexec sleep 5\n",
            _ => include_str!("../../tests/fixtures/chromium.py"),
        };
        std::fs::write(&path, body).unwrap();
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
        path
    }

    fn printer(dir: &Path, behaviour: &str) -> Printer {
        Printer { chromium: stand_in(dir, behaviour), store: dir.join("store"), ..Printer::default() }
    }

    #[test]
    fn a_page_is_printed_once_and_again_only_when_it_or_its_style_changed() {
        let tmp = tempfile::tempdir().unwrap();
        let printer = printer(tmp.path(), "copy");
        let (page, pdf) = (tmp.path().join("page.html"), tmp.path().join("page.pdf"));
        std::fs::write(&page, "<p>one</p>").unwrap();
        let runs = || std::fs::read_to_string(tmp.path().join("runs")).unwrap_or_default().lines().count();
        assert_eq!(printer.kept(&page, b"css", &pdf), Ok(Printed::Anew));
        assert_eq!(std::fs::read_to_string(&pdf).unwrap(), "<p>one</p>");
        std::fs::remove_file(&pdf).unwrap();
        assert_eq!(printer.kept(&page, b"css", &pdf), Ok(Printed::Kept));
        assert_eq!((runs(), std::fs::read_to_string(&pdf).unwrap().as_str()), (1, "<p>one</p>"), "copied, not printed");
        assert_eq!(printer.kept(&page, b"other css", &pdf), Ok(Printed::Anew), "the style changed");
        std::fs::write(&page, "<p>two</p>").unwrap();
        assert_eq!(printer.kept(&page, b"css", &pdf), Ok(Printed::Anew), "the page changed");
        assert_eq!((runs(), std::fs::read_to_string(&pdf).unwrap().as_str()), (3, "<p>two</p>"));
        // Kept by Chromium too: another printer's PDF of the same page is not this one's.
        let chromium = &printer.chromium;
        assert_ne!(key(chromium, b"p", b"s"), key(Path::new("/other/chromium"), b"p", b"s"));
        assert_ne!(key(chromium, b"p", b"s"), key(chromium, b"q", b"s"));
        assert_ne!(key(chromium, b"p", b"s"), key(chromium, b"p", b"t"));
        assert_ne!(key(chromium, b"ps", b""), key(chromium, b"p", b"s"), "the page's end is part of the key");
        assert_eq!(key(chromium, b"p", b"s").len(), 64);
        let stored: Vec<_> = std::fs::read_dir(&printer.store).unwrap().flatten().map(|e| e.file_name()).collect();
        assert_eq!(stored.len(), 3, "a PDF kept per page and style, no print left half-done: {stored:?}");
    }

    #[test]
    fn a_failing_silent_or_slow_chromium_is_said() {
        let tmp = tempfile::tempdir().unwrap();
        let page = tmp.path().join("page.html");
        std::fs::write(&page, "<p>x</p>").unwrap();
        let pdf = tmp.path().join("page.pdf");
        let failed = printer(tmp.path(), "fail").print(&page, &pdf).unwrap_err();
        assert_eq!(failed, "Chromium ended with exit status: 3: first line / the reason");
        let silent = printer(tmp.path(), "silent").print(&page, &pdf).unwrap_err();
        assert_eq!(silent, format!("Chromium wrote no PDF for {}", page.display()));
        let started = Instant::now();
        let mut slow = Browser::start(&stand_in(tmp.path(), "slow")).unwrap();
        assert_eq!(
            slow.print(&page, &pdf, Duration::from_millis(300)),
            Err("Chromium took more than 0.3 s".to_owned())
        );
        drop(slow);
        assert!(started.elapsed() < Duration::from_secs(3), "stopped at its deadline, and killed");
        // One browser prints every page; one that failed is left for a new one.
        let printer = printer(tmp.path(), "copy");
        for _ in 0..3 {
            printer.print(&page, &pdf).unwrap();
        }
        assert_eq!(std::fs::read_to_string(&pdf).unwrap(), "<p>x</p>");
        assert!(printer.browser.lock().unwrap().is_some(), "the browser is kept for the next page");
    }

    #[test]
    fn a_problems_statement_is_printed_for_its_package() {
        let tmp = tempfile::tempdir().unwrap();
        let dir = tmp.path().join("p");
        for (name, text) in [
            ("statement/problem.en.md", "Add <b>two</b> numbers.\n\n## Input\n\n$a$\n"),
            ("cases/00-sample-1.in", "1 2\n"),
            ("cases/00-sample-1.out", "3\n"),
        ] {
            std::fs::create_dir_all(dir.join(name).parent().unwrap()).unwrap();
            std::fs::write(dir.join(name), text).unwrap();
        }
        let meta =
            testkit::meta::parse(Path::new("problem.toml"), "title = \"Sum\"\nsource = \"s\"\ntime_limit_ms = 1\n")
                .unwrap();
        let case = testkit::discover::Case {
            name: "00-sample-1".into(),
            input: dir.join("cases/00-sample-1.in"),
            output: dir.join("cases/00-sample-1.out"),
            pin: None,
        };
        let problem = testkit::discover::Problem { slug: "p".into(), dir: dir.clone(), meta, cases: vec![case] };
        let printer = printer(tmp.path(), "copy");
        let pdf = tmp.path().join("problem.pdf");
        assert_eq!(printer.statement(&problem, &pdf).map_err(|e| e.to_string()), Ok("problem.pdf".to_owned()));
        let printed = std::fs::read_to_string(&pdf).unwrap();
        assert!(printed.contains("<h1>Sum</h1>") && printed.contains("&lt;b&gt;two&lt;/b&gt;"), "{printed}");
        assert!(
            printed.contains("<pre class=\"sample-in\">1 2\n</pre>") && !printed.contains("title-page"),
            "{printed}"
        );
        // Where the fonts lack what the page prints, nothing is printed.
        let latin = Printer { coverage: Some(super::super::fonts::Coverage::parse("61-7a")), ..printer };
        let refused = latin.statement(&problem, &tmp.path().join("other.pdf")).unwrap_err();
        assert!(refused.message.contains("that no installed font has"), "{refused}");
        assert!(!tmp.path().join("other.pdf").exists());
    }
}
