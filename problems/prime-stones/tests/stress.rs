//! The binary against the game played by definition: minimax over the real game tree, with
//! the winner taking the fastest win and the loser the longest loss, memoised, primes found by
//! trial division. It is fast enough for every stored case, the maximal ones included.

use harness::stress::{Rng, numbers, stress, verify_cases, write_case};

/// The value of a position: who wins, and in how many moves of both players.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Outcome {
    /// The player to move wins in this many moves at most, against the longest resistance.
    Win(u32),
    /// The player to move loses, and can make the game last this many moves.
    Lose(u32),
}

fn is_prime(p: usize) -> bool {
    p >= 2 && (2..).take_while(|d| d * d <= p).all(|d| p % d != 0)
}

/// The game tree from `stones`, searched depth first with an explicit stack; `memo[x]` holds
/// the outcome of x stones once known.
fn outcome(stones: usize, primes: &[usize], memo: &mut Vec<Option<Outcome>>) -> Outcome {
    if memo.len() <= stones {
        memo.resize(stones + 1, None);
    }
    let mut stack = vec![stones];
    while let Some(&x) = stack.last() {
        if memo[x].is_some() {
            stack.pop();
            continue;
        }
        let children: Vec<usize> = primes.iter().take_while(|&&p| p <= x).map(|&p| x - p).collect();
        let unknown: Vec<usize> = children.iter().copied().filter(|&y| memo[y].is_none()).collect();
        if !unknown.is_empty() {
            stack.extend(unknown);
            continue;
        }
        let known: Vec<Outcome> = children.iter().map(|&y| memo[y].expect("resolved above")).collect();
        // Win: some move leaves the opponent lost; take the quickest such loss.
        let quickest = known.iter().filter_map(|o| if let Outcome::Lose(n) = o { Some(*n) } else { None }).min();
        memo[x] = Some(match quickest {
            Some(n) => Outcome::Win(n + 1),
            None => {
                // Every move (if any) leaves the opponent winning; stall as long as possible.
                let longest = known.iter().map(|o| if let Outcome::Win(n) = o { *n } else { unreachable!() }).max();
                Outcome::Lose(longest.map_or(0, |n| n + 1))
            }
        });
        stack.pop();
    }
    memo[stones].expect("computed above")
}

fn brute(input: &str) -> String {
    let numbers = numbers(input);
    let piles: Vec<usize> = numbers[1..].iter().map(|&m| m as usize).collect();
    let largest = piles.iter().copied().max().unwrap_or(0);
    let primes: Vec<usize> = (2..=largest).filter(|&p| is_prime(p)).collect();
    let mut memo = Vec::new();
    piles
        .iter()
        .map(|&m| match outcome(m, &primes, &mut memo) {
            Outcome::Win(n) => format!("{n}\n"),
            Outcome::Lose(_) => "-1\n".to_string(),
        })
        .collect()
}

fn random_input(rng: &mut Rng, max: u64) -> String {
    let tests = rng.below(1..=10);
    let mut input = format!("{tests}\n");
    for _ in 0..tests {
        input.push_str(&format!("{}\n", rng.range(0..=max)));
    }
    input
}

#[test]
fn binary_matches_brute_force() {
    stress(
        &harness::this_binary!(),
        |rng| {
            let max = *rng.pick(&[12, 60, 400, 2000]);
            random_input(rng, max)
        },
        brute,
    );
}

#[test]
fn stored_cases_match_brute_force() {
    verify_cases(env!("CARGO_MANIFEST_DIR"), &["00-", "10-", "20-", "30-"], brute);
}

/// Rewrites the generated cases: `cargo test -p prime-stones --test stress -- --ignored`.
#[test]
#[ignore = "writes cases/; run by hand when changing the generated cases"]
fn write_generated_cases() {
    let dir = env!("CARGO_MANIFEST_DIR");
    let mut rng = Rng::new(1857);
    for i in 1..=3 {
        write_case(dir, &format!("20-random-{i}"), &random_input(&mut rng, 500), brute);
    }
    let top: String = (19_991..=20_000).map(|m| format!("{m}\n")).collect();
    write_case(dir, "30-max-1", &format!("10\n{top}"), brute);
    let spread: String = (0..10).map(|_| format!("{}\n", rng.range(10_000..=20_000))).collect();
    write_case(dir, "30-max-2", &format!("10\n{spread}"), brute);
}
