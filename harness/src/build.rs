//! Building a workspace's problems with cargo: the judged programs with the judge's profile,
//! validators and generators in release mode, a problem's test binary with the test profile;
//! and the generated inputs made by what was built.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use testkit::diagnostic::Diagnostic;
use testkit::discover::Problem;
use testkit::run::Runner;

/// How the commands that build programs build them.
#[derive(Debug, Default, clap::Args)]
pub struct BuildArgs {
    /// Build every program with this cargo profile instead: by default what is judged is built
    /// with the `judge` profile (release, fat LTO, one codegen unit), the time limits' build,
    /// and validators and generators in release mode. `--profile dev` takes what `cargo test`
    /// built, with nothing to build after it; its times are not the judge's.
    #[arg(long, value_name = "PROFILE")]
    pub profile: Option<String>,
}

/// What a build produced: the problems' binaries and, when asked, their stress test
/// binaries, by slug.
#[derive(Debug, Default)]
pub struct Built {
    pub binaries: HashMap<String, PathBuf>,
    pub stress_tests: HashMap<String, PathBuf>,
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
pub struct Needs {
    /// The solution and its checker or interactor, built with [`JUDGE_PROFILE`].
    pub judged: bool,
    pub validator: bool,
    /// The generator of a problem with generated inputs.
    pub generator: bool,
    /// The problem's test binary, for its stress and vouch commands.
    pub stress_test: bool,
}

/// Builds what `needs` asks of `problems`: the judged programs with [`JUDGE_PROFILE`],
/// validators and generators in release mode, which links each in a fraction of the time (both
/// with the profile `how` names instead, if it names one), and the test binary with the test
/// profile. A program that does not compile has no entry; cargo's own messages say why.
pub fn build(root: &Path, problems: &[Problem], needs: Needs, how: &BuildArgs) -> Result<Built, String> {
    let chosen = how.profile.as_ref().map(|profile| vec!["--profile".to_owned(), profile.clone()]);
    let named = |default: &str| how.profile.clone().unwrap_or_else(|| default.to_owned());
    let mut built = Built::default();
    let mut tools = Vec::new();
    let (mut validators, mut generators) = (0, 0);
    for p in problems {
        if needs.validator {
            tools.push(format!("{}-validator", p.slug));
            validators += 1;
        }
        if needs.generator && p.cases.iter().any(|c| c.pin.is_some()) {
            tools.push(format!("{}-generator", p.slug));
            generators += 1;
        }
    }
    if !tools.is_empty() {
        let count = |n: usize, what: &str| (n > 0).then(|| testkit::report::counted(n, what));
        let what = [count(validators, "validator"), count(generators, "generator")];
        let what = what.into_iter().flatten().collect::<Vec<_>>().join(" and ");
        eprintln!("building {what} with the {} profile…", named("release"));
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
        eprintln!("building the tests of {} with the test profile…", some(&problems.iter().collect::<Vec<_>>()));
        let mut args = ["--profile", "test", "--test", "judge"].map(str::to_owned).to_vec();
        for library in libraries(root)? {
            args.extend(["-p".to_owned(), library]);
        }
        cargo_build(root, problems, &args, &mut built)?;
    }
    if needs.judged {
        let judges = problems.iter().any(|p| p.meta.judge_binary_role().is_some());
        let programs = if judges { "the solutions, checkers and interactors" } else { "the solutions" };
        let profile = named("judge");
        eprintln!("building {programs} of {} with the {profile} profile…", some(&problems.iter().collect::<Vec<_>>()));
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

/// Problems as a build message names them: by slug up to three, else by number.
fn some(problems: &[&Problem]) -> String {
    match problems {
        [one] => one.slug.clone(),
        [_, _] | [_, _, _] => problems.iter().map(|p| p.slug.as_str()).collect::<Vec<_>>().join(", "),
        _ => format!("{} problems", problems.len()),
    }
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
pub fn make_generated(problem: &Problem, built: &Built, runner: &Runner) -> Result<(), Vec<Diagnostic>> {
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

#[cfg(test)]
mod tests {
    use super::*;

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
}
