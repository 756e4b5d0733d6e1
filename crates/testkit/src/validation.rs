//! A problem's input validator (`<slug>-validator`, written with `judge_io::validator`): runs
//! it on an input, reads the bounds it reports, makes junk inputs that it must refuse, and
//! checks that a problem's cases together reach every end of every bound.

use crate::diagnostic::Diagnostic;
use crate::run::{Input, Limits, Program, Runner};
use judge_io::validator::{INVALID_EXIT_CODE, VALID_EXIT_CODE};
use runguard::plan::Exit;
use std::path::Path;
use std::time::Duration;

/// One bound an input was checked against, and whether it reached each end.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Reach {
    /// The bound's name, as the validator reads it (`n`, `pile`).
    pub name: String,
    /// Its lowest allowed value.
    pub low: i64,
    /// Its highest allowed value.
    pub high: i64,
    /// Whether the input holds the lowest value.
    pub min: bool,
    /// Whether the input holds the highest value.
    pub max: bool,
}

/// What the validator said of one input.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Validation {
    /// Exit 42: valid, with the bounds it reached.
    Valid(Vec<Reach>),
    /// Exit 43: invalid, with the reason it gave.
    Invalid(String),
}

/// The limits a validator runs under: generous, they only stop a validator that hangs.
fn validator_limits() -> Limits {
    Limits::new(Duration::from_secs(20), 2048)
}

/// Runs `validator` on `input`.
///
/// # Errors
///
/// A validator that cannot start, crashes, exits with a code other than 42 or 43, or
/// reports bounds in a form other than `judge_io::validator`'s.
pub fn validate(runner: &Runner, validator: &Path, input: Input<'_>) -> Result<Validation, Diagnostic> {
    let result = runner.trusted().run(&Program::new(validator), input, validator_limits())?;
    let stderr = String::from_utf8_lossy(&result.stderr).trim().to_owned();
    match result.exit {
        Exit::Code(VALID_EXIT_CODE) => {
            let stdout = String::from_utf8_lossy(&result.stdout);
            parse_reaches(&stdout).map(Validation::Valid).map_err(|e| Diagnostic::new(validator, e))
        }
        Exit::Code(INVALID_EXIT_CODE) => Ok(Validation::Invalid(stderr)),
        other => Err(Diagnostic::new(
            validator,
            format!("the validator ended with {other:?}, not 42 or 43 (stop: {:?}): {stderr}", result.stop),
        )),
    }
}

/// Reads a validator's report: `<name> <low> <high>` and then `min` and/or `max`, per line.
///
/// # Errors
///
/// A line of another form.
pub fn parse_reaches(report: &str) -> Result<Vec<Reach>, String> {
    report
        .lines()
        .filter(|line| !line.starts_with('@'))
        .map(|line| {
            let words: Vec<&str> = line.split(' ').collect();
            let bad = || format!("a bounds line must be `<name> <low> <high> [min] [max]`, found {line:?}");
            let [name, low, high, ends @ ..] = &words[..] else { return Err(bad()) };
            let (Ok(low), Ok(high)) = (low.parse(), high.parse()) else { return Err(bad()) };
            if !ends.iter().all(|e| ["min", "max"].contains(e)) {
                return Err(bad());
            }
            Ok(Reach { name: (*name).to_owned(), low, high, min: ends.contains(&"min"), max: ends.contains(&"max") })
        })
        .collect()
}

/// The input lines of test `test` (from 1) of a multi-test input, as the validator marks the
/// tests' starts; `None` when the validator marks none or the input has fewer tests.
pub fn test_lines(runner: &Runner, validator: &Path, input: &Path, test: u64) -> Option<String> {
    let result = runner.trusted().run(&Program::new(validator), Input::File(input), validator_limits()).ok()?;
    let report = String::from_utf8_lossy(&result.stdout);
    let starts: Vec<usize> =
        report.lines().find_map(|l| l.strip_prefix("@tests "))?.split(' ').filter_map(|n| n.parse().ok()).collect();
    let index = usize::try_from(test).ok()?.checked_sub(1)?;
    let first = *starts.get(index)?;
    let text = std::fs::read(input).ok()?;
    let lines: Vec<&[u8]> = text.split_inclusive(|&b| b == b'\n').collect();
    let end = starts.get(index + 1).copied().unwrap_or(lines.len() + 1).min(lines.len() + 1);
    let chosen: Vec<u8> = lines.get(first - 1..end - 1)?.concat();
    Some(format!("  the input of test {test} (lines {first} to {}):\n{}", end - 1, crate::report::excerpt(&chosen)))
}

/// Merges the reaches of many inputs by name: an end is reached when one input reaches it.
pub fn merge(reaches: impl IntoIterator<Item = Reach>) -> Vec<Reach> {
    let mut merged: Vec<Reach> = Vec::new();
    for r in reaches {
        match merged.iter_mut().find(|m| m.name == r.name) {
            Some(m) => {
                m.min |= r.min;
                m.max |= r.max;
            }
            None => merged.push(r),
        }
    }
    merged
}

/// The ends no input reached, one line each (`n: no case reaches its maximum 100000`); and a
/// line of its own when no bound was reported at all, since a validator that names none cannot
/// show that the cases reach the statement's limits.
pub fn unreached(merged: &[Reach]) -> Vec<String> {
    if merged.is_empty() {
        return vec!["the validator reports no bound (a line `<name> <low> <high> [min] [max]` each)".to_owned()];
    }
    let mut missing = Vec::new();
    for r in merged {
        if !r.min {
            missing.push(format!("{}: no case reaches its minimum {}", r.name, r.low));
        }
        if !r.max {
            missing.push(format!("{}: no case reaches its maximum {}", r.name, r.high));
        }
    }
    missing
}

