//! The binary against the whole game (every token at once, positions = multisets of token
//! vertices) analysed by retrograde analysis on random small inputs; the largest cases against
//! a reference that reads each vertex's value off the retrograde analysis of one token beside
//! a Nim heap, with no labelling algorithm.

use judge_io::random::Rng;
use sg_core::retrograde::{Outcome, Retrograde, outcome_from};
use sg_core::search::multiset_moves;
use std::fmt::Write as _;
use testkit::stress::numbers;
use testkit::verify::{BruteForce, CaseWriter, Inputs, Reference, Verification};

/// Successor lists (0-based) and the queries' token vertices (0-based).
fn parse(input: &str) -> (Vec<Vec<usize>>, Vec<Vec<usize>>) {
    let numbers: Vec<usize> = numbers(input).into_iter().map(|x| x as usize).collect();
    let (n, m, q) = (numbers[0], numbers[1], numbers[2]);
    let mut successors = vec![Vec::new(); n];
    for e in 0..m {
        successors[numbers[3 + 2 * e] - 1].push(numbers[4 + 2 * e] - 1);
    }
    let mut at = 3 + 2 * m;
    let mut queries = Vec::with_capacity(q);
    for _ in 0..q {
        let k = numbers[at];
        queries.push(numbers[at + 1..at + 1 + k].iter().map(|v| v - 1).collect());
        at += 1 + k;
    }
    assert_eq!(at, numbers.len());
    (successors, queries)
}

fn word(outcome: Outcome) -> &'static str {
    match outcome {
        Outcome::Win => "First\n",
        Outcome::Lose => "Second\n",
        Outcome::Draw => "Draw\n",
    }
}

/// The whole game of one query: positions are multisets (sorted lists) of token vertices, a
/// move slides one token along one edge; analysed backwards from the ends of play.
fn whole_game(successors: &[Vec<usize>], start: &[usize]) -> Outcome {
    let mut start = start.to_vec();
    start.sort_unstable();
    let slide = |&v: &usize, out: &mut Vec<Vec<usize>>| out.extend(successors[v].iter().map(|&w| vec![w]));
    outcome_from(start, |tokens: &Vec<usize>, out: &mut Vec<Vec<usize>>| multiset_moves(tokens, slide, out))
}

fn brute(input: &str) -> String {
    let (successors, queries) = parse(input);
    queries.iter().map(|tokens| word(whole_game(&successors, tokens))).collect()
}

/// For inputs too large for the whole game. One token on v beside a Nim heap of h, for every
/// h below a power of two above every out-degree, analysed backwards: a vertex whose value is
/// a number g is lost exactly beside the heap g; another vertex is won beside the heaps of its
/// set K and drawn beside the others. The finite tokens of a query then act as one heap of
/// their XOR; with no infinite token the XOR decides, with one the table is read beside that
/// heap, with two or more the game is a draw (Smith's theorem, checked by `brute` on small
/// inputs).
fn reference(input: &str) -> String {
    let (successors, queries) = parse(input);
    let n = successors.len();
    let largest_degree = successors.iter().map(Vec::len).max().unwrap_or(0);
    let heaps = (largest_degree + 1).next_power_of_two();
    let game = Retrograde::from_moves(n * heaps, |position, out| {
        let (v, h) = (position / heaps, position % heaps);
        out.extend(successors[v].iter().map(|&w| w * heaps + h));
        out.extend((0..h).map(|smaller| v * heaps + smaller));
    });
    let finite: Vec<Option<usize>> =
        (0..n).map(|v| (0..heaps).find(|&h| game.outcome(v * heaps + h) == Outcome::Lose)).collect();
    queries
        .iter()
        .map(|tokens| {
            let xor = tokens.iter().filter_map(|&v| finite[v]).fold(0, |acc, g| acc ^ g);
            let infinite: Vec<usize> = tokens.iter().copied().filter(|&v| finite[v].is_none()).collect();
            word(match infinite[..] {
                [] if xor == 0 => Outcome::Lose,
                [] => Outcome::Win,
                [v] => game.outcome(v * heaps + xor),
                _ => Outcome::Draw,
            })
        })
        .collect()
}

/// A random graph on `n` vertices with `m` edges (loops, 2-cycles and repeats allowed) and `q`
/// queries of 1 to `largest_k` tokens.
fn random_input(rng: &mut Rng, n: usize, m: usize, q: usize, largest_k: usize) -> String {
    let mut edges = Vec::with_capacity(m);
    while edges.len() < m {
        let (a, b) = (rng.below(1..=n), rng.below(1..=n));
        edges.push((a, b));
        if edges.len() < m && rng.chance(1, 8) {
            edges.push((b, a));
        }
    }
    input_of(rng, n, &edges, q, largest_k)
}

fn input_of(rng: &mut Rng, n: usize, edges: &[(usize, usize)], q: usize, largest_k: usize) -> String {
    let mut text = format!("{n} {} {q}\n", edges.len());
    for (a, b) in edges {
        writeln!(text, "{a} {b}").expect("write to a String");
    }
    for _ in 0..q {
        let k = rng.below(1..=largest_k);
        let tokens: Vec<String> = (0..k).map(|_| rng.below(1..=n).to_string()).collect();
        writeln!(text, "{k} {}", tokens.join(" ")).expect("write to a String");
    }
    text
}

/// Up to 2 + `size` vertices (at most 6), twice as many edges, 1 to 4 queries of up to 3
/// tokens.
fn small_input(rng: &mut Rng, size: usize) -> String {
    let n = rng.below(1..=(2 + size).min(6));
    let m = rng.below(0..=2 * n);
    let q = rng.below(1..=4);
    random_input(rng, n, m, q, 3)
}

/// Slightly larger graphs with more queries, where the reference must agree too.
fn agreement_input(rng: &mut Rng, _size: usize) -> String {
    let n = rng.below(1..=8);
    let m = rng.below(0..=3 * n);
    random_input(rng, n, m, 6, 3)
}

/// Inputs the binary must refuse, with a part of each message.
const REFUSED: &[(&str, &str)] = &[
    ("2 1 1\n1 3\n1 1\n", "expected an integer from 1 to 2"),
    ("2 1 1\n1 2\n11 1 1 1 1 1 1 1 1 1 1 1\n", "expected an integer from 1 to 10"),
    ("2 1 1\n1 2\n1 0\n", "expected an integer from 1 to 2"),
    ("2 6001 1\n", "expected an integer from 0 to 6000"),
    ("2 1 1\n1 2\n1 1\n1 1\n", "expected end of input"),
];

/// Rewrites the generated cases: `cargo test -p graph-tokens --test judge -- --ignored write-cases`.
fn write_cases(cases: &mut CaseWriter) {
    // A single query (Q = 1) on a cycle with an exit, whose values alternate around it.
    cases.write("10-edge-one-query", "4 4 1\n1 2\n2 3\n3 1\n3 4\n1 1\n");
    let mut rng = Rng::new(0x70c3);
    for i in 1..=4 {
        let input = random_input(&mut rng, 8, 6 + 3 * i, 20, 3);
        cases.write(&format!("20-random-{i}"), &input);
    }
    cases.generated();
}

pub static VERIFICATION: Verification = Verification::new(
    BruteForce { generate: small_input, max_size: 4, solve: brute, vouches: &["00-", "10-", "20-"] },
    write_cases,
)
.with_references(&[Reference::new("token-by-token", reference, &["30-"], Inputs::new(agreement_input, 1, 400))])
.with_refusals(REFUSED);
