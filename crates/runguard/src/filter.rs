//! The system-call filter: the last wall the box's first process puts up before it starts the
//! program, which inherits it. Namespaces do not separate every kernel object, and some system
//! calls no judged program needs reach the whole machine; seccomp refuses them with `EPERM`:
//!
//! | class | system calls |
//! |---|---|
//! | keyrings | `add_key`, `request_key`, `keyctl` |
//! | io_uring | `io_uring_setup`, `io_uring_enter`, `io_uring_register` |
//! | the kernel's own programs and counters | `bpf`, `perf_event_open`, `userfaultfd` |
//! | mounts and namespaces | `mount`, `umount2`, `pivot_root`, `chroot`, `unshare`, `setns`, the new mount API, and `clone` with a namespace flag |
//! | other processes | `ptrace`, `process_vm_readv`, `process_vm_writev` |
//! | the machine | `kexec_load`, `kexec_file_load`, `reboot`, the module calls, `acct`, `swapon`, `swapoff`, `quotactl`, `syslog`, `open_by_handle_at`, `name_to_handle_at` |
//! | sockets | `socket` and `socketpair`, of every family: no judged program talks over one, and boxes that share a network namespace could name one another's (an abstract Unix socket bound by one is seen by the next, in `/proc/net/unix` and by `EADDRINUSE`) |
//! | memory no control group counts | `memfd_secret` |
//! | leases | `fcntl(F_SETLEASE)` |
//! | memory the guard cannot see | `memfd_create`, `shmget`, `semget`, `msgget`, `fcntl(F_SETPIPE_SZ)`: only where no control group counts them |
//!
//! Without a control group, the guard sees only the resident memory of the box's processes;
//! what the kernel holds for them elsewhere passes unseen: memfd pages, System V segments,
//! semaphore arrays and message queues (hundreds of megabytes in the box's own IPC namespace).
//! Pipes stay,
//! at their default size: with the box's open-files and process limits and the kernel's
//! per-user pipe budget (`fs.pipe-user-pages-soft`), they hold tens of megabytes at most.
//!
//! Other entry points are refused as a whole: the x32 system calls (numbers with bit 30 set)
//! with `EPERM`, and a 32-bit call (`int 0x80`) kills the program, which the judge reports as a
//! crash by `SIGSYS`. `clone3`, whose flags a filter cannot read, answers `ENOSYS`, so that the C
//! library falls back to `clone`, whose flags it can.
//!
//! The filter is built with seccompiler (the rust-vmm project's BPF compiler), once per process,
//! and installed with `no_new_privs`, which Landlock sets too. A refused call is not answered by
//! the kernel but held for the guard (`SECCOMP_RET_USER_NOTIF`; the box's first process hands
//! it the listener), which answers it `EPERM` and notes its name, so that the report names
//! what the program was refused. Where the kernel cannot (before Linux 5.0, or under another filter
//! that listens already), the kernel answers `EPERM` itself and the report cannot name it.

use seccompiler::{
    BpfProgram, SeccompAction, SeccompCmpArgLen, SeccompCmpOp, SeccompCondition, SeccompFilter, SeccompRule, TargetArch,
};
use std::collections::BTreeMap;
use std::os::fd::{AsRawFd, BorrowedFd, FromRawFd, OwnedFd, RawFd};

/// The architecture the filters are written for.
#[cfg(target_arch = "x86_64")]
const ARCH: Option<TargetArch> = Some(TargetArch::x86_64);
#[cfg(target_arch = "aarch64")]
const ARCH: Option<TargetArch> = Some(TargetArch::aarch64);
#[cfg(not(any(target_arch = "x86_64", target_arch = "aarch64")))]
const ARCH: Option<TargetArch> = None;

/// The kernel's name of that architecture in `struct seccomp_data` (`AUDIT_ARCH_*` of
/// `linux/audit.h`).
#[cfg(target_arch = "x86_64")]
const AUDIT_ARCH: u32 = 0xC000_003E;
#[cfg(target_arch = "aarch64")]
const AUDIT_ARCH: u32 = 0xC000_00B7;
#[cfg(not(any(target_arch = "x86_64", target_arch = "aarch64")))]
const AUDIT_ARCH: u32 = 0;

