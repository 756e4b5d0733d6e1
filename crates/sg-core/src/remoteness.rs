//! Remoteness: who wins a finite game, and how soon, when the winner hurries and the loser
//! stalls.
//!
//! The remoteness of a position (Steinhaus, C. A. B. Smith) counts moves of both players
//! under that play. A position without moves has remoteness 0. A position with an option of
//! even remoteness is won, with remoteness 1 + the smallest even remoteness among its
//! options; any other position is lost, with remoteness 1 + the largest (odd) remoteness
//! among its options. So the player to move wins exactly when the remoteness is odd.

/// Whether the player to move wins a position of remoteness `r`: `r` is odd.
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

/// Folds the remoteness of options into the remoteness of their position.
#[derive(Debug, Clone, Copy)]
struct Fold {
    /// The smallest even remoteness seen, or `u32::MAX` if none.
    fastest_win: u32,
    /// The largest remoteness seen (meaningful when no even one was), or `None`.
    longest: Option<u32>,
}

impl Fold {
    const EMPTY: Fold = Fold { fastest_win: u32::MAX, longest: None };

    fn add(&mut self, r: u32) {
        // Odd values drop out of the minimum by setting every bit: no branch.
        self.fastest_win = self.fastest_win.min(r | (r & 1).wrapping_neg());
        self.longest = Some(self.longest.map_or(r, |l| l.max(r)));
    }

    fn result(self) -> u32 {
        if self.fastest_win != u32::MAX { self.fastest_win + 1 } else { self.longest.map_or(0, |l| l + 1) }
    }
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
pub fn remoteness_table<F>(len: usize, mut options: F) -> Vec<u32>
where
    F: FnMut(usize, &mut Vec<usize>),
{
    let mut table = Vec::with_capacity(len);
    let mut out = Vec::new();
    for x in 0..len {
        out.clear();
        options(x, &mut out);
        let mut fold = Fold::EMPTY;
        for &y in &out {
            assert!(y < x, "option {y} of position {x} is not below it");
            fold.add(table[y]);
        }
        table.push(fold.result());
    }
    table
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
                let mut fold = Fold::EMPTY;
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
