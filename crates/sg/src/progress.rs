//! The line `sg rare` keeps on stderr while a long table is computed: how far it is, how fast
//! it goes and how long it has to go.

use std::io::Write;
use std::time::{Duration, Instant};

/// How often the line is written again.
const EVERY: Duration = Duration::from_millis(250);

/// The progress line of one run.
#[derive(Debug)]
pub struct Progress {
    shown: bool,
    game: String,
    started: Instant,
    /// Values there were when the run started (read back from a table file).
    from: usize,
    last: Option<Instant>,
}

impl Progress {
    /// A progress line for `game`, from `from` values, written only if `shown`.
    pub fn new(shown: bool, game: &str, from: usize) -> Self {
        Progress { shown, game: game.to_string(), started: Instant::now(), from, last: None }
    }

    /// Says that `done` of `total` values are computed (at most every quarter second, and not
    /// at the end, which [`Progress::finish`] says).
    pub fn update(&mut self, done: usize, total: usize) {
        if !self.shown || done >= total || self.last.is_some_and(|last| last.elapsed() < EVERY) {
            return;
        }
        self.last = Some(Instant::now());
        let line = line(&self.game, done, total, done.saturating_sub(self.from), self.started.elapsed());
        let mut err = std::io::stderr().lock();
        // A terminal that went away ends the line, not the run.
        let _ = write!(err, "\r{line}\x1b[K").and_then(|()| err.flush());
    }

    /// Ends the line, with the run's figures.
    pub fn finish(&mut self, total: usize) {
        if self.shown {
            let line = line(&self.game, total, total, total.saturating_sub(self.from), self.started.elapsed());
            eprintln!("\r{line}\x1b[K");
        }
    }
}

/// `game: done of total values (p%), r M values a second, t to go`, the rate being of the
/// `computed` values of this run in `elapsed`.
fn line(game: &str, done: usize, total: usize, computed: usize, elapsed: Duration) -> String {
    let share = if total == 0 { 100.0 } else { done as f64 * 100.0 / total as f64 };
    let rate = computed as f64 / elapsed.as_secs_f64().max(1e-3);
    let rest = if done >= total {
        format!("done in {}", span(elapsed.as_secs_f64()))
    } else if computed == 0 {
        "starting".to_string()
    } else {
        format!("{} to go", span((total - done) as f64 / rate))
    };
    format!("{game}: {done} of {total} values ({share:.1}%), {:.2} M values a second, {rest}", rate / 1e6)
}

/// A time in seconds as `2 h 05 min`, `3 min 07 s` or `12 s`.
fn span(seconds: f64) -> String {
    let s = seconds.round() as u64;
    match s {
        0..60 => format!("{s} s"),
        60..3600 => format!("{} min {:02} s", s / 60, s % 60),
        _ => format!("{} h {:02} min", s / 3600, s % 3600 / 60),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_line_says_how_far_how_fast_and_how_long() {
        let going = line("octal:0.6", 1_000_000, 4_000_000, 500_000, Duration::from_secs(2));
        assert_eq!(going, "octal:0.6: 1000000 of 4000000 values (25.0%), 0.25 M values a second, 12 s to go");
        let done = line("grundy", 10, 10, 10, Duration::from_secs(65));
        assert_eq!(done, "grundy: 10 of 10 values (100.0%), 0.00 M values a second, done in 1 min 05 s");
    }

    #[test]
    fn spans_read_as_hours_minutes_and_seconds() {
        assert_eq!(span(0.4), "0 s");
        assert_eq!(span(59.4), "59 s");
        assert_eq!(span(187.0), "3 min 07 s");
        assert_eq!(span(7500.0), "2 h 05 min");
    }
}
