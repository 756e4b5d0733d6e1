//! The `sg` command line: table layout, JSON shapes, periods of published games, rare values,
//! help, and refusals (one line on stderr, exit code 2).
//!
//! Expected values come from hand derivations written next to them, or from published tables:
//! Kayles (0.77) has period 12 from n = 71 (OEIS A002186); Dawson's chess (0.137) period 34
//! after its last exception at 51 (OEIS A002187), and Dawson's Kayles (0.07) is the same
//! sequence one heap later; Grundy's game begins 0 0 0 1 0 2 1 0 2 1 0 2 1 3 2 1 3 2 4 3 0
//! (OEIS A002188).

use serde_json::Value;
use testkit::command::TestCommand;

fn sg() -> TestCommand {
    TestCommand::new(env!("CARGO_BIN_EXE_sg"))
}

/// Runs `sg` with `args`, expects success and one JSON object on one line whose keys are
/// `keys`, in that order; returns the object.
fn json(args: &[&str], keys: &[&str]) -> serde_json::Map<String, Value> {
    let ran = sg().args(args).run();
    let text = ran.success().stdout();
    assert_eq!(text.lines().count(), 1, "{args:?}: one line of JSON: {text}");
    let Value::Object(map) = serde_json::from_str(text).expect("JSON") else {
        panic!("{args:?}: not an object: {text}")
    };
    let mut sorted = keys.to_vec();
    sorted.sort_unstable();
    assert_eq!(map.keys().map(String::as_str).collect::<Vec<_>>(), sorted, "{args:?}: the keys");
    let at: Vec<usize> = keys.iter().map(|key| text.find(&format!("\"{key}\":")).expect("the key is there")).collect();
    assert!(at.windows(2).all(|pair| pair[0] < pair[1]), "{args:?}: the keys in the order {keys:?}: {text}");
    map
}

const VALUES_KEYS: [&str; 2] = ["game", "values"];
const PERIOD_KEYS: [&str; 5] = ["game", "preperiod", "period", "certified", "checked_upto"];
const NO_PERIOD_KEYS: [&str; 3] = ["game", "period", "checked_upto"];
const RARE_KEYS: [&str; 5] = ["game", "max_value", "first_at", "rare_count", "last_rare"];

#[test]
fn values_table_rows_and_columns() {
    // Take 1 or 2: G(n) = n mod 3.
    let expected = "\
G(n) of subtraction:1,2 for n = 0..=12 (row + column = n)
   | 0 1 2 3 4
 0 | 0 1 2 0 1
 5 | 2 0 1 2 0
10 | 1 2 0
";
    sg().args(["values", "subtraction:1,2", "--upto", "12", "--width", "5"]).run().success().stdout_is(expected);
}

#[test]
fn values_table_aligns_wide_cells() {
    // Kayles, G(0..=11) = 0 1 2 3 1 4 3 2 1 4 2 6 (Winning Ways); the column labels up to 11
    // take two digits, so every cell does.
    let expected = "\
G(n) of octal:0.77 for n = 0..=11 (row + column = n)
  |  0  1  2  3  4  5  6  7  8  9 10 11
0 |  0  1  2  3  1  4  3  2  1  4  2  6
";
    sg().args(["values", "octal:0.77", "--upto", "11", "--width", "12"]).run().success().stdout_is(expected);
    // The default width is 10.
    sg().args(["values", "octal:0.77", "--upto", "11"])
        .run()
        .success()
        .stdout_has(" 0 | 0 1 2 3 1 4 3 2 1 4\n10 | 2 6\n");
}

#[test]
fn values_json_echoes_the_game_as_given() {
    // Take 2 or 1, written out of order: still n mod 3.
    let map = json(&["values", "subtraction:2,1", "--upto", "7", "--json"], &VALUES_KEYS);
    assert_eq!(map["game"], "subtraction:2,1");
    assert_eq!(map["values"], serde_json::json!([0, 1, 2, 0, 1, 2, 0, 1]));
}

