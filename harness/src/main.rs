//! `cargo run --release -p harness [-- SLUG...]`: build every problem in release mode, judge
//! every case, print a line per problem and a summary; exit 1 unless everything is accepted.
//! `harness judge SLUG --cmd 'COMMAND'` judges any program; `harness new SLUG` scaffolds.

use clap::{Args, Parser, Subcommand, ValueEnum};
use harness::{changed, check, scaffold};
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode, Stdio};
use std::sync::Mutex;
use std::time::Duration;
use testkit::diagnostic::Diagnostic;
use testkit::discover::{self, Problem};
use testkit::judging;
use testkit::jury::Jury;
use testkit::meta::Kind;
use testkit::report::{self, CaseReport, Figures, ProblemReport};
use testkit::run::{Level, Limits, Program, Runner};

/// Judge Sprague–Grundy problems like an online judge.
///
/// Without a subcommand, builds every problem (or those named) in release mode and judges
/// every case: `harness` is `harness judge`.
#[derive(Debug, Parser)]
#[command(name = "harness", version, args_conflicts_with_subcommands = true)]
struct Cli {
    #[command(subcommand)]
    command: Option<Commands>,
    #[command(flatten)]
    judge: JudgeArgs,
}

/// How the commands that build programs build them.
#[derive(Debug, Default, Args)]
struct BuildArgs {
    /// Build every program with this cargo profile instead: by default what is judged is built
    /// with the `judge` profile (release, fat LTO, one codegen unit), the time limits' build,
    /// and validators and generators in release mode. `--profile dev` takes what `cargo test`
    /// built, with nothing to build after it; its times are not the judge's.
    #[arg(long, value_name = "PROFILE")]
    profile: Option<String>,
}

#[derive(Debug, Subcommand)]
enum Commands {
    /// Build in release mode and judge every problem (or those named), or judge any program
    /// on one problem's cases with --cmd.
    Judge(JudgeArgs),
    /// Stress a program (the problem's own binary, or --cmd) against the problem's brute
    /// force on generated inputs, smallest first; shrink the first failing input and write it
    /// to target/stress/SLUG/.
    Stress {
        /// The problem.
        slug: String,
        #[command(flatten)]
        args: StressOptions,
        #[command(flatten)]
        build: BuildArgs,
    },
    /// Check the parts of each problem package (all, or those named) that its cases alone do
    /// not prove: the input validator (cases valid, invalid inputs and junk refused, every
    /// bound reached), the submissions (each gets its folder's verdict) and the time limit
    /// (inside the band the accepted and slow runs allow, by problemtools' rule).
    Check {
        /// Problems to check (all when none is named).
        slugs: Vec<String>,
        /// Only the problems a change since this git revision reaches (see `changed`).
        #[arg(long, value_name = "REF", conflicts_with = "slugs")]
        changed_since: Option<String>,
        /// Problems checked at once (default: the number of cores).
        #[arg(long, short = 'j', value_name = "N")]
        jobs: Option<usize>,
        /// As for `judge`.
        #[arg(long, value_enum, value_name = "LEVEL")]
        isolation: Option<IsolationLevel>,
        #[command(flatten)]
        build: BuildArgs,
    },
    /// List the problems a change reaches since a git revision (their files, or a crate they
    /// build from: sg-core, judge-io, the test kit, the judge, Cargo.lock), from cargo's
    /// dependency graph: one slug per line, or a nextest filter with --nextest.
    Changed {
        /// The revision to compare the working tree with: `HEAD~1`, `origin/main`.
        since: String,
        /// Print a nextest filter instead (`cargo nextest run -E "$(harness changed REF --nextest)"`).
        #[arg(long)]
        nextest: bool,
    },
    /// Print a problem's program as one Rust source file, for the judge it was written for:
    /// the libraries it uses inlined, compiling alone with `rustc --edition 2021 -O`. What it
    /// holds goes to stderr.
    Bundle {
        /// The problem.
        slug: String,
        /// Which program: `solution`, or one of `src/bin/` (`validator`, `checker`,
        /// `interactor`).
        #[arg(long, default_value = "solution", value_name = "NAME")]
        program: String,
    },
    /// Write each problem (all, or those named) as a Kattis problem package (legacy format)
    /// and a zip of it that DOMjudge imports: statement, samples and secret data, limits, the
    /// validator, the checker or interactor wrapped to Kattis' protocol, the submissions.
    Export {
        /// Problems to export (all when none is named).
        slugs: Vec<String>,
        /// The directory to write `<name>/` and `<name>.zip` into (the name is the slug's
        /// letters and digits: `s-nim` is `snim`).
        #[arg(long, value_name = "DIR")]
        out: PathBuf,
        #[command(flatten)]
        build: BuildArgs,
    },
    /// List the problems: slug, kind and title, one per line.
    List,
    /// Write a complete, passing problem directory to start from.
    New {
        /// The new problem's slug: lowercase words of letters and digits joined by `-`.
        slug: String,
        /// How it is judged: by comparing outputs, by its own checker, or by its own
        /// interactor.
        #[arg(long, value_enum, default_value_t = ProblemKind::Batch)]
        kind: ProblemKind,
        /// Start from a game of the `sg` explorer instead (a batch problem): `octal:0.77`,
        /// `subtraction:1,3,4` or `grundy`. Its brute force searches that game, its generator
        /// draws heaps of it, and its cases' answers are found by the search and by the
        /// Grundy table's definition.
        #[arg(long, value_name = "GAME", conflicts_with = "kind")]
        game: Option<String>,
    },
}

