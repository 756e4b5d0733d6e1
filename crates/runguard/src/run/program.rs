//! What a run is given: a program, its input, where its output goes, its limits, and how
//! much of the box it insists on.

use super::files::resolve;
use crate::Error as Diagnostic;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// The largest stdout kept by default: 64 MiB. Past it the run is stopped and judged OLE.
pub const OUTPUT_CAP: usize = 64 << 20;
/// The most of stderr that is kept.
pub const STDERR_CAP: usize = 1 << 20;
/// The most processes (threads included) a boxed run may hold at once.
pub const PROCESS_LIMIT: u64 = 256;

/// How much of the box a run insists on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Level {
    /// Every layer the machine allows; the report names the missing ones.
    #[default]
    BestEffort,
    /// The whole box or no run at all.
    Strict,
}

impl Level {
    /// The level the environment asks for: `SG_ISOLATION=strict` (what CI sets), else best
    /// effort.
    pub fn from_env() -> Level {
        match std::env::var("SG_ISOLATION").as_deref() {
            Ok("strict") => Level::Strict,
            _ => Level::BestEffort,
        }
    }
}

/// Limits of one run.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// CPU time of the whole process tree.
    pub cpu: Duration,
    /// Wall-clock time: the backstop for a solution that sleeps or blocks.
    pub wall: Duration,
    /// Resident memory of the whole process tree, in bytes.
    pub memory_bytes: u64,
    /// Bytes of stdout kept; past them the run is stopped.
    pub output_cap: usize,
}

impl Limits {
    /// A judge's limits: `cpu` time, `memory_mb` MiB, a wall-clock backstop of twice the CPU
    /// time plus one second, and the [`OUTPUT_CAP`].
    ///
    /// # Example
    ///
    /// ```
    /// use runguard::run::Limits;
    /// use std::time::Duration;
    /// let limits = Limits::new(Duration::from_millis(1000), 256);
    /// assert_eq!((limits.wall, limits.memory_bytes), (Duration::from_millis(3000), 256 << 20));
    /// ```
    pub fn new(cpu: Duration, memory_mb: u64) -> Self {
        Limits {
            cpu,
            wall: cpu * 2 + Duration::from_secs(1),
            memory_bytes: memory_mb.saturating_mul(1 << 20),
            output_cap: OUTPUT_CAP,
        }
    }

    /// The same limits with CPU and wall-clock time multiplied by `factor` (tests run
    /// unoptimised binaries).
    pub fn scaled(self, factor: u32) -> Self {
        Limits { cpu: self.cpu * factor, wall: self.wall * factor, ..self }
    }
}

/// A program and its arguments.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Program {
    /// The executable: a path, or a name looked up in `PATH`.
    pub path: PathBuf,
    /// Its arguments.
    pub args: Vec<String>,
}

impl Program {
    /// A program without arguments.
    pub fn new(path: impl Into<PathBuf>) -> Self {
        Program { path: path.into(), args: Vec::new() }
    }

    /// A command line typed by a user, split into words as a shell would (without running a
    /// shell). The solution runs in a scratch directory, so its executable, when given as a
    /// path, and every argument that names an existing file are made absolute against `base`,
    /// the directory the command was typed in.
    ///
    /// # Errors
    ///
    /// An empty command, or one a shell could not split (an unclosed quote).
    ///
    /// # Example
    ///
    /// ```
    /// use runguard::run::Program;
    /// use std::path::Path;
    /// let program = Program::from_command_line("python3 -O 'my sol.py'", Path::new("/home/me")).unwrap();
    /// assert_eq!(program.path, Path::new("python3"));
    /// assert_eq!(program.args, ["-O", "my sol.py"]);
    /// ```
    pub fn from_command_line(command: &str, base: &Path) -> Result<Self, String> {
        let words = shell_words::split(command).map_err(|e| format!("cannot split {command:?}: {e}"))?;
        let Some((first, rest)) = words.split_first() else { return Err("the command is empty".into()) };
        let absolute = |word: &str| {
            let path = base.join(word);
            if !word.starts_with('-') && path.exists() { path.display().to_string() } else { word.to_owned() }
        };
        let path = match first.strip_prefix("./") {
            Some(relative) => base.join(relative),
            None if first.contains('/') => base.join(first),
            None => PathBuf::from(first),
        };
        Ok(Program { path, args: rest.iter().map(|w| absolute(w)).collect() })
    }

