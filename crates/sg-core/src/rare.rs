//! Rare and common values: the sparse space method for take-and-break games.
//!
//! Fix a bit mask `m` and call a value `v` *rare* when `v & m` has an even number of one bits,
//! *common* otherwise. The rare values contain 0 and are closed under XOR, so the XOR of two
//! values is common exactly when one of them is rare and the other common. In many games
//! (Grundy's game, Kayles-like octal games such as 0.16) almost every heap has a common value
//! once the right mask is chosen, and the few rare heaps make the table fast:
//!
//! - every common value a split can reach pairs a rare heap with a common one, so listing the
//!   splits that use a rare heap finds them all, and the smallest common value missing, `c`,
//!   is known exactly;
//! - a rare value below `c` comes from two common heaps; the splits are tried only until every
//!   rare value below `c` has been seen: first a stretch of heaps past the smallest, as many as
//!   three times the values there are (their values vary the most; below that stretch, the
//!   first few small heaps of each value), then the smallest heaps a block at a time, and the
//!   last one or two values missing are compared with every split, many splits at once.
//!
//! `G(n)` is then `c`, or the smallest rare value below `c` that no split reaches (a new rare
//! heap). The method is exact for any mask; the mask only decides how fast it is. The
//! literature (Winning Ways, ch. 4; A. Flammenkamp's tables of octal games and of Grundy's
//! game) chooses it per game; [`best_mask`] chooses the mask with the fewest rare heaps so far.

pub use crate::rare_mask::{RareStats, best_mask, is_rare};
pub use crate::rare_store::Store;

use crate::rare_mask::{best_mask_of_histogram, value_limit};
use crate::rare_span::{SPAN, Spans, Table};
use crate::rare_splits::{BLOCK, Marks, mark_rows, mark_splits, scan_splits, smaller_heaps};
use crate::take_break::TakeBreak;

/// An incremental Grundy table of a take-and-break game by the rare/common method.
///
/// The mask is chosen again from the table so far whenever the heap count passes a power of
/// two, the values need another bit, or the rare heaps double, and the list of rare heaps is
/// rebuilt when it changes. The splits with a rare heap are marked for blocks of heaps at
/// once. When rare heaps are too many for a split to profit, that split is evaluated by the
/// definition.
///
/// # Example
///
/// ```
/// use sg_core::rare::RareCommon;
/// use sg_core::take_break::TakeBreak;
///
/// let rules = TakeBreak::grundys_game();
/// let mut table = RareCommon::new(&rules);
/// table.extend_to(100);
/// table.extend_to(4000);
/// assert_eq!(table.values(), rules.grundy_by_definition(4000));
/// assert_eq!(table.mask() & 0xe, 0xe); // the published mask of Grundy's game ends in 1110
/// ```
#[derive(Debug, Clone)]
pub struct RareCommon<S: Store = Vec<u32>> {
    /// Take `j` from a heap of exactly `j`: an option of value 0.
    whole: Vec<usize>,
    /// Take `j`, leaving one heap.
    one: Vec<usize>,
    /// Take `j`, leaving two heaps.
    two: Vec<usize>,
    unequal: bool,
    /// `G(0..len)`.
    values: S,
    mask: u32,
    /// Heaps `a >= 1` with a rare value, increasing, each with its value.
    rare: Vec<(usize, u32)>,
    /// `histogram[v]`: how many heaps have value `v`; its length is the value limit.
    histogram: Vec<i64>,
    /// Marks per value, one row per heap of the current block; a row is one longer than the
    /// value limit at the block's start.
    seen: Marks,
    /// The length of a row of `seen`.
    stride: usize,
    /// The split families of the current block.
    families: Vec<Family>,
    /// The rare heap count when the mask was last chosen.
    rare_at_choice: usize,
    /// Whether the mask is chosen again as the table grows (always, but in tests).
    adaptive: bool,
    /// The common values below the value limit, increasing.
    common: Vec<u32>,
    /// Values below the candidate not yet seen among the options of the current heap.
    pending: Vec<usize>,
    /// `by_value[v]`: the first `REPRESENTATIVES` heaps `a >= 1` with value `v`, increasing.
    by_value: Vec<Vec<u32>>,
    /// The heaps of `by_value`, increasing.
    representatives: Vec<u32>,
    /// Where the stretch of splits tried first starts ([`DIVERSE`], but in tests).
    diverse: usize,
    /// Spans of heaps, their marks shared among threads ([`RareCommon::with_threads`]).
    spans: Spans,
}

