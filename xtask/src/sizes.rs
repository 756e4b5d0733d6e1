//! The sizes a reader has to hold: the lines of each file, and of each function.
//!
//! A file counts when the project writes it by hand: build output (`target/`), the lock file and
//! the problems' test data (`cases/`, `invalid/`) do not. A function over the limit is allowed
//! when a comment right above it says why, starting `// Long:`.

use std::fs;
use std::path::{Path, PathBuf};

use syn::spanned::Spanned;
use syn::visit::Visit;

/// The files past `limit` lines, with their counts, longest first.
///
/// # Errors
///
/// A directory that cannot be read.
pub fn long_files(root: &Path, limit: usize) -> Result<Vec<(PathBuf, usize)>, String> {
    let mut long = Vec::new();
    for file in written_files(root)? {
        // Not text (a picture, a font): no lines to read.
        let Ok(text) = fs::read_to_string(root.join(&file)) else { continue };
        let lines = text.lines().count();
        if lines > limit {
            long.push((file, lines));
        }
    }
    long.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
    Ok(long)
}

/// A function past the limit, with no reason written above it.
#[derive(Debug, PartialEq, Eq)]
pub struct LongFunction {
    pub file: PathBuf,
    pub line: usize,
    pub name: String,
    pub lines: usize,
}

/// The functions of every Rust file past `limit` lines (signature to closing brace) that no
/// `// Long:` comment explains.
///
/// # Errors
///
/// A directory that cannot be read, or a Rust file that cannot be read or parsed.
pub fn long_functions(root: &Path, limit: usize) -> Result<Vec<LongFunction>, String> {
    let mut long = Vec::new();
    for file in written_files(root)? {
        if file.extension().is_some_and(|e| e == "rs") {
            let text = fs::read_to_string(root.join(&file)).map_err(|e| format!("{}: {e}", file.display()))?;
            long.extend(functions_of(&file, &text, limit)?);
        }
    }
    long.sort_by(|a, b| b.lines.cmp(&a.lines).then_with(|| a.file.cmp(&b.file)));
    Ok(long)
}

/// The unexplained functions past `limit` lines in one file's text.
fn functions_of(file: &Path, text: &str, limit: usize) -> Result<Vec<LongFunction>, String> {
    let syntax = syn::parse_file(text).map_err(|e| format!("{}: {e}", file.display()))?;
    let mut finder = Functions { found: Vec::new() };
    finder.visit_file(&syntax);
    let lines: Vec<&str> = text.lines().collect();
    Ok(finder
        .found
        .into_iter()
        .filter(|&(_, first, last)| last + 1 - first > limit && !explained(&lines, first))
        .map(|(name, first, last)| LongFunction {
            file: file.to_path_buf(),
            line: first,
            name,
            lines: last + 1 - first,
        })
        .collect())
}

/// Whether the comments and attributes right above line `first` (1-based) hold `// Long:`.
fn explained(lines: &[&str], first: usize) -> bool {
    lines[..first.saturating_sub(1)]
        .iter()
        .rev()
        .map(|line| line.trim())
        .take_while(|line| line.starts_with("//") || line.starts_with("#["))
        .any(|line| line.starts_with("// Long:"))
}

/// Every function with a body: its name, and its first and last lines (1-based).
struct Functions {
    found: Vec<(String, usize, usize)>,
}

impl Functions {
    fn add(&mut self, signature: &syn::Signature, body: &syn::Block) {
        let first = signature.span().start().line;
        let last = body.span().end().line;
        self.found.push((signature.ident.to_string(), first, last));
    }
}

impl<'ast> Visit<'ast> for Functions {
    fn visit_item_fn(&mut self, function: &'ast syn::ItemFn) {
        self.add(&function.sig, &function.block);
        syn::visit::visit_item_fn(self, function);
    }

    fn visit_impl_item_fn(&mut self, function: &'ast syn::ImplItemFn) {
        self.add(&function.sig, &function.block);
        syn::visit::visit_impl_item_fn(self, function);
    }

