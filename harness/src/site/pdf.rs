//! Pages printed to PDF by headless Chromium, as a browser prints them (the site's print style
//! sheet: A4, no navigation, a problem to a page): no LaTeX anywhere. A page is printed only
//! when the installed fonts have every character it prints ([`super::fonts`]), and again only
//! when it or its style sheet changed: each PDF is kept under the build directory by the hash of
//! what it was printed from ([`print_kept`]).

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

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

/// Chromium headless, quiet and alone: no first-run, no network of its own (updates, sync,
/// background requests), a profile of its own in `profile`. The pages are the site's own files,
/// so its sandbox, which needs user namespaces a container or root seldom gives it, is off.
pub fn headless(chromium: &Path, profile: &Path) -> Command {
    let mut command = Command::new(chromium);
    command
        .args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--no-first-run",
            "--no-default-browser-check",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--disable-extensions",
            "--hide-scrollbars",
            "--mute-audio",
        ])
        .arg(format!("--user-data-dir={}", profile.display()))
        .stdin(Stdio::null());
    command
}

/// Runs `command`, stopped past `timeout`; its stderr on failure.
///
/// # Errors
///
/// It cannot start, fails, or runs past `timeout`.
pub fn run(mut command: Command, timeout: Duration) -> Result<Vec<u8>, String> {
    let mut child = command
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot start {}: {e}", command.get_program().to_string_lossy()))?;
    // Read both pipes on threads of their own: a full pipe must not stall the child.
    let stdout = child.stdout.take().map(|mut out| {
        std::thread::spawn(move || {
            let mut bytes = Vec::new();
            let _ = std::io::Read::read_to_end(&mut out, &mut bytes);
            bytes
        })
    });
    let stderr = child.stderr.take().map(|mut err| {
        std::thread::spawn(move || {
            let mut bytes = Vec::new();
            let _ = std::io::Read::read_to_end(&mut err, &mut bytes);
            bytes
        })
    });
    let started = Instant::now();
    let status = loop {
        match child.try_wait() {
            Ok(Some(status)) => break status,
            Ok(None) if started.elapsed() > timeout => {
                let _ = child.kill();
                let _ = child.wait();
                return Err(format!("Chromium took more than {} s", timeout.as_secs_f64()));
            }
            Ok(None) => std::thread::sleep(Duration::from_millis(20)),
            Err(e) => return Err(format!("cannot wait for Chromium: {e}")),
        }
    };
    let out = stdout.and_then(|t| t.join().ok()).unwrap_or_default();
    let err = stderr.and_then(|t| t.join().ok()).unwrap_or_default();
    if status.success() {
        Ok(out)
    } else {
        let said = String::from_utf8_lossy(&err);
        let last: Vec<&str> = said.lines().rev().take(3).collect();
        Err(format!("Chromium ended with {status}: {}", last.into_iter().rev().collect::<Vec<_>>().join(" / ")))
    }
}

/// Prints the page `page` (a file of the site) to `pdf`.
///
/// # Errors
///
/// Chromium fails, or writes no PDF.
pub fn print(chromium: &Path, page: &Path, pdf: &Path) -> Result<(), String> {
    let profile = tempfile::Builder::new()
        .prefix("sg-chromium-")
        .tempdir()
        .map_err(|e| format!("cannot make Chromium a profile: {e}"))?;
    let page = std::path::absolute(page).map_err(|e| format!("{}: {e}", page.display()))?;
    let pdf_path = std::path::absolute(pdf).map_err(|e| format!("{}: {e}", pdf.display()))?;
    let mut command = headless(chromium, profile.path());
    command
        .arg("--no-pdf-header-footer")
        .arg(format!("--print-to-pdf={}", pdf_path.display()))
        .arg(format!("file://{}", page.display()));
    let _ = std::fs::remove_file(&pdf_path);
    run(command, PRINT_TIMEOUT)?;
    match std::fs::metadata(&pdf_path) {
        Ok(m) if m.len() > 0 => Ok(()),
        _ => Err(format!("Chromium wrote no PDF for {}", page.display())),
    }
}

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
    hash.update(b"harness site pdf 1\0");
    hash.update(chromium.as_os_str().as_encoded_bytes());
    hash.update([0]);
    hash.update((page.len() as u64).to_le_bytes());
    hash.update(page);
    hash.update(style);
    hash.finalize().iter().map(|b| format!("{b:02x}")).collect()
}

