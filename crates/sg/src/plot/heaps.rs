//! The picture of a heap game: `G(0..=N)` as a strip, heap size across and value up, each
//! value also its colour. The certified period is shaded behind, one shade a period, and the
//! heaps with a rare value are marked on a row under the strip.
//!
//! Large tables stay small pictures: heaps share columns (at most [`MOST_COLUMNS`]), values
//! share rows (at most [`MOST_ROWS`]), and each row is drawn as one path with a rectangle per
//! run of consecutive columns that hold its value, so the size follows the runs, not N.

use super::colour;
use super::svg::{Anchor, Boxes, Plot, Svg, id_prefix, text_width, tick_step};
use crate::game::Game;
use crate::search::{Found, search_period};
use sg_core::period::{Certificate, Criterion};
use sg_core::rare::{RareStats, is_rare};

/// The most columns: a column holds as many consecutive heaps as it takes to stay below it.
const MOST_COLUMNS: usize = 1600;
/// Runs the value rows may have before the columns are made twice as wide, which merges runs
/// of games whose values scatter (a long period of many values).
const RUN_BUDGET: usize = 12_000;
/// Columns are not made wider than it takes to come down to this many.
const FEWEST_COLUMNS: usize = 200;
/// The most value rows: above it, a row holds several consecutive values.
const MOST_ROWS: usize = 160;
/// The plot area's width when columns are few (each is then wider than a unit).
const PLOT_WIDTH: f64 = 960.0;
/// The plot area's height when values are many (each row is then lower than the largest).
const PLOT_HEIGHT: f64 = 320.0;
const MAX_ROW_HEIGHT: f64 = 24.0;
/// Margins around the plot area: value labels on the left, the title, caption and the
/// period's mark above.
const LEFT: f64 = 72.0;
const RIGHT: f64 = 36.0;
const TOP: f64 = 86.0;
/// The narrowest picture: room for the legend's lines.
const MIN_WIDTH: f64 = 800.0;
/// The shades of the periods, alternating; light enough that every value stays readable on
/// them, dark enough to tell from the white pre-period.
const PERIOD_SHADES: [&str; 2] = ["#cfd9e4", "#e9eef4"];
const RARE_MARK: &str = "#1a1a1a";
/// Periods narrower than this are not shaded one by one: their stripes would read as noise.
const MIN_BAND_WIDTH: f64 = 8.0;
/// The longest game name drawn in the title; the text alternative always has all of it.
const LONGEST_NAME_DRAWN: usize = 60;

/// Heaps to columns and values to rows, and their sizes.
#[derive(Debug, Clone, PartialEq)]
struct Layout {
    heaps_per_column: usize,
    columns: usize,
    column_width: f64,
    values_per_row: usize,
    rows: usize,
    row_height: f64,
}

impl Layout {
    fn new(len: usize, max_value: u32, heaps_per_column: usize) -> Layout {
        let columns = len.div_ceil(heaps_per_column);
        let values = max_value as usize + 1;
        let values_per_row = values.div_ceil(MOST_ROWS);
        let rows = values.div_ceil(values_per_row);
        Layout {
            heaps_per_column,
            columns,
            column_width: (PLOT_WIDTH / columns as f64).max(1.0),
            values_per_row,
            rows,
            row_height: (PLOT_HEIGHT / rows as f64).clamp(2.0, MAX_ROW_HEIGHT),
        }
    }

    fn plot_width(&self) -> f64 {
        self.columns as f64 * self.column_width
    }

    fn plot_height(&self) -> f64 {
        self.rows as f64 * self.row_height
    }

    /// The left edge of heap `n`: inside its column when a column holds several heaps.
    fn x_of_heap(&self, n: usize) -> f64 {
        LEFT + n as f64 / self.heaps_per_column as f64 * self.column_width
    }

    /// The top of value row `row`; row 0 (value 0) is at the bottom.
    fn y_of_row(&self, row: usize) -> f64 {
        TOP + self.plot_height() - (row + 1) as f64 * self.row_height
    }

    fn row_of(&self, value: u32) -> usize {
        value as usize / self.values_per_row
    }
}

