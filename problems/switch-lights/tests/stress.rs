//! What vouches for switch-lights: the binary against an exhaustive search of the real game
//! (a state is the set of lit lights, a move switches the distinct corners of a rectangle
//! whose upper-right corner is lit) on random small boards; the stored cases against that
//! search, and the large ones against a reference that multiplies by bit pairs 2^i ⊗ 2^j,
//! each found by factoring 2^i into Fermat 2-powers, with no table of byte products and
//! nothing of `sg_core::nim_product`.
//!
//! `cargo test -p switch-lights --test judge` runs it all; `-- vouch/` only the stored cases;
//! `-- --ignored write-cases` rewrites the generated cases.

use judge_io::random::Rng;
use sg_core::search::Search;
use std::collections::{BTreeSet, HashMap};
use std::path::Path;
use switch_lights::{Lights, MAX_COORD, MAX_T, Products, closing_light, format, random_lights};
use testkit::stress::numbers;
use testkit::verify::{BruteForce, CaseWriter, Check, Inputs, Reference, Verification, without_each};

/// The most cells the brute force searches: 2^cells states at most.
const MAX_BRUTE_CELLS: usize = 20;

const WIN: &str = "Have a try, lxhgww.\n";
const LOSE: &str = "Don't waste your time.\n";

/// The tests of an input.
fn tests(input: &str) -> Vec<Lights> {
    let numbers = numbers(input);
    let mut at = 1;
    let mut all = Vec::new();
    for _ in 0..numbers[0] {
        let n = numbers[at] as usize;
        let lights = numbers[at + 1..at + 1 + 2 * n].chunks(2).map(|p| (p[0] as u32, p[1] as u32)).collect();
        all.push(lights);
        at += 1 + 2 * n;
    }
    assert_eq!(at, numbers.len(), "T tests, each n and n lights");
    all
}

fn answers(input: &str, mut first_wins: impl FnMut(&[(u32, u32)]) -> bool) -> String {
    tests(input).iter().map(|lights| if first_wins(lights) { WIN } else { LOSE }).collect()
}

/// The board of one test for the real game: the cells play can ever reach, and the moves.
/// Every corner of a rectangle lies at or below-left of its lit corner (x2, y2), so the cells
/// at or below-left of some lit light are all that play touches.
struct Board {
    cells: Vec<(u32, u32)>,
    /// For each cell as the lit corner (x2, y2): the set of cells each rectangle switches, as a
    /// bit mask, every distinct corner once (a degenerate rectangle switches 2 cells or 1).
    rectangles: Vec<Vec<u32>>,
}

impl Board {
    fn new(lights: &[(u32, u32)]) -> Board {
        let reach: BTreeSet<(u32, u32)> =
            lights.iter().flat_map(|&(x, y)| (1..=x).flat_map(move |a| (1..=y).map(move |b| (a, b)))).collect();
        let cells: Vec<(u32, u32)> = reach.into_iter().collect();
        assert!(cells.len() <= MAX_BRUTE_CELLS, "{} cells: too many for the brute force", cells.len());
        let index: HashMap<(u32, u32), usize> = cells.iter().enumerate().map(|(i, &c)| (c, i)).collect();
        let bit = |cell: (u32, u32)| 1u32 << index[&cell];
        let rectangles = cells
            .iter()
            .map(|&(x2, y2)| {
                let mut masks = Vec::new();
                for x1 in 1..=x2 {
                    for y1 in 1..=y2 {
                        // The union of the corners: a corner named twice is still switched once.
                        masks.push(bit((x1, y1)) | bit((x1, y2)) | bit((x2, y1)) | bit((x2, y2)));
                    }
                }
                masks
            })
            .collect();
        Board { cells, rectangles }
    }

    fn state(&self, lights: &[(u32, u32)]) -> u32 {
        lights.iter().fold(0, |state, light| {
            let i = self.cells.iter().position(|c| c == light).expect("every light is a cell");
            state | 1 << i
        })
    }

    /// The states one move away: pick a lit cell as (x2, y2) and a rectangle below-left of it.
    fn moves(&self, state: u32, out: &mut Vec<u32>) {
        for (i, rectangles) in self.rectangles.iter().enumerate() {
            if state >> i & 1 == 1 {
                out.extend(rectangles.iter().map(|&switched| state ^ switched));
            }
        }
    }
}

