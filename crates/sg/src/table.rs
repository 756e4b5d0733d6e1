//! The table file of `sg rare --table FILE`: `G(0..len)` of one game, kept on disk as the run
//! goes, so that a run that stops (killed, out of time, the machine rebooted) is continued
//! where it stopped (`--resume`) rather than started again.
//!
//! A file is two lines of text, `sg table 1` and `game GAME` (the game as the explorer names
//! it, such as `game octal:0.6`), then chunks of consecutive values. A chunk is one byte `bits`
//! (at most 32), the number of its values as four bytes (little-endian, at most [`CHUNK`]),
//! then its values packed with `bits` bits each, least significant bit first, in as few
//! bytes as that takes. Each chunk has the bits its own largest value needs, so a table of
//! values below 512 (Officers, 0.6, up to 2^22 at least) takes 9 bits, 1.125 bytes, a value.
//!
//! A chunk is written whole and flushed to the disk before the next is computed. A chunk cut
//! short (the run was killed while writing it) is left out when the table is read to resume,
//! and the file is cut back to the last whole chunk.

use std::fs::{File, OpenOptions};
use std::io::{BufRead, BufReader, Read, Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};

/// The most values a chunk holds, and how many a run writes at a time unless told fewer.
pub const CHUNK: usize = 1 << 20;

const MAGIC: &str = "sg table 1\n";

/// A table file open for appending chunks.
#[derive(Debug)]
pub struct TableFile {
    path: PathBuf,
    file: File,
    len: usize,
}

impl TableFile {
    /// A new table file of `game` (its name, such as `octal:0.6`), holding no value yet.
    ///
    /// # Errors
    ///
    /// A file already at `path` (it is never overwritten: `--resume` continues it), or one
    /// that cannot be created or written, as one line naming the path.
    pub fn create(path: &Path, game: &str) -> Result<TableFile, String> {
        let mut file = OpenOptions::new().write(true).create_new(true).open(path).map_err(|e| {
            if e.kind() == std::io::ErrorKind::AlreadyExists {
                format!("{} already exists: --resume continues it, or name another file", path.display())
            } else {
                format!("cannot create {}: {e}", path.display())
            }
        })?;
        file.write_all(header(game).as_bytes())
            .and_then(|()| file.sync_data())
            .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
        Ok(TableFile { path: path.to_path_buf(), file, len: 0 })
    }

    /// The table file at `path`, opened to go on: its values so far, which must be of `game`,
    /// are given to `each` a chunk at a time (so that a table longer than memory is never read
    /// whole). A last chunk cut short is dropped from the file.
    ///
    /// # Errors
    ///
    /// A file that cannot be read or is not a table file, or is the table of another game,
    /// as one line naming the path.
    ///
    /// # Example
    ///
    /// ```
    /// use sg::table::TableFile;
    ///
    /// let dir = tempfile::tempdir().unwrap();
    /// let path = dir.path().join("kayles.sgt");
    /// TableFile::create(&path, "octal:0.77").unwrap().append(&[0, 1, 2, 3, 1, 4], 4).unwrap();
    /// let mut values = Vec::new();
    /// let file = TableFile::resume(&path, "octal:0.77", &mut |chunk| values.extend_from_slice(chunk)).unwrap();
    /// assert_eq!((file.len(), values), (6, vec![0, 1, 2, 3, 1, 4]));
    /// assert!(TableFile::resume(&path, "octal:0.6", &mut |_| {}).is_err());
    /// ```
    pub fn resume(path: &Path, game: &str, each: &mut dyn FnMut(&[u32])) -> Result<TableFile, String> {
        let file = OpenOptions::new()
            .read(true)
            .write(true)
            .open(path)
            .map_err(|e| format!("cannot open {} to resume it: {e}", path.display()))?;
        let mut reader = BufReader::new(&file);
        let (stored, head) = read_header(&mut reader, path)?;
        if stored != game {
            return Err(format!("{} is the table of {stored}, not of {game}", path.display()));
        }
        let (len, whole) = read_chunks(&mut reader, path, head, each)?;
        let mut file = file;
        file.set_len(whole)
            .and_then(|()| file.seek(SeekFrom::End(0)).map(drop))
            .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
        Ok(TableFile { path: path.to_path_buf(), file, len })
    }

