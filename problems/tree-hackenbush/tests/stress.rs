//! What vouches for tree-hackenbush: the binary against an exhaustive search of the real game
//! (the set of edges left, cut one, drop what hangs free) on random small trees; the stored
//! cases against that search, and the large ones against a reference that splits the tree at
//! the root into branches it can value without the Colon principle: paths (Nim heaps), pairs of
//! identical branches (which cancel) and small branches (searched).
//!
//! `cargo test -p tree-hackenbush --test judge` runs it all; `-- vouch/` only the stored cases;
//! `-- --ignored write-cases` rewrites the generated cases.

use judge_io::random::Rng;
use sg_core::search::Search;
use std::collections::HashMap;
use testkit::stress::numbers;
use testkit::verify::{BruteForce, CaseWriter, Inputs, Reference, Verification, without_each};
use tree_hackenbush::{Tree, certified, format, small_tree};

/// The most edges an exhaustive search is asked to play.
const SEARCHABLE: usize = 16;

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

/// Up to 4 trees of up to 500 `size` vertices the reference decides, for the binary against it.
fn large_input(rng: &mut Rng, size: usize) -> String {
    let t = rng.below(1..=4);
    let trees: Vec<Tree> = (0..t)
        .map(|_| {
            let n = rng.below(1..=500 * size);
            // Half the time one more leg, as long as the reference's value of the rest: a tree
            // worth 0.
            certified(rng, n, |tree, rng| value_by_branches(&tree.labelled(rng)) as usize).labelled(rng)
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

pub static VERIFICATION: Verification = Verification::new(
    BruteForce { generate: small_input, max_size: 8, solve: brute, vouches: &["00-", "10-", "20-"] },
    write_cases,
)
.with_references(&[Reference::new("branches", reference, &["30-"], Inputs::new(small_input, 8, 300))
    .with_stress(Inputs::new(large_input, 4, 100))])
.with_shrink(shrink);
