//! The games the explorer knows, as written on its command line, and their tables.

use sg_core::octal;
use sg_core::period::Criterion;
use sg_core::rare::RareCommon;
use sg_core::subtraction::subtraction_grundy;
use sg_core::take_break::TakeBreak;

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
}

/// Reads `octal:CODE`, `subtraction:S` or `grundy`.
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
        _ => {
            return Err(format!(
                "unknown game {text:?}: expected octal:CODE (such as octal:0.77), subtraction:S (such as subtraction:1,3,4) or grundy"
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
            Rules::Subtraction(_) => None,
        }
    }

    /// The moves of a subtraction game, sorted and without repeats.
    pub fn subtraction(&self) -> Option<&[usize]> {
        match &self.rules {
            Rules::Subtraction(moves) => Some(moves),
            Rules::TakeBreak(_) => None,
        }
    }

    /// The theorem that certifies its periods, if one is known.
    pub fn criterion(&self) -> Option<Criterion> {
        match &self.rules {
            Rules::TakeBreak(rules) => rules.criterion(),
            Rules::Subtraction(moves) => moves.last().map(|&max_move| Criterion::Window { max_move }),
        }
    }

    /// Why no period of this game can be certified (it has no criterion).
    pub fn no_theorem(&self) -> &'static str {
        "no theorem bounds the check for Grundy's game (its two heaps must differ), so a period seen in the table would be a pattern, not a proof"
    }

    /// `G(0..len)`: by the definition if `plain`, else by the fastest method at hand.
    pub fn values(&self, len: usize, plain: bool) -> Vec<u32> {
        match &self.rules {
            Rules::TakeBreak(rules) if plain => rules.grundy_by_definition(len),
            Rules::TakeBreak(rules) => rules.grundy(len),
            Rules::Subtraction(moves) => subtraction_grundy(moves, len),
        }
    }

    /// A table that can be extended, for searches that grow it.
    pub fn growing(&self) -> Growing {
        match &self.rules {
            Rules::TakeBreak(rules) => Growing::TakeBreak(Box::new(RareCommon::new(rules))),
            Rules::Subtraction(moves) => Growing::Subtraction { moves: moves.clone(), values: Vec::new() },
        }
    }
}

/// A table extended on demand.
#[derive(Debug)]
pub enum Growing {
    /// Kept and extended.
    TakeBreak(Box<RareCommon>),
    /// Recomputed (linear time, so a doubling search costs at most twice the last table).
    Subtraction {
        /// The moves.
        moves: Vec<usize>,
        /// The table so far.
        values: Vec<u32>,
    },
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
        }
    }

    /// The table so far.
    pub fn values(&self) -> &[u32] {
        match self {
            Growing::TakeBreak(engine) => engine.values(),
            Growing::Subtraction { values, .. } => values,
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
        ] {
            let error = parse_game(bad).unwrap_err();
            assert!(!error.contains('\n'), "{bad}: {error}");
        }
    }

    #[test]
    fn growing_tables_agree_with_whole_ones() {
        for given in ["octal:0.16", "grundy", "subtraction:2,5"] {
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
