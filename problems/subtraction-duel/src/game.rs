//! One game of the duel as both sides see it: reading it, its legal and winning moves, and
//! playing a move. Shared by the solution and the interactor, so that both read the games the
//! same way and agree on what is legal.

use judge_io::{InputError, Reader};
use sg_core::subtraction::subtraction_grundy;
use sg_core::winning::winning_moves;

pub const MAX_GAMES: usize = 100;
const MAX_AMOUNTS: usize = 10;
const MAX_AMOUNT: usize = 50;
const MAX_PILES: usize = 50;
const MAX_PILE: usize = 1000;
pub const MAX_STONES: usize = 20_000;

/// A game in progress: the allowed amounts (sorted, and as given), the piles, and their
/// Grundy values.
#[derive(Debug)]
pub struct Game {
    amounts: Vec<usize>,
    #[allow(dead_code, reason = "the interactor prints games; the solution only reads them")]
    given: Vec<usize>,
    piles: Vec<usize>,
    grundy: Vec<u32>,
    values: Vec<u32>,
    total: u32,
}

impl Game {
    /// Reads a game from its two lines, `k s_1 … s_k` and `n h_1 … h_n`; `line(what)` gives
    /// the next line. Its stones are taken from `stones_left`, what the games before it left
    /// of [`MAX_STONES`].
    pub fn read(
        mut line: impl FnMut(&str) -> Result<Reader, InputError>,
        stones_left: &mut usize,
    ) -> Result<Game, InputError> {
        let mut first = line("a line `k s_1 ... s_k`")?;
        let k = first.int_in(1..=MAX_AMOUNTS)?;
        let mut amounts = first.ints_in(k, 1..=MAX_AMOUNT)?;
        first.finish()?;
        let given = amounts.clone();
        amounts.sort_unstable();
        if let Some(pair) = amounts.windows(2).find(|pair| pair[0] == pair[1]) {
            return Err(first.error(format!("the amounts must be distinct, {} is given twice", pair[0])));
        }
        let mut second = line("a line `n h_1 ... h_n`")?;
        let n = second.int_in(1..=MAX_PILES)?;
        let piles = second.ints_in(n, 0..=MAX_PILE)?;
        second.finish()?;
        *stones_left = stones_left
            .checked_sub(piles.iter().sum())
            .ok_or_else(|| second.error(format!("more than {MAX_STONES} stones over all games")))?;
        let grundy = subtraction_grundy(&amounts, piles.iter().copied().max().unwrap_or(0) + 1);
        let values: Vec<u32> = piles.iter().map(|&h| grundy[h]).collect();
        let total = values.iter().fold(0, |x, v| x ^ v);
        Ok(Game { amounts, given, piles, grundy, values, total })
    }

    /// Whether the player to move wins with best play.
    pub fn is_won(&self) -> bool {
        self.total != 0
    }

    /// Why taking `s` from pile `pile` (1-based, as written) is not a legal move, or `None` if
    /// it is.
    pub fn illegal(&self, pile: i64, s: i64) -> Option<String> {
        let n = self.piles.len();
        let Some(h) = usize::try_from(pile).ok().and_then(|p| p.checked_sub(1)).and_then(|i| self.piles.get(i)) else {
            return Some(format!("there is no pile {pile} (piles 1 to {n})"));
        };
        let allowed = usize::try_from(s).ok().filter(|s| self.amounts.binary_search(s).is_ok());
        match allowed {
            None => Some(format!("cannot take {s}: it is not an allowed amount")),
            Some(s) if s > *h => Some(format!("pile {pile} has {h} stones, cannot take {s}")),
            Some(_) => None,
        }
    }

    /// Takes `s` stones from pile `i` (0-based); the move must be legal.
    pub fn play(&mut self, i: usize, s: usize) {
        self.piles[i] -= s;
        let value = self.grundy[self.piles[i]];
        self.total ^= self.values[i] ^ value;
        self.values[i] = value;
    }

    /// Every legal move `(pile, amount)`, 0-based pile.
    pub fn moves(&self) -> impl Iterator<Item = (usize, usize)> + '_ {
        // The fields the closures read, borrowed apart: a closure that named `self.amounts`
        // would borrow all of `self` under the editions before 2021.
        let amounts = &self.amounts;
        self.piles
            .iter()
            .enumerate()
            .flat_map(move |(i, &h)| amounts.iter().take_while(move |&&s| s <= h).map(move |&s| (i, s)))
    }

    /// Every winning move `(pile, amount)`, 0-based pile: those that leave a nim-sum of 0.
    pub fn winning_moves(&self) -> impl Iterator<Item = (usize, usize)> + '_ {
        let (piles, amounts, grundy) = (&self.piles, &self.amounts, &self.grundy);
        winning_moves(self.total, &self.values, move |i, out| {
            let h = piles[i];
            out.extend(amounts.iter().take_while(|&&s| s <= h).map(|&s| (s, grundy[h - s])));
        })
    }

    /// The game's two lines as the jury prints them (the amounts in the order given).
    #[allow(dead_code, reason = "the interactor prints games; the solution only reads them")]
    pub fn lines(&self) -> (String, String) {
        let list = |xs: &[usize]| xs.iter().map(|x| format!(" {x}")).collect::<String>();
        (format!("{}{}", self.given.len(), list(&self.given)), format!("{}{}", self.piles.len(), list(&self.piles)))
    }
}
