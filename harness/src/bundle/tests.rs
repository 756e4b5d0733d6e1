//! The bundle of small programs and libraries: what it keeps, rewrites and drops, and that it
//! compiles alone.

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
    let problem =
        problem_with_library(dir.path(), "zz-demo", "//! Shapes.\npub fn shape() -> u32 { 3 }\n", "fn main() {}\n");
    std::fs::create_dir_all(problem.join("src/bin")).expect("create");
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
    let demo =
        library(dir.path(), "demo", &[("lib.rs", "use lib_d::helper::g;\npub fn own_shape() -> u32 { g() + 1 }\n")]);
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
        assert!(![snake, camel, upper].iter().any(|name| bundle.source.contains(name.as_str())), "{}", bundle.source);
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

#[test]
fn a_source_that_compiled_alone_is_stamped_and_a_broken_one_is_not() {
    let rustc = std::env::var_os("RUSTC").unwrap_or_else(|| "rustc".into());
    let good = format!("fn main() {{ println!(\"{}\"); }}\n", std::process::id());
    let stamp = checked_stamp(&rustc, &good).expect("rustc says what it is");
    let _ = std::fs::remove_file(&stamp);
    assert_eq!(compiles_alone(&good), Ok(()));
    assert!(stamp.is_file(), "{}", stamp.display());
    assert_eq!(compiles_alone(&good), Ok(()), "stamped");
    std::fs::remove_file(&stamp).expect("the stamp");
    let broken = format!("fn main() {{ let x: u8 = {}; }}\n", "\"no\"");
    let error = compiles_alone(&broken).expect_err("a string is no u8");
    assert!(error.contains("does not compile alone"), "{error}");
    assert!(!checked_stamp(&rustc, &broken).expect("a stamp path").exists(), "no stamp for what failed");
}

#[test]
fn a_bundle_is_kept_and_read_back_until_a_source_changes() {
    let dir = tempfile::tempdir().expect("tempdir");
    let main = "fn main() { println!(\"{}\", zz_kept::shape()); }\n";
    let problem = problem_with_library(dir.path(), "zz-kept", "pub fn shape() -> u32 { 3 }\n", main);
    let workspace = Path::new(env!("CARGO_MANIFEST_DIR")).parent().expect("the workspace");
    let mut libraries = workspace_libraries(workspace);
    libraries.push(Library { name: "zz_kept".into(), root: problem.join("src/lib.rs") });
    let program = problem.join("src/main.rs");
    let kept = kept_bundle(&program, "zz-kept: the solution", &libraries).expect("a key");
    let made = bundle_program(workspace, &problem, "zz-kept", "solution").expect("bundles");
    assert_eq!(read_kept(&kept), Some(made.clone()), "kept as made");
    // What is read back is what is kept: a kept file changed by hand is what the next call gives.
    let marked = Bundle { source: format!("// marked\n{}", made.source), modules: made.modules.clone() };
    write_kept(&kept, &marked);
    assert_eq!(bundle_program(workspace, &problem, "zz-kept", "solution").expect("bundles"), marked);
    // A library's file changed: another key, and a bundle made afresh from it.
    std::fs::write(problem.join("src/lib.rs"), "pub fn shape() -> u32 { 4 }\n").expect("write");
    assert_ne!(kept_bundle(&program, "zz-kept: the solution", &libraries), Some(kept.clone()));
    let again = bundle_program(workspace, &problem, "zz-kept", "solution").expect("bundles");
    assert!(again.source.contains('4') && !again.source.contains("// marked"), "{}", again.source);
    let _ = std::fs::remove_file(&kept);
}

/// A problem directory `slug` in `dir` with its own `src/lib.rs` and `src/main.rs`.
fn problem_with_library(dir: &Path, slug: &str, lib: &str, main: &str) -> PathBuf {
    let problem = dir.join(slug);
    std::fs::create_dir_all(problem.join("src")).expect("create");
    std::fs::write(problem.join("src/lib.rs"), lib).expect("write");
    std::fs::write(problem.join("src/main.rs"), main).expect("write");
    problem
}
