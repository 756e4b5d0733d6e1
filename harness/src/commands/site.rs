//! `harness site --out DIR`: the static site (see `harness::site`), checking first the
//! problems whose kept results are missing or stale, and printing its pages to PDF on request.

use crate::IsolationLevel;
use crate::build::BuildArgs;
use crate::commands::check::check_problems;
use crate::common::{in_parallel, jobs_or_cores, load, print_errors};
use harness::check::Checked;
use harness::record;
use harness::site::{self, Options, Source, pdf};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Problems to put in the site (all when none is named).
    slugs: Vec<String>,
    /// The directory to write the site into (its `index.html` is the way in).
    #[arg(long, value_name = "DIR")]
    out: PathBuf,
    /// The coach's site: each statement links to its editorial (the README's Solution and
    /// Pitfalls). Without it, the site has no editorial at all, for students.
    #[arg(long)]
    editorial: bool,
    /// Also print each statement to `<slug>/statement.pdf` and every statement to `booklet.pdf`
    /// (a title page, then a problem to a page), with headless Chromium.
    #[arg(long)]
    pdf: bool,
    /// Problems checked at once, for those whose results are not kept (default: the cores).
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
    let problems = match load(root, &args.slugs) {
        Ok(problems) => problems,
        Err(errors) => return print_errors(&errors),
    };
    // Pictures are drawn meanwhile: they need nothing of the checks.
    let readmes: Vec<String> =
        problems.iter().map(|p| std::fs::read_to_string(p.dir.join("README.md")).unwrap_or_default()).collect();
    let (pictures, checked) = std::thread::scope(|scope| {
        let pictures = scope.spawn(|| {
            in_parallel(&readmes, jobs_or_cores(None), |readme| {
                site::named_game(readme).and_then(|g| site::picture(&g))
            })
        });
        let checked = results(root, &problems, args);
        (pictures.join().unwrap_or_default(), checked)
    });
    let checked = match checked {
        Ok(checked) => checked,
        Err(code) => return code,
    };
    let sources: Vec<Source<'_>> = problems
        .iter()
        .zip(readmes)
        .zip(pictures.into_iter().chain(std::iter::repeat(None)))
        .zip(&checked)
        .map(|(((problem, readme), picture), checked)| Source { problem, readme, checked: checked.as_ref(), picture })
        .collect();
    let written = match site::write(&out, &sources, Options { editorial: args.editorial }) {
        Ok(written) => written,
        Err(e) => return print_errors(&[e]),
    };
    let failed = checked.iter().flatten().filter(|c| !c.passed()).count();
    testkit::outln!(
        "wrote {} files for {} to {}; open {}",
        written.files.len(),
        testkit::report::counted(problems.len(), "problem"),
        written.dir.display(),
        written.dir.join("index.html").display()
    );
    if failed > 0 {
        testkit::outln!("{} failed a check: their reports say which", testkit::report::counted(failed, "problem"));
    }
    if args.pdf {
        return print_pdfs(&written.dir, &problems.iter().map(|p| p.slug.clone()).collect::<Vec<_>>());
    }
    ExitCode::SUCCESS
}

/// Each problem's results: kept ones whose key is the problem's now, and the others checked
/// anew (and kept). A problem that could not be checked has none; why is said.
fn results(
    root: &Path,
    problems: &[testkit::discover::Problem],
    args: &Args,
) -> Result<Vec<Option<Checked>>, ExitCode> {
    let here = std::env::current_dir().unwrap_or_default().join(root);
    let records = record::dir(&here);
    let profile = args.build.profile.as_deref();
    let mut kept: Vec<Option<Checked>> = problems
        .iter()
        .map(|p| record::key(&here, p, profile).ok().and_then(|key| record::load(&records, &p.slug, &key)))
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

/// The statements and the booklet printed to PDF.
fn print_pdfs(site: &Path, slugs: &[String]) -> ExitCode {
    let Some(chromium) = pdf::chromium() else {
        eprintln!("error: --pdf: {}; the site itself is written", pdf::NO_CHROMIUM);
        return ExitCode::FAILURE;
    };
    let mut pages: Vec<(PathBuf, PathBuf)> =
        slugs.iter().map(|s| (site.join(s).join("index.html"), site.join(s).join("statement.pdf"))).collect();
    pages.push((site.join("booklet.html"), site.join("booklet.pdf")));
    let printed = in_parallel(&pages, jobs_or_cores(None), |(page, out)| pdf::print(&chromium, page, out));
    let mut failed = false;
    for ((_, out), result) in pages.iter().zip(printed) {
        match result {
            Ok(()) => testkit::outln!("printed {}", out.display()),
            Err(e) => {
                eprintln!("error: {}: {e}", out.display());
                failed = true;
            }
        }
    }
    if failed { ExitCode::FAILURE } else { ExitCode::SUCCESS }
}
