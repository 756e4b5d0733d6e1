//! Comparing an output with the expected one, and describing the first difference.

use serde::Deserialize;
use std::fmt;

/// How a problem's output is compared with the expected output.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum CompareMode {
    /// Same tokens in the same order; whitespace and line breaks are not compared.
    #[default]
    Tokens,
    /// Same bytes, except that CRLF counts as LF.
    Exact,
}

impl fmt::Display for CompareMode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            CompareMode::Tokens => "tokens",
            CompareMode::Exact => "exact",
        })
    }
}

/// The first place where two outputs differ.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Mismatch {
    /// Where, e.g. `line 2, token 1`.
    pub place: String,
    /// What the expected output has there (quoted), or `end of output`.
    pub expected: String,
    /// What the actual output has there (quoted), or `end of output`.
    pub actual: String,
    /// An extra remark, e.g. that the case would pass when compared by tokens.
    pub note: Option<String>,
    /// The 1-based line of the expected output where the difference is (past its end when
    /// the actual output goes on longer).
    pub expected_line: usize,
}

fn quote(text: &[u8]) -> String {
    const SHOWN: usize = 80;
    let shown = String::from_utf8_lossy(&text[..text.len().min(SHOWN)]).into_owned();
    let mut quoted = format!("\"{}\"", shown.escape_debug());
    if text.len() > SHOWN {
        quoted.push_str(&format!(" (cut, {} bytes)", text.len()));
    }
    quoted
}

/// Tokens with their 1-based line and token-within-line numbers.
fn tokens(text: &[u8]) -> impl Iterator<Item = (usize, usize, &[u8])> {
    text.split(|&b| b == b'\n').enumerate().flat_map(|(line, content)| {
        content
            .split(|b| b.is_ascii_whitespace())
            .filter(|t| !t.is_empty())
            .enumerate()
            .map(move |(i, t)| (line + 1, i + 1, t))
    })
}

fn compare_tokens(expected: &[u8], actual: &[u8]) -> Result<(), Mismatch> {
    let mut want = tokens(expected);
    let mut got = tokens(actual);
    loop {
        match (want.next(), got.next()) {
            (None, None) => return Ok(()),
            (Some((l, t, e)), Some((_, _, a))) if e == a => {
                let _ = (l, t);
            }
            (Some((l, t, e)), Some((al, at, a))) => {
                let place = if (l, t) == (al, at) {
                    format!("line {l}, token {t}")
                } else {
                    format!("expected line {l}, token {t}; actual line {al}, token {at}")
                };
                return Err(Mismatch { place, expected: quote(e), actual: quote(a), note: None, expected_line: l });
            }
            (Some((l, t, e)), None) => {
                return Err(Mismatch {
                    place: format!("line {l}, token {t}"),
                    expected: quote(e),
                    actual: "end of output".into(),
                    note: None,
                    expected_line: l,
                });
            }
            (None, Some((l, t, a))) => {
                return Err(Mismatch {
                    place: format!("line {l}, token {t}"),
                    expected: "end of output".into(),
                    actual: quote(a),
                    note: None,
                    expected_line: tokens(expected).last().map_or(1, |(last, _, _)| last + 1),
                });
            }
        }
    }
}

fn without_cr(text: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(text.len());
    for (i, &b) in text.iter().enumerate() {
        if !(b == b'\r' && text.get(i + 1) == Some(&b'\n')) {
            out.push(b);
        }
    }
    out
}

fn compare_exact(expected: &[u8], actual: &[u8]) -> Result<(), Mismatch> {
    let (expected, actual) = (without_cr(expected), without_cr(actual));
    if expected == actual {
        return Ok(());
    }
    let mut want = expected.split_inclusive(|&b| b == b'\n');
    let mut got = actual.split_inclusive(|&b| b == b'\n');
    let mut line = 1;
    let mismatch = loop {
        match (want.next(), got.next()) {
            (Some(e), Some(a)) if e == a => line += 1,
            (e, a) => {
                let show = |x: Option<&[u8]>| x.map_or_else(|| "end of output".to_owned(), quote);
                break Mismatch {
                    place: format!("line {line}"),
                    expected: show(e),
                    actual: show(a),
                    note: None,
                    expected_line: line,
                };
            }
        }
    };
    let note = compare_tokens(&expected, &actual).is_ok().then(|| {
        "the tokens match: only whitespace or line breaks differ, and this problem compares exactly".to_owned()
    });
    Err(Mismatch { note, ..mismatch })
}

