//! The maximal inputs, made here and pinned by hash in `cases/generated.toml`: a path of 10^5
//! vertices from the root at one end, the deepest tree, which a recursive walk does not
//! survive; four trees of 10^5 vertices (or 99 999, where the value 0 needs an odd count) in
//! one case, the widest a star of 99 999 leaves around the root; and T = 100 trees of up to
//! 3000 vertices.
//!
//! The reference values a tree only through its branches at the root: paths (Nim heaps), pairs
//! of identical branches (which cancel) and branches of at most 16 edges (searched). So every
//! tree here is built of those: legs, leaves, twin caterpillars, stars and random trees, and
//! small random branches. To close a tree with a leg as long as the value of the rest (making
//! it worth 0), the generator values that rest by the Colon principle; this only chooses the
//! leg's length, the answers come from the reference.

use judge_io::generator::{Case, main as generate};
use judge_io::random::Rng;
use std::fmt::Write as _;

const N: usize = 100_000;

/// A tree on the local vertices 0..n, rooted at 0, being built. Every edge is written
/// (parent, child), and a child has a larger number than its parent.
#[derive(Debug)]
struct Shape {
    n: usize,
    edges: Vec<(usize, usize)>,
}

impl Shape {
    /// The root alone, with room for `n` vertices.
    fn single(n: usize) -> Shape {
        Shape { n: 1, edges: Vec::with_capacity(n.saturating_sub(1)) }
    }

    fn vertex(&mut self) -> usize {
        self.n += 1;
        self.n - 1
    }

    /// A path of `len` edges down from `from`.
    fn leg(&mut self, from: usize, len: usize) {
        (0..len).fold(from, |previous, _| {
            let v = self.vertex();
            self.edges.push((previous, v));
            v
        });
    }

    /// A copy of `shape` below `at`, by an edge from `at` to the copy's root.
    fn hang(&mut self, at: usize, shape: &Shape) {
        let offset = self.n;
        self.n += shape.n;
        self.edges.push((at, offset));
        self.edges.extend(shape.edges.iter().map(|&(a, b)| (a + offset, b + offset)));
    }

    /// A random tree of `n` vertices: each vertex below a random earlier one.
    fn random(rng: &mut Rng, n: usize) -> Shape {
        let mut shape = Shape::single(n);
        shape.edges.extend((1..n).map(|v| (rng.below(0..=v - 1), v)));
        shape.n = n;
        shape
    }

    /// A caterpillar: a spine of `spine` vertices down from the root, and `legs` leaves on
    /// random vertices of it.
    fn caterpillar(rng: &mut Rng, spine: usize, legs: usize) -> Shape {
        let mut shape = Shape::single(spine + legs);
        shape.leg(0, spine - 1);
        for _ in 0..legs {
            let at = rng.below(0..=spine - 1);
            shape.leg(at, 1);
        }
        shape
    }

    /// A path of `n` vertices down from the root.
    fn path(n: usize) -> Shape {
        let mut shape = Shape::single(n);
        shape.leg(0, n - 1);
        shape
    }

    /// A star of `leaves` leaves around its root.
    fn star(leaves: usize) -> Shape {
        let mut shape = Shape::single(leaves + 1);
        for _ in 0..leaves {
            shape.leg(0, 1);
        }
        shape
    }

    /// The value by the Colon principle: a leaf is worth 0, a vertex the XOR of (child + 1)
    /// over its children. Children come after their parents, so going backwards finishes each
    /// vertex before it is passed up.
    fn colon_value(&self) -> usize {
        let mut parent = vec![0; self.n];
        for &(a, b) in &self.edges {
            assert!(a < b, "edges go from parent to child");
            parent[b] = a;
        }
        let mut value = vec![0; self.n];
        for v in (1..self.n).rev() {
            value[parent[v]] ^= value[v] + 1;
        }
        value[0]
    }

    /// The tree as a test: the root becomes 1, the other vertices random numbers, the edges
    /// shuffled and each written either way round.
    fn labelled(&self, rng: &mut Rng) -> Tree {
        let mut label: Vec<usize> = Vec::with_capacity(self.n);
        label.push(1);
        label.extend(2..=self.n);
        rng.shuffle(&mut label[1..]);
        let mut edges: Vec<(usize, usize)> = self
            .edges
            .iter()
            .map(|&(a, b)| if rng.chance(1, 2) { (label[a], label[b]) } else { (label[b], label[a]) })
            .collect();
        rng.shuffle(&mut edges);
        Tree { n: self.n, edges }
    }
}

/// One test: N and its edges as written.
#[derive(Debug)]
struct Tree {
    n: usize,
    edges: Vec<(usize, usize)>,
}

