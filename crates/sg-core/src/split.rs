//! Splitting games: a pile is replaced by two piles that are each strictly smaller.

/// Grundy values `g[0..len]` of the game where a move replaces a pile of size `x` by two piles
/// of sizes `i` and `j` with `0 <= i, j < x` (so the total may grow: 3 may become 2 and 2).
///
/// By definition `g(x) = mex{ g(i) ^ g(j) : 0 <= j <= i < x }`. The options of `x + 1` are
/// those of `x` plus the pairs that use `i = x`, so the reachable set only grows: the table is
/// built in one pass that adds `x` new values per position, and the mex pointer never moves
/// back.
///
/// The same table serves any game where one token at "distance" `d` turns into two tokens at
/// distances below `d` (for example beans moved from one bottle into two bottles further on).
///
/// # Complexity
///
/// O(len²) time, O(len) memory apart from a mark buffer whose size is the next power of two
/// above the largest value (values grow about twice as fast as `x`: `g(100) = 199`).
///
/// # Example
///
/// ```
/// use sg_core::split::split_grundy;
///
/// assert_eq!(split_grundy(8), [0, 1, 2, 4, 7, 8, 11, 13]);
/// assert_eq!(split_grundy(101)[100], 199);
/// ```
pub fn split_grundy(len: usize) -> Vec<u32> {
    let mut grundy: Vec<u32> = Vec::with_capacity(len);
    // reachable[v]: some option of the current position has value v. Its length is a power
    // of two above every value so far, so the XOR of two values always indexes inside it.
    let mut reachable = vec![false; 2];
    let mut mex = 0usize;
    for x in 0..len {
        if x > 0 {
            let newest = grundy[x - 1];
            let needed = (newest as usize + 1).next_power_of_two();
            if reachable.len() < needed {
                reachable.resize(needed, false);
            }
            // The pairs (x - 1, j) for j <= x - 1 are the new options of x.
            for &g in &grundy {
                reachable[(newest ^ g) as usize] = true;
            }
        }
        while mex < reachable.len() && reachable[mex] {
            mex += 1;
        }
        grundy.push(mex as u32);
    }
    grundy
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::Search;
    use crate::subtraction::grundy_table;

    /// A position of the whole game: the sorted sizes of its non-empty piles (an empty pile
    /// has no move, so leaving it out changes nothing).
    fn split_moves(piles: &[u8], out: &mut Vec<Vec<u8>>) {
        for (p, &x) in piles.iter().enumerate() {
            if p > 0 && piles[p - 1] == x {
                continue;
            }
            for i in 0..x {
                for j in 0..=i {
                    let mut next: Vec<u8> = piles.to_vec();
                    next.remove(p);
                    next.extend([i, j].into_iter().filter(|&v| v > 0));
                    next.sort_unstable();
                    out.push(next);
                }
            }
        }
    }

    #[test]
    fn one_pile_agrees_with_exhaustive_search() {
        let table = split_grundy(8);
        let mut search = Search::new(|p: &Vec<u8>, out: &mut Vec<Vec<u8>>| split_moves(p, out));
        for (x, &g) in table.iter().enumerate() {
            let start: Vec<u8> = if x == 0 { vec![] } else { vec![x as u8] };
            assert_eq!(search.grundy(&start).unwrap_or_else(|cycle| panic!("{cycle}")), g, "x = {x}");
        }
    }

    #[test]
    fn sums_of_piles_agree_with_exhaustive_search() {
        // The whole game, several piles at once: the verdict is the XOR of the table entries.
        let table = split_grundy(5);
        let mut search = Search::new(|p: &Vec<u8>, out: &mut Vec<Vec<u8>>| split_moves(p, out));
        for a in 0..5u8 {
            for b in 0..=a {
                for c in 0..=b {
                    let mut start: Vec<u8> = [a, b, c].into_iter().filter(|&v| v > 0).collect();
                    start.sort_unstable();
                    let xor = table[a as usize] ^ table[b as usize] ^ table[c as usize];
                    assert_eq!(
                        search.is_win(&start).unwrap_or_else(|cycle| panic!("{cycle}")),
                        xor != 0,
                        "piles {a} {b} {c}"
                    );
                }
            }
        }
    }

    #[test]
    fn agrees_with_the_plain_recurrence() {
        let plain = grundy_table(300, |x, g, out| {
            for i in 0..x {
                for j in 0..=i {
                    out.push(g[i] ^ g[j]);
                }
            }
        });
        assert_eq!(split_grundy(300), plain);
    }

    #[test]
    fn published_values() {
        // Known values: x = 0..=20, and g(100) = 199.
        let known = [0, 1, 2, 4, 7, 8, 11, 13, 14, 16, 19, 21, 22, 25, 26, 28, 31, 32, 35, 37, 38];
        let table = split_grundy(101);
        assert_eq!(table[..21], known);
        assert_eq!(table[100], 199);
        assert_eq!(table.iter().max(), Some(&199));
    }

    #[test]
    fn values_are_the_odious_numbers() {
        // For x >= 1, g(x) is the x-th number with an odd count of one bits (OEIS A000069).
        let table = split_grundy(2000);
        let odious = (1u32..).filter(|v| v.count_ones() % 2 == 1);
        for (x, (&g, o)) in table.iter().skip(1).zip(odious).enumerate() {
            assert_eq!(g, o, "x = {}", x + 1);
        }
    }

    #[test]
    fn short_tables() {
        assert!(split_grundy(0).is_empty());
        assert_eq!(split_grundy(1), [0]);
        assert_eq!(split_grundy(2), [0, 1]);
    }
}
