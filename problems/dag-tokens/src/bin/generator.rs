//! The big inputs, made here and pinned by hash in `cases/generated.toml`. The maximal ones
//! reach N = 2000 vertices, M = 6000 edges and K = 2000 tokens, the statement's limits: random
//! DAGs threaded by a path through all vertices under a random numbering, so the depth is
//! 2000 and a recursive search must not overflow the stack, and the bare path of 2000
//! vertices with a token on each. Besides them, the long path with a single token.

use dag_tokens::dag;
use judge_io::generator::{Case, main as generate};
use judge_io::random::Rng;
use std::fmt::Write as _;

const N: usize = 2000;

/// The path 1 -> 2 -> ... -> 2000 and one token on 1.
fn long_path(_: &mut Rng) -> String {
    let mut text = String::with_capacity(10 * N);
    writeln!(text, "{N} {} 1", N - 1).expect("write to a String");
    for v in 1..N {
        writeln!(text, "{v} {}", v + 1).expect("write to a String");
    }
    text + "1\n"
}

/// The bare path 2000 -> 1999 -> ... -> 1: depth 2000, one token per vertex.
fn bare_path(_: &mut Rng) -> String {
    let mut text = String::with_capacity(15 * N);
    writeln!(text, "{N} {} {N}", N - 1).expect("write to a String");
    for v in 1..N {
        writeln!(text, "{} {v}", v + 1).expect("write to a String");
    }
    let tokens: Vec<String> = (1..=N).map(|v| v.to_string()).collect();
    text + &tokens.join(" ") + "\n"
}

const CASES: &[Case] = &[
    ("10-edge-long-path", long_path),
    ("30-max-1", |rng| dag(rng, N, 6000, N, true)),
    ("30-max-2", |rng| dag(rng, N, 6000, N, true)),
    ("30-max-3", |rng| dag(rng, N, 6000, N, true)),
    ("30-max-path", bare_path),
];

fn main() {
    generate(CASES)
}
