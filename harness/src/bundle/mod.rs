//! `harness bundle SLUG`: a problem's program as one source file for a judge that takes one
//! file (Luogu, AcWing, LightOJ, Codeforces): the program, its own modules, and the modules of
//! the workspace's libraries it uses (sg-core, judge-io), inlined as modules, with no doc
//! comments and no tests. It compiles alone with `rustc -O` under every edition from 2015 to
//! 2024 ([`editions`]).
//!
//! A library module is kept when the kept code names it (`sg_core::mex::Mex`, `crate::mex`,
//! `use sg_core::{mex, nim}`) or names an item the library's root re-exports from it
//! (`judge_io::Reader`), until nothing more is named: a few modules too many cost only bytes,
//! never correctness, as rustc reports anything missing. Paths into a library become
//! `crate::<library>::…`, inside macro calls too, so modules nested in the program find it.
//!
//! cargo-equip, the competitive programmers' bundler, was not used: it is a separate cargo
//! subcommand that needs the libraries to declare their module dependencies in their manifests
//! and the program to mark its imports with its attribute, while this bundle needs nothing of
//! the problems but their sources, and runs inside `harness check` on every problem.
//!
//! | module | what it holds |
//! |---|---|
//! | `files` | [`Library`], and the module files a source names, read as syntax without its tests |
//! | `keep` | what a bundle keeps of a library: the modules the kept code names, with their `impl`s |
//! | `rewrite` | paths into a library rewritten to `crate::<library>::…`, doc comments dropped |
//! | [`editions`] | the bundle compiled alone under every edition |

pub mod editions;
mod files;
mod keep;
mod rewrite;
#[cfg(test)]
mod tests;

pub use files::Library;
use files::{inline_modules, parse};
use keep::{Names, ParsedLibrary};
use quote::ToTokens;
use rewrite::LibraryPaths;
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use syn::visit_mut::VisitMut;
use testkit::diagnostic::Diagnostic;

/// The workspace's libraries a problem program may use, found beside the problems:
/// `crates/sg-core` and `crates/judge-io` under `root`, those of them the workspace has.
pub fn workspace_libraries(root: &Path) -> Vec<Library> {
    ["sg-core", "judge-io"]
        .iter()
        .map(|package| Library {
            name: package.replace('-', "_"),
            root: root.join("crates").join(package).join("src").join("lib.rs"),
        })
        .filter(|library| library.root.is_file())
        .collect()
}

/// The programs of the problem in `dir` that bundle: `solution` (`src/main.rs`), then each
/// `src/bin/<name>.rs` (`validator`, `checker`, `interactor`), sorted.
pub fn programs(dir: &Path) -> Vec<(String, PathBuf)> {
    let mut programs = vec![("solution".to_owned(), dir.join("src").join("main.rs"))];
    let mut bins: Vec<(String, PathBuf)> = std::fs::read_dir(dir.join("src").join("bin"))
        .into_iter()
        .flatten()
        .flatten()
        .map(|entry| entry.path())
        .filter(|path| path.extension().is_some_and(|e| e == "rs"))
        .filter_map(|path| Some((path.file_stem()?.to_string_lossy().into_owned(), path)))
        .collect();
    bins.sort();
    programs.extend(bins);
    programs
}

/// Bundles the program `name` (see [`programs`]) of the problem `slug` in `dir`, with the
/// workspace's libraries under `root` and the problem's own `src/lib.rs`, if it has one.
///
/// # Errors
///
/// A name that is not one of the problem's programs (the message lists them), or what
/// [`bundle`] reports.
pub fn bundle_program(root: &Path, dir: &Path, slug: &str, name: &str) -> Result<Bundle, Diagnostic> {
    let programs = programs(dir);
    let Some((_, path)) = programs.iter().find(|(n, _)| n == name) else {
        let names: Vec<&str> = programs.iter().map(|(n, _)| n.as_str()).collect();
        return Err(Diagnostic::new(dir, format!("no program `{name}`; it has {}", names.join(", "))));
    };
    let mut libraries = workspace_libraries(root);
    // A problem's own library (`src/lib.rs`): what its generator and its tests share.
    let own = dir.join("src").join("lib.rs");
    if own.is_file() {
        libraries.push(Library { name: slug.replace('-', "_"), root: own });
    }
    let title = format!("{slug}: the {name}");
    // A bundle is a function of its sources and of the bundler: one made before from the same
    // files by the same harness executable is read back rather than made again (parsing every
    // library module is most of a bundle's time). A cache that cannot be read or written costs
    // only the time to bundle.
    let kept = kept_bundle(path, &title, &libraries);
    if let Some(bundle) = kept.as_deref().and_then(read_kept) {
        return Ok(bundle);
    }
    let made = bundle(path, &title, &libraries)?;
    if let Some(kept) = kept {
        write_kept(&kept, &made);
    }
    Ok(made)
}

