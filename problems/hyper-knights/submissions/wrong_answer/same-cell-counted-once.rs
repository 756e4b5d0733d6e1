// Takes the knights of a case as a set of cells, as if two knights could not share one. They
// can, and two knights on one cell cancel (README, Pitfalls): two knights on (2, 2) are a loss
// for Alice, while the set sees one knight of value 2.
use std::collections::BTreeSet;
use std::io::{Read, Write};

const STEPS: [(i64, i64); 6] = [(-2, 1), (1, -2), (-2, -1), (-1, -2), (-3, -1), (-1, -3)];
const SIDE: usize = 1000;

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let mut it = text.split_ascii_whitespace().map(|t| t.parse::<usize>().unwrap());
    // The whole triangle x + y < 1000, filled by increasing sum: every step lowers the sum.
    let mut g = vec![0u8; SIDE * SIDE];
    for s in 0..SIDE {
        for x in 0..=s {
            let y = s - x;
            let mut seen = [false; 8];
            for (dx, dy) in STEPS {
                let (a, b) = (x as i64 + dx, y as i64 + dy);
                if a >= 0 && b >= 0 {
                    seen[g[a as usize * SIDE + b as usize] as usize] = true;
                }
            }
            g[x * SIDE + y] = seen.iter().position(|&s| !s).unwrap() as u8;
        }
    }
    let t = it.next().unwrap();
    let mut out = String::new();
    for case in 1..=t {
        let n = it.next().unwrap();
        let cells: BTreeSet<(usize, usize)> = (0..n).map(|_| (it.next().unwrap(), it.next().unwrap())).collect();
        let xor = cells.iter().fold(0, |acc, &(x, y)| acc ^ g[x * SIDE + y]);
        out += &format!("Case {case}: {}\n", if xor != 0 { "Alice" } else { "Bob" });
    }
    std::io::stdout().write_all(out.as_bytes()).unwrap();
}
