//! From bytes to lines: byte order mark, CRLF, and per-line UTF-8 or Windows-1252.
//!
//! Transcripts come from many programs and platforms. Names are often written in
//! Windows-1252 (Latin-1 with printable characters in 0x80 to 0x9F: `’`, `–`,
//! `€`) by older Windows writers, so each line is decoded on its own: UTF-8
//! when the bytes are valid UTF-8, Windows-1252 otherwise, a character a byte
//! (as browsers read text labelled Latin-1). Only such lines are copied.

use std::borrow::Cow;
use std::ops::Range;

use crate::transcript::model::{Location, Span};

/// Longest line the reader accepts. Real transcript lines are well under 200
/// bytes; the limit keeps a huge binary input from being decoded as one line.
pub const MAX_LINE_BYTES: usize = 16 * 1024;

/// Columns between two tab stops, as terminals and `expand` set them.
const TAB_STOP: u32 = 8;

/// One decoded line.
#[derive(Debug)]
pub(crate) struct Line<'a> {
    /// 1-based line number.
    pub number: u32,
    /// Offset of the line's first byte in the input.
    pub start: usize,
    /// The text without its line ending.
    pub text: Cow<'a, str>,
    /// The line was not valid UTF-8 and was decoded as Windows-1252, a
    /// character a byte.
    pub legacy: bool,
    /// The text is ASCII, so byte offsets and columns agree.
    ascii: bool,
    /// A tab may stand in the text (false: the buffer it came from held
    /// none), so that laying out a cell's column looks for tabs only then.
    tabs: bool,
}

impl Line<'_> {
    /// 1-based character column of a byte offset into `text`. Inlined:
    /// every move's location asks it, and most lines are ASCII.
    #[inline]
    pub fn column(&self, byte: usize) -> u32 {
        let byte = byte.min(self.text.len());
        if self.ascii {
            return u32::try_from(byte).unwrap_or(u32::MAX).saturating_add(1);
        }
        self.counted_column(byte)
    }

    /// [`Line::column`] of a line that is not all ASCII, by counting characters.
    #[inline(never)]
    fn counted_column(&self, byte: usize) -> u32 {
        let prefix = self.text.get(..byte).unwrap_or("");
        let chars = if prefix.is_ascii() {
            prefix.len()
        } else {
            prefix.chars().count()
        };
        u32::try_from(chars).unwrap_or(u32::MAX).saturating_add(1)
    }

    /// 1-based column of a byte offset into `text` as the line is laid out
    /// on screen, tabs advancing to the next stop of eight columns (as
    /// `expand` reads them): where a cell stands, so that a transcript whose
    /// runs of spaces an editor turned into tabs reads as it looks. Apart
    /// from [`Line::column`], which diagnostics give and which counts a tab
    /// as one character.
    #[inline]
    pub fn layout_column(&self, byte: usize) -> u32 {
        if !self.tabs {
            return self.column(byte);
        }
        self.tabbed_column(byte)
    }

    /// [`Line::layout_column`] of a line that may hold a tab.
    #[inline(never)]
    fn tabbed_column(&self, byte: usize) -> u32 {
        let byte = byte.min(self.text.len());
        let prefix = self.text.get(..byte).unwrap_or("");
        if !prefix.as_bytes().contains(&b'\t') {
            return self.column(byte);
        }
        let columns = prefix.chars().fold(0u32, |column, c| {
            if c == '\t' {
                (column / TAB_STOP + 1) * TAB_STOP
            } else {
                column.saturating_add(1)
            }
        });
        columns.saturating_add(1)
    }

    /// Offset in the input of a byte offset into `text`.
    fn input_offset(&self, byte: usize) -> usize {
        if self.legacy {
            // Each input byte became one character.
            self.start + self.column(byte) as usize - 1
        } else {
            self.start + byte
        }
    }

    /// The location of a byte range of `text`. Inlined, with ASCII lines
    /// (most) first: every cell and move of a transcript asks it.
    #[inline]
    pub fn location(&self, range: Range<usize>) -> Location {
        if self.ascii {
            // A byte is a character, and the text is the input's bytes. A
            // line holds at most MAX_LINE_BYTES, so a column fits in u32.
            debug_assert!(range.start <= self.text.len() && self.text.len() <= MAX_LINE_BYTES);
            return Location {
                line: self.number,
                column: range.start as u32 + 1,
                span: Span {
                    start: self.start + range.start,
                    end: self.start + range.end,
                },
            };
        }
        Location {
            line: self.number,
            column: self.column(range.start),
            span: Span {
                start: self.input_offset(range.start),
                end: self.input_offset(range.end),
            },
        }
    }

    /// The line cut short at byte `at` of its text (a char boundary): the
    /// same place in the input, so its columns and spans are the line's.
    pub fn before(&self, at: usize) -> Line<'_> {
        debug_assert!(self.text.is_char_boundary(at));
        Line {
            number: self.number,
            start: self.start,
            text: Cow::Borrowed(self.text.get(..at).unwrap_or(&self.text)),
            legacy: self.legacy,
            ascii: self.ascii,
            tabs: self.tabs,
        }
    }

    /// The text from byte `at` on, `skip` bytes of it left out after `at`
    /// (a byte order mark there), as a line of its own: the text before `at`
    /// becomes one space a character, so that a column is still the
    /// character's on the whole line, and every span the input's bytes (the
    /// line starts where the spaces would end in the input, less their
    /// count). A mark left out counts as no column.
    pub fn rest(&self, at: usize, skip: usize) -> Line<'static> {
        let (before, after) = self.text.split_at(at);
        let after = after.get(skip..).unwrap_or("");
        let chars = before.chars().count();
        let input_before = if self.legacy { chars } else { at };
        let text = format!("{}{after}", " ".repeat(chars));
        Line {
            number: self.number,
            start: self.start + input_before + skip - chars,
            ascii: text.is_ascii(),
            text: Cow::Owned(text),
            legacy: self.legacy,
            tabs: self.tabs,
        }
    }
}

