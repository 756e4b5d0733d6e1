//! The binary against an exhaustive search of the whole game on random small inputs; huge
//! lengths against XOR-convolution powers taken by their definition; the maximal cases against
//! a character-sum reference.

use judge_io::random::Rng;
use sg_core::modular::{inverse, pow_mod};
use sg_core::search::Search;
use std::collections::HashMap;
use std::path::Path;
use testkit::stress::numbers;
use testkit::verify::{BruteForce, CaseWriter, Check, Inputs, Reference, Verification};

const P: u64 = 998_244_353;

/// Every number reachable from `x` in one move: `x ^ y` for `1 <= y <= x` with `x ^ y < x`.
fn options(x: u32) -> impl Iterator<Item = u32> {
    (1..=x).map(move |y| x ^ y).filter(move |&z| z < x)
}

fn parse(input: &str) -> (u64, u64) {
    let v = numbers(input);
    (v[0] as u64, v[1] as u64)
}

/// A position of the whole game: the multiset of its numbers, sorted (the order of the numbers
/// does not change the game).
type State = Vec<u32>;
type Moves = fn(&State, &mut Vec<State>);
type WholeGame = Search<State, Moves>;

/// The moves of the whole game: lower one number.
#[allow(clippy::ptr_arg, reason = "the search hands each state over as `&State`")]
fn whole_game_moves(state: &State, out: &mut Vec<State>) {
    for (i, &x) in state.iter().enumerate() {
        if i > 0 && state[i - 1] == x {
            continue;
        }
        for z in options(x) {
            let mut next = state.clone();
            next[i] = z;
            next.sort_unstable();
            out.push(next);
        }
    }
}

/// The judge answer by enumerating all m^|V| sequences and playing each one out.
fn brute_with(search: &mut WholeGame, input: &str) -> String {
    let (length, m) = parse(input);
    let length = length as usize;
    let m = m as u32;
    let mut sequence = vec![1u32; length];
    let mut wins = 0u64;
    loop {
        let mut state = sequence.clone();
        state.sort_unstable();
        wins += u64::from(search.is_win(&state).unwrap_or_else(|cycle| panic!("{cycle}")));
        let Some(i) = sequence.iter().position(|&x| x < m) else { break };
        sequence[i] += 1;
        sequence[..i].fill(1);
    }
    format!("{}\n", wins % P)
}

fn new_search() -> WholeGame {
    Search::new(whole_game_moves as Moves)
}

fn brute(input: &str) -> String {
    brute_with(&mut new_search(), input)
}

/// XOR convolution by its definition, modulo P.
fn convolve(a: &[u64], b: &[u64]) -> Vec<u64> {
    let mut c = vec![0u128; a.len()];
    for (i, &x) in a.iter().enumerate().filter(|&(_, &x)| x != 0) {
        for (j, &y) in b.iter().enumerate() {
            c[i ^ j] += u128::from(x * y);
        }
    }
    c.into_iter().map(|v| (v % u128::from(P)) as u64).collect()
}

/// Grundy values of one number by exhaustive search (no pattern), for 1..=m.
fn searched_grundy(m: u64) -> Vec<u32> {
    let mut search = Search::new(|&x: &u32, out: &mut Vec<u32>| out.extend(options(x)));
    (1..=m as u32).map(|x| search.grundy(&x).unwrap_or_else(|cycle| panic!("{cycle}"))).collect()
}

/// The answer for any length and a small m: Grundy values by exhaustive search, then the
/// |V|-fold XOR convolution power of their count vector by repeated squaring, each product
/// taken by the definition of XOR convolution. The winning sequences are those whose XOR is
/// not 0, so the answer is the sum of the non-zero entries: no power of m, no transform.
fn squaring_reference(input: &str) -> String {
    let (length, m) = parse(input);
    let grundy = searched_grundy(m);
    let size = (*grundy.iter().max().unwrap_or(&0) as usize + 1).next_power_of_two();
    let mut base = vec![0u64; size];
    for &g in &grundy {
        base[g as usize] += 1;
    }
    let mut power = vec![0u64; size];
    power[0] = 1;
    let mut exp = length;
    while exp > 0 {
        if exp & 1 == 1 {
            power = convolve(&power, &base);
        }
        exp >>= 1;
        if exp > 0 {
            base = convolve(&base, &base);
        }
    }
    format!("{}\n", power[1..].iter().fold(0, |acc, &v| (acc + v) % P))
}

/// Σ_{v=1}^{len} (-1)^popcount(v & k): the interval [0, len] split into aligned blocks of
/// size 2^t, where a block sums to 2^t times the sign of its start if k has no bit below t,
/// and to 0 otherwise.
fn character_sum(len: u64, k: u64) -> i64 {
    let end = len + 1;
    let mut sum = 0i64;
    // Only blocks of size 2^t with t <= (trailing zeros of k) are non-zero.
    for t in (0..=k.trailing_zeros().min(62)).filter(|&t| end >> t & 1 == 1) {
        let start = end >> (t + 1) << (t + 1);
        let sign = if (start & k).count_ones() % 2 == 0 { 1 } else { -1 };
        sum += sign << t;
    }
    sum - 1
}

