//! `generated::make`: inputs made by a generator and checked against their pins, each way of
//! failing named by its case.

use crate::support::{SUM_BRUTE, run_verification, script, sum_problem, two_numbers};
use std::path::{Path, PathBuf};
use testkit::generated::{Pinned, make, run_generator, sha256_hex};
use testkit::trial::{Failed, Trial};
use testkit::verify::{CaseWriter, Inputs, Reference, Verification};

pub fn trials() -> Vec<Trial> {
    testkit::trials![
        "generated/";
        generated_inputs_are_made_and_kept,
        each_way_a_generator_fails_names_its_case,
        a_failing_generator_is_told_with_its_stderr,
        write_cases_writes_inputs_answers_and_pins,
    ]
}

/// A generator that lists `a` and `b` (and `extra`, if given) and writes `<name>\n` for each.
fn generator(dir: &Path, extra: &str) -> Result<PathBuf, String> {
    script(dir, "gen", &format!("if [ $# -eq 0 ]; then printf 'a\\nb\\n{extra}'; else echo \"$1\"; fi"))
}

/// `make` for the problem `dir/nim` with `pins` (case name, SHA-256), inputs under `dir/made`:
/// its errors' messages, each with the manifest's path taken out.
fn made(dir: &Path, generator: &Path, pins: &[(&str, String)]) -> Result<Vec<String>, String> {
    let runner = testkit::shared_runner().map_err(|e| e.to_string())?;
    let inputs: Vec<PathBuf> = pins.iter().map(|(name, _)| dir.join("made").join(format!("{name}.in"))).collect();
    let pinned: Vec<Pinned<'_>> =
        pins.iter().zip(&inputs).map(|((name, sha256), input)| Pinned { name, input, sha256 }).collect();
    match make(&dir.join("nim"), &pinned, generator, runner) {
        Ok(()) => Ok(Vec::new()),
        Err(errors) => Ok(errors.into_iter().map(|d| d.message).collect()),
    }
}

fn pin(text: &str) -> String {
    sha256_hex(text.as_bytes())
}

fn generated_inputs_are_made_and_kept() -> Result<(), Failed> {
    let dir = tempfile::tempdir()?;
    let maker = generator(dir.path(), "")?;
    let errors = made(dir.path(), &maker, &[("a", pin("a\n")), ("b", pin("b\n"))])?;
    let a = dir.path().join("made/a.in");
    if !errors.is_empty() || std::fs::read_to_string(&a)? != "a\n" {
        return Err(format!("made with {errors:?}").into());
    }
    // Current and matching its pin: kept, not made again.
    let before = std::fs::metadata(&a)?.modified()?;
    std::thread::sleep(std::time::Duration::from_millis(20));
    made(dir.path(), &maker, &[("a", pin("a\n"))])?;
    if std::fs::metadata(&a)?.modified()? != before {
        return Err("a current input was written again".into());
    }
    // Edited by hand: made again.
    std::fs::write(&a, "edited\n")?;
    made(dir.path(), &maker, &[("a", pin("a\n"))])?;
    if std::fs::read_to_string(&a)? != "a\n" {
        return Err("an edited input was not made again".into());
    }
    Ok(())
}

fn each_way_a_generator_fails_names_its_case() -> Result<(), Failed> {
    let dir = tempfile::tempdir()?;
    let maker = generator(dir.path(), "extra\\n")?;
    let errors = made(dir.path(), &maker, &[("a", pin("a\n")), ("b", pin("changed\n")), ("gone", pin("gone\n"))])?;
    let expected = [
        "the generator makes case extra, which no pin names (write the cases)".to_owned(),
        format!(
            "[b]: the generator makes an input with SHA-256 {}, not the pinned {}: it changed (if on purpose, write \
             the cases again: cargo test -p nim --test judge -- --ignored write-cases)",
            pin("b\n"),
            pin("changed\n")
        ),
        "[gone]: the generator has no case gone".to_owned(),
    ];
    if errors != expected {
        return Err(format!("{errors:#?}").into());
    }
    if dir.path().join("made/b.in").exists() || !dir.path().join("made/a.in").exists() {
        return Err("only the inputs that match their pins are written".into());
    }
    Ok(())
}

