//! A problem's README as the site shows it: split at its `##` sections into the statement
//! (what comes before the first section, and Input, Output, Constraints, Judging, Samples) and
//! the editorial (Solution, Pitfalls), each turned into HTML with pulldown-cmark, notation
//! typeset (`<=` as ≤, `10^5` as 10 with a superscript 5, `a_i` with a subscript), and nothing of the README
//! trusted: raw HTML in it is shown as text, and only web links stay links.

use pulldown_cmark::{CowStr, Event, HeadingLevel, Options, Parser, Tag, TagEnd};
use pulldown_cmark_escape::escape_html;

/// The sections of a README that belong to the editorial, never to a contestant's statement.
const EDITORIAL: [&str; 2] = ["Solution", "Pitfalls"];

/// A README split for the site.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Readme {
    /// Its `#` heading, as written (the problem's title is `problem.toml`'s).
    pub heading: String,
    /// The statement's sections: (title, HTML), the first one untitled (the text before any
    /// section).
    pub statement: Vec<(String, String)>,
    /// The editorial's sections, in the order written.
    pub editorial: Vec<(String, String)>,
}

/// Splits `text` (a problem's README) into its statement and editorial, each section as HTML.
pub fn split(text: &str) -> Readme {
    let mut heading = String::new();
    let mut sections: Vec<(String, String)> = vec![(String::new(), String::new())];
    // Byte offsets of each `##` heading, with its title, found by the Markdown parser itself.
    let mut starts: Vec<(usize, usize, String)> = Vec::new();
    let mut in_heading: Option<(HeadingLevel, usize)> = None;
    let mut title = String::new();
    for (event, range) in Parser::new_ext(text, options()).into_offset_iter() {
        match event {
            Event::Start(Tag::Heading { level, .. }) if level <= HeadingLevel::H2 => {
                in_heading = Some((level, range.start));
                title.clear();
            }
            Event::End(TagEnd::Heading(level)) if level <= HeadingLevel::H2 => {
                if let Some((_, start)) = in_heading.take() {
                    if level == HeadingLevel::H1 && heading.is_empty() {
                        heading = title.trim().to_owned();
                        starts.push((start, range.end, String::from("#")));
                    } else {
                        starts.push((start, range.end, title.trim().to_owned()));
                    }
                }
            }
            Event::Text(t) | Event::Code(t) if in_heading.is_some() => title.push_str(&t),
            _ => {}
        }
    }
    // The body of each part: from the end of its heading to the start of the next one.
    let mut body_start = 0;
    let mut current = 0;
    for (start, end, title) in starts {
        sections[current].1.push_str(&text[body_start..start]);
        if title != "#" {
            sections.push((title, String::new()));
            current = sections.len() - 1;
        }
        body_start = end;
    }
    sections[current].1.push_str(&text[body_start..]);
    let mut readme = Readme { heading, statement: Vec::new(), editorial: Vec::new() };
    for (title, body) in sections {
        let html = to_html(&body);
        if title.is_empty() && html.trim().is_empty() {
            continue;
        }
        if EDITORIAL.contains(&title.as_str()) {
            readme.editorial.push((title, html));
        } else {
            readme.statement.push((title, html));
        }
    }
    readme
}

fn options() -> Options {
    Options::ENABLE_TABLES | Options::ENABLE_STRIKETHROUGH
}

