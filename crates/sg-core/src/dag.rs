//! Grundy values of the vertices of a directed acyclic graph: a token on a vertex moves along
//! one outgoing edge, and a token on a sink has no move.

use crate::graph::Digraph;
use crate::mex::Mex;
use crate::search::Cycle;

/// The Grundy value of every vertex of the graph on vertices `0..n` with directed `edges`
/// `(from, to)`: the mex of the values of the heads of its outgoing edges.
///
/// Vertices are settled sinks first (Kahn's algorithm on the reversed edges): a vertex is
/// settled once all its successors are, so there is no recursion and any path length works.
/// Repeated edges and isolated vertices are fine.
///
/// # Errors
///
/// Returns a [`Cycle`] whose state is a vertex on a directed cycle (a loop `v -> v` included) if the
/// graph is not acyclic.
///
/// # Panics
///
/// Panics if an endpoint is not below `n`.
///
/// # Complexity
///
/// O(n + m) time and memory for m edges. Values are at most the out-degree.
///
/// # Example
///
/// ```
/// use sg_core::dag::dag_grundy;
/// use sg_core::search::Cycle;
///
/// // 0 -> 1 -> 2 and 0 -> 2: a path of three plus a shortcut.
/// assert_eq!(dag_grundy(4, &[(0, 1), (1, 2), (0, 2)]), Ok(vec![2, 1, 0, 0]));
/// let cycle = dag_grundy(3, &[(0, 1), (1, 2), (2, 1)]).unwrap_err();
/// assert!(cycle.state == 1 || cycle.state == 2);
/// assert_eq!(cycle.to_string(), format!("the game has a cycle through the state {}", cycle.state));
/// assert_eq!(dag_grundy(1, &[(0, 0)]), Err(Cycle { state: 0 }));
/// ```
pub fn dag_grundy(n: usize, edges: &[(usize, usize)]) -> Result<Vec<u32>, Cycle<usize>> {
    let successors = Digraph::new(n, edges);
    let predecessors = successors.reversed();
    let mut unsettled: Vec<usize> = (0..n).map(|v| successors.successors(v).len()).collect();
    let mut ready: Vec<usize> = (0..n).filter(|&v| unsettled[v] == 0).collect();
    let mut grundy = vec![0u32; n];
    let mut mex = Mex::new();
    let mut settled = 0;
    while let Some(v) = ready.pop() {
        settled += 1;
        grundy[v] = mex.of(successors.successors(v).iter().map(|&w| grundy[w]));
        for &u in predecessors.successors(v) {
            unsettled[u] -= 1;
            if unsettled[u] == 0 {
                ready.push(u);
            }
        }
    }
    if settled == n {
        return Ok(grundy);
    }
    // Every unsettled vertex has an unsettled successor; walking n such steps from one of them
    // ends on a cycle.
    let mut v = (0..n).find(|&v| unsettled[v] > 0).expect("some vertex is unsettled");
    for _ in 0..n {
        v = *successors
            .successors(v)
            .iter()
            .find(|&&w| unsettled[w] > 0)
            .expect("an unsettled vertex has an unsettled successor");
    }
    Err(Cycle { state: v })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::Search;
    use judge_io::random::Rng;

    #[test]
    fn agrees_with_exhaustive_search_on_random_dags() {
        let mut rng = Rng::new(7);
        for _ in 0..300 {
            let n = 1 + (rng.next_u64() % 12) as usize;
            // Random labels so that edges do not always point from small to large numbers.
            let mut label: Vec<usize> = (0..n).collect();
            for i in (1..n).rev() {
                label.swap(i, (rng.next_u64() % (i as u64 + 1)) as usize);
            }
            let m = (rng.next_u64() % 30) as usize;
            let edges: Vec<(usize, usize)> = (0..m)
                .filter_map(|_| {
                    let a = (rng.next_u64() % n as u64) as usize;
                    let b = (rng.next_u64() % n as u64) as usize;
                    (a < b).then(|| (label[a], label[b]))
                })
                .collect();
            let values = dag_grundy(n, &edges).expect("acyclic");
            let mut search = Search::new(|&v: &usize, out: &mut Vec<usize>| {
                out.extend(edges.iter().filter(|e| e.0 == v).map(|e| e.1));
            });
            for (v, &g) in values.iter().enumerate() {
                assert_eq!(
                    g,
                    search.grundy(&v).unwrap_or_else(|cycle| panic!("{cycle}")),
                    "edges {edges:?}, vertex {v}"
                );
            }
        }
    }

    #[test]
    fn long_path_has_alternating_values() {
        let n = 200_000;
        let edges: Vec<(usize, usize)> = (1..n).map(|v| (v, v - 1)).collect();
        let values = dag_grundy(n, &edges).expect("acyclic");
        assert!(values.iter().enumerate().all(|(v, &g)| g == (v % 2) as u32));
    }

    #[test]
    fn complete_dag_counts_up() {
        // Every vertex points to every smaller one: the values are a Nim heap's, 0..n.
        let n = 60;
        let edges: Vec<(usize, usize)> = (0..n).flat_map(|a| (0..a).map(move |b| (a, b))).collect();
        assert_eq!(dag_grundy(n, &edges), Ok((0..n as u32).collect()));
    }

    #[test]
    fn cycles_are_found_even_behind_a_path() {
        // 0 -> 1 -> 2 -> 3 -> 4 -> 2: the cycle is 2, 3, 4; 5 is isolated.
        let edges = [(0, 1), (1, 2), (2, 3), (3, 4), (4, 2), (0, 5)];
        let cycle = dag_grundy(6, &edges).unwrap_err();
        assert!([2, 3, 4].contains(&cycle.state), "{cycle}");
        assert_eq!(dag_grundy(2, &[(1, 1)]).unwrap_err(), Cycle { state: 1 });
        // Two cycles: either vertex of 0 <-> 1, or the loop on 2.
        let either = dag_grundy(3, &[(0, 1), (1, 0), (2, 2)]).unwrap_err();
        assert!(either.state < 3);
    }

    #[test]
    fn empty_graph() {
        assert_eq!(dag_grundy(0, &[]), Ok(vec![]));
        assert_eq!(dag_grundy(3, &[(0, 1), (0, 1)]), Ok(vec![1, 0, 0]));
    }

    #[test]
    #[should_panic(expected = "leaves the vertices")]
    fn endpoints_out_of_range_panic() {
        let _ = dag_grundy(2, &[(0, 2)]);
    }
}
