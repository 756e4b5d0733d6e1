//! `harness export`: packages in both formats, their verification, and contests.

use crate::common::{Workspace, harness};
use crate::support::{SUM, a_line_begins};
use std::path::{Path, PathBuf};

#[test]
fn export_writes_a_package_and_a_zip_of_exactly_its_files() {
    let out = tempfile::tempdir().expect("tempdir");
    // An earlier export's leftovers do not survive the next one.
    std::fs::create_dir_all(out.path().join("snim/data/secret")).expect("mkdir");
    std::fs::write(out.path().join("snim/data/secret/stale.in"), "1\n").expect("write");
    harness()
        .args(["export", "s-nim", "--format", "legacy", "--profile", "dev", "--out"])
        .arg(out.path())
        .run()
        .success()
        .stdout_has("snim.zip");
    let dir = out.path().join("snim");
    assert!(!dir.join("data/secret/stale.in").exists());
    let yaml = std::fs::read_to_string(dir.join("problem.yaml")).expect("problem.yaml");
    let yaml: serde_json::Value = serde_json::from_str(&yaml).expect("JSON, which is YAML");
    assert_eq!(yaml["name"], "S-Nim");
    assert_eq!(yaml["validator_flags"], "case_sensitive");
    assert_eq!(std::fs::read_to_string(dir.join(".timelimit")).expect(".timelimit"), "1\n");
    let cases = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../problems/s-nim/cases");
    assert_eq!(
        std::fs::read(dir.join("data/sample/00-sample-1.ans")).expect("sample"),
        std::fs::read(cases.join("00-sample-1.out")).expect("case")
    );
    let statement = std::fs::read_to_string(dir.join("problem_statement/problem.en.tex")).expect("statement");
    assert!(statement.starts_with("\\problemname{S-Nim}") && !statement.contains("Pitfalls"), "{statement}");
    assert!(dir.join("submissions/accepted/snim.rs").is_file());

    // The zip holds the package's files at its root, and nothing else, each with its mode
    // (a script stays executable, nothing else becomes so).
    let mode = |p: &std::path::Path| {
        std::os::unix::fs::PermissionsExt::mode(&std::fs::metadata(p).expect("metadata").permissions()) & 0o777
    };
    let mut on_disk: Vec<String> = walk(&dir)
        .into_iter()
        .map(|p| format!("{} {:o}", p.strip_prefix(&dir).expect("inside").display(), mode(&p)))
        .collect();
    on_disk.sort();
    assert!(
        mode(&dir.join("input_validators/validator/build")) & 0o111 != 0
            && mode(&dir.join("problem.yaml")) & 0o111 == 0
    );
    let listed = std::process::Command::new("python3")
        .args([
            "-c",
            "import sys, zipfile\nfor i in sorted(zipfile.ZipFile(sys.argv[1]).infolist(), key=lambda i: i.filename):\n    print(i.filename, format(i.external_attr >> 16 & 0o777, 'o'))",
        ])
        .arg(out.path().join("snim.zip"))
        .output()
        .expect("python3 reads zips");
    let in_zip: Vec<String> = String::from_utf8_lossy(&listed.stdout).lines().map(str::to_owned).collect();
    assert_eq!(in_zip, on_disk);
}

/// `export --verify` hands each package to problemtools' `verifyproblem` (here a stand-in
/// that `VERIFYPROBLEM` names, which records how it was called and fails one package), says how
/// each fared, and fails when one fails, naming its errors and its log.
#[test]
fn export_verify_runs_verifyproblem_on_each_package() {
    let out = tempfile::tempdir().unwrap();
    let stand_in = out.path().join("verifyproblem");
    std::fs::write(
        &stand_in,
        "#!/bin/sh\necho \"$@\" >> \"$(dirname \"$0\")/calls\"\nname=$(basename \"$8\")\n\
         if [ \"$name\" = snim ]; then echo \"ERROR in submissions: the wrong one got AC\"; echo \"$name tested: 1 errors, 0 warnings\"; exit 1; fi\n\
         echo \"$name tested: 0 errors, 1 warning\"\n",
    )
    .unwrap();
    std::fs::set_permissions(&stand_in, std::os::unix::fs::PermissionsExt::from_mode(0o755)).unwrap();
    let packages = out.path().join("packages");
    let ran = harness()
        .args(["export", "nim", "s-nim", "--format", "legacy", "--verify", "--profile", "dev", "--out"])
        .arg(&packages)
        .env("VERIFYPROBLEM", &stand_in)
        .run();
    let stdout = ran.code(1).stdout();
    assert!(a_line_begins(stdout, "nim +verifyproblem: tested: 0 errors, 1 warning"), "{ran}");
    assert!(a_line_begins(stdout, "snim +verifyproblem FAILED: tested: 1 errors, 0 warnings"), "{ran}");
    assert!(a_line_begins(stdout, "    ERROR in submissions: the wrong one got AC"), "{ran}");
    let log = packages.join("snim.verify.log");
    assert!(stdout.contains(&format!("the whole log: {}", log.display())), "{ran}");
    assert!(std::fs::read_to_string(&log).unwrap().contains("ERROR in submissions"));
    let mut calls: Vec<String> =
        std::fs::read_to_string(out.path().join("calls")).unwrap().lines().map(str::to_owned).collect();
    calls.sort();
    let call =
        |name: &str| format!("-p config validators graders data submissions -- {}", packages.join(name).display());
    assert_eq!(calls, [call("nim"), call("snim")]);
}

