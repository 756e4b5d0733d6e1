//! Take-and-break games against the exhaustive search of whole positions (several heaps, moved
//! by the rules read straight off the digits), and certificates against longer tables.
//!
//! Every octal code with up to three digits after the point (and 0 or 4 before it) is checked,
//! with Grundy's game; longer codes are drawn at random. The seed is fixed;
//! `SG_PROPTEST_SEED=<n>` picks another (decimal or `0x` hex).

mod common;

use judge_io::random::Rng;
use sg_core::period::{Criterion, find_certified, tail_start};
use sg_core::search::Search;
use sg_core::search::multiset_moves;
use sg_core::subtraction::subtraction_grundy;
use sg_core::take_break::TakeBreak;

const DEFAULT_SEED: u64 = 0x0c7a_1000;

fn seed() -> u64 {
    common::seed(DEFAULT_SEED)
}

/// The moves of a whole position (its non-empty heaps, sorted), from the meaning of the digits
/// alone: taking `j` tokens from a heap may leave nothing (bit 1, the heap had `j`), one heap
/// (bit 2) or two non-empty heaps (bit 4, unequal if so required).
fn position_moves(digits: &[u8], unequal: bool, heaps: &[u8], out: &mut Vec<Vec<u8>>) {
    let heap_moves = |&heap: &u8, leave: &mut Vec<Vec<u8>>| {
        for (take, &digit) in digits.iter().enumerate() {
            let Some(rest) = heap.checked_sub(take as u8) else { break };
            if digit & 1 != 0 && rest == 0 {
                leave.push(vec![]);
            }
            if digit & 2 != 0 && rest > 0 {
                leave.push(vec![rest]);
            }
            if digit & 4 != 0 {
                for small in 1..rest {
                    let large = rest - small;
                    if small <= large && !(unequal && small == large) {
                        leave.push(vec![small, large]);
                    }
                }
            }
        }
    };
    multiset_moves(heaps, heap_moves, out);
}

/// Checks one game's tables against the search: every heap up to `single`, and every position
/// of two or three heaps with at most `total` tokens (its outcome against the XOR of the table).
fn check_against_search(rules: &TakeBreak, single: u8, total: u8) {
    let digits = rules.digits().to_vec();
    let unequal = rules.unequal();
    let mut search =
        Search::new(|heaps: &Vec<u8>, out: &mut Vec<Vec<u8>>| position_moves(&digits, unequal, heaps, out));
    let len = usize::from(single.max(total)) + 1;
    let by_definition = rules.grundy_by_definition(len);
    assert_eq!(rules.grundy(len), by_definition, "{rules}: fast table");
    for heap in 0..=single {
        let start = if heap == 0 { vec![] } else { vec![heap] };
        let value = search.grundy(&start).unwrap_or_else(|cycle| panic!("{rules}: {cycle}"));
        assert_eq!(by_definition[usize::from(heap)], value, "{rules}: heap {heap}");
    }
    for a in 1..=total {
        for b in 1..=a.min(total - a) {
            for c in 0..=b.min(total - a - b) {
                let mut start: Vec<u8> = [c, b, a].into_iter().filter(|&h| h > 0).collect();
                start.sort_unstable();
                let xor = by_definition[usize::from(a)] ^ by_definition[usize::from(b)] ^ by_definition[usize::from(c)];
                let wins = search.is_win(&start).unwrap_or_else(|cycle| panic!("{rules}: {cycle}"));
                assert_eq!(wins, xor != 0, "{rules}: heaps {a} {b} {c}");
            }
        }
    }
}

#[test]
fn every_short_code_agrees_with_the_search() {
    check_against_search(&TakeBreak::grundys_game(), 14, 11);
    for first in [0u8, 4] {
        for code in 0..512u32 {
            let digits = [first, (code / 64) as u8, (code / 8 % 8) as u8, (code % 8) as u8];
            let rules = TakeBreak::new(&digits, false).unwrap_or_else(|e| panic!("{digits:?}: {e}"));
            check_against_search(&rules, 9, 8);
        }
    }
}

