//! Where the rare/common method keeps a table's values (see [`crate::rare`]).

/// Where a table keeps its values `G(0..len)`: anything that gives them as one slice and takes
/// one more at its end. In memory, a `Vec<u32>`; a table beyond memory, a file mapped into
/// memory (the explorer's `sg rare --on-disk`), of which the method then touches only the
/// parts its splits read.
///
/// # Example
///
/// ```
/// use sg_core::rare::{RareCommon, Store};
/// use sg_core::take_break::TakeBreak;
///
/// /// A store that counts the values it was given.
/// #[derive(Debug, Default)]
/// struct Counted(Vec<u32>, usize);
/// impl Store for Counted {
///     fn values(&self) -> &[u32] {
///         &self.0
///     }
///     fn push(&mut self, value: u32) {
///         self.0.push(value);
///         self.1 += 1;
///     }
///     fn reserve(&mut self, additional: usize) {
///         self.0.reserve(additional);
///     }
/// }
///
/// let rules = TakeBreak::grundys_game();
/// let mut table = RareCommon::with_store(&rules, Counted::default());
/// table.extend_to(1000);
/// assert_eq!(table.values(), rules.grundy_by_definition(1000));
/// assert_eq!(table.into_store().1, 1000);
/// ```
pub trait Store: std::fmt::Debug {
    /// The values so far.
    fn values(&self) -> &[u32];
    /// Appends `value`.
    fn push(&mut self, value: u32);
    /// Makes room for `additional` more values, if the store can.
    fn reserve(&mut self, additional: usize);
}

impl Store for Vec<u32> {
    fn values(&self) -> &[u32] {
        self
    }
    fn push(&mut self, value: u32) {
        Vec::push(self, value);
    }
    fn reserve(&mut self, additional: usize) {
        self.reserve_exact(additional);
    }
}

impl<S: Store + ?Sized> Store for Box<S> {
    fn values(&self) -> &[u32] {
        (**self).values()
    }
    fn push(&mut self, value: u32) {
        (**self).push(value);
    }
    fn reserve(&mut self, additional: usize) {
        (**self).reserve(additional);
    }
}
