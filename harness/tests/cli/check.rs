//! `harness check`: one check per part of a package.

use crate::common::{VALIDATOR, Workspace};
use crate::support::{SUM, a_line_begins};

/// `harness check`: each part of two packages, one that holds and one whose validator takes
/// anything and whose submissions are too few and misfiled.
// Long: one scratch workspace built once (most of the test's time) and checked part by part.
#[test]
fn check_judges_each_part_of_a_package() {
    let ws = Workspace::new("check");
    ws.problem("p-sum", SUM);
    ws.bin("p-sum", "validator", VALIDATOR);
    // A short limit: the slow submission runs to twice it on every case.
    ws.write("problems/p-sum/problem.toml", "title = \"Sum\"\nsource = \"test\"\ntime_limit_ms = 200\n");
    ws.write("problems/p-sum/cases/10-edge-1.in", "1000 1\n");
    ws.write("problems/p-sum/cases/10-edge-1.out", "1001\n");
    // The largest case is generated, pinned by the SHA-256 of `1000 1000\n`.
    std::fs::remove_file(ws.0.join("problems/p-sum/cases/30-max-1.in")).unwrap();
    ws.write("problems/p-sum/cases/30-max-1.out", "2000\n");
    ws.write(
        "problems/p-sum/cases/generated.toml",
        "[30-max-1]\nsha256 = \"b58139719b50c0ffc85e1301b1e1f8d30c902eb21738a1f40705a74c172fa2de\"\n",
    );
    ws.bin(
        "p-sum",
        "generator",
        "fn main() {\n    match std::env::args().nth(1).as_deref() {\n        None => println!(\"30-max-1\"),\n        Some(\"30-max-1\") => println!(\"1000 1000\"),\n        Some(other) => panic!(\"no case {other}\"),\n    }\n}\n",
    );
    ws.write("problems/p-sum/invalid/three-numbers.in", "1 2 3\n");
    for (file, body) in [
        ("accepted/sum.py", "a, b = map(int, input().split())\nprint(a + b)\n"),
        ("wrong_answer/difference.py", "a, b = map(int, input().split())\nprint(a - b)\n"),
        ("time_limit_exceeded/spin.py", "while True:\n    pass\n"),
    ] {
        ws.write(&format!("problems/p-sum/submissions/{file}"), body);
    }
    ws.problem("p-lax", "println!(\"0\");");
    // Wrong both ways: it refuses the problem's own cases (`1 2`) and takes anything else.
    ws.bin(
        "p-lax",
        "validator",
        "fn main() {\n    let mut line = String::new();\n    let _ = std::io::stdin().read_line(&mut line);\n    if line == \"1 2\\n\" {\n        eprintln!(\"one and two are out\");\n        std::process::exit(43);\n    }\n    std::process::exit(42);\n}\n",
    );
    // The libraries a bundle may inline, as every workspace has them (here, used by none).
    for library in ["sg-core", "judge-io"] {
        ws.write(&format!("crates/{library}/src/lib.rs"), "");
    }
    ws.write("problems/p-lax/submissions/accepted/zero.py", "print(0)\n");
    ws.write("problems/p-lax/submissions/run_time_error/exit-1.py", "raise SystemExit(1)\n");

    // Exported first, so the generated input is made by the export itself.
    let exported = tempfile::tempdir().unwrap();
    ws.harness().args(["export", "p-sum", "--out"]).arg(exported.path()).run().success();
    let secret = exported.path().join("psum/data/secret");
    assert_eq!(std::fs::read_to_string(secret.join("30-max-1.in")).unwrap(), "1000 1000\n");

    let ran = ws.harness().args(["check", "p-sum", "p-lax"]).run();
    let out = ran.code(1).stdout();
    let (lax, sum) = out.split_once("p-sum ok\n").unwrap_or_else(|| panic!("{out}"));
    let lines_begin = |text: &str, patterns: &[&str]| {
        for pattern in patterns {
            assert!(a_line_begins(text, pattern), "no line begins {pattern:?}:\n{out}");
        }
    };
    lines_begin(
        sum,
        &[
            " +validator +ok",
            " +3 cases valid, 1 invalid inputs and ",
            " +submissions +ok",
            " +the solution +AC, slowest case ",
            " +accepted/sum.py +AC, slowest case ",
            " +wrong_answer/difference.py +WA, on 00-sample-1",
            " +time_limit_exceeded/spin.py +TLE, on 00-sample-1",
            " +time limit +ok",
            " +stated 200 ms; allowed from ",
            " +bundle +ok",
            " +solution: ",
            " +validator: ",
            " +the bundled solution: AC on 3 cases, by the bundled jury",
            " +the bundled validator: 3 cases valid, 1 invalid inputs and ",
        ],
    );
    assert!(sum.contains("refused; bounds reached at both ends: a 1..=1000, b 1..=1000\n"), "{out}");
    // Two wrong submissions are enough.
    assert!(!sum.contains("fewer than two wrong submissions"), "{out}");
    // The band: from the slowest accepted run (the solution's or the accepted submission's)
    // to half the slow submission's stopping time.
    let ms = |text: &str, after: &str| -> u64 {
        let rest = text.split(after).nth(1).unwrap_or_else(|| panic!("no {after:?} in {out}"));
        rest.split(' ').next().and_then(|n| n.parse().ok()).unwrap_or_else(|| panic!("no number after {after:?}"))
    };
    let line = |label: &str| sum.lines().find(|l| l.trim_start().starts_with(label)).unwrap_or_default();
    let slowest = ms(line("the solution"), "slowest case ").max(ms(line("accepted/sum.py"), "slowest case "));
    assert_eq!(ms(sum, "(slowest accepted "), slowest, "{out}");
    let high = ms(line("stated"), " to ");
    // Accepted programs are timed by the median of three runs of their slowest cases.
    assert!(line("the solution").ends_with(" ms (median of 3 runs)"), "{out}");
    assert!((200..=400).contains(&high) && !sum.contains("no ceiling"), "{out}");
    lines_begin(
        lax,
        &[
            "p-lax FAILED",
            " +validator +FAILED",
            " +problems/p-lax: no invalid input",
            " +the validator reports no bound ",
            " +problems/p-lax/cases/00-sample-1.in is invalid: one and two are out",
            " +0 cases valid, 0 invalid inputs and 2 junk inputs refused; bounds reached at both ends: none",
            " +submissions +FAILED",
            " +the solution got WA",
            " +fewer than two wrong submissions",
            " +run_time_error/exit-1.py +RE, on 00-sample-1",
            " +bundle +FAILED",
            " +the bundled validator: problems/p-lax: no invalid input",
            " +the bundled solution got WA on 00-sample-1",
        ],
    );
    assert!(lax.contains("made ") && lax.contains(" passes the validator\n"), "junk must be refused:\n{out}");
    assert!(lax.contains("accepted/zero.py got WA on 00-sample-1"), "{out}");
    assert!(out.ends_with("1/2 problem packages hold\n"), "{out}");
}
