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

pub mod editions;

use proc_macro2::{Delimiter, Group, Ident, Punct, Spacing, Span, TokenStream, TokenTree};
use quote::ToTokens;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use syn::visit_mut::VisitMut;
use testkit::diagnostic::Diagnostic;

/// A library of the workspace that bundles inline: its crate name (`sg_core`) and its root
/// source file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Library {
    /// The name code uses for it: the package name with `-` as `_`.
    pub name: String,
    /// Its `src/lib.rs`.
    pub root: PathBuf,
}

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
    bundle(path, &format!("{slug}: the {name}"), &libraries)
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
/// and borrows, a fraction of a second each).
///
/// # Errors
///
/// "does not compile alone …" with the edition and the compiler's first lines, or that rustc
/// cannot start.
pub fn compiles_alone(source: &str) -> Result<(), String> {
    let dir = tempfile::Builder::new().prefix("sg-bundle-").tempdir().map_err(|e| format!("cannot be checked: {e}"))?;
    let file = dir.path().join("bundled.rs");
    std::fs::write(&file, source).map_err(|e| format!("cannot be checked: {}: {e}", file.display()))?;
    let rustc = std::env::var_os("RUSTC").unwrap_or_else(|| "rustc".into());
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
    Ok(())
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

fn parse(path: &Path) -> Result<syn::File, Diagnostic> {
    let text = std::fs::read_to_string(path).map_err(|e| Diagnostic::new(path, format!("cannot read: {e}")))?;
    syn::parse_file(&text).map_err(|e| {
        let at = e.span().start();
        Diagnostic::new(path, format!("line {}, column {}: cannot parse: {e}", at.line, at.column + 1))
    })
}

/// Replaces each `mod name;` of `items` (from the file `from`) by the module's contents,
/// recursively; drops `#[cfg(test)]` items.
fn inline_modules(items: &mut Vec<syn::Item>, from: &Path, owns_directory: bool) -> Result<(), Diagnostic> {
    items.retain(|item| !is_test_only(item_attrs(item)));
    for item in items.iter_mut() {
        let syn::Item::Mod(module) = item else { continue };
        if module.content.is_some() {
            continue;
        }
        let dir = from.parent().unwrap_or(Path::new("."));
        let path = match path_attribute(&module.attrs) {
            Some(path) => dir.join(path),
            None => {
                let name = module.ident.to_string();
                let base =
                    if owns_directory { dir.to_path_buf() } else { dir.join(from.file_stem().unwrap_or_default()) };
                let flat = base.join(format!("{name}.rs"));
                let nested = base.join(&name).join("mod.rs");
                match (flat.is_file(), nested.is_file()) {
                    (false, true) => nested,
                    (true, _) => flat,
                    (false, false) => {
                        return Err(Diagnostic::new(
                            &flat,
                            format!("cannot read the module `{name}` (nor {})", nested.display()),
                        ));
                    }
                }
            }
        };
        let mut inner = parse(&path)?;
        let owns = path.file_name().is_some_and(|f| f == "mod.rs");
        inline_modules(&mut inner.items, &path, owns)?;
        module.attrs.retain(|a| !a.path().is_ident("path"));
        module.attrs.extend(inner.attrs.into_iter().filter(|a| !a.path().is_ident("doc")));
        module.content = Some((Default::default(), inner.items));
        module.semi = None;
    }
    Ok(())
}

fn path_attribute(attrs: &[syn::Attribute]) -> Option<String> {
    attrs.iter().find(|a| a.path().is_ident("path")).and_then(|a| match &a.meta {
        syn::Meta::NameValue(syn::MetaNameValue { value: syn::Expr::Lit(lit), .. }) => match &lit.lit {
            syn::Lit::Str(s) => Some(s.value()),
            _ => None,
        },
        _ => None,
    })
}

/// `#[cfg(test)]`: compiled for tests only.
fn is_test_only(attrs: &[syn::Attribute]) -> bool {
    attrs
        .iter()
        .any(|a| a.path().is_ident("cfg") && a.meta.to_token_stream().to_string().replace(' ', "") == "cfg(test)")
}

fn item_attrs(item: &syn::Item) -> &[syn::Attribute] {
    match item {
        syn::Item::Const(i) => &i.attrs,
        syn::Item::Enum(i) => &i.attrs,
        syn::Item::ExternCrate(i) => &i.attrs,
        syn::Item::Fn(i) => &i.attrs,
        syn::Item::Impl(i) => &i.attrs,
        syn::Item::Macro(i) => &i.attrs,
        syn::Item::Mod(i) => &i.attrs,
        syn::Item::Static(i) => &i.attrs,
        syn::Item::Struct(i) => &i.attrs,
        syn::Item::Trait(i) => &i.attrs,
        syn::Item::Type(i) => &i.attrs,
        syn::Item::Union(i) => &i.attrs,
        syn::Item::Use(i) => &i.attrs,
        _ => &[],
    }
}

/// What kept code names: every identifier, and those that begin or continue a path (followed
/// by `::`, or inside a `use`).
#[derive(Debug, Default)]
struct Names {
    idents: BTreeSet<String>,
    paths: BTreeSet<String>,
    /// The names that start a path (`sg_core` in `sg_core::mex` or `crate::sg_core::mex`): a
    /// library is used when its name starts one, not when a module of another library is named
    /// like it (`sg_core::wythoff` does not use a library `wythoff`).
    heads: BTreeSet<String>,
}

impl Names {
    fn add(&mut self, tokens: &TokenStream) {
        let trees: Vec<TokenTree> = tokens.clone().into_iter().collect();
        let mut in_use = false;
        for (i, tree) in trees.iter().enumerate() {
            match tree {
                TokenTree::Ident(ident) => {
                    let name = ident.to_string();
                    if name == "use" {
                        in_use = true;
                    }
                    let before_path = matches!(trees.get(i + 1), Some(TokenTree::Punct(p)) if p.as_char() == ':');
                    if before_path || in_use {
                        self.paths.insert(name.clone());
                    }
                    let colon = |at: usize| matches!(trees.get(at), Some(TokenTree::Punct(p)) if p.as_char() == ':');
                    let after_colons = i >= 2 && colon(i - 1) && colon(i - 2);
                    let after_crate =
                        after_colons && i >= 3 && matches!(&trees[i - 3], TokenTree::Ident(c) if c == "crate");
                    if before_path && (!after_colons || after_crate) {
                        self.heads.insert(name.clone());
                    }
                    self.idents.insert(name);
                }
                TokenTree::Group(group) => {
                    if in_use && group.delimiter() == Delimiter::Brace {
                        // `use a::{b, c::d}`: every name in the braces is a path.
                        self.add_use_group(&group.stream());
                    } else {
                        self.add(&group.stream());
                    }
                }
                TokenTree::Punct(p) if p.as_char() == ';' => in_use = false,
                _ => {}
            }
        }
    }

    fn add_use_group(&mut self, tokens: &TokenStream) {
        for tree in tokens.clone() {
            match tree {
                TokenTree::Ident(ident) => {
                    self.paths.insert(ident.to_string());
                    self.idents.insert(ident.to_string());
                }
                TokenTree::Group(group) => self.add_use_group(&group.stream()),
                _ => {}
            }
        }
    }
}

/// A library read and parsed: its root items and its module files.
struct ParsedLibrary {
    name: String,
    root: syn::File,
    modules: BTreeMap<String, syn::File>,
    /// For each module, the names the root re-exports from it.
    reexports: BTreeMap<String, BTreeSet<String>>,
    /// For each module, the `impl` blocks it holds.
    impls: BTreeMap<String, Vec<Impl>>,
}

/// An `impl` block of a library module, by the names it implements for.
#[derive(Debug, Default)]
struct Impl {
    /// The types of the library its self type names (`TakeBreak` in `impl TakeBreak`,
    /// `Grid` and `Cell` in `impl From<Cell> for Grid`): none for a foreign type.
    types: BTreeSet<String>,
    /// The trait, for a trait impl, when the library defines it.
    own_trait: Option<String>,
}

/// The names of the types (structs, enums, unions, aliases) and traits a library defines.
#[derive(Debug, Default)]
struct Defined {
    types: BTreeSet<String>,
    traits: BTreeSet<String>,
}

impl Defined {
    fn add(&mut self, items: &[syn::Item]) {
        for item in items {
            match item {
                syn::Item::Struct(s) => self.types.insert(s.ident.to_string()),
                syn::Item::Enum(e) => self.types.insert(e.ident.to_string()),
                syn::Item::Union(u) => self.types.insert(u.ident.to_string()),
                syn::Item::Type(t) => self.types.insert(t.ident.to_string()),
                syn::Item::Trait(t) => self.traits.insert(t.ident.to_string()),
                syn::Item::Mod(m) => {
                    self.add(m.content.as_ref().map_or(&[][..], |(_, items)| items));
                    false
                }
                _ => false,
            };
        }
    }
}

/// The `impl` blocks among `items`, inline modules included, with what they implement for.
fn impls_of(items: &[syn::Item], defined: &Defined) -> Vec<Impl> {
    let mut impls = Vec::new();
    for item in items {
        match item {
            syn::Item::Impl(block) => {
                let mut named = Names::default();
                named.add(&block.self_ty.to_token_stream());
                let own_trait = block
                    .trait_
                    .as_ref()
                    .and_then(|(_, path, _)| path.segments.last())
                    .map(|s| s.ident.to_string())
                    .filter(|t| defined.traits.contains(t));
                let types = named.idents.intersection(&defined.types).cloned().collect();
                impls.push(Impl { types, own_trait });
            }
            syn::Item::Mod(m) => impls.extend(impls_of(m.content.as_ref().map_or(&[][..], |(_, i)| i), defined)),
            _ => {}
        }
    }
    impls
}

impl Impl {
    /// Whether code that names `named` may call what this block defines: its types are named
    /// (methods and foreign traits' impls come with the type, wherever they are written), and
    /// its trait too when the library defines it. A block for a foreign type needs its trait.
    fn needed(&self, named: &Names) -> bool {
        let types = self.types.is_empty() || self.types.iter().any(|t| named.idents.contains(t));
        let own_trait = self.own_trait.as_ref().is_none_or(|t| named.idents.contains(t));
        types && own_trait && (!self.types.is_empty() || self.own_trait.is_some())
    }
}

impl ParsedLibrary {
    fn read(library: &Library) -> Result<Self, Diagnostic> {
        let mut root = parse(&library.root)?;
        root.items.retain(|item| !is_test_only(item_attrs(item)));
        let dir = library.root.parent().unwrap_or(Path::new("."));
        let mut modules = BTreeMap::new();
        for item in &root.items {
            let syn::Item::Mod(module) = item else { continue };
            if module.content.is_some() {
                continue;
            }
            let name = module.ident.to_string();
            let path = dir.join(format!("{name}.rs"));
            let mut file = parse(&path)?;
            file.items.retain(|item| !is_test_only(item_attrs(item)));
            if let Some(nested) = file.items.iter().find_map(|item| match item {
                syn::Item::Mod(m) if m.content.is_none() => Some(m.ident.to_string()),
                _ => None,
            }) {
                return Err(Diagnostic::new(&path, format!("module `{nested}` in a file of its own: not bundled")));
            }
            modules.insert(name, file);
        }
        let mut defined = Defined::default();
        defined.add(&root.items);
        for file in modules.values() {
            defined.add(&file.items);
        }
        let impls = modules.iter().map(|(name, file)| (name.clone(), impls_of(&file.items, &defined))).collect();
        let mut reexports: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
        for item in &root.items {
            if let syn::Item::Use(use_item) = item
                && let syn::UseTree::Path(path) = &use_item.tree
            {
                let mut names = Names::default();
                names.add_use_group(&path.tree.to_token_stream());
                reexports.entry(path.ident.to_string()).or_default().extend(names.idents);
            }
        }
        Ok(ParsedLibrary { name: library.name.clone(), root, modules, reexports, impls })
    }

    /// The library root's own code, which is kept whole: its items but the module declarations
    /// and the re-exports of its modules (those are kept with their modules). Its other `use`
    /// items count: what they name is needed.
    fn root_code(&self) -> TokenStream {
        let mut tokens = TokenStream::new();
        for item in &self.root.items {
            let reexport = matches!(item, syn::Item::Use(u)
                if matches!(&u.tree, syn::UseTree::Path(p) if self.modules.contains_key(&p.ident.to_string())));
            if !matches!(item, syn::Item::Mod(_)) && !reexport {
                item.to_tokens(&mut tokens);
            }
        }
        tokens
    }

    /// Whether kept code that names `named` needs `module`: it names the module, or an item
    /// the root re-exports from it, or a type whose `impl` the module holds (a method of
    /// `TakeBreak` written in another module than `TakeBreak` itself).
    fn needs(&self, module: &str, named: &Names) -> bool {
        named.paths.contains(module)
            || self.reexports.get(module).is_some_and(|names| names.iter().any(|n| named.idents.contains(n)))
            || self.impls.get(module).is_some_and(|impls| impls.iter().any(|i| i.needed(named)))
    }

    /// The library as one inline module of the bundle, with the `kept` modules only.
    fn into_module(self, kept: &BTreeSet<String>, libraries: &[String]) -> syn::Item {
        let mut items = Vec::new();
        for item in self.root.items {
            match &item {
                syn::Item::Mod(m) if m.content.is_none() => {
                    let name = m.ident.to_string();
                    if !kept.contains(&name) {
                        continue;
                    }
                    let mut module = m.clone();
                    let file = &self.modules[&name];
                    module.content = Some((Default::default(), file.items.clone()));
                    module.semi = None;
                    items.push(syn::Item::Mod(module));
                }
                syn::Item::Use(u) => {
                    if let syn::UseTree::Path(path) = &u.tree
                        && self.modules.contains_key(&path.ident.to_string())
                        && !kept.contains(&path.ident.to_string())
                    {
                        continue;
                    }
                    items.push(item);
                }
                _ => items.push(item),
            }
        }
        let mut module: syn::ItemMod = syn::parse_quote! {
            #[allow(dead_code, unused_imports, unused_macros, clippy::all)]
            pub mod placeholder {}
        };
        module.ident = Ident::new(&self.name, Span::call_site());
        module.content = Some((Default::default(), items));
        let mut item = syn::Item::Mod(module);
        let mut paths = LibraryPaths { libraries, own: Some(&self.name) };
        paths.visit_item_mut(&mut item);
        StripDocs.visit_item_mut(&mut item);
        item
    }
}

/// Rewrites paths for the bundle: a library's name at the start of a path becomes
/// `crate::<library>`, and inside a library (`own`), `crate::` becomes `crate::<own>::`.
struct LibraryPaths<'a> {
    libraries: &'a [String],
    own: Option<&'a str>,
}

