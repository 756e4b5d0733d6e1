//! Pictures of a game's Grundy values, as SVG: what `sg plot` writes and the site embeds.
//!
//! A heap game's picture is its table `G(0..=N)`: heap size across, value up, each value also
//! a colour; the certified pre-period and period shaded behind, the heaps with a rare value
//! marked on a row of their own. Wythoff's game's picture is a colour map of `G(a, b)`, its
//! lost positions (value 0) marked. Both use viridis, which colour-blind readers read in order,
//! and carry a title and a description as their text alternative.
//!
//! The same game and bound give the same bytes: numbers have one format, and nothing is
//! iterated in a hash order.

mod colour;
mod heaps;
mod pairs;
mod svg;

use crate::game::Game;
pub use svg::Plot;

/// The picture of `game`'s Grundy values up to `upto`: `G(0..=upto)` of a heap game, or
/// `G(a, b)` for `0 <= a, b <= upto` of Wythoff's game.
///
/// The ids of its title and description start with `sg-`, then the game and the bound
/// (`sg-octal-0-07-200-title`), so that pictures of different games can share a page.
///
/// # Constraints
///
/// A heap game's table of `upto + 1` values is held (4 bytes each). It is computed as by
/// `sg period`, growing until a period is certified, and past that by the period, so a
/// periodic game costs what its certificate costs; a game with no certified period within
/// the table costs what `sg values` does. A two-heap game's side is at most
/// [`MAX_PAIR_PILE`](crate::game::MAX_PAIR_PILE).
///
/// # Errors
///
/// `upto` too large: above 2^32 − 2 for a heap game (where tables stop) or above
/// [`MAX_PAIR_PILE`](crate::game::MAX_PAIR_PILE) for a two-heap game. One line naming the bound.
///
/// # Example
///
/// ```
/// use sg::game::parse_game;
/// use sg::plot::plot;
///
/// let dawsons_kayles = parse_game("octal:0.07").unwrap();
/// let picture = plot(&dawsons_kayles, 200).unwrap();
/// assert!(picture.svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
/// assert!(picture.alt.contains("Period 34 from n = 53, certified"));
/// assert_eq!(plot(&dawsons_kayles, 200), Ok(picture));
///
/// let wythoff = parse_game("wythoff").unwrap();
/// assert!(plot(&wythoff, 64).is_ok());
/// assert!(plot(&wythoff, 100_000).is_err());
/// ```
pub fn plot(game: &Game, upto: usize) -> Result<Plot, String> {
    if game.is_two_heap() {
        let values = game.pair_values(upto)?;
        Ok(pairs::picture(game, upto, &values))
    } else {
        let len = upto
            .checked_add(1)
            .filter(|&len| u32::try_from(len).is_ok())
            .ok_or_else(|| format!("--upto {upto} is too large: heaps are counted up to {} here", u32::MAX - 1))?;
        let (values, certificate) = heaps::table(game, len);
        Ok(heaps::picture(game, &values, certificate.as_ref()))
    }
}