/// A line longer than [`MAX_LINE_BYTES`].
#[derive(Debug, Clone, Copy)]
pub(crate) struct LongLine {
    pub number: u32,
    pub start: usize,
    /// Its length; when `endless`, the bytes counted before reading stopped.
    pub length: usize,
    /// The line went on past [`MAX_COUNTED_BYTES`]: the input was read no
    /// further (`/dev/zero`, a binary file), so nothing after it is known.
    pub endless: bool,
}

/// How far an over-long line is followed to learn its length before reading
/// stops: far beyond any text file a person would call a transcript, and read
/// in a fraction of a second, so that endless input (`/dev/zero`) ends soon.
pub const MAX_COUNTED_BYTES: usize = 256 * 1024 * 1024;

/// Decodes one line's bytes (`length` is its full length, which may exceed
/// `bytes` for a line cut short by a streaming reader).
fn decode(bytes: &[u8], length: usize, number: u32, start: usize) -> Result<Line<'_>, LongLine> {
    if length > MAX_LINE_BYTES {
        return Err(LongLine {
            number,
            start,
            length,
            endless: false,
        });
    }
    let (text, legacy, ascii) = match std::str::from_utf8(bytes) {
        Ok(text) => (Cow::Borrowed(text), false, is_ascii(bytes)),
        Err(_) => (Cow::Owned(windows_1252_text(bytes)), true, false),
    };
    Ok(Line {
        number,
        start,
        text: if ascii { text } else { spaced(text, legacy) },
        legacy,
        ascii,
        tabs: true,
    })
}

