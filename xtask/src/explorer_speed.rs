//! `cargo xtask explorer-speed`: the explorer's Speed table of its README, measured here. Each
//! row is one run of the release-built `sg`: its wall-clock and CPU seconds, what it printed
//! and, for a picture, the file's size. The output is a Markdown table to paste.

use std::process::Command;
use std::time::Instant;

use crate::explorer_pace::{build_sg, cpu_of};

/// What each row measures, and `sg`'s arguments (`OUT` is a picture file in a scratch folder,
/// `1,2,…,1000` the moves 1 to 1000 written out).
const ROWS: &[(&str, &[&str])] = &[
    ("Grundy's game, 2^21 heaps", &["values", "grundy", "--upto", "2097151", "--json"]),
    ("Grundy's game by the definition, 2^16 heaps", &["values", "grundy", "--upto", "65535", "--plain", "--json"]),
    ("Grundy's game, 2^16 heaps", &["values", "grundy", "--upto", "65535", "--json"]),
    ("`0.16` certified", &["period", "octal:0.16"]),
    ("`0.127` certified", &["period", "octal:0.127"]),
    ("`0.56` certified", &["period", "octal:0.56"]),
    ("a subtraction game, 10^6 values", &["values", "subtraction:1,3,4", "--upto", "1000000", "--json"]),
    ("1000 moves (1 to 1000), 10^6 values", &["values", "subtraction:1,2,…,1000", "--upto", "1000000", "--json"]),
    ("Wythoff's game, 2049 × 2049 values", &["values", "wythoff", "--upto", "2048", "--json"]),
    ("the picture of `0.16`, 300001 heaps", &["plot", "octal:0.16", "--upto", "300000", "--out", "OUT"]),
    ("the picture of Grundy's game, 300001 heaps", &["plot", "grundy", "--upto", "300000", "--out", "OUT"]),
    ("the picture of Kayles, 10^6 heaps", &["plot", "octal:0.77", "--upto", "1000000", "--out", "OUT"]),
    ("the picture of Wythoff's game, 2049 × 2049", &["plot", "wythoff", "--upto", "2048", "--out", "OUT"]),
];

/// Prints the table; `true` once every row ran.
///
/// # Errors
///
/// A build that fails, or a run that cannot start or fails.
pub fn run() -> Result<bool, String> {
    let sg = build_sg()?;
    let scratch = tempfile::tempdir().map_err(|e| e.to_string())?;
    let cores = std::thread::available_parallelism().map_or(1, usize::from);
    println!("`sg` (release) on this machine ({cores} cores), one run each:\n");
    println!("| what | command | wall | CPU | output |");
    println!("|---|---|---|---|---|");
    for (what, args) in ROWS {
        let out = scratch.path().join("picture.svg");
        let mut command = Command::new(&sg);
        for arg in *args {
            match *arg {
                "OUT" => command.arg(&out),
                "subtraction:1,2,…,1000" => command.arg(all_moves_to(1000)),
                _ => command.arg(arg),
            };
        }
        let started = Instant::now();
        let (cpu, printed) = cpu_of(&mut command)?;
        let wall = started.elapsed();
        let output = match std::fs::metadata(&out) {
            Ok(file) => format!("{} KB picture", file.len().div_ceil(1000)),
            Err(_) => format!("{} KB printed", printed.len().div_ceil(1000)),
        };
        let _ = std::fs::remove_file(&out);
        let shown = args.iter().map(|a| if *a == "OUT" { "a.svg" } else { a }).collect::<Vec<_>>().join(" ");
        println!("| {what} | `sg {shown}` | {:.2} s | {:.2} s | {output} |", wall.as_secs_f64(), cpu.as_secs_f64());
    }
    Ok(true)
}

/// The subtraction game whose moves are 1 to `last`.
fn all_moves_to(last: u32) -> String {
    let moves: Vec<String> = (1..=last).map(|m| m.to_string()).collect();
    format!("subtraction:{}", moves.join(","))
}