/// Markdown to HTML, for text of a README: raw HTML shown as text, only web links kept as
/// links, and the notation of its text and inline code typeset ([`typeset`]); code blocks are
/// left as written.
pub fn to_html(markdown: &str) -> String {
    let mut links = Vec::new();
    // The parser cuts text at each `<` it might take for HTML: the pieces are joined again, so
    // that `1 <= n` is typeset whole.
    let mut joined: Vec<Event<'_>> = Vec::new();
    for event in Parser::new_ext(markdown, options()) {
        match (joined.last_mut(), event) {
            (Some(Event::Text(before)), Event::Text(more)) => *before = CowStr::from(format!("{before}{more}")),
            (_, event) => joined.push(event),
        }
    }
    let mut in_block = false;
    let events = joined.into_iter().filter_map(|event| match event {
        // A README cannot inject markup: its HTML is text.
        Event::Html(html) | Event::InlineHtml(html) => Some(Event::Text(html)),
        Event::Start(Tag::CodeBlock(kind)) => {
            in_block = true;
            Some(Event::Start(Tag::CodeBlock(kind)))
        }
        Event::End(TagEnd::CodeBlock) => {
            in_block = false;
            Some(Event::End(TagEnd::CodeBlock))
        }
        Event::Text(text) if in_block => Some(Event::Text(text)),
        Event::Text(text) => Some(Event::InlineHtml(CowStr::from(typeset(&text)))),
        // Formulas are often written as code (`1 <= a_i <= 10^9`): typeset there too, which
        // leaves code that is no formula (`lines_per_test`, `x ^= a`) as it was.
        Event::Code(code) => Some(Event::InlineHtml(CowStr::from(format!("<code>{}</code>", typeset(&code))))),
        Event::Start(Tag::Link { link_type, dest_url, title, id }) => {
            let web = dest_url.starts_with("https://") || dest_url.starts_with("http://");
            links.push(web);
            web.then_some(Event::Start(Tag::Link { link_type, dest_url, title, id }))
        }
        Event::End(TagEnd::Link) => links.pop().unwrap_or(false).then_some(Event::End(TagEnd::Link)),
        // Pictures of a README point into the repository, which the site does not carry.
        Event::Start(Tag::Image { .. }) | Event::End(TagEnd::Image) => None,
        other => Some(other),
    });
    let mut html = String::new();
    pulldown_cmark::html::push_html(&mut html, events);
    html
}