/// Plays the real game on each test's board: no nim product, no sum of single lights.
fn brute(input: &str) -> String {
    answers(input, |lights| {
        let board = Board::new(lights);
        let start = board.state(lights);
        let mut search = Search::new(|&state: &u32, out: &mut Vec<u32>| board.moves(state, out));
        search.is_win(&start).unwrap_or_else(|cycle| panic!("{cycle}"))
    })
}

/// For boards too large to search: the Tartan theorem (a light at (x, y) is worth x ⊗ y, the
/// position the XOR of its lights; `brute` checks it on small boards) with the bit-pair products
/// of [`Products`], which `reference-products-follow-the-definition` checks against the mex
/// definition.
fn reference(input: &str) -> String {
    let products = Products::new();
    answers(input, |lights| lights.iter().fold(0, |acc, &(x, y)| acc ^ products.product(x, y)) != 0)
}

/// The products of all x, y below 128 by the mex definition alone.
fn products_by_definition() -> Vec<Vec<u32>> {
    const N: usize = 128;
    let mut table = vec![vec![0u32; N]; N];
    let mut seen = vec![0usize; 2 * N];
    for x in 0..N {
        for y in 0..N {
            let stamp = x * N + y + 1;
            for a in 0..x {
                for b in 0..y {
                    seen[(table[a][y] ^ table[x][b] ^ table[a][b]) as usize] = stamp;
                }
            }
            table[x][y] = (0..).find(|&v| seen[v] != stamp).expect("some value is free") as u32;
        }
    }
    table
}

/// The reference's products against the mex definition, for every x, y below 128.
fn reference_products_follow_the_definition(_: &Path) -> Result<(), String> {
    let products = Products::new();
    let definition = products_by_definition();
    for (x, row) in definition.iter().enumerate() {
        for (y, &expected) in row.iter().enumerate() {
            let got = products.product(x as u32, y as u32);
            if got != expected {
                return Err(format!("{x} ⊗ {y}: the reference says {got}, the definition {expected}"));
            }
        }
    }
    let known = [(2, 2, 3), (2, 3, 1), (3, 3, 2), (4, 4, 6), (16, 16, 24), (256, 256, 384), (10_000, 10_000, 12_371)];
    for (x, y, expected) in known {
        if products.product(x, y) != expected {
            return Err(format!("{x} ⊗ {y} should be {expected}"));
        }
    }
    Ok(())
}

/// The brute force's moves are the statement's: from one light at (1, 1) the only move
/// switches it off; a light at (1, 2) switches alone or with (1, 1); a light at (2, 2) has
/// four rectangles, switching 1, 2, 2 and 4 cells.
fn brute_moves_follow_the_statement(_: &Path) -> Result<(), String> {
    let successors = |lights: &[(u32, u32)]| {
        let board = Board::new(lights);
        let mut out = Vec::new();
        board.moves(board.state(lights), &mut out);
        let named: BTreeSet<Vec<(u32, u32)>> = out
            .into_iter()
            .map(|state| (0..board.cells.len()).filter(|i| state >> i & 1 == 1).map(|i| board.cells[i]).collect())
            .collect();
        named
    };
    let expect = |lights: &[(u32, u32)], after: &[&[(u32, u32)]]| {
        let want: BTreeSet<Vec<(u32, u32)>> = after.iter().map(|s| s.to_vec()).collect();
        let got = successors(lights);
        if got == want { Ok(()) } else { Err(format!("moves from {lights:?}: {got:?}, not {want:?}")) }
    };
    expect(&[(1, 1)], &[&[]])?;
    expect(&[(1, 2)], &[&[], &[(1, 1)]])?;
    expect(&[(2, 1)], &[&[], &[(1, 1)]])?;
    expect(&[(2, 2)], &[&[], &[(1, 2)], &[(2, 1)], &[(1, 1), (1, 2), (2, 1)]])?;
    // A lit corner other than (x2, y2) is switched off by the move; (1, 1) may move alone.
    expect(&[(1, 1), (2, 2)], &[&[(2, 2)], &[(1, 1)], &[(1, 1), (1, 2)], &[(1, 1), (2, 1)], &[(1, 2), (2, 1)]])
}

