//! Kattis' own verifier of problem packages, problemtools' `verifyproblem`, as `harness export
//! --verify` runs it on each package it writes: the configuration, the validators, the output
//! validator, the data and every submission (each must get its folder's verdict). The
//! statement is left out: problemtools renders it with LaTeX, which a machine seldom has.
//!
//! The verifier is a pinned release in a virtual environment of its own, under the build
//! directory, made with `python3 -m venv` and `pip` the first time (`VERIFYPROBLEM` in the
//! environment names another). Python submissions run as Kattis runs them, with PyPy 3, where
//! the machine has `pypy3`; elsewhere with CPython, said once. Python gets at least
//! [`VERIFY_ADDRESS_SPACE_MB`] of address space, as under BAPCtools.

use std::path::{Path, PathBuf};
use std::process::Command;

/// The problemtools release the packages are checked with.
pub const VERSION: &str = "1.20260907";

/// The parts of a package `verifyproblem` checks here (`-p`): all but the statement.
pub const PARTS: [&str; 5] = ["config", "validators", "graders", "data", "submissions"];

/// A `verifyproblem` ready to run.
#[derive(Debug, Clone)]
pub struct Verifier {
    program: PathBuf,
    /// `XDG_CONFIG_HOME` for it: where its languages are overridden, if they are.
    config: PathBuf,
    /// What runs Python submissions: `pypy3`, or `python3` where PyPy is missing.
    pub python: &'static str,
}

/// How a package fared.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Verified {
    /// Whether `verifyproblem` exited 0 and reported no error.
    pub passed: bool,
    /// Its summary line (`snim tested: 0 errors, 1 warning`), or what it said went wrong.
    pub summary: String,
    /// Its lines that name an error, for a package that failed.
    pub errors: Vec<String>,
}

impl Verifier {
    /// The verifier of `VERIFYPROBLEM`, or the pinned one under `tools`, installed there first
    /// if it is not (what is happening is told through `say`).
    ///
    /// # Errors
    ///
    /// Python, its `venv` module or pip cannot make the environment (the message says what to
    /// install), or the configuration cannot be written.
    pub fn ready(tools: &Path, say: &mut dyn FnMut(&str)) -> Result<Verifier, String> {
        let python = if on_path("pypy3") { "pypy3" } else { "python3" };
        let config = tools.join("config");
        write_languages(&config, python)?;
        if let Some(program) = std::env::var_os("VERIFYPROBLEM").filter(|p| !p.is_empty()) {
            return Ok(Verifier { program: program.into(), config, python });
        }
        let program = installed(tools, "problemtools", VERSION, "verifyproblem", say)?;
        Ok(Verifier { program, config, python })
    }

    /// Runs `verifyproblem` on the package directory `package`, its whole output written to
    /// `log`.
    ///
    /// # Errors
    ///
    /// The verifier cannot start, or the log cannot be written.
    pub fn verify(&self, package: &Path, log: &Path) -> Result<Verified, String> {
        let output = Command::new(&self.program)
            .arg("-p")
            .args(PARTS)
            .arg("--")
            .arg(package)
            .env("XDG_CONFIG_HOME", &self.config)
            .output()
            .map_err(|e| format!("cannot run {}: {e}", self.program.display()))?;
        let mut text = output.stdout;
        text.extend_from_slice(&output.stderr);
        std::fs::write(log, &text).map_err(|e| format!("{}: cannot write: {e}", log.display()))?;
        let text = String::from_utf8_lossy(&text);
        // `snim tested: 0 errors, 1 warning`, told without the package's name.
        let summary = text.lines().find_map(|l| l.find("tested: ").map(|at| l[at..].trim().to_owned()));
        let passed = output.status.success() && summary.as_deref().is_some_and(|s| s.contains("tested: 0 errors"));
        let errors = if passed {
            Vec::new()
        } else {
            text.lines().filter(|l| l.contains("ERROR")).map(|l| l.trim().to_owned()).take(8).collect()
        };
        let summary = summary.unwrap_or_else(|| format!("verifyproblem ended with {} and no summary", output.status));
        Ok(Verified { passed, summary, errors })
    }
}

/// Whether `program` is on the `PATH`.
pub(crate) fn on_path(program: &str) -> bool {
    std::env::var_os("PATH").is_some_and(|path| std::env::split_paths(&path).any(|dir| dir.join(program).is_file()))
}

/// The address space, in MiB, that the verifiers give the programs they run where the problem's
/// limit is lower: BAPCtools (its `memory` setting, in `.bapctools.yaml`) and `verifyproblem`
/// (Python alone) limit memory as address space (`RLIMIT_AS`), in which rustc's code generation
/// runs out of memory or threads at 512 MiB and PyPy cannot start below 128 MiB, while judges
/// count the memory a program uses. problemtools lifts its cap for the JVM languages for the same
/// reason. The format's typical system default.
pub const VERIFY_ADDRESS_SPACE_MB: u64 = 2048;

