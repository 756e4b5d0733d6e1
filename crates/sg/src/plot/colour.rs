//! The colour scale of the pictures: viridis, whose lightness rises steadily from dark purple
//! to yellow, so that values keep their order for readers with any kind of colour vision, and
//! in grey.

use super::svg::{Anchor, Svg, tick_step};

/// viridis (the colour map of matplotlib, by van der Walt and Smith) at 11 evenly spaced
/// points from 0 to 1; colours between them are interpolated.
const VIRIDIS: [[u8; 3]; 11] = [
    [0x44, 0x01, 0x54],
    [0x48, 0x25, 0x76],
    [0x41, 0x44, 0x87],
    [0x35, 0x60, 0x8d],
    [0x2a, 0x78, 0x8e],
    [0x21, 0x90, 0x8c],
    [0x22, 0xa8, 0x84],
    [0x43, 0xbf, 0x71],
    [0x7a, 0xd1, 0x51],
    [0xbb, 0xdf, 0x27],
    [0xfd, 0xe7, 0x25],
];

/// The colour of `value` on a scale from 0 to `max`, as `#rrggbb`.
pub fn of_value(value: u32, max: u32) -> String {
    let t = if max == 0 { 0.0 } else { f64::from(value.min(max)) / f64::from(max) };
    hex(viridis(t))
}

/// viridis at `t` in [0, 1] (clamped), interpolated linearly between its anchors.
fn viridis(t: f64) -> [u8; 3] {
    let steps = (VIRIDIS.len() - 1) as f64;
    let at = t.clamp(0.0, 1.0) * steps;
    let below = (at.floor() as usize).min(VIRIDIS.len() - 2);
    let fraction = at - below as f64;
    let (low, high) = (VIRIDIS[below], VIRIDIS[below + 1]);
    std::array::from_fn(|i| {
        let mixed = f64::from(low[i]) + (f64::from(high[i]) - f64::from(low[i])) * fraction;
        mixed.round() as u8
    })
}

/// Values up to this are shown one swatch each on the colour bar; above it, as a gradient.
const MOST_SWATCHES: u32 = 40;

/// Draws the scale of values `0..=max` as a bar `width` wide whose top left corner is `(x, y)`,
/// with value labels under it; returns the height it took.
pub fn draw_bar(svg: &mut Svg, x: f64, y: f64, width: f64, max: u32) -> f64 {
    const BAR_HEIGHT: f64 = 14.0;
    let label_y = y + BAR_HEIGHT + 13.0;
    if max <= MOST_SWATCHES {
        let swatch = width / f64::from(max + 1);
        let step = if swatch >= 18.0 { 1 } else { tick_step(max as usize, (width / 36.0) as usize) as u32 };
        for v in 0..=max {
            let left = x + swatch * f64::from(v);
            svg.rect(left, y, swatch, BAR_HEIGHT, &of_value(v, max), "");
            if v % step == 0 {
                svg.text(left + swatch / 2.0, label_y, Anchor::Middle, 11.0, false, &v.to_string());
            }
        }
    } else {
        const SEGMENTS: u32 = 120;
        let segment = width / f64::from(SEGMENTS);
        for i in 0..SEGMENTS {
            let value = (u64::from(max) * u64::from(i) / u64::from(SEGMENTS - 1)) as u32;
            // A hair wider than the segment, so that no seam shows between neighbours.
            svg.rect(x + segment * f64::from(i), y, segment + 0.3, BAR_HEIGHT, &of_value(value, max), "");
        }
        let step = tick_step(max as usize, (width / 48.0) as usize);
        for v in (0..=max as usize).step_by(step) {
            let at = x + width * v as f64 / f64::from(max);
            svg.line((at, y + BAR_HEIGHT), (at, y + BAR_HEIGHT + 3.0), "#222222", "");
            svg.text(at, label_y, Anchor::Middle, 11.0, false, &v.to_string());
        }
    }
    BAR_HEIGHT + 17.0
}

fn hex([r, g, b]: [u8; 3]) -> String {
    format!("#{r:02x}{g:02x}{b:02x}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_ends_and_the_anchors_are_viridis_own() {
        assert_eq!(of_value(0, 10), "#440154");
        assert_eq!(of_value(5, 10), "#21908c");
        assert_eq!(of_value(10, 10), "#fde725");
        assert_eq!(of_value(0, 0), "#440154");
        assert_eq!(of_value(12, 10), "#fde725");
    }

    #[test]
    fn between_anchors_the_colour_is_between_them() {
        // Halfway from 0x440154 to 0x482576.
        assert_eq!(of_value(1, 20), "#461365");
    }

    #[test]
    fn lightness_rises_with_the_value() {
        // Rec. 709 luma of each colour along the scale: strictly increasing, so the order of
        // values survives without hue.
        let luma = |v: u32| {
            let text = of_value(v, 100);
            let channel = |i: usize| u8::from_str_radix(&text[1 + 2 * i..3 + 2 * i], 16).expect("hex");
            0.2126 * f64::from(channel(0)) + 0.7152 * f64::from(channel(1)) + 0.0722 * f64::from(channel(2))
        };
        assert!((0..100).all(|v| luma(v) < luma(v + 1)));
    }
}
