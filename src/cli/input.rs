//! Reading the items a subcommand works on: from arguments, or one per line
//! from standard input (`-` or no argument), streamed.

use std::io::{self, BufRead, IsTerminal, Read};
use std::path::{Path, PathBuf};

/// The longest line of standard input taken as one item. Records and positions
/// fit in a few hundred bytes; the cap keeps a runaway line (a binary file piped
/// in by mistake) from being held in memory whole.
pub const MAX_LINE_BYTES: usize = 64 * 1024;

/// The largest transcript a command that holds the whole input reads
/// (`export`, `fmt`, `position`): real match files hold a few hundred
/// kilobytes, the longest sessions a few megabytes. `validate` streams
/// larger input instead.
pub const MAX_WHOLE_INPUT_BYTES: u64 = 32 * 1024 * 1024;

/// How much of standard input is read at a time.
const STDIN_BUFFER_BYTES: usize = 64 * 1024;

/// Nothing to work on was named and standard input is a terminal: reading it
/// would look like a hang, so the command stops with a usage hint instead
/// (exit 2), as `jq` does. Naming `-` still reads a terminal on purpose.
#[derive(Debug, thiserror::Error)]
#[error("nothing to read: no argument given and standard input is a terminal")]
pub struct TerminalInput;

/// Fails with [`TerminalInput`] when standard input is a terminal; called only
/// when no item was named, never for an explicit `-`.
pub fn refuse_terminal() -> Result<(), TerminalInput> {
    if io::stdin().is_terminal() {
        Err(TerminalInput)
    } else {
        Ok(())
    }
}

/// The files named on the command line, or `-` (standard input) when none
/// are, so that a subcommand over files also works at the end of a pipe.
/// With none named and a terminal on standard input, [`TerminalInput`].
pub fn files_or_stdin(files: &[PathBuf]) -> Result<Vec<PathBuf>, TerminalInput> {
    if files.is_empty() {
        refuse_terminal()?;
        Ok(vec![PathBuf::from("-")])
    } else {
        Ok(files.to_vec())
    }
}

/// Input longer than [`MAX_WHOLE_INPUT_BYTES`], refused by a command that
/// holds it whole.
#[derive(Debug, thiserror::Error)]
#[error(
    "the input is larger than {} MiB, the most this command reads whole (`bgkit validate` streams larger input)",
    MAX_WHOLE_INPUT_BYTES / (1024 * 1024)
)]
pub struct TooLarge;

/// The whole of `file` (`-`: standard input), up to
/// [`MAX_WHOLE_INPUT_BYTES`]: longer input, however it comes (a file, a
/// pipe, `/dev/zero`), stops with [`TooLarge`] once that much is read, so
/// memory never grows with it.
pub fn read_whole(file: &Path) -> io::Result<Vec<u8>> {
    let mut buffer = Vec::new();
    if file.as_os_str() == "-" {
        io::stdin()
            .lock()
            .take(MAX_WHOLE_INPUT_BYTES + 1)
            .read_to_end(&mut buffer)?;
    } else {
        let opened = std::fs::File::open(file)?;
        if let Ok(metadata) = opened.metadata()
            && metadata.is_file()
            && metadata.len() > MAX_WHOLE_INPUT_BYTES
        {
            return Err(io::Error::other(TooLarge));
        }
        opened
            .take(MAX_WHOLE_INPUT_BYTES + 1)
            .read_to_end(&mut buffer)?;
    }
    if u64::try_from(buffer.len()).unwrap_or(u64::MAX) > MAX_WHOLE_INPUT_BYTES {
        return Err(io::Error::other(TooLarge));
    }
    Ok(buffer)
}

/// Where a batch of items comes from.
pub enum Items {
    /// Items given on the command line.
    Args(Vec<String>),
    /// One item per line of standard input.
    Stdin,
}

impl Items {
    /// Arguments, or standard input when there are none or the only one is
    /// `-`; none with a terminal on standard input is [`TerminalInput`].
    pub fn from_args(args: &[String]) -> Result<Items, TerminalInput> {
        if args.is_empty() {
            refuse_terminal()?;
            Ok(Items::Stdin)
        } else if matches!(args, [only] if only == "-") {
            Ok(Items::Stdin)
        } else {
            Ok(Items::Args(args.to_vec()))
        }
    }

