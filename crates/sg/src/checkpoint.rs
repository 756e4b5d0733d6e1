//! The table of `sg rare`, computed a step at a time: each whole chunk of values kept in the
//! table file as soon as it is known (`--table`), a run that stopped continued from its file
//! (`--resume`), and the progress shown on stderr.

use crate::progress::Progress;
use sg::game::Game;
use sg::table::TableFile;
use std::path::PathBuf;

/// Values computed between two looks at the progress.
const STEP: usize = 1 << 14;

/// Where a run keeps its table, and whether it shows its progress.
#[derive(Debug)]
pub struct Keeping {
    /// The table file, if any.
    pub table: Option<PathBuf>,
    /// Go on from the values in the table file.
    pub resume: bool,
    /// Show the progress line.
    pub progress: bool,
    /// Values a chunk of the file holds (the last one may hold fewer).
    pub chunk: usize,
}

/// `G(0..len)` of `game` on `threads` threads, kept and shown as `keeping` says.
///
/// # Errors
///
/// A table file that cannot be made, read or written, or is of another game, as one line.
pub fn values(game: &Game, len: usize, threads: usize, keeping: &Keeping) -> Result<Vec<u32>, String> {
    let name = game.name();
    let (mut file, table) = match (&keeping.table, keeping.resume) {
        (Some(path), true) => {
            let (file, values) = TableFile::resume(path, &name)?;
            (Some(file), game.resumed(values))
        }
        (Some(path), false) => (Some(TableFile::create(path, &name)?), game.growing()),
        (None, _) => (None, game.growing()),
    };
    let mut table = table.with_threads(threads);
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
    let mut values = table.into_values();
    // A file may hold more than was asked for this time.
    values.truncate(len);
    Ok(values)
}
