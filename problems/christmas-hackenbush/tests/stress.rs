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

use sg_core::search::Search;
use std::collections::HashMap;
use std::fmt::Write as _;
use testkit::stress::{Rng, numbers};
use testkit::verify::{CaseWriter, Inputs, Reference, Verification, without_each};

const MAX_DRAWINGS: usize = 99;
const MAX_VERTICES: usize = 99;
const MAX_EDGES: usize = 499;
/// The most edges an exhaustive search is asked to play.
const SEARCHABLE: usize = 16;

/// One drawing: its vertices 1..=m, vertex 1 the root, and its edges as written.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
struct Drawing {
    m: usize,
    edges: Vec<(usize, usize)>,
}

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

fn format(tests: &[Vec<Drawing>]) -> String {
    let mut text = String::new();
    for drawings in tests {
        let _ = writeln!(text, "{}", drawings.len());
        for d in drawings {
            let _ = writeln!(text, "{} {}", d.m, d.edges.len());
            for (a, b) in &d.edges {
                let _ = writeln!(text, "{a} {b}");
            }
        }
    }
    text
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

/// A drawing on the local vertices 0..n, rooted at 0, being built.
#[derive(Debug, Default, Clone)]
struct Shape {
    n: usize,
    edges: Vec<(usize, usize)>,
}

impl Shape {
    fn single() -> Shape {
        Shape { n: 1, edges: Vec::new() }
    }

    fn vertex(&mut self) -> usize {
        self.n += 1;
        self.n - 1
    }

    /// A path of `len` edges down from `from`.
    fn leg(&mut self, from: usize, len: usize) {
        (0..len).fold(from, |previous, _| {
            let v = self.vertex();
            self.edges.push((previous, v));
            v
        });
    }

    /// A polygon of `sides` sides through `at`: a loop for 1, two repeated edges to a new
    /// vertex for 2.
    fn polygon(&mut self, at: usize, sides: usize) {
        let last = (1..sides).fold(at, |previous, _| {
            let v = self.vertex();
            self.edges.push((previous, v));
            v
        });
        self.edges.push((last, at));
    }

    /// Grows a connected cactus from the vertices already drawn, up to `edges` edges on at
    /// most `vertices` vertices: pendant edges, loops and polygons of 2 to `longest` sides,
    /// each glued at any vertex (only loops once the vertices run out).
    fn grow(&mut self, rng: &mut Rng, edges: usize, vertices: usize, longest: usize) {
        while self.edges.len() < edges {
            let at = rng.below(0..=self.n - 1);
            let room = (edges - self.edges.len()).min(vertices - self.n + 1);
            match rng.below(0..=3) {
                _ if room <= 1 => self.polygon(at, 1),
                0 => self.polygon(at, 1),
                1 => self.leg(at, 1),
                _ => {
                    let sides = rng.below(2..=longest.min(room));
                    self.polygon(at, sides);
                }
            }
        }
    }

    /// The drawing as written: the root becomes 1, the other vertices random numbers, the
    /// edges shuffled and each written either way round.
    fn labelled(&self, rng: &mut Rng) -> Drawing {
        let mut label: Vec<usize> = (2..=self.n).collect();
        rng.shuffle(&mut label);
        label.insert(0, 1);
        let mut edges: Vec<(usize, usize)> = self
            .edges
            .iter()
            .map(|&(a, b)| if rng.chance(1, 2) { (label[a], label[b]) } else { (label[b], label[a]) })
            .collect();
        rng.shuffle(&mut edges);
        Drawing { m: self.n, edges }
    }
}

/// The same drawing with its edges shuffled and turned: equal, written otherwise.
fn rewritten(rng: &mut Rng, drawing: &Drawing) -> Drawing {
    let mut edges: Vec<(usize, usize)> =
        drawing.edges.iter().map(|&(a, b)| if rng.chance(1, 2) { (a, b) } else { (b, a) }).collect();
    rng.shuffle(&mut edges);
    Drawing { m: drawing.m, edges }
}

/// A small test: up to `size` drawings (at most 3) of at most 2 + 2 `size` edges in all (at
/// most 12), random cacti, sometimes one vertex alone, sometimes a drawing twice.
fn small_test(rng: &mut Rng, size: usize) -> Vec<Drawing> {
    let n = rng.below(1..=size.min(3));
    let mut budget = (2 + 2 * size).min(12);
    let mut drawings: Vec<Drawing> = Vec::with_capacity(n);
    for _ in 0..n {
        if drawings.len() == 1 && drawings[0].edges.len() <= budget && rng.chance(1, 3) {
            let again = rewritten(rng, &drawings[0]);
            budget -= again.edges.len();
            drawings.push(again);
            continue;
        }
        let edges = rng.below(0..=budget);
        budget -= edges;
        let mut shape = Shape::single();
        shape.grow(rng, edges, MAX_VERTICES, 5);
        drawings.push(shape.labelled(rng));
    }
    drawings
}

/// One to three small tests.
fn small_input(rng: &mut Rng, size: usize) -> String {
    let tests = rng.below(1..=3);
    format(&(0..tests).map(|_| small_test(rng, size)).collect::<Vec<_>>())
}

/// A drawing the reference values branch by branch, with `m` vertices and `k` edges,
/// k >= m − 1: at the root, paths, small random cacti of up to 12 edges, and loops.
fn spider(rng: &mut Rng, m: usize, k: usize) -> Drawing {
    let mut shape = spider_branches(rng, m, k);
    while shape.edges.len() < k {
        shape.edges.push((0, 0));
    }
    shape.labelled(rng)
}

/// The branches of a spider (paths and small cacti at the root) on `m` vertices, with at most
/// `k` edges, k >= m − 1.
fn spider_branches(rng: &mut Rng, m: usize, k: usize) -> Shape {
    assert!(k + 1 >= m, "{k} edges cannot join {m} vertices");
    let mut shape = Shape::single();
    while shape.n < m {
        let room = m - shape.n;
        // Edges beyond the one each vertex still to come needs.
        let spare = k - shape.edges.len() - room;
        if spare == 0 || rng.chance(1, 2) {
            let len = rng.below(1..=room);
            shape.leg(0, len);
        } else {
            // A branch of e edges and v new vertices spends e − v <= e <= spare.
            let mut branch = Shape::single();
            let edges = rng.below(1..=spare.min(12));
            branch.grow(rng, edges, room + 1, 5);
            let offset = shape.n - 1;
            let local = |v: usize| if v == 0 { 0 } else { v + offset };
            shape.edges.extend(branch.edges.iter().map(|&(a, b)| (local(a), local(b))));
            shape.n += branch.n - 1;
        }
    }
    shape
}

/// A random connected cactus of `m` vertices and `k` edges, polygons of up to 8 sides.
fn big_cactus(rng: &mut Rng, m: usize, k: usize) -> Drawing {
    let mut shape = Shape::single();
    while shape.n < m {
        let room = m - shape.n;
        let at = rng.below(0..=shape.n - 1);
        if rng.chance(1, 3) {
            shape.leg(at, 1);
        } else {
            let sides = rng.below(2..=8.min(room + 1));
            shape.polygon(at, sides);
        }
    }
    while shape.edges.len() < k {
        let at = rng.below(0..=shape.n - 1);
        shape.edges.push((at, at));
    }
    shape.labelled(rng)
}

/// A test the reference decides: `pairs` pairs of big cacti and `spiders` spiders, each of up
/// to `m` vertices and `k` edges, and half the time a path as long as the value of all that
/// (if it is short enough), so worth 0; shuffled.
fn large_test(rng: &mut Rng, pairs: usize, spiders: usize, m: usize, k: usize) -> Vec<Drawing> {
    let mut drawings = Vec::with_capacity(2 * pairs + spiders);
    for _ in 0..pairs {
        let vertices = rng.below(1..=m);
        let edges = rng.below(vertices + vertices / 2..=k.max(vertices + vertices / 2));
        let d = big_cactus(rng, vertices, edges);
        drawings.push(rewritten(rng, &d));
        drawings.push(d);
    }
    for _ in 0..spiders {
        let vertices = rng.below(1..=m);
        let edges = rng.below(2 * vertices..=k.max(2 * vertices));
        drawings.push(spider(rng, vertices, edges));
    }
    if drawings.len() < MAX_DRAWINGS && rng.chance(1, 2) {
        let value = value_of_test(&drawings) as usize;
        if value < m.min(k + 1) {
            let mut path = Shape::single();
            path.leg(0, value);
            drawings.push(path.labelled(rng));
        }
    }
    rng.shuffle(&mut drawings);
    drawings
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

pub static VERIFICATION: Verification = Verification::new(small_input, 5, brute, &["00-", "10-", "20-"], write_cases)
    .with_references(&[Reference::new("branches", reference, &["30-"], Inputs::new(small_input, 5, 300))
        .with_stress(Inputs::new(large_input, 4, 100))])
    .with_shrink(shrink);
