//! GG and MM (HDU 3595): N games of two piles each are played at once; a move takes a positive
//! multiple of one pile from the other, and a game with an empty pile is over. On each turn
//! the player must move in every game that is not over; the player who cannot move loses.
//! Tests until the end of the input; `MM` when the first player wins, else `GG`.
//!
//! An Every-SG game: the last game to end decides, so each game's winner makes it last and its
//! loser cuts it short. The step of every pair (a, b), a <= b up to the largest pile M, comes
//! from one table (`sg_core::remoteness::step_table`, options (a, b − k·a) for
//! k = 1..⌊b/a⌋), and the first player wins exactly when the largest step of a test's games is
//! odd (`compound_step`). The table takes O(M² log M), then O(1) per game.

use judge_io::{InputError, Reader, Writer, run};
use sg_core::remoteness::{compound_step, is_win, step_table};

const MAX_GAMES: usize = 1000;
const MAX_PILE: usize = 1000;

/// The games with piles up to `side − 1`, numbered so that every option of a game comes
/// before it: the larger pile b and the smaller a as b·side + a (an option has a smaller larger
/// pile, or the same one and a smaller smaller pile). Numbers with a > b stand for nothing.
#[derive(Debug, Clone, Copy)]
struct Games {
    side: usize,
}

impl Games {
    fn len(self) -> usize {
        self.side * self.side
    }

    fn index(self, p: usize, q: usize) -> usize {
        p.max(q) * self.side + p.min(q)
    }

    /// The options of the game numbered `x`: (a, b − k·a) for k = 1..⌊b/a⌋; none when a pile
    /// is empty.
    fn options(self, x: usize, out: &mut Vec<usize>) {
        let (b, a) = (x / self.side, x % self.side);
        if a == 0 || a > b {
            return;
        }
        out.extend((a..=b).step_by(a).map(|taken| self.index(a, b - taken)));
    }
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
    let games = Games { side: largest + 1 };
    let step = step_table(games.len(), |x, out| games.options(x, out));
    let mut rest = &piles[..];
    for n in sizes {
        let (test, after) = rest.split_at(n);
        rest = after;
        let longest = compound_step(test.iter().map(|&(p, q)| step[games.index(p, q)]));
        w.str_line(if is_win(longest) { "MM" } else { "GG" });
    }
    Ok(())
}

fn main() {
    run(solve);
}
