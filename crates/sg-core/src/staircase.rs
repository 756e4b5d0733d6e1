//! Staircase Nim: stones on numbered steps, a move shifts some stones of one step down to the
//! step below, and the ground (step 0) keeps what it gets.
//!
//! The reduction: the position is won for the player to move exactly when the nim-sum of the
//! stones on the odd-numbered steps (1, 3, 5, …) is non-zero. Moving stones from an odd step
//! down to an even one is a Nim move on that odd step. Moving stones from an even step down to
//! an odd one adds stones to a Nim heap; the other player answers by shifting the same stones
//! one step further down, onto an even step (step 0 included), which restores the odd steps
//! exactly. Those reversible moves cannot change the outcome, and the game is finite, so the
//! odd steps alone decide it. Stones on even steps do not matter at all.

/// The nim-sum of the stones on the odd-numbered steps, where `stones` lists the steps from
/// step 1 upwards (the first item is step 1, the ground is not listed). The player to move wins
/// staircase Nim exactly when this is non-zero.
///
/// # Constraints
///
/// The first item is step **1**: a list that starts with the ground, or a 0-based parity,
/// gives the wrong steps.
///
/// # Complexity
///
/// O(n) for n steps.
///
/// # Example
///
/// ```
/// use sg_core::staircase::odd_steps_nim_sum;
///
/// // Steps 1, 2, 3 hold 2, 1, 3 stones: 2 XOR 3 = 1, a win for the player to move.
/// assert_eq!(odd_steps_nim_sum([2u32, 1, 3]), 1);
/// // Stones only on step 2: whatever moves onto step 1 is copied to the ground.
/// assert_eq!(odd_steps_nim_sum([0u32, 7]), 0);
/// ```
pub fn odd_steps_nim_sum<T, I>(stones: I) -> T
where
    T: std::ops::BitXor<Output = T> + Default,
    I: IntoIterator<Item = T>,
{
    crate::nim::nim_sum(stones.into_iter().step_by(2))
}

/// The moves of the real game, for exhaustive search: `steps[i]` holds the stones on step
/// `i + 1`, and a move takes `k >= 1` stones from one step and puts them on the step below
/// (from step 1 onto the ground, where they leave the game). Pushes every resulting position.
///
/// # Complexity
///
/// O(total stones · len): one new position per move.
///
/// # Example
///
/// ```
/// use sg_core::search::Search;
/// use sg_core::staircase::moves;
///
/// let mut out = Vec::new();
/// moves(&[1, 1], &mut out);
/// assert_eq!(out, [vec![0, 1], vec![2, 0]]); // step 1 to the ground, step 2 onto step 1
/// // Two stones on step 2 only: lost for the player to move, as the nim-sum says.
/// let mut search = Search::new(|s: &Vec<u32>, out: &mut Vec<Vec<u32>>| moves(s, out));
/// assert_eq!(search.is_win(&vec![0, 2]), Ok(false));
/// ```
pub fn moves(steps: &[u32], out: &mut Vec<Vec<u32>>) {
    for i in 0..steps.len() {
        for k in 1..=steps[i] {
            let mut next = steps.to_vec();
            next[i] -= k;
            if i > 0 {
                next[i - 1] += k;
            }
            out.push(next);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::Search;

    #[test]
    fn verdict_agrees_with_exhaustive_play() {
        let mut search = Search::new(|s: &Vec<u32>, out: &mut Vec<Vec<u32>>| moves(s, out));
        for len in 1..=4u32 {
            for code in 0..5u32.pow(len) {
                let steps: Vec<u32> = (0..len).map(|i| code / 5u32.pow(i) % 5).collect();
                let expected = search.is_win(&steps).unwrap_or_else(|cycle| panic!("{cycle}"));
                assert_eq!(odd_steps_nim_sum(steps.iter().copied()) != 0, expected, "steps {steps:?}");
            }
        }
    }

    #[test]
    fn only_odd_steps_count() {
        assert_eq!(odd_steps_nim_sum([5u32]), 5);
        assert_eq!(odd_steps_nim_sum([5u32, 9, 5, 100]), 0);
        assert_eq!(odd_steps_nim_sum::<u32, _>([]), 0);
    }
}
