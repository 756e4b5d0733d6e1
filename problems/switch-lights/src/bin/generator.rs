//! The maximal inputs, made here and pinned by hash in `cases/generated.toml`: T = 100 tests of
//! n = 1000 lights anywhere on the 10^4 × 10^4 board (10^5 products, every bound of the
//! statement reached), and the top corner: a lone light at (10 000, 10 000), then 19 tests of
//! 1000 lights with both coordinates from 9001 to 10 000, so that every product is at its
//! widest. Half the tests of each are lost: their last light is chosen so that the values
//! cancel, which needs nim products here too: the problem's library multiplies by bit pairs,
//! as the reference does with the same products (which a check holds to the mex definition);
//! the answers come from the oracles.

use judge_io::generator::{Case, main as generate};
use judge_io::random::Rng;
use switch_lights::{Lights, MAX_COORD, MAX_T, Products, format, random_lights};

const MAX_N: usize = 1000;

/// T = 100 tests of n = 1000 lights anywhere.
fn max_anywhere(rng: &mut Rng) -> String {
    let products = Products::new();
    let tests: Vec<Lights> = (0..MAX_T).map(|_| random_lights(rng, MAX_N, 1..=MAX_COORD, &products)).collect();
    format(&tests)
}

/// A lone light at (10 000, 10 000), then 19 tests of 1000 lights in the top 1000 × 1000
/// corner.
fn top_corner(rng: &mut Rng) -> String {
    let products = Products::new();
    let mut tests: Vec<Lights> = Vec::with_capacity(20);
    tests.push(vec![(MAX_COORD, MAX_COORD)]);
    tests.extend((0..19).map(|_| random_lights(rng, MAX_N, MAX_COORD - 999..=MAX_COORD, &products)));
    format(&tests)
}

const CASES: &[Case] = &[("30-max-1", max_anywhere), ("30-max-top-corner", top_corner)];

fn main() {
    generate(CASES)
}
