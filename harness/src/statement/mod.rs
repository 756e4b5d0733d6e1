//! A problem's statement and editorial as documents: `statement/problem.<lang>.md` (what a
//! student reads) and `solution/solution.en.md` (what a coach reads), each Markdown with TeX
//! math between `$…$`. One source, typeset three ways: [`html`] (MathML, for the site and the
//! PDF printed from it) and [`tex`] (for the packages); [`lint`] holds a statement to what a
//! contest hands out.
//!
//! A statement is made of [`Part`]s: the legend (before any heading), then `## Input`,
//! `## Output` (or `## Interaction`), `## Constraints` and `## Notes`, named in the statement's
//! language ([`Language`]). The samples are not in the file: every rendering puts them after
//! the parts that describe the format and before the notes ([`Part::after_samples`]).

pub mod html;
pub mod lint;
pub mod tex;

use pulldown_cmark::{Event, HeadingLevel, Options, Parser, Tag, TagEnd};
use std::path::{Path, PathBuf};
use testkit::diagnostic::Diagnostic;
use testkit::discover::Problem;

/// The language every problem has a statement in.
pub const ENGLISH: &str = "en";

/// A part of a statement, in the order a statement gives them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Part {
    /// The rules and the question, before any heading.
    Legend,
    /// The input's format.
    Input,
    /// The output's format.
    Output,
    /// How an interactive problem's program talks with the jury (instead of Input and Output).
    Interaction,
    /// The bounds on the values.
    Constraints,
    /// What the samples show, after them.
    Notes,
}

impl Part {
    /// The parts a heading may name, in order.
    pub const HEADED: [Part; 5] = [Part::Input, Part::Output, Part::Interaction, Part::Constraints, Part::Notes];

    /// Whether the part comes after the samples.
    pub fn after_samples(self) -> bool {
        self == Part::Notes
    }
}

/// The words a statement in one language is printed with: its headings and labels.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Language {
    /// The code (`en`, `zh`), as the file name has it.
    pub code: &'static str,
    /// Its name in itself, as a link to it reads (`English`, `中文`).
    pub name: &'static str,
    /// The heading of each part of [`Part::HEADED`], in that order.
    pub headings: [&'static str; 5],
    /// "Sample", before a sample's number.
    pub sample: &'static str,
    /// "Input" and "Output" above a sample's two texts.
    pub sample_input: &'static str,
    /// See [`Language::sample_input`].
    pub sample_output: &'static str,
    /// "Time limit" and "Memory limit".
    pub time_limit: &'static str,
    /// See [`Language::time_limit`].
    pub memory_limit: &'static str,
    /// The word of a download link.
    pub download: &'static str,
}

/// The languages a statement may be written in.
pub const LANGUAGES: [Language; 2] = [
    Language {
        code: "en",
        name: "English",
        headings: ["Input", "Output", "Interaction", "Constraints", "Notes"],
        sample: "Sample",
        sample_input: "Input",
        sample_output: "Output",
        time_limit: "Time limit",
        memory_limit: "Memory limit",
        download: "download",
    },
    Language {
        code: "zh",
        name: "中文",
        headings: ["输入格式", "输出格式", "交互方式", "数据范围", "说明"],
        sample: "样例",
        sample_input: "输入",
        sample_output: "输出",
        time_limit: "时间限制",
        memory_limit: "内存限制",
        download: "下载",
    },
];

/// The language of `code`, if statements may be written in it.
///
/// ```
/// assert_eq!(harness::statement::language("zh").map(|l| l.name), Some("中文"));
/// assert!(harness::statement::language("tlh").is_none());
/// ```
pub fn language(code: &str) -> Option<&'static Language> {
    LANGUAGES.iter().find(|l| l.code == code)
}

impl Language {
    /// The heading of `part` in this language; none for the legend.
    pub fn heading(&self, part: Part) -> Option<&'static str> {
        Part::HEADED.iter().position(|&p| p == part).map(|i| self.headings[i])
    }

    /// The part a heading names in this language.
    pub fn part(&self, heading: &str) -> Option<Part> {
        self.headings.iter().position(|&h| h == heading).map(|i| Part::HEADED[i])
    }
}

