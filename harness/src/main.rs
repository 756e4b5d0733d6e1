//! `cargo run --release -p harness [-- SLUG...]`: build every problem in release mode, judge
//! every case, print a line per problem and a summary; exit 1 unless everything is accepted.
//! `cargo run -p harness -- new SLUG` scaffolds a problem.

use harness::discover::{self, Problem};
use harness::judge::{self, ProblemReport, Times};
use harness::run::{Limits, OUTPUT_CAP};
use harness::scaffold;
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode, Stdio};
use std::time::Duration;

const USAGE: &str = "usage: harness [SLUG...]    build in release mode and judge every problem (or those named)
       harness new SLUG      write a complete, passing problem directory to start from";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    // Work from the workspace root so that reports name `problems/<slug>/cases/<case>.in`.
    let root = match std::env::set_current_dir(discover::workspace_root()) {
        Ok(()) => PathBuf::new(),
        Err(_) => discover::workspace_root(),
    };
    match args.first().map(String::as_str) {
        Some("-h" | "--help") => {
            println!("{USAGE}");
            ExitCode::SUCCESS
        }
        Some("new") => match &args[1..] {
            [slug] => match scaffold::new_problem(&root, slug) {
                Ok(dir) => {
                    println!("created {}\nnext: cargo test -p {slug}", dir.display());
                    ExitCode::SUCCESS
                }
                Err(e) => fail(&e),
            },
            _ => fail(&format!("`new` takes exactly one slug\n{USAGE}")),
        },
        Some(flag) if flag.starts_with('-') => fail(&format!("unknown option `{flag}`\n{USAGE}")),
        _ => judge_all(&root, &args),
    }
}

fn fail(message: &str) -> ExitCode {
    eprintln!("error: {message}");
    ExitCode::from(2)
}

/// Loads the problems to judge, checking every directory's structure first.
fn load(root: &Path, wanted: &[String]) -> Result<Vec<Problem>, Vec<String>> {
    let dirs = discover::problem_dirs(root)?;
    let slugs: Vec<String> =
        dirs.iter().filter_map(|d| d.file_name()).map(|n| n.to_string_lossy().into_owned()).collect();
    let unknown: Vec<String> = wanted
        .iter()
        .filter(|w| !slugs.contains(w))
        .map(|w| format!("no problem `{w}` under {}", root.join("problems").display()))
        .collect();
    if !unknown.is_empty() {
        return Err(unknown);
    }
    let mut problems = Vec::new();
    let mut errors = Vec::new();
    for (dir, slug) in dirs.iter().zip(&slugs) {
        if !wanted.is_empty() && !wanted.contains(slug) {
            continue;
        }
        match discover::load_checked(dir) {
            Ok(p) => problems.push(p),
            Err(e) => errors.extend(e),
        }
    }
    if errors.is_empty() { Ok(problems) } else { Err(errors) }
}

/// The value of `"key":"..."` in one line of cargo's JSON messages.
fn json_string(line: &str, key: &str) -> Option<String> {
    let start = line.find(&format!("\"{key}\":\""))? + key.len() + 4;
    let mut out = String::new();
    let mut chars = line[start..].chars();
    while let Some(c) = chars.next() {
        match c {
            '"' => return Some(out),
            '\\' => match chars.next()? {
                'n' => out.push('\n'),
                't' => out.push('\t'),
                other => out.push(other),
            },
            c => out.push(c),
        }
    }
    None
}

/// Builds the problems' binaries in release mode and returns their paths by slug.
fn build(root: &Path, problems: &[Problem]) -> Result<HashMap<String, PathBuf>, String> {
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let mut command = Command::new(cargo);
    if !root.as_os_str().is_empty() {
        command.current_dir(root);
    }
    // --keep-going: a problem that does not compile is reported on its own line, the others
    // are still judged.
    command.args(["build", "--release", "--bins", "--keep-going", "--message-format=json-render-diagnostics"]);
    for p in problems {
        command.args(["-p", &p.slug]);
    }
    eprintln!("building {} problem(s) in release mode…", problems.len());
    let output = command.stderr(Stdio::inherit()).output().map_err(|e| format!("cannot run cargo: {e}"))?;
    if !output.status.success() {
        eprintln!("warning: cargo build failed ({}); judging what was built", output.status);
    }
    let mut binaries = HashMap::new();
    for line in String::from_utf8_lossy(&output.stdout).lines() {
        if !line.contains("\"reason\":\"compiler-artifact\"") {
            continue;
        }
        if let Some(exe) = json_string(line, "executable") {
            let path = PathBuf::from(exe);
            if let Some(stem) = path.file_stem() {
                binaries.insert(stem.to_string_lossy().into_owned(), path);
            }
        }
    }
    Ok(binaries)
}

fn judge_problem(problem: &Problem, binary: Option<&PathBuf>) -> ProblemReport {
    let mut report = ProblemReport { slug: problem.slug.clone(), cases: Vec::new(), errors: Vec::new() };
    let Some(binary) = binary else {
        report.errors.push(format!(
            "{}: no binary was built for `{}` (see the build errors above)",
            problem.dir.display(),
            problem.slug
        ));
        return report;
    };
    let limits = Limits { time: Duration::from_millis(problem.meta.time_limit_ms), output_cap: OUTPUT_CAP };
    for case in &problem.cases {
        match judge::judge_case(binary, problem, case, limits) {
            Ok(r) => report.cases.push(r),
            Err(e) => report.errors.push(e),
        }
    }
    report
}

fn judge_all(root: &Path, wanted: &[String]) -> ExitCode {
    let problems = match load(root, wanted) {
        Ok(p) => p,
        Err(errors) => {
            for e in &errors {
                eprintln!("error: {e}");
            }
            return ExitCode::from(2);
        }
    };
    let binaries = match build(root, &problems) {
        Ok(b) => b,
        Err(e) => return fail(&e),
    };
    let mut reports = Vec::new();
    for problem in &problems {
        let report = judge_problem(problem, binaries.get(&problem.slug));
        println!("{}", judge::problem_line(&report, Times::Shown));
        print!("{}", judge::problem_details(&report));
        reports.push(report);
    }
    println!("\n{}", judge::summary_line(&reports));
    let accepted = reports.iter().all(ProblemReport::passed) && reports.iter().any(|r| !r.cases.is_empty());
    if accepted { ExitCode::SUCCESS } else { ExitCode::FAILURE }
}
