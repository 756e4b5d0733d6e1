//! Generated inputs: big inputs are not stored but made by the problem's generator
//! (`src/bin/generator.rs`, the binary `<slug>-generator`, on `judge_io::generator`) and
//! pinned by SHA-256 in `cases/generated.toml`, as library-checker pins its inputs in
//! `hash.json`. Their `.out` files are stored, and come from an oracle like every other.
//!
//! [`make`] writes each pinned input under the build directory, `target/generated/<slug>/`
//! (or under `$CARGO_TARGET_DIR`), where `discover` points the case. A
//! generator that makes another input than its pin, has no case of a pinned name, or has a
//! case no pin names, is an error naming the case.

use crate::diagnostic::Diagnostic;
use crate::run::{Exit, Input, Limits, Program, Runner};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// The manifest's file name, in `cases/`.
pub const MANIFEST: &str = "generated.toml";

/// What the manifest says of one generated input.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Pin {
    /// The SHA-256 of the input, in lowercase hexadecimal.
    pub sha256: String,
}

/// The manifest: case name to pin, sorted by name.
pub type Manifest = BTreeMap<String, Pin>;

/// The whole file: the cases `write-cases` wrote last (`written`, so that the next run removes
/// those it no longer writes), and the pins of the generated inputs.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Record {
    /// The cases `write-cases` wrote, by name, sorted; empty where it has not recorded them.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub written: Vec<String>,
    /// The generated inputs' pins.
    #[serde(flatten)]
    pub pins: Manifest,
}

/// The SHA-256 of `bytes` in lowercase hexadecimal.
///
/// # Example
///
/// ```
/// assert_eq!(
///     testkit::generated::sha256_hex(b"abc"),
///     "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
/// );
/// ```
pub fn sha256_hex(bytes: &[u8]) -> String {
    Sha256::digest(bytes).iter().map(|b| format!("{b:02x}")).collect()
}

/// Reads `<problem dir>/cases/generated.toml`'s pins; no file is an empty manifest.
///
/// # Errors
///
/// As [`read_record`].
pub fn read_manifest(dir: &Path) -> Result<Manifest, Diagnostic> {
    read_record(dir).map(|record| record.pins)
}

/// Reads `<problem dir>/cases/generated.toml`; no file is an empty record.
///
/// # Errors
///
/// An unreadable file, invalid TOML, or an entry other than `written = [names]` and
/// `[name] sha256 = "<64 hex digits>"`.
pub fn read_record(dir: &Path) -> Result<Record, Diagnostic> {
    let path = dir.join("cases").join(MANIFEST);
    let text = match std::fs::read_to_string(&path) {
        Ok(text) => text,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Record::default()),
        Err(e) => return Err(Diagnostic::new(&path, format!("cannot read: {e}"))),
    };
    let record: Record =
        toml::from_str(&text).map_err(|e| Diagnostic::new(&path, format!("invalid: {}", e.message().trim())))?;
    for (name, pin) in &record.pins {
        if pin.sha256.len() != 64 || !pin.sha256.bytes().all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b)) {
            return Err(Diagnostic::new(&path, format!("[{name}]: sha256 must be 64 lowercase hexadecimal digits")));
        }
    }
    Ok(record)
}

/// Writes the manifest of `pins` alone, with a header that says what it is.
///
/// # Errors
///
/// The file cannot be written.
pub fn write_manifest(dir: &Path, slug: &str, pins: &Manifest) -> Result<(), Diagnostic> {
    write_record(dir, slug, &Record { written: Vec::new(), pins: pins.clone() })
}

/// Writes the record, with a header that says what it is.
///
/// # Errors
///
/// The file cannot be written.
pub fn write_record(dir: &Path, slug: &str, record: &Record) -> Result<(), Diagnostic> {
    let path = dir.join("cases").join(MANIFEST);
    let body = toml::to_string(record).map_err(|e| Diagnostic::new(&path, format!("cannot write: {e}")))?;
    let text = format!(
        "# Written with the outputs by `cargo test -p {slug} --test judge -- --ignored write-cases`: the\n\
         # cases it wrote (`written`: it removes those it no longer writes), and the inputs\n\
         # src/bin/generator.rs makes (`cargo run -p {slug} --bin {slug}-generator -- NAME`), pinned by\n\
         # SHA-256, whose .out files are beside this one.\n\n{body}"
    );
    std::fs::write(&path, text).map_err(|e| Diagnostic::new(&path, format!("cannot write: {e}")))
}

/// Where the generated inputs of the problem in `dir` are written: `generated/<slug>` in the
/// workspace's build directory ([`crate::paths::target_dir`]).
pub fn output_dir(dir: &Path) -> PathBuf {
    let slug = dir.file_name().unwrap_or_default();
    let root = dir.parent().and_then(Path::parent).unwrap_or(Path::new("."));
    crate::paths::target_dir(root).join("generated").join(slug)
}