#[derive(Debug, Args)]
struct JudgeArgs {
    /// Problems to judge (all when none is named).
    slugs: Vec<String>,
    /// Only the problems a change since this git revision reaches (see `changed`).
    #[arg(long, value_name = "REF", conflicts_with_all = ["slugs", "cmd"])]
    changed_since: Option<String>,
    /// Judge this command instead of the problem's own binary (one problem only). It is split
    /// into words as a shell would, without running a shell: `--cmd './a.out'`,
    /// `--cmd 'python3 sol.py'`.
    #[arg(long, value_name = "COMMAND")]
    cmd: Option<String>,
    /// Cases judged at once (default: the number of cores). Verdicts use CPU time, so they do
    /// not change with load.
    #[arg(long, short = 'j', value_name = "N")]
    jobs: Option<usize>,
    /// Output format: a line per problem, or one JSON object per problem (JSON Lines).
    #[arg(long, value_enum, default_value_t = Format::Text)]
    format: Format,
    /// How much of the run box to insist on: `strict` refuses to judge unless every layer
    /// holds (its own user, root, pid, network and IPC namespaces, a control group, a bounded
    /// scratch directory, Landlock); `best-effort` uses what the machine allows and says what
    /// is missing. Default: `strict` if the environment sets SG_ISOLATION=strict.
    #[arg(long, value_enum, value_name = "LEVEL")]
    isolation: Option<IsolationLevel>,
    #[command(flatten)]
    build: BuildArgs,
}

/// The options of `harness stress`, handed to the problem's test binary as
/// [`testkit::verify::StressArgs`].
#[derive(Debug, Clone, PartialEq, Args)]
struct StressOptions {
    /// Stress this command instead of the problem's own binary. It is split into words as a
    /// shell would, without running a shell: `--cmd ./a.out`, `--cmd 'python3 sol.py'`.
    #[arg(long, value_name = "COMMAND")]
    cmd: Option<String>,
    /// Seed of the input generator (decimal, or hexadecimal with `0x`).
    #[arg(long, value_name = "S", value_parser = parse_seed, default_value_t = testkit::stress::DEFAULT_SEED)]
    seed: u64,
    /// Stop after this many inputs (default: when the time is up), and stress each reference
    /// on this many large inputs too (default: as many as the problem declares).
    #[arg(long, value_name = "N")]
    runs: Option<usize>,
    /// Stop after this many seconds.
    #[arg(long, value_name = "SECONDS", value_parser = parse_seconds, default_value_t = 10.0)]
    time: f64,
    /// Inputs judged side by side (a run mostly waits on its process, so even two cores keep
    /// four busy).
    #[arg(long, short = 'j', value_name = "N", default_value_t = 4)]
    jobs: usize,
    /// Keep the counterexample as a stored case of the problem, `cases/<prefix>hack-<n>`, its
    /// output from the brute force or the reference that found it.
    #[arg(long)]
    save: bool,
}

impl From<StressOptions> for testkit::verify::StressArgs {
    fn from(o: StressOptions) -> Self {
        testkit::verify::StressArgs { cmd: o.cmd, seed: o.seed, runs: o.runs, time: o.time, jobs: o.jobs, save: o.save }
    }
}

fn parse_seed(text: &str) -> Result<u64, String> {
    let parsed = match text.strip_prefix("0x") {
        Some(hex) => u64::from_str_radix(hex, 16),
        None => text.parse(),
    };
    parsed.map_err(|e| format!("{text:?} is not a seed: {e}"))
}

fn parse_seconds(text: &str) -> Result<f64, String> {
    match text.parse::<f64>() {
        Ok(seconds) if seconds.is_finite() && seconds >= 0.0 => Ok(seconds),
        _ => Err(format!("{text:?} is not a number of seconds")),
    }
}

/// [`Kind`] on the command line.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
enum ProblemKind {
    /// The output is compared with the expected output.
    Batch,
    /// The problem's checker judges the output.
    Checker,
    /// The problem's interactor talks with the solution.
    Interactive,
}

