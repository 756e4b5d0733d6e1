//! The run box: runs one program under limits, isolated from the machine, and reports what it
//! did. It knows nothing of problems, cases or verdicts: a [`run::Runner`] takes a program, an
//! input and [`run::Limits`], and gives back a [`run::RunResult`] (exit, stop, output, CPU and
//! wall time, peak memory, and which layers of the box held).
//!
//! | module | what it does |
//! |---|---|
//! | [`run`] | one run as the judge sees it: plan, captured output, limits, measurements |
//! | [`guard`] | the guard process between judge and program: watches, stops, reaps, reports |
//! | `fork_server` | guards forked by a waiting process instead of started by `exec` |
//! | [`plan`] | what passes between judge, guard and box: plan, report, the box's messages |
//! | [`layers`] | the layers a box is built from, and which a run had |
//! | `error` | what went wrong with a run, and the file it is about |
//! | [`cgroup`] | one control group per run: memory, processes, CPU, killing the group |
//! | [`testing`] | readers that misbehave as pipes do, for tests of code that drains them |
//! | `inside` | the box's namespaces, its root, and the program's last steps before `exec` |
//! | `filter` | the system-call filter the program starts under |
//! | `network` | the empty network namespace a judge's boxes share |
//! | `sockets` | messages with descriptors over Unix sockets |
//! | `tree` | the processes below the guard, as `/proc` shows them |
//! | `users` | the box's own user as root, one per box on the machine |
//!
//! What each isolation level guarantees is written in the crate's README.

#![warn(missing_docs, clippy::missing_panics_doc, clippy::missing_errors_doc)]

pub mod cgroup;
mod error;
mod filter;
mod fork_server;
pub mod guard;
mod inside;
pub mod layers;
mod network;
pub mod plan;
pub mod run;
mod sockets;
pub mod testing;
mod tree;
mod users;

pub use error::Error;
pub use filter::always_refused;
pub use guard::enter;
pub use users::BOX_UID_BASE;
