//! `harness new <slug>`: a complete, passing problem directory to start from.

use crate::discover::valid_slug;
use std::path::{Path, PathBuf};

const FILES: [(&str, &str); 10] = [
    ("Cargo.toml", include_str!("../templates/Cargo.toml.tmpl")),
    ("problem.toml", include_str!("../templates/problem.toml.tmpl")),
    ("README.md", include_str!("../templates/README.md.tmpl")),
    ("src/main.rs", include_str!("../templates/main.rs.tmpl")),
    ("tests/judge.rs", include_str!("../templates/judge.rs.tmpl")),
    ("tests/stress.rs", include_str!("../templates/stress.rs.tmpl")),
    ("cases/00-sample-1.in", include_str!("../templates/sample.in")),
    ("cases/00-sample-1.out", include_str!("../templates/sample.out")),
    ("cases/30-max-1.in", include_str!("../templates/max.in")),
    ("cases/30-max-1.out", include_str!("../templates/max.out")),
];

/// Writes `<root>/problems/<slug>/` from the templates and returns its path.
///
/// # Errors
///
/// Refuses an ill-formed slug or an existing directory; reports a file that cannot be
/// written, by path.
pub fn new_problem(root: &Path, slug: &str) -> Result<PathBuf, String> {
    if !valid_slug(slug) {
        return Err(format!(
            "`{slug}` is not a valid slug: use lowercase words of letters and digits joined by `-`, starting with a letter"
        ));
    }
    let dir = root.join("problems").join(slug);
    if dir.exists() {
        return Err(format!("{}: already exists", dir.display()));
    }
    for (name, template) in FILES {
        let path = dir.join(name);
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent).map_err(|e| format!("{}: cannot create: {e}", parent.display()))?;
        }
        std::fs::write(&path, template.replace("{slug}", slug))
            .map_err(|e| format!("{}: cannot write: {e}", path.display()))?;
    }
    Ok(dir)
}
