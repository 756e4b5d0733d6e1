//! `harness export SLUG… --out DIR`: each problem as a problem package and a zip of it with
//! the package's files at its root, from what the problem already has, in one of two
//! versions of the format ([`Format`]): `2025-09`, the current one, which BAPCtools checks and
//! DOMjudge imports, or `legacy`, which problemtools checks in full. The `legacy` package:
//!
//! - `problem.yaml`: the title as `name`, a `uuid` fixed by the slug, the source, the
//!   `authors` of `problem.toml` (if any) as `author`, the memory
//!   limit, and how answers are judged (`validation: custom` with a checker, `custom
//!   interactive` with an interactor;
//!   otherwise Kattis' default comparison, made case-sensitive, and space-sensitive for the
//!   `exact` mode);
//!   `.timelimit` holds the time limit in seconds for DOMjudge (Kattis derives its own from
//!   the accepted submissions);
//! - `problem_statement/problem.<lang>.tex`: each statement (`statement/problem.<lang>.md`)
//!   in LaTeX, its math as TeX math ([`statement_tex`]); `problem.pdf`, the English statement
//!   as the site prints it, for DOMjudge, which shows that file to teams, where Chromium can
//!   print it;
//! - `data/sample/` (the `00-sample-*` cases) and `data/secret/` (the others), `.in`/`.ans`;
//! - `input_validators/validator/`, `output_validators/<checker or interactor>/`: the bundled
//!   program and a `build` script that compiles it with `rustc --edition 2021 -O`; an output
//!   validator's `run` wraps testlib's protocol (`checker input output answer`, exit 0 / 1 / 2 /
//!   3) into Kattis' (`validator input answer feedback_dir < output`, exit 42 / 43);
//! - `submissions/`: the bundled solution as `accepted/<name>.rs`, and the problem's own
//!   submissions in their folders; a `brute_force/` one stays out, as the version has no such
//!   folder (problemtools would not judge it).
//!
//! The `2025-09` package differs where that version does: `problem.yaml` says
//! `problem_format_version: 2025-09`, the `type` (`pass-fail` or `interactive`), the `source`
//! as a name and a URL, the authors as `credits.authors`, and the time limit under `limits`;
//! the statement is in `statement/` (LaTeX still: the version allows Markdown, but BAPCtools
//! reads only LaTeX), its notes after the samples (`\remainingsamples`); the default
//! comparison's arguments are `output_validator_args` in each data folder's `test_group.yaml`;
//! the checker or interactor is `output_validator/`; a `brute_force/` submission begins with
//! DOMjudge's `@EXPECTED_RESULTS@: TIMELIMIT, RUN-ERROR` line, as DOMjudge judges a folder
//! other than the four classic ones by that line.
//!
//! A package directory's name must match `[a-z0-9]+`: `s-nim` is exported as `snim/` and
//! `snim.zip`. An export starts from an empty directory, so nothing of an earlier one stays.

pub mod contest;

use crate::bundle;
use crate::files::Files;
use crate::problemtools::VERIFY_ADDRESS_SPACE_MB;
use crate::statement::{self, Part, Statement};
use std::io::Write as _;
use std::path::{Path, PathBuf};
use testkit::compare::CompareMode;
use testkit::diagnostic::Diagnostic;
use testkit::discover::{self, Language, Problem};
use testkit::meta::Kind;

/// A version of the problem package format.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Format {
    /// `2025-09`, the current version: what BAPCtools reads.
    #[default]
    Current,
    /// `legacy`, the version before `problem_format_version`: what problemtools checks in full.
    Legacy,
}

impl Format {
    /// The name `problem_format_version` gives it.
    pub fn name(self) -> &'static str {
        match self {
            Format::Current => "2025-09",
            Format::Legacy => "legacy",
        }
    }
}

/// A package written: its name, directory and zip.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Exported {
    /// The package's name (the slug without what `[a-z0-9]+` does not allow).
    pub name: String,
    /// The package directory.
    pub dir: PathBuf,
    /// The zip of it.
    pub zip: PathBuf,
    /// The files in the package, relative to it, sorted.
    pub files: Vec<String>,
}

