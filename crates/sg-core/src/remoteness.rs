//! Remoteness and step: who wins a finite game, and how soon, when one player hurries and the
//! other stalls.
//!
//! The remoteness of a position (Steinhaus, C. A. B. Smith) counts moves of both players
//! when the winner hurries and the loser stalls. A position without moves has remoteness 0. A
//! position with an option of even remoteness is won, with remoteness 1 + the smallest even
//! remoteness among its options; any other position is lost, with remoteness 1 + the largest
//! (odd) remoteness among its options. So the player to move wins exactly when the remoteness
//! is odd.
//!
//! The step (Conway's suspense number) counts moves the other way round: the winner stalls
//! and the loser hurries. A position without moves has step 0. A won position (one with an
//! option of even step) has step 1 + the largest even step among its options; a lost one,
//! 1 + the smallest step among all its options. The player to move again wins exactly when the
//! step is odd. It decides continued conjunctive compounds ("Every-SG"), where every game that
//! is not over moves each turn and play stops when all of them are over: the compound's step is
//! the largest of the components' steps ([`compound_step`]), and its first player wins exactly
//! when that is odd. The last game to end decides, so in each game the player who wins it
//! makes it last and the other cuts it short.

/// Whether the player to move wins a position of remoteness `r`, or of step `r`: `r` is odd.
///
/// # Example
///
/// ```
/// use sg_core::remoteness::is_win;
///
/// assert!(!is_win(0));
/// assert!(is_win(3));
/// ```
pub fn is_win(r: u32) -> bool {
    r % 2 == 1
}

/// Folds the values of a position's options into the value of the position.
trait Fold: Copy {
    /// The fold of no options.
    const EMPTY: Self;
    fn add(&mut self, value: u32);
    fn result(self) -> u32;
}

/// Folds the remoteness of options into the remoteness of their position.
#[derive(Debug, Clone, Copy)]
struct RemotenessFold {
    /// The smallest even remoteness seen, or `u32::MAX` if none.
    fastest_win: u32,
    /// The largest remoteness seen (meaningful when no even one was), or `None`.
    longest: Option<u32>,
}

impl Fold for RemotenessFold {
    const EMPTY: Self = RemotenessFold { fastest_win: u32::MAX, longest: None };

    fn add(&mut self, r: u32) {
        // Odd values drop out of the minimum by setting every bit: no branch.
        self.fastest_win = self.fastest_win.min(r | (r & 1).wrapping_neg());
        self.longest = Some(self.longest.map_or(r, |l| l.max(r)));
    }

    fn result(self) -> u32 {
        if self.fastest_win != u32::MAX { self.fastest_win + 1 } else { self.longest.map_or(0, |l| l + 1) }
    }
}

/// Folds the steps of a position's options, added one at a time, into the step of the
/// position: 1 + the largest even step if there is one (a won position), else 1 + the smallest
/// (a lost one), 0 for no option (a game that is over). [`step_table`] folds every option of
/// every position with it; a game whose options form chains can carry one fold along a chain.
///
/// # Complexity
///
/// O(1) for each option added, and for the step.
///
/// # Example
///
/// ```
/// use sg_core::remoteness::StepFold;
///
/// let mut fold = StepFold::EMPTY;
/// assert_eq!(fold.step(), 0); // no option: the game is over
/// fold.add(3);
/// fold.add(1);
/// assert_eq!(fold.step(), 2); // only won options: lost, the loser takes the shortest
/// fold.add(2);
/// fold.add(4);
/// assert_eq!(fold.step(), 5); // won: the winner takes the longest even option
/// ```
#[derive(Debug, Clone, Copy)]
pub struct StepFold {
    /// One more than the largest even step seen, or 0 if none.
    slowest_win: u32,
    /// The smallest step seen (meaningful when no even one was), or `u32::MAX` if none: one
    /// more than it wraps to 0, the step of a position without options.
    shortest: u32,
}

impl StepFold {
    /// The fold of no options.
    pub const EMPTY: Self = StepFold { slowest_win: 0, shortest: u32::MAX };

    /// Adds the step `s` of one more option.
    #[inline]
    pub fn add(&mut self, s: u32) {
        // Odd values drop out of the maximum by clearing every bit: no branch.
        self.slowest_win = self.slowest_win.max(s.wrapping_add(1) & ((s & 1) ^ 1).wrapping_neg());
        self.shortest = self.shortest.min(s);
    }