/// The generator of a problem whose solution binary is `program`: `<slug>-generator` beside it.
pub fn generator_beside(program: &Path, slug: &str) -> PathBuf {
    program.with_file_name(format!("{slug}-generator"))
}

/// Generous limits: they only stop a generator that hangs.
fn generator_limits() -> Limits {
    Limits::new(Duration::from_secs(60), 4096)
}

/// Runs `generator` with `args` and returns what it wrote.
///
/// # Errors
///
/// The generator cannot run, or does not exit with code 0; the message has its stderr.
pub fn run_generator(runner: &Runner, generator: &Path, args: &[&str]) -> Result<Vec<u8>, Diagnostic> {
    let mut program = Program::new(generator);
    program.args = args.iter().map(|a| (*a).to_owned()).collect();
    let result = runner.trusted().run(&program, Input::Bytes(b""), generator_limits())?;
    // A run the guard stopped ends `Exit::Killed`; its stop and a cut output matter only when
    // the generator exited by itself as it was being stopped, a race no test can time. So `&&`
    // for the second or the third `||` are equivalent mutants.
    if result.exit != Exit::Code(0) || result.stop.is_some() || result.output_cut {
        let stderr = String::from_utf8_lossy(&result.stderr);
        return Err(Diagnostic::new(
            generator,
            format!("`{}` ended with {:?} (stop: {:?}): {}", program.shown(), result.exit, result.stop, stderr.trim()),
        ));
    }
    Ok(result.stdout)
}

/// A generated case, as [`make`] needs it.
#[derive(Debug, Clone, Copy)]
pub struct Pinned<'a> {
    /// The case name.
    pub name: &'a str,
    /// Where its input is written.
    pub input: &'a Path,
    /// The SHA-256 the input is pinned to.
    pub sha256: &'a str,
}

