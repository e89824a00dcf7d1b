//! The container of an eXtreme Gammon file: a `RGMH` header (8,232 bytes with
//! the game's name and comments in UTF-16), a JPEG thumbnail, then a zlib
//! archive whose index sits at the end of the file.
//!
//! The archive ends with a 36-byte record: a CRC-32 of everything from the
//! archive's first byte to that record, the number of files, the sizes of the
//! index and of the data, and whether the index is compressed. The index lists
//! each file (532 bytes: name, path, sizes, offset, CRC-32, whether it is
//! compressed); each file is a zlib stream (or stored bytes) in the data.
//! The files are `temp.xg` (the records of the match), `temp.xgi` (a summary),
//! `temp.xgr` (rollouts) and `temp.xgc` (comments); bgkit reads the first and
//! the last.
//!
//! Every size and offset read is checked against the file before it is used,
//! and nothing is allocated from a number read in the file: decompressed data
//! grows only as it is produced, up to a limit no match comes near.

use std::io::Read;

use super::error::XgError;

/// The magic number at the start of every eXtreme Gammon file.
pub const MAGIC: &[u8; 4] = b"RGMH";

/// Size of the file header (`TRichGameHeader`).
const HEADER_BYTES: usize = 8232;
/// Size of the record that ends the archive.
const ARCHIVE_RECORD_BYTES: usize = 36;
/// Size of one entry of the archive's index.
const INDEX_ENTRY_BYTES: usize = 532;
/// More files than any archive holds (eXtreme Gammon writes four at most).
const MAX_FILES: i32 = 64;

/// The most bytes `temp.xg` may hold once decompressed: about 50,000
/// records, a few hundred long games with every decision analysed.
pub const MAX_GAME_FILE_BYTES: usize = 128 * 1024 * 1024;
/// The most bytes `temp.xgc`, the comments, may hold.
const MAX_COMMENT_FILE_BYTES: usize = 16 * 1024 * 1024;

/// The files of an archive bgkit reads.
#[derive(Debug, Default)]
pub(crate) struct Archive {
    /// `temp.xg`, decompressed: the match as fixed-size records.
    pub game_file: Vec<u8>,
    /// `temp.xgc`, decompressed, when the file has comments.
    pub comments: Option<Vec<u8>>,
}

/// One entry of the archive's index.
struct Entry {
    name: String,
    /// Size once decompressed.
    size: u64,
    /// Size in the archive.
    stored_size: u64,
    /// Offset from the archive's first byte.
    start: u64,
    crc: u32,
    compressed: bool,
}

/// Whether `input` starts with the magic number of eXtreme Gammon's files.
pub fn has_magic(input: &[u8]) -> bool {
    input.starts_with(MAGIC)
}

/// Where the archive's parts are, from the record that ends it.
struct Layout {
    /// CRC-32 of the data and the index.
    crc: u32,
    /// Number of files.
    count: usize,
    /// The index is a zlib stream.
    index_compressed: bool,
    data_start: u64,
    index_start: u64,
    /// Where the closing record starts (the index ends there).
    end: u64,
}

/// Opens the container and decompresses the files bgkit reads.
pub(crate) fn open(input: &[u8]) -> Result<Archive, XgError> {
    let header = slice(input, 0, HEADER_BYTES as u64, "file header")?;
    if !has_magic(header) {
        return Err(XgError::WrongMagic {
            found: shown(input.get(..4).unwrap_or(input)),
        });
    }
    let layout = Layout::read(input)?;
    if let Some(offset) = joined_file(input, layout.data_start) {
        return Err(XgError::JoinedFiles { offset });
    }
    let archive = slice(
        input,
        layout.data_start,
        layout.end - layout.data_start,
        "archive",
    )?;
    if checksum(archive) != layout.crc {
        return Err(XgError::Checksum {
            what: "the archive".into(),
        });
    }
    let index_size = layout.end - layout.index_start;
    let index_bytes = slice(input, layout.index_start, index_size, "archive index")?;
    let wanted = layout.count * INDEX_ENTRY_BYTES;
    let index = if layout.index_compressed {
        inflate(index_bytes, wanted, "the archive index")?
    } else {
        index_bytes.to_vec()
    };
    if index.len() < wanted {
        return Err(XgError::WrongSize {
            what: "the archive index".into(),
            expected: wanted as u64,
            found: index.len() as u64,
        });
    }
    let data_size = layout.index_start - layout.data_start;
    let data = slice(input, layout.data_start, data_size, "archive data")?;
    let mut archive = Archive::default();
    let mut found_game_file = false;
    for raw in index.chunks_exact(INDEX_ENTRY_BYTES).take(layout.count) {
        let entry = Entry::read(raw)?;
        let limit = match entry.name.as_str() {
            "temp.xg" => MAX_GAME_FILE_BYTES,
            "temp.xgc" => MAX_COMMENT_FILE_BYTES,
            _ => continue,
        };
        let contents = entry.contents(data, limit)?;
        if entry.name == "temp.xg" {
            archive.game_file = contents;
            found_game_file = true;
        } else {
            archive.comments = Some(contents);
        }
    }
    if !found_game_file {
        return Err(XgError::NoGameFile);
    }
    Ok(archive)
}