/// Prints the page `page` (whose style sheet is `style.css` beside the site's root, `style`)
/// to `pdf`, or copies the PDF kept in `store` for the same page and style.
///
/// # Errors
///
/// The page cannot be read, Chromium fails, or a file cannot be written.
pub fn print_kept(chromium: &Path, page: &Path, style: &[u8], pdf: &Path, store: &Path) -> Result<Printed, String> {
    let html = std::fs::read(page).map_err(|e| format!("{}: cannot read: {e}", page.display()))?;
    let kept = store.join(format!("{}.pdf", key(chromium, &html, style)));
    let copy =
        |from: &Path| std::fs::copy(from, pdf).map(|_| ()).map_err(|e| format!("{}: cannot write: {e}", pdf.display()));
    if kept.is_file() {
        copy(&kept)?;
        return Ok(Printed::Kept);
    }
    std::fs::create_dir_all(store).map_err(|e| format!("{}: cannot create: {e}", store.display()))?;
    // Printed beside the kept ones, then renamed: a print stopped midway is never kept.
    let fresh = tempfile::Builder::new()
        .prefix("printing-")
        .suffix(".pdf")
        .tempfile_in(store)
        .map_err(|e| format!("{}: cannot write: {e}", store.display()))?;
    print(chromium, page, fresh.path())?;
    fresh.persist(&kept).map_err(|e| format!("{}: cannot write: {}", kept.display(), e.error))?;
    copy(&kept)?;
    Ok(Printed::Anew)
}

