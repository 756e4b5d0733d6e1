//! The input error messages users see, pinned as a snapshot written by hand from the message
//! format (`line L, token K: expected …, found …`), not from this code's output.

use judge_io::Reader;

#[test]
fn input_error_messages() {
    // (what, input, integers read before the failing step, whether that step is `finish`)
    let cases: [(&str, &[u8], usize, bool); 9] = [
        ("empty input", b"", 0, false),
        ("letters", b"abc\n", 0, false),
        ("out of range", b"5000\n", 0, false),
        ("negative", b"-3\n", 0, false),
        ("huge number", b"123456789012345678901234567890\n", 0, false),
        ("third line", b"1\n2\n  x\n", 2, false),
        ("invalid UTF-8", b"\xff\xfe\n", 0, false),
        ("truncated, blank lines after", b"7 8\n\n\n", 2, false),
        ("trailing token", b"1 2\n", 1, true),
    ];
    let mut lines = Vec::new();
    for (what, input, reads, finish) in cases {
        let mut r = Reader::new(input.to_vec());
        for _ in 0..reads {
            r.int_in(1..=1000u32).expect("valid before the failing step");
        }
        let error = if finish { r.finish() } else { r.int_in(1..=1000u32).map(drop) };
        lines.push(format!("{what}: error: {}", error.expect_err("the step fails")));
    }
    insta::assert_snapshot!("input_error_messages", lines.join("\n"));
}
