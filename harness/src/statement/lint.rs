//! What holds a problem's statements and editorial to what a contest hands out (the rules of
//! `docs/statements.md`): an English statement and a title for every other one; the parts in
//! order, Input and Output or else Interaction as the problem's kind asks; no word that tells
//! the method and no note meant for maintainers; math between `$…$`, written with commands that
//! both the site and LaTeX typeset; and an editorial in four parts for the coach.

use super::html::Math;
use super::{Document, ENGLISH, LANGUAGES, Part, Statement, editorial_path, options, statement_path};
use pulldown_cmark::{Event, Parser, Tag, TagEnd};
use std::path::Path;
use testkit::diagnostic::Diagnostic;
use testkit::discover::Problem;
use testkit::meta::Kind;

/// Words that tell the method, refused in a statement (in any case of letters) unless the
/// problem's `allowed_words` names them. A word marked whole is refused only as a whole word
/// (`SG`, not `SGU`); the others also as the start of a longer one (`periodic`, `XORing`).
const METHOD_WORDS: &[(&str, bool)] = &[
    ("grundy", false),
    ("sprague", false),
    ("mex", true),
    ("nim-sum", false),
    ("nim sum", false),
    ("xor", false),
    ("exclusive or", false),
    ("⊕", false),
    ("\\oplus", false),
    ("sg", true),
    ("p-position", false),
    ("n-position", false),
    ("bash", false),
    ("period", false),
    ("zeckendorf", false),
    ("beatty", false),
    ("golden ratio", false),
    ("wythoff", false),
    ("bouton", false),
    ("hackenbush", false),
    ("colon principle", false),
    ("fusion", false),
    ("linear basis", false),
    ("tartan", false),
    ("nim product", false),
    ("remoteness", false),
    ("retrograde", false),
    ("multi-sg", false),
    ("every-sg", false),
    ("anti-sg", false),
    ("异或", false),
    ("sg函数", false),
    ("博弈论", false),
];

/// Words of a note meant for maintainers, refused in a statement.
const MAINTAINER_WORDS: &[&str] = &[
    "cases/",
    "00-sample",
    "tests/",
    "src/",
    "sg_core",
    "readme",
    "problem.toml",
    "recalled",
    "assumed",
    "not confirmed",
    "unconfirmed",
    "this directory",
    "harness",
];

/// Words of the workspace, refused in an editorial: it is written for a coach, who sees no file
/// of the workspace.
const WORKSPACE_WORDS: &[&str] = &["cases/", "00-sample", "tests/", "src/", "sg_core", "judge_io", "readme", ".rs`"];

/// The TeX commands a formula may use: those the site (math-core) and LaTeX (with amsmath)
/// both typeset the same.
pub const COMMANDS: &[&str] = &[
    "le",
    "ge",
    "ne",
    "leq",
    "geq",
    "neq",
    "lt",
    "gt",
    "ldots",
    "cdots",
    "dots",
    "vdots",
    "times",
    "cdot",
    "div",
    "bmod",
    "pmod",
    "mod",
    "lfloor",
    "rfloor",
    "lceil",
    "rceil",
    "in",
    "notin",
    "subset",
    "subseteq",
    "supset",
    "supseteq",
    "cup",
    "cap",
    "setminus",
    "emptyset",
    "sum",
    "prod",
    "min",
    "max",
    "log",
    "lim",
    "gcd",
    "frac",
    "binom",
    "sqrt",
    "text",
    "mathrm",
    "mathbf",
    "mathit",
    "operatorname",
    "to",
    "rightarrow",
    "leftarrow",
    "Rightarrow",
    "Leftarrow",
    "iff",
    "implies",
    "infty",
    "pm",
    "mp",
    "approx",
    "equiv",
    "sim",
    "mid",
    "nmid",
    "lvert",
    "rvert",
    "vert",
    "langle",
    "rangle",
    "left",
    "right",
    "big",
    "Big",
    "quad",
    "qquad",
    "land",
    "lor",
    "lnot",
    "neg",
    "forall",
    "exists",
    "alpha",
    "beta",
    "gamma",
    "delta",
    "epsilon",
    "varepsilon",
    "theta",
    "lambda",
    "mu",
    "pi",
    "sigma",
    "tau",
    "phi",
    "varphi",
    "omega",
    "Gamma",
    "Delta",
    "Theta",
    "Lambda",
    "Pi",
    "Sigma",
    "Phi",
    "Omega",
    "oplus",
    "otimes",
    "overline",
    "underline",
    "hat",
    "bar",
    "tilde",
    "prime",
    "circ",
    "star",
    "ast",
    "bullet",
    "uparrow",
    "downarrow",
    "leftrightarrow",
    "ell",
    "nabla",
    "partial",
    "perp",
    "parallel",
    "angle",
    "triangle",
    "square",
    "choose",
    "over",
    "atop",
    "dfrac",
    "tfrac",
    "displaystyle",
];