/// The package name of a slug: its lowercase letters and digits.
///
/// ```
/// assert_eq!(harness::export::package_name("s-nim"), "snim");
/// ```
pub fn package_name(slug: &str) -> String {
    slug.chars().filter(|c| c.is_ascii_lowercase() || c.is_ascii_digit()).collect()
}

/// The package's `uuid`, the same at every export of the slug (so that a re-upload to Kattis
/// replaces the problem): SHA-256 of the slug, shaped as an RFC 9562 version 8 UUID.
///
/// ```
/// let id = harness::export::uuid("s-nim");
/// assert_eq!(id, harness::export::uuid("s-nim"));
/// assert_eq!((id.len(), &id[14..15]), (36, "8"));
/// ```
pub fn uuid(slug: &str) -> String {
    use sha2::{Digest, Sha256};
    let mut bytes: [u8; 16] =
        Sha256::digest(format!("sg-judge-workspace problem {slug}"))[..16].try_into().unwrap_or([0; 16]);
    // The version (8) and the variant (0b10) over bits the masks cleared: `^` for `|` is an
    // equivalent mutant in both lines.
    bytes[6] = (bytes[6] & 0x0f) | 0x80;
    bytes[8] = (bytes[8] & 0x3f) | 0x80;
    let hex: String = bytes.iter().map(|b| format!("{b:02x}")).collect();
    format!("{}-{}-{}-{}-{}", &hex[..8], &hex[8..12], &hex[12..16], &hex[16..20], &hex[20..])
}

/// Writes the package of `problem` into `out/<name>/` and `out/<name>.zip`, with the
/// workspace's libraries under `root` bundled into its programs.
///
/// # Errors
///
/// A file that cannot be read or written, or a program that does not bundle.
///
/// `open_ended`: whether the problem's input takes a test more after its last (its tests run to
/// the end of the input), which BAPCtools' made-up invalid inputs take for invalid. `printer`:
/// Chromium and the store of PDFs, to print the statement to `problem.pdf`; none, no PDF.
pub fn export(
    root: &Path,
    problem: &Problem,
    out: &Path,
    format: Format,
    open_ended: bool,
    printer: Option<&crate::site::pdf::Printer>,
) -> Result<Exported, Diagnostic> {
    let name = package_name(&problem.slug);
    let dir = out.join(&name);
    let zip = out.join(format!("{name}.zip"));
    for earlier in [&dir, &zip] {
        let removed = if earlier.is_dir() { std::fs::remove_dir_all(earlier) } else { std::fs::remove_file(earlier) };
        match removed {
            Err(e) if e.kind() != std::io::ErrorKind::NotFound => {
                return Err(Diagnostic::new(earlier, format!("cannot remove: {e}")));
            }
            _ => {}
        }
    }
    // A package that could not be written whole is not left to be uploaded.
    write_package(root, problem, &name, &dir, &zip, format, open_ended, printer).inspect_err(|_| {
        let _ = std::fs::remove_dir_all(&dir);
        let _ = std::fs::remove_file(&zip);
    })
}

