//! What each subcommand prints, as text or as JSON.

use serde::Serialize;
use sg::game::Game;
use sg::search::{Found, search_period};
use sg_core::period::Criterion;
use sg_core::rare::RareStats;
use std::io::{self, Write};

/// The most values of a period printed as its pattern.
const PATTERN_SHOWN: usize = 100;

#[derive(Serialize)]
struct ValuesJson<'a> {
    game: &'a str,
    values: &'a [u32],
}

/// `sg values`: G(0..len) as rows of `width` values, or as JSON.
pub fn values(out: &mut impl Write, game: &Game, len: usize, width: usize, json: bool, plain: bool) -> io::Result<()> {
    let values = game.values(len, plain);
    if json {
        serde_json::to_writer(&mut *out, &ValuesJson { game: &game.given, values: &values })?;
        return writeln!(out);
    }
    writeln!(out, "G(n) of {} for n = 0..={} (row + column = n)", game.given, len - 1)?;
    let cell = values.iter().max().map_or(1, |v| digits(*v as usize)).max(digits(width - 1));
    let label = digits((len - 1) / width * width);
    write!(out, "{:label$} |", "")?;
    for column in 0..width.min(len) {
        write!(out, " {column:>cell$}")?;
    }
    writeln!(out)?;
    for (row, chunk) in values.chunks(width).enumerate() {
        write!(out, "{:>label$} |", row * width)?;
        for v in chunk {
            write!(out, " {v:>cell$}")?;
        }
        writeln!(out)?;
    }
    Ok(())
}

#[derive(Serialize)]
struct PairValuesJson<'a> {
    game: &'a str,
    values: Vec<&'a [u32]>,
}

/// `sg values` of a two-heap game: `values`, G(a, b) for `0 <= a, b <= upto` row-major, a row
/// per `a`, or as JSON (an array per row).
pub fn pair_values(out: &mut impl Write, game: &Game, upto: usize, values: &[u32], json: bool) -> io::Result<()> {
    let side = upto + 1;
    if json {
        let rows = values.chunks(side).collect();
        serde_json::to_writer(&mut *out, &PairValuesJson { game: &game.given, values: rows })?;
        return writeln!(out);
    }
    writeln!(out, "G(a, b) of {} for a, b = 0..={upto} (row a, column b)", game.given)?;
    let cell = values.iter().max().map_or(1, |v| digits(*v as usize)).max(digits(upto));
    let label = digits(upto);
    write!(out, "{:label$} |", "")?;
    for column in 0..side {
        write!(out, " {column:>cell$}")?;
    }
    writeln!(out)?;
    for (row, chunk) in values.chunks(side).enumerate() {
        write!(out, "{row:>label$} |")?;
        for v in chunk {
            write!(out, " {v:>cell$}")?;
        }
        writeln!(out)?;
    }
    Ok(())
}

fn digits(n: usize) -> usize {
    n.checked_ilog10().map_or(1, |d| d as usize + 1)
}

#[derive(Serialize)]
struct PeriodJson<'a> {
    game: &'a str,
    preperiod: usize,
    period: usize,
    certified: bool,
    checked_upto: usize,
}

#[derive(Serialize)]
struct NoPeriodJson<'a> {
    game: &'a str,
    period: Option<usize>,
    checked_upto: usize,
}

