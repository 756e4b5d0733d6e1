//! The binary against the real game (all rows at once, either player to move) analysed by
//! retrograde analysis on random small boards; the largest cases against a reference that
//! finds each row's Nim value by retrograde analysis of that row beside a Nim heap, without
//! the gap formula.

use judge_io::random::Rng;
use sg_core::retrograde::{Outcome, Retrograde, outcome_from};
use std::collections::HashMap;
use testkit::stress::numbers;
use testkit::verify::{BruteForce, CaseWriter, Inputs, Reference, Verification};

/// Each test: m and the rows (black column, white column).
fn parse(input: &str) -> Vec<(usize, Vec<(usize, usize)>)> {
    let numbers: Vec<usize> = numbers(input).into_iter().map(|x| x as usize).collect();
    let mut tests = Vec::new();
    let mut at = 0;
    while at < numbers.len() {
        let (n, m) = (numbers[at], numbers[at + 1]);
        let rows = (0..n).map(|i| (numbers[at + 2 + 2 * i], numbers[at + 3 + 2 * i])).collect();
        tests.push((m, rows));
        at += 2 + 2 * n;
    }
    tests
}

fn word(first_wins: bool) -> &'static str {
    if first_wins { "I WIN!\n" } else { "BAD LUCK!\n" }
}

/// The columns a piece at `at` can move to, the other piece of its row being at `other`.
fn slides(at: usize, other: usize, m: usize) -> impl Iterator<Item = usize> {
    let (low, high) = if at < other { (1, other - 1) } else { (other + 1, m) };
    (low..=high).filter(move |&c| c != at)
}

/// The whole board: position = (black to move?, rows), a move slides one of the mover's own
/// pieces.
fn brute(input: &str) -> String {
    parse(input)
        .into_iter()
        .map(|(m, rows)| {
            let moves = |(black, rows): &(bool, Vec<(usize, usize)>), out: &mut Vec<(bool, Vec<(usize, usize)>)>| {
                for (i, &(b, w)) in rows.iter().enumerate() {
                    let (at, other) = if *black { (b, w) } else { (w, b) };
                    for c in slides(at, other, m) {
                        let mut next = rows.clone();
                        next[i] = if *black { (c, w) } else { (b, c) };
                        out.push((!black, next));
                    }
                }
            };
            word(outcome_from((true, rows), moves) == Outcome::Win)
        })
        .collect()
}

/// The Nim value of every row (black column, white column) on a board of width m: the heap h
/// beside which the row is lost for black to move. The row beside a heap of h is analysed
/// backwards for every h up to m - 2 at once; moves are undone by the same slides, and heaps
/// grow back.
fn row_values(m: usize) -> HashMap<(usize, usize), usize> {
    let heaps = m - 1;
    // Position ((b - 1) * m + (w - 1)) * heaps + h, times 2, plus 1 when white is to move.
    let index = |b: usize, w: usize, h: usize, white: usize| ((((b - 1) * m + (w - 1)) * heaps + h) << 1) | white;
    let n = m * m * heaps * 2;
    let decode = |v: usize| {
        let (white, rest) = (v & 1, v >> 1);
        let (h, cell) = (rest % heaps, rest / heaps);
        (cell / m + 1, cell % m + 1, h, white)
    };
    let game = Retrograde::of_predecessors(
        n,
        |v| {
            let (b, w, h, white) = decode(v);
            if b == w {
                return 0;
            }
            let (at, other) = if white == 1 { (w, b) } else { (b, w) };
            slides(at, other, m).count() + h
        },
        |v, out| {
            let (b, w, h, white) = decode(v);
            if b == w {
                return;
            }
            let mover = 1 - white;
            if mover == 1 {
                out.extend(slides(w, b, m).map(|c| index(b, c, h, mover)));
            } else {
                out.extend(slides(b, w, m).map(|c| index(c, w, h, mover)));
            }
            out.extend((h + 1..heaps).map(|bigger| index(b, w, bigger, mover)));
        },
    );
    let mut values = HashMap::new();
    for b in 1..=m {
        for w in (1..=m).filter(|&w| w != b) {
            let lost: Vec<usize> = (0..heaps).filter(|&h| game.outcome(index(b, w, h, 0)) == Outcome::Lose).collect();
            assert_eq!(lost.len(), 1, "row ({b}, {w}) on width {m} is lost beside the heaps {lost:?}");
            values.insert((b, w), lost[0]);
        }
    }
    values
}

