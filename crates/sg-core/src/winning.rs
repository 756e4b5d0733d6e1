//! Winning moves of a sum of games.
//!
//! A sum of games with nim-sum `total` is won by the player to move exactly when `total != 0`.
//! A move inside one summand changes that summand's value from `before` to `after`, and wins
//! exactly when `total ^ before ^ after == 0`, that is when `after == before ^ total`. Only
//! that one summand changes, so the rest of the sum never has to be looked at again.
//!
//! Note that the winning value `before ^ total` may be larger than `before`: in games other
//! than Nim such a move can exist (an option's value may exceed its position's), so a search
//! for the first winning move must try every summand, not only those with `before ^ total <
//! before`.

/// Every winning move of a sum of games, in order: summand by summand, and within a summand
/// in the order `options` lists its moves.
///
/// `total` is the nim-sum of the whole position and `values[i]` the Grundy value of summand
/// `i` (as counted in `total`). `options(i, out)` pushes `(label, after)` for every move of
/// summand `i`: a label of the caller's choice and the Grundy value the summand has after that
/// move. The iterator yields `(i, label)` for the moves that leave a nim-sum of 0.
///
/// `total` is passed on its own so that summands may stand for classes of equal games: for
/// example "a bean in bottle i" when bottles hold many beans, where `total` is the XOR over
/// all beans and `values` has one entry per bottle.
///
/// # Complexity
///
/// O(number of options pushed); `options` is called lazily, one summand at a time, with one
/// reused buffer.
///
/// # Example
///
/// ```
/// use sg_core::winning::winning_moves;
///
/// // Nim with heaps 3, 4 and 5 (nim-sum 2): label a move by the heap size it leaves.
/// let heaps = [3u32, 4, 5];
/// let wins: Vec<(usize, u32)> =
///     winning_moves(2, &heaps, |i, out| out.extend((0..heaps[i]).map(|h| (h, h)))).collect();
/// assert_eq!(wins, [(0, 1)]);
/// ```
pub fn winning_moves<L, F>(
    total: u32,
    values: &[u32],
    mut options: F,
) -> impl Iterator<Item = (usize, L)> + use<'_, L, F>
where
    L: Copy,
    F: FnMut(usize, &mut Vec<(L, u32)>),
{
    let mut summand = 0;
    let mut buffer: Vec<(L, u32)> = Vec::new();
    let mut next = 0;
    std::iter::from_fn(move || {
        loop {
            if total == 0 {
                return None;
            }
            while next < buffer.len() {
                let (label, after) = buffer[next];
                next += 1;
                if after == values[summand - 1] ^ total {
                    return Some((summand - 1, label));
                }
            }
            if summand == values.len() {
                return None;
            }
            buffer.clear();
            next = 0;
            options(summand, &mut buffer);
            summand += 1;
        }
    })
}

/// The first winning move of a sum of games whose nim-sum is the XOR of `values`: the first
/// summand that has one, and its first in the order `options` lists them. `None` if the sum
/// is lost for the player to move.
///
/// `options(i, out)` pushes `(label, after)` for every move of summand `i`, as in
/// [`winning_moves`].
///
/// # Complexity
///
/// O(k) for k summands plus the options pushed up to the winning one.
///
/// # Example
///
/// ```
/// use sg_core::winning::first_winning_move;
/// use sg_core::subtraction::subtraction_grundy;
///
/// // Remove 1, 3 or 4 stones; piles 9 and 5, values 0 and 3. The first pile must reach value
/// // 0 ^ 3 = 3, above its own value: taking 1 (to 8, value 1) or 3 (to 6, value 2) fails,
/// // taking 4 (to 5, value 3) wins.
/// let g = subtraction_grundy(&[1, 3, 4], 10);
/// let piles = [9usize, 5];
/// let values: Vec<u32> = piles.iter().map(|&p| g[p]).collect();
/// assert_eq!(values, [0, 3]);
/// let first = first_winning_move(&values, |i, out| {
///     out.extend([1, 3, 4].into_iter().filter(|&s| s <= piles[i]).map(|s| (s, g[piles[i] - s])));
/// });
/// assert_eq!(first, Some((0, 4)));
/// ```
pub fn first_winning_move<L, F>(values: &[u32], options: F) -> Option<(usize, L)>
where
    L: Copy,
    F: FnMut(usize, &mut Vec<(L, u32)>),
{
    let total = crate::nim::nim_sum(values.iter().copied());
    winning_moves(total, values, options).next()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::Search;
    use crate::subtraction::subtraction_grundy;

    /// Subtraction game on a tuple of piles, moves in order (pile, amount ascending).
    fn ordered_moves(piles: &[u8], moves: &[u8]) -> Vec<(usize, u8, Vec<u8>)> {
        let mut all = Vec::new();
        for i in 0..piles.len() {
            for &s in moves.iter().filter(|&&s| s <= piles[i]) {
                let mut next = piles.to_vec();
                next[i] -= s;
                all.push((i, s, next));
            }
        }
        all
    }

    #[test]
    fn agrees_with_exhaustive_search_of_the_whole_sum() {
        for moves in [vec![1u8, 3, 4], vec![2, 5], vec![1, 2, 3], vec![3, 4, 6]] {
            let g = subtraction_grundy(&moves.iter().map(|&s| s as usize).collect::<Vec<_>>(), 9);
            let mut search = Search::new(|piles: &Vec<u8>, out: &mut Vec<Vec<u8>>| {
                out.extend(ordered_moves(piles, &moves).into_iter().map(|(_, _, next)| next));
            });
            for code in 0..9u32.pow(3) {
                let piles: Vec<u8> = (0..3).map(|k| (code / 9u32.pow(k) % 9) as u8).collect();
                let expected: Vec<(usize, u8)> = ordered_moves(&piles, &moves)
                    .into_iter()
                    .filter(|(_, _, next)| !search.is_win(next).unwrap_or_else(|cycle| panic!("{cycle}")))
                    .map(|(i, s, _)| (i, s))
                    .collect();
                let values: Vec<u32> = piles.iter().map(|&p| g[p as usize]).collect();
                let options = |i: usize, out: &mut Vec<(u8, u32)>| {
                    out.extend(moves.iter().filter(|&&s| s <= piles[i]).map(|&s| (s, g[(piles[i] - s) as usize])));
                };
                let total = crate::nim::nim_sum(values.iter().copied());
                let all: Vec<(usize, u8)> = winning_moves(total, &values, options).collect();
                assert_eq!(all, expected, "moves {moves:?}, piles {piles:?}");
                assert_eq!(first_winning_move(&values, options), expected.first().copied());
            }
        }
    }

    #[test]
    fn lost_sums_and_empty_sums_have_no_winning_move() {
        let none: Option<(usize, ())> = first_winning_move(&[], |_, _| unreachable!());
        assert_eq!(none, None);
        let values = [3, 3];
        assert_eq!(winning_moves(0, &values, |_, out| out.push(((), 0))).count(), 0);
    }

    #[test]
    fn summands_without_options_are_skipped() {
        let values = [0, 5, 1];
        let wins: Vec<(usize, u32)> = winning_moves(4, &values, |i, out| {
            if i == 2 {
                out.extend([(7, 3), (8, 5), (9, 5)])
            }
        })
        .collect();
        assert_eq!(wins, [(2, 8), (2, 9)]);
    }
}
