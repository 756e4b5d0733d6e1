//! Writing SVG text: escaping, numbers with a fixed format, and the few elements the pictures
//! use. Every number goes through [`num`], so the same picture is the same bytes.

use std::fmt::Write;

/// The fonts of every text: common ones first, then the reader's own sans-serif.
const FONTS: &str = "DejaVu Sans, Verdana, Arial, Helvetica, sans-serif";

/// `text` with the five characters XML gives a meaning escaped.
pub fn escape(text: &str) -> String {
    let mut escaped = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => escaped.push_str("&amp;"),
            '<' => escaped.push_str("&lt;"),
            '>' => escaped.push_str("&gt;"),
            '"' => escaped.push_str("&quot;"),
            '\'' => escaped.push_str("&apos;"),
            c => escaped.push(c),
        }
    }
    escaped
}

/// A coordinate with at most two decimals and no trailing zeros: `12`, `12.5`, `0.33`.
pub fn num(x: f64) -> String {
    let text = format!("{x:.2}");
    let text = text.trim_end_matches('0').trim_end_matches('.');
    if text == "-0" { "0".to_string() } else { text.to_string() }
}

/// How text is anchored at its x coordinate.
#[derive(Debug, Clone, Copy)]
pub enum Anchor {
    Start,
    Middle,
    End,
}

/// The width a text of `chars` characters takes at `size`, near enough to lay out around it:
/// 0.6 em a character is wider than the average of the sans-serif fonts.
pub fn text_width(chars: usize, size: f64) -> f64 {
    chars as f64 * size * 0.6
}

/// An SVG document being written.
#[derive(Debug)]
pub struct Svg {
    text: String,
}