/// The system calls refused whatever their arguments, with their names.
const REFUSED: &[(i64, &str)] = &[
    (libc::SYS_add_key, "add_key"),
    (libc::SYS_request_key, "request_key"),
    (libc::SYS_keyctl, "keyctl"),
    (libc::SYS_io_uring_setup, "io_uring_setup"),
    (libc::SYS_io_uring_enter, "io_uring_enter"),
    (libc::SYS_io_uring_register, "io_uring_register"),
    (libc::SYS_bpf, "bpf"),
    (libc::SYS_perf_event_open, "perf_event_open"),
    (libc::SYS_userfaultfd, "userfaultfd"),
    (libc::SYS_mount, "mount"),
    (libc::SYS_umount2, "umount2"),
    (libc::SYS_pivot_root, "pivot_root"),
    (libc::SYS_chroot, "chroot"),
    (libc::SYS_unshare, "unshare"),
    (libc::SYS_setns, "setns"),
    (libc::SYS_open_tree, "open_tree"),
    (libc::SYS_move_mount, "move_mount"),
    (libc::SYS_fsopen, "fsopen"),
    (libc::SYS_fsconfig, "fsconfig"),
    (libc::SYS_fsmount, "fsmount"),
    (libc::SYS_fspick, "fspick"),
    (libc::SYS_mount_setattr, "mount_setattr"),
    (libc::SYS_ptrace, "ptrace"),
    (libc::SYS_process_vm_readv, "process_vm_readv"),
    (libc::SYS_process_vm_writev, "process_vm_writev"),
    (libc::SYS_kexec_load, "kexec_load"),
    (libc::SYS_kexec_file_load, "kexec_file_load"),
    (libc::SYS_reboot, "reboot"),
    (libc::SYS_init_module, "init_module"),
    (libc::SYS_finit_module, "finit_module"),
    (libc::SYS_delete_module, "delete_module"),
    (libc::SYS_acct, "acct"),
    (libc::SYS_swapon, "swapon"),
    (libc::SYS_swapoff, "swapoff"),
    (libc::SYS_quotactl, "quotactl"),
    (libc::SYS_syslog, "syslog"),
    (libc::SYS_open_by_handle_at, "open_by_handle_at"),
    (libc::SYS_name_to_handle_at, "name_to_handle_at"),
    (libc::SYS_socket, "socket"),
    (libc::SYS_socketpair, "socketpair"),
    (libc::SYS_memfd_secret, "memfd_secret"),
];

/// The numbers of the system calls every box refuses whatever their arguments; those refused
/// only where no control group counts the memory they hold, or only for some arguments, are
/// not among them.
///
/// # Example
///
/// ```
/// assert!(runguard::always_refused().any(|nr| nr == libc::SYS_keyctl));
/// assert!(!runguard::always_refused().any(|nr| nr == libc::SYS_read));
/// ```
pub fn always_refused() -> impl Iterator<Item = i64> {
    REFUSED.iter().map(|&(nr, _)| nr)
}

/// Refused where no control group counts the memory they hold.
const UNCOUNTED_MEMORY: &[(i64, &str)] = &[
    (libc::SYS_memfd_create, "memfd_create"),
    (libc::SYS_shmget, "shmget"),
    (libc::SYS_semget, "semget"),
    (libc::SYS_msgget, "msgget"),
];

/// Refused for some of their arguments.
const REFUSED_SOMETIMES: &[(i64, &str)] = &[(libc::SYS_fcntl, "fcntl"), (libc::SYS_clone, "clone")];

/// The namespace flags of `clone`.
const NAMESPACES: [libc::c_int; 7] = [
    libc::CLONE_NEWNS,
    libc::CLONE_NEWUTS,
    libc::CLONE_NEWIPC,
    libc::CLONE_NEWUSER,
    libc::CLONE_NEWPID,
    libc::CLONE_NEWNET,
    libc::CLONE_NEWCGROUP,
];

/// `fcntl`'s command to take a lease.
const F_SETLEASE: u64 = 1024;

/// `fcntl`'s command to resize a pipe.
const F_SETPIPE_SZ: u64 = 1031;

/// The bit of an x32 system call's number.
const X32_BIT: u32 = 0x4000_0000;