/// Compares `actual` with `expected` in `mode`. Both modes treat CRLF as LF.
///
/// # Errors
///
/// The first difference, located by line (and token, in `tokens` mode).
///
/// # Example
///
/// ```
/// use testkit::compare::compare;
/// use testkit::meta::CompareMode;
///
/// assert!(compare(CompareMode::Tokens, b"LWW\nWWL\n", b"LWW \r\nWWL").is_ok());
/// let m = compare(CompareMode::Tokens, b"LWW\nWWL\n", b"LWW\nWWW\n").unwrap_err();
/// assert_eq!((m.place.as_str(), m.expected.as_str(), m.actual.as_str()), ("line 2, token 1", "\"WWL\"", "\"WWW\""));
/// ```
pub fn compare(mode: CompareMode, expected: &[u8], actual: &[u8]) -> Result<(), Mismatch> {
    match mode {
        CompareMode::Tokens => compare_tokens(expected, actual),
        CompareMode::Exact => compare_exact(expected, actual),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_mode_is_shown_as_problem_toml_spells_it() {
        for mode in [CompareMode::Tokens, CompareMode::Exact] {
            let spelled: CompareMode = serde_json::from_str(&format!("\"{mode}\"")).expect("a mode's own name");
            assert_eq!(spelled, mode);
        }
        assert_eq!(CompareMode::default().to_string(), "tokens");
    }

    #[test]
    fn tokens_ignore_whitespace_but_not_content() {
        assert!(compare(CompareMode::Tokens, b"1 2\n3\n", b"1\n2 3").is_ok());
        assert!(compare(CompareMode::Tokens, b"", b"\n\n").is_ok());
        let m = compare(CompareMode::Tokens, b"Yes\nNo\n", b"Yes\n").unwrap_err();
        assert_eq!((m.place.as_str(), m.actual.as_str()), ("line 2, token 1", "end of output"));
        let m = compare(CompareMode::Tokens, b"Yes\n", b"Yes\nNo\n").unwrap_err();
        assert_eq!((m.place.as_str(), m.expected.as_str()), ("line 2, token 1", "end of output"));
    }

    #[test]
    fn exact_ignores_only_crlf() {
        assert!(compare(CompareMode::Exact, b"a b\n", b"a b\r\n").is_ok());
        let m = compare(CompareMode::Exact, b"a b\nc\n", b"a  b\nc\n").unwrap_err();
        assert_eq!(m.place, "line 1");
        assert!(m.note.is_some(), "would pass as tokens");
        let m = compare(CompareMode::Exact, b"a\n", b"b\n").unwrap_err();
        assert_eq!(m.note, None);
        let m = compare(CompareMode::Exact, b"a\n", b"a").unwrap_err();
        assert_eq!((m.expected.as_str(), m.actual.as_str()), ("\"a\\n\"", "\"a\""));
    }

    #[test]
    fn mismatches_name_the_line_and_token_on_each_side() {
        // Same place on both sides, and different places once the line breaks differ.
        let m = compare(CompareMode::Tokens, b"1 2\n3\n", b"1 2\n4\n").unwrap_err();
        assert_eq!((m.place.as_str(), m.expected_line), ("line 2, token 1", 2));
        let m = compare(CompareMode::Tokens, b"1 2\n3\n", b"1\n2 4\n").unwrap_err();
        assert_eq!(m.place, "expected line 2, token 1; actual line 2, token 2");
        // An actual output that goes on longer points past the expected output's last line.
        let m = compare(CompareMode::Tokens, b"Yes\nNo\nYes\n", b"Yes\nNo\nYes\nNo\n").unwrap_err();
        assert_eq!((m.place.as_str(), m.expected_line), ("line 4, token 1", 4));
        // Exact mode counts the equal lines before the first difference.
        let m = compare(CompareMode::Exact, b"a\nb\nc\n", b"a\nb\nd\n").unwrap_err();
        assert_eq!((m.place.as_str(), m.expected.as_str(), m.actual.as_str()), ("line 3", "\"c\\n\"", "\"d\\n\""));
        assert_eq!(m.expected_line, 3);
    }

    #[test]
    fn quotes_are_cut_past_eighty_bytes() {
        let eighty = [b'x'; 80];
        assert_eq!(quote(&eighty), format!("\"{}\"", "x".repeat(80)));
        let long = [b'x'; 81];
        assert_eq!(quote(&long), format!("\"{}\" (cut, 81 bytes)", "x".repeat(80)));
    }
}
