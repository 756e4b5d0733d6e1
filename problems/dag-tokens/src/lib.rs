//! The shape of dag-tokens' inputs, which its generator and its tests share: a random DAG
//! with tokens, as the input text.

use judge_io::random::Rng;
use std::fmt::Write as _;

/// A random DAG on `n` vertices with `m` edges (repeats allowed) under a random numbering,
/// threaded by a path through all vertices when `path` is set (so that its depth is `n`), and
/// `k` random tokens.
pub fn dag(rng: &mut Rng, n: usize, m: usize, k: usize, path: bool) -> String {
    let mut label: Vec<usize> = (1..=n).collect();
    rng.shuffle(&mut label);
    let mut edges = Vec::with_capacity(m);
    if path {
        edges.extend((1..n.min(m + 1)).map(|i| (label[i - 1], label[i])));
    }
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
