//! What vouches for subtraction-any-move: random small inputs answered by an exhaustive search
//! of the whole game (every pile at once), maximal inputs answered by per-pile Grundy values
//! from the definitional recurrence, and checks that the checker accepts every winning move
//! and rejects each kind of wrong output.
//!
//! Any winning move is a right answer; the oracles write the first one (lowest pile, then
//! smallest amount). The output is judged by the problem's checker, which takes only
//! `lose`-or-not from the jury answer.

use judge_io::random::Rng;
use sg_core::search::{Search, sum_moves};
use std::path::Path;
use std::process::Command;
use testkit::stress::numbers;
use testkit::verify::{BruteForce, CaseWriter, Check, Inputs, Reference, Verification};

/// One test: the amounts (sorted) and the piles.
type Test = (Vec<usize>, Vec<usize>);

fn parse(input: &str) -> Vec<Test> {
    let v: Vec<usize> = numbers(input).into_iter().map(|x| x as usize).collect();
    let mut at = 1;
    let mut tests = Vec::new();
    for _ in 0..v[0] {
        let k = v[at];
        let mut amounts = v[at + 1..=at + k].to_vec();
        amounts.sort_unstable();
        at += k + 1;
        let n = v[at];
        tests.push((amounts, v[at + 1..=at + n].to_vec()));
        at += n + 1;
    }
    tests
}

fn format_input(tests: &[(Vec<usize>, Vec<usize>)]) -> String {
    let list = |xs: &[usize]| xs.iter().map(usize::to_string).collect::<Vec<_>>().join(" ");
    let mut text = format!("{}\n", tests.len());
    for (amounts, piles) in tests {
        text.push_str(&format!("{} {}\n{} {}\n", amounts.len(), list(amounts), piles.len(), list(piles)));
    }
    text
}

fn answer_line(first: Option<(usize, usize)>) -> String {
    first.map_or_else(|| "lose\n".to_owned(), |(i, s)| format!("{} {s}\n", i + 1))
}

/// The first legal move `(pile, amount)` in the oracles' order (pile, then amount) for which
/// `wins` holds.
fn first_move(
    piles: &[usize],
    amounts: &[usize],
    mut wins: impl FnMut(usize, usize) -> bool,
) -> Option<(usize, usize)> {
    (0..piles.len())
        .flat_map(|i| amounts.iter().filter(move |&&s| s <= piles[i]).map(move |&s| (i, s)))
        .find(|&(i, s)| wins(i, s))
}

/// The most piles the brute force handles (states are fixed-size arrays padded with empty
/// piles, which have no moves).
const BRUTE_PILES: usize = 3;

/// Plays the whole game: a state is the tuple of every pile. The answer is the first move
/// (pile, then amount) after which the opponent, to move, loses.
fn brute(input: &str) -> String {
    let mut out = String::new();
    for (amounts, piles) in parse(input) {
        assert!(piles.len() <= BRUTE_PILES, "too many piles for the brute force");
        let pile = |&x: &usize, next: &mut Vec<usize>| next.extend(amounts.iter().filter(|&&s| s <= x).map(|&s| x - s));
        let mut search = Search::new(|state: &[usize; BRUTE_PILES], next: &mut Vec<[usize; BRUTE_PILES]>| {
            sum_moves(state, pile, next)
        });
        let mut start = [0; BRUTE_PILES];
        start[..piles.len()].copy_from_slice(&piles);
        let first = first_move(&piles, &amounts, |i, s| {
            let mut after = start;
            after[i] -= s;
            !search.is_win(&after).unwrap_or_else(|cycle| panic!("{cycle}"))
        });
        out.push_str(&answer_line(first));
    }
    out
}

/// For the maximal cases: each pile size's Grundy value from the definition, the smallest
/// value no option has, computed for every size in turn with a fresh list of option values
/// (no mex buffer, no table from sg-core); a move wins when it cancels the XOR of all piles.
fn reference(input: &str) -> String {
    let mut out = String::new();
    for (amounts, piles) in parse(input) {
        let g = definition(&amounts, piles.iter().copied().max().unwrap_or(0));
        let total = piles.iter().fold(0, |acc, &h| acc ^ g[h]);
        let first = first_move(&piles, &amounts, |i, s| total ^ g[piles[i]] ^ g[piles[i] - s] == 0);
        out.push_str(&answer_line(first));
    }
    out
}