#[test]
fn grundys_game_values_are_the_published_ones_with_and_without_the_rare_common_method() {
    let first = [0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0];
    for extra in [None, Some("--plain")] {
        let mut args = vec!["values", "grundy", "--upto", "20", "--json"];
        args.extend(extra);
        assert_eq!(json(&args, &VALUES_KEYS)["values"], serde_json::json!(first), "{extra:?}");
    }
    let fast = sg().args(["values", "grundy", "--upto", "3000"]).run();
    let plain = sg().args(["values", "grundy", "--upto", "3000", "--plain"]).run();
    assert_eq!(fast.success().stdout(), plain.success().stdout());
}

fn certified(game: &str) -> (u64, u64, u64) {
    let map = json(&["period", game, "--json"], &PERIOD_KEYS);
    assert_eq!(map["game"], game);
    assert_eq!(map["certified"], true, "{game}");
    let number = |key: &str| map[key].as_u64().unwrap_or_else(|| panic!("{game}: {key} is not a number"));
    (number("preperiod"), number("period"), number("checked_upto"))
}

#[test]
fn periods_of_published_games() {
    // (game, pre-period, period, the last index the certificate needs).
    let cases = [
        ("octal:0.77", 71, 12, 2 * 71 + 2 * 12 + 2),
        ("octal:0.137", 52, 34, 2 * 52 + 2 * 34 + 3),
        ("octal:0.07", 53, 34, 2 * 53 + 2 * 34 + 2),
        // Take 1, 3 or 4: 0 1 0 1 2 3 2, then again from 7 (each value the least not among
        // those 1, 3 and 4 before it); the window of 4 values needs G up to 0 + 7 + 4 - 1.
        ("subtraction:1,3,4", 0, 7, 10),
        // Take 1 or 2: n mod 3.
        ("subtraction:2,1", 0, 3, 4),
    ];
    for (game, p, q, reach) in cases {
        let (preperiod, period, checked_upto) = certified(game);
        assert_eq!((preperiod, period), (p, q), "{game}");
        assert!(checked_upto >= reach, "{game}: checked up to {checked_upto}, the certificate needs {reach}");
    }
}

#[test]
fn period_text_names_the_exception_the_pattern_and_the_certificate() {
    sg().args(["period", "octal:0.77"])
        .run()
        .success()
        .stdout_starts_with("octal:0.77: pre-period 71, period 12, certified\n")
        .stdout_has("last exception: G(70) = ")
        .stdout_has("period G(71..=82):")
        .stdout_has("checked for 71 <= n <= 156 (up to G(168), 168 = 2·71 + 2·12 + 2)")
        .stdout_has("Guy–Smith");
    // Take 1, 3 or 4: no exception, the pattern is 0 1 0 1 2 3 2.
    sg().args(["period", "subtraction:1,3,4"])
        .run()
        .success()
        .stdout_has("pre-period 0, period 7, certified")
        .stdout_has("period G(0..=6): 0 1 0 1 2 3 2\n")
        .stdout_lacks("last exception");
}

#[test]
fn no_period_within_the_bound() {
    // Take 1, 3 or 4 has period 7 from 0, but certifying it needs G up to 10.
    let map = json(&["period", "subtraction:1,3,4", "--upto", "9", "--json"], &NO_PERIOD_KEYS);
    assert_eq!(map["period"], Value::Null);
    assert_eq!(map["checked_upto"], 9);
    assert_eq!(json(&["period", "subtraction:1,3,4", "--upto", "10", "--json"], &PERIOD_KEYS)["period"], 7);
    // 0.6 is unsolved: no period is known up to 2^21 heaps (Flammenkamp; Czajka).
    sg().args(["period", "octal:0.6", "--upto", "3000"]).run().success().stdout_is("octal:0.6: no period up to 3000\n");
    // Grundy's game has no theorem to certify with, and no period shows.
    sg().args(["period", "grundy", "--upto", "5000"])
        .run()
        .success()
        .stdout_starts_with("grundy: no period up to 5000\n")
        .stdout_has("no theorem");
}

