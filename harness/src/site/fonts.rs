//! Whether the installed fonts can print a page: every character of its text in some font that
//! fontconfig (which Chromium asks) knows. A character no font has prints as an empty box; a
//! PDF is not printed with one, and the error names the script and a Debian package that has it.

use std::collections::BTreeSet;
use std::process::Command;

/// The characters the fonts cover, as fontconfig lists them: ranges of code points.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Coverage(Vec<(u32, u32)>);

impl Coverage {
    /// The union of the charsets `fc-list --format '%{charset}\n'` prints, one font a line, each
    /// a list of hexadecimal code points and ranges (`20-7e a0-17f 2013`).
    ///
    /// ```
    /// use harness::site::fonts::Coverage;
    /// let coverage = Coverage::parse("20-7e a0-ff\n4e00-9fff 3000\n");
    /// assert!(coverage.has('a') && coverage.has('中') && coverage.has('\u{3000}'));
    /// assert!(!coverage.has('≤'));
    /// ```
    pub fn parse(listed: &str) -> Coverage {
        let mut ranges: Vec<(u32, u32)> = listed
            .split_whitespace()
            .filter_map(|range| {
                let (low, high) = range.split_once('-').unwrap_or((range, range));
                Some((u32::from_str_radix(low, 16).ok()?, u32::from_str_radix(high, 16).ok()?))
            })
            .collect();
        ranges.sort_unstable();
        let mut merged: Vec<(u32, u32)> = Vec::new();
        for (low, high) in ranges {
            match merged.last_mut() {
                Some(last) if low <= last.1.saturating_add(1) => last.1 = last.1.max(high),
                _ => merged.push((low, high)),
            }
        }
        Coverage(merged)
    }

    /// What the installed fonts cover, as `fc-list` says.
    ///
    /// # Errors
    ///
    /// `fc-list` cannot be run (fontconfig is missing) or fails.
    pub fn installed() -> Result<Coverage, String> {
        let output = Command::new("fc-list").args(["--format", "%{charset}\\n"]).output().map_err(|e| {
            format!("cannot run fontconfig's fc-list to check the fonts ({e}); install Debian's `fontconfig`")
        })?;
        if !output.status.success() {
            return Err(format!("fc-list ended with {}", output.status));
        }
        Ok(Coverage::parse(&String::from_utf8_lossy(&output.stdout)))
    }

    /// Whether some font has `c`.
    pub fn has(&self, c: char) -> bool {
        let c = u32::from(c);
        let at = self.0.partition_point(|&(_, high)| high < c);
        self.0.get(at).is_some_and(|&(low, _)| low <= c)
    }

    /// The characters of `text` no font has, each once, in order of code point; blanks and
    /// controls print nothing and are left out.
    pub fn missing(&self, text: &str) -> Vec<char> {
        let found: BTreeSet<char> =
            text.chars().filter(|&c| !c.is_whitespace() && !c.is_control() && !self.has(c)).collect();
        found.into_iter().collect()
    }
}

/// The script a character belongs to, and a Debian package with a font that has it.
///
/// ```
/// assert_eq!(harness::site::fonts::script('巧'), ("Chinese (Han)", "fonts-noto-cjk"));
/// ```
pub fn script(c: char) -> (&'static str, &'static str) {
    match u32::from(c) {
        0x1100..=0x11ff | 0xac00..=0xd7af => ("Korean (Hangul)", "fonts-noto-cjk"),
        0x3040..=0x30ff => ("Japanese (kana)", "fonts-noto-cjk"),
        0x2e80..=0x2fdf | 0x3000..=0x303f | 0x3400..=0x4dbf | 0x4e00..=0x9fff | 0xf900..=0xfaff | 0xff00..=0xffef => {
            ("Chinese (Han)", "fonts-noto-cjk")
        }
        0x0370..=0x03ff => ("Greek", "fonts-dejavu-core"),
        0x0400..=0x04ff => ("Cyrillic", "fonts-dejavu-core"),
        0x2190..=0x22ff | 0x27c0..=0x27ef | 0x2980..=0x2aff | 0x1d400..=0x1d7ff => {
            ("mathematical symbols", "fonts-dejavu-core")
        }
        0x1f300..=0x1faff => ("emoji", "fonts-noto-color-emoji"),
        _ => ("other symbols", "fonts-noto-core"),
    }
}

/// The text of an HTML page as printed: the tags taken out and the few entities askama and
/// pulldown-cmark write put back, enough to know which characters it prints. The navigation,
/// which the print style sheet hides, prints nothing.
pub fn printed_text(html: &str) -> String {
    let mut html = html.to_owned();
    while let (Some(start), Some(end)) = (html.find("<nav"), html.find("</nav>")) {
        if end < start {
            break;
        }
        html.replace_range(start..end + "</nav>".len(), "");
    }
    let mut text = String::with_capacity(html.len());
    let mut in_tag = false;
    for c in html.chars() {
        match c {
            '<' => in_tag = true,
            '>' if in_tag => in_tag = false,
            _ if !in_tag => text.push(c),
            _ => {}
        }
    }
    text.replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", "\"").replace("&#39;", "'").replace("&amp;", "&")
}

