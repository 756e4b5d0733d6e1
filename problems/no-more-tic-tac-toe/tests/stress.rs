//! The binary against an exhaustive search of the whole strip on random small inputs; the
//! stored cases against the same search, and the maximal cases against the run recurrence.

use judge_io::random::Rng;
use no_more_tic_tac_toe::strips;
use sg_core::search::Search;
use sg_core::segment::strip_moves;
use std::collections::HashMap;
use testkit::verify::{BruteForce, CaseWriter, Inputs, Reference, Verification, without_each};

/// Applies the story's turn rule to `mover_wins(board)`: Alice moved first, so she is to move
/// when an even number of cells are marked.
fn answer(input: &str, mut mover_wins: impl FnMut(&[u8]) -> bool) -> String {
    let mut out = String::new();
    for (case, board) in input.split_ascii_whitespace().skip(1).enumerate() {
        let board = board.as_bytes();
        let alice_to_move = board.iter().filter(|&&b| b != b'.').count() % 2 == 0;
        let alice_wins = mover_wins(board) == alice_to_move;
        out.push_str(&format!("Case {}: {}\n", case + 1, if alice_wins { "Yes" } else { "No" }));
    }
    out
}

/// The judge answer by searching the whole board: no decomposition into runs.
fn brute(input: &str) -> String {
    let mut search = Search::new(|s: &Vec<u8>, out: &mut Vec<Vec<u8>>| strip_moves(s, out));
    answer(input, |board| search.is_win(&board.to_vec()).unwrap_or_else(|cycle| panic!("{cycle}")))
}

/// Grundy value of a run of `len` empty cells between `left` and `right` (`b'|'` for the
/// edge), straight from its options: a letter written at `i` leaves two runs.
fn run_value(len: usize, left: u8, right: u8, memo: &mut HashMap<(usize, u8, u8), u32>) -> u32 {
    if let Some(&g) = memo.get(&(len, left, right)) {
        return g;
    }
    let mut options = Vec::new();
    for i in 0..len {
        for letter in [b'X', b'O'] {
            if (i == 0 && left == letter) || (i + 1 == len && right == letter) {
                continue;
            }
            options.push(run_value(i, left, letter, memo) ^ run_value(len - 1 - i, letter, right, memo));
        }
    }
    let g = (0..).find(|g| !options.contains(g)).unwrap_or(0);
    memo.insert((len, left, right), g);
    g
}

/// For boards too long to search whole: runs of empty cells are independent games (the
/// stress test checks that against `brute`), each valued by the plain recurrence.
fn reference(input: &str) -> String {
    let mut memo = HashMap::new();
    answer(input, |board| {
        let mut total = 0;
        let mut left = b'|';
        let mut len = 0;
        for &b in board.iter().chain(b"|") {
            if b == b'.' {
                len += 1;
            } else {
                total ^= run_value(len, left, b, &mut memo);
                left = b;
                len = 0;
            }
        }
        total != 0
    })
}

/// Up to 2 `size` boards (at most 6) of up to 4 `size` cells (at most 12).
fn small_input(rng: &mut Rng, size: usize) -> String {
    let cases = rng.below(1..=(2 * size).min(6));
    strips(rng, cases, 1, (4 * size).min(12))
}

/// Twenty boards of up to 4 `size` cells (at most 12).
fn twenty_boards(rng: &mut Rng, size: usize) -> String {
    strips(rng, 20, 1, (4 * size).min(12))
}

/// Rewrites the generated cases: `cargo test -p no-more-tic-tac-toe --test judge -- --ignored write-cases`.
fn write_cases(cases: &mut CaseWriter) {
    let mut rng = Rng::new(1401);
    // One strip (T at its minimum), full: 100 marks, so Alice is to move and has no move.
    cases.write("10-edge-one-full-strip", &format!("1\n{}\n", "XO".repeat(50)));
    for i in 1..=3 {
        cases.write(&format!("20-random-{i}"), &strips(&mut rng, 40, 1, 14));
    }
    cases.generated();
}

/// The input with one test left out, for shrinking a failing input.
fn shrink(input: &str) -> Vec<String> {
    let boards: Vec<&str> = input.split_ascii_whitespace().skip(1).collect();
    without_each(&boards, |boards| format!("{}\n{}\n", boards.len(), boards.join("\n")))
}

pub static VERIFICATION: Verification = Verification::new(
    BruteForce { generate: small_input, max_size: 3, solve: brute, vouches: &["00-", "10-", "20-"] },
    write_cases,
)
.with_references(&[Reference::new("runs", reference, &["30-"], Inputs::new(twenty_boards, 3, 50))])
.with_shrink(shrink);
