//! `verify::stress_command`, what `harness stress` runs, on a sum problem.

use super::script;
use testkit::trial::{Failed, Trial};
use testkit::verify::{BruteForce, CaseWriter, Inputs, Judging, Reference, StressArgs, Verification, stress_command};

pub fn trials() -> Vec<Trial> {
    vec![Trial::test(
        "stress/stress_finds_a_wrong_program_and_saves_what_it_found",
        stress_finds_a_wrong_program_and_saves_what_it_found,
    )]
}

/// Sums: `a b`, each from 1 to `size`.
fn two_numbers(rng: &mut testkit::stress::Rng, size: usize) -> String {
    format!("{} {}\n", rng.range(1..=size as u64), rng.range(1..=size as u64))
}

fn sum(input: &str) -> String {
    format!("{}\n", testkit::stress::numbers(input).iter().sum::<i64>())
}

fn cannot_decide(_: &str) -> String {
    panic!("cannot decide")
}

fn no_cases(_: &mut CaseWriter) {}

const SUM_REFERENCES: &[Reference] = &[Reference::new("formula", sum, &["30-"], Inputs::new(two_numbers, 3, 5))
    .with_stress(Inputs::new(two_numbers, 4, 20))];

const SUM: Verification = Verification::new(
    BruteForce { generate: two_numbers, max_size: 3, solve: sum, vouches: &["00-", "10-", "20-"] },
    no_cases,
)
.with_references(SUM_REFERENCES);

/// `stress_command` on a sum problem with one stored case (`10-edge-1`, 1000 and 0): its exit
/// code, and the names of the files it wrote in `cases/` (a saved counterexample) beside the
/// stored case, with their contents.
fn stress_sum(v: &Verification, program_body: &str, save: bool) -> Result<(i32, Vec<(String, String)>), Failed> {
    let dir = tempfile::tempdir()?;
    let problem_dir = dir.path().join("sum");
    std::fs::create_dir_all(problem_dir.join("cases"))?;
    std::fs::write(problem_dir.join("problem.toml"), "title = \"Sum\"\nsource = \"test\"\ntime_limit_ms = 1000\n")?;
    std::fs::write(problem_dir.join("cases/10-edge-1.in"), "1000 0\n")?;
    std::fs::write(problem_dir.join("cases/10-edge-1.out"), "1000\n")?;
    let problem = testkit::discover::load(&problem_dir).map_err(|e| format!("{e:?}"))?;
    let program = testkit::run::Program::new(script(dir.path(), "program", program_body)?);
    let judging = Judging { problem, jury: testkit::jury::Jury::Builtin };
    let args = StressArgs { runs: Some(60), save, ..StressArgs::default() };
    let out = dir.path().join("out");
    let code = stress_command(v, &program, &judging, &args, std::time::Duration::from_secs(10), &out);
    let mut written = Vec::new();
    for entry in std::fs::read_dir(problem_dir.join("cases"))?.chain(std::fs::read_dir(&out).into_iter().flatten()) {
        let path = entry?.path();
        let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
        if !name.starts_with("10-edge-1") {
            written.push((name, std::fs::read_to_string(&path)?));
        }
    }
    written.sort();
    Ok((code, written))
}

fn stress_finds_a_wrong_program_and_saves_what_it_found() -> Result<(), Failed> {
    let right = stress_sum(&SUM, "read a b; echo $((a + b))", true)?;
    if right != (0, Vec::new()) {
        return Err(format!("a right program: {right:?}").into());
    }
    // Wrong when a is 2: found by the brute force at size 2, shrunk, kept, and saved as the
    // next hack case of the last prefix the brute force vouches for.
    let (code, written) = stress_sum(&SUM, "read a b; [ \"$a\" = 2 ] && echo 0 || echo $((a + b))", true)?;
    let names: Vec<&str> = written.iter().map(|(name, _)| name.as_str()).collect();
    let expected_names =
        ["20-hack-1.in", "20-hack-1.out", "counterexample.actual", "counterexample.expected", "counterexample.in"];
    if code != 1 || names != expected_names {
        return Err(format!("a program wrong when a = 2: exit {code}, wrote {written:?}").into());
    }
    let (input, answer) = (&written[0].1, &written[1].1);
    if !input.starts_with("2 ") || *answer != sum(input) || written[2].1 != "0\n" || written[4].1 != *input {
        return Err(format!("the saved case is the counterexample, with the brute force's answer: {written:?}").into());
    }
    // Without --save, the counterexample only.
    let (code, written) = stress_sum(&SUM, "read a b; [ \"$a\" = 2 ] && echo 0 || echo $((a + b))", false)?;
    if code != 1 || written.len() != 3 {
        return Err(format!("without --save: exit {code}, wrote {written:?}").into());
    }
    // Right on every random input, wrong on the stored case.
    let (code, written) = stress_sum(&SUM, "read a b; [ \"$a\" = 1000 ] && echo 0 || echo $((a + b))", true)?;
    if (code, written.len()) != (1, 0) {
        return Err(format!("wrong on the stored case only: exit {code}, wrote {written:?}").into());
    }
    // Wrong only past the brute force's sizes: the reference finds it.
    let (code, written) = stress_sum(&SUM, "read a b; [ \"$a\" -gt 3 ] && echo 0 || echo $((a + b))", true)?;
    if code != 1 || !written.iter().any(|(name, _)| name == "30-hack-1.in") {
        return Err(format!("wrong on large inputs only: exit {code}, wrote {written:?}").into());
    }
    // An oracle that cannot answer is an error, not a verdict on the program.
    let broken = Verification { brute: cannot_decide, ..SUM };
    let (code, _) = stress_sum(&broken, "read a b; echo $((a + b))", false)?;
    if code != 2 {
        return Err(format!("a brute force that panics: exit {code}").into());
    }
    Ok(())
}
