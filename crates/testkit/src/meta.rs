//! `problem.toml`, read with serde and toml: any valid TOML is accepted, and a mistake is
//! reported with its file and line.

use crate::diagnostic::Diagnostic;
use serde::Deserialize;
use std::collections::BTreeMap;
use std::fmt;
use std::ops::Range;
use std::path::Path;
use toml::Spanned;

/// The memory limit of a problem whose `problem.toml` names none, in MiB.
pub const DEFAULT_MEMORY_LIMIT_MB: u64 = 256;

pub use crate::compare::CompareMode;

/// How a problem's runs are judged.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Kind {
    /// The output is compared with the expected output (`compare`).
    #[default]
    Batch,
    /// The problem's checker judges the output: `<slug>-checker <input> <output> <answer>`,
    /// testlib's exit codes.
    Checker,
    /// The problem's interactor talks with the solution: `<slug>-interactor <input> <answer>`,
    /// its stdin and stdout joined to the solution's; its exit code is the verdict.
    Interactive,
}

impl Kind {
    /// The role of the judge program a problem of this kind has, which names its binary
    /// (`<slug>-<role>`) and its source (`src/bin/<role>.rs`): `checker`, `interactor`, or
    /// none for a batch problem.
    pub fn judge_role(self) -> Option<&'static str> {
        match self {
            Kind::Batch => None,
            Kind::Checker => Some("checker"),
            Kind::Interactive => Some("interactor"),
        }
    }
}

impl fmt::Display for Kind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Kind::Batch => "batch",
            Kind::Checker => "checker",
            Kind::Interactive => "interactive",
        })
    }
}

/// The contents of a problem's `problem.toml`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Meta {
    /// The problem's title, in English: the title of `statement/problem.en.md`.
    pub title: String,
    /// Its title in each other language it has a statement in (`zh` → `巧克力棒`), by the
    /// language's code, as `statement/problem.<code>.md` names it.
    pub titles: BTreeMap<String, String>,
    /// The judge and problem id, e.g. `HDU 1847`.
    pub source: String,
    /// Other judges carrying the same problem.
    pub alternates: Vec<String>,
    /// Where the original statement lives; empty if there is none.
    pub url: String,
    /// The judge's time limit (CPU time) in milliseconds.
    pub time_limit_ms: u64,
    /// The judge's memory limit in MiB ([`DEFAULT_MEMORY_LIMIT_MB`] when the file names none).
    pub memory_limit_mb: u64,
    /// How outputs are compared.
    pub compare: CompareMode,
    /// For inputs holding several tests: how many lines of output answer each test, so that
    /// a wrong answer names its test.
    pub lines_per_test: Option<u64>,
    /// How runs are judged.
    pub kind: Kind,
    /// A checker command of the problem's own (for instance a testlib checker compiled from
    /// C++), relative to the problem directory, instead of its `<slug>-checker` binary.
    pub checker_cmd: Option<String>,
    /// The game-theory ideas the problem teaches (`["anti-SG", "SJ theorem"]`), as the site's
    /// index lists them.
    pub topics: Vec<String>,
    /// Words the statement lint takes for a hint of the method (`XOR`) that this problem's own
    /// rules need: a statement may use these.
    pub allowed_words: Vec<String>,
    /// Who wrote the problem, one person each (`Ada Lovelace <ada@example.com>`), as an exported
    /// package credits them; none where the file names none (the original authors of a judge's
    /// problem are seldom known).
    pub authors: Vec<String>,
}

impl Meta {
    /// The role of the judge program the problem builds as a `[[bin]]` of its own (see
    /// [`Kind::judge_role`]); none for a checker problem whose `checker_cmd` names its checker.
    pub fn judge_binary_role(&self) -> Option<&'static str> {
        match (self.kind, &self.checker_cmd) {
            (Kind::Checker, Some(_)) => None,
            (kind, _) => kind.judge_role(),
        }
    }
}

