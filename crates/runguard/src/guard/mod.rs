//! The run guard: the process that stands between the judge and a program, as DOMjudge's
//! runguard does.
//!
//! The judge starts its own executable again with [`GUARD_ARG`] and a [`Plan`], or has its
//! fork server fork one (`fork_server`). That process, the guard, lives a run in four steps,
//! a module each:
//!
//! 1. `build`: it dies with the judge, makes itself the reaper of every orphan the program
//!    leaves (so a double fork, a new process group or a new session cannot escape it), enters
//!    the box's namespaces, makes its control group, and forks the box's first process, which
//!    builds the box's root, installs the system-call filter and says it is ready; strict
//!    isolation refuses a box with a layer missing.
//! 2. `start`: its word makes the first process take on the program's limits, the box's user
//!    and the Landlock sandbox, and start the program.
//! 3. `watch`: it answers the calls the filter refuses and watches CPU time, wall time and
//!    memory of the whole box until the program ends or a limit passes.
//! 4. `conclude`: it kills all of the box, measures, and writes a [`Report`]; what the judge
//!    need not wait for (the box's mounts, group and user) is let go of after.
//!
//! The guard is outside the box, so the program cannot see or signal it; and it dies with the
//! judge (a parent-death signal), taking the box with it.
//!
//! Every program that runs programs in boxes must call [`enter`] first thing in `main`.

mod build;
mod conclude;
mod messages;
mod processes;
mod report;
mod signals;
mod start;
mod watch;

use crate::inside;
pub use crate::plan::{Exit, Plan, Report, Stop};
pub(crate) use conclude::Remains;
pub(crate) use processes::USER_HZ;
pub use report::monotonic_ns;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};

/// The first argument that turns an executable into a run guard.
pub const GUARD_ARG: &str = "--sg-run-guard";

/// How every first argument that starts an executable as one of the box's processes begins
/// (a guard, a fork server, the network holder): [`enter`] never returns for those, and returns
/// for any other.
pub const ROLE_ARG_PREFIX: &str = "--sg-run-";

static ENTERED: AtomicBool = AtomicBool::new(false);

/// Turns this process into a run guard when it was started as one (and then never returns);
/// otherwise marks it as able to start guards, and returns.
///
/// Call it first thing in `main` of every program that judges.
pub fn enter() {
    let mut args = std::env::args_os().skip(1);
    let first = args.next();
    if first.as_deref() == Some(std::ffi::OsStr::new(crate::fork_server::SERVE_ARG)) {
        // Descriptors the judge inherited (a jobserver's pipe under `make -j`) go no further,
        // marked once here for every guard the server forks: what the server opens itself is
        // close-on-exec already.
        inside::close_inherited();
        std::process::exit(crate::fork_server::serve(guard));
    }
    if first.as_deref() == Some(std::ffi::OsStr::new(crate::network::HOLD_ARG)) {
        std::process::exit(crate::network::hold());
    }
    if first.as_deref() != Some(std::ffi::OsStr::new(GUARD_ARG)) {
        ENTERED.store(true, Ordering::Relaxed);
        return;
    }
    match args.next().as_deref().and_then(|p| p.to_str()).map(serde_json::from_str::<Plan>) {
        Some(Ok(plan)) => {
            inside::close_inherited();
            let mut remains = Remains::default();
            let code = guard(&plan, plan.judge, &mut remains);
            drop(remains);
            std::process::exit(code)
        }
        _ => {
            eprintln!("error: {GUARD_ARG} takes a plan in JSON");
            std::process::exit(125);
        }
    }
}

/// Whether [`enter`] ran in this process, so that it can serve as its own guard.
pub fn entered() -> bool {
    ENTERED.load(Ordering::Relaxed)
}

/// The directories and files a solution may read: everything on the machine except the
/// `protected` trees (the workspace with its expected outputs), found by walking down from `/`
/// along each protected path and keeping every sibling. A link that leads into a protected
/// tree is left out, since Landlock would follow it.
///
/// # Errors
///
/// A protected path that cannot be resolved (it does not exist, or is empty): a tree that
/// cannot be named cannot be hidden, so it is never silently dropped.
pub fn readable_roots(protected: &[PathBuf]) -> Result<Vec<PathBuf>, crate::Error> {
    let protected: Vec<PathBuf> = protected
        .iter()
        .map(|p| p.canonicalize().map_err(|e| crate::Error::new(p, format!("cannot protect this path: {e}"))))
        .collect::<Result<_, _>>()?;
    let inside = |p: &Path| protected.iter().any(|q| p.starts_with(q));
    let mut roots = Vec::new();
    let mut dirs = vec![PathBuf::from("/")];
    while let Some(dir) = dirs.pop() {
        if inside(&dir) {
            continue;
        }
        if !protected.iter().any(|q| q.starts_with(&dir)) {
            roots.push(dir);
            continue;
        }
        let Ok(entries) = std::fs::read_dir(&dir) else { continue };
        for entry in entries.flatten() {
            let path = entry.path();
            let is_link = entry.file_type().is_ok_and(|t| t.is_symlink());
            if is_link && path.canonicalize().is_ok_and(|target| inside(&target) || target == Path::new("/")) {
                continue;
            }
            dirs.push(path);
        }
    }
    roots.sort();
    Ok(roots)
}

/// The guard's own work, its four steps: build the box, start the program in it, watch it,
/// conclude. Returns the guard's exit code (0 when a report was written), and leaves in
/// `remains` what to let go of after it. `parent` is the process it dies with: the judge, or
/// the fork server the judge started.
fn guard(plan: &Plan, parent: i32, remains: &mut Remains) -> i32 {
    let mut built = match build::build(plan, parent) {
        Ok(built) => built,
        Err(code) => return code,
    };
    let started = match start::start(plan, &mut built) {
        Ok(started) => started,
        Err(code) => return code,
    };
    let watched = watch::watch(plan, &mut built, started);
    conclude::conclude(plan, built, watched, remains)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_role_is_asked_for_by_an_argument_with_the_prefix() {
        for arg in [GUARD_ARG, crate::fork_server::SERVE_ARG, crate::network::HOLD_ARG] {
            assert!(arg.starts_with(ROLE_ARG_PREFIX), "{arg}");
        }
    }

    #[test]
    fn readable_roots_keep_siblings_and_leave_out_links_into_the_protected_tree_or_to_the_root() {
        let tmp = tempfile::tempdir().unwrap();
        let base = tmp.path().canonicalize().unwrap();
        let protected = base.join("workspace");
        for dir in ["workspace/cases", "sibling", "other"] {
            std::fs::create_dir_all(base.join(dir)).unwrap();
        }
        std::os::unix::fs::symlink(protected.join("cases"), base.join("into-cases")).unwrap();
        std::os::unix::fs::symlink("/", base.join("to-root")).unwrap();
        std::os::unix::fs::symlink(base.join("other"), base.join("to-other")).unwrap();
        let roots = readable_roots(std::slice::from_ref(&protected)).unwrap();
        let under_base: Vec<&Path> = roots.iter().filter(|r| r.starts_with(&base)).map(|r| r.as_path()).collect();
        let want: Vec<PathBuf> = ["other", "sibling", "to-other"].iter().map(|n| base.join(n)).collect();
        assert_eq!(under_base, want.iter().map(|p| p.as_path()).collect::<Vec<_>>());
        // Everything outside the walk down to the workspace is a root of its own.
        assert!(roots.contains(&PathBuf::from("/proc")), "{roots:?}");
        assert!(!roots.iter().any(|r| protected.starts_with(r)), "a root holds the workspace: {roots:?}");
    }
}
