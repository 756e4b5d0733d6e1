//! `verify::stress_command`, what `harness stress` runs, on a sum problem.

use crate::support::{SUM_BRUTE, run_verification, script, sum, sum_problem, two_numbers};
use testkit::trial::{Failed, Trial};
use testkit::verify::{BruteForce, CaseWriter, Inputs, Judging, Reference, StressArgs, Verification, stress_command};

pub fn trials() -> Vec<Trial> {
    testkit::trials![
        "stress/";
        stress_finds_a_wrong_program_and_saves_what_it_found,
        stress_says_what_it_tried_with_which_seed,
        an_oracle_panic_is_told_once,
        a_checker_judges_each_stressed_run,
        each_part_of_a_verification_is_checked,
        a_run_past_memory_or_output_is_told_so,
        a_reference_is_stressed_on_its_own_inputs_and_sizes,
    ]
}

fn cannot_decide(_: &str) -> String {
    panic!("cannot decide")
}

fn no_cases(_: &mut CaseWriter) {}

const SUM_REFERENCES: &[Reference] = &[Reference::new("formula", sum, &["30-"], Inputs::new(two_numbers, 3, 5))
    .with_stress(Inputs::new(two_numbers, 4, 20))];

const SUM: Verification = Verification::new(SUM_BRUTE, no_cases).with_references(SUM_REFERENCES);

/// What `stress_command` did: its exit code, the files it wrote in `cases/` (a saved
/// counterexample) beside the stored case and in its output folder, with their contents, and
/// what it printed.
struct Stressed {
    code: i32,
    written: Vec<(String, String)>,
    printed: String,
    /// The error it ended with, if it did (exit code 2).
    error: Option<String>,
}

/// `stress_command` on a sum problem with one stored case (`10-edge-1`, 1000 and 0), with
/// `save`, 60 runs and the default options.
fn stress_sum(v: &Verification, program_body: &str, save: bool) -> Result<(i32, Vec<(String, String)>), Failed> {
    let args = StressArgs { runs: Some(60), save, ..StressArgs::default() };
    stress_sum_with(v, program_body, &args).map(|s| (s.code, s.written))
}

/// `stress_command` on a sum problem with one stored case (`10-edge-1`, 1000 and 0).
fn stress_sum_with(v: &Verification, program_body: &str, args: &StressArgs) -> Result<Stressed, Failed> {
    stress_sum_judged(v, program_body, args, None)
}

/// [`stress_sum_with`], the runs judged by the checker `checker_body` when there is one.
fn stress_sum_judged(
    v: &Verification,
    program_body: &str,
    args: &StressArgs,
    checker_body: Option<&str>,
) -> Result<Stressed, Failed> {
    let dir = tempfile::tempdir()?;
    let problem_dir = sum_problem(dir.path(), "sum", 1000, ["10-edge-1", "1000 0\n", "1000\n"])?;
    let problem = testkit::discover::load(&problem_dir).map_err(|e| format!("{e:?}"))?;
    let program = testkit::run::Program::new(script(dir.path(), "program", program_body)?);
    let jury = match checker_body {
        Some(body) => testkit::jury::Jury::Checker(testkit::run::Program::new(script(dir.path(), "checker", body)?)),
        None => testkit::jury::Jury::Builtin,
    };
    let judging = Judging { problem, jury, validator: None };
    let out = dir.path().join("out");
    let mut printed = Vec::new();
    let limit = std::time::Duration::from_secs(10);
    let ended = stress_command(v, &program, &judging, args, limit, &out, &mut printed);
    let (code, error) = ended.map_or_else(|e| (2, Some(e)), |code| (code, None));
    let mut written = Vec::new();
    for entry in std::fs::read_dir(problem_dir.join("cases"))?.chain(std::fs::read_dir(&out).into_iter().flatten()) {
        let path = entry?.path();
        let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
        if !name.starts_with("10-edge-1") {
            written.push((name, std::fs::read_to_string(&path)?));
        }
    }
    written.sort();
    let printed = String::from_utf8_lossy(&printed).replace(&program.shown(), "PROGRAM");
    Ok(Stressed { code, written, printed, error })
}

