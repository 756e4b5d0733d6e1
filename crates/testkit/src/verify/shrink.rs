//! Shrinking a failing input: smaller sizes with many seeds, then the description's candidates.

use crate::meta::CompareMode;
use judge_io::random::Rng;
use std::time::{Duration, Instant};

use super::description::Verification;
use super::judged::{Behaviour, Counterexample, judge_one};

/// Inputs tried at each smaller size while shrinking.
pub(super) const SHRINK_SEEDS: usize = 100;

/// Shrinks `found`, an input of `size` on which `run` fails, for at most `time`: smaller sizes
/// with many seeds drawn from `rng`, then the description's candidates, keeping a candidate
/// when the brute force answers it and `run` still fails (its output compared by `mode`).
pub(super) fn shrink(
    v: &Verification,
    run: &(dyn Fn(&str, &str) -> Behaviour + Sync),
    found: Counterexample,
    size: usize,
    rng: &mut Rng,
    mode: CompareMode,
    time: Duration,
) -> Counterexample {
    let deadline = Instant::now() + time;
    let fails = |input: &str| judge_one(v.budget, ("brute force", v.brute), input, run, mode).ok().flatten();
    let mut best = found;
    // The smallest size that fails, then more inputs of that size for the fewest tokens.
    let mut failing_size = None;
    let mut tried = 0;
    let mut smaller = 1;
    // Equivalent mutants, as far as the shrinker promises (the fewest tokens it found), though
    // not byte for byte: `||` for `&&` here goes on to larger sizes while time is left, and
    // `<=` for `<` in `worth_trying` tries inputs as long as the best; either can only put
    // another input with no more tokens in the best's place. `<=` for `<` against the
    // deadline, here and below, and `>=` or `==` for its `>`, compare the same instant.
    while smaller <= size && Instant::now() < deadline {
        let input = (v.generate)(rng, smaller);
        tried += 1;
        let worth_trying = failing_size.is_none() || input.split_ascii_whitespace().count() < best.tokens();
        if let Some(c) = worth_trying.then(|| fails(&input)).flatten() {
            failing_size = Some(smaller);
            if c.tokens() <= best.tokens() {
                best = c;
            }
        }
        let budget = if failing_size.is_some() { SHRINK_SEEDS * 5 } else { SHRINK_SEEDS };
        if tried >= budget {
            if failing_size.is_some() {
                break;
            }
            smaller += 1;
            tried = 0;
        }
    }
    let Some(candidates) = v.shrink else { return best };
    let weight = |input: &str| {
        let tokens: Vec<&str> = input.split_ascii_whitespace().collect();
        (tokens.len(), tokens.iter().map(|t| t.len()).sum::<usize>(), input.to_owned())
    };
    'passes: while Instant::now() < deadline {
        let current = weight(&best.input);
        for candidate in candidates(&best.input) {
            if Instant::now() > deadline {
                break 'passes;
            }
            if weight(&candidate) >= current {
                continue;
            }
            if let Some(c) = fails(&candidate) {
                best = c;
                continue 'passes;
            }
        }
        break;
    }
    best
}

/// Lists at least this long are first cut in halves when shrunk.
const HALVED_FROM: usize = 8;
/// Lists longer than this are only cut in halves: a candidate per item would cost as much
/// memory as the list squared (a maximal case of 10^5 tests).
const ONE_BY_ONE_UP_TO: usize = 64;

/// Shrink candidates for an input that is a count `n` followed by `n` integers, each at least
/// `least`: the first or the second half of a long list, one integer left out (if others
/// remain), or one integer halved or lowered by one (if it stays at least `least`); a list of
/// more than 64 integers is only halved, so that a maximal input shrinks in a few steps. For
/// [`Verification::with_shrink`].
///
/// # Examples
///
/// ```
/// use testkit::verify::shrink_counted_list;
/// assert_eq!(shrink_counted_list("2\n5 1\n", 1), ["1\n1\n", "2\n2 1\n", "2\n4 1\n", "1\n5\n"]);
/// let long: String = format!("100\n{}\n", vec!["7"; 100].join(" "));
/// assert_eq!(shrink_counted_list(&long, 0).len(), 2, "the two halves");
/// ```
pub fn shrink_counted_list(input: &str, least: i64) -> Vec<String> {
    let numbers: Vec<i64> = input.split_ascii_whitespace().filter_map(|t| t.parse().ok()).collect();
    let Some(items) = numbers.get(1..) else { return Vec::new() };
    let shown = |items: &[i64]| {
        let items: Vec<String> = items.iter().map(i64::to_string).collect();
        format!("{}\n{}\n", items.len(), items.join(" "))
    };
    let mut candidates = halves(items).into_iter().map(shown).collect::<Vec<_>>();
    if items.len() > ONE_BY_ONE_UP_TO {
        return candidates;
    }
    for i in 0..items.len() {
        if items.len() > 1 {
            let mut fewer = items.to_vec();
            fewer.remove(i);
            candidates.push(shown(&fewer));
        }
        for lower in [items[i] / 2, items[i] - 1] {
            if lower >= least && lower < items[i] {
                let mut lowered = items.to_vec();
                lowered[i] = lower;
                candidates.push(shown(&lowered));
            }
        }
    }
    candidates.dedup();
    candidates
}

