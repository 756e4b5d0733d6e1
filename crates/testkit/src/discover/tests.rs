//! The rules of a problem directory, each broken on its own.

use super::*;
use crate::diagnostic::Diagnostic;
use crate::generated;
use std::path::{Path, PathBuf};

#[test]
fn slugs_and_case_names() {
    for good in ["s-nim", "nim", "good-luck-cet4", "zz-demo"] {
        assert!(valid_slug(good), "{good}");
    }
    for bad in ["", "S-Nim", "-nim", "nim-", "a--b", "4nim", "a_b", "a b"] {
        assert!(!valid_slug(bad), "{bad:?}");
    }
    for good in ["00-sample-1.in", "20-random_3.out", "x.in"] {
        assert!(valid_case_file(good), "{good}");
    }
    for bad in ["-a.in", "A.in", "a b.in", ".in", "é.in"] {
        assert!(!valid_case_file(bad), "{bad:?}");
    }
}

#[test]
fn problem_directories_skip_hidden_entries_and_target_but_not_stray_files() {
    let tmp = tempfile::tempdir().unwrap();
    let problems = tmp.path().join("problems");
    for dir in ["nim", ".git", "target", "brave-game"] {
        std::fs::create_dir_all(problems.join(dir)).unwrap();
    }
    std::fs::write(problems.join(".notes"), "").unwrap();
    let dirs = problem_dirs(tmp.path()).unwrap();
    assert_eq!(dirs, [problems.join("brave-game"), problems.join("nim")]);
    std::fs::write(problems.join("README.md"), "").unwrap();
    let errors = problem_dirs(tmp.path()).unwrap_err();
    assert_eq!(errors.len(), 1);
    assert_eq!(
        errors[0].to_string(),
        format!("{}: not a problem directory (a file in problems/)", problems.join("README.md").display())
    );
}

#[test]
fn each_broken_case_file_rule_is_named() {
    let tmp = tempfile::tempdir().unwrap();
    let cases_dir = tmp.path().join("cases");
    std::fs::create_dir_all(&cases_dir).unwrap();
    let files: [(&str, &[u8]); 7] = [
        ("00-ok.in", b"1\n"),
        ("00-ok.out", b"2\n"),
        ("01-empty.in", b""),
        ("01-empty.out", b"2\n"),
        ("02-crlf.in", b"1\r\n"),
        ("02-crlf.out", b"2\n"),
        ("03-alone.in", b"1"),
    ];
    for (name, bytes) in files {
        std::fs::write(cases_dir.join(name), bytes).unwrap();
    }
    // Not a FIFO, which a missing check would block on: a directory is refused by the same
    // check, before anything opens it.
    std::fs::create_dir(cases_dir.join("04-dir.in")).unwrap();
    std::fs::write(cases_dir.join("04-dir.out"), b"2\n").unwrap();
    let mut errors: Vec<String> = cases(tmp.path()).unwrap_err().iter().map(|d| d.message.clone()).collect();
    errors.sort();
    let alone = format!("has no matching {}", cases_dir.join("03-alone.out").display());
    assert_eq!(
        errors,
        [
            "CR line endings (case files use LF)",
            "a directory, not a regular file (case files must be regular files)",
            "does not end with a newline",
            "empty case file",
            &alone
        ]
    );
}

#[test]
fn a_problem_directory_is_named_by_a_slug() {
    let tmp = tempfile::tempdir().unwrap();
    let slug_errors = |name: &str| {
        let dir = tmp.path().join(name);
        std::fs::create_dir(&dir).unwrap();
        let errors = load_checked(&dir).map(|_| ()).unwrap_err();
        errors.iter().filter(|d| d.message.starts_with("bad slug")).map(|d| d.path.clone()).collect::<Vec<_>>()
    };
    assert_eq!(slug_errors("Bad_Slug"), [tmp.path().join("Bad_Slug")]);
    assert_eq!(slug_errors("good-slug-2"), Vec::<PathBuf>::new());
}

