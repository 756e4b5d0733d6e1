//! What a judged program gets: a verdict for each way of misbehaving, the report's words and
//! excerpts, and the errors that name a broken problem or case.

use crate::support::*;

/// This module's trials, in the order they start.
pub fn trials() -> Vec<Trial> {
    // The CPU hog's test runs by itself: the tests beside it, storms and hogs of their own,
    // starved its program (3 s of wall-clock time for 0.1 s of CPU on two cores) or, under
    // that load, charged it more than the 10% margin it is given.
    let alone = testkit::trials![cpu_time_decides_not_load].into_iter().map(Trial::alone);
    let together = testkit::trials![
        each_misbehaviour_gets_its_verdict,
        exact_mode_says_when_tokens_would_pass,
        long_outputs_show_head_and_tail,
        broken_problem_directories_are_named_by_path,
        bad_input_must_be_refused_cleanly,
        generated_inputs_are_pinned_by_name,
        memory_limit_is_enforced_and_peak_measured,
        a_process_killed_for_memory_makes_the_run_mle,
        case_files_must_be_regular_files,
        reports_show_control_bytes_escaped,
        excerpts_cost_little_whatever_the_output,
    ];
    together.into_iter().chain(alone).collect()
}

pub fn each_misbehaviour_gets_its_verdict() -> Result<(), Failed> {
    let scratch = Scratch::new("verdicts");
    let problem = sum_problem(&scratch, "tokens");
    let programs = [
        ("ac", "read a b; echo $((a + b))", Verdict::Ac),
        ("wa", "echo 4", Verdict::Wa),
        ("exit3", "echo 3; echo boom >&2; exit 3", Verdict::Re),
        ("segv", "kill -SEGV $$", Verdict::Re),
        ("hang", "sleep 5", Verdict::Tle),
        ("flood", "yes 3", Verdict::Ole),
    ];
    let mut reports = Vec::new();
    for (name, body, verdict) in programs {
        let report = judge_with(&problem, &scratch.script(name, body), LIMITS);
        expect(&report, verdict, name)?;
        reports.push(report);
    }
    let hang = &reports[4].cases[0];
    if hang.wall > Duration::from_secs(2) {
        return Err(format!("a hang is stopped at the wall-clock limit, not waited for: {:?}", hang.wall).into());
    }
    insta::assert_snapshot!("report_every_verdict", scratch.rendered(&reports));
    Ok(())
}

pub fn exact_mode_says_when_tokens_would_pass() -> Result<(), Failed> {
    let scratch = Scratch::new("exact");
    let problem = sum_problem(&scratch, "exact");
    let trailing_space = judge_with(&problem, &scratch.script("spaced", "echo '3 '"), LIMITS);
    let crlf = judge_with(&problem, &scratch.script("crlf", "printf '3\\r\\n'"), LIMITS);
    expect(&crlf, Verdict::Ac, "CRLF is not a difference")?;
    insta::assert_snapshot!("report_exact_whitespace", scratch.rendered(&[trailing_space, crlf]));
    Ok(())
}

pub fn long_outputs_show_head_and_tail() -> Result<(), Failed> {
    let scratch = Scratch::new("long");
    scratch.write("problems/count/problem.toml", &format!("{PROBLEM_TOML}lines_per_test = 1\n"));
    scratch.write("problems/count/cases/01-count.in", "20\n");
    let expected: String = (1..=20).map(|i| format!("{i}\n")).collect();
    scratch.write("problems/count/cases/01-count.out", &expected);
    let problem = discover::load(&scratch.0.join("problems/count")).unwrap();
    let report = judge_with(&problem, &scratch.script("off-by-one", "seq 1 19; echo 21"), LIMITS);
    insta::assert_snapshot!("report_long_output", scratch.redact(&report::problem_details(&report, Figures::Redacted)));
    Ok(())
}

pub fn broken_problem_directories_are_named_by_path() -> Result<(), Failed> {
    let scratch = Scratch::new("broken");
    scratch.write("problems/Bad_Slug/Cargo.toml", "[package]\nname = \"other\"\n");
    scratch.write("problems/Bad_Slug/problem.toml", "title = \"x\"\ntime_limit = 5\n");
    scratch.write("problems/Bad_Slug/README.md", "# x\n\n## Input\n");
    scratch.write("problems/Bad_Slug/cases/00-sample-1.in", "1\n");
    scratch.write("problems/Bad_Slug/cases/10-Edge.in", "1\n");
    scratch.write("problems/Bad_Slug/cases/10-edge.out", "1\n");
    scratch.write("problems/Bad_Slug/cases/notes.txt", "x\n");
    scratch.write("problems/Bad_Slug/cases/20-crlf.in", "1\r\n");
    scratch.write("problems/Bad_Slug/cases/20-crlf.out", "1");
    let errors = discover::check_structure(&scratch.0.join("problems/Bad_Slug"));
    let mut sorted = errors.iter().map(|e| scratch.redact(&e.to_string())).collect::<Vec<_>>();
    sorted.sort();
    insta::assert_snapshot!("structure_errors", sorted.join("\n"));
    Ok(())
}

