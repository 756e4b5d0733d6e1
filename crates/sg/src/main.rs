//! `sg`, the Sprague–Grundy explorer: tables of Grundy values, pre-periods and periods with a
//! checked certificate, rare/common statistics and pictures, for octal games, subtraction
//! games, Grundy's game and Wythoff's game.

mod checkpoint;
mod progress;
mod report;

use clap::error::ErrorKind;
use clap::parser::ValueSource;
use clap::{ArgMatches, CommandFactory, FromArgMatches, Parser, Subcommand};
use sg::game::{Game, parse_game};
use std::io::{self, BufWriter, IsTerminal, Write};
use std::num::NonZeroUsize;
use std::path::PathBuf;
use std::process::ExitCode;

const NOTATION: &str = "\
Games (GAME):
  octal:CODE      an octal game, CODE = d0.d1d2d3... Digit dj says what taking j tokens
                  from a heap may leave, as a sum of 1 (nothing: the heap had exactly j
                  tokens), 2 (one smaller heap) and 4 (two non-empty heaps). d0, before the
                  point, is taking nothing, so it is 0 or 4 (split a heap in two).
                  octal:0.77 is Kayles (take 1 or 2, leaving 0, 1 or 2 heaps),
                  octal:0.07 Dawson's Kayles, octal:0.137 Dawson's chess, octal:4.07.
  subtraction:S   take s tokens from a heap, for s in the comma-separated list S;
                  subtraction:1,3,4 takes 1, 3 or 4.
  grundy          Grundy's game: split a heap into two non-empty heaps of different sizes.
  nim             Nim: take any positive number of tokens from a heap (G(n) = n).
  wythoff         Wythoff's game, on two heaps together: take any number of tokens from one
                  heap, or the same number from both. Its table is G(a, b) for both heaps
                  up to N (at most 2048), for values and plot; period and rare are about
                  games of one heap and refuse it.

A position of several heaps is their sum: its value is the XOR of the heaps' values
(a Wythoff position counts as one of them).

Examples:
  sg values octal:0.77 --upto 30
  sg period octal:0.07
  sg period subtraction:1,3,4 --json
  sg rare grundy --upto 100000
  sg values wythoff --upto 12
  sg plot octal:0.07 --upto 200 --out dawsons-kayles.svg
  sg plot wythoff --upto 64 --out wythoff.svg";

