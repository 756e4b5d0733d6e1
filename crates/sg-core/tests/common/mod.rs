//! What the property tests share.

/// The seed of a property test: `default`, or `SG_PROPTEST_SEED` (decimal or `0x` hex).
pub fn seed(default: u64) -> u64 {
    let Ok(text) = std::env::var("SG_PROPTEST_SEED") else { return default };
    let text = text.trim();
    let parsed = match text.strip_prefix("0x") {
        Some(hex) => u64::from_str_radix(hex, 16),
        None => text.parse(),
    };
    parsed.unwrap_or_else(|e| panic!("SG_PROPTEST_SEED={text:?}: {e}"))
}
