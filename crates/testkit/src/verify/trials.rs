//! The verification's trials: stress, vouch, agree, check and write-cases, as tests.

use crate::compare::compare;
use crate::discover::{self, Case};
use crate::meta::CompareMode;
use crate::report::{describe_mismatch, excerpt};
use crate::run::{Input, Program};
use crate::stress::{DEFAULT_SEED, MIN_RUNS};
use crate::trial::{Failed, Trial};
use judge_io::random::Rng;
use std::path::Path;
use std::time::Duration;

use super::cases::{CaseWriter, describe};
use super::description::{Generate, RUNS_PER_SMALL_SIZE, Reference, Verification};
use super::judged::{Judging, judge_one, run_program};
use super::oracle::Solve;
use super::oracle::call_oracle;
use super::stress::{StressOptions, stress};

/// The number in the environment variable `name` (`SG_STRESS_SEED`, `SG_STRESS_RUNS`).
pub(super) fn env_number(name: &str) -> Option<u64> {
    number(&std::env::var(name).ok()?)
}

/// A number written in decimal or, after `0x`, in hexadecimal (as seeds are shown).
pub(super) fn number(text: &str) -> Option<u64> {
    let text = text.trim();
    match text.strip_prefix("0x") {
        Some(hex) => u64::from_str_radix(hex, 16).ok(),
        None => text.parse().ok(),
    }
}

/// The time limit of one run of the binary in tests: unoptimised binaries on a loaded machine.
const TEST_RUN_LIMIT: Duration = Duration::from_secs(20);

