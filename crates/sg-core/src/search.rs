//! Exhaustive search by definition: the win/lose verdict and the Grundy value of a state,
//! computed from nothing but its list of moves.
//!
//! This is the reference every brute force and property test builds on. It is memoised and
//! iterative (an explicit stack), so long games do not overflow the call stack.
//!
//! It is for games that end: a search that meets a cycle returns a [`Cycle`] naming a state on
//! it. Games with cycles are analysed by [`retrograde`](crate::retrograde) (outcomes, any game)
//! and [`loopy`](crate::loopy) (generalized Grundy values, sums of impartial games).
//!
//! Two helpers serve brute forces: [`sum_moves`] gives the moves of a sum of games from those
//! of one component, and [`nim_is_win_by_pairing`] decides Nim by strategies rather than by the
//! nim-sum, for checking code that uses it.

use crate::mex::Mex;
use crate::state_hash::{StateMap, StateSet};
use std::fmt;
use std::hash::Hash;

/// A search met a cycle: the game is not finite, and `state` lies on a cycle reachable from
/// where the search started.
///
/// # Example
///
/// ```
/// use sg_core::search::{Cycle, Search};
///
/// // Step around a circle of three.
/// let mut search = Search::new(|&n: &u8, out: &mut Vec<u8>| out.push((n + 1) % 3));
/// let cycle = search.grundy(&0).unwrap_err();
/// assert!(cycle.state < 3);
/// assert_eq!(Cycle { state: 2u8 }.to_string(), "the game has a cycle through the state 2");
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Cycle<S> {
    /// A state on the cycle.
    pub state: S,
}

impl<S: fmt::Debug> fmt::Display for Cycle<S> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "the game has a cycle through the state {:?}", self.state)
    }
}

impl<S: fmt::Debug> std::error::Error for Cycle<S> {}

/// Memoised search over the states of a finite game given by its move function.
///
/// `moves(state, out)` pushes every state reachable in one move onto `out`. The game must be
/// finite (acyclic); a cycle is reported as an error. For the verdict of a partisan game, put the player to move into the state.
///
/// # Example
///
/// ```
/// use sg_core::search::Search;
///
/// // One pile, remove 1 or 2 stones.
/// let mut search = Search::new(|&n: &u32, out: &mut Vec<u32>| {
///     out.extend([1, 2].into_iter().filter(|&s| s <= n).map(|s| n - s));
/// });
/// assert_eq!(search.grundy(&4), Ok(1));
/// assert_eq!(search.is_win(&3), Ok(false));
/// ```
#[derive(Debug)]
pub struct Search<S, F> {
    // Grundy values are the mex rule of a value search, which also owns the move function.
    values: ValueSearch<S, u32, F>,
    mex: Mex,
    win: StateMap<S, bool>,
}

/// One state on the explicit stack: its options and how many of them are resolved.
struct Frame<S> {
    state: S,
    options: Vec<S>,
    next: usize,
}