/// Where the bundle of `program` with `libraries` is kept: under the build directory's
/// `bundles/`, named by the SHA-256 of this executable's path, size and modification time,
/// the title, the program's source, and every file below each library's directory (what the
/// bundle may read). `None` when a file cannot be read.
fn kept_bundle(program: &Path, title: &str, libraries: &[Library]) -> Option<PathBuf> {
    use sha2::{Digest, Sha256};
    let exe = std::env::current_exe().ok()?;
    let meta = std::fs::metadata(&exe).ok()?;
    let modified = meta.modified().ok()?.duration_since(std::time::UNIX_EPOCH).ok()?;
    let mut hash = Sha256::new();
    hash.update(format!("{}\n{} {}\n{title}\n", exe.display(), meta.len(), modified.as_nanos()));
    let mut files = vec![program.to_path_buf()];
    for library in libraries {
        hash.update(format!("{} {}\n", library.name, library.root.display()));
        files.extend(crate::digest::walk(library.root.parent()?).ok()?);
    }
    crate::digest::hash_files(&mut hash, Path::new("/"), &files).ok()?;
    Some(build_dir_file("bundles", hash))
}

/// The file named by the first 16 bytes of `hash`, in hexadecimal, under `folder` of the
/// workspace's build directory.
fn build_dir_file(folder: &str, hash: sha2::Sha256) -> PathBuf {
    use sha2::Digest;
    let key: String = hash.finalize().iter().take(16).map(|b| format!("{b:02x}")).collect();
    testkit::paths::target_dir(&testkit::paths::workspace_root()).join(folder).join(key)
}

/// A kept bundle: its modules' line, then its source.
fn read_kept(path: &Path) -> Option<Bundle> {
    let text = std::fs::read_to_string(path).ok()?;
    let (modules, source) = text.split_once('\n')?;
    let modules = modules.split(' ').filter(|m| !m.is_empty()).map(str::to_owned).collect();
    Some(Bundle { source: source.to_owned(), modules })
}

/// Keeps `bundle` at `path`, written whole to a file beside it and renamed, so that a reader
/// never sees half of one.
fn write_kept(path: &Path, bundle: &Bundle) {
    use std::io::Write;
    let Some(dir) = path.parent() else { return };
    let _ = std::fs::create_dir_all(dir);
    let Ok(mut partial) = tempfile::NamedTempFile::new_in(dir) else { return };
    let text = format!("{}\n{}", bundle.modules.join(" "), bundle.source);
    if partial.write_all(text.as_bytes()).is_ok() {
        let _ = partial.persist(path);
    }
}

/// Bundles the program `name` of a problem, as [`bundle_program`] does, and type-checks the
/// result as a judge compiles one file ([`compiles_alone`]): a bundle that cannot compile is
/// never handed out.
///
/// # Errors
///
/// What [`bundle_program`] reports, or the compiler's first error, at the program's path.
pub fn checked_program(root: &Path, dir: &Path, slug: &str, name: &str) -> Result<Bundle, Diagnostic> {
    let bundle = bundle_program(root, dir, slug, name)?;
    check_alone(&bundle, dir, name)?;
    Ok(bundle)
}

/// [`compiles_alone`] for the bundle of the program `name` of the problem in `dir`, the error
/// at the program's source.
///
/// # Errors
///
/// The compiler's first error.
pub fn check_alone(bundle: &Bundle, dir: &Path, name: &str) -> Result<(), Diagnostic> {
    let path = programs(dir).into_iter().find(|(n, _)| n == name).map(|(_, p)| p).unwrap_or_default();
    compiles_alone(&bundle.source).map_err(|e| Diagnostic::new(&path, format!("the bundled {name} {e}")))
}

/// How a judge compiles a one-file Rust program, as the bundle's first lines tell (any of
/// [`editions::EDITIONS`] does as well).
pub const RUSTC_FLAGS: [&str; 3] = ["--edition", "2021", "-O"];

