//! The Grundy tables that solutions rely on, pinned as snapshots. Every expected snapshot was
//! written from published values or from the problem statements' derivations, not from this
//! code's output.

use sg_core::grid::GridGrundy;
use sg_core::primes::primes_up_to;
use sg_core::remoteness::subtraction_remoteness;
use sg_core::split::split_grundy;
use sg_core::subtraction::{grundy_table, subtraction_grundy};

fn joined<T: ToString>(values: impl IntoIterator<Item = T>) -> String {
    values.into_iter().map(|v| v.to_string()).collect::<Vec<_>>().join(" ")
}

#[test]
fn powers_of_two_subtraction() {
    let moves: Vec<usize> = (0..5).map(|e| 1 << e).collect();
    insta::assert_snapshot!("powers_of_two_0_to_20", joined(subtraction_grundy(&moves, 21)));
}

#[test]
fn fibonacci_subtraction() {
    insta::assert_snapshot!("fibonacci_0_to_20", joined(subtraction_grundy(&[1, 2, 3, 5, 8, 13], 21)));
}

#[test]
fn split_into_two_smaller_piles() {
    insta::assert_snapshot!("split_0_to_20", joined(split_grundy(21)));
}

#[test]
fn hyper_knight_corner() {
    let moves = [(-2, 1), (1, -2), (-2, -1), (-1, -2), (-3, -1), (-1, -3)];
    let table = GridGrundy::new(&moves, 10);
    let rows: Vec<String> = (0..6).map(|x| joined((0..6).map(|y| table.get(x, y)))).collect();
    insta::assert_snapshot!("hyper_knights_6x6", rows.join("\n"));
}

#[test]
fn xor_lowering_game() {
    // From x, move to any z < x with 1 <= x xor z <= x.
    let g = grundy_table(21, |x, g, out| out.extend((0..x).filter(|&z| (x ^ z) <= x).map(|z| g[z])));
    insta::assert_snapshot!("xor_lowering_1_to_20", joined(&g[1..]));
}

#[test]
fn prime_stones_answers() {
    let moves = primes_up_to(40);
    let answers = subtraction_remoteness(&moves, 41).into_iter().map(|r| if r % 2 == 1 { r as i64 } else { -1 });
    insta::assert_snapshot!("prime_stones_0_to_40", joined(answers));
}
