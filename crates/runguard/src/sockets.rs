//! Messages with descriptors over Unix sockets (`SCM_RIGHTS`): the plan and the run's standard
//! streams from the judge to a fork server, a guard's pidfd back, and the system-call filter's
//! listener from the box's first process to its guard.

use nix::sys::socket::{ControlMessage, ControlMessageOwned, MsgFlags};
use std::io::{IoSlice, IoSliceMut};
use std::os::fd::{AsRawFd, BorrowedFd, FromRawFd, OwnedFd, RawFd};

/// One message from `socket` into `buf`, received with `flags` (`MSG_DONTWAIT` not to wait for
/// it): its length, and the descriptors it carried, at most three, each close-on-exec (an
/// empty message without any is the end of file).
///
/// # Errors
///
/// The kernel's, and a message or descriptors that did not fit.
pub(crate) fn receive(
    socket: BorrowedFd<'_>,
    buf: &mut [u8],
    flags: MsgFlags,
) -> Result<(usize, Vec<OwnedFd>), String> {
    let mut space = nix::cmsg_space!([RawFd; 3]);
    let mut iov = [IoSliceMut::new(buf)];
    let message = nix::sys::socket::recvmsg::<()>(
        socket.as_raw_fd(),
        &mut iov,
        Some(&mut space),
        flags | MsgFlags::MSG_CMSG_CLOEXEC,
    )
    .map_err(|e| e.to_string())?;
    let mut fds = Vec::new();
    for cmsg in message.cmsgs().into_iter().flatten() {
        if let ControlMessageOwned::ScmRights(received) = cmsg {
            // SAFETY: the kernel installed these descriptors in this process for this message,
            // and nothing else owns them.
            #[allow(unsafe_code)]
            fds.extend(received.into_iter().map(|fd| unsafe { OwnedFd::from_raw_fd(fd) }));
        }
    }
    if message.flags.intersects(MsgFlags::MSG_TRUNC | MsgFlags::MSG_CTRUNC) {
        return Err("a message too large".into());
    }
    Ok((message.bytes, fds))
}

/// Sends `bytes` and the descriptors `fds` on `socket` as one message.
///
/// # Errors
///
/// The kernel's (the other end closed, above all).
pub(crate) fn send(socket: BorrowedFd<'_>, bytes: &[u8], fds: &[RawFd]) -> nix::Result<usize> {
    let rights = [ControlMessage::ScmRights(fds)];
    let cmsgs: &[ControlMessage] = if fds.is_empty() { &[] } else { &rights };
    nix::sys::socket::sendmsg::<()>(socket.as_raw_fd(), &[IoSlice::new(bytes)], cmsgs, MsgFlags::MSG_NOSIGNAL, None)
}

#[cfg(test)]
mod tests {
    use super::*;
    use nix::sys::socket::{AddressFamily, SockFlag, SockType, socketpair};
    use std::os::fd::AsFd;

    #[test]
    fn descriptors_arrive_close_on_exec_and_a_message_too_large_is_an_error() {
        let (judge, server) =
            socketpair(AddressFamily::Unix, SockType::SeqPacket, None, SockFlag::empty()).expect("a socket pair");
        // A descriptor without close-on-exec, as a judge's pipe end might be.
        let (read, _write) = nix::unistd::pipe().expect("a pipe");
        assert_eq!(send(judge.as_fd(), b"plan", &[read.as_raw_fd()]), Ok(4));
        let mut buf = [0u8; 16];
        let (bytes, fds) = receive(server.as_fd(), &mut buf, MsgFlags::empty()).expect("one message");
        assert_eq!((&buf[..bytes], fds.len()), (&b"plan"[..], 1));
        let flags = nix::fcntl::fcntl(&fds[0], nix::fcntl::FcntlArg::F_GETFD).expect("its flags");
        assert_ne!(flags & libc::FD_CLOEXEC, 0, "no process this one starts may inherit it");
        assert_eq!(send(judge.as_fd(), &[b'x'; 32], &[]), Ok(32));
        assert_eq!(receive(server.as_fd(), &mut buf, MsgFlags::empty()).err().as_deref(), Some("a message too large"));
    }
}