/// A line's text with each no-break space (U+00A0: text copied from a web
/// page pads its columns with them) made ASCII spaces, as many as the
/// character takes bytes in the input (two in UTF-8, one in Windows-1252),
/// so that every span is still the input's bytes; a column after one counts
/// it twice in UTF-8. The readers split tokens at ASCII blanks only.
fn spaced(text: Cow<'_, str>, legacy: bool) -> Cow<'_, str> {
    if !text.contains('\u{a0}') {
        return text;
    }
    Cow::Owned(text.replace('\u{a0}', if legacy { " " } else { "  " }))
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

/// Bytes that are not UTF-8 as Windows-1252 text, a character a byte.
pub(crate) fn windows_1252_text(bytes: &[u8]) -> String {
    bytes.iter().map(|&b| windows_1252_char(b)).collect()
}

/// One byte of Windows-1252, the ANSI code page of Windows programs (eXtreme
/// Gammon's among them), as a character: Latin-1 but for 0x80 to 0x9F, where
/// it has printable characters; its five unused bytes there stay the C1
/// controls of Latin-1, as browsers decode them, so that every byte is still
/// one character.
pub(crate) fn windows_1252_char(byte: u8) -> char {
    const HIGH: [char; 32] = [
        '€', '\u{81}', '‚', 'ƒ', '„', '…', '†', '‡', 'ˆ', '‰', 'Š', '‹', 'Œ', '\u{8d}', 'Ž',
        '\u{8f}', '\u{90}', '‘', '’', '“', '”', '•', '–', '—', '˜', '™', 'š', '›', 'œ', '\u{9d}',
        'ž', 'Ÿ',
    ];
    let latin1 = char::from(byte);
    match byte {
        0x80..=0x9f => HIGH
            .get(usize::from(byte - 0x80))
            .copied()
            .unwrap_or(latin1),
        _ => latin1,
    }
}

/// Calls `each` with every line of a stream, ended by LF, CRLF or CR, each
/// with its number and byte offset, a byte order mark at the start left out
/// ([`for_each_line_in`] is the same over bytes already in memory).
///
/// Lines are handed out straight from the reader's buffer when they lie within
/// it; only a line split across two buffer fills is copied. Each fill is checked
/// for UTF-8 (and ASCII) once, not line by line. Memory stays at one buffer and
/// one line of at most [`MAX_LINE_BYTES`], whatever the input's size: the bytes
/// of a longer line are counted, not kept. `each` returns false to stop reading.
pub(crate) fn for_each_line<R: std::io::BufRead>(
    mut input: R,
    each: impl FnMut(Result<Line<'_>, LongLine>) -> bool,
) -> std::io::Result<()> {
    let head = loop {
        match input.fill_buf() {
            Ok(buffer) => break buffer,
            Err(error) if error.kind() == std::io::ErrorKind::Interrupted => continue,
            Err(error) => return Err(error),
        }
    };
    if head.len() >= ENCODING_BYTES || head.is_empty() {
        return match utf16_encoding(head) {
            Some(encoding) => split_lines(decoding(input, encoding), each),
            None => split_lines(input, each),
        };
    }
    // A short first fill (from a pipe): the encoding is told from the
    // first bytes, read whole.
    let mut start = Vec::with_capacity(ENCODING_BYTES);
    std::io::Read::read_to_end(
        &mut std::io::Read::take(&mut input, ENCODING_BYTES as u64),
        &mut start,
    )?;
    let utf16 = utf16_encoding(&start);
    let input = std::io::Read::chain(std::io::Cursor::new(start), input);
    match utf16 {
        Some(encoding) => split_lines(decoding(input, encoding), each),
        None => split_lines(input, each),
    }
}

/// UTF-16 text in `encoding` (its byte order mark first) read as UTF-8, a
/// buffer at a time, the mark left out. The encoding is given, not sniffed
/// again by the decoder: it sniffs three bytes, and would pass a text of
/// the two-byte mark alone through undecoded.
fn decoding(
    input: impl std::io::Read,
    encoding: &'static encoding_rs::Encoding,
) -> impl std::io::BufRead {
    std::io::BufReader::new(
        encoding_rs_io::DecodeReaderBytesBuilder::new()
            .encoding(Some(encoding))
            .build(input),
    )
}

/// The lines of `input`, which is UTF-8 or Windows-1252, for [`for_each_line`].
fn split_lines<R: std::io::BufRead>(
    mut input: R,
    mut each: impl FnMut(Result<Line<'_>, LongLine>) -> bool,
) -> std::io::Result<()> {
    let mut splitter = LineSplitter::default();
    loop {
        let buffer = match input.fill_buf() {
            Ok(buffer) => buffer,
            Err(error) if error.kind() == std::io::ErrorKind::Interrupted => continue,
            Err(error) => return Err(error),
        };
        if buffer.is_empty() {
            break;
        }
        let (consumed, go_on) = splitter.split(buffer, &mut each);
        input.consume(consumed);
        if !go_on {
            return Ok(());
        }
    }
    splitter.finish(each);
    Ok(())
}

/// The UTF-16 encoding of `input`: the one its byte order mark names
/// (Windows editors and PowerShell's `>` write text so), or with no mark
/// the one its first characters show ([`unmarked_utf16`]).
fn utf16_encoding(input: &[u8]) -> Option<&'static encoding_rs::Encoding> {
    match encoding_rs::Encoding::for_bom(input) {
        Some((encoding, _)) => {
            Some(encoding).filter(|&e| e == encoding_rs::UTF_16LE || e == encoding_rs::UTF_16BE)
        }
        None => unmarked_utf16(input),
    }
}

/// The first bytes of an input, which tell its encoding: a byte order
/// mark, or the code units [`unmarked_utf16`] looks at.
pub const ENCODING_BYTES: usize = 2 * UNMARKED_UNITS;

/// The code units [`unmarked_utf16`] looks at, and how many it needs.
const UNMARKED_UNITS: usize = 32;
const UNMARKED_UNITS_NEEDED: usize = 4;

/// The UTF-16 encoding of text written without a byte order mark (as some
/// Windows programs save it), told by its first characters: text holds no
/// NUL byte, so where each of the first code units (up to
/// [`UNMARKED_UNITS`], at least [`UNMARKED_UNITS_NEEDED`]) is a character of
/// the Latin-1 range a text starts with, a letter, digit, sign or space
/// beside a zero byte (`5\0 \0p\0`), the text is UTF-16: little-endian with
/// the zero after it, big-endian before. A character past that range among
/// the first few leaves the input as it is (and a binary file's NUL bytes
/// then say it is not text).
fn unmarked_utf16(input: &[u8]) -> Option<&'static encoding_rs::Encoding> {
    let units = input.chunks_exact(2).take(UNMARKED_UNITS);
    if units.len() < UNMARKED_UNITS_NEEDED {
        return None;
    }
    let text = |b: u8| matches!(b, b'\t' | b'\n' | b'\r' | b' '..=b'~' | 0xA0..=0xFF);
    let mut little = true;
    let mut big = true;
    for unit in units {
        if let &[first, second] = unit {
            little &= second == 0 && text(first);
            big &= first == 0 && text(second);
        }
    }
    if little {
        Some(encoding_rs::UTF_16LE)
    } else if big {
        Some(encoding_rs::UTF_16BE)
    } else {
        None
    }
}

/// Whether `input` is UTF-16 text, marked by its byte order mark or told
/// by its first characters ([`unmarked_utf16`]).
pub fn is_utf16(input: &[u8]) -> bool {
    utf16_encoding(input).is_some()
}

/// The input as the line reader reads it: UTF-16 text (marked by its byte
/// order mark or told by its first characters, as [`is_utf16`] tells it) as
/// UTF-8 without the mark, a character it cannot hold written
/// U+FFFD; any other input as it is. The spans of diagnostics on a UTF-16
/// input count the bytes of this text (lines and columns are the same in
/// both), so a source line is shown from it.
pub fn decoded_text(input: &[u8]) -> Cow<'_, [u8]> {
    match utf16_encoding(input) {
        Some(encoding) => {
            let (text, _) = encoding.decode_with_bom_removal(input);
            Cow::Owned(text.into_owned().into_bytes())
        }
        None => Cow::Borrowed(input),
    }
}

/// The line of `input` that holds byte `offset` (or, at a line's end, the
/// line it ends), without its ending: from just after the line ending before
/// it (LF or CR, as lines end) to the next. For showing the source line of a
/// diagnostic from its span, with no pass over the lines before it.
pub fn line_at(input: &[u8], offset: usize) -> Range<usize> {
    let (before, after) = input.split_at(offset.min(input.len()));
    let offset = before.len();
    let start = memchr::memrchr2(b'\n', b'\r', before).map_or(0, |at| at + 1);
    let end = offset + memchr::memchr2(b'\n', b'\r', after).unwrap_or(after.len());
    start..end
}

/// [`for_each_line`] over bytes already in memory: one fill, so every line is
/// handed out in place.
pub(crate) fn for_each_line_in(
    input: &[u8],
    mut each: impl FnMut(Result<Line<'_>, LongLine>) -> bool,
) {
    let input = decoded_text(input);
    let mut splitter = LineSplitter::default();
    let (_, go_on) = splitter.split(&input, &mut each);
    if go_on {
        splitter.finish(each);
    }
}

/// The state [`for_each_line`] keeps from one buffer fill to the next: where
/// the input stands, and the part of a line that no fill has ended yet.
#[derive(Default)]
struct LineSplitter {
    /// The bytes of the open line seen in earlier fills, up to one byte past
    /// [`MAX_LINE_BYTES`]: enough to tell that the line is too long.
    pending: Vec<u8>,
    /// The open line's full length so far, kept in `pending` or not.
    pending_length: usize,
    /// A line was begun in an earlier fill and has not ended: `pending`,
    /// `pending_length` and `line_start` describe it.
    in_line: bool,
    /// Offset in the input of the open line's first byte.
    line_start: usize,
    /// Offset in the input of the current fill's first byte.
    position: usize,
    /// Number of the last line handed out (lines count from 1).
    number: u32,
    /// The previous fill ended in CR: an LF first in the next fill belongs to
    /// that line ending, not to an empty line.
    after_cr: bool,
}

/// One buffer fill, checked for UTF-8 once.
struct Fill<'b> {
    /// The fill's longest valid UTF-8 prefix (a character may be cut at its
    /// end, or the fill may hold Windows-1252 lines).
    valid: &'b str,
    /// Every byte of the fill is ASCII.
    ascii: bool,
    /// Some byte of the fill is a tab: one search of the buffer (0.6 M
    /// instructions over the 500 gnubg matches) where a search of each row's
    /// line cost 18.6 M.
    tabs: bool,
}

impl<'b> Fill<'b> {
    #[inline]
    fn new(bytes: &'b [u8]) -> Fill<'b> {
        let valid = match std::str::from_utf8(bytes) {
            Ok(text) => text,
            // The valid prefix, as the first chunk's valid part: no second check.
            Err(_) => bytes.utf8_chunks().next().map_or("", |chunk| chunk.valid()),
        };
        let ascii = valid.len() == bytes.len() && bytes.is_ascii();
        let tabs = memchr::memchr(b'\t', bytes).is_some();
        Fill { valid, ascii, tabs }
    }
}

impl LineSplitter {
    /// Hands `each` every line that ends in `buffer`, and keeps the start of
    /// one that does not. Returns how many bytes of the buffer are used up, and
    /// whether to go on (false once `each` asked to stop).
    #[inline]
    fn split(
        &mut self,
        buffer: &[u8],
        each: &mut impl FnMut(Result<Line<'_>, LongLine>) -> bool,
    ) -> (usize, bool) {
        let fill = Fill::new(buffer);
        let mut used = self.skip_crlf_tail(buffer);
        for end in memchr::memchr2_iter(b'\n', b'\r', buffer) {
            if end < used {
                // The LF of a CRLF, or of a CR at the end of the last fill.
                continue;
            }
            // `used` is where this line starts, at or before `end` (an
            // earlier `end` was skipped above), and `end` a byte of the
            // buffer: the range is in it.
            debug_assert!(used <= end && end < buffer.len());
            #[allow(clippy::indexing_slicing)]
            let bytes = &buffer[used..end];
            let ending = self.ending_length(buffer, end);
            self.number = self.number.saturating_add(1);
            let line = if self.in_line {
                self.close_line(bytes);
                self.pending_line()
            } else {
                self.fill_line(&fill, bytes, used..end)
            };
            used = end + ending;
            if !each(line) {
                let consumed = used.min(buffer.len());
                self.position += consumed;
                return (consumed, false);
            }
        }
        let consumed = self.keep_rest(buffer, used);
        self.position += consumed;
        if self.in_line && self.pending_length > MAX_COUNTED_BYTES {
            // A line with no end in sight: said now, and nothing more is read.
            self.in_line = false;
            self.number = self.number.saturating_add(1);
            each(Err(LongLine {
                number: self.number,
                start: self.line_start,
                length: self.pending_length,
                endless: true,
            }));
            return (consumed, false);
        }
        (consumed, true)
    }

    /// Where the lines of a new fill start: after its first byte when that is
    /// the LF of a CRLF whose CR ended the previous fill.
    #[inline]
    fn skip_crlf_tail(&mut self, buffer: &[u8]) -> usize {
        usize::from(std::mem::take(&mut self.after_cr) && buffer.first() == Some(&b'\n'))
    }

    /// The length of the line ending at `end` (1 or 2 bytes), noting a CR that
    /// ends the fill: the LF of its CRLF may come first in the next one.
    #[inline]
    fn ending_length(&mut self, buffer: &[u8], end: usize) -> usize {
        match buffer.get(end..) {
            Some([b'\r', b'\n', ..]) => 2,
            Some([b'\r']) => {
                self.after_cr = true;
                1
            }
            _ => 1,
        }
    }

    /// A line that lies within the fill, its `bytes` at `range`, decoded in
    /// place.
    #[inline(always)]
    fn fill_line<'b>(
        &self,
        fill: &Fill<'b>,
        bytes: &'b [u8],
        range: Range<usize>,
    ) -> Result<Line<'b>, LongLine> {
        let start = self.position + range.start;
        match fill.valid.get(range) {
            // A line may open with a byte order mark (a file's first line,
            // or the first of a file joined to the one before it, as `cat`
            // joins them), which the other path removes; a line past the
            // valid prefix is Windows-1252.
            Some(text) if !text.starts_with('\u{feff}') => {
                let ascii = fill.ascii || is_ascii(text.as_bytes());
                decode_text(text, self.number, start, ascii, fill.tabs)
            }
            _ => decode_after_bom(bytes, bytes.len(), self.number, start),
        }
    }

    /// Ends the open line with `bytes`, its part in this fill.
    fn close_line(&mut self, bytes: &[u8]) {
        self.in_line = false;
        self.keep(bytes);
    }

    /// The line the last [`Self::close_line`] ended, decoded from `pending`.
    fn pending_line(&self) -> Result<Line<'_>, LongLine> {
        decode_after_bom(
            &self.pending,
            self.pending_length,
            self.number,
            self.line_start,
        )
    }

    /// Keeps the bytes from `used` on, which no line ending follows in this
    /// fill, as (the start of) the open line. Returns how many bytes of the
    /// buffer are used up: all of them.
    #[inline]
    fn keep_rest(&mut self, buffer: &[u8], used: usize) -> usize {
        let Some(rest) = buffer.get(used..).filter(|rest| !rest.is_empty()) else {
            return used.min(buffer.len());
        };
        if !self.in_line {
            self.in_line = true;
            self.line_start = self.position + used;
            self.pending.clear();
            self.pending_length = 0;
        }
        self.keep(rest);
        buffer.len()
    }

    /// Adds `bytes` to the open line: all of them to its length, and to
    /// `pending` what the limit leaves room for.
    fn keep(&mut self, bytes: &[u8]) {
        let room = (MAX_LINE_BYTES + 1).saturating_sub(self.pending.len());
        let (kept, _) = bytes.split_at(room.min(bytes.len()));
        self.pending.extend_from_slice(kept);
        self.pending_length += bytes.len();
    }

    /// Hands `each` the last line, when the input ends without a line ending.
    fn finish(mut self, mut each: impl FnMut(Result<Line<'_>, LongLine>) -> bool) {
        if self.in_line {
            // DOS ended a text file with Ctrl-Z, which files of that time
            // keep: the end of the input, not a character of its last line.
            while self.pending_length == self.pending.len() && self.pending.last() == Some(&0x1a) {
                self.pending.pop();
                self.pending_length -= 1;
            }
            self.number = self.number.saturating_add(1);
            each(self.pending_line());
        }
    }
}

/// A line already known to be UTF-8.
fn decode_text(
    text: &str,
    number: u32,
    start: usize,
    ascii: bool,
    tabs: bool,
) -> Result<Line<'_>, LongLine> {
    if text.len() > MAX_LINE_BYTES {
        return Err(LongLine {
            number,
            start,
            length: text.len(),
            endless: false,
        });
    }
    Ok(Line {
        number,
        start,
        text: if ascii {
            Cow::Borrowed(text)
        } else {
            spaced(Cow::Borrowed(text), false)
        },
        legacy: false,
        ascii,
        tabs,
    })
}

