//! Every directory under `problems/` follows the anatomy of a problem, so a half-added problem
//! fails here with a message saying what is missing.

use testkit::discover;

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

/// The README's figures of the workspace come from the workspace: the line that opens its
/// Problems section is what `harness list --summary` prints.
#[test]
fn the_readme_counts_the_problems_and_cases_there_are() {
    let root = discover::workspace_root();
    let readme = std::fs::read_to_string(root.join("README.md")).unwrap_or_else(|e| panic!("README.md: {e}"));
    let dirs = discover::problem_dirs(&root).unwrap_or_else(|e| panic!("{e:?}"));
    let problems: Vec<_> = dirs.iter().map(|d| discover::load(d).unwrap_or_else(|e| panic!("{e:?}"))).collect();
    let census = discover::census(&problems);
    let stated = readme.split("\n## Problems\n\n").nth(1).and_then(|s| s.lines().next()).unwrap_or_default();
    assert_eq!(
        stated,
        format!("{census}."),
        "README.md's Problems section must open with the workspace's figures (`cargo run -p harness -- list --summary`)"
    );
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
