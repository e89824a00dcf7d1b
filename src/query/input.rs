//! How a front end reads a transcript to validate it: whole when it is
//! short, so that it is checked in place and its source lines can be shown
//! from memory; streamed when longer, so that memory stays bounded however
//! long the input is. The command line and the Python package both read
//! through [`read_whole_or_stream`].

use std::io::{self, BufReader, Read};

/// Input up to this size is read whole and checked in place; longer input is
/// streamed.
pub const WHOLE_INPUT_BYTES: u64 = 8 * 1024 * 1024;

/// The buffer a stream is read through.
const STREAM_BUFFER: usize = 64 * 1024;

/// A buffer for whole inputs starts this large and doubles when an input
/// fills it. It is kept initialised between inputs (zeroed once, then
/// overwritten), so it starts small: each page zeroed is a page fault, and
/// most transcripts are a few kilobytes.
const FIRST_BUFFER: usize = 16 * 1024;

/// An input read whole, or found too long for that.
pub enum Whole<T, R> {
    /// What the caller made of the input's bytes.
    Read(T),
    /// Longer than [`WHOLE_INPUT_BYTES`]: a reader of the whole input, the
    /// bytes read so far first.
    TooLong(BufReader<io::Chain<io::Cursor<Vec<u8>>, R>>),
}

/// Reads `input` into `buffer` and hands its bytes to `use_bytes` when it
/// is no longer than [`WHOLE_INPUT_BYTES`]; else hands back a reader of the
/// whole input (taking the buffer with it, the bytes read so far first).
///
/// The size of a file is not asked for: a system call costs more than
/// checking a short transcript, and reading up to the limit tells as much,
/// for a file that grows while it is read and for a pipe too. Each read
/// offers all the room the buffer has, so a transcript takes one read, and
/// one more that finds its end, once the buffer has grown to hold it. Pass
/// the same buffer from input to input to keep that growth.
pub fn read_whole_or_stream<R: Read, T>(
    mut input: R,
    buffer: &mut Vec<u8>,
    use_bytes: impl FnOnce(&[u8]) -> T,
) -> io::Result<Whole<T, R>> {
    if buffer.len() < FIRST_BUFFER {
        buffer.resize(FIRST_BUFFER, 0);
    }
    let most = usize::try_from(WHOLE_INPUT_BYTES).unwrap_or(usize::MAX);
    let mut filled = 0;
    loop {
        if filled == buffer.len() {
            if filled > most {
                let mut read = std::mem::take(buffer);
                read.truncate(filled);
                let rest = io::Cursor::new(read).chain(input);
                return Ok(Whole::TooLong(BufReader::with_capacity(
                    STREAM_BUFFER,
                    rest,
                )));
            }
            // One byte past the limit tells an input longer than it.
            buffer.resize(filled.saturating_mul(2).min(most + 1), 0);
        }
        debug_assert!(
            filled <= buffer.len(),
            "a read fills at most the room offered"
        );
        let length = buffer.len();
        let (_, room) = buffer.split_at_mut(filled.min(length));
        match input.read(room) {
            Ok(0) => break,
            Ok(read) => filled += read,
            Err(error) if error.kind() == io::ErrorKind::Interrupted => {}
            Err(error) => return Err(error),
        }
    }
    let (read, _) = buffer.split_at(filled.min(buffer.len()));
    Ok(Whole::Read(use_bytes(read)))
}