/// Whether `source` compiles alone as judges compile it (`rustc --edition E`, for each of
/// [`editions::EDITIONS`]), checked without generating code (`--emit=metadata`: names, types
/// and borrows, a fraction of a second each); a source that did is stamped, and not compiled
/// again by the same compiler.
///
/// # Errors
///
/// "does not compile alone …" with the edition and the compiler's first lines, or that rustc
/// cannot start.
pub fn compiles_alone(source: &str) -> Result<(), String> {
    let rustc = std::env::var_os("RUSTC").unwrap_or_else(|| "rustc".into());
    // A source that compiled alone once compiles again with the same compiler: its stamp, by
    // the SHA-256 of the compiler's identity and the source, is kept across runs, so that a
    // bundle is compiled once per content.
    let stamp = checked_stamp(&rustc, source);
    if stamp.as_ref().is_some_and(|stamp| stamp.is_file()) {
        return Ok(());
    }
    let dir = tempfile::Builder::new().prefix("sg-bundle-").tempdir().map_err(|e| format!("cannot be checked: {e}"))?;
    let file = dir.path().join("bundled.rs");
    std::fs::write(&file, source).map_err(|e| format!("cannot be checked: {}: {e}", file.display()))?;
    for edition in editions::EDITIONS {
        let mut command = std::process::Command::new(&rustc);
        testkit::submission::as_a_judge_compiles(&mut command);
        let output = command
            .args(["--edition", edition])
            .args(["--crate-type", "bin", "--crate-name", "bundled", "--emit=metadata", "--error-format=short"])
            .arg("--out-dir")
            .arg(dir.path())
            .arg(&file)
            .output()
            .map_err(|e| format!("cannot be checked: rustc does not start: {e}"))?;
        if !output.status.success() {
            let said = String::from_utf8_lossy(&output.stderr).replace(&file.display().to_string(), "bundle");
            let errors: Vec<&str> = said.lines().filter(|l| l.contains("error")).take(4).collect();
            return Err(format!("does not compile alone (rustc --edition {edition}):\n{}", errors.join("\n")));
        }
    }
    // A stamp that cannot be written costs the next run a compile, no more.
    if let Some(stamp) = stamp {
        let _ = stamp.parent().map(std::fs::create_dir_all);
        let _ = std::fs::write(&stamp, b"");
    }
    Ok(())
}

/// Where the stamp of `source` compiled alone by `rustc` under every edition is kept: under the
/// build directory's `bundle-checks/`, named by the SHA-256 of the compiler's `-vV`, the
/// editions and the source. `None` when the compiler cannot say what it is.
fn checked_stamp(rustc: &std::ffi::OsStr, source: &str) -> Option<PathBuf> {
    use sha2::{Digest, Sha256};
    static IDENTITY: std::sync::OnceLock<Option<Vec<u8>>> = std::sync::OnceLock::new();
    let identity = IDENTITY.get_or_init(|| {
        let output = std::process::Command::new(rustc).arg("-vV").output().ok()?;
        output.status.success().then_some(output.stdout)
    });
    let mut hash = Sha256::new();
    hash.update(identity.as_ref()?);
    for edition in editions::EDITIONS {
        hash.update(edition.as_bytes());
        hash.update([0]);
    }
    hash.update(source.as_bytes());
    Some(build_dir_file("bundle-checks", hash))
}

/// One bundled program: the source, and the library modules it holds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Bundle {
    /// The whole source file.
    pub source: String,
    /// `library::module` for every library module inlined, sorted.
    pub modules: Vec<String>,
}

/// Bundles the program whose root file is `program` (a `src/main.rs` or `src/bin/*.rs`) with
/// what it uses of `libraries`. `title` heads the file as a comment.
///
/// # Errors
///
/// A file that cannot be read or parsed, a module file that is not found, or a library module
/// declared in a way the bundle does not follow (a module file with modules of its own).
pub fn bundle(program: &Path, title: &str, libraries: &[Library]) -> Result<Bundle, Diagnostic> {
    let names: Vec<String> = libraries.iter().map(|l| l.name.clone()).collect();
    let mut file = parse(program)?;
    inline_modules(&mut file.items, program, true)?;
    let mut to_library = LibraryPaths { libraries: &names, own: None };
    to_library.visit_file_mut(&mut file);

    let mut parsed = Vec::new();
    for library in libraries {
        parsed.push(ParsedLibrary::read(library)?);
    }
    // Keep modules until the kept code names nothing new.
    let mut kept: Vec<BTreeSet<String>> = vec![BTreeSet::new(); parsed.len()];
    let mut named = Names::default();
    named.add(&file.to_token_stream());
    let mut used: Vec<bool> = parsed.iter().map(|l| named.heads.contains(&l.name)).collect();
    for library in parsed.iter().zip(&used).filter_map(|(l, &u)| u.then_some(l)) {
        named.add(&library.root_code());
    }
    loop {
        let mut grew = false;
        for (i, library) in parsed.iter().enumerate() {
            if !used[i] {
                continue;
            }
            for module in library.modules.keys() {
                if !kept[i].contains(module) && library.needs(module, &named) {
                    kept[i].insert(module.clone());
                    named.add(&library.modules[module].to_token_stream());
                    grew = true;
                }
            }
        }
        for (i, library) in parsed.iter().enumerate() {
            if !used[i] && named.heads.contains(&library.name) {
                used[i] = true;
                named.add(&library.root_code());
                grew = true;
            }
        }
        if !grew {
            break;
        }
    }

    let mut modules = Vec::new();
    for (i, library) in parsed.into_iter().enumerate() {
        if used[i] {
            modules.extend(kept[i].iter().map(|m| format!("{}::{m}", library.name)));
            file.items.push(library.into_module(&kept[i], &names));
        }
    }
    editions::neutral(&mut file);
    let body = prettyplease::unparse(&file);
    let source = format!(
        "// {title}\n// One file: the libraries it uses are inlined below. Compile with `rustc {}` (or any\n// edition from 2015 to 2024).\n\n{body}",
        RUSTC_FLAGS.join(" ")
    );
    Ok(Bundle { source, modules })
}