/// A lost position on `cells` half the time: random lights, then the light that brings the
/// reference's XOR to 0 if it is free; else random lights. Lights in random order.
fn lights_on(rng: &mut Rng, cells: &[(u32, u32)], count: usize, products: &Products) -> Lights {
    let mut pool = cells.to_vec();
    rng.shuffle(&mut pool);
    let mut lights: Lights = pool[..count.min(pool.len())].to_vec();
    if rng.chance(1, 2) && !lights.is_empty() {
        let last = lights.pop().expect("not empty");
        let value = lights.iter().fold(0, |acc, &(x, y)| acc ^ products.product(x, y));
        let closing = pool.iter().find(|&&(x, y)| products.product(x, y) == value && !lights.contains(&(x, y)));
        lights.push(closing.copied().unwrap_or(last));
    }
    rng.shuffle(&mut lights);
    lights
}

/// Up to `size` tests on boards of at most 4 `size` cells (rows × columns), at most 16; three
/// boards in four have two rows and two columns at least.
fn small_input(rng: &mut Rng, size: usize) -> String {
    let products = Products::new();
    let cells_max = (4 * size).min(16) as u32;
    let shapes: Vec<(u32, u32)> = (1..=cells_max).flat_map(|r| (1..=cells_max / r).map(move |c| (r, c))).collect();
    let wide: Vec<(u32, u32)> = shapes.iter().copied().filter(|&(r, c)| r >= 2 && c >= 2).collect();
    let tests: Vec<Lights> = (0..rng.below(1..=size))
        .map(|_| {
            let (rows, columns) =
                if !wide.is_empty() && rng.chance(3, 4) { *rng.pick(&wide) } else { *rng.pick(&shapes) };
            let cells: Vec<(u32, u32)> = (1..=rows).flat_map(|x| (1..=columns).map(move |y| (x, y))).collect();
            let count = rng.below(0..=cells.len());
            lights_on(rng, &cells, count, &products)
        })
        .collect();
    format(&tests)
}

/// Up to 20 `size` tests of up to 20 `size` lights, for the reference against the binary:
/// anywhere on the 10^4 × 10^4 board, or on the 15 × 15 or 255 × 255 corner (the values below
/// 16 and below 256 are closed under ⊗, so a lost position is nearly always found there).
fn large_input(rng: &mut Rng, size: usize) -> String {
    let products = Products::new();
    let tests: Vec<Lights> = (0..rng.below(1..=(20 * size).min(MAX_T)))
        .map(|_| {
            let high = *rng.pick(&[15, 255, MAX_COORD]);
            let count = rng.below(1..=20 * size);
            random_lights(rng, count, 1..=high, &products)
        })
        .collect();
    format(&tests)
}

/// Rewrites the generated cases: `cargo test -p switch-lights --test judge -- --ignored write-cases`.
/// Each output comes from the oracle that vouches for the case's prefix, never from the binary.
fn write_cases(cases: &mut CaseWriter) {
    let mut rng = Rng::new(3404);
    let products = Products::new();
    for i in 1..=3 {
        cases.write(&format!("20-random-{i}"), &small_input(&mut rng, 12));
    }
    // The maximal inputs: src/bin/generator.rs.
    cases.generated();
    // Products that need F ⊗ F = 3F/2 for F = 4, 16, 256, lost against a light of the same
    // value; 10000 ⊗ 10000 = 12371 against lights of that value found by the reference.
    let mut fermat: Vec<Lights> =
        vec![vec![(4, 4), (6, 1)], vec![(16, 16), (24, 1)], vec![(256, 256), (384, 1)], vec![(256, 256), (1, 384)]];
    let taken = BTreeSet::from([(MAX_COORD, MAX_COORD)]);
    for _ in 0..4 {
        if let Some(light) = closing_light(&mut rng, 12_371, &(1..=MAX_COORD), &products, &taken) {
            fermat.push(vec![(MAX_COORD, MAX_COORD), light]);
        }
    }
    cases.write("30-max-fermat-squares", &format(&fermat));
}

/// One test fewer: shrinks a failing input further than smaller sizes do.
fn shrink(input: &str) -> Vec<String> {
    without_each(&tests(input), format)
}

pub static VERIFICATION: Verification = Verification::new(
    BruteForce { generate: small_input, max_size: 4, solve: brute, vouches: &["00-", "10-", "20-"] },
    write_cases,
)
.with_references(&[Reference::new("bit-products", reference, &["30-"], Inputs::new(small_input, 4, 300))
    .with_stress(Inputs::new(large_input, 4, 100))])
.with_checks(&[
    Check::new("reference-products-follow-the-definition", reference_products_follow_the_definition),
    Check::new("brute-moves-follow-the-statement", brute_moves_follow_the_statement),
])
.with_shrink(shrink);