fn stress_finds_a_wrong_program_and_saves_what_it_found() -> Result<(), Failed> {
    let right = stress_sum(&SUM, "read a b; echo $((a + b))", true)?;
    if right != (0, Vec::new()) {
        return Err(format!("a right program: {right:?}").into());
    }
    // Wrong when a is 2: found by the brute force at size 2, shrunk, kept, and saved as the
    // next hack case of the last prefix the brute force vouches for.
    let (code, written) = stress_sum(&SUM, "read a b; [ \"$a\" = 2 ] && echo 0 || echo $((a + b))", true)?;
    let names: Vec<&str> = written.iter().map(|(name, _)| name.as_str()).collect();
    let expected_names =
        ["20-hack-1.in", "20-hack-1.out", "counterexample.actual", "counterexample.expected", "counterexample.in"];
    if code != 1 || names != expected_names {
        return Err(format!("a program wrong when a = 2: exit {code}, wrote {written:?}").into());
    }
    let (input, answer) = (&written[0].1, &written[1].1);
    if !input.starts_with("2 ") || *answer != sum(input) || written[2].1 != "0\n" || written[4].1 != *input {
        return Err(format!("the saved case is the counterexample, with the brute force's answer: {written:?}").into());
    }
    // Without --save, the counterexample only.
    let (code, written) = stress_sum(&SUM, "read a b; [ \"$a\" = 2 ] && echo 0 || echo $((a + b))", false)?;
    if code != 1 || written.len() != 3 {
        return Err(format!("without --save: exit {code}, wrote {written:?}").into());
    }
    // Right on every random input, wrong on the stored case: the case is the counterexample
    // (it cannot shrink), written to replay, and not saved again as a case.
    let (code, written) = stress_sum(&SUM, "read a b; [ \"$a\" = 1000 ] && echo 0 || echo $((a + b))", true)?;
    let replay = [
        ("counterexample.actual".to_owned(), "0\n".to_owned()),
        ("counterexample.expected".to_owned(), "1000\n".to_owned()),
        ("counterexample.in".to_owned(), "1000 0\n".to_owned()),
    ];
    if code != 1 || written != replay {
        return Err(format!("wrong on the stored case only: exit {code}, wrote {written:?}").into());
    }
    // Wrong only past the brute force's sizes: the reference finds it.
    let (code, written) = stress_sum(&SUM, "read a b; [ \"$a\" -gt 3 ] && echo 0 || echo $((a + b))", true)?;
    if code != 1 || !written.iter().any(|(name, _)| name == "30-hack-1.in") {
        return Err(format!("wrong on large inputs only: exit {code}, wrote {written:?}").into());
    }
    // An oracle that cannot answer is an error, not a verdict on the program.
    let broken = Verification { brute: cannot_decide, ..SUM };
    let args = StressArgs { runs: Some(60), ..StressArgs::default() };
    let stressed = stress_sum_with(&broken, "read a b; echo $((a + b))", &args)?;
    let told = "against the brute force: the brute force panicked: cannot decide\n";
    if !stressed.error.as_deref().is_some_and(|e| e.starts_with(told)) || !stressed.printed.is_empty() {
        return Err(format!("a brute force that panics: {:?}", stressed.error).into());
    }
    Ok(())
}

/// Sums of numbers from 1 to `size`, but never above 3, whatever the size.
fn small_numbers(rng: &mut judge_io::random::Rng, size: usize) -> String {
    two_numbers(rng, size.min(3))
}

/// The sum by counting, which gives up past 3 (as a brute force past its sizes).
fn small_sum(input: &str) -> String {
    let numbers = testkit::stress::numbers(input);
    assert!(numbers.iter().all(|&n| n <= 3), "cannot decide");
    sum(input)
}

/// The brute force sees numbers up to 3 only; the formula is stressed on its own inputs,
/// numbers up to 4.
static WIDE: Verification = Verification::new(
    BruteForce { generate: small_numbers, solve: small_sum, ..SUM_BRUTE },
    no_cases,
)
.with_references(&[Reference::new("formula", sum, &["30-"], Inputs::new(small_numbers, 3, 5))
    .with_stress(Inputs::new(two_numbers, 4, 5))]);

