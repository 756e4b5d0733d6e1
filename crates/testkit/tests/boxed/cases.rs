//! `cases`: the list of a package's tests, and what its bad-input and CRLF tests reject.

use crate::support::{script, sum_problem};
use std::path::Path;
use testkit::trial::{self, Failed, Trial};

pub fn trials() -> Vec<Trial> {
    testkit::trials![
        "cases/";
        every_part_of_a_package_has_its_tests,
        bad_input_and_crlf_tests_reject_what_they_are_for,
        a_wrong_answer_names_the_test_that_rechecks_the_case,
    ]
}

/// The names of the tests `testkit::cases::checked_trials` lists for a package with every
/// part: three cases, an invalid input, a validator, an accepted submission, `wrong` wrong
/// ones and `slow` slow ones; the ignored tests marked ` (ignored)`. Listed, never run.
fn listed_tests(wrong: usize, slow: usize) -> Result<Vec<String>, Failed> {
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
    for i in 0..slow {
        write(&format!("p-sum/submissions/time_limit_exceeded/spin{i}.py"), "while True:\n    pass\n")?;
    }
    // The validator is looked for beside the program; never run here, it need only be there.
    write("bin/p-sum-validator", "")?;
    let (dir, program, tmp) =
        (scratch.path().join("p-sum"), scratch.path().join("bin/p-sum"), scratch.path().join("tmp"));
    let trials = testkit::cases::checked_trials(&dir.to_string_lossy(), &program, &tmp.to_string_lossy())
        .map_err(|e| e.join("\n"))?;
    Ok(trials.iter().map(|t| format!("{}{}", t.name(), if t.is_ignored() { " (ignored)" } else { "" })).collect())
}

/// A problem's list of tests holds every case, every part of its package, and the tests that
/// say a part is missing only when it is (so that a list gone empty or short fails).
fn every_part_of_a_package_has_its_tests() -> Result<(), Failed> {
    let names = listed_tests(2, 1)?;
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
        // It runs out its time limit: `harness check` judges it, and the tests when asked.
        "submission/time_limit_exceeded/spin0.py (ignored)",
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
    let one_wrong = listed_tests(1, 0)?;
    if !one_wrong.iter().any(|n| n == "submissions") {
        return Err(format!("one wrong submission is one too few, and no test says so: {one_wrong:?}").into());
    }
    Ok(())
}

/// Whether the test `name` of a sum problem (one sample, `1 2`) passes for a program, and what
/// the run of that test printed.
fn sum_trial(program_body: &str, name: &str) -> Result<(bool, String), Failed> {
    let dir = tempfile::tempdir()?;
    let problem = sum_problem(dir.path(), "p-sum", 300, ["00-sample-1", "1 2\n", "3\n"])?;
    std::fs::create_dir(dir.path().join("bin"))?;
    let program = script(&dir.path().join("bin"), "p-sum", program_body)?;
    let trials = testkit::cases::trials(&problem, &program, &dir.path().join("tmp")).map_err(|e| format!("{e:?}"))?;
    let args = trial::Arguments::parse(["--exact", name])?;
    let mut printed = Vec::new();
    let conclusion = trial::run_to(&args, trials, &mut printed);
    let printed = String::from_utf8_lossy(&printed).into_owned();
    match (conclusion.passed, conclusion.failed) {
        (1, 0) => Ok((true, printed)),
        (0, 1) => Ok((false, printed)),
        other => Err(format!("{name}: no such test ({other:?})").into()),
    }
}

fn a_wrong_answer_names_the_test_that_rechecks_the_case() -> Result<(), Failed> {
    let hint = "is the case right? its oracle says: cargo test -p p-sum --test judge -- --exact vouch/00-sample-1";
    let (passed, printed) = sum_trial("echo 4", "00-sample-1")?;
    if passed || !printed.contains("WA ") || !printed.contains(hint) {
        return Err(format!("a wrong answer:\n{printed}").into());
    }
    let (passed, printed) = sum_trial("exit 3", "00-sample-1")?;
    if passed || !printed.contains("RE ") || printed.contains("is the case right?") {
        return Err(format!("a crash is no reason to doubt the case:\n{printed}").into());
    }
    Ok(())
}

fn bad_input_and_crlf_tests_reject_what_they_are_for() -> Result<(), Failed> {
    // Reads two numbers from lines that end in LF or CRLF, and refuses anything else by the
    // protocol.
    let refuse = "then echo 'error: line 1: expected two numbers' >&2; exit 2; fi; echo $(($1 + $2))";
    let right = format!("input=$(sed 's/\\r$//'); set -- $input; if [ $# -ne 2 ]; {refuse}");
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
        if sum_trial(&body, name)?.0 != passes {
            return Err(format!("{name} should {} for\n{body}", if passes { "pass" } else { "fail" }).into());
        }
    }
    Ok(())
}
