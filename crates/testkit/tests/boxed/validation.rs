//! `validation`: a validator's verdict, its bounds, the lines of one test.

use crate::support::script;
use std::path::Path;
use testkit::run::Input;
use testkit::trial::{Failed, Trial};
use testkit::validation::{Reach, Validation, test_lines, validate};

pub fn trials() -> Vec<Trial> {
    testkit::trials![
        "validation/";
        a_validators_exit_code_is_its_verdict,
        the_lines_of_one_test_are_found_by_the_validators_marks,
    ]
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
