//! What the commands share: the problems a command names, loaded and checked; the run box
//! they are judged in; and how an error reaches the user.

use clap::ValueEnum;
use harness::changed;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;
use testkit::diagnostic::Diagnostic;
use testkit::discover::{self, Problem};
use testkit::run::{Level, Limits, Program, Runner};

/// How much of the run box a command insists on (`--isolation`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum IsolationLevel {
    /// Every layer the machine allows; the report names the missing ones.
    BestEffort,
    /// The whole box or no judging at all.
    Strict,
}

/// The problems to work on: `slugs`, or with `since` the problems a change since that
/// revision reaches; `None` (after saying so) when a change reaches none.
pub fn reached(root: &Path, since: Option<&str>, slugs: Vec<String>) -> Result<Option<Vec<String>>, String> {
    let Some(since) = since else { return Ok(Some(slugs)) };
    let reached = changed::reached_problems(root, &changed::changed_files(root, since)?)?;
    if reached.is_empty() {
        testkit::outln!("no problem is reached by the changes since {since}");
        return Ok(None);
    }
    eprintln!("changed since {since}: {}", reached.join(" "));
    Ok(Some(reached))
}

/// A user's `--cmd`, split as a shell would and checked to name an executable.
pub fn user_command(cmd: &str, invoked_from: &Path) -> Result<Program, String> {
    let program = Program::from_command_line(cmd, invoked_from).map_err(|e| format!("--cmd: {e}"))?;
    program.executable().map_err(|e| format!("--cmd: {e}"))?;
    Ok(program)
}

pub fn usage_error(message: &str) -> ExitCode {
    eprintln!("error: {message}");
    ExitCode::from(2)
}

pub fn print_errors(errors: &[Diagnostic]) -> ExitCode {
    for e in errors {
        eprintln!("error: {e}");
    }
    ExitCode::from(2)
}

/// The commands of the CLI (and `help`), in its parser's order: a test of `main` holds the two
/// together.
pub const COMMANDS: [&str; 10] =
    ["judge", "stress", "check", "changed", "bundle", "export", "site", "list", "new", "help"];

/// What a word that is neither a problem nor a command may have meant: the commands and slugs
/// close to it, or where to find them.
fn suggestion(word: &str, slugs: &[String]) -> String {
    let close = |candidate: &str| strsim::damerau_levenshtein(word, candidate) <= 2.max(word.len() / 4);
    let commands = COMMANDS;
    let near_commands = commands.iter().filter(|c| close(c)).map(|c| format!("the command `{c}`"));
    let problems = slugs.iter().filter(|s| close(s)).map(|s| format!("the problem `{s}`"));
    let all: Vec<String> = near_commands.chain(problems).collect();
    if all.is_empty() {
        format!("; `harness list` lists the problems, and the commands are {}", commands.join(", "))
    } else {
        format!("; did you mean {}?", all.join(" or "))
    }
}

/// Loads the problems to judge, checking every directory's structure first.
pub fn load(root: &Path, wanted: &[String]) -> Result<Vec<Problem>, Vec<Diagnostic>> {
    let dirs = discover::problem_dirs(root)?;
    let slug_of = |d: &PathBuf| d.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    let slugs: Vec<String> = dirs.iter().map(slug_of).collect();
    let unknown: Vec<Diagnostic> = wanted
        .iter()
        .filter(|w| !slugs.contains(w))
        .map(|w| Diagnostic::new(&root.join("problems"), format!("no problem `{w}`{}", suggestion(w, &slugs))))
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
    if problems.is_empty() && errors.is_empty() {
        errors.push(Diagnostic::new(&root.join("problems"), "no problem to judge"));
    }
    if errors.is_empty() { Ok(problems) } else { Err(errors) }
}

/// The run box for judging `problems`: the workspace and the problems protected, at the
/// level asked for (or the environment's), and tried once on `true`: a box that cannot run a
/// program (a strict one that cannot be had, say) is said once, as a usage error.
pub fn runner_for(root: &Path, problems: &[Problem], isolation: Option<IsolationLevel>) -> Result<Runner, ExitCode> {
    // `root` is empty when the harness works from the workspace root itself.
    let here = std::env::current_dir().unwrap_or_default();
    let mut protected = vec![here.join(root)];
    protected.extend(problems.iter().map(|p| here.join(&p.dir)));
    let level = match isolation {
        Some(IsolationLevel::Strict) => Level::Strict,
        Some(IsolationLevel::BestEffort) => Level::BestEffort,
        None => Level::from_env(),
    };
    let runner = match Runner::new(&protected) {
        Ok(runner) => runner.with_level(level),
        Err(e) => return Err(print_errors(&[e.into()])),
    };
    let probe = Program::new("true");
    if let Err(e) = runner.run(&probe, testkit::run::Input::Bytes(b""), Limits::new(Duration::from_secs(1), 64)) {
        return Err(usage_error(&e.message));
    }
    Ok(runner)
}

/// `work` done on every item, by `jobs` threads that each take the next item left; the results
/// in the items' order. A panic in `work` is the caller's (the scope passes it on).
pub fn in_parallel<T: Sync, R: Send>(items: &[T], jobs: usize, work: impl Fn(&T) -> R + Sync) -> Vec<R> {
    let next = AtomicUsize::new(0);
    let results: Vec<Mutex<Option<R>>> = items.iter().map(|_| Mutex::new(None)).collect();
    std::thread::scope(|scope| {
        for _ in 0..jobs.clamp(1, items.len().max(1)) {
            scope.spawn(|| {
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    let Some(item) = items.get(i) else { return };
                    let result = work(item);
                    *results[i].lock().unwrap_or_else(std::sync::PoisonError::into_inner) = Some(result);
                }
            });
        }
    });
    results
        .into_iter()
        .map(|slot| {
            slot.into_inner()
                .unwrap_or_else(std::sync::PoisonError::into_inner)
                .expect("every item is worked on before the scope ends")
        })
        .collect()
}

/// The number of jobs asked for, or the number of cores.
pub fn jobs_or_cores(jobs: Option<usize>) -> usize {
    jobs.unwrap_or_else(|| std::thread::available_parallelism().map_or(1, usize::from)).max(1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn work_in_parallel_comes_back_in_order() {
        let items: Vec<u64> = (0..100).collect();
        for jobs in [1, 3, 200] {
            assert_eq!(in_parallel(&items, jobs, |x| x * x), items.iter().map(|x| x * x).collect::<Vec<_>>());
        }
        assert!(in_parallel(&[] as &[u64], 0, |x| *x).is_empty());
    }
}
