//! The input validator: `N M K` (1 <= N <= 2000, 0 <= M <= 6000, 1 <= K <= N), M lines of an
//! edge `X Y` with both ends in 1..=N, then the K token vertices in 1..=N; the graph acyclic.
//! The statement reads the tokens as whitespace-separated; the official sample and every case
//! put them on one line, which is the form checked here.

use judge_io::validator::{self, Invalid, Validator};

fn validate(v: &mut Validator) -> Result<(), Invalid> {
    let n = v.int("n", 1, 2000)?;
    v.space()?;
    let m = v.int("m", 0, 6000)?;
    v.space()?;
    let k = v.int("k", 1, n)?;
    v.newline()?;
    let n = n as usize;
    let mut successors = vec![Vec::new(); n + 1];
    let mut indegree = vec![0usize; n + 1];
    for _ in 0..m {
        let x = v.int("vertex", 1, n as i64)? as usize;
        v.space()?;
        let y = v.int("vertex", 1, n as i64)? as usize;
        v.newline()?;
        v.check(x != y, format_args!("edge {x} -> {y} is a loop, a cycle"))?;
        successors[x].push(y);
        indegree[y] += 1;
    }
    v.ints("token", k as usize, 1, n as i64)?;
    v.newline()?;
    // Kahn's algorithm: every vertex is removed exactly when the graph has no cycle.
    let mut ready: Vec<usize> = (1..=n).filter(|&u| indegree[u] == 0).collect();
    let mut removed = 0;
    while let Some(u) = ready.pop() {
        removed += 1;
        for &w in &successors[u] {
            indegree[w] -= 1;
            if indegree[w] == 0 {
                ready.push(w);
            }
        }
    }
    let on_cycle = (1..=n).find(|&u| indegree[u] > 0).unwrap_or(0);
    v.check(removed == n, format_args!("the graph is not acyclic: vertex {on_cycle} lies on or after a cycle"))
}

fn main() {
    validator::run(validate);
}
