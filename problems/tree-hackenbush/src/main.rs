//! A tree game (HDU 3094): Green Hackenbush on a tree rooted at vertex 1. A move deletes an
//! edge, and everything no longer connected to the root goes with it; who cannot move loses.
//!
//! By the Colon principle a leaf is worth 0 and a vertex the XOR of (value + 1) over its
//! children; Alice, who moves first, wins exactly when the root's value is non-zero.
//! `sg_core::hackenbush::tree_value` orients the undirected edges by a breadth-first walk from
//! the root and adds the values up children first, without recursion: O(N) per tree.

use judge_io::{InputError, Reader, Writer, run};
use sg_core::hackenbush::{NotATree, tree_value};

const MAX_TESTS: usize = 100;
const MAX_N: usize = 100_000;

fn solve(r: &mut Reader, w: &mut Writer) -> Result<(), InputError> {
    let tests: usize = r.int_in(1..=MAX_TESTS)?;
    let mut edges = Vec::new();
    for _ in 0..tests {
        let n: usize = r.int_in(1..=MAX_N)?;
        // Each tree's edges alone: nothing of the previous tree is kept.
        edges.clear();
        for _ in 1..n {
            let a: usize = r.int_in(1..=n)?;
            let b: usize = r.int_in(1..=n)?;
            edges.push((a - 1, b - 1));
        }
        let value = tree_value(n, &edges, 0).map_err(|e| r.error(not_a_tree(&e)))?;
        w.str_line(if value != 0 { "Alice" } else { "Bob" });
    }
    r.finish()
}

/// The refusal, with the vertices numbered from 1 as in the input.
fn not_a_tree(e: &NotATree) -> String {
    match *e {
        NotATree::Cycle { vertex } => {
            format!("the edges are not a tree: an edge from vertex {} closes a cycle", vertex + 1)
        }
        NotATree::Unreached { vertex } | NotATree::OneWay { vertex } => {
            format!("the edges are not a tree: vertex {} is not connected to vertex 1", vertex + 1)
        }
    }
}

fn main() {
    run(solve);
}
