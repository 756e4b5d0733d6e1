//! The games the explorer knows, as written on its command line, and their tables.

use sg_core::octal;
use sg_core::period::Criterion;
use sg_core::rare::{RareCommon, Store};
use sg_core::subtraction::subtraction_grundy;
use sg_core::take_break::TakeBreak;
use sg_core::wythoff;

/// The largest pile of a two-heap game's table (`sg values wythoff`, `sg plot wythoff`): the
/// table holds `(N + 1)²` values, 4.2 million at this bound.
pub const MAX_PAIR_PILE: usize = 2048;

/// A game as given on the command line.
#[derive(Debug, Clone)]
pub struct Game {
    /// The text the user wrote, echoed in the output.
    pub given: String,
    rules: Rules,
}

#[derive(Debug, Clone)]
enum Rules {
    /// Octal games and Grundy's game.
    TakeBreak(TakeBreak),
    /// The moves, sorted and without repeats.
    Subtraction(Vec<usize>),
    /// Wythoff's game: two heaps played together, not a sum of single heaps.
    Wythoff,
    /// Nim: take any positive number of tokens from the heap. `G(n) = n`.
    Nim,
}

/// Reads `octal:CODE`, `subtraction:S`, `grundy`, `nim` or `wythoff`.
///
/// # Errors
///
/// An unknown game, a malformed code or move list: one line naming what is wrong.
///
/// # Example
///
/// ```
/// let kayles = sg::game::parse_game("octal:0.77").unwrap();
/// assert_eq!(kayles.values(6, true), [0, 1, 2, 3, 1, 4]);
/// assert!(sg::game::parse_game("octal:0.9").is_err());
/// ```
pub fn parse_game(text: &str) -> Result<Game, String> {
    let rules = match text.split_once(':') {
        Some(("octal", code)) => Rules::TakeBreak(octal::parse(code).map_err(|e| e.to_string())?),
        Some(("subtraction", list)) => Rules::Subtraction(parse_moves(list)?),
        None if text == "grundy" => Rules::TakeBreak(TakeBreak::grundys_game()),
        None if text == "wythoff" => Rules::Wythoff,
        None if text == "nim" => Rules::Nim,
        _ => {
            return Err(format!(
                "unknown game {text:?}: expected octal:CODE (such as octal:0.77), subtraction:S (such as subtraction:1,3,4), grundy, nim or wythoff"
            ));
        }
    };
    Ok(Game { given: text.to_string(), rules })
}

fn parse_moves(list: &str) -> Result<Vec<usize>, String> {
    if list.is_empty() {
        return Err("the list of moves is empty (expected amounts such as subtraction:1,3,4)".to_string());
    }
    let mut moves = Vec::new();
    for item in list.split(',') {
        let amount: usize = item
            .parse()
            .map_err(|_| format!("{item:?} is not a move (expected positive whole numbers separated by commas)"))?;
        if amount == 0 {
            return Err("a move must take at least 1 token".to_string());
        }
        moves.push(amount);
    }
    moves.sort_unstable();
    moves.dedup();
    Ok(moves)
}

impl Game {
    /// The rules of a take-and-break game (an octal game or Grundy's game).
    pub fn take_break(&self) -> Option<&TakeBreak> {
        match &self.rules {
            Rules::TakeBreak(rules) => Some(rules),
            Rules::Subtraction(_) | Rules::Wythoff | Rules::Nim => None,
        }
    }

    /// The moves of a subtraction game, sorted and without repeats.
    pub fn subtraction(&self) -> Option<&[usize]> {
        match &self.rules {
            Rules::Subtraction(moves) => Some(moves),
            Rules::TakeBreak(_) | Rules::Wythoff | Rules::Nim => None,
        }
    }

    /// Whether a position is a pair of heaps played together (Wythoff's game), so that its
    /// table is `G(a, b)` ([`Game::pair_values`]) rather than `G(n)` of one heap.
    pub fn is_two_heap(&self) -> bool {
        matches!(self.rules, Rules::Wythoff)
    }