/// The files of `input`, which may be eXtreme Gammon files joined end to
/// end (`cat a.xg b.xg`): cut where a second file's header stands before
/// the archive of the rest (found from its end), when the bytes before it
/// end in an archive record of their own. One file is itself alone; bytes
/// that cannot be cut so stay whole, for [`open`] to refuse.
pub(crate) fn files(input: &[u8]) -> Vec<&[u8]> {
    let mut files = Vec::new();
    let mut rest = input;
    while let Ok(layout) = Layout::read(rest)
        && let Some(at) = joined_file(rest, layout.data_start)
        && let Some((first, next)) = rest.split_at_checked(to_usize(at))
        && Layout::read(first).is_ok()
    {
        files.push(first);
        rest = next;
    }
    files.push(rest);
    files
}

/// Where a second file's header starts between this file's header and its
/// archive (at `data_start`), if one does: its magic number followed by the
/// header size every file states. A real file has only its thumbnail there.
fn joined_file(input: &[u8], data_start: u64) -> Option<u64> {
    let between = input.get(HEADER_BYTES..to_usize(data_start))?;
    let header_size = (HEADER_BYTES as u32).to_le_bytes();
    memchr::memmem::find_iter(between, MAGIC)
        .map(|at| HEADER_BYTES + at)
        .find(|&at| input.get(at + 8..at + 12) == Some(header_size.as_slice()))
        .map(|at| at as u64)
}

impl Layout {
    /// Reads the closing record and checks that the parts it gives lie in
    /// the file, between the header and the record.
    fn read(input: &[u8]) -> Result<Layout, XgError> {
        let size = input.len() as u64;
        let end = size
            .checked_sub(ARCHIVE_RECORD_BYTES as u64)
            .filter(|&end| end >= HEADER_BYTES as u64)
            .ok_or(XgError::Truncated {
                part: "archive record",
                start: HEADER_BYTES as u64,
                end: (HEADER_BYTES + ARCHIVE_RECORD_BYTES) as u64,
                size,
            })?;
        let record = slice(input, end, ARCHIVE_RECORD_BYTES as u64, "archive record")?;
        let word = |at: usize| i32::from_le_bytes(bytes(record, at));
        let count = word(4);
        if !(0..=MAX_FILES).contains(&count) {
            return Err(XgError::Absurd {
                what: "file count",
                found: count.into(),
            });
        }
        let index_size = nonnegative(word(12), "index size")?;
        let data_size = nonnegative(word(16), "data size")?;
        let index_start = end.checked_sub(index_size).ok_or(XgError::Absurd {
            what: "index size",
            found: index_size as i64,
        })?;
        let data_start = index_start
            .checked_sub(data_size)
            .filter(|&start| start >= HEADER_BYTES as u64)
            .ok_or(XgError::Absurd {
                what: "data size",
                found: data_size as i64,
            })?;
        Ok(Layout {
            crc: u32::from_le_bytes(bytes(record, 0)),
            count: count.unsigned_abs() as usize,
            index_compressed: word(20) != 0,
            data_start,
            index_start,
            end,
        })
    }
}

impl Entry {
    /// Reads an index entry: two Delphi short strings of 255 characters
    /// (name and path), sizes, offset, CRC-32 and the compression flag.
    fn read(raw: &[u8]) -> Result<Entry, XgError> {
        let word = |at: usize| i32::from_le_bytes(bytes(raw, at));
        // A Delphi short string: its length, then room for 255 bytes.
        let [name_length, name @ ..] = bytes::<256>(raw, 0);
        let name: Vec<u8> = name.into_iter().take(usize::from(name_length)).collect();
        Ok(Entry {
            name: String::from_utf8_lossy(&name).into_owned(),
            size: nonnegative(word(512), "file size")?,
            stored_size: nonnegative(word(516), "stored file size")?,
            start: nonnegative(word(520), "file offset")?,
            crc: u32::from_le_bytes(bytes(raw, 524)),
            // 0 is compressed, as the index writes it.
            compressed: raw.get(528).copied().unwrap_or(0) == 0,
        })
    }

