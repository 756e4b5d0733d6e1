//! Every case of a problem as its own test, for the problem's `tests/judge.rs`.

use crate::diagnostic::Diagnostic;
use crate::discover::{self, Case, Problem};
use crate::judging::jury_beside;
use crate::judging::{check_expected, judge_all};
use crate::judging::{judge_case, judge_run};
use crate::jury::Jury;
use crate::refusal::{check_refusal, check_refused_with};
use crate::report::Verdict;
use crate::run::{Input, Limits, Program, Runner};
use crate::submission::{self, SAFETY_MARGIN};
use crate::trial::{Failed, Trial};
use crate::validation::{Validation, junk, merge, test_lines, unreached, validate};
use judge_io::random::Rng;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// Tests run unoptimised binaries on a loaded machine; they check answers, and leave speed
/// to the release-mode CLI. The time limit in tests is the judge's times this factor.
pub const TEST_TIME_FACTOR: u32 = 10;

/// The binary of the package whose test calls this, resolved by [`crate::paths::binary_path`].
#[macro_export]
macro_rules! this_binary {
    () => {
        $crate::paths::binary_path(env!("CARGO_PKG_NAME"), env!(concat!("CARGO_BIN_EXE_", env!("CARGO_PKG_NAME"))))
    };
}

/// Seed of the random bad inputs: fixed, so a failure replays.
const FUZZ_SEED: u64 = 0xbad_1a9e;

/// Inputs no problem accepts: every binary must refuse them with a one-line `error:`.
const BAD_INPUTS: [(&str, &[u8]); 4] = [
    ("letters", b"abc\n"),
    ("huge-number", b"123456789012345678901234567890\n"),
    ("negative", b"-1 -1 -1\n"),
    ("binary-garbage", b"\x00\xff\xfe\x01 7\n\x80"),
];

/// The trials for one problem: each case judged, the bad-input checks (fixed bad inputs and
/// every sample cut short at several points), the validator's checks and the submissions with
/// their expected verdicts (compiled into `scratch`).
///
/// # Errors
///
/// The problem directory's broken rules, if it cannot be loaded.
pub fn trials(dir: &Path, program: &Path, scratch: &Path) -> Result<Vec<Trial>, Vec<Diagnostic>> {
    let problem: Problem = discover::load(dir)?;
    let runner = crate::shared_runner().map_err(|e| vec![e])?;
    // A generator that does not make its pinned inputs fails a test of its own (and the cases it
    // should have made), not the list: `write-cases`, which pins them again, must still run.
    let made = if problem.cases.iter().any(|c| c.pin.is_some()) {
        let generator = crate::generated::generator_beside(program, &problem.slug);
        crate::generated::make(&problem.dir, &problem.pinned(), &generator, runner)
            .map_err(|errors| errors.iter().map(ToString::to_string).collect::<Vec<_>>().join("\n"))
    } else {
        Ok(())
    };
    let limits = Limits::new(Duration::from_millis(problem.meta.time_limit_ms), problem.meta.memory_limit_mb)
        .scaled(TEST_TIME_FACTOR);
    let jury = jury_beside(&problem, program).map_err(|e| vec![e])?;
    let mut trials = case_trials(&problem, program, runner, limits, &jury, made.as_ref().err());
    if let Err(errors) = made {
        trials.push(Trial::test("generated-inputs", move || Err(Failed::from(errors))));
    }
    // The validator's verdicts and the refusals of bad input are many runs of the problem's own
    // binaries: direct runs, not boxed ones (see `direct_runner`).
    let direct = crate::direct_runner().map_err(|e| vec![e])?;
    trials.extend(validator_trials(&problem, program, direct)?);
    trials.extend(submission_trials(&problem, scratch, runner, &jury)?);
    // An interactive solution reads what the interactor says, not a file: nothing to refuse.
    if jury.is_interactive() {
        return Ok(trials);
    }
    trials.extend(bad_input_trials(&problem, program)?);
    trials.extend(crlf_trials(&problem, program, runner, limits, &jury));
    Ok(trials)
}

