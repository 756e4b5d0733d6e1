//! The time-limit evidence of a report as a picture: every accepted run and every slow run of
//! a problem's programs on a logarithmic time axis, a lane per program, with the stated limit
//! and the band problemtools' rule allows (see `testkit::submission::Band`). Plain SVG, the
//! same bytes for the same figures, with a text alternative.

use crate::check::{BandFigures, Row};
use pulldown_cmark_escape::escape_html;
use std::fmt::Write as _;
use testkit::report::Verdict;

/// Okabe and Ito's colours, told apart by readers of every common colour vision: blue for
/// accepted runs, vermillion for slow ones, bluish green for the band.
const ACCEPTED: &str = "#0072b2";
const SLOW: &str = "#d55e00";
const BAND: &str = "#009e73";

const WIDTH: f64 = 900.0;
const RIGHT: f64 = 30.0;
const LANE: f64 = 24.0;
/// Room above the lanes: a row for each line's label.
const TOP: f64 = 62.0;
/// The width of a character of the labels, about, at their size.
const CHAR: f64 = 7.0;

fn escaped(text: &str) -> String {
    let mut out = String::new();
    let _ = escape_html(&mut out, text);
    out
}

/// The runs a program contributes: accepted runs of an accepted program (its CPU times), and
/// the stopping times of a slow program's runs past the limit.
fn runs(row: &Row) -> Vec<(f64, bool)> {
    let accepted = row.expected.contains(&Verdict::Ac);
    let slow = row.is_slow();
    row.cells
        .iter()
        .filter_map(|c| match c.verdict {
            Verdict::Ac if accepted => Some((c.cpu_ms, false)),
            Verdict::Tle if slow => Some((c.cpu_ms.max(c.wall_ms), true)),
            _ => None,
        })
        .collect()
}

