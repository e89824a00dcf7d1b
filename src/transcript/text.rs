//! From bytes to lines: byte order mark, CRLF, and per-line UTF-8 or Latin-1.
//!
//! Transcripts come from many programs and platforms. Names are often written in
//! Latin-1 by older writers, so each line is decoded on its own: UTF-8 when the
//! bytes are valid UTF-8, Latin-1 otherwise. Only Latin-1 lines are copied.

use std::borrow::Cow;
use std::ops::Range;

use super::model::{Location, Span};

/// Longest line the reader accepts. Real transcript lines are well under 200
/// bytes; the limit keeps a huge binary input from being decoded as one line.
pub const MAX_LINE_BYTES: usize = 16 * 1024;

/// One decoded line.
#[derive(Debug)]
pub(crate) struct Line<'a> {
    /// 1-based line number.
    pub number: u32,
    /// Offset of the line's first byte in the input.
    pub start: usize,
    /// The text without its line ending.
    pub text: Cow<'a, str>,
    /// The line was not valid UTF-8 and was decoded as Latin-1.
    pub latin1: bool,
    /// The text is ASCII, so byte offsets and columns agree.
    ascii: bool,
}

impl Line<'_> {
    /// 1-based character column of a byte offset into `text`.
    pub fn column(&self, byte: usize) -> u32 {
        let byte = byte.min(self.text.len());
        if self.ascii {
            return u32::try_from(byte).unwrap_or(u32::MAX).saturating_add(1);
        }
        let prefix = self.text.get(..byte).unwrap_or("");
        let chars = if prefix.is_ascii() {
            prefix.len()
        } else {
            prefix.chars().count()
        };
        u32::try_from(chars).unwrap_or(u32::MAX).saturating_add(1)
    }

    /// Offset in the input of a byte offset into `text`.
    fn input_offset(&self, byte: usize) -> usize {
        if self.latin1 {
            // Each input byte became one character.
            self.start + self.column(byte) as usize - 1
        } else {
            self.start + byte
        }
    }

    /// The location of a byte range of `text`.
    pub fn location(&self, range: Range<usize>) -> Location {
        Location {
            line: self.number,
            column: self.column(range.start),
            span: Span {
                start: self.input_offset(range.start),
                end: self.input_offset(range.end),
            },
        }
    }
}

/// A line longer than [`MAX_LINE_BYTES`].
#[derive(Debug, Clone, Copy)]
pub(crate) struct LongLine {
    pub number: u32,
    pub start: usize,
    pub length: usize,
}

/// Splits the input into lines, after an optional UTF-8 byte order mark.
pub(crate) struct Lines<'a> {
    input: &'a [u8],
    position: usize,
    number: u32,
}

impl<'a> Lines<'a> {
    pub fn new(input: &'a [u8]) -> Lines<'a> {
        let position = if input.starts_with(b"\xEF\xBB\xBF") {
            3
        } else {
            0
        };
        Lines {
            input,
            position,
            number: 0,
        }
    }
}

impl<'a> Iterator for Lines<'a> {
    type Item = Result<Line<'a>, LongLine>;

    fn next(&mut self) -> Option<Self::Item> {
        let rest = self.input.get(self.position..)?;
        if rest.is_empty() {
            return None;
        }
        let start = self.position;
        // Lines end in LF, CRLF, or a lone CR (classic Mac OS files).
        let length = memchr::memchr2(b'\n', b'\r', rest).unwrap_or(rest.len());
        let ending = match rest.get(length..) {
            Some([b'\r', b'\n', ..]) => 2,
            Some([_, ..]) => 1,
            _ => 0,
        };
        self.position += length + ending;
        self.number = self.number.saturating_add(1);
        let bytes = rest.get(..length).unwrap_or(rest);
        Some(decode(bytes, length, self.number, start))
    }
}

/// Decodes one line's bytes (`length` is its full length, which may exceed
/// `bytes` for a line cut short by a streaming reader).
fn decode(bytes: &[u8], length: usize, number: u32, start: usize) -> Result<Line<'_>, LongLine> {
    if length > MAX_LINE_BYTES {
        return Err(LongLine {
            number,
            start,
            length,
        });
    }
    let (text, latin1, ascii) = match std::str::from_utf8(bytes) {
        Ok(text) => (Cow::Borrowed(text), false, is_ascii(bytes)),
        Err(_) => (Cow::Owned(latin1_text(bytes)), true, false),
    };
    Ok(Line {
        number,
        start,
        text,
        latin1,
        ascii,
    })
}

