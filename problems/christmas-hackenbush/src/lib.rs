//! The shapes of christmas-hackenbush's inputs, which its generator and its tests share:
//! drawings as the input writes them, random cacti built on local vertices, and tests that a
//! reference valuing drawings without the Fusion or Colon principle decides. Such a test holds
//! pairs of equal cacti (which cancel) and "spiders", whose branches at the root are paths
//! (Nim heaps), loops and small cacti; a spider's value comes with it, each small branch
//! valued by an exhaustive search of its own.

use judge_io::random::Rng;
use std::fmt::Write as _;

/// The most drawings of a test: N < 100.
pub const MAX_DRAWINGS: usize = 99;
/// The most vertices of a drawing: m < 100.
pub const MAX_VERTICES: usize = 99;
/// The most edges of a drawing: k < 500.
pub const MAX_EDGES: usize = 499;
/// The most edges of a branch that a spider's value searches.
const SMALL_BRANCH: usize = 12;

/// One drawing: its vertices 1..=m, vertex 1 the root, and its edges as written.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Drawing {
    /// The number of vertices.
    pub m: usize,
    /// The edges, each a pair of vertices from 1.
    pub edges: Vec<(usize, usize)>,
}

/// The input text of `tests`, each the drawings of one test.
pub fn format(tests: &[Vec<Drawing>]) -> String {
    let edges: usize = tests.iter().flatten().map(|d| d.edges.len()).sum();
    let mut text = String::with_capacity(6 * edges + 8 * tests.iter().map(Vec::len).sum::<usize>() + 8 * tests.len());
    for drawings in tests {
        writeln!(text, "{}", drawings.len()).expect("write to a String");
        for d in drawings {
            writeln!(text, "{} {}", d.m, d.edges.len()).expect("write to a String");
            for (a, b) in &d.edges {
                writeln!(text, "{a} {b}").expect("write to a String");
            }
        }
    }
    text
}

/// A drawing on the local vertices 0..n, rooted at 0, being built.
#[derive(Debug, Clone)]
pub struct Shape {
    /// The number of vertices.
    pub n: usize,
    /// The edges, each a pair of local vertices.
    pub edges: Vec<(usize, usize)>,
}

impl Shape {
    /// The root alone.
    pub fn single() -> Shape {
        Shape { n: 1, edges: Vec::with_capacity(MAX_EDGES) }
    }

    fn vertex(&mut self) -> usize {
        self.n += 1;
        self.n - 1
    }