    fn visit_trait_item_fn(&mut self, function: &'ast syn::TraitItemFn) {
        if let Some(body) = &function.default {
            self.add(&function.sig, body);
        }
        syn::visit::visit_trait_item_fn(self, function);
    }
}

/// The files under `root` the project writes, relative to it, in order.
fn written_files(root: &Path) -> Result<Vec<PathBuf>, String> {
    let mut files = Vec::new();
    let walk = walkdir::WalkDir::new(root).sort_by_file_name().into_iter().filter_entry(|entry| {
        let name = entry.file_name().to_string_lossy();
        let data = entry.path().parent().and_then(Path::parent).is_some_and(|p| p.ends_with("problems"))
            && (name == "cases" || name == "invalid");
        entry.depth() == 0 || !(name == "target" || name == ".git" || data)
    });
    for entry in walk {
        let entry = entry.map_err(|e| e.to_string())?;
        if entry.file_type().is_file() && entry.file_name() != "Cargo.lock" {
            let relative = entry.path().strip_prefix(root).map_err(|e| e.to_string())?;
            files.push(relative.to_path_buf());
        }
    }
    Ok(files)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A function of `body_lines` lines of body, after the `above` lines.
    fn function(above: &str, body_lines: usize) -> String {
        let body = "    let _ = 1;\n".repeat(body_lines);
        format!("{above}fn long() {{\n{body}}}\n\nfn short() {{}}\n")
    }

    #[test]
    fn a_function_past_the_limit_is_named_with_its_length() {
        let text = function("/// Does a thing.\n", 9);
        let found = functions_of(Path::new("a.rs"), &text, 10).expect("it parses");
        let expected = LongFunction { file: PathBuf::from("a.rs"), line: 2, name: "long".into(), lines: 11 };
        assert_eq!(found, vec![expected]);
        assert_eq!(functions_of(Path::new("a.rs"), &text, 11).expect("it parses"), vec![]);
    }

    #[test]
    fn a_reason_above_allows_it() {
        let text = function("/// Does a thing.\n// Long: one match over every kind, each arm short.\n#[inline]\n", 20);
        assert_eq!(functions_of(Path::new("a.rs"), &text, 10).expect("it parses"), vec![]);
        // A reason above something else is no reason for this function.
        let text = format!("// Long: not this one.\nconst X: u8 = 1;\n\n{}", function("", 20));
        assert_eq!(functions_of(Path::new("a.rs"), &text, 10).expect("it parses").len(), 1);
    }

    #[test]
    fn methods_and_trait_defaults_count() {
        let body = "        let _ = 1;\n".repeat(12);
        let text = format!(
            "struct S;\nimpl S {{\n    fn m(&self) {{\n{body}    }}\n}}\ntrait T {{\n    fn d(&self) {{\n{body}    }}\n}}\n"
        );
        let found = functions_of(Path::new("a.rs"), &text, 10).expect("it parses");
        let names: Vec<_> = found.iter().map(|f| (f.name.as_str(), f.lines)).collect();
        assert_eq!(names, vec![("m", 14), ("d", 14)]);
    }

    #[test]
    fn test_data_and_build_output_are_not_counted() {
        let dir = tempfile::tempdir().expect("scratch directory");
        let long = "line\n".repeat(30);
        for file in [
            "README.md",
            "problems/nim/cases/max.in",
            "problems/nim/invalid/big.in",
            "target/x.rs",
            "Cargo.lock",
            "problems/nim/src/main.rs",
        ] {
            let path = dir.path().join(file);
            fs::create_dir_all(path.parent().expect("a parent")).expect("scratch directory");
            fs::write(path, &long).expect("scratch file");
        }
        let found = long_files(dir.path(), 20).expect("the walk reads");
        let names: Vec<_> = found.iter().map(|(f, n)| (f.to_string_lossy().into_owned(), *n)).collect();
        assert_eq!(names, vec![("README.md".to_string(), 30), ("problems/nim/src/main.rs".to_string(), 30)]);
    }
}