#[test]
fn the_manifest_names_the_package_by_its_slug_and_has_one_test_binary() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("my-game");
    std::fs::create_dir(&dir).unwrap();
    let manifest_errors = |manifest: &str| {
        std::fs::write(dir.join("Cargo.toml"), manifest).unwrap();
        let errors = load_checked(&dir).map(|_| ()).unwrap_err();
        let mut messages: Vec<String> = errors
            .into_iter()
            .filter(|d| d.path == dir.join("Cargo.toml") && !d.message.contains("[[bin]]"))
            .map(|d| d.message)
            .filter(|m| m.starts_with("needs `autotests") || m.starts_with("package name"))
            .collect();
        messages.sort();
        messages
    };
    assert_eq!(
        manifest_errors("[package]\nname = \"other\"\n"),
        [
            "needs `autotests = false` in [package]: tests/judge.rs is the one test binary",
            "package name `other` differs from the directory name `my-game`"
        ]
    );
    assert_eq!(manifest_errors("[package]\nname = \"my-game\"\nautotests = false\n"), Vec::<String>::new());
}

/// A problem directory `my-game` in `tmp` that breaks no rule of [`load_checked`].
fn whole_problem(tmp: &Path) -> PathBuf {
    let dir = tmp.join("my-game");
    let files = [
        (
            "Cargo.toml",
            "[package]\nname = \"my-game\"\nautotests = false\n\n[[bin]]\nname = \"my-game\"\n\n\
             [[test]]\nname = \"judge\"\nharness = false\n",
        ),
        (
            "problem.toml",
            "title = \"T\"\nsource = \"S\"\nalternates = []\nurl = \"\"\ntime_limit_ms = 1000\nmemory_limit_mb = 64\n",
        ),
        ("README.md", "# T\n## Source\n## Solution\n## Pitfalls\n## Cases\n"),
        ("src/main.rs", "fn main() {}\n"),
        ("tests/judge.rs", "mod stress;\n"),
        ("tests/stress.rs", "\n"),
        ("cases/00-sample-1.in", "1\n"),
        ("cases/00-sample-1.out", "1\n"),
        ("cases/30-max-1.in", "2\n"),
        ("cases/30-max-1.out", "2\n"),
    ];
    for (name, text) in files {
        let path = dir.join(name);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    }
    dir
}

/// Files of a problem directory written (`Some`) or removed (`None`).
type Edits<'a> = &'a [(&'a str, Option<&'a str>)];

/// A rule broken: the path its error names, the edits that break it, how the error starts.
type Rule<'a> = (&'a str, Edits<'a>, &'a str);

fn edit(dir: &Path, edits: Edits<'_>) {
    for (file, text) in edits {
        match text {
            Some(text) => std::fs::write(dir.join(file), text).unwrap(),
            None => std::fs::remove_file(dir.join(file)).unwrap(),
        }
    }
}

