//! Berzerk (Codeforces 786A): a monster on a circle of n objects, object 1 a black hole;
//! Rick and Morty each move it clockwise by an amount from their own set, and whoever puts it
//! into the hole wins. For every start and first player: Win, Lose or Loop.
//!
//! The game has cycles, so it is solved by retrograde analysis over the 2n positions
//! (object, player to move), settled backwards from the two hole positions, which are lost
//! for the player to move. The predecessors of a position are generated on the fly from the
//! other player's set, so no graph of n (k1 + k2) moves is stored: O(n (k1 + k2)) time,
//! O(n) memory.

use judge_io::{InputError, Reader, Writer, run};
use sg_core::retrograde::{Outcome, Retrograde};

/// One player's set of steps, sorted, read with its count; repeats are refused.
fn read_set(r: &mut Reader, n: usize) -> Result<Vec<usize>, InputError> {
    let k: usize = r.int_in(1..=n - 1)?;
    let mut member = vec![false; n];
    let mut set = Vec::with_capacity(k);
    for _ in 0..k {
        let x: usize = r.int_in(1..=n - 1)?;
        if member[x] {
            return Err(r.error(format!("{x} appears twice in one set")));
        }
        member[x] = true;
        set.push(x);
    }
    set.sort_unstable();
    Ok(set)
}

fn solve(r: &mut Reader, w: &mut Writer) -> Result<(), InputError> {
    let n: usize = r.int_in(2..=7000)?;
    let sets = [read_set(r, n)?, read_set(r, n)?];
    r.finish()?;
    // Position player * n + p: the monster on object p + 1 (p = 0 is the hole), `player` to
    // move (0 Rick, 1 Morty).
    let analysis = Retrograde::of_predecessors(
        2 * n,
        |v| if v % n == 0 { 0 } else { sets[v / n].len() },
        |v, out| {
            let (mover, p) = (v / n, v % n);
            let previous = 1 - mover;
            let base = previous * n;
            let set = &sets[previous];
            // Steps below p came from p - x; steps above p wrapped around from p + n - x;
            // the step p itself came from the hole, where nobody moves.
            let below = set.partition_point(|&x| x < p);
            out.extend(set[..below].iter().map(|&x| base + p - x));
            let above = if set.get(below) == Some(&p) { below + 1 } else { below };
            out.extend(set[above..].iter().map(|&x| base + p + n - x));
        },
    );
    for player in 0..2 {
        for p in 1..n {
            if p > 1 {
                w.char(' ');
            }
            w.str(match analysis.outcome(player * n + p) {
                Outcome::Win => "Win",
                Outcome::Lose => "Lose",
                Outcome::Draw => "Loop",
            });
        }
        w.newline();
    }
    Ok(())
}

fn main() {
    run(solve);
}