/// Whether every byte is ASCII, eight bytes at a time (lines are short, and
/// this is on every line's path).
fn is_ascii(bytes: &[u8]) -> bool {
    const HIGH_BITS: u64 = 0x8080_8080_8080_8080;
    let mut words = bytes.chunks_exact(8);
    let words_ascii = words.by_ref().all(|word| {
        <[u8; 8]>::try_from(word).is_ok_and(|word| u64::from_ne_bytes(word) & HIGH_BITS == 0)
    });
    words_ascii && words.remainder().is_ascii()
}

fn latin1_text(bytes: &[u8]) -> String {
    bytes.iter().map(|&b| b as char).collect()
}

/// Calls `each` with every line of a stream, as [`Lines`] splits a slice: same
/// endings, same numbers and offsets, same byte order mark handling.
///
/// Lines are handed out straight from the reader's buffer when they lie within
/// it; only a line split across two buffer fills is copied. Each fill is checked
/// for UTF-8 (and ASCII) once, not line by line. Memory stays at one buffer and
/// one line of at most [`MAX_LINE_BYTES`], whatever the input's size: the bytes
/// of a longer line are counted, not kept. `each` returns false to stop reading.
pub(crate) fn for_each_line<R: std::io::BufRead>(
    mut input: R,
    mut each: impl FnMut(Result<Line<'_>, LongLine>) -> bool,
) -> std::io::Result<()> {
    // The part of a line seen in earlier buffer fills (up to one byte past the
    // limit), its full length, and where it started.
    let mut pending: Vec<u8> = Vec::new();
    let mut pending_length = 0usize;
    let mut in_line = false;
    let mut line_start = 0usize;
    // Offset in the input of the current fill's first byte.
    let mut position = 0usize;
    let mut number = 0u32;
    // The previous line ended in CR at the end of a buffer fill: an LF first in
    // the next fill belongs to that ending.
    let mut after_cr = false;
    loop {
        let buffer = match input.fill_buf() {
            Ok(buffer) => buffer,
            Err(error) if error.kind() == std::io::ErrorKind::Interrupted => continue,
            Err(error) => return Err(error),
        };
        if buffer.is_empty() {
            break;
        }
        // The fill's longest valid UTF-8 prefix (a character may be cut at its end).
        let valid = match std::str::from_utf8(buffer) {
            Ok(text) => text,
            Err(error) => buffer
                .get(..error.valid_up_to())
                .and_then(|bytes| std::str::from_utf8(bytes).ok())
                .unwrap_or_default(),
        };
        let all_ascii = valid.len() == buffer.len() && is_ascii(buffer);
        let mut used = 0usize;
        if std::mem::take(&mut after_cr) && buffer.first() == Some(&b'\n') {
            used = 1;
        }
        let mut go_on = true;
        for end in memchr::memchr2_iter(b'\n', b'\r', buffer) {
            if end < used {
                // The LF of a CRLF, or of a CR at the end of the last fill.
                continue;
            }
            let ending = match buffer.get(end..) {
                Some([b'\r', b'\n', ..]) => 2,
                Some([b'\r']) => {
                    after_cr = true;
                    1
                }
                _ => 1,
            };
            let bytes = buffer.get(used..end).unwrap_or_default();
            number = number.saturating_add(1);
            let line = if in_line {
                in_line = false;
                let room = (MAX_LINE_BYTES + 1).saturating_sub(pending.len());
                pending.extend_from_slice(bytes.get(..room.min(bytes.len())).unwrap_or_default());
                first_line_decode(&pending, pending_length + bytes.len(), number, line_start)
            } else {
                match valid.get(used..end) {
                    Some(text) if number > 1 => {
                        let ascii = all_ascii || is_ascii(text.as_bytes());
                        decode_text(text, number, position + used, ascii)
                    }
                    _ => first_line_decode(bytes, bytes.len(), number, position + used),
                }
            };
            used = end + ending;
            if !each(line) {
                go_on = false;
                break;
            }
        }
        let length = buffer.len();
        let rest = buffer.get(used..).unwrap_or_default();
        let consumed = if go_on && !rest.is_empty() {
            // No line end in the rest of this fill: keep what the limit allows.
            if !in_line {
                in_line = true;
                line_start = position + used;
                pending.clear();
                pending_length = 0;
            }
            let room = (MAX_LINE_BYTES + 1).saturating_sub(pending.len());
            pending.extend_from_slice(rest.get(..room.min(rest.len())).unwrap_or_default());
            pending_length += rest.len();
            length
        } else {
            used.min(length)
        };
        input.consume(consumed);
        position += consumed;
        if !go_on {
            return Ok(());
        }
    }
    if in_line {
        number = number.saturating_add(1);
        each(first_line_decode(
            &pending,
            pending_length,
            number,
            line_start,
        ));
    }
    Ok(())
}

/// A line already known to be UTF-8.
fn decode_text(text: &str, number: u32, start: usize, ascii: bool) -> Result<Line<'_>, LongLine> {
    if text.len() > MAX_LINE_BYTES {
        return Err(LongLine {
            number,
            start,
            length: text.len(),
        });
    }
    Ok(Line {
        number,
        start,
        text: Cow::Borrowed(text),
        latin1: false,
        ascii,
    })
}

