//! The picture of a two-heap game (Wythoff's game): a colour map of `G(a, b)`, row `a` from
//! the top and column `b` from the left, with the positions of value 0 marked with a ring.
//!
//! Up to [`MOST_CELLS`] positions a side, a cell is a position; above it, a cell is a square
//! block of positions coloured by their mean value, and the value-0 positions are drawn at
//! their own places over it, so the two lines they form stay sharp.

use super::colour;
use super::svg::{Anchor, Boxes, Plot, Svg, id_prefix, num, text_width, tick_step};
use crate::game::Game;
use std::collections::BTreeMap;

/// The most cells a side.
const MOST_CELLS: usize = 128;
/// The map's side when its cells are few (each is then as many units wide as fit).
const MAP_SIDE: f64 = 640.0;
const MAX_CELL: f64 = 40.0;
/// Cells at least this wide also show their value as a number.
const MIN_CELL_FOR_NUMBERS: f64 = 24.0;
const LEFT: f64 = 56.0;
const TOP: f64 = 104.0;
const RIGHT: f64 = 32.0;
const MIN_WIDTH: f64 = 760.0;

/// The picture of `G(a, b)` for `0 <= a, b <= upto`, `values` row-major.
// Long: the picture is drawn in the order it is read (title, the grid of cells, the lost
// positions, axes, the colour key), each part a few calls on `svg` over the scale they share.
pub(super) fn picture(game: &Game, upto: usize, values: &[u32]) -> Plot {
    let side = upto + 1;
    let positions_per_cell = side.div_ceil(MOST_CELLS);
    let cells = side.div_ceil(positions_per_cell);
    let cell = (MAP_SIDE / cells as f64).floor().clamp(1.0, MAX_CELL);
    let map = cells as f64 * cell;
    let max_value = values.iter().copied().max().unwrap_or(0);
    let lost: Vec<(usize, usize)> =
        (0..side).flat_map(|a| (0..side).map(move |b| (a, b))).filter(|&(a, b)| values[a * side + b] == 0).collect();

    let title = format!("Grundy values of Wythoff's game, 0 ≤ a, b ≤ {upto}");
    let cells_text = match positions_per_cell {
        1 => "one cell per position".to_string(),
        k => format!("each cell a block of {k} × {k} positions, coloured by their mean value"),
    };
    let alt = format!(
        "Grundy values G(a, b) of Wythoff's game ({}) for 0 ≤ a, b ≤ {upto}, row a from the top and column b from the left ({cells_text}), coloured by value on the viridis scale from 0 dark purple to {max_value} yellow. The {} positions of value 0, lost for the player to move, are marked with rings: the pairs (⌊kφ⌋, ⌊kφ⌋ + k) and their mirror images.",
        game.given,
        lost.len()
    );
    let legend = legend_lines(positions_per_cell);
    let legend_width = legend.iter().map(|line| text_width(line.chars().count(), 12.0)).fold(0.0, f64::max);
    let width = (LEFT + map + RIGHT).max(MIN_WIDTH).max(LEFT + 22.0 + legend_width + RIGHT).ceil();
    let legend_top = TOP + map + 34.0;
    let height = legend_top + 58.0 + 18.0 * legend.len() as f64;

    let mut svg = Svg::new(width, height, &id_prefix(&game.given, upto), &title, &alt);
    svg.text(16.0, 28.0, Anchor::Start, 16.0, true, &title);
    svg.text(
        16.0,
        48.0,
        Anchor::Start,
        12.0,
        false,
        &format!(
            "Largest value {max_value}; {} positions of value 0 (the Wythoff pairs and their mirror images)",
            lost.len()
        ),
    );

    // One path per colour, in the order of the colours' names, so the bytes do not depend on
    // anything but the table.
    let mut by_colour: BTreeMap<String, Boxes> = BTreeMap::new();
    for row in 0..cells {
        for column in 0..cells {
            let rows = row * positions_per_cell..((row + 1) * positions_per_cell).min(side);
            let columns = column * positions_per_cell..((column + 1) * positions_per_cell).min(side);
            let count = (rows.len() * columns.len()) as u64;
            let sum: u64 =
                rows.flat_map(|a| columns.clone().map(move |b| a * side + b)).map(|i| u64::from(values[i])).sum();
            let mean = (sum / count) as u32;
            // A lost position on its own is a white cell under its ring.
            let fill = if positions_per_cell == 1 && mean == 0 {
                "#ffffff".to_string()
            } else {
                colour::of_value(mean, max_value)
            };
            by_colour.entry(fill).or_default().add(LEFT + column as f64 * cell, TOP + row as f64 * cell, cell, cell);
        }
    }
    for (fill, boxes) in by_colour {
        boxes.write(&mut svg, &fill, "");
    }
    let scale = cell / positions_per_cell as f64;
    let (radius, ring) = if positions_per_cell == 1 {
        (
            (cell * 0.3).max(1.5),
            format!(r##" fill="#ffffff" stroke="#000000" stroke-width="{}""##, num((cell * 0.14).clamp(0.8, 3.0))),
        )
    } else {
        // Blocks near the marks are dark (small values): a white mark with a thin dark edge
        // shows on them and on the light ones.
        (1.6, r##" fill="#ffffff" stroke="#000000" stroke-width="0.5""##.to_string())
    };
    for &(a, b) in &lost {
        svg.raw(&format!(
            r#"<circle class="lost" data-a="{a}" data-b="{b}" cx="{}" cy="{}" r="{}"{ring}/>"#,
            num(LEFT + (b as f64 + 0.5) * scale),
            num(TOP + (a as f64 + 0.5) * scale),
            num(radius)
        ));
    }
    if positions_per_cell == 1 && cell >= MIN_CELL_FOR_NUMBERS {
        write_numbers(&mut svg, values, side, cell, max_value);
    }
    svg.rect(LEFT, TOP, map, map, "none", r##" stroke="#222222" stroke-width="1""##);
    draw_axes(&mut svg, upto, scale, map);

    svg.text(LEFT, legend_top, Anchor::Start, 12.0, false, "Value G(a, b), by colour:");
    let bar_height = colour::draw_bar(&mut svg, LEFT, legend_top + 8.0, map.clamp(260.0, 480.0), max_value);
    let mut y = legend_top + 8.0 + bar_height + 16.0;
    for (i, line) in legend.iter().enumerate() {
        if i == 0 {
            svg.raw(&format!(
                r##"<circle cx="{}" cy="{}" r="5" fill="#ffffff" stroke="#000000" stroke-width="1.5"/>"##,
                num(LEFT + 8.0),
                num(y - 4.0)
            ));
        }
        svg.text(LEFT + 22.0, y, Anchor::Start, 12.0, false, line);
        y += 18.0;
    }
    Plot { svg: svg.finish(), title, alt }
}

/// Each non-zero value in its cell, white on the dark half of the scale and black on the light.
fn write_numbers(svg: &mut Svg, values: &[u32], side: usize, cell: f64, max_value: u32) {
    for a in 0..side {
        for b in 0..side {
            let value = values[a * side + b];
            if value == 0 {
                continue;
            }
            let ink = if u64::from(value) * 2 < u64::from(max_value) { "#ffffff" } else { "#000000" };
            svg.raw(&format!(
                r#"<text x="{}" y="{}" text-anchor="middle" font-size="11" fill="{ink}">{value}</text>"#,
                num(LEFT + (b as f64 + 0.5) * cell),
                num(TOP + (a as f64 + 0.5) * cell + 4.0)
            ));
        }
    }
}

fn legend_lines(positions_per_cell: usize) -> Vec<String> {
    let mut lines = vec![
        "Ring: G(a, b) = 0, lost for the player to move (P-position)".to_string(),
        "These are the pairs (⌊kφ⌋, ⌊kφ⌋ + k), k = 0, 1, 2, …, and their mirror images".to_string(),
    ];
    if positions_per_cell > 1 {
        lines.push(format!(
            "Each cell is a block of {positions_per_cell} × {positions_per_cell} positions, coloured by their mean value; rings at their own positions"
        ));
    }
    lines
}

/// Column numbers b along the top, row numbers a down the left.
fn draw_axes(svg: &mut Svg, upto: usize, scale: f64, map: f64) {
    let ticks = ((map / (text_width(upto.to_string().len(), 11.0) + 18.0)) as usize).clamp(1, 10);
    let step = tick_step(upto, ticks);
    for n in (0..=upto).step_by(step) {
        let at = (n as f64 + 0.5) * scale;
        svg.line((LEFT + at, TOP - 4.0), (LEFT + at, TOP), "#222222", "");
        svg.text(LEFT + at, TOP - 8.0, Anchor::Middle, 11.0, false, &n.to_string());
        svg.line((LEFT - 4.0, TOP + at), (LEFT, TOP + at), "#222222", "");
        svg.text(LEFT - 7.0, TOP + at + 4.0, Anchor::End, 11.0, false, &n.to_string());
    }
    svg.text(LEFT + map / 2.0, TOP - 26.0, Anchor::Middle, 12.0, false, "b (second heap) →");
    svg.text(16.0, TOP - 26.0, Anchor::Start, 12.0, false, "a (first heap) ↓");
}
