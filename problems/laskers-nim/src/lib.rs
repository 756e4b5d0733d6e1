//! The shapes of laskers-nim's inputs, which its generator and its tests share: big heaps, tests
//! of twin heaps with a rest that the strategy argument of the README decides, and the input
//! text. Every heap but a few is one of a pair of twins; the few left over are at most three
//! big ones that a move turns into twins, or small ones within [`definitional_table`].

use judge_io::random::Rng;
use std::fmt::Write as _;
use std::sync::OnceLock;

/// The largest heap the statement allows: 2^31 − 1.
pub const MAX_HEAP: u64 = (1 << 31) - 1;

/// The small heaps of a [`Rest::Small`] lie below this; [`definitional_table`] covers them.
const TABLE_LEN: usize = 1024;

/// The input text of `tests`, each the heaps of one test.
pub fn format(tests: &[Vec<u64>]) -> String {
    let heaps: usize = tests.iter().map(Vec::len).sum();
    let mut out = String::with_capacity(8 * tests.len() + 11 * heaps);
    let _ = writeln!(out, "{}", tests.len());
    for heaps in tests {
        let _ = writeln!(out, "{}", heaps.len());
        for (i, h) in heaps.iter().enumerate() {
            let _ = write!(out, "{}{h}", if i == 0 { "" } else { " " });
        }
        out.push('\n');
    }
    out
}

/// g(0..1024) by the definition: the mex of the values of every removal and of every split
/// (two heaps worth the XOR of their values). No mod-4 pattern. O(1024²), once.
pub fn definitional_table() -> &'static [u32] {
    static TABLE: OnceLock<Vec<u32>> = OnceLock::new();
    TABLE.get_or_init(|| {
        sg_core::subtraction::grundy_table(TABLE_LEN, |s, g, out| {
            out.extend_from_slice(&g[..s]);
            out.extend((1..=s / 2).map(|a| g[a] ^ g[s - a]));
        })
    })
}

/// A heap up to the limit: the limit itself, one just below it, or any.
pub fn big_heap(rng: &mut Rng) -> u64 {
    match rng.below(0..=3) {
        0 => MAX_HEAP,
        1 => MAX_HEAP - rng.range(0..=64),
        _ => rng.range(1..=MAX_HEAP),
    }
}

/// What a decidable test holds besides its twins.
#[derive(Debug, Clone, Copy)]
pub enum Rest {
    /// Nothing: only twins.
    Nothing,
    /// One big heap.
    One,
    /// Two big heaps.
    Two,
    /// Big heaps a, b and a + b; with `disjoint`, a and b share no bit, so that a XOR b XOR
    /// (a + b) = 0 (plain Nim calls it lost).
    Split {
        /// Whether a and b share no bit.
        disjoint: bool,
    },
    /// 3 to 6 small heaps, within [`definitional_table`], their values cancelling half the time.
    Small,
    /// These heaps.
    These(&'static [u64]),
}

/// Rests that plain Nim or 32-bit values misjudge: 4 1 2 and 3 5 6 8 are lost, 1 2 3 and
/// 2^31 − 1 won.
const TRAPS: [&[u64]; 4] = [&[4, 1, 2], &[3, 5, 6, 8], &[1, 2, 3], &[MAX_HEAP]];

/// A random kind of rest, each kind equally often.
pub fn random_rest(rng: &mut Rng) -> Rest {
    match rng.below(0..=5) {
        0 => Rest::Nothing,
        1 => Rest::One,
        2 => Rest::Two,
        3 => Rest::Split { disjoint: rng.chance(1, 2) },
        4 => Rest::Small,
        _ => Rest::These(TRAPS[rng.below(0..=TRAPS.len() - 1)]),
    }
}

/// `pairs` pairs of big heaps and `rest`, shuffled: a test that twin heaps cancelling decides,
/// with [`definitional_table`] for a [`Rest::Small`].
pub fn decidable_test(rng: &mut Rng, pairs: usize, rest: Rest) -> Vec<u64> {
    let mut heaps: Vec<u64> = Vec::with_capacity(2 * pairs + 7);
    for _ in 0..pairs {
        let h = big_heap(rng);
        heaps.extend([h, h]);
    }
    match rest {
        Rest::Nothing => {}
        Rest::One => heaps.push(big_heap(rng)),
        Rest::Two => heaps.extend([big_heap(rng), big_heap(rng)]),
        Rest::Split { disjoint } => loop {
            let (a, b) = (rng.range(1..=MAX_HEAP), rng.range(1..=MAX_HEAP));
            let b = if disjoint { b & !a } else { b };
            if b > 0 && a + b <= MAX_HEAP {
                heaps.extend([a, b, a + b]);
                break;
            }
        },
        Rest::Small => {
            let k = rng.below(3..=6);
            let small: Vec<u64> = (0..k).map(|_| rng.range(1..=TABLE_LEN as u64 / 2)).collect();
            heaps.extend(&small);
            if rng.chance(1, 2) {
                // Half the time one more heap whose value cancels the others' (a lost rest).
                let table = definitional_table();
                let xor = small.iter().fold(0, |x, &h| x ^ table[h as usize]);
                heaps.extend(table.iter().position(|&g| g == xor && xor != 0).map(|h| h as u64));
            }
        }
        Rest::These(these) => heaps.extend(these),
    }
    rng.shuffle(&mut heaps);
    heaps
}
