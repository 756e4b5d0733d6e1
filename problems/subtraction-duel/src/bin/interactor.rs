//! Interactor of subtraction-duel (testlib's protocol):
//! `subtraction-duel-interactor <input> <answer>`, with the contestant's stdout on its stdin
//! and its stdout on the contestant's stdin.
//!
//! The test file holds the jury's seed on its first line, then the games exactly as the jury
//! prints them. The answer file holds the side that wins each game (`First` or `Second`); the
//! interactor checks its own Grundy values against it before the duel starts, so a wrong
//! answer file is a judge failure whatever the contestant does.
//!
//! The jury plays a winning move when it has one, drawn at random among them, and otherwise a
//! random legal move: the seed makes every run of a test play the same way against the same
//! contestant. Every move removes a stone, so every game ends.

#[path = "../game.rs"]
mod game;

use game::{Game, MAX_GAMES, MAX_STONES};
use judge_io::Reader;
use judge_io::checker::{self, Verdict};
use judge_io::interact::{LineReader, send};
use judge_io::random::Rng;
use std::io::{BufRead, Write};

/// The two answers to "which side do you take", in the order the game names them.
const SIDES: [&str; 2] = ["First", "Second"];

fn main() {
    checker::run(["input", "answer"], |[mut input, mut answer]| {
        let (seed, games) = match read_test(&mut input) {
            Ok(test) => test,
            Err(e) => return Verdict::JudgeFailure(format!("invalid input: {e}")),
        };
        if let Err(e) = check_answer(&games, &mut answer) {
            return Verdict::JudgeFailure(format!("answer {e}"));
        }
        let mut contestant = LineReader::new(std::io::stdin().lock());
        let mut out = std::io::BufWriter::new(std::io::stdout().lock());
        duel(games, &mut Rng::new(seed), &mut contestant, &mut out)
    })
}

fn read_test(input: &mut Reader) -> Result<(u64, Vec<Game>), judge_io::InputError> {
    let seed = input.int::<u64>()?;
    let count = input.int_in(1..=MAX_GAMES)?;
    let mut stones_left = MAX_STONES;
    let games: Result<Vec<Game>, _> =
        (0..count).map(|_| Game::read(|what| input.expect_line(what), &mut stones_left)).collect();
    let games = games?;
    input.finish()?;
    Ok((seed, games))
}

/// Checks that the answer names, game by game, the side the Grundy values say wins.
fn check_answer(games: &[Game], answer: &mut Reader) -> Result<(), String> {
    for (g, game) in games.iter().enumerate() {
        let first = answer.keyword(&SIDES).map_err(|e| e.to_string())? == 0;
        if first != game.is_won() {
            let (said, winner) = if first { (SIDES[0], SIDES[1]) } else { (SIDES[1], SIDES[0]) };
            return Err(format!("game {}: says {said}, but {winner} wins", g + 1));
        }
    }
    answer.finish().map_err(|e| e.to_string())
}

/// Plays every game; the verdict names the game and the move (counted over both players from
/// 1) where the contestant went wrong.
fn duel(
    games: Vec<Game>,
    random: &mut Rng,
    contestant: &mut LineReader<impl BufRead>,
    out: &mut impl Write,
) -> Verdict {
    let count = games.len();
    if let Err(e) = send(out, count) {
        return Verdict::WrongAnswer(format!("cannot write to the contestant: {e}"));
    }
    let mut moves_played = 0;
    for (g, mut game) in games.into_iter().enumerate() {
        let number = g + 1;
        // Reject: tell the contestant to stop (it may be gone already; the verdict stands).
        let reject = |out: &mut dyn Write, message: String| {
            let _ = send(out, "-1 -1");
            Verdict::WrongAnswer(format!("game {number}, {message}"))
        };
        let (amounts, piles) = game.lines();
        if let Err(e) = send(out, amounts).and_then(|()| send(out, piles)) {
            return Verdict::WrongAnswer(format!("game {number}: cannot write to the contestant: {e}"));
        }
        let side = contestant
            .expect_line("`First` or `Second`")
            .and_then(|mut line| line.keyword(&SIDES).and_then(|side| line.finish().map(|()| side)));
        let first = match side {
            Ok(side) => side == 0,
            Err(e) => return reject(&mut *out, format!("choosing a side: {e}")),
        };
        let wrong_side = first != game.is_won();
        let note = if wrong_side { " (it chose the losing side)" } else { "" };
        let mut contestant_turn = first;
        let mut ply = 0;
        loop {
            ply += 1;
            if contestant_turn {
                let mv = contestant.expect_line("a move `i s`").and_then(|mut line| {
                    let pile = line.int::<i64>()?;
                    let s = line.int::<i64>()?;
                    line.finish()?;
                    Ok((pile, s))
                });
                let (pile, s) = match mv {
                    Ok(mv) => mv,
                    Err(e) => return reject(&mut *out, format!("move {ply}: {e}{note}")),
                };
                if (pile, s) == (0, 0) {
                    return reject(&mut *out, format!("move {ply}: the contestant resigned{note}"));
                }
                if let Some(reason) = game.illegal(pile, s) {
                    return reject(&mut *out, format!("move {ply}: illegal move {pile} {s}: {reason}{note}"));
                }
                // `illegal` checked that both numbers are in range.
                game.play(pile as usize - 1, s as usize);
            } else {
                let options: Vec<(usize, usize)> =
                    if game.is_won() { game.winning_moves().collect() } else { game.moves().collect() };
                let line = if options.is_empty() {
                    "0 0".to_owned()
                } else {
                    let (i, s) = options[random.below(0..=options.len() - 1)];
                    game.play(i, s);
                    format!("{} {s}", i + 1)
                };
                if let Err(e) = send(out, &line) {
                    return Verdict::WrongAnswer(format!(
                        "game {number}, move {ply}: cannot write to the contestant: {e}"
                    ));
                }
                if options.is_empty() {
                    break;
                }
            }
            contestant_turn = !contestant_turn;
        }
        moves_played += ply - 1;
    }
    // Nothing may follow the last game: the contestant's output is read to its end.
    if let Err(e) = contestant.expect_end() {
        return Verdict::WrongAnswer(format!("after the last game: {e}"));
    }
    let games = if count == 1 { "game" } else { "games" };
    Verdict::Accepted(format!("{count} {games} won in {moves_played} moves"))
}