/// problemtools' `languages.yaml` override under `config`: Python 3 run by `python` (`pypy3`,
/// or `python3` where PyPy is missing), its address-space cap raised to
/// [`VERIFY_ADDRESS_SPACE_MB`] where the problem's is lower (problemtools sets the soft limit
/// only, so the program may raise it).
fn write_languages(config: &Path, python: &str) -> Result<(), String> {
    let dir = config.join("problemtools");
    let path = dir.join("languages.yaml");
    std::fs::create_dir_all(&dir).map_err(|e| format!("{}: cannot create: {e}", dir.display()))?;
    let name = if python == "pypy3" { "Python 3 (w/PyPy3)" } else { "Python 3" };
    let cap = VERIFY_ADDRESS_SPACE_MB;
    let run = format!(
        r#"/bin/sh -c 'm={{memlim}}; [ "$m" -lt {cap} ] && m={cap}; ulimit -S -v $((m * 1024)) && exec {python} "$0"' "{{mainfile}}""#
    );
    let python3 = serde_json::json!({
        "name": name,
        "priority": 850,
        "files": "*.py *.py3",
        "compile": format!("{python} -m py_compile {{files}}"),
        "run": run,
    });
    let yaml = format!(
        "# Written by `harness export --verify`: Python 3 run by {python}, with at least {cap} MiB\n\
         # of address space (problemtools caps it at the memory limit). JSON, which is YAML.\n{:#}\n",
        serde_json::json!({ "python3": python3 })
    );
    std::fs::write(&path, yaml).map_err(|e| format!("{}: cannot write: {e}", path.display()))
}

/// The program `program` of the Python package `package` at `version`, in a virtual
/// environment of its own under `tools`, made there with `python3 -m venv` and `pip` the first
/// time (what is happening is told through `say`; a failed installation leaves nothing).
///
/// # Errors
///
/// Python, its `venv` module or pip cannot make the environment (the message says what to
/// install).
pub(crate) fn installed(
    tools: &Path,
    package: &str,
    version: &str,
    program: &str,
    say: &mut dyn FnMut(&str),
) -> Result<PathBuf, String> {
    let venv = tools.join(format!("{package}-{version}"));
    let path = venv.join("bin").join(program);
    if !path.is_file() {
        say(&format!("installing {package} {version} into {} (once)…", venv.display()));
        run_setup(Command::new("python3").arg("-m").arg("venv").arg(&venv), "python3 -m venv")?;
        run_setup(
            Command::new(venv.join("bin").join("pip"))
                .args(["install", "--quiet", "--disable-pip-version-check"])
                .arg(format!("{package}=={version}")),
            &format!("pip install {package}"),
        )
        .inspect_err(|_| {
            let _ = std::fs::remove_dir_all(&venv);
        })?;
    }
    Ok(path)
}

/// Runs a step of the verifier's installation.
fn run_setup(command: &mut Command, what: &str) -> Result<(), String> {
    let output = command.output().map_err(|e| format!("{what}: cannot start: {e} (is python3 installed?)"))?;
    if output.status.success() {
        return Ok(());
    }
    let said = String::from_utf8_lossy(&output.stderr);
    let last: Vec<&str> = said.lines().rev().take(3).collect::<Vec<_>>().into_iter().rev().collect();
    Err(format!(
        "{what} failed ({}): {} (Debian and Ubuntu need the python3-venv package)",
        output.status,
        last.join(" / ")
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn python_runs_with_room_to_map_itself() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("problemtools/languages.yaml");
        // JSON after the comment lines.
        let read = || -> serde_json::Value {
            let text = std::fs::read_to_string(&path).unwrap();
            serde_json::from_str(&text.lines().filter(|l| !l.starts_with('#')).collect::<String>()).unwrap()
        };
        write_languages(dir.path(), "pypy3").unwrap();
        let yaml = read();
        assert_eq!(yaml["python3"]["name"], "Python 3 (w/PyPy3)");
        write_languages(dir.path(), "python3").unwrap();
        let yaml = read();
        assert_eq!(yaml["python3"]["compile"], "python3 -m py_compile {files}");
        // The run command as problemtools makes it for a 32 MiB problem, run under a 64 MiB cap.
        let script = dir.path().join("main.py");
        std::fs::write(&script, "import resource\nprint(resource.getrlimit(resource.RLIMIT_AS)[0])\n").unwrap();
        let template = yaml["python3"]["run"].as_str().unwrap();
        let run = template.replace("{memlim}", "32").replace("{mainfile}", &script.display().to_string());
        let output =
            Command::new("/bin/sh").arg("-c").arg(format!("ulimit -S -v 65536; {run}")).output().expect("sh runs");
        let stdout = String::from_utf8_lossy(&output.stdout);
        assert_eq!(stdout.trim(), (VERIFY_ADDRESS_SPACE_MB << 20).to_string(), "{output:?}");
        // A problem with more memory keeps its own.
        let run = template.replace("{memlim}", "4096").replace("{mainfile}", &script.display().to_string());
        let output = Command::new("/bin/sh").arg("-c").arg(&run).output().expect("sh runs");
        assert_eq!(String::from_utf8_lossy(&output.stdout).trim(), (4096u64 << 20).to_string(), "{output:?}");
    }
}
