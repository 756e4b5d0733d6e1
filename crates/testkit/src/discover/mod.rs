//! Finding problems and their cases, and checking each directory against the rules.
//!
//! | module | what it holds |
//! |---|---|
//! | `problem` | [`Problem`], loaded from its directory; the problems of a workspace |
//! | `files` | [`Case`], a problem's case files and invalid inputs, and their names |
//! | `submissions` | [`Submission`]s, by the folder of their expected verdict |
//! | `rules` | the rules of a problem directory, each checked on its own ([`load_checked`]) |

mod files;
mod problem;
mod rules;
mod submissions;
#[cfg(test)]
mod tests;

pub use crate::paths::{target_dir, workspace_root};
pub use files::{Case, cases, invalid_inputs, regular_file, valid_case_file};
pub use problem::{Problem, census, load, problem_dirs, valid_slug};
pub use rules::{README_SECTIONS, check_parts, check_structure, load_checked};
pub use submissions::{FOLDERS, Language, Submission, submissions};
