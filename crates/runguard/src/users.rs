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
    let Some(dir) = lock_dir() else { return BoxUser::slot(start, None) };
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
        .custom_flags(nix::libc::O_NOFOLLOW | nix::libc::O_CLOEXEC)
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
            use std::os::unix::fs::{DirBuilderExt, MetadataExt};
            let dir = parent.join("sg-run-users");
            let _ = std::fs::DirBuilder::new().mode(0o700).create(&dir);
            let meta = std::fs::symlink_metadata(&dir).ok()?;
            (meta.is_dir() && meta.uid() == 0 && meta.mode() & 0o022 == 0).then_some(dir)
        })
    })
    .clone()
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
}