/// The `2025-09` package: its version, type, source and limits in `problem.yaml`, the default
/// comparison's arguments in each data folder's `test_group.yaml`, the statement in
/// `statement/`, and the checker or interactor as `output_validator/`.
#[test]
fn export_writes_the_2025_09_format() {
    let out = tempfile::tempdir().expect("tempdir");
    let slugs = ["switch-lights", "subtraction-any-move", "subtraction-duel"];
    harness()
        .arg("export")
        .args(slugs)
        .args(["--format", "2025-09", "--profile", "dev", "--out"])
        .arg(out.path())
        .run()
        .success();
    let yaml = |path: &str| -> serde_json::Value {
        let text = std::fs::read_to_string(out.path().join(path)).expect(path);
        serde_json::from_str(&text).expect("JSON, which is YAML")
    };
    let (batch, checker, interactive) = (
        yaml("switchlights/problem.yaml"),
        yaml("subtractionanymove/problem.yaml"),
        yaml("subtractionduel/problem.yaml"),
    );
    assert_eq!((&batch["problem_format_version"], &batch["type"]), (&"2025-09".into(), &"pass-fail".into()));
    assert_eq!(
        batch["source"],
        serde_json::json!({"name": "HDU 3404", "url": "https://acm.hdu.edu.cn/showproblem.php?pid=3404"})
    );
    assert_eq!(batch["limits"], serde_json::json!({"time_limit": 1.0, "memory": 32}));
    assert_eq!((batch.get("validation"), batch.get("validator_flags")), (None, None), "no legacy keys");
    for folder in ["sample", "secret"] {
        let group = yaml(&format!("switchlights/data/{folder}/test_group.yaml"));
        assert_eq!(group["output_validator_args"], serde_json::json!(["case_sensitive", "space_change_sensitive"]));
    }
    assert_eq!(checker["type"], "pass-fail");
    assert!(!out.path().join("subtractionanymove/data/secret/test_group.yaml").exists(), "a checker's own rules");
    assert!(out.path().join("subtractionanymove/output_validator/checker.rs").is_file());
    assert_eq!((&interactive["type"], &interactive["limits"]["time_limit"]), (&"interactive".into(), &2.0.into()));
    assert!(out.path().join("subtractionduel/output_validator/run").is_file());
    assert!(
        !out.path().join("subtractionduel/.timelimit").exists()
            && !out.path().join("subtractionduel/output_validators").exists()
    );
    let statement =
        std::fs::read_to_string(out.path().join("switchlights/statement/problem.en.tex")).expect("statement");
    assert!(statement.starts_with("\\problemname{"), "{statement}");
}