impl<S, F> Search<S, F>
where
    S: Clone + Eq + Hash,
    F: FnMut(&S, &mut Vec<S>),
{
    /// A search with empty memo tables.
    ///
    /// # Example
    ///
    /// ```
    /// use sg_core::search::Search;
    ///
    /// // One pile, remove exactly 2 stones: n is lost when n mod 4 is 0 or 1.
    /// let mut search = Search::new(|&n: &u32, out: &mut Vec<u32>| out.extend(n.checked_sub(2)));
    /// assert_eq!(search.states(), 0);
    /// assert_eq!(search.is_win(&2), Ok(true));
    /// assert_eq!(search.is_win(&5), Ok(false)); // 5 -> 3 -> 1
    /// ```
    pub fn new(moves: F) -> Self {
        Search { values: ValueSearch::new(moves), mex: Mex::new(), win: StateMap::default() }
    }

    /// The Grundy value of `start`: the mex of the values of its options.
    ///
    /// # Errors
    ///
    /// A [`Cycle`] naming a state on it, if a cycle is reachable from `start` (the game is not
    /// finite). What was settled before stays memoised.
    ///
    /// # Complexity
    ///
    /// O(states + moves) reachable from `start` that are not memoised yet, each with a hash
    /// lookup; memory O(reachable states).
    ///
    /// # Example
    ///
    /// ```
    /// use sg_core::search::Search;
    ///
    /// // Nim heap: any positive amount. Its Grundy value is its size.
    /// let mut search = Search::new(|&n: &u8, out: &mut Vec<u8>| out.extend(0..n));
    /// assert_eq!(search.grundy(&9), Ok(9));
    /// ```
    pub fn grundy(&mut self, start: &S) -> Result<u32, Cycle<S>> {
        let mex = &mut self.mex;
        self.values.value(start, |_, options| mex.of(options.iter().map(|(_, v)| *v)))
    }

    /// Whether the player to move from `start` wins: some option is a losing state. A state
    /// without options is lost.
    ///
    /// Unlike [`Search::grundy`] this stops at the first losing option, and it also serves
    /// partisan games whose state records the player to move.
    ///
    /// # Errors
    ///
    /// A [`Cycle`] naming a state on it, if the search meets a cycle reachable from `start`.
    ///
    /// # Panics
    ///
    /// Only if the states' `Hash` and `Eq` disagree, so that a settled state is not found.
    ///
    /// # Complexity
    ///
    /// O(states + moves) reachable from `start` at worst, each with a hash lookup.
    ///
    /// # Example
    ///
    /// ```
    /// use sg_core::search::Search;
    ///
    /// // Remove 1, 3 or 4 stones: multiples of 7 plus 0 or 2 are lost.
    /// let mut search = Search::new(|&n: &u32, out: &mut Vec<u32>| {
    ///     out.extend([1, 3, 4].into_iter().filter(|&s| s <= n).map(|s| n - s));
    /// });
    /// let lost: Vec<u32> = (0..16).filter(|n| search.is_win(n) == Ok(false)).collect();
    /// assert_eq!(lost, [0, 2, 7, 9, 14]);
    /// ```
    pub fn is_win(&mut self, start: &S) -> Result<bool, Cycle<S>> {
        if let Some(&w) = self.win.get(start) {
            return Ok(w);
        }
        let mut on_stack = StateSet::default();
        on_stack.insert(start.clone());
        let first = self.values.frame(start.clone());
        let mut stack = vec![first];
        while let Some(top) = stack.last_mut() {
            let mut verdict = None;
            while top.next < top.options.len() {
                match self.win.get(&top.options[top.next]) {
                    Some(false) => {
                        verdict = Some(true);
                        break;
                    }
                    Some(true) => top.next += 1,
                    None => break,
                }
            }
            if verdict.is_none() && top.next == top.options.len() {
                verdict = Some(false);
            }
            match verdict {
                Some(w) => {
                    let done = stack.pop().expect("the stack is not empty here");
                    on_stack.remove(&done.state);
                    self.win.insert(done.state, w);
                }
                None => {
                    let option = top.options[top.next].clone();
                    if !on_stack.insert(option.clone()) {
                        return Err(Cycle { state: option });
                    }
                    let frame = self.values.frame(option);
                    stack.push(frame);
                }
            }
        }
        Ok(self.win[start])
    }

    /// How many states have a memoised Grundy value or verdict.
    ///
    /// # Complexity
    ///
    /// O(1).
    ///
    /// # Example
    ///
    /// ```
    /// use sg_core::search::Search;
    ///
    /// let mut search = Search::new(|&n: &u8, out: &mut Vec<u8>| out.extend(0..n));
    /// assert_eq!(search.grundy(&4), Ok(4));
    /// assert_eq!(search.states(), 5); // heaps 0 to 4
    /// assert_eq!(search.grundy(&2), Ok(2)); // already memoised
    /// assert_eq!(search.states(), 5);
    /// ```
    pub fn states(&self) -> usize {
        self.values.memo.len().max(self.win.len())
    }
}