#[test]
fn rare_values_of_grundys_game() {
    // G(0..=20) of Grundy's game (OEIS A002188) has the values 0 (7 heaps), 1 (5), 2 (5),
    // 3 (3) and 4 (1). With mask 7, the rare values (an even number of bits under the mask)
    // are 0 and 3: 10 heaps, the last at 20. No mask does better: mask 3 gives 0, 3 and 4
    // (11 heaps), masks 5 and 6 give 12, masks 1 and 2 give 13, the others more.
    let map = json(&["rare", "grundy", "--upto", "20", "--json"], &RARE_KEYS);
    assert_eq!(map["game"], "grundy");
    assert_eq!((map["max_value"].as_u64(), map["first_at"].as_u64()), (Some(4), Some(18)));
    assert_eq!((map["rare_count"].as_u64(), map["last_rare"].as_u64()), (Some(10), Some(20)));
    sg().args(["rare", "grundy", "--upto", "20"])
        .run()
        .success()
        .stdout_has("mask: 0x7 (0b111)")
        .stdout_has("largest value: 4, first at n = 18")
        .stdout_has("rare values: 10 (n = 0 included), the last at n = 20");
}

#[test]
fn help_explains_the_notation_with_examples() {
    for args in [
        vec!["--help"],
        vec!["values", "--help"],
        vec!["period", "--help"],
        vec!["rare", "--help"],
        vec!["help", "rare"],
    ] {
        sg().args(&args)
            .run()
            .success()
            .stdout_has("octal:CODE")
            .stdout_has("d0.d1d2d3")
            .stdout_has("octal:0.77 is Kayles")
            .stdout_has("subtraction:1,3,4")
            .stdout_has("Grundy's game: split a heap")
            .stdout_has("sg values octal:0.77 --upto 30");
    }
    sg().args(["period", "--help"]).run().success().stdout_has("2P + 2Q + t");
}

/// Bad input: nothing on stdout, one line on stderr starting with "error: ", exit code 2.
fn refused(args: &[&str], about: &str) {
    let ran = sg().args(args).run();
    let stderr = ran.code(2).stdout_is("").stderr();
    assert_eq!(stderr.lines().count(), 1, "{args:?}: {stderr}");
    assert!(stderr.starts_with("error: ") && stderr.ends_with('\n'), "{args:?}: {stderr}");
    assert!(stderr.contains(about), "{args:?}: {stderr:?} does not mention {about:?}");
}

#[test]
fn bad_input_is_one_line_and_exit_code_2() {
    refused(&["values", "nim:1", "--upto", "5"], "unknown game \"nim:1\"");
    refused(&["values", "Grundy", "--upto", "5"], "unknown game");
    refused(&["values", "octal:0.8", "--upto", "5"], "'8' at position 2 of the octal code is not an octal digit");
    refused(&["values", "octal:0.7x", "--upto", "5"], "'x' at position 3");
    refused(&["values", "octal:1.7", "--upto", "5"], "must be 0 or 4");
    refused(&["values", "octal:077", "--upto", "5"], "one digit (0 or 4), a point, then digits");
    refused(&["values", "octal:", "--upto", "5"], "empty");
    refused(&["period", "subtraction:", "--json"], "the list of moves is empty");
    refused(&["period", "subtraction:1,,2"], "\"\" is not a move");
    refused(&["rare", "subtraction:0,1", "--upto", "5"], "at least 1 token");
    refused(&["values", "grundy", "--upto", "99999999999999999999"], "--upto");
    refused(&["values", "grundy", "--upto", "-1"], "'-1'");
    refused(&["values", "grundy", "--upto", "100000000000"], "--upto 100000000000 is too large");
    refused(&["rare", "grundy", "--upto", "4000000000"], "is too large");
    refused(&["values", "grundy", "--upto", "5", "--width", "0"], "--width");
    refused(&["values", "grundy"], "--upto");
    refused(&["period"], "<GAME>");
    refused(&["values", "grundy", "--upto", "5", "--bogus"], "--bogus");
    refused(&["frob"], "frob");
    refused(&[], "a subcommand is needed");
}