/// `export --contest`: the packages labelled in the order named, `problems.yaml` with labels
/// and colours, `contest.yaml` with the name, and `samples.zip` holding exactly the samples, by
/// label; `--verify` hands each package to BAPCtools (here a stand-in that `BAPCTOOLS` names,
/// which records how it was called and fails one package's `bt run`).
// Long: one contest exported once (most of the test's time) and checked part by part, as a
// contest's organiser would look at it.
#[test]
fn export_writes_a_contest_that_bapctools_checks() {
    let out = tempfile::tempdir().expect("tempdir");
    let stand_in = out.path().join("bt");
    std::fs::write(
        &stand_in,
        "#!/bin/sh\necho \"$(basename \"$PWD\") $1 $XDG_CONFIG_HOME\" >> \"$(dirname \"$0\")/calls\"\n\
         if [ \"$(basename \"$PWD\")\" = snim ] && [ \"$1\" = run ]; then echo 'wrong_answer/x.py: AC 0.1s'; echo 'WARNING: x.py got AC'; exit 1; fi\n\
         echo 'accepted/a.rs: AC 0.01s @ secret/1'\n",
    )
    .expect("write");
    std::fs::set_permissions(&stand_in, std::os::unix::fs::PermissionsExt::from_mode(0o755)).expect("chmod");
    // A Chromium that "prints" the page as its HTML.
    let printer = out.path().join("chromium");
    std::fs::copy(Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/chromium.py"), &printer).expect("copy");
    std::fs::set_permissions(&printer, std::os::unix::fs::PermissionsExt::from_mode(0o755)).expect("chmod");
    let contest = out.path().join("practice");
    let ran = harness()
        .args(["export", "--contest"])
        .arg(&contest)
        .args(["--name", "Practice", "--verify", "--profile", "dev", "nim", "s-nim", "subtraction-duel"])
        .env("BAPCTOOLS", &stand_in)
        .env("CHROMIUM", &printer)
        .run();
    let stdout = ran.code(1).stdout();
    assert!(a_line_begins(stdout, "A   nim "), "{ran}");
    assert!(a_line_begins(stdout, "B   s-nim "), "{ran}");
    assert!(a_line_begins(stdout, "C   subtraction-duel "), "{ran}");
    // Where LaTeX is installed, each package's statement is typeset too (`bt pdf`).
    let typeset =
        std::env::split_paths(&std::env::var_os("PATH").unwrap_or_default()).any(|dir| dir.join("latexmk").is_file());
    let verified = if typeset {
        "bt validate, bt run and bt pdf: 1 submission, each"
    } else {
        "bt validate and bt run: 1 submission, each"
    };
    assert!(a_line_begins(stdout, &format!("nim                      bt: {verified}")), "{ran}");
    assert!(a_line_begins(stdout, "snim                     bt FAILED: bt run ended with exit status: 1"), "{ran}");
    assert!(a_line_begins(stdout, "    WARNING: x.py got AC"), "{ran}");
    let calls = std::fs::read_to_string(out.path().join("calls")).expect("calls");
    let calls: Vec<&str> = calls.lines().collect();
    // validate, run (and pdf) for nim, validate and run for snim (whose run fails), validate and
    // run (and pdf) for subtractionduel, then the contest's validate.
    let per_package = if typeset { 3 } else { 2 };
    assert_eq!(calls.len(), 2 * per_package + 3, "{calls:?}");
    assert!(calls.last().is_some_and(|c| c.starts_with("practice validate ")), "{calls:?}");
    assert!(a_line_begins(stdout, "the contest              bt: bt validate of the contest"), "{ran}");
    assert!(calls.iter().all(|c| !c.ends_with(' ')), "a settings directory of its own: {calls:?}");
    let yaml = |file: &str| -> serde_json::Value {
        serde_json::from_str(&std::fs::read_to_string(contest.join(file)).expect(file)).expect("JSON, which is YAML")
    };
    let problems = yaml("problems.yaml");
    let labels: Vec<(&str, &str)> = problems
        .as_array()
        .expect("a list")
        .iter()
        .map(|p| (p["label"].as_str().expect("label"), p["id"].as_str().expect("id")))
        .collect();
    assert_eq!(labels, [("A", "nim"), ("B", "snim"), ("C", "subtractionduel")]);
    assert!(problems[0]["rgb"].as_str().is_some_and(|c| c.starts_with('#') && c.len() == 7));
    assert_eq!(
        yaml("contest.yaml"),
        serde_json::json!({
            "id": "practice", "name": "Practice", "formal_name": "Practice", "duration": "5:00:00",
            "scoreboard_freeze_duration": "1:00:00", "penalty_time": 20, "title": "Practice", "print_time_limit": true,
        })
    );
    // The contest's BAPCtools settings speak of the contest, not of one of its problems.
    let settings = std::fs::read_to_string(contest.join(".bapctools.yaml")).expect("settings");
    assert!(settings.starts_with("# BAPCtools' settings for every package of the contest"), "{settings}");
    assert!(!settings.contains("the problem's limit") && settings.contains("each problem's limit"), "{settings}");
    // Each package carries its statement as DOMjudge shows it to teams.
    let printed = std::fs::read_to_string(contest.join("nim/problem.pdf")).expect("nim's problem.pdf");
    assert!(printed.contains("<h1>Nim Game</h1>") && printed.contains("<h2>Input</h2>"), "{printed}");
    assert!(!printed.contains("<h2>Solution</h2>") && !printed.contains("title-page"), "{printed}");
    assert!(contest.join("snim/problem.yaml").is_file() && contest.join("subtractionduel/output_validator").is_dir());
    let listed = std::process::Command::new("python3")
        .args(["-c", "import sys, zipfile\nfor n in zipfile.ZipFile(sys.argv[1]).namelist():\n    print(n)"])
        .arg(contest.join("samples.zip"))
        .output()
        .expect("python3 reads zips");
    let mut in_zip: Vec<String> = String::from_utf8_lossy(&listed.stdout).lines().map(str::to_owned).collect();
    in_zip.sort();
    let problems_dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../problems");
    let mut expected = Vec::new();
    for (label, slug) in [("A", "nim"), ("B", "s-nim"), ("C", "subtraction-duel")] {
        let samples = std::fs::read_dir(problems_dir.join(slug).join("cases"))
            .expect("cases")
            .filter(|e| {
                e.as_ref().is_ok_and(|e| {
                    e.file_name().to_string_lossy().starts_with("00-sample")
                        && e.file_name().to_string_lossy().ends_with(".in")
                })
            })
            .count();
        for i in 1..=samples {
            expected.push(format!("{label}/{i}.ans"));
            expected.push(format!("{label}/{i}.in"));
        }
    }
    expected.sort();
    assert_eq!(in_zip, expected);
    // The booklet: a title page with the name, then each statement under its label.
    assert!(a_line_begins(stdout, &format!("    {}", contest.join("contest.pdf").display())), "{ran}");
    let booklet = std::fs::read_to_string(contest.join("contest.pdf")).expect("the booklet's page");
    assert!(booklet.contains("<h1>Practice</h1>"), "{booklet}");
    for (label, title) in [("A", "Nim Game"), ("B", "S-Nim"), ("C", "Subtraction games")] {
        assert!(booklet.contains(&format!("<h1>{label}. {title}")), "{label}. {title} in {booklet}");
    }
    assert!(
        !booklet.contains("<h2>Solution</h2>") && !booklet.contains("<h2>Pitfalls</h2>"),
        "a contestant's booklet has no editorial"
    );
    // A contest is 2025-09.
    harness()
        .args(["export", "--contest"])
        .arg(&contest)
        .args(["--format", "legacy", "nim"])
        .run()
        .code(2)
        .stderr_has("a contest is written in the 2025-09 format");
}

/// What each kind of problem's package says of how it is judged, its programs and their
/// scripts, and the output validator's protocol, run on a stand-in checker.
#[test]
fn export_tells_how_each_kind_is_judged() {
    let out = tempfile::tempdir().expect("tempdir");
    let slugs = ["s-nim", "switch-lights", "subtraction-any-move", "subtraction-duel"];
    harness()
        .arg("export")
        .args(slugs)
        .args(["--format", "legacy", "--profile", "dev", "--out"])
        .arg(out.path())
        .run()
        .success();
    let yaml = |name: &str| -> serde_json::Value {
        let text = std::fs::read_to_string(out.path().join(name).join("problem.yaml")).expect("problem.yaml");
        serde_json::from_str(&text).expect("JSON, which is YAML")
    };
    let (batch, exact, checker, interactive) =
        (yaml("snim"), yaml("switchlights"), yaml("subtractionanymove"), yaml("subtractionduel"));
    assert_eq!((&batch["validation"], &batch["validator_flags"]), (&"default".into(), &"case_sensitive".into()));
    assert_eq!(exact["validator_flags"], "case_sensitive space_change_sensitive");
    assert_eq!(exact["source_url"], "https://acm.hdu.edu.cn/showproblem.php?pid=3404");
    assert_eq!((&exact["source"], &exact["limits"]["memory"]), (&"HDU 3404".into(), &32.into()));
    assert_eq!((&checker["validation"], checker.get("validator_flags")), (&"custom".into(), None));
    assert_eq!(checker.get("source_url"), None, "no url, no source_url");
    assert_eq!(interactive["validation"], "custom interactive");
    assert_eq!(std::fs::read_to_string(out.path().join("subtractionduel/.timelimit")).expect(".timelimit"), "2\n");
    // A version 8 UUID (RFC 9562): its version digit and its variant's two bits.
    let id = batch["uuid"].as_str().expect("a uuid").to_owned();
    let digits: Vec<u8> = id.bytes().filter(|b| *b != b'-').collect();
    let nibble = |i: usize| char::from(digits[i]).to_digit(16).expect("hex");
    assert_eq!((id.len(), nibble(12), nibble(16) >> 2), (36, 8, 0b10), "{id}");
    assert_ne!(id, interactive["uuid"].as_str().expect("a uuid"), "one uuid per problem");

    // Each program bundled beside the script that builds it; the judge's wrapper beside a
    // checker or interactor; the problem's own submissions in their folders.
    let any_move = out.path().join("subtractionanymove");
    for (file, builds) in [
        ("input_validators/validator/build", "-o run validator.rs"),
        ("output_validators/checker/build", "-o checker checker.rs"),
        ("output_validators/checker/run", "\"$dir/checker\" \"$1\" \"$output\" \"$2\""),
    ] {
        let text = std::fs::read_to_string(any_move.join(file)).expect(file);
        assert!(text.starts_with("#!/bin/sh\n") && text.contains(builds), "{file}:\n{text}");
    }
    let duel = out.path().join("subtractionduel");
    assert!(duel.join("output_validators/interactor/interactor.rs").is_file());
    let run = std::fs::read_to_string(duel.join("output_validators/interactor/run")).expect("run");
    assert!(run.contains("\"$dir/interactor\" \"$1\" \"$2\""), "{run}");
    assert!(duel.join("submissions/wrong_answer/always-first.py").is_file());
    assert!(duel.join("submissions/time_limit_exceeded/game-tree-without-memo.cpp").is_file());

    // Kattis' protocol around testlib's: a stand-in checker that says why and exits with each
    // of testlib's codes, called as Kattis calls an output validator.
    let checker_dir = any_move.join("output_validators/checker");
    let feedback = tempfile::tempdir().expect("tempdir");
    let output = feedback.path().join("output");
    std::fs::write(&output, "answer").expect("output");
    for (code, kattis) in [(0, 42), (1, 43), (2, 43), (3, 1)] {
        std::fs::write(
            checker_dir.join("checker"),
            format!("#!/bin/sh\n[ \"$(cat \"$2\")\" = answer ] && echo \"said $1 $3\" >&2\nexit {code}\n"),
        )
        .expect("checker");
        std::fs::set_permissions(checker_dir.join("checker"), std::os::unix::fs::PermissionsExt::from_mode(0o755))
            .expect("chmod");
        let status = std::process::Command::new(checker_dir.join("run"))
            .args(["in.txt", "ans.txt"])
            .arg(feedback.path())
            .stdin(std::fs::File::open(&output).expect("output"))
            .status()
            .expect("run");
        assert_eq!(status.code(), Some(kattis), "testlib's {code}");
        let said = std::fs::read_to_string(feedback.path().join("judgemessage.txt")).expect("judgemessage.txt");
        assert_eq!(said, "said in.txt ans.txt\n", "the checker's input and answer, and what it said");
    }
}

fn walk(dir: &std::path::Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    for entry in std::fs::read_dir(dir).expect("readable") {
        let path = entry.expect("entry").path();
        if path.is_dir() { files.extend(walk(&path)) } else { files.push(path) }
    }
    files
}

/// The authors of `problem.toml` are credited in both formats: `credits.authors` in 2025-09,
/// `author` in legacy.
#[test]
fn export_credits_the_authors() {
    let ws = Workspace::new("credited");
    ws.problem("p-credited", SUM);
    ws.write(
        "problems/p-credited/problem.toml",
        "title = \"Sum\"\nsource = \"test\"\ntime_limit_ms = 500\nauthors = [\"Ada Lovelace <ada@example.com>\", \"Alan Turing\"]\n",
    );
    let out = tempfile::tempdir().unwrap();
    let yaml = |format: &str| -> serde_json::Value {
        ws.harness().args(["export", "p-credited", "--format", format, "--out"]).arg(out.path()).run().success();
        let text = std::fs::read_to_string(out.path().join("pcredited/problem.yaml")).expect("problem.yaml");
        serde_json::from_str(&text).expect("JSON, which is YAML")
    };
    assert_eq!(
        yaml("2025-09")["credits"],
        serde_json::json!({"authors": ["Ada Lovelace <ada@example.com>", "Alan Turing"]})
    );
    assert_eq!(yaml("legacy")["author"], "Ada Lovelace <ada@example.com>, Alan Turing");
}