/// The moves of a sum of games, for the move function of a [`Search`] over the whole sum:
/// every state of the sum in which exactly one component made one of its own moves.
///
/// `sum` holds one state per component (a fixed-size array or a `Vec`); `moves(component,
/// options)` pushes the options of one component, as for [`Search::new`]. The results are
/// pushed onto `out` component by component, in the order `moves` gives.
///
/// # Constraints
///
/// None: a component with no moves contributes nothing, so padding a fixed-size array with
/// finished components (such as empty piles) leaves the game unchanged.
///
/// # Complexity
///
/// O(components + options), each option cloning the whole sum.
///
/// # Example
///
/// ```
/// use sg_core::search::{sum_moves, Search};
///
/// // Three piles, each losing 1 or 3 stones at a time.
/// let pile = |&n: &u32, options: &mut Vec<u32>| {
///     options.extend([1, 3].into_iter().filter(|&s| s <= n).map(|s| n - s));
/// };
/// let mut out = Vec::new();
/// sum_moves(&[3, 0, 1], pile, &mut out);
/// assert_eq!(out, [[2, 0, 1], [0, 0, 1], [3, 0, 0]]);
///
/// // Piles of 1 and 2 stones: 1 + 2 = 3 moves in all, so the first player wins.
/// let mut search = Search::new(|sum: &[u32; 2], out: &mut Vec<[u32; 2]>| sum_moves(sum, pile, out));
/// assert_eq!(search.is_win(&[1, 2]), Ok(true));
/// assert_eq!(search.is_win(&[1, 1]), Ok(false));
/// ```
pub fn sum_moves<C, S>(sum: &C, mut moves: impl FnMut(&S, &mut Vec<S>), out: &mut Vec<C>)
where
    C: Clone + AsRef<[S]> + AsMut<[S]>,
{
    let mut options = Vec::new();
    for (i, component) in sum.as_ref().iter().enumerate() {
        moves(component, &mut options);
        for option in options.drain(..) {
            let mut after = sum.clone();
            after.as_mut()[i] = option;
            out.push(after);
        }
    }
}

/// The moves of a position made of interchangeable components, kept as a sorted list, where a
/// move replaces one component by any number of others (none: it is gone; two: a heap split
/// in two), given by `moves`. Every result is sorted, so that positions equal up to order are
/// one state of a [`Search`]; a component equal to the one before it is moved only once.
///
/// # Complexity
///
/// O(options · len · log len), each option copying the position.
///
/// # Example
///
/// ```
/// use sg_core::search::{multiset_moves, Search};
///
/// // Split a heap into two unequal non-empty heaps (Grundy's game).
/// let split = |&h: &u32, out: &mut Vec<Vec<u32>>| out.extend((1..(h + 1) / 2).map(|a| vec![a, h - a]));
/// let mut out = Vec::new();
/// multiset_moves(&[3, 4], split, &mut out);
/// assert_eq!(out, [vec![1, 2, 4], vec![1, 3, 3]]);
///
/// // 4 can only become 1 + 3, and 3 then 1 + 2, leaving 1 + 1 + 2, where nothing splits
/// // unequally: the player at 1 + 1 + 2 loses, so 1 + 3 is won and 4 is lost.
/// let mut search = Search::new(|p: &Vec<u32>, out: &mut Vec<Vec<u32>>| multiset_moves(p, split, out));
/// assert_eq!(search.is_win(&vec![1, 1, 2]), Ok(false));
/// assert_eq!(search.is_win(&vec![1, 3]), Ok(true));
/// assert_eq!(search.is_win(&vec![4]), Ok(false));
/// ```
pub fn multiset_moves<S: Clone + Ord>(
    position: &[S],
    mut moves: impl FnMut(&S, &mut Vec<Vec<S>>),
    out: &mut Vec<Vec<S>>,
) {
    let mut options = Vec::new();
    for (i, component) in position.iter().enumerate() {
        if i > 0 && position[i - 1] == *component {
            continue;
        }
        moves(component, &mut options);
        for parts in options.drain(..) {
            let mut next: Vec<S> = position[..i].iter().chain(&position[i + 1..]).cloned().chain(parts).collect();
            next.sort_unstable();
            out.push(next);
        }
    }
}