/// Each case judged, a trial each; a case whose generated input was not made (`unmade`, the
/// generator's errors) fails saying so.
fn case_trials(
    problem: &Problem,
    program: &Path,
    runner: &'static Runner,
    limits: Limits,
    jury: &Jury,
    unmade: Option<&String>,
) -> Vec<Trial> {
    let mut trials = Vec::new();
    for case in &problem.cases {
        let (problem, case, program, jury) = (problem.clone(), case.clone(), program.to_path_buf(), jury.clone());
        let unmade = unmade.filter(|_| case.pin.is_some()).cloned();
        trials.push(Trial::test(case.name.clone(), move || {
            if let Some(errors) = unmade {
                return Err(Failed::from(format!("its generated input was not made:\n{errors}")));
            }
            let mut report = judge_case(runner, &Program::new(&program), &problem, &case, limits, &jury)?;
            let validator = program.with_file_name(format!("{}-validator", problem.slug));
            if let Some(lines) = report.test.and_then(|test| test_lines(runner, &validator, &case.input, test)) {
                report.detail.push_str(&lines);
            }
            let vouch = if report.verdict == Verdict::Wa {
                format!(
                    "\n  is the case right? its oracle says: cargo test -p {} --test judge -- --exact vouch/{}",
                    problem.slug, case.name
                )
            } else {
                String::new()
            };
            match report.verdict {
                Verdict::Ac => Ok(()),
                v => Err(Failed::from(format!(
                    "{v} {}\n  command: {} < {}{vouch}",
                    report.detail,
                    program.display(),
                    case.input.display()
                ))),
            }
        }));
    }
    trials
}

/// The bad-input trials: fixed bad inputs, every sample cut short, random bytes, and samples
/// with a token replaced; each must be refused with one `error:` line or answered normally.
fn bad_input_trials(problem: &Problem, program: &Path) -> Result<Vec<Trial>, Vec<Diagnostic>> {
    let mut trials = Vec::new();
    for (name, input) in BAD_INPUTS {
        let program = program.to_path_buf();
        trials.push(Trial::test(format!("bad-input/{name}"), move || {
            check_refused_with(&program, input, "").map_err(Failed::from)
        }));
    }
    for case in problem.cases.iter().filter(|c| c.name.starts_with("00-sample")) {
        let program = program.to_path_buf();
        let input =
            std::fs::read(&case.input).map_err(|e| vec![Diagnostic::new(&case.input, format!("cannot read: {e}"))])?;
        trials.push(Trial::test(format!("bad-input/truncated-{}", case.name), move || {
            let text = String::from_utf8_lossy(&input);
            // Cut just before each token boundary: every prefix is a truncated input (a valid
            // sample starts with a token, so none is empty).
            let cuts = text.char_indices().filter(|&(_, c)| c.is_whitespace()).map(|(i, _)| i);
            for cut in cuts.take(64) {
                check_refusal(&program, &input[..cut])?;
            }
            Ok(())
        }));
    }
    {
        let program = program.to_path_buf();
        trials.push(Trial::test("bad-input/random-bytes", move || {
            let mut rng = Rng::new(FUZZ_SEED);
            for _ in 0..32 {
                let len = rng.below(1..=64);
                let bytes: Vec<u8> = (0..len).map(|_| rng.range(0..=255) as u8).collect();
                check_refusal(&program, &bytes)?;
            }
            Ok(())
        }));
    }
    for case in problem.cases.iter().filter(|c| c.name.starts_with("00-sample")) {
        let program = program.to_path_buf();
        let input = std::fs::read_to_string(&case.input)
            .map_err(|e| vec![Diagnostic::new(&case.input, format!("cannot read: {e}"))])?;
        trials.push(Trial::test(format!("bad-input/mutated-{}", case.name), move || {
            let mut rng = Rng::new(FUZZ_SEED);
            let tokens: Vec<&str> = input.split_ascii_whitespace().collect();
            for _ in 0..32 {
                let mut mutated = tokens.clone();
                let at = rng.below(0..=mutated.len() - 1);
                let random = rng.range(0..=1_000_000).to_string();
                let replacements: [&str; 5] = ["0", "-1", "123456789012345678901234567890", "x", &random];
                mutated[at] = *rng.pick(&replacements);
                check_refusal(&program, (mutated.join(" ") + "\n").as_bytes())?;
            }
            Ok(())
        }));
    }
    Ok(trials)
}