/// Every rule `problem`'s statements and editorial break; empty if none.
pub fn lint(problem: &Problem) -> Vec<Diagnostic> {
    let mut errors = Vec::new();
    let dir = &problem.dir;
    let english = statement_path(dir, ENGLISH);
    if !english.is_file() {
        errors.push(Diagnostic::new(
            &english,
            "missing: every problem has its statement in English (see docs/statements.md)",
        ));
    }
    errors.extend(files(dir));
    let toml = dir.join("problem.toml");
    for code in problem.meta.titles.keys() {
        if !statement_path(dir, code).is_file() {
            errors.push(Diagnostic::new(
                &toml,
                format!(
                    "`titles.{code}` names a language without a statement ({})",
                    statement_path(dir, code).display()
                ),
            ));
        }
    }
    let math = Math::new();
    for language in &LANGUAGES {
        let path = statement_path(dir, language.code);
        if !path.is_file() {
            continue;
        }
        match Statement::load(problem, language.code) {
            Ok(statement) => errors.extend(parts(&statement, problem.meta.kind)),
            Err(e) => errors.push(e),
        }
        match std::fs::read_to_string(&path) {
            Ok(text) => {
                errors.extend(words(&path, &text, &problem.meta.allowed_words));
                errors.extend(writing(&path, &text, &math));
            }
            Err(e) => errors.push(Diagnostic::new(&path, format!("cannot read: {e}"))),
        }
    }
    errors.extend(editorial(dir, &math));
    errors
}

/// The files of `statement/`: a statement per language, named `problem.<code>.md`.
fn files(dir: &Path) -> Vec<Diagnostic> {
    let folder = dir.join("statement");
    let Ok(entries) = std::fs::read_dir(&folder) else { return Vec::new() };
    let mut names: Vec<String> = entries.flatten().map(|e| e.file_name().to_string_lossy().into_owned()).collect();
    names.sort();
    let known: Vec<String> = LANGUAGES.iter().map(|l| format!("problem.{}.md", l.code)).collect();
    names
        .iter()
        .filter(|name| !known.contains(name))
        .map(|name| {
            Diagnostic::new(&folder.join(name), format!("not a statement: statement/ holds `{}`", known.join("`, `")))
        })
        .collect()
}

/// The parts of `statement`: a legend, each part at most once and in order, and the format as
/// the problem's kind reads it.
fn parts(statement: &Statement, kind: Kind) -> Vec<Diagnostic> {
    let mut errors = Vec::new();
    let path = &statement.path;
    let found: Vec<Part> = statement.parts.iter().map(|(p, _)| *p).collect();
    let name = |part: Part| statement.language.heading(part).map_or("the legend".to_owned(), |h| format!("`## {h}`"));
    if found.first() != Some(&Part::Legend) {
        errors.push(Diagnostic::new(path, "no legend: the rules and the question come first, before any heading"));
    }
    for pair in found.windows(2) {
        if pair[0] >= pair[1] {
            errors.push(Diagnostic::new(
                path,
                format!("{} after {}: the parts are the legend, then {}", name(pair[1]), name(pair[0]), {
                    let all: Vec<String> = Part::HEADED.iter().map(|&p| name(p)).collect();
                    all.join(", ")
                }),
            ));
        }
    }
    let interactive = kind == Kind::Interactive;
    let (needed, refused): (&[Part], &[Part]) = if interactive {
        (&[Part::Interaction], &[Part::Input, Part::Output])
    } else {
        (&[Part::Input, Part::Output], &[Part::Interaction])
    };
    let why = if interactive {
        format!("the problem is interactive: its statement has {} instead of input and output", name(Part::Interaction))
    } else {
        format!("the problem is not interactive: its statement has {} and {}", name(Part::Input), name(Part::Output))
    };
    for &part in needed.iter().filter(|p| !found.contains(p)) {
        errors.push(Diagnostic::new(path, format!("no {}: {why}", name(part))));
    }
    for &part in refused.iter().filter(|p| found.contains(p)) {
        errors.push(Diagnostic::new(path, format!("{}: {why}", name(part))));
    }
    errors
}

