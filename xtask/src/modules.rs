//! A crate's modules as a graph: one node a file, an edge where a file names another's module
//! (`use crate::report::Verdict`, `super::plan::Plan`, `child::run()`).
//!
//! The tree is found as rustc finds it: from the crate's root file through its `mod` items,
//! `#[path]` included. A module written inline belongs to its file's node. Test code
//! (`#[cfg(test)]` items) is left out: tests may reach anywhere, the layering is the shipped
//! code's. Paths inside macro calls are read when the call's tokens parse as expressions
//! (`format!`, `vec!`, `assert!`); a path through a renamed import (`use a as b`) is seen at the
//! `use` only.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

use syn::visit::Visit;

/// A crate's module files and which uses which.
#[derive(Debug)]
pub struct Graph {
    /// Each node's file, relative to the workspace.
    pub files: Vec<PathBuf>,
    /// Each node's module path (`["site", "pages"]`; the root's is empty).
    pub paths: Vec<Vec<String>>,
    /// `edges[a]` holds `b` when file `a` names a module of file `b`.
    pub edges: Vec<BTreeSet<usize>>,
    /// For each edge, the first path that made it, as written.
    pub because: BTreeMap<(usize, usize), String>,
}

impl Graph {
    /// The graph of the crate's top-level modules: a module with its own folder counted once,
    /// with every file under it; the root stays a node of its own.
    pub fn by_top_module(&self) -> Graph {
        let mut tops: Vec<Vec<String>> = Vec::new();
        let mut top_of = Vec::new();
        for path in &self.paths {
            let top: Vec<String> = path.iter().take(1).cloned().collect();
            let index = tops.iter().position(|t| *t == top).unwrap_or_else(|| {
                tops.push(top);
                tops.len() - 1
            });
            top_of.push(index);
        }
        let mut edges = vec![BTreeSet::new(); tops.len()];
        let mut because = BTreeMap::new();
        for (a, targets) in self.edges.iter().enumerate() {
            for &b in targets {
                let (ta, tb) = (top_of[a], top_of[b]);
                if ta != tb && edges[ta].insert(tb) {
                    because.insert((ta, tb), self.because.get(&(a, b)).cloned().unwrap_or_default());
                }
            }
        }
        let files = tops.iter().map(|t| t.iter().collect()).collect();
        Graph { files, paths: tops, edges, because }
    }
}

/// The module graph of the crate whose root file is `root`.
///
/// # Errors
///
/// A file of the tree that cannot be read or parsed, or a `mod` item whose file is missing.
pub fn graph(root: &Path) -> Result<Graph, String> {
    let mut tree = Tree::default();
    let children_dir = root.parent().unwrap_or(Path::new("")).to_path_buf();
    tree.add_file(root, Vec::new(), &children_dir)?;
    let mut edges = vec![BTreeSet::new(); tree.files.len()];
    let mut because = BTreeMap::new();
    for (node, scopes) in tree.scopes.iter().enumerate() {
        for (module, names) in scopes {
            for name in names {
                if let Some(target) = tree.resolve(module, name, 0)
                    && target != node
                    && edges[node].insert(target)
                {
                    because.insert((node, target), name.join("::"));
                }
            }
        }
    }
    Ok(Graph { files: tree.files, paths: tree.paths, edges, because })
}

/// A module's path, and every path its items name.
type Scope = (Vec<String>, Vec<Vec<String>>);

/// The module tree as it is read.
#[derive(Debug, Default)]
struct Tree {
    files: Vec<PathBuf>,
    paths: Vec<Vec<String>>,
    /// Every module's path (inline ones too), and the file node it lives in.
    modules: BTreeMap<Vec<String>, usize>,
    /// Per file node: the paths named in each of its modules.
    scopes: Vec<Vec<Scope>>,
    /// Per module: each name a `use` brings in, and the path it stands for.
    imports: BTreeMap<Vec<String>, BTreeMap<String, Vec<String>>>,
}

impl Tree {
    /// Reads the file of module `module`, whose own `mod` files live under `children_dir`.
    fn add_file(&mut self, file: &Path, module: Vec<String>, children_dir: &Path) -> Result<(), String> {
        let text = fs::read_to_string(file).map_err(|e| format!("{}: {e}", file.display()))?;
        let syntax = syn::parse_file(&text).map_err(|e| format!("{}: {e}", file.display()))?;
        let node = self.files.len();
        self.files.push(file.to_path_buf());
        self.paths.push(module.clone());
        self.scopes.push(Vec::new());
        let file_dir = file.parent().unwrap_or(Path::new(""));
        self.add_items(node, &syntax.items, module, children_dir, file_dir)
    }