/// Whether the player to move wins Nim on `heaps`, decided without the nim-sum, for checking
/// code that uses it: empty heaps are dropped, and equal heaps cancel in pairs (the winner
/// copies every move between twins), so only the unpaired heaps count. None of them left is a
/// loss; one or two unequal ones are a win (take the one heap, or equalise the two); three or
/// more are searched exhaustively, when their positions are few.
///
/// Returns `None` when three or more heaps are left and they have more than `max_positions`
/// positions (the product of their sizes plus one).
///
/// # Constraints
///
/// None on the heaps; `max_positions` bounds the time and memory of the search.
///
/// # Complexity
///
/// O(k log k) for k heaps, plus the search: O(positions × heaps²) when one is needed.
///
/// # Example
///
/// ```
/// use sg_core::search::nim_is_win_by_pairing;
///
/// assert_eq!(nim_is_win_by_pairing(&[4, 9, 4, 9], 1000), Some(false)); // twins only
/// assert_eq!(nim_is_win_by_pairing(&[7, 2, 7], 1000), Some(true)); // take the 2
/// assert_eq!(nim_is_win_by_pairing(&[5, 0, 5], 1000), Some(false)); // an empty heap is no heap
/// assert_eq!(nim_is_win_by_pairing(&[1, 2, 3], 1000), Some(false)); // searched
/// assert_eq!(nim_is_win_by_pairing(&[100, 200, 300], 1000), None);
/// ```
pub fn nim_is_win_by_pairing(heaps: &[u32], max_positions: u64) -> Option<bool> {
    let mut sorted: Vec<u32> = heaps.iter().copied().filter(|&h| h > 0).collect();
    sorted.sort_unstable();
    let mut left = Vec::new();
    let mut i = 0;
    while i < sorted.len() {
        if i + 1 < sorted.len() && sorted[i] == sorted[i + 1] {
            i += 2;
        } else {
            left.push(sorted[i]);
            i += 1;
        }
    }
    match left.len() {
        0 => Some(false),
        1 | 2 => Some(true),
        _ => {
            let positions = left.iter().try_fold(1u64, |acc, &h| acc.checked_mul(u64::from(h) + 1));
            if positions.is_none_or(|p| p > max_positions) {
                return None;
            }
            let heap = |&h: &u32, out: &mut Vec<u32>| out.extend(0..h);
            let mut search = Search::new(|sum: &Vec<u32>, out: &mut Vec<Vec<u32>>| sum_moves(sum, heap, out));
            search.is_win(&left).ok()
        }
    }
}

/// Memoised evaluation of a finite game's states by a rule of the caller's choice: the value of
/// a state is `rule(state, options)`, where `options` pairs every state reachable in one move
/// with its own value. Grundy values (mex of the options' values), verdicts, remoteness
/// (fastest win, longest loss) and minimax scores are all such rules.
///
/// Use one rule per `ValueSearch`: memoised values were computed with the rule of the call
/// that first reached them.
///
/// # Example
///
/// ```
/// use sg_core::search::ValueSearch;
///
/// // Remove 1 or 2 stones; the value is how many moves the game lasts with the loser
/// // stalling and the winner hurrying: (winner?, moves).
/// let mut search = ValueSearch::new(|&n: &u32, out: &mut Vec<u32>| {
///     out.extend([1, 2].into_iter().filter(|&s| s <= n).map(|s| n - s));
/// });
/// let rule = |_: &u32, options: &[(u32, (bool, u32))]| {
///     let fastest_win = options.iter().filter(|(_, (wins, _))| !wins).map(|(_, (_, m))| m + 1).min();
///     let longest_loss = options.iter().map(|(_, (_, m))| m + 1).max().unwrap_or(0);
///     fastest_win.map_or((false, longest_loss), |m| (true, m))
/// };
/// assert_eq!(search.value(&3, rule), Ok((false, 2)));
/// assert_eq!(search.value(&4, rule), Ok((true, 3)));
/// ```
#[derive(Debug)]
pub struct ValueSearch<S, V, F> {
    moves: F,
    memo: StateMap<S, V>,
}