/// Each sample with CRLF line endings and trailing blank lines: judged as the sample is.
fn crlf_trials(problem: &Problem, program: &Path, runner: &'static Runner, limits: Limits, jury: &Jury) -> Vec<Trial> {
    let mut trials = Vec::new();
    for case in problem.cases.iter().filter(|c| c.name.starts_with("00-sample")) {
        let (problem, case, program, jury) = (problem.clone(), case.clone(), program.to_path_buf(), jury.clone());
        trials.push(Trial::test(format!("crlf/{}", case.name), move || {
            let input = std::fs::read(&case.input).map_err(|e| format!("{}: {e}", case.input.display()))?;
            let mut windows = Vec::new();
            for &b in &input {
                if b == b'\n' {
                    windows.push(b'\r');
                }
                windows.push(b);
            }
            windows.extend_from_slice(b"\r\n\r\n");
            let result = runner.run(&Program::new(&program), Input::Bytes(&windows), limits)?;
            match judge_run(runner, &jury, &result, &case, &problem.meta, limits)? {
                (Verdict::Ac, _) => Ok(()),
                (v, detail) => {
                    Err(Failed::from(format!("{v} with CRLF line endings and trailing blank lines: {detail}")))
                }
            }
        }));
    }
    trials
}

/// The validator's trials: every case valid, every file of `invalid/` and the junk made from
/// the small cases invalid, and the bounds reached by the cases together.
fn validator_trials(problem: &Problem, program: &Path, runner: &'static Runner) -> Result<Vec<Trial>, Vec<Diagnostic>> {
    let name = format!("{}-validator", problem.slug);
    let validator = program.with_file_name(&name);
    if !validator.is_file() {
        let message = format!(
            "no `{name}` binary: every problem has an input validator ([[bin]] path = \"src/bin/validator.rs\")"
        );
        return Ok(vec![Trial::test("validator", move || Err(Failed::from(message)))]);
    }
    let mut trials = Vec::new();
    // What the validator said of each case, shared by the case's trial and `bounds`, so that
    // each case is validated once.
    let said = Validated::new(runner, validator.clone(), &problem.cases);
    for (index, case) in problem.cases.iter().enumerate() {
        let said = said.clone();
        trials.push(Trial::test(format!("valid/{}", case.name), move || match said.of(index)? {
            (_, Validation::Valid(_)) => Ok(()),
            (input, Validation::Invalid(why)) => Err(Failed::from(format!("{} is invalid: {why}", input.display()))),
        }));
    }
    let invalid = discover::invalid_inputs(&problem.dir)?;
    if invalid.is_empty() {
        let message = format!("{}: no input the validator must refuse", problem.dir.join("invalid").display());
        trials.push(Trial::test("invalid", move || Err(Failed::from(message))));
    }
    for path in invalid {
        let validator = validator.clone();
        let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
        trials.push(Trial::test(format!("invalid/{name}"), move || {
            match validate(runner, &validator, Input::File(&path))? {
                Validation::Invalid(_) => Ok(()),
                Validation::Valid(_) => Err(Failed::from(format!("{} passes the validator", path.display()))),
            }
        }));
    }
    for case in problem.cases.iter().filter(|c| c.name.starts_with("00-") || c.name.starts_with("10-")) {
        let (validator, input) = (validator.clone(), case.input.clone());
        trials.push(Trial::test(format!("junk/{}", case.name), move || {
            let bytes = std::fs::read(&input).map_err(|e| format!("{}: {e}", input.display()))?;
            for (kind, junk) in junk(&bytes) {
                if let Validation::Valid(_) = validate(runner, &validator, Input::Bytes(&junk))? {
                    return Err(Failed::from(format!("{} made {kind} passes the validator", input.display())));
                }
            }
            Ok(())
        }));
    }
    trials.push(Trial::test("bounds", move || {
        let mut reaches = Vec::new();
        for index in 0..said.inputs.len() {
            if let (_, Validation::Valid(r)) = said.of(index)? {
                reaches.extend(r);
            }
        }
        let missing = unreached(&merge(reaches));
        if missing.is_empty() { Ok(()) } else { Err(Failed::from(missing.join("\n"))) }
    }));
    Ok(trials)
}

