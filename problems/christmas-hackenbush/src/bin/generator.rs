//! The maximal inputs, made here and pinned by hash in `cases/generated.toml`: a test of 99
//! drawings of 99 vertices and up to 499 edges, the statement's limits (N < 100, m < 100,
//! k < 500); 20 tests of one such drawing; and 100 tests, the most the validator allows,
//! from one vertex alone to 23 drawings of up to 60 vertices.
//!
//! The reference values a test only through pieces it can decide without the Fusion or Colon
//! principle: equal drawings (which cancel), and at a drawing's root loops, paths (Nim heaps)
//! and branches of at most 16 edges (searched). So the drawings here are pairs of equal cacti
//! of any shape, written in different orders, and "spiders", whose branches at the root are
//! paths, loops and cacti of at most 12 edges (the problem's library builds them, and the tests
//! share it). To build a spider or a test worth 0, the spiders are valued the same way, each
//! small branch by an exhaustive search of its own; the answers come from the reference.

use christmas_hackenbush::{
    Drawing, MAX_DRAWINGS, MAX_EDGES, MAX_VERTICES, Shape, big_cactus, format, large_test, rewritten, small_test,
    spider, spider_branches,
};
use judge_io::generator::{Case, main as generate};
use judge_io::random::Rng;

/// A spider of `m` vertices and `k` or k − 1 edges worth 0: random branches on all but some
/// 20 to 40 vertices, a path as long as their value, the vertices left in two equal paths
/// (which cancel) or, if they are odd in number, also a path of one edge beside a loop at the
/// root (1 XOR 1), and loops at the root in an even number.
fn spider_worth_zero(rng: &mut Rng, m: usize, k: usize) -> Drawing {
    loop {
        let reserve = rng.below(20..=40);
        let (mut shape, value) = spider_branches(rng, m - reserve, k - 2 * reserve);
        if value > reserve {
            continue;
        }
        shape.leg(0, value);
        let mut left = reserve - value;
        if left % 2 == 1 {
            shape.leg(0, 1);
            shape.edges.push((0, 0));
            left -= 1;
        }
        shape.leg(0, left / 2);
        shape.leg(0, left / 2);
        while shape.edges.len() + 2 <= k {
            shape.edges.extend([(0, 0), (0, 0)]);
        }
        return shape.labelled(rng);
    }
}

/// N = 99: 49 pairs of cacti of 99 vertices and 400 to 499 edges (ten pairs at 499), and a
/// spider of 99 vertices and 499 edges.
fn drawings(rng: &mut Rng) -> String {
    let mut most = Vec::with_capacity(MAX_DRAWINGS);
    for i in 0..49 {
        let k = if i < 10 { MAX_EDGES } else { rng.below(400..=MAX_EDGES) };
        let d = big_cactus(rng, MAX_VERTICES, k);
        most.push(rewritten(rng, &d));
        most.push(d);
    }
    most.push(spider(rng, MAX_VERTICES, MAX_EDGES).0);
    rng.shuffle(&mut most);
    assert_eq!(most.len(), MAX_DRAWINGS);
    format(&[most])
}

/// 20 tests of one spider of 99 vertices and 499 edges (or 498), every other one worth 0.
fn single_drawing(rng: &mut Rng) -> String {
    let single: Vec<Vec<Drawing>> = (0..20)
        .map(|i| {
            vec![if i % 2 == 0 {
                spider(rng, MAX_VERTICES, MAX_EDGES).0
            } else {
                spider_worth_zero(rng, MAX_VERTICES, MAX_EDGES)
            }]
        })
        .collect();
    format(&single)
}

/// 100 tests: one vertex alone, small tests, and tests of up to 10 pairs and 3 spiders of up to
/// 60 vertices and 200 edges.
fn many_tests(rng: &mut Rng) -> String {
    let mut many: Vec<Vec<Drawing>> = Vec::with_capacity(100);
    many.push(vec![Shape::single().labelled(rng)]);
    while many.len() < 100 {
        let test = if rng.chance(1, 3) {
            small_test(rng, 6)
        } else {
            let (pairs, spiders) = (rng.below(0..=10), rng.below(1..=3));
            large_test(rng, pairs, spiders, 60, 200)
        };
        many.push(test);
    }
    rng.shuffle(&mut many);
    format(&many)
}

const CASES: &[Case] =
    &[("30-max-drawings", drawings), ("30-max-many-tests", many_tests), ("30-max-single-drawing", single_drawing)];

fn main() {
    generate(CASES)
}
