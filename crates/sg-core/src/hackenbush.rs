//! Green Hackenbush: the Grundy value of an undirected drawing rooted on the ground.
//!
//! A drawing is a finite undirected multigraph (repeated edges and loops allowed) with one
//! vertex, the root, on the ground. A move deletes one edge, and every edge no longer connected
//! to the root by the remaining edges goes with it. The player who cannot move loses. Edges
//! that are not connected to the root at the start take no part in the game.
//!
//! Two principles of Winning Ways (Berlekamp, Conway, Guy; chapter 7) give the value:
//!
//! - **Colon principle.** Branches that meet at a vertex may be replaced by one edge-path of
//!   the nim-sum of their values. On a tree this gives g(leaf) = 0 and
//!   g(v) = XOR over the children c of v of (g(c) + 1): a child's subtree with the edge above
//!   it is worth one more than the subtree alone. A path of k edges is a Nim heap of k.
//! - **Fusion principle.** The vertices of any cycle may be fused into one vertex, its edges
//!   becoming loops, without changing the value. A loop is worth one edge (*1), whatever it
//!   hangs from.
//!
//! [`colon_value`] and [`tree_value`] apply the first to trees (a tree with loops at its
//! vertices, for the first). [`graph_value`] applies both to any drawing: fusing cycles until
//! none is left contracts each 2-edge-connected component (the vertices joined by two
//! edge-disjoint paths) to one vertex carrying all its edges as loops, worth their count's
//! parity; the bridges that remain form a tree, and the Colon principle values it. So an odd
//! polygon hanging from a vertex is one edge there, and an even one (a pair of repeated edges
//! included) vanishes.
//!
//! Which drawings this is proved for: Winning Ways states and proves both principles for every
//! finite drawing, so [`graph_value`] claims every finite multigraph. The tests of this module
//! check it against exhaustive play of the real game (deleting an edge, then everything cut off
//! from the root) on random trees, on random cacti (edges on at most one cycle) with repeated
//! edges and loops, and on random small multigraphs that are not cacti (cycles sharing edges,
//! three or more repeated edges).
//!
//! Everything here is iterative: a path of a million vertices is no deeper for the call stack
//! than one edge.

use crate::graph::Digraph;
use std::fmt;

const NONE: usize = usize::MAX;

/// Why edges given as a tree do not form one.
///
/// # Example
///
/// ```
/// use sg_core::hackenbush::{NotATree, tree_value};
///
/// let error = tree_value(3, &[(0, 1), (1, 1)], 0).unwrap_err();
/// assert_eq!(error, NotATree::Cycle { vertex: 1 });
/// assert_eq!(error.to_string(), "not a tree: an edge from vertex 1 closes a cycle");
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NotATree {
    /// An edge from `vertex` closes a cycle: it leads back to a vertex already reached (a loop
    /// and a repeated edge are cycles too).
    Cycle {
        /// The vertex the edge leaves from.
        vertex: usize,
    },
    /// The arc from `vertex`'s parent to `vertex` has no reverse arc: an edge of a tree given
    /// as a [`Digraph`] is two arcs, one each way.
    OneWay {
        /// The vertex without an arc back to its parent.
        vertex: usize,
    },
    /// `vertex` is not connected to the root.
    Unreached {
        /// The vertex.
        vertex: usize,
    },
}

impl fmt::Display for NotATree {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NotATree::Cycle { vertex } => write!(f, "not a tree: an edge from vertex {vertex} closes a cycle"),
            NotATree::OneWay { vertex } => {
                write!(f, "not a tree: vertex {vertex} has no arc back to its parent (an edge is two arcs)")
            }
            NotATree::Unreached { vertex } => write!(f, "not a tree: vertex {vertex} is not connected to the root"),
        }
    }
}

impl std::error::Error for NotATree {}

