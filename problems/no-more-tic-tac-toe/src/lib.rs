//! The shape of no-more-tic-tac-toe's inputs, which its generator and its tests share: strips
//! that legal play can reach, as the input text.

use judge_io::random::Rng;

/// A strip of `len` cells that legal play can reach (no two equal letters side by side), with a
/// random density of marks; a third of them with one letter only, so that runs with the same
/// letter at both ends are common.
fn strip(rng: &mut Rng, len: usize, out: &mut String) {
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

/// An input of `cases` strips of `min_len` to `max_len` cells each.
pub fn strips(rng: &mut Rng, cases: usize, min_len: usize, max_len: usize) -> String {
    let mut input = String::with_capacity(8 + cases * (max_len + 1));
    input.push_str(&format!("{cases}\n"));
    for _ in 0..cases {
        let len = rng.below(min_len..=max_len);
        strip(rng, len, &mut input);
        input.push('\n');
    }
    input
}