impl Svg {
    /// Opens the document: its size (also its view box), its text alternative (a title and a
    /// description, named by `aria-labelledby`; `id` makes their ids unique on a page) and a
    /// white background.
    pub fn new(width: f64, height: f64, id: &str, title: &str, desc: &str) -> Svg {
        let (w, h) = (num(width), num(height));
        let mut text = String::new();
        let _ = writeln!(
            text,
            r#"<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}" role="img" aria-labelledby="{id}-title {id}-desc" font-family="{FONTS}" font-size="12">"#
        );
        let _ = writeln!(text, r#"<title id="{id}-title">{}</title>"#, escape(title));
        let _ = writeln!(text, r#"<desc id="{id}-desc">{}</desc>"#, escape(desc));
        let _ = writeln!(text, r##"<rect width="{w}" height="{h}" fill="#ffffff"/>"##);
        Svg { text }
    }

    /// Writes raw markup: an element the helpers do not cover. Text in it must be escaped.
    pub fn raw(&mut self, markup: &str) {
        self.text.push_str(markup);
        self.text.push('\n');
    }

    /// A filled rectangle, with `extra` attributes (already escaped) if any.
    pub fn rect(&mut self, x: f64, y: f64, width: f64, height: f64, fill: &str, extra: &str) {
        let _ = writeln!(
            self.text,
            r#"<rect x="{}" y="{}" width="{}" height="{}" fill="{fill}"{extra}/>"#,
            num(x),
            num(y),
            num(width),
            num(height)
        );
    }

    /// A straight line.
    pub fn line(&mut self, (x1, y1): (f64, f64), (x2, y2): (f64, f64), stroke: &str, extra: &str) {
        let _ = writeln!(
            self.text,
            r#"<line x1="{}" y1="{}" x2="{}" y2="{}" stroke="{stroke}"{extra}/>"#,
            num(x1),
            num(y1),
            num(x2),
            num(y2)
        );
    }

    /// A text at `(x, y)` (its baseline), escaped.
    pub fn text(&mut self, x: f64, y: f64, anchor: Anchor, size: f64, bold: bool, content: &str) {
        let anchor = match anchor {
            Anchor::Start => "",
            Anchor::Middle => r#" text-anchor="middle""#,
            Anchor::End => r#" text-anchor="end""#,
        };
        let size = if size == 12.0 { String::new() } else { format!(r#" font-size="{}""#, num(size)) };
        let weight = if bold { r#" font-weight="bold""# } else { "" };
        let _ = writeln!(
            self.text,
            r##"<text x="{}" y="{}"{anchor}{size}{weight} fill="#222222">{}</text>"##,
            num(x),
            num(y),
            escape(content)
        );
    }

    /// Closes the document and returns it.
    pub fn finish(mut self) -> String {
        self.text.push_str("</svg>\n");
        self.text
    }
}

/// The path data of rectangles `(x, y, width, height)`, one closed subpath each: shorter than
/// one element per rectangle.
#[derive(Debug, Default)]
pub struct Boxes {
    data: String,
}

impl Boxes {
    /// Adds a rectangle.
    pub fn add(&mut self, x: f64, y: f64, width: f64, height: f64) {
        let _ = write!(self.data, "M{} {}h{}v{}h{}z", num(x), num(y), num(width), num(height), num(-width));
    }

    /// Writes them as one path filled with `fill`, with `extra` attributes.
    pub fn write(self, svg: &mut Svg, fill: &str, extra: &str) {
        if !self.data.is_empty() {
            svg.raw(&format!(r#"<path fill="{fill}"{extra} d="{}"/>"#, self.data));
        }
    }
}

/// A step for axis ticks over `0..=max`: 1, 2 or 5 times a power of ten, the smallest that
/// gives at most `ticks` intervals.
pub fn tick_step(max: usize, ticks: usize) -> usize {
    let mut power = 1usize;
    loop {
        for factor in [1, 2, 5] {
            let step = power.saturating_mul(factor);
            if max / step < ticks.max(1) {
                return step;
            }
        }
        power = power.saturating_mul(10);
    }
}

/// A picture and its text alternative.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Plot {
    /// The picture: one `<svg>` element, to be written as a file or embedded in a page.
    pub svg: String,
    /// Its title, such as "Grundy values of octal:0.07, n = 0 to 200" (also the SVG's
    /// `<title>`).
    pub title: String,
    /// What it shows, in sentences, for a reader who cannot see it (also the SVG's `<desc>`).
    pub alt: String,
}

/// The prefix of the ids in a picture: `sg-`, the game's letters and digits (other characters
/// become `-`), and the bound.
pub(super) fn id_prefix(game: &str, upto: usize) -> String {
    let mut id = String::from("sg-");
    for c in game.chars() {
        if c.is_ascii_alphanumeric() {
            id.push(c.to_ascii_lowercase());
        } else if !id.ends_with('-') {
            id.push('-');
        }
    }
    if !id.ends_with('-') {
        id.push('-');
    }
    id.push_str(&upto.to_string());
    id
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_made_of_safe_characters() {
        assert_eq!(id_prefix("octal:0.07", 200), "sg-octal-0-07-200");
        assert_eq!(id_prefix("subtraction:1,3,4", 9), "sg-subtraction-1-3-4-9");
        assert_eq!(id_prefix("wythoff", 64), "sg-wythoff-64");
        assert_eq!(id_prefix("a<&\"'>b", 1), "sg-a-b-1");
    }

    #[test]
    fn escapes_what_xml_reads_as_markup() {
        assert_eq!(escape(r#"a<b & "c" 'd'>"#), "a&lt;b &amp; &quot;c&quot; &apos;d&apos;&gt;");
        assert_eq!(escape("octal:0.07, n = 0 to 200"), "octal:0.07, n = 0 to 200");
    }

    #[test]
    fn numbers_have_one_spelling() {
        assert_eq!(num(12.0), "12");
        assert_eq!(num(12.5), "12.5");
        assert_eq!(num(1.0 / 3.0), "0.33");
        assert_eq!(num(-0.001), "0");
        assert_eq!(num(-2.25), "-2.25");
        assert_eq!(num(100.0), "100");
    }

    #[test]
    fn tick_steps_are_round() {
        assert_eq!(tick_step(10, 10), 2);
        assert_eq!(tick_step(9, 10), 1);
        assert_eq!(tick_step(300_000, 8), 50_000);
        assert_eq!(tick_step(0, 8), 1);
        assert!(tick_step(usize::MAX, 8) > 0);
    }
}