#[allow(clippy::too_many_arguments)]
fn write_package(
    root: &Path,
    problem: &Problem,
    name: &str,
    dir: &Path,
    zip: &Path,
    format: Format,
    open_ended: bool,
    printer: Option<&crate::site::pdf::Printer>,
) -> Result<Exported, Diagnostic> {
    let mut package = Files::new(dir);
    let statements: Vec<Statement> =
        statement::languages(problem).iter().map(|l| Statement::load(problem, l.code)).collect::<Result<_, _>>()?;
    let yaml = match format {
        Format::Current => metadata(problem, &statements),
        Format::Legacy => legacy_metadata(problem),
    };
    package.write("problem.yaml", yaml_text(&yaml).as_bytes())?;
    if format == Format::Legacy {
        package.write(".timelimit", format!("{}\n", time_limit_seconds(problem)).as_bytes())?;
    }
    if format == Format::Current {
        let settings = bapctools_settings(&[problem.meta.kind], open_ended, problem.meta.memory_limit_mb, false);
        package.write(".bapctools.yaml", settings.as_bytes())?;
    }
    if let (Format::Current, Some(args)) = (format, comparison_args(problem)) {
        // The default comparison's arguments, for every case: each data folder says them.
        let group = yaml_text(&serde_json::json!({ "output_validator_args": args }));
        for folder in ["sample", "secret"] {
            package.write(&format!("data/{folder}/test_group.yaml"), group.as_bytes())?;
        }
    }

    // LaTeX in both versions: BAPCtools reads a statement only as `problem.<language>.tex`.
    let folder = if format == Format::Current { "statement" } else { "problem_statement" };
    for statement in &statements {
        let tex = statement_tex(statement, format);
        package.write(&format!("{folder}/problem.{}.tex", statement.language.code), tex.as_bytes())?;
    }
    if let Some(printer) = printer {
        // DOMjudge shows teams a package's `problem.pdf`: the statement as the site prints it.
        let pdf = printer.statement(problem, &dir.join("problem.pdf"))?;
        package.written.push(pdf);
    }

    write_data(&mut package, problem, format)?;
    write_programs(&mut package, root, problem, name, format)?;

    let files = package.sorted();
    write_zip(dir, &files, zip)?;
    Ok(Exported { name: name.to_owned(), dir: dir.to_path_buf(), zip: zip.to_path_buf(), files })
}

/// A package's data: every case in `sample/` or `secret/` (one the same as an earlier one a
/// link to it in `2025-09`), and for a checker problem in `2025-09` the samples' answers as
/// valid outputs.
fn write_data(package: &mut Files, problem: &Problem, format: Format) -> Result<(), Diagnostic> {
    // A case the same as an earlier one (a random case drawn equal to the sample) is a link to
    // it in `2025-09`, which BAPCtools reads as a duplicate meant.
    let mut written: Vec<(Vec<u8>, Vec<u8>, String)> = Vec::new();
    for case in &problem.cases {
        let folder = if case.name.starts_with("00-sample") { "sample" } else { "secret" };
        let place = format!("data/{folder}/{}", case.name);
        let read = |path: &Path| std::fs::read(path).map_err(|e| Diagnostic::new(path, format!("cannot read: {e}")));
        let (input, answer) = (read(&case.input)?, read(&case.output)?);
        let earlier = written.iter().find(|(i, a, _)| *i == input && *a == answer).map(|(_, _, at)| at.clone());
        match (format, earlier) {
            (Format::Current, Some(earlier)) => {
                package.link(&format!("{place}.in"), &format!("{earlier}.in"))?;
                package.link(&format!("{place}.ans"), &format!("{earlier}.ans"))?;
            }
            _ => {
                package.write(&format!("{place}.in"), &input)?;
                package.write(&format!("{place}.ans"), &answer)?;
                written.push((input, answer, place));
            }
        }
    }

    if format == Format::Current && problem.meta.kind == Kind::Checker {
        // A checker reads lines and tokens as the statement writes them: the samples' answers
        // are valid outputs as they are, and it says so, so that BAPCtools does not take the
        // same answers with other spacing or case for valid ones.
        let group = serde_json::json!({ "output_validator_args": ["case_sensitive", "space_change_sensitive"] });
        package.write("data/valid_output/test_group.yaml", yaml_text(&group).as_bytes())?;
        for case in problem.cases.iter().filter(|c| c.name.starts_with("00-sample")) {
            package.copy(&case.input, &format!("data/valid_output/{}.in", case.name))?;
            package.copy(&case.output, &format!("data/valid_output/{}.ans", case.name))?;
            package.copy(&case.output, &format!("data/valid_output/{}.out", case.name))?;
        }
    }
    Ok(())
}

