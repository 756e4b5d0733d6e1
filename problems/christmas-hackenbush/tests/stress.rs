//! What vouches for christmas-hackenbush: the binary against an exhaustive search of the real
//! game on random small inputs, every drawing of a test in one search (the set of edges left,
//! cut one, drop what no longer hangs from its drawing's root); the drawings are cacti of every
//! kind, polygons glued at any vertex, repeated edges and loops. The stored cases against that
//! search, and the large ones against a reference that values drawings without the Fusion or
//! Colon principle: equal drawings cancel, and the rest are split at the root into loops, paths
//! (Nim heaps) and small branches (searched).
//!
//! `cargo test -p christmas-hackenbush --test judge` runs it all; `-- vouch/` only the stored
//! cases; `-- --ignored write-cases` rewrites the generated cases.

use christmas_hackenbush::{Drawing, MAX_EDGES, MAX_VERTICES, format, large_test, small_test};
use judge_io::random::Rng;
use sg_core::search::Search;
use std::collections::HashMap;
use testkit::stress::numbers;
use testkit::verify::{BruteForce, CaseWriter, Inputs, Reference, Verification, without_each};

/// The most edges an exhaustive search is asked to play.
const SEARCHABLE: usize = 16;

/// The tests of an input, each a list of drawings.
fn parse(input: &str) -> Vec<Vec<Drawing>> {
    let numbers: Vec<usize> = numbers(input).into_iter().map(|x| x as usize).collect();
    let mut at = 0;
    let mut tests = Vec::new();
    while at < numbers.len() {
        let n = numbers[at];
        at += 1;
        let mut drawings = Vec::with_capacity(n);
        for _ in 0..n {
            let (m, k) = (numbers[at], numbers[at + 1]);
            let edges = (0..k).map(|i| (numbers[at + 2 + 2 * i], numbers[at + 3 + 2 * i])).collect();
            at += 2 + 2 * k;
            drawings.push(Drawing { m, edges });
        }
        tests.push(drawings);
    }
    tests
}

fn verdict(first_wins: bool) -> &'static str {
    if first_wins { "Sally\n" } else { "Harry\n" }
}

/// Edges over the vertices 0..vertices, some of which are on the ground.
#[derive(Debug)]
struct Game {
    edges: Vec<(usize, usize)>,
    ground: Vec<bool>,
}

impl Game {
    /// Every drawing of `drawings` side by side, each root on the ground.
    fn of(drawings: &[Drawing]) -> Game {
        let mut game = Game { edges: Vec::new(), ground: Vec::new() };
        for d in drawings {
            let offset = game.ground.len();
            game.ground.extend((1..=d.m).map(|v| v == 1));
            game.edges.extend(d.edges.iter().map(|&(a, b)| (offset + a - 1, offset + b - 1)));
        }
        assert!(game.edges.len() <= SEARCHABLE, "{} edges are too many to search", game.edges.len());
        game
    }

    /// The edges of `mask` still connected to the ground: the reached set grows until it stops.
    fn attached(&self, mask: u32) -> u32 {
        let mut reached = self.ground.clone();
        let mut grown = true;
        while grown {
            grown = false;
            for (e, &(a, b)) in self.edges.iter().enumerate() {
                if mask >> e & 1 == 1 && reached[a] != reached[b] {
                    (reached[a], reached[b]) = (true, true);
                    grown = true;
                }
            }
        }
        (0..self.edges.len()).filter(|&e| mask >> e & 1 == 1 && reached[self.edges[e].0]).fold(0, |m, e| m | 1 << e)
    }

    /// The real game's moves from the set of edges `mask`: cut one, then drop every edge no
    /// longer connected to the ground.
    fn moves(&self, mask: u32, out: &mut Vec<u32>) {
        out.extend((0..self.edges.len()).filter(|&e| mask >> e & 1 == 1).map(|e| self.attached(mask & !(1 << e))));
    }

    fn start(&self) -> u32 {
        self.attached(((1u64 << self.edges.len()) - 1) as u32)
    }
}

/// The judge answer by playing each test whole: all its drawings in one exhaustive search of
/// the real game, so neither the principles of Hackenbush nor the XOR of a sum are used.
fn brute(input: &str) -> String {
    parse(input)
        .iter()
        .map(|drawings| {
            let game = Game::of(drawings);
            let mut search = Search::new(|&mask: &u32, out: &mut Vec<u32>| game.moves(mask, out));
            verdict(search.is_win(&game.start()).unwrap_or_else(|cycle| panic!("{cycle}")))
        })
        .collect()
}

/// The Grundy value of one drawing of the real game, by its definition (the mex of its options'
/// values) over an exhaustive search.
fn searched_value(drawing: &Drawing) -> u32 {
    let game = Game::of(std::slice::from_ref(drawing));
    let mut search = Search::new(|&mask: &u32, out: &mut Vec<u32>| game.moves(mask, out));
    search.grundy(&game.start()).unwrap_or_else(|cycle| panic!("{cycle}"))
}