impl From<ProblemKind> for Kind {
    fn from(kind: ProblemKind) -> Self {
        match kind {
            ProblemKind::Batch => Kind::Batch,
            ProblemKind::Checker => Kind::Checker,
            ProblemKind::Interactive => Kind::Interactive,
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
enum IsolationLevel {
    /// Every layer the machine allows; the report names the missing ones.
    BestEffort,
    /// The whole box or no judging at all.
    Strict,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
enum Format {
    /// A line per problem, the details of every failure, a summary.
    Text,
    /// One JSON object per problem with every case's verdict, CPU ms, wall ms, peak KiB and
    /// message.
    Json,
}

fn main() -> ExitCode {
    testkit::guard::enter();
    let cli = Cli::parse();
    // Commands given by the user are read from where they were typed; the rest works from
    // the workspace root, so that reports name `problems/<slug>/cases/<case>.in`.
    let invoked_from = std::env::current_dir().unwrap_or_default();
    let root = match std::env::set_current_dir(discover::workspace_root()) {
        Ok(()) => PathBuf::new(),
        Err(_) => discover::workspace_root(),
    };
    match cli.command {
        Some(Commands::New { slug, kind, game }) => match new_problem(&root, &slug, kind.into(), game.as_deref()) {
            Ok(dir) => {
                testkit::outln!(
                    "created {}, and a row for it in README.md's Problems table\nnext: cargo test -p {slug}, then cargo test --workspace",
                    dir.display()
                );
                ExitCode::SUCCESS
            }
            Err(e) => usage_error(&e),
        },
        Some(Commands::List) => list(&root),
        Some(Commands::Bundle { slug, program }) => bundle(&root, &slug, &program),
        Some(Commands::Export { slugs, out, build }) => export(&root, &slugs, &invoked_from.join(out), &build),
        Some(Commands::Check { slugs, changed_since, jobs, isolation, build }) => {
            match reached(&root, changed_since.as_deref(), slugs) {
                Ok(Some(slugs)) => check_all(&root, &slugs, jobs, isolation, &build),
                Ok(None) => ExitCode::SUCCESS,
                Err(e) => usage_error(&e),
            }
        }
        Some(Commands::Changed { since, nextest }) => {
            match changed::changed_files(&root, &since).and_then(|files| changed::reached_problems(&root, &files)) {
                Ok(slugs) if nextest => {
                    testkit::outln!("{}", changed::nextest_filter(&slugs));
                    ExitCode::SUCCESS
                }
                Ok(slugs) => {
                    for slug in slugs {
                        testkit::outln!("{slug}");
                    }
                    ExitCode::SUCCESS
                }
                Err(e) => usage_error(&e),
            }
        }
        Some(Commands::Judge(args)) => judge_changed(&root, &invoked_from, args),
        Some(Commands::Stress { slug, args, build }) => stress(&root, &invoked_from, &slug, args, &build),
        None => judge_changed(&root, &invoked_from, cli.judge),
    }
}

/// The problems to work on: `slugs`, or with `since` the problems a change since that
/// revision reaches; `None` (after saying so) when a change reaches none.
fn reached(root: &Path, since: Option<&str>, slugs: Vec<String>) -> Result<Option<Vec<String>>, String> {
    let Some(since) = since else { return Ok(Some(slugs)) };
    let reached = changed::reached_problems(root, &changed::changed_files(root, since)?)?;
    if reached.is_empty() {
        testkit::outln!("no problem is reached by the changes since {since}");
        return Ok(None);
    }
    eprintln!("changed since {since}: {}", reached.join(" "));
    Ok(Some(reached))
}

/// `harness list`: every problem, with its kind and title.
fn list(root: &Path) -> ExitCode {
    match load(root, &[]) {
        Ok(problems) => {
            for p in &problems {
                testkit::outln!("{:<24} {:<11} {}", p.slug, p.meta.kind.to_string(), p.meta.title);
            }
            ExitCode::SUCCESS
        }
        Err(errors) => print_errors(&errors),
    }
}

/// `harness bundle`: the source on stdout, its size and inlined modules on stderr.
fn bundle(root: &Path, slug: &str, program: &str) -> ExitCode {
    let problems = match load(root, std::slice::from_ref(&slug.to_owned())) {
        Ok(problems) => problems,
        Err(errors) => return print_errors(&errors),
    };
    let Some(problem) = problems.first() else { return ExitCode::from(2) };
    match harness::bundle::bundle_program(root, &problem.dir, slug, program) {
        Ok(bundle) => {
            testkit::outln!("{}", bundle.source.trim_end());
            eprintln!(
                "{slug}: the {program}, {} bytes, with {}",
                bundle.source.len(),
                if bundle.modules.is_empty() { "no library module".to_owned() } else { bundle.modules.join(", ") }
            );
            ExitCode::SUCCESS
        }
        Err(e) => print_errors(&[e]),
    }
}

/// `harness export`: a line per package written. The generated inputs are made first, by the
/// generators built in release mode.
fn export(root: &Path, slugs: &[String], out: &Path, how: &BuildArgs) -> ExitCode {
    let problems = match load(root, slugs) {
        Ok(problems) => problems,
        Err(errors) => return print_errors(&errors),
    };
    let generating: Vec<Problem> =
        problems.iter().filter(|p| p.cases.iter().any(|c| c.pin.is_some())).cloned().collect();
    if !generating.is_empty() {
        let built = match build(root, &generating, Needs { generator: true, ..Needs::default() }, how) {
            Ok(built) => built,
            Err(e) => return usage_error(&e),
        };
        let runner = match runner_for(root, &generating, None) {
            Ok(runner) => runner,
            Err(code) => return code,
        };
        let errors: Vec<Diagnostic> =
            generating.iter().filter_map(|p| make_generated(p, &built, &runner).err()).flatten().collect();
        if !errors.is_empty() {
            return print_errors(&errors);
        }
    }
    let mut failed = false;
    for problem in &problems {
        match harness::export::export(root, problem, out) {
            Ok(p) => testkit::outln!(
                "{:<24} {} and {} ({} files)",
                problem.slug,
                p.dir.display(),
                p.zip.file_name().unwrap_or_default().to_string_lossy(),
                p.files.len()
            ),
            Err(e) => {
                eprintln!("error: {e}");
                failed = true;
            }
        }
    }
    if failed { ExitCode::FAILURE } else { ExitCode::SUCCESS }
}

/// A user's `--cmd`, split as a shell would and checked to name an executable.
fn user_command(cmd: &str, invoked_from: &Path) -> Result<Program, String> {
    let program = Program::from_command_line(cmd, invoked_from).map_err(|e| format!("--cmd: {e}"))?;
    program.executable().map_err(|e| format!("--cmd: {e}"))?;
    Ok(program)
}

/// `harness new`: from the templates of a kind, or from a game of the explorer.
fn new_problem(root: &Path, slug: &str, kind: Kind, game: Option<&str>) -> Result<PathBuf, String> {
    match game {
        Some(game) => {
            let game = sg::game::parse_game(game).map_err(|e| format!("--game: {e}"))?;
            scaffold::new_game_problem(root, slug, &game)
        }
        None => scaffold::new_problem(root, slug, kind),
    }
}

fn usage_error(message: &str) -> ExitCode {
    eprintln!("error: {message}");
    ExitCode::from(2)
}

fn print_errors(errors: &[Diagnostic]) -> ExitCode {
    for e in errors {
        eprintln!("error: {e}");
    }
    ExitCode::from(2)
}

/// The commands of the CLI, which a mistyped one may have meant.
const COMMANDS: [&str; 9] = ["judge", "check", "changed", "stress", "bundle", "export", "new", "list", "help"];

/// "; did you mean …?" for a word that is no problem: the commands and slugs close to it.
fn suggestion(word: &str, slugs: &[String]) -> String {
    let close = |candidate: &str| strsim::damerau_levenshtein(word, candidate) <= 2.max(word.len() / 4);
    let commands = COMMANDS.iter().filter(|c| close(c)).map(|c| format!("the command `{c}`"));
    let problems = slugs.iter().filter(|s| close(s)).map(|s| format!("the problem `{s}`"));
    let all: Vec<String> = commands.chain(problems).collect();
    if all.is_empty() {
        "; `harness list` lists the problems".to_owned()
    } else {
        format!("; did you mean {}?", all.join(" or "))
    }
}

/// Loads the problems to judge, checking every directory's structure first.
fn load(root: &Path, wanted: &[String]) -> Result<Vec<Problem>, Vec<Diagnostic>> {
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

/// What a build produced: the problems' binaries and, when asked, their stress test
/// binaries, by slug.
#[derive(Debug, Default)]
struct Built {
    binaries: HashMap<String, PathBuf>,
    stress_tests: HashMap<String, PathBuf>,
}

/// How the judged programs (solutions, checkers, interactors) are built: release mode with fat
/// LTO and one codegen unit, the build the time limits are measured against. A cargo profile
/// given on cargo's command line, so that any workspace the harness judges has it, unless the
/// workspace states its own (see [`judge_profile`]).
const JUDGE_PROFILE: [&str; 8] = [
    "--profile",
    "judge",
    "--config",
    "profile.judge.inherits = 'release'",
    "--config",
    "profile.judge.lto = 'fat'",
    "--config",
    "profile.judge.codegen-units = 1",
];

/// Which of its problems' programs a command needs built.
#[derive(Debug, Clone, Copy, Default)]
struct Needs {
    /// The solution and its checker or interactor, built with [`JUDGE_PROFILE`].
    judged: bool,
    validator: bool,
    /// The generator of a problem with generated inputs.
    generator: bool,
    /// The problem's test binary, for its stress and vouch commands.
    stress_test: bool,
}

/// Builds what `needs` asks of `problems`: the judged programs with [`JUDGE_PROFILE`],
/// validators and generators in release mode, which links each in a fraction of the time (both
/// with the profile `how` names instead, if it names one), and the test binary with the test
/// profile. A program that does not compile has no entry; cargo's own messages say why.
fn build(root: &Path, problems: &[Problem], needs: Needs, how: &BuildArgs) -> Result<Built, String> {
    let chosen = how.profile.as_ref().map(|profile| vec!["--profile".to_owned(), profile.clone()]);
    match &how.profile {
        Some(profile) => eprintln!("building {} problem(s) with the {profile} profile…", problems.len()),
        None => eprintln!("building {} problem(s) in release mode…", problems.len()),
    }
    let mut built = Built::default();
    let mut tools = Vec::new();
    for p in problems {
        if needs.validator {
            tools.push(format!("{}-validator", p.slug));
        }
        if needs.generator && p.cases.iter().any(|c| c.pin.is_some()) {
            tools.push(format!("{}-generator", p.slug));
        }
    }
    if !tools.is_empty() {
        let profile = chosen.clone().unwrap_or_else(|| vec!["--release".to_owned()]);
        let release = profile.into_iter().chain(tools.into_iter().flat_map(|t| ["--bin".into(), t]));
        cargo_build(root, problems, &release.collect::<Vec<_>>(), &mut built)?;
    }
    if needs.stress_test {
        // The test profile's build, the one `cargo test --workspace` makes (`cargo build` would
        // build the dependencies with the dev profile): nothing to build after it, provided
        // that cargo resolves the same features. It resolves them for the packages named, so
        // the workspace's libraries are named too (they have no `judge` test to build): with
        // the problems alone, the test kit would be built a second time with fewer features.
        let mut args = ["--profile", "test", "--test", "judge"].map(str::to_owned).to_vec();
        for library in libraries(root)? {
            args.extend(["-p".to_owned(), library]);
        }
        cargo_build(root, problems, &args, &mut built)?;
    }
    if needs.judged {
        let mut judge = match chosen {
            Some(profile) => profile,
            None => judge_profile(root)?,
        };
        for p in problems {
            judge.extend(["--bin".into(), p.slug.clone()]);
            if let Some(role) = p.meta.judge_binary_role() {
                judge.extend(["--bin".into(), format!("{}-{role}", p.slug)]);
            }
        }
        cargo_build(root, problems, &judge, &mut built)?;
    }
    Ok(built)
}

/// The cargo arguments that select the `judge` profile: the workspace's own when its
/// `Cargo.toml` has a `[profile.judge]` table (cargo's command line would override it), else
/// [`JUDGE_PROFILE`].
fn judge_profile(root: &Path) -> Result<Vec<String>, String> {
    let manifest = root.join("Cargo.toml");
    let text = std::fs::read_to_string(&manifest).map_err(|e| format!("{}: {e}", manifest.display()))?;
    let table: toml::Table = text.parse().map_err(|e| format!("{}: {e}", manifest.display()))?;
    let own = table.get("profile").and_then(|profiles| profiles.get("judge")).is_some();
    let args: &[&str] = if own { &JUDGE_PROFILE[..2] } else { &JUDGE_PROFILE };
    Ok(args.iter().map(|&a| a.to_owned()).collect())
}

/// The workspace's packages that are not problems (those outside `problems/`), by name.
fn libraries(root: &Path) -> Result<Vec<String>, String> {
    let mut command = cargo_metadata::MetadataCommand::new();
    command.no_deps();
    if !root.as_os_str().is_empty() {
        command.current_dir(root);
    }
    let metadata = command.exec().map_err(|e| format!("cargo metadata: {e}"))?;
    let problems = metadata.workspace_root.join("problems");
    Ok(metadata
        .workspace_packages()
        .into_iter()
        .filter(|p| !p.manifest_path.starts_with(&problems))
        .map(|p| p.name.to_string())
        .collect())
}

/// One `cargo build` of `problems` with `args`, its artifacts added to `built`.
fn cargo_build(root: &Path, problems: &[Problem], args: &[String], built: &mut Built) -> Result<(), String> {
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let mut command = Command::new(cargo);
    if !root.as_os_str().is_empty() {
        command.current_dir(root);
    }
    // --keep-going: a problem that does not compile is reported on its own line, the others
    // are still judged.
    command.args(["build", "--keep-going", "--message-format=json-render-diagnostics"]).args(args);
    for p in problems {
        command.args(["-p", &p.slug]);
    }
    let mut child = command
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .map_err(|e| format!("cannot run cargo: {e}"))?;
    if let Some(stdout) = child.stdout.take() {
        let reader = std::io::BufReader::new(stdout);
        for message in cargo_metadata::Message::parse_stream(reader).flatten() {
            let cargo_metadata::Message::CompilerArtifact(artifact) = message else { continue };
            let Some(exe) = artifact.executable else { continue };
            if artifact.target.is_kind(cargo_metadata::TargetKind::Bin) {
                built.binaries.insert(artifact.target.name.clone(), exe.into_std_path_buf());
            } else if artifact.target.is_kind(cargo_metadata::TargetKind::Test) {
                // The only test target asked for is `judge`; its package is the problem's slug.
                let package = artifact.manifest_path.parent().and_then(|dir| dir.file_name()).unwrap_or_default();
                built.stress_tests.insert(package.to_owned(), exe.into_std_path_buf());
            }
        }
    }
    let status = child.wait().map_err(|e| format!("cannot wait for cargo: {e}"))?;
    if !status.success() {
        eprintln!("warning: cargo build failed ({status}); judging what was built");
    }
    Ok(())
}

/// Makes the generated inputs of `problem` with its generator as built (see
/// `testkit::generated`); nothing to do for a problem that stores all its inputs.
fn make_generated(problem: &Problem, built: &Built, runner: &Runner) -> Result<(), Vec<Diagnostic>> {
    if problem.cases.iter().all(|c| c.pin.is_none()) {
        return Ok(());
    }
    let name = format!("{}-generator", problem.slug);
    let Some(generator) = built.binaries.get(&name) else {
        return Err(vec![Diagnostic::new(
            &problem.dir,
            format!("`{name}` was not built (see the build errors above): its generated inputs cannot be made"),
        )]);
    };
    testkit::generated::make(&problem.dir, &problem.pinned(), generator, runner)
}

/// `harness stress SLUG`: builds the problem (its binary with the judge profile) and its test
/// binary, and runs that test binary's stress command with the problem's own binary.
fn stress(root: &Path, invoked_from: &Path, slug: &str, args: StressOptions, how: &BuildArgs) -> ExitCode {
    if let Some(Err(e)) = args.cmd.as_deref().map(|cmd| user_command(cmd, invoked_from)) {
        return usage_error(&e);
    }
    let problems = match load(root, std::slice::from_ref(&slug.to_owned())) {
        Ok(p) => p,
        Err(errors) => return print_errors(&errors),
    };
    // The test binary's build brings the package's binaries, its generator among them.
    let needs = Needs { judged: true, stress_test: true, ..Needs::default() };
    let built = match build(root, &problems, needs, how) {
        Ok(built) => built,
        Err(e) => return usage_error(&e),
    };
    let (Some(binary), Some(stress_test)) = (built.binaries.get(slug), built.stress_tests.get(slug)) else {
        eprintln!("error: `{slug}` or its tests did not build (see the errors above)");
        return ExitCode::FAILURE;
    };
    // The stress command judges the problem's cases too, generated ones included.
    let runner = match runner_for(root, &problems, None) {
        Ok(runner) => runner,
        Err(code) => return code,
    };
    if let Err(errors) = problems.iter().try_for_each(|p| make_generated(p, &built, &runner)) {
        return print_errors(&errors);
    }
    let mut command = Command::new(stress_test);
    command
        .current_dir(invoked_from)
        // The problem's own binary, in release mode, as its tests find it.
        .env(format!("CARGO_BIN_EXE_{slug}"), binary)
        .arg("--stress")
        .arg(serde_json::to_string(&testkit::verify::StressArgs::from(args)).unwrap_or_default());
    match command.status() {
        Ok(status) => ExitCode::from(u8::try_from(status.code().unwrap_or(2)).unwrap_or(2)),
        Err(e) => usage_error(&format!("cannot run {}: {e}", stress_test.display())),
    }
}

/// One case to judge: which problem, which case, which program.
struct Task<'a> {
    problem: usize,
    case: &'a discover::Case,
    program: &'a Program,
    jury: &'a Jury,
}

/// `harness judge`, with `--changed-since` resolved to the problems it reaches.
fn judge_changed(root: &Path, invoked_from: &Path, mut args: JudgeArgs) -> ExitCode {
    match reached(root, args.changed_since.as_deref(), std::mem::take(&mut args.slugs)) {
        Ok(Some(slugs)) => {
            args.slugs = slugs;
            judge_all(root, invoked_from, &args)
        }
        Ok(None) => ExitCode::SUCCESS,
        Err(e) => usage_error(&e),
    }
}

fn judge_all(root: &Path, invoked_from: &Path, args: &JudgeArgs) -> ExitCode {
    if args.cmd.is_some() && args.slugs.len() != 1 {
        return usage_error("--cmd judges one problem: name exactly one slug");
    }
    // A command that cannot start is said once, before anything is built or judged.
    let user_program = match args.cmd.as_deref().map(|cmd| user_command(cmd, invoked_from)).transpose() {
        Ok(program) => program,
        Err(e) => return usage_error(&e),
    };
    let problems = match load(root, &args.slugs) {
        Ok(p) => p,
        Err(errors) => return print_errors(&errors),
    };
    // A user's command needs no build, unless the problem's own checker or interactor does.
    let needs_build = args.cmd.is_none()
        || problems.iter().any(|p| {
            (p.meta.kind != Kind::Batch && p.meta.checker_cmd.is_none()) || p.cases.iter().any(|c| c.pin.is_some())
        });
    let mut built = if needs_build {
        let judged = args.cmd.is_none() || problems.iter().any(|p| p.meta.judge_binary_role().is_some());
        match build(root, &problems, Needs { judged, generator: true, ..Needs::default() }, &args.build) {
            Ok(built) => built,
            Err(e) => return usage_error(&e),
        }
    } else {
        Built::default()
    };
    let runner = match runner_for(root, &problems, args.isolation) {
        Ok(runner) => runner,
        Err(code) => return code,
    };
    let mut reports: Vec<ProblemReport> = problems
        .iter()
        .map(|p| ProblemReport { slug: p.slug.clone(), cases: Vec::new(), errors: Vec::new() })
        .collect();
    let mut setups = Vec::new();
    for (i, problem) in problems.iter().enumerate() {
        if let Err(errors) = make_generated(problem, &built, &runner) {
            reports[i].errors.extend(errors);
            continue;
        }
        let program = user_program.clone().or_else(|| built.binaries.get(&problem.slug).map(Program::new));
        let jury = judging::jury_of(problem, |name| built.binaries.get(name).cloned());
        match (program, jury) {
            (Some(program), Ok(jury)) => setups.push((i, program, jury)),
            (None, _) => reports[i].errors.push(Diagnostic::new(
                &problem.dir,
                format!(
                    "no binary was built for `{}`, {} case(s) not judged (see the build errors above)",
                    problem.slug,
                    problem.cases.len()
                ),
            )),
            (Some(_), Err(e)) => reports[i].errors.push(e),
        }
    }
    let tasks: Vec<Task<'_>> = setups
        .iter()
        .flat_map(|(i, program, jury)| {
            problems[*i].cases.iter().map(move |case| Task { problem: *i, case, program, jury })
        })
        .collect();
    let jobs = args.jobs.unwrap_or_else(|| std::thread::available_parallelism().map_or(1, usize::from)).max(1);
    let results = judge_tasks(&runner, &problems, &tasks, jobs);
    // The input of the test a wrong answer belongs to is shown as the problem's validator
    // divides it: built now if it was not.
    let unbuilt: Vec<Problem> = problems
        .iter()
        .enumerate()
        .filter(|(i, p)| {
            !built.binaries.contains_key(&format!("{}-validator", p.slug))
                && tasks
                    .iter()
                    .zip(&results)
                    .any(|(t, r)| t.problem == *i && r.as_ref().is_ok_and(|c| c.test.is_some()))
        })
        .map(|(_, p)| p.clone())
        .collect();
    if !unbuilt.is_empty() {
        if let Ok(more) = build(root, &unbuilt, Needs { validator: true, ..Needs::default() }, &args.build) {
            built.binaries.extend(more.binaries);
        }
    }
    for (task, result) in tasks.iter().zip(results) {
        match result {
            Ok(mut case) => {
                let validator = built.binaries.get(&format!("{}-validator", problems[task.problem].slug));
                let shown = case.test.zip(validator).and_then(|(test, validator)| {
                    testkit::validation::test_lines(&runner, validator, &task.case.input, test)
                });
                case.detail.extend(shown);
                reports[task.problem].cases.push(case);
            }
            Err(e) => reports[task.problem].errors.push(e),
        }
    }
    if user_program.is_none() {
        vouch_for_wrong_answers(root, &problems, &mut reports);
    }
    match args.format {
        Format::Text => {
            // The report exactly as the snapshots pin it.
            testkit::print_out(format_args!("{}", report::render(&reports, Figures::Shown)));
        }
        Format::Json => {
            for report in &reports {
                match serde_json::to_string(report) {
                    Ok(line) => testkit::outln!("{line}"),
                    Err(e) => return usage_error(&format!("cannot encode the report: {e}")),
                }
            }
        }
    }
    if reports.iter().all(ProblemReport::passed) { ExitCode::SUCCESS } else { ExitCode::FAILURE }
}

/// The run box for judging `problems`: the workspace and the problems protected, at the
/// level asked for (or the environment's), and tried once on `true`: a box that cannot run a
/// program (a strict one that cannot be had, say) is said once, as a usage error.
fn runner_for(root: &Path, problems: &[Problem], isolation: Option<IsolationLevel>) -> Result<Runner, ExitCode> {
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

/// `harness check`: builds the problems, then checks each package's validator, submissions
/// and time limit, `jobs` problems at once; prints a block per problem and a summary.
fn check_all(
    root: &Path,
    slugs: &[String],
    jobs: Option<usize>,
    isolation: Option<IsolationLevel>,
    how: &BuildArgs,
) -> ExitCode {
    let problems = match load(root, slugs) {
        Ok(p) => p,
        Err(errors) => return print_errors(&errors),
    };
    let built =
        match build(root, &problems, Needs { judged: true, validator: true, generator: true, stress_test: false }, how)
        {
            Ok(built) => built,
            Err(e) => return usage_error(&e),
        };
    let runner = match runner_for(root, &problems, isolation) {
        Ok(runner) => runner,
        Err(code) => return code,
    };
    let cache = check::cache_dir(&std::env::current_dir().unwrap_or_default().join(root));
    let jobs = jobs.unwrap_or_else(|| std::thread::available_parallelism().map_or(1, usize::from)).max(1);
    let next = Mutex::new(0usize);
    let results: Vec<Mutex<Option<Result<check::Checked, Diagnostic>>>> =
        problems.iter().map(|_| Mutex::new(None)).collect();
    std::thread::scope(|scope| {
        for _ in 0..jobs.min(problems.len()) {
            scope.spawn(|| {
                loop {
                    let i = {
                        let Ok(mut next) = next.lock() else { return };
                        *next += 1;
                        *next - 1
                    };
                    let Some(problem) = problems.get(i) else { return };
                    let checked = check_one(problem, &built, &runner, &cache, root);
                    if let Ok(mut slot) = results[i].lock() {
                        *slot = Some(checked);
                    }
                }
            });
        }
    });
    let mut passed = 0;
    for (problem, slot) in problems.iter().zip(results) {
        match slot.into_inner().ok().flatten() {
            Some(Ok(checked)) => {
                passed += usize::from(checked.passed());
                testkit::print_out(format_args!("{}", checked.render()));
            }
            Some(Err(e)) => testkit::outln!("{} FAILED\n  {e}", problem.slug),
            None => testkit::outln!("{} FAILED\n  not checked", problem.slug),
        }
    }
    testkit::outln!("{passed}/{} problem packages hold", problems.len());
    if passed == problems.len() { ExitCode::SUCCESS } else { ExitCode::FAILURE }
}

fn check_one(
    problem: &Problem,
    built: &Built,
    runner: &Runner,
    cache: &Path,
    root: &Path,
) -> Result<check::Checked, Diagnostic> {
    let solution = built.binaries.get(&problem.slug).map(Program::new).ok_or_else(|| check::not_built(problem))?;
    make_generated(problem, built, runner).map_err(|errors| {
        Diagnostic::new(&problem.dir, errors.iter().map(ToString::to_string).collect::<Vec<_>>().join("; "))
    })?;
    let jury = judging::jury_of(problem, |name| built.binaries.get(name).cloned())?;
    let tools = check::Tools {
        runner,
        solution: &solution,
        validator: built.binaries.get(&format!("{}-validator", problem.slug)).cloned(),
        jury: &jury,
        cache,
        root,
    };
    Ok(check::check(problem, &tools))
}

/// A problem's own solution with a wrong answer on a stored case is either wrong, or the case
/// is: each such case is put to the oracle that vouches for it (its `vouch/<case>` test, built
/// in release mode), and the report says which.
fn vouch_for_wrong_answers(root: &Path, problems: &[Problem], reports: &mut [ProblemReport]) {
    let suspects: Vec<usize> =
        (0..problems.len()).filter(|&i| reports[i].cases.iter().any(|c| c.verdict == report::Verdict::Wa)).collect();
    if suspects.is_empty() {
        return;
    }
    let wanted: Vec<Problem> = suspects.iter().map(|&i| problems[i].clone()).collect();
    eprintln!("wrong answers: asking the brute force or reference of each case whether the case is right…");
    // A `vouch/` trial runs the case's oracle alone: the test binary is all it needs.
    // The test profile's build, whatever profile the judged programs took.
    let Ok(built) = build(root, &wanted, Needs { stress_test: true, ..Needs::default() }, &BuildArgs::default()) else {
        return;
    };
    for i in suspects {
        let slug = &problems[i].slug;
        let Some(stress_test) = built.stress_tests.get(slug) else { continue };
        for case in reports[i].cases.iter_mut().filter(|c| c.verdict == report::Verdict::Wa) {
            let trial = format!("vouch/{}", case.case);
            let mut command = Command::new(stress_test);
            command.args(["--exact", &trial, "--quiet"]).stdout(Stdio::null()).stderr(Stdio::null());
            match command.status() {
                Ok(status) if status.success() => case.detail.push_str(&format!(
                    "  the stored output agrees with the oracle that vouches for it ({trial}): the solution is wrong\n"
                )),
                Ok(_) => case.detail.push_str(&format!(
                    "  the stored output DISAGREES with the oracle that vouches for it: the case is wrong, not the solution (cargo test -p {slug} --test judge -- {trial})\n"
                )),
                Err(_) => {}
            }
        }
    }
}

/// Judges every task on `jobs` threads; the results come back in task order.
fn judge_tasks(
    runner: &Runner,
    problems: &[Problem],
    tasks: &[Task<'_>],
    jobs: usize,
) -> Vec<Result<CaseReport, Diagnostic>> {
    let next = Mutex::new(0usize);
    let results: Vec<Mutex<Option<Result<CaseReport, Diagnostic>>>> = tasks.iter().map(|_| Mutex::new(None)).collect();
    std::thread::scope(|scope| {
        for _ in 0..jobs.min(tasks.len()) {
            scope.spawn(|| {
                loop {
                    let i = {
                        let Ok(mut next) = next.lock() else { return };
                        *next += 1;
                        *next - 1
                    };
                    let Some(task) = tasks.get(i) else { return };
                    let problem = &problems[task.problem];
                    let limits =
                        Limits::new(Duration::from_millis(problem.meta.time_limit_ms), problem.meta.memory_limit_mb);
                    let report = judging::judge_case(runner, task.program, problem, task.case, limits, task.jury);
                    if let Ok(mut slot) = results[i].lock() {
                        *slot = Some(report);
                    }
                }
            });
        }
    });
    results
        .into_iter()
        .map(|slot| {
            slot.into_inner()
                .ok()
                .flatten()
                .unwrap_or_else(|| Err(Diagnostic::new(Path::new("."), "a judging thread failed")))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn stress_options(args: &[&str]) -> Result<StressOptions, clap::Error> {
        let line = ["harness", "stress", "nim"].into_iter().chain(args.iter().copied());
        Cli::try_parse_from(line).map(|cli| match cli.command {
            Some(Commands::Stress { args, .. }) => args,
            other => panic!("not a stress command: {other:?}"),
        })
    }

    #[test]
    fn the_judge_profile_is_the_workspaces_own_if_it_states_one() {
        let dir = tempfile::tempdir().unwrap();
        let manifest = dir.path().join("Cargo.toml");
        std::fs::write(&manifest, "[workspace]\nmembers = []\n[profile.release]\nlto = false\n").unwrap();
        assert_eq!(judge_profile(dir.path()).unwrap(), JUDGE_PROFILE, "none stated: the harness's");
        std::fs::write(&manifest, "[workspace]\nmembers = []\n[profile.judge]\ninherits = \"release\"\n").unwrap();
        assert_eq!(judge_profile(dir.path()).unwrap(), ["--profile", "judge"], "the workspace's own");
        std::fs::write(&manifest, "[workspace\n").unwrap();
        assert!(judge_profile(dir.path()).unwrap_err().starts_with(&manifest.display().to_string()));
    }

    #[test]
    fn stress_options_parse_and_reach_the_test_binary_whole() {
        let parsed =
            stress_options(&["--seed", "0x10", "--runs", "5", "--time", "1.5", "--cmd", "python3 sol.py"]).unwrap();
        let args = testkit::verify::StressArgs::from(parsed);
        assert_eq!(
            args,
            testkit::verify::StressArgs {
                cmd: Some("python3 sol.py".into()),
                seed: 16,
                runs: Some(5),
                time: 1.5,
                jobs: 4,
                save: false
            }
        );
        let defaults = testkit::verify::StressArgs::from(stress_options(&[]).unwrap());
        assert_eq!(defaults, testkit::verify::StressArgs::default(), "the harness and the test binary agree");
        for wrong in [&["--format", "json"][..], &["--seed", "x"], &["--time", "inf"], &["--time", "-1"]] {
            assert!(stress_options(wrong).is_err(), "{wrong:?} accepted");
        }
    }
}
