//! What a run costs the judge: a bare spawn of a trivial program, against the same program
//! run directly (`Runner::direct`), through the guard without the box (limits, Landlock, measurements) and in the whole
//! box (namespaces, its own root and user, a control group), and the CPU time each way
//! charges to the program's account.
//!
//! `cargo run --release -p runguard --example runner_cost [RUNS]`

use runguard::layers::Layer;
use runguard::run::{Exit, Input, Level, Limits, Program, Runner};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

fn main() {
    runguard::enter();
    let Some(runs) = std::env::args().nth(1).map_or(Some(200), |n| n.parse::<u32>().ok().filter(|&n| n > 0)) else {
        eprintln!("usage: runner_cost [RUNS]");
        std::process::exit(2);
    };
    let runner = match std::env::current_dir()
        .map_err(|e| e.to_string())
        .and_then(|here| Runner::new(&[here]).map_err(|e| e.to_string()))
    {
        Ok(runner) => runner,
        Err(e) => {
            eprintln!("error: {e}");
            std::process::exit(2);
        }
    };
    let start = Instant::now();
    for _ in 0..runs {
        let status = Command::new("true").stdout(Stdio::piped()).stderr(Stdio::piped()).output();
        assert!(status.is_ok_and(|s| s.status.success()));
    }
    let bare = start.elapsed() / runs;
    println!("bare spawn:        {:.3} ms per run", bare.as_secs_f64() * 1e3);
    let unboxed = runner.clone().without(&Layer::ALL[..Layer::ALL.len() - 1]).with_level(Level::BestEffort);
    let direct = runner.direct();
    for (name, runner) in [("direct:", direct), ("without the box:", unboxed), ("in the box:", runner)] {
        let (per_run, cpu, note) = measure(&runner, runs);
        println!(
            "{name:<18} {:.3} ms per run ({:+.3} ms), {:.3} ms of CPU charged to `true`",
            per_run.as_secs_f64() * 1e3,
            (per_run.as_secs_f64() - bare.as_secs_f64()) * 1e3,
            cpu.as_secs_f64() * 1e3
        );
        if let Some(note) = note {
            println!("{note}");
        }
    }
}

/// Wall time per run and CPU time charged per run of `true` through `runner`, and the note on
/// what its box lacked.
fn measure(runner: &Runner, runs: u32) -> (Duration, Duration, Option<String>) {
    let (program, limits) = (Program::new("true"), Limits::new(Duration::from_secs(1), 256));
    let start = Instant::now();
    let mut cpu = Duration::ZERO;
    let mut note = None;
    for _ in 0..runs {
        match runner.run(&program, Input::Bytes(b""), limits) {
            // A run that did not end as `true` does (a limit passed, a stall) would make the
            // figures meaningless: it is an error.
            Ok(result) if result.exit != Exit::Code(0) || result.stop.is_some() => {
                eprintln!("error: `true` ended {:?} (stopped: {:?}) after {:?}", result.exit, result.stop, result.wall);
                std::process::exit(1);
            }
            Ok(result) => {
                cpu += result.cpu;
                note = result.isolation.note().filter(|_| !result.isolation.lacks(Layer::Root));
            }
            Err(e) => {
                eprintln!("error: {e}");
                std::process::exit(1);
            }
        }
    }
    (start.elapsed() / runs, cpu / runs, note)
}
