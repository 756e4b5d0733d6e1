//! The games of the `sg` explorer, as written on its command line (`octal:0.77`,
//! `subtraction:1,3,4`, `grundy`): parsed once here, for the explorer and for `harness new
//! --game`, which starts a problem from one.

#![warn(missing_docs, clippy::missing_panics_doc, clippy::missing_errors_doc)]

pub mod game;