/// The 1-based line of byte `offset` of `text`.
fn line_of(text: &str, offset: usize) -> usize {
    text.as_bytes()[..offset.min(text.len())].iter().filter(|&&b| b == b'\n').count() + 1
}

/// Where `word` (lowercase) starts in `lower` as a word of its own: not inside a longer word
/// before it, and, for a `whole` word, not followed by a letter or digit.
fn find_word(lower: &str, word: &str, whole: bool) -> Option<usize> {
    let alnum = |c: Option<char>| c.is_some_and(char::is_alphanumeric);
    let mut from = 0;
    while let Some(found) = lower[from..].find(word) {
        let at = from + found;
        let before = lower[..at].chars().next_back();
        let after = lower[at + word.len()..].chars().next();
        let ascii = word.is_ascii();
        if !ascii || !(alnum(before) || whole && alnum(after)) {
            return Some(at);
        }
        from = at + word.len();
    }
    None
}

/// Words that tell the method or speak to maintainers, each by line.
fn words(path: &Path, text: &str, allowed: &[String]) -> Vec<Diagnostic> {
    let lower = text.to_lowercase();
    // Lowercasing keeps these texts' byte offsets: lines are found in the original.
    let offsets_kept = lower.len() == text.len();
    let line = |at: usize| if offsets_kept { Some(line_of(text, at)) } else { None };
    let at = |offset: usize, message: String| match line(offset) {
        Some(l) => Diagnostic::at_line(path, l, message),
        None => Diagnostic::new(path, message),
    };
    let mut errors = Vec::new();
    for &(word, whole) in METHOD_WORDS {
        if allowed.iter().any(|a| a.to_lowercase() == word) {
            continue;
        }
        if let Some(offset) = find_word(&lower, word, whole) {
            errors.push(at(
                offset,
                format!(
                    "`{word}` tells the method: a statement gives the rules, never the way to solve them (a problem whose own rules need the word lists it in problem.toml's `allowed_words`)"
                ),
            ));
        }
    }
    for word in MAINTAINER_WORDS {
        if let Some(offset) = lower.find(word) {
            errors.push(at(
                offset,
                format!("`{word}` is a note for maintainers: it belongs in the README, not in what a student reads"),
            ));
        }
    }
    errors
}

/// Whether a character of text outside math and code prints in LaTeX as it is.
fn prints_as_text(c: char) -> bool {
    c.is_ascii()
        || ('\u{a0}'..='\u{ff}').contains(&c) && c != '×' && c != '÷' && c != '±' && c != '·'
        || "‘’“”–—…".contains(c)
        // CJK: ideographs, punctuation, full-width forms.
        || ('\u{3000}'..='\u{303f}').contains(&c)
        || ('\u{4e00}'..='\u{9fff}').contains(&c)
        || ('\u{ff00}'..='\u{ffef}').contains(&c)
}

