//! `harness changed`: what a change reaches.

use crate::common::Workspace;
use crate::support::{SUM, a_line_begins};

/// `harness changed REF`: a change to one problem reaches that problem alone; a change to the
/// workspace's Cargo.lock reaches every problem; nothing changed, nothing reached.
#[test]
fn changed_since_follows_git_and_the_dependency_graph() {
    let ws = Workspace::new("changed");
    ws.write("Cargo.toml", &Workspace::manifest("\"crates/*\", \"problems/*\""));
    for library in ["lib-a", "harness"] {
        ws.write(
            &format!("crates/{library}/Cargo.toml"),
            &format!("[package]\nname = \"{library}\"\nversion = \"0.1.0\"\nedition = \"2024\"\n"),
        );
        ws.write(&format!("crates/{library}/src/lib.rs"), "");
    }
    ws.problem("p-one", SUM);
    ws.problem("p-two", SUM);
    // p-one builds from lib-a; p-two from nothing of the workspace.
    let manifest = ws.0.join("problems/p-one/Cargo.toml");
    let text = std::fs::read_to_string(&manifest).unwrap();
    std::fs::write(&manifest, text + "\n[dependencies]\nlib-a = { path = \"../../crates/lib-a\" }\n").unwrap();
    ws.write(".gitignore", "target/\n");
    let git = |args: &[&str]| {
        let status = std::process::Command::new("git")
            .args(["-c", "user.name=t", "-c", "user.email=t@t", "-c", "commit.gpgsign=false"])
            .args(args)
            .current_dir(&ws.0)
            .output()
            .unwrap();
        assert!(status.status.success(), "git {args:?}: {}", String::from_utf8_lossy(&status.stderr));
    };
    let generated = std::process::Command::new(env!("CARGO"))
        .args(["generate-lockfile", "--offline"])
        .current_dir(&ws.0)
        .status()
        .unwrap();
    assert!(generated.success());
    git(&["init", "-q"]);
    git(&["add", "-A"]);
    git(&["commit", "-q", "-m", "start"]);
    ws.harness().args(["changed", "HEAD"]).run().success().stdout_is("");
    // Each change on its own, against the commit before it.
    for (path, reached) in [
        ("problems/p-two/src/main.rs", "p-two\n"),
        ("problems/p-two/invalid/new.in", "p-two\n"),
        ("crates/lib-a/src/lib.rs", "p-one\n"),
        ("README.md", ""),
        ("crates/harness/src/lib.rs", "p-one\np-two\n"),
        (".cargo/config.toml", "p-one\np-two\n"),
        ("Cargo.lock", "p-one\np-two\n"),
    ] {
        ws.write(path, "# changed\n");
        let ran = ws.harness().args(["changed", "HEAD"]).run();
        assert_eq!(ran.success().stdout(), reached, "after a change to {path}");
        git(&["add", "-A"]);
        git(&["commit", "-q", "-m", path]);
    }
    // The judge, given no problem a change reaches, judges none and builds nothing.
    let none = ws.harness().args(["--changed-since", "HEAD"]).run();
    none.success().stdout_is("no problem is reached by the changes since HEAD\n").stderr_lacks("building");
    ws.write("problems/p-two/src/main.rs", &format!("fn main() {{\n{SUM}\n}}\n"));
    ws.harness().args(["changed", "HEAD", "--nextest"]).run().success().stdout_is("package(p-two)\n");
    ws.harness().args(["changed", "HEAD~3"]).run().success().stdout_is("p-one\np-two\n");
    // Given one, it judges that one alone (p-one, which does not build now, is left out).
    let one = ws.harness().args(["--changed-since", "HEAD"]).run();
    let out = one.success().stderr_has("changed since HEAD: p-two\n").stdout();
    assert!(a_line_begins(out, "p-two +2 cases +AC +2 ") && !out.contains("p-one"), "{out}");
    ws.harness().args(["changed", "no-such-revision"]).run().code(2).stderr_has("bad revision");
}
