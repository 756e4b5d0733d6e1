//! `harness check`'s results kept as data, so that what shows them (the site) re-runs the
//! checks only for a problem that changed: each problem's [`Checked`], as JSON, under
//! `checks/<slug>.json` of the build directory, with the key it was made under: the SHA-256 of
//! everything the results depend on ([`key`]). A record whose key differs is stale.

use crate::check::Checked;
use sha2::{Digest, Sha256};
use std::path::{Path, PathBuf};
use testkit::discover::{self, Problem};

/// What a record holds: the key it was made under, and the results.
#[derive(Debug, serde::Serialize, serde::Deserialize)]
struct Record {
    key: String,
    checked: Checked,
}

/// The directory the records of the workspace at `root` are kept in.
pub fn dir(root: &Path) -> PathBuf {
    discover::target_dir(root).join("checks")
}

/// The key of `problem`'s results: the SHA-256 of its directory's files (but its statements,
/// editorial and README, which no run follows from: `Checked::with_statement` checks them
/// anew), of the sources of the
/// crates the results follow from (sg-core and judge-io, which its programs build from; the
/// test kit, the run box and the harness's own code, which check them; not the site's, which
/// only shows them), of the manifests and lock file, and of the cargo profile its programs are
/// built with (`None`: the judge's own). Generated inputs follow from the problem's generator,
/// which is among its files.
///
/// # Errors
///
/// A file that cannot be read, by path.
pub fn key(root: &Path, problem: &Problem, profile: Option<&str>) -> Result<String, String> {
    let mut hash = Sha256::new();
    hash.update(format!("harness check record 1\nprofile {}\n", profile.unwrap_or("judge")));
    let mut files = Vec::new();
    let crates = ["sg-core", "judge-io", "testkit", "runguard"].map(|c| root.join("crates").join(c));
    for dir in std::iter::once(problem.dir.clone()).chain(crates).chain([root.join("harness").join("src")]) {
        files.extend(crate::digest::walk(&dir)?);
    }
    let site = root.join("harness").join("src").join("site");
    let words = [problem.dir.join("statement"), problem.dir.join("solution"), problem.dir.join("README.md")];
    files.retain(|f| !f.starts_with(&site) && !words.iter().any(|w| f.starts_with(w)));
    for file in ["Cargo.toml", "Cargo.lock"] {
        let path = root.join(file);
        if path.is_file() {
            files.push(path);
        }
    }
    files.sort();
    crate::digest::hash_files(&mut hash, root, &files)?;
    Ok(hash.finalize().iter().map(|b| format!("{b:02x}")).collect())
}

/// The results kept for `slug` under `dir`, if they were made under `key`.
pub fn load(dir: &Path, slug: &str, key: &str) -> Option<Checked> {
    let text = std::fs::read(dir.join(format!("{slug}.json"))).ok()?;
    let record: Record = serde_json::from_slice(&text).ok()?;
    (record.key == key && record.checked.slug == slug).then_some(record.checked)
}

/// Keeps `checked` under `dir`, made under `key`; written whole or not at all.
///
/// # Errors
///
/// The directory or the file cannot be written.
pub fn store(dir: &Path, checked: &Checked, key: &str) -> Result<(), String> {
    std::fs::create_dir_all(dir).map_err(|e| format!("{}: cannot create: {e}", dir.display()))?;
    let record = Record { key: key.to_owned(), checked: checked.clone() };
    let json = serde_json::to_vec(&record).map_err(|e| format!("cannot encode the results: {e}"))?;
    let path = dir.join(format!("{}.json", checked.slug));
    let partial = dir.join(format!(".{}.json.partial", checked.slug));
    std::fs::write(&partial, json).map_err(|e| format!("{}: cannot write: {e}", partial.display()))?;
    std::fs::rename(&partial, &path).map_err(|e| format!("{}: cannot write: {e}", path.display()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::check::{BandFigures, Part};

    fn checked(slug: &str) -> Checked {
        Checked {
            slug: slug.to_owned(),
            parts: vec![Part { name: "validator".into(), passed: true, lines: vec!["fine".into()] }],
            validation: None,
            cases: vec!["00-sample-1".into()],
            rows: Vec::new(),
            band: BandFigures {
                stated_ms: 1000.0,
                slowest_accepted_ms: 3.5,
                low_ms: 17.5,
                high_ms: None,
                proposal_ms: 100.0,
            },
        }
    }

    #[test]
    fn a_record_is_found_under_its_key_only() {
        let dir = tempfile::tempdir().unwrap();
        store(dir.path(), &checked("nim"), "k1").unwrap();
        assert_eq!(load(dir.path(), "nim", "k1"), Some(checked("nim")));
        assert_eq!(load(dir.path(), "nim", "k2"), None, "stale");
        assert_eq!(load(dir.path(), "s-nim", "k1"), None, "another problem");
        std::fs::write(dir.path().join("nim.json"), "{").unwrap();
        assert_eq!(load(dir.path(), "nim", "k1"), None, "a broken record is no record");
    }

    #[test]
    fn the_key_changes_with_the_problem_the_libraries_and_the_profile() {
        let root = tempfile::tempdir().unwrap();
        let write = |path: &str, text: &str| {
            let path = root.path().join(path);
            std::fs::create_dir_all(path.parent().unwrap()).unwrap();
            std::fs::write(path, text).unwrap();
        };
        write("Cargo.toml", "[workspace]\n");
        write("problems/nim/cases/00-sample-1.in", "1\n1\n");
        write("crates/sg-core/src/lib.rs", "");
        write("problems/nim/target/junk", "ignored");
        let problem = Problem {
            slug: "nim".into(),
            dir: root.path().join("problems/nim"),
            meta: testkit::meta::parse(
                Path::new("problem.toml"),
                "title = \"t\"\nsource = \"s\"\ntime_limit_ms = 1000\n",
            )
            .unwrap(),
            cases: Vec::new(),
        };
        let first = key(root.path(), &problem, None).unwrap();
        assert_eq!(key(root.path(), &problem, None).unwrap(), first, "the same files, the same key");
        write("problems/nim/target/junk", "still ignored");
        assert_eq!(key(root.path(), &problem, None).unwrap(), first, "a build directory is no source");
        assert_ne!(key(root.path(), &problem, Some("dev")).unwrap(), first);
        write("crates/sg-core/src/lib.rs", "// changed");
        let library = key(root.path(), &problem, None).unwrap();
        assert_ne!(library, first);
        write("problems/nim/cases/00-sample-1.in", "1\n2\n");
        assert_ne!(key(root.path(), &problem, None).unwrap(), library);
    }
}
