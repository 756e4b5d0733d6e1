//! The binary against an exhaustive search of the whole game (every token at once) on random
//! small graphs; the stored cases against the same search, and the largest ones against a
//! search of each token alone. Cyclic graphs must be refused.

use dag_tokens::dag;
use judge_io::random::Rng;
use sg_core::search::{Search, multiset_moves};
use testkit::stress::numbers;
use testkit::verify::{BruteForce, CaseWriter, Inputs, Reference, Verification};

/// The graph (successor lists, 1-based vertices) and the tokens of an input.
fn parse(input: &str) -> (Vec<Vec<usize>>, Vec<usize>) {
    let numbers: Vec<usize> = numbers(input).into_iter().map(|x| x as usize).collect();
    let (n, m, k) = (numbers[0], numbers[1], numbers[2]);
    let mut successors = vec![Vec::new(); n + 1];
    for e in 0..m {
        successors[numbers[3 + 2 * e]].push(numbers[4 + 2 * e]);
    }
    let tokens = numbers[3 + 2 * m..].to_vec();
    assert_eq!(tokens.len(), k);
    (successors, tokens)
}

fn verdict(win: bool) -> String {
    (if win { "win\n" } else { "lose\n" }).to_string()
}

/// The judge answer by playing the whole game: a state is the sorted list of token vertices,
/// a move slides one token along one edge.
fn brute(input: &str) -> String {
    let (successors, mut tokens) = parse(input);
    let slide = |&v: &usize, out: &mut Vec<Vec<usize>>| out.extend(successors[v].iter().map(|&w| vec![w]));
    let mut search = Search::new(|tokens: &Vec<usize>, out: &mut Vec<Vec<usize>>| multiset_moves(tokens, slide, out));
    tokens.sort_unstable();
    verdict(search.is_win(&tokens).unwrap_or_else(|cycle| panic!("{cycle}")))
}

/// For inputs too large for the whole-game search: the XOR of each token's Grundy value found
/// by exhaustive search of that token alone (the sum of independent games, which `brute`
/// checks on small inputs).
fn reference(input: &str) -> String {
    let (successors, tokens) = parse(input);
    let mut search = Search::new(|&v: &usize, out: &mut Vec<usize>| out.extend(&successors[v]));
    verdict(tokens.iter().fold(0, |acc, v| acc ^ search.grundy(v).unwrap_or_else(|cycle| panic!("{cycle}"))) != 0)
}

/// Up to 3 + `size` vertices (at most 7), 3 `size` edges (at most 12) and 4 tokens.
fn small_input(rng: &mut Rng, size: usize) -> String {
    let n = rng.below(1..=(3 + size).min(7));
    let m = if n == 1 { 0 } else { rng.below(0..=(3 * size).min(12)) };
    let k = rng.below(1..=n.min(4));
    let path = rng.chance(1, 3);
    dag(rng, n, m, k, path)
}

/// Inputs the binary must refuse, with a part of each message.
const REFUSED: &[(&str, &str)] = &[
    ("3 3 1\n1 2\n2 3\n3 2\n1\n", "cycle through vertex"),
    ("2 1 1\n2 2\n1\n", "cycle through vertex 2"),
    ("3 1 1\n1 4\n1\n", "expected an integer from 1 to 3"),
    ("3 1 1\n1 2\n0\n", "expected an integer from 1 to 3"),
];

/// Rewrites the generated cases: `cargo test -p dag-tokens --test judge -- --ignored write-cases`.
fn write_cases(cases: &mut CaseWriter) {
    let mut rng = Rng::new(1319);
    for i in 1..=4 {
        let input = dag(&mut rng, 10, 20, 4, i % 2 == 0);
        cases.write(&format!("20-random-{i}"), &input);
    }
    cases.generated();
}

pub static VERIFICATION: Verification = Verification::new(
    BruteForce { generate: small_input, max_size: 4, solve: brute, vouches: &["00-", "10-", "20-"] },
    write_cases,
)
.with_references(&[Reference::new("token-by-token", reference, &["30-"], Inputs::new(small_input, 4, 300))])
.with_refusals(REFUSED);