/// Whether the kernel filters system calls: why not, if it does not.
///
/// # Errors
///
/// No filter can be had here: the architecture or the kernel lacks seccomp.
pub(crate) fn available() -> Result<(), String> {
    if ARCH.is_none() {
        return Err("no system-call filter is written for this architecture".into());
    }
    // SAFETY: PR_GET_SECCOMP takes no pointer; it returns the mode, or fails without seccomp.
    #[allow(unsafe_code)]
    let mode = unsafe { libc::prctl(libc::PR_GET_SECCOMP, 0, 0, 0, 0) };
    if !takes_a_filter(mode) {
        return Err(format!("this kernel has no seccomp: {}", std::io::Error::last_os_error()));
    }
    Ok(())
}

/// Whether a process whose seccomp mode is `mode` (`PR_GET_SECCOMP`'s answer) can take a
/// filter: one under none (0) can, and so can one under filters already (2: a container's,
/// say), which gets one more; -1 is a kernel without seccomp.
fn takes_a_filter(mode: libc::c_int) -> bool {
    mode >= 0
}

fn condition(arg: u8, op: SeccompCmpOp, value: u64) -> Result<SeccompCondition, String> {
    SeccompCondition::new(arg, SeccompCmpArgLen::Dword, op, value).map_err(|e| e.to_string())
}

fn rule(conditions: Vec<SeccompCondition>) -> Result<SeccompRule, String> {
    SeccompRule::new(conditions).map_err(|e| e.to_string())
}

/// The classic BPF instructions the filter's own parts are written with: a load of a word of
/// `struct seccomp_data` (the number at offset 0, the architecture at 4), jumps, a return.
const LOAD: u16 = (libc::BPF_LD | libc::BPF_W | libc::BPF_ABS) as u16;
const JEQ: u16 = (libc::BPF_JMP | libc::BPF_JEQ | libc::BPF_K) as u16;
const JGE: u16 = (libc::BPF_JMP | libc::BPF_JGE | libc::BPF_K) as u16;
const JA: u16 = (libc::BPF_JMP | libc::BPF_JA) as u16;
const RET: u16 = (libc::BPF_RET | libc::BPF_K) as u16;

/// One instruction: `code` on `k`, going on `jt` or `jf` instructions further.
fn op(code: u16, jt: u8, jf: u8, k: u32) -> seccompiler::sock_filter {
    seccompiler::sock_filter { code, jt, jf, k }
}

/// The filter, as one program: first what its rules cannot say (the x32 entry point, a range of
/// numbers, refused with `EPERM`; `clone3`, which answers `ENOSYS`), then seccompiler's
/// program of what `EPERM` refuses (with memfd, System V memory and pipe resizing unless
/// `memory_counted`), which also kills a call of another architecture. One program, so that
/// the kernel checks and compiles one per run.
///
/// # Errors
///
/// seccompiler refuses a rule (a mistake of this module's).
pub(crate) fn program(memory_counted: bool) -> Result<BpfProgram, String> {
    let (numbers, body) = body(memory_counted)?;
    // The body's jumps are relative, so it runs the same after the prefix and the search.
    Ok(prefix().into_iter().chain(search(&numbers)?).chain(body).collect())
}

/// seccompiler's program, and the numbers it has rules for, in order.
fn body(memory_counted: bool) -> Result<(Vec<u32>, BpfProgram), String> {
    let arch = ARCH.ok_or("no system-call filter is written for this architecture")?;
    let mut rules: BTreeMap<i64, Vec<SeccompRule>> = BTreeMap::new();
    let refused = REFUSED.iter().chain(if memory_counted { &[][..] } else { UNCOUNTED_MEMORY });
    for &(call, _) in refused {
        rules.insert(call, Vec::new());
    }
    let mut fcntl = vec![rule(vec![condition(1, SeccompCmpOp::Eq, F_SETLEASE)?])?];
    if !memory_counted {
        fcntl.push(rule(vec![condition(1, SeccompCmpOp::Eq, F_SETPIPE_SZ)?])?);
    }
    rules.insert(libc::SYS_fcntl, fcntl);
    let clone = NAMESPACES
        .iter()
        .map(|&flag| rule(vec![condition(0, SeccompCmpOp::MaskedEq(flag as u64), flag as u64)?]))
        .collect::<Result<Vec<_>, _>>()?;
    rules.insert(libc::SYS_clone, clone);
    let numbers =
        rules.keys().map(|&nr| u32::try_from(nr).map_err(|e| e.to_string())).collect::<Result<Vec<_>, _>>()?;
    let filter = SeccompFilter::new(rules, SeccompAction::Allow, SeccompAction::Errno(libc::EPERM as u32), arch)
        .map_err(|e| e.to_string())?;
    Ok((numbers, BpfProgram::try_from(filter).map_err(|e| e.to_string())?))
}

