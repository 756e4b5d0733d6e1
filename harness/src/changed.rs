//! `--changed-since REF`: the problems a change reaches, from git's list of changed files and
//! cargo's own dependency graph. A problem is reached when a changed file lies in its
//! directory or in a workspace crate it builds from (normal, dev or build dependency, at any
//! depth); a change to the judge (`harness`), to the workspace's `Cargo.toml` or `Cargo.lock`
//! reaches every problem; a change elsewhere (documentation, CI scripts) reaches none.

use cargo_metadata::{MetadataCommand, PackageId};
use std::collections::{BTreeSet, HashMap, HashSet};
use std::path::{Path, PathBuf};
use std::process::Command;

/// The files that differ between `base` and the working tree (committed, staged or not, and
/// new files git does not ignore), relative to the repository's top.
///
/// # Errors
///
/// git cannot run, or does not know `base`.
pub fn changed_files(root: &Path, base: &str) -> Result<Vec<PathBuf>, String> {
    let git = |args: &[&str]| -> Result<String, String> {
        let output = Command::new("git")
            .args(args)
            .current_dir(if root.as_os_str().is_empty() { Path::new(".") } else { root })
            .output()
            .map_err(|e| format!("cannot run git: {e}"))?;
        if !output.status.success() {
            return Err(format!("git {}: {}", args.join(" "), String::from_utf8_lossy(&output.stderr).trim()));
        }
        Ok(String::from_utf8_lossy(&output.stdout).into_owned())
    };
    let top = PathBuf::from(git(&["rev-parse", "--show-toplevel"])?.trim());
    let mut files: Vec<PathBuf> = git(&["diff", "--name-only", base, "--"])?.lines().map(|l| top.join(l)).collect();
    files.extend(git(&["ls-files", "--others", "--exclude-standard", "--full-name"])?.lines().map(|l| top.join(l)));
    Ok(files)
}

/// The slugs of the problems (workspace packages under `problems/`) that `files` reach,
/// sorted.
///
/// # Errors
///
/// `cargo metadata` fails.
pub fn reached_problems(root: &Path, files: &[PathBuf]) -> Result<Vec<String>, String> {
    let mut command = MetadataCommand::new();
    if !root.as_os_str().is_empty() {
        command.current_dir(root);
    }
    let metadata = command.exec().map_err(|e| format!("cargo metadata: {e}"))?;
    let workspace = metadata.workspace_root.clone().into_std_path_buf();
    let members: HashSet<&PackageId> = metadata.workspace_members.iter().collect();
    let dirs: Vec<(PathBuf, &PackageId, &str)> = metadata
        .packages
        .iter()
        .filter(|p| members.contains(&p.id))
        .filter_map(|p| p.manifest_path.parent().map(|d| (d.as_std_path().to_path_buf(), &p.id, p.name.as_str())))
        .collect();
    // Which workspace package each changed file belongs to (the deepest directory), or the
    // whole build when it is a file of the workspace's own set-up.
    let mut touched: HashSet<&PackageId> = HashSet::new();
    let mut everything = false;
    for file in files {
        let owner =
            dirs.iter().filter(|(dir, _, _)| file.starts_with(dir)).max_by_key(|(dir, _, _)| dir.as_os_str().len());
        match owner {
            Some((_, id, name)) => {
                touched.insert(*id);
                everything |= *name == "harness";
            }
            None => {
                let name = file.strip_prefix(&workspace).unwrap_or(file);
                everything |= [Path::new("Cargo.toml"), Path::new("Cargo.lock"), Path::new("rust-toolchain.toml")]
                    .contains(&name)
                    || name.starts_with(".cargo");
            }
        }
    }
    let resolve = metadata.resolve.as_ref().ok_or("cargo metadata gave no dependency graph")?;
    let deps: HashMap<&PackageId, Vec<&PackageId>> =
        resolve.nodes.iter().map(|n| (&n.id, n.deps.iter().map(|d| &d.pkg).collect())).collect();
    let problems = workspace.join("problems");
    let mut reached = BTreeSet::new();
    for (dir, id, name) in &dirs {
        if !dir.starts_with(&problems) {
            continue;
        }
        let mut seen: HashSet<&PackageId> = HashSet::new();
        let mut stack = vec![*id];
        while let Some(next) = stack.pop() {
            if seen.insert(next) {
                stack.extend(deps.get(next).into_iter().flatten().copied());
            }
        }
        if everything || seen.iter().any(|p| touched.contains(p)) {
            reached.insert((*name).to_owned());
        }
    }
    Ok(reached.into_iter().collect())
}

/// A nextest filter that selects the tests of `slugs`' packages, or none when there is none.
pub fn nextest_filter(slugs: &[String]) -> String {
    if slugs.is_empty() {
        return "none()".to_owned();
    }
    slugs.iter().map(|s| format!("package({s})")).collect::<Vec<_>>().join(" | ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_filter_names_each_package() {
        assert_eq!(nextest_filter(&["nim".into(), "s-nim".into()]), "package(nim) | package(s-nim)");
        assert_eq!(nextest_filter(&[]), "none()");
    }
}