/// The validator's verdicts on the cases' files, each asked for once whichever trial asks
/// first. Kept by the case's position rather than in a hash map: the test kit is built
/// unoptimised, and a hash map's generic code instantiated here would be shared with a
/// problem's brute force that uses one (switch-lights' reference check ran two and a half
/// times slower).
#[derive(Debug, Clone)]
struct Validated {
    runner: &'static Runner,
    validator: PathBuf,
    inputs: std::sync::Arc<Vec<(PathBuf, std::sync::OnceLock<Validation>)>>,
}

impl Validated {
    fn new(runner: &'static Runner, validator: PathBuf, cases: &[Case]) -> Self {
        let inputs = cases.iter().map(|case| (case.input.clone(), std::sync::OnceLock::new())).collect();
        Validated { runner, validator, inputs: std::sync::Arc::new(inputs) }
    }

    /// The file of the case at `index`, and what the validator says of it.
    fn of(&self, index: usize) -> Result<(&Path, Validation), Diagnostic> {
        let (input, said) = &self.inputs[index];
        if let Some(validation) = said.get() {
            return Ok((input, validation.clone()));
        }
        let validation = validate(self.runner, &self.validator, Input::File(input))?;
        Ok((input, said.get_or_init(|| validation).clone()))
    }
}

/// Each submission compiled into `scratch` and judged on the cases, getting a verdict its folder
/// accepts; and at least two that must fail. A slow submission is judged at the stated limit and
/// the others at the limit times [`SAFETY_MARGIN`]: each verdict, with room for a loaded machine.
///
/// A slow submission's test is ignored unless asked for (`-- --ignored submission/`): it spins a
/// core for the whole time limit, which is most of a problem's test time, and `harness check`
/// judges it anyway, at twice the limit, for the time band (CI runs it for every problem a
/// change reaches).
fn submission_trials(
    problem: &Problem,
    scratch: &Path,
    runner: &'static Runner,
    jury: &Jury,
) -> Result<Vec<Trial>, Vec<Diagnostic>> {
    let submissions = submission::submissions(&problem.dir)?;
    let mut trials = Vec::new();
    let wrong = submissions.iter().filter(|s| s.folder != "accepted").count();
    if wrong < 2 {
        let message = format!(
            "{}: {wrong} wrong submission(s); every problem has at least two, one per pitfall of its README",
            problem.dir.join("submissions").display()
        );
        trials.push(Trial::test("submissions", move || Err(Failed::from(message))));
    }
    let stated = Limits::new(Duration::from_millis(problem.meta.time_limit_ms), problem.meta.memory_limit_mb);
    for submission in submissions {
        let limits = limits_for(stated, submission.expected);
        let (problem, scratch, jury) = (problem.clone(), scratch.join("submissions"), jury.clone());
        // One that may run out a whole time limit is judged when asked.
        let may_time_out = submission.expected.contains(&Verdict::Tle);
        trials.push(
            Trial::test(format!("submission/{}", submission.name()), move || {
                let program = submission::compile(&submission, &scratch)?;
                let judgement = judge_all(runner, &program, &problem, limits, &jury)?;
                check_expected(&submission, &judgement).map_err(Failed::from)
            })
            .with_ignored_flag(may_time_out),
        );
    }
    Ok(trials)
}

/// The limits a submission expecting `expected` is judged at in the tests: the `stated` ones
/// for a slow submission, and [`SAFETY_MARGIN`] times their time for the others.
fn limits_for(stated: Limits, expected: &[Verdict]) -> Limits {
    if expected.contains(&Verdict::Tle) { stated } else { stated.scaled(SAFETY_MARGIN) }
}

/// Checks that `trials` hold a test named after every case of `dir/cases` (its `.in` files,
/// listed here on their own, not through [`discover`]), and that there is at least one: a list
/// of tests that lost its cases would otherwise pass by running nothing.
///
/// # Errors
///
/// The trials of the problem in `manifest_dir` ([`trials`], submissions compiled into
/// `scratch`), checked to hold a test for every case file ([`check_complete`]).
///
/// # Errors
///
/// The problem directory's broken rules, or the cases without a test, a line each.
pub fn checked_trials(manifest_dir: &str, program: &Path, scratch: &str) -> Result<Vec<Trial>, Vec<String>> {
    let dir = Path::new(manifest_dir);
    let trials =
        trials(dir, program, Path::new(scratch)).map_err(|e| e.iter().map(ToString::to_string).collect::<Vec<_>>())?;
    check_complete(dir, &trials).map_err(|e| vec![e])?;
    Ok(trials)
}