#[test]
fn options_are_the_moves_of_the_digits() {
    let mut rng = Rng::new(seed());
    let mut games = vec![TakeBreak::grundys_game()];
    for _ in 0..300 {
        let len = rng.below(1..=7);
        let mut digits: Vec<u8> = (0..len).map(|_| rng.below(0..=7) as u8).collect();
        digits[0] &= 4;
        games.push(TakeBreak::new(&digits, false).unwrap_or_else(|e| panic!("{digits:?}: {e}")));
    }
    let mut options = Vec::new();
    let mut moves = Vec::new();
    for rules in &games {
        for heap in 0..20usize {
            options.clear();
            rules.options(heap, &mut options);
            let mut listed: Vec<Vec<u8>> = options
                .iter()
                .map(|pair| {
                    let mut left: Vec<u8> = pair.iter().filter(|&&h| h > 0).map(|&h| h as u8).collect();
                    left.sort_unstable();
                    left
                })
                .collect();
            listed.sort();
            moves.clear();
            let start = if heap == 0 { vec![] } else { vec![heap as u8] };
            position_moves(rules.digits(), rules.unequal(), &start, &mut moves);
            moves.sort();
            assert_eq!(listed, moves, "{rules}: heap {heap}");
        }
    }
}

#[test]
fn random_longer_codes_agree_with_the_search_and_the_definition() {
    let mut rng = Rng::new(seed() ^ 1);
    for _ in 0..120 {
        let len = rng.below(4..=9);
        let mut digits: Vec<u8> = (0..len).map(|_| rng.below(0..=7) as u8).collect();
        digits[0] &= 4;
        let rules = TakeBreak::new(&digits, false).unwrap_or_else(|e| panic!("{digits:?}: {e}"));
        check_against_search(&rules, 10, 7);
        assert_eq!(rules.grundy(1500), rules.grundy_by_definition(1500), "{rules}");
    }
    let grundy = TakeBreak::grundys_game();
    assert_eq!(grundy.grundy(6000), grundy.grundy_by_definition(6000));
}

/// Every certificate a prefix of a true table yields must be the one the long table yields,
/// and its period must hold over the whole long table: a check that stops short of the
/// criterion's index would certify a period that fails later.
fn prefixes_never_overclaim(values: &[u32], criterion: Criterion, name: &str) -> bool {
    let full = find_certified(values, criterion);
    if let Some(cert) = &full {
        let (p, q) = (cert.preperiod(), cert.period());
        assert!((p..values.len() - q).all(|n| values[n] == values[n + q]), "{name}: ({p}, {q}) fails");
        assert_eq!(tail_start(values, q), p, "{name}: pre-period not the least");
        // A smaller period fails once in every q heaps past p, so within the last q compared.
        assert!(
            (1..q).all(|smaller| tail_start(values, smaller) + smaller + q > values.len()),
            "{name}: a smaller period holds"
        );
    }
    for len in 1..values.len().min(600) {
        if let Some(cert) = find_certified(&values[..len], criterion) {
            assert_eq!(
                Some(&cert).map(|c| (c.preperiod(), c.period())),
                full.as_ref().map(|c| (c.preperiod(), c.period())),
                "{name}: prefix of {len}"
            );
        }
    }
    full.is_some()
}

#[test]
fn certificates_of_octal_games_hold_on_longer_tables() {
    let mut rng = Rng::new(seed() ^ 2);
    let mut certified = 0;
    let mut codes: Vec<Vec<u8>> = vec![vec![0, 7, 7], vec![0, 0, 7], vec![0, 1, 3, 7], vec![4, 0, 7], vec![0, 4, 5]];
    for _ in 0..150 {
        let len = rng.below(2..=4);
        let mut digits: Vec<u8> = (0..len).map(|_| rng.below(0..=7) as u8).collect();
        digits[0] &= 4;
        codes.push(digits);
    }
    for digits in &codes {
        let rules = TakeBreak::new(digits, false).unwrap_or_else(|e| panic!("{digits:?}: {e}"));
        let Some(criterion) = rules.criterion() else { continue };
        if prefixes_never_overclaim(&rules.grundy(3000), criterion, &rules.to_string()) {
            certified += 1;
        }
    }
    assert!(certified > 100, "only {certified} games certified: the test would prove little");
}

#[test]
fn certificates_of_subtraction_games_hold_on_longer_tables() {
    let mut rng = Rng::new(seed() ^ 3);
    let mut certified = 0;
    for _ in 0..300 {
        let k = rng.below(1..=4);
        let moves: Vec<usize> = (0..k).map(|_| rng.below(1..=12)).collect();
        let max_move = moves.iter().copied().max().unwrap_or(1);
        let values = subtraction_grundy(&moves, 3000);
        if prefixes_never_overclaim(&values, Criterion::Window { max_move }, &format!("{moves:?}")) {
            certified += 1;
        }
    }
    assert!(certified > 250, "only {certified} games certified");
}
