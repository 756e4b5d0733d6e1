//! One headless Chromium for every page a command prints, driven by the DevTools protocol on a
//! pipe (`--remote-debugging-pipe`: commands in on the browser's descriptor 3, answers and
//! events out on its descriptor 4, each a JSON message ended by a NUL byte). Starting Chromium
//! is most of the time a page takes to print alone (about a second, where printing a page in a
//! running browser takes a third of one), so a site's PDFs share one browser, started at the
//! first page that is not already kept.
//!
//! Each page gets a tab of its own: opened blank, sent to the page's file, printed once its
//! `load` event has fired (its style sheets and fonts are loaded then), and closed. The browser
//! is closed when the [`Browser`] is dropped, and killed if it does not end.

use std::collections::VecDeque;
use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use base64::Engine as _;
use serde_json::{Value, json};

/// Chromium headless, quiet and alone: no first-run, no network of its own (updates, sync,
/// background requests), a profile of its own in `profile`, driven on a pipe. The pages are the
/// site's own files, so its sandbox, which needs user namespaces a container or root seldom
/// gives it, is off. The pipe's two ends are its stdin and stdout made its descriptors 3 and 4
/// by a shell's redirections (std gives a child its descriptors 0 to 2 only); its own output
/// goes to stderr.
fn command(chromium: &Path, profile: &Path) -> Command {
    let mut command = Command::new("/bin/sh");
    command
        .args(["-c", "exec \"$0\" \"$@\" 3<&0 4>&1 0</dev/null 1>&2"])
        .arg(chromium)
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
        .args(["--remote-debugging-pipe", "about:blank"]);
    command
}

/// A running headless Chromium.
#[derive(Debug)]
pub struct Browser {
    child: Child,
    commands: ChildStdin,
    /// The browser's messages, parsed, as its reader thread receives them.
    messages: Receiver<Value>,
    /// Events received while an answer was awaited.
    events: Vec<Value>,
    next_id: u64,
    /// How long the page being printed may take, for a failure's message.
    budget: Duration,
    /// Whether it failed to answer (it is then killed, not asked to close).
    failed: bool,
    /// The last lines the browser wrote on stderr, for a failure's message.
    said: Arc<Mutex<VecDeque<String>>>,
    _profile: tempfile::TempDir,
}