    /// The step of a position whose options are those added.
    #[inline]
    pub fn step(self) -> u32 {
        if self.slowest_win != 0 { self.slowest_win } else { self.shortest.wrapping_add(1) }
    }
}

impl Fold for StepFold {
    const EMPTY: Self = StepFold::EMPTY;

    fn add(&mut self, s: u32) {
        StepFold::add(self, s);
    }

    fn result(self) -> u32 {
        self.step()
    }
}

/// The table `v[0..len]` of a game over the integers whose moves lead to smaller integers,
/// each value folded from its options' by `R`.
fn fold_table<R: Fold, F>(len: usize, mut options: F) -> Vec<u32>
where
    F: FnMut(usize, &mut Vec<usize>),
{
    let mut table = Vec::with_capacity(len);
    let mut out = Vec::new();
    for x in 0..len {
        out.clear();
        options(x, &mut out);
        let mut fold = R::EMPTY;
        for &y in &out {
            assert!(y < x, "option {y} of position {x} is not below it");
            fold.add(table[y]);
        }
        table.push(fold.result());
    }
    table
}

/// Remoteness `r[0..len]` of a game over the integers whose moves from `x` lead to smaller
/// integers.
///
/// `options(x, out)` pushes onto `out` every position reachable from `x` in one move.
///
/// # Constraints
///
/// Every option of `x` is below `x`.
///
/// # Panics
///
/// Panics if an option is not below its position.
///
/// # Complexity
///
/// O(len + total number of options); no allocation per position once warm.
///
/// # Example
///
/// ```
/// use sg_core::remoteness::remoteness_table;
///
/// // Halve a pile (rounding down) or take one stone.
/// let r = remoteness_table(6, |x, out| {
///     if x > 0 {
///         out.extend([x / 2, x - 1]);
///     }
/// });
/// assert_eq!(r, [0, 1, 2, 3, 3, 3]);
/// ```
pub fn remoteness_table<F>(len: usize, options: F) -> Vec<u32>
where
    F: FnMut(usize, &mut Vec<usize>),
{
    fold_table::<RemotenessFold, F>(len, options)
}

/// Step `s[0..len]` (Conway's suspense number) of a game over the integers whose moves from
/// `x` lead to smaller integers: 0 without a move; 1 + the largest even step among the options
/// when one is even (won, odd step); else 1 + the smallest step among them (lost, even step).
///
/// `options(x, out)` pushes onto `out` every position reachable from `x` in one move. The
/// table serves Every-SG problems: a sum of such games in which every game that is not over
/// moves each turn is won by its first player exactly when [`compound_step`] of the games'
/// steps is odd.
///
/// # Constraints
///
/// Every option of `x` is below `x`.
///
/// # Panics
///
/// Panics if an option is not below its position.
///
/// # Complexity
///
/// O(len + total number of options); no allocation per position once warm.
///
/// # Example
///
/// ```
/// use sg_core::remoteness::{is_win, remoteness_table, step_table};
///
/// // Take 1 or 3 stones. From 3 the winner ends the game at once (remoteness 1), or drags
/// // it out: take 1, the loser's only move takes 1, take the last (step 3).
/// let moves = |x: usize, out: &mut Vec<usize>| out.extend([1, 3].into_iter().filter(|&s| s <= x).map(|s| x - s));
/// let step = step_table(8, moves);
/// assert_eq!(step, [0, 1, 2, 3, 2, 3, 4, 5]);
/// assert_eq!(remoteness_table(8, moves)[3], 1);
/// assert!(is_win(step[5]) && !is_win(step[4]));
/// ```
pub fn step_table<F>(len: usize, options: F) -> Vec<u32>
where
    F: FnMut(usize, &mut Vec<usize>),
{
    fold_table::<StepFold, F>(len, options)
}

