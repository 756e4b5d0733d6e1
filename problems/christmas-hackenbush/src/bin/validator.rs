//! The input validator of christmas-hackenbush: one or more tests up to the end of the input,
//! each a line N (1 <= N < 100) and N drawings, each a line `m k` (1 <= m < 100, 0 <= k < 500)
//! and k lines `a b` with 1 <= a, b <= m. Each drawing is connected (every vertex joined to the
//! root 1) and every edge lies on at most one cycle (a cactus), as the statement's trees with
//! polygons hung on them are. Repeated edges (a polygon of two sides) and loops (of one side)
//! are allowed; the statement's stricter picture, each polygon touching the rest at one vertex
//! only, is not required: the solution and the brute force handle every cactus. The number of
//! tests is not stated; 100 are allowed here, the size of the largest case.

use judge_io::validator::{self, Invalid, Validator};

const MAX_TESTS: i64 = 100;
const MAX_DRAWINGS: i64 = 99;
const MAX_VERTICES: i64 = 99;
const MAX_EDGES: i64 = 499;

/// Whether the drawing on the vertices 1..=m is connected and every edge lies on at most one
/// cycle. In a depth-first tree every edge outside the tree closes one cycle with the tree path
/// between its ends, and every cycle is one of those or a combination; the cycles are
/// edge-disjoint exactly when no tree edge lies on the paths of two such edges. The walk up
/// marks tree edges and stops at the first marked twice, so it costs O(m + k).
fn connected_cactus(m: usize, edges: &[(usize, usize)]) -> Result<(), String> {
    let mut incident = vec![Vec::new(); m + 1];
    for (e, &(a, b)) in edges.iter().enumerate() {
        incident[a].push((b, e));
        incident[b].push((a, e));
    }
    let mut depth = vec![usize::MAX; m + 1];
    let mut parent = vec![(0, usize::MAX); m + 1];
    let mut covered = vec![false; m + 1];
    depth[1] = 0;
    let mut stack = vec![(1, 0)];
    while let Some(&mut (v, ref mut next)) = stack.last_mut() {
        let Some(&(w, e)) = incident[v].get(*next) else {
            stack.pop();
            continue;
        };
        *next += 1;
        if e == parent[v].1 {
            continue;
        }
        if depth[w] == usize::MAX {
            depth[w] = depth[v] + 1;
            parent[w] = (v, e);
            stack.push((w, 0));
        } else if depth[w] < depth[v] {
            // A non-tree edge, seen from its lower end (a loop covers nothing): cover the path
            // up to w.
            let mut u = v;
            while u != w {
                if covered[u] {
                    return Err(format!("edge {w} {v} closes a second cycle through the edge above vertex {u}"));
                }
                covered[u] = true;
                u = parent[u].0;
            }
        }
    }
    match (1..=m).find(|&u| depth[u] == usize::MAX) {
        Some(u) => Err(format!("vertex {u} is not connected to the root 1")),
        None => Ok(()),
    }
}

fn validate(v: &mut Validator) -> Result<(), Invalid> {
    let mut tests = 0;
    loop {
        v.test();
        let n = v.int("n", 1, MAX_DRAWINGS)?;
        v.newline()?;
        for _ in 0..n {
            let m = v.int("m", 1, MAX_VERTICES)?;
            v.space()?;
            let k = v.int("k", 0, MAX_EDGES)?;
            v.newline()?;
            let mut edges = Vec::with_capacity(k as usize);
            for _ in 0..k {
                let a = v.int("vertex", 1, m)? as usize;
                v.space()?;
                let b = v.int("vertex", 1, m)? as usize;
                v.newline()?;
                edges.push((a, b));
            }
            let drawing = connected_cactus(m as usize, &edges);
            v.check(drawing.is_ok(), format_args!("drawing: {}", drawing.err().unwrap_or_default()))?;
        }
        tests += 1;
        if v.at_end() {
            break;
        }
    }
    v.bound("tests", tests, 1, MAX_TESTS)
}

fn main() {
    validator::run(validate);
}
