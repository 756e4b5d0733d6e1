//! Judge I/O: a whitespace token reader over the whole input, and a buffered writer.
//!
//! Judge data comes with Windows line endings, trailing blank lines and stray spaces, so input
//! is read as tokens, never as lines. A malformed input is reported as one line naming the
//! position and what was expected:
//!
//! ```text
//! error: line 3, token 2: expected an integer from 1 to 1000, found "x"
//! ```
//!
//! [`run`] wires a solution to stdin and stdout, prints that line and exits with code 2;
//! [`refuse`] does the same for a program that reads its input in its own way.
//!
//! That refusal is a protocol between solutions and the judge, defined here once:
//! [`REFUSAL_EXIT_CODE`], [`ERROR_PREFIX`], and [`is_clean_refusal`], which the harness uses
//! to check that every binary refuses bad input this way.
//!
//! Checkers and interactors follow testlib's protocol, in [`checker`]; interactive programs
//! read the other side's lines as they come with [`interact`].
//!
//! | module | what it holds |
//! |---|---|
//! | `reader` | [`Reader`], the token reader, and [`InputError`] |
//! | `writer` | [`Writer`], the buffered answer |
//! | `refusal` | [`run`], [`refuse`] and the refusal protocol the judge checks |
//! | [`checker`] | testlib's protocol for checkers and interactors |
//! | [`interact`] | lines read as the other side writes them |
//! | [`validator`] | input validators: the exact format and the statement's bounds, Kattis' exit codes |
//! | [`generator`] | input generators: big inputs made from a seeded generator, pinned by hash |
//! | [`random`] | [`random::Rng`], a seeded generator that gives the same numbers on every machine |

#![warn(missing_docs, clippy::missing_panics_doc, clippy::missing_errors_doc)]

pub mod checker;
pub mod generator;
pub mod interact;
pub mod random;
mod reader;
mod refusal;
pub mod validator;
mod writer;

pub use reader::{InputError, Integer, Reader};
pub use refusal::{ERROR_PREFIX, REFUSAL_EXIT_CODE, is_clean_refusal, refuse, run};
pub use writer::Writer;
