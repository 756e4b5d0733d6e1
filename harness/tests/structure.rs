//! Every directory under `problems/` follows the anatomy of a problem, so a half-added problem
//! fails here with a message saying what is missing.

use testkit::discover;

/// Every problem's statements and editorial keep the rules of `docs/statements.md`: what a
/// student reads is a contest's statement, and tells nothing of the method.
#[test]
fn every_statement_is_what_a_contest_hands_out() {
    let root = discover::workspace_root();
    let dirs = discover::problem_dirs(&root).unwrap_or_else(|e| panic!("{e:?}"));
    let broken: Vec<String> = dirs
        .iter()
        .map(|d| discover::load(d).unwrap_or_else(|e| panic!("{e:?}")))
        .flat_map(|p| harness::statement::lint::lint(&p))
        .map(|e| e.to_string())
        .collect();
    assert!(broken.is_empty(), "{} rule(s) broken:\n{}", broken.len(), broken.join("\n"));
}

/// Every statement, as a package's `problem.<lang>.tex` holds it, has its math as TeX math:
/// no escaped caret or `<=` written as text, where BAPCtools and problemtools would print them.
#[test]
fn every_statement_is_latex_with_its_math_as_math() {
    let root = discover::workspace_root();
    let dirs = discover::problem_dirs(&root).unwrap_or_else(|e| panic!("{e:?}"));
    for dir in dirs {
        let problem = discover::load(&dir).unwrap_or_else(|e| panic!("{e:?}"));
        for language in harness::statement::languages(&problem) {
            let statement =
                harness::statement::Statement::load(&problem, language.code).unwrap_or_else(|e| panic!("{e}"));
            for format in [harness::export::Format::Current, harness::export::Format::Legacy] {
                let tex = harness::export::statement_tex(&statement, format);
                let shown = statement.path.display();
                assert!(tex.starts_with("\\problemname{"), "{shown}: {tex}");
                assert!(tex.contains('$'), "{shown}: no math at all:\n{tex}");
                for text_math in ["\\^{}", "<=", ">=", "\\textless{}=", "\\textgreater{}="] {
                    assert!(!tex.contains(text_math), "{shown}: `{text_math}` in its LaTeX:\n{tex}");
                }
            }
        }
    }
}

#[test]
fn every_problem_directory_is_complete() {
    let root = discover::workspace_root();
    let dirs = discover::problem_dirs(&root).unwrap_or_else(|e| panic!("{e:?}"));
    assert!(!dirs.is_empty(), "no problems under {}", root.join("problems").display());
    let broken: Vec<String> = dirs
        .iter()
        .flat_map(|d| discover::check_structure(d).into_iter().chain(discover::check_parts(d)))
        .map(|e| e.to_string())
        .collect();
    assert!(broken.is_empty(), "{} rule(s) broken:\n{}", broken.len(), broken.join("\n"));
}

/// The slugs of the "Problems" table of the top README: the first cell of each row.
fn readme_table(readme: &str) -> Vec<String> {
    let table = readme.split("\n## Problems\n").nth(1).unwrap_or_default();
    table
        .lines()
        .take_while(|l| !l.starts_with("## "))
        .filter(|l| l.starts_with('|'))
        .filter_map(|l| l.split('|').nth(1).map(|cell| cell.trim().to_owned()))
        .filter(|cell| !cell.is_empty() && cell != "slug" && !cell.starts_with("---"))
        .collect()
}

#[test]
fn the_readme_lists_every_problem_once() {
    let root = discover::workspace_root();
    let readme = std::fs::read_to_string(root.join("README.md")).unwrap_or_else(|e| panic!("README.md: {e}"));
    let mut listed = readme_table(&readme);
    let dirs = discover::problem_dirs(&root).unwrap_or_else(|e| panic!("{e:?}"));
    let mut slugs: Vec<String> =
        dirs.iter().filter_map(|d| d.file_name()).map(|n| n.to_string_lossy().into_owned()).collect();
    listed.sort();
    slugs.sort();
    let missing: Vec<&String> = slugs.iter().filter(|s| !listed.contains(s)).collect();
    let stale: Vec<&String> = listed.iter().filter(|s| !slugs.contains(s)).collect();
    let mut repeated = listed.clone();
    repeated.dedup();
    assert!(
        missing.is_empty() && stale.is_empty() && repeated.len() == listed.len(),
        "README.md's Problems table: missing {missing:?}, rows without a problem {stale:?}, listed {} times for {} rows",
        listed.len(),
        repeated.len()
    );
}

/// The latest release the CHANGELOG names (its first `## [X.Y.Z] - date` heading, past
/// `[Unreleased]`), and that heading's date.
fn latest_release(changelog: &str) -> Option<(&str, &str)> {
    changelog.lines().find_map(|line| {
        let rest = line.strip_prefix("## [")?;
        let (version, after) = rest.split_once("] - ")?;
        Some((version, after.trim()))
    })
}

