//! The maximal inputs, made here and pinned by hash in `cases/generated.toml`: T = 10 000
//! strips, each of the maximal 100 cells (the most input the statement allows) or of a random
//! length up to it. The strips are ones legal play can reach (no two equal letters side by
//! side), a third of them with one letter only, so that runs with the same letter at both ends
//! are common.

use judge_io::generator::{Case, main as generate};
use judge_io::random::Rng;

/// A strip of `len` cells that legal play can reach, with a random density of marks.
fn board(rng: &mut Rng, len: usize, out: &mut String) {
    let density = rng.range(0..=8);
    let one_letter = rng.chance(1, 3);
    let mut prev = b'.';
    for _ in 0..len {
        let mut cell = b'.';
        if rng.range(1..=10) <= density {
            let letter = if one_letter || rng.chance(1, 2) { b'X' } else { b'O' };
            let other = if letter == b'X' { b'O' } else { b'X' };
            cell = if prev != letter {
                letter
            } else if one_letter {
                b'.'
            } else {
                other
            };
        }
        out.push(char::from(cell));
        prev = cell;
    }
}

/// `cases` strips of `min_len` to `max_len` cells each.
fn strips(rng: &mut Rng, cases: usize, min_len: usize, max_len: usize) -> String {
    let mut input = String::with_capacity(8 + cases * (max_len + 1));
    input.push_str(&format!("{cases}\n"));
    for _ in 0..cases {
        let len = rng.below(min_len..=max_len);
        board(rng, len, &mut input);
        input.push('\n');
    }
    input
}

const CASES: &[Case] =
    &[("30-max-1", |rng| strips(rng, 10_000, 100, 100)), ("30-max-2", |rng| strips(rng, 10_000, 1, 100))];

fn main() {
    generate(CASES)
}
