//! Pages printed to PDF by headless Chromium, as a browser prints them (the site's print style
//! sheet: A4, no navigation, a problem to a page): no LaTeX anywhere.

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
                return Err(format!("Chromium took more than {} s", timeout.as_secs()));
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