/// [`decode`], after removing a UTF-8 byte order mark from the line's start:
/// the first line's, or that of a file joined to the one before it.
fn decode_after_bom(
    bytes: &[u8],
    length: usize,
    number: u32,
    start: usize,
) -> Result<Line<'_>, LongLine> {
    match bytes.strip_prefix(b"\xEF\xBB\xBF") {
        Some(rest) => decode(rest, length.saturating_sub(3), number, start + 3),
        None => decode(bytes, length, number, start),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every line of `input`, read in place.
    fn lines_of(input: &[u8]) -> Vec<Result<(u32, usize, String), LongLine>> {
        let mut lines = Vec::new();
        for_each_line_in(input, |line| {
            lines.push(line.map(|l| (l.number, l.start, l.text.into_owned())));
            true
        });
        lines
    }

    fn texts(input: &[u8]) -> Vec<String> {
        lines_of(input).into_iter().map(|l| l.unwrap().2).collect()
    }

    #[test]
    fn a_dos_end_of_file_mark_ends_the_input() {
        // Given text ending in Ctrl-Z, after a line end or on the last line
        // When read, Then the mark is no character of the text
        assert_eq!(texts(b"a\n\x1a"), ["a", ""]);
        assert_eq!(texts(b"a\r\nb\x1a\x1a"), ["a", "b"]);
        // And a Ctrl-Z anywhere else stays what it is
        assert_eq!(texts(b"a\x1ab\n"), ["a\u{1a}b"]);
        assert_eq!(
            streamed_lines(b"a\nb\x1a", 1),
            [(1, "a".into()), (2, "b".into())]
        );
    }

    #[test]
    fn a_no_break_space_is_read_as_spaces_as_wide_as_its_bytes() {
        // Given a line padded with a no-break space, in UTF-8 (two bytes)
        // and in Windows-1252 (one byte, beside a byte that is not UTF-8)
        let utf8 = "a\u{a0}b  c\n".as_bytes();
        let legacy = b"\xe9\xa0b\n";

        // When read, Then each is spaces, one a byte, and the spans after it
        // are the input's
        assert_eq!(texts(utf8), ["a  b  c"]);
        assert_eq!(texts(legacy), ["\u{e9} b"]);
        for_each_line_in(utf8, |line| {
            let line = line.unwrap();
            assert_eq!(line.location(3..4).span, Span { start: 3, end: 4 });
            true
        });
        for_each_line_in(legacy, |line| {
            let line = line.unwrap();
            let b = line.text.find('b').unwrap();
            assert_eq!(line.location(b..b + 1).span, Span { start: 2, end: 3 });
            true
        });
    }

    /// Every line of `input`, read from a stream that hands it over
    /// `fill` bytes at a time.
    fn streamed_lines(input: &[u8], fill: usize) -> Vec<(u32, String)> {
        let mut lines = Vec::new();
        let reader = std::io::BufReader::with_capacity(fill, input);
        for_each_line(reader, |line| {
            let line = line.unwrap();
            lines.push((line.number, line.text.into_owned()));
            true
        })
        .unwrap();
        lines
    }

    #[test]
    fn utf16_text_with_its_byte_order_mark_reads_as_its_utf8_text() {
        // Given a text with a non-ASCII name and a character beyond the
        // basic plane, as UTF-8 and as UTF-16 of both byte orders
        let text = "; [Player 1 \u{c9}lise \u{1f3b2}]\r\n 1) 31: 8/5 6/5\r\n";
        let units: Vec<u16> = text.encode_utf16().collect();
        let little: Vec<u8> = [0xFF, 0xFE]
            .into_iter()
            .chain(units.iter().flat_map(|u| u.to_le_bytes()))
            .collect();
        let big: Vec<u8> = [0xFE, 0xFF]
            .into_iter()
            .chain(units.iter().flat_map(|u| u.to_be_bytes()))
            .collect();
        let expected = streamed_lines(text.as_bytes(), 64);

        // When read in memory, and streamed whole or a byte at a time
        for utf16 in [&little, &big] {
            // Then the lines are the UTF-8 text's, and the spans count its bytes
            assert!(is_utf16(utf16));
            assert_eq!(decoded_text(utf16), text.as_bytes());
            assert_eq!(
                texts(utf16),
                ["; [Player 1 \u{c9}lise \u{1f3b2}]", " 1) 31: 8/5 6/5"]
            );
            assert_eq!(
                lines_of(utf16)[1].as_ref().unwrap().1,
                text.find(" 1)").unwrap()
            );
            for fill in [1, 2, 3, 4096] {
                assert_eq!(streamed_lines(utf16, fill), expected, "fills of {fill}");
            }
        }
        // And a UTF-8 text, or one starting 0xFF without its pair, is left as it is
        assert!(!is_utf16(text.as_bytes()) && !is_utf16(b"\xFFx\n"));
        assert_eq!(streamed_lines(b"\xFFx\n", 1), [(1, "\u{ff}x".to_string())]);
    }

    #[test]
    fn utf16_text_without_its_byte_order_mark_is_told_by_its_first_characters() {
        // Given a transcript's first lines (a Latin-1 name among them) as
        // UTF-16 of both byte orders, with no byte order mark
        let text = " 5 point match\r\n\r\n Game 1\r\n \u{c9}lise : 0      bob : 0\r\n";
        let units: Vec<u16> = text.encode_utf16().collect();
        let little: Vec<u8> = units.iter().flat_map(|u| u.to_le_bytes()).collect();
        let big: Vec<u8> = units.iter().flat_map(|u| u.to_be_bytes()).collect();
        let expected = streamed_lines(text.as_bytes(), 64);
        for utf16 in [&little, &big] {
            // When told apart and read, in memory and streamed in fills of
            // any size
            // Then it is UTF-16, read as its UTF-8 text
            assert!(is_utf16(utf16));
            assert_eq!(decoded_text(utf16), text.as_bytes());
            for fill in [1, 2, 7, 63, 64, 4096] {
                assert_eq!(streamed_lines(utf16, fill), expected, "fills of {fill}");
            }
        }
        // And what is not so stays as it is: text, a binary file's first
        // bytes (eXtreme Gammon's magic and version), a character past
        // Latin-1 among the first, or too few characters to tell
        let greek: Vec<u8> = "\u{3b1} 5 point match"
            .encode_utf16()
            .flat_map(u16::to_le_bytes)
            .collect();
        for other in [
            text.as_bytes(),
            b"RGMH\x01\x00\x00\x00\x00\x00",
            &greek,
            b"5\x00 \x00p\x00",
        ] {
            assert!(!is_utf16(other), "{other:?}");
            assert_eq!(decoded_text(other), other);
        }
    }

    #[test]
    fn a_utf16_text_too_short_to_sniff_streams_as_it_reads_in_memory() {
        // Given UTF-16 byte order marks alone, and with one character after
        for input in [
            &b"\xFF\xFE"[..],
            b"\xFE\xFF",
            b"\xFF\xFEx\x00",
            b"\xFE\xFF\x00x",
        ] {
            // When streamed, in fills of one byte and whole
            let in_memory: Vec<(u32, String)> = lines_of(input)
                .into_iter()
                .map(|l| l.map(|(number, _, text)| (number, text)).unwrap())
                .collect();
            // Then the lines are those read in memory: none, or `x`
            for fill in [1, 4096] {
                assert_eq!(streamed_lines(input, fill), in_memory, "{input:?}");
            }
            assert!(in_memory.iter().all(|(_, text)| text == "x"), "{input:?}");
        }
    }

    #[test]
    fn crlf_and_a_byte_order_mark_are_removed() {
        // Given a Windows file with a BOM; When split; Then the lines are clean.
        assert_eq!(texts(b"\xEF\xBB\xBFone\r\ntwo\r\n"), ["one", "two"]);
    }

    #[test]
    fn a_byte_order_mark_opening_a_later_line_is_removed_as_files_joined_bring_it() {
        // Given two Windows files with a BOM joined end to end, in memory
        // and streamed a few bytes at a time
        let joined = b"\xEF\xBB\xBFone\r\ntwo\r\n\xEF\xBB\xBFthree\r\n";
        // When split; Then every line is clean, and the third starts after
        // its mark
        assert_eq!(texts(joined), ["one", "two", "three"]);
        let starts: Vec<usize> = lines_of(joined).into_iter().map(|l| l.unwrap().1).collect();
        assert_eq!(starts, [3, 8, 16]);
        for fill in 1..8 {
            let lines: Vec<String> = streamed_lines(joined, fill)
                .into_iter()
                .map(|(_, t)| t)
                .collect();
            assert_eq!(lines, ["one", "two", "three"], "fill {fill}");
        }
    }

    #[test]
    fn the_rest_of_a_line_read_as_a_line_of_its_own_keeps_its_columns_and_spans() {
        // Given a second line holding text, a mark or not, then `; [x]`,
        // in UTF-8 with a name of two-byte letters, in Latin-1, and in ASCII
        let cases: [(&[u8], usize); 4] = [
            (b"-\nJ\xc3\xbcrg\xc3\xa9n 1; [x]\n", 0),
            (b"-\nJ\xc3\xbcrg\xc3\xa9n 1\xef\xbb\xbf; [x]\n", 3),
            (b"-\nJ\xfcrg\xe9n 1; [x]\n", 0),
            (b"-\nab 1; [x]\n", 0),
        ];
        for (input, skip) in cases {
            let mut seen = Vec::new();
            for_each_line_in(input, |line| {
                let line = line.unwrap();
                let Some(at) = line.text.find(['\u{feff}', ';']) else {
                    return true;
                };
                // When the text from the `;` (or its mark) is made a line
                let rest = line.rest(at, skip);
                let before = line.before(at);
                let semicolon = rest.text.find(';').unwrap_or(0);
                seen.push((
                    rest.location(semicolon..rest.text.len()),
                    line.location(at + skip..line.text.len()),
                    before.text.into_owned(),
                ));
                true
            });
            // Then `; [x]` is where it was on the whole line, in columns
            // (a mark taking none) and in the input's bytes, and the text
            // before it is the line cut short
            let [(rest, whole, before)] = &seen[..] else {
                panic!("{seen:?}");
            };
            assert_eq!(&input[rest.span.start..rest.span.end], b"; [x]");
            assert_eq!(rest.line, 2);
            assert_eq!(rest.column, whole.column - u32::from(skip > 0));
            assert!(before.ends_with(" 1"), "{before}");
        }
    }

    #[test]
    fn a_lone_carriage_return_ends_a_line_as_in_classic_mac_files() {
        // Given lines ended by CR alone, by CRLF and by LF, mixed, with an empty line
        let input = b"one\rtwo\r\nthree\n\rfive";

        // When split; Then each ending ends exactly one line
        assert_eq!(texts(input), ["one", "two", "three", "", "five"]);
    }

    #[test]
    fn a_line_that_is_not_utf8_is_read_as_windows_1252() {
        // Given a Latin-1 name next to a UTF-8 one, and a Windows writer's
        // apostrophe, dash and euro sign, with a byte Windows-1252 leaves unused
        let input = "J\u{fc}rgen\n"
            .as_bytes()
            .iter()
            .copied()
            .chain(*b"J\xfcrgen\nO\x92Brien \x96 5\x80 \x81\n")
            .collect::<Vec<u8>>();
        // When split; Then each decodes, a character a byte
        assert_eq!(texts(&input), ["Jürgen", "Jürgen", "O’Brien – 5€ \u{81}"]);
    }

    #[test]
    fn a_tab_advances_the_layout_column_to_the_next_stop_of_eight() {
        // Given a turn line whose gap is three tabs, and a line of a letter and two tabs
        let input = "  1) 61: 13/7 8/7\t\t\t55: 13/3(2)\n\u{e9}\t\tx";
        let mut columns = Vec::new();
        for_each_line_in(input.as_bytes(), |line| {
            let line = line.unwrap();
            let cell = line.text.rfind('\t').unwrap() + 1;
            columns.push((line.column(cell), line.layout_column(cell)));
            true
        });
        // Then the layout column is where the cell shows, the column counts characters
        assert_eq!(columns, [(21, 41), (4, 17)]);
    }

    #[test]
    fn columns_and_spans_count_characters_and_input_bytes() {
        // Given a Latin-1 line; When a location is taken after the accented letter;
        // Then the column counts characters and the span counts input bytes.
        let input = b"x\nJ\xfcrgen : 0";
        let mut location = None;
        for_each_line_in(input, |line| {
            let line = line.unwrap();
            if line.number == 2 {
                let at = line.text.find(':').unwrap();
                location = Some(line.location(at..at + 1));
            }
            true
        });
        let location = location.unwrap();
        assert_eq!(location.column, 8);
        assert_eq!(location.span.start, 2 + 7);
    }

    #[test]
    fn an_overlong_line_is_reported_not_decoded() {
        let mut input = vec![b'a'; MAX_LINE_BYTES + 1];
        input.extend_from_slice(b"\nshort");
        let lines = lines_of(&input);
        assert!(matches!(
            lines[0],
            Err(LongLine {
                number: 1,
                endless: false,
                ..
            })
        ));
        assert_eq!(lines[1].as_ref().unwrap().2, "short");
    }

    #[test]
    fn a_line_without_an_end_stops_the_reading_once_counted_far_enough() {
        // Given endless zeros read through a small buffer, with text the
        // reader will never reach
        let zeros = std::io::Read::take(std::io::repeat(0), MAX_COUNTED_BYTES as u64 + 4096);
        let input = std::io::BufReader::with_capacity(64 * 1024, zeros);
        // When split
        let mut seen = Vec::new();
        for_each_line(input, |line| {
            seen.push(line.map(|l| l.number));
            true
        })
        .unwrap();
        // Then one over-long line is reported, as endless, and nothing after
        assert_eq!(seen.len(), 1);
        assert!(
            matches!(seen[0], Err(LongLine { number: 1, endless: true, length, .. }) if length > MAX_COUNTED_BYTES),
            "{seen:?}"
        );
    }

    /// The lines of `input` found a byte at a time: ended by LF, CRLF or a
    /// lone CR, the last line without an ending kept when it is not empty
    /// (less the Ctrl-Z marks that end the input), then a byte order mark
    /// dropped from the start of each.
    fn lines_slowly(input: &[u8]) -> Vec<(u32, usize, String)> {
        let mut raw = Vec::new();
        let (mut start, mut i) = (0, 0);
        while i < input.len() {
            if input[i] == b'\n' || input[i] == b'\r' {
                raw.push(start..i);
                i += if input[i] == b'\r' && input.get(i + 1) == Some(&b'\n') {
                    2
                } else {
                    1
                };
                start = i;
            } else {
                i += 1;
            }
        }
        if start < input.len() {
            // Less the DOS end-of-file marks that end the input.
            let mut end = input.len();
            while end > start && input[end - 1] == 0x1a {
                end -= 1;
            }
            raw.push(start..end);
        }
        // Windows-1252's characters for 0x80 to 0x9F, as its code chart lists them.
        let chart = "€\u{81}‚ƒ„…†‡ˆ‰Š‹Œ\u{8d}Ž\u{8f}\u{90}‘’“”•–—˜™š›œ\u{9d}žŸ";
        // A no-break space is a space a byte of it.
        let text_of = |bytes: &[u8]| match std::str::from_utf8(bytes) {
            Ok(text) => text.replace('\u{a0}', "  "),
            Err(_) => bytes
                .iter()
                .map(|&b| match b {
                    0x80..=0x9f => chart.chars().nth(usize::from(b - 0x80)).unwrap(),
                    0xa0 => ' ',
                    _ => b as char,
                })
                .collect(),
        };
        raw.into_iter()
            .zip(1..)
            .map(|(range, number)| {
                let bytes = &input[range.clone()];
                match bytes.strip_prefix(b"\xEF\xBB\xBF") {
                    Some(rest) => (number, range.start + 3, text_of(rest)),
                    None => (number, range.start, text_of(bytes)),
                }
            })
            .collect()
    }

    proptest::proptest! {
        #[test]
        fn lines_are_split_as_a_byte_at_a_time_reader_splits_them_in_memory_and_streamed(
            input in proptest::collection::vec(proptest::prop_oneof![
                proptest::strategy::Just(b'\n'), proptest::strategy::Just(b'\r'),
                proptest::strategy::Just(b' '), proptest::strategy::Just(b'a'),
                proptest::strategy::Just(0xEF), proptest::strategy::Just(0xBB), proptest::strategy::Just(0xBF),
                proptest::strategy::Just(0x1a), proptest::prelude::any::<u8>(),
            ], 0..120),
            capacity in 1usize..16,
        ) {
            // Given any bytes, in memory and read through a small buffer
            let expected = lines_slowly(&input);
            // When split; Then both readings give the lines found a byte at a time
            let in_memory: Vec<_> = lines_of(&input).into_iter().map(|l| l.unwrap()).collect();
            proptest::prop_assert_eq!(&in_memory, &expected);
            let mut streamed = Vec::new();
            for_each_line(std::io::BufReader::with_capacity(capacity, &input[..]), |line| {
                let line = line.unwrap();
                streamed.push((line.number, line.start, line.text.into_owned()));
                true
            })
            .unwrap();
            proptest::prop_assert_eq!(streamed, expected);
        }
    }
}