/// A generated input is made, checked against its pin and judged; a generator that changed,
/// lost a case or has one no pin names is an error naming the case.
pub fn generated_inputs_are_pinned_by_name() -> Result<(), Failed> {
    use testkit::generated::{make, sha256_hex};
    let scratch = Scratch::new("generated");
    scratch.write("problems/gen/problem.toml", PROBLEM_TOML);
    scratch.write("problems/gen/cases/00-sample-1.in", "1 2\n");
    scratch.write("problems/gen/cases/00-sample-1.out", "3\n");
    scratch.write("problems/gen/cases/30-max-1.out", "1000000\n");
    let pin = sha256_hex(b"999999 1\n");
    scratch.write("problems/gen/cases/generated.toml", &format!("[30-max-1]\nsha256 = \"{pin}\"\n"));
    let problem = discover::load(&scratch.0.join("problems/gen")).unwrap();
    let generated = &problem.cases[1];
    assert_eq!((generated.name.as_str(), generated.pin.as_deref()), ("30-max-1", Some(pin.as_str())));
    assert!(!generated.input.starts_with(problem.dir.join("cases")), "made under the build directory");
    let runner = runner(&problem);
    // Each version of the generator is written after the last made input, so it is newer.
    let generator = |body: &str| {
        std::thread::sleep(Duration::from_millis(20));
        scratch.script(
            "gen-generator",
            &format!("case \"$1\" in\n{body}\n*) echo \"error: no case $1\" >&2; exit 2;;\nesac"),
        )
    };
    let good = generator("'') echo 30-max-1;;\n30-max-1) echo '999999 1';;");
    make(&problem.dir, &problem.pinned(), &good, &runner).map_err(|e| format!("{e:?}"))?;
    assert_eq!(std::fs::read_to_string(&generated.input).unwrap(), "999999 1\n");
    let sum = scratch.script("sum", "read a b; echo $((a + b))");
    let report = judge_with(&problem, &sum, LIMITS);
    assert!(report.cases.iter().all(|c| c.verdict == Verdict::Ac), "{}", scratch.rendered(&[report]));
    let errors = |body: &str| -> Vec<String> {
        let changed = generator(body);
        make(&problem.dir, &problem.pinned(), &changed, &runner)
            .unwrap_err()
            .iter()
            .map(|e| scratch.redact(&e.to_string()))
            .collect()
    };
    let manifest = "[dir]/problems/gen/cases/generated.toml";
    let changed = errors("'') echo 30-max-1;;\n30-max-1) echo '999999 2';;");
    assert_eq!(changed.len(), 1, "{changed:?}");
    assert!(
        changed[0].starts_with(&format!("{manifest}: [30-max-1]: the generator makes an input with SHA-256 "))
            && changed[0].contains(&format!("not the pinned {pin}")),
        "{changed:?}"
    );
    assert_eq!(
        errors("'') ;;"),
        [format!("{manifest}: [30-max-1]: the generator has no case 30-max-1")],
        "a case removed from the generator"
    );
    let unpinned = errors("'') echo 30-max-1; echo 30-max-9;;\n30-max-1) echo '999999 1';;");
    assert_eq!(
        unpinned,
        [format!("{manifest}: the generator makes case 30-max-9, which no pin names (write the cases)")]
    );
    Ok(())
}

pub fn bad_input_must_be_refused_cleanly() -> Result<(), Failed> {
    let scratch = Scratch::new("refusal");
    let clean = scratch.script("clean", "echo 'error: line 1, token 1: expected an integer' >&2; exit 2");
    let answers = scratch.script("answers", "echo 42");
    assert_eq!(testkit::refusal::check_refusal(&clean, b"abc\n"), Ok(()));
    assert_eq!(testkit::refusal::check_refusal(&answers, b"abc\n"), Ok(()), "a normal answer is allowed");
    assert_eq!(testkit::refusal::check_refused_with(&clean, b"abc\n", "expected an integer"), Ok(()));
    assert!(testkit::refusal::check_refused_with(&clean, b"abc\n", "cycle").is_err(), "another message");
    assert!(testkit::refusal::check_refused_with(&answers, b"abc\n", "").is_err(), "an answer is not a refusal");
    let refused_badly = [
        (
            "panics",
            "echo 'thread main panicked at src/main.rs:3:5' >&2; echo 'note: run with RUST_BACKTRACE=1' >&2; exit 101",
        ),
        ("two-lines", "echo 'error: bad' >&2; echo 'more' >&2; exit 2"),
        ("partial-output", "echo Yes; echo 'error: bad' >&2; exit 2"),
        ("wrong-code", "echo 'error: bad' >&2; exit 1"),
        ("no-prefix", "echo 'bad input' >&2; exit 2"),
    ];
    for (name, body) in refused_badly {
        let program = scratch.script(name, body);
        let verdict = testkit::refusal::check_refusal(&program, b"abc\n");
        assert!(verdict.is_err(), "{name} should not count as a clean refusal");
    }
    Ok(())
}

