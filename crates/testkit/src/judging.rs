//! Judging one case like a judge: the run's own failures in DOMjudge's order (judge failure,
//! time, memory, crash, output limit), then the comparison or the problem's checker or
//! interactor. What the verdict is; how it is shown is [`crate::report`]'s.

use crate::compare::{Mismatch, compare};
use crate::diagnostic::Diagnostic;
use crate::discover::Submission;
use crate::discover::{Case, Problem};
use crate::failure::failure_of;
use crate::jury::{Interaction, Jury, check, interact};
use crate::meta::Kind;
use crate::meta::Meta;
use crate::report::{CaseReport, Verdict, describe_mismatch, excerpt};
use crate::run::{Input, Limits, Program, RunResult, Runner};
use std::path::Path;
use std::path::PathBuf;
use std::time::Duration;

/// The jury of `problem`: its `checker_cmd` (relative to the problem directory), or its
/// `<slug>-checker` / `<slug>-interactor` binary found by `binary`, or the comparison.
///
/// # Errors
///
/// A diagnostic naming the problem when the binary was not built or the command is empty.
pub fn jury_of(problem: &Problem, binary: impl Fn(&str) -> Option<PathBuf>) -> Result<Jury, Diagnostic> {
    let meta = &problem.meta;
    if let (Kind::Checker, Some(cmd)) = (meta.kind, &meta.checker_cmd) {
        return Program::from_command_line(cmd, &problem.dir)
            .map(Jury::Checker)
            .map_err(|e| Diagnostic::new(&problem.dir.join("problem.toml"), format!("checker_cmd: {e}")));
    }
    let Some(role) = meta.judge_binary_role() else { return Ok(Jury::Builtin) };
    let name = format!("{}-{role}", problem.slug);
    let program = binary(&name).map(Program::new).ok_or_else(|| {
        Diagnostic::new(
            &problem.dir,
            format!("no `{name}` binary was built (this {} problem needs its {role})", meta.kind),
        )
    })?;
    Ok(if meta.kind == Kind::Interactive { Jury::Interactor(program) } else { Jury::Checker(program) })
}

/// The jury of `problem` for a test of its own binary `solution`: the judge binaries are built
/// beside it.
///
/// # Errors
///
/// As [`jury_of`].
pub fn jury_beside(problem: &Problem, solution: &Path) -> Result<Jury, Diagnostic> {
    jury_of(problem, |name| Some(solution.with_file_name(name)).filter(|p| p.exists()))
}

/// The verdict on an interaction, by problemtools' precedence: the interactor's judge failure,
/// then its wrong answer when it ended first (a solution that then dies of a broken pipe is not
/// blamed for it); otherwise the solution's own failure (time, memory, crash) comes first, then
/// the interactor's verdict.
pub fn interaction_verdict(interaction: &Interaction, input: &Path, limits: Limits) -> (Verdict, String) {
    let Interaction { solution, said: (jury_said, jury_detail), jury_first, transcript } = interaction;
    let shown = input.display();
    if *jury_said == Verdict::Je {
        (Verdict::Je, format!("{shown}\n{jury_detail}{transcript}"))
    } else if *jury_said == Verdict::Wa && *jury_first {
        (Verdict::Wa, format!("{shown}\n{jury_detail}{transcript}"))
    } else if let Some((verdict, detail)) = failure_of(solution, input, limits) {
        (verdict, format!("{detail}{transcript}"))
    } else if *jury_said == Verdict::Ac {
        (Verdict::Ac, String::new())
    } else {
        (Verdict::Wa, format!("{shown}\n{jury_detail}{transcript}"))
    }
}

/// Turns a finished run into a verdict: [`failure_of`] first, then the comparison of its
/// output with `expected`.
pub fn verdict_of(result: &RunResult, input: &Path, expected: &[u8], meta: &Meta, limits: Limits) -> (Verdict, String) {
    if let Some(failure) = failure_of(result, input, limits) {
        return failure;
    }
    let mode = meta.compare;
    match compare(mode, expected, &result.stdout) {
        Ok(()) => (Verdict::Ac, String::new()),
        Err(m) => {
            let mut detail = describe_mismatch(input, mode, &m, expected, &result.stdout);
            if let Some(test) = test_of(&m, meta.lines_per_test) {
                detail.push_str(&format!("  the first difference is in the answer to test {test} of the input\n"));
            }
            (Verdict::Wa, detail)
        }
    }
}

