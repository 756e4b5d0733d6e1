//! What vouches for tree-hackenbush: the binary against an exhaustive search of the real game
//! (the set of edges left, cut one, drop what hangs free) on random small trees; the stored
//! cases against that search, and the large ones against a reference that splits the tree at
//! the root into branches it can value without the Colon principle: paths (Nim heaps), pairs of
//! identical branches (which cancel) and small branches (searched).
//!
//! `cargo test -p tree-hackenbush --test judge` runs it all; `-- vouch/` only the stored cases;
//! `-- --ignored write-cases` rewrites the generated cases.

use sg_core::search::Search;
use std::collections::HashMap;
use std::fmt::Write as _;
use testkit::stress::{Rng, numbers};
use testkit::verify::{CaseWriter, Inputs, Reference, Verification, without_each};

/// The most edges an exhaustive search is asked to play.
const SEARCHABLE: usize = 16;

/// One test: N and its edges as written (vertices from 1, the root is 1).
#[derive(Debug, Clone)]
struct Tree {
    n: usize,
    edges: Vec<(usize, usize)>,
}

fn parse(input: &str) -> Vec<Tree> {
    let numbers: Vec<usize> = numbers(input).into_iter().map(|x| x as usize).collect();
    let mut at = 1;
    let mut tests = Vec::with_capacity(numbers[0]);
    for _ in 0..numbers[0] {
        let n = numbers[at];
        let edges = (0..n - 1).map(|i| (numbers[at + 1 + 2 * i], numbers[at + 2 + 2 * i])).collect();
        at += 2 * n - 1;
        tests.push(Tree { n, edges });
    }
    assert_eq!(at, numbers.len(), "T trees of N − 1 edges each");
    tests
}

fn format(tests: &[Tree]) -> String {
    let mut text = format!("{}\n", tests.len());
    for tree in tests {
        let _ = writeln!(text, "{}", tree.n);
        for (a, b) in &tree.edges {
            let _ = writeln!(text, "{a} {b}");
        }
    }
    text
}

fn verdict(first_wins: bool) -> &'static str {
    if first_wins { "Alice\n" } else { "Bob\n" }
}

/// The edges with their vertices renumbered 0, 1, … from the root (0) in order of appearance,
/// the root's new number and the number of vertices.
fn compact(edges: &[(usize, usize)], root: usize) -> (Vec<(usize, usize)>, usize, usize) {
    let mut number = HashMap::from([(root, 0)]);
    let mut name = |v: usize| {
        let next = number.len();
        *number.entry(v).or_insert(next)
    };
    let edges: Vec<(usize, usize)> = edges.iter().map(|&(a, b)| (name(a), name(b))).collect();
    (edges, 0, number.len())
}

/// The real game's moves from the set of edges `mask`: delete one edge, then every edge whose
/// ends the remaining edges no longer connect to the root.
fn moves(edges: &[(usize, usize)], root: usize, vertices: usize, mask: u32, out: &mut Vec<u32>) {
    for cut in (0..edges.len()).filter(|&e| mask >> e & 1 == 1) {
        out.push(attached(edges, root, vertices, mask & !(1 << cut)));
    }
}

/// The edges of `mask` still connected to the root: the reached set grows until it stops.
fn attached(edges: &[(usize, usize)], root: usize, vertices: usize, mask: u32) -> u32 {
    let mut reached = vec![false; vertices];
    reached[root] = true;
    let mut grown = true;
    while grown {
        grown = false;
        for (e, &(a, b)) in edges.iter().enumerate() {
            if mask >> e & 1 == 1 && reached[a] != reached[b] {
                (reached[a], reached[b]) = (true, true);
                grown = true;
            }
        }
    }
    (0..edges.len()).filter(|&e| mask >> e & 1 == 1 && reached[edges[e].0]).fold(0, |m, e| m | 1 << e)
}

/// The real game on `edges` rooted at `root`, compacted for a search: the edges, the number of
/// vertices and the starting set of edges (those connected to the root).
fn real_game(edges: &[(usize, usize)], root: usize) -> (Vec<(usize, usize)>, usize, u32) {
    assert!(edges.len() <= SEARCHABLE, "{} edges are too many to search", edges.len());
    let (edges, root, vertices) = compact(edges, root);
    let start = attached(&edges, root, vertices, ((1u64 << edges.len()) - 1) as u32);
    (edges, vertices, start)
}

/// Whether the player to move wins the real game, by exhaustive search.
fn is_win(edges: &[(usize, usize)], root: usize) -> bool {
    let (edges, vertices, start) = real_game(edges, root);
    let mut search = Search::new(|&mask: &u32, out: &mut Vec<u32>| moves(&edges, 0, vertices, mask, out));
    search.is_win(&start).unwrap_or_else(|cycle| panic!("{cycle}"))
}

/// The Grundy value of the real game, by its definition (the mex of the options' values).
fn grundy(edges: &[(usize, usize)], root: usize) -> u32 {
    let (edges, vertices, start) = real_game(edges, root);
    let mut search = Search::new(|&mask: &u32, out: &mut Vec<u32>| moves(&edges, 0, vertices, mask, out));
    search.grundy(&start).unwrap_or_else(|cycle| panic!("{cycle}"))
}