/// A binary search of the numbers the body has rules for (`numbers`, sorted), put before the
/// body: a call of the filter's own architecture with any other number is allowed after a few
/// comparisons, and only the others go through the body, which tests them one by one.
///
/// It is the kernel's cost that this saves: at every install, the kernel runs the filter for
/// each system call number to learn which are always allowed (its action cache, Linux 5.11 and
/// later), and the body alone is a chain of a few hundred instructions; the whole install took
/// 0.2 ms, a tenth of a boxed run's set-up. A call of another architecture goes to the body,
/// which ends it.
///
/// # Errors
///
/// A jump too long for BPF's 8-bit offsets (far more rules than the filter has).
fn search(numbers: &[u32]) -> Result<BpfProgram, String> {
    /// An instruction, and whether its true branch goes to the body (its offset is known
    /// only once the whole search is laid out).
    type Step = (seccompiler::sock_filter, bool);
    fn tree(numbers: &[u32]) -> Result<Vec<Step>, String> {
        if numbers.len() <= 2 {
            let mut steps: Vec<Step> = numbers.iter().map(|&nr| (op(JEQ, 0, 0, nr), true)).collect();
            steps.push((op(RET, 0, 0, libc::SECCOMP_RET_ALLOW), false));
            return Ok(steps);
        }
        let (below, from) = numbers.split_at(numbers.len() / 2);
        let below = tree(below)?;
        let skip = u8::try_from(below.len()).map_err(|_| "the search of the filter is too long".to_string())?;
        let mut steps = vec![(op(JGE, skip, 0, from[0]), false)];
        steps.extend(below);
        steps.extend(tree(from)?);
        Ok(steps)
    }
    // The architecture first: another one goes to the body (the architecture's test, when it
    // matches, skips the jump there).
    let mut steps: Vec<Step> = vec![(op(LOAD, 0, 0, 4), false), (op(JEQ, 1, 0, AUDIT_ARCH), false)];
    steps.push((op(JA, 0, 0, 0), true));
    steps.push((op(LOAD, 0, 0, 0), false));
    steps.extend(tree(numbers)?);
    let len = steps.len();
    steps
        .into_iter()
        .enumerate()
        .map(|(at, (mut step, to_body))| {
            if to_body {
                let offset = len - at - 1;
                if step.code == JA {
                    step.k = u32::try_from(offset).map_err(|e| e.to_string())?;
                } else {
                    step.jt = u8::try_from(offset).map_err(|_| "the search of the filter is too long".to_string())?;
                }
            }
            Ok(step)
        })
        .collect()
}

/// What comes before seccompiler's program: the x32 entry point, which shares the 64-bit
/// architecture's identifier and marks its numbers with [`X32_BIT`], refused; and `clone3`
/// answered `ENOSYS`.
fn prefix() -> BpfProgram {
    // The offset of the number in `struct seccomp_data`.
    const NR: u32 = 0;
    let clone3 = u32::try_from(libc::SYS_clone3).unwrap_or(u32::MAX);
    vec![
        op(LOAD, 0, 0, NR),
        // x32: refused; else on to the next test.
        op(JGE, 0, 1, X32_BIT),
        op(RET, 0, 0, libc::SECCOMP_RET_ERRNO | libc::EPERM as u32),
        // clone3: no such call, for the C library to fall back to clone; else on to the body.
        op(JEQ, 0, 1, clone3),
        op(RET, 0, 0, libc::SECCOMP_RET_ERRNO | libc::ENOSYS as u32),
    ]
}

/// The filters of a box: for one whose memory a control group counts and for one without, each
/// refusing with `EPERM` and, for the box's first process to answer, with a notice.
pub(crate) struct Prepared {
    counted: (BpfProgram, BpfProgram),
    uncounted: (BpfProgram, BpfProgram),
}

