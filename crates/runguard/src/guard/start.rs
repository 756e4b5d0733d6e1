//! The second step of a run: the word that makes the box's first process take on the
//! program's limits, the box's user and the Landlock sandbox, and start the program.

use super::build::Built;
use super::processes::kill_tree;
use super::report::fail_with;
use crate::plan::Plan;
use nix::unistd::Pid;
use std::io::Write;
use std::time::Instant;

/// Tells the box's first process to start the program; when it was told, the run's start (its
/// wall time counts from there), else the guard's exit code (the report written).
pub(super) fn start(plan: &Plan, built: &mut Built) -> Result<Instant, i32> {
    let started = Instant::now();
    if (&built.go).write_all(b"g").is_err() {
        kill_tree(Pid::this(), built.init, &mut None);
        return Err(fail_with(plan, "the box ended before its program started", std::mem::take(&mut built.isolation)));
    }
    Ok(started)
}
