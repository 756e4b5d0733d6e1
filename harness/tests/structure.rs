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
