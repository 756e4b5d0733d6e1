//! The `sg` command line: table layout, JSON shapes, periods of published games, rare values,
//! help, and refusals (one line on stderr, exit code 2).
//!
//! Expected values come from hand derivations written next to them, or from published tables:
//! Kayles (0.77) has period 12 from n = 71 (OEIS A002186); Dawson's chess (0.137) period 34
//! after its last exception at 51 (OEIS A002187), and Dawson's Kayles (0.07) is the same
//! sequence one heap later; Grundy's game begins 0 0 0 1 0 2 1 0 2 1 0 2 1 3 2 1 3 2 4 3 0
//! (OEIS A002188). Wythoff's game's values are checked against an exhaustive search of its
//! positions (`sg_core::search`).

use serde_json::Value;
use sg_core::search::Search;
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

#[test]
fn wythoff_values_are_a_table_of_pairs() {
    // By hand from the definition (mex over the options on the row, the column and the
    // diagonal): (1, 1) = mex{1, 1, 0} = 2, (1, 2) = mex{2, 1, 2, 1} = 0, (2, 2) = 1,
    // (1, 3) = mex{3, 1, 2, 0, 2} = 4, (2, 3) = 5, (3, 3) = mex{3, 4, 5, 3, 4, 5, 1, 2, 0} = 6.
    let expected = "\
G(a, b) of wythoff for a, b = 0..=3 (row a, column b)
  | 0 1 2 3
0 | 0 1 2 3
1 | 1 2 0 4
2 | 2 0 1 5
3 | 3 4 5 6
";
    sg().args(["values", "wythoff", "--upto", "3"]).run().success().stdout_is(expected);
    // Two-digit cells and labels align as sg values of a heap game does; row 0 is one Nim
    // heap (the other is empty), G(0, b) = b.
    sg().args(["values", "wythoff", "--upto", "10"])
        .run()
        .success()
        .stdout_has("   |  0  1  2  3  4  5  6  7  8  9 10\n")
        .stdout_has("\n 0 |  0  1  2  3  4  5  6  7  8  9 10\n");
}

#[test]
fn wythoff_values_as_json_agree_with_exhaustive_play() {
    let map = json(&["values", "wythoff", "--upto", "9", "--json"], &VALUES_KEYS);
    assert_eq!(map["game"], "wythoff");
    let moves = |&(a, b): &(u32, u32), out: &mut Vec<(u32, u32)>| {
        out.extend((1..=a).map(|i| (a - i, b)));
        out.extend((1..=b).map(|i| (a, b - i)));
        out.extend((1..=a.min(b)).map(|i| (a - i, b - i)));
    };
    let mut search = Search::new(moves);
    let expected: Vec<Vec<u32>> =
        (0..=9).map(|a| (0..=9).map(|b| search.grundy(&(a, b)).expect("a finite game")).collect()).collect();
    assert_eq!(map["values"], serde_json::json!(expected));
}

#[test]
fn plot_writes_an_svg_file_or_stdout() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    for (game, upto) in [("octal:0.07", "200"), ("wythoff", "64")] {
        let path = dir.path().join("picture.svg");
        let path = path.to_str().expect("a UTF-8 path");
        sg().args(["plot", game, "--upto", upto, "--out", path]).run().success().stdout_is("");
        let written = std::fs::read_to_string(path).expect("the picture was written");
        assert!(written.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""), "{game}");
        assert!(written.ends_with("</svg>\n"), "{game}");
        // The same picture on stdout, byte for byte, and again the next time.
        sg().args(["plot", game, "--upto", upto, "--out", "-"]).run().success().stdout_is(&written);
        sg().args(["plot", game, "--upto", upto, "--out", path]).run().success();
        assert_eq!(std::fs::read_to_string(path).expect("written again"), written, "{game}");
    }
}