/// The Sprague–Grundy explorer: Grundy tables, certified periods, rare and common values,
/// pictures.
#[derive(Debug, Parser)]
#[command(name = "sg", version, after_help = NOTATION)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Print G(0..=N), the Grundy value of every single heap up to N tokens, as a table.
    ///
    /// For wythoff: G(a, b) for 0 <= a, b <= N, a row per a (--width does not apply).
    #[command(after_help = NOTATION)]
    Values {
        /// The game, such as octal:0.77, subtraction:1,3,4 or grundy.
        #[arg(value_parser = parse_game)]
        game: Game,
        /// The largest heap N.
        #[arg(long, value_name = "N")]
        upto: u64,
        /// Values per row of the table.
        #[arg(long, value_name = "W", default_value_t = 10, value_parser = clap::value_parser!(u16).range(1..=1000))]
        width: u16,
        /// Print {"game": GAME, "values": [G(0), ..., G(N)]} instead of the table
        /// ({"game": "wythoff", "values": [[G(0, 0), ..., G(0, N)], ...]} for wythoff).
        #[arg(long)]
        json: bool,
        /// Compute by the definition (every option of every heap), not by the rare/common
        /// method: for checking and timing.
        #[arg(long)]
        plain: bool,
    },
    /// Find the smallest pre-period and period, with a checked certificate
    ///
    /// The smallest P and Q with G(n + Q) = G(n) for every n >= P. The table grows by
    /// doubling up to N until a period can be certified: for octal games by the Guy–Smith
    /// theorem (the period holds for ever once it holds for P <= n with
    /// n + Q <= 2P + 2Q + t, t the most tokens a move takes), for subtraction games once a
    /// window as long as the largest move repeats. Every comparison the certificate needs
    /// is made on the table. Grundy's game has no such theorem: a period seen in its table
    /// is reported as not certified.
    #[command(after_help = NOTATION, verbatim_doc_comment)]
    Period {
        /// The game, such as octal:0.77, subtraction:1,3,4 or grundy.
        #[arg(value_parser = parse_game)]
        game: Game,
        /// The largest heap the search may compute.
        #[arg(long, value_name = "N", default_value_t = 1_000_000)]
        upto: u64,
        /// Print {"game", "preperiod", "period", "certified": true, "checked_upto"}, or
        /// {"game", "period": null, "checked_upto"} when no period is found ("certified":
        /// false for a pattern in Grundy's game).
        #[arg(long)]
        json: bool,
    },
    /// Split the values into rare and common ones: the mask, the largest value, the rare heaps
    ///
    /// For G(0..=N): the mask, the largest value and where it first occurs, how many heaps
    /// have a rare value (n = 0 included) and the last of them. A value v is rare when
    /// v AND mask has an even number of one bits; the mask is the one that makes the fewest
    /// heaps rare (Grundy's game: 0xfe).
    #[command(after_help = NOTATION, verbatim_doc_comment)]
    Rare {
        /// The game, such as octal:0.16, subtraction:1,3,4 or grundy.
        #[arg(value_parser = parse_game)]
        game: Game,
        /// The largest heap N.
        #[arg(long, value_name = "N")]
        upto: u64,
        /// Print {"game", "max_value", "first_at", "rare_count", "last_rare"}.
        #[arg(long)]
        json: bool,
        /// Keep the table in FILE as it is computed, a chunk of 2^20 values at a time, each
        /// value in as many bits as its chunk's largest needs; a run that stops goes on from
        /// it with --resume. An existing FILE is never overwritten.
        #[arg(long, value_name = "FILE")]
        table: Option<PathBuf>,
        /// Go on from the values already in the --table FILE (of a run that stopped, or of a
        /// shorter one).
        #[arg(long, requires = "table")]
        resume: bool,
        /// Hold the table itself in a scratch file beside the --table FILE, mapped into
        /// memory, rather than in memory: memory then keeps only what the run reads (the
        /// smallest heaps and the latest), so a table longer than memory is computed where its
        /// disk has 4 bytes a value for the run (reserved at the start, freed at the end).
        /// For a take-and-break game; heaps past 2^32 too.
        #[arg(long, requires = "table")]
        on_disk: bool,
        /// Show how far the run is on stderr: values done, values a second and the time to
        /// go (shown anyway when stderr is a terminal).
        #[arg(long)]
        progress: bool,
        /// Threads that share the work (default: the cores); the values are the same for any
        /// number.
        #[arg(long, value_name = "N")]
        threads: Option<NonZeroUsize>,
        /// Values a chunk of the --table FILE holds (2^20; tests stop runs after a few
        /// small ones).
        #[arg(long, value_name = "VALUES", default_value_t = sg::table::CHUNK, hide = true,
              value_parser = clap::builder::RangedU64ValueParser::<usize>::new().range(1..=sg::table::CHUNK as u64))]
        chunk: usize,
    },
    /// Draw the values as a picture (SVG): G(0..=N) of a heap game, or G(a, b) of wythoff
    ///
    /// A heap game: heap size n across, the value G(n) up and as a colour, the certified
    /// period (found within the table, as sg period does) shaded one period at a time, and
    /// the heaps with a rare value marked on a row under the strip. Past 1600 heaps a column
    /// holds several heaps. Wythoff's game: a colour map of G(a, b) for 0 <= a, b <= N
    /// (N at most 2048), the positions of value 0 ringed. The colours are viridis, readable
    /// with any colour vision; a title and a description give the picture's content as text.
    #[command(after_help = NOTATION, verbatim_doc_comment)]
    Plot {
        /// The game, such as octal:0.07, subtraction:1,3,4, grundy or wythoff.
        #[arg(value_parser = parse_game)]
        game: Game,
        /// The largest heap N.
        #[arg(long, value_name = "N")]
        upto: u64,
        /// The SVG file to write, or - for stdout.
        #[arg(long, value_name = "FILE")]
        out: PathBuf,
    },
}