impl Prepared {
    /// The filter of a box whose memory is `counted` or not: refusing with a notice, and with
    /// `EPERM`.
    pub(crate) fn for_box(&self, counted: bool) -> (&BpfProgram, &BpfProgram) {
        let (noticed, plain) = if counted { &self.counted } else { &self.uncounted };
        (noticed, plain)
    }
}

/// The filters, made once per process (a fork server's guards inherit them) rather than once
/// per run.
///
/// # Errors
///
/// As [`available`] and [`program`].
pub(crate) fn prepared() -> Result<&'static Prepared, String> {
    static PREPARED: std::sync::OnceLock<Result<Prepared, String>> = std::sync::OnceLock::new();
    PREPARED
        .get_or_init(|| {
            available()?;
            let (counted, uncounted) = (program(true)?, program(false)?);
            Ok(Prepared { counted: (noticed(&counted), counted), uncounted: (noticed(&uncounted), uncounted) })
        })
        .as_ref()
        .map_err(Clone::clone)
}

/// The most refused calls the guard answers before it looks at the run again.
pub(crate) const ANSWERS_AT_ONCE: usize = 64;

/// What every refusal of `program` returns.
const REFUSAL: u32 = libc::SECCOMP_RET_ERRNO | libc::EPERM as u32;

/// `program` with every refusal (`EPERM`) turned into a notice to a listener, which answers the
/// call itself ([`serve`]).
fn noticed(program: &BpfProgram) -> BpfProgram {
    let notice = |op: &seccompiler::sock_filter| {
        let k = if op.code == RET && op.k == REFUSAL { libc::SECCOMP_RET_USER_NOTIF } else { op.k };
        seccompiler::sock_filter { k, ..op.clone() }
    };
    program.iter().map(notice).collect()
}

/// Installs `noticed` on the calling thread, which every process it starts inherits, and
/// returns the descriptor on which its notices arrive; or, where the kernel cannot give one,
/// installs `plain`. Each with `no_new_privs` and without the speculation mitigations the
/// kernel would otherwise put on a filtered process (`SECCOMP_FILTER_FLAG_SPEC_ALLOW`): they
/// guard a process against itself, and would make a judged program slower than the same
/// program on a judge without a filter.
///
/// # Errors
///
/// The kernel refuses both.
pub(crate) fn install((noticed, plain): (&BpfProgram, &BpfProgram)) -> std::io::Result<Option<OwnedFd>> {
    // SAFETY: PR_SET_NO_NEW_PRIVS takes no pointer.
    #[allow(unsafe_code)]
    if unsafe { libc::prctl(libc::PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) } != 0 {
        return Err(std::io::Error::last_os_error());
    }
    let flags = libc::SECCOMP_FILTER_FLAG_SPEC_ALLOW;
    match set_filter(noticed, flags | libc::SECCOMP_FILTER_FLAG_NEW_LISTENER) {
        // SAFETY: with NEW_LISTENER, the kernel returns a new descriptor, ours alone.
        #[allow(unsafe_code)]
        Ok(fd) => Ok(Some(unsafe { OwnedFd::from_raw_fd(fd) })),
        Err(_) => set_filter(plain, flags).map(|_| None),
    }
}

/// The `seccomp` system call that installs `program` with `flags`: what it returns.
fn set_filter(program: &BpfProgram, flags: libc::c_ulong) -> std::io::Result<RawFd> {
    let len = u16::try_from(program.len()).map_err(|_| std::io::Error::other("the filter is too long"))?;
    // seccompiler's instructions are the kernel's `struct sock_filter`, as libc's are.
    let fprog = libc::sock_fprog { len, filter: program.as_ptr().cast::<libc::sock_filter>().cast_mut() };
    // SAFETY: `fprog` points at `program`, which outlives the call; the kernel copies it.
    #[allow(unsafe_code)]
    let installed =
        unsafe { libc::syscall(libc::SYS_seccomp, libc::SECCOMP_SET_MODE_FILTER, flags, std::ptr::from_ref(&fprog)) };
    if installed < 0 {
        return Err(std::io::Error::last_os_error());
    }
    RawFd::try_from(installed).map_err(std::io::Error::other)
}

/// How many refused system calls a report names; the others are counted.
pub const NAMED: usize = 8;

