// The interval recurrence of the README with one tie sent to the wrong branch: when the added
// pile X is below far and equal to near (X = L), it answers X instead of X + 1, as if the
// skipped value near were not skipped. Right whenever no pile meets a segment's value
// exactly; wrong on the rows where one does, which equal and small piles make common.
use std::io::{Read, Write};

fn partner(near: u64, far: u64, x: u64) -> u64 {
    if x == far {
        0
    } else if x < far {
        if x > near { x + 1 } else { x }
    } else if x <= near {
        x - 1
    } else {
        x
    }
}

fn first_wins(piles: &[u64]) -> bool {
    let n = piles.len();
    let mut left = vec![0u64; n];
    let mut right = vec![0u64; n];
    for i in (0..n).rev() {
        left[i] = piles[i];
        right[i] = piles[i];
        for j in i + 1..n {
            let r = partner(right[j], left[j], piles[i]);
            left[j] = partner(left[j - 1], right[j - 1], piles[j]);
            right[j] = r;
        }
    }
    left[n - 1] != 0
}

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let mut it = input.split_ascii_whitespace().map(|t| t.parse::<u64>().unwrap());
    let t = it.next().unwrap();
    let mut out = String::new();
    for _ in 0..t {
        let n = it.next().unwrap() as usize;
        let piles: Vec<u64> = (0..n).map(|_| it.next().unwrap()).collect();
        out += if first_wins(&piles) { "1\n" } else { "0\n" };
    }
    std::io::stdout().write_all(out.as_bytes()).unwrap();
}