/// The chart, as an `<svg>` element to put in a page; `None` when no program has a run to show.
// Long: the chart is drawn in the order it is read (the band, its marks, a lane per program, the
// axis, the legend), each part a few `write!`s over the one scale `x` all of them share.
pub fn time_band(rows: &[Row], band: &BandFigures) -> Option<String> {
    let lanes: Vec<(&Row, Vec<(f64, bool)>)> =
        rows.iter().map(|r| (r, runs(r))).filter(|(_, runs)| !runs.is_empty()).collect();
    if lanes.is_empty() {
        return None;
    }
    let times = lanes.iter().flat_map(|(_, runs)| runs.iter().map(|r| r.0));
    let largest = times.clone().fold(band.stated_ms * 2.0, f64::max);
    // Whole decades from 0.1 ms (below it, the box's own cost) to past the slowest run.
    let low_decade = times.fold(band.stated_ms, f64::min).max(0.1).log10().floor() as i32;
    let high_decade = largest.log10().ceil() as i32;
    let span = f64::from((high_decade - low_decade).max(1));
    // Room on the left for the longest program's name.
    let longest = lanes.iter().map(|(r, _)| r.program.chars().count()).max().unwrap_or(0);
    let left = (longest as f64 * CHAR + 16.0).clamp(120.0, WIDTH / 2.0);
    let x = |ms: f64| {
        left + (ms.max(10f64.powi(low_decade)).log10() - f64::from(low_decade)) / span * (WIDTH - left - RIGHT)
    };
    let bottom = TOP + LANE * lanes.len() as f64;
    let height = bottom + 50.0;
    let high = band
        .high_ms
        .map_or("with no ceiling, as no submission is meant to be too slow".to_owned(), |h| format!("to {h:.0} ms"));
    let alt = format!(
        "Time limit {:.0} ms; the runs allow from {:.0} ms (the slowest accepted, {:.1} ms, times {}) {high}.",
        band.stated_ms,
        band.low_ms,
        band.slowest_accepted_ms,
        testkit::submission::TIME_MULTIPLIER
    );
    let mut svg = String::new();
    let _ = write!(
        svg,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"chart\" viewBox=\"0 0 {WIDTH} {height}\" width=\"{WIDTH}\" height=\"{height}\" role=\"img\" aria-labelledby=\"band-title band-desc\">\
         <title id=\"band-title\">Runs against the time limit</title><desc id=\"band-desc\">{}</desc>\
         <rect width=\"100%\" height=\"100%\" fill=\"#fff\"/>",
        escaped(&alt)
    );
    // The band the rule allows, shaded, and its ends.
    let band_right = band.high_ms.map_or(WIDTH - RIGHT, x);
    let _ = write!(
        svg,
        "<rect x=\"{:.1}\" y=\"{TOP}\" width=\"{:.1}\" height=\"{:.1}\" fill=\"{BAND}\" fill-opacity=\"0.15\"/>",
        x(band.low_ms),
        (band_right - x(band.low_ms)).max(0.0),
        bottom - TOP
    );
    // A row of its own above the lanes for each line's label, so that none covers another.
    let marks = [(band.low_ms, "allowed from", true)]
        .into_iter()
        .chain([(band.stated_ms, "stated limit", false)])
        .chain(band.high_ms.map(|h| (h, "allowed to", true)));
    for (row, (ms, label, dashed)) in marks.enumerate() {
        let row_y = 16.0 * (row as f64 + 1.0);
        let at = x(ms);
        let (colour, dash) = if dashed { (BAND, " stroke-dasharray=\"4 3\"") } else { ("#000", "") };
        let _ = write!(
            svg,
            "<line x1=\"{at:.1}\" y1=\"{:.1}\" x2=\"{at:.1}\" y2=\"{bottom:.1}\" stroke=\"{colour}\" stroke-width=\"1.5\"{dash}/>\
             <text x=\"{:.1}\" y=\"{row_y:.1}\" class=\"label\">{label} {ms:.0} ms</text>",
            row_y - 4.0,
            at + 4.0
        );
    }
    // A lane per program, its runs on it.
    for (i, (row, runs)) in lanes.iter().enumerate() {
        let y = TOP + LANE * (i as f64 + 0.5);
        let _ = write!(
            svg,
            "<line x1=\"{left:.1}\" y1=\"{y:.1}\" x2=\"{:.1}\" y2=\"{y:.1}\" stroke=\"#ddd\"/>\
             <text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"end\" class=\"label\">{}</text>",
            WIDTH - RIGHT,
            left - 8.0,
            y + 4.0,
            escaped(&row.program)
        );
        for &(ms, slow) in runs {
            let at = x(ms);
            if slow {
                let _ = write!(
                    svg,
                    "<path d=\"M{:.1} {:.1}l8 8m0 -8l-8 8\" stroke=\"{SLOW}\" stroke-width=\"2\"><title>stopped at {ms:.0} ms</title></path>",
                    at - 4.0,
                    y - 4.0
                );
            } else {
                let _ = write!(
                    svg,
                    "<circle cx=\"{at:.1}\" cy=\"{y:.1}\" r=\"4\" fill=\"{ACCEPTED}\" fill-opacity=\"0.7\"><title>{ms:.1} ms</title></circle>"
                );
            }
        }
    }
    // The time axis: a tick per decade.
    let _ = write!(
        svg,
        "<line x1=\"{left:.1}\" y1=\"{bottom:.1}\" x2=\"{:.1}\" y2=\"{bottom:.1}\" stroke=\"#000\"/>",
        WIDTH - RIGHT
    );
    for decade in low_decade..=high_decade {
        let ms = 10f64.powi(decade);
        let at = x(ms);
        let label = if ms < 1.0 { format!("{ms:.1} ms") } else { format!("{ms:.0} ms") };
        let _ = write!(
            svg,
            "<line x1=\"{at:.1}\" y1=\"{bottom:.1}\" x2=\"{at:.1}\" y2=\"{:.1}\" stroke=\"#000\"/>\
             <text x=\"{at:.1}\" y=\"{:.1}\" text-anchor=\"middle\" class=\"label\">{label}</text>",
            bottom + 5.0,
            bottom + 18.0
        );
    }
    let legend = bottom + 38.0;
    let _ = write!(
        svg,
        "<circle cx=\"{left:.1}\" cy=\"{:.1}\" r=\"4\" fill=\"{ACCEPTED}\"/><text x=\"{:.1}\" y=\"{legend:.1}\" class=\"label\">an accepted run (CPU time)</text>\
         <path d=\"M{:.1} {:.1}l8 8m0 -8l-8 8\" stroke=\"{SLOW}\" stroke-width=\"2\"/><text x=\"{:.1}\" y=\"{legend:.1}\" class=\"label\">a slow run, where it was stopped</text></svg>",
        legend - 4.0,
        left + 10.0,
        left + 246.0,
        legend - 8.0,
        left + 260.0
    );
    Some(svg)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::check::Cell;

    fn row(program: &str, expected: Verdict, cells: &[(Verdict, f64)]) -> Row {
        Row {
            program: program.to_owned(),
            expected: vec![expected],
            cells: cells
                .iter()
                .map(|&(verdict, ms)| Cell { verdict, cpu_ms: ms, wall_ms: ms, detail: String::new() })
                .collect(),
            error: None,
            timed_ms: None,
        }
    }

    #[test]
    fn accepted_and_slow_runs_are_drawn_against_the_band() {
        let rows = [
            row("the solution", Verdict::Ac, &[(Verdict::Ac, 2.0), (Verdict::Ac, 80.0)]),
            row("wrong_answer/x.py", Verdict::Wa, &[(Verdict::Wa, 30.0)]),
            row("time_limit_exceeded/y.cpp", Verdict::Tle, &[(Verdict::Ac, 5.0), (Verdict::Tle, 2010.0)]),
            Row {
                expected: vec![Verdict::Tle, Verdict::Re],
                ..row("brute_force/z.cpp", Verdict::Tle, &[(Verdict::Tle, 2020.0)])
            },
        ];
        let band = BandFigures {
            stated_ms: 1000.0,
            slowest_accepted_ms: 80.0,
            low_ms: 400.0,
            high_ms: Some(1005.0),
            proposal_ms: 400.0,
        };
        let svg = time_band(&rows, &band).expect("a chart");
        assert_eq!(svg.matches("<circle").count(), 2 + 1, "two accepted runs and the legend's");
        assert_eq!(svg.matches("stopped at 2010 ms").count(), 1, "the slow run, not its accepted case");
        assert!(!svg.contains("2020 ms"), "a brute force's time bounds nothing: {svg}");
        assert!(!svg.contains("wrong_answer"), "a wrong program has no run to show");
        assert!(svg.contains("stated limit 1000 ms") && svg.contains("allowed from 400 ms"), "{svg}");
        assert!(svg.contains("<desc id=\"band-desc\">Time limit 1000 ms; the runs allow from 400 ms"), "{svg}");
        assert_eq!(time_band(&rows, &band), Some(svg), "the same bytes again");
        assert_eq!(time_band(&rows[1..2], &band), None);
    }

    /// The numbers of the attribute `name` of every `tag` of `svg`, in order.
    fn attributes(svg: &str, tag: &str, name: &str) -> Vec<f64> {
        let page = scraper::Html::parse_fragment(svg);
        let selector = scraper::Selector::parse(tag).unwrap();
        page.select(&selector).filter_map(|e| e.value().attr(name)).filter_map(|v| v.parse().ok()).collect()
    }

    /// The texts of every `tag` of `svg`, in order.
    fn texts(svg: &str, tag: &str) -> Vec<String> {
        let page = scraper::Html::parse_fragment(svg);
        let selector = scraper::Selector::parse(tag).unwrap();
        page.select(&selector).map(|e| e.text().collect()).collect()
    }

    #[test]
    fn the_time_axis_is_logarithmic_and_every_mark_stands_where_its_time_does() {
        let rows = [
            row("the solution", Verdict::Ac, &[(Verdict::Ac, 1.0), (Verdict::Ac, 10.0), (Verdict::Ac, 100.0)]),
            row("time_limit_exceeded/y.cpp", Verdict::Tle, &[(Verdict::Tle, 3000.0)]),
        ];
        let band = BandFigures {
            stated_ms: 1000.0,
            slowest_accepted_ms: 100.0,
            low_ms: 500.0,
            high_ms: Some(1500.0),
            proposal_ms: 500.0,
        };
        let svg = time_band(&rows, &band).unwrap();
        // Decades from 1 ms (the fastest run) to 10 s (past twice the limit and the slowest run).
        let ticks = texts(&svg, "text[text-anchor=middle]");
        assert_eq!(ticks, ["1 ms", "10 ms", "100 ms", "1000 ms", "10000 ms"]);
        let tick_x = attributes(&svg, "text[text-anchor=middle]", "x");
        let step = tick_x[1] - tick_x[0];
        assert!(step > 100.0, "{tick_x:?}");
        for pair in tick_x.windows(2) {
            assert!((pair[1] - pair[0] - step).abs() < 0.2, "a decade is as wide as every other: {tick_x:?}");
        }
        assert!((tick_x[4] - (WIDTH - RIGHT)).abs() < 0.2, "the last decade ends the axis: {tick_x:?}");
        // A run stands at its time: 1, 10 and 100 ms on the first three ticks.
        let runs = attributes(&svg, "circle[fill-opacity]", "cx");
        assert_eq!(runs.len(), 3);
        for (run, tick) in runs.iter().zip(&tick_x) {
            assert!((run - tick).abs() < 0.2, "runs {runs:?} against the ticks {tick_x:?}");
        }
        // The stated limit on the 1000 ms tick; the band's ends at 500 ms and 1500 ms, log-placed.
        let lines = attributes(&svg, "line[stroke-width='1.5']", "x1");
        let at = |ms: f64| tick_x[0] + ms.log10() * step;
        assert_eq!(lines.len(), 3, "{svg}");
        for (x, ms) in lines.iter().zip([500.0, 1000.0, 1500.0]) {
            assert!((x - at(ms)).abs() < 0.5, "{ms} ms drawn at {x}, not {}", at(ms));
        }
        let band_x = attributes(&svg, "rect[fill-opacity]", "x");
        let band_width = attributes(&svg, "rect[fill-opacity]", "width");
        assert!((band_x[0] - at(500.0)).abs() < 0.5 && (band_width[0] - (at(1500.0) - at(500.0))).abs() < 0.5);
        // The slow run is a cross centred where it was stopped.
        let cross = texts(&svg, "path title");
        assert_eq!(cross, ["stopped at 3000 ms"]);
        let d = svg.split("<path d=\"M").nth(1).unwrap_or_default();
        let start: Vec<f64> = d.split(['l', ' ']).take(2).filter_map(|v| v.parse().ok()).collect();
        assert!((start[0] + 4.0 - at(3000.0)).abs() < 0.5, "{start:?}");
        // Each label on a row of its own above the lanes, each lane below them, in order.
        let label_y = attributes(&svg, "text.label:not([text-anchor])", "y");
        assert_eq!(label_y[..3], [16.0, 32.0, 48.0], "{label_y:?}");
        let from = attributes(&svg, "line[stroke-width='1.5']", "y1");
        assert_eq!(from, [12.0, 28.0, 44.0], "each line starts just below its label");
        let label_x = attributes(&svg, "text.label:not([text-anchor])", "x");
        for (x, line) in label_x.iter().zip(&lines) {
            assert!((x - line - 4.0).abs() < 0.2, "a label just right of its line: {label_x:?} {lines:?}");
        }
        let lanes = attributes(&svg, "text[text-anchor=end]", "y");
        assert_eq!(lanes, [TOP + LANE * 0.5 + 4.0, TOP + LANE * 1.5 + 4.0]);
        // Everything within the picture.
        let height: f64 = attributes(&svg, "svg", "height")[0];
        assert_eq!(height, TOP + 2.0 * LANE + 50.0);
        for x in tick_x.iter().chain(&runs).chain(&lines) {
            assert!((0.0..=WIDTH).contains(x), "{x} outside");
        }
    }

    #[test]
    fn a_long_name_makes_room_and_a_band_without_ceiling_says_so() {
        let long = "accepted/a-submission-with-a-rather-long-name-indeed.py";
        let rows = [row(long, Verdict::Ac, &[(Verdict::Ac, 0.01)])];
        let band =
            BandFigures { stated_ms: 2000.0, slowest_accepted_ms: 0.0, low_ms: 0.0, high_ms: None, proposal_ms: 100.0 };
        let svg = time_band(&rows, &band).unwrap();
        let lane_x = attributes(&svg, "text[text-anchor=end]", "x");
        assert_eq!(lane_x, [long.len() as f64 * CHAR + 16.0 - 8.0], "the lane's name ends where the lane starts");
        let ticks = texts(&svg, "text[text-anchor=middle]");
        assert_eq!(ticks.first().map(String::as_str), Some("0.1 ms"), "no decade below 0.1 ms: {ticks:?}");
        let tick_x = attributes(&svg, "text[text-anchor=middle]", "x");
        let left = long.len() as f64 * CHAR + 16.0;
        assert!(
            (tick_x[0] - left).abs() < 0.2 && (tick_x[tick_x.len() - 1] - (WIDTH - RIGHT)).abs() < 0.2,
            "{tick_x:?}"
        );
        assert_eq!(ticks.last().map(String::as_str), Some("10000 ms"), "past twice the limit: {ticks:?}");
        assert!(svg.contains("times 5) with no ceiling, as no submission is meant to be too slow."), "{svg}");
        assert_eq!(texts(&svg, "text.label").iter().filter(|t| t.starts_with("allowed to")).count(), 0);
        let band_width = attributes(&svg, "rect[fill-opacity]", "width")[0];
        let band_x = attributes(&svg, "rect[fill-opacity]", "x")[0];
        assert!((band_x + band_width - (WIDTH - RIGHT)).abs() < 0.2, "the band runs to the axis' end");
        assert!(
            svg.contains(&format!("<text x=\"{:.1}\"", long.len() as f64 * CHAR + 16.0 + 10.0)),
            "the legend beside the axis' start"
        );
    }
}
