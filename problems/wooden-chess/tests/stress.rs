//! The binary against an exhaustive minimax over the real board on random small inputs; the
//! stored cases against the same search, and the 10 × 10 cases against a second, independent
//! search over row lengths.

use judge_io::random::Rng;
use sg_core::search::ValueSearch;
use testkit::stress::numbers;
use testkit::verify::{BruteForce, CaseWriter, Inputs, Reference, Verification};

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

/// The minimax rule, by definition: the first player (to move when an even number of cells
/// are filled) maximises and the second minimises first's total minus second's from here on;
/// `cell(option)` names the cell that the move to `option` fills.
fn minimax<S>(board: &Board, filled: u32, options: &[(S, i64)], cell: impl Fn(&S) -> usize) -> i64 {
    let first_to_move = filled % 2 == 0;
    let scores = options.iter().map(|(next, later)| {
        let c = cell(next);
        if first_to_move { later + board.a[c] } else { later - board.b[c] }
    });
    if first_to_move { scores.max() } else { scores.min() }.unwrap_or(0)
}

/// Minimax over the set of filled cells (bit r * m + c): a cell may be filled when it is empty
/// and every cell to its left and above it is filled.
fn brute(input: &str) -> String {
    let board = parse(input);
    let (n, m) = (board.n, board.m);
    let mut search = ValueSearch::new(|&filled: &u128, out: &mut Vec<u128>| {
        let at = |r: usize, c: usize| filled >> (r * m + c) & 1 == 1;
        for r in 0..n {
            for c in 0..m {
                if !at(r, c) && (0..c).all(|x| at(r, x)) && (0..r).all(|y| at(y, c)) {
                    out.push(filled | 1 << (r * m + c));
                }
            }
        }
    });
    let value = search
        .value(&0, |&filled, options| {
            minimax(&board, filled.count_ones(), options, |&next: &u128| (next ^ filled).trailing_zeros() as usize)
        })
        .unwrap_or_else(|cycle| panic!("{cycle}"));
    format!("{value}\n")
}

/// The same minimax over a different state: the vector of row lengths, a row growing where the
/// row above is longer. Shares nothing with the solution's path encoding.
fn reference(input: &str) -> String {
    let board = parse(input);
    let (n, m) = (board.n, board.m);
    let mut search = ValueSearch::new(|lengths: &[u8; 10], out: &mut Vec<[u8; 10]>| {
        for r in 0..n {
            let len = lengths[r] as usize;
            if len < m && (r == 0 || lengths[r - 1] as usize > len) {
                let mut next = *lengths;
                next[r] += 1;
                out.push(next);
            }
        }
    });
    let value = search
        .value(&[0; 10], |lengths, options| {
            let filled = lengths.iter().map(|&l| u32::from(l)).sum();
            minimax(&board, filled, options, |next: &[u8; 10]| {
                let r = (0..n).find(|&r| next[r] != lengths[r]).expect("a move grows one row");
                r * m + lengths[r] as usize
            })
        })
        .unwrap_or_else(|cycle| panic!("{cycle}"));
    format!("{value}\n")
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

/// Boards of up to `size` by `size` cells (at most 4 by 4).
fn small_input(rng: &mut Rng, size: usize) -> String {
    let (n, m) = (rng.below(1..=size.min(4)), rng.below(1..=size.min(4)));
    random_input(rng, n, m)
}

/// Boards of up to `size` by `size` cells (at most 5 by 5).
fn boards_up_to_five(rng: &mut Rng, size: usize) -> String {
    let (n, m) = (rng.below(1..=size.min(5)), rng.below(1..=size.min(5)));
    random_input(rng, n, m)
}

/// Rewrites the generated cases: `cargo test -p wooden-chess --test judge -- --ignored write-cases`.
fn write_cases(cases: &mut CaseWriter) {
    let mut rng = Rng::new(2018);
    for i in 1..=4 {
        let (n, m) = (rng.below(2..=6), rng.below(2..=6));
        cases.write(&format!("20-random-{i}"), &random_input(&mut rng, n, m));
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
    cases.write("30-max-1", &max_random(&mut rng, false));
    cases.write("30-max-2", &max_random(&mut rng, true));
    cases.write("30-max-3", &uniform(10, 10, 100_000, 0));
    cases.write("30-max-4", &uniform(10, 10, 0, 100_000));
    cases.write("30-max-5", &uniform(10, 10, 100_000, 100_000));
}

pub static VERIFICATION: Verification = Verification::new(
    BruteForce { generate: small_input, max_size: 4, solve: brute, vouches: &["00-", "10-", "20-"] },
    write_cases,
)
.with_references(&[Reference::new("minimax", reference, &["30-"], Inputs::new(boards_up_to_five, 5, 100))]);