/// A Markdown document cut at its `##` headings: the text before the first, then each section's
/// heading, the line it is on, and its text. A `#` heading is kept as a section of its own (a
/// statement must have none).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Document {
    /// The file.
    pub path: PathBuf,
    /// The text before the first heading.
    pub lead: String,
    /// Each section: its heading's level (1 or 2), its title, its line, its Markdown.
    pub sections: Vec<Section>,
}

/// A section of a [`Document`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Section {
    /// 1 for `#`, 2 for `##`.
    pub level: u8,
    /// The heading's text.
    pub title: String,
    /// The 1-based line of the heading.
    pub line: usize,
    /// The Markdown after the heading, up to the next `#` or `##` heading.
    pub body: String,
}

/// The Markdown options of every document: tables, strikethrough, and math between `$…$`.
pub fn options() -> Options {
    Options::ENABLE_TABLES | Options::ENABLE_STRIKETHROUGH | Options::ENABLE_MATH
}

impl Document {
    /// Cuts `text` (the file `path`) at its `#` and `##` headings, as the Markdown parser finds
    /// them (a `#` in a code block is no heading).
    ///
    /// ```
    /// let doc = harness::statement::Document::parse("p.md".as_ref(), "Rules.\n\n## Input\n\n`n`\n\n```\n## no\n```\n");
    /// assert_eq!(doc.lead, "Rules.\n\n");
    /// assert_eq!((doc.sections[0].title.as_str(), doc.sections[0].line), ("Input", 3));
    /// assert!(doc.sections[0].body.contains("## no"));
    /// ```
    pub fn parse(path: &Path, text: &str) -> Document {
        let mut headings: Vec<(u8, usize, usize, String)> = Vec::new();
        let mut open: Option<(u8, usize, String)> = None;
        for (event, range) in Parser::new_ext(text, options()).into_offset_iter() {
            match event {
                Event::Start(Tag::Heading { level, .. }) if level <= HeadingLevel::H2 => {
                    open = Some((if level == HeadingLevel::H1 { 1 } else { 2 }, range.start, String::new()));
                }
                Event::End(TagEnd::Heading(level)) if level <= HeadingLevel::H2 => {
                    if let Some((level, start, title)) = open.take() {
                        headings.push((level, start, range.end, title.trim().to_owned()));
                    }
                }
                Event::Text(t) | Event::Code(t) | Event::InlineMath(t) => {
                    if let Some((_, _, title)) = open.as_mut() {
                        title.push_str(&t);
                    }
                }
                _ => {}
            }
        }
        let line = |offset: usize| text[..offset].matches('\n').count() + 1;
        let lead_end = headings.first().map_or(text.len(), |h| h.1);
        let mut sections = Vec::new();
        for (i, (level, start, end, title)) in headings.iter().enumerate() {
            let body_end = headings.get(i + 1).map_or(text.len(), |next| next.1);
            let body = text.get(*end..body_end).unwrap_or_default().trim_start_matches('\n').to_owned();
            sections.push(Section { level: *level, title: title.clone(), line: line(*start), body });
        }
        Document { path: path.to_path_buf(), lead: text[..lead_end].to_owned(), sections }
    }

    /// Reads and cuts the file `path`.
    ///
    /// # Errors
    ///
    /// It cannot be read, or is not UTF-8.
    pub fn load(path: &Path) -> Result<Document, Diagnostic> {
        let text = std::fs::read_to_string(path).map_err(|e| Diagnostic::new(path, format!("cannot read: {e}")))?;
        Ok(Document::parse(path, &text))
    }
}

/// A problem's statement in one language: its title and its parts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Statement {
    /// Its language.
    pub language: &'static Language,
    /// The problem's title in that language.
    pub title: String,
    /// The file.
    pub path: PathBuf,
    /// Its parts, in the order written, each with its Markdown.
    pub parts: Vec<(Part, String)>,
}

/// Some parts of a statement, each with its Markdown.
pub type Parts<'a> = Vec<&'a (Part, String)>;

/// The file of `problem`'s statement in the language `code`.
pub fn statement_path(dir: &Path, code: &str) -> PathBuf {
    dir.join("statement").join(format!("problem.{code}.md"))
}

