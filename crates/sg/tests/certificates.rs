//! Attempts to break the explorer's certificates: a period that fails anywhere in the stretch
//! the theorem needs must be refused, however late the failure, and a table that stops short
//! of that stretch must be refused too.
//!
//! Kayles (0.77) has pre-period 71 and period 12 (OEIS A002186): the Guy–Smith check compares
//! G(n + 12) with G(n) for 71 <= n <= 2·71 + 2·12 + 2 − 12 = 156.

use sg_core::octal;
use sg_core::period::{Criterion, Refusal, certify, find_certified};
use sg_core::subtraction::subtraction_grundy;

fn kayles(len: usize) -> Vec<u32> {
    octal::parse("0.77").expect("Kayles").grundy(len)
}

const GUY_SMITH_KAYLES: Criterion = Criterion::GuySmith { max_take: 2 };

#[test]
fn the_true_certificate_of_kayles() {
    let cert = certify(&kayles(169), 71, 12, GUY_SMITH_KAYLES).expect("Kayles has period 12 from 71");
    assert_eq!(cert.reach(), 168);
    // One value short of the theorem's index: refused, though every comparison made holds.
    assert_eq!(certify(&kayles(168), 71, 12, GUY_SMITH_KAYLES), Err(Refusal::TooShort { reach: Some(168), len: 168 }));
    assert_eq!(find_certified(&kayles(168), GUY_SMITH_KAYLES), None);
}

#[test]
fn a_planted_exception_anywhere_in_the_window_is_refused() {
    let true_table = kayles(400);
    for planted in 71..=168 {
        let mut table = true_table.clone();
        table[planted] += 1;
        let refusal = certify(&table, 71, 12, GUY_SMITH_KAYLES).expect_err("a planted exception must be refused");
        // The first failing n is the planted heap or the one a period before it.
        let expected = if planted >= 83 { planted - 12 } else { planted };
        assert_eq!(refusal, Refusal::Exception { n: expected }, "planted at {planted}");
        // The search over the planted table cannot claim period 12 from 71 either.
        if let Some(cert) = find_certified(&table, GUY_SMITH_KAYLES) {
            assert!(cert.preperiod() > planted || cert.period() != 12, "planted at {planted}");
        }
    }
}

#[test]
fn a_wrong_claim_is_refused() {
    let table = kayles(400);
    // The pre-period is 71: 70 is the last exception.
    assert_eq!(certify(&table, 70, 12, GUY_SMITH_KAYLES), Err(Refusal::Exception { n: 70 }));
    // 6 is not a period, nor is 24 from 60.
    assert!(matches!(certify(&table, 71, 6, GUY_SMITH_KAYLES), Err(Refusal::Exception { .. })));
    assert!(matches!(certify(&table, 60, 24, GUY_SMITH_KAYLES), Err(Refusal::Exception { .. })));
    assert_eq!(certify(&table, 71, 0, GUY_SMITH_KAYLES), Err(Refusal::ZeroPeriod));
}

#[test]
fn planted_exceptions_in_subtraction_games_are_refused() {
    // Take 1, 3 or 4: period 7 from 0. The window criterion compares G(0..=3) with
    // G(7..=10); G(4..=6) are what the rule makes of the values before them.
    let window = Criterion::Window { max_move: 4 };
    let true_table = subtraction_grundy(&[1, 3, 4], 40);
    assert!(certify(&true_table, 0, 7, window).is_ok());
    for planted in (0..=3).chain(7..=10) {
        let mut table = true_table.clone();
        table[planted] = 9;
        assert!(certify(&table, 0, 7, window).is_err(), "planted at {planted}");
    }
    // Past the window the check has nothing to say: the theorem, not the table, covers it.
    let mut table = true_table.clone();
    table[30] = 9;
    assert!(certify(&table, 0, 7, window).is_ok());
}
