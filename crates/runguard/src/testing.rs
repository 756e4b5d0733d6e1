//! Readers that misbehave as pipes do, for tests of code that drains pipes (the judge's
//! relays and output drains).

use std::io::Read;

/// A pipe end that says `Interrupted` once before its bytes, then ends (or, without
/// bytes, fails as a broken pipe does).
#[derive(Debug)]
pub struct Interrupting(Option<std::io::Cursor<Vec<u8>>>, bool);

impl Interrupting {
    /// A pipe that gives `bytes`, after one interruption.
    pub fn new(bytes: &[u8]) -> Self {
        Interrupting(Some(std::io::Cursor::new(bytes.to_vec())), false)
    }

    /// A pipe that fails as a broken pipe does, after one interruption.
    pub fn broken() -> Self {
        Interrupting(None, false)
    }
}

impl Read for Interrupting {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        if !self.1 {
            self.1 = true;
            return Err(std::io::ErrorKind::Interrupted.into());
        }
        match &mut self.0 {
            Some(bytes) => bytes.read(buf),
            None => Err(std::io::ErrorKind::BrokenPipe.into()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::ErrorKind;

    #[test]
    fn a_pipe_is_interrupted_once_then_gives_its_bytes_or_breaks() {
        let mut buf = [0u8; 4];
        let mut pipe = Interrupting::new(b"ab");
        assert_eq!(pipe.read(&mut buf).map_err(|e| e.kind()), Err(ErrorKind::Interrupted));
        assert_eq!(pipe.read(&mut buf).map_err(|e| e.kind()), Ok(2));
        assert_eq!(&buf[..2], b"ab");
        assert_eq!(pipe.read(&mut buf).map_err(|e| e.kind()), Ok(0), "then its end");
        let mut broken = Interrupting::broken();
        assert_eq!(broken.read(&mut buf).map_err(|e| e.kind()), Err(ErrorKind::Interrupted));
        assert_eq!(broken.read(&mut buf).map_err(|e| e.kind()), Err(ErrorKind::BrokenPipe));
    }
}