/// Checks that each edit breaks one rule: one error, naming the path, starting so.
fn one_error_each(rules: &[Rule<'_>], make: impl Fn(&Path) -> PathBuf, check: impl Fn(&Path) -> Vec<Diagnostic>) {
    for (path, edits, message) in rules {
        let tmp = tempfile::tempdir().unwrap();
        let dir = make(tmp.path());
        edit(&dir, edits);
        let errors = check(&dir);
        let shown: Vec<String> = errors.iter().map(ToString::to_string).collect();
        assert_eq!(errors.len(), 1, "one rule broken, one error: {shown:#?}");
        assert_eq!(errors[0].path, dir.join(path), "{shown:?}");
        assert!(errors[0].message.starts_with(message), "{shown:?} does not start with {message:?}");
    }
}

#[test]
fn each_rule_of_a_problem_directory_is_checked_on_its_own() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = whole_problem(tmp.path());
    assert_eq!(load_checked(&dir).map(|p| p.slug).map_err(|e| e.len()), Ok("my-game".to_owned()));
    assert_eq!(check_structure(&dir), []);
    let pin = crate::generated::sha256_hex(b"2\n");
    let pins = format!("[30-max-1]\nsha256 = \"{pin}\"\n");
    let checker = "title = \"T\"\nsource = \"S\"\ntime_limit_ms = 1000\nkind = \"checker\"\n";
    let sections = "## Source\n## Solution\n## Pitfalls\n";
    let (sample_in, sample_out) = ("cases/00-sample-1.in", "cases/00-sample-1.out");
    let (max_in, max_out) = ("cases/30-max-1.in", "cases/30-max-1.out");
    let rules: [Rule<'_>; 12] = [
        ("Cargo.toml", &[("Cargo.toml", None)], "missing (a problem is a crate)"),
        ("Cargo.toml", &[("Cargo.toml", Some("[package\n"))], "invalid TOML: "),
        (
            "Cargo.toml",
            &[("Cargo.toml", Some("[package]\nautotests = false\n[[test]]\nname = \"judge\"\nharness = false\n"))],
            "no package name",
        ),
        (
            "Cargo.toml",
            &[("Cargo.toml", Some("[package]\nname = \"my-game\"\nautotests = false\n[[test]]\nname = \"judge\"\n"))],
            "needs a [[test]] named \"judge\" with harness = false",
        ),
        ("tests/stress.rs", &[("tests/stress.rs", None)], "missing"),
        ("src/main.rs", &[("src/main.rs", None)], "missing"),
        ("README.md", &[("README.md", None)], "missing"),
        ("README.md", &[("README.md", Some(sections))], "missing section `## Cases`"),
        ("cases", &[(max_in, None), (max_out, None)], "no `30-max-*` case (a case at the maximum sizes)"),
        (
            "cases",
            &[
                (sample_in, None),
                (sample_out, None),
                ("cases/10-edge-1.in", Some("1\n")),
                ("cases/10-edge-1.out", Some("1\n")),
            ],
            "no `00-sample-*` case (an official or derived sample)",
        ),
        (
            "Cargo.toml",
            &[("problem.toml", Some(checker))],
            "this checker problem needs a [[bin]] named \"my-game-checker\" (path = \"src/bin/checker.rs\")",
        ),
        (
            "Cargo.toml",
            &[(max_in, None), ("cases/generated.toml", Some(&pins))],
            "cases/generated.toml pins generated inputs: it needs a [[bin]] named \"my-game-generator\" (path = \"src/bin/generator.rs\")",
        ),
    ];
    one_error_each(&rules, whole_problem, |dir| {
        let errors = load_checked(dir).map(|p| p.slug).unwrap_err();
        assert_eq!(check_structure(dir), errors, "check_structure says what load_checked refuses");
        errors
    });
}

#[test]
fn the_parts_that_prove_the_cases_are_checked_each_on_its_own() {
    let with_parts = |tmp: &Path| {
        let dir = whole_problem(tmp);
        let manifest = std::fs::read_to_string(dir.join("Cargo.toml")).unwrap();
        std::fs::write(dir.join("Cargo.toml"), manifest + "\n[[bin]]\nname = \"my-game-validator\"\n").unwrap();
        for file in ["invalid/negative.in", "submissions/accepted/a.py", "submissions/wrong_answer/b.py"] {
            std::fs::create_dir_all(dir.join(file).parent().unwrap()).unwrap();
            std::fs::write(dir.join(file), "-1\n").unwrap();
        }
        std::fs::create_dir_all(dir.join("submissions/time_limit_exceeded")).unwrap();
        std::fs::write(dir.join("submissions/time_limit_exceeded/c.py"), "\n").unwrap();
        dir
    };
    let tmp = tempfile::tempdir().unwrap();
    assert_eq!(check_parts(&with_parts(tmp.path())), [], "two wrong submissions are enough");
    let rules: [Rule<'_>; 4] = [
        (
            "Cargo.toml",
            &[("Cargo.toml", Some("[package]\nname = \"my-game\"\n"))],
            "every problem needs a [[bin]] named \"my-game-validator\" (path = \"src/bin/validator.rs\")",
        ),
        ("invalid", &[("invalid/negative.in", None)], "no input the validator must refuse"),
        (
            "invalid/Negative.in",
            &[("invalid/negative.in", None), ("invalid/Negative.in", Some("-1\n"))],
            "an invalid input is",
        ),
        ("submissions", &[("submissions/wrong_answer/b.py", None)], "fewer than two wrong submissions"),
    ];
    one_error_each(&rules, with_parts, check_parts);
}

