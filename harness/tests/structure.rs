//! Every directory under `problems/` follows the anatomy of a problem, so a half-added problem
//! fails here with a message saying what is missing.

use harness::discover;

#[test]
fn every_problem_directory_is_complete() {
    let root = discover::workspace_root();
    let dirs = discover::problem_dirs(&root).unwrap_or_else(|e| panic!("{e:?}"));
    assert!(!dirs.is_empty(), "no problems under {}", root.join("problems").display());
    let broken: Vec<String> = dirs.iter().flat_map(|d| discover::check_structure(d)).map(|e| e.to_string()).collect();
    assert!(broken.is_empty(), "{} rule(s) broken:\n{}", broken.len(), broken.join("\n"));
}