/// Junk made from a valid input, each breaking the exact format in one way a strict
/// validator refuses whatever the problem (problemtools' junk cases, made deterministic):
/// named, so a failure says which.
pub fn junk(input: &[u8]) -> Vec<(&'static str, Vec<u8>)> {
    let mut junk: Vec<(&'static str, Vec<u8>)> = Vec::new();
    let with = |f: &dyn Fn(&mut Vec<u8>)| {
        let mut v = input.to_vec();
        f(&mut v);
        v
    };
    junk.push(("empty", Vec::new()));
    junk.push(("control-bytes", b"\x00\xff\x01 1\n".to_vec()));
    if input.ends_with(b"\n") {
        junk.push(("no-final-newline", input[..input.len() - 1].to_vec()));
    }
    junk.push(("blank-line-at-end", with(&|v| v.push(b'\n'))));
    junk.push(("junk-at-end", with(&|v| v.extend_from_slice(b"~ ~\n"))));
    junk.push(("leading-space", with(&|v| v.insert(0, b' '))));
    junk.push(("crlf", input.iter().flat_map(|&b| if b == b'\n' { vec![b'\r', b'\n'] } else { vec![b] }).collect()));
    if let Some(at) = input.iter().position(|&b| b == b'\n') {
        junk.push(("trailing-space", with(&|v| v.insert(at, b' '))));
    }
    if let Some(at) = input.iter().position(|&b| b == b' ') {
        junk.push(("double-space", with(&|v| v.insert(at, b' '))));
    }
    // The first token made of digits only, given a leading zero ("0" becomes "00").
    let mut start = 0;
    for token in input.split(|&b| b == b' ' || b == b'\n') {
        if !token.is_empty() && token.iter().all(u8::is_ascii_digit) {
            junk.push(("leading-zero", with(&|v| v.insert(start, b'0'))));
            break;
        }
        start += token.len() + 1;
    }
    junk
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reports_are_read_and_merged() {
        let a = parse_reaches("n 1 100000 min\npile 1 1000000000\n").unwrap();
        let b = parse_reaches("n 1 100000 max\npile 1 1000000000 min max\n").unwrap();
        assert_eq!(a[0], Reach { name: "n".into(), low: 1, high: 100_000, min: true, max: false });
        assert_eq!(
            unreached(&merge(a.clone())),
            [
                "n: no case reaches its maximum 100000",
                "pile: no case reaches its minimum 1",
                "pile: no case reaches its maximum 1000000000"
            ]
        );
        assert!(unreached(&merge(a.into_iter().chain(b))).is_empty());
        assert_eq!(unreached(&[]), ["the validator reports no bound (a line `<name> <low> <high> [min] [max]` each)"]);
        for bad in ["n 1", "n x 3", "n 1 3 top", "n  1 3"] {
            assert!(parse_reaches(bad).is_err(), "{bad:?}");
        }
    }

    #[test]
    fn each_junk_input_breaks_the_format_in_its_own_place() {
        let shown = |input: &[u8]| -> Vec<(&str, String)> {
            junk(input).into_iter().map(|(name, bytes)| (name, String::from_utf8_lossy(&bytes).into_owned())).collect()
        };
        let expected: Vec<(&str, String)> = [
            ("empty", ""),
            ("control-bytes", "\u{0}\u{fffd}\u{1} 1\n"),
            ("no-final-newline", "2\n0 7"),
            ("blank-line-at-end", "2\n0 7\n\n"),
            ("junk-at-end", "2\n0 7\n~ ~\n"),
            ("leading-space", " 2\n0 7\n"),
            ("crlf", "2\r\n0 7\r\n"),
            ("trailing-space", "2 \n0 7\n"),
            ("double-space", "2\n0  7\n"),
            ("leading-zero", "02\n0 7\n"),
        ]
        .into_iter()
        .map(|(name, text)| (name, text.to_owned()))
        .collect();
        assert_eq!(shown(b"2\n0 7\n"), expected);
        // The leading zero goes on the first token made of digits only.
        let words = shown(b"ab -3 45\n");
        assert_eq!(words.last(), Some(&("leading-zero", "ab -3 045\n".to_owned())));
        assert!(!shown(b"ab\n").iter().any(|(name, _)| *name == "leading-zero" || *name == "double-space"));
        assert!(!shown(b"1").iter().any(|(name, _)| *name == "no-final-newline" || *name == "trailing-space"));
    }

    #[test]
    fn every_junk_input_breaks_the_format_of_a_strict_validator() {
        let strict = |input: &[u8]| -> bool {
            let mut v = judge_io::validator::Validator::new(input);
            let ok = (|| {
                let n = v.int("n", 1, 10)?;
                v.newline()?;
                v.ints("a", n as usize, 0, 10)?;
                v.newline()?;
                v.end()
            })();
            ok.is_ok()
        };
        let input = b"2\n0 7\n";
        assert!(strict(input));
        let junk = junk(input);
        assert_eq!(junk.len(), 10);
        for (name, bytes) in junk {
            assert!(!strict(&bytes), "{name}: {:?}", String::from_utf8_lossy(&bytes));
        }
    }
}