/// A package's programs: the solution, the validator and the checker or interactor, each
/// bundled into one file with its build and run scripts; and the submissions.
fn write_programs(
    package: &mut Files,
    root: &Path,
    problem: &Problem,
    name: &str,
    format: Format,
) -> Result<(), Diagnostic> {
    let programs = bundle::programs(&problem.dir);
    for (program, _) in &programs {
        let bundled = bundle::checked_program(root, &problem.dir, &problem.slug, program)?;
        let source = bundled.source.as_bytes();
        match program.as_str() {
            "solution" => package.write(&format!("submissions/accepted/{name}.rs"), source)?,
            "validator" => {
                package.write("input_validators/validator/validator.rs", source)?;
                package.script("input_validators/validator/build", &build_script("validator", "run"))?;
            }
            "checker" | "interactor" => {
                // One output validator, in a folder of its own name in `legacy`.
                let folder = match format {
                    Format::Current => "output_validator".to_owned(),
                    Format::Legacy => format!("output_validators/{program}"),
                };
                let run = if program == "checker" { CHECKER_RUN } else { INTERACTOR_RUN };
                package.write(&format!("{folder}/{program}.rs"), source)?;
                package.script(&format!("{folder}/build"), &build_script(program, program))?;
                package.script(&format!("{folder}/run"), run)?;
            }
            _ => {}
        }
    }
    let submissions = discover::submissions(&problem.dir).map_err(|mut e| e.remove(0))?;
    for s in submissions.iter().filter(|s| format == Format::Current || s.folder != "brute_force") {
        let source = std::fs::read(&s.path).map_err(|e| Diagnostic::new(&s.path, format!("cannot read: {e}")))?;
        let source = if s.folder == "brute_force" { expected_results(s.language, &source) } else { source };
        package.write(&format!("submissions/{}", s.name()), &source)?;
    }
    Ok(())
}

/// A `brute_force/` submission's `source` with DOMjudge's `@EXPECTED_RESULTS@` line first (after
/// a `#!` line): DOMjudge judges the four classic folders by their names only, and any other by
/// that line, as BAPCtools' own export to DOMjudge writes it. A brute force times out or fails.
///
/// ```text
/// // @EXPECTED_RESULTS@: TIMELIMIT, RUN-ERROR
/// ```
fn expected_results(language: Language, source: &[u8]) -> Vec<u8> {
    let comment = if language == Language::Python { "#" } else { "//" };
    // The `#!` line stays first, whole.
    let (first, rest) = match source.iter().position(|&b| b == b'\n') {
        Some(end) if source.starts_with(b"#!") => source.split_at(end + 1),
        _ => (&source[..0], source),
    };
    let mut out = first.to_vec();
    out.extend_from_slice(format!("{comment} @EXPECTED_RESULTS@: TIMELIMIT, RUN-ERROR\n").as_bytes());
    out.extend_from_slice(rest);
    out
}

/// `value` as the text of a YAML file: pretty JSON, which is YAML (no YAML writer of our own).
fn yaml_text(value: &serde_json::Value) -> String {
    format!("{value:#}\n")
}

/// The problem's time limit in seconds, as both formats and `problems.yaml` give it.
fn time_limit_seconds(problem: &Problem) -> f64 {
    problem.meta.time_limit_ms as f64 / 1000.0
}

/// The problem's name as `problem.yaml` gives it: the title, or with statements in several
/// languages a map of each language's title (which must name exactly the statements').
fn name(problem: &Problem, statements: &[Statement]) -> serde_json::Value {
    if statements.len() <= 1 {
        return problem.meta.title.clone().into();
    }
    statements.iter().map(|s| (s.language.code.to_owned(), serde_json::Value::from(s.title.clone()))).collect()
}

