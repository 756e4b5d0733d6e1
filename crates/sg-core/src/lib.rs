//! Sprague–Grundy game theory for judge solutions, and the judge I/O they share.
//!
//! Modules are small and flat, in the manner of the AtCoder Library for Rust. Each public item
//! says what it computes, its constraints, its complexity and when it panics, with an example
//! that runs as a doctest. Nothing here knows a judge's input format: that lives in each
//! problem's `main.rs`, which reads tokens through [`io`].
//!
//! | module | what it holds |
//! |---|---|
//! | [`gf2`] | XOR basis over GF(2): subsets of values with XOR 0, rank, span |
//! | [`io`] | token reader over stdin with one-line `error:` messages, buffered writer |
//! | [`mex`] | minimum excludant with a reusable buffer |
//! | [`nim`] | nim-sums |
//! | [`subtraction`] | Grundy tables of subtraction games and of games over integers |
//! | [`search`] | exhaustive search by definition, for brute forces and property tests |
//! | [`segment`] | runs of empty cells bounded by walls or letters (no equal letters adjacent) |
//! | [`staircase_shape`] | staircase (Young diagram) shapes as boundary paths, their ranks, and the fill-the-box minimax |

pub mod gf2;
pub mod io;
pub mod mex;
pub mod nim;
pub mod search;
pub mod segment;
pub mod staircase_shape;
pub mod subtraction;