    /// `Ok` for a game of one heap; for a two-heap game, why `what` (a command, such as
    /// `"sg period"`) does not apply to it, as one line.
    ///
    /// # Errors
    ///
    /// A two-heap game (Wythoff's game): its positions are pairs, and periods, rare values
    /// and one-heap problems are about the table `G(n)` of one heap.
    ///
    /// # Example
    ///
    /// ```
    /// use sg::game::parse_game;
    ///
    /// assert!(parse_game("octal:0.07").unwrap().require_one_heap("sg period").is_ok());
    /// let error = parse_game("wythoff").unwrap().require_one_heap("sg period").unwrap_err();
    /// assert!(error.starts_with("sg period is about games of one heap"));
    /// ```
    pub fn require_one_heap(&self, what: &str) -> Result<(), String> {
        if !self.is_two_heap() {
            return Ok(());
        }
        Err(format!(
            "{what} is about games of one heap (octal:CODE, subtraction:S, grundy), and {} is Wythoff's game, played on two heaps together: sg values and sg plot show its table G(a, b)",
            self.given
        ))
    }

    /// The theorem that certifies its periods, if one is known.
    pub fn criterion(&self) -> Option<Criterion> {
        match &self.rules {
            Rules::TakeBreak(rules) => rules.criterion(),
            Rules::Subtraction(moves) => moves.last().map(|&max_move| Criterion::Window { max_move }),
            Rules::Wythoff | Rules::Nim => None,
        }
    }