/// How `text` is written: math between `$…$` with commands both renderings know, and text
/// that holds no math written as text (`<=`, `10^5`, `a_i`, `≤`).
fn writing(path: &Path, text: &str, math: &Math) -> Vec<Diagnostic> {
    let mut errors = Vec::new();
    let mut in_code_block = false;
    // The parser cuts text at each `<` it might take for HTML: the pieces are joined again, so
    // that `1 <= n` is seen whole.
    let mut events: Vec<(Event<'_>, std::ops::Range<usize>)> = Vec::new();
    for (event, range) in Parser::new_ext(text, options()).into_offset_iter() {
        match (events.last_mut(), event) {
            (Some((Event::Text(before), _)), Event::Text(more)) => *before = format!("{before}{more}").into(),
            (_, event) => events.push((event, range)),
        }
    }
    for (event, range) in events {
        let line = line_of(text, range.start);
        match event {
            Event::Start(Tag::CodeBlock(_)) => in_code_block = true,
            Event::End(TagEnd::CodeBlock) => in_code_block = false,
            Event::InlineMath(ref tex) | Event::DisplayMath(ref tex) => {
                errors.extend(commands(tex).into_iter().map(|c| {
                    Diagnostic::at_line(
                        path,
                        line,
                        format!(
                            "`\\{c}` in `{tex}`: write math with the commands both the site and LaTeX typeset (docs/statements.md)"
                        ),
                    )
                }));
                let display = matches!(event, Event::DisplayMath(_));
                if let Err(e) = math.mathml(tex, display) {
                    errors.push(Diagnostic::at_line(path, line, e));
                }
            }
            Event::Text(t) if !in_code_block => {
                if let Some(found) = math_as_text(&t) {
                    errors.push(Diagnostic::at_line(
                        path,
                        line,
                        format!(
                            "`{found}` is math written as text: write it between $…$ (`$\\le$`, `$10^5$`, `$a_i$`)"
                        ),
                    ));
                }
            }
            _ => {}
        }
    }
    errors
}

/// The commands of `tex` outside [`COMMANDS`] (a backslash and letters), each once; a
/// backslash before a symbol (`\{`, `\,`) is always allowed.
fn commands(tex: &str) -> Vec<String> {
    let mut unknown: Vec<String> = Vec::new();
    let mut chars = tex.char_indices().peekable();
    while let Some((_, c)) = chars.next() {
        if c != '\\' {
            continue;
        }
        let mut name = String::new();
        while let Some(&(_, next)) = chars.peek() {
            if !next.is_ascii_alphabetic() {
                break;
            }
            name.push(next);
            chars.next();
        }
        if name.is_empty() {
            chars.next();
        } else if !COMMANDS.contains(&name.as_str()) && !unknown.contains(&name) {
            unknown.push(name);
        }
    }
    unknown
}

/// The first piece of `text` that is math written as text: a comparison (`<=`, `>=`, `!=`), a
/// power or an index between word characters (`10^5`, `a_i`), or a symbol LaTeX prints only as
/// math (`≤`).
fn math_as_text(text: &str) -> Option<String> {
    for comparison in ["<=", ">=", "!="] {
        if text.contains(comparison) {
            return Some(comparison.to_owned());
        }
    }
    let chars: Vec<char> = text.chars().collect();
    for (i, window) in chars.windows(3).enumerate() {
        if (window[1] == '^' || window[1] == '_') && window[0].is_alphanumeric() && window[2].is_alphanumeric() {
            // `snake_case` names are words, not indices: an index follows a single letter or digit.
            let before = i.checked_sub(1).map(|j| chars[j]);
            let after = chars.get(i + 3).copied();
            let word = |c: Option<char>| c.is_some_and(|c| c.is_alphanumeric() || c == '_');
            if window[1] == '^' || !(word(before) || after == Some('_')) {
                return Some(window.iter().collect());
            }
        }
    }
    chars.iter().find(|&&c| !prints_as_text(c)).map(|c| c.to_string())
}

/// The editorial: present, in four parts for the coach, its math typeset, no word of the
/// workspace.
fn editorial(dir: &Path, math: &Math) -> Vec<Diagnostic> {
    const PARTS: [&str; 4] = ["The idea", "Why it is right", "Cost", "Traps"];
    let path = editorial_path(dir);
    let text = match std::fs::read_to_string(&path) {
        Ok(text) => text,
        Err(_) => {
            return vec![Diagnostic::new(
                &path,
                format!("missing: the coach's editorial, in four parts: `## {}`", PARTS.join("`, `## ")),
            )];
        }
    };
    let document = Document::parse(&path, &text);
    let mut errors = Vec::new();
    let titles: Vec<&str> = document.sections.iter().filter(|s| s.level == 2).map(|s| s.title.as_str()).collect();
    if titles != PARTS || document.sections.iter().any(|s| s.level == 1) || !document.lead.trim().is_empty() {
        errors.push(Diagnostic::new(
            &path,
            format!(
                "the editorial's parts are `## {}`, in this order, and nothing before them (found: {})",
                PARTS.join("`, `## "),
                if titles.is_empty() { "none".to_owned() } else { titles.join(", ") }
            ),
        ));
    }
    let lower = text.to_lowercase();
    for word in WORKSPACE_WORDS {
        if let Some(offset) = lower.find(word) {
            errors.push(Diagnostic::at_line(
                &path,
                line_of(&text, offset),
                format!("`{word}` is a word of the workspace: the editorial is written for a coach, who sees none of its files"),
            ));
        }
    }
    for (event, range) in Parser::new_ext(&text, options()).into_offset_iter() {
        if let Event::InlineMath(tex) | Event::DisplayMath(tex) = &event {
            let display = matches!(event, Event::DisplayMath(_));
            if let Err(e) = math.mathml(tex, display) {
                errors.push(Diagnostic::at_line(&path, line_of(&text, range.start), e));
            }
        }
    }
    errors
}

#[cfg(test)]
mod tests {
    use super::*;

    fn said(errors: &[Diagnostic]) -> Vec<String> {
        errors.iter().map(|e| format!("{}: {}", e.line.map_or(String::new(), |l| l.to_string()), e.message)).collect()
    }

    #[test]
    fn words_that_tell_the_method_are_refused_unless_the_rules_need_them() {
        let text = "Take stones.\n\n## Notes\n\nThe XOR of 2 and 3 is 1, its Grundy value; SGU is a judge.\n";
        let found = said(&words(Path::new("s.md"), text, &[]));
        assert_eq!(found.len(), 2, "{found:?}");
        assert!(found[0].starts_with("5: `grundy` tells the method"), "{found:?}");
        assert!(found[1].starts_with("5: `xor` tells the method"), "{found:?}");
        let allowed = said(&words(Path::new("s.md"), text, &["XOR".to_owned()]));
        assert_eq!(allowed.len(), 1, "{allowed:?}");
        assert!(said(&words(Path::new("s.md"), "Its sg value.", &[]))[0].starts_with("1: `sg`"));
        assert!(said(&words(Path::new("s.md"), "A periodic table; the mexican wave", &[]))[0].contains("`period`"));
        assert_eq!(words(Path::new("s.md"), "complex mexican bashful", &[]).len(), 1, "only bash starts a word");
        assert!(said(&words(Path::new("s.md"), "两数异或", &[]))[0].contains("异或"));
    }

    #[test]
    fn notes_for_maintainers_are_refused() {
        let found = said(&words(Path::new("s.md"), "x\n\n`cases/00-sample-1` is recalled.\n", &[]));
        assert!(found.iter().any(|f| f.starts_with("3: `cases/` is a note for maintainers")), "{found:?}");
        assert!(found.iter().any(|f| f.contains("`recalled`")), "{found:?}");
        assert!(found.iter().any(|f| f.contains("`00-sample`")), "{found:?}");
    }

    #[test]
    fn math_is_written_as_math_with_commands_both_renderings_know() {
        let math = Math::new();
        let text = "Rules 1 <= n.\n\nPiles a_i and 10^5, lines_per_test; ≤ here.\n\n$\\mathbb{N}$ and $x \\le y \\wat$.\n\n```\na_i <= 10^5\n```\n";
        let found = said(&writing(Path::new("s.md"), text, &math));
        assert_eq!(found.len(), 5, "{found:?}");
        assert!(found[0].starts_with("1: `<=` is math written as text"), "{found:?}");
        assert!(found[1].starts_with("3: `a_i` is math written as text"), "{found:?}");
        assert!(found[2].starts_with("5: `\\mathbb` in `\\mathbb{N}`"), "{found:?}");
        assert!(found[3].starts_with("5: `\\wat` in `x \\le y \\wat`"), "{found:?}");
        assert!(found[4].starts_with("5: the formula `x \\le y \\wat` cannot be typeset"), "{found:?}");
        assert_eq!(math_as_text("≤"), Some("≤".to_owned()));
        assert_eq!(math_as_text("— “quoted” … é 中文，标点。"), None);
        assert_eq!(math_as_text("snake_case_word and x_1"), Some("x_1".to_owned()));
        assert_eq!(commands("\\{a, b\\} \\le \\frac{1}{2} \\, \\foo \\foo"), ["foo"]);
    }

    #[test]
    fn the_parts_follow_the_kind() {
        let en = &LANGUAGES[0];
        let statement =
            |text: &str| Statement::of(en, "T".to_owned(), &Document::parse(Path::new("s.md"), text)).unwrap();
        let batch = statement("Rules.\n\n## Input\n\nx\n\n## Output\n\ny\n");
        assert!(parts(&batch, Kind::Batch).is_empty());
        assert_eq!(
            said(&parts(&batch, Kind::Interactive)),
            [
                ": no `## Interaction`: the problem is interactive: its statement has `## Interaction` instead of input and output",
                ": `## Input`: the problem is interactive: its statement has `## Interaction` instead of input and output",
                ": `## Output`: the problem is interactive: its statement has `## Interaction` instead of input and output"
            ]
        );
        let disordered = statement("## Output\n\ny\n\n## Input\n\nx\n\n## Input\n\nz\n");
        let found = said(&parts(&disordered, Kind::Checker));
        assert!(found[0].starts_with(": no legend"), "{found:?}");
        assert!(
            found[1].starts_with(": `## Input` after `## Output`: the parts are the legend, then `## Input`"),
            "{found:?}"
        );
        assert!(found[2].starts_with(": `## Input` after `## Input`"), "{found:?}");
    }

    /// A problem in `dir` with `problem.toml`'s `extra` lines and the files given.
    fn problem(dir: &Path, extra: &str, files: &[(&str, &str)]) -> Problem {
        for (name, text) in files {
            let path = dir.join(name);
            std::fs::create_dir_all(path.parent().unwrap()).unwrap();
            std::fs::write(path, text).unwrap();
        }
        let text = format!("title = \"Sum\"\nsource = \"s\"\ntime_limit_ms = 1\n{extra}");
        let meta = testkit::meta::parse(Path::new("problem.toml"), &text).unwrap();
        Problem { slug: "p".into(), dir: dir.to_path_buf(), meta, cases: Vec::new() }
    }

    const EDITORIAL: &str = "## The idea\n\n## Why it is right\n\n## Cost\n\n## Traps\n";

    #[test]
    fn a_whole_problem_is_linted_file_by_file() {
        let tmp = tempfile::tempdir().unwrap();
        let good = problem(
            tmp.path(),
            "titles = { zh = \"和\" }\nallowed_words = [\"XOR\"]\n",
            &[
                (
                    "statement/problem.en.md",
                    "Take the XOR of $a$ and $b$.\n\n## Input\n\nTwo numbers.\n\n## Output\n\nOne.\n",
                ),
                ("statement/problem.zh.md", "规则。\n\n## 输入格式\n\n两个数。\n\n## 输出格式\n\n一个数。\n"),
                ("solution/solution.en.md", EDITORIAL),
            ],
        );
        assert_eq!(lint(&good), Vec::<Diagnostic>::new());
        let tmp = tempfile::tempdir().unwrap();
        let bad = problem(
            tmp.path(),
            "titles = { fr = \"Somme\" }\nkind = \"interactive\"\n",
            &[
                ("statement/notes.txt", "x"),
                ("statement/problem.zh.md", "规则。\n"),
                ("solution/solution.en.md", EDITORIAL),
            ],
        );
        let found = said(&lint(&bad));
        assert_eq!(found.len(), 4, "{found:?}");
        assert!(found[0].starts_with(": missing: every problem has its statement in English"), "{found:?}");
        assert!(
            found[1].starts_with(": not a statement: statement/ holds `problem.en.md`, `problem.zh.md`"),
            "{found:?}"
        );
        assert!(found[2].starts_with(": `titles.fr` names a language without a statement"), "{found:?}");
        assert!(found[3].starts_with(": no `titles.zh` for "), "{found:?}");
        let tmp = tempfile::tempdir().unwrap();
        let interactive = problem(
            tmp.path(),
            "kind = \"interactive\"\n",
            &[
                ("statement/problem.en.md", "Play 1 <= n.\n\n## Input\n\nx\n\n## Notes\n\nThe period.\n"),
                ("solution/solution.en.md", EDITORIAL),
            ],
        );
        let found = said(&lint(&interactive));
        assert_eq!(found.len(), 4, "{found:?}");
        assert!(found[0].starts_with(": no `## Interaction`"), "{found:?}");
        assert!(found[1].starts_with(": `## Input`: the problem is interactive"), "{found:?}");
        assert!(found[2].starts_with("9: `period` tells the method"), "{found:?}");
        assert!(found[3].starts_with("1: `<=` is math written as text"), "{found:?}");
    }

    #[test]
    fn a_word_is_found_where_it_starts_a_word() {
        assert_eq!(find_word("the mex of", "mex", true), Some(4));
        assert_eq!(find_word("complex mex", "mex", true), Some(8), "the second, whole");
        assert_eq!(find_word("mexican", "mex", true), None);
        assert_eq!(find_word("periodic", "period", false), Some(0));
        assert_eq!(find_word("aperiodic", "period", false), None);
        assert_eq!(find_word("两数异或", "异或", false), Some(6), "no word boundary in Chinese");
        assert_eq!(find_word("", "sg", true), None);
        assert_eq!(find_word("sg", "sg", true), Some(0));
    }

    #[test]
    fn what_prints_as_text_in_latex() {
        for c in ['a', '~', 'é', 'ÿ', '\u{a0}', '“', '—', '…', '中', '，', '。'] {
            assert!(prints_as_text(c), "{c:?}");
        }
        for c in ['×', '÷', '±', '·', '≤', '→', 'Ω', '😀'] {
            assert!(!prints_as_text(c), "{c:?}");
        }
        assert_eq!(math_as_text("a b"), None);
        assert_eq!(math_as_text("2^31"), Some("2^3".to_owned()));
        assert_eq!(math_as_text("x != y"), Some("!=".to_owned()));
        assert_eq!(math_as_text("x >= y"), Some(">=".to_owned()));
        assert_eq!(math_as_text("a_b_c"), None, "a name of words, no index");
        assert_eq!(math_as_text("_a"), None);
        assert_eq!(math_as_text("a_"), None);
    }

    #[test]
    fn an_editorial_has_four_parts_for_the_coach() {
        let tmp = tempfile::tempdir().unwrap();
        let math = Math::new();
        let missing = said(&editorial(tmp.path(), &math));
        assert!(missing[0].starts_with(": missing: the coach's editorial"), "{missing:?}");
        std::fs::create_dir(tmp.path().join("solution")).unwrap();
        let path = editorial_path(tmp.path());
        std::fs::write(&path, "## The idea\n\n$x$\n\n## Why it is right\n\n## Cost\n\n## Traps\n").unwrap();
        assert!(editorial(tmp.path(), &math).is_empty());
        // The four parts and nothing else: no title, no text before them.
        for extra in ["# Nim\n\n", "Intro.\n\n"] {
            std::fs::write(&path, format!("{extra}## The idea\n\n## Why it is right\n\n## Cost\n\n## Traps\n"))
                .unwrap();
            let found = said(&editorial(tmp.path(), &math));
            assert_eq!(found.len(), 1, "{extra:?}: {found:?}");
            assert!(found[0].ends_with("(found: The idea, Why it is right, Cost, Traps)"), "{found:?}");
        }
        std::fs::write(&path, "Intro.\n\n## The idea\n\nSee `sg_core::mex` and $\\bad$.\n").unwrap();
        let found = said(&editorial(tmp.path(), &math));
        assert_eq!(found.len(), 3, "{found:?}");
        assert!(found[0].starts_with(": the editorial's parts are `## The idea`"), "{found:?}");
        assert!(found[0].ends_with("(found: The idea)"), "{found:?}");
        assert!(found[1].starts_with("5: `sg_core` is a word of the workspace"), "{found:?}");
        assert!(found[2].starts_with("5: the formula `\\bad` cannot be typeset"), "{found:?}");
    }
}
