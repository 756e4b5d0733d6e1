// Values a coin 2^a 3^c m as a xor c whatever Q, as if each exponent were a Nim heap. That is
// the value for Q = 1 only; with Q >= 2 a move may flip several quotients and the values
// change (README, Pitfalls): coin 8 is worth 4 with Q = 2, and coins 8 and 18 win with Q = 2.
use std::io::Read;

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let mut it = text.split_ascii_whitespace().map(|t| t.parse::<usize>().unwrap());
    let t = it.next().unwrap();
    let mut out = String::new();
    for _ in 0..t {
        let n = it.next().unwrap();
        let _max_count = it.next().unwrap();
        let mut x = 0;
        for i in 1..=n {
            if it.next().unwrap() != 0 {
                continue;
            }
            let (mut y, mut a, mut c) = (i, 0, 0);
            while y % 2 == 0 {
                y /= 2;
                a += 1;
            }
            while y % 3 == 0 {
                y /= 3;
                c += 1;
            }
            x ^= a ^ c;
        }
        out += if x != 0 { "win\n" } else { "lose\n" };
    }
    print!("{out}");
}