/// Below this many heaps the mask stays 0 (everything rare): the definition is as fast.
const FIRST_CHOICE: usize = 64;

/// How the splits of `n − take` tokens are marked during a block.
#[derive(Debug, Clone)]
struct Family {
    take: usize,
    /// Rare heaps are few enough: the splits with a rare heap `a` in `BLOCK..first_rest` (but
    /// those in `skip`) were marked for the whole block; the others are marked per heap.
    /// Otherwise every split is marked per heap, by the definition.
    batched: bool,
    /// `n0 − take`: the tokens to split for the block's first heap `n0`.
    first_rest: usize,
    /// Indices into the rare heaps of those whose equal split falls in the block (only when
    /// the two heaps must differ): marked per heap, where the equal split is left out.
    skip: std::ops::Range<usize>,
}
impl RareCommon {
    /// An empty table for `rules`.
    ///
    /// # Example
    ///
    /// ```
    /// use sg_core::rare::RareCommon;
    /// use sg_core::take_break::TakeBreak;
    ///
    /// let table = RareCommon::new(&TakeBreak::grundys_game());
    /// assert!(table.values().is_empty());
    /// ```
    pub fn new(rules: &TakeBreak) -> Self {
        RareCommon::with_store(rules, Vec::new())
    }

    /// The table for `rules` that goes on from `values`, the game's `G(0..len)` computed
    /// before (read back from a file, say): the lists the method keeps (the mask, the rare
    /// heaps, the witnesses) are rebuilt from them as [`RareCommon::extend_to`] builds them.
    /// The method is exact whatever those lists hold, so a table resumed at any point gives
    /// the values of one run.
    ///
    /// # Constraints
    ///
    /// `values` must be the game's values (they are not checked).
    ///
    /// # Complexity
    ///
    /// O(len), plus one choice of the mask per power of two.
    ///
    /// # Example
    ///
    /// ```
    /// use sg_core::rare::RareCommon;
    /// use sg_core::take_break::TakeBreak;
    ///
    /// let rules = TakeBreak::new(&[0, 6], false).unwrap(); // Officers, 0.6
    /// let mut first = RareCommon::new(&rules);
    /// first.extend_to(1500);
    /// let mut resumed = RareCommon::resumed(&rules, first.values());
    /// resumed.extend_to(3000);
    /// assert_eq!(resumed.values(), rules.grundy_by_definition(3000));
    /// ```
    pub fn resumed(rules: &TakeBreak, values: &[u32]) -> Self {
        let mut engine = RareCommon::new(rules);
        engine.append_known(values);
        engine
    }

    /// The table, consumed.
    ///
    /// # Example
    ///
    /// ```
    /// use sg_core::rare::RareCommon;
    /// use sg_core::take_break::TakeBreak;
    ///
    /// let mut table = RareCommon::new(&TakeBreak::grundys_game());
    /// table.extend_to(5);
    /// assert_eq!(table.into_values(), [0, 0, 0, 1, 0]);
    /// ```
    pub fn into_values(self) -> Vec<u32> {
        self.values
    }
}

