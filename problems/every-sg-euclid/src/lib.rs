//! The shapes of every-sg-euclid's inputs, which its generator and its tests share: games of
//! two piles, random ones with the edges (an empty pile, equal piles, a forced move) drawn
//! often, and the input text.

use judge_io::random::Rng;
use std::fmt::Write as _;

/// The most tests of an input: 100.
pub const MAX_TESTS: usize = 100;
/// The largest pile: 1000.
pub const MAX_PILE: u32 = 1000;

/// The two piles of one game.
pub type Game = (u32, u32);

/// The input text of `tests`, each the games of one test.
pub fn format(tests: &[Vec<Game>]) -> String {
    let mut text = String::with_capacity(tests.iter().map(|games| 6 + 10 * games.len()).sum());
    for games in tests {
        writeln!(text, "{}", games.len()).expect("write to a String");
        for (p, q) in games {
            writeln!(text, "{p} {q}").expect("write to a String");
        }
    }
    text
}

/// A game with piles up to `max`: an empty pile, equal piles, or piles whose only move is
/// forced (the larger below twice the smaller) one time in eight each, else any; either
/// order.
pub fn game(rng: &mut Rng, max: u32) -> Game {
    let max = u64::from(max);
    let a = rng.range(1..=max);
    let (p, q) = match rng.below(0..=7) {
        0 => (0, rng.range(0..=max)),
        1 => (a, a),
        2 => (a, rng.range(a..=(2 * a - 1).min(max))),
        _ => (rng.range(0..=max), rng.range(0..=max)),
    };
    let (p, q) = (p as u32, q as u32);
    if rng.chance(1, 2) { (p, q) } else { (q, p) }
}
