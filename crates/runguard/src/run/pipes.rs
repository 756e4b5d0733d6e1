//! The pipes of a run: its input written in, its output and errors drained out.

use std::io::Read;
use std::thread;

/// Writes as much of `bytes` into the empty pipe `pipe` as it holds (so without waiting): how
/// much. One write: an empty pipe takes up to its size at once, and whatever it did not take
/// (an interrupted or failed write) is the feeding thread's to write.
pub(super) fn fill(pipe: &std::fs::File, bytes: &[u8]) -> usize {
    use nix::fcntl::{FcntlArg, fcntl};
    use std::io::Write;
    let holds = fcntl(pipe, FcntlArg::F_GETPIPE_SZ).ok().and_then(|n| usize::try_from(n).ok()).unwrap_or(0);
    (&*pipe).write(&bytes[..bytes.len().min(holds)]).unwrap_or(0)
}

/// What is left to write into a pipe of standard input after what it held at once.
pub(super) type Feed = Option<(std::fs::File, Vec<u8>)>;

/// A pipe holding `bytes` for a program's standard input: its read end, and what it could not
/// hold at once, for [`feed`]. Most inputs given as bytes fit, and need no thread at all.
pub(super) fn input_pipe(bytes: &[u8]) -> nix::Result<(std::os::fd::OwnedFd, Feed)> {
    let (read, write) = nix::unistd::pipe2(nix::fcntl::OFlag::O_CLOEXEC)?;
    let write = std::fs::File::from(write);
    let written = fill(&write, bytes);
    Ok((read, (written < bytes.len()).then(|| (write, bytes[written..].to_vec()))))
}

/// Writes the rest of a standard input from a thread (the program may read slowly, or never).
pub(super) fn feed(rest: Feed) -> Option<thread::JoinHandle<()>> {
    rest.map(|(mut pipe, bytes)| {
        thread::spawn(move || {
            use std::io::Write;
            // The program may exit without reading everything: a broken pipe is fine.
            let _ = pipe.write_all(&bytes);
        })
    })
}

pub(super) type OnFull = Box<dyn FnOnce() + Send>;

/// Reads a pipe to its end, keeping at most `cap` bytes; past the cap it calls `on_full` once
/// and goes on reading (and dropping), so the writer never blocks before it is stopped.
pub(super) fn drain<R: Read + Send + 'static>(
    mut pipe: R,
    cap: usize,
    mut on_full: Option<OnFull>,
) -> thread::JoinHandle<(Vec<u8>, bool)> {
    thread::spawn(move || {
        let mut kept = Vec::new();
        let mut cut = false;
        let mut chunk = vec![0u8; 1 << 16];
        loop {
            match pipe.read(&mut chunk) {
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
                Ok(0) | Err(_) => break,
                Ok(n) => {
                    let room = cap.saturating_sub(kept.len());
                    kept.extend_from_slice(&chunk[..n.min(room)]);
                    if n > room && !cut {
                        cut = true;
                        if let Some(f) = on_full.take() {
                            f();
                        }
                    }
                }
            }
        }
        (kept, cut)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::Interrupting;
    use std::sync::{Arc, Mutex};

    #[test]
    fn a_pipe_is_filled_with_what_it_holds_and_no_more() {
        let pipe = || {
            let (read, write) = nix::unistd::pipe2(nix::fcntl::OFlag::O_CLOEXEC).unwrap();
            (std::fs::File::from(read), std::fs::File::from(write))
        };
        let (mut read, write) = pipe();
        assert_eq!(fill(&write, b"3 4\n"), 4);
        assert_eq!(fill(&write, b""), 0);
        drop(write);
        let mut got = Vec::new();
        read.read_to_end(&mut got).unwrap();
        assert_eq!(got, b"3 4\n");
        // Larger than the pipe: as much as it holds, at once, and the rest is for a thread.
        let (_read, write) = pipe();
        let holds = nix::fcntl::fcntl(&write, nix::fcntl::FcntlArg::F_GETPIPE_SZ).unwrap() as usize;
        assert_eq!(fill(&write, &vec![7u8; holds * 3]), holds);
    }

    #[test]
    fn drains_keep_up_to_the_cap_and_say_once_when_it_passed() {
        let calls = Arc::new(Mutex::new(0));
        let counter = |calls: &Arc<Mutex<i32>>| -> Option<OnFull> {
            let calls = Arc::clone(calls);
            Some(Box::new(move || *calls.lock().unwrap() += 1))
        };
        let pipe = |text: &str| Interrupting::new(text.as_bytes());
        // Exactly at the cap is not past it.
        assert_eq!(drain(pipe("abcd"), 4, counter(&calls)).join().unwrap(), (b"abcd".to_vec(), false));
        assert_eq!(*calls.lock().unwrap(), 0);
        assert_eq!(drain(pipe("abcdef"), 3, counter(&calls)).join().unwrap(), (b"abc".to_vec(), true));
        assert_eq!(*calls.lock().unwrap(), 1);
        // A read error other than an interruption ends the drain with what it has.
        assert_eq!(drain(Interrupting::broken(), 4, None).join().unwrap(), (Vec::new(), false));
    }
}