    /// Why no period of this game can be certified (it has no criterion).
    pub fn no_theorem(&self) -> &'static str {
        match self.rules {
            Rules::Nim => "Nim's values grow without end (G(n) = n): it has no period",
            Rules::Wythoff => {
                "Wythoff's game is played on two heaps together, and a period of one heap's table says nothing of its pairs"
            }
            _ => {
                "no theorem bounds the check for Grundy's game (its two heaps must differ), so a period seen in the table would be a pattern, not a proof"
            }
        }
    }

    /// `G(0..len)`: by the definition if `plain`, else by the fastest method at hand.
    ///
    /// For Wythoff's game, a single heap is the pair with the other heap empty, a Nim heap:
    /// `G(0, n) = n`. Its whole table is [`Game::pair_values`].
    pub fn values(&self, len: usize, plain: bool) -> Vec<u32> {
        match &self.rules {
            Rules::TakeBreak(rules) if plain => rules.grundy_by_definition(len),
            Rules::TakeBreak(rules) => rules.grundy(len),
            Rules::Subtraction(moves) => subtraction_grundy(moves, len),
            Rules::Wythoff | Rules::Nim => nim_heaps(len),
        }
    }

    /// `G(a, b)` of a two-heap game for `0 <= a, b <= upto`, row-major: `G(a, b)` is at
    /// `a · (upto + 1) + b`. Computed by the definition (`sg_core::wythoff::grundy_table`).
    ///
    /// # Errors
    ///
    /// A game of one heap, or `upto` above [`MAX_PAIR_PILE`]: one line naming what is wrong.
    ///
    /// # Example
    ///
    /// ```
    /// use sg::game::parse_game;
    ///
    /// let wythoff = parse_game("wythoff").unwrap();
    /// assert_eq!(wythoff.pair_values(2).unwrap(), [0, 1, 2, 1, 2, 0, 2, 0, 1]);
    /// assert!(wythoff.pair_values(100_000).is_err());
    /// assert!(parse_game("grundy").unwrap().pair_values(2).is_err());
    /// ```
    pub fn pair_values(&self, upto: usize) -> Result<Vec<u32>, String> {
        if !self.is_two_heap() {
            return Err(format!("{} is a game of one heap: its table is G(n), not G(a, b)", self.given));
        }
        let upto = self.pair_side(u64::try_from(upto).unwrap_or(u64::MAX))?;
        Ok(wythoff::grundy_table(upto))
    }

    /// `upto` as the largest heap of a two-heap game's table, or why it is too large.
    ///
    /// # Errors
    ///
    /// `upto` above [`MAX_PAIR_PILE`], as one line.
    ///
    /// # Example
    ///
    /// ```
    /// let wythoff = sg::game::parse_game("wythoff").unwrap();
    /// assert_eq!(wythoff.pair_side(2048), Ok(2048));
    /// assert!(wythoff.pair_side(2049).unwrap_err().contains("stops at heaps of 2048"));
    /// ```
    pub fn pair_side(&self, upto: u64) -> Result<usize, String> {
        match usize::try_from(upto) {
            Ok(side) if side <= MAX_PAIR_PILE => Ok(side),
            _ => Err(format!(
                "--upto {upto} is too large for {}: its table of pairs stops at heaps of {MAX_PAIR_PILE} ((N + 1)^2 values)",
                self.given
            )),
        }
    }

    /// The game's name as the explorer writes it, whatever spelling was given: `octal:0.6`
    /// for `octal:0.60` or `octal:0.600`, `subtraction:1,3,4` for `subtraction:4,3,1,3`.
    ///
    /// # Example
    ///
    /// ```
    /// use sg::game::parse_game;
    ///
    /// assert_eq!(parse_game("octal:0.600").unwrap().name(), "octal:0.6");
    /// assert_eq!(parse_game("subtraction:4,1,3,1").unwrap().name(), "subtraction:1,3,4");
    /// assert_eq!(parse_game("grundy").unwrap().name(), "grundy");
    /// ```
    pub fn name(&self) -> String {
        match &self.rules {
            Rules::TakeBreak(rules) if rules.unequal() => rules.to_string(),
            Rules::TakeBreak(rules) => format!("octal:{rules}"),
            Rules::Subtraction(moves) => {
                let moves: Vec<String> = moves.iter().map(usize::to_string).collect();
                format!("subtraction:{}", moves.join(","))
            }
            Rules::Wythoff => "wythoff".to_string(),
            Rules::Nim => "nim".to_string(),
        }
    }

    /// Whether its table is extended a step at a time ([`Growing::extend_to`] keeps what it
    /// computed) rather than computed again whole.
    pub fn grows_in_steps(&self) -> bool {
        matches!(self.rules, Rules::TakeBreak(_))
    }

    /// Whether its table may be kept in a file mapped into memory ([`Game::growing_in`]) and
    /// be longer than 2^32 − 1 values, as a take-and-break game's may.
    ///
    /// # Errors
    ///
    /// Another game, with why.
    pub fn may_be_on_disk(&self) -> Result<(), String> {
        match self.rules {
            Rules::TakeBreak(_) => Ok(()),
            _ => Err(self.kept_in_memory()),
        }
    }

    /// Why its table is not kept on disk.
    fn kept_in_memory(&self) -> String {
        format!(
            "{}'s table is computed in memory: only a take-and-break game's (octal:…, grundy) is kept on disk",
            self.given
        )
    }

    /// A table that can be extended, in memory, for searches that grow it.
    pub fn growing(&self) -> Growing {
        match &self.rules {
            Rules::TakeBreak(rules) => {
                Growing::TakeBreak(Box::new(RareCommon::with_store(rules, Box::new(Vec::new()))))
            }
            Rules::Subtraction(moves) => Growing::Subtraction { moves: moves.clone(), values: Vec::new() },
            Rules::Wythoff | Rules::Nim => Growing::Nim(Vec::new()),
        }
    }

    /// A table that can be extended, its values kept in `store` (which holds none yet).
    ///
    /// # Errors
    ///
    /// As [`Game::may_be_on_disk`].
    pub fn growing_in(&self, store: Values) -> Result<Growing, String> {
        match &self.rules {
            Rules::TakeBreak(rules) => Ok(Growing::TakeBreak(Box::new(RareCommon::with_store(rules, store)))),
            _ => Err(self.kept_in_memory()),
        }
    }
}

/// Where a take-and-break game's table keeps its values: in memory (a `Vec<u32>`), or in a
/// file mapped into memory ([`crate::mapped::Mapped`]).
pub type Values = Box<dyn Store>;

/// `G(0..len)` of a Nim heap: `n`.
fn nim_heaps(len: usize) -> Vec<u32> {
    // Tables are held below 2^32 values by the callers, as every other game's.
    (0..len).map(|n| n as u32).collect()
}

