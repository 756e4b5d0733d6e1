//! The input validator of tree-hackenbush: T from 1 to 100; each test N from 1 to 10^5 and
//! N − 1 lines `I J` with 1 <= I, J <= N, I != J, the edges forming a tree (no cycle, so with
//! N − 1 edges connected). The total size over the tests is not bounded by the statement.

use judge_io::validator::{self, Invalid, Validator};

const MAX_TESTS: i64 = 100;
const MAX_N: i64 = 100_000;

/// The representative of `v`'s class, halving the paths on the way (no recursion).
fn find(parent: &mut [usize], mut v: usize) -> usize {
    while parent[v] != v {
        parent[v] = parent[parent[v]];
        v = parent[v];
    }
    v
}

fn validate(v: &mut Validator) -> Result<(), Invalid> {
    let t = v.int("t", 1, MAX_TESTS)?;
    v.newline()?;
    for _ in 0..t {
        v.test();
        let n = v.int("n", 1, MAX_N)?;
        v.newline()?;
        let mut parent: Vec<usize> = (0..=n as usize).collect();
        for _ in 1..n {
            let a = v.int("vertex", 1, n)? as usize;
            v.space()?;
            let b = v.int("vertex", 1, n)? as usize;
            v.newline()?;
            v.check(a != b, format_args!("edge {a} {b} is a loop"))?;
            let (ra, rb) = (find(&mut parent, a), find(&mut parent, b));
            // N − 1 edges without a cycle join all N vertices.
            v.check(ra != rb, format_args!("edge {a} {b} closes a cycle: the edges are not a tree"))?;
            parent[ra] = rb;
        }
    }
    Ok(())
}

fn main() {
    validator::run(validate);
}