impl<S: Store> RareCommon<S> {
    /// An empty table for `rules` that keeps its values in `store`, which must hold none.
    ///
    /// # Panics
    ///
    /// Panics if `store` holds values (give them to [`RareCommon::append_known`] instead).
    ///
    /// # Example
    ///
    /// ```
    /// use sg_core::rare::RareCommon;
    /// use sg_core::take_break::TakeBreak;
    ///
    /// let rules = TakeBreak::new(&[0, 6], false).unwrap(); // Officers, 0.6
    /// let mut table = RareCommon::with_store(&rules, Vec::with_capacity(3000));
    /// table.extend_to(3000);
    /// assert_eq!(table.values(), rules.grundy_by_definition(3000));
    /// ```
    pub fn with_store(rules: &TakeBreak, store: S) -> Self {
        assert!(store.values().is_empty(), "a new table's store holds no value");
        let with_bit = |bit: u8| -> Vec<usize> {
            rules.digits().iter().enumerate().filter(|&(_, d)| d & bit != 0).map(|(j, _)| j).collect()
        };
        RareCommon {
            whole: with_bit(1),
            one: with_bit(2),
            two: with_bit(4),
            unequal: rules.unequal(),
            values: store,
            mask: 0,
            rare: Vec::new(),
            histogram: vec![0; 1],
            seen: Marks::default(),
            stride: 0,
            families: Vec::new(),
            rare_at_choice: 0,
            adaptive: true,
            common: Vec::new(),
            pending: Vec::new(),
            by_value: Vec::new(),
            representatives: Vec::new(),
            diverse: DIVERSE,
            spans: Spans::default(),
        }
    }

    /// Goes on from `values`, the game's next values computed before (read back from a file,
    /// a chunk at a time, say): they are stored, and the lists the method keeps (the mask, the
    /// rare heaps, the witnesses) are rebuilt from them as [`RareCommon::extend_to`] builds
    /// them. The method is exact whatever those lists hold, so a table resumed at any point
    /// gives the values of one run.
    ///
    /// # Constraints
    ///
    /// `values` must be the game's values from the table's length on (they are not checked).
    ///
    /// # Complexity
    ///
    /// O(len), plus one choice of the mask per power of two.
    ///
    /// # Example
    ///
    /// ```
    /// use sg_core::rare::RareCommon;
    /// use sg_core::take_break::TakeBreak;
    ///
    /// let rules = TakeBreak::new(&[0, 6], false).unwrap(); // Officers, 0.6
    /// let known = rules.grundy_by_definition(2000);
    /// let mut table = RareCommon::with_store(&rules, Vec::new());
    /// for chunk in known.chunks(300) {
    ///     table.append_known(chunk);
    /// }
    /// table.extend_to(3000);
    /// assert_eq!(table.values(), rules.grundy_by_definition(3000));
    /// ```
    pub fn append_known(&mut self, values: &[u32]) {
        self.values.reserve(values.len());
        for &value in values {
            if self.mask_due(self.values.values().len()) {
                self.choose_mask();
            }
            self.push(value);
        }
    }

    /// The table, its marks shared among `threads` threads once it is long enough (a span
    /// of heaps at a time, the splits each heap reads from far below it marked for the whole
    /// span). The values are the same for any number; 0 is taken as 1.
    ///
    /// # Example
    ///
    /// ```
    /// use sg_core::rare::RareCommon;
    /// use sg_core::take_break::TakeBreak;
    ///
    /// let rules = TakeBreak::new(&[0, 6], false).unwrap(); // Officers, 0.6
    /// let mut table = RareCommon::new(&rules).with_threads(2);
    /// table.extend_to(5000);
    /// assert_eq!(table.values(), rules.grundy(5000));
    /// ```
    pub fn with_threads(mut self, threads: usize) -> Self {
        self.spans.threads = threads.max(1);
        // On one thread, the blocks' marks are quicker than the spans' sets of bits.
        self.spans.len = if threads > 1 { SPAN } else { 0 };
        self
    }

    /// The values computed so far, `G(0..len)`.
    ///
    /// # Example
    ///
    /// ```
    /// use sg_core::rare::RareCommon;
    /// use sg_core::take_break::TakeBreak;
    ///
    /// let mut table = RareCommon::new(&TakeBreak::new(&[0, 7, 7], false).unwrap());
    /// table.extend_to(6);
    /// assert_eq!(table.values(), [0, 1, 2, 3, 1, 4]);
    /// ```
    pub fn values(&self) -> &[u32] {
        self.values.values()
    }

