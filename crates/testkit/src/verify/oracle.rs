//! Oracles (a brute force, a reference) called on a worker thread under a time budget: past
//! it, the call fails with the input shown instead of hanging the test.

use crate::report::excerpt;
use std::sync::mpsc;
use std::time::Duration;

/// The judge answer to an input, computed independently of the solution (brute force or
/// reference). It may panic on an input it cannot decide; the panic is reported as an error.
pub type Solve = fn(&str) -> String;

/// Calls an oracle on a worker thread, waiting at most `budget`.
pub(super) fn call_oracle(name: &str, solve: Solve, input: &str, budget: Duration) -> Result<String, String> {
    quiet_oracle_panics();
    let (send, receive) = mpsc::channel();
    let owned = input.to_owned();
    let thread = std::thread::Builder::new()
        .name(ORACLE_THREAD.to_owned())
        .stack_size(256 << 20)
        .spawn(move || {
            let answer = std::panic::catch_unwind(|| solve(&owned));
            let _ = send.send(answer.map_err(|payload| panic_message(payload.as_ref())));
        })
        .map_err(|e| format!("cannot start a thread for the {name}: {e}"))?;
    let shown = |what: String| format!("the {name} {what}\n  input:\n{}", excerpt(input.as_bytes()));
    // The thread is joined once it has answered, never detached (as dropping its handle would):
    // glibc 2.36's `pthread_detach` reads the thread's descriptor after marking it detached, and
    // a thread ending at that moment frees its stack, which at 256 MiB is past glibc's cache of
    // stacks and unmapped when another thread starts. That read then faulted: a problem's test
    // binary died of SIGSEGV in one run of sixty beside two CPU hogs on a two-core machine, its
    // core in `pthread_detach` under `call_oracle`. A thread past its budget is left running,
    // its handle forgotten: never joined, never detached.
    match receive.recv_timeout(budget) {
        Ok(answer) => {
            let _ = thread.join();
            answer.map_err(|message| shown(format!("panicked: {message}")))
        }
        Err(_) => {
            std::mem::forget(thread);
            Err(shown(format!(
                "took more than its budget of {} s (the input is too big for it; its thread is abandoned)",
                budget.as_secs_f64()
            )))
        }
    }
}

const ORACLE_THREAD: &str = "oracle";

fn panic_message(payload: &(dyn std::any::Any + Send)) -> String {
    payload
        .downcast_ref::<&str>()
        .map(|s| (*s).to_owned())
        .or_else(|| payload.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "(no message)".to_owned())
}

/// An oracle's panic is returned as an error with its message; the default hook would print
/// it a second time, and during shrinking once per rejected candidate.
fn quiet_oracle_panics() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        let previous = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            if reported(std::thread::current().name()) {
                previous(info);
            }
        }));
    });
}

/// Whether a panic on the thread named `thread` is printed by the panic hook: every one but an
/// oracle's, which [`call_oracle`] returns as an error instead.
pub(super) fn reported(thread: Option<&str>) -> bool {
    thread != Some(ORACLE_THREAD)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_oracle_has_a_deep_stack_and_only_its_panics_are_quiet() {
        // About 40 MB of frames: past a thread's default 2 MiB and the main thread's 8 MiB.
        fn deep(_: &str) -> String {
            fn down(n: u32) -> u32 {
                let pad = [n as u8; 400];
                let below = if n == 0 { 0 } else { down(n - 1) };
                std::hint::black_box(&pad);
                below + 1
            }
            down(100_000).to_string()
        }
        assert_eq!(call_oracle("deep search", deep, "", Duration::from_secs(60)), Ok("100001".to_owned()));
        assert!(!reported(Some(ORACLE_THREAD)));
        assert!(reported(Some("main")) && reported(None));
    }
}
