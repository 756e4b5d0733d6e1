//! What the CLI's tests share besides `common`.

/// Whether a line of `text` begins as `pattern` says, where ` +` stands for one space or
/// more (between the columns of a table) and the rest is literal: the regex `(?m)^pattern`.
pub fn a_line_begins(text: &str, pattern: &str) -> bool {
    text.lines().any(|line| {
        let mut rest = line;
        for (i, piece) in pattern.split(" +").enumerate() {
            let spaced = rest.trim_start_matches(' ');
            if i > 0 && spaced.len() == rest.len() {
                return false;
            }
            match (if i > 0 { spaced } else { rest }).strip_prefix(piece) {
                Some(after) => rest = after,
                None => return false,
            }
        }
        true
    })
}

pub const SUM: &str = "let mut s = String::new(); std::io::stdin().read_line(&mut s).unwrap(); \
    let t: i64 = s.split_whitespace().map(|x| x.parse::<i64>().unwrap()).sum(); println!(\"{t}\");";
