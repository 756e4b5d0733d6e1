//! The files a bundle is made of: a library's root, and the module files a source names,
//! read as syntax with their tests left out.

use quote::ToTokens;
use std::path::{Path, PathBuf};
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

pub(super) fn parse(path: &Path) -> Result<syn::File, Diagnostic> {
    let text = std::fs::read_to_string(path).map_err(|e| Diagnostic::new(path, format!("cannot read: {e}")))?;
    syn::parse_file(&text).map_err(|e| {
        let at = e.span().start();
        Diagnostic::new(path, format!("line {}, column {}: cannot parse: {e}", at.line, at.column + 1))
    })
}

/// Replaces each `mod name;` of `items` (from the file `from`) by the module's contents,
/// recursively; drops `#[cfg(test)]` items.
pub(super) fn inline_modules(items: &mut Vec<syn::Item>, from: &Path, owns_directory: bool) -> Result<(), Diagnostic> {
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

pub(super) fn path_attribute(attrs: &[syn::Attribute]) -> Option<String> {
    attrs.iter().find(|a| a.path().is_ident("path")).and_then(|a| match &a.meta {
        syn::Meta::NameValue(syn::MetaNameValue { value: syn::Expr::Lit(lit), .. }) => match &lit.lit {
            syn::Lit::Str(s) => Some(s.value()),
            _ => None,
        },
        _ => None,
    })
}

/// `#[cfg(test)]`: compiled for tests only.
pub(super) fn is_test_only(attrs: &[syn::Attribute]) -> bool {
    attrs
        .iter()
        .any(|a| a.path().is_ident("cfg") && a.meta.to_token_stream().to_string().replace(' ', "") == "cfg(test)")
}

pub(super) fn item_attrs(item: &syn::Item) -> &[syn::Attribute] {
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
