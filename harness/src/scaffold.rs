//! `harness new <slug>`: a complete, passing problem directory to start from.

use std::path::{Path, PathBuf};
use testkit::discover::valid_slug;
use testkit::meta::Kind;

/// The files every problem has, whatever its kind.
const COMMON: [(&str, &str); 3] = [
    ("Cargo.toml", include_str!("../templates/Cargo.toml.tmpl")),
    ("README.md", include_str!("../templates/README.md.tmpl")),
    ("tests/judge.rs", include_str!("../templates/judge.rs.tmpl")),
];

/// The files of a problem of one kind.
const BATCH: [(&str, &str); 6] = [
    ("src/main.rs", include_str!("../templates/main.rs.tmpl")),
    ("tests/stress.rs", include_str!("../templates/stress.rs.tmpl")),
    ("cases/00-sample-1.in", include_str!("../templates/sample.in")),
    ("cases/00-sample-1.out", include_str!("../templates/sample.out")),
    ("cases/30-max-1.in", include_str!("../templates/max.in")),
    ("cases/30-max-1.out", include_str!("../templates/max.out")),
];

const CHECKER: [(&str, &str); 7] = [
    ("src/main.rs", include_str!("../templates/checker/main.rs.tmpl")),
    ("src/bin/checker.rs", include_str!("../templates/checker/checker.rs.tmpl")),
    ("tests/stress.rs", include_str!("../templates/checker/stress.rs.tmpl")),
    ("cases/00-sample-1.in", include_str!("../templates/sample.in")),
    ("cases/00-sample-1.out", include_str!("../templates/checker/sample.out")),
    ("cases/30-max-1.in", include_str!("../templates/max.in")),
    ("cases/30-max-1.out", include_str!("../templates/checker/max.out")),
];

const INTERACTIVE: [(&str, &str); 7] = [
    ("src/main.rs", include_str!("../templates/interactive/main.rs.tmpl")),
    ("src/bin/interactor.rs", include_str!("../templates/interactive/interactor.rs.tmpl")),
    ("tests/stress.rs", include_str!("../templates/interactive/stress.rs.tmpl")),
    ("cases/00-sample-1.in", include_str!("../templates/interactive/sample.in")),
    ("cases/00-sample-1.out", include_str!("../templates/interactive/sample.out")),
    ("cases/30-max-1.in", include_str!("../templates/interactive/max.in")),
    ("cases/30-max-1.out", include_str!("../templates/interactive/max.out")),
];

const PROBLEM_TOML: &str = include_str!("../templates/problem.toml.tmpl");

/// `problem.toml` and the extra lines of `Cargo.toml` for a problem of `kind`.
fn kind_parts(kind: Kind) -> (String, String) {
    let toml_line = match kind {
        Kind::Batch => "compare = \"tokens\"\n".to_owned(),
        _ => format!("kind = \"{kind}\"\n"),
    };
    let bins = kind.judge_role().map_or_else(String::new, |role| {
        format!(
            "\n[[bin]]\nname = \"{{slug}}\"\npath = \"src/main.rs\"\n\n[[bin]]\nname = \"{{slug}}-{role}\"\npath = \"src/bin/{role}.rs\"\n"
        )
    });
    (format!("{PROBLEM_TOML}{toml_line}"), bins)
}

/// Writes `<root>/problems/<slug>/` from the templates of `kind` and returns its path.
///
/// # Errors
///
/// Refuses an ill-formed slug or an existing directory; reports a file that cannot be
/// written, by path.
pub fn new_problem(root: &Path, slug: &str, kind: Kind) -> Result<PathBuf, String> {
    if !valid_slug(slug) {
        return Err(format!(
            "`{slug}` is not a valid slug: use lowercase words of letters and digits joined by `-`, starting with a letter"
        ));
    }
    let dir = root.join("problems").join(slug);
    if dir.exists() {
        return Err(format!("{}: already exists", dir.display()));
    }
    let own: &[(&str, &str)] = match kind {
        Kind::Batch => &BATCH,
        Kind::Checker => &CHECKER,
        Kind::Interactive => &INTERACTIVE,
    };
    let (problem_toml, bins) = kind_parts(kind);
    let cargo_toml = format!("{}{bins}", COMMON[0].1);
    let generated = [("Cargo.toml", cargo_toml.as_str()), ("problem.toml", problem_toml.as_str())];
    for &(name, template) in generated.iter().chain(&COMMON[1..]).chain(own) {
        let path = dir.join(name);
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent).map_err(|e| format!("{}: cannot create: {e}", parent.display()))?;
        }
        std::fs::write(&path, template.replace("{slug}", slug))
            .map_err(|e| format!("{}: cannot write: {e}", path.display()))?;
    }
    Ok(dir)
}
