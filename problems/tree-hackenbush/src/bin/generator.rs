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
use sg_core::hackenbush::tree_value;
use tree_hackenbush::{Shape, Tree, certified, format, small_tree, twins};

const N: usize = 100_000;

/// The value by the Colon principle (`sg_core::hackenbush`), to choose a leg's length.
fn colon_value(shape: &Shape) -> usize {
    tree_value(shape.n, &shape.edges, 0).expect("the shapes are trees") as usize
}

/// T = 1: a path of 10^5 vertices from the root at one end, the deepest tree (`Alice`, who
/// cuts the root's edge).
fn path(rng: &mut Rng) -> String {
    format(&[Shape::path(N).labelled(rng)])
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
    let value = colon_value(&mixed);
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
            certified(rng, n, |tree, _| colon_value(tree)).labelled(rng)
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
