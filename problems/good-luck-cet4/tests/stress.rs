//! The binary against an exhaustive search of the real game on random small inputs; the
//! stored cases against the same search.

use harness::stress::{Rng, numbers, stress, verify_cases, write_case};
use sg_core::search::Search;

/// The judge answer by playing the game itself: every power of two that fits is a move.
fn brute(input: &str) -> String {
    let mut search = Search::new(|&n: &u64, out: &mut Vec<u64>| {
        out.extend((0..).map(|e| 1u64 << e).take_while(|&p| p <= n).map(|p| n - p));
    });
    let mut answer = String::new();
    for n in numbers(input) {
        answer.push_str(if search.is_win(&(n as u64)).unwrap_or_else(|cycle| panic!("{cycle}")) {
            "Kiki\n"
        } else {
            "Cici\n"
        });
    }
    answer
}

fn random_input(rng: &mut Rng, cases: usize, max: u64) -> String {
    (0..cases).map(|_| format!("{}\n", rng.range(1..=max))).collect()
}

#[test]
fn binary_matches_brute_force() {
    stress(
        &harness::this_binary!(),
        |rng| {
            let cases = rng.below(1..=6);
            random_input(rng, cases, *rng.clone().pick(&[20, 1000]))
        },
        brute,
    );
}

#[test]
fn stored_cases_match_brute_force() {
    verify_cases(env!("CARGO_MANIFEST_DIR"), &["00-", "10-", "20-", "30-"], brute);
}

/// Rewrites the generated cases: `cargo test -p good-luck-cet4 --test stress -- --ignored`.
#[test]
#[ignore = "writes cases/; run by hand when changing the generated cases"]
fn write_generated_cases() {
    let dir = env!("CARGO_MANIFEST_DIR");
    let mut rng = Rng::new(1847);
    for i in 1..=3 {
        write_case(dir, &format!("20-random-{i}"), &random_input(&mut rng, 20, 1000), brute);
    }
    let every: String = (1..=1000).map(|n| format!("{n}\n")).collect();
    write_case(dir, "30-max-1", &every, brute);
    write_case(dir, "30-max-2", &random_input(&mut rng, 100_000, 1000), brute);
}