    /// The file's bytes, decompressed and checked against its size and CRC.
    fn contents(&self, data: &[u8], limit: usize) -> Result<Vec<u8>, XgError> {
        let what = format!("`{}`", self.name);
        if self.size > limit as u64 {
            return Err(XgError::TooLarge { what, limit });
        }
        let stored = data
            .get(to_usize(self.start)..)
            .and_then(|rest| rest.get(..to_usize(self.stored_size)))
            .ok_or(XgError::Truncated {
                part: "archived file",
                start: self.start,
                end: self.start.saturating_add(self.stored_size),
                size: data.len() as u64,
            })?;
        let contents = if self.compressed {
            inflate(stored, limit, &what)?
        } else {
            stored.to_vec()
        };
        if contents.len() as u64 != self.size {
            return Err(XgError::WrongSize {
                what,
                expected: self.size,
                found: contents.len() as u64,
            });
        }
        if checksum(&contents) != self.crc {
            return Err(XgError::Checksum { what });
        }
        Ok(contents)
    }
}

/// Decompresses a zlib stream of at most `limit` bytes. Memory grows with
/// what is decompressed, never with a size read in the file.
fn inflate(stored: &[u8], limit: usize, what: &str) -> Result<Vec<u8>, XgError> {
    let mut out = Vec::new();
    let mut decoder = flate2::read::ZlibDecoder::new(stored).take(limit as u64 + 1);
    decoder
        .read_to_end(&mut out)
        .map_err(|error| XgError::Inflate {
            what: what.to_string(),
            reason: error.to_string(),
        })?;
    if out.len() > limit {
        return Err(XgError::TooLarge {
            what: what.to_string(),
            limit,
        });
    }
    Ok(out)
}

/// The CRC-32 (as zlib computes it) of `bytes`.
fn checksum(bytes: &[u8]) -> u32 {
    let mut crc = flate2::Crc::new();
    crc.update(bytes);
    crc.sum()
}

/// `length` bytes of `input` from `start`, or the error that says the file is
/// too short for `part`.
fn slice<'a>(
    input: &'a [u8],
    start: u64,
    length: u64,
    part: &'static str,
) -> Result<&'a [u8], XgError> {
    let end = start.saturating_add(length);
    input
        .get(to_usize(start)..)
        .and_then(|rest| rest.get(..to_usize(length)))
        .ok_or(XgError::Truncated {
            part,
            start,
            end,
            size: input.len() as u64,
        })
}

/// `N` bytes at `at`; zeros past the end (the callers read inside records
/// whose size was checked).
pub(crate) fn bytes<const N: usize>(record: &[u8], at: usize) -> [u8; N] {
    let mut out = [0u8; N];
    match record.get(at..at + N) {
        Some(found) => out.copy_from_slice(found),
        None => debug_assert!(false, "read past a record's end at {at}"),
    }
    out
}

/// A size or offset, which must not be negative.
fn nonnegative(value: i32, what: &'static str) -> Result<u64, XgError> {
    u64::try_from(value).map_err(|_| XgError::Absurd {
        what,
        found: value.into(),
    })
}

/// A file offset as an index; one too large for memory is past any slice's end.
fn to_usize(value: u64) -> usize {
    usize::try_from(value).unwrap_or(usize::MAX)
}

/// Bytes for a message: as text when printable, else in hex.
fn shown(found: &[u8]) -> String {
    if !found.is_empty() && found.iter().all(|b| b.is_ascii_graphic()) {
        format!("`{}`", String::from_utf8_lossy(found))
    } else {
        let hex: Vec<String> = found.iter().map(|b| format!("{b:02x}")).collect();
        format!(
            "bytes {}",
            if hex.is_empty() {
                "none".to_string()
            } else {
                hex.join(" ")
            }
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Write;

    #[test]
    fn a_stream_that_inflates_past_its_limit_is_refused_at_the_limit() {
        // Given 100,000 zero bytes compressed to a few hundred
        let mut encoder = flate2::write::ZlibEncoder::new(Vec::new(), flate2::Compression::best());
        encoder.write_all(&[0u8; 100_000]).unwrap();
        let stored = encoder.finish().unwrap();
        assert!(stored.len() < 1_000);
        // When inflated with a limit of 1,000 bytes; Then it is too large
        assert_eq!(
            inflate(&stored, 1_000, "`temp.xg`"),
            Err(XgError::TooLarge {
                what: "`temp.xg`".into(),
                limit: 1_000
            })
        );
        // And within a limit it is whole
        assert_eq!(
            inflate(&stored, 100_000, "`temp.xg`").unwrap().len(),
            100_000
        );
    }

    #[test]
    fn the_crc_is_zlibs() {
        // Given the check value of CRC-32; When computed; Then it is the one zlib gives
        assert_eq!(checksum(b"123456789"), 0xCBF4_3926);
    }
}