/// Judges a finished run by the problem's jury: the comparison, or its checker.
///
/// # Errors
///
/// As [`crate::jury::check`].
pub fn judge_run(
    runner: &Runner,
    jury: &Jury,
    result: &RunResult,
    case: &Case,
    meta: &Meta,
    limits: Limits,
) -> Result<(Verdict, String), Diagnostic> {
    match jury {
        Jury::Checker(checker) => {
            if let Some(failure) = failure_of(result, &case.input, limits) {
                return Ok(failure);
            }
            let (verdict, said) = check(runner, checker, &case.input, &result.stdout, &case.output, limits)?;
            let detail = if verdict == Verdict::Ac {
                String::new()
            } else {
                format!("{}\n{said}  output:\n{}", case.input.display(), excerpt(&result.stdout))
            };
            Ok((verdict, detail))
        }
        Jury::Builtin | Jury::Interactor(_) => {
            let expected =
                std::fs::read(&case.output).map_err(|e| Diagnostic::new(&case.output, format!("cannot read: {e}")))?;
            Ok(verdict_of(result, &case.input, &expected, meta, limits))
        }
    }
}

/// Which test of a multi-test input a difference belongs to, when each test is answered by
/// `lines_per_test` lines.
///
/// # Example
///
/// ```
/// use testkit::compare::compare;
/// use testkit::judging::test_of;
/// use testkit::meta::CompareMode;
/// let m = compare(CompareMode::Tokens, b"Yes\nNo\nYes\n", b"Yes\nNo\nNo\n").unwrap_err();
/// assert_eq!(test_of(&m, Some(1)), Some(3));
/// assert_eq!(test_of(&m, Some(2)), Some(2));
/// assert_eq!(test_of(&m, None), None);
/// ```
pub fn test_of(m: &Mismatch, lines_per_test: Option<u64>) -> Option<u64> {
    let per = lines_per_test.filter(|&n| n > 0)?;
    Some((m.expected_line as u64 - 1) / per + 1)
}

/// Runs `program` on one case of `problem` and judges it by the problem's `jury`.
///
/// # Errors
///
/// A diagnostic naming the path if the expected output cannot be read, or the program or the
/// jury cannot be run.
pub fn judge_case(
    runner: &Runner,
    program: &Program,
    problem: &Problem,
    case: &Case,
    limits: Limits,
    jury: &Jury,
) -> Result<CaseReport, Diagnostic> {
    let (result, verdict, detail) = match jury {
        Jury::Interactor(interactor) => {
            let interaction = interact(runner, program, interactor, &case.input, &case.output, limits)?;
            let (verdict, detail) = interaction_verdict(&interaction, &case.input, limits);
            (interaction.solution, verdict, detail)
        }
        Jury::Builtin | Jury::Checker(_) => {
            let result = runner.run(program, Input::File(&case.input), limits)?;
            let (verdict, detail) = judge_run(runner, jury, &result, case, &problem.meta, limits)?;
            (result, verdict, detail)
        }
    };
    let test = match jury {
        Jury::Builtin if verdict == Verdict::Wa => failing_test(case, &result.stdout, &problem.meta),
        _ => None,
    };
    Ok(CaseReport {
        case: case.name.clone(),
        verdict,
        cpu: result.cpu,
        wall: result.wall,
        peak_kib: result.peak_kib,
        detail,
        isolation: result.isolation,
        test,
    })
}

/// The test of a multi-test input that a wrong `output` first differs on, when `meta` says
/// how many lines answer each test.
fn failing_test(case: &Case, output: &[u8], meta: &Meta) -> Option<u64> {
    let expected = std::fs::read(&case.output).ok()?;
    let mismatch = compare(meta.compare, &expected, output).err()?;
    test_of(&mismatch, meta.lines_per_test)
}

/// A program judged on a problem's cases in order, stopping at the first that is not AC.
#[derive(Debug, Clone)]
pub struct Judgement {
    /// AC, or the verdict of the first case that is not.
    pub verdict: Verdict,
    /// The reports of the cases judged, the last one deciding the verdict.
    pub reports: Vec<CaseReport>,
}

impl Judgement {
    /// The longest CPU time of the cases judged.
    pub fn slowest(&self) -> Duration {
        self.reports.iter().map(|r| r.cpu).max().unwrap_or_default()
    }
}

/// Judges `program` on the cases of `problem` in order, as a judge gives one verdict to a
/// submission.
///
/// # Errors
///
/// A case that could not be judged (the box, the checker).
pub fn judge_all(
    runner: &Runner,
    program: &Program,
    problem: &Problem,
    limits: Limits,
    jury: &Jury,
) -> Result<Judgement, Diagnostic> {
    let mut reports = Vec::new();
    for case in &problem.cases {
        let report = judge_case(runner, program, problem, case, limits, jury)?;
        let verdict = report.verdict;
        reports.push(report);
        if verdict != Verdict::Ac {
            return Ok(Judgement { verdict, reports });
        }
    }
    Ok(Judgement { verdict: Verdict::Ac, reports })
}

