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
            match message {
                Message::Started(pid) => self.started = Some(pid),
                Message::Ended { exit, max_rss_kib } => ended = Some((exit, max_rss_kib)),
                Message::Error(error) => self.error = Some(error),
                Message::Ready { .. } => {}
            }
        }
        ended
    }
}
