//! The layers a run box is built from, and which of them a run had.
//!
//! A box is built from layers, as isolate builds one: an identity of its own, a root of its
//! own, pid, network and IPC namespaces, a control group, a bounded scratch directory and
//! Landlock. The guard builds every layer the machine lets it build; the report names each
//! one that is missing, why, and what its absence allows, and strict isolation refuses to run
//! without all of them.

use serde::{Deserialize, Serialize};
use std::fmt;

/// One layer of the box.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Layer {
    /// An identity of its own: a uid that owns nothing but the scratch directory (as root), or
    /// a user namespace (otherwise).
    Identity,
    /// A mount namespace whose root holds the system directories read-only, the program and
    /// the files its command line names, the scratch directory, its own `/proc` and a
    /// minimal `/dev`: nothing of the workspace exists in it.
    Root,
    /// A pid namespace: the box sees only its own processes, and they all die with it.
    Pids,
    /// A network namespace: nothing but a loopback of its own, which is down.
    Network,
    /// An IPC namespace: System V and POSIX message queues and shared memory of its own,
    /// destroyed with the box.
    Ipc,
    /// A control group: memory with swap off (shared memory, memfd and tmpfs pages count), a
    /// process limit, CPU accounting, and the whole group killed at the end.
    Cgroup,
    /// A scratch directory of bounded size (a tmpfs, counted in the memory limit).
    Scratch,
    /// Landlock, the second wall: reads, writes, execution, TCP, signals and abstract
    /// sockets restricted by the kernel whatever the box lets through.
    Landlock,
    /// The system-call filter (seccomp): what namespaces do not separate, and what no judged
    /// program needs, refused (keyrings, io_uring, BPF, perf events, userfaultfd, mounts and
    /// namespaces, ptrace, the machine's own calls, sockets of every family,
    /// leases, the 32-bit and x32 entry points; memfd and System V shared memory where no
    /// control group counts them).
    Filter,
}

impl Layer {
    /// Every layer, in the order reports list them.
    pub const ALL: [Layer; 9] = [
        Layer::Identity,
        Layer::Root,
        Layer::Pids,
        Layer::Network,
        Layer::Ipc,
        Layer::Cgroup,
        Layer::Scratch,
        Layer::Landlock,
        Layer::Filter,
    ];

    /// What a solution can do when this layer is missing.
    pub fn without(self) -> &'static str {
        match self {
            Layer::Identity => {
                "the solution runs as the judge's user: it can change the limits of that user's other processes, and the modes, times and attributes of the files Landlock lets it read"
            }
            Layer::Root => {
                "the solution sees the machine's files: Landlock alone keeps it from the workspace, and not from their metadata"
            }
            Layer::Pids => {
                "the solution sees the machine's processes, and a process it leaves is found only by the guard"
            }
            Layer::Network => {
                "the box shares the machine's network: only the system-call filter, which refuses every socket, keeps the solution from sending traffic"
            }
            Layer::Ipc => "System V shared memory is shared with the machine and can outlive the run",
            Layer::Cgroup => {
                "memory is the resident memory of the box's processes and the files of its tmpfs mounts, which the guard polls; the system-call filter refuses what would hold memory no process shows (memfd, System V segments, semaphores and message queues, larger pipes), and processes are bounded by the process limit of the box's user namespace (Linux 5.14 and later) or not at all"
            }
            Layer::Scratch => "the scratch directory is bounded per file only (preallocated space passes the limit)",
            Layer::Landlock => "there is no second wall behind the box",
            Layer::Filter => {
                "the solution may call what namespaces do not separate: the user's keyrings, io_uring, BPF, perf events, leases on files it can read, the 32-bit entry points"
            }
        }
    }
}

impl fmt::Display for Layer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Layer::Identity => "identity",
            Layer::Root => "root",
            Layer::Pids => "pid namespace",
            Layer::Network => "network namespace",
            Layer::Ipc => "IPC namespace",
            Layer::Cgroup => "control group",
            Layer::Scratch => "bounded scratch",
            Layer::Landlock => "Landlock",
            Layer::Filter => "system-call filter",
        })
    }
}

/// A layer a run did not have, and why.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Missing {
    /// The layer.
    pub layer: Layer,
    /// Why it could not be built (the system's own words where it gave any).
    pub why: String,
}

/// Which layers of the box a run had: all of them, or the ones it did not.
///
/// # Example
///
/// ```
/// use runguard::layers::{Isolation, Layer, Missing};
/// let full = Isolation::default();
/// assert!(full.is_full() && full.note().is_none());
/// let partial = Isolation { missing: vec![Missing { layer: Layer::Cgroup, why: "not root".into() }] };
/// assert!(partial.note().unwrap().contains("control group (not root)"));
/// ```
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Isolation {
    /// The layers the run did not have, in [`Layer::ALL`]'s order, each once.
    pub missing: Vec<Missing>,
}

impl Isolation {
    /// Whether the run had every layer.
    pub fn is_full(&self) -> bool {
        self.missing.is_empty()
    }

    /// Whether `layer` is among the missing.
    pub fn lacks(&self, layer: Layer) -> bool {
        self.missing.iter().any(|m| m.layer == layer)
    }

    /// Notes a missing layer once (the first reason stands), keeping [`Layer::ALL`]'s order.
    pub fn add(&mut self, layer: Layer, why: impl Into<String>) {
        if !self.lacks(layer) {
            self.missing.push(Missing { layer, why: why.into() });
            self.missing.sort_by_key(|m| m.layer);
        }
    }

    /// What a report says once when layers were missing: which, why, and what that allows.
    pub fn note(&self) -> Option<String> {
        if self.is_full() {
            return None;
        }
        let mut note = String::from("note: the run box lacked some layers, so:");
        for m in &self.missing {
            note.push_str(&format!("\n  - {} ({}): {}", m.layer, m.why, m.layer.without()));
        }
        Some(note)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn missing_layers_are_kept_once_in_order() {
        let mut isolation = Isolation::default();
        isolation.add(Layer::Landlock, "old kernel");
        isolation.add(Layer::Cgroup, "not root");
        isolation.add(Layer::Landlock, "said twice");
        assert_eq!(isolation.missing.iter().map(|m| m.layer).collect::<Vec<_>>(), [Layer::Cgroup, Layer::Landlock]);
        assert_eq!(isolation.missing[1].why, "old kernel");
        assert!(isolation.lacks(Layer::Cgroup) && !isolation.lacks(Layer::Root));
        let note = isolation.note().unwrap();
        assert_eq!(note.lines().count(), 3, "{note}");
        assert!(note.contains("Landlock (old kernel): there is no second wall"), "{note}");
    }
}