/// The step of a continued conjunctive compound whose games have steps `steps`: the largest,
/// or 0 for none.
///
/// In the compound every game that is not over must be moved in on each turn, and the player
/// who cannot move at all (every game over) loses; its first player wins exactly when the
/// result is odd ([`is_win`]). A game that is already over has step 0 and changes nothing.
///
/// # Complexity
///
/// O(number of steps).
///
/// # Example
///
/// ```
/// use sg_core::remoteness::{compound_step, is_win};
///
/// // A won game that ends at once (step 1) beside a lost one that lasts two moves (step 2):
/// // the lost one outlasts it, so the first player loses the compound.
/// assert_eq!(compound_step([1, 2]), 2);
/// assert!(!is_win(compound_step([1, 2])));
/// assert!(is_win(compound_step([3, 0, 2])));
/// assert_eq!(compound_step([]), 0);
/// ```
pub fn compound_step(steps: impl IntoIterator<Item = u32>) -> u32 {
    steps.into_iter().max().unwrap_or(0)
}

/// Remoteness `r[0..len]` of the subtraction game with move set `moves`: from `x` a move
/// removes some `s` in `moves` with `s <= x`.
///
/// The set may be unsorted and may repeat amounts.
///
/// A won position is settled by its fastest lost option, so the lost positions found so far
/// are kept by remoteness and tried from the smallest: the first one within a move of `x`
/// gives `x` its value. When few positions are lost (as with prime moves) most positions are
/// settled after a handful of checks. Each position spends at most k checks this way before
/// falling back to its k options, so the bound below holds whatever the move set.
///
/// # Constraints
///
/// Every move is at least 1.
///
/// # Panics
///
/// Panics if a move is 0.
///
/// # Complexity
///
/// O(len · k + k log k) time for k moves at worst, O(len + k) memory.
///
/// # Example
///
/// ```
/// use sg_core::remoteness::{is_win, subtraction_remoteness};
///
/// // Remove a prime number of stones: 9 is lost, 16 is won in 3 moves (take 7 first).
/// let r = subtraction_remoteness(&[2, 3, 5, 7, 11, 13], 17);
/// assert!(!is_win(r[9]));
/// assert_eq!(r[16], 3);
/// assert_eq!(r[8], 1);
/// ```
pub fn subtraction_remoteness(moves: &[usize], len: usize) -> Vec<u32> {
    assert!(moves.iter().all(|&s| s > 0), "a subtraction move must remove at least 1");
    let mut moves = moves.to_vec();
    moves.sort_unstable();
    moves.dedup();
    let mut is_move = vec![false; len];
    for &s in moves.iter().take_while(|&&s| s < len) {
        is_move[s] = true;
    }
    let mut table = vec![0u32; len];
    // lost[v / 2]: the lost positions of remoteness v, increasing.
    let mut lost: Vec<Vec<usize>> = Vec::new();
    for x in 0..len {
        let usable = moves.partition_point(|&s| s <= x);
        if usable == 0 {
            push_lost(&mut lost, 0, x);
            continue;
        }
        let mut budget = usable;
        let mut fastest = None;
        'buckets: for (half, positions) in lost.iter().enumerate() {
            for &y in positions {
                if budget == 0 {
                    break 'buckets;
                }
                budget -= 1;
                if is_move[x - y] {
                    fastest = Some(2 * half as u32);
                    break 'buckets;
                }
            }
        }
        table[x] = match fastest {
            Some(v) => v + 1,
            None => {
                // Either x is lost, or the scan ran out of budget: fold all options.
                let mut fold = RemotenessFold::EMPTY;
                for &s in &moves[..usable] {
                    fold.add(table[x - s]);
                }
                fold.result()
            }
        };
        if !is_win(table[x]) {
            push_lost(&mut lost, table[x], x);
        }
    }
    table
}

