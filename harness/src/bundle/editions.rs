//! A bundle that compiles under every edition of Rust, since judges choose differently:
//! DOMjudge's default Rust compile script passes no edition (2015), BAPCtools passes 2018,
//! problemtools and most online judges 2021, a current `cargo new` 2024. Two differences reach
//! a bundle written for 2021 and 2024:
//!
//! - the 2021 prelude's additions, `TryFrom`, `TryInto` and `FromIterator`, are imported in
//!   every module from a module of the bundle's own, [`PRELUDE`], by a glob (which any
//!   explicit import of the same names shadows, and which names the same items as the 2021
//!   prelude);
//! - before 2018 a `use` path starts at the crate's root, so a `use` of an item of the module's
//!   own (`pub use reader::Reader;` beside `mod reader`) starts with `self::`, which every
//!   edition reads alike.
//!
//! What else changed between editions (closures that capture whole structs before 2021, an
//! integer literal's type left open) is the program's to avoid; [`EDITIONS`] are all checked.

use std::collections::BTreeSet;

/// The editions a bundle must compile under.
pub const EDITIONS: [&str; 4] = ["2015", "2018", "2021", "2024"];

/// The bundle's module that holds the 2021 prelude's additions.
pub const PRELUDE: &str = "edition_prelude";

/// Makes the bundle `file` read alike under every edition (see the module's documentation).
pub fn neutral(file: &mut syn::File) {
    anchor_items(&mut file.items);
    let prelude: syn::Item = syn::parse_quote! {
        #[allow(unused_imports)]
        mod edition_prelude {
            pub use std::convert::{TryFrom, TryInto};
            pub use std::iter::FromIterator;
        }
    };
    file.items.push(prelude);
}

/// In the module of `items` and the modules within: each `use` of a local item anchored at
/// `self::`, and the prelude's additions imported first.
fn anchor_items(items: &mut Vec<syn::Item>) {
    let local: BTreeSet<String> = items.iter().filter_map(declared).collect();
    for item in items.iter_mut() {
        match item {
            syn::Item::Use(use_item) => anchor(&mut use_item.tree, &local),
            syn::Item::Mod(module) => {
                if let Some((_, inner)) = &mut module.content {
                    anchor_items(inner);
                }
            }
            _ => {}
        }
    }
    let import: syn::Item = syn::parse_quote! {
        #[allow(unused_imports)]
        use crate::edition_prelude::*;
    };
    items.insert(0, import);
}

/// `self::` before a `use` path that starts at one of the `local` items.
fn anchor(tree: &mut syn::UseTree, local: &BTreeSet<String>) {
    match tree {
        syn::UseTree::Path(path) if local.contains(&path.ident.to_string()) => {
            let rest = std::mem::replace(tree, syn::parse_quote!(self));
            *tree = syn::UseTree::Path(syn::UsePath {
                ident: syn::Ident::new("self", proc_macro2::Span::call_site()),
                colon2_token: Default::default(),
                tree: Box::new(rest),
            });
        }
        syn::UseTree::Group(group) => group.items.iter_mut().for_each(|tree| anchor(tree, local)),
        _ => {}
    }
}

/// The name an item declares in its module, if it declares one a path can start at.
fn declared(item: &syn::Item) -> Option<String> {
    let ident = match item {
        syn::Item::Mod(m) => &m.ident,
        syn::Item::Struct(s) => &s.ident,
        syn::Item::Enum(e) => &e.ident,
        syn::Item::Trait(t) => &t.ident,
        syn::Item::Type(t) => &t.ident,
        syn::Item::Union(u) => &u.ident,
        syn::Item::Fn(f) => &f.sig.ident,
        syn::Item::Const(c) => &c.ident,
        syn::Item::Static(s) => &s.ident,
        _ => return None,
    };
    Some(ident.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;
    use quote::ToTokens;

    fn neutral_text(source: &str) -> String {
        let mut file: syn::File = syn::parse_str(source).expect("valid Rust");
        neutral(&mut file);
        file.to_token_stream().to_string()
    }

    #[test]
    fn a_use_of_a_local_module_starts_at_self() {
        let text = neutral_text("mod io { mod reader { pub struct Reader; } pub use reader::Reader; use std::fmt; }");
        assert!(text.contains("pub use self :: reader :: Reader"), "{text}");
        assert!(text.contains("use std :: fmt"), "an extern path is left alone: {text}");
    }

    #[test]
    fn a_program_written_for_2021_compiles_under_every_edition_once_neutral() {
        let source = "mod io { pub mod reader { pub fn byte(x: u32) -> u8 { u8::try_from(x).unwrap_or(0) } } \
                      pub use reader::byte; }\nfn main() { println!(\"{}\", io::byte(7)); }\n";
        let refused = crate::bundle::compiles_alone(source).expect_err("2015 has neither the prelude nor the path");
        assert!(refused.contains("--edition 2015"), "{refused}");
        let mut file: syn::File = syn::parse_str(source).expect("valid Rust");
        neutral(&mut file);
        crate::bundle::compiles_alone(&prettyplease::unparse(&file)).expect("every edition");
    }

    #[test]
    fn every_module_imports_the_prelude_additions() {
        let text = neutral_text("mod a { mod b {} } fn main() {}");
        assert_eq!(text.matches("use crate :: edition_prelude :: *").count(), 3, "{text}");
        assert!(text.contains("mod edition_prelude"), "{text}");
    }
}