/// The judge answer by playing each tree exhaustively: no Colon principle, no Grundy values.
fn brute(input: &str) -> String {
    parse(input).iter().map(|tree| verdict(is_win(&tree.edges, 1))).collect()
}

/// For trees too large to search: the root's branches (a child's subtree with the edge above
/// it) are games no move of another touches, so the tree is their sum, worth the XOR of their
/// values by the Sprague–Grundy theorem (about sums of any games; `brute` checks the result on
/// small trees). Each value comes without the Colon principle:
/// - two isomorphic branches cancel (x XOR x = 0; the second player copies the first's moves
///   from one to the other), so each class of isomorphic branches counts once or not at all;
/// - a branch that is a path of k edges from the root is a Nim heap of k: cutting its i-th
///   edge leaves i − 1 of them;
/// - a branch of at most 16 edges is searched exhaustively.
///
/// Anything else is refused: the large inputs are built of those shapes.
fn reference(input: &str) -> String {
    parse(input).iter().map(|tree| verdict(value_by_branches(tree) != 0)).collect()
}

fn value_by_branches(tree: &Tree) -> u32 {
    let n = tree.n;
    let mut adjacent = vec![Vec::new(); n + 1];
    for &(a, b) in &tree.edges {
        adjacent[a].push(b);
        adjacent[b].push(a);
    }
    // Breadth-first from the root: parents, and an order with every parent before its children.
    let mut parent = vec![0; n + 1];
    let mut order = vec![1];
    let mut next = 0;
    while let Some(&v) = order.get(next) {
        next += 1;
        for &w in &adjacent[v] {
            if w != parent[v] {
                parent[w] = v;
                order.push(w);
            }
        }
    }
    assert_eq!(order.len(), n, "a tree");
    let mut children = vec![Vec::new(); n + 1];
    for &v in &order[1..] {
        children[parent[v]].push(v);
    }
    // Isomorphism classes of the rooted subtrees (Aho, Hopcroft, Ullman): a subtree's class is
    // named by the sorted classes of its children. Also each subtree's edge count, and its
    // length if it is a path going down.
    let mut class = vec![0u32; n + 1];
    let mut names: HashMap<Vec<u32>, u32> = HashMap::new();
    let mut size = vec![0usize; n + 1];
    let mut path = vec![None; n + 1];
    for &v in order.iter().rev() {
        let mut kids: Vec<u32> = children[v].iter().map(|&c| class[c]).collect();
        kids.sort_unstable();
        let fresh = names.len() as u32;
        class[v] = *names.entry(kids).or_insert(fresh);
        size[v] = children[v].iter().map(|&c| size[c] + 1).sum();
        path[v] = match children[v][..] {
            [] => Some(0),
            [c] => path[c].map(|k: usize| k + 1),
            _ => None,
        };
    }
    let mut classes: HashMap<u32, Vec<usize>> = HashMap::new();
    for &c in &children[1] {
        classes.entry(class[c]).or_default().push(c);
    }
    let mut value = 0;
    for members in classes.values().filter(|members| members.len() % 2 == 1) {
        let c = members[0];
        value ^= if let Some(below) = path[c] {
            (below + 1) as u32
        } else if size[c] < SEARCHABLE {
            let mut edges = vec![(1, c)];
            let mut stack = vec![c];
            while let Some(v) = stack.pop() {
                edges.extend(children[v].iter().map(|&w| (v, w)));
                stack.extend(&children[v]);
            }
            grundy(&edges, 1)
        } else {
            panic!("the reference cannot decide a lone branch of {} edges that is not a path", size[c] + 1)
        };
    }
    value
}

/// A tree on the local vertices 0..n, rooted at 0, being built.
#[derive(Debug, Default)]
struct Shape {
    n: usize,
    edges: Vec<(usize, usize)>,
}

impl Shape {
    fn vertex(&mut self) -> usize {
        self.n += 1;
        self.n - 1
    }

    /// A path of `len` edges down from `from`; its last vertex.
    fn leg(&mut self, from: usize, len: usize) -> usize {
        (0..len).fold(from, |previous, _| {
            let v = self.vertex();
            self.edges.push((previous, v));
            v
        })
    }

    /// A copy of `shape` below `at`, by an edge from `at` to the copy's root.
    fn hang(&mut self, at: usize, shape: &Shape) {
        let offset = self.n;
        self.n += shape.n;
        self.edges.push((at, offset));
        self.edges.extend(shape.edges.iter().map(|&(a, b)| (a + offset, b + offset)));
    }

    fn single() -> Shape {
        Shape { n: 1, edges: Vec::new() }
    }

    /// A random tree of `n` vertices: each vertex below a random earlier one.
    fn random(rng: &mut Rng, n: usize) -> Shape {
        Shape { n, edges: (1..n).map(|v| (rng.below(0..=v - 1), v)).collect() }
    }

