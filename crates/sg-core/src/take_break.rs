//! Take-and-break heap games: a move takes some tokens from one heap and leaves what remains of
//! it as no heap, one heap or two non-empty heaps. Octal games (see [`octal`](crate::octal) for
//! their notation) and Grundy's game are of this kind.
//!
//! The rules are held as octal digits: digit `d_j` says what taking `j` tokens may leave, as a
//! sum of 1 (nothing: the heap had exactly `j` tokens), 2 (one smaller non-empty heap) and 4
//! (two non-empty heaps). Digit `d_0` is taking nothing, so it can only split (0 or 4).
//! Grundy's game is `d_0 = 4` with the two heaps required to be unequal.
//!
//! A heap's Grundy value comes from its options alone, and a position of several heaps is
//! their sum, so one table `G(0..len)` settles every position.

use crate::period::Criterion;
use crate::subtraction::grundy_table;
use std::fmt;

/// The rules of a take-and-break game, as digits with an optional "two heaps must differ"
/// condition.
///
/// # Example
///
/// ```
/// use sg_core::take_break::TakeBreak;
///
/// // Kayles: knock down one pin or two adjacent pins, which may split the row.
/// let kayles = TakeBreak::new(&[0, 7, 7], false).unwrap();
/// assert_eq!(kayles.grundy(12), [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6]);
/// assert_eq!(kayles.to_string(), "0.77");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct TakeBreak {
    digits: Vec<u8>,
    unequal: bool,
}

/// Digits that do not describe a take-and-break game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RulesError {
    /// Digit `index` is above 7 (a move leaves at most two heaps).
    NotOctal {
        /// Where the digit is (the number of tokens taken).
        index: usize,
        /// The digit.
        digit: u8,
    },
    /// Digit 0 has bit 1 or 2: taking nothing and leaving the heap whole (or leaving nothing
    /// of a heap of 0) is not a move.
    TakeNothing {
        /// The digit.
        digit: u8,
    },
}

impl fmt::Display for RulesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RulesError::NotOctal { index, digit } => {
                write!(f, "digit {digit} for taking {index} tokens is not an octal digit (0 to 7)")
            }
            RulesError::TakeNothing { digit } => write!(
                f,
                "the digit before the point must be 0 or 4, not {digit}: taking no tokens can only split a heap"
            ),
        }
    }
}

impl std::error::Error for RulesError {}

impl TakeBreak {
    /// The game whose digit `j` is `digits[j]` (`digits[0]` before the point), with two heaps
    /// required to be unequal when `unequal` is set. Trailing zero digits are dropped.
    ///
    /// # Errors
    ///
    /// [`RulesError`] if a digit is above 7, or if `digits[0]` is not 0 or 4.
    ///
    /// # Complexity
    ///
    /// O(digits).
    ///
    /// # Example
    ///
    /// ```
    /// use sg_core::take_break::{RulesError, TakeBreak};
    ///
    /// let dawson = TakeBreak::new(&[0, 0, 7, 0], false).unwrap();
    /// assert_eq!(dawson.max_take(), 2);
    /// assert_eq!(TakeBreak::new(&[2, 7], false), Err(RulesError::TakeNothing { digit: 2 }));
    /// ```
    pub fn new(digits: &[u8], unequal: bool) -> Result<Self, RulesError> {
        if let Some((index, &digit)) = digits.iter().enumerate().find(|&(_, &d)| d > 7) {
            return Err(RulesError::NotOctal { index, digit });
        }
        let first = digits.first().copied().unwrap_or(0);
        if first & 3 != 0 {
            return Err(RulesError::TakeNothing { digit: first });
        }
        let used = digits.iter().rposition(|&d| d != 0).map_or(1, |last| last + 1);
        let mut digits = digits[..used.min(digits.len())].to_vec();
        if digits.is_empty() {
            digits.push(0);
        }
        Ok(TakeBreak { digits, unequal })
    }

    /// Grundy's game: a move splits one heap into two non-empty heaps of different sizes.
    ///
    /// # Example
    ///
    /// ```
    /// use sg_core::take_break::TakeBreak;
    ///
    /// let grundy = TakeBreak::grundys_game();
    /// assert_eq!(grundy.grundy(10), [0, 0, 0, 1, 0, 2, 1, 0, 2, 1]);
    /// ```
    pub fn grundys_game() -> Self {
        TakeBreak { digits: vec![4], unequal: true }
    }

    /// The digits `d_0, d_1, …, d_t`, without trailing zeros (at least one digit).
    ///
    /// # Example
    ///
    /// ```
    /// use sg_core::take_break::TakeBreak;
    ///
    /// assert_eq!(TakeBreak::new(&[4, 0, 7, 0, 0], false).unwrap().digits(), [4, 0, 7]);
    /// ```
    pub fn digits(&self) -> &[u8] {
        &self.digits
    }

    /// Whether the two heaps a move leaves must differ in size (Grundy's game).
    ///
    /// # Example
    ///
    /// ```
    /// use sg_core::take_break::TakeBreak;
    ///
    /// assert!(TakeBreak::grundys_game().unequal());
    /// ```
    pub fn unequal(&self) -> bool {
        self.unequal
    }

    /// `t`, the most tokens a move takes (the index of the last non-zero digit, or 0).
    ///
    /// # Example
    ///
    /// ```
    /// use sg_core::take_break::TakeBreak;
    ///
    /// assert_eq!(TakeBreak::new(&[0, 1, 3, 7], false).unwrap().max_take(), 3);
    /// assert_eq!(TakeBreak::grundys_game().max_take(), 0);
    /// ```
    pub fn max_take(&self) -> usize {
        self.digits.len() - 1
    }

