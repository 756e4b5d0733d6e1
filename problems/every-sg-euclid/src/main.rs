//! GG and MM (HDU 3595): N games of two piles each are played at once; a move takes a positive
//! multiple of one pile from the other, and a game with an empty pile is over. On each turn
//! the player must move in every game that is not over; the player who cannot move loses.
//! Tests until the end of the input; `MM` when the first player wins, else `GG`.
//!
//! An Every-SG game: the last game to end decides, so each game's winner makes it last and its
//! loser cuts it short. The step of a game with piles a <= b comes from its options (a, b − k·a),
//! k = 1..⌊b/a⌋: those of (a, b + a) are those of (a, b) and (a, b) itself, so the steps'
//! fold is carried along each chain b ≡ r (mod a), one step a position; the first player wins
//! exactly when the largest step of a test's games is odd (`compound_step`). The table of every
//! pair up to the largest pile M takes O(M²), then O(1) per game.

use judge_io::{InputError, Reader, Writer, run};
use sg_core::remoteness::{StepFold, compound_step, is_win};

const MAX_GAMES: usize = 1000;
const MAX_PILE: usize = 1000;

/// The step of every game with piles a <= b up to `m`, at `a·(m + 1) + b` (0 where a pile is
/// empty). For each smaller pile a, in increasing order, and each residue r < a: the chain
/// (a, r), (a, r + a), (a, r + 2a), …, each position's options being the positions before it in
/// its chain (their steps folded by `sg_core::remoteness::StepFold` as the chain is walked); the
/// first, the game of piles r and a, is known, as its smaller pile r is below a.
fn step_table(m: usize) -> Vec<u32> {
    let side = m + 1;
    let mut step = vec![0u32; side * side];
    for a in 1..=m {
        for r in 0..a {
            let mut options = StepFold::EMPTY;
            options.add(step[r * side + a]);
            let mut b = r + a;
            while b <= m {
                let s = options.step();
                step[a * side + b] = s;
                options.add(s);
                b += a;
            }
        }
    }
    step
}

fn solve(r: &mut Reader, w: &mut Writer) -> Result<(), InputError> {
    // Every test is read first, so that the table stops at the largest pile.
    let mut sizes = Vec::new();
    let mut piles = Vec::new();
    while let Some(n) = r.int_or_end(1..=MAX_GAMES)? {
        sizes.push(n);
        for _ in 0..n {
            let p = r.int_in(0..=MAX_PILE)?;
            let q = r.int_in(0..=MAX_PILE)?;
            piles.push((p, q));
        }
    }
    let largest = piles.iter().map(|&(p, q)| p.max(q)).max().unwrap_or(0);
    let step = step_table(largest);
    let side = largest + 1;
    let mut rest = &piles[..];
    for n in sizes {
        let (test, after) = rest.split_at(n);
        rest = after;
        let longest = compound_step(test.iter().map(|&(p, q)| step[p.min(q) * side + p.max(q)]));
        w.str_line(if is_win(longest) { "MM" } else { "GG" });
    }
    Ok(())
}

fn main() {
    run(solve);
}
