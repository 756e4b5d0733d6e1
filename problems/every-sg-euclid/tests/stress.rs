//! What vouches for every-sg-euclid: the binary against an exhaustive search of the real
//! compound (all the games of a test together, every game that is not over moved on each turn)
//! on random small inputs; the stored cases against that search, and the large ones against a
//! plain memoised recursion of each game's step from its definition.
//!
//! `cargo test -p every-sg-euclid --test judge` runs it all; `-- vouch/` only the stored cases;
//! `-- --ignored write-cases` rewrites the generated cases.

use every_sg_euclid::{Game, MAX_PILE, MAX_TESTS, format, game};
use judge_io::random::Rng;
use sg_core::search::Search;
use std::sync::{Mutex, PoisonError};
use testkit::stress::numbers;
use testkit::verify::{BruteForce, CaseWriter, Inputs, Reference, Verification, without_each};

/// The tests of an input, each the list of its games.
fn tests(input: &str) -> Vec<Vec<Game>> {
    let numbers = numbers(input);
    let mut tests = Vec::new();
    let mut at = 0;
    while at < numbers.len() {
        let n = numbers[at] as usize;
        let piles = &numbers[at + 1..at + 1 + 2 * n];
        tests.push(piles.chunks(2).map(|g| (g[0] as u32, g[1] as u32)).collect());
        at += 1 + 2 * n;
    }
    tests
}

fn answers(input: &str, mut first_wins: impl FnMut(&[Game]) -> bool) -> String {
    tests(input).iter().map(|games| if first_wins(games) { "MM\n" } else { "GG\n" }).collect()
}

/// The moves of one game, by the rules: take a positive multiple of one pile from the other
/// (which must hold that many). A game with an empty pile has none: it is over.
fn game_moves(&(p, q): &Game, out: &mut Vec<Game>) {
    if p == 0 || q == 0 {
        return;
    }
    out.extend((1..=q / p).map(|k| (p, q - k * p)));
    out.extend((1..=p / q).map(|k| (p - k * q, q)));
}

/// The brute force plays at most this many games at once (the others are padded as over).
const BRUTE_GAMES: usize = 3;

/// The moves of the whole test: one move in every game that is not over, all together, in
/// every combination. With every game over there is none, and the player to move has lost.
fn compound_moves(position: &[Game; BRUTE_GAMES], out: &mut Vec<[Game; BRUTE_GAMES]>) {
    let mut after = vec![*position];
    let mut options = Vec::new();
    for i in 0..BRUTE_GAMES {
        options.clear();
        game_moves(&position[i], &mut options);
        if options.is_empty() {
            continue;
        }
        after = after
            .iter()
            .flat_map(|partial| {
                options.iter().map(move |&option| {
                    let mut next = *partial;
                    next[i] = option;
                    next
                })
            })
            .collect();
    }
    if after[0] != *position {
        out.extend(after);
    }
}

/// Plays the real compound of each test exhaustively: no step, no Every-SG theorem.
fn brute(input: &str) -> String {
    let mut search = Search::new(compound_moves);
    answers(input, |games| {
        assert!(games.len() <= BRUTE_GAMES, "the brute force plays at most {BRUTE_GAMES} games at once");
        let mut position = [(0, 0); BRUTE_GAMES];
        position[..games.len()].copy_from_slice(games);
        search.is_win(&position).unwrap_or_else(|cycle| panic!("{cycle}"))
    })
}

/// The step of the game (p, q) by plain memoised recursion on its definition, over the real
/// moves of both piles (`memo[p][q]`, `None` while unknown): 0 for a game that is over; if
/// some option has an even step (a loss for the player who faces it), 1 + the largest such;
/// else 1 + the smallest step of all options. The recursion is at most p + q deep.
fn step_by_definition(game: Game, memo: &mut [Vec<Option<u32>>]) -> u32 {
    let (p, q) = game;
    if let Some(step) = memo[p as usize][q as usize] {
        return step;
    }
    let mut options = Vec::new();
    game_moves(&game, &mut options);
    let steps: Vec<u32> = options.into_iter().map(|option| step_by_definition(option, memo)).collect();
    let step = match steps.iter().filter(|&&s| s % 2 == 0).max() {
        Some(&slowest_win) => slowest_win + 1,
        None => steps.iter().min().map_or(0, |&fastest_loss| fastest_loss + 1),
    };
    memo[p as usize][q as usize] = Some(step);
    step
}