impl<S, V, F> ValueSearch<S, V, F>
where
    S: Clone + Eq + Hash,
    V: Clone,
    F: FnMut(&S, &mut Vec<S>),
{
    /// A search with an empty memo table; `moves(state, out)` pushes every state reachable
    /// in one move.
    ///
    /// # Example
    ///
    /// ```
    /// use sg_core::search::ValueSearch;
    ///
    /// // Count the positions below n, by definition: 1 + the count of the one just below.
    /// let mut search = ValueSearch::new(|&n: &u8, out: &mut Vec<u8>| out.extend(n.checked_sub(1)));
    /// assert_eq!(search.value(&5, |_, options: &[(u8, u32)]| options.first().map_or(0, |(_, v)| v + 1)), Ok(5));
    /// ```
    pub fn new(moves: F) -> Self {
        ValueSearch { moves, memo: StateMap::default() }
    }

    /// The value of `start` under `rule`, computed for every state reachable from it that is
    /// not memoised yet, options before the states that reach them.
    ///
    /// # Errors
    ///
    /// A [`Cycle`] naming a state on it, if a cycle is reachable from `start` (the game is not
    /// finite). What was settled before stays memoised.
    ///
    /// # Panics
    ///
    /// Only if the states' `Hash` and `Eq` disagree, so that a settled state is not found.
    ///
    /// # Complexity
    ///
    /// O(states + moves) reachable from `start` that are not memoised yet, each with a hash
    /// lookup and a clone of the option and its value; memory O(reachable states).
    ///
    /// # Example
    ///
    /// ```
    /// use sg_core::mex::mex;
    /// use sg_core::search::ValueSearch;
    ///
    /// // The Grundy value is the rule "mex of the options' values": a Nim heap of 6 has value 6.
    /// let mut search = ValueSearch::new(|&n: &u8, out: &mut Vec<u8>| out.extend(0..n));
    /// let grundy = |_: &u8, options: &[(u8, u32)]| mex(&options.iter().map(|(_, v)| *v).collect::<Vec<_>>());
    /// assert_eq!(search.value(&6, grundy), Ok(6));
    /// ```
    pub fn value<R>(&mut self, start: &S, mut rule: R) -> Result<V, Cycle<S>>
    where
        R: FnMut(&S, &[(S, V)]) -> V,
    {
        if let Some(v) = self.memo.get(start) {
            return Ok(v.clone());
        }
        let mut on_stack = StateSet::default();
        on_stack.insert(start.clone());
        let mut stack = vec![self.frame(start.clone())];
        let mut options = Vec::new();
        while let Some(top) = stack.last_mut() {
            if top.next < top.options.len() {
                let option = top.options[top.next].clone();
                if self.memo.contains_key(&option) {
                    top.next += 1;
                } else {
                    if !on_stack.insert(option.clone()) {
                        return Err(Cycle { state: option });
                    }
                    let frame = self.frame(option);
                    stack.push(frame);
                }
                continue;
            }
            let done = stack.pop().expect("the stack is not empty here");
            options.clear();
            options.extend(done.options.into_iter().map(|o| {
                let v = self.memo[&o].clone();
                (o, v)
            }));
            let v = rule(&done.state, &options);
            on_stack.remove(&done.state);
            self.memo.insert(done.state, v);
            if let Some(parent) = stack.last_mut() {
                parent.next += 1;
            }
        }
        Ok(self.memo[start].clone())
    }

    fn frame(&mut self, state: S) -> Frame<S> {
        let mut options = Vec::new();
        (self.moves)(&state, &mut options);
        Frame { state, options, next: 0 }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deep_games_do_not_overflow_the_stack() {
        let mut search = Search::new(|&n: &u32, out: &mut Vec<u32>| {
            if n > 0 {
                out.push(n - 1);
            }
        });
        assert_eq!(search.grundy(&200_000).unwrap_or_else(|cycle| panic!("{cycle}")), 0);
        assert!(!search.is_win(&200_000).unwrap_or_else(|cycle| panic!("{cycle}")));
        assert!(search.is_win(&199_999).unwrap_or_else(|cycle| panic!("{cycle}")));
    }

    #[test]
    fn verdict_agrees_with_grundy() {
        let moves = [2u32, 3, 7];
        let step = |&n: &u32, out: &mut Vec<u32>| {
            out.extend(moves.iter().filter(|&&s| s <= n).map(|&s| n - s));
        };
        let mut by_value = Search::new(step);
        let mut by_verdict = Search::new(step);
        for n in (0..300).rev() {
            assert_eq!(
                by_value.grundy(&n).unwrap_or_else(|cycle| panic!("{cycle}")) != 0,
                by_verdict.is_win(&n).unwrap_or_else(|cycle| panic!("{cycle}")),
                "n = {n}"
            );
        }
    }

    #[test]
    fn sum_of_two_nim_heaps_is_their_xor() {
        let mut search = Search::new(|&(a, b): &(u8, u8), out: &mut Vec<(u8, u8)>| {
            out.extend((0..a).map(|x| (x, b)));
            out.extend((0..b).map(|y| (a, y)));
        });
        for a in 0..12 {
            for b in 0..12 {
                assert_eq!(search.grundy(&(a, b)).unwrap_or_else(|cycle| panic!("{cycle}")), u32::from(a ^ b));
            }
        }
    }

    #[test]
    fn value_search_with_the_mex_rule_is_the_grundy_search() {
        let step = |&(a, b): &(u8, u8), out: &mut Vec<(u8, u8)>| {
            out.extend((1..=a.min(3)).map(|k| (a - k, b)));
            out.extend((1..=b / 2).map(|k| (a, b - 2 * k)));
        };
        let mut by_value = ValueSearch::new(step);
        let mut by_grundy = Search::new(step);
        let mex_rule = |_: &(u8, u8), options: &[((u8, u8), u32)]| {
            crate::mex::mex(&options.iter().map(|(_, v)| *v).collect::<Vec<_>>())
        };
        for a in 0..15 {
            for b in 0..15 {
                assert_eq!(
                    by_value.value(&(a, b), mex_rule).unwrap_or_else(|cycle| panic!("{cycle}")),
                    by_grundy.grundy(&(a, b)).unwrap_or_else(|cycle| panic!("{cycle}")),
                    "{a} {b}"
                );
            }
        }
    }

    #[test]
    fn value_search_goes_deep_without_recursion() {
        let mut search = ValueSearch::new(|&n: &u32, out: &mut Vec<u32>| out.extend(n.checked_sub(1)));
        let depth = |_: &u32, options: &[(u32, u64)]| options.first().map_or(0, |(_, d)| d + 1);
        assert_eq!(search.value(&300_000, depth).unwrap_or_else(|cycle| panic!("{cycle}")), 300_000);
    }

    #[test]
    fn value_search_reports_cycles() {
        // 5 -> 6 -> 0 -> 1 -> 2 -> 3 -> 0: the cycle is reached after a path.
        let mut search = ValueSearch::new(|&n: &u8, out: &mut Vec<u8>| out.push(if n == 3 { 0 } else { (n + 1) % 7 }));
        let cycle = search.value(&5, |_, _: &[(u8, u8)]| 0).unwrap_err();
        assert!(cycle.state <= 3, "{cycle}");
        assert_eq!(cycle.to_string(), format!("the game has a cycle through the state {}", cycle.state));
    }

    #[test]
    fn cycles_are_reported_with_their_state() {
        // A pile that can also be refilled from 1 to 2: states 1 and 2 form a cycle.
        let step = |&n: &u8, out: &mut Vec<u8>| {
            if n == 1 {
                out.push(2);
            }
            out.extend(n.checked_sub(1));
        };
        let mut search = Search::new(step);
        assert!(matches!(search.grundy(&4), Err(Cycle { state: 1 | 2 })));
        assert!(matches!(search.is_win(&3), Err(Cycle { state: 1 | 2 })));
        assert_eq!(search.grundy(&0), Ok(0));
        let mut named = Search::new(|v: &Vec<u8>, out: &mut Vec<Vec<u8>>| out.push(v.iter().rev().copied().collect()));
        assert_eq!(named.is_win(&vec![1, 2]).unwrap_err().to_string(), "the game has a cycle through the state [1, 2]");
    }

    #[test]
    fn nim_by_pairing_agrees_with_the_nim_sum() {
        // The base-5 digits of 0 to 624: every list of up to four heaps of up to 4 stones
        // (but for trailing empty heaps, which change nothing).
        let mut heaps = Vec::new();
        let mut checked = 0;
        for code in 0..5u32.pow(4) {
            heaps.clear();
            let mut rest = code;
            while rest > 0 {
                heaps.push(rest % 5);
                rest /= 5;
            }
            let nim_sum = heaps.iter().fold(0, |acc, &h| acc ^ h);
            assert_eq!(nim_is_win_by_pairing(&heaps, 10_000), Some(nim_sum != 0), "heaps {heaps:?}");
            checked += 1;
        }
        assert_eq!(checked, 625);
        // Three unpaired heaps over the bound are left undecided, not guessed.
        assert_eq!(nim_is_win_by_pairing(&[1, 2, 3], 23), None);
        assert_eq!(nim_is_win_by_pairing(&[1, 2, 3], 24), Some(false));
        assert_eq!(nim_is_win_by_pairing(&[u32::MAX, u32::MAX - 1, 1 << 31, 7], u64::MAX), None);
    }

    #[test]
    fn sum_moves_moves_one_component_at_a_time() {
        let take_one = |&n: &u8, out: &mut Vec<u8>| out.extend(n.checked_sub(1));
        let mut out = Vec::new();
        sum_moves(&vec![2u8, 0, 1], take_one, &mut out);
        assert_eq!(out, [vec![1, 0, 1], vec![2, 0, 0]]);
        out.clear();
        sum_moves(&Vec::new(), take_one, &mut out);
        assert!(out.is_empty());
    }
}