/// `sg period`: grows the table by doubling (or straight to the index an apparent period's
/// certificate needs) until a period is certified or the table holds `max_len` values.
pub fn period(out: &mut impl Write, game: &Game, max_len: usize, json: bool) -> io::Result<()> {
    let criterion = game.criterion();
    let (found, table) = search_period(game, max_len);
    let values = table.values();
    let checked_upto = values.len() - 1;
    match found {
        Found::Certified(certificate) if json => json_line(
            out,
            &PeriodJson {
                game: &game.given,
                preperiod: certificate.preperiod(),
                period: certificate.period(),
                certified: true,
                checked_upto,
            },
        ),
        Found::Apparent(preperiod, period) if json => {
            json_line(out, &PeriodJson { game: &game.given, preperiod, period, certified: false, checked_upto })
        }
        Found::Nothing if json => json_line(out, &NoPeriodJson { game: &game.given, period: None, checked_upto }),
        Found::Certified(certificate) => {
            let (p, q) = (certificate.preperiod(), certificate.period());
            writeln!(out, "{}: pre-period {p}, period {q}, certified", game.given)?;
            last_exception(out, values, p, q)?;
            pattern(out, values, p, q)?;
            let reach = certificate.reach();
            let (bound, theorem) = match certificate.criterion() {
                Criterion::GuySmith { max_take: t } => (
                    format!("2·{p} + 2·{q} + {t}"),
                    format!("by the Guy–Smith theorem (moves take at most {t} tokens)"),
                ),
                Criterion::Window { max_move: s } => (
                    format!("{p} + {q} + {s} - 1"),
                    format!("as from n = {s} on each value depends only on the {s} before it"),
                ),
            };
            writeln!(
                out,
                "certificate: G(n + {q}) = G(n) checked for {p} <= n <= {} (up to G({reach}), {reach} = {bound}); {theorem}, it holds for every n >= {p}",
                reach - q
            )?;
            writeln!(out, "checked up to n = {checked_upto}")
        }
        Found::Apparent(p, q) => {
            writeln!(out, "{}: apparent pre-period {p}, period {q}, not certified", game.given)?;
            last_exception(out, values, p, q)?;
            pattern(out, values, p, q)?;
            writeln!(out, "certificate: none: {}", game.no_theorem())?;
            writeln!(out, "checked up to n = {checked_upto}")
        }
        Found::Nothing => {
            writeln!(out, "{}: no period up to {checked_upto}", game.given)?;
            if criterion.is_none() {
                writeln!(out, "(and none could be certified: {})", game.no_theorem())?;
            }
            Ok(())
        }
    }
}

fn last_exception(out: &mut impl Write, values: &[u32], p: usize, q: usize) -> io::Result<()> {
    if p > 0 {
        let n = p - 1;
        writeln!(out, "last exception: G({n}) = {}, G({}) = {}", values[n], n + q, values[n + q])?;
    }
    Ok(())
}

fn pattern(out: &mut impl Write, values: &[u32], p: usize, q: usize) -> io::Result<()> {
    write!(out, "period G({p}..={}):", p + q - 1)?;
    for v in &values[p..p + q.min(PATTERN_SHOWN)] {
        write!(out, " {v}")?;
    }
    if q > PATTERN_SHOWN {
        write!(out, " … (the first {PATTERN_SHOWN} of {q} values; sg values prints them all)")?;
    }
    writeln!(out)
}

#[derive(Serialize)]
struct RareJson<'a> {
    game: &'a str,
    max_value: u32,
    first_at: usize,
    rare_count: usize,
    last_rare: Option<usize>,
}

/// `sg rare`: the rare/common split of G(0..len).
pub fn rare(out: &mut impl Write, game: &Game, values: &[u32], json: bool) -> io::Result<()> {
    let len = values.len();
    let Some(stats) = RareStats::of(values) else {
        // Not reached: a table of --upto N has N + 1 values.
        return writeln!(out, "{}: empty table", game.given);
    };
    if json {
        return json_line(
            out,
            &RareJson {
                game: &game.given,
                max_value: stats.max_value,
                first_at: stats.first_at,
                rare_count: stats.rare_count,
                last_rare: stats.last_rare,
            },
        );
    }
    writeln!(out, "{}, n = 0..={}", game.given, len - 1)?;
    writeln!(
        out,
        "mask: {:#x} ({:#b}): a value v is rare when v AND mask has an even number of one bits",
        stats.mask, stats.mask
    )?;
    writeln!(out, "largest value: {}, first at n = {}", stats.max_value, stats.first_at)?;
    match stats.last_rare {
        Some(last) => writeln!(out, "rare values: {} (n = 0 included), the last at n = {last}", stats.rare_count),
        None => writeln!(out, "rare values: none"),
    }
}

fn json_line(out: &mut impl Write, value: &impl Serialize) -> io::Result<()> {
    serde_json::to_writer(&mut *out, value)?;
    writeln!(out)
}