/// What prints pages to PDF: Chromium, the store of PDFs printed before, and what the fonts
/// cover (none when fontconfig cannot say, and the fonts are then not checked).
#[derive(Debug, Clone)]
pub struct Printer {
    /// The Chromium to print with.
    pub chromium: PathBuf,
    /// Where each PDF is kept by the key of what it was printed from ([`print_kept`]).
    pub store: PathBuf,
    /// What the installed fonts cover.
    pub coverage: Option<super::fonts::Coverage>,
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
        Ok(Printer { chromium, store: store.to_path_buf(), coverage })
    }

    /// Prints `page` (beside its `style.css`) to `pdf`: only if the fonts have every
    /// character it prints, and anew only if it changed since it was last printed.
    ///
    /// # Errors
    ///
    /// A character no font has, by script; or as [`print_kept`].
    pub fn page(&self, page: &Path, pdf: &Path) -> Result<Printed, String> {
        let html = std::fs::read_to_string(page).map_err(|e| format!("{}: cannot read: {e}", page.display()))?;
        if let Some(coverage) = &self.coverage {
            super::fonts::check(coverage, &page.display().to_string(), &html)?;
        }
        let style_path = page.parent().unwrap_or(Path::new(".")).join("style.css");
        let style = std::fs::read(&style_path).unwrap_or_default();
        print_kept(&self.chromium, page, &style, pdf, &self.store)
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

    /// A stand-in Chromium: "prints" a page by copying it to the PDF's path, and counts its runs
    /// in `runs` beside it; `fail` makes it fail, `slow` sleep.
    fn stand_in(dir: &Path, behaviour: &str) -> PathBuf {
        let path = dir.join(format!("chromium-{behaviour}"));
        let body = match behaviour {
            "fail" => "echo 'first line' >&2; echo 'the reason' >&2; exit 3\n",
            "slow" => "sleep 5\n",
            "silent" => "exit 0\n",
            "empty" => "for a in \"$@\"; do case \"$a\" in --print-to-pdf=*) : > \"${a#*=}\";; esac; done\n",
            _ => {
                "for a in \"$@\"; do case \"$a\" in --print-to-pdf=*) pdf=\"${a#*=}\";; file://*) page=\"${a#file://}\";; esac; done\n\
                  echo run >> \"$(dirname \"$0\")/runs\"\ncp \"$page\" \"$pdf\"\n"
            }
        };
        std::fs::write(&path, format!("#!/bin/sh\n{body}")).unwrap();
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
        path
    }

    #[test]
    fn a_page_is_printed_once_and_again_only_when_it_or_its_style_changed() {
        let tmp = tempfile::tempdir().unwrap();
        let chromium = stand_in(tmp.path(), "copy");
        let (page, pdf, store) = (tmp.path().join("page.html"), tmp.path().join("page.pdf"), tmp.path().join("store"));
        std::fs::write(&page, "<p>one</p>").unwrap();
        let runs = || std::fs::read_to_string(tmp.path().join("runs")).unwrap_or_default().lines().count();
        assert_eq!(print_kept(&chromium, &page, b"css", &pdf, &store), Ok(Printed::Anew));
        assert_eq!(std::fs::read_to_string(&pdf).unwrap(), "<p>one</p>");
        std::fs::remove_file(&pdf).unwrap();
        assert_eq!(print_kept(&chromium, &page, b"css", &pdf, &store), Ok(Printed::Kept));
        assert_eq!((runs(), std::fs::read_to_string(&pdf).unwrap().as_str()), (1, "<p>one</p>"), "copied, not printed");
        assert_eq!(print_kept(&chromium, &page, b"other css", &pdf, &store), Ok(Printed::Anew), "the style changed");
        std::fs::write(&page, "<p>two</p>").unwrap();
        assert_eq!(print_kept(&chromium, &page, b"css", &pdf, &store), Ok(Printed::Anew), "the page changed");
        assert_eq!((runs(), std::fs::read_to_string(&pdf).unwrap().as_str()), (3, "<p>two</p>"));
        // Kept by Chromium too: another printer's PDF of the same page is not this one's.
        assert_ne!(key(&chromium, b"p", b"s"), key(Path::new("/other/chromium"), b"p", b"s"));
        assert_ne!(key(&chromium, b"p", b"s"), key(&chromium, b"q", b"s"));
        assert_ne!(key(&chromium, b"p", b"s"), key(&chromium, b"p", b"t"));
        assert_ne!(key(&chromium, b"ps", b""), key(&chromium, b"p", b"s"), "the page's end is part of the key");
        assert_eq!(key(&chromium, b"p", b"s").len(), 64);
        let stored: Vec<_> = std::fs::read_dir(&store).unwrap().flatten().map(|e| e.file_name()).collect();
        assert_eq!(stored.len(), 3, "a PDF kept per page and style, no print left half-done: {stored:?}");
    }

    #[test]
    fn a_failing_silent_or_slow_chromium_is_said() {
        let tmp = tempfile::tempdir().unwrap();
        let page = tmp.path().join("page.html");
        std::fs::write(&page, "<p>x</p>").unwrap();
        let pdf = tmp.path().join("page.pdf");
        let failed = print(&stand_in(tmp.path(), "fail"), &page, &pdf).unwrap_err();
        assert!(failed.starts_with("Chromium ended with exit status: 3: "), "{failed}");
        assert!(failed.ends_with("first line / the reason"), "{failed}");
        let silent = print(&stand_in(tmp.path(), "silent"), &page, &pdf).unwrap_err();
        assert_eq!(silent, format!("Chromium wrote no PDF for {}", page.display()));
        let empty = print(&stand_in(tmp.path(), "empty"), &page, &pdf).unwrap_err();
        assert_eq!(empty, format!("Chromium wrote no PDF for {}", page.display()), "an empty file is no PDF");
        let started = Instant::now();
        let mut slow = Command::new(stand_in(tmp.path(), "slow"));
        slow.stdin(Stdio::null());
        assert_eq!(run(slow, Duration::from_millis(300)), Err("Chromium took more than 0.3 s".to_owned()));
        assert!(started.elapsed() < Duration::from_secs(3), "stopped at its deadline");
        let mut quick = Command::new("/bin/echo");
        quick.arg("said");
        assert_eq!(run(quick, Duration::from_secs(5)), Ok(b"said\n".to_vec()));
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
        let printer =
            Printer { chromium: stand_in(tmp.path(), "copy"), store: tmp.path().join("store"), coverage: None };
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

    #[test]
    fn chromium_runs_headless_and_alone() {
        let command = headless(Path::new("/usr/bin/chromium"), Path::new("/tmp/profile"));
        let args: Vec<String> = command.get_args().map(|a| a.to_string_lossy().into_owned()).collect();
        for flag in ["--headless", "--no-sandbox", "--disable-background-networking", "--user-data-dir=/tmp/profile"] {
            assert!(args.iter().any(|a| a == flag), "{flag} in {args:?}");
        }
        assert_eq!(command.get_program(), "/usr/bin/chromium");
    }
}