fn format(trees: &[Tree]) -> String {
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

/// T = 1: a path of 10^5 vertices from the root at one end, the deepest tree (`Alice`, who
/// cuts the root's edge).
fn path(rng: &mut Rng) -> String {
    format(&[Shape::path(N).labelled(rng)])
}

/// Hangs two copies of `half` from the root of `tree`: they cancel.
fn twins(tree: &mut Shape, half: &Shape) {
    tree.hang(0, half);
    tree.hang(0, half);
}

/// 99 999 vertices worth 0: at the root a leg of 20 000 edges, 20 001 leaves, pairs of equal
/// caterpillars, stars and random trees, four small random branches, a leg as long as the
/// value of all that, and two equal legs to fill up the vertices.
fn mixed_worth_zero(rng: &mut Rng) -> Shape {
    let mut mixed = Shape::single(N - 1);
    mixed.leg(0, 20_000);
    for _ in 0..20_001 {
        mixed.leg(0, 1);
    }
    for half in [
        Shape::caterpillar(rng, 6_000, 4_000),
        Shape::star(3_000),
        Shape::random(rng, 5_000),
        Shape::caterpillar(rng, 10, 1_000),
    ] {
        twins(&mut mixed, &half);
    }
    for n in [5, 9, 12, 12] {
        let branch = Shape::random(rng, n);
        mixed.hang(0, &branch);
    }
    let value = mixed.colon_value();
    mixed.leg(0, value);
    // A tree worth 0 has an even number of edges (each (g + 1) has the parity of the edges it
    // stands for), so the vertices left to fill are even in number.
    let left = N - 1 - mixed.n;
    assert_eq!(left % 2, 0, "{} vertices", mixed.n);
    mixed.leg(0, left / 2);
    mixed.leg(0, left / 2);
    mixed
}

/// Four trees of about 10^5 vertices: the mixed tree worth 0 (`Bob`); a star of 99 999 leaves
/// (`Alice`); two equal caterpillars of 49 000 vertices (spines of 30 000) and a leg of 1999
/// edges (`Alice`); two equal random trees of 49 999 vertices (`Bob`).
fn mixed(rng: &mut Rng) -> String {
    let mut shapes = Vec::with_capacity(4);
    shapes.push(mixed_worth_zero(rng));
    shapes.push(Shape::star(N - 1));
    let mut caterpillars = Shape::single(N);
    twins(&mut caterpillars, &Shape::caterpillar(rng, 30_000, 19_000));
    caterpillars.leg(0, 1_999);
    shapes.push(caterpillars);
    let mut random = Shape::single(N - 1);
    twins(&mut random, &Shape::random(rng, 49_999));
    shapes.push(random);
    assert_eq!(shapes.iter().map(|s| s.n).collect::<Vec<_>>(), [N - 1, N, N, N - 1]);
    let trees: Vec<Tree> = shapes.iter().map(|shape| shape.labelled(rng)).collect();
    format(&trees)
}

/// A small tree of `n` vertices: random, a path, a star or a caterpillar, rooted anywhere, or
/// two copies of a small shape at the root.
fn small_tree(rng: &mut Rng, n: usize) -> Tree {
    let mut shape = match rng.below(0..=4) {
        2 => Shape::path(n),
        3 => Shape::star(n - 1),
        4 if n >= 3 => {
            let half = Shape::random(rng, (n - 1) / 2);
            let mut twins = Shape::single(n);
            twins.hang(0, &half);
            twins.hang(0, &half);
            twins
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
/// branches.
fn certified(rng: &mut Rng, n: usize) -> Shape {
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
        let value = tree.colon_value();
        tree.leg(0, value);
    }
    tree
}

/// T = 100: a tree of one vertex, one of two, small trees of any shape rooted anywhere, and
/// trees of up to 3000 vertices the reference decides, half of them worth 0.
fn many_trees(rng: &mut Rng) -> String {
    let mut many = Vec::with_capacity(100);
    many.push(Shape::single(1).labelled(rng));
    many.push(small_tree(rng, 2));
    while many.len() < 100 {
        let tree = if rng.chance(1, 3) {
            let n = rng.below(1..=14);
            small_tree(rng, n)
        } else {
            let n = rng.below(1..=3000);
            certified(rng, n).labelled(rng)
        };
        many.push(tree);
    }
    rng.shuffle(&mut many);
    format(&many)
}

const CASES: &[Case] = &[("30-max-many-trees", many_trees), ("30-max-mixed", mixed), ("30-max-path", path)];

fn main() {
    generate(CASES)
}