    /// How many values the file holds.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether the file holds no value yet.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Appends `values` (the values after those already in the file) as chunks of `chunk`
    /// values (the last one may be shorter), and flushes them to the disk.
    ///
    /// # Panics
    ///
    /// Panics if `chunk` is 0 or more than [`CHUNK`].
    ///
    /// # Errors
    ///
    /// A failed write, as one line naming the path.
    pub fn append(&mut self, values: &[u32], chunk: usize) -> Result<(), String> {
        assert!((1..=CHUNK).contains(&chunk), "a chunk holds 1 to {CHUNK} values, not {chunk}");
        let mut bytes = Vec::new();
        for chunk in values.chunks(chunk) {
            pack(chunk, &mut bytes);
        }
        self.file
            .write_all(&bytes)
            .and_then(|()| self.file.sync_data())
            .map_err(|e| format!("cannot write {}: {e}", self.path.display()))?;
        self.len += values.len();
        Ok(())
    }
}

/// The game named in the table file at `path`, and its values.
///
/// # Errors
///
/// A file that cannot be read or is not a table file, as one line naming the path.
///
/// # Example
///
/// ```
/// use sg::table::{TableFile, read};
///
/// let dir = tempfile::tempdir().unwrap();
/// let path = dir.path().join("kayles.sgt");
/// let mut file = TableFile::create(&path, "octal:0.77").unwrap();
/// file.append(&[0, 1, 2, 3, 1, 4], 4).unwrap();
/// assert_eq!(read(&path).unwrap(), ("octal:0.77".to_string(), vec![0, 1, 2, 3, 1, 4]));
/// ```
pub fn read(path: &Path) -> Result<(String, Vec<u32>), String> {
    let file = File::open(path).map_err(|e| format!("cannot open {}: {e}", path.display()))?;
    let mut reader = BufReader::new(&file);
    let (game, head) = read_header(&mut reader, path)?;
    let mut values = Vec::new();
    read_chunks(&mut reader, path, head, &mut |chunk| values.extend_from_slice(chunk))?;
    Ok((game, values))
}

fn header(game: &str) -> String {
    format!("{MAGIC}game {game}\n")
}

/// The game a table file names, and the length of its two lines.
fn read_header(reader: &mut impl BufRead, path: &Path) -> Result<(String, u64), String> {
    let not_a_table = || {
        format!("{} is not a table file of sg (its lines `sg table 1` and `game GAME` are not there)", path.display())
    };
    let mut head = vec![0; MAGIC.len()];
    reader.read_exact(&mut head).map_err(|_| not_a_table())?;
    if head != MAGIC.as_bytes() {
        return Err(not_a_table());
    }
    // The game's line, read no further than a game's name can go.
    let mut line = Vec::new();
    reader.take(4096).read_until(b'\n', &mut line).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    let game = std::str::from_utf8(&line)
        .ok()
        .and_then(|l| l.strip_prefix("game ")?.strip_suffix('\n'))
        .ok_or_else(not_a_table)?
        .to_string();
    Ok((game, (MAGIC.len() + line.len()) as u64))
}

/// Gives `each` the values of every whole chunk after the header (`offset` bytes long), and
/// returns how many there were and the length of the file up to the last whole chunk.
fn read_chunks(
    reader: &mut impl Read,
    path: &Path,
    offset: u64,
    each: &mut dyn FnMut(&[u32]),
) -> Result<(usize, u64), String> {
    let mut offset = offset;
    let (mut values, mut len) = (Vec::new(), 0);
    let mut body = Vec::new();
    loop {
        let mut chunk_head = [0u8; 5];
        match read_fully(reader, &mut chunk_head) {
            Ok(true) => {}
            Ok(false) => break,
            Err(e) => return Err(format!("cannot read {}: {e}", path.display())),
        }
        let bits = u32::from(chunk_head[0]);
        let count = u32::from_le_bytes([chunk_head[1], chunk_head[2], chunk_head[3], chunk_head[4]]) as usize;
        if bits > 32 || count > CHUNK {
            return Err(format!(
                "{} is damaged: a chunk of {count} values of {bits} bits at byte {offset}",
                path.display()
            ));
        }
        body.resize(packed_len(count, bits), 0);
        match read_fully(reader, &mut body) {
            Ok(true) => {}
            Ok(false) => break,
            Err(e) => return Err(format!("cannot read {}: {e}", path.display())),
        }
        values.clear();
        unpack(&body, bits, count, &mut values);
        each(&values);
        len += count;
        offset += (chunk_head.len() + body.len()) as u64;
    }
    Ok((len, offset))
}