/// The Grundy values of pile sizes 0 to `largest`, by definition.
fn definition(amounts: &[usize], largest: usize) -> Vec<usize> {
    let mut g: Vec<usize> = Vec::with_capacity(largest + 1);
    for x in 0..=largest {
        let options: Vec<usize> = amounts.iter().filter(|&&s| s <= x).map(|&s| g[x - s]).collect();
        g.push((0..).find(|v| !options.contains(v)).unwrap_or_default());
    }
    g
}

/// `k` distinct amounts from 1 to `max` (fewer when `max` is smaller), in random order.
fn distinct_amounts(rng: &mut Rng, k: usize, max: usize) -> Vec<usize> {
    rng.distinct(k.min(max), 1..=max as u64).into_iter().map(|s| s as usize).collect()
}

/// Up to `size` tests (at most 3), each with up to `size` amounts (at most 3) from 1 to
/// `size + 2`, and up to 3 piles of 0 to 2 `size` stones.
fn small_input(rng: &mut Rng, size: usize) -> String {
    let tests: Vec<Test> = (0..rng.below(1..=size.min(3)))
        .map(|_| {
            let k = rng.below(1..=size.min(3));
            let amounts = distinct_amounts(rng, k, size + 2);
            let piles = (0..rng.below(1..=BRUTE_PILES)).map(|_| rng.below(0..=2 * size)).collect();
            (amounts, piles)
        })
        .collect();
    format_input(&tests)
}

/// Inputs too large for the brute force: up to 5 tests of up to 30 piles of up to 300 stones.
fn medium_input(rng: &mut Rng, size: usize) -> String {
    let tests: Vec<Test> = (0..rng.below(1..=5))
        .map(|_| {
            let k = rng.below(1..=size.min(20));
            let amounts = distinct_amounts(rng, k, 60);
            let piles = (0..rng.below(1..=30)).map(|_| rng.below(0..=300)).collect();
            (amounts, piles)
        })
        .collect();
    format_input(&tests)
}

/// Rewrites the generated cases: `cargo test -p subtraction-any-move --test judge -- --ignored write-cases`.
fn write_cases(cases: &mut CaseWriter) {
    let mut rng = Rng::new(71);
    for i in 1..=4 {
        cases.write(&format!("20-random-{i}"), &small_input(&mut rng, 4));
    }
    cases.generated();
}

static CHECKS: &[Check] = &[
    Check::new("checker-accepts-another-winning-move", |_| expect(RAISE, b"2 3\n", RAISE_ANSWER, 0, "ok 1 test")),
    Check::new("checker-accepts-the-jury-move", |_| expect(SAMPLE, SAMPLE_ANSWER.as_bytes(), SAMPLE_ANSWER, 0, "ok")),
    Check::new("checker-rejects-a-losing-move", |_| {
        expect(RAISE, b"2 1\n", RAISE_ANSWER, 1, "test 1: taking 1 from pile 2 leaves the opponent a winning position")
    }),
    Check::new("checker-rejects-lose-on-a-won-position", |_| {
        expect(SAMPLE, b"1 1\nlose\n", SAMPLE_ANSWER, 1, "test 2: answered lose, but the position is won")
    }),
    Check::new("checker-rejects-a-move-on-a-lost-position", |_| {
        expect(MANY, b"1 4\n1 4\n1 3\n", MANY_ANSWER, 1, "test 2: the position is lost")
    }),
    Check::new("checker-rejects-a-pile-out-of-range", |_| {
        expect(SAMPLE, b"3 1\n1 2\n", SAMPLE_ANSWER, 1, "test 1: there is no pile 3")?;
        expect(SAMPLE, b"1 1\n0 2\n", SAMPLE_ANSWER, 1, "test 2: there is no pile 0")
    }),
    Check::new("checker-rejects-an-amount-not-allowed", |_| {
        expect(SAMPLE, b"1 2\n1 2\n", SAMPLE_ANSWER, 1, "test 1: cannot take 2: it is not an allowed amount")
    }),
    Check::new("checker-rejects-an-amount-above-the-pile", |_| {
        expect(TOO_BIG, b"1 1000\n", TOO_BIG_ANSWER, 1, "test 1: pile 1 has 999 stones, cannot take 1000")
    }),
    Check::new("checker-rejects-truncated-output", |_| {
        expect(SAMPLE, b"1 1\n", SAMPLE_ANSWER, 1, "test 2: expected `lose` or a move, found end of output")?;
        expect(SAMPLE, b"1 1\n1\n", SAMPLE_ANSWER, 1, "test 2: line 2, token 2: expected an integer")?;
        expect(SAMPLE, b"", SAMPLE_ANSWER, 1, "test 1:")
    }),
    Check::new("checker-rejects-garbage", |_| {
        expect(SAMPLE, b"\xff\x00 yes\n", SAMPLE_ANSWER, 1, "test 1: line 1, token 1: expected `lose` or a move")?;
        expect(SAMPLE, b"1 one\n1 2\n", SAMPLE_ANSWER, 1, "test 1: line 1, token 2: expected an integer")?;
        expect(SAMPLE, b"-1 1\n1 2\n", SAMPLE_ANSWER, 1, "test 1:")
    }),
    Check::new("checker-rejects-extra-tokens", |_| {
        expect(SAMPLE, b"1 1 3\n1 2\n", SAMPLE_ANSWER, 1, "test 1: line 1, token 3: expected end of line")?;
        expect(SAMPLE, b"1 1\n1 2\n1 2\n", SAMPLE_ANSWER, 1, "extra output after test 2")?;
        expect(SAMPLE, b"lose x\n", SAMPLE_ANSWER, 1, "test 1: line 1, token 2: expected end of line")
    }),
    Check::new("checker-fails-on-a-wrong-jury-answer", |_| {
        expect(SAMPLE, b"1 1\n1 2\n", "1 1\nlose\n", 3, "answer test 2: the jury disagrees")?;
        expect(SAMPLE, b"1 1\n1 2\n", "1 1\n", 3, "answer test 2: missing line")
    }),
];

