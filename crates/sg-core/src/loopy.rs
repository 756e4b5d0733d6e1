//! Generalized Sprague–Grundy values of the vertices of a finite directed graph whose cycles
//! make play possibly endless (C. A. B. Smith 1966; Fraenkel and Yesha 1986), and the outcome
//! of a sum of such one-token games.
//!
//! A token moves along an edge leaving its vertex; a player who cannot move loses; a player
//! who cannot force a win prefers endless play. A vertex's value is either a finite number,
//! which behaves like a Nim heap of that size in any sum, or infinity(K), where K is the set of
//! finite values among its options: the player to move wins such a vertex alone exactly when
//! 0 lies in K, and the game is otherwise a draw.
//!
//! Sums follow Smith's rule: with every value finite, the first player wins exactly when their
//! XOR is non-zero; with exactly one value infinity(K), the first player wins when the XOR of
//! the finite values lies in K (moving that token to the matching value) and otherwise the
//! game is drawn; with two or more infinite values it is drawn.

use crate::graph::Digraph;
use crate::retrograde::Outcome;

/// The generalized Sprague–Grundy value of a vertex.
///
/// # Example
///
/// ```
/// use sg_core::loopy::Value;
/// use sg_core::retrograde::Outcome;
///
/// assert_eq!(Value::Finite(0).outcome(), Outcome::Lose);
/// assert_eq!(Value::Infinite(vec![0, 2]).outcome(), Outcome::Win);
/// assert_eq!(Value::Infinite(vec![1]).outcome(), Outcome::Draw);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Value {
    /// Play from here ends, and the vertex is worth a Nim heap of this size.
    Finite(u32),
    /// infinity(K): K, sorted and without repeats, holds the finite values among the options.
    Infinite(Vec<u32>),
}

impl Value {
    /// The outcome for the player to move of one token on a vertex of this value.
    ///
    /// # Complexity
    ///
    /// O(log |K|).
    ///
    /// # Example
    ///
    /// ```
    /// use sg_core::loopy::Value;
    /// use sg_core::retrograde::Outcome;
    ///
    /// assert_eq!(Value::Finite(3).outcome(), Outcome::Win);
    /// assert_eq!(Value::Infinite(vec![]).outcome(), Outcome::Draw);
    /// ```
    pub fn outcome(&self) -> Outcome {
        sum_outcome([self])
    }
}

const UNLABELED: u32 = u32::MAX;
const INFINITE: u32 = u32::MAX - 1;

/// The generalized Sprague–Grundy value of every vertex of `graph`, where a token moves along
/// an edge leaving its vertex. Loops, repeated edges and isolated vertices are fine.
///
/// Fraenkel and Yesha's labelling, in rounds i = 0, 1, …: while some unlabeled vertex has no
/// option labeled i, and each of its unlabeled or infinite options has an option labeled i,
/// label it i; then every unlabeled vertex without an option labeled i is infinite. Each round
/// settles its vertices backwards with counters, as retrograde analysis does.
///
/// # Complexity
///
/// O((n + m) · r) time for n vertices and m edges, where r ≤ 2 + the largest finite value ≤
/// 2 + the largest out-degree is the number of rounds; O(n + m) memory besides the sets K.
///
/// # Example
///
/// ```
/// use sg_core::graph::Digraph;
/// use sg_core::loopy::{Value, generalized_grundy};
///
/// // 0 <-> 1, 1 -> 2 -> 3, and a loop on 4.
/// let g = Digraph::new(5, &[(0, 1), (1, 0), (1, 2), (2, 3), (4, 4)]);
/// assert_eq!(
///     generalized_grundy(&g),
///     [Value::Infinite(vec![]), Value::Infinite(vec![1]), Value::Finite(1), Value::Finite(0), Value::Infinite(vec![])]
/// );
/// ```
pub fn generalized_grundy(graph: &Digraph) -> Vec<Value> {
    let n = graph.len();
    let reversed = graph.reversed();
    let mut label = vec![UNLABELED; n];
    let mut unlabeled: Vec<usize> = (0..n).collect();
    // Unlabeled or infinite options not yet known to reach the round's value, per vertex.
    let mut pending = vec![0usize; n];
    // The round in which a vertex was found to have an option labeled with the round's value.
    let mut covered = vec![UNLABELED; n];
    let mut queue = Vec::new();
    let mut round = 0u32;
    while !unlabeled.is_empty() {
        queue.clear();
        // Counted for every vertex before any is labeled, so that all counts see the labels
        // of the previous rounds only.
        for &u in &unlabeled {
            pending[u] = graph.successors(u).iter().filter(|&&w| label[w] >= INFINITE).count();
        }
        for &u in &unlabeled {
            if pending[u] == 0 {
                label[u] = round;
                queue.push(u);
            }
        }
        let mut head = 0;
        while let Some(&x) = queue.get(head) {
            head += 1;
            for &p in reversed.successors(x) {
                if covered[p] == round {
                    continue;
                }
                covered[p] = round;
                if label[p] < INFINITE {
                    continue;
                }
                for &q in reversed.successors(p) {
                    if label[q] != UNLABELED {
                        continue;
                    }
                    pending[q] -= 1;
                    // A vertex with an option labeled in this round is covered, and can no
                    // longer take the round's value.
                    if pending[q] == 0 && covered[q] != round {
                        label[q] = round;
                        queue.push(q);
                    }
                }
            }
        }
        unlabeled.retain(|&u| {
            if label[u] != UNLABELED {
                return false;
            }
            if covered[u] != round {
                label[u] = INFINITE;
                return false;
            }
            true
        });
        round += 1;
    }
    (0..n)
        .map(|v| match label[v] {
            INFINITE => {
                let mut k: Vec<u32> = graph.successors(v).iter().map(|&w| label[w]).filter(|&l| l < INFINITE).collect();
                k.sort_unstable();
                k.dedup();
                Value::Infinite(k)
            }
            g => Value::Finite(g),
        })
        .collect()
}

