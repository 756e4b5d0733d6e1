//! The shapes of stones-in-a-row's inputs, which its generator and its tests share: the input
//! text, and the lost pairs of a row (the losing-pair permutation of the README, as ranks), by
//! which the generator makes rows lost and the tests' reference decides them. A formulation
//! separate from the solution's, which does not use it.

/// The lost positions `x S y` of a segment S, as a permutation of the naturals: x = 0 goes
/// with `zero_left` (the y making `S y` lost), `zero_right` with y = 0, and the remaining
/// positive values correspond in increasing order (a larger x never pairs with a smaller y).
#[derive(Debug, Clone, Copy)]
pub struct LostPairs {
    /// The y that pairs with x = 0: the pile that, put on the right of S, makes it lost.
    pub zero_left: u64,
    /// The x that pairs with y = 0: the pile that, put on the left of S, makes it lost.
    pub zero_right: u64,
}

impl LostPairs {
    /// The lost pairs of a single pile of `p` stones.
    fn pile(p: u64) -> Self {
        LostPairs { zero_left: p, zero_right: p }
    }

    /// The x that pairs with y.
    fn x_of(self, y: u64) -> u64 {
        if y == 0 {
            return self.zero_right;
        }
        if y == self.zero_left {
            return 0;
        }
        // The position of y among the positive values other than zero_left, then the value
        // at that position among the positive values other than zero_right.
        let rank = y - u64::from(self.zero_left != 0 && self.zero_left < y);
        rank + u64::from(self.zero_right != 0 && self.zero_right <= rank)
    }

    /// The y that pairs with x.
    fn y_of(self, x: u64) -> u64 {
        LostPairs { zero_left: self.zero_right, zero_right: self.zero_left }.x_of(x)
    }
}

/// The lost pairs of the whole row `a` (not empty), from those of every segment, built by
/// length in place: the segment starting at i of one more pile needs the segments at i and
/// i + 1 of the length before. The row is won exactly when `zero_right` is not 0. O(n²).
pub fn pairs_of(a: &[u64]) -> LostPairs {
    let n = a.len();
    // pairs[i] describes the segment a[i..i + len].
    let mut pairs: Vec<LostPairs> = a.iter().map(|&p| LostPairs::pile(p)).collect();
    for len in 2..=n {
        for i in 0..=n - len {
            pairs[i] = LostPairs {
                // x with x a[i..i+len-1] a[i+len-1] lost; y with a[i] a[i+1..i+len] y lost.
                zero_right: pairs[i].x_of(a[i + len - 1]),
                zero_left: pairs[i + 1].y_of(a[i]),
            };
        }
    }
    pairs[0]
}

/// The input text of `rows`: T, then each row's n and its piles.
pub fn format(rows: &[Vec<u64>]) -> String {
    let piles: usize = rows.iter().map(Vec::len).sum();
    let mut input = String::with_capacity(4 + 6 * rows.len() + 11 * piles);
    input.push_str(&format!("{}\n", rows.len()));
    for row in rows {
        let piles: Vec<String> = row.iter().map(u64::to_string).collect();
        input.push_str(&format!("{}\n{}\n", row.len(), piles.join(" ")));
    }
    input
}
