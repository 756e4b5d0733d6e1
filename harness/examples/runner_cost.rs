//! What the runner costs per case: a bare spawn of a trivial program against the same program
//! run through the guard (spawn, sandbox, limits, measurement), and the CPU time the guard's
//! sandboxing step adds to the solution's account.
//!
//! `cargo run --release -p harness --example runner_cost [RUNS]`

use harness::run::{Input, Limits, Program, Runner};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

fn main() {
    harness::guard::enter();
    let Some(runs) = std::env::args().nth(1).map_or(Some(200), |n| n.parse::<u32>().ok().filter(|&n| n > 0)) else {
        eprintln!("usage: runner_cost [RUNS]");
        std::process::exit(2);
    };
    let program = Program::new("true");
    let runner = match Runner::new(&[harness::discover::workspace_root()]) {
        Ok(runner) => runner,
        Err(e) => {
            eprintln!("error: {e}");
            std::process::exit(2);
        }
    };
    let limits = Limits::new(Duration::from_secs(1), 256);
    let start = Instant::now();
    for _ in 0..runs {
        let status = Command::new("true").stdout(Stdio::piped()).stderr(Stdio::piped()).output();
        assert!(status.is_ok_and(|s| s.status.success()));
    }
    let bare = start.elapsed() / runs;
    let start = Instant::now();
    let mut cpu = Duration::ZERO;
    for _ in 0..runs {
        match runner.run(&program, Input::Bytes(b""), limits) {
            Ok(result) => cpu += result.cpu,
            Err(e) => {
                eprintln!("error: {e}");
                std::process::exit(1);
            }
        }
    }
    let guarded = start.elapsed() / runs;
    println!("bare spawn:    {:.3} ms per run", bare.as_secs_f64() * 1e3);
    println!(
        "guarded run:   {:.3} ms per run ({:+.3} ms)",
        guarded.as_secs_f64() * 1e3,
        (guarded.as_secs_f64() - bare.as_secs_f64()) * 1e3
    );
    println!("CPU charged to `true`: {:.3} ms per run", (cpu / runs).as_secs_f64() * 1e3);
}
