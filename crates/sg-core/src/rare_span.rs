//! The rare/common method a span of heaps at a time, its shared part on several threads.
//!
//! Most of the work for a heap `n` reads values computed long before it: the splits with a
//! rare heap `a` at least as large as the span, whose other heap `n − take − a` is below the
//! span, and the stretch of splits tried first, whose heaps are all at least that far below `n`.
//! For a span of heaps from `n0`, that part is done first for every heap of the span, shared
//! among threads: the marks, and then the rare values below the first common value those
//! marks lack, sought among the splits of heaps below the span (the heap's candidate cannot be
//! smaller, so each of them must be found). Each heap's options so found are kept as a set of
//! bits. Then each heap is finished in order, reading the span's own values: the one-heap
//! moves, the splits with a small rare heap (or a rare heap found in the span), the candidate
//! (the first common value no option reaches) and the rare values below it still unseen,
//! sought among every split until each is seen.
//!
//! Every option marked is an option of the heap, and the splits with a rare heap are all
//! marked, so the result is [`crate::rare::RareCommon`]'s, for any number of threads.

use std::sync::{Mutex, PoisonError};

use crate::rare_splits::{
    BLOCK, FIRST_SPLITS, Marks, mark_rows, mark_splits, scan_splits, seek_in_range, smaller_heaps,
};

/// Heaps of a span: the rare heaps below it are read per heap, in order (87 of Officers'
/// 1,583), the others for the whole span at once.
pub(crate) const SPAN: usize = 512;

/// Blocks a thread takes at a time: consecutive blocks read consecutive stretches of the
/// table, which stay in the thread's cache.
const TAKEN: usize = 4;

/// Rare heaps past the span for its work to be shared: with fewer, a heap takes too little
/// time (0.16, 52 rare heaps: 0.16 µs) for threads started a span at a time to pay.
const SHARED_RARE: usize = 128;

/// One thread's rows of marks, for a block of heaps of a span. Aligned to two cache lines,
/// so that two threads' never share one (their lengths change at every heap).
#[derive(Debug, Clone, Default)]
#[repr(align(128))]
struct Rows {
    seen: Marks,
    /// Values sought among a heap's splits.
    pending: Vec<usize>,
}

/// What the shared part of a span reads: the table's values below `n0` only.
#[derive(Debug, Clone, Copy)]
struct Shared<'a> {
    table: Table<'a>,
    n0: usize,
    span: usize,
    /// The stretch of smaller heaps `from..=to` whose splits are marked for every heap.
    stretch: Option<(usize, usize)>,
    words: usize,
}