/// The file as written; checked and turned into [`Meta`] by [`parse`].
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct File {
    title: Spanned<String>,
    #[serde(default)]
    titles: BTreeMap<String, Spanned<String>>,
    source: Spanned<String>,
    #[serde(default)]
    alternates: Vec<String>,
    #[serde(default)]
    url: String,
    time_limit_ms: Spanned<i64>,
    memory_limit_mb: Option<Spanned<i64>>,
    #[serde(default)]
    compare: CompareMode,
    lines_per_test: Option<Spanned<i64>>,
    #[serde(default)]
    kind: Kind,
    checker_cmd: Option<String>,
    #[serde(default)]
    topics: Vec<String>,
    #[serde(default)]
    allowed_words: Vec<String>,
    #[serde(default)]
    authors: Vec<Spanned<String>>,
}

/// The 1-based line of byte `offset` in `text`.
fn line_of(text: &str, offset: usize) -> usize {
    text.as_bytes()[..offset.min(text.len())].iter().filter(|&&b| b == b'\n').count() + 1
}

/// Parses the text of a `problem.toml`. `path` is used in diagnostics only.
///
/// # Errors
///
/// One diagnostic per mistake, with its line: invalid TOML, an unknown key, a value of the
/// wrong type, a missing required key, an empty title or source, a limit that is not positive.
///
/// # Example
///
/// ```
/// use std::path::Path;
/// let text = "title = \"Nim\"  # the classic\nsource = \"AcWing 891\"\ntime_limit_ms = 1_000 # ms\n";
/// let meta = testkit::meta::parse(Path::new("problem.toml"), text).unwrap();
/// assert_eq!((meta.time_limit_ms, meta.memory_limit_mb), (1000, 256));
/// ```
pub fn parse(path: &Path, text: &str) -> Result<Meta, Vec<Diagnostic>> {
    let at = |span: Option<Range<usize>>, message: String| match span {
        Some(span) => Diagnostic::at_line(path, line_of(text, span.start), message),
        None => Diagnostic::new(path, message),
    };
    let file: File = toml::from_str(text).map_err(|e| vec![at(e.span(), e.message().trim().to_owned())])?;
    let mut errors = Vec::new();
    for (key, value) in [("title", &file.title), ("source", &file.source)] {
        if value.get_ref().trim().is_empty() {
            errors.push(at(Some(value.span()), format!("`{key}` must not be empty")));
        }
    }
    for (language, title) in &file.titles {
        if !valid_language(language) {
            errors.push(at(
                Some(title.span()),
                format!("`titles.{language}`: a language is a code of two or three lowercase letters (`zh`)"),
            ));
        } else if language == "en" {
            errors.push(at(Some(title.span()), "the English title is `title`, not `titles.en`".to_owned()));
        } else if title.get_ref().trim().is_empty() {
            errors.push(at(Some(title.span()), format!("`titles.{language}` must not be empty")));
        }
    }
    let mut positive = |key: &str, value: &Spanned<i64>| match u64::try_from(*value.get_ref()) {
        Ok(n) if n > 0 => n,
        _ => {
            errors.push(at(Some(value.span()), format!("`{key}` must be a positive integer")));
            0
        }
    };
    let time_limit_ms = positive("time_limit_ms", &file.time_limit_ms);
    let memory_limit_mb =
        file.memory_limit_mb.as_ref().map_or(DEFAULT_MEMORY_LIMIT_MB, |m| positive("memory_limit_mb", m));
    let lines_per_test = file.lines_per_test.as_ref().map(|n| positive("lines_per_test", n));
    // One person each: packages list them as persons, and a joined name reads as one.
    for author in &file.authors {
        let name = author.get_ref();
        if name.trim().is_empty() || [",", " and ", "&"].iter().any(|joint| name.contains(joint)) {
            errors.push(at(Some(author.span()), "each of `authors` is one person's name".to_owned()));
        }
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    Ok(Meta {
        title: file.title.into_inner(),
        titles: file.titles.into_iter().map(|(language, title)| (language, title.into_inner())).collect(),
        source: file.source.into_inner(),
        alternates: file.alternates,
        url: file.url,
        time_limit_ms,
        memory_limit_mb,
        compare: file.compare,
        lines_per_test,
        kind: file.kind,
        checker_cmd: file.checker_cmd,
        topics: file.topics,
        allowed_words: file.allowed_words,
        authors: file.authors.into_iter().map(Spanned::into_inner).collect(),
    })
}

/// Whether `code` names a language as a statement's file name does (`problem.<code>.md`): two
/// or three lowercase letters, ISO 639's codes.
///
/// ```
/// assert!(testkit::meta::valid_language("zh") && testkit::meta::valid_language("fil"));
/// assert!(!testkit::meta::valid_language("ZH") && !testkit::meta::valid_language("pt-BR"));
/// ```
pub fn valid_language(code: &str) -> bool {
    (2..=3).contains(&code.len()) && code.bytes().all(|b| b.is_ascii_lowercase())
}

/// Reads and parses `<dir>/problem.toml`.
///
/// # Errors
///
/// As [`parse`], or one diagnostic if the file cannot be read.
pub fn load(dir: &Path) -> Result<Meta, Vec<Diagnostic>> {
    let path = dir.join("problem.toml");
    let text = std::fs::read_to_string(&path).map_err(|e| vec![Diagnostic::new(&path, format!("cannot read: {e}"))])?;
    parse(&path, &text)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn errors(text: &str) -> Vec<String> {
        parse(Path::new("p.toml"), text).unwrap_err().iter().map(ToString::to_string).collect()
    }

    #[test]
    fn any_valid_toml_is_accepted() {
        let text = "# comment\ntitle = \"S-Nim\" # trailing comment\nsource = 'HDU 1536'\nalternates = [\n  \"POJ 2960\",\n  \"BOJ 6699\", # two\n]\nurl = \"\"\ntime_limit_ms = 1_000 # ms\nmemory_limit_mb = 0x40\ncompare = \"exact\"\n";
        let meta = parse(Path::new("p.toml"), text).unwrap();
        assert_eq!(meta.title, "S-Nim");
        assert_eq!(meta.source, "HDU 1536");
        assert_eq!(meta.alternates, ["POJ 2960", "BOJ 6699"]);
        assert_eq!((meta.time_limit_ms, meta.memory_limit_mb), (1000, 64));
        assert_eq!(meta.compare, CompareMode::Exact);
        assert!(meta.authors.is_empty(), "none unless named");
        assert!(meta.titles.is_empty(), "English only unless named");
    }

    #[test]
    fn titles_in_other_languages_are_named_by_their_code() {
        let head = "title = \"Chocolate Bars\"\nsource = \"y\"\ntime_limit_ms = 5\n";
        let meta = parse(Path::new("p.toml"), &format!("{head}titles = {{ zh = \"巧克力棒\" }}\n")).unwrap();
        assert_eq!(meta.titles.get("zh").map(String::as_str), Some("巧克力棒"));
        assert_eq!(
            errors(&format!("{head}[titles]\nen = \"x\"\nZH = \"y\"\nfr = \" \"\n")),
            [
                "p.toml:6: `titles.ZH`: a language is a code of two or three lowercase letters (`zh`)",
                "p.toml:5: the English title is `title`, not `titles.en`",
                "p.toml:7: `titles.fr` must not be empty",
            ]
        );
    }

    #[test]
    fn authors_are_one_person_each() {
        let head = "title = \"x\"\nsource = \"y\"\ntime_limit_ms = 5\n";
        let meta = parse(
            Path::new("p.toml"),
            &format!("{head}authors = [\"Ada Lovelace <ada@example.com>\", \"Alan Turing\"]\n"),
        );
        assert_eq!(meta.unwrap().authors, ["Ada Lovelace <ada@example.com>", "Alan Turing"]);
        for joined in ["Ada and Alan", "Ada, Alan", "Ada & Alan", " "] {
            assert_eq!(
                errors(&format!("{head}authors = [\"{joined}\"]\n")),
                ["p.toml:4: each of `authors` is one person's name"],
                "{joined:?}"
            );
        }
    }

    #[test]
    fn mistakes_are_named_with_their_line() {
        assert_eq!(
            errors("title = \"x\"\nsource = \"y\"\ncolour = 1\ntime_limit_ms = 5\n"),
            [
                "p.toml:3: unknown field `colour`, expected one of `title`, `titles`, `source`, `alternates`, `url`, `time_limit_ms`, `memory_limit_mb`, `compare`, `lines_per_test`, `kind`, `checker_cmd`, `topics`, `allowed_words`, `authors`"
            ]
        );
        assert_eq!(errors("title = \"x\"\ntitle = \"y\"\n"), ["p.toml:2: duplicate key"]);
        assert_eq!(errors("title = \"x\"\nnonsense\n")[0].split(':').take(2).collect::<Vec<_>>(), ["p.toml", "2"]);
        assert_eq!(
            errors("title = \"x\"\nsource = \"y\"\ntime_limit_ms = \"1s\"\n"),
            ["p.toml:3: invalid type: string \"1s\", expected i64"]
        );
        assert_eq!(
            errors("title = \"x\"\nsource = \"y\"\ntime_limit_ms = 5\ncompare = \"fuzzy\"\n"),
            ["p.toml:4: unknown variant `fuzzy`, expected `tokens` or `exact`"]
        );
        assert_eq!(errors("title = \"x\"\ntime_limit_ms = 5\n"), ["p.toml:1: missing field `source`"]);
        assert_eq!(
            errors("title = \" \"\nsource = \"y\"\ntime_limit_ms = 0\nmemory_limit_mb = -3\n"),
            [
                "p.toml:1: `title` must not be empty",
                "p.toml:3: `time_limit_ms` must be a positive integer",
                "p.toml:4: `memory_limit_mb` must be a positive integer",
            ]
        );
    }

    #[test]
    fn a_test_size_is_positive_and_a_missing_file_is_named() {
        let base = "title = \"t\"\nsource = \"s\"\ntime_limit_ms = 1000\n";
        let meta = parse(Path::new("p.toml"), &format!("{base}lines_per_test = 2\nurl = \"u\"\n")).unwrap();
        assert_eq!((meta.lines_per_test, meta.url.as_str(), meta.kind), (Some(2), "u", Kind::Batch));
        assert_eq!(
            errors(&format!("{base}lines_per_test = 0\n")),
            ["p.toml:4: `lines_per_test` must be a positive integer"]
        );
        let kinds: Vec<String> =
            [Kind::Batch, Kind::Checker, Kind::Interactive].iter().map(ToString::to_string).collect();
        assert_eq!(kinds, ["batch", "checker", "interactive"]);
        let tmp = tempfile::tempdir().unwrap();
        let missing = load(tmp.path()).unwrap_err();
        assert_eq!(missing[0].path, tmp.path().join("problem.toml"));
        assert!(missing[0].message.starts_with("cannot read: "), "{}", missing[0]);
        std::fs::write(tmp.path().join("problem.toml"), base).unwrap();
        assert_eq!(load(tmp.path()).map(|m| m.time_limit_ms), Ok(1000));
    }

    #[test]
    fn checker_and_interactive_problems_build_their_judge_program() {
        let role = |kind: &str| {
            let text = format!("title = \"t\"\nsource = \"s\"\ntime_limit_ms = 1000\n{kind}");
            parse(Path::new("problem.toml"), &text).unwrap().judge_binary_role()
        };
        assert_eq!(role(""), None);
        assert_eq!(role("kind = \"checker\"\n"), Some("checker"));
        assert_eq!(role("kind = \"checker\"\nchecker_cmd = \"python3 check.py\"\n"), None);
        assert_eq!(role("kind = \"interactive\"\n"), Some("interactor"));
    }
}