/// The `stress` trials: the binary against an oracle on inputs of `generate`, smaller sizes
/// first and then `runs` inputs at size `sizes`, with the seed of `SG_STRESS_SEED` or
/// [`DEFAULT_SEED`].
fn stress_trial(
    v: &Verification,
    program: &Program,
    judging: &Judging,
    oracle: (&'static str, Solve),
    generate: Generate,
    sizes: usize,
    runs: usize,
) -> Result<(), Failed> {
    let seed = env_number("SG_STRESS_SEED").unwrap_or(DEFAULT_SEED);
    let stressed = Verification { generate, max_size: sizes, brute: oracle.1, ..*v };
    let ramp = (sizes.max(1) - 1) * RUNS_PER_SMALL_SIZE;
    let mut options = StressOptions::new(ramp + runs);
    options.seed = seed;
    // Two inputs side by side: the oracles' work and the runs' keep both cores busy.
    options.jobs = 2;
    // Hundreds of runs of the problem's own binary, checking what it computes: direct runs. The
    // stored cases and the submissions are judged in the box.
    let runner = crate::direct_runner()?;
    let run = |input: &str, expected: &str| run_program(runner, program, judging, input, expected, TEST_RUN_LIMIT);
    let report = stress(&stressed, &run, options).map_err(|e| format!("stressing against the {}: {e}", oracle.0))?;
    match report.counterexample {
        None => Ok(()),
        Some(c) => Err(Failed::from(format!(
            "the binary disagrees with the {} after {} inputs, seed {seed:#x} (SG_STRESS_SEED={seed:#x} replays it)\n  command: {} < input\n  {}",
            oracle.0,
            report.trials,
            program.shown(),
            describe(&c)
        ))),
    }
}

/// Checks that shrink candidates are valid inputs: the binary (right, as the `stress` trial
/// checks) must agree with the brute force on every candidate of a few random inputs, so a
/// candidate it refuses or the brute force cannot answer is caught here rather than reported
/// as a counterexample.
fn shrink_trial(
    v: &Verification,
    program: &Program,
    judging: &Judging,
    candidates: fn(&str) -> Vec<String>,
) -> Result<(), Failed> {
    let runner = crate::direct_runner()?;
    let mut rng = Rng::new(env_number("SG_STRESS_SEED").unwrap_or(DEFAULT_SEED));
    for _ in 0..10 {
        let input = (v.generate)(&mut rng, v.max_size);
        for candidate in candidates(&input).into_iter().take(20) {
            let run =
                |input: &str, expected: &str| run_program(runner, program, judging, input, expected, TEST_RUN_LIMIT);
            let judged = judge_one(v.budget, ("brute force", v.brute), &candidate, &run, CompareMode::Tokens)
                .map_err(|e| format!("a shrink candidate of this input:\n{}  {e}", excerpt(input.as_bytes())))?;
            if let Some(c) = judged {
                return Err(Failed::from(format!(
                    "a shrink candidate of this input:\n{}  is not a valid input, or the binary is wrong on it\n  command: {} < input\n  {}",
                    excerpt(input.as_bytes()),
                    program.shown(),
                    describe(&c)
                )));
            }
        }
    }
    Ok(())
}

/// Checks one stored case against every oracle that vouches for it.
pub(super) fn vouch(v: &Verification, case: &Case) -> Result<(), Failed> {
    let oracles: Vec<_> =
        v.oracles().into_iter().filter(|(_, _, p)| p.iter().any(|p| case.name.starts_with(p))).collect();
    if oracles.is_empty() {
        let known: Vec<_> = v.oracles().iter().flat_map(|(_, _, p)| p.iter()).copied().collect();
        return Err(Failed::from(format!(
            "no oracle vouches for {}: its name starts with none of {known:?}; add its prefix to the brute force's \
             or a reference's `vouches` in tests/stress.rs, or rename the case",
            case.input.display()
        )));
    }
    let input = std::fs::read_to_string(&case.input).map_err(|e| format!("{}: {e}", case.input.display()))?;
    let stored = std::fs::read(&case.output).map_err(|e| format!("{}: {e}", case.output.display()))?;
    for (name, solve, _) in oracles {
        let computed =
            call_oracle(name, solve, &input, v.budget).map_err(|e| format!("{}: {e}", case.input.display()))?;
        if let Err(m) = compare(CompareMode::Tokens, computed.as_bytes(), &stored) {
            let detail = describe_mismatch(&case.input, CompareMode::Tokens, &m, computed.as_bytes(), &stored);
            return Err(Failed::from(format!(
                "the stored output {} disagrees with the {name} (expected = {name}, actual = stored):\n  {detail}",
                case.output.display()
            )));
        }
    }
    Ok(())
}

/// Checks that a reference agrees with the brute force on its random inputs.
pub(super) fn agree(v: &Verification, reference: &Reference) -> Result<(), Failed> {
    let seed = env_number("SG_STRESS_SEED").unwrap_or(DEFAULT_SEED);
    let mut rng = Rng::new(seed);
    for run in 1..=reference.agree.runs {
        let input = (reference.agree.generate)(&mut rng, reference.agree.size);
        let expected = call_oracle("brute force", v.brute, &input, v.budget)?;
        let actual = call_oracle(reference.name, reference.solve, &input, v.budget)?;
        if let Err(m) = compare(CompareMode::Tokens, expected.as_bytes(), actual.as_bytes()) {
            let detail = describe_mismatch(
                Path::new("<random input>"),
                CompareMode::Tokens,
                &m,
                expected.as_bytes(),
                actual.as_bytes(),
            );
            return Err(Failed::from(format!(
                "run {run}, seed {seed:#x}: the {} disagrees with the brute force (expected = brute force, actual = {})\n  input:\n{}  {detail}",
                reference.name,
                reference.name,
                excerpt(input.as_bytes())
            )));
        }
    }
    Ok(())
}

/// The trials of a problem's `tests/stress.rs` (see the [module documentation](crate::verify)).
///
/// # Errors
///
/// The problem directory's broken rules, if it cannot be loaded.
pub fn trials(v: &'static Verification, manifest_dir: &Path, program: &Path) -> Result<Vec<Trial>, Vec<String>> {
    let problem = discover::load(manifest_dir).map_err(|e| e.iter().map(ToString::to_string).collect::<Vec<_>>())?;
    let jury = crate::judging::jury_beside(&problem, program).map_err(|e| vec![e.to_string()])?;
    let validator = Some(program.with_file_name(format!("{}-validator", problem.slug))).filter(|v| v.is_file());
    let judging = Judging { problem: problem.clone(), jury, validator };
    let runs = env_number("SG_STRESS_RUNS").map_or(MIN_RUNS, |n| n as usize).max(MIN_RUNS);
    let mut trials = Vec::new();
    let (p, j) = (Program::new(program), judging.clone());
    trials.push(Trial::test("stress", move || {
        stress_trial(v, &p, &j, ("brute force", v.brute), v.generate, v.max_size, runs)
    }));
    if let Some(candidates) = v.shrink {
        let (p, j) = (Program::new(program), judging.clone());
        trials.push(Trial::test("stress/shrink-candidates", move || shrink_trial(v, &p, &j, candidates)));
    }
    for r in v.references {
        if let Some(inputs) = r.stress {
            let (p, j) = (Program::new(program), judging.clone());
            let runs = inputs.runs.max(runs);
            trials.push(Trial::test(format!("stress/{}", r.name), move || {
                stress_trial(v, &p, &j, (r.name, r.solve), inputs.generate, inputs.size, runs)
            }));
        }
        trials.push(Trial::test(format!("agree/{}", r.name), move || agree(v, r)));
    }
    for case in &problem.cases {
        let case = case.clone();
        trials.push(Trial::test(format!("vouch/{}", case.name), move || vouch(v, &case)));
    }
    let names: Vec<String> = problem.cases.iter().map(|c| c.name.clone()).collect();
    trials.push(Trial::test("vouch/every-oracle-vouches", move || {
        for (name, _, prefixes) in v.oracles() {
            if !prefixes.is_empty() && !names.iter().any(|c| prefixes.iter().any(|p| c.starts_with(p))) {
                return Err(Failed::from(format!(
                    "no stored case starts with {prefixes:?}, which the {name} vouches for"
                )));
            }
        }
        Ok(())
    }));
    let validator = program.with_file_name(format!("{}-validator", problem.slug));
    if validator.is_file() {
        trials.push(Trial::test("valid/generated", move || generated_are_valid(v, &validator)));
    }
    for check in v.checks {
        let p = program.to_path_buf();
        trials.push(Trial::test(format!("check/{}", check.name), move || (check.run)(&p).map_err(Failed::from)));
    }
    if !v.refusals.is_empty() {
        let p = program.to_path_buf();
        trials.push(Trial::test("check/refusals", move || {
            for (input, message) in v.refusals {
                crate::refusal::check_refused_with(&p, input.as_bytes(), message)?;
            }
            Ok(())
        }));
    }
    let (problem_dir, generator) =
        (manifest_dir.to_path_buf(), crate::generated::generator_beside(program, &problem.slug));
    trials.push(
        Trial::test("write-cases", move || {
            let mut writer = CaseWriter::new(problem_dir.clone(), v.oracles(), generator.clone());
            (v.write_cases)(&mut writer);
            writer.finish();
            Ok(())
        })
        .with_ignored_flag(true),
    );
    Ok(trials)
}

/// Inputs the generators make pass the validator: a few at every size of the brute force's
/// generator, and of each reference's.
fn generated_are_valid(v: &Verification, validator: &Path) -> Result<(), Failed> {
    let runner = crate::direct_runner()?;
    let mut rng = Rng::new(DEFAULT_SEED);
    let mut inputs = Vec::new();
    for size in 1..=v.max_size {
        inputs.extend((0..4).map(|_| (v.generate)(&mut rng, size)));
    }
    for r in v.references {
        for given in std::iter::once(r.agree).chain(r.stress) {
            inputs.extend((0..2).map(|_| (given.generate)(&mut rng, given.size)));
        }
    }
    for input in inputs {
        if let crate::validation::Validation::Invalid(why) =
            crate::validation::validate(runner, validator, Input::Bytes(input.as_bytes()))?
        {
            return Err(Failed::from(format!("a generated input is invalid: {why}\n{}", excerpt(input.as_bytes()))));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::verify::description::{Check, Inputs, Reference, Verification};
    use crate::verify::fixtures::{NIM, piles, xor};

    fn case(dir: &Path, name: &str, input: &str, output: &str) -> Case {
        std::fs::create_dir_all(dir).expect("created");
        let (i, o) = (dir.join(format!("{name}.in")), dir.join(format!("{name}.out")));
        std::fs::write(&i, input).expect("written");
        std::fs::write(&o, output).expect("written");
        Case { name: name.to_owned(), input: i, output: o, pin: None }
    }

    #[test]
    fn stored_cases_are_vouched_for_or_named() {
        let dir = std::env::temp_dir().join(format!("sg-vouch-test-{}", std::process::id()));
        let message = |r: Result<(), Failed>| r.err().map(|f| f.message().to_owned()).unwrap_or_default();
        assert!(vouch(&NIM, &case(&dir, "00-sample-1", "2\n1 2\n", "Yes\n")).is_ok());
        let wrong = message(vouch(&NIM, &case(&dir, "00-sample-2", "2\n1 1\n", "Yes\n")));
        assert!(wrong.contains("00-sample-2.out disagrees with the brute force"), "{wrong}");
        let unvouched = message(vouch(&NIM, &case(&dir, "40-new", "1\n1\n", "Yes\n")));
        assert!(unvouched.contains("no oracle vouches for") && unvouched.contains("40-new.in"), "{unvouched}");
        std::fs::remove_dir_all(&dir).expect("removed");
    }
    #[test]
    fn agree_reports_the_first_input_the_reference_disagrees_on() {
        use std::sync::atomic::{AtomicU64, Ordering};
        static MADE: AtomicU64 = AtomicU64::new(0);
        // Inputs one pile each, of 1, 2, 3, …: the reference is wrong from the pile of 3 on.
        fn counted(_: &mut Rng, _: usize) -> String {
            format!("1\n{}\n", MADE.fetch_add(1, Ordering::Relaxed) + 1)
        }
        fn wrong_from_three(input: &str) -> String {
            if crate::stress::numbers(input)[1] >= 3 { "No\n".to_owned() } else { xor(input) }
        }
        let reference = Reference::new("late", wrong_from_three, &[], Inputs::new(counted, 1, 7));
        let v = Verification { brute: xor, ..NIM };
        let told = agree(&v, &reference).expect_err("a disagreement").message().to_owned();
        assert!(
            told.starts_with("run 3, seed") && told.contains("the late disagrees") && told.contains("| 3"),
            "{told}"
        );
        let right = Reference::new("right", xor, &[], Inputs::new(counted, 1, 7));
        assert!(agree(&v, &right).is_ok());
    }

    fn passes(_: &Path) -> Result<(), String> {
        Ok(())
    }

    const MIRROR: &[Reference] = &[
        Reference::new("mirror", xor, &["30-"], Inputs::new(piles, 3, 5)).with_stress(Inputs::new(piles, 9, 5)),
        Reference::new("plain", xor, &[], Inputs::new(piles, 3, 5)),
    ];

    const EVERY_PART: Verification = Verification { brute: xor, ..NIM }
        .with_references(MIRROR)
        .with_checks(&[Check::new("pattern", passes)])
        .with_refusals(&[("x\n", "expected an integer")]);

    /// The names of the trials of `v` for a problem with the cases `names` (and a validator
    /// beside its binary, if `validator`), and whether the trial `vouch/every-oracle-vouches`
    /// passes.
    fn verification_trials(v: &'static Verification, names: &[&str], validator: bool) -> (Vec<String>, bool) {
        let dir = tempfile::tempdir().unwrap();
        let problem = dir.path().join("nim");
        std::fs::create_dir_all(problem.join("cases")).unwrap();
        std::fs::write(problem.join("problem.toml"), "title = \"t\"\nsource = \"s\"\ntime_limit_ms = 1000\n").unwrap();
        for name in names {
            case(&problem.join("cases"), name, "1\n1\n", "Yes\n");
        }
        let program = dir.path().join("nim");
        if validator {
            std::fs::write(dir.path().join("nim-validator"), "").unwrap();
        }
        let trials = trials(v, &problem, &program).unwrap();
        let listed = trials.iter().map(|t| t.name().to_owned()).collect();
        let args = crate::trial::Arguments::parse(["--exact", "vouch/every-oracle-vouches"]).unwrap();
        let conclusion = crate::trial::run_to(&args, trials, &mut std::io::sink());
        (listed, conclusion.passed == 1)
    }

    #[test]
    fn a_verification_is_a_trial_per_oracle_case_and_check() {
        let (names, vouched) = verification_trials(&EVERY_PART, &["00-sample-1", "30-max-1"], true);
        assert_eq!(
            names,
            [
                "stress",
                "stress/shrink-candidates",
                "stress/mirror",
                "agree/mirror",
                "agree/plain",
                "vouch/00-sample-1",
                "vouch/30-max-1",
                "vouch/every-oracle-vouches",
                "valid/generated",
                "check/pattern",
                "check/refusals",
                "write-cases"
            ]
        );
        assert!(vouched, "the plain reference vouches for no prefix and is not asked to");
        // No reference, no check, no validator.
        let (names, vouched) = verification_trials(&NIM, &["00-sample-1"], false);
        assert_eq!(
            names,
            ["stress", "stress/shrink-candidates", "vouch/00-sample-1", "vouch/every-oracle-vouches", "write-cases"]
        );
        assert!(vouched);
        let (_, vouched) = verification_trials(&EVERY_PART, &["00-sample-1"], false);
        assert!(!vouched, "the mirror vouches for 30-, and no case starts with it");
    }
    #[test]
    fn seeds_and_counts_are_read_from_the_environment_in_decimal_or_hexadecimal() {
        assert_eq!(
            (number("0x5eed"), number(" 12\n"), number("x"), number("-1")),
            (Some(0x5eed), Some(12), None, None)
        );
        // Variables cargo sets for every test it runs.
        let minor: u64 = env!("CARGO_PKG_VERSION_MINOR").parse().unwrap();
        let major: u64 = env!("CARGO_PKG_VERSION_MAJOR").parse().unwrap();
        assert_eq!(
            (env_number("CARGO_PKG_VERSION_MINOR"), env_number("CARGO_PKG_VERSION_MAJOR")),
            (Some(minor), Some(major))
        );
        assert_eq!(env_number("SG_NO_SUCH_VARIABLE"), None);
    }
}
