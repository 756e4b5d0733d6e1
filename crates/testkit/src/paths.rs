//! Where the workspace is: its root, and the build directory cargo builds it in, under which
//! the judge keeps what it makes besides cargo's builds.

use serde::Deserialize;
use std::path::{Path, PathBuf};

/// As much of a `Cargo.toml` as says whether it declares a workspace.
#[derive(Deserialize)]
struct Manifest {
    workspace: Option<toml::Table>,
}

/// The workspace root: the nearest ancestor of the current directory whose `Cargo.toml`
/// declares `[workspace]` and has a `problems` directory; failing that (the CLI run from
/// elsewhere), the workspace this crate was built in.
pub fn workspace_root() -> PathBuf {
    let here = std::env::current_dir().ok().and_then(|cwd| workspace_above(&cwd));
    here.or_else(|| workspace_above(Path::new(env!("CARGO_MANIFEST_DIR")))).unwrap_or_else(|| PathBuf::from("."))
}

/// The build directory of the workspace at `root`, as cargo chooses it from the environment:
/// `CARGO_TARGET_DIR`, else `CARGO_BUILD_TARGET_DIR` (relative ones from the current
/// directory, as cargo reads them), else `<root>/target`. What the judge makes besides cargo's
/// builds goes under it: generated inputs, compiled submissions, stress counterexamples.
pub fn target_dir(root: &Path) -> PathBuf {
    ["CARGO_TARGET_DIR", "CARGO_BUILD_TARGET_DIR"]
        .iter()
        .find_map(|name| std::env::var_os(name).filter(|v| !v.is_empty()))
        .map_or_else(|| root.join("target"), PathBuf::from)
}

/// The nearest of `dir` and its ancestors whose `Cargo.toml` declares `[workspace]` and that
/// has a `problems` directory.
fn workspace_above(dir: &Path) -> Option<PathBuf> {
    dir.ancestors()
        .find(|dir| {
            let is_workspace = std::fs::read_to_string(dir.join("Cargo.toml"))
                .ok()
                .and_then(|t| toml::from_str::<Manifest>(&t).ok())
                .is_some_and(|m| m.workspace.is_some());
            is_workspace && dir.join("problems").is_dir()
        })
        .map(Path::to_path_buf)
}

/// The path of a package's binary, read at run time from `NEXTEST_BIN_EXE_<name>` or
/// `CARGO_BIN_EXE_<name>` before falling back to `compiled` (the compile-time value), so that
/// nextest archives and relocated build directories work.
pub fn binary_path(name: &str, compiled: &str) -> PathBuf {
    let underscored = name.replace('-', "_");
    [format!("NEXTEST_BIN_EXE_{name}"), format!("NEXTEST_BIN_EXE_{underscored}"), format!("CARGO_BIN_EXE_{name}")]
        .iter()
        .find_map(std::env::var_os)
        .map_or_else(|| PathBuf::from(compiled), PathBuf::from)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_workspace_is_the_nearest_cargo_workspace_with_problems() {
        let tmp = tempfile::tempdir().unwrap();
        let root = tmp.path();
        let write = |path: &str, text: &str| {
            let path = root.join(path);
            std::fs::create_dir_all(path.parent().unwrap()).unwrap();
            std::fs::write(path, text).unwrap();
        };
        // A workspace without problems, inside it a problems directory without a workspace.
        write("outer/Cargo.toml", "[workspace]\nmembers = []\n");
        write("outer/inner/Cargo.toml", "[package]\nname = \"inner\"\n");
        std::fs::create_dir_all(root.join("outer/inner/problems")).unwrap();
        std::fs::create_dir_all(root.join("outer/inner/deep")).unwrap();
        assert_eq!(workspace_above(&root.join("outer/inner/deep")), None);
        std::fs::create_dir_all(root.join("outer/problems")).unwrap();
        assert_eq!(workspace_above(&root.join("outer/inner/deep")), Some(root.join("outer")));
    }

    #[test]
    fn the_build_directory_is_cargo_s() {
        // The variables as cargo reads them, when they are not set for the test run itself.
        if std::env::var_os("CARGO_TARGET_DIR").is_none() && std::env::var_os("CARGO_BUILD_TARGET_DIR").is_none() {
            assert_eq!(target_dir(Path::new("/w")), Path::new("/w/target"));
        } else {
            assert_ne!(target_dir(Path::new("/w")), Path::new("/w/target"), "the environment's, not the default");
        }
    }
}