/// The outcome for the player to move of a sum of one-token games with these generalized
/// values, by Smith's rule (see the [module](self) documentation). An empty sum is lost.
///
/// # Complexity
///
/// O(number of values + log |K|).
///
/// # Example
///
/// ```
/// use sg_core::loopy::{Value, sum_outcome};
/// use sg_core::retrograde::Outcome;
///
/// let inf = Value::Infinite(vec![0, 3]);
/// assert_eq!(sum_outcome(&[Value::Finite(1), Value::Finite(2), inf.clone()]), Outcome::Win);
/// assert_eq!(sum_outcome(&[Value::Finite(1), inf.clone()]), Outcome::Draw);
/// assert_eq!(sum_outcome(&[inf.clone(), inf]), Outcome::Draw);
/// assert_eq!(sum_outcome(&[Value::Finite(5), Value::Finite(5)]), Outcome::Lose);
/// ```
pub fn sum_outcome<'a>(values: impl IntoIterator<Item = &'a Value>) -> Outcome {
    let mut xor = 0;
    let mut infinite = None;
    for value in values {
        match value {
            Value::Finite(g) => xor ^= g,
            Value::Infinite(k) => {
                if infinite.replace(k).is_some() {
                    return Outcome::Draw;
                }
            }
        }
    }
    match infinite {
        None if xor == 0 => Outcome::Lose,
        None => Outcome::Win,
        Some(k) if k.binary_search(&xor).is_ok() => Outcome::Win,
        Some(_) => Outcome::Draw,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dag::dag_grundy;

    #[test]
    fn acyclic_graphs_get_their_grundy_values() {
        let edges = [(0, 1), (1, 2), (0, 2), (3, 0), (3, 2), (3, 1), (4, 4)];
        let values = generalized_grundy(&Digraph::new(5, &edges));
        let finite = dag_grundy(4, &edges[..6]).unwrap_or_else(|cycle| panic!("{cycle}"));
        for v in 0..4 {
            assert_eq!(values[v], Value::Finite(finite[v]), "vertex {v}");
        }
        assert_eq!(values[4], Value::Infinite(vec![]));
    }

    #[test]
    fn a_long_cycle_with_an_exit_alternates() {
        // 0 -> 1 -> … -> n-1 -> 0, and 0 -> n, a dead end: from 0 the exit wins.
        let n = 100_000;
        let mut edges: Vec<(usize, usize)> = (0..n).map(|v| (v, (v + 1) % n)).collect();
        edges.push((0, n));
        let values = generalized_grundy(&Digraph::new(n + 1, &edges));
        assert_eq!(values[n], Value::Finite(0));
        assert_eq!(values[0].outcome(), Outcome::Win);
        assert_eq!(values[n - 1], Value::Finite(0));
        assert_eq!(values[n - 2].outcome(), Outcome::Win);
    }
}