/// [`decode`], after removing a UTF-8 byte order mark from the first line.
fn first_line_decode(
    bytes: &[u8],
    length: usize,
    number: u32,
    start: usize,
) -> Result<Line<'_>, LongLine> {
    match bytes.strip_prefix(b"\xEF\xBB\xBF") {
        Some(rest) if number == 1 => decode(rest, length.saturating_sub(3), number, start + 3),
        _ => decode(bytes, length, number, start),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(input: &[u8]) -> Vec<String> {
        Lines::new(input)
            .map(|l| l.unwrap().text.into_owned())
            .collect()
    }

    #[test]
    fn crlf_and_a_byte_order_mark_are_removed() {
        // Given a Windows file with a BOM; When split; Then the lines are clean.
        assert_eq!(texts(b"\xEF\xBB\xBFone\r\ntwo\r\n"), ["one", "two"]);
    }

    #[test]
    fn a_lone_carriage_return_ends_a_line_as_in_classic_mac_files() {
        // Given lines ended by CR alone, by CRLF and by LF, mixed, with an empty line
        let input = b"one\rtwo\r\nthree\n\rfive";

        // When split; Then each ending ends exactly one line
        assert_eq!(texts(input), ["one", "two", "three", "", "five"]);
    }

    #[test]
    fn a_line_that_is_not_utf8_is_read_as_latin1() {
        // Given a Latin-1 name next to a UTF-8 one; When split; Then both decode.
        let input = "J\u{fc}rgen\n"
            .as_bytes()
            .iter()
            .copied()
            .chain(*b"J\xfcrgen\n")
            .collect::<Vec<u8>>();
        assert_eq!(texts(&input), ["Jürgen", "Jürgen"]);
    }

    #[test]
    fn columns_and_spans_count_characters_and_input_bytes() {
        // Given a Latin-1 line; When a location is taken after the accented letter;
        // Then the column counts characters and the span counts input bytes.
        let input = b"x\nJ\xfcrgen : 0";
        let line = Lines::new(input).nth(1).unwrap().unwrap();
        let at = line.text.find(':').unwrap();
        let location = line.location(at..at + 1);
        assert_eq!(location.column, 8);
        assert_eq!(location.span.start, 2 + 7);
    }

    #[test]
    fn an_overlong_line_is_reported_not_decoded() {
        let mut input = vec![b'a'; MAX_LINE_BYTES + 1];
        input.extend_from_slice(b"\nshort");
        let lines: Vec<_> = Lines::new(&input).collect();
        assert!(matches!(lines[0], Err(LongLine { number: 1, .. })));
        assert_eq!(lines[1].as_ref().unwrap().text, "short");
    }
}
