//! Directed graphs stored as adjacency lists in one array (compressed sparse rows): the game
//! graphs of [`dag`](crate::dag), [`retrograde`](crate::retrograde) and [`loopy`](crate::loopy).

/// A directed graph on the vertices `0..n`, each vertex's successors in one slice.
///
/// Repeated edges and loops `v -> v` are kept: in a game each edge is a move.
///
/// # Example
///
/// ```
/// use sg_core::graph::Digraph;
///
/// let g = Digraph::new(3, &[(0, 1), (0, 2), (2, 0), (0, 1)]);
/// assert_eq!(g.successors(0), [1, 2, 1]);
/// assert_eq!(g.reversed().successors(1), [0, 0]);
/// assert_eq!((g.len(), g.edge_count()), (3, 4));
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Digraph {
    start: Vec<usize>,
    targets: Vec<usize>,
}

impl Digraph {
    /// The graph on `0..n` with the directed `edges` `(from, to)`, in their order.
    ///
    /// # Panics
    ///
    /// Panics if an endpoint is not below `n`.
    ///
    /// # Complexity
    ///
    /// O(n + m) time and memory for m edges.
    ///
    /// # Example
    ///
    /// ```
    /// use sg_core::graph::Digraph;
    ///
    /// let g = Digraph::new(2, &[(1, 1), (1, 0)]);
    /// assert_eq!(g.successors(1), [1, 0]);
    /// assert!(g.successors(0).is_empty());
    /// ```
    pub fn new(n: usize, edges: &[(usize, usize)]) -> Self {
        for &(from, to) in edges {
            assert!(from < n && to < n, "edge ({from}, {to}) leaves the vertices 0..{n}");
        }
        Self::from_pairs(n, edges.iter().copied())
    }

    /// The graph of a move generator over the states `0..n`: `moves(v, out)` pushes every
    /// state reachable from `v` in one move (once per move).
    ///
    /// # Panics
    ///
    /// Panics if a move leads to a state not below `n`.
    ///
    /// # Complexity
    ///
    /// O(n + m) time and memory for m moves, plus the calls to `moves`.
    ///
    /// # Example
    ///
    /// ```
    /// use sg_core::graph::Digraph;
    ///
    /// // A pile of up to 4 stones: take 1 or 2.
    /// let g = Digraph::from_moves(5, |v, out| out.extend([1, 2].iter().filter(|&&s| s <= v).map(|s| v - s)));
    /// assert_eq!(g.successors(4), [3, 2]);
    /// assert_eq!(g.successors(1), [0]);
    /// ```
    pub fn from_moves<F>(n: usize, mut moves: F) -> Self
    where
        F: FnMut(usize, &mut Vec<usize>),
    {
        let mut start = Vec::with_capacity(n + 1);
        let mut targets = Vec::new();
        start.push(0);
        for v in 0..n {
            let before = targets.len();
            moves(v, &mut targets);
            if let Some(&w) = targets[before..].iter().find(|&&w| w >= n) {
                panic!("the move {v} -> {w} leaves the states 0..{n}");
            }
            start.push(targets.len());
        }
        Digraph { start, targets }
    }

    fn from_pairs(n: usize, edges: impl Iterator<Item = (usize, usize)> + Clone) -> Self {
        let mut start = vec![0usize; n + 1];
        for (from, _) in edges.clone() {
            start[from + 1] += 1;
        }
        for v in 0..n {
            start[v + 1] += start[v];
        }
        let mut fill = start.clone();
        let mut targets = vec![0usize; start[n]];
        for (from, to) in edges {
            targets[fill[from]] = to;
            fill[from] += 1;
        }
        Digraph { start, targets }
    }

    /// The same vertices with every edge turned around; each vertex's new successors are its
    /// predecessors, in increasing order of the edges' sources.
    ///
    /// # Complexity
    ///
    /// O(n + m).
    ///
    /// # Example
    ///
    /// ```
    /// use sg_core::graph::Digraph;
    ///
    /// let g = Digraph::new(3, &[(2, 0), (1, 0)]);
    /// assert_eq!(g.reversed().successors(0), [1, 2]);
    /// ```
    pub fn reversed(&self) -> Digraph {
        let n = self.len();
        Self::from_pairs(n, (0..n).flat_map(|v| self.successors(v).iter().map(move |&w| (w, v))))
    }

    /// The successors of `v`, once per edge.
    ///
    /// # Panics
    ///
    /// Panics if `v` is not a vertex.
    ///
    /// # Complexity
    ///
    /// O(1).
    ///
    /// # Example
    ///
    /// ```
    /// use sg_core::graph::Digraph;
    ///
    /// assert_eq!(Digraph::new(2, &[(0, 1)]).successors(0), [1]);
    /// ```
    pub fn successors(&self, v: usize) -> &[usize] {
        &self.targets[self.start[v]..self.start[v + 1]]
    }

    /// The number of vertices.
    ///
    /// # Example
    ///
    /// ```
    /// use sg_core::graph::Digraph;
    ///
    /// assert_eq!(Digraph::new(4, &[]).len(), 4);
    /// ```
    pub fn len(&self) -> usize {
        self.start.len() - 1
    }

    /// Whether the graph has no vertex.
    ///
    /// # Example
    ///
    /// ```
    /// use sg_core::graph::Digraph;
    ///
    /// assert!(Digraph::new(0, &[]).is_empty());
    /// ```
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The number of edges, repeated edges counted each time.
    ///
    /// # Example
    ///
    /// ```
    /// use sg_core::graph::Digraph;
    ///
    /// assert_eq!(Digraph::new(2, &[(0, 1), (0, 1)]).edge_count(), 2);
    /// ```
    pub fn edge_count(&self) -> usize {
        self.targets.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_and_edges_build_the_same_graph() {
        let edges = [(0, 2), (2, 2), (1, 0), (0, 2), (2, 1)];
        let by_moves = Digraph::from_moves(3, |v, out| out.extend(edges.iter().filter(|e| e.0 == v).map(|e| e.1)));
        assert_eq!(by_moves, Digraph::new(3, &edges));
        assert_eq!(by_moves.reversed().successors(2), [0, 0, 2]);
    }

    #[test]
    #[should_panic(expected = "leaves the states 0..2")]
    fn moves_out_of_range_panic() {
        Digraph::from_moves(2, |v, out| out.push(v + 1));
    }
}
