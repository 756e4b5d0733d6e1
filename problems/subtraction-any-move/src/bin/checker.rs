//! Checker of subtraction-any-move (testlib's protocol):
//! `subtraction-any-move-checker <input> <contestant-output> <jury-answer>`.
//!
//! The checker computes the Grundy values itself and judges each move by them: legal, and
//! leaving a nim-sum of 0. The jury answer is trusted only for whether each position is lost,
//! and only after it agrees with the checker's own computation; a disagreement is a judge
//! failure. The contestant's output is read line by line, one line per test, so that a token
//! too many is reported on its own test instead of shifting every later test.

#[path = "../game.rs"]
mod game;

use judge_io::checker::{self, Verdict};
use judge_io::{Integer, Reader};

const LOSE: &[u8] = b"lose";

fn main() {
    checker::run(["input", "output", "answer"], |[mut input, output, answer]| judge(&mut input, output, answer))
}

fn judge(input: &mut Reader, mut output: Reader, mut answer: Reader) -> Verdict {
    let tests = match game::read(input) {
        Ok(tests) => tests,
        Err(e) => return Verdict::JudgeFailure(format!("invalid input: {e}")),
    };
    for (t, test) in tests.iter().enumerate() {
        let number = t + 1;
        let jury_lost = match jury_says_lost(&mut answer) {
            Ok(lost) => lost,
            Err(e) => return Verdict::JudgeFailure(format!("answer test {number}: {e}")),
        };
        if jury_lost != (test.total() == 0) {
            let truth = if test.total() == 0 { "lost" } else { "won" };
            return Verdict::JudgeFailure(format!("answer test {number}: the jury disagrees, the position is {truth}"));
        }
    }
    if let Some(mut extra) = answer.next_line() {
        let token = extra.token("").map(|t| String::from_utf8_lossy(t).into_owned()).unwrap_or_default();
        return Verdict::JudgeFailure(format!("answer has more lines than tests, found {token:?}"));
    }
    for (t, test) in tests.iter().enumerate() {
        if let Err(message) = check_test(test, &mut output) {
            return Verdict::WrongAnswer(format!("test {}: {message}", t + 1));
        }
    }
    if let Some(mut extra) = output.next_line() {
        let token = extra.token("").map(|t| String::from_utf8_lossy(t).into_owned()).unwrap_or_default();
        return Verdict::WrongAnswer(format!("extra output after test {}: {token:?}", tests.len()));
    }
    let plural = if tests.len() == 1 { "" } else { "s" };
    Verdict::Accepted(format!("{} test{plural}", tests.len()))
}

/// Whether the jury's line is `lose`; otherwise it must be a move `i s` (only its form is
/// checked: the jury's move itself is not used).
fn jury_says_lost(answer: &mut Reader) -> Result<bool, String> {
    let mut line = answer.next_line().ok_or("missing line")?;
    let first = line.token("`lose` or a move").map_err(|e| e.to_string())?;
    let lost = first == LOSE;
    if !lost {
        if <u64 as Integer>::parse(first).is_none() {
            let shown = String::from_utf8_lossy(first).into_owned();
            return Err(line.error(format!("expected `lose` or a move, found {shown:?}")).to_string());
        }
        line.int::<u64>().map_err(|e| e.to_string())?;
    }
    line.finish().map_err(|e| e.to_string())?;
    Ok(lost)
}

/// Judges the contestant's line for one test: `Err` with the reason when it is wrong.
fn check_test(test: &game::Test, output: &mut Reader) -> Result<(), String> {
    let mut line = output.next_line().ok_or("expected `lose` or a move, found end of output")?;
    let first = line.token("`lose` or a move").map_err(|e| e.to_string())?;
    let total = test.total();
    if first == LOSE {
        line.finish().map_err(|e| e.to_string())?;
        if total != 0 {
            return Err(format!("answered lose, but the position is won (for instance {})", some_win(test)));
        }
        return Ok(());
    }
    let n = test.piles.len();
    let shown = String::from_utf8_lossy(first).into_owned();
    let Some(pile) = <usize as Integer>::parse(first) else {
        return Err(line.error(format!("expected `lose` or a move, found {shown:?}")).to_string());
    };
    if !(1..=n).contains(&pile) {
        return Err(format!("there is no pile {shown} (piles 1 to {n})"));
    }
    let s: usize = line.int().map_err(|e| e.to_string())?;
    line.finish().map_err(|e| e.to_string())?;
    let h = test.piles[pile - 1];
    if test.amounts.binary_search(&s).is_err() {
        return Err(format!("cannot take {s}: it is not an allowed amount"));
    }
    if s > h {
        return Err(format!("pile {pile} has {h} stones, cannot take {s}"));
    }
    if total == 0 {
        return Err(format!("the position is lost, expected lose, found the move {pile} {s}"));
    }
    if !test.wins(h, s) {
        return Err(format!(
            "taking {s} from pile {pile} leaves the opponent a winning position (for instance {})",
            some_win(test)
        ));
    }
    Ok(())
}

/// A winning move of a won position, as the contestant would write it.
fn some_win(test: &game::Test) -> String {
    test.first_win().map_or_else(|| "none".to_owned(), |(i, s)| format!("{} {s}", i + 1))
}
