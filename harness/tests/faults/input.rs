//! Standard input is a sealed copy of the case: nothing a program does to it reaches the file.

use crate::support::*;

/// This module's trials, in the order they start.
pub fn trials() -> Vec<Trial> {
    testkit::trials![the_input_cannot_be_touched,]
}

/// The variable that turns this test binary into [`input_probe`], with the case file to judge.
pub const INPUT_PROBE: &str = "SG_INPUT_PROBE";
/// The Python program [`input_probe`] judges, when not [`INPUT_ATTACK`].
pub const SCRIPT_PROBE: &str = "SG_SCRIPT_PROBE";

/// What the attack on standard input tries, in Python: where its descriptor leads, then the
/// case file's mode, times, attributes, a lock, a lease, and its contents through
/// `/proc/self/fd/0`. Each line says whether the call was allowed (on the copy it gets, some
/// are, and change nothing); what matters is the file. Then the copy itself, written,
/// grown and shrunk, which its seals must refuse.
pub const INPUT_ATTACK: &str = r#"
import fcntl, os, sys
sys.stdout.reconfigure(line_buffering=True)
print("link", os.readlink("/proc/self/fd/0"))
attacks = [
    ("chmod", lambda: os.fchmod(0, 0o666)),
    ("utime", lambda: os.utime(0, times=(0, 0))),
    ("xattr", lambda: os.setxattr(0, "user.sg", b"x")),
    ("lock", lambda: fcntl.flock(0, fcntl.LOCK_EX | fcntl.LOCK_NB)),
    # Taken and given back: a lease held would make its own open to write below wait for it.
    ("lease", lambda: (fcntl.fcntl(0, 1024, fcntl.F_RDLCK), fcntl.fcntl(0, 1024, fcntl.F_UNLCK))),
    ("write", lambda: open("/proc/self/fd/0", "r+b").write(b"changed")),
    # The copy itself: memory the program could fill unseen where no control group counts it.
    ("write-copy", lambda: os.pwrite(0, b"changed", 0)),
    # A little: past the file-size limit the kernel refuses a growth anyway.
    ("grow-copy", lambda: os.ftruncate(0, os.fstat(0).st_size + 4096)),
    ("shrink-copy", lambda: os.ftruncate(0, 0)),
]
for name, attack in attacks:
    try:
        attack()
        print(name, "allowed")
    except OSError as e:
        print(name, "refused", e.errno)
print(sum(len(line) for line in open(0)))
"#;

/// This binary as the judge of one Python program (`script`, an attack): judges it on the case
/// file `case` through a runner of its own, prints what the program printed and how it ended,
/// and exits.
pub fn input_probe(case: &Path, script: &str) -> ! {
    testkit::enter();
    let dir = case.parent().unwrap_or(Path::new("/"));
    let runner = Runner::new(&[dir.to_path_buf()]).unwrap_or_else(|e| panic!("{e}"));
    let program = Program { path: "python3".into(), args: vec!["-c".into(), script.into()] };
    let limits = Limits::new(Duration::from_secs(10), 256);
    match runner.run(&program, Input::File(case), limits) {
        Ok(result) => {
            print!("{}", String::from_utf8_lossy(&result.stdout));
            eprint!("{}", String::from_utf8_lossy(&result.stderr));
            if result.stdout.is_empty() {
                eprintln!("the attack printed nothing: {result:?}");
            }
            eprintln!("ended: {:?}", result.exit);
            std::process::exit(0)
        }
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(2)
        }
    }
}

/// The case file as the machine holds it: contents, mode, modification time, extended
/// attributes.
fn case_state(case: &Path) -> String {
    let meta = std::fs::metadata(case).unwrap();
    let xattrs = std::process::Command::new("python3")
        .args(["-c", "import os, sys; print(sorted(os.listxattr(sys.argv[1])))"])
        .arg(case)
        .output()
        .map(|o| o.stdout)
        .unwrap_or_default();
    format!(
        "{:?} mode {:o} mtime {:?} xattrs {:?}",
        std::fs::read(case).unwrap(),
        meta.permissions().mode() & 0o7777,
        meta.modified().unwrap(),
        String::from_utf8_lossy(&xattrs)
    )
}

/// A program's standard input is never the case file (nor any file of the workspace): whatever
/// it does with its descriptor 0 (its mode, times, attributes, locks, leases, or its contents
/// through `/proc/self/fd/0`), the case file stays as it was, for the judge's own user and for
/// an ordinary user who owns the case file and whom the box maps to itself.
pub fn the_input_cannot_be_touched() -> Result<(), Failed> {
    use std::os::unix::process::CommandExt;
    if std::process::Command::new("python3").arg("-c").arg("").status().map_or(true, |s| !s.success()) {
        return Err("python3 is needed".into());
    }
    let Probed { scratch, case, prober, users } = probed_workspace("input")?;
    let before = case_state(&case);
    for user in users {
        let mut command = std::process::Command::new(&prober);
        command.env(INPUT_PROBE, &case).env_remove("SG_ISOLATION").current_dir(&scratch.0);
        if let Some(uid) = user {
            command.uid(uid).gid(uid).env("HOME", &scratch.0);
        }
        let output = command.output()?;
        let said = String::from_utf8_lossy(&output.stdout).into_owned();
        let user = user.map_or("the judge's user".to_owned(), |u| format!("uid {u}"));
        if !output.status.success() || !said.contains("link ") {
            return Err(format!(
                "as {user}: the attack did not run: {said}{}",
                String::from_utf8_lossy(&output.stderr)
            )
            .into());
        }
        if said.contains(&case.display().to_string()) || !said.ends_with("4\n") {
            return Err(format!("as {user}: the program's stdin is the case file, or not its contents:\n{said}").into());
        }
        if said.lines().any(|line| {
            ["write-copy", "grow-copy", "shrink-copy"]
                .iter()
                .any(|attack| line.starts_with(&format!("{attack} allowed")))
        }) {
            return Err(
                format!("as {user}: the program could write, grow or shrink its copy of the input:\n{said}").into()
            );
        }
        let after = case_state(&case);
        if after != before {
            return Err(format!("as {user}: the case file changed:\n{before}\n{after}\n{said}").into());
        }
    }
    Ok(())
}
