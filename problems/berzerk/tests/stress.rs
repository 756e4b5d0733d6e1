//! The binary against the real game analysed backwards by `sg_core::retrograde` on random
//! small inputs; the stored cases against the same brute force, and the largest ones against
//! a separate plain retrograde search written here.

use judge_io::random::Rng;
use sg_core::retrograde::{Outcome, Retrograde};
use std::collections::VecDeque;
use testkit::stress::numbers;
use testkit::verify::{BruteForce, CaseWriter, Inputs, Reference, Verification};

/// n and the two players' sets.
fn parse(input: &str) -> (usize, [Vec<usize>; 2]) {
    let numbers: Vec<usize> = numbers(input).into_iter().map(|x| x as usize).collect();
    let n = numbers[0];
    let k1 = numbers[1];
    let rick = numbers[2..2 + k1].to_vec();
    let morty = numbers[3 + k1..].to_vec();
    assert_eq!(morty.len(), numbers[2 + k1]);
    (n, [rick, morty])
}

fn answer(n: usize, word: impl Fn(usize, usize) -> &'static str) -> String {
    let mut text = String::new();
    for player in 0..2 {
        let words: Vec<&str> = (1..n).map(|p| word(player, p)).collect();
        text += &words.join(" ");
        text.push('\n');
    }
    text
}

/// The game as it is played: position (player to move, object - 1), moves forward by each
/// step of the mover's set, nothing to do in the hole.
fn brute(input: &str) -> String {
    let (n, sets) = parse(input);
    let game = Retrograde::from_moves(2 * n, |v, out| {
        let (player, p) = (v / n, v % n);
        if p != 0 {
            out.extend(sets[player].iter().map(|&x| (1 - player) * n + (p + x) % n));
        }
    });
    answer(n, |player, p| match game.outcome(player * n + p) {
        Outcome::Win => "Win",
        Outcome::Lose => "Lose",
        Outcome::Draw => "Loop",
    })
}

/// A plain retrograde search of its own, for the maximal cases: a breadth-first queue from
/// the hole, a count of undecided moves per position, arithmetic modulo n.
fn reference(input: &str) -> String {
    const UNKNOWN: u8 = 0;
    const WIN: u8 = 1;
    const LOSE: u8 = 2;
    let (n, sets) = parse(input);
    let mut state = [vec![UNKNOWN; n], vec![UNKNOWN; n]];
    let mut left = [vec![sets[0].len(); n], vec![sets[1].len(); n]];
    let mut queue = VecDeque::from([(0, 0), (1, 0)]);
    state[0][0] = LOSE;
    state[1][0] = LOSE;
    while let Some((player, p)) = queue.pop_front() {
        let before = 1 - player;
        for &x in &sets[before] {
            let q = (p + n - x) % n;
            if q == 0 || state[before][q] != UNKNOWN {
                continue;
            }
            if state[player][p] == LOSE {
                state[before][q] = WIN;
                queue.push_back((before, q));
            } else {
                left[before][q] -= 1;
                if left[before][q] == 0 {
                    state[before][q] = LOSE;
                    queue.push_back((before, q));
                }
            }
        }
    }
    answer(n, |player, p| match state[player][p] {
        WIN => "Win",
        LOSE => "Lose",
        _ => "Loop",
    })
}

/// `k` distinct steps from 1..n, in random order.
fn random_set(rng: &mut Rng, n: usize, k: usize) -> Vec<usize> {
    let mut steps: Vec<usize> = (1..n).collect();
    rng.shuffle(&mut steps);
    steps.truncate(k);
    steps
}

fn input_of(n: usize, sets: &[Vec<usize>; 2]) -> String {
    let mut text = format!("{n}\n");
    for set in sets {
        let words: Vec<String> = set.iter().map(|x| x.to_string()).collect();
        text += &format!("{} {}\n", set.len(), words.join(" "));
    }
    text
}

fn random_input(rng: &mut Rng, n: usize, largest_k: usize) -> String {
    let k1 = rng.below(1..=largest_k.min(n - 1));
    let k2 = rng.below(1..=largest_k.min(n - 1));
    let sets = [random_set(rng, n, k1), random_set(rng, n, k2)];
    input_of(n, &sets)
}

/// Up to 2 + 2 `size` objects (at most 12), sets of up to 2 steps or full.
fn small_input(rng: &mut Rng, size: usize) -> String {
    let n = rng.below(2..=(2 + 2 * size).min(12));
    let largest_k = if rng.chance(1, 2) { 2 } else { n - 1 };
    random_input(rng, n, largest_k)
}

/// Larger circles with small sets, where the reference must agree with the brute force too.
fn agreement_input(rng: &mut Rng, _size: usize) -> String {
    let n = rng.below(2..=40);
    random_input(rng, n, 6)
}

/// Inputs the binary must refuse, with a part of each message.
const REFUSED: &[(&str, &str)] = &[
    ("1\n1 1\n1 1\n", "expected an integer from 2 to 7000"),
    ("5\n2 3 3\n1 1\n", "3 appears twice in one set"),
    ("5\n1 5\n1 1\n", "expected an integer from 1 to 4"),
    ("5\n0\n1 1\n", "expected an integer from 1 to 4"),
    ("5\n1 1\n1 2 3\n", "expected end of input"),
];

/// Rewrites the generated cases: `cargo test -p berzerk --test judge -- --ignored write-cases`.
fn write_cases(cases: &mut CaseWriter) {
    let mut rng = Rng::new(786);
    for i in 1..=4 {
        let largest_k = if i % 2 == 0 { 3 } else { 20 };
        cases.write(&format!("20-random-{i}"), &random_input(&mut rng, 20 + 5 * i, largest_k));
    }
    cases.generated();
    // Two draws of 3500 steps, unused: the stored input of 30-max-few-steps comes after them.
    let n = 7000;
    for _ in 0..2 {
        random_set(&mut rng, n, 3500);
    }
    // A few large steps leave many positions undecided (Loop) and long chains of play.
    let few = [random_set(&mut rng, n, 3), random_set(&mut rng, n, 2)];
    cases.write("30-max-few-steps", &input_of(n, &few));
}

pub static VERIFICATION: Verification = Verification::new(
    BruteForce { generate: small_input, max_size: 5, solve: brute, vouches: &["00-", "10-", "20-"] },
    write_cases,
)
.with_references(&[Reference::new("plain-bfs", reference, &["30-"], Inputs::new(agreement_input, 1, 500))])
.with_refusals(REFUSED);
