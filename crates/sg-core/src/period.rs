//! Pre-periods and periods of Grundy tables, with certificates that are checked.
//!
//! A table `G(0..len)` can only show that `G(n + q) = G(n)` held up to `len`. A theorem about
//! the game turns that into "for every `n >= p`": the check must reach an index that depends on
//! the game, its [`Criterion`]. A [`Certificate`] exists only once [`certify`] has compared
//! every pair the criterion asks for, so a table that is the game's own cannot yield a wrong
//! certificate.
//!
//! - Octal games with moves of at most `t` tokens: by the Guy–Smith theorem (R. K. Guy and
//!   C. A. B. Smith, *The G-values of various games*, 1956; Winning Ways, ch. 4), if
//!   `G(n + q) = G(n)` for `p <= n` with `n + q <= 2p + 2q + t`, it holds for every `n >= p`.
//!   (When two heaps `a + b = N − j` are left with `N > 2p + 2q + t`, the larger is at least
//!   `p + q + 1`, so it and its copy `q` lower are both in the periodic part.)
//! - Subtraction games whose largest move is `s`: from `n >= s` every move is available, so
//!   `G(n)` is a fixed function of the `s` values before it; once a window of `s` values
//!   repeats after `q` (from `p`), all later values do, and the check reaches `p + q + s − 1`.

use std::fmt;

/// The theorem that turns a checked stretch of a table into periodicity for ever.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Criterion {
    /// The Guy–Smith theorem for take-and-break games whose two heaps may be equal (octal
    /// games), whose moves take at most `max_take` tokens: the check reaches `2p + 2q + t`.
    GuySmith {
        /// `t`, the most tokens a move takes.
        max_take: usize,
    },
    /// Games where from `n >= s` the value is the same function of the `s` values before it
    /// (subtraction games with largest move `s`): the check reaches `p + q + s − 1`.
    Window {
        /// `s`, the largest move.
        max_move: usize,
    },
}

impl Criterion {
    /// The last index `G(n)` that a check of pre-period `preperiod` and period `period` must
    /// compare with `G(n − period)`; `None` on overflow.
    ///
    /// # Example
    ///
    /// ```
    /// use sg_core::period::Criterion;
    ///
    /// // Kayles: pre-period 71, period 12, moves of at most 2 tokens.
    /// assert_eq!(Criterion::GuySmith { max_take: 2 }.reach(71, 12), Some(168));
    /// // Take 1, 3 or 4: period 7 from 0, checked up to 0 + 7 + 4 - 1.
    /// assert_eq!(Criterion::Window { max_move: 4 }.reach(0, 7), Some(10));
    /// ```
    pub fn reach(&self, preperiod: usize, period: usize) -> Option<usize> {
        match *self {
            Criterion::GuySmith { max_take } => preperiod.checked_add(period)?.checked_mul(2)?.checked_add(max_take),
            Criterion::Window { max_move } => {
                preperiod.checked_add(period)?.checked_add(max_move).map(|r| r.saturating_sub(1))
            }
        }
    }
}

impl fmt::Display for Criterion {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Criterion::GuySmith { max_take } => write!(f, "Guy–Smith theorem (moves take at most {max_take} tokens)"),
            Criterion::Window { max_move } => write!(f, "repeated window of the largest move ({max_move})"),
        }
    }
}

/// A proof that `G(n + period) = G(n)` for every `n >= preperiod`: every comparison that the
/// criterion requires was made on the table. Only [`certify`] makes one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Certificate {
    preperiod: usize,
    period: usize,
    reach: usize,
    criterion: Criterion,
}

impl Certificate {
    /// The pre-period `p`: the period holds from `G(p)` on.
    ///
    /// # Example
    ///
    /// ```
    /// use sg_core::period::{certify, Criterion};
    ///
    /// let cert = certify(&[5, 0, 1, 0, 1, 0], 1, 2, Criterion::Window { max_move: 2 }).unwrap();
    /// assert_eq!((cert.preperiod(), cert.period()), (1, 2));
    /// ```
    pub fn preperiod(&self) -> usize {
        self.preperiod
    }

    /// The period `q`.
    ///
    /// # Example
    ///
    /// ```
    /// use sg_core::period::{certify, Criterion};
    ///
    /// let cert = certify(&[0, 1, 0, 1], 0, 2, Criterion::Window { max_move: 1 }).unwrap();
    /// assert_eq!(cert.period(), 2);
    /// ```
    pub fn period(&self) -> usize {
        self.period
    }

