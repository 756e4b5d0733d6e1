//! What vouches for subtraction-duel: the side that wins each game, by an exhaustive search of
//! the whole game (every pile at once) on small inputs and by per-pile Grundy values from a
//! definitional search on large ones; and checks that play the interactor against the
//! solution and against scripted contestants that go wrong in each way the statement names.

use judge_io::interact::{LineReader, send};
use judge_io::random::Rng;
use sg_core::search::{Search, sum_moves};
use std::io::BufReader;
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, ChildStdout, Command, ExitStatus, Stdio};
use std::time::{Duration, Instant};
use testkit::stress::numbers;
use testkit::verify::{BruteForce, CaseWriter, Check, Inputs, Reference, Verification};

#[allow(dead_code, reason = "the scripted contestants use only part of a game")]
#[path = "../src/game.rs"]
mod game;

/// One game: the amounts (as given) and the piles.
type Game = (Vec<usize>, Vec<usize>);

/// The seed and the games of a test file.
fn parse(input: &str) -> (u64, Vec<Game>) {
    let v = numbers(input);
    let mut at = 2;
    let mut games = Vec::new();
    for _ in 0..v[1] {
        let take = |at: usize| -> Vec<usize> { v[at + 1..=at + v[at] as usize].iter().map(|&x| x as usize).collect() };
        let amounts = take(at);
        at += amounts.len() + 1;
        let piles = take(at);
        at += piles.len() + 1;
        games.push((amounts, piles));
    }
    (v[0] as u64, games)
}

fn format_input(seed: u64, games: &[Game]) -> String {
    let list = |xs: &[usize]| xs.iter().map(usize::to_string).collect::<Vec<_>>().join(" ");
    let mut text = format!("{seed}\n{}\n", games.len());
    for (amounts, piles) in games {
        text.push_str(&format!("{} {}\n{} {}\n", amounts.len(), list(amounts), piles.len(), list(piles)));
    }
    text
}

fn side(first_wins: bool) -> &'static str {
    if first_wins { "First\n" } else { "Second\n" }
}

/// The most piles the brute force handles (states are fixed-size arrays padded with empty
/// piles, which have no moves).
const BRUTE_PILES: usize = 3;

/// Plays each whole game: a state is the tuple of every pile.
fn brute(input: &str) -> String {
    let mut out = String::new();
    for (amounts, piles) in parse(input).1 {
        assert!(piles.len() <= BRUTE_PILES, "too many piles for the brute force");
        let pile = |&x: &usize, next: &mut Vec<usize>| next.extend(amounts.iter().filter(|&&s| s <= x).map(|&s| x - s));
        let mut search = Search::new(|state: &[usize; BRUTE_PILES], next: &mut Vec<[usize; BRUTE_PILES]>| {
            sum_moves(state, pile, next)
        });
        let mut start = [0; BRUTE_PILES];
        start[..piles.len()].copy_from_slice(&piles);
        out.push_str(side(search.is_win(&start).unwrap_or_else(|cycle| panic!("{cycle}"))));
    }
    out
}

/// For large games: each pile's Grundy value by a memoised search of that pile alone (no
/// table), and the Sprague–Grundy theorem for their sum.
fn reference(input: &str) -> String {
    let mut out = String::new();
    for (amounts, piles) in parse(input).1 {
        let mut search = Search::new(|&x: &usize, next: &mut Vec<usize>| {
            next.extend(amounts.iter().filter(|&&s| s <= x).map(|&s| x - s));
        });
        let total = piles.iter().fold(0, |acc, h| acc ^ search.grundy(h).unwrap_or_else(|cycle| panic!("{cycle}")));
        out.push_str(side(total != 0));
    }
    out
}

/// `k` distinct amounts from 1 to `max` (fewer when `max` is smaller), in random order.
fn distinct_amounts(rng: &mut Rng, k: usize, max: usize) -> Vec<usize> {
    rng.distinct(k.min(max), 1..=max as u64).into_iter().map(|s| s as usize).collect()
}

