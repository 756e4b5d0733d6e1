//! A table's values in a scratch file mapped into memory, for `sg rare --on-disk`: a table
//! longer than memory is computed where the disk holds it, and the memory keeps only the
//! pages the run reads. The rare/common method reads the small heaps and the latest ones
//! (Officers' rare heaps end at 20,627, and its splits are sought among the smallest heaps
//! first), so those pages stay in memory while the kernel writes the rest back to the file
//! and drops it.
//!
//! The file has no name (it is made with `O_TMPFILE`, or removed as soon as it is opened),
//! so it goes when the run ends, however it ends, and no other program can open it to change
//! what the mapping shows. Its whole length is reserved on the disk when it is made, so that a
//! full disk is told then rather than found by a write into the mapping (a `SIGBUS`).

use memmap2::MmapMut;
use sg_core::rare::Store;
use std::fs::File;
use std::path::{Path, PathBuf};

/// Bytes a value takes in the scratch file.
const BYTES_PER_VALUE: u64 = 4;

/// Values in a scratch file, mapped: a [`Store`] of fixed capacity.
#[derive(Debug)]
pub struct Mapped {
    /// The directory of the scratch file, for messages.
    dir: PathBuf,
    map: MmapMut,
    len: usize,
    capacity: usize,
}

impl Mapped {
    /// An empty store for `capacity` values, in a scratch file in `dir` whose space is
    /// reserved on the disk now.
    ///
    /// # Errors
    ///
    /// The file cannot be made, its space cannot be reserved (the disk is too small), or it
    /// cannot be mapped, as one line naming `dir`.
    ///
    /// # Example
    ///
    /// ```
    /// use sg::mapped::Mapped;
    /// use sg_core::rare::{RareCommon, Store};
    /// use sg_core::take_break::TakeBreak;
    ///
    /// let dir = tempfile::tempdir().unwrap();
    /// let rules = TakeBreak::new(&[0, 6], false).unwrap(); // Officers, 0.6
    /// let mut table = RareCommon::with_store(&rules, Mapped::new(dir.path(), 3000).unwrap());
    /// table.extend_to(3000);
    /// assert_eq!(table.values(), rules.grundy_by_definition(3000));
    /// ```
    pub fn new(dir: &Path, capacity: usize) -> Result<Mapped, String> {
        let at = |what: &str, e: &dyn std::fmt::Display| format!("cannot {what} in {}: {e}", dir.display());
        let bytes = u64::try_from(capacity.max(1))
            .ok()
            .and_then(|n| n.checked_mul(BYTES_PER_VALUE))
            .and_then(|b| i64::try_from(b).ok())
            .ok_or_else(|| format!("a table of {capacity} values is too long to map into memory here"))?;
        let file = tempfile::tempfile_in(dir).map_err(|e| at("make the table's scratch file", &e))?;
        nix::fcntl::posix_fallocate(&file, 0, bytes)
            .map_err(|e| at(&format!("reserve {} MiB on the disk for the table while it runs", bytes >> 20), &e))?;
        let map = map(&file).map_err(|e| at("map the table's scratch file into memory", &e))?;
        // The mapping keeps the file: it goes when the mapping does.
        Ok(Mapped { dir: dir.to_path_buf(), map, len: 0, capacity })
    }

    /// How many values the store can hold.
    pub fn capacity(&self) -> usize {
        self.capacity
    }
}

/// The whole of `file`, mapped for reading and writing.
#[allow(unsafe_code, reason = "mapping a file is unsafe in Rust: what another program writes to it shows in the map")]
fn map(file: &File) -> std::io::Result<MmapMut> {
    // SAFETY: the file is this process's scratch file without a name (see the module's
    // documentation), so no other program opens it to change or shorten it while it is
    // mapped; this process changes it only through the mapping.
    unsafe { MmapMut::map_mut(file) }
}

impl Store for Mapped {
    fn values(&self) -> &[u32] {
        &bytemuck::cast_slice::<u8, u32>(&self.map)[..self.len]
    }

    /// # Panics
    ///
    /// Panics past the capacity (a run makes its store as long as its table).
    fn push(&mut self, value: u32) {
        assert!(
            self.len < self.capacity,
            "the table's scratch file in {} holds {} values, and one more was pushed",
            self.dir.display(),
            self.capacity
        );
        bytemuck::cast_slice_mut::<u8, u32>(&mut self.map)[self.len] = value;
        self.len += 1;
    }

    /// The room was reserved when the store was made.
    fn reserve(&mut self, _additional: usize) {}
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_pushed_come_back_and_the_file_has_no_name() {
        let dir = tempfile::tempdir().unwrap();
        let mut store = Mapped::new(dir.path(), 5).unwrap();
        for value in [3, 0, 511, u32::MAX] {
            store.push(value);
        }
        assert_eq!(store.values(), [3, 0, 511, u32::MAX]);
        assert_eq!(store.capacity(), 5);
        assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 0, "the scratch file is in no directory");
    }

    #[test]
    fn a_directory_that_cannot_hold_it_is_named() {
        let missing = Path::new("/nonexistent-directory-of-sg");
        let error = Mapped::new(missing, 10).unwrap_err();
        assert!(error.contains("/nonexistent-directory-of-sg"), "{error}");
    }
}
