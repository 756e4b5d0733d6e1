//! The binary against an exhaustive search of the real partisan game on random small boards;
//! larger boards against an enumeration of placements judged by Moore's condition; the maximal
//! cases against a digit-by-digit count written without binomial tables.

use judge_io::random::Rng;
use sg_core::nim_k::is_win;
use sg_core::search::Search;
use std::path::Path;
use testkit::stress::numbers;
use testkit::verify::{BruteForce, CaseWriter, Check, Inputs, Reference, Verification};

const P: u64 = 1_000_000_007;

fn parse(input: &str) -> (usize, usize, usize) {
    let v = numbers(input);
    (v[0] as usize, v[1] as usize, v[2] as usize)
}

/// A position of the real game: how many pieces a move may take, whose turn it is (0: the
/// white player, who moves first), and the cells of the pieces from left to right (white on
/// even indices, black on odd ones).
type State = (u8, u8, Vec<u8>);
type Moves = fn(&State, &mut Vec<State>);
type Game = Search<State, Moves>;

/// Every move of the player to move: choose between 1 and d of their pieces that can move,
/// and move each one any positive distance in its direction without reaching another piece.
fn game_moves(state: &State, out: &mut Vec<State>) {
    let (d, turn, cells) = state;
    let own: Vec<usize> = (usize::from(*turn)..cells.len()).step_by(2).collect();
    // Where each own piece may go: whites up to just left of the next piece, blacks down to
    // just right of the previous one. The board's edges never bind: the leftmost piece is
    // white and moves right, the rightmost is black and moves left.
    let targets: Vec<Vec<u8>> =
        own.iter()
            .map(|&i| {
                if *turn == 0 { (cells[i] + 1..cells[i + 1]).collect() } else { (cells[i - 1] + 1..cells[i]).collect() }
            })
            .collect();
    for mask in 1u32..1 << own.len() {
        let chosen: Vec<usize> = (0..own.len()).filter(|&j| mask >> j & 1 == 1).collect();
        if chosen.len() > usize::from(*d) || chosen.iter().any(|&j| targets[j].is_empty()) {
            continue;
        }
        let mut pick = vec![0usize; chosen.len()];
        loop {
            let mut next = cells.clone();
            for (&j, &t) in chosen.iter().zip(&pick) {
                next[own[j]] = targets[j][t];
            }
            out.push((*d, 1 - turn, next));
            let Some(slot) = (0..chosen.len()).find(|&s| pick[s] + 1 < targets[chosen[s]].len()) else { break };
            pick[slot] += 1;
            pick[..slot].fill(0);
        }
    }
}

fn new_game() -> Game {
    Search::new(game_moves as Moves)
}

/// Calls `visit` with every placement of k pieces on cells 0..n, in increasing order.
fn for_each_placement(n: usize, k: usize, mut visit: impl FnMut(&[u8])) {
    let mut cells: Vec<u8> = (0..k as u8).collect();
    loop {
        visit(&cells);
        let Some(i) = (0..k).rev().find(|&i| usize::from(cells[i]) < n - k + i) else { break };
        cells[i] += 1;
        for j in i + 1..k {
            cells[j] = cells[j - 1] + 1;
        }
    }
}

/// The judge answer by playing the real game from every placement.
fn brute_with(game: &mut Game, input: &str) -> String {
    let (n, k, d) = parse(input);
    let mut wins = 0u64;
    for_each_placement(n, k, |cells| {
        wins += u64::from(game.is_win(&(d as u8, 0, cells.to_vec())).unwrap_or_else(|cycle| panic!("{cycle}")))
    });
    format!("{}\n", wins % P)
}

fn brute(input: &str) -> String {
    brute_with(&mut new_game(), input)
}

/// The answer by listing every placement and judging its gaps with Moore's condition
/// directly: no counting by totals, no binomials.
fn enumeration(input: &str) -> String {
    let (n, k, d) = parse(input);
    let mut wins = 0u64;
    let mut gaps = vec![0u64; k / 2];
    for_each_placement(n, k, |cells| {
        for (gap, pair) in gaps.iter_mut().zip(cells.chunks_exact(2)) {
            *gap = u64::from(pair[1] - pair[0] - 1);
        }
        wins += u64::from(is_win(&gaps, d));
    });
    format!("{}\n", wins % P)
}