/// The Green Hackenbush value of the part of `tree` reachable from `root`, a tree whose every
/// edge is given as two arcs (one each way), with `loops[v]` loops hanging from each vertex v:
/// by the Colon principle, g(v) = (`loops[v]` mod 2) XOR over the children c of v of
/// (g(c) + 1), the children being the neighbours away from the root.
///
/// Vertices that `root` does not reach are ignored, their loops too.
///
/// # Errors
///
/// [`NotATree::Cycle`] if the reachable part has a cycle, a repeated edge or a loop given as
/// arcs (loops are given in `loops`, not as arcs), and [`NotATree::OneWay`] if an arc has no
/// reverse.
///
/// # Constraints
///
/// `tree.len()` below 2^32, so that values fit in a `u32` (a value is at most the number of
/// edges and loops counted).
///
/// # Panics
///
/// Panics if `root` is not a vertex or `loops` does not hold one count per vertex.
///
/// # Complexity
///
/// O(n + arcs) time, O(n) memory; no recursion.
///
/// # Example
///
/// ```
/// use sg_core::graph::Digraph;
/// use sg_core::hackenbush::{NotATree, colon_value};
///
/// // 0 - 1 - 2, and 1 - 3: vertex 1 has two leaves below it (1 XOR 1 = 0), plus the edge
/// // above it: 1.
/// let arcs = [(0, 1), (1, 0), (1, 2), (2, 1), (1, 3), (3, 1)];
/// let tree = Digraph::new(4, &arcs);
/// assert_eq!(colon_value(&tree, 0, &[0; 4]), Ok(1));
/// // Rooted at the leaf 2: one edge down to 1, below which hang two leaves: 1 + (1 XOR 1).
/// assert_eq!(colon_value(&tree, 2, &[0; 4]), Ok(1));
/// // Three loops on vertex 3 (worth 1): below 1 hang 1 and 1 + 1, so 1 + (1 XOR 2).
/// assert_eq!(colon_value(&tree, 0, &[0, 0, 0, 3]), Ok(4));
/// // A triangle is not a tree.
/// let triangle = Digraph::new(3, &[(0, 1), (1, 0), (1, 2), (2, 1), (2, 0), (0, 2)]);
/// assert!(matches!(colon_value(&triangle, 0, &[0; 3]), Err(NotATree::Cycle { .. })));
/// ```
pub fn colon_value(tree: &Digraph, root: usize, loops: &[u32]) -> Result<u32, NotATree> {
    let n = tree.len();
    assert!(root < n, "the root {root} is not a vertex of 0..{n}");
    assert_eq!(loops.len(), n, "one loop count per vertex");
    // Breadth-first from the root: every vertex is reached once, by its parent; the only other
    // arc it may have to a reached vertex is the one back to that parent, once.
    let mut parent = vec![NONE; n];
    let mut order = Vec::with_capacity(n);
    parent[root] = root;
    order.push(root);
    let mut next = 0;
    while let Some(&v) = order.get(next) {
        next += 1;
        let mut back_to_parent = v == root;
        for &w in tree.successors(v) {
            if parent[w] == NONE {
                parent[w] = v;
                order.push(w);
            } else if w == parent[v] && !back_to_parent {
                back_to_parent = true;
            } else {
                return Err(NotATree::Cycle { vertex: v });
            }
        }
        if !back_to_parent {
            return Err(NotATree::OneWay { vertex: v });
        }
    }
    // Children before parents: each subtree's value is complete when it is passed up.
    let mut value = vec![0u32; n];
    for &v in order.iter().rev() {
        value[v] ^= loops[v] & 1;
        if v != root {
            value[parent[v]] ^= value[v] + 1;
        }
    }
    Ok(value[root])
}

