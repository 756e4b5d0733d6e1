//! Retrograde analysis: the outcome (win, lose or draw) of every position of a finite game
//! whose graph may have cycles, and for decided positions the number of moves to the end.
//!
//! The player who cannot move loses; a player who cannot force a win prefers endless play to
//! a loss. Positions are settled backwards from the ends of the game: a position without
//! moves is lost; a position with a lost option is won; a position whose options are all won
//! is lost. Whatever is never settled is a draw: from there neither player can force the
//! end. A partizan game is no different: make the player to move part of the position, so
//! that (state, Left to move) and (state, Right to move) are two vertices.
//!
//! Settling in first-in first-out order also gives the remoteness of every decided position:
//! a won position ends in 1 + the fewest moves among its lost options, a lost position in
//! 1 + the most moves among its options (the winner hurries, the loser stalls), a position
//! without moves in 0. So a position is won exactly when its distance is odd.

use crate::graph::Digraph;
use crate::state_hash::StateMap;
use std::hash::Hash;

/// The outcome of a position for the player to move.
///
/// # Example
///
/// ```
/// use sg_core::retrograde::{Outcome, Retrograde};
///
/// // 0 has no move; 1 -> 0; 2 <-> 3 forever.
/// let r = Retrograde::from_moves(4, |v, out| out.extend(match v { 1 => vec![0], 2 => vec![3], 3 => vec![2], _ => vec![] }));
/// assert_eq!(r.outcomes(), [Outcome::Lose, Outcome::Win, Outcome::Draw, Outcome::Draw]);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// The player to move can force a win.
    Win,
    /// The opponent can force a win.
    Lose,
    /// Neither player can force a win: best play goes on forever.
    Draw,
}

/// The outcome and, for decided positions, the remoteness of every position of a finite game
/// graph, by retrograde analysis.
///
/// # Example
///
/// ```
/// use sg_core::graph::Digraph;
/// use sg_core::retrograde::{Outcome, Retrograde};
///
/// // 2 -> 1 -> 0, and 3 -> 3 or 3 -> 1: from 3, moving to 1 loses, so stay forever.
/// let g = Digraph::new(4, &[(2, 1), (1, 0), (3, 3), (3, 1)]);
/// let r = Retrograde::of_graph(&g);
/// assert_eq!(r.outcome(2), Outcome::Lose);
/// assert_eq!(r.distance(2), Some(2));
/// assert_eq!(r.outcome(3), Outcome::Draw);
/// assert_eq!(r.distance(3), None);
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Retrograde {
    outcome: Vec<Outcome>,
    distance: Vec<u32>,
}

impl Retrograde {
    /// Every position of the game whose moves are the edges of `graph`.
    ///
    /// # Complexity
    ///
    /// O(n + m) time and memory for n vertices and m edges (the reversed graph is built).
    ///
    /// # Example
    ///
    /// ```
    /// use sg_core::graph::Digraph;
    /// use sg_core::retrograde::{Outcome, Retrograde};
    ///
    /// // A loop on 0 and an edge to the dead end 1: move to 1 and win.
    /// let r = Retrograde::of_graph(&Digraph::new(2, &[(0, 0), (0, 1)]));
    /// assert_eq!(r.outcomes(), [Outcome::Win, Outcome::Lose]);
    /// ```
    pub fn of_graph(graph: &Digraph) -> Self {
        let reversed = graph.reversed();
        Self::of_predecessors(
            graph.len(),
            |v| graph.successors(v).len(),
            |v, out| out.extend_from_slice(reversed.successors(v)),
        )
    }