pub fn cpu_time_decides_not_load() -> Result<(), Failed> {
    let scratch = Scratch::new("cpu");
    let problem = sum_problem(&scratch, "tokens");
    let limits = Limits { cpu: Duration::from_millis(200), wall: Duration::from_millis(3000), ..LIMITS };
    // A CPU hog beside the judge for the whole test.
    let stop = AtomicBool::new(false);
    std::thread::scope(|scope| {
        scope.spawn(|| {
            let mut x = 0u64;
            while !stop.load(Ordering::Relaxed) {
                x = std::hint::black_box(x.wrapping_add(1));
            }
        });
        // Stops the hog however the runs end, a panic included: the scope waits for the hog.
        struct StopOnDrop<'a>(&'a AtomicBool);
        impl Drop for StopOnDrop<'_> {
            fn drop(&mut self) {
                self.0.store(true, Ordering::Relaxed);
            }
        }
        let _stop = StopOnDrop(&stop);
        (|| {
            // Three quarters of the limit: the program's start and end are charged too, 1 to 5
            // ms on a quiet machine, and once 21.6 ms on a loaded CI machine.
            for run in 1..=20 {
                let report = judge_program(&problem, &fixture(&["busy", "150"]), limits);
                expect(&report, Verdict::Ac, &format!("run {run}: busy for 75% of the limit beside a CPU hog"))?;
                let cpu = report.cases[0].cpu;
                if cpu < Duration::from_millis(150) {
                    return Err(Failed::from(format!("run {run}: CPU time under-reported: {cpu:?}")));
                }
            }
            // Not a whole number of the kernel's 10 ms CPU ticks, so that the guard must stop
            // the run once it is past the limit, not when it is exactly at it.
            let limits = Limits { cpu: Duration::from_millis(205), ..limits };
            for run in 1..=3 {
                let report = judge_program(&problem, &fixture(&["busy", "400"]), limits);
                expect(&report, Verdict::Tle, &format!("run {run}: busy for twice the limit"))?;
                let cpu = report.cases[0].cpu;
                if cpu < Duration::from_millis(205) || cpu > Duration::from_millis(300) {
                    return Err(Failed::from(format!("run {run}: a TLE reports the time used: {cpu:?}")));
                }
            }
            // Past a 2 ms limit and ended before the guard's look at the tree could see it
            // (the kernel counts a live process's time in whole 10 ms ticks): still TLE.
            let limits = Limits { cpu: Duration::from_millis(2), ..limits };
            let report = judge_program(&problem, &fixture(&["busy", "7"]), limits);
            expect(&report, Verdict::Tle, "7 ms of CPU under a 2 ms limit")?;
            Ok(())
        })()
    })
}

pub fn memory_limit_is_enforced_and_peak_measured() -> Result<(), Failed> {
    let scratch = Scratch::new("memory");
    scratch.write("problems/mem/problem.toml", "title = \"Mem\"\nsource = \"test\"\ntime_limit_ms = 5000\n");
    scratch.write("problems/mem/cases/01-small.in", "\n");
    // 64 MiB of ones, summed every 4096 bytes.
    scratch.write("problems/mem/cases/01-small.out", "16384\n");
    let problem = discover::load(&scratch.0.join("problems/mem")).unwrap();
    let limits = Limits { cpu: Duration::from_secs(5), wall: Duration::from_secs(10), ..LIMITS };
    let fits = judge_program(&problem, &fixture(&["touch", "64"]), limits);
    expect(&fits, Verdict::Ac, "64 MiB under a 256 MiB limit")?;
    if fits.cases[0].peak_kib < 64 << 10 {
        return Err(format!("peak memory under-reported: {} KiB", fits.cases[0].peak_kib).into());
    }
    let start = Instant::now();
    let hog = judge_program(&problem, &fixture(&["touch", "3072"]), limits);
    expect(&hog, Verdict::Mle, "3 GiB under a 256 MiB limit")?;
    let peak = hog.cases[0].peak_kib;
    if !(256 << 10..1024 << 10).contains(&peak) || start.elapsed() > Duration::from_secs(4) {
        return Err(
            format!("the hog is stopped soon after the limit: peak {peak} KiB after {:?}", start.elapsed()).into()
        );
    }
    Ok(())
}

