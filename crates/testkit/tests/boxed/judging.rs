//! `judging`: a finished run judged by a checker, a run judged by an interactor.

use crate::support::script;
use std::path::Path;
use testkit::trial::{Failed, Trial};

pub fn trials() -> Vec<Trial> {
    testkit::trials![
        "judging/";
        a_checker_judges_a_finished_run_and_says_why,
        an_interactor_talks_with_the_solution_and_gives_the_verdict,
    ]
}

/// A case of a sum problem in `dir` (`1 2`, answered `3`) and the problem's metadata.
fn sum_case(dir: &Path) -> Result<(testkit::discover::Case, testkit::meta::Meta), Failed> {
    let (input, output) = (dir.join("a.in"), dir.join("a.out"));
    std::fs::write(&input, "1 2\n")?;
    std::fs::write(&output, "3\n")?;
    let meta = testkit::meta::parse(Path::new("problem.toml"), "title = \"t\"\nsource = \"s\"\ntime_limit_ms = 1000\n")
        .map_err(|e| format!("{e:?}"))?;
    Ok((testkit::discover::Case { name: "a".into(), input, output, pin: None }, meta))
}

fn a_checker_judges_a_finished_run_and_says_why() -> Result<(), Failed> {
    use testkit::run::{Exit, RunResult};
    let dir = tempfile::tempdir()?;
    let runner = testkit::shared_runner()?;
    let checker = script(
        dir.path(),
        "checker",
        "[ \"$(cat \"$2\")\" = \"$(cat \"$3\")\" ] && exit 0; echo \"wrong: $(cat \"$2\")\" >&2; exit 1",
    )?;
    let (case, meta) = sum_case(dir.path())?;
    let limits = testkit::run::Limits::new(std::time::Duration::from_secs(1), 64);
    let jury = testkit::jury::Jury::Checker(testkit::run::Program::new(&checker));
    let finished = |stdout: &[u8]| RunResult {
        exit: Exit::Code(0),
        stop: None,
        stdout: stdout.to_vec(),
        stderr: Vec::new(),
        cpu: std::time::Duration::ZERO,
        wall: std::time::Duration::ZERO,
        peak_kib: 0,
        ended_ns: 0,
        output_cut: false,
        isolation: Default::default(),
        refused: Vec::new(),
        refused_calls: 0,
        guard_cpu: std::time::Duration::ZERO,
    };
    let judged = |stdout: &[u8]| testkit::judging::judge_run(runner, &jury, &finished(stdout), &case, &meta, limits);
    let right = judged(b"3\n")?;
    if right != (testkit::report::Verdict::Ac, String::new()) {
        return Err(format!("a right answer: {right:?}").into());
    }
    let wrong = judged(b"4\n")?;
    let why = format!("{}\n  checker says:\n    | wrong: 4\n  output:\n    | 4\n", case.input.display());
    if wrong != (testkit::report::Verdict::Wa, why) {
        return Err(format!("a wrong answer: {wrong:?}").into());
    }
    Ok(())
}

fn an_interactor_talks_with_the_solution_and_gives_the_verdict() -> Result<(), Failed> {
    use testkit::report::Verdict;
    let dir = tempfile::tempdir()?;
    let runner = testkit::shared_runner()?;
    let interactor = script(
        dir.path(),
        "interactor",
        "cat \"$1\"; read reply; [ \"$reply\" = \"$(cat \"$2\")\" ] && exit 0; echo \"wrong: $reply\" >&2; exit 1",
    )?;
    let (case, meta) = sum_case(dir.path())?;
    let problem =
        testkit::discover::Problem { slug: "duel".into(), dir: dir.path().to_path_buf(), meta, cases: Vec::new() };
    let jury = testkit::jury::Jury::Interactor(testkit::run::Program::new(&interactor));
    let limits = testkit::run::Limits::new(std::time::Duration::from_secs(2), 64);
    let judged = |name: &str, body: &str| -> Result<testkit::report::CaseReport, Failed> {
        let solution = testkit::run::Program::new(script(dir.path(), name, body)?);
        Ok(testkit::judging::judge_case(runner, &solution, &problem, &case, limits, &jury)?)
    };
    let right = judged("right", "read a b; echo $((a + b))")?;
    if right.verdict != Verdict::Ac {
        return Err(format!("a right solution: {right:?}").into());
    }
    let wrong = judged("wrong", "read a b; echo 0")?;
    let said = [
        "  interactor says:\n    | wrong: 0\n",
        "  last lines from the solution:\n    | 0\n",
        "  last lines to the solution:\n    | 1 2\n",
    ];
    if wrong.verdict != Verdict::Wa || !said.iter().all(|part| wrong.detail.contains(part)) {
        return Err(format!("a wrong answer: {wrong:?}").into());
    }
    // Told it is wrong, it goes on waiting: stopped soon after, well before its wall-clock limit
    // of 5 s, and the interactor's verdict stands.
    let lingering = judged("lingering", "read a b; echo 0; sleep 30")?;
    if lingering.verdict != Verdict::Wa || lingering.wall > std::time::Duration::from_secs(3) {
        return Err(format!("a solution that goes on after a wrong answer: {lingering:?}").into());
    }
    // Told it is wrong, it fails when the interactor hangs up: the interactor ended first, so
    // the wrong answer stands.
    let hung_up = judged("hung-up", "read a b; echo 0; read more || exit 1")?;
    if hung_up.verdict != Verdict::Wa {
        return Err(format!("a solution that fails once the interactor has gone: {hung_up:?}").into());
    }
    // It ends first, with an error: its own failure is the verdict.
    let crashed = judged("crashed", "read a b; exit 3")?;
    if crashed.verdict != Verdict::Re || !crashed.detail.contains("exit code 3") {
        return Err(format!("a solution that crashes: {crashed:?}").into());
    }
    Ok(())
}