/// Fills `buffer`: `true` when it is full, `false` when the file ended first (a chunk cut
/// short, or no chunk at all).
fn read_fully(reader: &mut impl Read, buffer: &mut [u8]) -> std::io::Result<bool> {
    match reader.read_exact(buffer) {
        Ok(()) => Ok(true),
        Err(e) if e.kind() == std::io::ErrorKind::UnexpectedEof => Ok(false),
        Err(e) => Err(e),
    }
}

fn packed_len(count: usize, bits: u32) -> usize {
    (count * bits as usize).div_ceil(8)
}

/// Appends one chunk of `values` to `out`: its header and its values packed.
fn pack(values: &[u32], out: &mut Vec<u8>) {
    let bits = values.iter().map(|&v| u32::BITS - v.leading_zeros()).max().unwrap_or(0);
    out.push(bits as u8);
    out.extend_from_slice(&(values.len() as u32).to_le_bytes());
    let start = out.len();
    out.resize(start + packed_len(values.len(), bits), 0);
    let body = &mut out[start..];
    let mut at = 0usize;
    for &value in values {
        let mut rest = u64::from(value);
        let mut left = bits as usize;
        while left > 0 {
            let (byte, shift) = (at / 8, at % 8);
            let take = left.min(8 - shift);
            body[byte] |= ((rest & ((1 << take) - 1)) << shift) as u8;
            rest >>= take;
            left -= take;
            at += take;
        }
    }
}

/// Appends the `count` values of `bits` bits each packed in `body`.
fn unpack(body: &[u8], bits: u32, count: usize, out: &mut Vec<u32>) {
    out.reserve(count);
    let mut at = 0usize;
    for _ in 0..count {
        let mut value = 0u64;
        let mut got = 0usize;
        while got < bits as usize {
            let (byte, shift) = (at / 8, at % 8);
            let take = (bits as usize - got).min(8 - shift);
            value |= ((u64::from(body[byte]) >> shift) & ((1 << take) - 1)) << got;
            got += take;
            at += take;
        }
        out.push(value as u32);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_of_every_width_come_back() {
        for values in
            [vec![], vec![0, 0, 0], vec![1], vec![5, 0, 7, 2, 6], vec![302, 0, 511, 1, 256], vec![u32::MAX, 0, 1]]
        {
            let mut bytes = Vec::new();
            pack(&values, &mut bytes);
            let bits = u32::from(bytes[0]);
            assert_eq!(bytes.len(), 5 + packed_len(values.len(), bits), "{values:?}");
            let mut back = Vec::new();
            unpack(&bytes[5..], bits, values.len(), &mut back);
            assert_eq!(back, values);
        }
    }

    #[test]
    fn a_chunk_has_the_bits_of_its_largest_value() {
        let mut bytes = Vec::new();
        pack(&[3, 511, 0], &mut bytes);
        assert_eq!(bytes[0], 9);
        // 27 bits in 4 bytes: 3 in bits 0 to 8, 511 in bits 9 to 17, 0 in bits 18 to 26. The
        // first byte is 3; the second has bit 8 (0) and bits 9 to 15 (ones), 0xfe; the third
        // bits 16 and 17 (ones) and 18 to 23 (zeros), 3; the fourth bits 24 to 26, 0.
        assert_eq!(&bytes[5..], [3, 0xfe, 3, 0]);
    }
}