impl LibraryPaths<'_> {
    /// The segments a path or `use` that starts with `first` gets in front: `crate` before a
    /// library's name, the library's own name after `crate` inside it. None: it stays.
    fn rewrite(&self, first: &str, leading_colon: bool) -> Option<Rewrite> {
        if self.libraries.iter().any(|l| l == first) {
            return Some(Rewrite::CrateFirst);
        }
        match self.own {
            Some(own) if first == "crate" && !leading_colon => Some(Rewrite::OwnAfterCrate(own.to_owned())),
            _ => None,
        }
    }

    fn tokens(&self, tokens: TokenStream) -> TokenStream {
        let trees: Vec<TokenTree> = tokens.into_iter().collect();
        let mut out = Vec::new();
        for (i, tree) in trees.iter().enumerate() {
            match tree {
                TokenTree::Ident(ident) => {
                    let after_colons = i >= 2
                        && matches!(&trees[i - 1], TokenTree::Punct(p) if p.as_char() == ':')
                        && matches!(&trees[i - 2], TokenTree::Punct(p) if p.as_char() == ':');
                    let before_colons = matches!(trees.get(i + 1), Some(TokenTree::Punct(p)) if p.as_char() == ':');
                    let name = ident.to_string();
                    let is_library = self.libraries.contains(&name);
                    if is_library && !after_colons && before_colons {
                        out.push(TokenTree::Ident(Ident::new("crate", ident.span())));
                        out.extend(colons());
                        out.push(tree.clone());
                    } else if name == "crate" && before_colons && !after_colons {
                        out.push(tree.clone());
                        if let Some(own) = self.own {
                            out.extend(colons());
                            out.push(TokenTree::Ident(Ident::new(own, ident.span())));
                        }
                    } else {
                        out.push(tree.clone());
                    }
                }
                TokenTree::Group(group) => {
                    let mut rewritten = Group::new(group.delimiter(), self.tokens(group.stream()));
                    rewritten.set_span(group.span());
                    out.push(TokenTree::Group(rewritten));
                }
                _ => out.push(tree.clone()),
            }
        }
        out.into_iter().collect()
    }
}

