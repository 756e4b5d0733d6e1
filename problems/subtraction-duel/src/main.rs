//! Subtraction games, a duel against the jury (the project's own interactive problem): for
//! each game (a set S of amounts and n piles) choose a side, then play against a jury that
//! wins whenever it can, and win every game.
//!
//! Each pile is a subtraction game and the position their sum, so the player to move wins
//! exactly when the XOR of the piles' Grundy values is not 0. The solution takes the winning
//! side (`First` when that XOR is not 0), and on each of its turns moves to a position of XOR
//! 0 (`sg_core::winning`); the jury can only move to positions of non-zero XOR, so the solution
//! always has a winning reply, and the jury runs out of moves first.
//!
//! Lines are read as the jury writes them and each answer is flushed: the jury writes its
//! next line only after reading ours.

mod game;

use game::{Game, MAX_GAMES, MAX_STONES};
use judge_io::interact::{LineReader, send};
use judge_io::{InputError, refuse};
use std::io::{BufRead, Write};

/// Why the duel stopped early: the jury's input broke the rules, or a line could not be
/// written.
#[derive(Debug)]
enum Stop {
    Input(InputError),
    Rejected,
    Write(std::io::Error),
}

impl From<InputError> for Stop {
    fn from(e: InputError) -> Self {
        Stop::Input(e)
    }
}

impl From<std::io::Error> for Stop {
    fn from(e: std::io::Error) -> Self {
        Stop::Write(e)
    }
}

fn duel(jury: &mut LineReader<impl BufRead>, out: &mut impl Write) -> Result<(), Stop> {
    let mut first = jury.expect_line("the number of games")?;
    let games = first.int_in(1..=MAX_GAMES)?;
    first.finish()?;
    let mut stones_left = MAX_STONES;
    for _ in 0..games {
        let mut game = Game::read(|what| jury.expect_line(what), &mut stones_left)?;
        let mut our_turn = game.is_won();
        send(out, if our_turn { "First" } else { "Second" })?;
        loop {
            if our_turn {
                // Only a wrong side could leave us without a winning move; then any legal
                // move, or resigning, is all there is.
                let chosen = game.winning_moves().next().or_else(|| game.moves().next());
                match chosen {
                    Some((i, s)) => {
                        game.play(i, s);
                        send(out, format_args!("{} {s}", i + 1))?;
                    }
                    None => send(out, "0 0")?,
                }
            } else {
                let mut line = jury.expect_line("the jury's move")?;
                let pile = line.int_in(-1..=i64::MAX)?;
                let s = line.int_in(-1..=i64::MAX)?;
                line.finish()?;
                match (pile, s) {
                    (0, 0) => break,
                    (-1, -1) => return Err(Stop::Rejected),
                    _ => {}
                }
                if let Some(reason) = game.illegal(pile, s) {
                    return Err(Stop::Input(line.error(format!("illegal jury move: {reason}"))));
                }
                // `illegal` checked that both numbers are in range.
                game.play(pile as usize - 1, s as usize);
            }
            our_turn = !our_turn;
        }
    }
    Ok(())
}

fn main() {
    let mut jury = LineReader::new(std::io::stdin().lock());
    let mut out = std::io::stdout().lock();
    match duel(&mut jury, &mut out) {
        Ok(()) => {}
        Err(Stop::Input(e)) => refuse(&e.to_string()),
        Err(Stop::Rejected) => refuse("the jury rejected a move (-1 -1)"),
        Err(Stop::Write(e)) => refuse(&format!("cannot write to the jury: {e}")),
    }
}