    /// The last index compared: `G(n) = G(n − q)` was checked for `p + q <= n <= reach`.
    ///
    /// # Example
    ///
    /// ```
    /// use sg_core::period::{certify, Criterion};
    ///
    /// let cert = certify(&[0, 1, 0, 1, 0], 0, 2, Criterion::Window { max_move: 1 }).unwrap();
    /// assert_eq!(cert.reach(), 2);
    /// ```
    pub fn reach(&self) -> usize {
        self.reach
    }

    /// The theorem the certificate rests on.
    ///
    /// # Example
    ///
    /// ```
    /// use sg_core::period::{certify, Criterion};
    ///
    /// let criterion = Criterion::Window { max_move: 1 };
    /// assert_eq!(certify(&[0, 1, 0], 0, 2, criterion).unwrap().criterion(), criterion);
    /// ```
    pub fn criterion(&self) -> Criterion {
        self.criterion
    }
}

/// Why [`certify`] refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    /// A period must be at least 1.
    ZeroPeriod,
    /// The criterion needs the table up to `reach` (`None`: beyond any index).
    TooShort {
        /// The index the check must reach.
        reach: Option<usize>,
        /// The table's length.
        len: usize,
    },
    /// `G(n + q) != G(n)` for this `n >= p`.
    Exception {
        /// The first `n` where the period fails.
        n: usize,
    },
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Refusal::ZeroPeriod => f.write_str("a period must be at least 1"),
            Refusal::TooShort { reach: Some(reach), len } => {
                write!(f, "the check must reach G({reach}) but the table stops at {len} values")
            }
            Refusal::TooShort { reach: None, .. } => f.write_str("the check would reach beyond any index"),
            Refusal::Exception { n } => write!(f, "the period fails at n = {n}"),
        }
    }
}

impl std::error::Error for Refusal {}

/// Checks that `values` (the game's `G(0..len)`) has period `period` from `preperiod` over the
/// whole stretch that `criterion` requires, and returns the certificate.
///
/// # Errors
///
/// [`Refusal::ZeroPeriod`], [`Refusal::TooShort`] if the table does not reach the criterion's
/// index, or [`Refusal::Exception`] with the first `n >= preperiod` where the period fails.
///
/// # Complexity
///
/// O(reach − preperiod).
///
/// # Example
///
/// ```
/// use sg_core::period::{certify, Criterion, Refusal};
/// use sg_core::subtraction::subtraction_grundy;
///
/// let window = Criterion::Window { max_move: 4 };
/// let g = subtraction_grundy(&[1, 3, 4], 20);
/// assert!(certify(&g, 0, 7, window).is_ok());
/// assert_eq!(certify(&g[..10], 0, 7, window), Err(Refusal::TooShort { reach: Some(10), len: 10 }));
/// let mut planted = g.clone();
/// planted[9] = 9;
/// assert_eq!(certify(&planted, 0, 7, window), Err(Refusal::Exception { n: 2 }));
/// ```
pub fn certify(values: &[u32], preperiod: usize, period: usize, criterion: Criterion) -> Result<Certificate, Refusal> {
    if period == 0 {
        return Err(Refusal::ZeroPeriod);
    }
    let reach = criterion.reach(preperiod, period);
    let reach = match reach {
        Some(r) if r < values.len() => r,
        _ => return Err(Refusal::TooShort { reach, len: values.len() }),
    };
    let first = preperiod.saturating_add(period);
    if let Some(n) = (first..=reach).find(|&n| values[n] != values[n - period]) {
        return Err(Refusal::Exception { n: n - period });
    }
    Ok(Certificate { preperiod, period, reach, criterion })
}

/// The smallest `p` such that `G(n + period) = G(n)` for every `n >= p` with `n + period` in
/// the table: where the table's last exception for this period ends.
///
/// # Constraints
///
/// `period >= 1`.
///
/// # Panics
///
/// Panics if `period` is 0.
///
/// # Complexity
///
/// O(len − p).
///
/// # Example
///
/// ```
/// use sg_core::period::tail_start;
///
/// assert_eq!(tail_start(&[3, 3, 0, 1, 0, 1, 0], 2), 2);
/// assert_eq!(tail_start(&[0, 1, 2], 5), 0); // nothing to compare
/// ```
pub fn tail_start(values: &[u32], period: usize) -> usize {
    tail_start_below(values, period, values.len())
}

/// [`tail_start`] when `G(n + period) = G(n)` is already known for every `n >= known`.
fn tail_start_below(values: &[u32], period: usize, known: usize) -> usize {
    assert!(period >= 1, "a period must be at least 1");
    let top = values.len().saturating_sub(period).min(known);
    (0..top).rev().find(|&n| values[n] != values[n + period]).map_or(0, |n| n + 1)
}