/// The outcome of the problem test binary's trials `names` on `WIDE`, for the program
/// `program_body`, and what they printed.
fn stress_trials(program_body: &str, names: &[&str]) -> Result<(testkit::trial::Conclusion, String), Failed> {
    let dir = tempfile::tempdir()?;
    let problem_dir = sum_problem(dir.path(), "sum", 1000, ["10-edge-1", "1 1\n", "2\n"])?;
    let program = script(dir.path(), "program", program_body)?;
    Ok(run_verification(&WIDE, &problem_dir, &program, &[names, &["--exact"]].concat())?)
}

fn a_reference_is_stressed_on_its_own_inputs_and_sizes() -> Result<(), Failed> {
    // Against the formula, not the brute force, which cannot answer past 3.
    let (right, out) = stress_trials("read a b; echo $((a + b))", &["stress/formula"])?;
    if (right.passed, right.failed) != (1, 0) {
        return Err(format!("a right program passes the formula's stress:\n{out}").into());
    }
    // Wrong past 3 only: the formula's inputs reach it, at its own size; the brute force's never.
    let wrong_past_3 = "read a b; [ \"$a\" -gt 3 ] && echo 0 || echo $((a + b))";
    let (wrong, out) = stress_trials(wrong_past_3, &["stress", "stress/formula"])?;
    let formula_failed = out.contains("test stress/formula ... FAILED") && out.contains("disagrees with the formula");
    if (wrong.passed, wrong.failed) != (1, 1) || !formula_failed || !out.contains("test stress ... ok") {
        return Err(format!("a program wrong past 3 fails the formula's stress only:\n{out}").into());
    }
    // `harness stress` the same way: the formula's phase, on its own inputs, finds it.
    let args = StressArgs { runs: Some(60), ..StressArgs::default() };
    let stressed = stress_sum_with(&WIDE, wrong_past_3, &args)?;
    if stressed.code != 1 || !stressed.printed.starts_with("PROGRAM failed against the formula after ") {
        return Err(format!("harness stress: exit {}, printed {:?}", stressed.code, stressed.printed).into());
    }
    Ok(())
}

/// The number after `after ` in a failure's first line.
fn inputs_before_failing(printed: &str) -> Option<usize> {
    printed.split("after ").nth(1)?.split(' ').next()?.parse().ok()
}

fn stress_says_what_it_tried_with_which_seed() -> Result<(), Failed> {
    // Each oracle's count: the runs asked for, the formula's after its smaller sizes (20 of each
    // below 4).
    let args = StressArgs { runs: Some(60), seed: 7, ..StressArgs::default() };
    let right = stress_sum_with(&SUM, "read a b; echo $((a + b))", &args)?;
    let printed = &right.printed;
    let counts = printed.starts_with("PROGRAM agreed with the brute force on 60 inputs in ")
        && printed.contains(" per second), with the formula on 120 inputs in ")
        && printed.ends_with(" per second), with the 1 stored cases; seed 0x7\n");
    if right.code != 0 || !counts || !rate_agrees(printed) {
        return Err(
            format!("a right program, 60 runs, seed 7: exit {}, printed {:?}", right.code, right.printed).into()
        );
    }
    // The seed decides the inputs: the same seed finds the same input at the same run, another
    // seed at another run.
    let wrong = "read a b; [ \"$a\" = 2 ] && echo 0 || echo $((a + b))";
    let mut found = Vec::new();
    for seed in [7, 7, 8] {
        let args = StressArgs { runs: Some(60), seed, ..StressArgs::default() };
        let printed = stress_sum_with(&SUM, wrong, &args)?.printed;
        if !printed.starts_with("PROGRAM failed against the brute force after ")
            || !printed.contains(&format!("seed {seed:#x}\n"))
        {
            return Err(format!("a wrong program, seed {seed}: printed {printed:?}").into());
        }
        found.push(inputs_before_failing(&printed));
    }
    if found[0] != found[1] || found[0] == found[2] {
        return Err(format!("runs before the failure, seeds 7, 7 and 8: {found:?}").into());
    }
    // No count: the brute force as many as the time allows; each reference still its own count
    // (80 inputs, which take longer than that).
    let args = StressArgs { runs: None, time: 0.1, ..StressArgs::default() };
    let timed = stress_sum_with(&SUM, "read a b; echo $((a + b))", &args)?;
    let seconds: Option<f64> =
        timed.printed.split(" inputs in ").nth(1).and_then(|rest| rest.split(' ').next()).and_then(|t| t.parse().ok());
    let whole_reference = timed.printed.contains(" per second), with the formula on 80 inputs in ");
    if timed.code != 0 || !seconds.is_some_and(|t| (0.1..2.0).contains(&t)) || !whole_reference {
        return Err(format!("0.1 s of stress: exit {}, printed {:?}", timed.code, timed.printed).into());
    }
    Ok(())
}

