//! What passes between the judge, the guard and the box: the plan of a run, the report on
//! it, and the messages of the box's first process.

use crate::layers::{Isolation, Layer};
use serde::{Deserialize, Serialize};
use std::path::PathBuf;

/// What the guard runs, under which limits, in which box, and where it writes its report.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Plan {
    /// The program (an absolute path).
    pub program: PathBuf,
    /// Its arguments.
    pub args: Vec<String>,
    /// Its working directory, the only place it may write: inside the box, a tmpfs mounted
    /// at the same path; outside, this directory itself, which must be empty.
    pub workdir: PathBuf,
    /// The environment it gets, and nothing else.
    pub env: Vec<(String, String)>,
    /// CPU time of the whole process tree, in milliseconds.
    pub cpu_ms: u64,
    /// Wall-clock time, in milliseconds: a sleeping or blocked solution ends here.
    pub wall_ms: u64,
    /// Memory of the whole process tree, in bytes.
    pub memory_bytes: u64,
    /// Largest file the solution may write, in bytes.
    pub file_bytes: u64,
    /// Most processes (and threads) the box may hold at once, where a control group counts
    /// them.
    pub processes: u64,
    /// Directories and files the solution may read and execute when there is no box root
    /// (everything but the protected trees; see [`crate::guard::readable_roots`]).
    pub readable: Vec<PathBuf>,
    /// Files bound read-only into the box's root at their own paths: the program, its
    /// interpreter, the files its command line names.
    pub visible: Vec<PathBuf>,
    /// An empty directory where the box's root is put together.
    pub root: PathBuf,
    /// Whether the program runs in a box. Judge programs (checkers, interactors) are the
    /// problem's own and read the expected outputs: they run under Landlock and the limits
    /// only.
    pub boxed: bool,
    /// Refuse to run a boxed program unless every layer of the box holds.
    pub strict: bool,
    /// Layers not to build, as on a machine that cannot: what tests of the fallbacks use.
    pub skip: Vec<Layer>,
    /// An empty network namespace to join instead of making one (making one and its teardown
    /// cost more than a millisecond a run): a path that opens it, such as a descriptor of the
    /// judge under `/proc/<pid>/fd/`.
    pub network: Option<PathBuf>,
    /// The user namespace that owns [`Plan::network`], for a judge that is not root: the
    /// guard enters it first (as its owner, it may), then makes the box's own user namespace
    /// inside it.
    pub network_owner: Option<PathBuf>,
    /// Where the guard writes its [`Report`].
    pub report: PathBuf,
    /// The judge's process id: a guard whose judge is gone ends at once.
    pub judge: i32,
}

/// How the solution's main process ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Exit {
    /// It exited with this code.
    Code(i32),
    /// A signal ended it (not one the guard sent).
    Signal(i32),
    /// The guard killed it: a limit passed, the judge asked, or the judge was interrupted.
    Killed,
}

/// Why the guard stopped a run before the solution ended by itself.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Stop {
    /// CPU time passed the limit.
    Cpu,
    /// Wall-clock time passed the limit.
    Wall,
    /// Memory passed the limit.
    Memory,
    /// The judge asked: the output passed its cap.
    Output,
    /// The judge was interrupted or ended.
    Interrupted,
    /// The judge asked it to stop: the other side of an interaction had ended.
    Requested,
    /// The guard could not see the process tree any more (its own limits were changed, say):
    /// it killed the whole box rather than conclude that nothing was left.
    Lost,
}

/// What the guard observed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Report {
    /// How the main process ended.
    pub exit: Exit,
    /// Why the guard stopped the run, if it did.
    pub stop: Option<Stop>,
    /// CPU time (user + system) of every process of the tree, in microseconds.
    pub cpu_us: u64,
    /// Wall-clock time from start to the end of the main process, in microseconds.
    pub wall_us: u64,
    /// When the main process ended or the guard decided to stop it, on the machine's
    /// monotonic clock, in nanoseconds: which of two runs ended first.
    pub ended_ns: u64,
    /// Peak memory, in KiB: the largest of the control group's peak, the largest single
    /// process's peak and the largest sum over the tree seen while it ran.
    pub peak_kib: u64,
    /// Which layers of the box the run had.
    pub isolation: Isolation,
    /// The system calls the filter refused the program, each once, in the order first refused:
    /// the first eight of them (all x32 calls are one).
    #[serde(default)]
    pub refused: Vec<String>,
    /// How many calls the filter refused in all.
    #[serde(default)]
    pub refused_calls: u64,
    /// The guard's own CPU time (user + system, its children aside), in microseconds.
    #[serde(default)]
    pub guard_cpu_us: u64,
    /// Set when the program could not be started at all.
    pub error: Option<String>,
}

/// What the box's first process tells the guard, one JSON line each.
#[derive(Debug, Serialize, Deserialize)]
pub(crate) enum Message {
    /// The box is built: the CPU time that took, the layers it could not build, and what was
    /// sent on the socket of the guard's word before this message, in one message of
    /// descriptors: the box's tmpfs mounts (its work directory and `/dev/shm`, whose files the
    /// guard counts where no control group does) where `mounts`, then the filter's listener (the
    /// refused calls to answer) where `listener`.
    Ready { setup_cpu_us: u64, missing: Vec<crate::layers::Missing>, mounts: bool, listener: bool },
    /// The program started, with this process id (as the guard sees it).
    Started(i32),
    /// The program ended so, having used at most this much resident memory (KiB).
    Ended { exit: Exit, max_rss_kib: u64 },
    /// The box could not be built, or the program could not be started.
    Error(String),
}