/// The steps the recursion has found, kept from one input to the next: a step is the
/// definition's, whichever input asked for it (and is written only once it is known).
static STEPS: Mutex<Vec<Vec<Option<u32>>>> = Mutex::new(Vec::new());

/// For tests too large to search: the first player wins exactly when the largest step of the
/// games is odd (the Every-SG theorem, which `brute` checks on small tests), each step by the
/// recursion above, with none of the solution's table.
fn reference(input: &str) -> String {
    let largest = tests(input).iter().flatten().map(|&(p, q)| p.max(q)).max().unwrap_or(0);
    assert!(largest <= MAX_PILE, "the reference knows piles up to {MAX_PILE}, not {largest}");
    let mut memo = STEPS.lock().unwrap_or_else(PoisonError::into_inner);
    if memo.is_empty() {
        *memo = vec![vec![None; MAX_PILE as usize + 1]; MAX_PILE as usize + 1];
    }
    answers(input, |games| {
        let longest = games.iter().map(|&game| step_by_definition(game, &mut memo)).max().unwrap_or(0);
        longest % 2 == 1
    })
}

/// `count` tests of 1 to `games` games each, piles up to `max`.
fn random_tests(rng: &mut Rng, count: usize, games: usize, max: u32) -> Vec<Vec<Game>> {
    (0..count)
        .map(|_| {
            let n = rng.below(1..=games);
            (0..n).map(|_| game(rng, max)).collect()
        })
        .collect()
}

/// Up to `size` tests (at most 4) of 1 to 3 games (one at size 1), piles up to 3 + `size`.
fn small_input(rng: &mut Rng, size: usize) -> String {
    let count = rng.below(1..=size.min(4));
    format(&random_tests(rng, count, size.min(BRUTE_GAMES), 3 + size as u32))
}

/// Up to 5 `size` tests of up to 50 `size` games, piles up to 1000, for the reference.
fn large_input(rng: &mut Rng, size: usize) -> String {
    let count = rng.below(1..=5 * size);
    format(&random_tests(rng, count, 50 * size, MAX_PILE))
}

/// Rewrites the generated cases: `cargo test -p every-sg-euclid --test judge -- --ignored write-cases`.
/// Each output comes from the oracle that vouches for the case's prefix, never from the binary.
fn write_cases(cases: &mut CaseWriter) {
    let mut rng = Rng::new(3595);
    for i in 1..=4 {
        cases.write(&format!("20-random-{i}"), &format(&random_tests(&mut rng, 12, BRUTE_GAMES, 12)));
    }
    // One game alone, with piles up to 60: the brute force still searches it at once.
    cases.write("20-random-one-game", &format(&random_tests(&mut rng, 40, 1, 60)));
    cases.generated();

    // 100 tests of one game: both pairs of step 15, the Fibonacci pair of step 14, the
    // corners of the range, equal piles, then random pairs.
    let mut single: Vec<Game> = vec![
        (408, 985),
        (985, 577),
        (610, 987),
        (987, 610),
        (1000, 1000),
        (1000, 999),
        (999, 1000),
        (1, 1000),
        (1000, 1),
        (0, 1000),
        (1000, 0),
        (0, 0),
    ];
    while single.len() < MAX_TESTS {
        single.push(game(&mut rng, MAX_PILE));
    }
    cases.write("30-max-one-game", &format(&single.into_iter().map(|g| vec![g]).collect::<Vec<_>>()));
}

/// One test fewer, or one game fewer in a test: shrinks a failing input further than smaller
/// sizes do.
fn shrink(input: &str) -> Vec<String> {
    let tests = tests(input);
    let mut smaller = without_each(&tests, format);
    for (i, games) in tests.iter().enumerate() {
        if games.len() > 1 {
            smaller.extend(without_each(games, |fewer| {
                let mut changed = tests.clone();
                changed[i] = fewer.to_vec();
                format(&changed)
            }));
        }
    }
    smaller
}

pub static VERIFICATION: Verification = Verification::new(
    BruteForce { generate: small_input, max_size: 8, solve: brute, vouches: &["00-", "10-", "20-"] },
    write_cases,
)
.with_references(&[Reference::new("definition-recursion", reference, &["30-"], Inputs::new(small_input, 8, 300))
    .with_stress(Inputs::new(large_input, 4, 100))])
.with_shrink(shrink);
