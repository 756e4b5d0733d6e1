//! Paths into a library rewritten to the bundle's `crate::<library>::…`, and doc comments
//! dropped.

use proc_macro2::{Group, Ident, Punct, Spacing, Span, TokenStream, TokenTree};
use syn::visit_mut::VisitMut;

/// Rewrites paths for the bundle: a library's name at the start of a path becomes
/// `crate::<library>`, and inside a library (`own`), `crate::` becomes `crate::<own>::`.
pub(super) struct LibraryPaths<'a> {
    /// The libraries' names.
    pub(super) libraries: &'a [String],
    /// The library whose code is rewritten, if any.
    pub(super) own: Option<&'a str>,
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

pub(super) fn colons() -> [TokenTree; 2] {
    [TokenTree::Punct(Punct::new(':', Spacing::Joint)), TokenTree::Punct(Punct::new(':', Spacing::Alone))]
}

/// How a path is rewritten: `sg_core::x` to `crate::sg_core::x`, or `crate::x` to
/// `crate::sg_core::x` inside sg_core.
pub(super) enum Rewrite {
    CrateFirst,
    OwnAfterCrate(String),
}

pub(super) fn segment(name: &str) -> syn::PathSegment {
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
pub(super) struct StripDocs;

impl VisitMut for StripDocs {
    fn visit_attributes_mut(&mut self, attrs: &mut Vec<syn::Attribute>) {
        attrs.retain(|a| !a.path().is_ident("doc"));
        for attr in attrs.iter_mut() {
            self.visit_attribute_mut(attr);
        }
    }
}