/// `problem.yaml` of the `2025-09` format.
fn metadata(problem: &Problem, statements: &[Statement]) -> serde_json::Value {
    let meta = &problem.meta;
    let kind = if meta.kind == Kind::Interactive { "interactive" } else { "pass-fail" };
    let mut source = serde_json::json!({ "name": meta.source });
    if !meta.url.is_empty() {
        source["url"] = meta.url.clone().into();
    }
    let mut limits = serde_json::json!({
        "time_limit": time_limit_seconds(problem),
        "memory": meta.memory_limit_mb,
    });
    // The time limit must be a whole number of `time_resolution` (a second unless told).
    if !meta.time_limit_ms.is_multiple_of(1000) {
        let resolution = if meta.time_limit_ms.is_multiple_of(100) { 0.1 } else { 0.001 };
        limits["time_resolution"] = resolution.into();
    }
    let mut yaml = serde_json::json!({
        "problem_format_version": Format::Current.name(),
        "type": kind,
        "name": name(problem, statements),
        "uuid": uuid(&problem.slug),
        "source": source,
        "license": "unknown",
        "limits": limits,
    });
    if !meta.authors.is_empty() {
        yaml["credits"] = serde_json::json!({ "authors": meta.authors });
    }
    yaml
}

/// The warnings BAPCtools gives about a choice a package of `kind` made on purpose, each with
/// the reason.
fn warnings_on_purpose(kind: Kind) -> &'static [(&'static str, &'static str)] {
    match kind {
        Kind::Batch => &[(
            "No dedicated answer validators found.",
            "every answer is vouched for by the problem's brute force or reference, in its tests",
        )],
        Kind::Checker => &[],
        Kind::Interactive => &[
            (
                "use empty .ans file for interactive problem",
                "the interactor checks its own reckoning of each game against the answer file",
            ),
            (
                "It is advised to override .ans for samples if it does not represent a valid output.\n\tUse .ans.statement+.ans.download or .out for this.",
                "a sample's answer file is the interactor's, and the statement shows the interaction in its notes",
            ),
        ],
    }
}

/// `.bapctools.yaml` for packages of `kinds`: BAPCtools' own settings, naming the warnings it
/// gives about a choice made on purpose, each with the reason. BAPCtools still prints them
/// (marked "ignored"), and fails on any other. Where an input is `open_ended`, BAPCtools'
/// made-up invalid inputs are left out: a token more is a test more, not an invalid input.
/// Where the memory limit (`memory_mb`, the smallest of the packages') is below
/// [`VERIFY_ADDRESS_SPACE_MB`], bt's address-space cap is raised to that. A `contest`'s settings
/// are said of all its problems.
fn bapctools_settings(kinds: &[Kind], open_ended: bool, memory_mb: u64, contest: bool) -> String {
    let mut ignored: Vec<(&str, &str)> = kinds.iter().flat_map(|k| warnings_on_purpose(*k).iter().copied()).collect();
    ignored.sort_unstable();
    ignored.dedup();
    let (whose, limit) = if contest {
        ("every package of the contest", format!("each problem's limit (the smallest is {memory_mb} MiB)"))
    } else {
        ("the package", format!("the problem's limit, {memory_mb} MiB,"))
    };
    let mut text = format!("# BAPCtools' settings for {whose}, written by `harness export`.\n");
    if !ignored.is_empty() {
        text += "ignore_warning:\n";
        for (warning, why) in ignored {
            text += &format!("  # {why}\n  - {warning:?}\n");
        }
    }
    if memory_mb < VERIFY_ADDRESS_SPACE_MB {
        text += &format!(
            "# BAPCtools limits memory as address space (RLIMIT_AS), for rustc and the programs it\n\
             # runs alike: rustc runs out of it at 512 MiB, PyPy cannot start below 128 MiB. Judges\n\
             # count the memory used (DOMjudge and Kattis: resident memory in a control group), as\n\
             # `harness judge` does. So bt's cap is {VERIFY_ADDRESS_SPACE_MB} MiB, and {limit}\n\
             # stays in problem.yaml for the judge.\n\
             memory: {VERIFY_ADDRESS_SPACE_MB}\n"
        );
    }
    if open_ended {
        text += "# An input runs to its end: a token more is a test more, which BAPCtools' made-up\n\
                 # invalid inputs take for invalid. `harness check` tries the problem's own invalid\n\
                 # inputs and junk on its validator.\n\
                 generic:\n  - invalid_answer\n  - invalid_output\n  - valid_output\n  - output_validator\n";
    }
    text
}