fn colons() -> [TokenTree; 2] {
    [TokenTree::Punct(Punct::new(':', Spacing::Joint)), TokenTree::Punct(Punct::new(':', Spacing::Alone))]
}

/// How a path is rewritten: `sg_core::x` to `crate::sg_core::x`, or `crate::x` to
/// `crate::sg_core::x` inside sg_core.
enum Rewrite {
    CrateFirst,
    OwnAfterCrate(String),
}

fn segment(name: &str) -> syn::PathSegment {
    syn::PathSegment::from(Ident::new(name, Span::call_site()))
}

impl VisitMut for LibraryPaths<'_> {
    fn visit_path_mut(&mut self, path: &mut syn::Path) {
        let first = path.segments.first().map(|s| s.ident.to_string());
        if let Some(rewrite) = first.and_then(|f| self.rewrite(&f, path.leading_colon.is_some())) {
            let old = std::mem::take(&mut path.segments);
            let mut segments = old.into_iter();
            match rewrite {
                Rewrite::CrateFirst => path.segments.push(segment("crate")),
                Rewrite::OwnAfterCrate(own) => {
                    path.segments.extend(segments.next());
                    path.segments.push(segment(&own));
                }
            }
            path.segments.extend(segments);
            path.leading_colon = None;
        }
        syn::visit_mut::visit_path_mut(self, path);
    }

    fn visit_item_use_mut(&mut self, item: &mut syn::ItemUse) {
        let first = match &item.tree {
            syn::UseTree::Path(p) => Some(p.ident.to_string()),
            syn::UseTree::Name(n) => Some(n.ident.to_string()),
            _ => None,
        };
        if let Some(rewrite) = first.and_then(|f| self.rewrite(&f, item.leading_colon.is_some())) {
            let placeholder = syn::UseTree::Glob(syn::UseGlob { star_token: Default::default() });
            let tree = std::mem::replace(&mut item.tree, placeholder);
            let prefixed = |ident: Ident, tree: syn::UseTree| {
                syn::UseTree::Path(syn::UsePath { ident, colon2_token: Default::default(), tree: Box::new(tree) })
            };
            item.tree = match (rewrite, tree) {
                (Rewrite::OwnAfterCrate(own), syn::UseTree::Path(path)) => {
                    prefixed(path.ident, prefixed(Ident::new(&own, Span::call_site()), *path.tree))
                }
                (Rewrite::OwnAfterCrate(_), tree) => tree,
                (Rewrite::CrateFirst, tree) => prefixed(Ident::new("crate", Span::call_site()), tree),
            };
            item.leading_colon = None;
        }
        syn::visit_mut::visit_item_use_mut(self, item);
    }

    fn visit_macro_mut(&mut self, mac: &mut syn::Macro) {
        mac.tokens = self.tokens(std::mem::take(&mut mac.tokens));
        syn::visit_mut::visit_macro_mut(self, mac);
    }
}