/// Whether `trials` hold a test for every case file of `dir`'s `cases/` (`.in` or `.out`) and
/// every generated case its manifest pins.
///
/// # Errors
///
/// The cases without a test, or an empty `cases/`.
pub fn check_complete(dir: &Path, trials: &[Trial]) -> Result<(), String> {
    let cases = dir.join("cases");
    let entries = std::fs::read_dir(&cases).map_err(|e| format!("{}: cannot list: {e}", cases.display()))?;
    let mut names: Vec<String> = entries
        .flatten()
        .filter_map(|e| {
            let name = e.file_name().into_string().ok()?;
            name.strip_suffix(".in").or_else(|| name.strip_suffix(".out")).map(str::to_owned)
        })
        .collect();
    names.extend(crate::generated::read_manifest(dir).map_err(|e| e.to_string())?.into_keys());
    names.sort();
    names.dedup();
    if names.is_empty() {
        return Err(format!("{}: no case (no .in file)", cases.display()));
    }
    let missing: Vec<&String> = names.iter().filter(|n| !trials.iter().any(|t| t.name() == n.as_str())).collect();
    if missing.is_empty() { Ok(()) } else { Err(format!("{}: no test for the case(s) {missing:?}", cases.display())) }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_slow_submission_is_judged_at_the_stated_limit_and_the_others_with_room() {
        let stated = Limits::new(Duration::from_millis(1000), 256);
        for (folder, expected) in discover::FOLDERS {
            let want = if matches!(folder, "time_limit_exceeded" | "brute_force") {
                stated.cpu
            } else {
                stated.cpu * SAFETY_MARGIN
            };
            assert_eq!(limits_for(stated, expected).cpu, want, "{folder}");
        }
    }

    #[test]
    fn a_case_list_must_hold_every_case_file() {
        let dir = tempfile::tempdir().unwrap();
        let cases = dir.path().join("cases");
        std::fs::create_dir(&cases).unwrap();
        let named = |names: &[&str]| -> Vec<Trial> { names.iter().map(|n| Trial::test(*n, || Ok(()))).collect() };
        let empty = check_complete(dir.path(), &named(&["bad-input/letters"])).unwrap_err();
        assert!(empty.ends_with("no case (no .in file)"), "{empty}");
        for name in ["00-sample-1.in", "00-sample-1.out", "30-max-1.in", "30-max-1.out"] {
            std::fs::write(cases.join(name), "1\n").unwrap();
        }
        assert_eq!(check_complete(dir.path(), &named(&["00-sample-1", "30-max-1", "bad-input/letters"])), Ok(()));
        let missing = check_complete(dir.path(), &named(&["00-sample-1", "bad-input/letters"])).unwrap_err();
        assert!(missing.ends_with("no test for the case(s) [\"30-max-1\"]"), "{missing}");
        assert!(check_complete(dir.path(), &[]).is_err(), "no test at all");
        std::fs::remove_file(cases.join("30-max-1.in")).unwrap();
        let answer_only = check_complete(dir.path(), &named(&["00-sample-1", "bad-input/letters"])).unwrap_err();
        assert!(answer_only.ends_with("no test for the case(s) [\"30-max-1\"]"), "an .out alone counts: {answer_only}");
        std::fs::remove_file(cases.join("30-max-1.out")).unwrap();
        let pin = crate::generated::sha256_hex(b"1\n");
        std::fs::write(cases.join("generated.toml"), format!("[30-max-2]\nsha256 = \"{pin}\"\n")).unwrap();
        let pinned = check_complete(dir.path(), &named(&["00-sample-1", "bad-input/letters"])).unwrap_err();
        assert!(pinned.ends_with("no test for the case(s) [\"30-max-2\"]"), "a pin counts: {pinned}");
    }
}