/// The file of a problem's editorial.
pub fn editorial_path(dir: &Path) -> PathBuf {
    dir.join("solution").join(format!("solution.{ENGLISH}.md"))
}

/// The languages `problem` has a statement in: English first, then the others by code.
pub fn languages(problem: &Problem) -> Vec<&'static Language> {
    let mut found: Vec<&'static Language> =
        LANGUAGES.iter().filter(|l| statement_path(&problem.dir, l.code).is_file()).collect();
    found.sort_by_key(|l| (l.code != ENGLISH, l.code));
    found
}

impl Statement {
    /// The statement of `problem` in the language `code`.
    ///
    /// # Errors
    ///
    /// The language is not one statements are written in, the problem has no title in it, the
    /// file cannot be read, or a heading names no part of a statement (see [`lint`] for all
    /// the rules).
    pub fn load(problem: &Problem, code: &str) -> Result<Statement, Diagnostic> {
        let path = statement_path(&problem.dir, code);
        let Some(language) = language(code) else {
            return Err(Diagnostic::new(&path, format!("no statement is written in `{code}`")));
        };
        let title = if code == ENGLISH {
            problem.meta.title.clone()
        } else {
            problem.meta.titles.get(code).cloned().ok_or_else(|| {
                Diagnostic::new(&problem.dir.join("problem.toml"), format!("no `titles.{code}` for {}", path.display()))
            })?
        };
        let document = Document::load(&path)?;
        Statement::of(language, title, &document)
    }

    /// The statement `document` is, in `language`, under `title`.
    ///
    /// # Errors
    ///
    /// A heading that names no part of a statement in `language`, by line.
    pub fn of(language: &'static Language, title: String, document: &Document) -> Result<Statement, Diagnostic> {
        let mut parts = vec![(Part::Legend, document.lead.clone())];
        for section in &document.sections {
            let part = language.part(&section.title).filter(|_| section.level == 2).ok_or_else(|| {
                Diagnostic::at_line(
                    &document.path,
                    section.line,
                    format!(
                        "`{}{}` is no part of a statement: its headings are `## {}`",
                        "#".repeat(usize::from(section.level)),
                        if section.title.is_empty() { String::new() } else { format!(" {}", section.title) },
                        language.headings.join("`, `## ")
                    ),
                )
            })?;
            parts.push((part, section.body.clone()));
        }
        parts.retain(|(part, body)| *part != Part::Legend || !body.trim().is_empty());
        Ok(Statement { language, title, path: document.path.clone(), parts })
    }