/// The Green Hackenbush value of the tree on the vertices `0..n` with the undirected `edges`,
/// rooted at `root` (the Colon principle, as [`colon_value`]). Either end of an edge may come
/// first.
///
/// # Errors
///
/// [`NotATree::Cycle`] if the edges have a cycle (a loop or a repeated edge included) in the
/// root's component, [`NotATree::Unreached`] naming a vertex the root does not reach
/// otherwise. n − 1 edges and no error: a tree.
///
/// # Constraints
///
/// n below 2^32.
///
/// # Panics
///
/// Panics if `root` or an endpoint is not below `n`.
///
/// # Complexity
///
/// O(n + edges) time and memory; no recursion.
///
/// # Example
///
/// ```
/// use sg_core::hackenbush::{NotATree, tree_value};
///
/// // A path of 3 edges from the root is a Nim heap of 3, wherever the root is written.
/// assert_eq!(tree_value(4, &[(3, 2), (1, 2), (0, 1)], 0), Ok(3));
/// // A star of 3 leaves at the root: 1 XOR 1 XOR 1.
/// assert_eq!(tree_value(4, &[(0, 1), (0, 2), (3, 0)], 0), Ok(1));
/// assert_eq!(tree_value(1, &[], 0), Ok(0));
/// assert_eq!(tree_value(3, &[(0, 1)], 0), Err(NotATree::Unreached { vertex: 2 }));
/// assert!(tree_value(2, &[(0, 1), (1, 0)], 0).is_err());
/// ```
pub fn tree_value(n: usize, edges: &[(usize, usize)], root: usize) -> Result<u32, NotATree> {
    check_vertices(n, edges, root);
    let arcs: Vec<(usize, usize)> = edges.iter().flat_map(|&(a, b)| [(a, b), (b, a)]).collect();
    let tree = Digraph::new(n, &arcs);
    let value = colon_value(&tree, root, &vec![0; n])?;
    // The root's component is a tree; it must also be all of the graph.
    let reached = reached_from(&tree, root);
    match reached.iter().position(|&r| !r) {
        Some(vertex) => Err(NotATree::Unreached { vertex }),
        None => Ok(value),
    }
}

/// The Green Hackenbush value of the drawing on the vertices `0..n` with the undirected
/// `edges` (repeated edges and loops `(v, v)` allowed) rooted at `root`: each 2-edge-connected
/// component contracted to one vertex with its edge count's parity in loops (the Fusion
/// principle), then the Colon principle on the tree of bridges. Edges not connected to the root
/// count for nothing.
///
/// Bridges are found by a depth-first search that skips only the edge it came by, by its
/// index, so a repeated edge is a cycle of two and never mistaken for the way back.
///
/// # Constraints
///
/// n and the number of edges below 2^32. Any finite multigraph: see the
/// [module documentation](self) for what the principles are proved and tested on.
///
/// # Panics
///
/// Panics if `root` or an endpoint is not below `n`.
///
/// # Complexity
///
/// O(n + edges) time and memory; no recursion.
///
/// # Example
///
/// ```
/// use sg_core::hackenbush::graph_value;
///
/// // A square on the root: fused, four loops, worth 0. A triangle: 1.
/// assert_eq!(graph_value(4, &[(0, 1), (1, 2), (2, 3), (3, 0)], 0), 0);
/// assert_eq!(graph_value(3, &[(0, 1), (1, 2), (2, 0)], 0), 1);
/// // A triangle hanging below an edge: 1 + 1.
/// assert_eq!(graph_value(4, &[(0, 1), (1, 2), (2, 3), (3, 1)], 0), 2);
/// // Two repeated edges are a polygon of two sides (0); a third makes it odd again (1).
/// assert_eq!(graph_value(2, &[(0, 1), (1, 0)], 0), 0);
/// assert_eq!(graph_value(2, &[(0, 1), (1, 0), (0, 1)], 0), 1);
/// // A loop on the root and a path of two edges: 1 XOR 2. The edge 3 - 4 is not attached.
/// assert_eq!(graph_value(5, &[(0, 0), (0, 1), (1, 2), (3, 4)], 0), 3);
/// ```
pub fn graph_value(n: usize, edges: &[(usize, usize)], root: usize) -> u32 {
    check_vertices(n, edges, root);
    let incidence = Incidence::new(n, edges);
    let (bridge, order) = bridges(&incidence, root);
    // 2-edge-connected components: the classes of vertices joined without a bridge.
    let mut component = vec![NONE; n];
    let mut count = 0;
    let mut stack = Vec::new();
    for &start in &order {
        if component[start] != NONE {
            continue;
        }
        component[start] = count;
        stack.push(start);
        while let Some(v) = stack.pop() {
            for &(w, e) in incidence.of(v) {
                if !bridge[e] && component[w] == NONE {
                    component[w] = count;
                    stack.push(w);
                }
            }
        }
        count += 1;
    }
    let mut loops = vec![0u32; count];
    let mut arcs = Vec::with_capacity(2 * count.saturating_sub(1));
    for (e, &(a, b)) in edges.iter().enumerate() {
        let (ca, cb) = (component[a], component[b]);
        if ca == NONE {
            continue;
        }
        if bridge[e] {
            arcs.extend([(ca, cb), (cb, ca)]);
        } else {
            // Fused: a cycle's edge is a loop on its component; only the parity counts.
            loops[ca] ^= 1;
        }
    }
    let tree = Digraph::new(count, &arcs);
    colon_value(&tree, component[root], &loops).expect("the bridges between 2-edge-connected components form a tree")
}

