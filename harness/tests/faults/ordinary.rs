//! The suite again as an ordinary user, from a run as root: most users of the run box are not
//! root, and its ordinary user's paths (a user namespace of its own, the network namespace's
//! holder process, memory without a control group) are proved only by a run as one. With
//! [`AS_USER`] naming a user, a run as root runs this binary again as that user, with the same
//! command line, once its own tests are done; the binary fails if either run fails. So `cargo
//! test` (and cargo-mutants, which runs it) proves both sides in one command.
//!
//! That user may reach neither the toolchain nor this workspace: the binary (in a build
//! directory of its own, which the box hides as it hides `target/`), its misbehaving fixture and
//! its snapshots are copied into a directory it can read, removed afterwards.

use std::os::unix::fs::PermissionsExt;
use std::os::unix::process::CommandExt;
use std::path::Path;

/// The variable that names the user (by name) a run as root runs the suite again as.
pub const AS_USER: &str = "SG_FAULTS_AS";

/// Runs this binary again as the user [`AS_USER`] names, when it names one and this process is
/// root; `misbehave` gives the fixture the run as root built (or builds it). Whether that run
/// passed, or why it could not start; `None` when there is nothing to run again.
pub fn run_again(misbehave: fn() -> &'static Path) -> Option<Result<(), String>> {
    let name = std::env::var(AS_USER).ok().filter(|name| !name.is_empty())?;
    if !nix::unistd::geteuid().is_root() {
        return None;
    }
    let user = match nix::unistd::User::from_name(&name) {
        Ok(Some(user)) => user,
        Ok(None) => return Some(Err(format!("{AS_USER}: no user {name:?} on this machine"))),
        Err(e) => return Some(Err(format!("{AS_USER}: cannot look user {name:?} up: {e}"))),
    };
    let dir = match tempfile::Builder::new().prefix("harness-faults-as-").tempdir() {
        Ok(dir) => dir,
        Err(e) => return Some(Err(format!("cannot make a directory for the run as {name}: {e}"))),
    };
    Some(copy_and_run(dir.path(), misbehave(), &user))
}

/// Copies what the run needs into `dir`, readable by everyone, and runs the copy there as
/// `user`, with its home directory as `HOME` as `runuser` would give.
fn copy_and_run(dir: &Path, misbehave: &Path, user: &nix::unistd::User) -> Result<(), String> {
    let name = &user.name;
    let this = std::env::current_exe().map_err(|e| format!("this test binary: {e}"))?;
    let copied = |from: &Path, to: &Path| {
        std::fs::copy(from, to)
            .map(drop)
            .map_err(|e| format!("cannot copy {} to {}: {e}", from.display(), to.display()))
    };
    let build = dir.join("build");
    let snapshots = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/faults/snapshots");
    let snapshots_copy = dir.join("harness/tests/faults/snapshots");
    for made in [&build, &snapshots_copy] {
        std::fs::create_dir_all(made).map_err(|e| format!("cannot make {}: {e}", made.display()))?;
    }
    // The build directory's mark, which the box hides a build directory by.
    let tag = this.ancestors().map(|dir| dir.join("CACHEDIR.TAG")).find(|tag| tag.is_file());
    if let Some(tag) = tag {
        copied(&tag, &build.join("CACHEDIR.TAG"))?;
    }
    let binary = build.join(this.file_name().unwrap_or_default());
    copied(&this, &binary)?;
    copied(misbehave, &dir.join("misbehave"))?;
    for snapshot in std::fs::read_dir(&snapshots).map_err(|e| format!("{}: {e}", snapshots.display()))? {
        let snapshot = snapshot.map_err(|e| format!("{}: {e}", snapshots.display()))?.path();
        copied(&snapshot, &snapshots_copy.join(snapshot.file_name().unwrap_or_default()))?;
    }
    for entry in walkdir::WalkDir::new(dir) {
        let entry = entry.map_err(|e| format!("{e}"))?;
        let mode = if entry.file_type().is_dir() || entry.path() == binary || entry.path() == dir.join("misbehave") {
            0o755
        } else {
            0o644
        };
        std::fs::set_permissions(entry.path(), std::fs::Permissions::from_mode(mode))
            .map_err(|e| format!("{}: {e}", entry.path().display()))?;
    }
    println!("\nthe same tests as {name}, an ordinary user:");
    // Not strict: an ordinary user may have no control group, which the tests check for. Its
    // build directory is the copy's (a CARGO_TARGET_DIR would name root's).
    let status = std::process::Command::new(&binary)
        .args(std::env::args_os().skip(1))
        .current_dir(dir)
        .env_remove("SG_ISOLATION")
        .env_remove("CARGO_TARGET_DIR")
        .env_remove("CARGO_BUILD_TARGET_DIR")
        .env_remove(AS_USER)
        .env("SG_MISBEHAVE", dir.join("misbehave"))
        .env("INSTA_WORKSPACE_ROOT", dir)
        .env("INSTA_UPDATE", "no")
        .env("HOME", &user.dir)
        .uid(user.uid.as_raw())
        .gid(user.gid.as_raw())
        .status()
        .map_err(|e| format!("cannot run {} as {name}: {e}", binary.display()))?;
    if status.success() { Ok(()) } else { Err(format!("as {name}, an ordinary user, the tests failed ({status})")) }
}
