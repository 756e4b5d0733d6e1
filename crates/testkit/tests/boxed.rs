//! What the test kit does through the run box, in a test binary of its own (on
//! `testkit::trial`), so that it is the box's guard, as a problem's test binary is:
//! `stress::check_output` (a right answer passes; a wrong answer or a failed run is told, with
//! the command), `generated::make` (inputs made by a generator and checked against their
//! pins, each way of failing named by its case), `refusal` (bad input refused by the
//! protocol, or answered), `validation` (a validator's verdict, its bounds, its tests),
//! `cases` (the list of a package's tests, and what its bad-input and CRLF tests reject),
//! `judging` (a finished run judged by a checker, a run judged by an interactor) and `verify::stress_command` (what `harness
//! stress` runs).

use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use testkit::generated::{Pinned, make, run_generator, sha256_hex};
use testkit::meta::CompareMode;
use testkit::refusal::{check_refusal, check_refused_with};
use testkit::run::Input;
use testkit::stress::check_output;
use testkit::trial::{self, Failed, Trial};
use testkit::validation::{Reach, Validation, test_lines, validate};
use testkit::verify::{BruteForce, CaseWriter, Inputs, Judging, Reference, StressArgs, Verification, stress_command};

/// A shell script at `dir/name`, executable.
fn script(dir: &Path, name: &str, body: &str) -> Result<PathBuf, String> {
    let program = dir.join(name);
    std::fs::write(&program, format!("#!/bin/sh\n{body}\n")).map_err(|e| e.to_string())?;
    std::fs::set_permissions(&program, std::fs::Permissions::from_mode(0o755)).map_err(|e| e.to_string())?;
    Ok(program)
}

