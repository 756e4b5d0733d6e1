//! `harness new`: a scaffold that follows the rules, from a slug or from a game.

use crate::common::harness;

#[test]
fn new_refuses_bad_and_existing_slugs() {
    harness().args(["new", "Bad_Slug"]).run().code(2).stderr_has("is not a valid slug");
    harness().args(["new", "good-luck-cet4"]).run().code(2).stderr_has("already exists");
    harness().arg("new").run().code(2).stderr_has("<SLUG>");
}

#[test]
fn new_writes_a_directory_that_follows_the_rules() {
    let root = std::env::temp_dir().join(format!("harness-new-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&root);
    std::fs::create_dir_all(root.join("problems")).unwrap();
    std::fs::write(root.join("Cargo.toml"), "[workspace]\nmembers = [\"problems/*\"]\n").unwrap();
    let readme = "# W\n\n## Problems\n\n| slug | problem |\n|---|---|\n| nim | Nim |\n\nAfter the table.\n";
    std::fs::write(root.join("README.md"), readme).unwrap();
    harness()
        .current_dir(&root)
        .args(["new", "zz-demo"])
        .run()
        .success()
        .stdout_has("next: cargo test -p zz-demo, then cargo test --workspace");
    let demo = root.join("problems/zz-demo");
    let mut broken: Vec<_> =
        testkit::discover::check_structure(&demo).into_iter().chain(testkit::discover::check_parts(&demo)).collect();
    broken.extend(harness::statement::lint::lint(&testkit::discover::load(&demo).unwrap()));
    let listed = std::fs::read_to_string(root.join("README.md")).unwrap();
    let read = |path: &str| std::fs::read_to_string(root.join("problems").join(path)).unwrap();
    // A batch problem's limits (10^5 piles up to 10^5), in its validator, its refusals and its
    // generator, whose largest input is pinned rather than stored; an interactive one's single
    // smallest game.
    let (toml, cargo, validator, above, generator, pins) = (
        read("zz-demo/problem.toml"),
        read("zz-demo/Cargo.toml"),
        read("zz-demo/src/bin/validator.rs"),
        read("zz-demo/invalid/t-above-limit.in"),
        read("zz-demo/src/bin/generator.rs"),
        testkit::generated::read_record(&demo).unwrap(),
    );
    let stored = demo.join("cases/30-max-2.in").exists();
    let statement = read("zz-demo/statement/problem.en.md");
    harness().current_dir(&root).args(["new", "zz-duel", "--kind", "interactive"]).run().success();
    let one_game = read("zz-duel/cases/10-edge-one-game.in");
    let duel = read("zz-duel/statement/problem.en.md");
    std::fs::remove_dir_all(&root).unwrap();
    for line in ["kind = \"batch\"\n", "compare = \"tokens\"\n", "lines_per_test = 1\n", "allowed_words = []\n"] {
        assert!(toml.contains(line), "problem.toml lacks {line:?}:\n{toml}");
    }
    assert!(cargo.contains("name = \"zz-demo-generator\"\npath = \"src/bin/generator.rs\""), "{cargo}");
    assert!(validator.contains("100000") && !validator.contains("{t_max}"), "{validator}");
    assert!(above.starts_with("100001\n"), "{above:.20}");
    assert!(generator.contains("const MAX_T: usize = 100000;") && generator.contains("(\"30-max-2\""), "{generator}");
    let input = format!("100000\n{}", "100000\n".repeat(100_000));
    assert_eq!(pins.pins.keys().collect::<Vec<_>>(), ["30-max-2"]);
    assert_eq!(pins.pins["30-max-2"].sha256, testkit::generated::sha256_hex(input.as_bytes()));
    assert_eq!(pins.written, ["30-max-1", "30-max-2"]);
    assert!(!stored, "the largest input is made by the generator, not stored");
    assert!(statement.contains("## Input") && duel.contains("## Interaction"), "{statement}\n{duel}");
    assert_eq!(one_game, "1\n1\n");
    assert!(broken.is_empty(), "{broken:?}");
    // The new problem's row ends the table, so the workspace's README check holds at once.
    let row = "| zz-demo | zz-demo | unpublished | written by `harness new`: replace this row |\n";
    assert_eq!(listed, readme.replace("| nim | Nim |\n", &format!("| nim | Nim |\n{row}")));
}

/// `new --game`: a problem on a game of the explorer, following the rules, with the sample's
/// answers of that game. Kayles (`octal:0.77`), by hand: a heap of 1 or 2 is taken whole, and
/// from 7 the first player takes the middle token, leaving two heaps of 3 whose moves the
/// second player can only lose by mirroring; so 1, 2 and 7 are all first-player wins.
#[test]
fn new_starts_a_problem_from_a_game() {
    let root = std::env::temp_dir().join(format!("harness-new-game-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&root);
    std::fs::create_dir_all(root.join("problems")).unwrap();
    std::fs::write(root.join("Cargo.toml"), "[workspace]\nmembers = [\"problems/*\"]\n").unwrap();
    harness().current_dir(&root).args(["new", "zz-kayles", "--game", "octal:0.77"]).run().success();
    harness()
        .current_dir(&root)
        .args(["new", "zz-bad", "--game", "octal:0.9"])
        .run()
        .code(2)
        .stderr_starts_with("error: --game: ");
    // A two-heap game of the explorer is no game of one heap to scaffold.
    harness()
        .current_dir(&root)
        .args(["new", "zz-wythoff", "--game", "wythoff"])
        .run()
        .code(2)
        .stderr_starts_with("error: --game: harness new --game is about games of one heap");
    harness()
        .current_dir(&root)
        .args(["new", "zz-nim", "--game", "nim"])
        .run()
        .code(2)
        .stderr_starts_with("error: --game: nim has no table to scaffold from");
    for refused in ["zz-bad", "zz-wythoff", "zz-nim"] {
        assert!(!root.join("problems").join(refused).exists(), "{refused}");
    }
    let dir = root.join("problems/zz-kayles");
    let broken: Vec<_> =
        testkit::discover::check_structure(&dir).into_iter().chain(testkit::discover::check_parts(&dir)).collect();
    let read = |name: &str| std::fs::read_to_string(dir.join(name)).unwrap();
    let (sample_in, sample_out, stress) =
        (read("cases/00-sample-1.in"), read("cases/00-sample-1.out"), read("tests/stress.rs"));
    // Kayles is won by the first player from every heap but the empty one.
    let max_out = read("cases/30-max-1.out");
    std::fs::remove_dir_all(&root).unwrap();
    assert!(broken.is_empty(), "{broken:?}");
    assert_eq!((sample_in.as_str(), sample_out.as_str()), ("4\n0\n1\n2\n7\n", "Second\nFirst\nFirst\nFirst\n"));
    assert!(stress.contains("const DIGITS: [u8; 3] = [0, 7, 7];"), "{stress}");
    assert_eq!(max_out, "First\n");
}