/// Judges `program` on every case of `problem`, whatever it got on the ones before: a row of
/// an invocation matrix (Polygon's, BAPCtools' `--table`). Its verdict as a judge gives it is
/// the first that is not AC.
///
/// # Errors
///
/// A case that could not be judged (the box, the checker).
pub fn judge_every(
    runner: &Runner,
    program: &Program,
    problem: &Problem,
    limits: Limits,
    jury: &Jury,
) -> Result<Vec<CaseReport>, Diagnostic> {
    problem.cases.iter().map(|case| judge_case(runner, program, problem, case, limits, jury)).collect()
}

/// Whether `judgement` is what `submission`'s folder expects; if not, why, with the case that
/// decided it.
///
/// # Errors
///
/// The verdict it got against the ones expected, and the deciding case's detail.
pub fn check_expected(submission: &Submission, judgement: &Judgement) -> Result<(), String> {
    if submission.expected.contains(&judgement.verdict) {
        return Ok(());
    }
    let expected: Vec<String> = submission.expected.iter().map(ToString::to_string).collect();
    let decided = match judgement.reports.last() {
        Some(r) if judgement.verdict != Verdict::Ac => format!(" on {}: {}", r.case, r.detail),
        _ => format!(" on all {} cases", judgement.reports.len()),
    };
    Err(format!(
        "{} got {}{decided}\n  expected {} (its folder is {})",
        submission.path.display(),
        judgement.verdict,
        expected.join(" or "),
        submission.folder
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::discover::{FOLDERS, Language};
    use crate::meta::CompareMode;

    #[test]
    fn a_wrong_line_names_its_test() {
        let m = compare(CompareMode::Tokens, b"1\n2\n3\n4\n5\n", b"1\n2\n3\n4\n6\n").unwrap_err();
        assert_eq!((test_of(&m, Some(1)), test_of(&m, Some(2)), test_of(&m, Some(5))), (Some(5), Some(3), Some(1)));
        assert_eq!(test_of(&m, Some(0)), None, "no test size is no test");
        assert_eq!(test_of(&m, None), None);
    }

    fn meta(text: &str) -> Meta {
        let base =
            "title = \"T\"\nsource = \"S\"\nalternates = []\nurl = \"\"\ntime_limit_ms = 1000\nmemory_limit_mb = 64\n";
        crate::meta::parse(Path::new("problem.toml"), &format!("{base}{text}")).unwrap()
    }

    #[test]
    fn an_interaction_is_judged_by_problemtools_precedence() {
        use crate::run::{Exit, Stop};
        let limits = Limits::new(Duration::from_secs(1), 64);
        let input = Path::new("cases/a.in");
        let interaction = |jury: Verdict, jury_first: bool, solution: RunResult| Interaction {
            solution,
            said: (jury, "  interactor says:\n    | no\n".into()),
            jury_first,
            transcript: "  [transcript]\n".into(),
        };
        let fine = crate::made_up_run(Exit::Code(0), None, b"");
        let crashed = crate::made_up_run(Exit::Signal(13), None, b"");
        let slow = crate::made_up_run(Exit::Killed, Some(Stop::Cpu), b"");
        let said = "cases/a.in\n  interactor says:\n    | no\n  [transcript]\n";
        let table = [
            // The interactor's failure first, whatever the solution did.
            (interaction(Verdict::Je, false, slow.clone()), Verdict::Je, said),
            // Its wrong answer when it ended first: the solution's broken pipe is not blamed.
            (interaction(Verdict::Wa, true, crashed.clone()), Verdict::Wa, said),
            // Otherwise the solution's own failure, then the interactor's verdict.
            (
                interaction(Verdict::Wa, false, crashed),
                Verdict::Re,
                "cases/a.in\n  killed by signal 13\n  [transcript]\n",
            ),
            (
                interaction(Verdict::Ac, false, slow),
                Verdict::Tle,
                "cases/a.in\n  stopped at the CPU time limit of 1000 ms\n  [transcript]\n",
            ),
            (interaction(Verdict::Ac, true, fine.clone()), Verdict::Ac, ""),
            (interaction(Verdict::Wa, false, fine.clone()), Verdict::Wa, said),
            (interaction(Verdict::Re, false, fine), Verdict::Wa, said),
        ];
        for (interaction, verdict, detail) in table {
            let got = interaction_verdict(&interaction, input, limits);
            assert_eq!((got.0, got.1.as_str()), (verdict, detail), "{interaction:?}");
        }
    }

    #[test]
    fn a_finished_run_fails_by_itself_first_then_by_its_output() {
        use crate::run::{Exit, Stop};
        let limits = Limits::new(Duration::from_secs(1), 64);
        let input = Path::new("cases/a.in");
        let two_lines = meta("lines_per_test = 1\n");
        let ok = crate::made_up_run(Exit::Code(0), None, b"Yes\nNo\n");
        assert_eq!(verdict_of(&ok, input, b"Yes\nNo\n", &two_lines, limits), (Verdict::Ac, String::new()));
        let (verdict, detail) = verdict_of(&ok, input, b"Yes\nYes\n", &two_lines, limits);
        assert_eq!(verdict, Verdict::Wa);
        assert!(detail.starts_with("cases/a.in\n  first difference (tokens comparison) at line 2"), "{detail}");
        assert!(detail.ends_with("  the first difference is in the answer to test 2 of the input\n"), "{detail}");
        let (_, detail) = verdict_of(&ok, input, b"Yes\nYes\n", &meta(""), limits);
        assert!(!detail.contains("answer to test"), "no test size, no test named: {detail}");
        let slow = crate::made_up_run(Exit::Killed, Some(Stop::Cpu), b"Yes\nNo\n");
        assert_eq!(verdict_of(&slow, input, b"Yes\nNo\n", &two_lines, limits).0, Verdict::Tle);
    }

    #[test]
    fn the_jury_is_the_checker_command_the_built_judge_program_or_the_comparison() {
        let problem = |text: &str| Problem {
            slug: "duel".into(),
            dir: PathBuf::from("/p/duel"),
            meta: meta(text),
            cases: Vec::new(),
        };
        let built = |name: &str| (name != "duel-missing").then(|| PathBuf::from("/t").join(name));
        assert_eq!(jury_of(&problem(""), built), Ok(Jury::Builtin));
        assert_eq!(
            jury_of(&problem("kind = \"checker\"\n"), built),
            Ok(Jury::Checker(Program::new("/t/duel-checker")))
        );
        assert_eq!(
            jury_of(&problem("kind = \"interactive\"\n"), built),
            Ok(Jury::Interactor(Program::new("/t/duel-interactor")))
        );
        let cmd = jury_of(&problem("kind = \"checker\"\nchecker_cmd = \"python3 check.py\"\n"), built);
        assert_eq!(
            cmd,
            Ok(Jury::Checker(Program::from_command_line("python3 check.py", Path::new("/p/duel")).unwrap()))
        );
        let missing = jury_of(&problem("kind = \"interactive\"\n"), |_| None).unwrap_err();
        assert_eq!(
            (missing.path, missing.message),
            (
                PathBuf::from("/p/duel"),
                "no `duel-interactor` binary was built (this interactive problem needs its interactor)".to_owned()
            )
        );
    }

    #[test]
    fn the_slowest_case_of_a_judgement() {
        let report = |ms| CaseReport {
            case: "c".into(),
            verdict: Verdict::Ac,
            cpu: Duration::from_millis(ms),
            wall: Duration::ZERO,
            peak_kib: 0,
            detail: String::new(),
            isolation: Default::default(),
            test: None,
        };
        let judgement = Judgement { verdict: Verdict::Ac, reports: vec![report(5), report(9), report(2)] };
        assert_eq!(judgement.slowest(), Duration::from_millis(9));
        assert_eq!(Judgement { verdict: Verdict::Ac, reports: Vec::new() }.slowest(), Duration::ZERO);
    }

    #[test]
    fn a_verdict_outside_the_folder_is_named_with_its_case() {
        let submission = Submission {
            path: "s/wrong_answer/x.cpp".into(),
            folder: "wrong_answer",
            expected: FOLDERS[1].1,
            language: Language::Cpp,
        };
        let report = |verdict| CaseReport {
            case: "10-edge-1".into(),
            verdict,
            cpu: Duration::ZERO,
            wall: Duration::ZERO,
            peak_kib: 0,
            detail: "line 1".into(),
            isolation: Default::default(),
            test: None,
        };
        let ac = Judgement { verdict: Verdict::Ac, reports: vec![report(Verdict::Ac)] };
        let err = check_expected(&submission, &ac).unwrap_err();
        assert!(err.contains("got AC on all 1 cases") && err.contains("expected WA or OLE"), "{err}");
        let wa = Judgement { verdict: Verdict::Wa, reports: vec![report(Verdict::Wa)] };
        assert_eq!(check_expected(&submission, &wa), Ok(()));
        let re = Judgement { verdict: Verdict::Re, reports: vec![report(Verdict::Re)] };
        assert!(check_expected(&submission, &re).unwrap_err().contains("got RE on 10-edge-1: line 1"));
    }
}
