//! A statement's Markdown as LaTeX, for the packages' `problem.<lang>.tex` that BAPCtools'
//! `bt pdf` and problemtools typeset: math stays TeX (`$…$`, `\[…\]`), text is escaped, and
//! Markdown's lists, emphasis, code, tables and breaks become their LaTeX.

use super::options;
use pulldown_cmark::{Alignment, CodeBlockKind, Event, Parser, Tag, TagEnd};

/// `markdown` as the body of a LaTeX document.
///
/// ```
/// let tex = harness::statement::tex::render("Print `Yes` if $1 \\le n \\le 10^5$ holds & 50% of *all*.");
/// assert_eq!(tex, "Print \\texttt{Yes} if $1 \\le n \\le 10^5$ holds \\& 50\\% of \\emph{all}.\n");
/// ```
pub fn render(markdown: &str) -> String {
    let mut out = String::new();
    let mut lists = Vec::new();
    let mut table: Option<(Vec<Alignment>, usize)> = None;
    // Inside a code block, text is written as it is: `verbatim` prints it so.
    let mut in_code = false;
    for event in Parser::new_ext(markdown, options()) {
        match event {
            Event::Start(Tag::Heading { .. }) => out += "\\subsection*{",
            Event::End(TagEnd::Heading(_)) => out += "}\n\n",
            Event::End(TagEnd::Paragraph) => out += "\n\n",
            Event::Start(Tag::List(first)) => {
                let env = if first.is_some() { "enumerate" } else { "itemize" };
                out += &format!("\\begin{{{env}}}\n");
                lists.push(env);
            }
            Event::End(TagEnd::List(_)) => out += &format!("\\end{{{}}}\n\n", lists.pop().unwrap_or("itemize")),
            Event::Start(Tag::Item) => out += "\\item ",
            Event::End(TagEnd::Item) => {
                while out.ends_with('\n') {
                    out.pop();
                }
                out += "\n";
            }
            Event::Start(Tag::Emphasis) => out += "\\emph{",
            Event::Start(Tag::Strong) => out += "\\textbf{",
            Event::Start(Tag::Strikethrough) => out += "\\sout{",
            Event::End(TagEnd::Emphasis | TagEnd::Strong | TagEnd::Strikethrough) => out += "}",
            Event::Start(Tag::BlockQuote(_)) => out += "\\begin{quote}\n",
            Event::End(TagEnd::BlockQuote(_)) => out += "\\end{quote}\n\n",
            Event::Start(Tag::CodeBlock(CodeBlockKind::Fenced(_) | CodeBlockKind::Indented)) => {
                in_code = true;
                out += "\\begin{verbatim}\n";
            }
            Event::End(TagEnd::CodeBlock) => {
                in_code = false;
                out += "\\end{verbatim}\n\n";
            }
            Event::Start(Tag::Table(alignments)) => {
                let columns: String = alignments
                    .iter()
                    .map(|a| match a {
                        Alignment::Right => 'r',
                        Alignment::Center => 'c',
                        Alignment::Left | Alignment::None => 'l',
                    })
                    .collect();
                out += &format!("\\begin{{center}}\n\\begin{{tabular}}{{{columns}}}\n\\hline\n");
                table = Some((alignments, 0));
            }
            Event::End(TagEnd::Table) => {
                out += "\\hline\n\\end{tabular}\n\\end{center}\n\n";
                table = None;
            }
            Event::End(TagEnd::TableHead) => out += " \\\\\n\\hline\n",
            Event::End(TagEnd::TableRow) => out += " \\\\\n",
            Event::Start(Tag::TableHead | Tag::TableRow) => {
                if let Some((_, cell)) = table.as_mut() {
                    *cell = 0;
                }
            }
            Event::Start(Tag::TableCell) => {
                if let Some((_, cell)) = table.as_mut() {
                    if *cell > 0 {
                        out += " & ";
                    }
                    *cell += 1;
                }
            }
            Event::Code(code) => out += &format!("\\texttt{{{}}}", escape(&code)),
            Event::InlineMath(tex) => out += &format!("${tex}$"),
            Event::DisplayMath(tex) => out += &format!("\\[{tex}\\]"),
            // Raw HTML is text, as on the site.
            Event::Text(text) | Event::Html(text) | Event::InlineHtml(text) => {
                if in_code {
                    out += &text;
                } else {
                    out += &escape(&text);
                }
            }
            Event::SoftBreak => out += "\n",
            Event::HardBreak => out += "\\\\\n",
            Event::Rule => out += "\\medskip\\hrule\\medskip\n\n",
            _ => {}
        }
    }
    out.trim_end().to_owned() + "\n"
}