/// Up to `size` games (at most 3), each with up to `size` amounts (at most 3) from 1 to
/// `size + 2`, and up to 3 piles of 0 to 2 `size` stones.
fn small_input(rng: &mut Rng, size: usize) -> String {
    let seed = rng.range(0..=u64::from(u32::MAX));
    let games: Vec<Game> = (0..rng.below(1..=size.min(3)))
        .map(|_| {
            let k = rng.below(1..=size.min(3));
            let amounts = distinct_amounts(rng, k, size + 2);
            (amounts, (0..rng.below(1..=BRUTE_PILES)).map(|_| rng.below(0..=2 * size)).collect())
        })
        .collect();
    format_input(seed, &games)
}

/// `count` games of up to 10 amounts up to 50 and up to 50 piles, with `stones` stones each
/// at most (piles up to 1000).
fn large_games(rng: &mut Rng, count: usize, stones: usize) -> Vec<Game> {
    (0..count)
        .map(|_| {
            let k = rng.below(1..=10);
            let amounts = distinct_amounts(rng, k, 50);
            let n = rng.below(1..=50);
            // Piles of twice the average at most, so that the stones spread over every pile.
            let largest = (2 * stones / n).min(1000);
            let mut left = stones;
            let piles = (0..n)
                .map(|_| {
                    let h = rng.below(0..=largest.min(left));
                    left -= h;
                    h
                })
                .collect();
            (amounts, piles)
        })
        .collect()
}

/// Rewrites the generated cases: `cargo test -p subtraction-duel --test judge -- --ignored write-cases`.
fn write_cases(cases: &mut CaseWriter) {
    // Not one stone in any game: the jury answers `0 0` at once, every time.
    cases.write("10-edge-no-stones", &format_input(0, &[(vec![1], vec![0]), (vec![50, 1], vec![0, 0, 0])]));
    let mut rng = Rng::new(73);
    for i in 1..=4 {
        cases.write(&format!("20-random-{i}"), &small_input(&mut rng, 4));
    }
    // The longest interaction the limits allow: 20 000 stones taken one at a time.
    cases.write("30-max-1", &format_input(rng.range(0..=u64::from(u32::MAX)), &[(vec![1], vec![1000; 20])]));
    // 100 games of 200 stones, and 20 games of 1000 stones, at most 50 piles of 1000.
    let games = large_games(&mut rng, 100, 200);
    cases.write("30-max-2", &format_input(rng.range(0..=u64::from(u32::MAX)), &games));
    let games = large_games(&mut rng, 20, 1000);
    cases.write("30-max-3", &format_input(rng.range(0..=u64::from(u32::MAX)), &games));
}

/// How long a check lets a duel run before it counts as hung.
const DUEL_LIMIT: Duration = Duration::from_secs(20);

fn case_path(name: &str, extension: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("cases").join(format!("{name}.{extension}"))
}

fn interactor(input: &Path, answer: &Path) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_subtraction-duel-interactor"));
    command.arg(input).arg(answer).stderr(Stdio::piped());
    command
}

/// Waits for `child` at most until `deadline`, killing it past it.
fn wait(child: &mut Child, deadline: Instant) -> Result<ExitStatus, String> {
    loop {
        if let Some(status) = child.try_wait().map_err(|e| e.to_string())? {
            return Ok(status);
        }
        if Instant::now() > deadline {
            let _ = child.kill();
            let _ = child.wait();
            return Err("still running at the deadline: killed".to_owned());
        }
        std::thread::sleep(Duration::from_millis(2));
    }
}

/// The interactor's exit code and its stderr.
fn verdict_of(mut interactor: Child, deadline: Instant) -> Result<(Option<i32>, String), String> {
    let status = wait(&mut interactor, deadline)?;
    let mut stderr = String::new();
    if let Some(mut pipe) = interactor.stderr.take() {
        std::io::Read::read_to_string(&mut pipe, &mut stderr).map_err(|e| e.to_string())?;
    }
    Ok((status.code(), stderr))
}

/// Expects `result` to be exit `code` with one line on stderr containing `message`.
fn expect(what: &str, result: (Option<i32>, String), code: i32, message: &str) -> Result<(), String> {
    let (exit, stderr) = result;
    if exit == Some(code) && stderr.contains(message) && stderr.lines().count() == 1 {
        Ok(())
    } else {
        Err(format!("{what}: expected exit {code} and one line with {message:?}, got exit {exit:?}, stderr {stderr:?}"))
    }
}

