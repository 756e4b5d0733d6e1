//! Generalized Sprague–Grundy values and Smith's sum rule against retrograde analysis of the
//! real game with several tokens, on many small random graphs with loops, 2-cycles, repeated
//! edges and isolated vertices.
//!
//! The seed is fixed; `SG_PROPTEST_SEED=<n>` picks another (decimal or `0x` hex).

mod common;

use judge_io::random::Rng;
use sg_core::graph::Digraph;
use sg_core::loopy::{Value, generalized_grundy, sum_outcome};
use sg_core::retrograde::{Outcome, Retrograde};

const DEFAULT_SEED: u64 = 0x1005_e5ed;
const GRAPHS: usize = 10_000;

fn seed() -> u64 {
    common::seed(DEFAULT_SEED)
}

/// Random edges on `n` vertices, leaning towards the shapes that make loopy games hard.
fn random_edges(rng: &mut Rng, n: usize) -> Vec<(usize, usize)> {
    let mut edges = Vec::new();
    for _ in 0..rng.below(0..=2 * n) {
        let (a, b) = (rng.below(0..=n - 1), rng.below(0..=n - 1));
        edges.push((a, b));
        match rng.below(0..=9) {
            0 => edges.push((b, a)), // a 2-cycle
            1 => edges.push((a, b)), // a repeated edge
            2 => edges.push((a, a)), // a loop
            _ => {}
        }
    }
    edges
}

/// The real game with `tokens` tokens on the graph (tokens told apart, which changes no
/// outcome): position = the tokens' vertices as digits in base n.
fn whole_game(graph: &Digraph, tokens: u32) -> Retrograde {
    let n = graph.len();
    Retrograde::from_moves(n.pow(tokens), |position, out| {
        let mut weight = 1;
        for _ in 0..tokens {
            let v = position / weight % n;
            out.extend(graph.successors(v).iter().map(|&w| position - v * weight + w * weight));
            weight *= n;
        }
    })
}

#[test]
fn smith_sums_agree_with_the_whole_game() {
    let seed = seed();
    let mut rng = Rng::new(seed);
    let mut positions = 0usize;
    let mut seen = [0usize; 3];
    for graph_number in 0..GRAPHS {
        let n = rng.below(1..=5);
        let edges = random_edges(&mut rng, n);
        let graph = Digraph::new(n, &edges);
        let values = generalized_grundy(&graph);
        let tokens = if n <= 4 { 3 } else { 2 };
        let game = whole_game(&graph, tokens);
        for position in 0..n.pow(tokens) {
            let on: Vec<&Value> = (0..tokens).map(|t| &values[position / n.pow(t) % n]).collect();
            let expected = game.outcome(position);
            assert_eq!(
                sum_outcome(on.iter().copied()),
                expected,
                "seed {seed:#x}, graph {graph_number}: {n} vertices, edges {edges:?}, values {values:?}, tokens on {on:?}"
            );
            seen[expected as usize] += 1;
        }
        // One token alone: the value's own outcome.
        let single = whole_game(&graph, 1);
        for (v, value) in values.iter().enumerate() {
            assert_eq!(value.outcome(), single.outcome(v), "seed {seed:#x}, edges {edges:?}, vertex {v}");
        }
        positions += n.pow(tokens);
    }
    // The random graphs exercise every outcome, many times.
    assert!(seen.iter().all(|&count| count > GRAPHS), "outcomes seen (win, lose, draw): {seen:?}");
    assert!(positions > 100_000);
}

#[test]
fn values_are_read_off_a_token_beside_a_nim_heap() {
    // A vertex of finite value g with a heap of h is lost exactly when h = g; an infinite
    // vertex with a heap of h is won when h lies in K and drawn otherwise. This pins down
    // each value itself, not only the outcomes of sums.
    let seed = seed() ^ 0x9e37;
    let mut rng = Rng::new(seed);
    for _ in 0..GRAPHS {
        let n = rng.below(1..=6);
        let edges = random_edges(&mut rng, n);
        let graph = Digraph::new(n, &edges);
        let values = generalized_grundy(&graph);
        let heaps = n + 2;
        // Position v * heaps + h: the token on v beside a heap of h.
        let game = Retrograde::from_moves(n * heaps, |position, out| {
            let (v, h) = (position / heaps, position % heaps);
            out.extend(graph.successors(v).iter().map(|&w| w * heaps + h));
            out.extend((0..h).map(|smaller| v * heaps + smaller));
        });
        for (v, value) in values.iter().enumerate() {
            for h in 0..heaps {
                let expected = match value {
                    Value::Finite(g) if *g as usize == h => Outcome::Lose,
                    Value::Finite(_) => Outcome::Win,
                    Value::Infinite(k) if k.contains(&(h as u32)) => Outcome::Win,
                    Value::Infinite(_) => Outcome::Draw,
                };
                assert_eq!(
                    game.outcome(v * heaps + h),
                    expected,
                    "seed {seed:#x}, edges {edges:?}, vertex {v}, heap {h}"
                );
            }
        }
    }
}