/// Drops doc comments and doc attributes: a library's documentation stays in the workspace.
struct StripDocs;

impl VisitMut for StripDocs {
    fn visit_attributes_mut(&mut self, attrs: &mut Vec<syn::Attribute>) {
        attrs.retain(|a| !a.path().is_ident("doc"));
        for attr in attrs.iter_mut() {
            self.visit_attribute_mut(attr);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn library(dir: &Path, name: &str, files: &[(&str, &str)]) -> Library {
        let src = dir.join(name).join("src");
        std::fs::create_dir_all(&src).expect("create");
        for (file, text) in files {
            std::fs::write(src.join(file), text).expect("write");
        }
        Library { name: name.replace('-', "_"), root: src.join("lib.rs") }
    }

    #[test]
    fn keeps_what_is_named_and_rewrites_paths() {
        let dir = tempfile::tempdir().expect("tempdir");
        let lib = library(
            dir.path(),
            "lib-a",
            &[
                (
                    "lib.rs",
                    "//! Docs.\n#![warn(missing_docs)]\npub mod used;\npub mod unused;\nmod hidden;\npub use hidden::Hidden;\n",
                ),
                (
                    "used.rs",
                    "/// Doc.\npub fn f() -> u32 { crate::helper::g() + 1 }\n#[cfg(test)]\nmod tests { #[test] fn t() {} }\n",
                ),
                ("unused.rs", "pub fn never() {}\n"),
                ("hidden.rs", "pub struct Hidden;\n"),
            ],
        );
        // `helper` is named only through `crate::helper` inside `used`.
        std::fs::write(lib.root.parent().expect("src").join("helper.rs"), "pub fn g() -> u32 { 41 }\n").expect("write");
        let text = std::fs::read_to_string(&lib.root).expect("read") + "pub mod helper;\n";
        std::fs::write(&lib.root, text).expect("write");
        let main = dir.path().join("main.rs");
        std::fs::write(
            &main,
            "//! The solution.\nuse lib_a::used::f;\nmod inner;\nfn main() { let _ = lib_a::Hidden; assert_eq!(f(), 42); inner::h(); }\n",
        )
        .expect("write");
        std::fs::write(
            dir.path().join("inner.rs"),
            "//! Inner docs.\n#![allow(unused_parens)]\npub fn h() { assert!((lib_a::used::f()) > 0); }\n",
        )
        .expect("write");
        let bundle = bundle(&main, "title", &[lib]).expect("bundles");
        assert_eq!(bundle.modules, ["lib_a::helper", "lib_a::hidden", "lib_a::used"]);
        let s = &bundle.source;
        let flat = s.replace(" ::", "::");
        assert!(s.starts_with("// title\n"), "{s}");
        assert!(s.contains("//! The solution."), "{s}");
        assert!(s.contains("use crate::lib_a::used::f;"), "{s}");
        assert!(s.contains("crate::lib_a::helper::g()"), "{s}");
        assert!(flat.contains("(crate::lib_a::used::f()) > 0"), "{s}");
        assert!(s.contains("crate::lib_a::Hidden"), "{s}");
        assert!(s.contains("#![allow(unused_parens)]"), "a module file's own attributes stay: {s}");
        for gone in ["never", "Doc.", "Docs.", "Inner docs.", "#[test]", "missing_docs"] {
            assert!(!s.contains(gone), "{gone} in {s}");
        }
        compiles_and_runs(dir.path(), s);
    }

    /// Compiles `source` as a judge does, alone, and runs it: it must exit 0.
    fn compiles_and_runs(dir: &Path, source: &str) {
        let out = dir.join("bundled");
        let file = dir.join("bundled.rs");
        std::fs::write(&file, source).expect("write");
        // rustc's own words (a warning the test's program earns) are shown only on failure.
        let compiled = std::process::Command::new("rustc")
            .args(["--edition", "2021", "-O", "-o"])
            .arg(&out)
            .arg(&file)
            .output()
            .expect("rustc starts");
        assert!(compiled.status.success(), "{}\n{source}", String::from_utf8_lossy(&compiled.stderr));
        assert!(std::process::Command::new(&out).status().expect("runs").success(), "{source}");
    }

    #[test]
    fn a_module_holding_an_impl_of_a_kept_type_is_kept() {
        let dir = tempfile::tempdir().expect("tempdir");
        let lib = library(
            dir.path(),
            "lib-k",
            &[
                ("lib.rs", "pub mod rules;\npub mod fast;\npub mod shown;\npub mod traits;\npub mod other;\n"),
                ("rules.rs", "pub struct Rules(pub u32);\n"),
                // Methods of `Rules` written beside the method they use, as sg-core's
                // `impl TakeBreak` in `rare` is.
                ("fast.rs", "use crate::rules::Rules;\nimpl Rules { pub fn table(&self) -> u32 { self.0 * 2 } }\n"),
                // A foreign trait's impl for a kept type: `{}` needs it.
                (
                    "shown.rs",
                    "impl std::fmt::Display for crate::rules::Rules {\n    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result { write!(f, \"r{}\", self.0) }\n}\n",
                ),
                // The library's own trait, implemented for a foreign type, and never named.
                (
                    "traits.rs",
                    "pub trait Twice { fn twice(self) -> Self; }\nimpl Twice for u64 { fn twice(self) -> u64 { 2 * self } }\n",
                ),
                // A type nobody names, with its impl.
                ("other.rs", "pub struct Unused;\nimpl Unused { pub fn never() {} }\n"),
            ],
        );
        let main = dir.path().join("main.rs");
        std::fs::write(
            &main,
            "use lib_k::rules::Rules;\nfn main() { let r = Rules(3); assert_eq!(r.table(), 6); assert_eq!(r.to_string(), \"r3\"); }\n",
        )
        .expect("write");
        let bundle = bundle(&main, "t", &[lib]).expect("bundles");
        assert_eq!(bundle.modules, ["lib_k::fast", "lib_k::rules", "lib_k::shown"], "{}", bundle.source);
        compiles_and_runs(dir.path(), &bundle.source);
    }

    #[test]
    fn a_problem_s_own_library_is_bundled_with_its_programs() {
        let dir = tempfile::tempdir().expect("tempdir");
        let problem = dir.path().join("zz-demo");
        std::fs::create_dir_all(problem.join("src/bin")).expect("create");
        std::fs::write(problem.join("src/main.rs"), "fn main() {}\n").expect("write");
        std::fs::write(problem.join("src/lib.rs"), "//! Shapes.\npub fn shape() -> u32 { 3 }\n").expect("write");
        std::fs::write(
            problem.join("src/bin/generator.rs"),
            "fn main() { assert_eq!(zz_demo::shape() + sg_core::mex::mex(&[0, 1]), 5); }\n",
        )
        .expect("write");
        let workspace = Path::new(env!("CARGO_MANIFEST_DIR")).parent().expect("the workspace");
        let bundle = bundle_program(workspace, &problem, "zz-demo", "generator").expect("bundles");
        assert!(bundle.source.contains("pub mod zz_demo"), "{}", bundle.source);
        assert_eq!(bundle.modules, ["sg_core::mex"], "the workspace's libraries come too");
        compiles_and_runs(dir.path(), &bundle.source);
        let solution = bundle_program(workspace, &problem, "zz-demo", "solution").expect("bundles");
        assert!(!solution.source.contains("shape"), "a library nothing names stays out: {}", solution.source);
    }

    #[test]
    fn a_library_is_used_by_its_name_at_the_head_of_a_path() {
        let dir = tempfile::tempdir().expect("tempdir");
        // lib_d has a module named like the library `demo`, whose root uses lib_d's `helper`.
        let lib_d = library(
            dir.path(),
            "lib-d",
            &[
                ("lib.rs", "pub mod demo;\npub mod helper;\n"),
                ("demo.rs", "pub fn f() -> u32 { 1 }\n"),
                ("helper.rs", "pub fn g() -> u32 { 2 }\n"),
            ],
        );
        let demo = library(
            dir.path(),
            "demo",
            &[("lib.rs", "use lib_d::helper::g;\npub fn own_shape() -> u32 { g() + 1 }\n")],
        );
        let libraries = [lib_d, demo];
        let solution = dir.path().join("solution.rs");
        std::fs::write(&solution, "fn main() { assert_eq!(lib_d::demo::f(), 1); }\n").expect("write");
        let solved = bundle(&solution, "t", &libraries).expect("bundles");
        assert!(!solved.source.contains("own_shape"), "lib_d::demo is not the library demo: {}", solved.source);
        compiles_and_runs(dir.path(), &solved.source);
        let generator = dir.path().join("generator.rs");
        std::fs::write(&generator, "fn main() { assert_eq!(demo::own_shape(), 3); }\n").expect("write");
        let generated = bundle(&generator, "t", &libraries).expect("bundles");
        // `demo` comes too (a module is kept by its name alone: a few bytes too many at worst).
        assert!(generated.modules.contains(&"lib_d::helper".to_owned()), "the root's `use` brings its module");
        compiles_and_runs(dir.path(), &generated.source);
    }

    #[test]
    fn the_root_s_own_code_brings_the_modules_it_names() {
        let dir = tempfile::tempdir().expect("tempdir");
        let lib = library(
            dir.path(),
            "lib-b",
            &[
                ("lib.rs", "mod deep;\npub fn root_fn() -> u32 { crate::deep::d() }\n"),
                ("deep.rs", "pub fn d() -> u32 { 7 }\n"),
            ],
        );
        let main = dir.path().join("main.rs");
        std::fs::write(&main, "fn main() { assert_eq!(lib_b::root_fn(), 7); }\n").expect("write");
        let bundle = bundle(&main, "t", &[lib]).expect("bundles");
        assert_eq!(bundle.modules, ["lib_b::deep"]);
        assert!(bundle.source.contains("crate::lib_b::deep::d()"), "{}", bundle.source);
    }

    #[test]
    fn module_files_are_found_as_rustc_finds_them() {
        // src/bin/checker.rs: `#[path]` relative to its directory; game.rs owns no directory,
        // so its `mod rules;` is game/rules.rs; rules/mod.rs style for `mod table;`.
        let dir = tempfile::tempdir().expect("tempdir");
        let src = dir.path().join("src");
        for (file, text) in [
            (
                "bin/checker.rs",
                "#[path = \"../game.rs\"]\nmod game;\nfn main() { assert_eq!(game::rules::limit() + game::table::size(), 5); }\n",
            ),
            ("game.rs", "pub mod rules;\npub mod table;\n"),
            ("game/rules.rs", "pub fn limit() -> u32 { 2 }\n"),
            ("game/table/mod.rs", "pub fn size() -> u32 { 3 }\n"),
        ] {
            let path = src.join(file);
            std::fs::create_dir_all(path.parent().expect("parent")).expect("mkdir");
            std::fs::write(path, text).expect("write");
        }
        let bundle = bundle(&src.join("bin/checker.rs"), "t", &[]).expect("bundles");
        assert!(!bundle.source.contains("#[path"), "{}", bundle.source);
        compiles_and_runs(dir.path(), &bundle.source);
    }

    #[test]
    fn test_only_items_go_and_nothing_else() {
        let dir = tempfile::tempdir().expect("tempdir");
        let lib = library(
            dir.path(),
            "lib-c",
            &[
                (
                    "lib.rs",
                    "pub mod kept;\npub mod variable;\n#[cfg(test)]\nuse std::collections::HashMap as OnlyInTests1;\n",
                ),
                (
                    "kept.rs",
                    "#[cfg(test)]\nconst ONLY_IN_TESTS_2: u32 = 1;\n#[cfg(test)]\nstruct OnlyInTests3;\n#[cfg(test)]\nenum OnlyInTests4 {}\n\
                     #[cfg(test)]\nimpl OnlyInTests3 {}\n#[cfg(test)]\nfn only_in_tests_5() {}\n#[cfg(test)]\nstatic ONLY_IN_TESTS_6: u8 = 0;\n\
                     #[cfg(test)]\ntype OnlyInTests7 = u8;\n#[cfg(test)]\ntrait OnlyInTests8 {}\n#[cfg(test)]\nmacro_rules! only_in_tests_9 { () => {} }\n\
                     #[cfg(test)]\nextern crate std as only_in_tests_10;\n#[cfg(test)]\nunion OnlyInTests11 { a: u8 }\n\
                     #[cfg(test)]\nuse std::fmt::Write as OnlyInTests12;\n#[cfg(not(test))]\npub fn outside_tests() -> u32 { 4 }\n#[derive(Debug)]\npub struct Shown;\n",
                ),
                ("variable.rs", "pub fn never() {}\n"),
            ],
        );
        let main = dir.path().join("main.rs");
        // `variable` is a local here, after the `use`: not the library's module.
        std::fs::write(&main, "use lib_c::kept::{Shown, outside_tests};\nfn main() { let variable = outside_tests(); assert_eq!(variable, 4); let _ = Shown; }\n")
            .expect("write");
        let bundle = bundle(&main, "t", &[lib]).expect("bundles");
        assert_eq!(bundle.modules, ["lib_c::kept"]);
        for kind in 1..=12 {
            let (snake, camel) = (format!("only_in_tests_{kind}"), format!("OnlyInTests{kind}"));
            let upper = snake.to_uppercase();
            assert!(
                ![snake, camel, upper].iter().any(|name| bundle.source.contains(name.as_str())),
                "{}",
                bundle.source
            );
        }
        compiles_and_runs(dir.path(), &bundle.source);
    }

    #[test]
    fn a_library_is_named_through_types_renames_and_groups() {
        let dir = tempfile::tempdir().expect("tempdir");
        let count = library(dir.path(), "lib-e", &[("lib.rs", "pub type Count = u32;\n")]);
        let size = library(dir.path(), "lib-f", &[("lib.rs", "pub type Size = u32;\n")]);
        // A library's code is read as written (the solution's paths are rewritten first, to
        // `crate::lib_e`): there, `lib_e` follows one colon, and `lib_f` a colon and `&`.
        let modules = library(
            dir.path(),
            "lib-g",
            &[
                ("lib.rs", "pub mod alpha;\npub mod beta;\nmod gamma;\npub use gamma::Gamma;\n"),
                (
                    "alpha.rs",
                    "pub fn f() -> u32 { let v: lib_e::Count = 1; let r: &lib_f::Size = &0; v + *r }\n\
                     pub mod inline { pub fn h() -> u32 { 2 } }\n",
                ),
                ("beta.rs", "pub fn g() -> u32 { 3 }\n"),
                ("gamma.rs", "pub struct Gamma;\n"),
            ],
        );
        // The modules are named through a `use` that renames them, alone, then in braces;
        // `Gamma`, re-exported by the root, is not named at all.
        let main = dir.path().join("main.rs");
        std::fs::write(
            &main,
            "use lib_g::alpha as a;\nuse lib_g::{beta as b};\nfn main() { assert_eq!(a::f() + a::inline::h() + b::g(), 6); }\n",
        )
        .expect("write");
        let bundle = bundle(&main, "t", &[count, size, modules]).expect("bundles");
        assert_eq!(bundle.modules, ["lib_g::alpha", "lib_g::beta"], "{}", bundle.source);
        for library in ["pub mod lib_e", "pub mod lib_f", "pub mod lib_g"] {
            assert!(bundle.source.contains(library), "{library} in {}", bundle.source);
        }
        compiles_and_runs(dir.path(), &bundle.source);
    }

    #[test]
    fn macros_bare_uses_inline_modules_and_nested_reexports_are_followed() {
        let dir = tempfile::tempdir().expect("tempdir");
        let lib = library(
            dir.path(),
            "lib-j",
            &[
                (
                    "lib.rs",
                    "pub mod one;\npub mod two;\npub mod inline_root { pub const TEN: u32 = 10; }\n\
                     mod three;\npub use three::{Three, parts::{make}};\n",
                ),
                ("one.rs", "pub fn f() -> u32 { 1 }\n"),
                // Inside a library's macro, `crate::` becomes `crate::lib_j::`, and only there.
                ("two.rs", "pub fn g() -> u32 { assert_eq!(std::cmp::max(crate::one::f(), 0), 1); 2 }\n"),
                ("three.rs", "pub struct Three;\npub mod parts { pub fn make() -> u32 { 4 } }\n"),
            ],
        );
        let main = dir.path().join("main.rs");
        std::fs::write(
            &main,
            "fn main() { use lib_j; assert_eq!(lib_j::two::g() + lib_j::inline_root::TEN + lib_j::make(), 16); }\n",
        )
        .expect("write");
        let bundle = bundle(&main, "t", &[lib]).expect("bundles");
        assert_eq!(bundle.modules, ["lib_j::one", "lib_j::three", "lib_j::two"], "{}", bundle.source);
        assert!(bundle.source.contains("use crate::lib_j;"), "{}", bundle.source);
        compiles_and_runs(dir.path(), &bundle.source);
    }

    #[test]
    fn a_library_module_with_a_module_file_of_its_own_is_refused() {
        let dir = tempfile::tempdir().expect("tempdir");
        let lib = library(dir.path(), "lib-h", &[("lib.rs", "pub mod outer;\n"), ("outer.rs", "pub mod nested;\n")]);
        let main = dir.path().join("main.rs");
        std::fs::write(&main, "fn main() { lib_h::outer::nested::f(); }\n").expect("write");
        let e = bundle(&main, "t", &[lib]).unwrap_err().to_string();
        assert!(e.ends_with("outer.rs: module `nested` in a file of its own: not bundled"), "{e}");
    }

    #[test]
    fn a_missing_module_file_names_its_path() {
        let dir = tempfile::tempdir().expect("tempdir");
        let main = dir.path().join("main.rs");
        std::fs::write(&main, "mod gone;\nfn main() {}\n").expect("write");
        let e = bundle(&main, "t", &[]).unwrap_err().to_string();
        assert!(e.contains("gone.rs: cannot read the module `gone`"), "{e}");
    }
}
