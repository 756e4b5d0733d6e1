//! The pictures, read as a program reads them: parsed as XML, their text alternative, their
//! bytes from one call to the next, where the period is shaded and which positions of
//! Wythoff's game are marked.
//!
//! Expected values come from published results and from the definition: Dawson's Kayles
//! (0.07) has period 34 from n = 53 (Winning Ways, ch. 4; OEIS A002187); Kayles (0.77) period
//! 12 from n = 71 (OEIS A002186); the positions of Wythoff's game lost for the player to move
//! are the pairs (⌊kφ⌋, ⌊kφ⌋ + k) and their mirror images (Wythoff, 1907), here from
//! `sg_core::wythoff::lost_pair`, which its own tests check against exhaustive play.

use roxmltree::{Document, Node};
use sg::game::parse_game;
use sg::plot::{Plot, plot};
use std::collections::BTreeSet;

fn picture(game: &str, upto: usize) -> Plot {
    plot(&parse_game(game).expect("a game"), upto).unwrap_or_else(|error| panic!("{game}: {error}"))
}

fn number(node: Node, attribute: &str) -> f64 {
    node.attribute(attribute)
        .unwrap_or_else(|| panic!("{attribute} missing on {node:?}"))
        .parse()
        .unwrap_or_else(|_| panic!("{attribute} of {node:?} is not a number"))
}

#[test]
fn small_pictures_are_xml_with_a_text_alternative() {
    for (game, upto) in
        [("octal:0.07", 200), ("grundy", 100), ("subtraction:1,3,4", 20), ("wythoff", 20), ("wythoff", 300)]
    {
        let plot = picture(game, upto);
        let document = Document::parse(&plot.svg).unwrap_or_else(|error| panic!("{game}: not XML: {error}"));
        let svg = document.root_element();
        assert_eq!(svg.tag_name().name(), "svg", "{game}");
        assert_eq!(svg.tag_name().namespace(), Some("http://www.w3.org/2000/svg"), "{game}");
        assert_eq!(svg.attribute("role"), Some("img"), "{game}");
        let (width, height) = (number(svg, "width"), number(svg, "height"));
        assert_eq!(svg.attribute("viewBox"), Some(format!("0 0 {width} {height}").as_str()), "{game}");
        assert!(svg.attribute("font-family").is_some_and(|fonts| fonts.ends_with("sans-serif")), "{game}");

        // aria-labelledby names the title and the description, which say what the plot says.
        let labels: Vec<&str> = svg.attribute("aria-labelledby").expect("aria-labelledby").split(' ').collect();
        assert_eq!(labels.len(), 2, "{game}");
        let by_id = |id: &str| svg.children().find(|child| child.attribute("id") == Some(id));
        let title = by_id(labels[0]).expect("the title's id");
        let desc = by_id(labels[1]).expect("the description's id");
        assert_eq!((title.tag_name().name(), title.text()), ("title", Some(plot.title.as_str())), "{game}");
        assert_eq!((desc.tag_name().name(), desc.text()), ("desc", Some(plot.alt.as_str())), "{game}");
        assert!(plot.title.contains(&upto.to_string()), "{game}: {}", plot.title);

        // A white background under everything.
        let first_shape = svg.children().find(|child| child.is_element() && child.tag_name().name() == "rect");
        let background = first_shape.expect("a background");
        assert_eq!(background.attribute("fill"), Some("#ffffff"), "{game}");
        assert_eq!((number(background, "width"), number(background, "height")), (width, height), "{game}");
        // Nothing fetched from elsewhere.
        assert!(!plot.svg.contains("href") && !plot.svg.contains("url("), "{game}");
    }
}

#[test]
fn the_same_call_gives_the_same_bytes() {
    for (game, upto) in [("octal:0.16", 20_000), ("grundy", 3000), ("wythoff", 64), ("wythoff", 1000)] {
        assert_eq!(picture(game, upto), picture(game, upto), "{game}");
    }
}

