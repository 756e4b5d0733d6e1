//! The guard's end of the line from the box: what the box's first process says of its set-up
//! and of the program's end.

use crate::plan::{Exit, Message};
use std::io::BufRead;
use std::os::unix::net::UnixStream;
use std::time::Duration;

/// How long the box's own set-up may take before the guard gives up on it.
const SETUP_LIMIT: Duration = Duration::from_secs(10);

/// The guard's end of the line from the box.
pub(super) struct Messages {
    stream: std::io::BufReader<UnixStream>,
    /// The program's pid, once the box said it started.
    pub started: Option<i32>,
    /// The box's own error, if it said one.
    pub error: Option<String>,
    /// The calls the filter refused, as the guard answered them.
    pub refused: crate::filter::Refusals,
}

impl Messages {
    pub fn new(stream: UnixStream) -> Self {
        Messages {
            stream: std::io::BufReader::new(stream),
            started: None,
            error: None,
            refused: crate::filter::Refusals::default(),
        }
    }

    /// The next message, if one came whole; `None` at the end of the stream (an empty line is
    /// no message), on an error, or where nothing is there yet.
    fn next(&mut self) -> Option<Message> {
        let mut line = String::new();
        self.stream.read_line(&mut line).ok()?;
        serde_json::from_str(&line).ok()
    }

    /// Waits for the box to be built: its set-up CPU time, missing layers and whether the
    /// filter's listener follows, or why it failed.
    #[allow(clippy::type_complexity)]
    pub fn ready(&mut self) -> Result<(Duration, Vec<crate::layers::Missing>, bool, bool), String> {
        let _ = self.stream.get_ref().set_read_timeout(Some(SETUP_LIMIT));
        match self.next() {
            Some(Message::Ready { setup_cpu_us, missing, mounts, listener }) => {
                Ok((Duration::from_micros(setup_cpu_us), missing, mounts, listener))
            }
            // The first process says nothing else before it is ready: an error of its set-up
            // is a layer it lacks, and those of `restrict` and `exec` come after.
            _ => Err("the box could not be built (its first process ended or did not answer)".into()),
        }
    }

    /// Reads what the box said after it started: how the program ended, if it did.
    pub fn ended(&mut self) -> Option<(Exit, u64)> {
        let _ = self.stream.get_ref().set_nonblocking(true);
        let mut ended = None;
        while let Some(message) = self.next() {
            self.note(message, &mut ended);
        }
        ended
    }

    /// Waits at most `limit` for the box to say the program's pid, which it says just after the
    /// program started (a program that runs at once may act before), unless the box said
    /// already that the program ended or could not start; keeps in `ended` how it ended, if the
    /// box says so meanwhile.
    pub fn wait_started(&mut self, limit: Duration, ended: &mut Option<(Exit, u64)>) {
        let deadline = std::time::Instant::now() + limit;
        let _ = self.stream.get_ref().set_nonblocking(false);
        while self.started.is_none() && ended.is_none() && self.error.is_none() {
            let left = deadline.saturating_duration_since(std::time::Instant::now());
            if left.is_zero() || self.stream.get_ref().set_read_timeout(Some(left)).is_err() {
                return;
            }
            match self.next() {
                Some(message) => self.note(message, ended),
                None => return,
            }
        }
    }

    fn note(&mut self, message: Message, ended: &mut Option<(Exit, u64)>) {
        match message {
            Message::Started(pid) => self.started = Some(pid),
            Message::Ended { exit, max_rss_kib } => *ended = Some((exit, max_rss_kib)),
            Message::Error(error) => self.error = Some(error),
            Message::Ready { .. } => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Write;
    use std::time::Instant;

    fn said(line: &Message) -> Vec<u8> {
        let mut bytes = serde_json::to_vec(line).unwrap();
        bytes.push(b'\n');
        bytes
    }

    /// The box's first process says the pid late (a loaded machine): the wait takes it as it
    /// comes, and no sooner.
    #[test]
    fn a_late_pid_is_waited_for() {
        let (guard, mut init) = UnixStream::pair().unwrap();
        let mut messages = Messages::new(guard);
        let mut ended = messages.ended();
        assert_eq!(messages.started, None);
        let late = std::thread::spawn(move || {
            std::thread::sleep(Duration::from_millis(150));
            init.write_all(&said(&Message::Started(4321))).unwrap();
            init
        });
        let asked = Instant::now();
        messages.wait_started(Duration::from_secs(5), &mut ended);
        assert_eq!(messages.started, Some(4321));
        assert!(asked.elapsed() >= Duration::from_millis(100), "{:?}", asked.elapsed());
        assert!(ended.is_none());
        drop(late.join());
    }

    /// Nothing said: the wait ends at its limit. The program's end or the box's error, said
    /// first, ends it at once, the end kept.
    #[test]
    fn the_wait_ends_at_its_limit_or_the_programs_end() {
        let (guard, _init) = UnixStream::pair().unwrap();
        let mut messages = Messages::new(guard);
        let mut ended = None;
        let asked = Instant::now();
        messages.wait_started(Duration::from_millis(200), &mut ended);
        let waited = asked.elapsed();
        assert!(waited >= Duration::from_millis(200) && waited < Duration::from_secs(2), "{waited:?}");
        assert_eq!(messages.started, None);

        let (guard, mut init) = UnixStream::pair().unwrap();
        let mut messages = Messages::new(guard);
        init.write_all(&said(&Message::Ended { exit: Exit::Code(0), max_rss_kib: 7 })).unwrap();
        let mut ended = None;
        let asked = Instant::now();
        messages.wait_started(Duration::from_secs(5), &mut ended);
        assert!(asked.elapsed() < Duration::from_secs(2));
        assert!(matches!(ended, Some((Exit::Code(0), 7))), "{ended:?}");

        let (guard, mut init) = UnixStream::pair().unwrap();
        let mut messages = Messages::new(guard);
        init.write_all(&said(&Message::Error("cannot run".into()))).unwrap();
        let asked = Instant::now();
        messages.wait_started(Duration::from_secs(5), &mut None);
        assert!(asked.elapsed() < Duration::from_secs(2));
        assert_eq!(messages.error.as_deref(), Some("cannot run"));
    }
}