/// `problem.yaml` of the `legacy` format, whose `name` is one string (problemtools refuses a
/// map): each statement's own title is its `\\problemname`.
fn legacy_metadata(problem: &Problem) -> serde_json::Value {
    let validation = match problem.meta.kind {
        Kind::Batch => "default",
        Kind::Checker => "custom",
        Kind::Interactive => "custom interactive",
    };
    let mut yaml = serde_json::json!({
        "name": problem.meta.title,
        "source": problem.meta.source,
        "uuid": uuid(&problem.slug),
        "license": "unknown",
        "validation": validation,
        "limits": { "memory": problem.meta.memory_limit_mb },
    });
    if let Some(args) = comparison_args(problem) {
        yaml["validator_flags"] = args.join(" ").into();
    }
    if !problem.meta.url.is_empty() {
        yaml["source_url"] = problem.meta.url.clone().into();
    }
    if !problem.meta.authors.is_empty() {
        yaml["author"] = problem.meta.authors.join(", ").into();
    }
    yaml
}

/// The arguments of the format's default comparison that give ours, for a problem that uses
/// it: case-sensitive (Kattis' default ignores case), and for the `exact` mode also
/// space-sensitive.
fn comparison_args(problem: &Problem) -> Option<Vec<&'static str>> {
    (problem.meta.kind == Kind::Batch).then(|| match problem.meta.compare {
        CompareMode::Tokens => vec!["case_sensitive"],
        CompareMode::Exact => vec!["case_sensitive", "space_change_sensitive"],
    })
}

/// A `build` script: compiles `<source>.rs` beside it into `binary`.
fn build_script(source: &str, binary: &str) -> String {
    format!(
        "#!/bin/sh\n# Compiles the bundled program, as the problem's judge does.\nset -e\ncd \"$(dirname \"$0\")\"\nrustc --edition 2021 -O -o {binary} {source}.rs\n"
    )
}

/// Kattis' output validator (`run input answer feedback_dir < output`, 42 AC, 43 WA) around the
/// problem's testlib checker (`checker input output answer`, 0 AC, 1 WA, 2 PE, 3 failure).
const CHECKER_RUN: &str = r#"#!/bin/sh
# Kattis' output validator protocol around the problem's testlib checker.
dir="$(dirname "$0")"
output="$3/team_output"
cat > "$output"
"$dir/checker" "$1" "$output" "$2" 2> "$3/judgemessage.txt"
case $? in
  0) exit 42 ;;
  1|2) exit 43 ;;
  *) exit 1 ;;
esac
"#;

/// Kattis' interactor (`run input answer feedback_dir`, joined to the submission, 42 / 43)
/// around the problem's interactor (`interactor input answer`, testlib's exit codes).
const INTERACTOR_RUN: &str = r#"#!/bin/sh
# Kattis' interactor protocol around the problem's interactor.
dir="$(dirname "$0")"
"$dir/interactor" "$1" "$2" 2> "$3/judgemessage.txt"
case $? in
  0) exit 42 ;;
  1|2) exit 43 ;;
  *) exit 1 ;;
esac
"#;

fn write_zip(dir: &Path, files: &[String], zip: &Path) -> Result<(), Diagnostic> {
    let entries: Vec<(String, PathBuf)> = files.iter().map(|relative| (relative.clone(), dir.join(relative))).collect();
    write_zip_entries(&entries, zip)
}

/// A zip at `zip` of `entries`, each its name in the zip and the file it holds, with the
/// file's mode.
fn write_zip_entries(entries: &[(String, PathBuf)], zip: &Path) -> Result<(), Diagnostic> {
    use std::os::unix::fs::PermissionsExt as _;
    let failed = |e: &dyn std::fmt::Display| Diagnostic::new(zip, format!("cannot write: {e}"));
    let file = std::fs::File::create(zip).map_err(|e| failed(&e))?;
    let mut writer = zip::ZipWriter::new(file);
    for (name, path) in entries {
        let bytes = std::fs::read(path).map_err(|e| Diagnostic::new(path, format!("cannot read: {e}")))?;
        let mode = std::fs::metadata(path).map(|m| m.permissions().mode() & 0o777).unwrap_or(0o644);
        let options = zip::write::SimpleFileOptions::default().unix_permissions(mode);
        writer.start_file(name.as_str(), options).map_err(|e| failed(&e))?;
        writer.write_all(&bytes).map_err(|e| failed(&e))?;
    }
    writer.finish().map_err(|e| failed(&e))?;
    Ok(())
}

