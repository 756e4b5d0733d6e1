//! The shapes of switch-lights's inputs, which its generator and its tests share: tests of lit
//! lights, random lights lost half the time, and the nim products that choose the light that
//! loses, by bit pairs 2^i ⊗ 2^j with nothing of `sg_core::nim_product` (the tests' reference
//! multiplies with them too).

use judge_io::random::Rng;
use std::collections::BTreeSet;
use std::fmt::Write as _;
use std::ops::RangeInclusive;

/// The most tests of an input: T <= 100.
pub const MAX_T: usize = 100;
/// The largest coordinate of a light: 10^4.
pub const MAX_COORD: u32 = 10_000;

/// A test: its lit lights.
pub type Lights = Vec<(u32, u32)>;

/// The input text of `tests`.
pub fn format(tests: &[Lights]) -> String {
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
#[derive(Debug)]
pub struct Products {
    /// `bits[i][j]` = 2^i ⊗ 2^j.
    bits: [[u32; 16]; 16],
}

impl Products {
    /// The products of all pairs of binary digits below 2^16.
    pub fn new() -> Products {
        let mut table = [[None; 16]; 16];
        let mut products = Products { bits: [[0; 16]; 16] };
        for i in 0..16 {
            for j in 0..16 {
                products.bits[i][j] = of_bits(&mut table, i, j);
            }
        }
        products
    }

    /// `x ⊗ y` for x, y < 2^16: the XOR of `2^i ⊗ 2^j` over the binary digits i of x and j of y.
    pub fn product(&self, x: u32, y: u32) -> u32 {
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

impl Default for Products {
    fn default() -> Products {
        Products::new()
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
pub fn random_lights(rng: &mut Rng, count: usize, range: RangeInclusive<u32>, products: &Products) -> Lights {
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
pub fn closing_light(
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