/// The refused calls of a run, as the guard keeps them: named at their first refusal (the first
/// [`NAMED`] kinds), counted all. A kind is a system call's number, or any x32 call: a program
/// that makes a million refused calls of as many numbers costs the guard a bit and a count
/// each, and its report a few names.
#[derive(Debug, Clone, Default)]
pub(crate) struct Refusals {
    /// A bit per kind seen: numbers below 1024, then x32 calls, then any other number.
    seen: [u64; 17],
    /// The kinds named, in the order first refused.
    pub(crate) named: Vec<String>,
    /// How many calls were refused.
    pub(crate) calls: u64,
}

impl Refusals {
    /// Notes a refusal of system call `nr`.
    pub(crate) fn note(&mut self, nr: i64) {
        self.calls += 1;
        let kind = if nr & i64::from(X32_BIT) != 0 {
            1024
        } else {
            usize::try_from(nr).ok().filter(|&nr| nr < 1024).unwrap_or(1025)
        };
        let (word, bit) = (kind / 64, 1u64 << (kind % 64));
        if self.seen[word] & bit == 0 {
            self.seen[word] |= bit;
            if self.named.len() < NAMED {
                self.named.push(name_of(nr));
            }
        }
    }
}

/// The name of system call `nr`, as the report gives it.
fn name_of(nr: i64) -> String {
    if nr & i64::from(X32_BIT) != 0 {
        return "x32 system calls".to_owned();
    }
    REFUSED
        .iter()
        .chain(UNCOUNTED_MEMORY)
        .chain(REFUSED_SOMETIMES)
        .find(|(call, _)| *call == nr)
        .map_or_else(|| format!("system call {nr}"), |(_, name)| (*name).to_owned())
}

