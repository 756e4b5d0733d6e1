//! `harness bundle`: one source file a judge compiles.

use crate::common::{Workspace, harness};
use crate::support::SUM;
use std::path::PathBuf;
use testkit::command::TestCommand;

#[test]
fn bundle_prints_one_file_that_a_judge_compiles() {
    let out = harness().args(["bundle", "nim"]).run();
    let source = out.success().stdout();
    let said = out.stderr();
    assert!(said.contains("nim: the solution") && said.contains("sg_core::nim"), "{said}");
    assert!(!source.contains("sg_core::mex") && !source.contains("#[test]"), "only what the solution uses:\n{source}");
    let dir = tempfile::tempdir().expect("tempdir");
    let file = dir.path().join("nim.rs");
    std::fs::write(&file, source).expect("write");
    let binary = dir.path().join("nim");
    let compiled = std::process::Command::new("rustc")
        .args(["--edition", "2021", "-O", "-o"])
        .arg(&binary)
        .arg(&file)
        .output()
        .expect("rustc starts");
    assert!(compiled.status.success(), "{}", String::from_utf8_lossy(&compiled.stderr));
    let cases = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../problems/nim/cases");
    let input = std::fs::read(cases.join("00-sample-1.in")).expect("the sample");
    let expected = std::fs::read_to_string(cases.join("00-sample-1.out")).expect("its answer");
    TestCommand::new(&binary).stdin(input).run().success().stdout_is(&expected);

    harness()
        .args(["bundle", "nim", "--program", "checker"])
        .run()
        .code(2)
        .stderr_has("no program `checker`; it has solution, generator, validator");
}

/// A program that builds with cargo but not alone (here it reads cargo's `CARGO_PKG_NAME`):
/// neither `bundle` nor `export` hands it out, each fails naming the program, and the export
/// leaves no package behind.
#[test]
fn a_bundle_that_cannot_compile_alone_is_an_error() {
    let ws = Workspace::new("unbundled");
    ws.problem("p-env", &format!("let _ = env!(\"CARGO_PKG_NAME\");\n{SUM}"));
    let main = "problems/p-env/src/main.rs: the bundled solution does not compile alone";
    ws.harness().args(["bundle", "p-env"]).run().code(1).stderr_has(main).stderr_has("CARGO_PKG_NAME").stdout_is("");
    let out = tempfile::tempdir().unwrap();
    ws.harness().args(["export", "p-env", "--out"]).arg(out.path()).run().code(1).stderr_has(main);
    let left: Vec<_> = std::fs::read_dir(out.path()).unwrap().collect();
    assert!(left.is_empty(), "a broken package was left: {left:?}");
}