#[test]
fn the_description_states_the_period_and_the_rare_heaps() {
    let dawson = picture("octal:0.07", 200);
    assert!(dawson.alt.contains("Period 34 from n = 53, certified by the Guy–Smith theorem"), "{}", dawson.alt);
    assert_eq!(dawson.title, "Grundy values of octal:0.07, n = 0 to 200");
    // Certifying Dawson's Kayles needs G up to 2·53 + 2·34 + 2 = 176.
    assert!(picture("octal:0.07", 175).alt.contains("No certified period up to 175"));
    assert!(picture("octal:0.07", 176).alt.contains("Period 34 from n = 53"));
    let grundy = picture("grundy", 300);
    assert!(grundy.alt.contains("No certified period up to 300 (no theorem"), "{}", grundy.alt);
    // Grundy's game, G(0..=20) (OEIS A002188): with mask 7 the rare values are 0 and 3, at
    // n = 0, 1, 2, 4, 7, 10, 13, 16, 19, 20 (see tests/cli.rs).
    let small = picture("grundy", 20);
    assert!(small.alt.contains("10 heaps have a rare value for the mask 0x7"), "{}", small.alt);
    assert!(small.alt.contains("the last at n = 20"), "{}", small.alt);
}

/// The x-axis labels of a heap picture: the texts on the baseline of the label `last`, by
/// their number.
fn heap_labels<'a>(svg: Node<'a, 'a>, last: &str) -> Vec<(usize, f64)> {
    let texts: Vec<Node> = svg.descendants().filter(|node| node.has_tag_name("text")).collect();
    let last_label = texts.iter().find(|node| node.text() == Some(last)).expect("the last heap's label");
    let baseline = number(*last_label, "y");
    texts
        .iter()
        .filter(|node| number(**node, "y") == baseline)
        .filter_map(|node| Some((node.text()?.parse().ok()?, number(*node, "x"))))
        .collect()
}

#[test]
fn the_period_bands_sit_where_the_certificate_says() {
    // Dawson's Kayles, n = 0 to 200: one column per heap, so the labels of the axis stand at
    // column centres and give the column width.
    let plot = picture("octal:0.07", 200);
    let document = Document::parse(&plot.svg).expect("XML");
    let svg = document.root_element();
    let labels = heap_labels(svg, "200");
    let (&(first_n, first_x), &(last_n, last_x)) = (labels.first().expect("labels"), labels.last().expect("labels"));
    assert_eq!((first_n, last_n), (0, 200));
    let column = (last_x - first_x) / 200.0;
    let left_edge_of = |n: usize| first_x - column / 2.0 + n as f64 * column;

    let bands: Vec<Node> = svg
        .descendants()
        .filter(|node| node.has_tag_name("rect") && node.attribute("class") == Some("period"))
        .collect();
    let ranges: Vec<(usize, usize)> =
        bands.iter().map(|band| (number(*band, "data-first") as usize, number(*band, "data-last") as usize)).collect();
    // 53 + 34k for k = 0..=4, the last cut at 200.
    assert_eq!(ranges, [(53, 86), (87, 120), (121, 154), (155, 188), (189, 200)]);
    for (band, (first, last)) in bands.iter().zip(&ranges) {
        let (x, width) = (number(*band, "x"), number(*band, "width"));
        assert!((x - left_edge_of(*first)).abs() < 0.02, "band from {first}: x = {x}, column {column}");
        assert!((x + width - left_edge_of(last + 1)).abs() < 0.02, "band to {last}: ends at {}", x + width);
    }
    // The two shades alternate.
    let shades: Vec<&str> = bands.iter().map(|band| band.attribute("fill").expect("a fill")).collect();
    assert!(shades.windows(2).all(|pair| pair[0] != pair[1]), "{shades:?}");
    assert_eq!(shades[0], shades[2]);
}

#[test]
fn a_long_table_with_a_short_period_shades_its_first_period_and_the_rest() {
    // Kayles to 100000: period 12 from 71, a band far too narrow to draw one by one.
    let plot = picture("octal:0.77", 100_000);
    let document = Document::parse(&plot.svg).expect("XML");
    let ranges = |class: &str| -> Vec<(usize, usize)> {
        document
            .descendants()
            .filter(|node| node.has_tag_name("rect") && node.attribute("class") == Some(class))
            .map(|band| (number(band, "data-first") as usize, number(band, "data-last") as usize))
            .collect()
    };
    assert_eq!(ranges("period"), [(71, 82)]);
    assert_eq!(ranges("periodic"), [(71, 100_000)]);
}

