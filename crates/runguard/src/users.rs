//! The users boxes run as, as root: [`BOX_UID_BASE`] plus a slot, one box on the machine per
//! slot at a time, so that no two boxes share a user. The process limit is counted per user:
//! boxes that shared one would share it, and a fork bomb in one would keep every other box
//! from starting its program.
//!
//! A slot is held by an exclusive lock (`flock`) on a file of its own in a directory only root
//! may write (`/run/sg-run-users`, else the temporary directory's), taken by the guard before
//! the box starts and let go once every process of the box has ended. The kernel lets go of
//! the lock of a guard that dies. Where no such directory can be had, the slot is the guard's
//! process id modulo [`SLOTS`], unique among the guards alive unless their ids are that far
//! apart.

use nix::sched::CloneFlags;
use nix::unistd::{Gid, Uid};
use std::fs::File;
use std::path::{Path, PathBuf};

/// The first user id of the boxes' users, as root.
pub const BOX_UID_BASE: u32 = 60_000;

/// How many box users there are: `BOX_UID_BASE` to `BOX_UID_BASE + SLOTS - 1`.
pub const SLOTS: u32 = 4096;

/// A box's user and group, held for the box until dropped.
#[derive(Debug)]
pub(crate) struct BoxUser {
    pub(crate) uid: Uid,
    pub(crate) gid: Gid,
    _held: Option<File>,
}

impl BoxUser {
    fn slot(slot: u32, held: Option<File>) -> BoxUser {
        let id = BOX_UID_BASE + slot % SLOTS;
        BoxUser { uid: Uid::from_raw(id), gid: Gid::from_raw(id), _held: held }
    }
}

/// Takes the first free slot from `start` (modulo [`SLOTS`]) on, wrapping, or, where slots
/// cannot be locked, the slot `start`.
pub(crate) fn claim(start: u32) -> BoxUser {
    match lock_dir() {
        Some(dir) => claim_in(&dir, start),
        None => BoxUser::slot(start, None),
    }
}

/// [`claim`], with the lock files in `dir`.
fn claim_in(dir: &Path, start: u32) -> BoxUser {
    for offset in 0..SLOTS {
        let slot = (start % SLOTS + offset) % SLOTS;
        match try_lock(&dir.join(slot.to_string())) {
            Ok(Some(file)) => return BoxUser::slot(slot, Some(file)),
            Ok(None) => {}
            Err(_) => break,
        }
    }
    BoxUser::slot(start, None)
}

/// The slot's file, locked; `None` if another box holds it.
fn try_lock(path: &Path) -> std::io::Result<Option<File>> {
    use std::os::unix::fs::OpenOptionsExt;
    let file = std::fs::OpenOptions::new()
        .create(true)
        .truncate(false)
        .write(true)
        .mode(0o600)
        .custom_flags(nix::libc::O_NOFOLLOW) // and close-on-exec, as std opens every file
        .open(path)?;
    match rustix::fs::flock(&file, rustix::fs::FlockOperation::NonBlockingLockExclusive) {
        Ok(()) => Ok(Some(file)),
        Err(rustix::io::Errno::WOULDBLOCK) => Ok(None),
        Err(e) => Err(e.into()),
    }
}

/// The directory of the slots' lock files: made once per process, root's own (a directory
/// another user made or could write to, or a link, is not used).
fn lock_dir() -> Option<PathBuf> {
    static DIR: std::sync::OnceLock<Option<PathBuf>> = std::sync::OnceLock::new();
    DIR.get_or_init(|| {
        [PathBuf::from("/run"), std::env::temp_dir()].into_iter().find_map(|parent| {
            use std::os::unix::fs::DirBuilderExt;
            let dir = parent.join("sg-run-users");
            let _ = std::fs::DirBuilder::new().mode(0o700).create(&dir);
            root_only(&dir).then_some(dir)
        })
    })
    .clone()
}

/// Whether `dir` is a directory (not a link to one) that root owns and no one else may write.
fn root_only(dir: &Path) -> bool {
    use std::os::unix::fs::MetadataExt;
    std::fs::symlink_metadata(dir).is_ok_and(|meta| meta.is_dir() && meta.uid() == 0 && meta.mode() & 0o022 == 0)
}

