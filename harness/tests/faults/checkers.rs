//! Checkers and interactors: who decides the verdict, and a broken one is the judge's error.

use crate::support::*;

/// This module's trials, in the order they start.
pub fn trials() -> Vec<Trial> {
    testkit::trials![
        checkers_decide_and_a_broken_checker_is_je,
        a_checker_problem_needs_its_checker,
        an_external_checker_command_judges,
        interactions_get_problemtools_verdicts,
    ]
}

pub fn checkers_decide_and_a_broken_checker_is_je() -> Result<(), Failed> {
    let scratch = Scratch::new("checker");
    let problem = sum_problem(&scratch, "tokens");
    // A checker by testlib's protocol: `checker <input> <output> <answer>`.
    let checker = |name: &str, body: &str| Jury::Checker(Program::new(scratch.script(name, body)));
    let fair = checker(
        "fair",
        "if [ \"$(cat \"$2\")\" = \"$(cat \"$3\")\" ]; then echo ok >&2; exit 0; fi; echo \"wrong answer: got $(cat \"$2\")\" >&2; exit 1",
    );
    let right = Program::new(scratch.script("right", "read a b; echo $((a + b))"));
    let wrong = Program::new(scratch.script("wrong", "echo 4"));
    let cases = [
        ("right", &right, &fair, Verdict::Ac),
        ("wrong", &wrong, &fair, Verdict::Wa),
        ("crash-before-checking", &Program::new(scratch.script("crash", "exit 3")), &fair, Verdict::Re),
        ("presentation-error", &right, &checker("pe", "echo 'presentation error' >&2; exit 2"), Verdict::Wa),
        ("judge-failure", &right, &checker("fail", "echo 'answer file broken' >&2; exit 3"), Verdict::Je),
        ("other-code", &right, &checker("seven", "exit 7"), Verdict::Je),
        ("crashing-checker", &right, &checker("segv", "kill -SEGV $$"), Verdict::Je),
        ("spinning-checker", &right, &checker("spin", "while :; do :; done"), Verdict::Je),
    ];
    let mut reports = Vec::new();
    for (name, program, jury, verdict) in cases {
        let mut report = judge_by(&problem, program, jury, LIMITS);
        report.slug = name.to_owned();
        expect(&report, verdict, name)?;
        reports.push(report);
    }
    insta::assert_snapshot!("report_checker", scratch.rendered(&reports[..5]));
    Ok(())
}