/// A table extended on demand.
#[derive(Debug)]
pub enum Growing {
    /// Kept and extended.
    TakeBreak(Box<RareCommon<Values>>),
    /// Recomputed (linear time, so a doubling search costs at most twice the last table).
    Subtraction {
        /// The moves.
        moves: Vec<usize>,
        /// The table so far.
        values: Vec<u32>,
    },
    /// A Nim heap, or one heap of Wythoff's game (the other empty): `G(n) = n`.
    Nim(Vec<u32>),
}

impl Growing {
    /// Makes the table `G(0..len)` long (or longer).
    pub fn extend_to(&mut self, len: usize) {
        match self {
            Growing::TakeBreak(engine) => engine.extend_to(len),
            Growing::Subtraction { moves, values } => {
                if values.len() < len {
                    *values = Vec::new();
                    *values = subtraction_grundy(moves, len);
                }
            }
            Growing::Nim(values) => {
                if values.len() < len {
                    *values = nim_heaps(len);
                }
            }
        }
    }

    /// The table, its work shared among `threads` threads where its method can share it
    /// (a take-and-break game's; [`RareCommon::with_threads`]).
    #[must_use]
    pub fn with_threads(self, threads: usize) -> Self {
        match self {
            Growing::TakeBreak(engine) => Growing::TakeBreak(Box::new(engine.with_threads(threads))),
            other => other,
        }
    }

    /// Goes on from `values`, the game's next values computed before (read back from a
    /// table file, a chunk at a time).
    pub fn append_known(&mut self, known: &[u32]) {
        match self {
            Growing::TakeBreak(engine) => engine.append_known(known),
            Growing::Subtraction { values, .. } | Growing::Nim(values) => values.extend_from_slice(known),
        }
    }

    /// The table so far, consumed: what holds its values.
    pub fn into_store(self) -> Values {
        match self {
            Growing::TakeBreak(engine) => engine.into_store(),
            Growing::Subtraction { values, .. } | Growing::Nim(values) => Box::new(values),
        }
    }

    /// The table so far.
    pub fn values(&self) -> &[u32] {
        match self {
            Growing::TakeBreak(engine) => engine.values(),
            Growing::Subtraction { values, .. } | Growing::Nim(values) => values,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn games_by_name() {
        assert!(parse_game("octal:0.77").is_ok());
        assert!(parse_game("grundy").is_ok());
        let wythoff = parse_game("wythoff").unwrap();
        assert!(wythoff.is_two_heap() && wythoff.subtraction().is_none() && wythoff.take_break().is_none());
        assert_eq!(wythoff.criterion(), None);
        let sub = parse_game("subtraction:4,1,3,3").unwrap();
        assert_eq!(sub.criterion(), Some(Criterion::Window { max_move: 4 }));
        assert_eq!(sub.values(8, false), [0, 1, 0, 1, 2, 3, 2, 0]);
        for bad in [
            "",
            "grundy:",
            "Grundy",
            "octal",
            "octal:",
            "octal:0.9",
            "subtraction:",
            "subtraction:1,,2",
            "subtraction:0",
            "subtraction:-1",
            "nim:1",
            "Nim",
            "wythoff:",
            "Wythoff",
        ] {
            let error = parse_game(bad).unwrap_err();
            assert!(!error.contains('\n'), "{bad}: {error}");
        }
    }

    #[test]
    fn nim_is_the_game_of_taking_any_number() {
        // The definition: the mex over every smaller heap, played out by the exhaustive search.
        let mut search = sg_core::search::Search::new(|&n: &u32, out: &mut Vec<u32>| out.extend(0..n));
        let values = parse_game("nim").unwrap().values(40, false);
        for (n, &value) in values.iter().enumerate() {
            assert_eq!(search.grundy(&(n as u32)), Ok(value), "heap {n}");
        }
    }

    #[test]
    fn growing_tables_agree_with_whole_ones() {
        assert_eq!(parse_game("nim").unwrap().values(5, false), [0, 1, 2, 3, 4], "a heap is worth its size");
        for given in ["octal:0.16", "grundy", "subtraction:2,5", "wythoff", "nim"] {
            let game = parse_game(given).unwrap();
            let mut growing = game.growing();
            growing.extend_to(100);
            growing.extend_to(50);
            assert_eq!(growing.values().len(), 100);
            growing.extend_to(700);
            assert_eq!(growing.values(), game.values(700, true), "{given}");
        }
    }
}