/// The solution against the interactor on every stored case: accepted every time.
fn perfect_solution(solution: &Path) -> Result<(), String> {
    let mut names: Vec<String> = std::fs::read_dir(Path::new(env!("CARGO_MANIFEST_DIR")).join("cases"))
        .map_err(|e| e.to_string())?
        .filter_map(|entry| entry.ok()?.file_name().to_str()?.strip_suffix(".in").map(str::to_owned))
        .collect();
    names.sort();
    for name in names {
        let mut contestant = Command::new(solution)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .map_err(|e| format!("cannot run {}: {e}", solution.display()))?;
        let (Some(to), Some(from)) = (contestant.stdin.take(), contestant.stdout.take()) else {
            return Err("no pipes to the solution".to_owned());
        };
        let judge = interactor(&case_path(&name, "in"), &case_path(&name, "out"))
            .stdin(Stdio::from(from))
            .stdout(Stdio::from(to))
            .spawn()
            .map_err(|e| e.to_string())?;
        let deadline = Instant::now() + DUEL_LIMIT;
        let result = verdict_of(judge, deadline);
        let solution_exit = wait(&mut contestant, deadline + Duration::from_secs(1));
        expect(&name, result?, 0, "ok ")?;
        match solution_exit {
            Ok(status) if status.success() => {}
            other => return Err(format!("{name}: the solution ended with {other:?}")),
        }
    }
    Ok(())
}

/// How a scripted contestant goes wrong.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Fault {
    /// Takes the losing side, then plays as well as it can.
    WrongSide,
    /// Takes the winning side, but once makes a legal move that is not winning.
    Blunder,
    /// Names its side, then closes its output and stops reading.
    StopAfterSide,
    /// Answers its first move with a pile that does not exist, then reads the reply.
    IllegalMove,
    /// Spells its side wrong.
    Garbage,
}

/// Plays as `fault` says against the interactor's lines; returns the last line the jury
/// sent that ended its play (`-1 -1`, or end of input).
fn scripted(fault: Fault, from: ChildStdout, mut to: ChildStdin) -> Result<String, judge_io::InputError> {
    let mut jury = LineReader::new(BufReader::new(from));
    let reply = |jury: &mut LineReader<BufReader<ChildStdout>>| -> Result<String, judge_io::InputError> {
        let mut line = jury.expect_line("the jury's reply")?;
        Ok(format!("{} {}", line.int::<i64>()?, line.int::<i64>()?))
    };
    let written = |e: std::io::Error| judge_io::Reader::new(Vec::new()).error(format!("cannot write: {e}"));
    let count = jury.expect_line("the number of games")?.int::<usize>()?;
    let mut stones_left = game::MAX_STONES;
    for _ in 0..count {
        let mut game = game::Game::read(|what| jury.expect_line(what), &mut stones_left)?;
        let first = game.is_won() != (fault == Fault::WrongSide);
        let name = match fault {
            Fault::Garbage => "first",
            _ if first => "First",
            _ => "Second",
        };
        send(&mut to, name).map_err(written)?;
        match fault {
            Fault::StopAfterSide => return Ok("stopped".to_owned()),
            Fault::Garbage => return reply(&mut jury),
            _ => {}
        }
        let mut ours = first;
        let mut blundered = false;
        loop {
            if ours {
                if fault == Fault::IllegalMove {
                    send(&mut to, "99 1").map_err(written)?;
                    return reply(&mut jury);
                }
                let wins: Vec<(usize, usize)> = game.winning_moves().collect();
                let bad = game.moves().find(|m| !wins.contains(m));
                let chosen = match (fault, bad) {
                    (Fault::Blunder, Some(bad)) if !blundered && !wins.is_empty() => {
                        blundered = true;
                        Some(bad)
                    }
                    _ => wins.first().copied().or_else(|| game.moves().next()),
                };
                let Some((i, s)) = chosen else {
                    send(&mut to, "0 0").map_err(written)?;
                    return reply(&mut jury);
                };
                game.play(i, s);
                send(&mut to, format_args!("{} {s}", i + 1)).map_err(written)?;
            } else {
                let mut line = jury.expect_line("the jury's move")?;
                let (pile, s) = (line.int::<i64>()?, line.int::<i64>()?);
                match (pile, s) {
                    (0, 0) => break,
                    (-1, -1) => return Ok("-1 -1".to_owned()),
                    _ => game.play(pile as usize - 1, s as usize),
                }
            }
            ours = !ours;
        }
    }
    Ok("won".to_owned())
}