fn check_vertices(n: usize, edges: &[(usize, usize)], root: usize) {
    assert!(root < n, "the root {root} is not a vertex of 0..{n}");
    for &(a, b) in edges {
        assert!(a < n && b < n, "edge ({a}, {b}) leaves the vertices 0..{n}");
    }
}

/// Which vertices `root` reaches.
fn reached_from(graph: &Digraph, root: usize) -> Vec<bool> {
    let mut reached = vec![false; graph.len()];
    reached[root] = true;
    let mut stack = vec![root];
    while let Some(v) = stack.pop() {
        for &w in graph.successors(v) {
            if !reached[w] {
                reached[w] = true;
                stack.push(w);
            }
        }
    }
    reached
}

/// Each vertex's incident edges as (neighbour, edge index), a loop twice: the bridge search
/// must know which edge an arc belongs to, which a [`Digraph`] does not record.
struct Incidence {
    start: Vec<usize>,
    arcs: Vec<(usize, usize)>,
}

impl Incidence {
    fn new(n: usize, edges: &[(usize, usize)]) -> Self {
        let mut start = vec![0usize; n + 1];
        for &(a, b) in edges {
            start[a + 1] += 1;
            start[b + 1] += 1;
        }
        for v in 0..n {
            start[v + 1] += start[v];
        }
        let mut fill = start.clone();
        let mut arcs = vec![(0, 0); start[n]];
        for (e, &(a, b)) in edges.iter().enumerate() {
            arcs[fill[a]] = (b, e);
            fill[a] += 1;
            arcs[fill[b]] = (a, e);
            fill[b] += 1;
        }
        Incidence { start, arcs }
    }

    fn of(&self, v: usize) -> &[(usize, usize)] {
        &self.arcs[self.start[v]..self.start[v + 1]]
    }
}

