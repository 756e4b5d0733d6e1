//! Published values and periods, reproduced.
//!
//! Sources (facts only):
//! - [WW] E. R. Berlekamp, J. H. Conway, R. K. Guy, *Winning Ways for your Mathematical
//!   Plays*, vol. 1, ch. 4 (Kayles, Dawson's Kayles and chess, Grundy's game).
//! - [OEIS] A002186 (Kayles: period 12, last exception n = 70), A002187 (Dawson's chess 0.137:
//!   period 34, last exception n = 51), A002188 (Grundy's game, first values), A071430 (0.16:
//!   period 149459, last exception n = 105350), A071464 (0.127: period 4, last exception
//!   n = 46577).
//! - [GP] A. Gangolli, T. Plambeck, *A note on periodicity in some octal games*, Int. J. Game
//!   Theory 18 (1989) 311–320 (0.16, 0.56, 0.127).
//! - [AF] A. Flammenkamp, *Sprague-Grundy values of octal games* and *of Grundy's game* (web
//!   tables): the sparse (rare) values of Grundy's game, mask ...11110.
//! - [TC] T. Czajka, *octal-games* (tables "SolvedGames" and "UnsolvedGames"): pre-periods,
//!   periods, largest values and where they first occur, rare masks, rare counts (n = 0
//!   included) and last rare heaps, for 0.45, 0.156, 0.356, 0.644, 0.165, 0.16, 0.56, 0.127,
//!   0.6 and Grundy's game at 2^21 heaps.
//!
//! The long runs (Grundy's game and 0.6 to 2^21) are `#[ignore]`d: run them in release mode with
//! `cargo test --release -p sg-core --test published -- --ignored`.

use sg_core::octal;
use sg_core::period::{Certificate, find_certified};
use sg_core::rare::{RareStats, is_rare};
use sg_core::take_break::TakeBreak;

fn game(code: &str) -> TakeBreak {
    octal::parse(code).unwrap_or_else(|e| panic!("{code}: {e}"))
}

/// The certificate found on `G(0..len)`.
fn certified(code: &str, len: usize) -> Certificate {
    let rules = game(code);
    let criterion = rules.criterion().unwrap_or_else(|| panic!("{code}: no criterion"));
    find_certified(&rules.grundy(len), criterion).unwrap_or_else(|| panic!("{code}: nothing certified in {len} values"))
}

fn preperiod_and_period(code: &str, len: usize) -> (usize, usize) {
    let cert = certified(code, len);
    (cert.preperiod(), cert.period())
}

#[test]
fn kayles() {
    let g = game("0.77").grundy(100);
    assert_eq!(g[..12], [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6]); // [WW]
    assert_eq!(preperiod_and_period("0.77", 1024), (71, 12)); // [OEIS] A002186, [WW]
}

#[test]
fn dawsons_kayles_and_dawsons_chess() {
    // [OEIS] A002187: Dawson's chess (0.137) has period 34 after its last exception at 51;
    // Dawson's Kayles (0.07) is the same sequence one heap later.
    assert_eq!(preperiod_and_period("0.137", 1024), (52, 34));
    assert_eq!(preperiod_and_period("0.07", 1024), (53, 34));
    let chess = game("0.137").grundy(500);
    let kayles = game("0.07").grundy(501);
    assert_eq!(kayles[1..], chess[..]);
    assert_eq!(chess[..10], [0, 1, 1, 2, 0, 3, 1, 1, 0, 3]);
}

#[test]
fn solved_games_of_the_tables() {
    // [TC], [WW]: (code, pre-period, period).
    for (code, p, q) in
        [("0.45", 498, 20), ("0.156", 3479, 349), ("0.356", 7315, 142), ("0.644", 3256, 442), ("0.165", 5181, 1550)]
    {
        let len = 2 * (p + q) + 4;
        assert_eq!(preperiod_and_period(code, len), (p, q), "{code}");
    }
}

#[test]
fn octal_0_127_has_period_4_after_a_long_preperiod() {
    // [OEIS] A071464, [GP]: period 4, last exception n = 46577; [TC]: largest value 56 at 24734.
    let cert = certified("0.127", 2 * (46578 + 4) + 3 + 1);
    assert_eq!((cert.preperiod(), cert.period()), (46578, 4));
    assert_eq!(cert.reach(), 2 * (46578 + 4) + 3);
    let stats = RareStats::of(&game("0.127").grundy(100_000)).expect("a table");
    assert_eq!((stats.max_value, stats.first_at), (56, 24734));
}