/// Checks a shell script's answer to `input`, the script written to a scratch directory.
fn check(body: &str, input: &str, expected: &str, mode: CompareMode) -> Result<(), String> {
    let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
    check_output(&script(dir.path(), "program", body)?, input, expected, mode)
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

fn fails_with(result: Result<(), String>, part: &str) -> Result<(), Failed> {
    match result {
        Err(message) if message.contains(part) && message.contains("command: ") => Ok(()),
        other => Err(Failed::from(format!("expected an error with {part:?}, got {other:?}"))),
    }
}

/// What `check_refusal` and `check_refused_with` (for "expected an integer") say of a
/// program: whether each passed.
fn refusals(body: &str) -> Result<(bool, bool), String> {
    let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
    let program = script(dir.path(), "program", body)?;
    let refusal = check_refusal(&program, b"x\n");
    let refused_with = check_refused_with(&program, b"x\n", "expected an integer");
    for told in [&refusal, &refused_with].into_iter().filter_map(|r| r.as_ref().err()) {
        if !told.starts_with(&program.display().to_string()) || !told.contains("input \"x\\n\"") {
            return Err(format!("a failure names the program and the input: {told}"));
        }
    }
    Ok((refusal.is_ok(), refused_with.is_ok()))
}

fn bad_input_is_refused_by_the_protocol_or_answered() -> Result<(), Failed> {
    let refuse = "echo 'error: line 1, token 1: expected an integer, found \"x\"' >&2; exit 2";
    let table = [
        (refuse, (true, true)),
        ("echo 'error: line 1: too long' >&2; exit 2", (true, false)),
        ("echo 0", (true, false)),
        ("echo 0; echo 'warning: odd' >&2", (false, false)),
        ("echo 'error: expected an integer' >&2; exit 1", (false, false)),
        ("echo 0; echo 'error: expected an integer' >&2; exit 2", (false, false)),
        ("printf 'error: expected an integer\\nerror: again\\n' >&2; exit 2", (false, false)),
        ("kill -SEGV $$", (false, false)),
    ];
    for (body, expected) in table {
        let got = refusals(body)?;
        if got != expected {
            return Err(format!("{body}: (check_refusal, check_refused_with) gave {got:?}, not {expected:?}").into());
        }
    }
    Ok(())
}

fn a_validators_exit_code_is_its_verdict() -> Result<(), Failed> {
    let dir = tempfile::tempdir()?;
    let runner = testkit::shared_runner()?;
    let said = |body: &str| -> Result<Result<Validation, String>, String> {
        let validator = script(dir.path(), "validator", body)?;
        Ok(validate(runner, &validator, Input::Bytes(b"3\n")).map_err(|e| e.message))
    };
    let reach = Reach { name: "n".into(), low: 1, high: 10, min: true, max: false };
    let table: [(&str, Result<Validation, &str>); 5] = [
        ("cat >/dev/null; echo '@tests 1'; echo 'n 1 10 min'; exit 42", Ok(Validation::Valid(vec![reach]))),
        ("echo 'n: 11 is above 10' >&2; exit 43", Ok(Validation::Invalid("n: 11 is above 10".into()))),
        ("echo 'n 1 ten'; exit 42", Err("a bounds line must be")),
        ("echo 'oops' >&2; exit 1", Err("the validator ended with Code(1), not 42 or 43 (stop: None): oops")),
        ("kill -KILL $$", Err("the validator ended with Signal(9)")),
    ];
    for (body, expected) in table {
        let got = said(body)?;
        let matches = match (&got, &expected) {
            (Ok(got), Ok(expected)) => got == expected,
            (Err(got), Err(start)) => got.starts_with(start),
            _ => false,
        };
        if !matches {
            return Err(format!("{body}: {got:?}, not {expected:?}").into());
        }
    }
    Ok(())
}

fn the_lines_of_one_test_are_found_by_the_validators_marks() -> Result<(), Failed> {
    let dir = tempfile::tempdir()?;
    let runner = testkit::shared_runner()?;
    let input = dir.path().join("a.in");
    std::fs::write(&input, "3\n1\n2\n7\n8\n")?;
    let marked = script(dir.path(), "marked", "echo '@tests 2 3 4'; exit 42")?;
    let unmarked = script(dir.path(), "unmarked", "exit 42")?;
    let lines = |validator: &Path, test| test_lines(runner, validator, &input, test);
    let expected = [
        (1, Some("  the input of test 1 (lines 2 to 2):\n    | 1\n")),
        (3, Some("  the input of test 3 (lines 4 to 5):\n    | 7\n    | 8\n")),
        (0, None),
        (4, None),
    ];
    for (test, shown) in expected {
        let got = lines(&marked, test);
        if got.as_deref() != shown {
            return Err(format!("test {test}: {got:?}, not {shown:?}").into());
        }
    }
    if lines(&unmarked, 1).is_some() {
        return Err("a validator that marks no test gives no test's lines".into());
    }
    Ok(())
}

/// The names of the tests `testkit::cases::checked_trials` lists for a package with every
/// part: three cases, an invalid input, a validator, an accepted submission and `wrong` wrong
/// ones. Listed, never run.
fn listed_tests(wrong: usize) -> Result<Vec<String>, Failed> {
    let scratch = tempfile::tempdir()?;
    let write = |path: &str, text: &str| -> Result<(), Failed> {
        let path = scratch.path().join(path);
        std::fs::create_dir_all(path.parent().unwrap_or(Path::new("/")))?;
        Ok(std::fs::write(path, text)?)
    };
    write("p-sum/problem.toml", "title = \"Sum\"\nsource = \"test\"\ntime_limit_ms = 300\n")?;
    for case in ["00-sample-1", "10-edge-1", "30-max-1"] {
        write(&format!("p-sum/cases/{case}.in"), "1 2\n")?;
        write(&format!("p-sum/cases/{case}.out"), "3\n")?;
    }
    write("p-sum/invalid/negative.in", "-1 2\n")?;
    write("p-sum/submissions/accepted/sum.py", "print(sum(map(int, input().split())))\n")?;
    for i in 0..wrong {
        write(&format!("p-sum/submissions/wrong_answer/w{i}.py"), "print(4)\n")?;
    }
    // The validator is looked for beside the program; never run here, it need only be there.
    write("bin/p-sum-validator", "")?;
    let (dir, program, tmp) =
        (scratch.path().join("p-sum"), scratch.path().join("bin/p-sum"), scratch.path().join("tmp"));
    let trials = testkit::cases::checked_trials(&dir.to_string_lossy(), &program, &tmp.to_string_lossy())
        .map_err(|e| e.join("\n"))?;
    Ok(trials.iter().map(|t| t.name().to_owned()).collect())
}

/// A problem's list of tests holds every case, every part of its package, and the tests that
/// say a part is missing only when it is (so that a list gone empty or short fails).
fn every_part_of_a_package_has_its_tests() -> Result<(), Failed> {
    let names = listed_tests(2)?;
    for name in [
        "00-sample-1",
        "10-edge-1",
        "30-max-1",
        "valid/00-sample-1",
        "valid/10-edge-1",
        "valid/30-max-1",
        "invalid/negative.in",
        "junk/00-sample-1",
        "junk/10-edge-1",
        "submission/accepted/sum.py",
        "submission/wrong_answer/w0.py",
        "submission/wrong_answer/w1.py",
        "bad-input/truncated-00-sample-1",
        "crlf/00-sample-1",
    ] {
        if !names.iter().any(|n| n == name) {
            return Err(format!("no test {name} in {names:?}").into());
        }
    }
    // Tests that say a part is missing; junk is made from the small cases only.
    for name in ["submissions", "validator", "invalid", "generated-inputs", "junk/30-max-1"] {
        if names.iter().any(|n| n == name) {
            return Err(format!("a test {name} in {names:?}").into());
        }
    }
    let one_wrong = listed_tests(1)?;
    if !one_wrong.iter().any(|n| n == "submissions") {
        return Err(format!("one wrong submission is one too few, and no test says so: {one_wrong:?}").into());
    }
    Ok(())
}

fn a_checker_judges_a_finished_run_and_says_why() -> Result<(), Failed> {
    use testkit::run::{Exit, RunResult};
    let dir = tempfile::tempdir()?;
    let runner = testkit::shared_runner()?;
    let checker = script(
        dir.path(),
        "checker",
        "[ \"$(cat \"$2\")\" = \"$(cat \"$3\")\" ] && exit 0; echo \"wrong: $(cat \"$2\")\" >&2; exit 1",
    )?;
    let (input, output) = (dir.path().join("a.in"), dir.path().join("a.out"));
    std::fs::write(&input, "1 2\n")?;
    std::fs::write(&output, "3\n")?;
    let case = testkit::discover::Case { name: "a".into(), input: input.clone(), output, pin: None };
    let meta = testkit::meta::parse(Path::new("problem.toml"), "title = \"t\"\nsource = \"s\"\ntime_limit_ms = 1000\n")
        .map_err(|e| format!("{e:?}"))?;
    let limits = testkit::run::Limits::new(std::time::Duration::from_secs(1), 64);
    let jury = testkit::jury::Jury::Checker(testkit::run::Program::new(&checker));
    let finished = |stdout: &[u8]| RunResult {
        exit: Exit::Code(0),
        stop: None,
        stdout: stdout.to_vec(),
        stderr: Vec::new(),
        cpu: std::time::Duration::ZERO,
        wall: std::time::Duration::ZERO,
        peak_kib: 0,
        ended_ns: 0,
        output_cut: false,
        isolation: Default::default(),
    };
    let judged = |stdout: &[u8]| testkit::judging::judge_run(runner, &jury, &finished(stdout), &case, &meta, limits);
    let right = judged(b"3\n")?;
    if right != (testkit::report::Verdict::Ac, String::new()) {
        return Err(format!("a right answer: {right:?}").into());
    }
    let wrong = judged(b"4\n")?;
    let why = format!("{}\n  checker says:\n    | wrong: 4\n  output:\n    | 4\n", input.display());
    if wrong != (testkit::report::Verdict::Wa, why) {
        return Err(format!("a wrong answer: {wrong:?}").into());
    }
    Ok(())
}

fn an_interactor_talks_with_the_solution_and_gives_the_verdict() -> Result<(), Failed> {
    use testkit::report::Verdict;
    let dir = tempfile::tempdir()?;
    let runner = testkit::shared_runner()?;
    let interactor = script(
        dir.path(),
        "interactor",
        "cat \"$1\"; read reply; [ \"$reply\" = \"$(cat \"$2\")\" ] && exit 0; echo \"wrong: $reply\" >&2; exit 1",
    )?;
    let (input, output) = (dir.path().join("a.in"), dir.path().join("a.out"));
    std::fs::write(&input, "1 2\n")?;
    std::fs::write(&output, "3\n")?;
    let case = testkit::discover::Case { name: "a".into(), input: input.clone(), output, pin: None };
    let meta = testkit::meta::parse(Path::new("problem.toml"), "title = \"t\"\nsource = \"s\"\ntime_limit_ms = 1000\n")
        .map_err(|e| format!("{e:?}"))?;
    let problem =
        testkit::discover::Problem { slug: "duel".into(), dir: dir.path().to_path_buf(), meta, cases: Vec::new() };
    let jury = testkit::jury::Jury::Interactor(testkit::run::Program::new(&interactor));
    let limits = testkit::run::Limits::new(std::time::Duration::from_secs(2), 64);
    let judged = |name: &str, body: &str| -> Result<testkit::report::CaseReport, Failed> {
        let solution = testkit::run::Program::new(script(dir.path(), name, body)?);
        Ok(testkit::judging::judge_case(runner, &solution, &problem, &case, limits, &jury)?)
    };
    let right = judged("right", "read a b; echo $((a + b))")?;
    if right.verdict != Verdict::Ac {
        return Err(format!("a right solution: {right:?}").into());
    }
    let wrong = judged("wrong", "read a b; echo 0")?;
    let said = [
        "  interactor says:\n    | wrong: 0\n",
        "  last lines from the solution:\n    | 0\n",
        "  last lines to the solution:\n    | 1 2\n",
    ];
    if wrong.verdict != Verdict::Wa || !said.iter().all(|part| wrong.detail.contains(part)) {
        return Err(format!("a wrong answer: {wrong:?}").into());
    }
    // Told it is wrong, it goes on waiting: stopped soon after, well before its wall-clock limit
    // of 5 s, and the interactor's verdict stands.
    let lingering = judged("lingering", "read a b; echo 0; sleep 30")?;
    if lingering.verdict != Verdict::Wa || lingering.wall > std::time::Duration::from_secs(3) {
        return Err(format!("a solution that goes on after a wrong answer: {lingering:?}").into());
    }
    // Told it is wrong, it fails when the interactor hangs up: the interactor ended first, so
    // the wrong answer stands.
    let hung_up = judged("hung-up", "read a b; echo 0; read more || exit 1")?;
    if hung_up.verdict != Verdict::Wa {
        return Err(format!("a solution that fails once the interactor has gone: {hung_up:?}").into());
    }
    // It ends first, with an error: its own failure is the verdict.
    let crashed = judged("crashed", "read a b; exit 3")?;
    if crashed.verdict != Verdict::Re || !crashed.detail.contains("exit code 3") {
        return Err(format!("a solution that crashes: {crashed:?}").into());
    }
    Ok(())
}

/// Whether the test `name` of a sum problem (one sample, `1 2`) passes for a program.
fn sum_trial_passes(program_body: &str, name: &str) -> Result<bool, Failed> {
    let dir = tempfile::tempdir()?;
    let problem = dir.path().join("p-sum");
    std::fs::create_dir_all(problem.join("cases"))?;
    std::fs::write(problem.join("problem.toml"), "title = \"Sum\"\nsource = \"test\"\ntime_limit_ms = 300\n")?;
    std::fs::write(problem.join("cases/00-sample-1.in"), "1 2\n")?;
    std::fs::write(problem.join("cases/00-sample-1.out"), "3\n")?;
    std::fs::create_dir(dir.path().join("bin"))?;
    let program = script(&dir.path().join("bin"), "p-sum", program_body)?;
    let trials = testkit::cases::trials(&problem, &program, &dir.path().join("tmp")).map_err(|e| format!("{e:?}"))?;
    let args = trial::Arguments::parse(["--exact", name])?;
    let conclusion = trial::run_to(&args, trials, &mut std::io::sink());
    match (conclusion.passed, conclusion.failed) {
        (1, 0) => Ok(true),
        (0, 1) => Ok(false),
        other => Err(format!("{name}: no such test ({other:?})").into()),
    }
}

fn bad_input_and_crlf_tests_reject_what_they_are_for() -> Result<(), Failed> {
    // Reads two numbers whatever the line endings, and refuses anything else by the protocol.
    let refuse = "then echo 'error: line 1: expected two numbers' >&2; exit 2; fi; echo $(($1 + $2))";
    let right = format!("input=$(tr -d '\\r'); set -- $input; if [ $# -ne 2 ]; {refuse}");
    let table = [
        (right.clone(), "crlf/00-sample-1", true),
        (right.clone(), "bad-input/truncated-00-sample-1", true),
        // Takes the CR for part of a number.
        (format!("input=$(cat); set -- $input; if [ $# -ne 2 ]; {refuse}"), "crlf/00-sample-1", false),
        // Crashes on a cut input.
        (
            format!("input=$(tr -d '\\r'); set -- $input; [ $# -ne 2 ] && exit 1; if false; {refuse}"),
            "bad-input/truncated-00-sample-1",
            false,
        ),
        // Crashes on an empty input only, which is no truncated sample: cut points are inside it.
        (
            format!("input=$(tr -d '\\r'); [ -z \"$input\" ] && exit 1; set -- $input; if [ $# -ne 2 ]; {refuse}"),
            "bad-input/truncated-00-sample-1",
            true,
        ),
    ];
    for (body, name, passes) in table {
        if sum_trial_passes(&body, name)? != passes {
            return Err(format!("{name} should {} for\n{body}", if passes { "pass" } else { "fail" }).into());
        }
    }
    Ok(())
}

/// Sums: `a b`, each from 1 to `size`.
fn two_numbers(rng: &mut testkit::stress::Rng, size: usize) -> String {
    format!("{} {}\n", rng.range(1..=size as u64), rng.range(1..=size as u64))
}

fn sum(input: &str) -> String {
    format!("{}\n", testkit::stress::numbers(input).iter().sum::<i64>())
}

fn cannot_decide(_: &str) -> String {
    panic!("cannot decide")
}

fn no_cases(_: &mut CaseWriter) {}

const SUM_REFERENCES: &[Reference] = &[Reference::new("formula", sum, &["30-"], Inputs::new(two_numbers, 3, 5))
    .with_stress(Inputs::new(two_numbers, 4, 20))];

const SUM: Verification = Verification::new(
    BruteForce { generate: two_numbers, max_size: 3, solve: sum, vouches: &["00-", "10-", "20-"] },
    no_cases,
)
.with_references(SUM_REFERENCES);

/// `stress_command` on a sum problem with one stored case (`10-edge-1`, 1000 and 0): its exit
/// code, and the names of the files it wrote in `cases/` (a saved counterexample) beside the
/// stored case, with their contents.
fn stress_sum(v: &Verification, program_body: &str, save: bool) -> Result<(i32, Vec<(String, String)>), Failed> {
    let dir = tempfile::tempdir()?;
    let problem_dir = dir.path().join("sum");
    std::fs::create_dir_all(problem_dir.join("cases"))?;
    std::fs::write(problem_dir.join("problem.toml"), "title = \"Sum\"\nsource = \"test\"\ntime_limit_ms = 1000\n")?;
    std::fs::write(problem_dir.join("cases/10-edge-1.in"), "1000 0\n")?;
    std::fs::write(problem_dir.join("cases/10-edge-1.out"), "1000\n")?;
    let problem = testkit::discover::load(&problem_dir).map_err(|e| format!("{e:?}"))?;
    let program = testkit::run::Program::new(script(dir.path(), "program", program_body)?);
    let judging = Judging { problem, jury: testkit::jury::Jury::Builtin };
    let args = StressArgs { runs: Some(60), save, ..StressArgs::default() };
    let out = dir.path().join("out");
    let code = stress_command(v, &program, &judging, &args, std::time::Duration::from_secs(10), &out);
    let mut written = Vec::new();
    for entry in std::fs::read_dir(problem_dir.join("cases"))?.chain(std::fs::read_dir(&out).into_iter().flatten()) {
        let path = entry?.path();
        let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
        if !name.starts_with("10-edge-1") {
            written.push((name, std::fs::read_to_string(&path)?));
        }
    }
    written.sort();
    Ok((code, written))
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
    // Right on every random input, wrong on the stored case.
    let (code, written) = stress_sum(&SUM, "read a b; [ \"$a\" = 1000 ] && echo 0 || echo $((a + b))", true)?;
    if (code, written.len()) != (1, 0) {
        return Err(format!("wrong on the stored case only: exit {code}, wrote {written:?}").into());
    }
    // Wrong only past the brute force's sizes: the reference finds it.
    let (code, written) = stress_sum(&SUM, "read a b; [ \"$a\" -gt 3 ] && echo 0 || echo $((a + b))", true)?;
    if code != 1 || !written.iter().any(|(name, _)| name == "30-hack-1.in") {
        return Err(format!("wrong on large inputs only: exit {code}, wrote {written:?}").into());
    }
    // An oracle that cannot answer is an error, not a verdict on the program.
    let broken = Verification { brute: cannot_decide, ..SUM };
    let (code, _) = stress_sum(&broken, "read a b; echo $((a + b))", false)?;
    if code != 2 {
        return Err(format!("a brute force that panics: exit {code}").into());
    }
    Ok(())
}

fn main() {
    testkit::guard::enter();
    let trials = vec![
        Trial::test("a_right_answer_passes", || Ok(check("cat", "1 2\n", "1 2\n", CompareMode::Tokens)?)),
        Trial::test("a_wrong_answer_is_told", || {
            fails_with(check("cat", "1 2\n", "3\n", CompareMode::Tokens), "disagrees with the expected answer")
        }),
        Trial::test("a_failed_run_is_told_even_with_the_right_output", || {
            fails_with(check("cat; exit 3", "1 2\n", "1 2\n", CompareMode::Tokens), "the binary failed")
        }),
        Trial::test("the_mode_decides_whether_spacing_counts", || {
            check("cat", "1  2\n", "1 2\n", CompareMode::Tokens)?;
            fails_with(check("cat", "1  2\n", "1 2\n", CompareMode::Exact), "disagrees")
        }),
        Trial::test("generated_inputs_are_made_and_kept", generated_inputs_are_made_and_kept),
        Trial::test("each_way_a_generator_fails_names_its_case", each_way_a_generator_fails_names_its_case),
        Trial::test("a_failing_generator_is_told_with_its_stderr", a_failing_generator_is_told_with_its_stderr),
        Trial::test(
            "bad_input_is_refused_by_the_protocol_or_answered",
            bad_input_is_refused_by_the_protocol_or_answered,
        ),
        Trial::test("a_validators_exit_code_is_its_verdict", a_validators_exit_code_is_its_verdict),
        Trial::test("every_part_of_a_package_has_its_tests", every_part_of_a_package_has_its_tests),
        Trial::test("a_checker_judges_a_finished_run_and_says_why", a_checker_judges_a_finished_run_and_says_why),
        Trial::test(
            "an_interactor_talks_with_the_solution_and_gives_the_verdict",
            an_interactor_talks_with_the_solution_and_gives_the_verdict,
        ),
        Trial::test(
            "bad_input_and_crlf_tests_reject_what_they_are_for",
            bad_input_and_crlf_tests_reject_what_they_are_for,
        ),
        Trial::test(
            "stress_finds_a_wrong_program_and_saves_what_it_found",
            stress_finds_a_wrong_program_and_saves_what_it_found,
        ),
        Trial::test(
            "the_lines_of_one_test_are_found_by_the_validators_marks",
            the_lines_of_one_test_are_found_by_the_validators_marks,
        ),
    ];
    std::process::exit(trial::run(trials).exit_code());
}