/// The bridges of the root's component (by edge index) and its vertices in the order the
/// depth-first search reached them (Tarjan's low points, with an explicit stack).
fn bridges(incidence: &Incidence, root: usize) -> (Vec<bool>, Vec<usize>) {
    let n = incidence.start.len() - 1;
    let mut bridge = vec![false; incidence.arcs.len() / 2];
    let mut entered = vec![NONE; n];
    let mut low = vec![0usize; n];
    let mut via = vec![NONE; n];
    let mut cursor = incidence.start.clone();
    let mut order = vec![root];
    let mut stack = vec![root];
    entered[root] = 0;
    while let Some(&v) = stack.last() {
        if cursor[v] < incidence.start[v + 1] {
            let (w, e) = incidence.arcs[cursor[v]];
            cursor[v] += 1;
            if e == via[v] {
                continue;
            }
            if entered[w] == NONE {
                entered[w] = order.len();
                low[w] = order.len();
                via[w] = e;
                order.push(w);
                stack.push(w);
            } else {
                low[v] = low[v].min(entered[w]);
            }
        } else {
            stack.pop();
            if let Some(&parent) = stack.last() {
                low[parent] = low[parent].min(low[v]);
                // Nothing below v climbs above it except by the edge v came by.
                if low[v] > entered[parent] {
                    bridge[via[v]] = true;
                }
            }
        }
    }
    (bridge, order)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::Search;
    use judge_io::random::Rng;

    /// The value of the real game by exhaustive search: a state is the set of edges left (a
    /// bitmask), a move deletes one and then every edge no longer connected to the root. No
    /// principle of Hackenbush is used.
    fn real_game(n: usize, edges: &[(usize, usize)], root: usize) -> u32 {
        assert!(edges.len() <= 20, "too many edges to search");
        let attached = |mask: u32| {
            // Grow the set of vertices reached from the root until it stops changing.
            let mut reached = vec![false; n];
            reached[root] = true;
            let mut grown = true;
            while grown {
                grown = false;
                for (e, &(a, b)) in edges.iter().enumerate() {
                    if mask >> e & 1 == 1 && reached[a] != reached[b] {
                        reached[a] = true;
                        reached[b] = true;
                        grown = true;
                    }
                }
            }
            (0..edges.len()).filter(|&e| mask >> e & 1 == 1 && reached[edges[e].0]).fold(0u32, |m, e| m | 1 << e)
        };
        let mut search = Search::new(|&mask: &u32, out: &mut Vec<u32>| {
            out.extend((0..edges.len()).filter(|&e| mask >> e & 1 == 1).map(|e| attached(mask & !(1 << e))));
        });
        let all = if edges.is_empty() { 0 } else { u32::MAX >> (32 - edges.len()) };
        search.grundy(&attached(all)).unwrap_or_else(|cycle| panic!("{cycle}"))
    }

    /// Vertices renamed at random, edges shuffled and turned at random.
    fn scramble(rng: &mut Rng, n: usize, edges: &[(usize, usize)], root: usize) -> (Vec<(usize, usize)>, usize) {
        let mut label: Vec<usize> = (0..n).collect();
        rng.shuffle(&mut label);
        let mut out: Vec<(usize, usize)> = edges
            .iter()
            .map(|&(a, b)| if rng.chance(1, 2) { (label[a], label[b]) } else { (label[b], label[a]) })
            .collect();
        rng.shuffle(&mut out);
        (out, label[root])
    }

    fn random_tree(rng: &mut Rng, n: usize) -> Vec<(usize, usize)> {
        (1..n).map(|v| (rng.below(0..=v - 1), v)).collect()
    }

    /// A connected cactus grown from vertex 0: pendant edges, loops, pairs of repeated edges
    /// and polygons glued at any vertex already drawn, up to `max_edges` edges.
    fn random_cactus(rng: &mut Rng, max_edges: usize) -> (usize, Vec<(usize, usize)>) {
        let mut n = 1;
        let mut edges = Vec::new();
        let target = rng.below(0..=max_edges);
        while edges.len() < target {
            let at = rng.below(0..=n - 1);
            let room = target - edges.len();
            match rng.below(0..=3) {
                0 => edges.push((at, at)),
                1 => {
                    edges.push((at, n));
                    n += 1;
                }
                _ => {
                    let sides = rng.below(2..=6).min(room.max(1));
                    if sides == 1 {
                        edges.push((at, at));
                        continue;
                    }
                    // A polygon at, n, n + 1, …, back to at.
                    let mut previous = at;
                    for _ in 0..sides - 1 {
                        edges.push((previous, n));
                        previous = n;
                        n += 1;
                    }
                    edges.push((previous, at));
                }
            }
        }
        (n, edges)
    }

    #[test]
    fn trees_agree_with_exhaustive_play() {
        let mut rng = Rng::new(3094);
        for _ in 0..400 {
            let n = rng.below(1..=13);
            let tree = random_tree(&mut rng, n);
            let root = rng.below(0..=n - 1);
            let (edges, root) = scramble(&mut rng, n, &tree, root);
            let expected = real_game(n, &edges, root);
            assert_eq!(tree_value(n, &edges, root), Ok(expected), "edges {edges:?}, root {root}");
            assert_eq!(graph_value(n, &edges, root), expected, "edges {edges:?}, root {root}");
        }
    }

    #[test]
    fn cacti_with_repeated_edges_and_loops_agree_with_exhaustive_play() {
        let mut rng = Rng::new(3710);
        for _ in 0..500 {
            let (n, cactus) = random_cactus(&mut rng, 15);
            let root = rng.below(0..=n - 1);
            let (edges, root) = scramble(&mut rng, n, &cactus, root);
            assert!(is_cactus(&edges), "{edges:?}");
            assert_eq!(graph_value(n, &edges, root), real_game(n, &edges, root), "n {n}, edges {edges:?}, root {root}");
        }
    }

    #[test]
    fn multigraphs_that_are_not_cacti_agree_with_exhaustive_play() {
        // Any edges at all on few vertices: cycles sharing edges, triple edges, parts not
        // attached to the root. The Fusion principle is claimed for these too.
        let mut rng = Rng::new(7);
        let mut not_cacti = 0;
        for _ in 0..400 {
            let n = rng.below(1..=6);
            let m = rng.below(0..=13);
            let edges: Vec<(usize, usize)> = (0..m).map(|_| (rng.below(0..=n - 1), rng.below(0..=n - 1))).collect();
            let root = rng.below(0..=n - 1);
            not_cacti += usize::from(!is_cactus(&edges));
            assert_eq!(graph_value(n, &edges, root), real_game(n, &edges, root), "n {n}, edges {edges:?}, root {root}");
        }
        assert!(not_cacti > 100, "the random graphs are mostly cacti ({not_cacti})");
        // Complete graphs on the ground: K4 has 6 edges (0), K5 has 10 (0), K4 plus a repeated
        // edge 7 (1).
        let k = |n: usize| (0..n).flat_map(|a| (a + 1..n).map(move |b| (a, b))).collect::<Vec<_>>();
        for (n, extra, expected) in [(4, None, 0), (5, None, 0), (4, Some((2, 3)), 1)] {
            let mut edges = k(n);
            edges.extend(extra);
            assert_eq!(real_game(n, &edges, 0), expected);
            assert_eq!(graph_value(n, &edges, 0), expected);
        }
    }

    /// Whether some edge lies on two cycles: two simple paths join its ends without it (a
    /// loop lies on itself only).
    fn is_cactus(edges: &[(usize, usize)]) -> bool {
        /// Simple paths from `v` to `to` avoiding the edge `skip` and the vertices `seen`, up
        /// to 2.
        fn paths(edges: &[(usize, usize)], v: usize, to: usize, skip: usize, seen: u32) -> usize {
            if v == to {
                return 1;
            }
            let mut count = 0;
            for (e, &(a, b)) in edges.iter().enumerate() {
                let w = if a == v {
                    b
                } else if b == v {
                    a
                } else {
                    continue;
                };
                if e != skip && seen >> w & 1 == 0 && count < 2 {
                    count += paths(edges, w, to, skip, seen | 1 << w);
                }
            }
            count
        }
        edges.iter().enumerate().all(|(e, &(a, b))| a == b || paths(edges, a, b, e, 1 << a) <= 1)
    }

    #[test]
    fn bridges_are_found_by_edge_not_by_neighbour() {
        // 0 = 1 (twice) - 2 - 3, 3 loops: only 1 - 2 and 2 - 3 are bridges.
        let edges = [(0, 1), (1, 0), (1, 2), (2, 3), (3, 3)];
        let (bridge, order) = bridges(&Incidence::new(4, &edges), 0);
        assert_eq!(bridge, [false, false, true, true, false]);
        assert_eq!(order, [0, 1, 2, 3]);
        // The loop on 3 is worth 1, the path 2 - 3 above it 1 + 1, the edge 1 - 2 above 3.
        assert_eq!(graph_value(4, &edges, 0), 3);
        assert_eq!(real_game(4, &edges, 0), 3);
    }

    #[test]
    fn long_drawings_need_no_deep_stack() {
        // In a thread with a small stack: a recursive walk of these would overflow it.
        let small = std::thread::Builder::new().stack_size(64 << 10);
        let handle = small
            .spawn(|| {
                let n = 300_000;
                // A path of n − 1 edges from the root at one end is a Nim heap of n − 1 (cutting
                // the i-th edge leaves i − 1 of them).
                let path: Vec<(usize, usize)> = (1..n).map(|v| (v, v - 1)).collect();
                assert_eq!(tree_value(n, &path, 0), Ok((n - 1) as u32));
                assert_eq!(graph_value(n, &path, 0), (n - 1) as u32);
                // From the middle: two heaps of n/2 and n − 1 − n/2 edges.
                let middle = n / 2;
                assert_eq!(tree_value(n, &path, middle), Ok((middle as u32) ^ (n - 1 - middle) as u32));
                // A loop at the far end cuts like one more edge of the path.
                let mut looped = path.clone();
                looped.push((n - 1, n - 1));
                assert_eq!(graph_value(n, &looped, 0), n as u32);
                // A star: every move removes one leaf, so its parity.
                let star: Vec<(usize, usize)> = (1..n).map(|v| (0, v)).collect();
                assert_eq!(tree_value(n, &star, 0), Ok(((n - 1) % 2) as u32));
                // One long polygon through the root, odd then even.
                for sides in [n - 1, n] {
                    let polygon: Vec<(usize, usize)> = (0..sides).map(|v| (v, (v + 1) % sides)).collect();
                    assert_eq!(graph_value(sides, &polygon, 0), (sides % 2) as u32);
                }
                // Triangles in a row, each sharing a vertex with the next: one component of
                // 3t edges, fused into t triangles' worth of loops.
                let t = n / 3;
                let triangles: Vec<(usize, usize)> =
                    (0..t).flat_map(|i| [(2 * i, 2 * i + 1), (2 * i + 1, 2 * i + 2), (2 * i + 2, 2 * i)]).collect();
                assert_eq!(graph_value(2 * t + 1, &triangles, 0), (t % 2) as u32);
            })
            .expect("spawn a thread");
        handle.join().expect("no stack overflow");
    }

    #[test]
    fn colon_value_counts_loops_and_refuses_what_is_not_a_tree() {
        let path = Digraph::new(3, &[(0, 1), (1, 0), (1, 2), (2, 1)]);
        assert_eq!(colon_value(&path, 0, &[0, 0, 0]), Ok(2));
        // Loops on the root are beside the path: 2 XOR 1; two loops cancel.
        assert_eq!(colon_value(&path, 0, &[1, 0, 0]), Ok(3));
        assert_eq!(colon_value(&path, 0, &[2, 0, 0]), Ok(2));
        // A loop at the end of the path: (1) + 1 + 1.
        assert_eq!(colon_value(&path, 0, &[0, 0, 5]), Ok(3));
        let one_way = Digraph::new(3, &[(0, 1), (1, 2), (2, 1)]);
        assert_eq!(colon_value(&one_way, 0, &[0; 3]), Err(NotATree::OneWay { vertex: 1 }));
        let repeated = Digraph::new(2, &[(0, 1), (1, 0), (0, 1), (1, 0)]);
        assert_eq!(colon_value(&repeated, 0, &[0; 2]), Err(NotATree::Cycle { vertex: 0 }));
        let looped = Digraph::new(2, &[(0, 1), (1, 0), (1, 1)]);
        assert_eq!(colon_value(&looped, 0, &[0; 2]), Err(NotATree::Cycle { vertex: 1 }));
        // Unreached vertices, even with a cycle among them, are ignored.
        let apart = Digraph::new(4, &[(0, 1), (1, 0), (2, 3), (3, 2), (2, 3), (3, 2)]);
        assert_eq!(colon_value(&apart, 0, &[0, 0, 1, 1]), Ok(1));
    }

    #[test]
    fn tree_value_refuses_cycles_and_forests() {
        assert_eq!(tree_value(3, &[(0, 1), (1, 2), (2, 0)], 0), Err(NotATree::Cycle { vertex: 1 }));
        assert_eq!(tree_value(2, &[(1, 1)], 0), Err(NotATree::Unreached { vertex: 1 }));
        assert_eq!(tree_value(3, &[(0, 0), (1, 2)], 0), Err(NotATree::Cycle { vertex: 0 }));
        // n − 1 edges but a cycle away from the root: the root does not reach everything.
        assert_eq!(tree_value(4, &[(0, 1), (2, 3), (3, 2)], 0), Err(NotATree::Unreached { vertex: 2 }));
        assert_eq!(NotATree::Cycle { vertex: 4 }.to_string(), "not a tree: an edge from vertex 4 closes a cycle");
    }

    #[test]
    #[should_panic(expected = "leaves the vertices 0..3")]
    fn endpoints_out_of_range_panic() {
        let _ = graph_value(3, &[(0, 3)], 0);
    }

    #[test]
    #[should_panic(expected = "the root 2 is not a vertex")]
    fn root_out_of_range_panics() {
        let _ = tree_value(2, &[(0, 1)], 2);
    }
}
