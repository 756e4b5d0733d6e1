//! The judge against programs that misbehave: wrong answers, crashes, hangs, floods, CPU and
//! memory hogs, processes that try to outlive their run, read the expected outputs, write the
//! workspace or kill the judge. Each gets the verdict a trusted judge gives, no process of a
//! run survives it, and the report format is pinned by snapshots.
#![cfg(unix)]
#![allow(clippy::unwrap_used, reason = "fixture set-up: a failure to set up is a test failure")]

mod checkers;
#[path = "../common/mod.rs"]
mod common;
mod filter;
mod guard;
mod input;
mod isolation;
mod ordinary;
mod servers;
mod support;
mod verdicts;

fn main() {
    testkit::enter();
    if std::env::var_os(isolation::LEVEL_PROBE).is_some() {
        isolation::level_probe();
    }
    if std::env::var_os(verdicts::EXCERPT_PROBE).is_some() {
        verdicts::excerpt_probe();
    }
    if let Some(case) = std::env::var_os(input::INPUT_PROBE) {
        let script = std::env::var(input::SCRIPT_PROBE).unwrap_or_else(|_| input::INPUT_ATTACK.to_owned());
        input::input_probe(std::path::Path::new(&case), &script);
    }
    let trials = [
        verdicts::trials(),
        guard::trials(),
        servers::trials(),
        isolation::trials(),
        checkers::trials(),
        input::trials(),
        filter::trials(),
    ]
    .into_iter()
    .flatten()
    .collect();
    // Most of these wait for a run to reach its limit, or for a process to end.
    let conclusion = testkit::trial::run_waiting(trials, 2);
    let again = ordinary::run_again(support::misbehave);
    let _ = std::fs::remove_dir_all(support::fixture_dir());
    match again {
        Some(Err(e)) => {
            eprintln!("error: {e}");
            std::process::exit(101)
        }
        _ => std::process::exit(conclusion.exit_code()),
    }
}