#[test]
fn invalid_inputs_are_in_files_named_as_cases() {
    let tmp = tempfile::tempdir().unwrap();
    assert_eq!(invalid_inputs(tmp.path()), Ok(vec![]), "no invalid/ folder, no invalid input");
    let root = tmp.path().join("invalid");
    std::fs::create_dir(&root).unwrap();
    for name in ["b-negative.in", "a-empty.in"] {
        std::fs::write(root.join(name), "-1\n").unwrap();
    }
    assert_eq!(invalid_inputs(tmp.path()), Ok(vec![root.join("a-empty.in"), root.join("b-negative.in")]));
    // Each breaks one rule: its name, its extension, or being a file.
    std::fs::write(root.join("Capital.in"), "1\n").unwrap();
    std::fs::write(root.join("note.txt"), "1\n").unwrap();
    std::fs::create_dir(root.join("folder.in")).unwrap();
    let mut refused: Vec<PathBuf> = invalid_inputs(tmp.path()).unwrap_err().into_iter().map(|d| d.path).collect();
    refused.sort();
    assert_eq!(refused, [root.join("Capital.in"), root.join("folder.in"), root.join("note.txt")]);
}

#[test]
fn a_generated_case_is_pinned_and_answered_but_not_stored() {
    let tmp = tempfile::tempdir().unwrap();
    let cases_dir = tmp.path().join("cases");
    std::fs::create_dir_all(&cases_dir).unwrap();
    let pin = generated::sha256_hex(b"1\n");
    let write = |name: &str, text: &str| std::fs::write(cases_dir.join(name), text).unwrap();
    write("00-sample-1.in", "1\n");
    write("00-sample-1.out", "1\n");
    write("30-max-1.out", "2\n");
    write(generated::MANIFEST, &format!("[30-max-1]\nsha256 = \"{pin}\"\n"));
    let found = cases(tmp.path()).unwrap();
    let names: Vec<(&str, Option<&str>)> = found.iter().map(|c| (c.name.as_str(), c.pin.as_deref())).collect();
    assert_eq!(names, [("00-sample-1", None), ("30-max-1", Some(pin.as_str()))]);
    assert_eq!(found[1].input, generated::output_dir(tmp.path()).join("30-max-1.in"));
    assert_eq!(found[1].output, cases_dir.join("30-max-1.out"));
    write(
        generated::MANIFEST,
        &format!(
            "[30-max-1]\nsha256 = \"{pin}\"\n[30-max-2]\nsha256 = \"{pin}\"\n[00-sample-1]\nsha256 = \"{pin}\"\n[Bad]\nsha256 = \"{pin}\"\n"
        ),
    );
    let mut errors: Vec<String> = cases(tmp.path()).unwrap_err().iter().map(ToString::to_string).collect();
    errors.sort();
    let manifest = cases_dir.join(generated::MANIFEST).display().to_string();
    assert_eq!(
        errors,
        [
            format!(
                "{}: is stored, and generated as well (generated.toml pins it): keep one",
                cases_dir.join("00-sample-1.in").display()
            ),
            format!(
                "{manifest}: [30-max-2]: a generated case needs its answer, {}",
                cases_dir.join("30-max-2.out").display()
            ),
            format!("{manifest}: [Bad]: bad case name (use [a-z0-9][a-z0-9_.-]*)"),
        ]
    );
    std::fs::remove_file(cases_dir.join(generated::MANIFEST)).unwrap();
    let orphan = cases(tmp.path()).unwrap_err();
    assert_eq!(orphan.len(), 1, "an answer without its input or pin: {orphan:?}");
    assert!(orphan[0].message.starts_with("has no matching"), "{orphan:?}");
}

#[test]
fn the_layout_of_submissions_is_checked() {
    let tmp = tempfile::tempdir().unwrap();
    assert_eq!(submissions(tmp.path()), Ok(vec![]), "no folder, no submission");
    let write = |path: &str| {
        let path = tmp.path().join("submissions").join(path);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, "").unwrap();
    };
    write("wrong_answer/b.py");
    write("accepted/z.cpp");
    write("wrong_answer/a.rs");
    let names: Vec<String> = submissions(tmp.path()).unwrap().iter().map(Submission::name).collect();
    assert_eq!(names, ["accepted/z.cpp", "wrong_answer/a.rs", "wrong_answer/b.py"]);
    write("accepted/notes.txt");
    write("wrong/x.cpp");
    let mut errors: Vec<String> = submissions(tmp.path()).unwrap_err().iter().map(|d| d.message.clone()).collect();
    errors.sort();
    assert_eq!(errors.len(), 2);
    assert!(errors[0].starts_with("a submission is one"), "{errors:?}");
    assert!(errors[1].starts_with("not a submissions folder"), "{errors:?}");
}
