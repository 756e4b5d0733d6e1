//! Running a program on one input like a judge: through a run guard ([`crate::guard`]) that
//! builds its box, limits CPU time, wall-clock time and memory of the whole process tree, and
//! leaves no process behind; stdout and stderr drained on their own threads, output capped.
//!
//! A [`Runner`] takes a [`Program`], an [`Input`] and [`Limits`] (`program`), starts a guard
//! for the run (`runner`, `guard_process`) in a pooled scratch directory (`scratch`), feeds and
//! drains its pipes (`pipes`), and [`Running::finish`] (`running`) reads the guard's report
//! into a [`RunResult`] (`result`). `files` finds the executable and seals the input. A
//! [`Runner::direct`] runner starts trusted programs itself, without a guard or a box (`direct`).

mod direct;
mod files;
mod guard_process;
mod pipes;
mod program;
mod result;
mod runner;
mod running;
mod scratch;

pub use crate::layers::{Isolation, Layer};
pub use crate::plan::{Exit, Stop};
pub use files::{SEARCH_PATH, regular_file, sealed_copy};
pub use program::{Input, Level, Limits, OUTPUT_CAP, Output, PROCESS_LIMIT, Program, STDERR_CAP};
pub use result::RunResult;
pub use runner::Runner;
pub use running::Running;