const SAMPLE: &str = include_str!("../cases/00-sample-1.in");
const SAMPLE_ANSWER: &str = include_str!("../cases/00-sample-1.out");
const RAISE: &str = include_str!("../cases/10-edge-raise-value.in");
const RAISE_ANSWER: &str = include_str!("../cases/10-edge-raise-value.out");
const MANY: &str = include_str!("../cases/10-edge-many-amounts.in");
const MANY_ANSWER: &str = include_str!("../cases/10-edge-many-amounts.out");
const TOO_BIG: &str = include_str!("../cases/10-edge-amount-too-big.in");
const TOO_BIG_ANSWER: &str = include_str!("../cases/10-edge-amount-too-big.out");

/// Runs the checker on the three texts and expects its exit code and one line on stderr that
/// contains `message`.
fn expect(input: &str, output: &[u8], answer: &str, code: i32, message: &str) -> Result<(), String> {
    static RUN: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let run = RUN.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let dir = std::env::temp_dir().join(format!("subtraction-any-move-check-{}-{run}", std::process::id()));
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let files = [("input", input.as_bytes()), ("output", output), ("answer", answer.as_bytes())];
    for (name, text) in files {
        std::fs::write(dir.join(name), text).map_err(|e| e.to_string())?;
    }
    let checker = Path::new(env!("CARGO_BIN_EXE_subtraction-any-move-checker"));
    let result = Command::new(checker).args(files.map(|(name, _)| dir.join(name))).output();
    let _ = std::fs::remove_dir_all(&dir);
    let result = result.map_err(|e| format!("cannot run {}: {e}", checker.display()))?;
    let stderr = String::from_utf8_lossy(&result.stderr);
    let shown =
        || format!("output {:?}: exit {:?}, stderr {stderr:?}", String::from_utf8_lossy(output), result.status.code());
    if result.status.code() != Some(code) || !stderr.contains(message) || stderr.lines().count() != 1 {
        return Err(format!("expected exit {code} and one line with {message:?}; {}", shown()));
    }
    if !result.stdout.is_empty() {
        return Err(format!("the checker wrote to stdout; {}", shown()));
    }
    Ok(())
}

pub static VERIFICATION: Verification = Verification::new(
    BruteForce {
        generate: small_input,
        max_size: 4,
        solve: brute,
        vouches: &["00-", "10-edge-amount-too-big", "10-edge-empty-piles", "10-edge-raise-value", "20-"],
    },
    write_cases,
)
.with_references(&[Reference::new(
    "definition",
    reference,
    &["10-edge-many-amounts", "30-"],
    Inputs::new(small_input, 4, 300),
)
.with_stress(Inputs::new(medium_input, 20, 100))])
.with_checks(CHECKS);
