//! A statement's Markdown as HTML, its math as MathML (math-core), which browsers render
//! without a script: the site's pages and the PDF printed from them. Nothing of the source is
//! trusted: raw HTML in it is shown as text, only web links stay links, and pictures, which
//! would be fetched, are dropped.

use super::options;
use math_core::{LatexToMathML, MathCoreConfig, MathDisplay};
use pulldown_cmark::{CowStr, Event, Parser, Tag, TagEnd};

/// Converts TeX math to MathML, with the one configuration every page uses.
#[derive(Debug)]
pub struct Math(LatexToMathML);

impl Math {
    /// A converter.
    ///
    /// # Panics
    ///
    /// Never: the configuration defines no macro, which is all that could fail.
    pub fn new() -> Math {
        #[allow(clippy::expect_used)]
        Math(LatexToMathML::new(MathCoreConfig::default()).expect("a configuration without macros"))
    }

    /// `tex` as a `<math>` element, inline or as a block (`display`).
    ///
    /// # Errors
    ///
    /// A command math-core does not know, or a formula it cannot read, with the formula.
    ///
    /// ```
    /// let math = harness::statement::html::Math::new();
    /// assert_eq!(math.mathml("n \\le 10^5", false).unwrap(), "<math><mi>n</mi><mo>≤</mo><msup><mn>10</mn><mn>5</mn></msup></math>");
    /// assert!(math.mathml("\\frobnicate", false).is_err());
    /// ```
    pub fn mathml(&self, tex: &str, display: bool) -> Result<String, String> {
        let mode = if display { MathDisplay::Block } else { MathDisplay::Inline };
        self.0
            .convert_with_local_state(tex, mode)
            .map(|converted| converted.mathml)
            .map_err(|e| format!("the formula `{tex}` cannot be typeset: {}", e.error_message()))
    }
}

impl Default for Math {
    fn default() -> Math {
        Math::new()
    }
}

/// `markdown` as HTML: math as MathML, raw HTML as text, only web links kept as links, no
/// pictures.
///
/// # Errors
///
/// A formula that cannot be typeset ([`Math::mathml`]).
///
/// ```
/// let math = harness::statement::html::Math::new();
/// let html = harness::statement::html::render(&math, "Print `Yes` if $n$ <b>wins</b>.").unwrap();
/// assert_eq!(html, "<p>Print <code>Yes</code> if <math><mi>n</mi></math> &lt;b&gt;wins&lt;/b&gt;.</p>\n");
/// ```
pub fn render(math: &Math, markdown: &str) -> Result<String, String> {
    let mut links = Vec::new();
    let mut events = Vec::new();
    for event in Parser::new_ext(markdown, options()) {
        let event = match event {
            // The source cannot inject markup: its HTML is text.
            Event::Html(html) | Event::InlineHtml(html) => Some(Event::Text(html)),
            Event::InlineMath(tex) => Some(Event::InlineHtml(CowStr::from(math.mathml(&tex, false)?))),
            Event::DisplayMath(tex) => Some(Event::Html(CowStr::from(format!(
                "<div class=\"display-math\">{}</div>",
                math.mathml(&tex, true)?
            )))),
            Event::Start(Tag::Link { link_type, dest_url, title, id }) => {
                let web = dest_url.starts_with("https://") || dest_url.starts_with("http://");
                links.push(web);
                web.then_some(Event::Start(Tag::Link { link_type, dest_url, title, id }))
            }
            Event::End(TagEnd::Link) => links.pop().unwrap_or(false).then_some(Event::End(TagEnd::Link)),
            // A picture would be fetched from wherever it points; its words stay.
            Event::Start(Tag::Image { .. }) | Event::End(TagEnd::Image) => None,
            other => Some(other),
        };
        events.extend(event);
    }
    let mut html = String::new();
    pulldown_cmark::html::push_html(&mut html, events.into_iter());
    Ok(html)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn html(markdown: &str) -> String {
        render(&Math::new(), markdown).unwrap()
    }

    #[test]
    fn math_is_mathml_inline_and_as_a_block() {
        assert_eq!(html("$a_i$"), "<p><math><msub><mi>a</mi><mi>i</mi></msub></math></p>\n");
        let block = html("Then\n\n$$\\sum_{i=1}^{n} a_i$$\n");
        assert!(block.contains("<div class=\"display-math\"><math display=\"block\">"), "{block}");
        assert!(block.contains("<munderover>") && block.contains("∑"), "{block}");
        assert_eq!(
            html("`$n$` and ```x $ y```"),
            "<p><code>$n$</code> and <code>x $ y</code></p>\n",
            "code stays code"
        );
        assert_eq!(html("costs \\$5"), "<p>costs $5</p>\n", "an escaped dollar is no math");
    }

    #[test]
    fn a_formula_that_cannot_be_typeset_is_named() {
        let e = render(&Math::new(), "Take $\\nonsense{x}$ stones.").unwrap_err();
        assert!(e.starts_with("the formula `\\nonsense{x}` cannot be typeset: "), "{e}");
    }

    #[test]
    fn the_source_cannot_inject_markup_or_scripts() {
        let out = html(
            "<script>alert(1)</script>\n\nText <img src=x onerror=alert(2)> and [a link](javascript:alert(3)), \
             [the judge](https://acm.hdu.edu.cn/) and ![a picture](p.png).\n",
        );
        assert!(!out.contains("<script") && !out.contains("<img") && !out.contains("javascript:"), "{out}");
        assert!(out.contains("&lt;script&gt;") && out.contains("&lt;img src=x onerror=alert(2)&gt;"), "{out}");
        assert!(out.contains("<a href=\"https://acm.hdu.edu.cn/\">the judge</a>"), "{out}");
        assert!(out.contains("a link") && out.contains("a picture"), "the words stay: {out}");
        let math = html("$<script>$");
        assert!(!math.contains("<script>"), "math is escaped too: {math}");
    }

    #[test]
    fn lists_tables_and_code_blocks_are_kept() {
        let out = html("- one\n- two\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n```\n1 2\n```\n");
        assert!(out.contains("<ul>\n<li>one</li>\n<li>two</li>\n</ul>"), "{out}");
        assert!(out.contains("<table>") && out.contains("<td>2</td>"), "{out}");
        assert!(out.contains("<pre><code>1 2\n</code></pre>"), "{out}");
    }
}