    /// Every position of a game over the states `0..n` given by its moves: `moves(v, out)`
    /// pushes every state reachable from `v` in one move.
    ///
    /// # Panics
    ///
    /// Panics if a move leads to a state not below `n`.
    ///
    /// # Complexity
    ///
    /// O(n + m) time and memory for m moves, plus one call of `moves` per state.
    ///
    /// # Example
    ///
    /// ```
    /// use sg_core::retrograde::{Outcome, Retrograde};
    ///
    /// // Partizan: a token on 0..=4; Left moves it 1 or 2 steps up, Right 1 step. Position
    /// // 2 * p + turn, turn 0 for Left to move.
    /// let r = Retrograde::from_moves(10, |v, out| {
    ///     let (p, turn) = (v / 2, v % 2);
    ///     let steps: &[usize] = if turn == 0 { &[1, 2] } else { &[1] };
    ///     out.extend(steps.iter().filter(|&&s| p + s <= 4).map(|&s| 2 * (p + s) + 1 - turn));
    /// });
    /// assert_eq!(r.outcome(2 * 2), Outcome::Win); // Left jumps to 4
    /// assert_eq!(r.outcome(2 * 2 + 1), Outcome::Lose); // Right must step to 3, Left steps to 4
    /// ```
    pub fn from_moves<F>(n: usize, moves: F) -> Self
    where
        F: FnMut(usize, &mut Vec<usize>),
    {
        Self::of_graph(&Digraph::from_moves(n, moves))
    }

    /// Every position of a game over the states `0..n` given backwards, which needs no stored
    /// graph: `degree(v)` is the number of moves from `v`, and `predecessors(v, out)` pushes
    /// every state with a move to `v`, once per such move (as often as `degree` counts it).
    ///
    /// # Constraints
    ///
    /// The two functions describe the same moves; otherwise the result is meaningless.
    ///
    /// # Panics
    ///
    /// Panics if a predecessor is not below `n`, or (in debug builds) if a state is listed as
    /// a predecessor more often than its degree allows.
    ///
    /// # Complexity
    ///
    /// O(n + m) time for m moves, with memory O(n) plus the largest list of predecessors:
    /// each state's predecessors are generated once, when the state is settled.
    ///
    /// # Example
    ///
    /// ```
    /// use sg_core::retrograde::{Outcome, Retrograde};
    ///
    /// // Take 1 or 2 stones from a pile of up to 9: lost exactly on multiples of 3.
    /// let r = Retrograde::of_predecessors(
    ///     10,
    ///     |v| v.min(2),
    ///     |v, out| out.extend([v + 1, v + 2].into_iter().filter(|&u| u < 10)),
    /// );
    /// assert_eq!(r.outcome(9), Outcome::Lose);
    /// assert_eq!(r.outcome(7), Outcome::Win);
    /// assert_eq!(r.distance(9), Some(6));
    /// ```
    pub fn of_predecessors<D, P>(n: usize, degree: D, mut predecessors: P) -> Self
    where
        D: Fn(usize) -> usize,
        P: FnMut(usize, &mut Vec<usize>),
    {
        let mut outcome = vec![Outcome::Draw; n];
        let mut distance = vec![0u32; n];
        let mut unsettled: Vec<usize> = (0..n).map(degree).collect();
        // Every state enters the queue at most once, so a vector read from the front is the
        // queue, and first-in first-out order settles states by increasing distance.
        let mut queue: Vec<usize> = (0..n).filter(|&v| unsettled[v] == 0).collect();
        for &v in &queue {
            outcome[v] = Outcome::Lose;
        }
        let mut before = Vec::new();
        let mut head = 0;
        while let Some(&v) = queue.get(head) {
            head += 1;
            before.clear();
            predecessors(v, &mut before);
            let (lost, d) = (outcome[v] == Outcome::Lose, distance[v] + 1);
            for &u in &before {
                if outcome[u] != Outcome::Draw {
                    continue;
                }
                if lost {
                    outcome[u] = Outcome::Win;
                } else {
                    debug_assert!(unsettled[u] > 0, "state {u} has more predecessor entries than moves");
                    unsettled[u] -= 1;
                    if unsettled[u] > 0 {
                        continue;
                    }
                    outcome[u] = Outcome::Lose;
                }
                distance[u] = d;
                queue.push(u);
            }
        }
        Retrograde { outcome, distance }
    }