impl Browser {
    /// Starts `chromium` headless, with a profile of its own.
    ///
    /// # Errors
    ///
    /// Its profile cannot be made, or it cannot be started.
    pub fn start(chromium: &Path) -> Result<Browser, String> {
        let profile = tempfile::Builder::new()
            .prefix("sg-chromium-")
            .tempdir()
            .map_err(|e| format!("cannot make Chromium a profile: {e}"))?;
        let mut child = command(chromium, profile.path())
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .map_err(|e| format!("cannot start {}: {e}", chromium.display()))?;
        let (commands, out, err) = match (child.stdin.take(), child.stdout.take(), child.stderr.take()) {
            (Some(commands), Some(out), Some(err)) => (commands, out, err),
            _ => return Err("cannot talk to Chromium: its pipes were not made".to_owned()),
        };
        let (sender, messages) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            let mut reader = BufReader::new(out);
            let mut message = Vec::new();
            while reader.read_until(0, &mut message).is_ok_and(|n| n > 0) {
                let text = message.strip_suffix(&[0]).unwrap_or(&message);
                if let Ok(value) = serde_json::from_slice::<Value>(text)
                    && sender.send(value).is_err()
                {
                    break;
                }
                message.clear();
            }
        });
        let said = Arc::new(Mutex::new(VecDeque::new()));
        let kept = Arc::clone(&said);
        std::thread::spawn(move || {
            for line in BufReader::new(err).lines().map_while(Result::ok) {
                if let Ok(mut lines) = kept.lock() {
                    if lines.len() == 3 {
                        lines.pop_front();
                    }
                    lines.push_back(line);
                }
            }
        });
        let budget = Duration::ZERO;
        let failed = false;
        Ok(Browser {
            child,
            commands,
            messages,
            events: Vec::new(),
            next_id: 0,
            budget,
            failed,
            said,
            _profile: profile,
        })
    }

    /// Prints the page at `page` (a file) to `pdf` as the site's print style sheet lays it out
    /// (its `@page` size, backgrounds printed, no header or footer), within `timeout`.
    ///
    /// # Errors
    ///
    /// The browser ended, said the page cannot be loaded or printed, took longer than
    /// `timeout`, or printed nothing; or `pdf` cannot be written.
    pub fn print(&mut self, page: &Path, pdf: &Path, timeout: Duration) -> Result<(), String> {
        let options = json!({ "printBackground": true, "preferCSSPageSize": true });
        let bytes = self.in_tab(page, None, timeout, |browser, session, deadline| {
            let printed = browser.call("Page.printToPDF", options, Some(session), deadline)?;
            decode(&printed["data"], page)
        })?;
        if bytes.is_empty() {
            return Err(format!("Chromium wrote no PDF for {}", page.display()));
        }
        std::fs::write(pdf, bytes).map_err(|e| format!("{}: cannot write: {e}", pdf.display()))
    }

    /// The page at `page` as the browser holds it once loaded: its document's HTML.
    ///
    /// # Errors
    ///
    /// As [`Browser::print`], but for writing.
    pub fn dom(&mut self, page: &Path, timeout: Duration) -> Result<String, String> {
        let expression = json!({ "expression": "document.documentElement.outerHTML", "returnByValue": true });
        self.in_tab(page, None, timeout, |browser, session, deadline| {
            let evaluated = browser.call("Runtime.evaluate", expression, Some(session), deadline)?;
            Ok(evaluated["result"]["value"].as_str().unwrap_or_default().to_owned())
        })
    }

    /// What a window of `width` × `height` pixels shows of the page at `page`, as a PNG.
    ///
    /// # Errors
    ///
    /// As [`Browser::print`], but for writing.
    pub fn screenshot(&mut self, page: &Path, width: u32, height: u32, timeout: Duration) -> Result<Vec<u8>, String> {
        self.in_tab(page, Some((width, height)), timeout, |browser, session, deadline| {
            let shot = browser.call("Page.captureScreenshot", json!({ "format": "png" }), Some(session), deadline)?;
            decode(&shot["data"], page)
        })
    }

    /// `then` in a tab of its own showing `page` (in a window of `size`, if given), loaded;
    /// the tab is closed after, whatever `then` did.
    fn in_tab<T>(
        &mut self,
        page: &Path,
        size: Option<(u32, u32)>,
        timeout: Duration,
        then: impl FnOnce(&mut Browser, &str, Instant) -> Result<T, String>,
    ) -> Result<T, String> {
        let deadline = Instant::now() + timeout;
        self.budget = timeout;
        let page = std::path::absolute(page).map_err(|e| format!("{}: {e}", page.display()))?;
        let target = self.call("Target.createTarget", json!({ "url": "about:blank" }), None, deadline)?;
        let target = target["targetId"].as_str().unwrap_or_default().to_owned();
        let done = self.load(&target, &page, size, deadline).and_then(|session| then(self, &session, deadline));
        let closed = self.call("Target.closeTarget", json!({ "targetId": target }), None, deadline);
        let done = done?;
        closed?;
        Ok(done)
    }

    /// Loads `page` in the tab `target` (its window `size`, if given); the tab's session.
    fn load(
        &mut self,
        target: &str,
        page: &Path,
        size: Option<(u32, u32)>,
        deadline: Instant,
    ) -> Result<String, String> {
        let attached =
            self.call("Target.attachToTarget", json!({ "targetId": target, "flatten": true }), None, deadline)?;
        let session = attached["sessionId"].as_str().unwrap_or_default().to_owned();
        if let Some((width, height)) = size {
            let metrics = json!({ "width": width, "height": height, "deviceScaleFactor": 1, "mobile": false });
            self.call("Emulation.setDeviceMetricsOverride", metrics, Some(&session), deadline)?;
        }
        self.call("Page.enable", json!({}), Some(&session), deadline)?;
        let url = format!("file://{}", page.display());
        let navigated = self.call("Page.navigate", json!({ "url": url }), Some(&session), deadline)?;
        if let Some(error) = navigated["errorText"].as_str() {
            return Err(format!("Chromium cannot load {}: {error}", page.display()));
        }
        self.wait_for("Page.loadEventFired", &session, deadline)?;
        Ok(session)
    }

    /// Sends the command `method` (to the tab of `session`, if given) and returns its result.
    fn call(&mut self, method: &str, params: Value, session: Option<&str>, deadline: Instant) -> Result<Value, String> {
        self.next_id += 1;
        let id = self.next_id;
        let mut message = json!({ "id": id, "method": method, "params": params });
        if let Some(session) = session {
            message["sessionId"] = json!(session);
        }
        let mut bytes = message.to_string().into_bytes();
        bytes.push(0);
        if self.commands.write_all(&bytes).and_then(|()| self.commands.flush()).is_err() {
            self.failed = true;
            return Err(self.ended());
        }
        loop {
            let message = self.receive(deadline)?;
            if message["id"].as_u64() == Some(id) {
                if let Some(error) = message.get("error") {
                    let said = error["message"].as_str().unwrap_or("an error");
                    return Err(format!("Chromium refused {method}: {said}"));
                }
                return Ok(message["result"].clone());
            }
            if message.get("method").is_some() {
                self.events.push(message);
            }
        }
    }

    /// Waits for the event `method` of the tab of `session`.
    fn wait_for(&mut self, method: &str, session: &str, deadline: Instant) -> Result<(), String> {
        let ours = |message: &Value| message["method"] == method && message["sessionId"] == session;
        if let Some(at) = self.events.iter().position(ours) {
            self.events.remove(at);
            return Ok(());
        }
        loop {
            if ours(&self.receive(deadline)?) {
                return Ok(());
            }
        }
    }

    /// The browser's next message, by `deadline`.
    fn receive(&mut self, deadline: Instant) -> Result<Value, String> {
        let left = deadline.saturating_duration_since(Instant::now());
        let received = self.messages.recv_timeout(left);
        self.failed |= received.is_err();
        match received {
            Ok(message) => Ok(message),
            Err(RecvTimeoutError::Timeout) => Err(format!("Chromium took more than {} s", self.budget.as_secs_f64())),
            Err(RecvTimeoutError::Disconnected) => Err(self.ended()),
        }
    }

    /// What to say of a browser that stopped answering: how it ended, and its last words.
    fn ended(&mut self) -> String {
        let deadline = Instant::now() + Duration::from_secs(5);
        let status = loop {
            match self.child.try_wait() {
                Ok(Some(status)) => break status.to_string(),
                Ok(None) if Instant::now() < deadline => std::thread::sleep(Duration::from_millis(10)),
                _ => break "its pipe closed".to_owned(),
            }
        };
        // Its stderr is read to its end by then, or nearly.
        std::thread::sleep(Duration::from_millis(20));
        let said = self.said.lock().map(|lines| lines.iter().cloned().collect::<Vec<_>>().join(" / "));
        format!("Chromium ended with {status}: {}", said.unwrap_or_default())
    }
}