    /// Records module `module` (in file `node`) with its items, and walks its `mod` items: a
    /// child's file is under `children_dir`, or where a `#[path]` says, relative to `path_dir`
    /// (the file's directory at its top level, the child directory in an inline module).
    fn add_items(
        &mut self,
        node: usize,
        items: &[syn::Item],
        module: Vec<String>,
        children_dir: &Path,
        path_dir: &Path,
    ) -> Result<(), String> {
        self.modules.insert(module.clone(), node);
        let mut names = Names::default();
        for item in items {
            if is_test(item_attrs(item)) {
                continue;
            }
            let syn::Item::Mod(declared) = item else {
                names.visit_item(item);
                continue;
            };
            let mut child = module.clone();
            child.push(declared.ident.to_string());
            let own_dir = children_dir.join(declared.ident.to_string());
            match &declared.content {
                Some((_, inner)) => self.add_items(node, inner, child, &own_dir, &own_dir)?,
                None => {
                    let (file, grandchildren) = match path_attr(&declared.attrs) {
                        Some(path) => {
                            let file = path_dir.join(path);
                            let dir = file.parent().unwrap_or(Path::new("")).to_path_buf();
                            (file, dir)
                        }
                        None => {
                            let flat = children_dir.join(format!("{}.rs", declared.ident));
                            let nested = own_dir.join("mod.rs");
                            if flat.is_file() {
                                (flat, own_dir)
                            } else if nested.is_file() {
                                (nested, own_dir)
                            } else {
                                return Err(format!(
                                    "module {}: neither {} nor {}",
                                    child.join("::"),
                                    flat.display(),
                                    nested.display()
                                ));
                            }
                        }
                    };
                    self.add_file(&file, child, &grandchildren)?;
                }
            }
        }
        self.imports.insert(module.clone(), names.imports);
        self.scopes[node].push((module, names.paths));
        Ok(())
    }

    /// The file node of the module `path` names, seen from `module`; `None` outside the crate.
    /// An item a module imports (`pub use report::Verdict` at the root) is followed to the
    /// module it comes from, `depth` counting the steps.
    fn resolve(&self, module: &[String], path: &[String], depth: usize) -> Option<usize> {
        let (mut base, rest): (Vec<String>, &[String]) = match path.first().map(String::as_str) {
            Some("crate") => (Vec::new(), &path[1..]),
            Some("self") => (module.to_vec(), &path[1..]),
            Some("super") => {
                let supers = path.iter().take_while(|s| *s == "super").count();
                let keep = module.len().checked_sub(supers)?;
                (module[..keep].to_vec(), &path[supers..])
            }
            Some(first) => {
                let mut child = module.to_vec();
                child.push(first.to_string());
                if !self.modules.contains_key(&child) {
                    return None;
                }
                (module.to_vec(), path)
            }
            None => return None,
        };
        let mut rest = rest.iter();
        let item = loop {
            let Some(segment) = rest.next() else { break None };
            base.push(segment.clone());
            if !self.modules.contains_key(&base) {
                base.pop();
                break Some(segment);
            }
        };
        let imported = item.and_then(|name| self.imports.get(&base)?.get(name));
        match imported {
            // An import's path is read where it is written; a chain of re-exports ends somewhere.
            Some(path) if depth < 8 => self.resolve(&base, path, depth + 1),
            _ => self.modules.get(&base).copied(),
        }
    }
}

/// Every path a module's items name, inline modules and test items left out, and the names
/// its `use` items bring in.
#[derive(Debug, Default)]
struct Names {
    paths: Vec<Vec<String>>,
    imports: BTreeMap<String, Vec<String>>,
}