/// LaTeX's special characters, escaped; text as LaTeX prints it.
///
/// ```
/// assert_eq!(harness::statement::tex::escape("a\\b^c~d{e}$&#_%<>"), "a\\textbackslash{}b\\^{}c\\~{}d\\{e\\}\\$\\&\\#\\_\\%\\textless{}\\textgreater{}");
/// ```
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '\\' => out += "\\textbackslash{}",
            '{' | '}' | '$' | '&' | '#' | '_' | '%' => {
                out.push('\\');
                out.push(c);
            }
            '^' => out += "\\^{}",
            '~' => out += "\\~{}",
            '<' => out += "\\textless{}",
            '>' => out += "\\textgreater{}",
            _ => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn math_stays_tex_and_text_is_escaped() {
        assert_eq!(render("$a_i \\le 10^9$ and $$\\sum_i a_i$$\n"), "$a_i \\le 10^9$ and \\[\\sum_i a_i\\]\n");
        assert_eq!(render("A_b & c_d"), "A\\_b \\& c\\_d\n", "underscores outside math are text");
    }

    #[test]
    fn lists_emphasis_code_blocks_and_breaks() {
        let tex =
            render("A **bold** word\nand a break  \nhere.\n\n- `n` and $m$\n- two\n\n1. first\n\n```\n1 2 {x}\n```\n");
        assert_eq!(
            tex,
            "A \\textbf{bold} word\nand a break\\\\\nhere.\n\n\\begin{itemize}\n\\item \\texttt{n} and $m$\n\\item two\n\\end{itemize}\n\n\\begin{enumerate}\n\\item first\n\\end{enumerate}\n\n\\begin{verbatim}\n1 2 {x}\n\\end{verbatim}\n"
        );
    }

    #[test]
    fn a_table_is_a_tabular() {
        let tex = render("| n | answer |\n|---|---:|\n| 1 | `Yes` |\n| 2 | `No` |\n");
        assert_eq!(
            tex,
            "\\begin{center}\n\\begin{tabular}{lr}\n\\hline\nn & answer \\\\\n\\hline\n1 & \\texttt{Yes} \\\\\n2 & \\texttt{No} \\\\\n\\hline\n\\end{tabular}\n\\end{center}\n"
        );
    }

    #[test]
    fn headings_quotes_struck_text_and_rules() {
        let tex = render("### Rules\n\n> quoted *text*\n\n~~gone~~ and `a_b{c}`\n\n---\n\nafter\n");
        assert_eq!(
            tex,
            "\\subsection*{Rules}\n\n\\begin{quote}\nquoted \\emph{text}\n\n\\end{quote}\n\n\\sout{gone} and \\texttt{a\\_b\\{c\\}}\n\n\\medskip\\hrule\\medskip\n\nafter\n"
        );
    }

    #[test]
    fn escaping_keeps_every_other_character() {
        assert_eq!(escape("a~b"), "a\\~{}b");
        assert_eq!(escape("{}"), "\\{\\}");
        assert_eq!(escape("é中 x"), "é中 x");
        assert_eq!(render("Use `x ^= a;` and 1 < 2"), "Use \\texttt{x \\^{}= a;} and 1 \\textless{} 2\n");
    }

    #[test]
    fn raw_html_is_text() {
        assert_eq!(render("a <b>c</b>"), "a \\textless{}b\\textgreater{}c\\textless{}/b\\textgreater{}\n");
    }
}
