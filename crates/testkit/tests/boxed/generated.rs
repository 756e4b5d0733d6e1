//! `generated::make`: inputs made by a generator and checked against their pins, each way of
//! failing named by its case.

use super::script;
use std::path::{Path, PathBuf};
use testkit::generated::{Pinned, make, run_generator, sha256_hex};
use testkit::trial::{Failed, Trial};

pub fn trials() -> Vec<Trial> {
    vec![
        Trial::test("generated/generated_inputs_are_made_and_kept", generated_inputs_are_made_and_kept),
        Trial::test("generated/each_way_a_generator_fails_names_its_case", each_way_a_generator_fails_names_its_case),
        Trial::test(
            "generated/a_failing_generator_is_told_with_its_stderr",
            a_failing_generator_is_told_with_its_stderr,
        ),
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