/// Whether the first `on N inputs in T s (R per second)` of `printed` has R = N / T, as far as
/// T's two decimals tell.
fn rate_agrees(printed: &str) -> bool {
    let numbers = || -> Option<(f64, f64, f64)> {
        let (_, rest) = printed.split_once(" on ")?;
        let (inputs, rest) = rest.split_once(" inputs in ")?;
        let (seconds, rest) = rest.split_once(" s (")?;
        let (rate, _) = rest.split_once(" per second)")?;
        Some((inputs.parse().ok()?, seconds.parse().ok()?, rate.parse().ok()?))
    };
    numbers().is_some_and(|(n, t, r)| t > 0.0 && (r - n / t).abs() <= 0.03 * n / t + 2.0)
}

/// Set in the environment of this binary when [`an_oracle_panic_is_told_once`] runs it again.
pub const ORACLE_PANIC: &str = "SG_BOXED_ORACLE_PANIC";

/// This binary run again with [`ORACLE_PANIC`]: stresses with a brute force that panics, and
/// prints the error that comes of it.
pub fn oracle_panic() -> ! {
    let broken = Verification { brute: cannot_decide, ..SUM };
    let run = |_: &str, _: &str| testkit::verify::Behaviour::TimedOut;
    let error = testkit::verify::stress(&broken, &run, testkit::verify::StressOptions::new(3)).err();
    println!("{}", error.unwrap_or_default());
    std::process::exit(0)
}

fn an_oracle_panic_is_told_once() -> Result<(), Failed> {
    let ran = std::process::Command::new(std::env::current_exe()?).env(ORACLE_PANIC, "1").output()?;
    let (stdout, stderr) = (String::from_utf8_lossy(&ran.stdout), String::from_utf8_lossy(&ran.stderr));
    // In the error, and not printed a second time by the panic hook.
    if !stdout.starts_with("the brute force panicked: cannot decide\n") || stderr.contains("cannot decide") {
        return Err(format!("stdout {stdout:?}, stderr {stderr:?}").into());
    }
    Ok(())
}

fn a_run_past_memory_or_output_is_told_so() -> Result<(), Failed> {
    // Wrong when a is 2, by passing the memory limit (256 MiB) or the output cap (64 MiB).
    let hog = "python3 -c 'b = bytearray(400 << 20); print(sum(b[::4096]))'";
    let flood = "head -c 70000000 /dev/zero | tr '\\0' 1";
    for (program, told) in
        [(hog, "passed the memory limit of 256 MiB"), (flood, "output passed the cap of 67108864 bytes")]
    {
        let body = format!("read a b; [ \"$a\" = 2 ] && exec {program}; echo $((a + b))");
        let args = StressArgs { runs: Some(60), ..StressArgs::default() };
        let stressed = stress_sum_with(&SUM, &body, &args)?;
        // A failed run is told with what happened, and the answer it should have given.
        let told_as_re = stressed.printed.contains("RE on input (2 tokens):")
            && stressed.printed.contains(&format!("{told}\n  expected output:\n    | "));
        if stressed.code != 1 || !told_as_re {
            return Err(format!("{program}: exit {}, printed {:?}", stressed.code, stressed.printed).into());
        }
    }
    Ok(())
}