/// Makes every generated input of the problem in `dir` (its `pinned` cases) with `generator`
/// and checks it against its pin; an input already made is kept when it still matches its pin
/// and is newer than the generator.
///
/// # Errors
///
/// One diagnostic per case whose input differs from its pin or that the generator does not
/// have, one for a case the generator has and no pin names, and any failure to run the
/// generator or write the input.
pub fn make(dir: &Path, pinned: &[Pinned<'_>], generator: &Path, runner: &Runner) -> Result<(), Vec<Diagnostic>> {
    let slug = dir.file_name().unwrap_or_default().to_string_lossy();
    let manifest = dir.join("cases").join(MANIFEST);
    let listed = run_generator(runner, generator, &[]).map_err(|e| vec![e])?;
    let listed = String::from_utf8_lossy(&listed).into_owned();
    let mut errors: Vec<Diagnostic> = listed
        .lines()
        .filter(|name| !pinned.iter().any(|p| p.name == *name))
        .map(|name| {
            Diagnostic::new(&manifest, format!("the generator makes case {name}, which no pin names (write the cases)"))
        })
        .collect();
    let made_at = std::fs::metadata(generator).and_then(|m| m.modified()).ok();
    for &Pinned { name, input, sha256: pin } in pinned {
        if is_current(input, pin, made_at) {
            continue;
        }
        if !listed.lines().any(|n| n == name) {
            errors.push(Diagnostic::new(&manifest, format!("[{name}]: the generator has no case {name}")));
            continue;
        }
        let bytes = match run_generator(runner, generator, &[name]) {
            Ok(bytes) => bytes,
            Err(e) => {
                errors.push(e);
                continue;
            }
        };
        let sha256 = sha256_hex(&bytes);
        if sha256 != pin {
            errors.push(Diagnostic::new(
                &manifest,
                format!(
                    "[{name}]: the generator makes an input with SHA-256 {sha256}, not the pinned {pin}: \
                     it changed (if on purpose, write the cases again: cargo test -p {slug} --test judge -- --ignored write-cases)"
                ),
            ));
            continue;
        }
        if let Err(e) = write_atomically(input, &bytes) {
            errors.push(e);
        }
    }
    if errors.is_empty() { Ok(()) } else { Err(errors) }
}

/// Whether the input at `path` exists, matches `pin` and was written after the generator was
/// built at `made_at`.
fn is_current(path: &Path, pin: &str, made_at: Option<std::time::SystemTime>) -> bool {
    let Ok(written) = std::fs::metadata(path).and_then(|m| m.modified()) else { return false };
    made_at.is_some_and(|made| written >= made) && std::fs::read(path).is_ok_and(|bytes| sha256_hex(&bytes) == pin)
}

/// Writes `bytes` to `path` through a temporary file and a rename, so that a test reading it at
/// the same time sees the old file or the new one, never half of one.
///
/// # Errors
///
/// The directory cannot be made, or the file cannot be written.
pub fn write_atomically(path: &Path, bytes: &[u8]) -> Result<(), Diagnostic> {
    let dir = path.parent().unwrap_or(Path::new("."));
    std::fs::create_dir_all(dir).map_err(|e| Diagnostic::new(dir, format!("cannot create: {e}")))?;
    let mut file =
        tempfile::NamedTempFile::new_in(dir).map_err(|e| Diagnostic::new(dir, format!("cannot write: {e}")))?;
    std::io::Write::write_all(&mut file, bytes).map_err(|e| Diagnostic::new(path, format!("cannot write: {e}")))?;
    // Readable as a stored case is, not only by its owner (a temporary file's mode is 0600).
    std::fs::set_permissions(file.path(), std::os::unix::fs::PermissionsExt::from_mode(0o644))
        .map_err(|e| Diagnostic::new(path, format!("cannot write: {e}")))?;
    file.persist(path).map_err(|e| Diagnostic::new(path, format!("cannot write: {e}")))?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_manifest_is_read_as_toml_and_checked() {
        let tmp = tempfile::tempdir().unwrap();
        std::fs::create_dir(tmp.path().join("cases")).unwrap();
        assert_eq!(read_manifest(tmp.path()), Ok(Manifest::new()), "no manifest, no generated case");
        let pin = sha256_hex(b"1\n");
        let mut manifest = Manifest::new();
        manifest.insert("30-max-1".into(), Pin { sha256: pin.clone() });
        write_manifest(tmp.path(), "nim", &manifest).unwrap();
        assert_eq!(read_manifest(tmp.path()), Ok(manifest));
        let path = tmp.path().join("cases").join(MANIFEST);
        let record =
            Record { written: vec!["20-random-1".into(), "30-max-1".into()], pins: read_manifest(tmp.path()).unwrap() };
        write_record(tmp.path(), "nim", &record).unwrap();
        assert_eq!(read_record(tmp.path()), Ok(record.clone()));
        assert_eq!(read_manifest(tmp.path()), Ok(record.pins), "the pins alone");
        assert!(std::fs::read_to_string(&path).unwrap().contains("\nwritten = [\"20-random-1\", \"30-max-1\"]\n"));
        for (text, error) in [
            ("[a]\nsha256 = \"00\"\n", "[a]: sha256 must be 64 lowercase hexadecimal digits"),
            (&format!("[a]\nsha256 = \"{}\"\n", pin.to_uppercase()), "[a]: sha256 must be"),
            (&format!("[a]\nsha256 = \"{pin}\"\nsize = 2\n"), "invalid: unknown field `size`"),
            ("[a]\n", "invalid: missing field `sha256`"),
        ] {
            std::fs::write(&path, text).unwrap();
            let message = read_manifest(tmp.path()).unwrap_err().message;
            assert!(message.starts_with(error), "{text:?}: {message}");
        }
        // Only a missing manifest is an empty one: one that cannot be read is an error.
        std::fs::remove_file(&path).unwrap();
        std::fs::create_dir(&path).unwrap();
        let unreadable = read_manifest(tmp.path()).unwrap_err();
        assert_eq!(
            (unreadable.path.as_path(), unreadable.message.starts_with("cannot read: ")),
            (path.as_path(), true)
        );
    }

    #[test]
    fn inputs_go_under_the_build_directory() {
        // CARGO_TARGET_DIR is not set for unit tests run by cargo, and the tests may not set it.
        if std::env::var_os("CARGO_TARGET_DIR").is_none() {
            assert_eq!(output_dir(Path::new("/w/problems/nim")), Path::new("/w/target/generated/nim"));
        }
        assert_eq!(generator_beside(Path::new("/t/release/nim"), "nim"), Path::new("/t/release/nim-generator"));
    }

    #[test]
    fn an_input_is_current_only_when_it_matches_its_pin_and_is_newer_than_the_generator() {
        let tmp = tempfile::tempdir().unwrap();
        let path = tmp.path().join("a.in");
        let pin = sha256_hex(b"7\n");
        let before = std::time::SystemTime::now() - Duration::from_secs(60);
        assert!(!is_current(&path, &pin, Some(before)), "not made yet");
        write_atomically(&path, b"7\n").unwrap();
        assert!(is_current(&path, &pin, Some(before)));
        assert!(!is_current(&path, &pin, Some(std::time::SystemTime::now() + Duration::from_secs(60))), "rebuilt");
        assert!(!is_current(&path, &pin, None), "no generator");
        write_atomically(&path, b"8\n").unwrap();
        assert!(!is_current(&path, &pin, Some(before)), "edited");
    }
}
