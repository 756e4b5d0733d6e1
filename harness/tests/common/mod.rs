//! Helpers shared by the harness's integration tests: the harness as a command, scratch
//! workspaces, and the processes of a test.
#![allow(dead_code, reason = "each test binary uses some of these")]

use std::path::PathBuf;
use testkit::command::TestCommand;

/// What the harness's builds are told in these tests: the release profile (and so the `judge`
/// profile, which inherits it) unoptimised. The tests check what the CLI does and says, not how
/// fast the programs it builds run, and optimising the workspace's libraries and fat-linking
/// its problems was most of a cold run of these tests (26 s against 10 s on two cores). The
/// commands that build this workspace's own problems go further, with `--profile dev`: what
/// `cargo test` built already, so that they build nothing. The scratch workspaces keep the
/// default profiles, which those tests check.
const UNOPTIMISED: (&str, &str) = ("CARGO_PROFILE_RELEASE_OPT_LEVEL", "0");

pub fn harness() -> TestCommand {
    let mut command = TestCommand::new(env!("CARGO_BIN_EXE_harness"));
    command.env(UNOPTIMISED.0, UNOPTIMISED.1);
    command
}

/// The harness as a child process of this test, for tests that hold it while it runs.
pub fn harness_process() -> std::process::Command {
    let mut command = std::process::Command::new(env!("CARGO_BIN_EXE_harness"));
    command.env(UNOPTIMISED.0, UNOPTIMISED.1);
    command
}

/// A scratch workspace removed when dropped.
pub struct Workspace(pub PathBuf);

impl Workspace {
    pub fn new(name: &str) -> Self {
        let root = std::env::temp_dir().join(format!("harness-cli-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&root);
        std::fs::create_dir_all(root.join("problems")).unwrap();
        std::fs::write(root.join("Cargo.toml"), Workspace::manifest("\"problems/*\"")).unwrap();
        Workspace(root)
    }

    /// A scratch workspace's `Cargo.toml` with the `members` given. It has a judge profile of
    /// its own, without the harness's fat LTO: the tests build many small workspaces, and LTO
    /// would be most of their time.
    pub fn manifest(members: &str) -> String {
        format!("[workspace]\nresolver = \"3\"\nmembers = [{members}]\n\n[profile.judge]\ninherits = \"release\"\n")
    }

    pub fn write(&self, path: &str, text: &str) {
        let path = self.0.join(path);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    }

    /// A problem whose one case asks for the sum of two numbers, solved by `main_body`.
    pub fn problem(&self, slug: &str, main_body: &str) {
        let dir = format!("problems/{slug}");
        self.write(
            &format!("{dir}/Cargo.toml"),
            &format!(
                "[package]\nname = \"{slug}\"\nversion = \"0.1.0\"\nedition = \"2024\"\nautotests = false\n\n[[test]]\nname = \"judge\"\nharness = false\n"
            ),
        );
        self.write(&format!("{dir}/problem.toml"), "title = \"Sum\"\nsource = \"test\" # none\ntime_limit_ms = 500\n");
        let sections = ["Source", "Solution", "Pitfalls", "Cases"];
        let readme: String = sections.iter().map(|s| format!("## {s}\n\nSee the test.\n\n")).collect();
        self.write(&format!("{dir}/README.md"), &format!("# Sum\n\n{readme}"));
        self.write(&format!("{dir}/statement/problem.en.md"), STATEMENT);
        let parts = ["The idea", "Why it is right", "Cost", "Traps"];
        let editorial: String = parts.iter().map(|s| format!("## {s}\n\nSee the test.\n\n")).collect();
        self.write(&format!("{dir}/solution/solution.en.md"), &editorial);
        self.write(&format!("{dir}/src/main.rs"), &format!("fn main() {{\n{main_body}\n}}\n"));
        self.write(&format!("{dir}/tests/judge.rs"), "fn main() {}\n");
        self.write(&format!("{dir}/tests/stress.rs"), "");
        for case in ["00-sample-1", "30-max-1"] {
            self.write(&format!("{dir}/cases/{case}.in"), "1 2\n");
            self.write(&format!("{dir}/cases/{case}.out"), "3\n");
        }
    }

    /// Gives the problem `slug` the program `name` (`validator`, `generator`) from `source`,
    /// built as `<slug>-<name>`.
    pub fn bin(&self, slug: &str, name: &str, source: &str) {
        let manifest = self.0.join(format!("problems/{slug}/Cargo.toml"));
        let mut text = std::fs::read_to_string(&manifest).unwrap();
        text += &format!("\n[[bin]]\nname = \"{slug}-{name}\"\npath = \"src/bin/{name}.rs\"\n");
        std::fs::write(manifest, text).unwrap();
        self.write(&format!("problems/{slug}/src/bin/{name}.rs"), source);
    }

    pub fn harness(&self) -> TestCommand {
        let mut command = harness();
        command.current_dir(&self.0).env("CARGO_TARGET_DIR", self.0.join("target"));
        command
    }
}

impl Drop for Workspace {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// The living processes whose command line holds `marker`, each as `pid: command line`.
///
/// # Panics
///
/// Panics if `/proc` cannot be read.
pub fn alive_with(marker: &str) -> Vec<String> {
    let mut found = Vec::new();
    for entry in std::fs::read_dir("/proc").expect("/proc is readable").flatten() {
        if let Ok(cmdline) = std::fs::read(entry.path().join("cmdline")) {
            let cmdline = String::from_utf8_lossy(&cmdline).replace('\0', " ");
            if cmdline.contains(marker) {
                found.push(format!("{}: {cmdline}", entry.file_name().to_string_lossy()));
            }
        }
    }
    found
}

/// The statement of the scratch problems: the sum of two numbers.
pub const STATEMENT: &str = "Add two numbers.\n\n## Input\n\nOne line holds $a$ and $b$.\n\n## Output\n\nPrint $a + b$.\n\n## Constraints\n\n- $1 \\le a, b \\le 1000$\n";

/// A strict validator of `a b`, each from 1 to 1000, in plain Rust (no judge-io in a scratch
/// workspace): Kattis' exit codes and the bounds each number reaches.
pub const VALIDATOR: &str = r#"use std::io::Read;
fn main() {
    let mut bytes = Vec::new();
    std::io::stdin().read_to_end(&mut bytes).unwrap();
    let text = String::from_utf8(bytes).unwrap_or_default();
    let number = |w: &str| w.parse::<u32>().ok().filter(|v| (1..=1000).contains(v) && w.starts_with(|c: char| c.is_ascii_digit() && c != '0'));
    let numbers: Option<Vec<u32>> = text.strip_suffix('\n').and_then(|line| line.split(' ').map(number).collect());
    match numbers {
        Some(v) if v.len() == 2 => {
            for (name, x) in ["a", "b"].iter().zip(&v) {
                println!("{name} 1 1000{}{}", if *x == 1 { " min" } else { "" }, if *x == 1000 { " max" } else { "" });
            }
            std::process::exit(42);
        }
        _ => {
            eprintln!("not two numbers from 1 to 1000 on one line");
            std::process::exit(43);
        }
    }
}
"#;