    /// The outcome of position `v` for the player to move.
    ///
    /// # Panics
    ///
    /// Panics if `v` is not a position.
    ///
    /// # Example
    ///
    /// ```
    /// use sg_core::retrograde::{Outcome, Retrograde};
    ///
    /// let r = Retrograde::from_moves(1, |_, _| {});
    /// assert_eq!(r.outcome(0), Outcome::Lose);
    /// ```
    pub fn outcome(&self, v: usize) -> Outcome {
        self.outcome[v]
    }

    /// The outcomes of all positions.
    ///
    /// # Example
    ///
    /// ```
    /// use sg_core::retrograde::{Outcome, Retrograde};
    ///
    /// let r = Retrograde::from_moves(2, |v, out| out.push(1 - v));
    /// assert_eq!(r.outcomes(), [Outcome::Draw, Outcome::Draw]);
    /// ```
    pub fn outcomes(&self) -> &[Outcome] {
        &self.outcome
    }

    /// The number of moves to the end of the game from `v` when the winner hurries and the
    /// loser stalls (its remoteness), or `None` for a draw. Odd exactly for won positions.
    ///
    /// # Panics
    ///
    /// Panics if `v` is not a position.
    ///
    /// # Example
    ///
    /// ```
    /// use sg_core::retrograde::Retrograde;
    ///
    /// // A path 3 -> 2 -> 1 -> 0, and the shortcut 3 -> 0.
    /// let r = Retrograde::from_moves(4, |v, out| {
    ///     out.extend(v.checked_sub(1));
    ///     if v == 3 {
    ///         out.push(0);
    ///     }
    /// });
    /// assert_eq!(r.distance(3), Some(1));
    /// assert_eq!(r.distance(2), Some(2));
    /// ```
    pub fn distance(&self, v: usize) -> Option<u32> {
        (self.outcome[v] != Outcome::Draw).then_some(self.distance[v])
    }
}