#[test]
fn octal_0_16() {
    // [OEIS] A071430, [GP]: period 149459, last exception n = 105350.
    let len = 2 * (105_351 + 149_459) + 2 + 1;
    let values = game("0.16").grundy(len);
    let criterion = game("0.16").criterion().expect("octal");
    let cert = find_certified(&values, criterion).expect("certified");
    assert_eq!((cert.preperiod(), cert.period()), (105_351, 149_459));
    // [TC]: largest value 23 first at 229790; mask 0x1e; 53 rare heaps, the last at 13935.
    let stats = RareStats::of(&values).expect("a table");
    assert_eq!(
        stats,
        RareStats { mask: 0x1e, max_value: 23, first_at: 229_790, rare_count: 53, last_rare: Some(13_935) }
    );
}

#[test]
fn octal_0_56() {
    // [GP], [TC]: pre-period 326640, period 144; largest value 64 at 22778; mask 0x5b; 46 rare
    // heaps, the last at 1795.
    let len = 2 * (326_640 + 144) + 2 + 1;
    let values = game("0.56").grundy(len);
    let cert = find_certified(&values, game("0.56").criterion().expect("octal")).expect("certified");
    assert_eq!((cert.preperiod(), cert.period()), (326_640, 144));
    let stats = RareStats::of(&values).expect("a table");
    assert_eq!(stats, RareStats { mask: 0x5b, max_value: 64, first_at: 22_778, rare_count: 46, last_rare: Some(1795) });
}

#[test]
fn grundys_game_first_values_and_sparse_values() {
    // [OEIS] A002188, n = 0..=104.
    let first = [
        0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0, 4, 3, 0, 4, 3, 0, 4, 1, 2, 3, 1, 2, 4, 1, 2, 4,
        1, 2, 4, 1, 5, 4, 1, 5, 4, 1, 5, 4, 1, 0, 2, 1, 0, 2, 1, 5, 2, 1, 3, 2, 1, 3, 2, 4, 3, 2, 4, 3, 2, 4, 3, 2, 4,
        3, 2, 4, 3, 2, 4, 5, 2, 4, 5, 2, 4, 3, 7, 4, 3, 7, 4, 3, 7, 4, 3, 5, 2, 3, 5, 2, 3, 5, 2, 3,
    ];
    let g = TakeBreak::grundys_game().grundy(20_000);
    assert_eq!(g[..first.len()], first);
    // [AF]: the sparse values up to n = 231, (n, G(n)), with the mask ...11110.
    let sparse = [
        (0, 0),
        (1, 0),
        (2, 0),
        (3, 1),
        (4, 0),
        (6, 1),
        (7, 0),
        (9, 1),
        (10, 0),
        (12, 1),
        (15, 1),
        (20, 0),
        (23, 0),
        (26, 0),
        (28, 1),
        (31, 1),
        (34, 1),
        (37, 1),
        (40, 1),
        (43, 1),
        (46, 1),
        (49, 1),
        (50, 0),
        (52, 1),
        (53, 0),
        (55, 1),
        (58, 1),
        (61, 1),
        (87, 7),
        (90, 7),
        (93, 7),
        (146, 6),
        (149, 6),
        (152, 6),
        (158, 11),
        (161, 11),
        (164, 11),
        (167, 11),
        (176, 7),
        (179, 7),
        (181, 12),
        (182, 7),
        (185, 7),
        (188, 7),
        (190, 12),
        (193, 12),
        (196, 10),
        (231, 10),
    ];
    let found: Vec<(usize, u32)> =
        g[..=231].iter().enumerate().filter(|&(_, &v)| is_rare(v, 0xfe)).map(|(n, &v)| (n, v)).collect();
    assert_eq!(found, sparse);
}

#[test]
#[ignore = "Grundy's game to 2^21 heaps: seconds in release mode, minutes in the test profile"]
fn grundys_game_to_two_to_the_21() {
    // [TC]: 2^21 heaps: largest value 231, first at 763622; mask 0xfe; 1274 rare heaps, the
    // last at 82860. [AF] lists the same mask.
    let g = TakeBreak::grundys_game().grundy(1 << 21);
    let stats = RareStats::of(&g).expect("a table");
    assert_eq!(
        stats,
        RareStats { mask: 0xfe, max_value: 231, first_at: 763_622, rare_count: 1274, last_rare: Some(82_860) }
    );
}

#[test]
#[ignore = "0.6 to 2^21 heaps: seconds in release mode"]
fn octal_0_6_to_two_to_the_21() {
    // [TC]: largest value 319, first at 1274955; mask 0x1ee; 1584 rare heaps, the last at 20627.
    let stats = RareStats::of(&game("0.6").grundy(1 << 21)).expect("a table");
    assert_eq!(
        stats,
        RareStats { mask: 0x1ee, max_value: 319, first_at: 1_274_955, rare_count: 1584, last_rare: Some(20_627) }
    );
}