    /// The table's store, consumed: its values are [`RareCommon::values`].
    ///
    /// # Example
    ///
    /// ```
    /// use sg_core::rare::RareCommon;
    /// use sg_core::take_break::TakeBreak;
    ///
    /// let mut table = RareCommon::with_store(&TakeBreak::grundys_game(), Vec::new());
    /// table.extend_to(5);
    /// assert_eq!(table.into_store(), [0, 0, 0, 1, 0]);
    /// ```
    pub fn into_store(self) -> S {
        self.values
    }

    /// The mask in use (0 before the table is long enough to choose one).
    ///
    /// # Example
    ///
    /// ```
    /// use sg_core::rare::RareCommon;
    /// use sg_core::take_break::TakeBreak;
    ///
    /// assert_eq!(RareCommon::new(&TakeBreak::grundys_game()).mask(), 0);
    /// ```
    pub fn mask(&self) -> u32 {
        self.mask
    }

    /// Extends the table to `G(0..len)` (nothing happens if it is that long already).
    ///
    /// # Complexity
    ///
    /// See [`TakeBreak::grundy`]; memory O(len), reserved once.
    ///
    /// # Example
    ///
    /// ```
    /// use sg_core::rare::RareCommon;
    /// use sg_core::take_break::TakeBreak;
    ///
    /// let rules = TakeBreak::new(&[0, 1, 6], false).unwrap(); // 0.16
    /// let mut table = RareCommon::new(&rules);
    /// table.extend_to(2000);
    /// assert_eq!(table.values(), rules.grundy_by_definition(2000));
    /// ```
    pub fn extend_to(&mut self, len: usize) {
        self.values.reserve(len.saturating_sub(self.values().len()));
        while self.values().len() < len {
            let n0 = self.values().len();
            if self.mask_due(n0) {
                self.choose_mask();
            }
            if let Some(span) = self.spans.at(&self.table(), self.mask, n0, len) {
                self.extend_span(n0, span);
                continue;
            }
            // A block ends at the next power of two, where the mask may be chosen again, and
            // early if the value limit or the mask changes.
            let block = BLOCK.min(len - n0).min((n0 + 1).next_power_of_two() - n0);
            let stamp = self.start_block(n0, block);
            for i in 0..block {
                let (limit, mask) = (self.histogram.len(), self.mask);
                let value = self.next_value(n0 + i, i, stamp);
                self.push(value);
                if self.histogram.len() != limit || self.mask != mask {
                    break;
                }
            }
        }
    }

