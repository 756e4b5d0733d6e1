//! Levels and cycles of a module graph.
//!
//! A cycle is a set of two or more modules each of which reaches the others (a strongly
//! connected component). The levels of a crate are the number of modules on its longest chain of
//! uses, the root's included: a crate whose modules use nothing of one another has one level
//! below its root, so two.

use crate::modules::Graph;

/// A graph's cycles and its longest chain.
#[derive(Debug, PartialEq, Eq)]
pub struct Levels {
    /// Each cycle's nodes, in order of node.
    pub cycles: Vec<Vec<usize>>,
    /// The longest chain of uses, from the user down; a cycle on it counts once.
    pub chain: Vec<usize>,
}

/// The cycles and the longest chain of `graph`.
///
/// # Complexity
///
/// O(V + E): Tarjan's components, then the longest path of the graph of components.
pub fn levels(graph: &Graph) -> Levels {
    let components = components(&graph.edges);
    let count = components.iter().max().map_or(0, |&c| c + 1);
    let mut members = vec![Vec::new(); count];
    for (node, &component) in components.iter().enumerate() {
        members[component].push(node);
    }
    let cycles = members.iter().filter(|m| m.len() > 1).cloned().collect();
    // Tarjan numbers a component after every component it reaches: increasing order is bottom up.
    let mut depth = vec![0usize; count];
    let mut next = vec![None; count];
    for component in 0..count {
        for &node in &members[component] {
            for &used in &graph.edges[node] {
                let below = components[used];
                if below != component && depth[below] + 1 > depth[component] {
                    depth[component] = depth[below] + 1;
                    next[component] = Some((below, used));
                }
            }
        }
    }
    let mut chain = Vec::new();
    if let Some(top) = (0..count).max_by_key(|&c| (depth[c], std::cmp::Reverse(c))) {
        chain.push(members[top][0]);
        let mut at = top;
        while let Some((below, node)) = next[at] {
            chain.push(node);
            at = below;
        }
    }
    Levels { cycles, chain }
}

/// Each node's strongly connected component, numbered so that a component comes after every
/// component it reaches (Tarjan's order), iteratively: no recursion whatever the graph's depth.
fn components(edges: &[std::collections::BTreeSet<usize>]) -> Vec<usize> {
    let mut tarjan = Tarjan {
        index: vec![None; edges.len()],
        low: vec![0; edges.len()],
        on_stack: vec![false; edges.len()],
        component: vec![0; edges.len()],
        stack: Vec::new(),
        frames: Vec::new(),
        next_index: 0,
        next_component: 0,
    };
    for start in 0..edges.len() {
        if tarjan.index[start].is_none() {
            tarjan.search(edges, start);
        }
    }
    tarjan.component
}

/// Tarjan's search, its recursion kept as frames: a node and the successors still to visit.
struct Tarjan {
    index: Vec<Option<usize>>,
    low: Vec<usize>,
    on_stack: Vec<bool>,
    component: Vec<usize>,
    stack: Vec<usize>,
    frames: Vec<(usize, Vec<usize>)>,
    next_index: usize,
    next_component: usize,
}

impl Tarjan {
    fn enter(&mut self, edges: &[std::collections::BTreeSet<usize>], node: usize) {
        self.index[node] = Some(self.next_index);
        self.low[node] = self.next_index;
        self.next_index += 1;
        self.stack.push(node);
        self.on_stack[node] = true;
        self.frames.push((node, edges[node].iter().rev().copied().collect()));
    }

    fn search(&mut self, edges: &[std::collections::BTreeSet<usize>], start: usize) {
        self.enter(edges, start);
        while let Some((node, successors)) = self.frames.last_mut() {
            let node = *node;
            if let Some(next) = successors.pop() {
                match self.index[next] {
                    None => self.enter(edges, next),
                    Some(index) if self.on_stack[next] => self.low[node] = self.low[node].min(index),
                    Some(_) => {}
                }
                continue;
            }
            self.frames.pop();
            if let Some(&(parent, _)) = self.frames.last() {
                self.low[parent] = self.low[parent].min(self.low[node]);
            }
            if Some(self.low[node]) == self.index[node] {
                while let Some(member) = self.stack.pop() {
                    self.on_stack[member] = false;
                    self.component[member] = self.next_component;
                    if member == node {
                        break;
                    }
                }
                self.next_component += 1;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;
    use std::path::PathBuf;

    fn graph(n: usize, edges: &[(usize, usize)]) -> Graph {
        let mut sets = vec![BTreeSet::new(); n];
        for &(a, b) in edges {
            sets[a].insert(b);
        }
        Graph { files: vec![PathBuf::new(); n], paths: vec![Vec::new(); n], edges: sets, because: Default::default() }
    }

    #[test]
    fn a_chain_counts_its_modules() {
        // 0 uses 1 and 3; 1 uses 2; 3 uses nothing: 0 → 1 → 2 is the longest, three levels.
        let levels = levels(&graph(4, &[(0, 1), (1, 2), (0, 3)]));
        assert_eq!(levels, Levels { cycles: vec![], chain: vec![0, 1, 2] });
    }

    #[test]
    fn a_cycle_is_named_and_counts_once_on_the_chain() {
        // 0 → 1 ⇄ 2 → 3: the cycle {1, 2} is one level.
        let levels = levels(&graph(4, &[(0, 1), (1, 2), (2, 1), (2, 3)]));
        assert_eq!(levels.cycles, vec![vec![1, 2]]);
        assert_eq!(levels.chain.len(), 3, "{levels:?}");
        assert_eq!((levels.chain[0], levels.chain[2]), (0, 3), "{levels:?}");
    }

    #[test]
    fn a_graph_without_edges_has_one_level() {
        assert_eq!(levels(&graph(3, &[])).chain.len(), 1);
        assert_eq!(levels(&graph(0, &[])), Levels { cycles: vec![], chain: vec![] });
    }

    #[test]
    fn a_long_path_needs_no_deep_recursion() {
        let n = 100_000;
        let edges: Vec<_> = (0..n - 1).map(|i| (i, i + 1)).collect();
        assert_eq!(levels(&graph(n, &edges)).chain.len(), n);
    }
}
