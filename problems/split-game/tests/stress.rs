//! The binary against an exhaustive search of the whole game (the vector of every bottle's
//! count) on random small inputs; the stored cases against that search, and the maximal cases
//! against a bean-by-bean reference built on the plain recurrence.

use judge_io::random::Rng;
use sg_core::search::Search;
use testkit::stress::numbers;
use testkit::verify::{BruteForce, CaseWriter, Inputs, Reference, Verification, without_each};

/// The tests of an input, each a vector of bottle counts.
fn parse(input: &str) -> Vec<Vec<u32>> {
    let v = numbers(input);
    let mut tests = Vec::new();
    let mut at = 1;
    for _ in 0..v[0] {
        let n = v[at] as usize;
        tests.push(v[at + 1..=at + n].iter().map(|&p| p as u32).collect());
        at += n + 1;
    }
    tests
}

/// Every move of a position, in lexicographic order of (i, j, k).
fn moves_of(beans: &[u32]) -> impl Iterator<Item = (usize, usize, usize)> + '_ {
    let n = beans.len();
    (0..n).filter(|&i| beans[i] > 0).flat_map(move |i| (i + 1..n).flat_map(move |j| (j..n).map(move |k| (i, j, k))))
}

fn play(beans: &[u32], (i, j, k): (usize, usize, usize)) -> Vec<u32> {
    let mut next = beans.to_vec();
    next[i] -= 1;
    next[j] += 1;
    next[k] += 1;
    next
}

fn answer(out: &mut String, first: Option<(usize, usize, usize)>, count: usize) {
    match first {
        Some((i, j, k)) => out.push_str(&format!("{i} {j} {k}\n{count}\n")),
        None => out.push_str(&format!("-1 -1 -1\n{count}\n")),
    }
}

/// The judge answer by playing the whole game: a state is the vector of all bottle counts,
/// and a first move is winning when the opponent, to move, then loses. No per-bean values,
/// no parity argument.
fn brute(input: &str) -> String {
    let mut out = String::new();
    for beans in parse(input) {
        let mut search = Search::new(|state: &Vec<u32>, next: &mut Vec<Vec<u32>>| {
            next.extend(moves_of(state).map(|m| play(state, m)));
        });
        let wins: Vec<_> = moves_of(&beans)
            .filter(|&m| !search.is_win(&play(&beans, m)).unwrap_or_else(|cycle| panic!("{cycle}")))
            .collect();
        answer(&mut out, wins.first().copied(), wins.len());
    }
    out
}

/// For the maximal cases: the value of one bean at each distance by the plain recurrence
/// (every pair, fresh mex), the position's value as the XOR over every single bean (no
/// parity shortcut), and every move tried in order.
fn reference(input: &str) -> String {
    let mut g: Vec<u32> = Vec::new();
    for d in 0..21usize {
        let mut options = Vec::new();
        for a in 0..d {
            for b in 0..=a {
                options.push(g[a] ^ g[b]);
            }
        }
        g.push((0..).find(|v| !options.contains(v)).unwrap_or(0));
    }
    let mut out = String::new();
    for beans in parse(input) {
        let n = beans.len();
        let value = |i: usize| g[n - 1 - i];
        let mut total = 0;
        for (i, &p) in beans.iter().enumerate() {
            for _ in 0..p {
                total ^= value(i);
            }
        }
        let wins: Vec<_> = moves_of(&beans).filter(|&(i, j, k)| total ^ value(i) ^ value(j) ^ value(k) == 0).collect();
        answer(&mut out, wins.first().copied(), wins.len());
    }
    out
}

fn format_input(tests: &[Vec<u32>]) -> String {
    let mut text = format!("{}\n", tests.len());
    for beans in tests {
        let beans: Vec<String> = beans.iter().map(u32::to_string).collect();
        text.push_str(&format!("{}\n{}\n", beans.len(), beans.join(" ")));
    }
    text
}

/// A small position the whole-game search can finish: up to 6 bottles with a few beans each;
/// the last bottle (whose beans never move) sometimes holds many, and so does the one before
/// it (its beans have one move each). Even counts are common. Up to `size` + 2 bottles.
fn small_test(rng: &mut Rng, size: usize) -> Vec<u32> {
    let n = rng.below(2..=(size + 2).min(6));
    let max = match n {
        6 => 1,
        5 => 2,
        _ => 3,
    };
    let mut beans: Vec<u32> = (0..n).map(|_| rng.range(0..=max) as u32).collect();
    if rng.chance(1, 4) {
        beans[n - 1] = rng.range(0..=10_000) as u32;
    }
    if rng.chance(1, 4) {
        beans[n - 2] = rng.range(0..=12) as u32;
    }
    beans
}

/// Up to `size` tests (at most 3) of [`small_test`].
fn small_input(rng: &mut Rng, size: usize) -> String {
    let t = rng.below(1..=size.min(3));
    let tests: Vec<Vec<u32>> = (0..t).map(|_| small_test(rng, size)).collect();
    format_input(&tests)
}

/// Rewrites the generated cases: `cargo test -p split-game --test judge -- --ignored write-cases`.
fn write_cases(cases: &mut CaseWriter) {
    let mut rng = Rng::new(3185);
    for i in 1..=4 {
        cases.write(&format!("20-random-{i}"), &small_input(&mut rng, 4));
    }
    // Ten tests of 21 bottles with counts up to 10^4.
    let tests: Vec<Vec<u32>> = (0..10).map(|_| (0..21).map(|_| rng.range(0..=10_000) as u32).collect()).collect();
    cases.write("30-max-1", &format_input(&tests));
    // Mostly empty bottles with a few odd ones: few winning moves, and values up to g(20).
    let tests: Vec<Vec<u32>> = (0..10)
        .map(|_| (0..21).map(|_| if rng.chance(1, 4) { 2 * rng.range(0..=4_999) as u32 + 1 } else { 0 }).collect())
        .collect();
    cases.write("30-max-2", &format_input(&tests));
    // Every count odd (9999) and every count even (10^4).
    let tests = vec![vec![9_999; 21], vec![10_000; 21]];
    cases.write("30-max-3", &format_input(&tests));
    // Ten tests of every size from 2 to 21 bottles.
    let tests: Vec<Vec<u32>> =
        (2..=21).step_by(2).map(|n| (0..n).map(|_| rng.range(0..=10_000) as u32).collect()).collect();
    cases.write("30-max-4", &format_input(&tests));
}

/// The input with one test left out, for shrinking a failing input.
fn shrink(input: &str) -> Vec<String> {
    without_each(&parse(input), format_input)
}

pub static VERIFICATION: Verification = Verification::new(
    BruteForce { generate: small_input, max_size: 4, solve: brute, vouches: &["00-", "10-", "20-"] },
    write_cases,
)
.with_references(&[Reference::new("definition", reference, &["30-"], Inputs::new(small_input, 4, 300))])
.with_shrink(shrink);