    /// The table as a span reads it.
    fn table(&self) -> Table<'_> {
        Table {
            whole: &self.whole,
            one: &self.one,
            two: &self.two,
            unequal: self.unequal,
            values: self.values.values(),
            rare: &self.rare,
            common: &self.common,
            limit: self.histogram.len(),
        }
    }

    /// Extends the table by the `span` heaps from `n0`: their far options marked first, on
    /// the threads, then each heap finished in order (fewer heaps if the value limit or the
    /// mask changes on the way: the rest of the span is then left to the next step).
    fn extend_span(&mut self, n0: usize, span: usize) {
        let (limit, mask) = (self.histogram.len(), self.mask);
        let width = self.representatives.len();
        let stretch = (self.diverse >= span && width > 0).then(|| (self.diverse, self.diverse + width - 1));
        let mut spans = std::mem::take(&mut self.spans);
        spans.mark(&self.table(), n0, span, stretch);
        for i in 0..span {
            let value = spans.finish(&self.table(), n0, i);
            self.push(value);
            if self.histogram.len() != limit || self.mask != mask {
                break;
            }
        }
        self.spans = spans;
    }

    /// Whether the mask is chosen again before heap `n`: when the heap count reaches a power
    /// of two, or the rare heaps have doubled since the last choice.
    fn mask_due(&self, n: usize) -> bool {
        self.adaptive
            && n >= FIRST_CHOICE
            && (n.is_power_of_two() || self.rare.len() >= 2 * self.rare_at_choice + FIRST_CHOICE)
    }

    /// Sizes the rows of marks for a block of `block` heaps from `n0`, decides how each split
    /// family is marked, marks the splits with a rare heap that all heaps of the block share,
    /// and returns the block's stamp.
    fn start_block(&mut self, n0: usize, block: usize) -> u32 {
        self.stride = self.histogram.len() + 1;
        let stamp = self.seen.next_stamp(BLOCK * self.stride);
        let g: &[u32] = self.values.values();
        let seen: &mut [u32] = &mut self.seen.rows;
        let (stride, rare) = (self.stride, &self.rare);
        let below = |bound: usize| rare.partition_point(|&(a, _)| a < bound);
        self.families.clear();
        for &take in &self.two {
            let first_rest = n0.saturating_sub(take);
            let batched = first_rest >= 2 && 4 * below(first_rest) <= first_rest;
            let skip = if self.unequal && batched {
                below(first_rest.div_ceil(2))..below((first_rest + block).div_ceil(2))
            } else {
                0..0
            };
            if batched {
                // Rare heaps `a` with `block <= a < first_rest`: every larger heap
                // `n0 + i − take − a` is below `n0`, so it is known.
                let end = below(first_rest);
                let shared = below(block).min(end)..end;
                let before_skip = shared.start..skip.start.clamp(shared.start, shared.end);
                let after_skip = skip.end.clamp(shared.start, shared.end)..shared.end;
                for range in [before_skip, after_skip] {
                    for &(a, value) in &rare[range] {
                        let larger = first_rest - a;
                        let window = &g[larger..larger + block];
                        // A whole block as an array, whose loop is unrolled (a sixth off
                        // Officers' table, whose time is mostly here).
                        match <&[u32; BLOCK]>::try_from(window) {
                            Ok(whole) => mark_rows(whole, value, seen, stride, stamp),
                            Err(_) => mark_rows(window, value, seen, stride, stamp),
                        }
                    }
                }
            }
            self.families.push(Family { take, batched, first_rest, skip });
        }
        stamp
    }

    fn push(&mut self, value: u32) {
        let limit = self.histogram.len();
        if value as usize >= limit {
            let limit = value_limit(value);
            self.histogram.resize(limit, 0);
            self.refresh_common();
        }
        self.histogram[value as usize] += 1;
        let n = self.values().len();
        if n > 0 && is_rare(value, self.mask) {
            self.rare.push((n, value));
        }
        self.values.push(value);
        self.note_witness_heap(n, value);
        if self.adaptive && self.histogram.len() > limit && n + 1 >= FIRST_CHOICE {
            self.choose_mask();
        }
    }

    /// Keeps the first small heaps of each value, which the search for rare values starts
    /// with.
    fn note_witness_heap(&mut self, n: usize, value: u32) {
        let v = value as usize;
        // Only an order to try splits in: a heap past 2^32 (never among the first few of a
        // value in any game tried) is left out rather than stored wider.
        let Ok(heap) = u32::try_from(n) else { return };
        if n == 0 {
            return;
        }
        if self.by_value.len() <= v {
            self.by_value.resize_with(v + 1, Vec::new);
        }
        if self.by_value[v].len() < REPRESENTATIVES {
            self.by_value[v].push(heap);
            let at = self.representatives.partition_point(|&a| (a as usize) < n);
            self.representatives.insert(at, heap);
        }
    }

    fn choose_mask(&mut self) {
        let mask = best_mask_of_histogram(self.histogram.clone());
        if mask != self.mask {
            self.mask = mask;
            self.refresh_common();
            self.rare.clear();
            let rare = self.values.values().iter().enumerate().skip(1).filter(|&(_, &v)| is_rare(v, mask));
            self.rare.extend(rare.map(|(a, &v)| (a, v)));
        }
        self.rare_at_choice = self.rare.len();
    }

    fn refresh_common(&mut self) {
        let mask = self.mask;
        self.common.clear();
        self.common.extend((0..self.histogram.len() as u32).filter(|&v| !is_rare(v, mask)));
    }

    /// `G(n)`, for the heap `n` at position `i` of the block begun with `stamp`.
    fn next_value(&mut self, n: usize, i: usize, stamp: u32) -> u32 {
        let g: &[u32] = self.values.values();
        let seen = &mut self.seen.rows[i * self.stride..(i + 1) * self.stride];
        for &j in &self.whole {
            if j == n {
                seen[0] = stamp;
            }
        }
        for &j in self.one.iter().take_while(|&&j| j < n) {
            seen[g[n - j] as usize] = stamp;
        }
        // Splits of `rest` tokens into two heaps: by the definition when rare heaps are many,
        // else only the splits that use a rare heap, which yield every common option.
        let mut all_common_known = true;
        for family in &self.families {
            let Some(rest) = n.checked_sub(family.take).filter(|&rest| rest >= 2) else { continue };
            if !family.batched {
                mark_splits(g, seen, rest, 1, smaller_heaps(rest, self.unequal), stamp);
                continue;
            }
            all_common_known = false;
            // The splits with a rare heap that the block did not mark.
            // The field borrowed alone: a closure naming `self.rare` would borrow all of `self`
            // under the editions before 2021, which bundles are compiled with too.
            let rare = &self.rare;
            let below = |bound: usize| rare.partition_point(|&(a, _)| a < bound);
            let first = family.first_rest;
            let small = 0..below(BLOCK.min(first));
            let skipped = family.skip.start.max(small.end)..family.skip.end.max(small.end);
            let late = below(first)..below(rest);
            for range in [small, skipped, late] {
                for &(a, value) in &self.rare[range] {
                    if !(self.unequal && 2 * a == rest) {
                        seen[(value ^ g[rest - a]) as usize] = stamp;
                    }
                }
            }
        }
        if all_common_known {
            // Every option is marked: the mex is the first unmarked value. Options are below
            // the value limit, and `seen` is one longer, so one is found.
            return seen.iter().position(|&s| s != stamp).unwrap_or(0) as u32;
        }
        // The candidate: the first unmarked common value, or the limit, which no option
        // reaches. Below it, only rare values can be missing.
        let candidate =
            self.common.iter().find(|&&v| seen[v as usize] != stamp).map_or(self.histogram.len(), |&v| v as usize);
        let pending = &mut self.pending;
        pending.clear();
        pending.extend((0..candidate).filter(|&v| seen[v] != stamp));
        // First splits whose smaller heaps' values vary the most: a stretch from DIVERSE, as
        // long as the list of representatives, or below it those small heaps.
        for &j in self.two.iter().take_while(|&&j| j + 2 <= n) {
            if pending.is_empty() {
                break;
            }
            let rest = n - j;
            let top = smaller_heaps(rest, self.unequal);
            let width = self.representatives.len();
            if top >= self.diverse + width {
                mark_splits(g, seen, rest, self.diverse, self.diverse + width - 1, stamp);
            } else {
                for &a in self.representatives.iter().take_while(|&&a| a as usize <= top) {
                    seen[(g[a as usize] ^ g[rest - a as usize]) as usize] = stamp;
                }
            }
            pending.retain(|&v| seen[v] != stamp);
        }
        scan_splits(g, seen, stamp, pending, &self.two, n, self.unequal);
        pending.first().map_or(candidate, |&v| v) as u32
    }
}

