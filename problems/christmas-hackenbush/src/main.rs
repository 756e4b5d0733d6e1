//! Christmas Game (POJ 3710): Green Hackenbush on several drawings, each rooted at its vertex
//! 1: trees with polygons hung on them, repeated edges and loops allowed. A move cuts an edge
//! of one drawing, and what no longer hangs from that drawing's root falls off; who cannot
//! move loses.
//!
//! Each drawing is worth its Green Hackenbush value: by the Fusion principle a cycle's
//! vertices may be fused, its edges turning into loops worth one each, so each 2-edge-connected
//! component counts as its edge count's parity; by the Colon principle the tree of bridges
//! then adds up as g(v) = loops XOR (g(c) + 1) over the children
//! (`sg_core::hackenbush::graph_value`, bridges found by edge index so that repeated edges are
//! cycles). The drawings are a sum: Sally, who moves first, wins exactly when the XOR of their
//! values is non-zero. O(m + k) per drawing.

use judge_io::{InputError, Reader, Writer, run};
use sg_core::hackenbush::graph_value;

const MAX_DRAWINGS: usize = 99;
const MAX_VERTICES: usize = 99;
const MAX_EDGES: usize = 499;

fn solve(r: &mut Reader, w: &mut Writer) -> Result<(), InputError> {
    let mut edges = Vec::with_capacity(MAX_EDGES);
    // Tests until the end of the input.
    while let Some(drawings) = r.int_or_end(0..=MAX_DRAWINGS)? {
        let mut xor = 0;
        for _ in 0..drawings {
            let m: usize = r.int_in(1..=MAX_VERTICES)?;
            let k: usize = r.int_in(0..=MAX_EDGES)?;
            edges.clear();
            for _ in 0..k {
                let a: usize = r.int_in(1..=m)?;
                let b: usize = r.int_in(1..=m)?;
                edges.push((a - 1, b - 1));
            }
            xor ^= graph_value(m, &edges, 0);
        }
        w.str_line(if xor != 0 { "Sally" } else { "Harry" });
    }
    Ok(())
}

fn main() {
    run(solve);
}