    /// A path of `len` edges down from `from`.
    pub fn leg(&mut self, from: usize, len: usize) {
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
    pub fn labelled(&self, rng: &mut Rng) -> Drawing {
        Drawing { m: self.n, edges: rng.labelled_edges(self.n, &self.edges) }
    }

    /// The Grundy value of the real game on this small drawing, by its definition (the mex of
    /// the options' values): a position is the set of edges left, a move cuts one and drops
    /// every edge no longer connected to the root.
    fn searched_value(&self) -> usize {
        assert!(self.edges.len() <= SMALL_BRANCH && self.n <= 64, "too large to search");
        let mut memo = vec![u8::MAX; 1 << self.edges.len()];
        let all = (1u32 << self.edges.len()) - 1;
        usize::from(self.grundy(self.attached(all), &mut memo))
    }

    fn grundy(&self, mask: u32, memo: &mut [u8]) -> u8 {
        if memo[mask as usize] == u8::MAX {
            let mut seen = 0u32;
            for e in (0..self.edges.len()).filter(|&e| mask >> e & 1 == 1) {
                seen |= 1 << self.grundy(self.attached(mask & !(1 << e)), memo);
            }
            memo[mask as usize] = seen.trailing_ones() as u8;
        }
        memo[mask as usize]
    }

    /// The edges of `mask` still connected to the root: the reached vertices grow until they
    /// stop.
    fn attached(&self, mask: u32) -> u32 {
        let mut reached = 1u64;
        let mut grown = true;
        while grown {
            grown = false;
            for (e, &(a, b)) in self.edges.iter().enumerate() {
                if mask >> e & 1 == 1 && (reached >> a & 1) != (reached >> b & 1) {
                    reached |= 1 << a | 1 << b;
                    grown = true;
                }
            }
        }
        (0..self.edges.len())
            .filter(|&e| mask >> e & 1 == 1 && reached >> self.edges[e].0 & 1 == 1)
            .fold(0, |m, e| m | 1 << e)
    }
}

/// The same drawing with its edges shuffled and turned: equal, written otherwise.
pub fn rewritten(rng: &mut Rng, drawing: &Drawing) -> Drawing {
    let mut edges: Vec<(usize, usize)> =
        drawing.edges.iter().map(|&(a, b)| if rng.chance(1, 2) { (a, b) } else { (b, a) }).collect();
    rng.shuffle(&mut edges);
    Drawing { m: drawing.m, edges }
}

/// A small test: up to `size` drawings (at most 3) of at most 2 + 2 `size` edges in all (at
/// most 12), random cacti, sometimes one vertex alone, sometimes a drawing twice.
pub fn small_test(rng: &mut Rng, size: usize) -> Vec<Drawing> {
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

/// The branches of a spider (paths and small cacti at the root) on `m` vertices, with at most
/// `k` edges, k >= m − 1, and their value: the XOR of the paths' lengths and the small cacti's
/// searched values.
pub fn spider_branches(rng: &mut Rng, m: usize, k: usize) -> (Shape, usize) {
    assert!(k + 1 >= m, "{k} edges cannot join {m} vertices");
    let mut shape = Shape::single();
    let mut value = 0;
    while shape.n < m {
        let room = m - shape.n;
        // Edges beyond the one each vertex still to come needs.
        let spare = k - shape.edges.len() - room;
        if spare == 0 || rng.chance(1, 2) {
            let len = rng.below(1..=room);
            shape.leg(0, len);
            value ^= len;
        } else {
            // A branch of e edges and v new vertices spends e − v <= e <= spare.
            let mut branch = Shape::single();
            let edges = rng.below(1..=spare.min(SMALL_BRANCH));
            branch.grow(rng, edges, room + 1, 5);
            value ^= branch.searched_value();
            let offset = shape.n - 1;
            let local = |v: usize| if v == 0 { 0 } else { v + offset };
            shape.edges.extend(branch.edges.iter().map(|&(a, b)| (local(a), local(b))));
            shape.n += branch.n - 1;
        }
    }
    (shape, value)
}

/// A spider of `m` vertices and `k` edges, k >= m − 1: at the root, paths, small random cacti
/// of up to 12 edges, and loops; and its value.
pub fn spider(rng: &mut Rng, m: usize, k: usize) -> (Drawing, usize) {
    let (mut shape, mut value) = spider_branches(rng, m, k);
    while shape.edges.len() < k {
        shape.edges.push((0, 0));
        value ^= 1;
    }
    (shape.labelled(rng), value)
}

/// A random connected cactus of `m` vertices and `k` edges, polygons of up to 8 sides.
pub fn big_cactus(rng: &mut Rng, m: usize, k: usize) -> Drawing {
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
pub fn large_test(rng: &mut Rng, pairs: usize, spiders: usize, m: usize, k: usize) -> Vec<Drawing> {
    let mut drawings = Vec::with_capacity(2 * pairs + spiders + 1);
    for _ in 0..pairs {
        let vertices = rng.below(1..=m);
        let edges = rng.below(vertices + vertices / 2..=k.max(vertices + vertices / 2));
        let d = big_cactus(rng, vertices, edges);
        drawings.push(rewritten(rng, &d));
        drawings.push(d);
    }
    // The pairs cancel: the test is worth what its spiders are.
    let mut value = 0;
    for _ in 0..spiders {
        let vertices = rng.below(1..=m);
        let edges = rng.below(2 * vertices..=k.max(2 * vertices));
        let (d, worth) = spider(rng, vertices, edges);
        drawings.push(d);
        value ^= worth;
    }
    if drawings.len() < MAX_DRAWINGS && rng.chance(1, 2) && value < m.min(k + 1) {
        let mut path = Shape::single();
        path.leg(0, value);
        drawings.push(path.labelled(rng));
    }
    rng.shuffle(&mut drawings);
    drawings
}
