//! Grundy tables of one-pile games whose moves go from `x` to smaller integers.

use crate::mex::Mex;

/// Grundy values `g[0..len]` of the subtraction game with move set `moves`: from `x` a move
/// removes some `s` in `moves` with `s <= x`.
///
/// The set may be unsorted and may repeat amounts.
///
/// # Constraints
///
/// Every move is at least 1 (a move of 0 would make the game loop forever).
///
/// # Panics
///
/// Panics if a move is 0.
///
/// # Complexity
///
/// O(len · k + k log k) time for k moves, O(len + k) memory. Grundy values are at most k.
///
/// # Example
///
/// ```
/// use sg_core::subtraction::subtraction_grundy;
///
/// // Take 1 or 2: values cycle 0, 1, 2.
/// assert_eq!(subtraction_grundy(&[2, 1, 2], 7), [0, 1, 2, 0, 1, 2, 0]);
/// ```
pub fn subtraction_grundy(moves: &[usize], len: usize) -> Vec<u32> {
    assert!(moves.iter().all(|&s| s > 0), "a subtraction move must remove at least 1");
    let mut moves = moves.to_vec();
    moves.sort_unstable();
    moves.dedup();
    let mut grundy = vec![0u32; len];
    let mut mex = Mex::new();
    for x in 0..len {
        mex.start(moves.len());
        for &s in moves.iter().take_while(|&&s| s <= x) {
            mex.insert(grundy[x - s]);
        }
        grundy[x] = mex.get();
    }
    grundy
}

/// Grundy values `g[0..len]` of a game over the integers whose moves from `x` lead only to
/// positions (or sums of positions) below `x`.
///
/// `options(x, g, out)` pushes onto `out` the Grundy value of every option of `x`, where `g`
/// holds the values of `0..x` already computed. An option that is a sum of several positions
/// pushes the XOR of their values.
///
/// # Constraints
///
/// `options` reads only `g[..x]` (it receives exactly that slice).
///
/// # Complexity
///
/// O(len + total number of options pushed); no allocation per position once warm.
///
/// # Example
///
/// ```
/// use sg_core::subtraction::grundy_table;
///
/// // Split a pile into two strictly smaller piles (sizes may sum to more than x).
/// let g = grundy_table(6, |x, g, out| {
///     for i in 0..x {
///         for j in 0..=i {
///             out.push(g[i] ^ g[j]);
///         }
///     }
/// });
/// assert_eq!(g, [0, 1, 2, 4, 7, 8]);
/// ```
pub fn grundy_table<F>(len: usize, mut options: F) -> Vec<u32>
where
    F: FnMut(usize, &[u32], &mut Vec<u32>),
{
    let mut grundy = Vec::with_capacity(len);
    let mut out = Vec::new();
    let mut mex = Mex::new();
    for x in 0..len {
        out.clear();
        options(x, &grundy, &mut out);
        let value = mex.of(out.iter().copied());
        grundy.push(value);
    }
    grundy
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::Search;

    #[test]
    fn subtraction_agrees_with_exhaustive_search() {
        // Every move set drawn from 1..=6 (as bit masks), unsorted and with repeats.
        for mask in 1u32..64 {
            let mut moves: Vec<usize> = (1..=6).filter(|s| mask >> (s - 1) & 1 == 1).collect();
            moves.reverse();
            moves.push(moves[0]);
            let table = subtraction_grundy(&moves, 40);
            let mut search = Search::new(|&x: &usize, out: &mut Vec<usize>| {
                out.extend(moves.iter().filter(|&&s| s <= x).map(|&s| x - s));
            });
            for (x, &g) in table.iter().enumerate() {
                assert_eq!(g, search.grundy(&x).unwrap_or_else(|cycle| panic!("{cycle}")), "moves {moves:?}, x = {x}");
            }
        }
    }

    #[test]
    fn generic_table_agrees_with_subtraction_table() {
        let moves = [1, 3, 4];
        let generic = grundy_table(50, |x, g, out| {
            out.extend(moves.iter().filter(|&&s| s <= x).map(|&s| g[x - s]));
        });
        assert_eq!(generic, subtraction_grundy(&moves, 50));
    }

    /// Kayles: knock down one pin or two adjacent pins of a row, which may split it in two.
    fn kayles(len: usize) -> Vec<u32> {
        grundy_table(len, |x, g, out| {
            for take in 1..=x.min(2) {
                out.extend((0..=x - take).map(|left| g[left] ^ g[x - take - left]));
            }
        })
    }

    #[test]
    fn kayles_matches_published_values() {
        let g = kayles(1000);
        assert_eq!(g[..12], [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6]);
        // Period 12 from n = 71 on; n = 70 is the last exception.
        assert!((71..988).all(|n| g[n] == g[n + 12]));
        assert_ne!(g[70], g[82]);
    }

    #[test]
    fn dawsons_kayles_matches_published_values() {
        // Octal game 0.07: remove exactly two adjacent pins.
        let g = grundy_table(1000, |x, g, out| {
            if x >= 2 {
                out.extend((0..=x - 2).map(|left| g[left] ^ g[x - 2 - left]));
            }
        });
        assert_eq!(g[..7], [0, 0, 1, 1, 2, 0, 3]);
        // Period 34 with last exception 51 in Dawson's-chess numbering (octal 0.137), which
        // counts one less than the pins here: so period 34 from 53 pins on, 52 the last exception.
        assert!((53..966).all(|n| g[n] == g[n + 34]));
        assert_ne!(g[52], g[86]);
    }

    #[test]
    fn empty_table() {
        assert!(subtraction_grundy(&[1], 0).is_empty());
    }

    #[test]
    #[should_panic(expected = "at least 1")]
    fn zero_move_panics() {
        subtraction_grundy(&[0, 1], 5);
    }
}