/// Runs `(first, last)` of consecutive columns, extended by columns given in increasing order.
fn extend_runs(runs: &mut Vec<(usize, usize)>, column: usize) {
    match runs.last_mut() {
        Some((_, last)) if *last + 1 >= column => *last = column,
        _ => runs.push((column, column)),
    }
}

/// For each value row, the runs of columns that hold a heap with a value in it.
fn value_runs(values: &[u32], layout: &Layout) -> Vec<Vec<(usize, usize)>> {
    let mut runs = vec![Vec::new(); layout.rows];
    for (n, &value) in values.iter().enumerate() {
        extend_runs(&mut runs[layout.row_of(value)], n / layout.heaps_per_column);
    }
    runs
}

/// The layout and the runs of its rows: columns as narrow as [`MOST_COLUMNS`] allows, made
/// wider while the runs are over [`RUN_BUDGET`].
fn lay_out(values: &[u32], max_value: u32) -> (Layout, Vec<Vec<(usize, usize)>>) {
    let mut heaps_per_column = values.len().div_ceil(MOST_COLUMNS).max(1);
    loop {
        let layout = Layout::new(values.len(), max_value, heaps_per_column);
        let runs = value_runs(values, &layout);
        let count: usize = runs.iter().map(Vec::len).sum();
        if count <= RUN_BUDGET || layout.columns <= FEWEST_COLUMNS {
            return (layout, runs);
        }
        heaps_per_column *= 2;
    }
}

/// What the caption and the description say of the period.
fn period_text(certificate: Option<&Certificate>, criterion: Option<Criterion>, upto: usize) -> String {
    match (certificate, criterion) {
        (Some(certificate), _) => {
            let (p, q) = (certificate.preperiod(), certificate.period());
            let reason = match certificate.criterion() {
                Criterion::GuySmith { max_take } => {
                    format!("by the Guy–Smith theorem (moves take at most {max_take} tokens)")
                }
                Criterion::Window { max_move } => {
                    format!("as from n = {max_move} on a value depends only on the {max_move} before it")
                }
            };
            format!("period {q} from n = {p}, certified {reason}")
        }
        (None, Some(_)) => format!("no certified period up to {upto}"),
        (None, None) => format!("no certified period up to {upto} (no theorem bounds the check for this game)"),
    }
}

/// The rare values that occur, in increasing order, as a list of at most a dozen.
fn rare_values_text(values: &[u32], max_value: u32, mask: u32) -> String {
    let mut present = vec![false; max_value as usize + 1];
    for &v in values {
        present[v as usize] = true;
    }
    let rare: Vec<String> =
        (0..=max_value).filter(|&v| present[v as usize] && is_rare(v, mask)).map(|v| v.to_string()).collect();
    const SHOWN: usize = 12;
    if rare.len() > SHOWN { format!("{}, …", rare[..SHOWN].join(", ")) } else { rare.join(", ") }
}

/// `G(0..len)` of a heap game, and its certified period if one is found within the table.
///
/// The table grows as `sg period` grows it, and stops where a period is certified: every
/// later value is the one a period before it, by the theorem the certificate rests on.
pub(super) fn table(game: &Game, len: usize) -> (Vec<u32>, Option<Certificate>) {
    if game.criterion().is_none() {
        return (game.values(len, false), None);
    }
    let (found, table) = search_period(game, len);
    let mut values = table.values().to_vec();
    values.truncate(len);
    match found {
        Found::Certified(certificate) => {
            let period = certificate.period();
            values.reserve(len - values.len());
            for n in values.len()..len {
                values.push(values[n - period]);
            }
            (values, Some(certificate))
        }
        Found::Apparent(..) | Found::Nothing => (values, None),
    }
}