    /// The executable this program names, as a run would start it: `path` itself if it names
    /// a file, else looked up in [`super::SEARCH_PATH`].
    ///
    /// # Errors
    ///
    /// No such file, not an executable file, or not found in the search path: what a user's
    /// command must be told before any case runs.
    pub fn executable(&self) -> Result<PathBuf, Diagnostic> {
        resolve(&self.path)
    }

    /// The command line as a person would type it.
    pub fn shown(&self) -> String {
        std::iter::once(self.path.display().to_string()).chain(self.args.iter().cloned()).collect::<Vec<_>>().join(" ")
    }
}

/// What a run reads on stdin.
#[derive(Debug)]
pub enum Input<'a> {
    /// A file, which must be a regular file.
    File(&'a Path),
    /// Bytes, written to a pipe from a thread of the judge.
    Bytes(&'a [u8]),
    /// The read end of a pipe from another program.
    Pipe(std::fs::File),
}

/// Where a run's stdout goes.
#[derive(Debug)]
pub enum Output {
    /// Kept, up to the limits' output cap, in [`super::RunResult::stdout`].
    Captured,
    /// Written to this pipe (to another program).
    Pipe(std::fs::File),
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::run::SEARCH_PATH;

    #[test]
    fn scaled_limits_stretch_only_the_times() {
        let limits = Limits::new(Duration::from_millis(300), 64);
        let scaled = limits.scaled(10);
        assert_eq!((scaled.cpu, scaled.wall), (Duration::from_secs(3), limits.wall * 10));
        assert_eq!((scaled.memory_bytes, scaled.output_cap), (limits.memory_bytes, limits.output_cap));
        assert_eq!(limits.wall, Duration::from_millis(1600), "wall = 2 x cpu + 1 s");
    }

    #[test]
    fn command_lines_are_split_and_their_files_made_absolute() {
        let dir = tempfile::tempdir().unwrap();
        let base = dir.path();
        std::fs::write(base.join("data.txt"), "").unwrap();
        let program = Program::from_command_line("./sol --fast data.txt missing.txt 'two words'", base).unwrap();
        assert_eq!(program.path, base.join("sol"));
        let data = base.join("data.txt").display().to_string();
        assert_eq!(program.args, ["--fast", data.as_str(), "missing.txt", "two words"]);
        assert_eq!(Program::from_command_line("bin/sol", base).unwrap().path, base.join("bin/sol"));
        assert_eq!(Program::from_command_line("python3", base).unwrap(), Program::new("python3"));
        assert_eq!(Program::from_command_line("  ", base), Err("the command is empty".into()));
        assert!(Program::from_command_line("sol 'unclosed", base).unwrap_err().starts_with("cannot split"));
        let shown = Program { path: "/bin/sol".into(), args: vec!["-x".into(), "in.txt".into()] }.shown();
        assert_eq!(shown, "/bin/sol -x in.txt");
    }

    #[test]
    fn executables_are_resolved_like_a_shell_would() {
        // A bare name is looked up in the judge's search path (not the user's); anything with a
        // slash is a path.
        let resolved = |p: &str| Program::new(p).executable();
        let sh = resolved("sh").unwrap();
        assert!(sh.is_absolute() && sh.ends_with("sh"), "{sh:?}");
        assert!(std::env::split_paths(SEARCH_PATH).any(|dir| sh.parent() == Some(dir.as_path())), "{sh:?}");
        assert_eq!(resolved("/bin/sh").unwrap(), Path::new("/bin/sh"));
        let message = |p: &str| resolved(p).unwrap_err().message;
        assert_eq!(message("no-such-program-anywhere"), "not found in /usr/local/bin:/usr/bin:/bin");
        assert_eq!(message("./no-such-file-here"), "no such file");
        // A file that is not executable, and a directory (whose x bits mean search).
        let crate_dir = env!("CARGO_MANIFEST_DIR");
        assert_eq!(message(&format!("{crate_dir}/src/lib.rs")), "not an executable file");
        assert_eq!(message(&format!("{crate_dir}/src/../src")), "not an executable file");
    }
}
