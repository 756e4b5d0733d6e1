//! Alice and Bob (AcWing 1321 / HDU 4111): piles of stones; a move takes one stone from a pile
//! or merges two piles into one; whoever cannot move loses.
//!
//! Piles of one stone and larger piles behave differently: a larger pile only ever offers its
//! stones and merges, so the whole part made of piles of two or more is described by one
//! number, b = Σ (size + 1) − 1, the moves left in it (b = 0 if there is no such pile). A
//! position is then (a, b) with a the number of single stones, and its verdict follows from
//! the options (a − 1, b) (take a single stone), (a − 2, b + 3) or (a − 2, 2) (merge two
//! singles into a 2 that joins the big part), (a − 1, b + 1) (merge a single into the big part)
//! and (a, b − 1) (a move inside the big part); b = 1 is a lone pile of one, that is (a + 1, 0).
//! One table, sized to the largest a and b of the input, answers every test: O(a · b) once.

use judge_io::{InputError, Reader, Writer, run};

const MAX_TESTS: usize = 4000;
const MAX_PILES: usize = 50;
const MAX_STONES: usize = 1000;

/// `win[a][b]` for every a up to `max_a` and every b that a position with at most `max_a`
/// singles and `max_b` big-part moves can reach.
///
/// Merging singles raises b by at most 2 per single used (3 per pair, or 1 per single merged
/// into the big part), so row a needs b below `max_b + 2 (max_a - a) + 2`, and each row
/// only reads rows above it at b + 1 and b + 3, which stay inside their wider rows.
fn win_table(max_a: usize, max_b: usize) -> Vec<Vec<bool>> {
    let mut win: Vec<Vec<bool>> = Vec::with_capacity(max_a + 1);
    for a in 0..=max_a {
        let width = max_b + 2 * (max_a - a) + 2;
        let mut row = vec![false; width];
        for b in 0..width {
            row[b] = if a == 0 {
                b % 2 == 1
            } else if b == 1 {
                // A lone pile of one stone: the position (a + 1, 0), whose options are (a, 0)
                // and, merging two singles, (a - 1, 2).
                !row[0] || !win[a - 1][2]
            } else {
                let merge_pair = b + if b > 0 { 3 } else { 2 };
                !win[a - 1][b] || (a >= 2 && !win[a - 2][merge_pair]) || (b >= 1 && (!win[a - 1][b + 1] || !row[b - 1]))
            };
        }
        win.push(row);
    }
    win
}

fn solve(r: &mut Reader, w: &mut Writer) -> Result<(), InputError> {
    let tests: usize = r.int_in(1..=MAX_TESTS)?;
    let mut positions = Vec::with_capacity(tests);
    for _ in 0..tests {
        let n: usize = r.int_in(1..=MAX_PILES)?;
        let (mut singles, mut big) = (0usize, 0usize);
        for _ in 0..n {
            let pile: usize = r.int_in(1..=MAX_STONES)?;
            if pile == 1 {
                singles += 1;
            } else {
                big += pile + 1;
            }
        }
        positions.push((singles, big.saturating_sub(1)));
    }
    r.finish()?;
    let max_a = positions.iter().map(|p| p.0).max().unwrap_or(0);
    let max_b = positions.iter().map(|p| p.1).max().unwrap_or(0);
    let win = win_table(max_a, max_b);
    for (a, b) in positions {
        w.str_line(if win[a][b] { "YES" } else { "NO" });
    }
    Ok(())
}

fn main() {
    run(solve);
}