/// Makes a user namespace, with the other namespaces of `flags`, in which this process's user
/// is the only one mapped, to itself: what a user other than root makes namespaces with (the
/// box's, and the judge's shared network namespace).
///
/// # Errors
///
/// The kernel refused the namespaces or the mapping.
pub(crate) fn own_user_namespace(flags: CloneFlags) -> Result<(), String> {
    let (uid, gid) = (nix::unistd::geteuid(), nix::unistd::getegid());
    nix::sched::unshare(flags | CloneFlags::CLONE_NEWUSER)
        .map_err(|e| format!("cannot create a user namespace: {e}"))?;
    let write = |file: &str, text: String| {
        std::fs::write(format!("/proc/self/{file}"), text).map_err(|e| format!("/proc/self/{file}: {e}"))
    };
    write("setgroups", "deny".into())?;
    write("uid_map", format!("{uid} {uid} 1"))?;
    write("gid_map", format!("{gid} {gid} 1"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn boxes_alive_at_once_have_users_of_their_own() {
        if !nix::unistd::geteuid().is_root() {
            eprintln!("note: box users are root's to give");
            return;
        }
        let start = std::process::id();
        let first = claim(start);
        let second = claim(start);
        assert_ne!(first.uid, second.uid, "a held slot is not given again");
        assert_eq!(first.uid.as_raw(), first.gid.as_raw());
        assert!((BOX_UID_BASE..BOX_UID_BASE + SLOTS).contains(&second.uid.as_raw()));
        let uid = first.uid;
        drop(first);
        assert_eq!(claim(start).uid, uid, "a slot let go is free again");
    }

    fn uid_of(slot: u32) -> Uid {
        Uid::from_raw(BOX_UID_BASE + slot)
    }

    #[test]
    fn the_search_for_a_free_slot_starts_at_the_start_and_wraps() {
        let dir = tempfile::tempdir().unwrap();
        let first = claim_in(dir.path(), 0);
        let last = claim_in(dir.path(), SLOTS - 1);
        assert_eq!((first.uid, last.uid), (uid_of(0), uid_of(SLOTS - 1)), "the start itself, when free");
        assert_eq!(claim_in(dir.path(), SLOTS - 1).uid, uid_of(1), "past the last slot come the first ones");
        let five = claim_in(dir.path(), 5 + SLOTS);
        assert_eq!(five.uid, uid_of(5), "a start past the slots is taken modulo their number");
        assert_eq!(claim_in(dir.path(), 5).uid, uid_of(6), "a held slot is passed over");
        // Any start, the largest too: the sum of a start and an offset never overflows.
        let largest = claim_in(tempfile::tempdir().unwrap().path(), u32::MAX);
        assert_eq!(largest.uid, uid_of(u32::MAX % SLOTS), "the largest start, modulo the slots' number");
        assert_eq!(BoxUser::slot(SLOTS + 3, None).uid, uid_of(3), "a slot without a lock, modulo too");
    }

    #[test]
    fn a_slots_file_is_never_a_link() {
        let dir = tempfile::tempdir().unwrap();
        let elsewhere = dir.path().join("elsewhere");
        std::fs::write(&elsewhere, "").unwrap();
        std::os::unix::fs::symlink(&elsewhere, dir.path().join("7")).unwrap();
        assert!(try_lock(&dir.path().join("7")).is_err(), "a link planted as a slot's file is not followed");
        assert!(try_lock(&dir.path().join("8")).unwrap().is_some());
    }

    #[test]
    fn the_locks_directory_is_roots_own() {
        match lock_dir() {
            Some(dir) => assert!(root_only(&dir), "{} is not root's own", dir.display()),
            None => assert!(!nix::unistd::geteuid().is_root(), "root finds a directory for the locks"),
        }
    }

    #[test]
    fn only_a_directory_of_roots_own_holds_the_locks() {
        use std::os::unix::fs::PermissionsExt;
        let parent = tempfile::tempdir().unwrap();
        let dir = parent.path().join("locks");
        std::fs::create_dir(&dir).unwrap();
        std::fs::set_permissions(&dir, std::fs::Permissions::from_mode(0o700)).unwrap();
        let root = nix::unistd::geteuid().is_root();
        assert_eq!(root_only(&dir), root, "a 0700 directory of the process's own user");
        let link = parent.path().join("link");
        std::os::unix::fs::symlink(&dir, &link).unwrap();
        assert!(!root_only(&link), "a link to one");
        assert!(!root_only(&parent.path().join("missing")), "none");
        std::fs::set_permissions(&dir, std::fs::Permissions::from_mode(0o770)).unwrap();
        assert!(!root_only(&dir), "a directory its group may write");
        std::fs::set_permissions(&dir, std::fs::Permissions::from_mode(0o702)).unwrap();
        assert!(!root_only(&dir), "a directory anyone may write");
        if root {
            std::fs::set_permissions(&dir, std::fs::Permissions::from_mode(0o700)).unwrap();
            std::os::unix::fs::chown(&dir, Some(1), None).unwrap();
            assert!(!root_only(&dir), "a directory another user owns");
            let file = parent.path().join("file");
            std::fs::write(&file, "").unwrap();
            std::fs::set_permissions(&file, std::fs::Permissions::from_mode(0o600)).unwrap();
            assert!(!root_only(&file), "a file");
        }
    }
}