/// Shrink candidates for an input made of independent tests: the input written back by
/// `format` with the first or the second half of its tests (for 8 tests or more), or with each
/// test left out in turn (up to 64 tests), as long as one test remains. For
/// [`Verification::with_shrink`], with the parser and the formatter a generator already has.
///
/// # Examples
///
/// ```
/// use testkit::verify::without_each;
/// let format = |tests: &[u32]| tests.iter().map(|t| format!("{t}\n")).collect::<String>();
/// assert_eq!(without_each(&[4, 5, 6], format), ["5\n6\n", "4\n6\n", "4\n5\n"]);
/// ```
pub fn without_each<T: Clone>(tests: &[T], format: impl Fn(&[T]) -> String) -> Vec<String> {
    if tests.len() < 2 {
        return Vec::new();
    }
    let mut candidates: Vec<String> = halves(tests).into_iter().map(&format).collect();
    if tests.len() <= ONE_BY_ONE_UP_TO {
        candidates.extend((0..tests.len()).map(|i| {
            let mut fewer = tests.to_vec();
            fewer.remove(i);
            format(&fewer)
        }));
    }
    candidates
}

/// The two halves of a list of at least [`HALVED_FROM`] items; none for a shorter one.
fn halves<T>(items: &[T]) -> Vec<&[T]> {
    if items.len() < HALVED_FROM {
        return Vec::new();
    }
    let (first, second) = items.split_at(items.len() / 2);
    vec![first, second]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shrink_candidates_leave_out_or_lower_one_item() {
        assert_eq!(shrink_counted_list("2\n5 1\n", 1), ["1\n1\n", "2\n2 1\n", "2\n4 1\n", "1\n5\n"]);
        // Never below the least value, and the last item is never left out.
        assert_eq!(shrink_counted_list("1\n3\n", 2), ["1\n2\n"]);
        assert_eq!(shrink_counted_list("1\n2\n", 2), Vec::<String>::new());
        // Halving 1 gives 0, lowering gives 0: one candidate.
        assert_eq!(shrink_counted_list("1\n1\n", 0), ["1\n0\n"]);
        // 0 halved is 0 again: not a candidate, as it is no lower.
        assert_eq!(shrink_counted_list("1\n0\n", 0), Vec::<String>::new());
        assert_eq!(shrink_counted_list("", 0), Vec::<String>::new());
        let format = |tests: &[u32]| tests.iter().map(|t| format!("{t}\n")).collect::<String>();
        assert_eq!(without_each(&[4, 5, 6], format), ["5\n6\n", "4\n6\n", "4\n5\n"]);
        assert_eq!(without_each(&[4, 5], format), ["5\n", "4\n"]);
        assert_eq!(without_each(&[4], format), Vec::<String>::new(), "one test remains");
        // Long lists are halved first, and very long ones only halved.
        let eight: Vec<u32> = (1..=8).collect();
        assert_eq!(without_each(&eight, format)[..2], ["1\n2\n3\n4\n".to_owned(), "5\n6\n7\n8\n".to_owned()]);
        assert_eq!(without_each(&eight, format).len(), 2 + 8);
        let long: Vec<u32> = (1..=65).collect();
        assert_eq!(without_each(&long, format).len(), 2);
        let counted = format!("9\n{}\n", ["3"; 9].join(" "));
        assert_eq!(shrink_counted_list(&counted, 1)[..2], ["4\n3 3 3 3\n".to_owned(), "5\n3 3 3 3 3\n".to_owned()]);
    }
}