/// Answers the calls the filter holds on `listener` with `EPERM`, as long as any is waiting
/// (at most `at_most`, and never more than [`ANSWERS_AT_ONCE`], so that a program refused
/// without end from many threads does not keep the guard from its limits), and notes each in
/// `refusals`. Never blocks: a notice is
/// taken only once `poll` shows one waiting, and a caller killed between the two leaves the
/// kernel's count of notices up, so that taking it fails (`ENOENT`) rather than waiting.
pub(crate) fn answer(listener: BorrowedFd<'_>, refusals: &mut Refusals, at_most: usize) {
    use nix::poll::{PollFd, PollFlags, PollTimeout, poll};
    for _ in 0..at_most.min(ANSWERS_AT_ONCE) {
        let mut fds = [PollFd::new(listener, PollFlags::POLLIN)];
        let waiting = matches!(poll(&mut fds, PollTimeout::ZERO), Ok(1))
            && fds[0].revents().is_some_and(|r| r.contains(PollFlags::POLLIN));
        if !waiting {
            return;
        }
        // SAFETY: a plain C struct, which the kernel wants zeroed.
        #[allow(unsafe_code)]
        let mut notice: libc::seccomp_notif = unsafe { std::mem::zeroed() };
        // SAFETY: `notice` is the struct this request fills.
        #[allow(unsafe_code)]
        let received = unsafe {
            libc::ioctl(listener.as_raw_fd(), libc::SECCOMP_IOCTL_NOTIF_RECV, std::ptr::from_mut(&mut notice))
        };
        if received != 0 {
            match std::io::Error::last_os_error().raw_os_error() {
                // Interrupted, or the caller died before the notice was taken.
                Some(libc::EINTR | libc::ENOENT) => continue,
                _ => return,
            }
        }
        let answer = libc::seccomp_notif_resp { id: notice.id, val: 0, error: -libc::EPERM, flags: 0 };
        // SAFETY: `answer` is the struct this request reads. A caller gone meanwhile is ENOENT.
        #[allow(unsafe_code)]
        unsafe {
            libc::ioctl(listener.as_raw_fd(), libc::SECCOMP_IOCTL_NOTIF_SEND, std::ptr::from_ref(&answer))
        };
        refusals.note(i64::from(notice.data.nr));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_filter_builds_for_both_kinds_of_box() {
        let (counted, uncounted) = (program(true).expect("valid rules"), program(false).expect("valid rules"));
        assert!(counted.len() < uncounted.len() && uncounted.len() < 4096, "more calls refused, within BPF's length");
        assert_eq!(&counted[..prefix().len()], &prefix()[..], "the prefix first");
    }

    /// Runs `program` on a call as the kernel would: its action, and how many instructions it
    /// took. It knows the instructions the filters are made of, and fails on any other.
    fn run(program: &BpfProgram, arch: u32, nr: u32, args: [u64; 6]) -> (u32, usize) {
        let mut data = [0u8; 64];
        data[..4].copy_from_slice(&nr.to_ne_bytes());
        data[4..8].copy_from_slice(&arch.to_ne_bytes());
        for (at, arg) in args.iter().enumerate() {
            data[16 + 8 * at..24 + 8 * at].copy_from_slice(&arg.to_ne_bytes());
        }
        let (mut acc, mut pc) = (0u32, 0usize);
        for steps in 1.. {
            let op = &program[pc];
            pc += 1;
            let jump = |taken: bool| usize::from(if taken { op.jt } else { op.jf });
            match u32::from(op.code) {
                code if code == libc::BPF_LD | libc::BPF_W | libc::BPF_ABS => {
                    let at = op.k as usize;
                    acc = u32::from_ne_bytes(data[at..at + 4].try_into().expect("four bytes"));
                }
                code if code == libc::BPF_ALU | libc::BPF_AND | libc::BPF_K => acc &= op.k,
                code if code == libc::BPF_JMP | libc::BPF_JA => pc += op.k as usize,
                code if code == libc::BPF_JMP | libc::BPF_JEQ | libc::BPF_K => pc += jump(acc == op.k),
                code if code == libc::BPF_JMP | libc::BPF_JGT | libc::BPF_K => pc += jump(acc > op.k),
                code if code == libc::BPF_JMP | libc::BPF_JGE | libc::BPF_K => pc += jump(acc >= op.k),
                code if code == libc::BPF_JMP | libc::BPF_JSET | libc::BPF_K => pc += jump(acc & op.k != 0),
                code if code == libc::BPF_RET | libc::BPF_K => return (op.k, steps),
                code => panic!("an instruction this test cannot run: {code:#x}"),
            }
        }
        unreachable!()
    }

    #[test]
    fn the_search_decides_as_the_body_alone_would_and_allows_in_a_few_steps() {
        const I386: u32 = 0x4000_0003;
        for counted in [true, false] {
            let filter = program(counted).expect("valid rules");
            let (numbers, body) = body(counted).expect("valid rules");
            let alone: BpfProgram = prefix().into_iter().chain(body).collect();
            let unix = libc::AF_UNIX as u64;
            let mut tried = vec![[0; 6], [u64::MAX; 6], [unix, 0, 0, 0, 0, 0], [unix | 1 << 32, 0, 0, 0, 0, 0]];
            tried.extend([libc::AF_INET, libc::AF_INET6, libc::AF_VSOCK].map(|family| [family as u64, 0, 0, 0, 0, 0]));
            tried.extend([F_SETLEASE, F_SETPIPE_SZ, F_SETLEASE | 1 << 32].map(|command| [3, command, 0, 0, 0, 0]));
            tried.extend(NAMESPACES.map(|flag| [flag as u64 | libc::SIGCHLD as u64, 0, 0, 0, 0, 0]));
            let calls = (0..1024).chain([X32_BIT, X32_BIT | 1, X32_BIT | 0x3ff, u32::MAX]);
            let mut longest = 0;
            for arch in [AUDIT_ARCH, I386, 0xC000_00B7, 0] {
                for nr in calls.clone() {
                    let args = if numbers.contains(&nr) { &tried[..] } else { &tried[..2] };
                    for &args in args {
                        let (action, steps) = run(&filter, arch, nr, args);
                        assert_eq!(action, run(&alone, arch, nr, args).0, "arch {arch:#x}, call {nr}, {args:?}");
                        if arch == AUDIT_ARCH && action == libc::SECCOMP_RET_ALLOW && !numbers.contains(&nr) {
                            longest = longest.max(steps);
                        }
                    }
                }
            }
            assert!(longest <= 16, "an allowed call took {longest} instructions");
            let chain = run(&alone, AUDIT_ARCH, 1023, [0; 6]).1;
            assert!(longest * 4 < chain, "{longest} instructions against the body's {chain}");
            assert_eq!(run(&filter, AUDIT_ARCH, libc::SYS_keyctl as u32, [0; 6]).0, REFUSAL);
            assert_eq!(run(&filter, I386, libc::SYS_read as u32, [0; 6]).0, libc::SECCOMP_RET_KILL_PROCESS);
        }
    }

    #[test]
    fn refusals_become_notices_and_nothing_else_changes() {
        let plain = program(false).expect("valid rules");
        let notices = noticed(&plain);
        let refusals = plain.iter().filter(|op| op.k == REFUSAL).count();
        assert!(refusals >= 2, "the x32 prefix and the body refuse");
        assert_eq!(notices.iter().filter(|op| op.k == libc::SECCOMP_RET_USER_NOTIF).count(), refusals);
        assert!(notices.iter().all(|op| op.k != REFUSAL));
        let changed = plain.iter().zip(&notices).filter(|(a, b)| a != b).count();
        assert_eq!(changed, refusals, "only the refusals change");
    }

    #[test]
    fn the_kernel_takes_the_plain_filter_and_its_refusal_is_an_error() {
        // Refused (no instruction at all): an error, never a descriptor.
        let refused = set_filter(&Vec::new(), 0);
        assert!(refused.is_err(), "an empty program: {refused:?}");
        if available().is_err() {
            eprintln!("note: no seccomp here");
            return;
        }
        // The plain filter, as a kernel without listeners (before Linux 5.0) gets it, installed
        // in a child (it would bind this process for good): the call answers 0, no descriptor.
        let plain = program(true).expect("valid rules");
        // SAFETY: the child makes system calls only (no allocation, no lock) and exits.
        #[allow(unsafe_code)]
        match unsafe { nix::unistd::fork() }.expect("fork") {
            nix::unistd::ForkResult::Child => {
                let code = match rustix::thread::set_no_new_privs(true) {
                    Err(_) => 3,
                    Ok(()) => match set_filter(&plain, libc::SECCOMP_FILTER_FLAG_SPEC_ALLOW) {
                        Ok(0) => 0,
                        Ok(_) => 1,
                        Err(_) => 2,
                    },
                };
                #[allow(unsafe_code)]
                unsafe {
                    libc::_exit(code)
                }
            }
            nix::unistd::ForkResult::Parent { child } => {
                let status = nix::sys::wait::waitpid(child, None).expect("waitpid");
                assert_eq!(
                    status,
                    nix::sys::wait::WaitStatus::Exited(child, 0),
                    "0 installed, 1 not 0, 2 an error, 3 no no_new_privs"
                );
            }
        }
    }

    #[test]
    fn a_process_under_a_filter_already_takes_one_more() {
        assert!(takes_a_filter(0), "a process under no filter");
        assert!(takes_a_filter(libc::SECCOMP_MODE_FILTER as libc::c_int), "one under a container's filter");
        assert!(!takes_a_filter(-1), "a kernel without seccomp");
    }

    #[test]
    fn refusals_are_named_by_kind_the_first_few_and_counted_all() {
        let mut refusals = Refusals::default();
        for _ in 0..3 {
            refusals.note(libc::SYS_keyctl);
        }
        for x32 in 0..100_000 {
            refusals.note(i64::from(X32_BIT) + x32);
        }
        refusals.note(5000);
        refusals.note(5001);
        assert_eq!(refusals.named, ["keyctl", "x32 system calls", "system call 5000"], "one kind each");
        assert_eq!(refusals.calls, 100_005);
        for nr in 0..1024 {
            refusals.note(nr);
        }
        assert_eq!(refusals.named.len(), NAMED, "the first few named");
        assert_eq!(refusals.named[3], format!("system call {}", 0));
        assert_eq!(refusals.calls, 100_005 + 1024);
    }

    #[test]
    fn refused_calls_are_named() {
        assert_eq!(name_of(libc::SYS_keyctl), "keyctl");
        assert_eq!(name_of(libc::SYS_memfd_create), "memfd_create");
        assert_eq!(name_of(libc::SYS_fcntl), "fcntl");
        assert_eq!(name_of(libc::SYS_socket), "socket");
        assert_eq!(name_of(libc::SYS_memfd_secret), "memfd_secret");
        assert_eq!(name_of(libc::SYS_msgget), "msgget");
        assert_eq!(name_of(0x4000_0000 + libc::SYS_getpid), "x32 system calls");
        assert_eq!(name_of(libc::SYS_getpid), format!("system call {}", libc::SYS_getpid));
    }
}