impl<'ast> Visit<'ast> for Names {
    fn visit_item_mod(&mut self, _: &'ast syn::ItemMod) {}

    /// `pub(crate)` and `pub(in crate::x)` name where an item is seen, not what it uses.
    fn visit_visibility(&mut self, _: &'ast syn::Visibility) {}

    fn visit_item(&mut self, item: &'ast syn::Item) {
        if !is_test(item_attrs(item)) {
            syn::visit::visit_item(self, item);
        }
    }

    fn visit_impl_item_fn(&mut self, function: &'ast syn::ImplItemFn) {
        if !is_test(&function.attrs) {
            syn::visit::visit_impl_item_fn(self, function);
        }
    }

    fn visit_path(&mut self, path: &'ast syn::Path) {
        // One word outside a `use` is a value, a type or a macro, never a module: a variable
        // named as a child module is no use of it.
        if path.segments.len() > 1 {
            self.paths.push(path.segments.iter().map(|s| s.ident.to_string()).collect());
        }
        syn::visit::visit_path(self, path);
    }

    fn visit_item_use(&mut self, item: &'ast syn::ItemUse) {
        let mut prefix = Vec::new();
        if item.leading_colon.is_none() {
            let mut uses = Vec::new();
            use_paths(&item.tree, &mut prefix, &mut uses);
            for (name, path) in uses {
                if let Some(name) = name {
                    self.imports.insert(name, path.clone());
                }
                self.paths.push(path);
            }
        }
    }

    fn visit_macro(&mut self, call: &'ast syn::Macro) {
        let parser = syn::punctuated::Punctuated::<syn::Expr, syn::Token![,]>::parse_terminated;
        if let Ok(arguments) = call.parse_body_with(parser) {
            for argument in &arguments {
                self.visit_expr(argument);
            }
        }
        syn::visit::visit_macro(self, call);
    }
}

/// The paths a `use` tree names, each whole (`use a::{b, c::d}` names `a::b` and `a::c::d`),
/// with the name each brings into scope (none for a glob).
fn use_paths(tree: &syn::UseTree, prefix: &mut Vec<String>, out: &mut Vec<(Option<String>, Vec<String>)>) {
    match tree {
        syn::UseTree::Path(path) => {
            prefix.push(path.ident.to_string());
            use_paths(&path.tree, prefix, out);
            prefix.pop();
        }
        syn::UseTree::Name(name) => out.push((Some(name.ident.to_string()), with(prefix, &name.ident))),
        syn::UseTree::Rename(rename) => out.push((Some(rename.rename.to_string()), with(prefix, &rename.ident))),
        syn::UseTree::Glob(_) => out.push((None, prefix.clone())),
        syn::UseTree::Group(group) => {
            for tree in &group.items {
                use_paths(tree, prefix, out);
            }
        }
    }
}

fn with(prefix: &[String], last: &syn::Ident) -> Vec<String> {
    let mut path = prefix.to_vec();
    path.push(last.to_string());
    path
}

/// Whether the attributes hold `#[cfg(test)]`.
fn is_test(attrs: &[syn::Attribute]) -> bool {
    attrs
        .iter()
        .any(|attr| attr.path().is_ident("cfg") && attr.parse_args::<syn::Ident>().is_ok_and(|ident| ident == "test"))
}

/// The file a `#[path = "…"]` attribute names.
fn path_attr(attrs: &[syn::Attribute]) -> Option<String> {
    attrs.iter().find_map(|attr| match &attr.meta {
        syn::Meta::NameValue(pair) if pair.path.is_ident("path") => match &pair.value {
            syn::Expr::Lit(syn::ExprLit { lit: syn::Lit::Str(file), .. }) => Some(file.value()),
            _ => None,
        },
        _ => None,
    })
}

fn item_attrs(item: &syn::Item) -> &[syn::Attribute] {
    match item {
        syn::Item::Const(i) => &i.attrs,
        syn::Item::Enum(i) => &i.attrs,
        syn::Item::ExternCrate(i) => &i.attrs,
        syn::Item::Fn(i) => &i.attrs,
        syn::Item::ForeignMod(i) => &i.attrs,
        syn::Item::Impl(i) => &i.attrs,
        syn::Item::Macro(i) => &i.attrs,
        syn::Item::Mod(i) => &i.attrs,
        syn::Item::Static(i) => &i.attrs,
        syn::Item::Struct(i) => &i.attrs,
        syn::Item::Trait(i) => &i.attrs,
        syn::Item::TraitAlias(i) => &i.attrs,
        syn::Item::Type(i) => &i.attrs,
        syn::Item::Union(i) => &i.attrs,
        syn::Item::Use(i) => &i.attrs,
        _ => &[],
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A crate written to a scratch directory: (relative path, text) pairs.
    fn crate_of(files: &[(&str, &str)]) -> (tempfile::TempDir, PathBuf) {
        let dir = tempfile::tempdir().expect("scratch directory");
        for (path, text) in files {
            let file = dir.path().join(path);
            fs::create_dir_all(file.parent().expect("a file has a parent")).expect("scratch directory");
            fs::write(&file, text).expect("scratch file");
        }
        let root = dir.path().join("src/lib.rs");
        (dir, root)
    }

    fn names(graph: &Graph) -> BTreeSet<(String, String)> {
        let name = |n: usize| graph.paths[n].join("::");
        (0..graph.files.len())
            .flat_map(|a| graph.edges[a].iter().map(move |&b| (a, b)))
            .map(|(a, b)| (name(a), name(b)))
            .collect()
    }

    fn pair(a: &str, b: &str) -> (String, String) {
        (a.to_string(), b.to_string())
    }

    #[test]
    fn crate_super_self_and_child_paths_are_edges() {
        let (_dir, root) = crate_of(&[
            ("src/lib.rs", "mod plan; mod run; pub use run::Runner;"),
            ("src/plan.rs", "pub struct Plan;"),
            ("src/run/mod.rs", "mod guard; pub struct Runner(crate::plan::Plan); fn f() { guard::go() }"),
            (
                "src/run/guard.rs",
                "use super::super::plan::Plan; pub fn go() { let _ = format!(\"{:?}\", self::x()); } fn x() {}",
            ),
        ]);
        let graph = graph(&root).expect("the crate parses");
        let expected: BTreeSet<_> =
            [pair("", "run"), pair("run", "plan"), pair("run", "run::guard"), pair("run::guard", "plan")].into();
        assert_eq!(names(&graph), expected);
    }

    #[test]
    fn test_code_and_external_paths_are_not_edges() {
        let (_dir, root) = crate_of(&[
            (
                "src/lib.rs",
                "mod a; mod b; use std::fs; fn v(a: u8) -> u8 { a } #[cfg(test)] mod tests { use crate::b::X; }",
            ),
            ("src/a.rs", "pub fn f(b: u8) -> u8 { b } #[cfg(test)] fn g() { crate::b::h() }"),
            ("src/b.rs", "pub struct X; pub fn h() {} struct S; impl S { #[cfg(test)] fn t() { crate::a::f() } }"),
        ]);
        let graph = graph(&root).expect("the crate parses");
        assert_eq!(names(&graph), BTreeSet::new());
    }

    #[test]
    fn inline_modules_and_path_attributes_are_followed() {
        let (_dir, root) = crate_of(&[
            (
                "src/lib.rs",
                "mod outer { pub mod inner; } #[path = \"shared/game.rs\"] mod game; fn f() { outer::inner::g(); game::h() }",
            ),
            ("src/outer/inner.rs", "pub fn g() { crate::game::h() }"),
            ("src/shared/game.rs", "pub fn h() {}"),
        ]);
        let graph = graph(&root).expect("the crate parses");
        let expected: BTreeSet<_> = [pair("", "outer::inner"), pair("", "game"), pair("outer::inner", "game")].into();
        assert_eq!(names(&graph), expected);
    }

    #[test]
    fn an_item_imported_by_the_root_leads_to_its_module() {
        let (_dir, root) = crate_of(&[
            (
                "src/lib.rs",
                "mod report; mod verify; pub use report::{Verdict, render as show}; pub use std::fs; pub fn own(_: u8) {}",
            ),
            ("src/report.rs", "pub enum Verdict {} pub fn render() {} pub(crate) fn seen() {}"),
            ("src/verify.rs", "use crate::Verdict; fn f() { crate::show(); crate::own(1); crate::fs::read(\"x\"); }"),
        ]);
        let graph = graph(&root).expect("the crate parses");
        let expected: BTreeSet<_> = [pair("", "report"), pair("verify", "report"), pair("verify", "")].into();
        assert_eq!(names(&graph), expected);
        let verify = graph.paths.iter().position(|p| p == &["verify"]).expect("verify is a node");
        assert_eq!(graph.because[&(verify, 0)], "crate::own");
    }

    #[test]
    fn a_folder_module_is_one_node_of_the_top_level_graph() {
        let (_dir, root) = crate_of(&[
            ("src/lib.rs", "mod site; mod check;"),
            ("src/site/mod.rs", "mod pages; mod chart; fn f() { pages::g() }"),
            ("src/site/pages.rs", "pub fn g() { super::chart::h() }"),
            ("src/site/chart.rs", "pub fn h() { crate::check::run() }"),
            ("src/check.rs", "pub fn run() {}"),
        ]);
        let files = graph(&root).expect("the crate parses");
        assert_eq!(files.files.len(), 5);
        let top = files.by_top_module();
        let expected: BTreeSet<_> = [pair("site", "check")].into();
        assert_eq!(names(&top), expected);
        assert_eq!(top.because.values().collect::<Vec<_>>(), ["crate::check::run"]);
    }

    #[test]
    fn a_missing_module_file_is_named() {
        let (_dir, root) = crate_of(&[("src/lib.rs", "mod gone;")]);
        let error = graph(&root).expect_err("gone.rs is missing");
        assert!(error.contains("module gone") && error.contains("gone.rs"), "{error}");
    }
}
