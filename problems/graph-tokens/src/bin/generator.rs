//! The maximal inputs, made here and pinned by hash in `cases/generated.toml`: N = 2000
//! vertices, M = 6000 edges and Q = 10 000 queries of up to K = 10 tokens, the statement's
//! limits, on graphs of different shapes: random (loops, 2-cycles, repeated edges), one long
//! cycle with chords, the largest finite values 6000 edges allow, and nearly acyclic graphs,
//! so that across the cases the answers mix `First`, `Second` and `Draw`.

use judge_io::generator::{Case, main as generate};
use judge_io::random::Rng;
use std::fmt::Write as _;

const N: usize = 2000;
const M: usize = 6000;
const Q: usize = 10_000;
const K: usize = 10;

/// The input of the graph on `N` vertices with `edges`, and `Q` queries of 1 to `K` random
/// tokens.
fn input_of(rng: &mut Rng, edges: &[(usize, usize)]) -> String {
    let mut text = String::with_capacity(10 * edges.len() + 6 * K * Q);
    writeln!(text, "{N} {} {Q}", edges.len()).expect("write to a String");
    for (a, b) in edges {
        writeln!(text, "{a} {b}").expect("write to a String");
    }
    for _ in 0..Q {
        let k = rng.below(1..=K);
        write!(text, "{k}").expect("write to a String");
        for _ in 0..k {
            write!(text, " {}", rng.below(1..=N)).expect("write to a String");
        }
        text.push('\n');
    }
    text
}

/// `M` random edges; one in eight is followed by its reverse.
fn random(rng: &mut Rng) -> String {
    let mut edges = Vec::with_capacity(M);
    while edges.len() < M {
        let (a, b) = (rng.below(1..=N), rng.below(1..=N));
        edges.push((a, b));
        if edges.len() < M && rng.chance(1, 8) {
            edges.push((b, a));
        }
    }
    input_of(rng, &edges)
}

/// One cycle through every vertex plus random chords: long cycles, few dead ends.
fn long_cycle(rng: &mut Rng) -> String {
    let mut edges: Vec<(usize, usize)> = Vec::with_capacity(M);
    edges.extend((1..=N).map(|v| (v, v % N + 1)));
    while edges.len() < M {
        edges.push((rng.below(1..=N), rng.below(1..=N)));
    }
    input_of(rng, &edges)
}

/// Every vertex of 1..=110 moves to every smaller one (values up to 109, XORs up to 127),
/// plus loops on the last vertices: the largest finite values within 6000 edges.
fn large_values(rng: &mut Rng) -> String {
    let mut edges: Vec<(usize, usize)> = Vec::with_capacity(M);
    edges.extend((1..=110).flat_map(|a| (1..a).map(move |b| (a, b))));
    edges.extend((N - 4..=N).map(|v| (v, v)));
    assert_eq!(edges.len(), M);
    input_of(rng, &edges)
}

/// Mostly downhill edges and 40 uphill ones: the graph has cycles, yet no query on it is a
/// draw, so a solution that calls every query touching a cycle a draw fails here.
fn few_cycles(rng: &mut Rng) -> String {
    let mut edges = Vec::with_capacity(M);
    while edges.len() < M - 40 {
        let (a, b) = (rng.below(1..=N), rng.below(1..=N));
        if a > b {
            edges.push((a, b));
        }
    }
    while edges.len() < M {
        let (a, b) = (rng.below(1..=N), rng.below(1..=N));
        edges.push((a.min(b), a.max(b)));
    }
    input_of(rng, &edges)
}

const CASES: &[Case] = &[
    ("30-max-random-1", random),
    ("30-max-random-2", random),
    ("30-max-long-cycle", long_cycle),
    ("30-max-large-values", large_values),
    ("30-max-few-cycles", few_cycles),
];

fn main() {
    generate(CASES)
}
