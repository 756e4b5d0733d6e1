//! `problem.toml`: a flat subset of TOML (`key = value` lines, `#` comments), parsed here so
//! that a mistake is reported with its file and line.

use std::fmt;
use std::path::{Path, PathBuf};

/// How a problem's output is compared with the expected output.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CompareMode {
    /// Same tokens in the same order; whitespace and line breaks are not compared.
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

/// The contents of a problem's `problem.toml`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Meta {
    /// The problem's title.
    pub title: String,
    /// The judge and problem id, e.g. `HDU 1847`.
    pub source: String,
    /// Other judges carrying the same problem.
    pub alternates: Vec<String>,
    /// Where the original statement lives; empty if there is none.
    pub url: String,
    /// The judge's time limit in milliseconds.
    pub time_limit_ms: u64,
    /// The judge's memory limit in MiB, if known.
    pub memory_limit_mb: Option<u64>,
    /// How outputs are compared.
    pub compare: CompareMode,
}

const KEYS: [&str; 7] = ["title", "source", "alternates", "url", "time_limit_ms", "memory_limit_mb", "compare"];
const REQUIRED: [&str; 3] = ["title", "source", "time_limit_ms"];

enum Value {
    Str(String),
    Int(u64),
    List(Vec<String>),
}

fn parse_string(text: &str) -> Option<(String, &str)> {
    let rest = text.strip_prefix('"')?;
    let mut out = String::new();
    let mut chars = rest.char_indices();
    while let Some((i, c)) = chars.next() {
        match c {
            '"' => return Some((out, &rest[i + 1..])),
            '\\' => match chars.next()?.1 {
                '"' => out.push('"'),
                '\\' => out.push('\\'),
                'n' => out.push('\n'),
                't' => out.push('\t'),
                _ => return None,
            },
            c => out.push(c),
        }
    }
    None
}

fn parse_value(text: &str) -> Option<Value> {
    let text = text.trim();
    if text.starts_with('"') {
        let (s, rest) = parse_string(text)?;
        return rest.trim().is_empty().then_some(Value::Str(s));
    }
    if let Some(inner) = text.strip_prefix('[') {
        let mut items = Vec::new();
        let mut rest = inner.trim_start();
        loop {
            if let Some(after) = rest.strip_prefix(']') {
                return after.trim().is_empty().then_some(Value::List(items));
            }
            let (s, after) = parse_string(rest)?;
            items.push(s);
            rest = after.trim_start();
            rest = rest.strip_prefix(',').unwrap_or(rest).trim_start();
        }
    }
    let digits = text.replace('_', "");
    digits.parse().ok().map(Value::Int)
}

/// Parses the text of a `problem.toml`. `path` is used in error messages only.
///
/// # Errors
///
/// One message per problem found: a line that is not `key = value`, an unknown or repeated
/// key, a value of the wrong type, a missing required key.
pub fn parse(path: &Path, text: &str) -> Result<Meta, Vec<String>> {
    let mut errors = Vec::new();
    let mut found: Vec<(&str, Value)> = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let line = raw.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let at = format!("{}:{}", path.display(), i + 1);
        let Some((key, value)) = line.split_once('=') else {
            errors.push(format!("{at}: expected `key = value`, found `{line}`"));
            continue;
        };
        let key = key.trim();
        let Some(&known) = KEYS.iter().find(|&&k| k == key) else {
            errors.push(format!("{at}: unknown key `{key}` (known: {})", KEYS.join(", ")));
            continue;
        };
        if found.iter().any(|(k, _)| *k == known) {
            errors.push(format!("{at}: `{key}` is given twice"));
            continue;
        }
        match parse_value(value) {
            Some(v) => found.push((known, v)),
            None => errors.push(format!("{at}: cannot read the value of `{key}`: `{}`", value.trim())),
        }
    }
    for key in REQUIRED {
        if !found.iter().any(|(k, _)| *k == key) {
            errors.push(format!("{}: missing required key `{key}`", path.display()));
        }
    }
    let mut meta = Meta {
        title: String::new(),
        source: String::new(),
        alternates: Vec::new(),
        url: String::new(),
        time_limit_ms: 0,
        memory_limit_mb: None,
        compare: CompareMode::Tokens,
    };
    for (key, value) in found {
        let wrong = |expected: &str| format!("{}: `{key}` must be {expected}", path.display());
        match (key, value) {
            ("title", Value::Str(s)) if !s.trim().is_empty() => meta.title = s,
            ("source", Value::Str(s)) if !s.trim().is_empty() => meta.source = s,
            ("url", Value::Str(s)) => meta.url = s,
            ("alternates", Value::List(l)) => meta.alternates = l,
            ("time_limit_ms", Value::Int(n)) if n > 0 => meta.time_limit_ms = n,
            ("memory_limit_mb", Value::Int(n)) if n > 0 => meta.memory_limit_mb = Some(n),
            ("compare", Value::Str(s)) if s == "tokens" => meta.compare = CompareMode::Tokens,
            ("compare", Value::Str(s)) if s == "exact" => meta.compare = CompareMode::Exact,
            ("title" | "source", _) => errors.push(wrong("a non-empty string")),
            ("url", _) => errors.push(wrong("a string")),
            ("alternates", _) => errors.push(wrong("a list of strings")),
            ("time_limit_ms" | "memory_limit_mb", _) => errors.push(wrong("a positive integer")),
            _ => errors.push(wrong("\"tokens\" or \"exact\"")),
        }
    }
    if errors.is_empty() { Ok(meta) } else { Err(errors) }
}

/// Reads and parses `<dir>/problem.toml`.
///
/// # Errors
///
/// As [`parse`], or one message if the file cannot be read.
pub fn load(dir: &Path) -> Result<Meta, Vec<String>> {
    let path: PathBuf = dir.join("problem.toml");
    let text = std::fs::read_to_string(&path).map_err(|e| vec![format!("{}: cannot read: {e}", path.display())])?;
    parse(&path, &text)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn full_file() {
        let text = "# comment\ntitle = \"S-Nim\"\nsource = \"HDU 1536\"\nalternates = [\"POJ 2960\", \"BOJ 6699\"]\nurl = \"\"\ntime_limit_ms = 1_000\ncompare = \"exact\"\n";
        let meta = parse(Path::new("p.toml"), text).unwrap();
        assert_eq!(meta.title, "S-Nim");
        assert_eq!(meta.alternates, ["POJ 2960", "BOJ 6699"]);
        assert_eq!(meta.time_limit_ms, 1000);
        assert_eq!(meta.compare, CompareMode::Exact);
    }

    #[test]
    fn every_mistake_is_named_with_its_line() {
        let text = "title = \"x\"\ntitle = \"y\"\ncolour = 1\nnonsense\ncompare = \"fuzzy\"\ntime_limit_ms = \"1s\"\n";
        let errors = parse(Path::new("p.toml"), text).unwrap_err();
        assert_eq!(
            errors,
            [
                "p.toml:2: `title` is given twice",
                "p.toml:3: unknown key `colour` (known: title, source, alternates, url, time_limit_ms, memory_limit_mb, compare)",
                "p.toml:4: expected `key = value`, found `nonsense`",
                "p.toml: missing required key `source`",
                "p.toml: `compare` must be \"tokens\" or \"exact\"",
                "p.toml: `time_limit_ms` must be a positive integer",
            ]
        );
    }
}
