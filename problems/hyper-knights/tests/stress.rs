//! The binary against an exhaustive search of the whole game (every knight at once) on random
//! small inputs; single knights anywhere against a search with no bound on the coordinates;
//! the stored cases against the same searches.

use judge_io::random::Rng;
use sg_core::search::Search;
use std::fmt::Write as _;
use std::path::Path;
use testkit::meta::CompareMode;
use testkit::stress::{check_output, numbers};
use testkit::verify::{BruteForce, CaseWriter, Check, Inputs, Reference, Verification, without_each};

const STEPS: [(i64, i64); 6] = [(-2, 1), (1, -2), (-2, -1), (-1, -2), (-3, -1), (-1, -3)];

/// The cells one step from `(x, y)` that stay on the board; no upper bound on the coordinates.
fn steps(x: i64, y: i64) -> impl Iterator<Item = (i64, i64)> {
    STEPS.iter().map(move |&(dx, dy)| (x + dx, y + dy)).filter(|&(x, y)| x >= 0 && y >= 0)
}

/// The test cases of an input: the knights of each case.
fn cases(input: &str) -> Vec<Vec<(i64, i64)>> {
    let numbers = numbers(input);
    let mut it = numbers.into_iter();
    let t = it.next().expect("T");
    (0..t)
        .map(|_| {
            let n = it.next().expect("n");
            (0..n).map(|_| (it.next().expect("x"), it.next().expect("y"))).collect()
        })
        .collect()
}

fn answer(verdicts: impl IntoIterator<Item = bool>) -> String {
    let mut out = String::new();
    for (i, alice) in verdicts.into_iter().enumerate() {
        writeln!(out, "Case {}: {}", i + 1, if alice { "Alice" } else { "Bob" }).expect("write to a String");
    }
    out
}

/// The judge answer by playing the whole game: a state is the sorted list of all knights, a
/// move sends one of them by one of the six steps.
fn brute(input: &str) -> String {
    let mut search = Search::new(|knights: &Vec<(i64, i64)>, out: &mut Vec<Vec<(i64, i64)>>| {
        for (i, &(x, y)) in knights.iter().enumerate() {
            if i > 0 && knights[i - 1] == (x, y) {
                continue;
            }
            for cell in steps(x, y) {
                let mut next = knights.clone();
                next[i] = cell;
                next.sort_unstable();
                out.push(next);
            }
        }
    });
    answer(cases(input).into_iter().map(|mut knights| {
        knights.sort_unstable();
        search.is_win(&knights).unwrap_or_else(|cycle| panic!("{cycle}"))
    }))
}

type Cell = (i64, i64);

/// One knight's Grundy value by exhaustive search, unbounded coordinates.
fn single_knight_search() -> Search<Cell, impl FnMut(&Cell, &mut Vec<Cell>)> {
    Search::new(|&(x, y): &(i64, i64), out: &mut Vec<(i64, i64)>| out.extend(steps(x, y)))
}

/// For inputs too large for the whole-game search: the XOR of each knight's value found by
/// exhaustive search of that knight alone (the sum of independent games, which `brute` checks
/// on small inputs).
fn reference<F: FnMut(&Cell, &mut Vec<Cell>)>(search: &mut Search<Cell, F>, input: &str) -> String {
    answer(cases(input).into_iter().map(|knights| {
        knights.iter().fold(0, |acc, k| acc ^ search.grundy(k).unwrap_or_else(|cycle| panic!("{cycle}"))) != 0
    }))
}

/// [`reference`] with a search of its own.
fn knight_by_knight(input: &str) -> String {
    reference(&mut single_knight_search(), input)
}

/// Cells near the far edges of 0..500, where play leaves the starting square.
const BORDER: [(i64, i64); 8] =
    [(247, 499), (248, 499), (249, 498), (250, 499), (499, 247), (499, 248), (498, 249), (499, 250)];

fn format_input(cases: &[Vec<(i64, i64)>]) -> String {
    let mut text = format!("{}\n", cases.len());
    for knights in cases {
        writeln!(text, "{}", knights.len()).expect("write to a String");
        for (x, y) in knights {
            writeln!(text, "{x} {y}").expect("write to a String");
        }
    }
    text
}

/// Small random inputs: few knights near the corner, often on the same cell. Up to `size`
/// cases (at most 3) of up to `size` + 1 knights (at most 4).
fn small_input(rng: &mut Rng, size: usize) -> String {
    let t = rng.below(1..=size.min(3));
    let cases: Vec<Vec<(i64, i64)>> = (0..t)
        .map(|_| {
            let n = rng.below(1..=(size + 1).min(4));
            let bound = [10, 10, 5, 3][n - 1];
            let mut knights: Vec<(i64, i64)> = Vec::new();
            for _ in 0..n {
                let knight = match knights.last() {
                    Some(&last) if rng.chance(1, 4) => last,
                    _ => (rng.range(0..=bound) as i64, rng.range(0..=bound) as i64),
                };
                knights.push(knight);
            }
            knights
        })
        .collect();
    format_input(&cases)
}

/// Random cells, a third of them in the band next to the far edges of 0..500.
fn random_cell(rng: &mut Rng) -> (i64, i64) {
    let far = 480 + rng.range(0..=19) as i64;
    let any = rng.range(0..=499) as i64;
    match rng.below(0..=5) {
        0 => (far, any),
        1 => (any, far),
        2 => *rng.pick(&BORDER),
        _ => (any, rng.range(0..=499) as i64),
    }
}

fn single_knights_match_unbounded_search(program: &Path) -> Result<(), String> {
    let mut search = single_knight_search();
    let mut rng = Rng::new(1315);
    let mut cells: Vec<(i64, i64)> = BORDER.to_vec();
    cells.extend((0..500).flat_map(|i| [(i, 499), (499, i), (i, 498), (498, i)]));
    cells.extend((0..2000).map(|_| random_cell(&mut rng)));
    for chunk in cells.chunks(200) {
        let input = format_input(&chunk.iter().map(|&k| vec![k]).collect::<Vec<_>>());
        let expected = answer(chunk.iter().map(|k| search.grundy(k).unwrap_or_else(|cycle| panic!("{cycle}")) != 0));
        check_output(program, &input, &expected, CompareMode::Exact)?;
    }
    Ok(())
}

/// Rewrites the generated cases: `cargo test -p hyper-knights --test judge -- --ignored write-cases`.
fn write_cases(out: &mut CaseWriter) {
    let mut rng = Rng::new(1315);
    for i in 1..=3 {
        // Ten small inputs merged into one of up to 30 cases.
        let all: Vec<Vec<(i64, i64)>> = (0..10).flat_map(|_| cases(&small_input(&mut rng, 3))).collect();
        out.write(&format!("20-random-{i}"), &format_input(&all));
    }
    out.generated();
}

/// The input with one test left out, for shrinking a failing input.
fn shrink(input: &str) -> Vec<String> {
    without_each(&cases(input), format_input)
}

pub static VERIFICATION: Verification = Verification::new(
    BruteForce { generate: small_input, max_size: 3, solve: brute, vouches: &["00-", "10-", "20-"] },
    write_cases,
)
.with_references(&[Reference::new(
    "knight-by-knight",
    knight_by_knight,
    &["10-", "30-"],
    Inputs::new(small_input, 3, 300),
)])
.with_checks(&[Check::new("single-knights-match-unbounded-search", single_knights_match_unbounded_search)])
.with_shrink(shrink);