/// Runs the interactor on a stored case against the scripted contestant: its exit code, its
/// stderr, and what the contestant saw last.
fn against(case: &str, fault: Fault) -> Result<((Option<i32>, String), String), String> {
    let mut judge = interactor(&case_path(case, "in"), &case_path(case, "out"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .map_err(|e| e.to_string())?;
    let (Some(to), Some(from)) = (judge.stdin.take(), judge.stdout.take()) else {
        return Err("no pipes to the interactor".to_owned());
    };
    let contestant = std::thread::spawn(move || scripted(fault, from, to));
    let result = verdict_of(judge, Instant::now() + DUEL_LIMIT)?;
    let saw = contestant.join().map_err(|_| "the scripted contestant panicked".to_owned())?;
    Ok((result, saw.unwrap_or_else(|e| e.to_string())))
}

static CHECKS: &[Check] = &[
    Check::new("interactor-accepts-the-solution-on-every-case", perfect_solution),
    Check::new("interactor-wrong-side-loses", |_| {
        for case in ["10-edge-raise-value", "10-edge-mirror", "30-max-2"] {
            expect(case, against(case, Fault::WrongSide)?.0, 1, "(it chose the losing side)")?;
        }
        Ok(())
    }),
    Check::new("interactor-one-blunder-loses", |_| {
        for case in ["10-edge-raise-value", "10-edge-mirror", "30-max-3"] {
            let (result, saw) = against(case, Fault::Blunder)?;
            expect(case, result, 1, "the contestant resigned")?;
            if saw != "-1 -1" {
                return Err(format!("{case}: the contestant saw {saw:?} last, not -1 -1"));
            }
        }
        Ok(())
    }),
    Check::new("interactor-contestant-that-stops-loses", |_| {
        // Moving first, it is read to the end of its output; moving second, the jury's move
        // goes to a closed pipe.
        expect("first", against("10-edge-raise-value", Fault::StopAfterSide)?.0, 1, "found end of input")?;
        expect("second", against("00-sample-1", Fault::StopAfterSide)?.0, 1, "game 1")
    }),
    Check::new("interactor-illegal-move-gets-minus-one", |_| {
        let (result, saw) = against("10-edge-raise-value", Fault::IllegalMove)?;
        expect("illegal", result, 1, "game 1, move 1: illegal move 99 1: there is no pile 99")?;
        if saw == "-1 -1" { Ok(()) } else { Err(format!("the contestant saw {saw:?}, not -1 -1")) }
    }),
    Check::new("interactor-malformed-side-loses", |_| {
        let (result, saw) = against("00-sample-1", Fault::Garbage)?;
        expect("garbage", result, 1, "game 1, choosing a side")?;
        if saw == "-1 -1" { Ok(()) } else { Err(format!("the contestant saw {saw:?}, not -1 -1")) }
    }),
    Check::new("interactor-fails-on-a-wrong-answer-file", |_| {
        let wrong = std::env::temp_dir().join(format!("subtraction-duel-answer-{}", std::process::id()));
        std::fs::write(&wrong, "First\n").map_err(|e| e.to_string())?;
        let judge = interactor(&case_path("00-sample-1", "in"), &wrong)
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .spawn()
            .map_err(|e| e.to_string());
        let result = judge.and_then(|judge| verdict_of(judge, Instant::now() + DUEL_LIMIT));
        let _ = std::fs::remove_file(&wrong);
        expect("wrong answer file", result?, 3, "answer game 1: says First, but Second wins")
    }),
];

pub static VERIFICATION: Verification = Verification::new(
    BruteForce {
        generate: small_input,
        max_size: 4,
        solve: brute,
        vouches: &["00-", "10-edge-mirror", "10-edge-no-moves", "10-edge-no-stones", "10-edge-raise-value", "20-"],
    },
    write_cases,
)
.with_references(&[Reference::new(
    "definition",
    reference,
    &["10-edge-fifty-ones", "30-"],
    Inputs::new(small_input, 4, 300),
)])
.with_checks(CHECKS);
