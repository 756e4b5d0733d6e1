//! The judge as a tool: the `harness` CLI (`cargo run --release -p harness`) judges every
//! problem, judges or stresses any program, and scaffolds new problems. The judging itself is
//! the test kit's ([`testkit`]); this crate adds what only the CLI needs: building the
//! problems with cargo, the command line, and the scaffold.
//!
//! | module | what it does |
//! |---|---|
//! | [`bapctools`] | `harness export --format 2025-09 --verify`: each package through BAPCtools' `bt validate` and `bt run` |
//! | [`bundle`] | `harness bundle <slug>`: a problem's program as one source file, its libraries inlined |
//! | [`export`] | `harness export`: problem packages (`2025-09` or `legacy`) and zips DOMjudge imports |
//! | [`files`] | a directory being written file by file: the site's and the packages' |
//! | [`problemtools`] | `harness export --verify`: each package through Kattis' `verifyproblem` |
//! | [`changed`] | `--changed-since REF`: the problems a change reaches, from git and cargo's dependency graph |
//! | [`check`] | `harness check`: the validator, the submissions and the time limit of each package |
//! | [`digest`] | the SHA-256 keys of what the harness keeps (check records, bundles): the files a result follows from |
//! | [`record`] | `harness check`'s results kept as data, by the content hash of what they depend on |
//! | [`scaffold`] | `harness new <slug>` |
//! | [`site`] | `harness site`: the static site, its pages, pictures and PDF |
//! | [`statement`] | a problem's statements and editorial: parts, HTML with MathML, LaTeX, the rules they keep |

#![warn(missing_docs, clippy::missing_panics_doc, clippy::missing_errors_doc)]

pub mod bapctools;
pub mod bundle;
pub mod changed;
pub mod check;
pub mod digest;
pub mod export;
pub mod files;
pub mod problemtools;
pub mod record;
pub mod scaffold;
pub mod site;
pub mod statement;