/// The command line, and whether `--width` was given rather than left at its default (it does
/// not apply to a two-heap game's table).
fn parse_command_line() -> Result<(Cli, bool), clap::Error> {
    let matches = Cli::command().try_get_matches()?;
    let cli = Cli::from_arg_matches(&matches)?;
    Ok((cli, width_given(&matches)))
}

fn width_given(matches: &ArgMatches) -> bool {
    matches
        .subcommand_matches("values")
        .is_some_and(|values| values.value_source("width") == Some(ValueSource::CommandLine))
}

fn main() -> ExitCode {
    let (cli, width_given) = match parse_command_line() {
        Ok(parsed) => parsed,
        Err(error) if error.kind() == ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
            return refuse("a subcommand is needed: values, period, rare or plot (see sg --help)");
        }
        Err(error) if !error.use_stderr() => {
            // --help and --version.
            let _ = error.print();
            return ExitCode::SUCCESS;
        }
        Err(error) => {
            let message = first_paragraph(&error.to_string());
            return match error.kind() {
                ErrorKind::InvalidValue | ErrorKind::ValueValidation => refuse(&message),
                _ => refuse(&format!("{message} (see sg --help)")),
            };
        }
    };
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let written = match cli.command {
        Command::Values { game, upto, json, .. } if game.is_two_heap() => {
            if width_given {
                return refuse(&format!("--width does not apply to {}: its table has a row per a", game.given));
            }
            let table = game.pair_side(upto).and_then(|upto| Ok((upto, game.pair_values(upto)?)));
            match table {
                Ok((upto, values)) => report::pair_values(&mut out, &game, upto, &values, json),
                Err(message) => return refuse(&message),
            }
        }
        Command::Values { game, upto, width, json, plain } => match table_length(upto) {
            Ok(len) => report::values(&mut out, &game, len, usize::from(width), json, plain),
            Err(message) => return refuse(&message),
        },
        Command::Period { game, upto, json } => match game.require_one_heap("sg period").and(table_length(upto)) {
            Ok(len) => report::period(&mut out, &game, len, json),
            Err(message) => return refuse(&message),
        },
        Command::Rare { game, upto, json, table, resume, on_disk, progress, threads, chunk } => {
            let progress = progress || io::stderr().is_terminal();
            let threads = threads.or_else(|| std::thread::available_parallelism().ok()).map_or(1, NonZeroUsize::get);
            let keeping = checkpoint::Keeping { table, resume, on_disk, progress, chunk };
            let values = game
                .require_one_heap("sg rare")
                .and(rare_length(&game, upto, on_disk))
                .and_then(|len| checkpoint::values(&game, len, threads, &keeping).map(|store| (len, store)));
            match values {
                // A table file resumed may hold more than was asked for this time.
                Ok((len, store)) => report::rare(&mut out, &game, &store.values()[..len], json),
                Err(message) => return refuse(&message),
            }
        }
        Command::Plot { game, upto, out: path } => {
            let upto = if game.is_two_heap() { game.pair_side(upto) } else { table_length(upto).map(|len| len - 1) };
            let picture = match upto.and_then(|upto| sg::plot::plot(&game, upto)) {
                Ok(picture) => picture,
                Err(message) => return refuse(&message),
            };
            if path.as_os_str() == "-" {
                out.write_all(picture.svg.as_bytes())
            } else if let Err(error) = std::fs::write(&path, picture.svg) {
                return refuse(&format!("cannot write {}: {error}", path.display()));
            } else {
                Ok(())
            }
        }
    };
    match written.and_then(|()| out.flush()) {
        Ok(()) => ExitCode::SUCCESS,
        // A reader that stopped early (sg values … | head) is not an error.
        Err(error) if error.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("error: cannot write the output: {error}");
            ExitCode::FAILURE
        }
    }
}

