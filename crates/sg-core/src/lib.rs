//! Sprague–Grundy game theory for judge solutions.
//!
//! Modules are small and flat, in the manner of the AtCoder Library for Rust. Each public item
//! says what it computes, its constraints, its complexity and when it panics, with an example
//! that runs as a doctest. Nothing here knows a judge's input format or does I/O: that lives in
//! each problem's `main.rs`, which reads tokens through the `judge-io` crate.
//!
//! | module | what it holds |
//! |---|---|
//! | [`mex`] | minimum excludant with a reusable buffer |
//! | [`nim`] | nim-sums |
//! | [`search`] | exhaustive search by definition of a finite game (Grundy values, verdicts, any value rule such as minimax; a cycle is an error naming a state), the moves of a sum, and Nim decided without XOR, for brute forces and property tests |
//! | [`state_hash`] | hash tables for the states a search visits, with a quick hash in place of SipHash (the keys are the search's own) |
//! | [`subtraction`] | Grundy tables of subtraction games and of games over integers |
//! | [`take_break`] | take-and-break heap games (octal games, Grundy's game): options, Grundy tables by definition and fast |
//! | [`octal`] | the octal notation `d0.d1d2…` of take-and-break games |
//! | [`rare`] | rare and common values: the mask, their statistics, the rare/common table method |
//! | [`period`] | pre-period and period of a table, certified by the Guy–Smith theorem or a repeated window |
//! | [`split`] | Grundy table of splitting a pile into two strictly smaller piles |
//! | [`grid`] | Grundy tables of token games on the quarter-plane grid |
//! | [`hackenbush`] | Green Hackenbush: the Colon principle on rooted trees, the Fusion principle on graphs (2-edge-connected parts to their edge parity) |
//! | [`lasker`] | Lasker's Nim (take or split a heap): the Grundy value of a heap by its proved pattern |
//! | [`nim_product`] | nim multiplication (Conway's field on 2^(2^k)) of 8- to 64-bit values, squares, powers and inverses |
//! | [`graph`] | directed graphs as adjacency lists in one array |
//! | [`dag`] | Grundy values of the vertices of a directed acyclic graph |
//! | [`retrograde`] | win / lose / draw and remoteness of every position of a game graph with cycles, impartial or partizan |
//! | [`loopy`] | generalized Sprague–Grundy values of a digraph with cycles (Smith; Fraenkel–Yesha), sums by Smith's rule |
//! | [`segment`] | runs of empty cells bounded by walls or letters (no equal letters adjacent) |
//! | [`coins`] | coin-turning games that flip a coin and its quotients by powers of bases |
//! | [`winning`] | winning moves of a sum of games, in a chosen order |
//! | [`misere`] | misère sums (anti-SG) by the SJ theorem |
//! | [`staircase`] | staircase Nim: the nim-sum of the odd-numbered steps |
//! | [`nim_k`] | Moore's Nim-k: the losing test for moving up to k heaps at once |
//! | [`remoteness`] | win/lose with fastest win and longest loss (remoteness) of games over integers; the step (suspense number) of Every-SG compounds |
//! | [`young_diagram`] | staircase (Young diagram) shapes as boundary paths, their ranks, and the fill-the-box minimax |
//! | [`primes`] | sieve of Eratosthenes |
//! | [`modular`] | powers, inverses and binomial coefficients modulo a prime |
//! | [`xor_transform`] | Walsh–Hadamard transform, XOR convolution powers modulo a prime |
//! | [`wythoff`] | Wythoff's game: its lost positions (Beatty pairs of the golden ratio) in exact integer arithmetic, its Grundy table by the definition |
//! | [`zeckendorf`] | Zeckendorf representations (sums of non-consecutive Fibonacci numbers), which decide Fibonacci Nim |
//! | [`gf2`] | XOR basis over GF(2): subsets of values with XOR 0, rank, span |

#![warn(missing_docs, clippy::missing_panics_doc, clippy::missing_errors_doc)]

pub mod coins;
pub mod dag;
pub mod gf2;
pub mod graph;
pub mod grid;
pub mod hackenbush;
pub mod lasker;
pub mod loopy;
pub mod mex;
pub mod misere;
pub mod modular;
pub mod nim;
pub mod nim_k;
pub mod nim_product;
pub mod octal;
pub mod period;
pub mod primes;
pub mod rare;
mod rare_mask;
mod rare_span;
mod rare_splits;
mod rare_store;
pub mod remoteness;
pub mod retrograde;
pub mod search;
pub mod segment;
pub mod split;
pub mod staircase;
pub mod state_hash;
pub mod subtraction;
pub mod take_break;
pub mod winning;
pub mod wythoff;
pub mod xor_transform;
pub mod young_diagram;
pub mod zeckendorf;