/// For inputs too large to search whole. A test is the sum of its drawings and a drawing the
/// sum of its branches at the root (no move in one touches another), worth the XOR of their
/// values by the Sprague–Grundy theorem, a theorem about sums of any games (`brute` checks the
/// result on small inputs). The values come without the Fusion or Colon principle:
/// - two equal drawings (the same edges) cancel: x XOR x = 0, the second player copying every
///   move from one to the other;
/// - a loop at the root is a Nim heap of 1: cutting it removes nothing else;
/// - a branch that is a path of k edges from the root is a Nim heap of k: cutting its i-th
///   edge leaves i − 1 of them;
/// - a branch of at most 16 edges is searched exhaustively.
///
/// Anything else is refused: the large inputs are built of those shapes.
fn reference(input: &str) -> String {
    parse(input).iter().map(|drawings| verdict(value_of_test(drawings) != 0)).collect()
}

/// The reference's value of a test.
fn value_of_test(drawings: &[Drawing]) -> u32 {
    let mut copies: HashMap<Drawing, usize> = HashMap::new();
    for d in drawings {
        let mut edges: Vec<(usize, usize)> = d.edges.iter().map(|&(a, b)| (a.min(b), a.max(b))).collect();
        edges.sort_unstable();
        *copies.entry(Drawing { m: d.m, edges }).or_default() += 1;
    }
    copies.iter().filter(|(_, count)| *count % 2 == 1).fold(0, |x, (d, _)| x ^ value_by_branches(d))
}

fn value_by_branches(drawing: &Drawing) -> u32 {
    let m = drawing.m;
    // The branches: the parts of the drawing without its root, found by joining the ends of
    // every edge that misses the root.
    let mut part: Vec<usize> = (0..=m).collect();
    fn find(part: &mut [usize], mut v: usize) -> usize {
        while part[v] != v {
            part[v] = part[part[v]];
            v = part[v];
        }
        v
    }
    let mut root_loops = 0;
    for &(a, b) in &drawing.edges {
        if a == 1 && b == 1 {
            root_loops += 1;
        } else if a != 1 && b != 1 {
            let (ra, rb) = (find(&mut part, a), find(&mut part, b));
            part[ra] = rb;
        }
    }
    let mut branches: HashMap<usize, Vec<(usize, usize)>> = HashMap::new();
    for &(a, b) in &drawing.edges {
        if (a, b) != (1, 1) {
            let inner = if a == 1 { b } else { a };
            let key = find(&mut part, inner);
            branches.entry(key).or_default().push((a, b));
        }
    }
    let mut value = root_loops % 2;
    for edges in branches.values() {
        value ^= if let Some(k) = path_length(edges) {
            k
        } else if edges.len() <= SEARCHABLE {
            let mut number = HashMap::from([(1, 1)]);
            let mut name = |v: usize| {
                let next = number.len() + 1;
                *number.entry(v).or_insert(next)
            };
            let edges: Vec<(usize, usize)> = edges.iter().map(|&(a, b)| (name(a), name(b))).collect();
            searched_value(&Drawing { m: number.len(), edges })
        } else {
            panic!("the reference cannot decide a branch of {} edges that is neither a path nor small", edges.len())
        };
    }
    value
}

/// The number of edges of a branch that is a path from the root: one edge at the root, every
/// other vertex with at most two edge ends, no loop, and as many edges as vertices below the
/// root (so no cycle).
fn path_length(edges: &[(usize, usize)]) -> Option<u32> {
    let mut degree: HashMap<usize, usize> = HashMap::new();
    for &(a, b) in edges {
        if a == b {
            return None;
        }
        *degree.entry(a).or_default() += 1;
        *degree.entry(b).or_default() += 1;
    }
    let simple = degree[&1] == 1 && degree.len() == edges.len() + 1 && degree.values().all(|&d| d <= 2);
    simple.then_some(edges.len() as u32)
}

/// One to three small tests.
fn small_input(rng: &mut Rng, size: usize) -> String {
    let tests = rng.below(1..=3);
    format(&(0..tests).map(|_| small_test(rng, size)).collect::<Vec<_>>())
}

/// Tests of up to 20 `size` drawings, for the binary against the reference.
fn large_input(rng: &mut Rng, size: usize) -> String {
    let tests = rng.below(1..=3);
    let input: Vec<Vec<Drawing>> = (0..tests)
        .map(|_| {
            let pairs = rng.below(0..=10 * size);
            let spiders = rng.below(1..=3);
            large_test(rng, pairs, spiders, MAX_VERTICES, MAX_EDGES)
        })
        .collect();
    format(&input)
}

/// One test fewer: shrinks a failing input further than smaller sizes do.
fn shrink(input: &str) -> Vec<String> {
    without_each(&parse(input), format)
}

/// Rewrites the generated cases: `cargo test -p christmas-hackenbush --test judge -- --ignored write-cases`.
/// Each output comes from the oracle that vouches for the case's prefix, never from the binary.
fn write_cases(cases: &mut CaseWriter) {
    let mut rng = Rng::new(3710);
    for i in 1..=3 {
        let tests: Vec<Vec<Drawing>> = (0..10).map(|_| small_test(&mut rng, 5)).collect();
        cases.write(&format!("20-random-{i}"), &format(&tests));
    }
    cases.generated();
}

pub static VERIFICATION: Verification = Verification::new(
    BruteForce { generate: small_input, max_size: 5, solve: brute, vouches: &["00-", "10-", "20-"] },
    write_cases,
)
.with_references(&[Reference::new("branches", reference, &["30-"], Inputs::new(small_input, 5, 300))
    .with_stress(Inputs::new(large_input, 4, 100))])
.with_shrink(shrink);