    /// The theorem that certifies a period of this game: Guy–Smith, unless the two heaps must
    /// be unequal (Grundy's game), for which no such theorem is known.
    ///
    /// # Example
    ///
    /// ```
    /// use sg_core::period::Criterion;
    /// use sg_core::take_break::TakeBreak;
    ///
    /// let kayles = TakeBreak::new(&[0, 7, 7], false).unwrap();
    /// assert_eq!(kayles.criterion(), Some(Criterion::GuySmith { max_take: 2 }));
    /// assert_eq!(TakeBreak::grundys_game().criterion(), None);
    /// ```
    pub fn criterion(&self) -> Option<Criterion> {
        (!self.unequal).then_some(Criterion::GuySmith { max_take: self.max_take() })
    }

    /// Pushes onto `out` every option of one heap of `heap` tokens, as the two heaps left
    /// (`0` for no heap; a move leaving one heap `h` is `[h, 0]`; two heaps come smaller
    /// first). Each distinct option is pushed once.
    ///
    /// # Complexity
    ///
    /// O(t + options).
    ///
    /// # Example
    ///
    /// ```
    /// use sg_core::take_break::TakeBreak;
    ///
    /// // Dawson's Kayles (0.07): take two tokens, leaving nothing, one heap or two heaps.
    /// let dawson = TakeBreak::new(&[0, 0, 7], false).unwrap();
    /// let mut out = Vec::new();
    /// dawson.options(5, &mut out);
    /// assert_eq!(out, [[3, 0], [1, 2]]);
    /// ```
    pub fn options(&self, heap: usize, out: &mut Vec<[usize; 2]>) {
        for (take, &digit) in self.digits.iter().enumerate() {
            if take > heap {
                break;
            }
            let rest = heap - take;
            if digit & 1 != 0 && rest == 0 {
                out.push([0, 0]);
            }
            if digit & 2 != 0 && rest > 0 {
                out.push([rest, 0]);
            }
            if digit & 4 != 0 {
                for small in 1..=rest / 2 {
                    if !(self.unequal && 2 * small == rest) {
                        out.push([small, rest - small]);
                    }
                }
            }
        }
    }

    /// The Grundy values `G(0..len)` by the definition: each value is the mex of the values of
    /// the options listed by [`TakeBreak::options`], two heaps counting as the XOR of their
    /// values. The reference for [`TakeBreak::grundy`].
    ///
    /// # Complexity
    ///
    /// O(len² · t) time when the game splits heaps (O(len · t) otherwise), O(len) memory.
    ///
    /// # Example
    ///
    /// ```
    /// use sg_core::take_break::TakeBreak;
    ///
    /// let dawson = TakeBreak::new(&[0, 0, 7], false).unwrap();
    /// assert_eq!(dawson.grundy_by_definition(7), [0, 0, 1, 1, 2, 0, 3]);
    /// ```
    pub fn grundy_by_definition(&self, len: usize) -> Vec<u32> {
        let mut options = Vec::new();
        grundy_table(len, |heap, g, out| {
            options.clear();
            self.options(heap, &mut options);
            out.extend(options.iter().map(|&[a, b]| g[a] ^ g[b]));
        })
    }
}

/// The standard notation: `d0.d1d2…` for an octal game; Grundy's game, which has none, is
/// written `grundy`.
impl fmt::Display for TakeBreak {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.unequal {
            return f.write_str("grundy");
        }
        write!(f, "{}.", self.digits[0])?;
        if self.digits.len() == 1 {
            return f.write_str("0");
        }
        self.digits[1..].iter().try_for_each(|d| write!(f, "{d}"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn digits_are_validated_and_trimmed() {
        assert_eq!(TakeBreak::new(&[0, 8], false), Err(RulesError::NotOctal { index: 1, digit: 8 }));
        assert_eq!(TakeBreak::new(&[1], false), Err(RulesError::TakeNothing { digit: 1 }));
        assert_eq!(TakeBreak::new(&[6, 7], false), Err(RulesError::TakeNothing { digit: 6 }));
        assert_eq!(TakeBreak::new(&[], false).map(|g| g.digits().to_vec()), Ok(vec![0]));
        assert_eq!(TakeBreak::new(&[0, 0, 0], false).map(|g| g.to_string()), Ok("0.0".to_string()));
        assert_eq!(TakeBreak::new(&[4, 0, 7, 0], false).map(|g| g.to_string()), Ok("4.07".to_string()));
    }

    #[test]
    fn options_by_hand() {
        let mut out = Vec::new();
        // 0.137: take 1 from a heap of 1; take 2 leaving one heap; take 3 leaving 0, 1 or 2.
        let chess = TakeBreak::new(&[0, 1, 3, 7], false).unwrap();
        chess.options(1, &mut out);
        assert_eq!(out, [[0, 0]]);
        out.clear();
        chess.options(3, &mut out);
        assert_eq!(out, [[1, 0], [0, 0]]);
        out.clear();
        chess.options(6, &mut out);
        assert_eq!(out, [[4, 0], [3, 0], [1, 2]]);
        out.clear();
        // Grundy's game: 6 splits into 1 + 5 and 2 + 4 but not 3 + 3.
        TakeBreak::grundys_game().options(6, &mut out);
        assert_eq!(out, [[1, 5], [2, 4]]);
        out.clear();
        // 4.0: 6 also splits into 3 + 3.
        TakeBreak::new(&[4], false).unwrap().options(6, &mut out);
        assert_eq!(out, [[1, 5], [2, 4], [3, 3]]);
    }
}