    /// Calls `each` for every item in order, with its 1-based line number for
    /// standard input (argument position for arguments) and whether the next
    /// item is already read ([`Item::next_is_ready`]), so that a streaming
    /// writer sends its output only when the reader is about to wait. Blank
    /// lines and lines starting with `#` on standard input are skipped. Stops at
    /// the first error `each` returns.
    pub fn for_each(
        self,
        mut each: impl FnMut(Item<'_>) -> anyhow::Result<()>,
    ) -> anyhow::Result<()> {
        match self {
            Items::Args(args) => {
                for (i, arg) in args.iter().enumerate() {
                    each(Item {
                        number: i + 1,
                        text: arg,
                        next_is_ready: true,
                    })?;
                }
            }
            Items::Stdin => {
                // A buffer of our own, because whether a whole line is
                // already in it decides when answers are sent; reads from
                // standard input's own buffer pass straight through it.
                let mut lock = io::BufReader::with_capacity(STDIN_BUFFER_BYTES, io::stdin().lock());
                let mut buffer = Vec::new();
                let mut number = 0;
                loop {
                    buffer.clear();
                    let length = read_line_capped(&mut lock, &mut buffer, MAX_LINE_BYTES)?;
                    if length == 0 {
                        break;
                    }
                    number += 1;
                    let line = String::from_utf8_lossy(&buffer);
                    let line = line.trim_end_matches(['\n', '\r']);
                    if length > buffer.len() || line.len() > MAX_LINE_BYTES {
                        anyhow::bail!(
                            "standard input line {number} is {length} bytes long; an item (a record or a position) is at most {MAX_LINE_BYTES} bytes"
                        );
                    }
                    if line.trim().is_empty() || line.trim_start().starts_with('#') {
                        continue;
                    }
                    let next_is_ready = line_is_buffered(lock.buffer());
                    each(Item {
                        number,
                        text: line,
                        next_is_ready,
                    })?;
                }
            }
        }
        Ok(())
    }
}

/// One item of a batch.
pub struct Item<'a> {
    /// The 1-based line of standard input, or position among the arguments.
    pub number: usize,
    /// The item's text, without its line end.
    pub text: &'a str,
    /// The next item can be read without waiting for input: a whole line is
    /// already buffered, or the items are arguments. A streaming writer sends
    /// its output when this is false, so that a pipeline fed one line at a
    /// time gets each answer at once, while a file piped in is answered in
    /// large writes.
    pub next_is_ready: bool,
}

/// Whether `buffered` input holds a whole line: reading it will not block.
/// The search stops at the first line end, so it costs one line's length.
fn line_is_buffered(buffered: &[u8]) -> bool {
    memchr::memchr(b'\n', buffered).is_some()
}

/// Reads one line, `\n` included, into `line`, keeping at most `limit` bytes of
/// text and its `\n`; the rest of a longer line is read and dropped. Returns the
/// length of the whole line in the input (0 at the end of input), which is more
/// than `line` holds when the line was cut.
fn read_line_capped(
    input: &mut impl BufRead,
    line: &mut Vec<u8>,
    limit: usize,
) -> io::Result<usize> {
    let mut length = 0;
    loop {
        let available = match input.fill_buf() {
            Ok(bytes) => bytes,
            Err(error) if error.kind() == io::ErrorKind::Interrupted => continue,
            Err(error) => return Err(error),
        };
        if available.is_empty() {
            return Ok(length);
        }
        let (chunk, ended) = match available.iter().position(|&b| b == b'\n') {
            Some(end) => (available.get(..=end).unwrap_or(available), true),
            None => (available, false),
        };
        let room = (limit + 1).saturating_sub(line.len());
        line.extend(chunk.iter().take(room));
        let used = chunk.len();
        input.consume(used);
        length += used;
        if ended {
            return Ok(length);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_are_read_whole_up_to_the_limit_and_cut_beyond_it() {
        // Given a short line, a line of exactly the limit, a longer one, and an
        // unterminated last line, read through a tiny buffer
        let text = b"ab\nabcd\nabcdefgh\nxyz";
        let mut input = io::BufReader::with_capacity(3, &text[..]);
        let mut line = Vec::new();
        let mut read = |line: &mut Vec<u8>| {
            line.clear();
            read_line_capped(&mut input, line, 4).unwrap()
        };

        // Then each call reports the line's full length and keeps what fits
        assert_eq!((read(&mut line), line.as_slice()), (3, &b"ab\n"[..]));
        assert_eq!((read(&mut line), line.as_slice()), (5, &b"abcd\n"[..]));
        assert_eq!((read(&mut line), line.as_slice()), (9, &b"abcde"[..]));
        assert_eq!((read(&mut line), line.as_slice()), (3, &b"xyz"[..]));
        assert_eq!(read(&mut line), 0);
    }
}
