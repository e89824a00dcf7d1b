//! The one policy for reading a transcript to validate it: whole when short,
//! streamed when longer, the bytes already read never lost.

use bgkit::query::{WHOLE_INPUT_BYTES, Whole, read_whole_or_stream};
use std::io::{self, Read};

/// A reader that gives its bytes a few at a time and is interrupted once
/// before each piece, as a pipe or a signal may make a real one.
struct Dribble {
    bytes: Vec<u8>,
    at: usize,
    interrupt_next: bool,
}

impl Dribble {
    fn of(bytes: Vec<u8>) -> Dribble {
        Dribble {
            bytes,
            at: 0,
            interrupt_next: true,
        }
    }
}

impl Read for Dribble {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let interrupted = self.interrupt_next;
        self.interrupt_next = !interrupted;
        if interrupted {
            return Err(io::Error::from(io::ErrorKind::Interrupted));
        }
        let rest = &self.bytes[self.at..];
        let count = rest.len().min(buf.len()).min(7);
        buf[..count].copy_from_slice(&rest[..count]);
        self.at += count;
        Ok(count)
    }
}

fn limit() -> usize {
    usize::try_from(WHOLE_INPUT_BYTES).unwrap()
}

#[test]
fn a_short_input_is_handed_over_whole_however_its_reads_come() {
    // Given a transcript read seven bytes at a time, with interruptions
    let text = b" 1 point match\n\n Game 1\n a : 0   b : 0\n".repeat(50);
    // When it is read by the policy
    let whole = read_whole_or_stream(Dribble::of(text.clone()), &mut Vec::new(), <[u8]>::to_vec);
    // Then its bytes come whole, in order
    match whole.unwrap() {
        Whole::Read(bytes) => assert_eq!(bytes, text),
        Whole::TooLong(_) => panic!("a short input was streamed"),
    }
}

#[test]
fn an_input_of_exactly_the_limit_is_still_read_whole() {
    // Given an input as long as the limit
    let text = vec![b'x'; limit()];
    // When it is read
    let whole = read_whole_or_stream(text.as_slice(), &mut Vec::new(), |bytes| bytes.len());
    // Then it is read whole
    assert!(matches!(whole.unwrap(), Whole::Read(length) if length == limit()));
}

#[test]
fn a_longer_input_streams_with_the_bytes_already_read_first() {
    // Given an input one byte over the limit, whose last byte differs
    let mut text = vec![b'x'; limit()];
    text.push(b'y');
    let mut buffer = Vec::new();
    // When it is read
    let whole = read_whole_or_stream(text.as_slice(), &mut buffer, |_| ());
    // Then a stream of every byte comes back, the caller's buffer taken with it
    let Ok(Whole::TooLong(mut stream)) = whole else {
        panic!("a long input was not streamed");
    };
    let mut streamed = Vec::new();
    stream.read_to_end(&mut streamed).unwrap();
    assert_eq!(streamed.len(), text.len());
    assert_eq!(streamed.last(), Some(&b'y'));
    assert!(buffer.is_empty());
}

#[test]
fn a_read_error_is_passed_on() {
    // Given a reader that fails
    struct Broken;
    impl Read for Broken {
        fn read(&mut self, _: &mut [u8]) -> io::Result<usize> {
            Err(io::Error::other("disk gone"))
        }
    }
    // When it is read, Then its error is the answer
    let whole = read_whole_or_stream(Broken, &mut Vec::new(), |_| ());
    assert_eq!(
        whole.err().map(|e| e.to_string()),
        Some("disk gone".to_string())
    );
}
