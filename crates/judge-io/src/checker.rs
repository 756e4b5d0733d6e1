//! testlib's exit codes for checkers and interactors.

/// The output is accepted.
pub const ACCEPTED: i32 = 0;
/// The output is wrong.
pub const WRONG_ANSWER: i32 = 1;
/// The output is malformed (judged as a wrong answer).
pub const PRESENTATION_ERROR: i32 = 2;
/// The checker or interactor itself failed.
pub const JUDGE_FAILURE: i32 = 3;
