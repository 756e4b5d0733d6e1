//! `harness export --contest DIR`: a contest directory as BAPCtools reads one: each problem's
//! `2025-09` package, `problems.yaml` (its labels A, B, … and balloon colours), `contest.yaml`
//! (what BAPCtools and DOMjudge read of a contest: its id, name and formal name, length, freeze
//! and penalty, and the booklet's title), `.bapctools.yaml` (the settings BAPCtools takes for
//! the whole contest: the warnings its packages give on purpose), and `samples.zip` for
//! contestants, which holds every sample's input and answer by label (`A/1.in`, `A/1.ans`, …
//! as BAPCtools' `bt samplezip` names them); and, where headless Chromium is found, the
//! statements booklet `contest.pdf` (as `bt pdf` names it): a title page, then each statement
//! under its label on pages of its own, printed as `harness site --pdf` prints its booklet.

use super::{
    Exported, Format, bapctools_settings, export, package_name, time_limit_seconds, write_zip_entries, yaml_text,
};
use crate::site::{self, pdf::Printer};
use std::path::{Path, PathBuf};
use testkit::diagnostic::Diagnostic;
use testkit::discover::Problem;

/// Balloon colours, one per problem in label order (then again from the first), chosen to be
/// told apart by name as much as by eye.
const COLOURS: [&str; 12] = [
    "#e6194b", "#3cb44b", "#ffe119", "#4363d8", "#f58231", "#911eb4", "#42d4f4", "#f032e6", "#bfef45", "#fabed4",
    "#469990", "#9a6324",
];

/// A contest written: its packages, in label order, and its files.
#[derive(Debug, Clone)]
pub struct Contest {
    /// Each problem's label and package.
    pub problems: Vec<(String, Exported)>,
    /// `problems.yaml`, `contest.yaml`, `.bapctools.yaml` and `samples.zip`.
    pub files: Vec<PathBuf>,
}

/// The label of the `index`-th problem (from 0): A, B, …, Z, then AA, AB, ….
///
/// ```
/// use harness::export::contest::label;
/// assert_eq!([label(0), label(25), label(26), label(27)], ["A", "Z", "AA", "AB"]);
/// ```
pub fn label(index: usize) -> String {
    let letter = |i: usize| char::from(b'A' + u8::try_from(i % 26).unwrap_or(0));
    if index < 26 { letter(index).to_string() } else { format!("{}{}", letter(index / 26 - 1), letter(index)) }
}

/// Writes the contest `name` of `problems` (labelled in this order) into `dir`, with the
/// workspace's libraries under `root` bundled into its programs, and each package's statement
/// printed by `printer` where there is one.
///
/// # Errors
///
/// A package that cannot be written, or a file of the contest that cannot.
///
/// `open_ended`: for each problem, whether its input takes a test more after its last (see
/// [`export`]).
pub fn write(
    root: &Path,
    problems: &[Problem],
    open_ended: &[bool],
    dir: &Path,
    name: &str,
    printer: Option<&Printer>,
) -> Result<Contest, Diagnostic> {
    let mut labelled = Vec::new();
    for (i, problem) in problems.iter().enumerate() {
        let open = open_ended.get(i).copied().unwrap_or(false);
        labelled.push((label(i), export(root, problem, dir, Format::Current, open, printer)?));
    }
    let entries: Vec<serde_json::Value> = labelled
        .iter()
        .zip(problems)
        .enumerate()
        .map(|(i, ((label, package), problem))| {
            serde_json::json!({
                "id": package.name,
                "label": label,
                "name": problem.meta.title,
                "rgb": COLOURS[i % COLOURS.len()],
                "time_limit": time_limit_seconds(problem),
            })
        })
        .collect();
    let write = |file: &str, text: String| -> Result<PathBuf, Diagnostic> {
        let path = dir.join(file);
        std::fs::write(&path, text).map_err(|e| Diagnostic::new(&path, format!("cannot write: {e}")))?;
        Ok(path)
    };
    // BAPCtools run in the contest reads the contest's settings, not each problem's: what one
    // problem's package asks holds for all.
    let kinds: Vec<_> = problems.iter().map(|p| p.meta.kind).collect();
    let memory_mb = problems.iter().map(|p| p.meta.memory_limit_mb).min().unwrap_or(0);
    let mut files = vec![
        write("problems.yaml", yaml_text(&serde_json::Value::Array(entries)))?,
        write("contest.yaml", yaml_text(&contest_yaml(dir, name)))?,
        write(".bapctools.yaml", bapctools_settings(&kinds, open_ended.contains(&true), memory_mb, true))?,
    ];
    let mut samples = Vec::new();
    for ((label, _), problem) in labelled.iter().zip(problems) {
        let cases = problem.cases.iter().filter(|c| c.name.starts_with("00-sample"));
        for (i, case) in cases.enumerate() {
            samples.push((format!("{label}/{}.in", i + 1), case.input.clone()));
            samples.push((format!("{label}/{}.ans", i + 1), case.output.clone()));
        }
    }
    let zip = dir.join("samples.zip");
    write_zip_entries(&samples, &zip)?;
    files.push(zip);
    Ok(Contest { problems: labelled, files })
}

/// `contest.yaml`: what DOMjudge imports of a contest (the CCS contest object: its id, name,
/// formal name, length, scoreboard freeze and penalty, a five-hour contest with an hour's freeze
/// as ICPC's) and what BAPCtools prints on its booklet (the title, the time limits).
fn contest_yaml(dir: &Path, name: &str) -> serde_json::Value {
    let id = dir.file_name().map(|n| package_name(&n.to_string_lossy().to_lowercase())).unwrap_or_default();
    serde_json::json!({
        "id": if id.is_empty() { "contest".to_owned() } else { id },
        "name": name,
        "formal_name": name,
        "duration": "5:00:00",
        "scoreboard_freeze_duration": "1:00:00",
        "penalty_time": 20,
        "title": name,
        "print_time_limit": true,
    })
}

/// Prints the statements booklet of the contest `name` of `problems` (labelled A, B, … in this
/// order) to `dir/contest.pdf` with `printer`, and returns its path.
///
/// # Errors
///
/// A statement that cannot be read, a page that cannot be written, a character no font has, or
/// Chromium failing to print.
pub fn booklet(problems: &[Problem], dir: &Path, name: &str, printer: &Printer) -> Result<PathBuf, String> {
    let mut labelled = Vec::new();
    for (i, problem) in problems.iter().enumerate() {
        labelled.push((label(i), site::Source::load(problem).map_err(|e| e.to_string())?));
    }
    let pdf = dir.join("contest.pdf");
    printer.booklet(Some(name), &crate::statement::LANGUAGES[0], &labelled, &pdf)?;
    Ok(pdf)
}
