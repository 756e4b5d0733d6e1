//! The judge harness: finds every problem under `problems/`, runs its binary against its
//! cases like an online judge, and reports AC, WA, RE, TLE, MLE, OLE or JE.
//!
//! | module | what it does |
//! |---|---|
//! | [`diagnostic`] | what went wrong, and in which file |
//! | [`meta`] | `problem.toml` |
//! | [`discover`] | problem directories, their cases, and the rules they must follow |
//! | [`guard`] | the run guard between judge and solution: limits, sandbox, no process left |
//! | [`run`] | one run of a program through the guard: captured output, limits, measurements |
//! | [`compare`] | `tokens` and `exact` comparison, first difference |
//! | [`judge`] | verdicts and reports |
//! | [`jury`] | a problem's checker or interactor |
//! | [`cases`] | every case as its own test (`tests/judge.rs`) |
//! | [`stress`] | random inputs against a brute force; stored outputs against a reference |
//! | [`verify`] | one problem's verification: generator, brute force, references, what vouches for each case |
//! | [`scaffold`] | `harness new <slug>` |

#![warn(missing_docs, clippy::missing_panics_doc, clippy::missing_errors_doc)]

pub mod cases;
pub mod compare;
pub mod diagnostic;
pub mod discover;
pub mod guard;
pub mod judge;
pub mod jury;
pub mod meta;
pub mod run;
pub mod scaffold;
pub mod stress;
pub mod verify;