fn a_failing_generator_is_told_with_its_stderr() -> Result<(), Failed> {
    let dir = tempfile::tempdir()?;
    let runner = testkit::shared_runner()?;
    let broken = script(dir.path(), "gen", "echo 'no such case' >&2; exit 3")?;
    let Err(error) = run_generator(runner, &broken, &["a"]) else {
        return Err("a generator that exits with 3 was taken at its word".into());
    };
    let wanted = format!("`{} a` ended with Code(3) (stop: None): no such case", broken.display());
    if error.path != broken || error.message != wanted {
        return Err(format!("{error}").into());
    }
    let listed = made(dir.path(), &broken, &[("a", pin("a\n"))])?;
    if listed.len() != 1 || !listed[0].ends_with("no such case") {
        return Err(format!("{listed:?}").into());
    }
    Ok(())
}

/// The same sum, told apart by its spacing: which oracle wrote an answer shows.
fn formula(input: &str) -> String {
    format!("{} \n", testkit::stress::numbers(input).iter().sum::<i64>())
}

fn hand_made_and_generated(cases: &mut CaseWriter) {
    cases.write("20-random-1", "1 2\n");
    cases.generated();
}

fn hand_made_only(cases: &mut CaseWriter) {
    cases.write("20-random-1", "2 2\n");
}

const FORMULA: &[Reference] = &[Reference::new("formula", formula, &["30-"], Inputs::new(two_numbers, 3, 5))];

static WRITES_BOTH: Verification = Verification::new(SUM_BRUTE, hand_made_and_generated).with_references(FORMULA);

static WRITES_HAND_MADE: Verification = Verification::new(SUM_BRUTE, hand_made_only).with_references(FORMULA);

/// Runs the ignored `write-cases` trial of `v` for the problem in `problem_dir`.
fn write_cases(v: &'static Verification, problem_dir: &Path, program: &Path) -> Result<(), Failed> {
    let (ran, out) = run_verification(v, problem_dir, program, &["--ignored", "--exact", "write-cases"])?;
    if (ran.passed, ran.failed) != (1, 0) {
        return Err(format!("write-cases:\n{out}").into());
    }
    Ok(())
}

fn write_cases_writes_inputs_answers_and_pins() -> Result<(), Failed> {
    let dir = tempfile::tempdir()?;
    let problems = dir.path().join("problems");
    let problem = sum_problem(&problems, "sum-writer", 1000, ["00-sample-1", "1 1\n", "2\n"])?;
    std::fs::create_dir(dir.path().join("bin"))?;
    let program = script(&dir.path().join("bin"), "sum-writer", "read a b; echo $((a + b))")?;
    script(
        &dir.path().join("bin"),
        "sum-writer-generator",
        "if [ $# -eq 0 ]; then echo 30-max-1; else echo '1000 1000'; fi",
    )?;
    // A stored input of a case the generator now makes goes.
    std::fs::write(problem.join("cases/30-max-1.in"), "1 1\n")?;
    std::fs::write(problem.join("cases/30-max-1.out"), "2\n")?;
    write_cases(&WRITES_BOTH, &problem, &program)?;
    let read = |path: PathBuf| std::fs::read_to_string(&path).unwrap_or_else(|e| format!("{}: {e}", path.display()));
    let cases = problem.join("cases");
    let made = testkit::generated::output_dir(&problem).join("30-max-1.in");
    let written = [
        read(cases.join("20-random-1.in")),
        read(cases.join("20-random-1.out")),
        read(made),
        read(cases.join("30-max-1.out")),
    ];
    if written != ["1 2\n", "3\n", "1000 1000\n", "2000 \n"] || cases.join("30-max-1.in").exists() {
        return Err(format!("inputs, and answers by the oracle that vouches for each: {written:?}").into());
    }
    let pins = read(cases.join("generated.toml"));
    if !pins.contains(&format!("[30-max-1]\nsha256 = \"{}\"\n", pin("1000 1000\n"))) {
        return Err(format!("the generated input pinned: {pins}").into());
    }
    if !pins.contains("\nwritten = [\"20-random-1\", \"30-max-1\"]\n") {
        return Err(format!("the cases written, recorded: {pins}").into());
    }
    // Written again with no generated case: no pins left, and the case it no longer writes
    // removed, as it says.
    let (ran, out) = run_verification(
        &WRITES_HAND_MADE,
        &problem,
        &program,
        &["--ignored", "--exact", "write-cases", "--nocapture"],
    )?;
    let record = testkit::generated::read_record(&problem)?;
    if (ran.passed, ran.failed) != (1, 0) || read(cases.join("20-random-1.out")) != "4\n" || !record.pins.is_empty() {
        return Err(format!("written again without generated cases, the pins go:\n{out}").into());
    }
    if record.written != ["20-random-1"] || cases.join("30-max-1.out").exists() {
        return Err(format!("30-max-1, no longer written, stays: {record:?}").into());
    }
    Ok(())
}
