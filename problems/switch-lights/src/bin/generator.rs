//! The maximal inputs, made here and pinned by hash in `cases/generated.toml`: T = 100 tests of
//! n = 1000 lights anywhere on the 10^4 × 10^4 board (10^5 products, every bound of the
//! statement reached), and the top corner: a lone light at (10 000, 10 000), then 19 tests of
//! 1000 lights with both coordinates from 9001 to 10 000, so that every product is at its
//! widest. Half the tests of each are lost: their last light is chosen so that the values
//! cancel, which needs nim products here too (by bit pairs, as the reference multiplies); a
//! wrong product would only leave such a test won, since the answers come from the oracles.

use judge_io::generator::{Case, main as generate};
use judge_io::random::Rng;
use std::collections::BTreeSet;
use std::fmt::Write as _;
use std::ops::RangeInclusive;

const MAX_T: usize = 100;
const MAX_N: usize = 1000;
const MAX_COORD: u32 = 10_000;

/// A test: its lit lights.
type Lights = Vec<(u32, u32)>;

/// The input text of `tests`.
fn format(tests: &[Lights]) -> String {
    let lights: usize = tests.iter().map(Vec::len).sum();
    let mut out = String::with_capacity(5 * tests.len() + 11 * lights);
    let _ = writeln!(out, "{}", tests.len());
    for lights in tests {
        let _ = writeln!(out, "{}", lights.len());
        for (x, y) in lights {
            let _ = writeln!(out, "{x} {y}");
        }
    }
    out
}

/// Nim products of numbers below 2^16, from the products `2^i ⊗ 2^j` of their binary digits.
struct Products {
    /// `bits[i][j]` = 2^i ⊗ 2^j.
    bits: [[u32; 16]; 16],
}

impl Products {
    fn new() -> Products {
        let mut table = [[None; 16]; 16];
        let mut products = Products { bits: [[0; 16]; 16] };
        for i in 0..16 {
            for j in 0..16 {
                products.bits[i][j] = of_bits(&mut table, i, j);
            }
        }
        products
    }

    /// `x ⊗ y` for x, y < 2^16.
    fn product(&self, x: u32, y: u32) -> u32 {
        let mut p = 0;
        for i in (0..16).filter(|i| x >> i & 1 == 1) {
            for j in (0..16).filter(|j| y >> j & 1 == 1) {
                p ^= self.bits[i][j];
            }
        }
        p
    }

    /// `x⁻¹` for 0 < x < 2^16: x^(2^16 − 2) in the field of the numbers below 2^16.
    fn inverse(&self, x: u32) -> u32 {
        let (mut result, mut base) = (1, x);
        for _ in 1..16 {
            base = self.product(base, base);
            result = self.product(result, base);
        }
        result
    }
}

/// `2^i ⊗ 2^j` for i, j < 16, memoised in `table`: 2^i is the nim product of the Fermat
/// 2-powers 2^(2^l) of the binary digits l of i (distinct Fermat 2-powers multiply as
/// integers), and F ⊗ F = F ⊕ F/2; so for the highest digit l that i and j share, with
/// F = 2^(2^l), 2^i ⊗ 2^j = (2^(i − 2^l) ⊗ 2^(j − 2^l)) ⊗ (F ⊕ F/2).
fn of_bits(table: &mut [[Option<u32>; 16]; 16], i: usize, j: usize) -> u32 {
    if let Some(p) = table[i][j] {
        return p;
    }
    let common = i & j;
    let p = if common == 0 {
        1 << (i | j)
    } else {
        let l = usize::BITS - 1 - common.leading_zeros();
        let rest = of_bits(table, i ^ 1 << l, j ^ 1 << l);
        // rest ⊗ F ⊕ rest ⊗ F/2, digit by digit: F = 2^(2^l), F/2 = 2^(2^l − 1).
        let (f, half) = (1 << l, (1 << l) - 1);
        (0..16).filter(|b| rest >> b & 1 == 1).fold(0, |acc, b| acc ^ of_bits(table, b, f) ^ of_bits(table, b, half))
    };
    table[i][j] = Some(p);
    p
}

/// `count` distinct lights with both coordinates in `range`, lost half the time (the last
/// light chosen so that the values cancel, found by trying random rows), in random order.
fn random_lights(rng: &mut Rng, count: usize, range: RangeInclusive<u32>, products: &Products) -> Lights {
    let (low, high) = (u64::from(*range.start()), u64::from(*range.end()));
    let mut lights: Lights = Vec::with_capacity(count);
    let mut used = BTreeSet::new();
    while lights.len() + 1 < count {
        let light = (rng.range(low..=high) as u32, rng.range(low..=high) as u32);
        if used.insert(light) {
            lights.push(light);
        }
    }
    let value = lights.iter().fold(0, |acc, &(x, y)| acc ^ products.product(x, y));
    let closing =
        if rng.chance(1, 2) && value != 0 { closing_light(rng, value, &range, products, &used) } else { None };
    let last = closing.unwrap_or_else(|| {
        loop {
            let light = (rng.range(low..=high) as u32, rng.range(low..=high) as u32);
            if !used.contains(&light) {
                break light;
            }
        }
    });
    if count > 0 {
        lights.push(last);
    }
    rng.shuffle(&mut lights);
    lights
}

/// A free light (x, y) in `range` with x ⊗ y = `value`, if one is found in 500 random rows:
/// y = value ⊗ x⁻¹.
fn closing_light(
    rng: &mut Rng,
    value: u32,
    range: &RangeInclusive<u32>,
    products: &Products,
    used: &BTreeSet<(u32, u32)>,
) -> Option<(u32, u32)> {
    (0..500).find_map(|_| {
        let x = rng.range(u64::from(*range.start())..=u64::from(*range.end())) as u32;
        let y = products.product(value, products.inverse(x));
        (range.contains(&y) && !used.contains(&(x, y))).then_some((x, y))
    })
}

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
