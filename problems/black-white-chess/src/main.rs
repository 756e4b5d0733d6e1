//! Black and White Chess (SDOI 2011, Luogu P2490): count the placements of k alternating
//! pieces on a 1 × n strip that the first player wins, modulo 10^9 + 7.
//!
//! Pair each white piece with the black piece to its right. Whites only move right and blacks
//! only left, so a piece is only ever blocked by its partner: the game is the gaps inside the
//! k/2 pairs, and a move of either player shrinks between 1 and d of them. That is Moore's
//! Nim-d: the player to move loses exactly when, in every binary digit, the number of gaps
//! with a 1 there is a multiple of d + 1. Count the losing gap vectors by their total S digit
//! by digit (`sg_core::nim_k::loss_counts_by_total`); each spreads its n − k − S free cells
//! over the k/2 + 1 spaces around the pairs in C(n − k − S + k/2, k/2) ways. The answer is
//! C(n, k) minus the losing placements.

use judge_io::{InputError, Reader, Writer, run};
use sg_core::modular::Binomial;
use sg_core::nim_k::loss_counts_by_total;

const P: u64 = 1_000_000_007;
const MAX_N: usize = 10_000;
const MAX_K: usize = 100;

fn solve(r: &mut Reader, w: &mut Writer) -> Result<(), InputError> {
    let n: usize = r.int_in(1..=MAX_N)?;
    let k: usize = r.int_in(1..=MAX_K.min(n))?;
    if k % 2 == 1 {
        return Err(r.error(format!("expected an even number of pieces, found {k}")));
    }
    let d: usize = r.int_in(1..=k)?;
    r.finish()?;

    let pairs = k / 2;
    let spare = n - k;
    let binomial = Binomial::new(n, P);
    let losing = loss_counts_by_total(pairs, d, spare, P);
    let lost = losing
        .iter()
        .enumerate()
        .fold(0, |acc, (total, &ways)| (acc + ways * binomial.choose(spare - total + pairs, pairs)) % P);
    w.line((binomial.choose(n, k) + P - lost) % P);
    Ok(())
}

fn main() {
    run(solve);
}
