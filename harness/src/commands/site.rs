//! `harness site --out DIR`: the static site (see `harness::site`): a student's by default, a
//! coach's with `--coach` (checking first the problems whose kept results are missing or
//! stale), and its pages printed to PDF on request.

use crate::build::BuildArgs;
use crate::commands::check::check_problems;
use crate::common::IsolationLevel;
use crate::common::{in_parallel, jobs_or_cores, load, print_errors, usage_error};
use harness::check::Checked;
use harness::record;
use harness::site::{self, Options, Source, pdf};
use harness::statement;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use testkit::discover::Problem;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Problems to put in the site, in the booklet's order (all, in the workspace's order,
    /// when none is named).
    slugs: Vec<String>,
    /// The directory to write the site into (its `index.html` is the way in).
    #[arg(long, value_name = "DIR")]
    out: PathBuf,
    /// The coach's site: each problem's editorial, its report (every program on every case, the
    /// time band) and the picture of its game. Without it, the site is a student's: the
    /// statements, their samples and the booklet, and nothing of the method.
    #[arg(long, alias = "editorial")]
    coach: bool,
    /// The language of the booklet (`en` or `zh`): each statement in it, or in English where a
    /// problem has none in it.
    #[arg(long, value_name = "CODE", default_value = statement::ENGLISH)]
    lang: String,
    /// The title of the index and the booklet.
    #[arg(long, default_value = site::DEFAULT_TITLE)]
    title: String,
    /// Also print each statement to `<slug>/statement.pdf` (`statement.zh.pdf`, …), on a
    /// coach's site each editorial to `<slug>/editorial.pdf`, and the booklet to `booklet.pdf`,
    /// with headless Chromium; a page is printed again only when it changed.
    #[arg(long)]
    pdf: bool,
    /// Problems checked at once, for a coach's site whose results are not kept (default: the
    /// cores).
    #[arg(long, short = 'j', value_name = "N")]
    jobs: Option<usize>,
    /// As for `judge`.
    #[arg(long, value_enum, value_name = "LEVEL")]
    isolation: Option<IsolationLevel>,
    #[command(flatten)]
    build: BuildArgs,
}

pub fn run(root: &Path, invoked_from: &Path, args: &Args) -> ExitCode {
    let out = invoked_from.join(&args.out);
    let Some(language) = statement::language(&args.lang) else {
        let codes: Vec<&str> = statement::LANGUAGES.iter().map(|l| l.code).collect();
        return usage_error(&format!("--lang {}: statements are written in {}", args.lang, codes.join(", ")));
    };
    let mut problems = match load(root, &args.slugs) {
        Ok(problems) => problems,
        Err(errors) => return print_errors(&errors),
    };
    // The booklet's order is the order named.
    problems.sort_by_key(|p| args.slugs.iter().position(|s| *s == p.slug));
    let (pictures, checked) = if args.coach {
        match coach_parts(root, &problems, args) {
            Ok(parts) => parts,
            Err(code) => return code,
        }
    } else {
        (vec![None; problems.len()], vec![None; problems.len()])
    };
    let mut sources = Vec::new();
    let mut errors = Vec::new();
    for ((problem, picture), checked) in problems.iter().zip(pictures).zip(&checked) {
        match Source::load(problem) {
            Ok(source) => sources.push(Source { checked: checked.as_ref(), picture, ..source }),
            Err(e) => errors.push(e),
        }
    }
    if !errors.is_empty() {
        return print_errors(&errors);
    }
    let options = Options { coach: args.coach, language, title: args.title.clone() };
    let written = match site::write(&out, &sources, &options) {
        Ok(written) => written,
        Err(e) => return print_errors(&[e]),
    };
    testkit::outln!(
        "wrote {} files for {} to {}, {}; open {}",
        written.files.len(),
        testkit::report::counted(problems.len(), "problem"),
        written.dir.display(),
        if args.coach { "a coach's site" } else { "a student's site" },
        written.dir.join("index.html").display()
    );
    let failed = checked.iter().flatten().filter(|c| !c.passed()).count();
    if failed > 0 {
        testkit::outln!("{} failed a check: their reports say which", testkit::report::counted(failed, "problem"));
    }
    if args.pdf {
        return print_pdfs(root, &written);
    }
    ExitCode::SUCCESS
}

