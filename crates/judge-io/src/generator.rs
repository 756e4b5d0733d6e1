//! Input generators: a problem's `src/bin/generator.rs` makes its big inputs, which are pinned
//! by SHA-256 in `cases/generated.toml` instead of being stored.
//!
//! Each generated case has a name and a function from a random generator to the input text.
//! The generator is [`Rng::named`] after the case, so a case's input depends on nothing but its
//! own function: adding or removing another case changes nothing else. Integer arithmetic
//! only (no floating point, no hash-map order), so the input is the same on every machine.
//!
//! The program, through [`main`]: `<slug>-generator NAME` writes case `NAME`'s input on stdout;
//! with no argument it lists the names, one per line. An unknown name or a second argument is a
//! one-line `error:` on stderr and exit code 2.
//!
//! # Example
//!
//! ```
//! use judge_io::generator::{Case, generate};
//! use judge_io::random::Rng;
//!
//! fn piles(rng: &mut Rng, n: usize) -> String {
//!     let piles: Vec<String> = (0..n).map(|_| rng.range(1..=1_000_000_000).to_string()).collect();
//!     format!("{n}\n{}\n", piles.join(" "))
//! }
//!
//! const CASES: &[Case] = &[("30-max-1", |rng| piles(rng, 100_000)), ("30-max-2", |rng| piles(rng, 99_999))];
//!
//! let input = generate(CASES, "30-max-2").unwrap();
//! assert!(input.starts_with("99999\n"));
//! assert_eq!(input, generate(CASES, "30-max-2").unwrap(), "the same every time");
//! assert_eq!(generate(CASES, "30-max-3"), None);
//! // In src/bin/generator.rs: fn main() { judge_io::generator::main(CASES) }
//! ```

use crate::random::Rng;
use std::io::Write as _;

/// A generated case: its name and what makes its input from the generator named after it.
pub type Case = (&'static str, fn(&mut Rng) -> String);

/// The input of case `name`, or `None` if there is no such case.
pub fn generate(cases: &[Case], name: &str) -> Option<String> {
    cases.iter().find(|(n, _)| *n == name).map(|(n, make)| make(&mut Rng::named(n)))
}

/// A generator program: writes the input of the case named by its one argument, or, without
/// an argument, the names of all cases.
///
/// # Panics
///
/// Panics if two cases share a name (a mistake in the program, not in its use).
pub fn main(cases: &[Case]) -> ! {
    for (i, (name, _)) in cases.iter().enumerate() {
        assert!(!cases[..i].iter().any(|(n, _)| n == name), "two generated cases are named {name}");
    }
    let args: Vec<String> = std::env::args().skip(1).collect();
    let text = match &args[..] {
        [] => cases.iter().map(|(name, _)| format!("{name}\n")).collect(),
        [name] => generate(cases, name).unwrap_or_else(|| fail(&format!("no generated case is named {name:?}"))),
        _ => fail("usage: generator [CASE] (no argument lists the cases)"),
    };
    let mut out = std::io::stdout().lock();
    if let Err(e) = out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
        fail(&format!("cannot write the input: {e}"));
    }
    std::process::exit(0)
}

fn fail(message: &str) -> ! {
    eprintln!("{}{message}", crate::ERROR_PREFIX);
    std::process::exit(crate::REFUSAL_EXIT_CODE)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn count(rng: &mut Rng) -> String {
        format!("{}\n", rng.range(1..=1000))
    }

    #[test]
    fn a_case_draws_from_its_own_generator() {
        let both: &[Case] = &[("a", count), ("b", count)];
        let alone: &[Case] = &[("b", count)];
        assert_eq!(generate(both, "b"), generate(alone, "b"), "removing a case changes no other");
        assert_ne!(generate(both, "a"), generate(both, "b"));
        assert_eq!(generate(both, "c"), None);
    }
}