/// One line on stderr and exit code 2, for every kind of bad input.
fn refuse(message: &str) -> ExitCode {
    let message = message.strip_prefix("error: ").unwrap_or(message);
    eprintln!("error: {message}");
    ExitCode::from(2)
}

/// clap's message up to its first blank line, on one line: "the following required arguments
/// were not provided:" is followed by the arguments on lines of their own.
fn first_paragraph(text: &str) -> String {
    let lines: Vec<&str> = text.lines().map(str::trim).take_while(|line| !line.is_empty()).collect();
    match lines.split_first() {
        Some((first, [])) => first.to_string(),
        Some((first, rest)) => format!("{first} {}", rest.join(", ")),
        None => "bad arguments".to_string(),
    }
}

/// Bytes per heap the tables may take at their peak: the table itself (4) and a second one
/// while a growing table is recomputed.
const BYTES_PER_HEAP: u64 = 8;

/// Bytes per heap of `sg rare`'s table in memory, reserved once.
const RARE_BYTES_PER_HEAP: u64 = 4;

/// The table length for `--upto N`, or why it cannot be held in memory.
fn table_length(upto: u64) -> Result<usize, String> {
    length_within(upto, u64::from(u32::MAX), Some((BYTES_PER_HEAP, "")))
}

/// The table length for `sg rare --upto N`: a take-and-break game's table may pass 2^32 − 1
/// heaps, in memory where it fits, else on disk (`--on-disk`, where the disk bounds it, as
/// its scratch file tells when it is made); any other game's is held as [`table_length`]
/// says.
fn rare_length(game: &sg::game::Game, upto: u64, on_disk: bool) -> Result<usize, String> {
    match (game.may_be_on_disk(), on_disk) {
        (Err(why), true) => Err(why),
        (Err(_), false) => table_length(upto),
        (Ok(()), true) => length_within(upto, u64::MAX, None),
        (Ok(()), false) => {
            length_within(upto, u64::MAX, Some((RARE_BYTES_PER_HEAP, " (--table FILE --on-disk keeps it on disk)")))
        }
    }
}

/// The length of a table of heaps 0 to `upto`, at most `most` heaps: when it is held in memory
/// at `(bytes a heap, what to do instead)`, within the memory available.
fn length_within(upto: u64, most: u64, in_memory: Option<(u64, &str)>) -> Result<usize, String> {
    let too_big = |detail: String| format!("--upto {upto} is too large: {detail}");
    let len = upto
        .checked_add(1)
        .filter(|&len| len <= most)
        .ok_or_else(|| too_big(format!("heaps are counted up to {} here", most - 1)))?;
    if let (Some((per_heap, instead)), Some(available)) = (in_memory, available_memory()) {
        let bytes = len.saturating_mul(per_heap);
        if bytes > available {
            return Err(too_big(format!(
                "its tables need {} MiB and {} MiB of memory are available{instead}",
                bytes >> 20,
                available >> 20
            )));
        }
    }
    usize::try_from(len).map_err(|_| too_big("this machine's addresses are too small for it".to_string()))
}

/// MemAvailable from /proc/meminfo, in bytes, where the system says it.
fn available_memory() -> Option<u64> {
    let meminfo = std::fs::read_to_string("/proc/meminfo").ok()?;
    let line = meminfo.lines().find(|line| line.starts_with("MemAvailable:"))?;
    let kib: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    kib.checked_mul(1024)
}
