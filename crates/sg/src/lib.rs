//! The games of the `sg` explorer, as written on its command line (`octal:0.77`,
//! `subtraction:1,3,4`, `grundy`, `wythoff`): parsed once here, for the explorer and for
//! `harness new --game`, which starts a problem from one; and the pictures of their values
//! (`sg plot`), which the site embeds, and the period search they share with `sg period`;
//! and the table files that keep a long `sg rare` run on disk, and the scratch file that holds
//! a table longer than memory while it is computed.

#![warn(missing_docs, clippy::missing_panics_doc, clippy::missing_errors_doc)]

pub mod game;
pub mod mapped;
pub mod plot;
pub mod search;
pub mod table;