/// How many small heaps of each value are tried first, while the heaps are few.
const REPRESENTATIVES: usize = 3;

/// Where the stretch of heaps tried first starts, once there are heaps enough: heaps past the
/// smallest have values of every size (Officers' to 2^20 took a third less time with it than
/// with the representatives, scattered in the table; 0.16's and 0.376's as long).
const DIVERSE: usize = 1 << 14;

/// The fast table of a take-and-break game lives with the method it uses, so that the rules
/// ([`crate::take_break`]) know nothing of it.
impl TakeBreak {
    /// The Grundy values `G(0..len)`, computed by the rare/common method where it pays (see
    /// [`RareCommon`]); the same values as [`TakeBreak::grundy_by_definition`].
    ///
    /// # Complexity
    ///
    /// O(len · (r + s)) for a game whose values split into `r` rare positions and common
    /// ones, where `s` is the number of splits tried before every rare value below the
    /// candidate is seen (small in practice); never worse than a constant times the
    /// definition. O(len) memory.
    ///
    /// # Example
    ///
    /// ```
    /// use sg_core::take_break::TakeBreak;
    ///
    /// let grundy = TakeBreak::grundys_game();
    /// assert_eq!(grundy.grundy(3000), grundy.grundy_by_definition(3000));
    /// ```
    pub fn grundy(&self, len: usize) -> Vec<u32> {
        let mut engine = RareCommon::new(self);
        engine.extend_to(len);
        engine.into_values()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The engine with its mask fixed, to check that any mask gives the right table.
    fn with_fixed_mask(rules: &TakeBreak, mask: u32, len: usize) -> Vec<u32> {
        let mut engine = RareCommon::new(rules);
        engine.mask = mask;
        engine.refresh_common();
        engine.adaptive = false;
        engine.extend_to(len);
        engine.values
    }

    #[test]
    fn every_mask_gives_the_definition() {
        let games = [
            TakeBreak::grundys_game(),
            TakeBreak::new(&[0, 1, 6], false).unwrap(),
            TakeBreak::new(&[0, 7, 7], false).unwrap(),
            TakeBreak::new(&[4, 0, 7], false).unwrap(),
            TakeBreak::new(&[0, 4, 4], false).unwrap(),
        ];
        for rules in &games {
            let expected = rules.grundy_by_definition(400);
            for mask in 0..64 {
                assert_eq!(with_fixed_mask(rules, mask, 400), expected, "{rules} with mask {mask:#x}");
            }
        }
    }

    #[test]
    fn the_stretch_tried_first_gives_the_definition_wherever_it_starts() {
        let games = [
            TakeBreak::grundys_game(),
            TakeBreak::new(&[0, 6], false).unwrap(),
            TakeBreak::new(&[0, 3, 7, 6], false).unwrap(),
        ];
        for rules in &games {
            let expected = rules.grundy_by_definition(3000);
            for diverse in [1, 40, 300] {
                let mut engine = RareCommon::new(rules);
                engine.diverse = diverse;
                engine.extend_to(3000);
                assert_eq!(engine.values, expected, "{rules} with the stretch from {diverse}");
            }
        }
    }

    #[test]
    fn spans_on_any_number_of_threads_give_the_definition() {
        let games = [
            TakeBreak::grundys_game(),
            TakeBreak::new(&[0, 6], false).unwrap(),
            TakeBreak::new(&[0, 1, 6], false).unwrap(),
            TakeBreak::new(&[0, 3, 7, 6], false).unwrap(),
        ];
        for rules in &games {
            let expected = rules.grundy_by_definition(6000);
            // Spans from heap 256 on, the stretch marked with them or (from 40) left to the
            // heaps' own scan; spans of 64 heaps, 16 and 48 shared by 3 threads.
            for (span, diverse, threads) in [(64, 64, 1), (64, 64, 3), (64, 40, 2), (48, 300, 3), (16, 16, 5)] {
                let mut engine = RareCommon::new(rules).with_threads(threads);
                engine.spans.len = span;
                engine.diverse = diverse;
                engine.extend_to(6000);
                assert_eq!(
                    engine.values, expected,
                    "{rules}: spans of {span}, the stretch from {diverse}, {threads} threads"
                );
            }
        }
    }

    #[test]
    fn stamps_wrap_around() {
        let rules = TakeBreak::grundys_game();
        let mut engine = RareCommon::new(&rules);
        engine.seen.stamp = u32::MAX - 5;
        engine.extend_to(300);
        assert_eq!(engine.values(), rules.grundy_by_definition(300));
    }

    #[test]
    fn a_table_resumed_anywhere_is_the_definition() {
        let games = [
            TakeBreak::grundys_game(),
            TakeBreak::new(&[0, 6], false).unwrap(),
            TakeBreak::new(&[0, 1, 6], false).unwrap(),
        ];
        for rules in &games {
            let expected = rules.grundy_by_definition(1200);
            for at in [0, 1, 63, 64, 65, 100, 511, 512, 700, 1199] {
                let mut resumed = RareCommon::resumed(rules, &expected[..at]);
                resumed.extend_to(1200);
                assert_eq!(resumed.values(), expected, "{rules} resumed at {at}");
            }
        }
    }
}
