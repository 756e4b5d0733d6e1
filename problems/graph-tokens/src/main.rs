//! Tokens on a directed graph with cycles (the project's own problem): a move slides one token
//! along an edge; who cannot move loses; endless play is a draw. For each query (a multiset of
//! token vertices): First, Second or Draw.
//!
//! The tokens never interact, so a query is a sum of one-token games on a graph with cycles.
//! `sg_core::loopy::generalized_grundy` gives each vertex its generalized Sprague–Grundy value
//! (a number, or infinity(K)), and Smith's rule (`sum_outcome`) decides each sum:
//! O((N + M) · r) for r labelling rounds (at most the largest out-degree + 2), then O(K) per
//! query.

use judge_io::{InputError, Reader, Writer, run};
use sg_core::graph::Digraph;
use sg_core::loopy::{generalized_grundy, sum_outcome};
use sg_core::retrograde::Outcome;

fn solve(r: &mut Reader, w: &mut Writer) -> Result<(), InputError> {
    let n: usize = r.int_in(1..=2000)?;
    let m: usize = r.int_in(0..=6000)?;
    let q: usize = r.int_in(1..=10_000)?;
    let mut edges = Vec::with_capacity(m);
    for _ in 0..m {
        let from: usize = r.int_in(1..=n)?;
        let to: usize = r.int_in(1..=n)?;
        edges.push((from - 1, to - 1));
    }
    let values = generalized_grundy(&Digraph::new(n, &edges));
    let mut tokens = Vec::with_capacity(10);
    for _ in 0..q {
        let k: usize = r.int_in(1..=10)?;
        tokens.clear();
        for _ in 0..k {
            tokens.push(r.int_in(1..=n)? - 1);
        }
        w.str_line(match sum_outcome(tokens.iter().map(|&v| &values[v])) {
            Outcome::Win => "First",
            Outcome::Lose => "Second",
            Outcome::Draw => "Draw",
        });
    }
    r.finish()
}

fn main() {
    run(solve);
}