/// The answer for any length and any m up to 10^6, from the characters of (Z/2)^20: the
/// number of sequences with XOR 0 is 2^-20 Σ_k (Σ_x χ_k(g(x)))^|V|. Each character sum is
/// taken in closed form over the blocks [2^j, 2^(j+1)) of [1, m], on which the Grundy values
/// run through 1, 2, 3, … (the pattern checked against exhaustive search below). No
/// transform, and a fixed size 2^20 rather than the binary's fitted one.
fn character_reference(input: &str) -> String {
    let (length, m) = parse(input);
    const BITS: u32 = 20;
    assert!(m < 1 << BITS);
    let blocks: Vec<u64> = (0..BITS).filter(|&j| 1 << j <= m).map(|j| m.min((2 << j) - 1) - (1 << j) + 1).collect();
    let mut powers: HashMap<i64, u64> = HashMap::new();
    let mut lost = 0u64;
    for k in 0..1u64 << BITS {
        let c: i64 = blocks.iter().map(|&len| character_sum(len, k)).sum();
        let power = *powers.entry(c).or_insert_with(|| pow_mod(c.rem_euclid(P as i64) as u64, length, P));
        lost = (lost + power) % P;
    }
    lost = lost * inverse(1 << BITS, P) % P;
    format!("{}\n", (pow_mod(m, length, P) + P - lost) % P)
}

fn grundy_values_follow_the_pattern(_: &Path) -> Result<(), String> {
    // g(x) = x - 2^floor(log2 x) + 1, by exhaustive search over x < 4096.
    for (x, g) in (1u64..).zip(searched_grundy(4095)) {
        assert_eq!(u64::from(g), x - (1 << x.ilog2()) + 1, "x = {x}");
    }
    Ok(())
}

fn references_agree(_: &Path) -> Result<(), String> {
    let mut search = new_search();
    for (length, m) in [(1, 1), (2, 3), (3, 4), (4, 5), (3, 8), (4, 7), (5, 4)] {
        let input = format!("{length} {m}\n");
        assert_eq!(squaring_reference(&input), brute_with(&mut search, &input), "{input}");
    }
    let mut rng = Rng::new(5387);
    for _ in 0..12 {
        let input = format!("{} {}\n", rng.range(1..=1_000_000_000_000_000_000), rng.range(1..=300));
        assert_eq!(character_reference(&input), squaring_reference(&input), "{input}");
    }
    for (length, m) in
        [(1u64, 1u64), (4, 5), (3, 8), (1_000_000_000_000_000_000, 1023), (999_999_999_999_999_999, 1024)]
    {
        let input = format!("{length} {m}\n");
        assert_eq!(character_reference(&input), squaring_reference(&input), "{input}");
    }
    Ok(())
}

/// Up to `size` numbers (at most 5), each up to a bound that keeps the brute force quick.
fn small_input(rng: &mut Rng, size: usize) -> String {
    let length = rng.range(1..=size.min(5) as u64);
    // Keep m^|V| at most a few thousand sequences.
    let largest = [0, 40, 40, 14, 8, 5][length as usize];
    format!("{length} {}\n", rng.range(1..=largest))
}

/// Lengths up to 10^18 half the time, up to 64 otherwise; m up to 70.
fn huge_input(rng: &mut Rng, _size: usize) -> String {
    let length = if rng.chance(1, 2) { rng.range(1..=1_000_000_000_000_000_000) } else { rng.range(1..=64) };
    format!("{length} {}\n", rng.range(1..=70))
}

/// Rewrites the generated cases: `cargo test -p doll-dance --test judge -- --ignored write-cases`.
fn write_cases(cases: &mut CaseWriter) {
    let mut rng = Rng::new(5387);
    for i in 1..=6 {
        cases.write(&format!("20-random-{i}"), &small_input(&mut rng, 5));
    }
    cases.write("30-max-1", "1000000000000000000 1000000\n");
    cases.write("30-max-2", "999999999999999999 999999\n");
    cases.write("30-max-3", "1000000000000000000 524288\n");
    cases.write("30-max-4", "987654321987654321 524287\n");
    cases.write("30-max-small-m-1", "1000000000000000000 2047\n");
    cases.write("30-max-small-m-2", "999999999999999999 1024\n");
    // |V| a multiple of p - 1 while the transform of m = 6 holds a 0: an exponent reduced
    // modulo p - 1 turns 0^|V| into 0^0 = 1.
    cases.write("30-max-small-m-6", "998244352000000000 6\n");
}

pub static VERIFICATION: Verification = Verification::new(
    BruteForce { generate: small_input, max_size: 5, solve: brute, vouches: &["00-", "10-", "20-"] },
    write_cases,
)
.with_references(&[
    Reference::new("characters", character_reference, &["30-"], Inputs::new(small_input, 5, 12)),
    Reference::new("squaring", squaring_reference, &["30-max-small-m"], Inputs::new(small_input, 5, 300))
        .with_stress(Inputs::new(huge_input, 1, 100)),
])
.with_checks(&[
    Check::new("grundy-values-follow-the-pattern", grundy_values_follow_the_pattern),
    Check::new("references-agree", references_agree),
]);