impl Drop for Browser {
    fn drop(&mut self) {
        // Asked to close, unless it already failed to answer; killed if it has not ended soon.
        let deadline = Instant::now() + Duration::from_secs(2);
        if !self.failed {
            let _ = self.call("Browser.close", json!({}), None, deadline);
        }
        while !self.failed && Instant::now() < deadline {
            if let Ok(Some(_)) = self.child.try_wait() {
                return;
            }
            std::thread::sleep(Duration::from_millis(10));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The bytes of `data`, a base64 string Chromium sent for `page`.
fn decode(data: &Value, page: &Path) -> Result<Vec<u8>, String> {
    base64::engine::general_purpose::STANDARD
        .decode(data.as_str().unwrap_or_default())
        .map_err(|e| format!("Chromium's answer for {} is not base64: {e}", page.display()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chromium_runs_headless_and_alone() {
        let command = command(Path::new("/usr/bin/chromium"), Path::new("/tmp/profile"));
        let args: Vec<String> = command.get_args().map(|a| a.to_string_lossy().into_owned()).collect();
        for flag in ["--headless", "--no-sandbox", "--disable-background-networking", "--user-data-dir=/tmp/profile"] {
            assert!(args.iter().any(|a| a == flag), "{flag} in {args:?}");
        }
        assert_eq!(args.get(2).map(String::as_str), Some("/usr/bin/chromium"), "run by the shell: {args:?}");
        assert_eq!(args.last().map(String::as_str), Some("about:blank"));
    }
}
