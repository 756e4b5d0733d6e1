//! What a bundle keeps of a library: the modules the kept code names, until nothing more is
//! named, with the `impl`s of what it keeps.

use super::files::{Library, is_test_only, item_attrs, parse};
use super::rewrite::{LibraryPaths, StripDocs};
use proc_macro2::{Delimiter, Ident, Span, TokenStream, TokenTree};
use quote::ToTokens;
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;
use syn::visit_mut::VisitMut;
use testkit::diagnostic::Diagnostic;

/// What kept code names: every identifier, and those that begin or continue a path (followed
/// by `::`, or inside a `use`).
#[derive(Debug, Default)]
pub(super) struct Names {
    idents: BTreeSet<String>,
    paths: BTreeSet<String>,
    /// The names that start a path (`sg_core` in `sg_core::mex` or `crate::sg_core::mex`): a
    /// library is used when its name starts one, not when a module of another library is named
    /// like it (`sg_core::wythoff` does not use a library `wythoff`).
    pub(super) heads: BTreeSet<String>,
}

impl Names {
    pub(super) fn add(&mut self, tokens: &TokenStream) {
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
pub(super) struct ParsedLibrary {
    pub(super) name: String,
    root: syn::File,
    pub(super) modules: BTreeMap<String, syn::File>,
    /// For each module, the names the root re-exports from it.
    reexports: BTreeMap<String, BTreeSet<String>>,
    /// For each module, the `impl` blocks it holds.
    impls: BTreeMap<String, Vec<Impl>>,
}

/// An `impl` block of a library module, by the names it implements for.
#[derive(Debug, Default)]
pub(super) struct Impl {
    /// The types of the library its self type names (`TakeBreak` in `impl TakeBreak`,
    /// `Grid` and `Cell` in `impl From<Cell> for Grid`): none for a foreign type.
    types: BTreeSet<String>,
    /// The trait, for a trait impl, when the library defines it.
    own_trait: Option<String>,
}

/// The names of the types (structs, enums, unions, aliases) and traits a library defines.
#[derive(Debug, Default)]
pub(super) struct Defined {
    types: BTreeSet<String>,
    traits: BTreeSet<String>,
}

impl Defined {
    pub(super) fn add(&mut self, items: &[syn::Item]) {
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
pub(super) fn impls_of(items: &[syn::Item], defined: &Defined) -> Vec<Impl> {
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
    pub(super) fn read(library: &Library) -> Result<Self, Diagnostic> {
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
    pub(super) fn root_code(&self) -> TokenStream {
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
    pub(super) fn needs(&self, module: &str, named: &Names) -> bool {
        named.paths.contains(module)
            || self.reexports.get(module).is_some_and(|names| names.iter().any(|n| named.idents.contains(n)))
            || self.impls.get(module).is_some_and(|impls| impls.iter().any(|i| i.needed(named)))
    }

    /// The library as one inline module of the bundle, with the `kept` modules only.
    pub(super) fn into_module(self, kept: &BTreeSet<String>, libraries: &[String]) -> syn::Item {
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