fn a_checker_judges_each_stressed_run() -> Result<(), Failed> {
    // testlib's protocol: `checker input output answer`, 0 AC, 1 WA with the reason on stderr.
    let checker =
        "[ \"$(cat \"$2\")\" = \"$(cat \"$3\")\" ] && exit 0\necho \"not the sum of $(cat \"$1\")\" >&2\nexit 1";
    let args = StressArgs { runs: Some(40), ..StressArgs::default() };
    let right = stress_sum_judged(&SUM, "read a b; echo $((a + b))", &args, Some(checker))?;
    let wrong_on_2 = "read a b; [ \"$a\" = 2 ] && echo 0 || echo $((a + b))";
    let wrong = stress_sum_judged(&SUM, wrong_on_2, &args, Some(checker))?;
    // A wrong answer is told with the checker's words, without the expected output that a
    // failed run is shown with.
    let told = &wrong.printed;
    let told_as_wa = told.contains("WA on input") && !told.contains("  expected output:\n");
    if right.code != 0 || wrong.code != 1 || !told_as_wa || !told.contains("not the sum of 2 ") {
        return Err(format!("judged by a checker: exit {} and {}, printed {told:?}", right.code, wrong.code).into());
    }
    Ok(())
}

static MADE: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);

/// [`two_numbers`], counted in [`MADE`].
fn counted_numbers(rng: &mut judge_io::random::Rng, size: usize) -> String {
    MADE.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    two_numbers(rng, size)
}

/// Numbers up to 3 for the brute force, counted; the formula is off by one; a shrink candidate
/// is not an input at all.
static PARTS: Verification = Verification::new(BruteForce { generate: counted_numbers, ..SUM_BRUTE }, no_cases)
    .with_references(&[Reference::new(
        "off-by-one",
        |input| format!("{}\n", testkit::stress::numbers(input).iter().sum::<i64>() + 1),
        &["30-"],
        Inputs::new(two_numbers, 3, 5),
    )])
    .with_shrink(|_| vec!["1 2 3\n".to_owned()]);

/// The problem test binary's trials `names` on `PARTS`, for a right program, with a validator
/// that takes numbers up to 2 only: what they came to, and what they printed.
fn parts_trials(names: &[&str]) -> Result<(testkit::trial::Conclusion, String), Failed> {
    let dir = tempfile::tempdir()?;
    let problem_dir = sum_problem(dir.path(), "sum-parts", 1000, ["10-edge-1", "1 1\n", "2\n"])?;
    let bin = dir.path().join("bin");
    std::fs::create_dir(&bin)?;
    let program = script(&bin, "sum-parts", "read a b; echo $((a + b))")?;
    script(
        &bin,
        "sum-parts-validator",
        "read a b; [ \"$a\" -le 2 ] && [ \"$b\" -le 2 ] && exit 42; echo over 2 >&2; exit 43",
    )?;
    Ok(run_verification(&PARTS, &problem_dir, &program, &[names, &["--exact"]].concat())?)
}

fn each_part_of_a_verification_is_checked() -> Result<(), Failed> {
    // The stress trial alone first, the generator counted: sizes 1 and 2, twenty inputs each,
    // then the 100 of the largest size.
    let before = MADE.load(std::sync::atomic::Ordering::Relaxed);
    let (ran, out) = parts_trials(&["stress"])?;
    let made = MADE.load(std::sync::atomic::Ordering::Relaxed) - before;
    if (ran.passed, made) != (1, 140) {
        return Err(format!("{made} inputs made:\n{out}").into());
    }
    let (ran, out) = parts_trials(&["stress/shrink-candidates", "agree/off-by-one", "valid/generated"])?;
    let told = [
        "a shrink candidate of this input:",
        "the off-by-one disagrees with the brute force",
        "a generated input is invalid: over 2",
    ];
    if ran.failed != 3 || !told.iter().all(|t| out.contains(t)) {
        return Err(format!("each broken part fails its trial:\n{out}").into());
    }
    Ok(())
}
