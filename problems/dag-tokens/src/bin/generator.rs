//! The big inputs, made here and pinned by hash in `cases/generated.toml`. The maximal ones
//! reach N = 2000 vertices, M = 6000 edges and K = 2000 tokens, the statement's limits: random
//! DAGs threaded by a path through all vertices under a random numbering, so the depth is
//! 2000 and a recursive search must not overflow the stack, and the bare path of 2000
//! vertices with a token on each. Besides them, the long path with a single token.

use judge_io::generator::{Case, main as generate};
use judge_io::random::Rng;
use std::fmt::Write as _;

const N: usize = 2000;

/// A random DAG on `n` vertices with `m` edges (repeats allowed) under a random numbering,
/// threaded by a path through all vertices, and `k` random tokens.
fn threaded(rng: &mut Rng, n: usize, m: usize, k: usize) -> String {
    let mut label: Vec<usize> = (1..=n).collect();
    rng.shuffle(&mut label);
    let mut edges = Vec::with_capacity(m);
    edges.extend((1..n.min(m + 1)).map(|i| (label[i - 1], label[i])));
    while edges.len() < m {
        let a = rng.below(0..=n - 1);
        let b = rng.below(0..=n - 1);
        if a < b {
            edges.push((label[a], label[b]));
        }
    }
    rng.shuffle(&mut edges);
    let mut text = String::with_capacity(10 * m + 5 * k + 16);
    writeln!(text, "{n} {m} {k}").expect("write to a String");
    for (a, b) in edges {
        writeln!(text, "{a} {b}").expect("write to a String");
    }
    let tokens: Vec<String> = (0..k).map(|_| rng.below(1..=n).to_string()).collect();
    text + &tokens.join(" ") + "\n"
}

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
    ("30-max-1", |rng| threaded(rng, N, 6000, N)),
    ("30-max-2", |rng| threaded(rng, N, 6000, N)),
    ("30-max-3", |rng| threaded(rng, N, 6000, N)),
    ("30-max-path", bare_path),
];

fn main() {
    generate(CASES)
}
