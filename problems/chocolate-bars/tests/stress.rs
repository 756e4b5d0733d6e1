//! The binary against an exhaustive search of the whole game (box and table together) on
//! random small inputs; the stored cases against the same search, and the cases with long
//! bars against an enumeration of all subsets.

use judge_io::random::Rng;
use sg_core::search::Search;
use testkit::stress::numbers;
use testkit::verify::{BruteForce, CaseWriter, Inputs, Reference, Verification, without_each};

/// Bars of length up to this are searched; a bar is identified by its length only.
const MAX_SEARCHED: usize = 15;

/// How many bars of each length are in the box, and on the table.
type State = ([u8; MAX_SEARCHED + 1], [u8; MAX_SEARCHED + 1]);

/// Every move of the real game: take any non-empty set of bars out of the box onto the table,
/// or eat a positive length off one bar on the table (eating it all removes it).
fn moves(&(boxed, table): &State, out: &mut Vec<State>) {
    // Sub-multisets of the box, as an odometer over how many of each length to take.
    let mut take = [0u8; MAX_SEARCHED + 1];
    loop {
        let mut len = 1;
        while len <= MAX_SEARCHED && take[len] == boxed[len] {
            take[len] = 0;
            len += 1;
        }
        if len > MAX_SEARCHED {
            break;
        }
        take[len] += 1;
        let (mut b, mut t) = (boxed, table);
        for l in 1..=MAX_SEARCHED {
            b[l] -= take[l];
            t[l] += take[l];
        }
        out.push((b, t));
    }
    for len in 1..=MAX_SEARCHED {
        if table[len] == 0 {
            continue;
        }
        for rest in 0..len {
            let mut t = table;
            t[len] -= 1;
            if rest > 0 {
                t[rest] += 1;
            }
            out.push((boxed, t));
        }
    }
}

/// Splits an input into its tests: N, then N lengths, until the end.
fn tests(input: &str) -> Vec<Vec<i64>> {
    let v = numbers(input);
    let mut at = 0;
    let mut all = Vec::new();
    while at < v.len() {
        let n = v[at] as usize;
        all.push(v[at + 1..at + 1 + n].to_vec());
        at += 1 + n;
    }
    all
}

fn verdict(first_wins: bool) -> &'static str {
    if first_wins { "NO\n" } else { "YES\n" }
}

/// The judge answer by playing the whole game from all bars in the box.
fn brute(input: &str) -> String {
    let mut search = Search::new(moves);
    let mut out = String::new();
    for lengths in tests(input) {
        let mut boxed = [0u8; MAX_SEARCHED + 1];
        for &l in &lengths {
            assert!((1..=MAX_SEARCHED as i64).contains(&l), "bar {l} is too long to search");
            boxed[l as usize] += 1;
        }
        out.push_str(verdict(search.is_win(&(boxed, [0; MAX_SEARCHED + 1])).unwrap_or_else(|cycle| panic!("{cycle}"))));
    }
    out
}

/// For long bars: the first player wins iff some non-empty subset has XOR 0 (the search above
/// checks that claim), found here by trying every subset.
fn reference(input: &str) -> String {
    let mut out = String::new();
    for lengths in tests(input) {
        let n = lengths.len();
        let zero =
            (1..1u32 << n).any(|mask| (0..n).filter(|&i| mask >> i & 1 == 1).fold(0, |x, i| x ^ lengths[i]) == 0);
        out.push_str(verdict(zero));
    }
    out
}

/// `tests` tests of up to `max_n` bars of length up to `max_len`.
fn random_input(rng: &mut Rng, tests: usize, max_n: usize, max_len: u64) -> String {
    let mut input = String::new();
    for _ in 0..tests {
        let n = rng.below(1..=max_n);
        let top = if max_len <= MAX_SEARCHED as u64 { *rng.pick(&[3, 7, max_len]) } else { max_len };
        let lengths: Vec<String> = (0..n).map(|_| rng.range(1..=top).to_string()).collect();
        input.push_str(&format!("{n}\n{}\n", lengths.join(" ")));
    }
    input
}

/// Ten tests, as every input holds, of up to `size` bars (at most 5) of length up to 15.
fn small_input(rng: &mut Rng, size: usize) -> String {
    random_input(rng, 10, size.min(5), 15)
}

/// Independent lengths: up to 14 of them, each with its own leading bit and random lower bits.
fn independent(rng: &mut Rng, n: usize) -> Vec<u64> {
    let mut bits: Vec<u32> = (0..29).collect();
    rng.shuffle(&mut bits);
    bits[..n].iter().map(|&b| (1u64 << b) | rng.range(0..=(1u64 << b) - 1)).collect()
}

/// Rewrites the generated cases: `cargo test -p chocolate-bars --test judge -- --ignored write-cases`.
fn write_cases(cases: &mut CaseWriter) {
    let mut rng = Rng::new(1299);
    for i in 1..=3 {
        cases.write(&format!("20-random-{i}"), &random_input(&mut rng, 10, 5, 15));
    }
    cases.write("30-max-1", &random_input(&mut rng, 10, 14, 1_000_000_000));
    // Fourteen long bars each: half independent, half with one hidden dependency (a random
    // subset's XOR replacing one bar), so both answers occur.
    let mut input = String::new();
    for test in 0..10 {
        let mut lengths = independent(&mut rng, 14);
        if test % 2 == 1 {
            let mask = rng.range(1..=(1 << 13) - 1);
            lengths[13] = (0..13).filter(|&i| mask >> i & 1 == 1).fold(0, |x, i| x ^ lengths[i]);
            if lengths[13] == 0 {
                lengths[13] = lengths[0];
            }
        }
        rng.shuffle(&mut lengths);
        let shown: Vec<String> = lengths.iter().map(u64::to_string).collect();
        input.push_str(&format!("14\n{}\n", shown.join(" ")));
    }
    cases.write("30-max-2", &input);
}

/// Smaller inputs that keep the ten tests every input holds, for shrinking a failing input:
/// one test made a single bar of length 1, or one bar left out of a test of several.
fn shrink(input: &str) -> Vec<String> {
    let format = |tests: &[Vec<i64>]| -> String {
        let shown = |bars: &[i64]| bars.iter().map(i64::to_string).collect::<Vec<_>>().join(" ");
        tests.iter().map(|bars| format!("{}\n{}\n", bars.len(), shown(bars))).collect()
    };
    let tests = tests(input);
    let mut candidates = Vec::new();
    for (i, bars) in tests.iter().enumerate() {
        if bars[..] != [1] {
            let mut smaller = tests.clone();
            smaller[i] = vec![1];
            candidates.push(format(&smaller));
        }
        let with_rest = |rest: &[i64]| format(&[&tests[..i], &[rest.to_vec()], &tests[i + 1..]].concat());
        candidates.extend(without_each(bars, with_rest));
    }
    candidates
}

pub static VERIFICATION: Verification = Verification::new(
    BruteForce { generate: small_input, max_size: 5, solve: brute, vouches: &["00-", "10-", "20-"] },
    write_cases,
)
.with_references(&[Reference::new("subsets", reference, &["30-"], Inputs::new(small_input, 5, 30))])
.with_shrink(shrink);
