//! The maximal inputs, made here and pinned by hash in `cases/generated.toml`: 100 tests of
//! 1000 random games with piles up to 1000, the statement's limits; and the longest games, a
//! test of 1000 games for each largest step s from 15 (the largest step of any pair up to
//! 1000) down to 1, so that the answers alternate and a solution must find the step of every
//! game, the slowest included, not just who wins it.
//!
//! To pick pairs of a given step, the generator fills the steps of all ordered pairs up to
//! 1000 by their definition, in order of the piles' sum (every move lowers it); the answers
//! come from the reference.

use every_sg_euclid::{Game, MAX_PILE, MAX_TESTS, format, game};
use judge_io::generator::{Case, main as generate};
use judge_io::random::Rng;
use sg_core::remoteness::step_table;

const MAX_GAMES: usize = 1000;
/// The largest step of a pair up to 1000.
const LONGEST: usize = 15;

/// 100 tests of 1000 random games each.
fn max_random(rng: &mut Rng) -> String {
    let tests: Vec<Vec<Game>> = (0..MAX_TESTS).map(|_| (0..MAX_GAMES).map(|_| game(rng, MAX_PILE)).collect()).collect();
    format(&tests)
}

/// The step of every ordered pair (p, q) up to `max`, at `p * (max + 1) + q`
/// (`sg_core::remoteness::step_table`). A move takes a positive multiple of one pile from the
/// other, so every option has a smaller number; a pair with an empty pile is over.
fn steps(max: usize) -> Vec<u32> {
    let side = max + 1;
    step_table(side * side, |x, out| {
        let (p, q) = (x / side, x % side);
        if p > 0 && q > 0 {
            out.extend((1..=q / p).map(|k| p * side + q - k * p));
            out.extend((1..=p / q).map(|k| (p - k * q) * side + q));
        }
    })
}

/// For each step s from 15 down to 1, a test of 1000 games whose largest step is s: one game
/// of step s, the others of smaller steps, each either way round.
fn longest_games(rng: &mut Rng) -> String {
    let max = MAX_PILE as usize;
    let step = steps(max);
    // The pairs (a, b), a <= b, of each step, by b then a.
    let mut by_step: Vec<Vec<Game>> = vec![Vec::new(); LONGEST + 1];
    for b in 0..=max {
        for a in 0..=b {
            let s = step[a * (max + 1) + b] as usize;
            assert!(s <= LONGEST, "({a}, {b}) has step {s}, above {LONGEST}");
            by_step[s].push((a as u32, b as u32));
        }
    }
    let tests: Vec<Vec<Game>> = (1..=LONGEST)
        .rev()
        .map(|s| {
            let mut games: Vec<Game> = Vec::with_capacity(MAX_GAMES);
            games.push(*rng.pick(&by_step[s]));
            while games.len() < MAX_GAMES {
                let below = rng.below(0..=s - 1);
                games.push(*rng.pick(&by_step[below]));
            }
            rng.shuffle(&mut games);
            games.into_iter().map(|(a, b)| if rng.chance(1, 2) { (a, b) } else { (b, a) }).collect()
        })
        .collect();
    format(&tests)
}

const CASES: &[Case] = &[("30-max-1", max_random), ("30-max-longest-games", longest_games)];

fn main() {
    generate(CASES)
}