/// What only a coach's site shows: each problem's game picture (drawn meanwhile, as it needs
/// nothing of the checks) and its check results.
#[allow(clippy::type_complexity)]
fn coach_parts(
    root: &Path,
    problems: &[Problem],
    args: &Args,
) -> Result<(Vec<Option<site::Picture>>, Vec<Option<Checked>>), ExitCode> {
    let readmes: Vec<String> =
        problems.iter().map(|p| std::fs::read_to_string(p.dir.join("README.md")).unwrap_or_default()).collect();
    let (pictures, checked) = std::thread::scope(|scope| {
        let pictures = scope.spawn(|| {
            in_parallel(&readmes, jobs_or_cores(None), |readme| {
                site::named_game(readme).and_then(|g| site::picture(&g))
            })
        });
        let checked = results(root, problems, args);
        (pictures.join().unwrap_or_default(), checked)
    });
    Ok((pictures, checked?))
}

/// Each problem's results: kept ones whose key is the problem's now, and the others checked
/// anew (and kept). A problem that could not be checked has none; why is said.
fn results(root: &Path, problems: &[Problem], args: &Args) -> Result<Vec<Option<Checked>>, ExitCode> {
    let here = std::env::current_dir().unwrap_or_default().join(root);
    let records = record::dir(&here);
    let profile = args.build.profile.as_deref();
    let mut kept: Vec<Option<Checked>> = problems
        .iter()
        .map(|p| {
            let key = record::key(&here, p, profile).ok()?;
            record::load(&records, &p.slug, &key).map(|c| c.with_statement(p))
        })
        .collect();
    let stale: Vec<usize> = (0..problems.len()).filter(|&i| kept[i].is_none()).collect();
    if stale.is_empty() {
        return Ok(kept);
    }
    eprintln!(
        "checking {} whose results are not kept or are stale ({} kept)…",
        testkit::report::counted(stale.len(), "problem"),
        problems.len() - stale.len()
    );
    let to_check: Vec<_> = stale.iter().map(|&i| problems[i].clone()).collect();
    let checked = check_problems(root, &to_check, args.jobs, args.isolation, &args.build)?;
    for (&i, result) in stale.iter().zip(checked) {
        match result {
            Ok(checked) => kept[i] = Some(checked),
            Err(e) => eprintln!("error: {e}"),
        }
    }
    Ok(kept)
}

/// The statements and the booklet printed to PDF, each only when the fonts have every
/// character it prints, and again only when it changed.
fn print_pdfs(root: &Path, written: &site::Written) -> ExitCode {
    let here = std::env::current_dir().unwrap_or_default().join(root);
    let printer = match pdf::Printer::find(&testkit::discover::target_dir(&here).join("site-pdf")) {
        Ok(printer) => printer,
        Err(e) => {
            eprintln!("error: --pdf: {e}; the site itself is written");
            return ExitCode::FAILURE;
        }
    };
    let printed = in_parallel(&written.printable, jobs_or_cores(None), |(page, out)| {
        printer.page(&written.dir.join(page), &written.dir.join(out))
    });
    let (mut anew, mut kept, mut failed) = (0, 0, false);
    for ((_, out), result) in written.printable.iter().zip(printed) {
        match result {
            Ok(pdf::Printed::Anew) => anew += 1,
            Ok(pdf::Printed::Kept) => kept += 1,
            Err(e) => {
                eprintln!("error: {}: {e}", written.dir.join(out).display());
                failed = true;
            }
        }
    }
    testkit::outln!(
        "printed {} to PDF ({anew} anew, {kept} unchanged since they were last printed)",
        testkit::report::counted(anew + kept, "page")
    );
    if failed { ExitCode::FAILURE } else { ExitCode::SUCCESS }
}
