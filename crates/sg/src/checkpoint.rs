//! The table of `sg rare`, computed a step at a time: each whole chunk of values kept in the
//! table file as soon as it is known (`--table`), a run that stopped continued from its file
//! (`--resume`), the table itself in a scratch file beside it for a table longer than memory
//! (`--on-disk`), and the progress shown on stderr.

use crate::progress::Progress;
use sg::game::{Game, Values};
use sg::mapped::Mapped;
use sg::table::TableFile;
use std::path::{Path, PathBuf};

/// Values computed between two looks at the progress.
const STEP: usize = 1 << 14;

/// Where a run keeps its table, and whether it shows its progress.
#[derive(Debug)]
pub struct Keeping {
    /// The table file, if any.
    pub table: Option<PathBuf>,
    /// Go on from the values in the table file.
    pub resume: bool,
    /// Hold the table in a scratch file beside the table file, mapped into memory.
    pub on_disk: bool,
    /// Show the progress line.
    pub progress: bool,
    /// Values a chunk of the file holds (the last one may hold fewer).
    pub chunk: usize,
}

/// `G(0..len)` of `game` on `threads` threads, kept and shown as `keeping` says: what holds
/// the values, at least `len` of them.
///
/// # Errors
///
/// A table file that cannot be made, read or written, or is of another game; a scratch file
/// that cannot be made or has no room on its disk, or a game whose table is not kept on
/// disk; as one line.
pub fn values(game: &Game, len: usize, threads: usize, keeping: &Keeping) -> Result<Values, String> {
    let name = game.name();
    let table = match (&keeping.table, keeping.on_disk) {
        (Some(path), true) => game.growing_in(Box::new(Mapped::new(scratch_dir(path), len)?))?,
        (None, true) => return Err("--on-disk keeps the table beside its --table FILE: name one".to_string()),
        (_, false) => game.growing(),
    };
    let mut table = table.with_threads(threads);
    let mut file = match (&keeping.table, keeping.resume) {
        (Some(path), true) => {
            // The values asked for this time, of a file that may hold more.
            let mut wanted = len;
            let file = TableFile::resume(path, &name, &mut |chunk| {
                let taken = &chunk[..chunk.len().min(wanted)];
                table.append_known(taken);
                wanted -= taken.len();
            })?;
            Some(file)
        }
        (Some(path), false) => Some(TableFile::create(path, &name)?),
        (None, _) => None,
    };
    let mut progress = Progress::new(keeping.progress, &name, table.values().len().min(len));
    let step = if game.grows_in_steps() { STEP.min(keeping.chunk) } else { len };
    while table.values().len() < len {
        table.extend_to((table.values().len() + step).min(len));
        let done = table.values().len();
        if let Some(file) = &mut file {
            // Whole chunks as they fill, and the rest at the end.
            let kept = file.len();
            let upto = if done == len { done } else { kept + (done - kept) / keeping.chunk * keeping.chunk };
            if upto > kept {
                file.append(&table.values()[kept..upto], keeping.chunk)?;
            }
        }
        progress.update(done, len);
    }
    progress.finish(len);
    Ok(table.into_store())
}

/// The directory of the table file at `path`, which holds the scratch file too.
fn scratch_dir(path: &Path) -> &Path {
    path.parent().filter(|dir| !dir.as_os_str().is_empty()).unwrap_or(Path::new("."))
}
