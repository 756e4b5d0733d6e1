//! Moving Tokens on a DAG (AcWing 1319): tokens on the vertices of a directed acyclic graph;
//! a move slides one token along an outgoing edge; who cannot move loses.
//!
//! Tokens never interact, so the position is a sum of one-token games and the first player
//! wins exactly when the XOR of the Grundy values of the tokens' vertices is non-zero. The
//! values come from `sg_core::dag::dag_grundy`, which settles vertices sinks first without
//! recursion: O(N + M). A graph with a cycle is refused.

use judge_io::{InputError, Reader, Writer, run};
use sg_core::dag::dag_grundy;
use sg_core::nim::nim_sum;

fn solve(r: &mut Reader, w: &mut Writer) -> Result<(), InputError> {
    let n: usize = r.int_in(1..=2000)?;
    let m: usize = r.int_in(0..=6000)?;
    let k: usize = r.int_in(1..=n)?;
    let mut edges = Vec::with_capacity(m);
    for _ in 0..m {
        let from: usize = r.int_in(1..=n)?;
        let to: usize = r.int_in(1..=n)?;
        edges.push((from - 1, to - 1));
    }
    let grundy = dag_grundy(n, &edges)
        .map_err(|cycle| r.error(format!("not acyclic: the graph has a cycle through vertex {}", cycle.state + 1)))?;
    let tokens = r.ints_in(k, 1..=n)?;
    r.finish()?;
    let xor = nim_sum(tokens.iter().map(|&v| grundy[v - 1]));
    w.str_line(if xor != 0 { "win" } else { "lose" });
    Ok(())
}

fn main() {
    run(solve);
}