/// The certified period of the game whose table is `values`, with the smallest period and,
/// for it, the smallest pre-period; `None` if no period can be certified within the table.
///
/// Periods are tried in increasing order and the first one whose table tail reaches the
/// criterion's index is certified by [`certify`]. This is the game's least period and
/// pre-period: any true period is a multiple of the least, and both indices the criterion
/// needs grow with them, so the least pair is certified first.
///
/// # Complexity
///
/// O(len · k) where k is the average length of the tail compared per period tried; a period
/// that fails late only costs once per multiple of an earlier long tail.
///
/// # Example
///
/// ```
/// use sg_core::period::{find_certified, Criterion};
/// use sg_core::take_break::TakeBreak;
///
/// let kayles = TakeBreak::new(&[0, 7, 7], false).unwrap();
/// let cert = find_certified(&kayles.grundy(300), Criterion::GuySmith { max_take: 2 }).unwrap();
/// assert_eq!((cert.preperiod(), cert.period()), (71, 12));
/// assert_eq!(find_certified(&kayles.grundy(150), Criterion::GuySmith { max_take: 2 }), None);
/// ```
pub fn find_certified(values: &[u32], criterion: Criterion) -> Option<Certificate> {
    let len = values.len();
    // The first period whose tail was long: later multiples of it have tails at least as
    // long, so their scan starts below its tail start.
    let mut long_tail: Option<(usize, usize)> = None;
    for period in 1..len {
        match criterion.reach(0, period) {
            Some(r) if r < len => {}
            _ => break,
        }
        let known = match long_tail {
            Some((q, p)) if period % q == 0 => p,
            _ => len,
        };
        let start = tail_start_below(values, period, known);
        if let Some(reach) = criterion.reach(start, period) {
            if reach < len {
                return certify(values, start, period, criterion).ok();
            }
        }
        if long_tail.is_none() && len - period - start >= period.max(MIN_WINDOW) {
            long_tail = Some((period, start));
        }
    }
    None
}

/// The shortest stretch that [`apparent_period`] takes as a pattern rather than a coincidence.
const MIN_WINDOW: usize = 64;

/// The smallest period `q` that the end of the table repeats, with its pre-period `p` (see
/// [`tail_start`]), when no theorem applies: a pattern, not a proof. Only periods seen to
/// repeat over at least `max(q, 64)` comparisons count.
///
/// # Complexity
///
/// O(len · k), as for [`find_certified`].
///
/// # Example
///
/// ```
/// use sg_core::period::apparent_period;
///
/// let mut g: Vec<u32> = (0..200).map(|n| [0, 1, 1][n % 3]).collect();
/// g[10] = 7;
/// assert_eq!(apparent_period(&g), Some((11, 3)));
/// assert_eq!(apparent_period(&g[..40]), None);
/// ```
pub fn apparent_period(values: &[u32]) -> Option<(usize, usize)> {
    let len = values.len();
    (1..len).find_map(|period| {
        let start = tail_start(values, period);
        (len - period - start >= period.max(MIN_WINDOW)).then_some((start, period))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reach_overflows_to_none() {
        assert_eq!(Criterion::GuySmith { max_take: 1 }.reach(usize::MAX / 2, 1), None);
        assert_eq!(Criterion::Window { max_move: usize::MAX }.reach(0, 1), None);
        assert_eq!(Criterion::Window { max_move: 0 }.reach(0, 1), Some(0));
    }

    #[test]
    fn certify_refuses_zero_and_short() {
        let g = [0u32; 10];
        assert_eq!(certify(&g, 0, 0, Criterion::Window { max_move: 1 }), Err(Refusal::ZeroPeriod));
        assert_eq!(
            certify(&g, 3, 1, Criterion::GuySmith { max_take: 2 }),
            Err(Refusal::TooShort { reach: Some(10), len: 10 })
        );
        assert!(certify(&g, 3, 1, Criterion::GuySmith { max_take: 1 }).is_ok());
        assert!(certify(&[], 0, 1, Criterion::Window { max_move: 1 }).is_err());
    }

    #[test]
    fn multiples_of_a_long_tail_find_an_earlier_exception() {
        // Period 2 from 100, and a table too short to certify period 2 with the Guy–Smith
        // reach; period 4 is not certifiable either. Period 6 is the first with a small enough
        // reach only if its own tail starts early: it does not, so nothing is certified.
        let g: Vec<u32> = (0..300).map(|n| if n < 100 { (n % 7) as u32 + 2 } else { (n % 2) as u32 }).collect();
        assert_eq!(find_certified(&g, Criterion::GuySmith { max_take: 150 }), None);
        // With a smaller t, period 2 from 100 is certified: 2·100 + 4 + 10 < 300.
        let cert = find_certified(&g, Criterion::GuySmith { max_take: 10 }).unwrap();
        assert_eq!((cert.preperiod(), cert.period(), cert.reach()), (100, 2, 214));
    }
}