#[test]
fn plot_and_the_table_commands_refuse_what_does_not_apply() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let out = dir.path().join("never.svg");
    let out = out.to_str().expect("a UTF-8 path");
    refused(&["period", "wythoff"], "sg period is about games of one heap");
    refused(&["period", "wythoff", "--json"], "Wythoff's game, played on two heaps together");
    refused(&["rare", "wythoff", "--upto", "5"], "sg rare is about games of one heap");
    refused(&["values", "wythoff", "--upto", "2049"], "--upto 2049 is too large for wythoff");
    refused(&["values", "wythoff", "--upto", "99999999999999999999"], "--upto");
    refused(&["values", "wythoff", "--upto", "3", "--width", "4"], "--width does not apply to wythoff");
    refused(&["plot", "wythoff", "--upto", "5000", "--out", out], "its table of pairs stops at heaps of 2048");
    refused(&["plot", "octal:0.9", "--upto", "5", "--out", out], "not an octal digit");
    refused(&["plot", "grundy", "--upto", "100000000000", "--out", out], "--upto 100000000000 is too large");
    refused(&["plot", "grundy", "--upto", "5"], "--out");
    refused(&["plot", "grundy", "--out", out], "--upto");
    assert!(!dir.path().join("never.svg").exists(), "a refused plot writes nothing");
    let missing = dir.path().join("no-such-directory").join("a.svg");
    refused(&["plot", "grundy", "--upto", "5", "--out", missing.to_str().expect("a UTF-8 path")], "cannot write");
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
        vec!["plot", "--help"],
    ] {
        sg().args(&args)
            .run()
            .success()
            .stdout_has("octal:CODE")
            .stdout_has("d0.d1d2d3")
            .stdout_has("octal:0.77 is Kayles")
            .stdout_has("subtraction:1,3,4")
            .stdout_has("Grundy's game: split a heap")
            .stdout_has("sg values octal:0.77 --upto 30")
            .stdout_has("wythoff         Wythoff's game, on two heaps together")
            .stdout_has("sg plot wythoff --upto 64 --out wythoff.svg");
    }
    sg().args(["plot", "--help"]).run().success().stdout_has("--out <FILE>").stdout_has("viridis");
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
    refused(&["rare", "grundy", "--upto", "400000000000"], "(--table FILE --on-disk keeps it on disk)");
    refused(&["rare", "grundy", "--upto", "5", "--on-disk"], "--table");
    refused(
        &["rare", "subtraction:1,2", "--upto", "5", "--on-disk", "--table", "t.sgt"],
        "only a take-and-break game's (octal:…, grundy) is kept on disk",
    );
    refused(&["values", "grundy", "--upto", "5", "--width", "0"], "--width");
    refused(&["values", "grundy"], "--upto");
    refused(&["period"], "<GAME>");
    refused(&["values", "grundy", "--upto", "5", "--bogus"], "--bogus");
    refused(&["frob"], "frob");
    refused(&[], "a subcommand is needed");
}

/// Officers (0.6) to 100,000 in chunks of 4,096 values: long enough to stop a run midway.
const OFFICERS_UPTO: &str = "99999";
const SMALL_CHUNK: &str = "4096";

/// The arguments of a run of Officers to [`OFFICERS_UPTO`] in small chunks kept in `path`.
fn officers_args(path: &std::path::Path) -> Vec<std::ffi::OsString> {
    let args = ["rare", "octal:0.6", "--upto", OFFICERS_UPTO, "--chunk", SMALL_CHUNK, "--table"];
    args.iter().map(Into::into).chain([path.as_os_str().to_owned()]).collect()
}

fn officers_table(path: &std::path::Path, more: &[&str]) -> testkit::command::Ran {
    sg().args(officers_args(path)).args(more).run()
}

#[test]
fn a_killed_run_resumed_gives_the_table_of_one_run() {
    let dir = tempfile::tempdir().unwrap();
    let whole = dir.path().join("whole.sgt");
    let one_run = officers_table(&whole, &[]);
    one_run.success();
    let whole_bytes = std::fs::read(&whole).unwrap();
    // In memory, and with the table itself in a scratch file mapped into memory.
    for (name, more) in [("stopped.sgt", &[][..]), ("stopped-on-disk.sgt", &["--on-disk"][..])] {
        // Killed once a few chunks are on disk; then a chunk cut short is put after them, as
        // a run killed while writing leaves one (9 bits, 4,096 values, 3 of its 4,608 bytes).
        let stopped = dir.path().join(name);
        let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_sg"))
            .args(officers_args(&stopped))
            .args(more)
            .stdout(std::process::Stdio::null())
            .spawn()
            .unwrap();
        let started = std::time::Instant::now();
        while std::fs::metadata(&stopped).map_or(0, |m| m.len()) < 3 * 4608 && started.elapsed().as_secs() < 60 {
            std::thread::sleep(std::time::Duration::from_millis(5));
        }
        child.kill().unwrap();
        child.wait().unwrap();
        let kept = std::fs::read(&stopped).unwrap();
        assert!(kept.len() < whole_bytes.len(), "{name}: stopped before its end ({} bytes)", kept.len());
        std::fs::write(&stopped, [&kept[..], &[9, 0, 16, 0, 0, 1, 2, 3]].concat()).unwrap();
        let resumed = officers_table(&stopped, &[more, &["--resume"]].concat());
        assert_eq!(resumed.success().stdout(), one_run.stdout(), "{name}: the same statistics");
        assert!(std::fs::read(&stopped).unwrap() == whole_bytes, "{name}: not the one run's file, byte for byte");
    }
    // The scratch files went with their runs, the killed one's too.
    let mut left: Vec<String> =
        std::fs::read_dir(dir.path()).unwrap().map(|e| e.unwrap().file_name().to_string_lossy().into_owned()).collect();
    left.sort();
    assert_eq!(left, ["stopped-on-disk.sgt", "stopped.sgt", "whole.sgt"]);
    // The values are the definition's (the first 20,000, where it is quick), 9 bits each.
    let (game, values) = sg::table::read(&whole).unwrap();
    assert_eq!((game.as_str(), values.len()), ("octal:0.6", 100_000));
    let rules = sg_core::take_break::TakeBreak::new(&[0, 6], false).unwrap();
    assert_eq!(values[..20_000], rules.grundy_by_definition(20_000));
    assert!(
        whole_bytes.len() <= 100_000 * 9 / 8 + 25 * 5 + 32,
        "{} bytes for 100,000 values of 9 bits",
        whole_bytes.len()
    );
}