/// Plain text as HTML, escaped, with the notation of statements typeset: `<=`, `>=` and `!=`
/// as ≤, ≥ and ≠; a power `10^5` or `2^31` as a superscript; a subscript after a single
/// letter, `a_i` or `x_1`.
///
/// # Example
///
/// ```
/// use harness::site::markdown::typeset;
/// assert_eq!(typeset("1 <= n <= 10^5 & a_i != 0"), "1 ≤ n ≤ 10<sup>5</sup> &amp; a<sub>i</sub> ≠ 0");
/// assert_eq!(typeset("lines_per_test <b>"), "lines_per_test &lt;b&gt;");
/// ```
pub fn typeset(text: &str) -> String {
    let replaced = text.replace("<=", "≤").replace(">=", "≥").replace("!=", "≠");
    let chars: Vec<char> = replaced.chars().collect();
    let word = |c: char| c.is_alphanumeric() || c == '_';
    let mut out = String::new();
    let mut plain = String::new();
    let flush = |plain: &mut String, out: &mut String| {
        let mut escaped = String::new();
        let _ = escape_html(&mut escaped, plain);
        out.push_str(&escaped);
        plain.clear();
    };
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let next_run = |from: usize, allowed: &dyn Fn(char) -> bool| {
            let mut end = from;
            while end < chars.len() && allowed(chars[end]) {
                end += 1;
            }
            end
        };
        // A power: digits or a letter before `^`, digits or one letter after it.
        if c == '^' && i > 0 && chars[i - 1].is_alphanumeric() {
            let end = next_run(i + 1, &|c: char| c.is_ascii_digit());
            let end = if end == i + 1 && i + 1 < chars.len() && chars[i + 1].is_alphabetic() { i + 2 } else { end };
            if end > i + 1 && !(end < chars.len() && word(chars[end]) && chars[end] != '_') {
                flush(&mut plain, &mut out);
                let exponent: String = chars[i + 1..end].iter().collect();
                out.push_str(&format!("<sup>{exponent}</sup>"));
                i = end;
                continue;
            }
        }
        // A subscript: one letter, not part of a longer word, then `_` and letters or digits.
        if c == '_' && i > 0 && chars[i - 1].is_alphabetic() && (i < 2 || !word(chars[i - 2])) {
            let end = next_run(i + 1, &|c: char| c.is_ascii_alphanumeric());
            if end > i + 1 && !(end < chars.len() && chars[end] == '_') {
                flush(&mut plain, &mut out);
                let index: String = chars[i + 1..end].iter().collect();
                out.push_str(&format!("<sub>{index}</sub>"));
                i = end;
                continue;
            }
        }
        plain.push(c);
        i += 1;
    }
    flush(&mut plain, &mut out);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    const README: &str = "# Nim (AcWing 891)\n\nPiles of stones; 1 <= n <= 10^5.\n\n## Input\n\nThe sizes a_1, …, a_n.\n\n\
        ## Output\n\n`Yes` or `No`.\n\n## Samples\n\n`00-sample-1`: piles 2 and 3.\n\n## Solution\n\nXOR the piles.\n\n\
        ### Why\n\nA secret.\n\n## Pitfalls\n\n- Parity is not the rule.\n";

    #[test]
    fn the_statement_and_the_editorial_are_apart() {
        let readme = split(README);
        assert_eq!(readme.heading, "Nim (AcWing 891)");
        let titles: Vec<&str> = readme.statement.iter().map(|(t, _)| t.as_str()).collect();
        assert_eq!(titles, ["", "Input", "Output", "Samples"]);
        let editorial: Vec<&str> = readme.editorial.iter().map(|(t, _)| t.as_str()).collect();
        assert_eq!(editorial, ["Solution", "Pitfalls"]);
        let statement: String = readme.statement.iter().map(|(_, h)| h.as_str()).collect();
        assert!(!statement.contains("XOR") && !statement.contains("secret") && !statement.contains("Parity"));
        assert!(readme.editorial[0].1.contains("<h3>Why</h3>") && readme.editorial[0].1.contains("A secret."));
        assert_eq!(readme.statement[0].1, "<p>Piles of stones; 1 ≤ n ≤ 10<sup>5</sup>.</p>\n");
        assert!(readme.statement[1].1.contains("a<sub>1</sub>, …, a<sub>n</sub>"), "{:?}", readme.statement[1]);
        assert_eq!(readme.statement[2].1, "<p><code>Yes</code> or <code>No</code>.</p>\n");
    }

    #[test]
    fn a_readme_cannot_inject_markup_or_scripts() {
        let html = to_html(
            "<script>alert(1)</script>\n\nText <img src=x onerror=alert(2)> and [a link](javascript:alert(3)), \
             [the judge](https://acm.hdu.edu.cn/) and ![a picture](p.png).\n",
        );
        assert!(!html.contains("<script") && !html.contains("<img") && !html.contains("javascript:"), "{html}");
        assert!(html.contains("&lt;script&gt;") && html.contains("&lt;img src=x onerror=alert(2)&gt;"), "{html}");
        assert!(html.contains("<a href=\"https://acm.hdu.edu.cn/\">the judge</a>"), "{html}");
        assert!(html.contains("a link") && html.contains("a picture"), "the words stay: {html}");
    }

    #[test]
    fn notation_is_typeset_and_code_is_not() {
        assert_eq!(typeset("2^31 - 1 and n^2, x^y"), "2<sup>31</sup> - 1 and n<sup>2</sup>, x<sup>y</sup>");
        assert_eq!(typeset("a >= b, 10^9+7"), "a ≥ b, 10<sup>9</sup>+7");
        assert_eq!(typeset("lines_per_test and snake_case_words"), "lines_per_test and snake_case_words");
        assert_eq!(typeset("x_1 + x_2 = s_ij"), "x<sub>1</sub> + x<sub>2</sub> = s<sub>ij</sub>");
        assert_eq!(typeset("a ^ b, 3^, _x"), "a ^ b, 3^, _x", "nothing to raise or lower");
        assert!(to_html("`a_i <= 10^5`").contains("<code>a<sub>i</sub> ≤ 10<sup>5</sup></code>"), "formulas in code");
        assert!(to_html("`lines_per_test`, `x ^= a;`").contains("<code>lines_per_test</code>, <code>x ^= a;</code>"));
        assert!(
            to_html("```\na_i <= 10^5\n```").contains("<pre><code>a_i &lt;= 10^5\n</code></pre>"),
            "blocks as written"
        );
    }
}
