//! What the test kit does through the run box, in a test binary of its own (on
//! `testkit::trial`), so that it is the box's guard, as a problem's test binary is: a module
//! per module of the test kit, each with its trials.

mod cases;
mod generated;
mod judging;
mod output;
mod refusal;
mod stress;
mod validation;

use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};

/// A shell script at `dir/name`, executable.
fn script(dir: &Path, name: &str, body: &str) -> Result<PathBuf, String> {
    let program = dir.join(name);
    std::fs::write(&program, format!("#!/bin/sh\n{body}\n")).map_err(|e| e.to_string())?;
    std::fs::set_permissions(&program, std::fs::Permissions::from_mode(0o755)).map_err(|e| e.to_string())?;
    Ok(program)
}

fn main() {
    testkit::guard::enter();
    let trials = [
        output::trials(),
        generated::trials(),
        refusal::trials(),
        validation::trials(),
        cases::trials(),
        judging::trials(),
        stress::trials(),
    ]
    .into_iter()
    .flatten()
    .collect();
    std::process::exit(testkit::trial::run(trials).exit_code());
}