pub fn interactions_get_problemtools_verdicts() -> Result<(), Failed> {
    let scratch = Scratch::new("interactor");
    let problem = sum_problem(&scratch, "tokens");
    // The interactor asks for the sum of 2 and 3.
    let asks = "echo 2 3; read s || { echo 'wrong answer: no answer' >&2; exit 1; }; \
        if [ \"$s\" = 5 ]; then exit 0; fi; echo \"wrong answer: $s\" >&2; exit 1";
    let jury = |name: &str, body: &str| Jury::Interactor(Program::new(scratch.script(name, body)));
    let fair = jury("asks", asks);
    let solution = |name: &str, body: &str| Program::new(scratch.script(name, body));
    let cases = [
        ("right", solution("right", "read a b; echo $((a + b))"), &fair, Verdict::Ac),
        ("wrong", solution("wrong", "read a b; echo 4"), &fair, Verdict::Wa),
        ("never-answers", solution("mute", "read a b; sleep 10"), &fair, Verdict::Tle),
        ("stops-after-one-line", solution("brief", "echo hello"), &fair, Verdict::Wa),
        ("crashes", solution("crash", "read a b; kill -SEGV $$"), &fair, Verdict::Re),
        // The interactor's wrong answer stands: the solution that spins afterwards is stopped.
        (
            "spins-after-the-verdict",
            solution("spin", "read a b; while :; do :; done"),
            &jury("impatient", "echo 2 3; echo 'wrong answer: too slow' >&2; exit 1"),
            Verdict::Wa,
        ),
        (
            "interactor-crashes",
            solution("right2", "read a b; echo $((a + b))"),
            &jury("segv", "kill -SEGV $$"),
            Verdict::Je,
        ),
        ("interactor-hangs", solution("right3", "read a b; echo $((a + b))"), &jury("hang", "sleep 30"), Verdict::Je),
        // A crash after the interactor's wrong answer is not blamed on the solution: the
        // verdict is the interactor's, since it ended first.
        (
            "crashes-after-the-verdict",
            solution("late-crash", "read a b; sleep 0.1; kill -SEGV $$"),
            &jury("gives-up", "echo 2 3; echo 'wrong answer: gave up' >&2; exit 1"),
            Verdict::Wa,
        ),
    ];
    // The cases at once: most of them wait for a limit.
    let judged: Vec<Result<ProblemReport, String>> = std::thread::scope(|scope| {
        let handles: Vec<_> = cases
            .iter()
            .map(|(name, program, jury, verdict)| {
                let problem = &problem;
                scope.spawn(move || {
                    let start = Instant::now();
                    let mut report = judge_by(problem, program, jury, LIMITS);
                    report.slug = (*name).to_owned();
                    expect(&report, *verdict, name).map_err(|e| e.message().to_owned())?;
                    if *name == "spins-after-the-verdict" && start.elapsed() > Duration::from_secs(2) {
                        return Err(format!(
                            "{name}: the solution is stopped soon after the verdict, not at its limit"
                        ));
                    }
                    Ok(report)
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().unwrap_or_else(|_| Err("a case panicked".to_owned()))).collect()
    });
    let reports = judged.into_iter().collect::<Result<Vec<_>, _>>()?;
    insta::assert_snapshot!("report_interactor", scratch.rendered(&reports[..4]));
    Ok(())
}

pub fn a_checker_problem_needs_its_checker() -> Result<(), Failed> {
    let scratch = Scratch::new("jury-bin");
    for kind in ["checker", "interactive"] {
        let dir = format!("problems/p-{kind}");
        scratch.write(
            &format!("{dir}/Cargo.toml"),
            &format!(
                "[package]\nname = \"p-{kind}\"\nautotests = false\n\n[[test]]\nname = \"judge\"\nharness = false\n"
            ),
        );
        scratch.write(&format!("{dir}/problem.toml"), &format!("{PROBLEM_TOML}kind = \"{kind}\"\n"));
        let readme: String = ["Source", "Solution", "Pitfalls", "Cases"].iter().map(|s| format!("## {s}\n")).collect();
        scratch.write(&format!("{dir}/README.md"), &readme);
        for file in [
            "src/main.rs",
            "tests/judge.rs",
            "tests/stress.rs",
            "cases/00-sample-1.in",
            "cases/00-sample-1.out",
            "cases/30-max-1.in",
            "cases/30-max-1.out",
        ] {
            scratch.write(&format!("{dir}/{file}"), "1\n");
        }
    }
    let errors: Vec<String> = ["checker", "interactive"]
        .iter()
        .flat_map(|kind| discover::check_structure(&scratch.0.join(format!("problems/p-{kind}"))))
        .map(|e| scratch.redact(&e.to_string()))
        .collect();
    assert_eq!(
        errors,
        [
            "[dir]/problems/p-checker/Cargo.toml: this checker problem needs a [[bin]] named \"p-checker-checker\" (path = \"src/bin/checker.rs\")",
            "[dir]/problems/p-interactive/Cargo.toml: this interactive problem needs a [[bin]] named \"p-interactive-interactor\" (path = \"src/bin/interactor.rs\")",
        ]
    );
    Ok(())
}

/// `checker_cmd` in `problem.toml`: a checker brought from elsewhere (a testlib checker
/// compiled from C++, say), named relative to the problem directory.
pub fn an_external_checker_command_judges() -> Result<(), Failed> {
    let scratch = Scratch::new("checker-cmd");
    scratch.write(
        "problems/sum/problem.toml",
        &format!("{PROBLEM_TOML}kind = \"checker\"\nchecker_cmd = \"sh check.sh --strict\"\n"),
    );
    scratch.write("problems/sum/cases/01-small.in", "1 2\n");
    scratch.write("problems/sum/cases/01-small.out", "3\n");
    scratch.write(
        "problems/sum/check.sh",
        "[ \"$1\" = --strict ] || exit 3; shift; [ \"$(cat \"$2\")\" = \"$(cat \"$3\")\" ] && exit 0; echo 'wrong answer' >&2; exit 1",
    );
    let problem = discover::load(&scratch.0.join("problems/sum")).unwrap();
    let jury = judging::jury_of(&problem, |_| None).map_err(|e| e.to_string())?;
    let right = Program::new(scratch.script("right", "read a b; echo $((a + b))"));
    let wrong = Program::new(scratch.script("wrong", "echo 4"));
    expect(&judge_by(&problem, &right, &jury, LIMITS), Verdict::Ac, "external checker, right answer")?;
    expect(&judge_by(&problem, &wrong, &jury, LIMITS), Verdict::Wa, "external checker, wrong answer")
}