/// The answer for boards up to the maximum, counted without factorials or a shared routine:
/// the losing gap vectors by total, digit by digit from the highest, with the number of ways
/// to give exactly c of the k/2 gaps a 1 in a digit taken from Pascal's triangle; the free
/// cells spread over the k/2 + 1 spaces by repeated prefix sums; C(n, k) from Pascal's
/// triangle. It relies on Moore's theorem, which the exhaustive search checks on small boards.
fn counting_reference(input: &str) -> String {
    let (n, k, d) = parse(input);
    let (pairs, spare) = (k / 2, n - k);
    let mut row = vec![1u64];
    for _ in 0..pairs {
        let mut next = vec![1u64; row.len() + 1];
        for c in 1..row.len() {
            next[c] = (row[c - 1] + row[c]) % P;
        }
        row = next;
    }
    let top = (0..usize::BITS).rev().find(|&b| spare >> b & 1 == 1);
    let mut losing = vec![0u64; spare + 1];
    losing[0] = 1;
    for bit in top.map_or(0..0, |t| 0..t + 1).rev() {
        let step = 1usize << bit;
        let mut next = vec![0u64; spare + 1];
        for (s, &ways) in losing.iter().enumerate() {
            for (c, &choose) in row.iter().enumerate() {
                let total = s + c * step;
                if c % (d + 1) == 0 && total <= spare {
                    next[total] = (next[total] + ways * choose) % P;
                }
            }
        }
        losing = next;
    }
    let mut spread = vec![0u64; spare + 1];
    spread[0] = 1;
    for _ in 0..=pairs {
        for e in 1..=spare {
            spread[e] = (spread[e] + spread[e - 1]) % P;
        }
    }
    let lost = (0..=spare).fold(0, |acc, s| (acc + losing[s] * spread[spare - s]) % P);
    let mut pascal = vec![0u64; k + 1];
    pascal[0] = 1;
    for _ in 0..n {
        for c in (1..=k).rev() {
            pascal[c] = (pascal[c] + pascal[c - 1]) % P;
        }
    }
    format!("{}\n", (pascal[k] + P - lost) % P)
}

/// Boards of 2 to 3 + 2 `size` cells (at most 11).
fn small_input(rng: &mut Rng, size: usize) -> String {
    let n = rng.below(2..=(3 + 2 * size).min(11));
    let k = 2 * rng.below(1..=(n / 2).min(3));
    let d = rng.below(1..=k);
    format!("{n} {k} {d}\n")
}

/// Boards of 2 to 6 + 3 `size` cells (at most 18).
fn medium_input(rng: &mut Rng, size: usize) -> String {
    let n = rng.below(2..=(6 + 3 * size).min(18));
    let k = 2 * rng.below(1..=(n / 2).min(4));
    let d = rng.below(1..=k);
    format!("{n} {k} {d}\n")
}

fn references_agree(_: &Path) -> Result<(), String> {
    let mut game = new_game();
    let mut rng = Rng::new(2490);
    for _ in 0..40 {
        let input = small_input(&mut rng, 4);
        let expected = brute_with(&mut game, &input);
        assert_eq!(enumeration(&input), expected, "{input}");
        assert_eq!(counting_reference(&input), expected, "{input}");
    }
    for _ in 0..40 {
        let input = medium_input(&mut rng, 4);
        assert_eq!(counting_reference(&input), enumeration(&input), "{input}");
    }
    Ok(())
}

/// Rewrites the generated cases: `cargo test -p black-white-chess --test judge -- --ignored write-cases`.
fn write_cases(cases: &mut CaseWriter) {
    let mut rng = Rng::new(2011);
    for i in 1..=6 {
        // Fuller boards than the stress run's: 8 to 12 cells, 4 or 6 pieces.
        let n = rng.below(8..=12);
        let k = 2 * rng.below(2..=3);
        let d = rng.below(1..=k);
        cases.write(&format!("20-random-{i}"), &format!("{n} {k} {d}\n"));
    }
    for (i, d) in [1, 2, 3, 7, 15, 49].into_iter().enumerate() {
        cases.write(&format!("30-max-{}", i + 1), &format!("10000 100 {d}\n"));
    }
    cases.write("30-max-7", "9999 98 5\n");
}

pub static VERIFICATION: Verification = Verification::new(
    BruteForce { generate: small_input, max_size: 4, solve: brute, vouches: &["00-", "10-", "20-"] },
    write_cases,
)
.with_references(&[
    Reference::new("enumeration", enumeration, &[], Inputs::new(small_input, 4, 40)).with_stress(Inputs::new(
        medium_input,
        4,
        200,
    )),
    Reference::new("counting", counting_reference, &["30-"], Inputs::new(small_input, 4, 40)),
])
.with_checks(&[Check::new("references-agree", references_agree)]);
