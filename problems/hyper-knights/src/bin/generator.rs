//! The maximal inputs, made here and pinned by hash in `cases/generated.toml`: 200 cases of
//! 1000 knights each, the statement's limits. Uniform knights; knights crowding the far edges
//! of the 500 × 500 board, where a Grundy table clipped at 500 goes wrong (play from there
//! leaves the starting square); and knights in twin pairs, which cancel, with two border
//! cells of equal value in place of one pair in every second case.

use judge_io::generator::{Case, main as generate};
use judge_io::random::Rng;
use std::fmt::Write as _;

const T: usize = 200;
const N: usize = 1000;

/// Cells near the far edges of 0..500, where play leaves the starting square.
const BORDER: [(u64, u64); 8] =
    [(247, 499), (248, 499), (249, 498), (250, 499), (499, 247), (499, 248), (498, 249), (499, 250)];

/// A random cell, a third of them in the band next to the far edges of 0..500.
fn random_cell(rng: &mut Rng) -> (u64, u64) {
    let far = 480 + rng.range(0..=19);
    let any = rng.range(0..=499);
    match rng.below(0..=5) {
        0 => (far, any),
        1 => (any, far),
        2 => *rng.pick(&BORDER),
        _ => (any, rng.range(0..=499)),
    }
}

fn format_input(cases: &[Vec<(u64, u64)>]) -> String {
    let mut text = String::with_capacity(cases.iter().map(|knights| 8 * knights.len() + 6).sum::<usize>() + 4);
    writeln!(text, "{}", cases.len()).expect("write to a String");
    for knights in cases {
        writeln!(text, "{}", knights.len()).expect("write to a String");
        for (x, y) in knights {
            writeln!(text, "{x} {y}").expect("write to a String");
        }
    }
    text
}

/// `T` cases of `N` knights anywhere on the board.
fn uniform(rng: &mut Rng) -> String {
    let cases: Vec<Vec<(u64, u64)>> =
        (0..T).map(|_| (0..N).map(|_| (rng.range(0..=499), rng.range(0..=499))).collect()).collect();
    format_input(&cases)
}

/// `T` cases of `N` knights, a third of them near the far edges.
fn border(rng: &mut Rng) -> String {
    let cases: Vec<Vec<(u64, u64)>> = (0..T).map(|_| (0..N).map(|_| random_cell(rng)).collect()).collect();
    format_input(&cases)
}

/// Knights in equal pairs (Bob), and in odd cases one pair swapped for two border cells:
/// (247, 499) and (250, 499) share value 2 and cancel, which a table clipped at 500 misses.
fn paired(rng: &mut Rng) -> String {
    let cases: Vec<Vec<(u64, u64)>> = (0..T)
        .map(|case| {
            let mut knights: Vec<(u64, u64)> = Vec::with_capacity(N);
            for _ in 0..N / 2 {
                let knight = random_cell(rng);
                knights.extend([knight, knight]);
            }
            if case % 2 == 1 {
                knights[0] = *rng.pick(&BORDER);
                knights[1] = *rng.pick(&BORDER);
            }
            rng.shuffle(&mut knights);
            knights
        })
        .collect();
    format_input(&cases)
}

const CASES: &[Case] = &[("30-max-1", uniform), ("30-max-2", border), ("30-max-3", paired)];

fn main() {
    generate(CASES)
}