fn push_lost(lost: &mut Vec<Vec<usize>>, r: u32, x: usize) {
    let half = (r / 2) as usize;
    if lost.len() <= half {
        lost.resize_with(half + 1, Vec::new);
    }
    lost[half].push(x);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::{Search, ValueSearch};

    /// Remoteness straight from its definition: none if there is no move, else one more than
    /// the smallest even (lost) option if there is one, else one more than the largest option.
    fn by_definition(_: &usize, options: &[(usize, u32)]) -> u32 {
        let remoteness = options.iter().map(|&(_, r)| r);
        match remoteness.clone().filter(|r| r % 2 == 0).min() {
            Some(fastest_win) => fastest_win + 1,
            None => remoteness.max().map_or(0, |longest_loss| longest_loss + 1),
        }
    }

    #[test]
    fn subtraction_agrees_with_definition_and_search() {
        for mask in 1u32..64 {
            let mut moves: Vec<usize> = (1..=6).filter(|s| mask >> (s - 1) & 1 == 1).collect();
            moves.reverse();
            moves.push(moves[0]);
            let table = subtraction_remoteness(&moves, 60);
            let step = |&x: &usize, out: &mut Vec<usize>| out.extend(moves.iter().filter(|&&s| s <= x).map(|&s| x - s));
            let mut values = ValueSearch::new(step);
            let mut search = Search::new(step);
            for (x, &r) in table.iter().enumerate() {
                assert_eq!(
                    r,
                    values.value(&x, by_definition).unwrap_or_else(|cycle| panic!("{cycle}")),
                    "moves {moves:?}, x = {x}"
                );
                assert_eq!(
                    is_win(r),
                    search.is_win(&x).unwrap_or_else(|cycle| panic!("{cycle}")),
                    "moves {moves:?}, x = {x}"
                );
            }
        }
    }

    #[test]
    fn prime_moves_agree_with_generic_table() {
        let primes = crate::primes::primes_up_to(3000);
        let generic = remoteness_table(3001, |x, out| {
            out.extend(primes.iter().take_while(|&&p| p <= x).map(|&p| x - p));
        });
        assert_eq!(subtraction_remoteness(&primes, 3001), generic);
        // Moves larger than the table are allowed and ignored.
        assert_eq!(subtraction_remoteness(&[2, 3, 5000], 6), [0, 0, 1, 1, 1, 2]);
    }

    #[test]
    fn generic_table_agrees_with_subtraction_table() {
        let moves = [2, 3, 5, 7, 11];
        let generic = remoteness_table(200, |x, out| {
            out.extend(moves.iter().filter(|&&s| s <= x).map(|&s| x - s));
        });
        assert_eq!(generic, subtraction_remoteness(&moves, 200));
    }

    #[test]
    fn known_values() {
        // Take 1 or 2: 3k is lost in 2k moves, 3k + 1 and 3k + 2 are won in 2k + 1.
        let r = subtraction_remoteness(&[1, 2], 300);
        for (x, &value) in r.iter().enumerate() {
            assert_eq!(value as usize, 2 * (x / 3) + usize::from(x % 3 != 0), "x = {x}");
        }
        // Nim heap (take any amount): every non-empty heap is won at once.
        let nim = remoteness_table(50, |x, out| out.extend(0..x));
        assert!(nim[1..].iter().all(|&value| value == 1));
        assert_eq!(nim[0], 0);
    }

    #[test]
    fn empty_and_terminal() {
        assert!(subtraction_remoteness(&[3], 0).is_empty());
        assert_eq!(subtraction_remoteness(&[3], 4), [0, 0, 0, 1]);
        assert_eq!(remoteness_table(3, |_, _| {}), [0, 0, 0]);
    }

    /// Step straight from its definition: none if there is no move; if some option is lost
    /// (even step), one more than the largest step among the lost options; else one more than
    /// the smallest step among all options.
    fn step_by_definition<S>(_: &S, options: &[(S, u32)]) -> u32 {
        let steps = options.iter().map(|(_, s)| *s);
        match steps.clone().filter(|s| s % 2 == 0).max() {
            Some(slowest_win) => slowest_win + 1,
            None => steps.min().map_or(0, |fastest_loss| fastest_loss + 1),
        }
    }

    /// Three games over integers for the step tests: take 1 or 3; halve (rounding down) or
    /// take 1; take 2 or 3 (where 1 is over without being empty).
    fn game_options(game: usize, x: usize, out: &mut Vec<usize>) {
        match game {
            0 => out.extend([1, 3].into_iter().filter(|&s| s <= x).map(|s| x - s)),
            1 => out.extend(if x > 0 { vec![x / 2, x - 1] } else { vec![] }),
            _ => out.extend([2, 3].into_iter().filter(|&s| s <= x).map(|s| x - s)),
        }
    }

    #[test]
    fn step_agrees_with_definition_and_search() {
        for mask in 1u32..64 {
            let moves: Vec<usize> = (1..=6).filter(|s| mask >> (s - 1) & 1 == 1).collect();
            let step = |&x: &usize, out: &mut Vec<usize>| out.extend(moves.iter().filter(|&&s| s <= x).map(|&s| x - s));
            let table = step_table(60, |x, out| step(&x, out));
            let mut values = ValueSearch::new(step);
            let mut search = Search::new(step);
            for (x, &s) in table.iter().enumerate() {
                let by_definition = values.value(&x, step_by_definition).unwrap_or_else(|cycle| panic!("{cycle}"));
                assert_eq!(s, by_definition, "moves {moves:?}, x = {x}");
                let win = search.is_win(&x).unwrap_or_else(|cycle| panic!("{cycle}"));
                assert_eq!(is_win(s), win, "moves {moves:?}, x = {x}");
            }
        }
        for game in 0..3 {
            let table = step_table(300, |x, out| game_options(game, x, out));
            let mut values = ValueSearch::new(|&x: &usize, out: &mut Vec<usize>| game_options(game, x, out));
            for (x, &s) in table.iter().enumerate() {
                assert_eq!(
                    s,
                    values.value(&x, step_by_definition).unwrap_or_else(|cycle| panic!("{cycle}")),
                    "game {game}, x = {x}"
                );
            }
        }
    }

    /// The continued conjunctive compound played for real: every game that is not over moves,
    /// all at once; with every game over the player to move has no move.
    fn compound_moves(games: &[usize; 3], position: &[usize; 3], out: &mut Vec<[usize; 3]>) {
        let mut partial = vec![*position];
        let mut options = Vec::new();
        for (i, &game) in games.iter().enumerate() {
            options.clear();
            game_options(game, position[i], &mut options);
            if options.is_empty() {
                continue;
            }
            partial = partial
                .iter()
                .flat_map(|p| {
                    options.iter().map(move |&y| {
                        let mut next = *p;
                        next[i] = y;
                        next
                    })
                })
                .collect();
        }
        if partial[0] != *position {
            out.extend(partial);
        }
    }

    #[test]
    fn compound_step_decides_the_real_compound() {
        let tables: Vec<Vec<u32>> = (0..3).map(|game| step_table(10, |x, out| game_options(game, x, out))).collect();
        for games in [[0, 0, 0], [0, 1, 2], [1, 1, 2], [2, 2, 0]] {
            let moves = |p: &[usize; 3], out: &mut Vec<[usize; 3]>| compound_moves(&games, p, out);
            let mut search = Search::new(moves);
            let mut values = ValueSearch::new(moves);
            for code in 0..1000 {
                let position = [code % 10, code / 10 % 10, code / 100];
                let step = compound_step((0..3).map(|i| tables[games[i]][position[i]]));
                let win = search.is_win(&position).unwrap_or_else(|cycle| panic!("{cycle}"));
                assert_eq!(is_win(step), win, "games {games:?}, position {position:?}");
                let by_definition =
                    values.value(&position, step_by_definition).unwrap_or_else(|cycle| panic!("{cycle}"));
                assert_eq!(step, by_definition, "games {games:?}, position {position:?}");
            }
        }
    }

    #[test]
    fn step_known_values() {
        // Take one stone: every move is forced, so the step is the pile.
        let forced = step_table(50, |x, out| out.extend(x.checked_sub(1)));
        assert!(forced.iter().enumerate().all(|(x, &s)| s as usize == x));
        // Nim heap: the only lost option of a non-empty heap is the empty one.
        let nim = step_table(50, |x, out| out.extend(0..x));
        assert_eq!(nim[0], 0);
        assert!(nim[1..].iter().all(|&s| s == 1));
        // Take 1 or 3: from 3 the winner stalls (3 -> 2 -> 1 -> 0); 4 is lost and ends in two.
        let one_or_three = step_table(8, |x, out| game_options(0, x, out));
        assert_eq!(one_or_three, [0, 1, 2, 3, 2, 3, 4, 5]);
        assert_eq!(step_table(3, |_, _| {}), [0, 0, 0]);
        assert!(step_table(0, |_, _| {}).is_empty());
    }

    #[test]
    #[should_panic(expected = "not below")]
    fn step_option_above_panics() {
        step_table(3, |x, out| out.push(x));
    }

    #[test]
    #[should_panic(expected = "at least 1")]
    fn zero_move_panics() {
        subtraction_remoteness(&[0], 5);
    }

    #[test]
    #[should_panic(expected = "not below")]
    fn option_above_panics() {
        remoteness_table(3, |x, out| out.push(x));
    }
}
