//! The input of the problem and the values of its positions, shared by the solution and the
//! checker so that both read (and refuse) exactly the same inputs.

use judge_io::{InputError, Reader};
use sg_core::subtraction::subtraction_grundy;
use sg_core::winning::first_winning_move;

const MAX_TESTS: usize = 100;
const MAX_AMOUNTS: usize = 20;
const MAX_AMOUNT: usize = 1000;
const MAX_PILES: usize = 1000;
const MAX_PILE: usize = 10_000;
const MAX_TOTAL_PILES: usize = 100_000;

/// One test: the allowed amounts (sorted) and the piles, with the Grundy value of every pile
/// size up to the largest pile.
#[derive(Debug)]
pub struct Test {
    pub amounts: Vec<usize>,
    pub piles: Vec<usize>,
    pub grundy: Vec<u32>,
}

impl Test {
    #[allow(dead_code, reason = "the checker judges with it; the solution needs only the first win")]
    /// The nim-sum of the piles: the player to move wins exactly when it is not 0.
    pub fn total(&self) -> u32 {
        self.piles.iter().fold(0, |x, &h| x ^ self.grundy[h])
    }

    #[allow(dead_code, reason = "the checker judges with it; the solution needs only the first win")]
    /// Whether taking `s` from the pile of `h` stones leaves the opponent lost.
    pub fn wins(&self, h: usize, s: usize) -> bool {
        self.total() ^ self.grundy[h] ^ self.grundy[h - s] == 0
    }

    /// The first winning move (0-based pile, amount): lowest pile, then smallest amount;
    /// `None` if the position is lost.
    pub fn first_win(&self) -> Option<(usize, usize)> {
        let values: Vec<u32> = self.piles.iter().map(|&h| self.grundy[h]).collect();
        first_winning_move(&values, |i, out| {
            let h = self.piles[i];
            out.extend(self.amounts.iter().take_while(|&&s| s <= h).map(|&s| (s, self.grundy[h - s])));
        })
    }
}

/// Reads every test, checking the stated constraints.
pub fn read(r: &mut Reader) -> Result<Vec<Test>, InputError> {
    let count = r.int_in(1..=MAX_TESTS)?;
    let mut tests = Vec::with_capacity(count);
    let mut total_piles = 0;
    for _ in 0..count {
        let k = r.int_in(1..=MAX_AMOUNTS)?;
        let mut amounts = r.ints_in(k, 1..=MAX_AMOUNT)?;
        amounts.sort_unstable();
        if let Some(pair) = amounts.windows(2).find(|pair| pair[0] == pair[1]) {
            return Err(r.error(format!("the amounts must be distinct, {} is given twice", pair[0])));
        }
        let n = r.int_in(1..=MAX_PILES)?;
        total_piles += n;
        if total_piles > MAX_TOTAL_PILES {
            return Err(r.error(format!("more than {MAX_TOTAL_PILES} piles over all tests")));
        }
        let piles = r.ints_in(n, 0..=MAX_PILE)?;
        let largest = piles.iter().copied().max().unwrap_or(0);
        let grundy = subtraction_grundy(&amounts, largest + 1);
        tests.push(Test { amounts, piles, grundy });
    }
    r.finish()?;
    Ok(tests)
}