#[test]
fn large_tables_make_small_pictures() {
    // 0.16 to 300000 (its certificate needs G up to 2·105351 + 2·149459 + 2, beyond the table).
    let plot = picture("octal:0.16", 300_000);
    assert!(plot.svg.len() < 1 << 20, "{} bytes", plot.svg.len());
    assert!(plot.alt.contains("No certified period up to 300000"), "{}", plot.alt);
    // Gangolli and Plambeck; Czajka: mask 0x1e, 53 rare heaps, the last at 13935.
    assert!(plot.alt.contains("53 heaps have a rare value for the mask 0x1e"), "{}", plot.alt);
    assert!(plot.alt.contains("the last at n = 13935"), "{}", plot.alt);
    let document = Document::parse(&plot.svg).expect("XML");
    assert!(document.descendants().count() < 2000);
}

/// The marked positions of a Wythoff picture, as (a, b).
fn marked(plot: &Plot) -> BTreeSet<(u64, u64)> {
    let document = Document::parse(&plot.svg).expect("XML");
    document
        .descendants()
        .filter(|node| node.has_tag_name("circle") && node.attribute("class") == Some("lost"))
        .map(|mark| (number(mark, "data-a") as u64, number(mark, "data-b") as u64))
        .collect()
}

/// The lost positions of Wythoff's game with both heaps up to `upto`.
fn wythoff_pairs(upto: u64) -> BTreeSet<(u64, u64)> {
    let mut pairs = BTreeSet::new();
    for k in 0.. {
        let (a, b) = sg_core::wythoff::lost_pair(k);
        if a > upto {
            break;
        }
        if b <= upto {
            pairs.insert((a, b));
            pairs.insert((b, a));
        }
    }
    pairs
}

#[test]
fn wythoffs_picture_marks_exactly_the_lost_positions() {
    for upto in [0, 1, 2, 10, 64, 300] {
        let plot = picture("wythoff", upto as usize);
        let expected = wythoff_pairs(upto);
        assert_eq!(marked(&plot), expected, "up to {upto}");
        assert!(plot.alt.contains(&format!("The {} positions of value 0", expected.len())), "{}", plot.alt);
    }
    // By hand: every move from (1, 2) leaves (0, 2), (1, 1), (1, 0) or (0, 1), each one move
    // from (0, 0); every other position up to 2 reaches (0, 0), (1, 2) or (2, 1) in one move.
    assert_eq!(wythoff_pairs(2), BTreeSet::from([(0, 0), (1, 2), (2, 1)]));
}

#[test]
fn wythoffs_marks_stand_on_their_cells() {
    // The marks run along their rows and columns: a larger b is further right, a larger a
    // further down, the same b the same x.
    let plot = picture("wythoff", 64);
    let document = Document::parse(&plot.svg).expect("XML");
    let marks: Vec<(u64, u64, f64, f64)> = document
        .descendants()
        .filter(|node| node.has_tag_name("circle") && node.attribute("class") == Some("lost"))
        .map(|mark| {
            (number(mark, "data-a") as u64, number(mark, "data-b") as u64, number(mark, "cx"), number(mark, "cy"))
        })
        .collect();
    for &(a1, b1, x1, y1) in &marks {
        for &(a2, b2, x2, y2) in &marks {
            assert_eq!(b1.cmp(&b2), x1.total_cmp(&x2), "({a1}, {b1}) and ({a2}, {b2})");
            assert_eq!(a1.cmp(&a2), y1.total_cmp(&y2), "({a1}, {b1}) and ({a2}, {b2})");
        }
    }
}

#[test]
fn too_large_is_an_error_not_a_panic() {
    let wythoff = parse_game("wythoff").expect("a game");
    let error = plot(&wythoff, sg::game::MAX_PAIR_PILE + 1).expect_err("too large");
    assert!(error.contains("stops at heaps of 2048") && !error.contains('\n'), "{error}");
    let error = plot(&parse_game("grundy").expect("a game"), usize::MAX).expect_err("too large");
    assert!(error.contains("too large") && !error.contains('\n'), "{error}");
}