    /// A caterpillar: a spine of `spine` vertices down from the root, and `legs` leaves on
    /// random vertices of it.
    fn caterpillar(rng: &mut Rng, spine: usize, legs: usize) -> Shape {
        let mut shape = Shape::single();
        shape.leg(0, spine - 1);
        for _ in 0..legs {
            let at = rng.below(0..=spine - 1);
            shape.leg(at, 1);
        }
        shape
    }

    /// A star of `leaves` leaves around its root.
    fn star(leaves: usize) -> Shape {
        let mut shape = Shape::single();
        for _ in 0..leaves {
            shape.leg(0, 1);
        }
        shape
    }

    /// The tree as a test: the root becomes 1, the other vertices random numbers, the edges
    /// shuffled and each written either way round.
    fn labelled(&self, rng: &mut Rng) -> Tree {
        let mut label: Vec<usize> = (2..=self.n).collect();
        rng.shuffle(&mut label);
        label.insert(0, 1);
        let mut edges: Vec<(usize, usize)> = self
            .edges
            .iter()
            .map(|&(a, b)| if rng.chance(1, 2) { (label[a], label[b]) } else { (label[b], label[a]) })
            .collect();
        rng.shuffle(&mut edges);
        Tree { n: self.n, edges }
    }
}

/// A small tree of `n` vertices: random, a path, a star or a caterpillar, rooted anywhere, or
/// two copies of a small shape at the root.
fn small_tree(rng: &mut Rng, n: usize) -> Tree {
    let mut shape = match rng.below(0..=4) {
        2 => {
            let mut path = Shape::single();
            path.leg(0, n - 1);
            path
        }
        3 => Shape::star(n - 1),
        4 if n >= 3 => {
            let half = Shape::random(rng, (n - 1) / 2);
            let mut twins = Shape::single();
            twins.hang(0, &half);
            twins.hang(0, &half);
            twins
        }
        _ => Shape::random(rng, n),
    };
    if n >= 4 && rng.chance(1, 4) {
        shape = Shape::caterpillar(rng, n / 2, n - n / 2);
    }
    // Root anywhere: swap vertex 0 with a random one.
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

/// Up to `size` trees (at most 4) of up to 4 + `size` vertices.
fn small_input(rng: &mut Rng, size: usize) -> String {
    let t = rng.below(1..=size.min(4));
    let trees: Vec<Tree> = (0..t)
        .map(|_| {
            let n = rng.below(1..=4 + size);
            small_tree(rng, n)
        })
        .collect();
    format(&trees)
}

/// A tree the reference decides, of `n` vertices or, half the time, a leg more, then worth 0:
/// at the root, legs, pairs of equal caterpillars, stars and random trees, and small random
/// branches.
fn certified(rng: &mut Rng, n: usize) -> Shape {
    let mut tree = Shape::single();
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
                tree.hang(0, &half);
                tree.hang(0, &half);
            }
            2 if room >= 2 => {
                let half = Shape::star(rng.below(0..=room / 2 - 1));
                tree.hang(0, &half);
                tree.hang(0, &half);
            }
            3 if room >= 2 => {
                let n = rng.below(1..=room / 2);
                let half = Shape::random(rng, n);
                tree.hang(0, &half);
                tree.hang(0, &half);
            }
            _ => {
                let n = rng.below(1..=room.min(12));
                let branch = Shape::random(rng, n);
                tree.hang(0, &branch);
            }
        }
    }
    // Half the time one more leg, as long as the value of the rest: a tree worth 0.
    if rng.chance(1, 2) {
        let value = value_by_branches(&tree.labelled(rng));
        tree.leg(0, value as usize);
    }
    tree
}

/// Up to 4 trees of up to 500 `size` vertices the reference decides, for the binary against it.
fn large_input(rng: &mut Rng, size: usize) -> String {
    let t = rng.below(1..=4);
    let trees: Vec<Tree> = (0..t)
        .map(|_| {
            let n = rng.below(1..=500 * size);
            certified(rng, n).labelled(rng)
        })
        .collect();
    format(&trees)
}

/// One tree fewer: shrinks a failing input further than smaller sizes do.
fn shrink(input: &str) -> Vec<String> {
    without_each(&parse(input), format)
}

/// Rewrites the generated cases: `cargo test -p tree-hackenbush --test judge -- --ignored write-cases`.
/// Each output comes from the oracle that vouches for the case's prefix, never from the binary.
fn write_cases(cases: &mut CaseWriter) {
    let mut rng = Rng::new(3094);
    for i in 1..=3 {
        let trees: Vec<Tree> = (0..12)
            .map(|_| {
                let n = rng.below(1..=12);
                small_tree(&mut rng, n)
            })
            .collect();
        cases.write(&format!("20-random-{i}"), &format(&trees));
    }
    cases.generated();
}

pub static VERIFICATION: Verification = Verification::new(small_input, 8, brute, &["00-", "10-", "20-"], write_cases)
    .with_references(&[Reference::new("branches", reference, &["30-"], Inputs::new(small_input, 8, 300))
        .with_stress(Inputs::new(large_input, 4, 100))])
    .with_shrink(shrink);