/// Checks that `coverage` has every character `page` (named `what`) prints.
///
/// # Errors
///
/// The characters no font has, by script, with a package that has them: `booklet.html prints 4
/// Chinese (Han) characters (巧克力棒) that no installed font has: install Debian's
/// fonts-noto-cjk`.
pub fn check(coverage: &Coverage, what: &str, page: &str) -> Result<(), String> {
    let missing = coverage.missing(&printed_text(page));
    if missing.is_empty() {
        return Ok(());
    }
    let mut by_script: Vec<(&str, &str, String)> = Vec::new();
    for c in missing {
        let (name, package) = script(c);
        match by_script.iter_mut().find(|(n, _, _)| *n == name) {
            Some((_, _, chars)) => chars.push(c),
            None => by_script.push((name, package, c.to_string())),
        }
    }
    let said: Vec<String> = by_script
        .iter()
        .map(|(name, package, chars)| {
            let shown: String = chars.chars().take(12).collect();
            let more = if chars.chars().count() > 12 { "…" } else { "" };
            format!(
                "{} {name} character{} ({shown}{more}) that no installed font has: install Debian's {package}",
                chars.chars().count(),
                if chars.chars().count() == 1 { "" } else { "s" }
            )
        })
        .collect();
    Err(format!("{what} prints {}, or it would print them as empty boxes", said.join("; and ")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranges_are_merged_and_searched() {
        let coverage = Coverage::parse("41-5a 61-7a\n5b-60 30-39\nzz 7b\n");
        assert_eq!(coverage.0, [(0x30, 0x39), (0x41, 0x7b)]);
        for c in ['0', '9', 'A', '[', 'z', '{'] {
            assert!(coverage.has(c), "{c}");
        }
        for c in ['/', ':', '|', 'é'] {
            assert!(!coverage.has(c), "{c}");
        }
        assert!(!Coverage::default().has('a'));
    }

    #[test]
    fn a_missing_script_is_named_with_a_package() {
        let latin = Coverage::parse("20-7e a0-ff 2264");
        let page = "<html><h1>1. 巧克力棒 &amp; Nim</h1><p>a ≤ b, Ωμέγα, 石</p></html>";
        let e = check(&latin, "booklet.html", page).unwrap_err();
        assert_eq!(
            e,
            "booklet.html prints 5 Greek characters (Ωέαγμ) that no installed font has: install Debian's fonts-dejavu-core; \
             and 5 Chinese (Han) characters (克力巧棒石) that no installed font has: install Debian's fonts-noto-cjk, or it would print them as empty boxes"
        );
        let all = Coverage::parse("20-7e a0-ff 370-3ff 2264 4e00-9fff");
        assert_eq!(check(&all, "booklet.html", page), Ok(()));
        assert_eq!(printed_text("<p title=\"x &gt; y\">a &lt;b&gt; &amp;c</p>"), "a <b> &c");
        assert_eq!(
            printed_text("<nav class=\"top\"><a>中文</a></nav><h1>Nim</h1><nav>x</nav>"),
            "Nim",
            "the navigation is not printed"
        );
    }

    #[test]
    fn each_script_is_named_with_a_package_that_has_it() {
        let named = |c: char| script(c);
        assert_eq!(named('巧'), ("Chinese (Han)", "fonts-noto-cjk"));
        assert_eq!(named('，'), ("Chinese (Han)", "fonts-noto-cjk"), "full-width punctuation");
        assert_eq!(named('。'), ("Chinese (Han)", "fonts-noto-cjk"));
        assert_eq!(named('한'), ("Korean (Hangul)", "fonts-noto-cjk"));
        assert_eq!(named('ᄀ'), ("Korean (Hangul)", "fonts-noto-cjk"));
        assert_eq!(named('か'), ("Japanese (kana)", "fonts-noto-cjk"));
        assert_eq!(named('Ω'), ("Greek", "fonts-dejavu-core"));
        assert_eq!(named('Ж'), ("Cyrillic", "fonts-dejavu-core"));
        assert_eq!(named('⊕'), ("mathematical symbols", "fonts-dejavu-core"));
        assert_eq!(named('😀'), ("emoji", "fonts-noto-color-emoji"));
        assert_eq!(named('€'), ("other symbols", "fonts-noto-core"));
    }

    #[test]
    fn blanks_and_controls_print_nothing_and_need_no_font() {
        let none = Coverage::default();
        assert_eq!(none.missing(" \n\t\u{3000}a\u{7}a"), ['a']);
        let one = Coverage::parse("61");
        assert!(one.has('a') && !one.has('b') && !one.has('`'));
        assert_eq!(check(&one, "p", "<b>a</b>\n"), Ok(()));
        assert!(check(&one, "p", "ab").unwrap_err().starts_with("p prints 1 other symbols character (b) that"));
        let many: String = ('α'..='ω').collect();
        let said = check(&one, "p", &many).unwrap_err();
        assert!(said.contains("25 Greek characters (αβγδεζηθικλμ…)"), "at most twelve shown: {said}");
        let twelve: String = ('α'..='μ').collect();
        let said = check(&one, "p", &twelve).unwrap_err();
        assert!(said.contains("12 Greek characters (αβγδεζηθικλμ) that"), "twelve shown whole: {said}");
    }

    #[test]
    fn the_installed_fonts_can_be_read_where_fontconfig_is() {
        if let Ok(coverage) = Coverage::installed() {
            // Wherever a font is installed at all, it has the digits.
            if !coverage.0.is_empty() {
                assert!(coverage.has('0'), "{coverage:?}");
            }
        }
    }
}