/// The picture of `G(0..=upto)`, `values`, with its certified period.
// Long: the picture is drawn in the order it is read (title, shaded period, axes, bars, the
// rare values' row, the legend), each part a few calls on `svg` over the scales they share.
pub(super) fn picture(game: &Game, values: &[u32], certificate: Option<&Certificate>) -> Plot {
    let upto = values.len() - 1;
    let criterion = game.criterion();
    let stats = RareStats::of(values).unwrap_or(RareStats {
        mask: 0,
        max_value: 0,
        first_at: 0,
        rare_count: 0,
        last_rare: None,
    });
    let max_value = stats.max_value;
    let (layout, runs) = lay_out(values, max_value);

    let title = format!("Grundy values of {}, n = 0 to {upto}", game.given);
    let period = period_text(certificate, criterion, upto);
    let columns_text = match layout.heaps_per_column {
        1 => "one column per heap".to_string(),
        k => format!("each column {k} heaps"),
    };
    let rows_text = match layout.values_per_row {
        1 => String::new(),
        k => format!(", each row {k} values"),
    };
    let rare_text = match stats.last_rare {
        Some(last) => format!(
            "{} heaps have a rare value for the mask {:#x} (marked on the row under the strip), the last at n = {last}",
            stats.rare_count, stats.mask
        ),
        None => format!("no heap has a rare value for the mask {:#x}", stats.mask),
    };
    let alt = format!(
        "Grundy values G(n) of {} for n = 0 to {upto} ({columns_text}{rows_text}): heap size n across, value up, each value also a colour (viridis, from 0 dark purple to {max_value} yellow). {}{}. Largest value {max_value}, first at n = {}. {rare_text}.",
        game.given,
        capitalised(&period),
        if certificate.is_some() { ", shaded one period at a time" } else { "" },
        stats.first_at,
    );

    let plot_width = layout.plot_width();
    let plot_height = layout.plot_height();
    let plot_bottom = TOP + plot_height;
    let marker_top = plot_bottom + 8.0;
    let labels_y = marker_top + 10.0 + 16.0;
    let legend_top = labels_y + 36.0;
    let legend = legend_lines(&layout, certificate, &period, &stats, values, upto);
    let legend_width = legend.iter().map(|line| text_width(line.chars().count(), 12.0)).fold(0.0, f64::max);
    let width = (LEFT + plot_width + RIGHT).max(MIN_WIDTH).max(LEFT + 22.0 + legend_width + RIGHT).ceil();
    let height = legend_top + 58.0 + 18.0 * legend.len() as f64;

    let mut svg = Svg::new(width, height, &id_prefix(&game.given, upto), &title, &alt);
    let drawn_title = if game.given.chars().count() > LONGEST_NAME_DRAWN {
        let name: String = game.given.chars().take(LONGEST_NAME_DRAWN - 1).collect();
        format!("Grundy values of {name}…, n = 0 to {upto}")
    } else {
        title.clone()
    };
    svg.text(16.0, 28.0, Anchor::Start, 16.0, true, &drawn_title);
    svg.text(16.0, 48.0, Anchor::Start, 12.0, false, &format!("{}; largest value {max_value}", capitalised(&period)));

    if let Some(certificate) = certificate {
        draw_periods(&mut svg, &layout, certificate, upto);
    }
    for (row, row_runs) in runs.iter().enumerate() {
        let mut boxes = Boxes::default();
        let gap = if layout.row_height >= 6.0 { 1.0 } else { 0.0 };
        for &(first, last) in row_runs {
            let x = LEFT + first as f64 * layout.column_width;
            boxes.add(
                x,
                layout.y_of_row(row),
                (last - first + 1) as f64 * layout.column_width,
                layout.row_height - gap,
            );
        }
        let value = (row * layout.values_per_row) as u32;
        boxes.write(&mut svg, &colour::of_value(value, max_value), "");
    }
    svg.line((LEFT, plot_bottom), (LEFT + plot_width, plot_bottom), "#222222", "");
    if let Some(certificate) = certificate {
        mark_preperiod(&mut svg, &layout, certificate, plot_bottom);
    }
    draw_value_labels(&mut svg, &layout, max_value);

    // The heaps with a rare value, on a row of their own.
    let mut rare_runs = Vec::new();
    for (n, &value) in values.iter().enumerate() {
        if is_rare(value, stats.mask) {
            extend_runs(&mut rare_runs, n / layout.heaps_per_column);
        }
    }
    let mut boxes = Boxes::default();
    for (first, last) in rare_runs {
        boxes.add(
            LEFT + first as f64 * layout.column_width,
            marker_top,
            (last - first + 1) as f64 * layout.column_width,
            10.0,
        );
    }
    boxes.write(&mut svg, RARE_MARK, r#" class="rare""#);
    svg.text(LEFT - 8.0, marker_top + 9.0, Anchor::End, 11.0, false, "rare");

    draw_heap_labels(&mut svg, &layout, upto, marker_top + 10.0, labels_y);
    svg.text(LEFT + plot_width / 2.0, labels_y + 18.0, Anchor::Middle, 12.0, false, "n (heap size)");

    svg.text(LEFT, legend_top, Anchor::Start, 12.0, false, "Value G(n), by height and by colour:");
    let bar_width = plot_width.clamp(260.0, 480.0);
    let bar_height = colour::draw_bar(&mut svg, LEFT, legend_top + 8.0, bar_width, max_value);
    let mut y = legend_top + 8.0 + bar_height + 16.0;
    for (i, line) in legend.iter().enumerate() {
        match i {
            0 if certificate.is_some() => {
                svg.rect(LEFT, y - 10.0, 8.0, 12.0, PERIOD_SHADES[0], "");
                svg.rect(LEFT + 8.0, y - 10.0, 8.0, 12.0, PERIOD_SHADES[1], "");
            }
            1 => svg.rect(LEFT, y - 9.0, 16.0, 10.0, RARE_MARK, ""),
            _ => {}
        }
        svg.text(LEFT + 22.0, y, Anchor::Start, 12.0, false, line);
        y += 18.0;
    }
    Plot { svg: svg.finish(), title, alt }
}

/// The legend's lines after the colour bar: the shading (or why there is none), the rare
/// marks, the rare values, and how heaps share columns.
fn legend_lines(
    layout: &Layout,
    certificate: Option<&Certificate>,
    period: &str,
    stats: &RareStats,
    values: &[u32],
    upto: usize,
) -> Vec<String> {
    let mut lines = Vec::new();
    lines.push(match certificate {
        Some(certificate) => {
            let (p, q) = (certificate.preperiod(), certificate.period());
            let shading = if shades_each_period(layout, certificate, upto) {
                format!("one shade per period of {q} heaps")
            } else {
                format!("its first period of {q} heaps darker")
            };
            let reason = period.split_once(", ").map_or("certified", |(_, reason)| reason);
            format!("Shaded: the periodic part from n = {p}, {shading} ({reason})")
        }
        None => format!("Not shaded: {period}"),
    });
    lines.push(format!(
        "Marked row: heaps with a rare value; v is rare when v AND {:#x} has an even number of one bits",
        stats.mask
    ));
    let last = stats.last_rare.map_or(String::new(), |last| format!(", the last at n = {last}"));
    lines.push(format!(
        "Rare values: {}; {} of the {} heaps{last}",
        rare_values_text(values, stats.max_value, stats.mask),
        stats.rare_count,
        upto + 1
    ));
    if layout.heaps_per_column > 1 {
        lines.push(format!(
            "Each column holds {} heaps: a value shows in a column when one of its heaps has it",
            layout.heaps_per_column
        ));
    }
    if layout.values_per_row > 1 {
        lines.push(format!("Each row holds {} values, coloured as the first of them", layout.values_per_row));
    }
    lines
}

/// One band per period from the pre-period on, shades alternating, where each band is at least
/// a few units wide; otherwise the periodic part in the light shade and its first period in
/// the dark one.
fn draw_periods(svg: &mut Svg, layout: &Layout, certificate: &Certificate, upto: usize) {
    let (p, q) = (certificate.preperiod(), certificate.period());
    let band = |svg: &mut Svg, first: usize, last: usize, shade: &str, class: &str| {
        let x = layout.x_of_heap(first);
        let extra = format!(r#" class="{class}" data-first="{first}" data-last="{last}""#);
        svg.rect(x, TOP, layout.x_of_heap(last + 1) - x, layout.plot_height(), shade, &extra);
    };
    if shades_each_period(layout, certificate, upto) {
        for i in 0..(upto + 1 - p).div_ceil(q) {
            let first = p + i * q;
            band(svg, first, (first + q - 1).min(upto), PERIOD_SHADES[i % 2], "period");
        }
    } else {
        band(svg, p, upto, PERIOD_SHADES[1], "periodic");
        band(svg, p, p + q - 1, PERIOD_SHADES[0], "period");
    }
}

/// Whether each period gets its own shade: when its band is wide enough to see, and the bands
/// are not too many to draw.
fn shades_each_period(layout: &Layout, certificate: &Certificate, upto: usize) -> bool {
    let (p, q) = (certificate.preperiod(), certificate.period());
    let band_width = q as f64 / layout.heaps_per_column as f64 * layout.column_width;
    band_width >= MIN_BAND_WIDTH && (upto + 1 - p).div_ceil(q) <= 400
}

/// A dashed line where the periodic part starts, and its label above the plot.
fn mark_preperiod(svg: &mut Svg, layout: &Layout, certificate: &Certificate, plot_bottom: f64) {
    let x = layout.x_of_heap(certificate.preperiod());
    svg.line((x, TOP - 12.0), (x, plot_bottom), "#222222", r#" stroke-width="1.2" stroke-dasharray="4 3""#);
    let label = format!("n = {}: period {} from here", certificate.preperiod(), certificate.period());
    let room_right = LEFT + layout.plot_width() + RIGHT - x;
    if text_width(label.chars().count(), 11.0) + 8.0 <= room_right {
        svg.text(x + 4.0, TOP - 4.0, Anchor::Start, 11.0, false, &label);
    } else {
        svg.text(x - 4.0, TOP - 4.0, Anchor::End, 11.0, false, &label);
    }
}

/// The values on the left: every one when rows are tall enough, else round ones.
fn draw_value_labels(svg: &mut Svg, layout: &Layout, max_value: u32) {
    svg.text(LEFT - 8.0, TOP - 4.0, Anchor::End, 12.0, false, "G(n)");
    let every = layout.values_per_row == 1 && layout.row_height >= 12.0;
    let step = if every { 1 } else { tick_step(max_value as usize, (layout.plot_height() / 22.0) as usize) };
    for value in (0..=max_value as usize).step_by(step) {
        let row = layout.row_of(value as u32);
        let y = layout.y_of_row(row) + layout.row_height / 2.0 + 4.0;
        svg.text(LEFT - 8.0, y, Anchor::End, 11.0, false, &value.to_string());
    }
}

/// Round heap sizes under the strip, as many as fit.
fn draw_heap_labels(svg: &mut Svg, layout: &Layout, upto: usize, tick_top: f64, labels_y: f64) {
    let label_width = text_width(upto.to_string().len(), 11.0) + 24.0;
    let ticks = ((layout.plot_width() / label_width) as usize).clamp(1, 10);
    let step = tick_step(upto, ticks);
    for n in (0..=upto).step_by(step) {
        let x = if layout.heaps_per_column == 1 {
            layout.x_of_heap(n) + layout.column_width / 2.0
        } else {
            layout.x_of_heap(n)
        };
        svg.line((x, tick_top), (x, tick_top + 4.0), "#222222", "");
        svg.text(x, labels_y, Anchor::Middle, 11.0, false, &n.to_string());
    }
}

fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map_or(String::new(), |first| first.to_uppercase().chain(chars).collect())
}

#[cfg(test)]
mod tests {
    use super::super::svg::num;
    use super::*;
    use crate::game::parse_game;

    #[test]
    fn columns_hold_enough_heaps_to_stay_below_the_most() {
        let layout = Layout::new(300_001, 23, 300_001usize.div_ceil(MOST_COLUMNS));
        assert_eq!(layout.heaps_per_column, 188);
        assert!(layout.columns <= MOST_COLUMNS);
        assert_eq!(layout.column_width, 1.0);
        // Few heaps: one column each, wide enough to fill the plot's width.
        let small = Layout::new(201, 9, 1);
        assert_eq!(small.columns, 201);
        assert_eq!(num(small.plot_width()), "960");
        // Many values share rows.
        let tall = Layout::new(1000, 999, 1);
        assert_eq!((tall.values_per_row, tall.rows), (7, 143));
    }

    #[test]
    fn runs_merge_consecutive_columns() {
        let mut runs = Vec::new();
        for column in [0, 0, 1, 2, 4, 4, 5, 9] {
            extend_runs(&mut runs, column);
        }
        assert_eq!(runs, [(0, 2), (4, 5), (9, 9)]);
    }

    #[test]
    fn scattered_values_widen_the_columns() {
        // Take 1 to 1000: G(n) = n mod 1001, each value once every 1001 heaps, so narrow
        // columns would give each value a run per occurrence.
        let game = parse_game(&format!(
            "subtraction:{}",
            (1..=1000).map(|s: usize| s.to_string()).collect::<Vec<_>>().join(",")
        ))
        .unwrap();
        let values = game.values(300_001, false);
        let (layout, runs) = lay_out(&values, 1000);
        assert!(runs.iter().map(Vec::len).sum::<usize>() <= RUN_BUDGET || layout.columns <= FEWEST_COLUMNS);
        assert!(layout.heaps_per_column > 300_001usize.div_ceil(MOST_COLUMNS));
    }

    #[test]
    fn a_certified_table_goes_on_by_its_period() {
        // Kayles to 5000: certified at 1024 values (period 12 from 71), the rest by the period;
        // the same as the table by the definition.
        let kayles = parse_game("octal:0.77").unwrap();
        let (values, certificate) = table(&kayles, 5000);
        assert_eq!(certificate.map(|c| (c.preperiod(), c.period())), Some((71, 12)));
        assert_eq!(values, kayles.values(5000, true));
        // Grundy's game has no criterion: its table, nothing certified.
        let (values, certificate) = table(&parse_game("grundy").unwrap(), 300);
        assert_eq!((values.len(), certificate), (300, None));
        // Too short a table to certify: what was computed, cut to the length asked.
        let (values, certificate) = table(&parse_game("octal:0.07").unwrap(), 150);
        assert_eq!((values.len(), certificate), (150, None));
    }

    #[test]
    fn the_period_bands_start_at_the_preperiod_and_span_a_period() {
        // Dawson's Kayles: period 34 from n = 53 (Winning Ways; OEIS A002187).
        let values = parse_game("octal:0.07").unwrap().values(201, false);
        let certificate = sg_core::period::find_certified(&values, Criterion::GuySmith { max_take: 2 }).unwrap();
        let layout = Layout::new(201, 9, 1);
        let mut svg = Svg::new(10.0, 10.0, "t", "t", "t");
        draw_periods(&mut svg, &layout, &certificate, 200);
        let text = svg.finish();
        let first = text.lines().find(|line| line.contains(r#"class="period""#)).unwrap();
        let width = 960.0 / 201.0;
        let expected = format!(
            r#"<rect x="{}" y="{}" width="{}" height="{}" fill="{}" class="period" data-first="53" data-last="86"/>"#,
            num(LEFT + 53.0 * width),
            num(TOP),
            num((87.0 - 53.0) * width),
            num(layout.plot_height()),
            PERIOD_SHADES[0]
        );
        assert_eq!(first, expected);
        // The last band stops at the last heap drawn: 53 + 4·34 = 189 to 200.
        assert!(text.contains(r#"data-first="189" data-last="200""#));
    }

    #[test]
    fn the_caption_names_the_theorem_or_the_lack_of_one() {
        let guy_smith = certify_kayles();
        assert_eq!(
            period_text(Some(&guy_smith), Some(guy_smith.criterion()), 300),
            "period 12 from n = 71, certified by the Guy–Smith theorem (moves take at most 2 tokens)"
        );
        assert_eq!(
            period_text(None, None, 9),
            "no certified period up to 9 (no theorem bounds the check for this game)"
        );
        assert_eq!(period_text(None, Some(Criterion::Window { max_move: 1 }), 9), "no certified period up to 9");
    }

    fn certify_kayles() -> Certificate {
        let values = parse_game("octal:0.77").unwrap().values(301, false);
        sg_core::period::find_certified(&values, Criterion::GuySmith { max_take: 2 }).unwrap()
    }

    #[test]
    fn rare_values_are_listed_up_to_a_dozen() {
        assert_eq!(rare_values_text(&[0, 1, 2, 3], 3, 0b11), "0, 3");
        let many: Vec<u32> = (0..40).collect();
        assert_eq!(rare_values_text(&many, 39, 0), "0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, …");
    }
}