/// A statement in LaTeX, as a package's `problem.<lang>.tex` holds it: `\problemname` from
/// its title, its parts under their headings, math as TeX math; in the `2025-09` format the
/// samples (which the judge system adds) before its notes, as `\remainingsamples` places them,
/// in `legacy` the notes last.
pub fn statement_tex(statement: &Statement, format: Format) -> String {
    let mut out = format!("\\problemname{{{}}}\n\n", crate::statement::tex::escape(&statement.title));
    for (part, markdown) in &statement.parts {
        if part.after_samples() && format == Format::Current {
            out += "\\remainingsamples\n\n";
        }
        if let Some(heading) = statement.language.heading(*part) {
            out += &format!("\\section*{{{}}}\n\n", crate::statement::tex::escape(heading));
        }
        out += &crate::statement::tex::render(markdown);
        out += "\n";
    }
    debug_assert!(statement.parts.iter().all(|(p, _)| *p != Part::Legend || !p.after_samples()));
    out.trim_end().to_owned() + "\n"
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_brute_force_says_what_it_gets_as_domjudge_reads_it() {
        let said = |language, source: &str| String::from_utf8(expected_results(language, source.as_bytes())).unwrap();
        assert_eq!(
            said(Language::Cpp, "int main() {}\n"),
            "// @EXPECTED_RESULTS@: TIMELIMIT, RUN-ERROR\nint main() {}\n"
        );
        assert_eq!(
            said(Language::Python, "#!/usr/bin/env python3\nprint(1)\n"),
            "#!/usr/bin/env python3\n# @EXPECTED_RESULTS@: TIMELIMIT, RUN-ERROR\nprint(1)\n"
        );
        assert_eq!(said(Language::Rust, ""), "// @EXPECTED_RESULTS@: TIMELIMIT, RUN-ERROR\n");
    }

    #[test]
    fn names_match_the_package_rule() {
        assert_eq!(package_name("s-nim"), "snim");
        assert_eq!(package_name("no-more-tic-tac-toe"), "nomoretictactoe");
        assert_eq!(package_name("good-luck-cet4"), "goodluckcet4");
    }

    #[test]
    fn a_statement_is_latex_with_its_math_and_its_notes_after_the_samples() {
        let en = &crate::statement::LANGUAGES[0];
        let text = "Take $1 \\le k \\le 10^5$ of 10% & more.\n\n## Input\n\n- `n` and $a_i$\n\n## Output\n\n`Yes`.\n\n## Notes\n\nSee.\n";
        let document = crate::statement::Document::parse(Path::new("s.md"), text);
        let statement = Statement::of(en, "Nim & co".to_owned(), &document).unwrap();
        assert_eq!(
            statement_tex(&statement, Format::Current),
            "\\problemname{Nim \\& co}\n\nTake $1 \\le k \\le 10^5$ of 10\\% \\& more.\n\n\\section*{Input}\n\n\\begin{itemize}\n\\item \\texttt{n} and $a_i$\n\\end{itemize}\n\n\\section*{Output}\n\n\\texttt{Yes}.\n\n\\remainingsamples\n\n\\section*{Notes}\n\nSee.\n"
        );
        let legacy = statement_tex(&statement, Format::Legacy);
        assert!(!legacy.contains("remainingsamples") && legacy.ends_with("\\section*{Notes}\n\nSee.\n"), "{legacy}");
        assert!(!legacy.contains("\\^{}") && !legacy.contains("<="), "math stays math: {legacy}");
    }
}
