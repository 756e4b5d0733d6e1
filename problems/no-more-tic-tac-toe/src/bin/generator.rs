//! The maximal inputs, made here and pinned by hash in `cases/generated.toml`: T = 10 000
//! strips, each of the maximal 100 cells (the most input the statement allows) or of a random
//! length up to it. The strips are ones legal play can reach (no two equal letters side by
//! side), a third of them with one letter only, so that runs with the same letter at both ends
//! are common.

use judge_io::generator::{Case, main as generate};
use no_more_tic_tac_toe::strips;

const CASES: &[Case] =
    &[("30-max-1", |rng| strips(rng, 10_000, 100, 100)), ("30-max-2", |rng| strips(rng, 10_000, 1, 100))];

fn main() {
    generate(CASES)
}