/// For boards too large for the whole game: the XOR of the rows' Nim values from
/// `row_values` (the rows as independent games, which `brute` checks on small boards).
fn reference(input: &str) -> String {
    let mut by_width: HashMap<usize, HashMap<(usize, usize), usize>> = HashMap::new();
    parse(input)
        .into_iter()
        .map(|(m, rows)| {
            let values = by_width.entry(m).or_insert_with(|| row_values(m));
            word(rows.iter().fold(0, |acc, row| acc ^ values[row]) != 0)
        })
        .collect()
}

fn random_test(rng: &mut Rng, n: usize, m: usize) -> String {
    let mut text = format!("{n} {m}\n");
    for _ in 0..n {
        let b = rng.below(1..=m);
        let mut w = rng.below(1..=m - 1);
        if w >= b {
            w += 1;
        }
        text += &format!("{b} {w}\n");
    }
    text
}

/// Up to `size` (at most 2) tests of up to `size` (at most 3) rows on 2 to 6 columns (4 when
/// there are three rows).
fn small_input(rng: &mut Rng, size: usize) -> String {
    let tests = rng.below(1..=size.min(2));
    (0..tests)
        .map(|_| {
            let n = rng.below(1..=size.min(3));
            let m = rng.below(2..=if n == 3 { 4 } else { 6 });
            random_test(rng, n, m)
        })
        .collect()
}

/// Inputs the binary must refuse, with a part of each message.
const REFUSED: &[(&str, &str)] = &[
    ("1 4\n2 2\n", "both pieces of a row are on column 2"),
    ("1 1\n1 2\n", "expected an integer from 2 to 100"),
    ("1 4\n1 5\n", "expected an integer from 1 to 4"),
    ("1001 4\n", "expected an integer from 1 to 1000"),
];

/// Rewrites the generated cases: `cargo test -p northcott --test judge -- --ignored write-cases`.
fn write_cases(cases: &mut CaseWriter) {
    let mut rng = Rng::new(1730);
    for i in 1..=4 {
        let input: String = (0..3).map(|_| random_test(&mut rng, 2, 4 + i % 3)).collect();
        cases.write(&format!("20-random-{i}"), &input);
    }
    cases.generated();
    // Pairs of equal rows cancel: a lost position of 1000 rows, and the same with one row
    // changed.
    let half = random_test(&mut rng, 500, 100);
    let rows: Vec<&str> = half.lines().skip(1).collect();
    let mut lost = String::from("1000 100\n");
    for row in rows.iter().chain(&rows) {
        lost += row;
        lost.push('\n');
    }
    let won = lost.replacen("1000 100\n", "1000 100\n1 100\n", 1).replacen(&format!("{}\n", rows[0]), "", 1);
    cases.write("30-max-pairs", &(lost + &won));
}

/// The sample's second test has 5 rows on 8 columns, about 10^9 whole-board positions: the
/// row-by-row reference vouches for it, as for the maximal cases.
pub static VERIFICATION: Verification = Verification::new(
    BruteForce { generate: small_input, max_size: 3, solve: brute, vouches: &["10-", "20-"] },
    write_cases,
)
.with_references(&[Reference::new("row-by-row", reference, &["00-", "30-"], Inputs::new(small_input, 3, 200))])
.with_refusals(REFUSED);
