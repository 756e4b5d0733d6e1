//! The binary against an exhaustive minimax over the real board on random small inputs; the
//! stored cases against the same search, and the 10 × 10 cases against a second, independent
//! search over row lengths.

use harness::stress::{Rng, numbers, stress, verify_cases, write_case};
use std::collections::HashMap;

struct Board {
    n: usize,
    m: usize,
    a: Vec<i64>,
    b: Vec<i64>,
}

fn parse(input: &str) -> Board {
    let v = numbers(input);
    let (n, m) = (v[0] as usize, v[1] as usize);
    let a = v[2..2 + n * m].to_vec();
    let b = v[2 + n * m..2 + 2 * n * m].to_vec();
    Board { n, m, a, b }
}

/// Minimax by definition over the set of filled cells (bit r * m + c): a cell may be filled
/// when it is empty and every cell to its left and above it is filled; the first player moves
/// when an even number of cells are filled. Returns first's total minus second's from here on.
fn board_value(board: &Board, filled: u128, memo: &mut HashMap<u128, i64>) -> i64 {
    if let Some(&v) = memo.get(&filled) {
        return v;
    }
    let (n, m) = (board.n, board.m);
    let at = |r: usize, c: usize| filled >> (r * m + c) & 1 == 1;
    let first_to_move = filled.count_ones() % 2 == 0;
    let mut best: Option<i64> = None;
    for r in 0..n {
        for c in 0..m {
            if at(r, c) || !(0..c).all(|x| at(r, x)) || !(0..r).all(|y| at(y, c)) {
                continue;
            }
            let cell = r * m + c;
            let later = board_value(board, filled | 1 << cell, memo);
            let v = if first_to_move { later + board.a[cell] } else { later - board.b[cell] };
            best = Some(match best {
                None => v,
                Some(x) if first_to_move => x.max(v),
                Some(x) => x.min(v),
            });
        }
    }
    let v = best.unwrap_or(0);
    memo.insert(filled, v);
    v
}

fn brute(input: &str) -> String {
    let board = parse(input);
    format!("{}\n", board_value(&board, 0, &mut HashMap::new()))
}

/// The same minimax over a different state: the vector of row lengths, grown one row at a
/// time where the row above is longer. Shares nothing with the solution's path encoding.
fn rows_value(board: &Board, lengths: &mut [u8; 10], filled: usize, memo: &mut HashMap<[u8; 10], i64>) -> i64 {
    if let Some(&v) = memo.get(lengths) {
        return v;
    }
    let first_to_move = filled % 2 == 0;
    let mut best: Option<i64> = None;
    for r in 0..board.n {
        let len = lengths[r] as usize;
        if len == board.m || (r > 0 && lengths[r - 1] as usize == len) {
            continue;
        }
        let cell = r * board.m + len;
        lengths[r] += 1;
        let later = rows_value(board, lengths, filled + 1, memo);
        lengths[r] -= 1;
        let v = if first_to_move { later + board.a[cell] } else { later - board.b[cell] };
        best = Some(best.map_or(v, |x| if first_to_move { x.max(v) } else { x.min(v) }));
    }
    let v = best.unwrap_or(0);
    memo.insert(*lengths, v);
    v
}

fn reference(input: &str) -> String {
    let board = parse(input);
    format!("{}\n", rows_value(&board, &mut [0; 10], 0, &mut HashMap::new()))
}

fn random_input(rng: &mut Rng, n: usize, m: usize) -> String {
    let max = *rng.pick(&[0, 3, 20, 100_000]);
    let second_zero = rng.chance(1, 4);
    let mut input = format!("{n} {m}\n");
    for board in 0..2 {
        for _ in 0..n {
            let row: Vec<String> =
                (0..m).map(|_| if board == 1 && second_zero { 0 } else { rng.range(0..=max) }.to_string()).collect();
            input.push_str(&row.join(" "));
            input.push('\n');
        }
    }
    input
}

#[test]
fn binary_matches_brute_force() {
    stress(
        &harness::this_binary!(),
        |rng| {
            let (n, m) = (rng.below(1..=4), rng.below(1..=4));
            random_input(rng, n, m)
        },
        brute,
    );
}

#[test]
fn reference_matches_brute_force() {
    let mut rng = Rng::new(4363);
    for _ in 0..100 {
        let (n, m) = (rng.below(1..=5), rng.below(1..=5));
        let input = random_input(&mut rng, n, m);
        assert_eq!(reference(&input), brute(&input), "input:\n{input}");
    }
}

#[test]
fn stored_cases_match_brute_force() {
    verify_cases(env!("CARGO_MANIFEST_DIR"), &["00-", "10-", "20-"], brute);
}

#[test]
fn max_cases_match_reference() {
    verify_cases(env!("CARGO_MANIFEST_DIR"), &["30-"], reference);
}

/// Rewrites the generated cases: `cargo test -p wooden-chess --test stress -- --ignored`.
#[test]
#[ignore = "writes cases/; run by hand when changing the generated cases"]
fn write_generated_cases() {
    let dir = env!("CARGO_MANIFEST_DIR");
    let mut rng = Rng::new(2018);
    for i in 1..=4 {
        let (n, m) = (rng.below(2..=6), rng.below(2..=6));
        write_case(dir, &format!("20-random-{i}"), &random_input(&mut rng, n, m), brute);
    }
    let uniform = |n: usize, m: usize, a: u64, b: u64| {
        let mut input = format!("{n} {m}\n");
        for value in [a, b] {
            for _ in 0..n {
                input.push_str(&vec![value.to_string(); m].join(" "));
                input.push('\n');
            }
        }
        input
    };
    let max_random = |rng: &mut Rng, second_zero: bool| {
        let mut input = String::from("10 10\n");
        for board in 0..2 {
            for _ in 0..10 {
                let row: Vec<String> = (0..10)
                    .map(|_| if board == 1 && second_zero { 0 } else { rng.range(0..=100_000) }.to_string())
                    .collect();
                input.push_str(&row.join(" "));
                input.push('\n');
            }
        }
        input
    };
    write_case(dir, "30-max-1", &max_random(&mut rng, false), reference);
    write_case(dir, "30-max-2", &max_random(&mut rng, true), reference);
    write_case(dir, "30-max-3", &uniform(10, 10, 100_000, 0), reference);
    write_case(dir, "30-max-4", &uniform(10, 10, 0, 100_000), reference);
    write_case(dir, "30-max-5", &uniform(10, 10, 100_000, 100_000), reference);
}
