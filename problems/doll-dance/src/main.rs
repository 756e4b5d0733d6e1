//! Doll Dance (Cnoi 2019, Luogu P5387): count the length-|V| sequences over [1, m] whose
//! XOR-lowering game is a first-player win, modulo 998244353.
//!
//! A single number x can become any z < x whose difference y = x ^ z is at most x. Its Grundy
//! value is x − 2^⌊log2 x⌋ + 1 (proved in the README, checked against exhaustive search in the
//! tests), so the values of [1, m] stay below B, the least power of two above the largest one.
//! A sequence is lost exactly when the XOR of its values is 0. With c the count vector of the
//! values over [1, m] and C its Walsh–Hadamard transform (exact integers in [−m, m]), the
//! number of lost sequences is (1/B) Σ_j `C[j]^|V|`; the answer is m^|V| minus that. Equal `C[j]`
//! share one modular power, so the work is one transform of length B plus a power per
//! distinct value.

use judge_io::{InputError, Reader, Writer, run};
use sg_core::modular::{inverse, pow_mod};
use sg_core::xor_transform::walsh_hadamard;

const P: u64 = 998_244_353;
const MAX_LENGTH: u64 = 1_000_000_000_000_000_000;
const MAX_M: usize = 1_000_000;

/// The Grundy value of one number x >= 1: its offset above its highest power of two, plus 1.
fn grundy(x: usize) -> usize {
    x - (1 << x.ilog2()) + 1
}

fn solve(r: &mut Reader, w: &mut Writer) -> Result<(), InputError> {
    let length: u64 = r.int_in(1..=MAX_LENGTH)?;
    let m: usize = r.int_in(1..=MAX_M)?;
    r.finish()?;

    let largest = (1..=m).map(grundy).max().unwrap_or(0);
    let size = (largest + 1).next_power_of_two();
    let mut counts = vec![0i64; size];
    for x in 1..=m {
        counts[grundy(x)] += 1;
    }
    walsh_hadamard(&mut counts);

    // Every transformed value lies in [−m, m]; (−v)^n = ±v^n, so tally by |v| and sign.
    let mut tally = vec![[0u64; 2]; m + 1];
    for &c in &counts {
        tally[c.unsigned_abs() as usize][usize::from(c < 0)] += 1;
    }
    let odd = length % 2 == 1;
    let mut lost = 0u64;
    for (v, [positive, negative]) in tally.into_iter().enumerate() {
        if positive + negative == 0 {
            continue;
        }
        let power = pow_mod(v as u64, length, P);
        let weight = if odd { (positive + P - negative % P) % P } else { (positive + negative) % P };
        lost = (lost + weight * power) % P;
    }
    lost = lost * inverse(size as u64, P) % P;
    w.line((pow_mod(m as u64, length, P) + P - lost) % P);
    Ok(())
}

fn main() {
    run(solve);
}
