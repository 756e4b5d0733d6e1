//! The period search of `sg period`, which `sg plot` shares: the table grows by doubling until
//! a period is certified, so that a game whose period shows early is never computed further.

use crate::game::{Game, Growing};
use sg_core::period::{Certificate, apparent_period, find_certified};

/// The first table a search tries: G(0..=1023).
const FIRST_SEARCH_LEN: usize = 1024;

/// What a period search ended with.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Found {
    /// A period and pre-period proved by the game's criterion, the least ones.
    Certified(Certificate),
    /// A pattern in a game without a theorem: (pre-period, period), not a proof.
    Apparent(usize, usize),
    /// Neither, within the table.
    Nothing,
}

/// Searches a period of a heap game in tables of at most `max_len` values: from 1024 values,
/// doubling (or straight to the index an apparent period's certificate needs) until a period
/// is certified or the table holds `max_len` values. A game without a criterion gets its whole
/// table at once, and a pattern in it, if any. Returns the table as the search left it (at
/// least as long as the last length tried, perhaps longer).
///
/// # Example
///
/// ```
/// use sg::game::parse_game;
/// use sg::search::{Found, search_period};
///
/// // Kayles: period 12 from n = 71 (Winning Ways), certified from a table of 1024 values.
/// let (found, table) = search_period(&parse_game("octal:0.77").unwrap(), 1_000_000);
/// let Found::Certified(certificate) = found else { panic!("Kayles is periodic") };
/// assert_eq!((certificate.preperiod(), certificate.period()), (71, 12));
/// assert!(table.values().len() < 2048);
/// ```
pub fn search_period(game: &Game, max_len: usize) -> (Found, Growing) {
    let criterion = game.criterion();
    let mut table = game.growing();
    let mut len = if criterion.is_some() { FIRST_SEARCH_LEN.min(max_len) } else { max_len };
    let found = loop {
        table.extend_to(len);
        let values = table.values();
        let Some(criterion) = criterion else {
            break match apparent_period(values) {
                Some((preperiod, period)) => Found::Apparent(preperiod, period),
                None => Found::Nothing,
            };
        };
        if let Some(certificate) = find_certified(values, criterion) {
            break Found::Certified(certificate);
        }
        if len >= max_len {
            break Found::Nothing;
        }
        let doubled = len.saturating_mul(2);
        // A pattern already seen needs the table up to its criterion's index only.
        let wanted = apparent_period(values)
            .and_then(|(preperiod, period)| criterion.reach(preperiod, period))
            .filter(|&reach| reach >= len && reach < doubled)
            .map_or(doubled, |reach| reach + 1);
        len = wanted.min(max_len);
    };
    (found, table)
}