/// `harness --version` (and `sg --version`, every crate taking the workspace's version) names
/// the CHANGELOG's latest release.
#[test]
fn the_version_is_the_changelogs_latest_release() {
    let root = discover::workspace_root();
    let changelog = std::fs::read_to_string(root.join("CHANGELOG.md")).unwrap_or_else(|e| panic!("CHANGELOG.md: {e}"));
    let (version, date) = latest_release(&changelog).unwrap_or_else(|| panic!("CHANGELOG.md names no release"));
    assert_eq!(version, env!("CARGO_PKG_VERSION"), "the workspace's version against the CHANGELOG's latest release");
    assert!(date.len() == 10 && date.chars().filter(|c| *c == '-').count() == 2, "a release's date: {date:?}");
    let printed = std::process::Command::new(env!("CARGO_BIN_EXE_harness")).arg("--version").output().unwrap();
    assert_eq!(String::from_utf8_lossy(&printed.stdout), format!("harness {version}\n"));
    let members = std::fs::read_dir(root.join("crates"))
        .unwrap()
        .chain(std::fs::read_dir(root.join("problems")).unwrap())
        .map(|entry| entry.unwrap().path().join("Cargo.toml"))
        .chain([root.join("harness/Cargo.toml"), root.join("xtask/Cargo.toml")]);
    for manifest in members {
        let text = std::fs::read_to_string(&manifest).unwrap_or_else(|e| panic!("{}: {e}", manifest.display()));
        assert!(text.contains("\nversion.workspace = true\n"), "{} states a version of its own", manifest.display());
    }
}

#[test]
fn the_latest_release_is_read_past_unreleased() {
    let changelog =
        "# Changelog\n\n## [Unreleased]\n\n### Added\n\n- x\n\n## [0.9.0] - 2026-11-29\n\n## [0.8.0] - 2026-11-28\n";
    assert_eq!(latest_release(changelog), Some(("0.9.0", "2026-11-29")));
    assert_eq!(latest_release("# Changelog\n\n## [Unreleased]\n"), None);
}

/// The anchor GitHub gives a heading: its text in lower case, spaces as hyphens, and every
/// character but letters, digits, hyphens and underscores left out.
fn anchor(heading: &str) -> String {
    heading
        .to_lowercase()
        .chars()
        .filter_map(|c| match c {
            ' ' => Some('-'),
            c if c.is_alphanumeric() || c == '-' || c == '_' => Some(c),
            _ => None,
        })
        .collect()
}

/// The links of a Markdown text, and the anchors of its headings.
fn links_and_anchors(text: &str) -> (Vec<String>, Vec<String>) {
    use pulldown_cmark::{Event, Parser, Tag, TagEnd};
    let (mut links, mut anchors, mut heading) = (Vec::new(), Vec::new(), None::<String>);
    for event in Parser::new(text) {
        match event {
            Event::Start(Tag::Link { dest_url, .. } | Tag::Image { dest_url, .. }) => links.push(dest_url.to_string()),
            Event::Start(Tag::Heading { .. }) => heading = Some(String::new()),
            Event::Text(t) | Event::Code(t) => heading.iter_mut().for_each(|h| h.push_str(&t)),
            Event::End(TagEnd::Heading(_)) => anchors.extend(heading.take().map(|h| anchor(&h))),
            _ => {}
        }
    }
    (links, anchors)
}

/// Every relative link of the project's Markdown (the README, the guide, the architecture,
/// the crates' and the problems' READMEs) leads to a file that is there, and to a heading of it
/// where it names one.
#[test]
fn every_link_of_the_documentation_resolves() {
    let root = discover::workspace_root();
    let mut pages: Vec<std::path::PathBuf> =
        ["README.md", "ARCHITECTURE.md", "CHANGELOG.md"].map(|p| root.join(p)).into();
    for dir in ["docs", "crates", "problems", "harness"] {
        for entry in walkdir::WalkDir::new(root.join(dir)).into_iter().filter_map(Result::ok) {
            let path = entry.path();
            let generated = path.components().any(|c| c.as_os_str() == "templates" || c.as_os_str() == "target");
            if path.extension().is_some_and(|e| e == "md") && !generated {
                pages.push(path.to_path_buf());
            }
        }
    }
    let mut broken = Vec::new();
    for page in &pages {
        let text = std::fs::read_to_string(page).unwrap_or_else(|e| panic!("{}: {e}", page.display()));
        for link in links_and_anchors(&text).0 {
            if link.contains("://") || link.starts_with("mailto:") {
                continue;
            }
            let (file, fragment) = link.split_once('#').unwrap_or((&link, ""));
            let target = if file.is_empty() { page.clone() } else { page.parent().unwrap().join(file) };
            let shown = format!("{}: {link}", page.strip_prefix(&root).unwrap_or(page).display());
            if !target.exists() {
                broken.push(format!("{shown} (no such file)"));
            } else if !fragment.is_empty() && target.extension().is_some_and(|e| e == "md") {
                let anchors = links_and_anchors(&std::fs::read_to_string(&target).unwrap()).1;
                if !anchors.iter().any(|a| a == fragment) {
                    broken.push(format!("{shown} (no heading #{fragment})"));
                }
            }
        }
    }
    assert!(pages.len() > 40, "the pages read: {}", pages.len());
    assert!(broken.is_empty(), "{} broken link(s):\n{}", broken.len(), broken.join("\n"));
}

#[test]
fn anchors_are_github_s() {
    assert_eq!(anchor("Check your own solution"), "check-your-own-solution");
    assert_eq!(anchor("`harness check`: one part each"), "harness-check-one-part-each");
    assert_eq!(anchor("The life of a box (isolate's steps)"), "the-life-of-a-box-isolates-steps");
    let (links, anchors) = links_and_anchors("# A b\n\nsee [x](y.md#a-b) and ![p](p.png)\n## `C` d\n");
    assert_eq!(
        (links, anchors),
        (vec!["y.md#a-b".to_owned(), "p.png".to_owned()], vec!["a-b".to_owned(), "c-d".to_owned()])
    );
}