/// A process of the run killed for memory (by the kernel in a control group, by the guard
/// without one) makes the run MLE, even when the program goes on and ends well: here a shell
/// whose child passes the limit, then prints the right answer and exits 0.
pub fn a_process_killed_for_memory_makes_the_run_mle() -> Result<(), Failed> {
    let scratch = Scratch::new("oom-child");
    let problem = sum_problem(&scratch, "tokens");
    let program = Program {
        path: scratch.script("oom-child", "\"$1\" touch 1024 > /dev/null; echo 3"),
        args: vec![misbehave().display().to_string()],
    };
    let limits = Limits { cpu: Duration::from_secs(5), wall: Duration::from_secs(10), ..LIMITS };
    let report = judge_program(&problem, &program, limits);
    expect(&report, Verdict::Mle, "a child past the limit, then the right answer")
}

pub fn case_files_must_be_regular_files() -> Result<(), Failed> {
    let scratch = Scratch::new("fifo");
    let problem = sum_problem(&scratch, "tokens");
    let cases = problem.dir.join("cases");
    let fifo = std::process::Command::new("mkfifo").arg(cases.join("02-fifo.in")).status().unwrap();
    assert!(fifo.success());
    std::fs::write(cases.join("02-fifo.out"), "3\n").unwrap();
    std::os::unix::fs::symlink("/dev/zero", cases.join("03-device.in")).unwrap();
    std::fs::write(cases.join("03-device.out"), "3\n").unwrap();
    let errors: Vec<String> =
        discover::cases(&problem.dir).unwrap_err().iter().map(|e| scratch.redact(&e.to_string())).collect();
    assert_eq!(
        errors.iter().filter(|e| e.contains("not a regular file")).count(),
        2,
        "a FIFO and a device are named: {errors:?}"
    );
    insta::assert_snapshot!("fifo_and_device_cases", {
        let mut e = errors;
        e.sort();
        e.join("\n")
    });
    Ok(())
}

/// Escape sequences, carriage returns, bells and C1 controls from a solution's output and
/// stderr are shown escaped, in text and in JSON: a solution cannot rewrite the report's lines.
pub fn reports_show_control_bytes_escaped() -> Result<(), Failed> {
    let scratch = Scratch::new("escapes");
    let problem = sum_problem(&scratch, "tokens");
    let forger = "printf '\\033[1A\\033[2K\\rsum 1 case: AC 1\\007\\302\\233\\n'";
    let wa = judge_with(&problem, &scratch.script("forger", forger), LIMITS);
    let re = judge_with(&problem, &scratch.script("forger-re", &format!("{forger} >&2; exit 3")), LIMITS);
    let text = report::render(&[wa.clone(), re.clone()], Figures::Shown);
    let json = serde_json::to_string(&[&wa.cases, &re.cases])?;
    for (what, shown) in [("text", &text), ("json", &json)] {
        let raw: Vec<char> = shown.chars().filter(|c| (c.is_control() && *c != '\n') || *c == '\u{9b}').collect();
        if !raw.is_empty() {
            return Err(format!("{what} report holds raw control characters {raw:?}:\n{shown}").into());
        }
    }
    if !text.contains("\\u{1b}[2K\\r") {
        return Err(format!("the escapes should be shown escaped:\n{text}").into());
    }
    Ok(())
}

/// The variable that turns this test binary into [`excerpt_probe`].
pub const EXCERPT_PROBE: &str = "SG_EXCERPT_PROBE";

/// Makes 64 MiB of empty lines (an output exactly at the cap), takes its excerpt, and prints
/// the process's peak resident memory in KiB.
pub fn excerpt_probe() -> ! {
    let output = vec![b'\n'; 64 << 20];
    let shown = report::excerpt(&output);
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    let peak = status.lines().find_map(|l| l.strip_prefix("VmHWM:")).unwrap_or("0 kB").trim().to_owned();
    println!("{} {peak}", shown.len());
    std::process::exit(0)
}

/// What the judge keeps of an output for its report is bounded whatever its shape: the excerpt
/// of 64 MiB of empty lines is a few lines, taken without a line table of the whole output.
pub fn excerpts_cost_little_whatever_the_output() -> Result<(), Failed> {
    let probe = std::process::Command::new(std::env::current_exe()?).env(EXCERPT_PROBE, "1").output()?;
    let said = String::from_utf8_lossy(&probe.stdout).into_owned();
    let numbers: Vec<u64> = said.split_whitespace().filter_map(|w| w.parse().ok()).collect();
    let [shown, peak_kib] = numbers[..] else { return Err(format!("the probe said {said:?}").into()) };
    // The output itself is 64 MiB; a table of its lines would be a gigabyte.
    if shown > 4096 || peak_kib > 160 << 10 {
        return Err(format!("an excerpt of {shown} bytes, with the judge at {peak_kib} KiB").into());
    }
    Ok(())
}