#[test]
fn any_number_of_threads_gives_the_table_of_one() {
    let dir = tempfile::tempdir().unwrap();
    let run = |threads: &str| {
        let path = dir.path().join(format!("{threads}.sgt"));
        let mut command = sg();
        command.args(["rare", "octal:0.6", "--upto", OFFICERS_UPTO, "--threads", threads, "--table"]).arg(&path);
        (command.run().success().stdout().to_owned(), std::fs::read(&path).unwrap())
    };
    let one = run("1");
    for threads in ["2", "3"] {
        assert!(run(threads) == one, "{threads} threads: another table than one thread's");
    }
    refused(&["rare", "grundy", "--upto", "5", "--threads", "0"], "--threads");
}

#[test]
fn a_table_file_is_never_overwritten_and_resumes_only_its_game() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("kayles.sgt");
    sg().args(["rare", "octal:0.77", "--upto", "999", "--table"]).arg(&path).run().success();
    let kept = std::fs::read(&path).unwrap();
    sg().args(["rare", "octal:0.77", "--upto", "999", "--table"])
        .arg(&path)
        .run()
        .code(2)
        .stderr_has("already exists: --resume continues it");
    sg().args(["rare", "octal:0.07", "--upto", "999", "--resume", "--table"])
        .arg(&path)
        .run()
        .code(2)
        .stderr_has("is the table of octal:0.77, not of octal:0.07");
    assert_eq!(std::fs::read(&path).unwrap(), kept);
    // The same game however it is written; a longer run goes on from the file.
    let longer = sg().args(["rare", "octal:0.770", "--upto", "4999", "--json", "--resume", "--table"]).arg(&path).run();
    let (game, values) = sg::table::read(&path).unwrap();
    assert_eq!((game.as_str(), values.len()), ("octal:0.77", 5000));
    let rules = sg_core::take_break::TakeBreak::new(&[0, 7, 7], false).unwrap();
    assert_eq!(values, rules.grundy_by_definition(5000));
    longer.success().stdout_has("\"max_value\":");
    let not_a_table = dir.path().join("notes.txt");
    std::fs::write(&not_a_table, "a note\n").unwrap();
    sg().args(["rare", "octal:0.77", "--upto", "9", "--resume", "--table"])
        .arg(&not_a_table)
        .run()
        .code(2)
        .stderr_has("is not a table file of sg");
}

#[test]
fn progress_says_how_far_how_fast_and_how_long() {
    let ran = sg().args(["rare", "octal:0.16", "--upto", "99999", "--progress"]).run();
    let said = ran.success().stderr();
    assert!(said.ends_with("\x1b[K\n"), "{said:?}");
    let last = said.rsplit('\r').next().unwrap_or_default();
    assert!(last.starts_with("octal:0.16: 100000 of 100000 values (100.0%), "), "{last:?}");
    assert!(last.contains(" M values a second, done in "), "{last:?}");
    let quiet = sg().args(["rare", "octal:0.16", "--upto", "999"]).run();
    assert_eq!(quiet.success().stderr(), "", "no progress unless asked for or on a terminal");
}