    /// The parts before the samples, then those after them.
    pub fn around_samples(&self) -> (Parts<'_>, Parts<'_>) {
        self.parts.iter().partition(|(part, _)| !part.after_samples())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const EN: &Language = &LANGUAGES[0];

    fn statement(text: &str) -> Result<Statement, Diagnostic> {
        Statement::of(EN, "T".to_owned(), &Document::parse(Path::new("s.md"), text))
    }

    #[test]
    fn a_statement_is_cut_into_its_parts_in_the_order_written() {
        let s = statement("Rules $n$.\n\n## Input\n\nOne line.\n\n## Output\n\n`Yes`.\n\n## Notes\n\nSee.\n").unwrap();
        let parts: Vec<Part> = s.parts.iter().map(|(p, _)| *p).collect();
        assert_eq!(parts, [Part::Legend, Part::Input, Part::Output, Part::Notes]);
        assert_eq!(s.parts[0].1, "Rules $n$.\n\n");
        assert_eq!(s.parts[1].1, "One line.\n\n");
        let (before, after) = s.around_samples();
        assert_eq!((before.len(), after.len()), (3, 1));
        assert_eq!(after[0].0, Part::Notes);
    }

    #[test]
    fn an_unknown_heading_is_refused_by_line() {
        let e = statement("Rules.\n\n## Input\n\nx\n\n## Solution\n\nXOR.\n").unwrap_err();
        assert_eq!(
            e.to_string(),
            "s.md:7: `## Solution` is no part of a statement: its headings are `## Input`, `## Output`, `## Interaction`, `## Constraints`, `## Notes`"
        );
        let e = statement("# Title\n\nRules.\n").unwrap_err();
        assert_eq!((e.line, e.message.starts_with("`# Title` is no part")), (Some(1), true));
        let zh = language("zh").unwrap();
        let doc = Document::parse(Path::new("z.md"), "规则。\n\n## 输入格式\n\n一行。\n\n## Input\n");
        assert_eq!(Statement::of(zh, "题".to_owned(), &doc).unwrap_err().line, Some(7));
    }

    #[test]
    fn a_heading_in_code_or_with_math_is_read_as_markdown_reads_it() {
        let doc = Document::parse(Path::new("d.md"), "```\n## Input\n```\n\n## The $n$ piles\n\ntext\n");
        assert_eq!(doc.sections.len(), 1);
        assert_eq!(
            (doc.sections[0].title.as_str(), doc.sections[0].line, doc.sections[0].level),
            ("The n piles", 5, 2)
        );
        assert_eq!(doc.sections[0].body, "text\n");
        assert!(doc.lead.contains("## Input"));
    }

    #[test]
    fn a_statement_is_found_by_its_language() {
        assert_eq!(language("zh").map(|l| l.name), Some("中文"));
        assert_eq!(language("en").map(|l| l.sample), Some("Sample"));
        assert!(language("fr").is_none());
        let tmp = tempfile::tempdir().unwrap();
        let dir = tmp.path().join("p");
        std::fs::create_dir_all(dir.join("statement")).unwrap();
        let text = "title = \"Sum\"\ntitles = { zh = \"和\" }\nsource = \"s\"\ntime_limit_ms = 1\n";
        let meta = testkit::meta::parse(Path::new("problem.toml"), text).unwrap();
        let problem = Problem { slug: "p".into(), dir: dir.clone(), meta, cases: Vec::new() };
        assert!(languages(&problem).is_empty());
        std::fs::write(statement_path(&dir, "zh"), "规则。\n\n## 输入格式\n\n一行。\n").unwrap();
        std::fs::write(statement_path(&dir, "en"), "Rules.\n\n## Input\n\nA line.\n").unwrap();
        let found: Vec<&str> = languages(&problem).iter().map(|l| l.code).collect();
        assert_eq!(found, ["en", "zh"], "English first");
        let zh = Statement::load(&problem, "zh").unwrap();
        assert_eq!((zh.title.as_str(), zh.language.code, zh.parts.len()), ("和", "zh", 2));
        assert_eq!(Statement::load(&problem, "en").unwrap().title, "Sum");
        assert_eq!(Statement::load(&problem, "fr").unwrap_err().message, "no statement is written in `fr`");
        let untitled = Problem {
            meta: testkit::meta::Meta { titles: Default::default(), ..problem.meta.clone() },
            ..problem.clone()
        };
        assert!(Statement::load(&untitled, "zh").unwrap_err().message.starts_with("no `titles.zh` for "));
        assert_eq!(editorial_path(&dir), dir.join("solution/solution.en.md"));
        assert!(Document::load(&dir.join("nowhere.md")).unwrap_err().message.starts_with("cannot read: "));
        let notes = Document::load(&statement_path(&dir, "en")).unwrap();
        assert_eq!((notes.sections[0].title.as_str(), notes.sections[0].body.as_str()), ("Input", "A line.\n"));
    }

    #[test]
    fn math_is_read_as_math() {
        let doc = Document::parse(Path::new("m.md"), "$a_i$ | `code`\n\n## Input $x$\n");
        assert_eq!(doc.sections[0].title, "Input x");
        let math: usize = Parser::new_ext("$a$ and $$b$$", options())
            .filter(|e| matches!(e, Event::InlineMath(_) | Event::DisplayMath(_)))
            .count();
        assert_eq!(math, 2);
        let tables =
            Parser::new_ext("| a |\n|---|\n| 1 |\n", options()).any(|e| matches!(e, Event::Start(Tag::Table(_))));
        assert!(tables);
    }

    #[test]
    fn each_language_names_every_part() {
        for language in &LANGUAGES {
            for part in Part::HEADED {
                let heading = language.heading(part).unwrap();
                assert_eq!(language.part(heading), Some(part), "{} {heading}", language.code);
            }
            assert_eq!(language.heading(Part::Legend), None);
        }
        assert!(Part::Notes.after_samples() && !Part::Constraints.after_samples() && !Part::Legend.after_samples());
    }
}