/// The outcome of `start` in a game over any hashable states, for brute forces of games with
/// cycles (what [`Search`](crate::search::Search) is for finite games): every state reachable
/// from `start` is numbered, and the graph of their moves is analysed backwards.
/// `moves(state, out)` pushes every state reachable in one move.
///
/// # Complexity
///
/// O(states + moves) reachable from `start`, each with a hash lookup and a clone; the whole
/// reachable graph is held in memory.
///
/// # Example
///
/// ```
/// use sg_core::retrograde::{Outcome, outcome_from};
///
/// // Two counters below 3; a move raises one of them by 1 modulo 3: play never ends.
/// let moves = |&(x, y): &(u8, u8), out: &mut Vec<(u8, u8)>| {
///     out.extend([((x + 1) % 3, y), (x, (y + 1) % 3)]);
/// };
/// assert_eq!(outcome_from((0, 0), moves), Outcome::Draw);
/// let finite = |&n: &u8, out: &mut Vec<u8>| out.extend(n.checked_sub(1));
/// assert_eq!(outcome_from(3, finite), Outcome::Win);
/// ```
pub fn outcome_from<S, F>(start: S, mut moves: F) -> Outcome
where
    S: Clone + Eq + Hash,
    F: FnMut(&S, &mut Vec<S>),
{
    let mut number = StateMap::from_iter([(start.clone(), 0)]);
    let mut states = vec![start];
    let mut edges: Vec<(usize, usize)> = Vec::new();
    let mut options = Vec::new();
    let mut next = 0;
    while let Some(state) = states.get(next) {
        options.clear();
        moves(state, &mut options);
        for option in options.drain(..) {
            let fresh = number.len();
            let id = *number.entry(option.clone()).or_insert(fresh);
            if id == fresh {
                states.push(option);
            }
            edges.push((next, id));
        }
        next += 1;
    }
    Retrograde::of_graph(&Digraph::new(states.len(), &edges)).outcome(0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::remoteness::remoteness_table;
    use crate::search::Search;
    use judge_io::random::Rng;

    fn random_graph(rng: &mut Rng, n: usize, m: usize) -> Vec<(usize, usize)> {
        (0..m).map(|_| (rng.below(0..=n - 1), rng.below(0..=n - 1))).collect()
    }

    /// Outcomes by their definition as a fixed point, with no queue and no order: repeat the
    /// three rules over every vertex until nothing changes.
    fn fixed_point(n: usize, edges: &[(usize, usize)]) -> Vec<Outcome> {
        let mut outcome = vec![Outcome::Draw; n];
        let mut changed = true;
        while changed {
            changed = false;
            for v in 0..n {
                if outcome[v] != Outcome::Draw {
                    continue;
                }
                let options: Vec<Outcome> = edges.iter().filter(|e| e.0 == v).map(|e| outcome[e.1]).collect();
                if options.contains(&Outcome::Lose) {
                    outcome[v] = Outcome::Win;
                    changed = true;
                } else if options.iter().all(|&o| o == Outcome::Win) {
                    outcome[v] = Outcome::Lose;
                    changed = true;
                }
            }
        }
        outcome
    }

    #[test]
    fn agrees_with_the_fixed_point_on_random_graphs() {
        let mut rng = Rng::new(786);
        for _ in 0..2000 {
            let n = rng.below(1..=9);
            let m = rng.below(0..=20);
            let edges = random_graph(&mut rng, n, m);
            let r = Retrograde::of_graph(&Digraph::new(n, &edges));
            assert_eq!(r.outcomes(), fixed_point(n, &edges), "edges {edges:?}");
            for v in 0..n {
                // The distance obeys the remoteness rule over the options.
                let Some(d) = r.distance(v) else { continue };
                let options: Vec<u32> = edges.iter().filter(|e| e.0 == v).filter_map(|e| r.distance(e.1)).collect();
                let expected = match r.outcome(v) {
                    Outcome::Win => 1 + options.iter().filter(|&&o| o % 2 == 0).min().expect("a lost option"),
                    _ => options.iter().max().map_or(0, |&o| o + 1),
                };
                assert_eq!(d, expected, "vertex {v}, edges {edges:?}");
                assert_eq!(d % 2 == 1, r.outcome(v) == Outcome::Win);
            }
        }
    }

    #[test]
    fn acyclic_games_agree_with_search_and_remoteness() {
        let moves = [1usize, 3, 4];
        let step = |v: usize, out: &mut Vec<usize>| out.extend(moves.iter().filter(|&&s| s <= v).map(|&s| v - s));
        let r = Retrograde::from_moves(200, step);
        let remote = remoteness_table(200, step);
        let mut search = Search::new(|&v: &usize, out: &mut Vec<usize>| step(v, out));
        for (v, &remoteness) in remote.iter().enumerate() {
            let win = search.is_win(&v).unwrap_or_else(|cycle| panic!("{cycle}"));
            assert_eq!(r.outcome(v) == Outcome::Win, win, "v = {v}");
            assert_eq!(r.distance(v), Some(remoteness), "v = {v}");
        }
    }

    #[test]
    fn long_cycles_and_paths_need_no_recursion() {
        // A cycle of 300 000 with a dead end hanging off vertex 0: 0 wins by moving there,
        // and the win propagates around the cycle with alternating outcomes.
        let n = 300_000;
        let r = Retrograde::from_moves(n + 1, |v, out| {
            if v < n {
                out.push((v + 1) % n);
            }
            if v == 0 {
                out.push(n);
            }
        });
        assert_eq!(r.outcome(0), Outcome::Win);
        assert_eq!(r.outcome(n - 1), Outcome::Lose);
        assert_eq!(r.outcome(n - 2), Outcome::Win);
        assert_eq!(r.distance(1), Some(n as u32));
    }

    #[test]
    fn predecessor_lists_and_explicit_graphs_agree() {
        let mut rng = Rng::new(1730);
        for _ in 0..300 {
            let n = rng.below(1..=12);
            let m = rng.below(0..=30);
            let edges = random_graph(&mut rng, n, m);
            let g = Digraph::new(n, &edges);
            let reversed = g.reversed();
            let backwards = Retrograde::of_predecessors(
                n,
                |v| g.successors(v).len(),
                |v, out| out.extend(reversed.successors(v).iter().rev()),
            );
            assert_eq!(backwards, Retrograde::of_graph(&g), "edges {edges:?}");
        }
    }
}
