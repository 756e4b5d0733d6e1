//! `refusal`: bad input refused by the protocol, or answered.

use crate::support::script;
use testkit::refusal::{check_refusal, check_refused_with};
use testkit::trial::{Failed, Trial};

pub fn trials() -> Vec<Trial> {
    testkit::trials![
        "refusal/";
        bad_input_is_refused_by_the_protocol_or_answered,
    ]
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