impl Shared<'_> {
    /// Marks, in `bits` (`words` words a heap), the options of the heaps from `m0` that read
    /// only values below the span: the splits with a rare heap `a`, `span <= a < n0 − take`,
    /// and the stretch.
    fn mark(&self, m0: usize, bits: &mut [u64], rows: &mut Rows) {
        let stride = self.table.limit;
        let g = self.table.values;
        // The rare heaps from the span on: their splits' other heaps are below the span.
        let far = self.table.below(self.span);
        for (b, out) in bits.chunks_mut(BLOCK * self.words).enumerate() {
            let start = m0 + b * BLOCK;
            let block = out.len() / self.words;
            let stamp = rows.seen.next_stamp(BLOCK * stride);
            let marks = &mut rows.seen.rows;
            for &take in self.table.two {
                let first_rest = start - take;
                let shared = far..self.table.below(self.n0 - take).max(far);
                // Where the two heaps must differ, the rare heaps whose equal split falls in
                // the block are marked per heap, the equal split left out.
                let skip = if self.table.unequal {
                    let from = self.table.below(first_rest.div_ceil(2)).clamp(shared.start, shared.end);
                    from..self.table.below((first_rest + block).div_ceil(2)).clamp(from, shared.end)
                } else {
                    shared.end..shared.end
                };
                for range in [shared.start..skip.start, skip.end..shared.end] {
                    for &(a, value) in &self.table.rare[range] {
                        let other = first_rest - a;
                        let window = &g[other..other + block];
                        match <&[u32; BLOCK]>::try_from(window) {
                            Ok(whole) => mark_rows(whole, value, marks, stride, stamp),
                            Err(_) => mark_rows(window, value, marks, stride, stamp),
                        }
                    }
                }
                for i in 0..block {
                    let rest = first_rest + i;
                    let row = &mut marks[i * stride..(i + 1) * stride];
                    for &(a, value) in &self.table.rare[skip.clone()] {
                        if 2 * a != rest {
                            row[(value ^ g[rest - a]) as usize] = stamp;
                        }
                    }
                    if let Some((from, to)) =
                        self.stretch.filter(|&(_, to)| to <= smaller_heaps(rest, self.table.unequal))
                    {
                        mark_splits(g, row, rest, from, to, stamp);
                    }
                }
            }
            for i in 0..block {
                let row = &mut marks[i * stride..(i + 1) * stride];
                self.seek_rare(start + i, row, stamp, &mut rows.pending);
            }
            let marks = &rows.seen.rows;
            for (i, heap) in out.chunks_mut(self.words).enumerate() {
                let row = &marks[i * stride..(i + 1) * stride];
                for (word, stamps) in heap.iter_mut().zip(row.chunks(64)) {
                    *word = stamps.iter().enumerate().fold(0, |bits, (k, &s)| bits | (u64::from(s == stamp) << k));
                }
            }
        }
    }

    /// Marks in `row` the rare values below the first common value it lacks that the splits
    /// of heap `n` with both heaps below the span reach: the heap's own candidate can only be
    /// larger (its other options are yet to be marked), so each is an option to find. The
    /// splits are marked a block at a time, the last one or two values sought by comparison.
    fn seek_rare(&self, n: usize, row: &mut [u32], stamp: u32, pending: &mut Vec<usize>) {
        let g = self.table.values;
        let bound =
            self.table.common.iter().find(|&&v| row[v as usize] != stamp).map_or(self.table.limit, |&v| v as usize);
        pending.clear();
        pending.extend((0..bound).filter(|&v| row[v] != stamp));
        for &take in self.table.two {
            let rest = n - take;
            // A value these splits do not reach soon is left to the heap's own scan, which
            // starts from the smallest heaps.
            let top = smaller_heaps(rest, self.table.unequal).min(self.span + FIRST_SPLITS - 1);
            seek_in_range(g, row, stamp, pending, rest, self.span, top);
            if pending.is_empty() {
                return;
            }
        }
    }
}

fn set(bits: &mut [u64], value: u32) {
    bits[(value >> 6) as usize] |= 1 << (value & 63);
}

/// The table as a span reads it: its moves, its values and rare heaps so far, its common
/// values below the value limit.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Table<'a> {
    /// Take `j` from a heap of exactly `j`.
    pub whole: &'a [usize],
    /// Take `j`, leaving one heap.
    pub one: &'a [usize],
    /// Take `j`, leaving two heaps.
    pub two: &'a [usize],
    pub unequal: bool,
    pub values: &'a [u32],
    /// Heaps `a >= 1` with a rare value, increasing, each with its value.
    pub rare: &'a [(usize, u32)],
    /// The common values below `limit`, increasing.
    pub common: &'a [u32],
    /// The value limit: every option is below it.
    pub limit: usize,
}

impl Table<'_> {
    fn below(&self, bound: usize) -> usize {
        self.rare.partition_point(|&(a, _)| a < bound)
    }
}

/// What a table extended a span at a time keeps from one span to the next.
#[derive(Debug, Clone, Default)]
pub(crate) struct Spans {
    /// Threads that share a span's marks.
    pub threads: usize,
    /// Heaps of a span; 0: never a span.
    pub len: usize,
    /// Each thread's rows of marks.
    rows: Vec<Rows>,
    /// The options of the span's heaps found before they are finished, `words` words a heap.
    bits: Vec<u64>,
    words: usize,
    /// The common values below the limit, as bits.
    common: Vec<u64>,
    /// The marks of a heap's own scan of its splits.
    scan: Marks,
    /// Values below the candidate not yet seen among the options of a heap being finished.
    pending: Vec<usize>,
}

