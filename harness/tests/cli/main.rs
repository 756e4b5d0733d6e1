//! The command line, a module per command: usage and refusals, `judge` end to end (a scratch
//! workspace with a correct, a wrong, a crashing and a hanging problem, built and judged, and a
//! judge interrupted with Ctrl-C), `check`, `stress`, `changed`, `new`, `bundle` and `export`.
#![allow(clippy::unwrap_used, reason = "fixture set-up: a failure to set up is a test failure")]

mod bundle;
mod changed;
mod check;
#[path = "../common/mod.rs"]
mod common;
mod export;
mod judge;
mod new;
mod stress;
mod support;
mod usage;
