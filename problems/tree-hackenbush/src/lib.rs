//! The shapes of tree-hackenbush's inputs, which its generator and its tests share: trees as
//! the input writes them, trees built on local vertices (legs, stars, caterpillars, random
//! trees, twin branches), small trees of any shape rooted anywhere, and trees that a reference
//! valuing the root's branches without the Colon principle decides: legs (Nim heaps), pairs of
//! equal branches (which cancel) and small random branches (searched).

use judge_io::random::Rng;
use std::fmt::Write as _;

/// One test: N and its edges as written (vertices from 1, the root is 1).
#[derive(Debug, Clone)]
pub struct Tree {
    /// The number of vertices.
    pub n: usize,
    /// The N − 1 edges.
    pub edges: Vec<(usize, usize)>,
}

/// The input text of `trees`, one test each.
pub fn format(trees: &[Tree]) -> String {
    let size: usize = trees.iter().map(|t| 8 + 14 * t.edges.len()).sum();
    let mut text = String::with_capacity(size + 8);
    writeln!(text, "{}", trees.len()).expect("write to a String");
    for tree in trees {
        writeln!(text, "{}", tree.n).expect("write to a String");
        for (a, b) in &tree.edges {
            writeln!(text, "{a} {b}").expect("write to a String");
        }
    }
    text
}

/// A tree on the local vertices 0..n, rooted at 0, being built. Every edge is written
/// (parent, child), and a child has a larger number than its parent (until
/// [`small_tree`] moves the root).
#[derive(Debug)]
pub struct Shape {
    /// The number of vertices.
    pub n: usize,
    /// The edges, each (parent, child).
    pub edges: Vec<(usize, usize)>,
}

impl Shape {
    /// The root alone, with room for `n` vertices.
    pub fn single(n: usize) -> Shape {
        Shape { n: 1, edges: Vec::with_capacity(n.saturating_sub(1)) }
    }

    fn vertex(&mut self) -> usize {
        self.n += 1;
        self.n - 1
    }

    /// A path of `len` edges down from `from`.
    pub fn leg(&mut self, from: usize, len: usize) {
        (0..len).fold(from, |previous, _| {
            let v = self.vertex();
            self.edges.push((previous, v));
            v
        });
    }

    /// A copy of `shape` below `at`, by an edge from `at` to the copy's root.
    pub fn hang(&mut self, at: usize, shape: &Shape) {
        let offset = self.n;
        self.n += shape.n;
        self.edges.push((at, offset));
        self.edges.extend(shape.edges.iter().map(|&(a, b)| (a + offset, b + offset)));
    }

    /// A random tree of `n` vertices: each vertex below a random earlier one.
    pub fn random(rng: &mut Rng, n: usize) -> Shape {
        let mut shape = Shape::single(n);
        shape.edges.extend((1..n).map(|v| (rng.below(0..=v - 1), v)));
        shape.n = n;
        shape
    }

    /// A caterpillar: a spine of `spine` vertices down from the root, and `legs` leaves on
    /// random vertices of it.
    pub fn caterpillar(rng: &mut Rng, spine: usize, legs: usize) -> Shape {
        let mut shape = Shape::single(spine + legs);
        shape.leg(0, spine - 1);
        for _ in 0..legs {
            let at = rng.below(0..=spine - 1);
            shape.leg(at, 1);
        }
        shape
    }

    /// A path of `n` vertices down from the root.
    pub fn path(n: usize) -> Shape {
        let mut shape = Shape::single(n);
        shape.leg(0, n - 1);
        shape
    }

    /// A star of `leaves` leaves around its root.
    pub fn star(leaves: usize) -> Shape {
        let mut shape = Shape::single(leaves + 1);
        for _ in 0..leaves {
            shape.leg(0, 1);
        }
        shape
    }

    /// The tree as a test: the root becomes 1, the other vertices random numbers, the edges
    /// shuffled and each written either way round.
    pub fn labelled(&self, rng: &mut Rng) -> Tree {
        Tree { n: self.n, edges: rng.labelled_edges(self.n, &self.edges) }
    }
}

/// Hangs two copies of `half` from the root of `tree`: they cancel.
pub fn twins(tree: &mut Shape, half: &Shape) {
    tree.hang(0, half);
    tree.hang(0, half);
}

/// A small tree of `n` vertices: random, a path, a star or a caterpillar, rooted anywhere, or
/// two copies of a small shape at the root.
pub fn small_tree(rng: &mut Rng, n: usize) -> Tree {
    let mut shape = match rng.below(0..=4) {
        2 => Shape::path(n),
        3 => Shape::star(n - 1),
        4 if n >= 3 => {
            let half = Shape::random(rng, (n - 1) / 2);
            let mut pair = Shape::single(n);
            twins(&mut pair, &half);
            pair
        }
        _ => Shape::random(rng, n),
    };
    if n >= 4 && rng.chance(1, 4) {
        shape = Shape::caterpillar(rng, n / 2, n - n / 2);
    }
    // Root anywhere: swap vertex 0 with a random one (the edges need no longer go down).
    let root = rng.below(0..=shape.n - 1);
    let swap = |v: usize| {
        if v == 0 {
            root
        } else if v == root {
            0
        } else {
            v
        }
    };
    shape.edges = shape.edges.iter().map(|&(a, b)| (swap(a), swap(b))).collect();
    shape.labelled(rng)
}

/// A tree the reference decides, of `n` vertices or, half the time, a leg more, then worth 0:
/// at the root, legs, pairs of equal caterpillars, stars and random trees, and small random
/// branches. The closing leg is as long as `value` says the rest is worth; `value` may draw
/// from the generator it is given.
pub fn certified(rng: &mut Rng, n: usize, value: impl FnOnce(&Shape, &mut Rng) -> usize) -> Shape {
    let mut tree = Shape::single(n);
    while tree.n < n {
        let room = n - tree.n;
        match rng.below(0..=4) {
            0 => {
                let len = rng.below(1..=room);
                tree.leg(0, len);
            }
            1 if room >= 2 => {
                let spine = rng.below(1..=room / 4 + 1);
                let legs = rng.below(0..=room / 2 - spine.min(room / 2));
                let half = Shape::caterpillar(rng, spine, legs);
                twins(&mut tree, &half);
            }
            2 if room >= 2 => {
                let half = Shape::star(rng.below(0..=room / 2 - 1));
                twins(&mut tree, &half);
            }
            3 if room >= 2 => {
                let n = rng.below(1..=room / 2);
                let half = Shape::random(rng, n);
                twins(&mut tree, &half);
            }
            _ => {
                let n = rng.below(1..=room.min(12));
                let branch = Shape::random(rng, n);
                tree.hang(0, &branch);
            }
        }
    }
    if rng.chance(1, 2) {
        let length = value(&tree, rng);
        tree.leg(0, length);
    }
    tree
}