impl Spans {
    /// The length of the span from `n0` if `table` (its mask `mask`) can be extended a span
    /// at a time there: a whole span before `len` and the next power of two (where the mask
    /// may be chosen again), a mask chosen, and every split family marked by its rare heaps.
    pub(crate) fn at(&self, table: &Table, mask: u32, n0: usize, len: usize) -> Option<usize> {
        let span = self.len;
        if span == 0 || mask == 0 || n0 + span > len || n0 + span > (n0 + 1).next_power_of_two() {
            return None;
        }
        if table.rare.len() - table.below(span) < SHARED_RARE {
            return None;
        }
        let batched = table.two.iter().all(|&take| {
            n0.checked_sub(take)
                .is_some_and(|first_rest| first_rest > 2 * span && 4 * table.below(first_rest) <= first_rest)
        });
        batched.then_some(span)
    }

    /// Marks the options of the `span` heaps from `n0` that read only values below `n0`,
    /// shared among the threads, the splits of the smaller heaps `stretch` among them.
    pub(crate) fn mark(&mut self, table: &Table, n0: usize, span: usize, stretch: Option<(usize, usize)>) {
        let words = table.limit.div_ceil(64);
        self.words = words;
        let shared = Shared { table: *table, n0, span, stretch, words };
        self.bits.clear();
        self.bits.resize(span * words, 0);
        let threads = self.threads.clamp(1, span / BLOCK);
        if self.rows.len() < threads {
            self.rows.resize_with(threads, Rows::default);
        }
        // The blocks of the span are taken in turn by whichever thread is free: a thread
        // started late, or slowed by the machine, takes fewer.
        // The fields are borrowed alone, and the closures given what they use: under the
        // editions before 2021, which bundles are compiled with too, a closure naming
        // `self.rows` would borrow all of `self`.
        let blocks = Mutex::new(self.bits.chunks_mut(TAKEN * BLOCK * words).enumerate());
        let work = |rows: &mut Rows| loop {
            let next = blocks.lock().unwrap_or_else(PoisonError::into_inner).next();
            let Some((k, part)) = next else { break };
            shared.mark(n0 + k * TAKEN * BLOCK, part, rows);
        };
        let (first, others) = self.rows.split_at_mut(1);
        std::thread::scope(|scope| {
            let work = &work;
            for rows in others.iter_mut().take(threads - 1) {
                scope.spawn(move || work(rows));
            }
            work(&mut first[0]);
        });
        self.common.clear();
        self.common.resize(words, 0);
        for &v in table.common {
            set(&mut self.common, v);
        }
    }

    /// `G(n0 + i)`, heap `i` of the span from `n0` marked last, once `table` holds the values
    /// below it.
    pub(crate) fn finish(&mut self, table: &Table, n0: usize, i: usize) -> u32 {
        let n = n0 + i;
        let g = table.values;
        let bits = &mut self.bits[i * self.words..(i + 1) * self.words];
        for &j in table.whole {
            if j == n {
                set(bits, 0);
            }
        }
        for &j in table.one.iter().take_while(|&&j| j < n) {
            set(bits, g[n - j]);
        }
        let small = table.below(self.len);
        for &take in table.two {
            let rest = n - take;
            let late = table.below(n0 - take).max(small)..table.below(rest);
            for range in [0..small, late] {
                for &(a, value) in &table.rare[range] {
                    if !(table.unequal && 2 * a == rest) {
                        set(bits, value ^ g[rest - a]);
                    }
                }
            }
        }
        // The candidate: the first common value no option reaches, or the limit.
        let candidate = self
            .common
            .iter()
            .zip(bits.iter())
            .enumerate()
            .find_map(|(w, (&c, &b))| {
                let open = c & !b;
                (open != 0).then(|| w * 64 + open.trailing_zeros() as usize)
            })
            .unwrap_or(table.limit);
        let pending = &mut self.pending;
        pending.clear();
        for (w, &b) in bits.iter().enumerate().take(candidate.div_ceil(64)) {
            let mut open = !b;
            if candidate < (w + 1) * 64 {
                open &= (1 << (candidate - w * 64)) - 1;
            }
            while open != 0 {
                pending.push(w * 64 + open.trailing_zeros() as usize);
                open &= open - 1;
            }
        }
        if pending.is_empty() {
            return candidate as u32;
        }
        // The splits are marked in a row of stamps, as quick to write as the bits are slow.
        let stamp = self.scan.next_stamp(table.limit);
        scan_splits(g, &mut self.scan.rows, stamp, pending, table.two, n, table.unequal);
        pending.first().map_or(candidate, |&v| v) as u32
    }
}
