//! What can be wrong with an eXtreme Gammon file, without where it is.
//!
//! An error of the container (the file header, the archive, the compressed
//! files inside it) is about the whole file and says where in the file it
//! found the problem; an error of a record is put at the record (its number
//! and byte range in `temp.xg`) by the [`ReadError`](crate::transcript::ReadError)
//! that carries it.

/// Why (part of) an eXtreme Gammon file cannot be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum XgError {
    /// The first four bytes are not `RGMH`.
    #[error(
        "the file does not start with eXtreme Gammon's magic number `RGMH` (found {found}): it is not an .xg or .xgp file"
    )]
    WrongMagic {
        /// The first bytes, shown as text or hex.
        found: String,
    },
    /// The file ends before a part its header or archive says it has.
    #[error(
        "the file is truncated: its {part} needs bytes {start} to {end}, but the file has {size} bytes"
    )]
    Truncated {
        /// The part that does not fit: `file header`, `archive record`, ...
        part: &'static str,
        /// Where the part starts in the file.
        start: u64,
        /// Where it would end.
        end: u64,
        /// The file's size.
        size: u64,
    },
    /// Another eXtreme Gammon file starts inside this one, before its
    /// archive, and the bytes before it are no whole file: files joined end
    /// to end, the first cut short (whole, each is read as a match).
    #[error(
        "another eXtreme Gammon file starts at byte {offset}, but the bytes before it do not end as a whole file does: files joined end to end, the one before it cut short or corrupt"
    )]
    JoinedFiles {
        /// Where the second file's magic number stands.
        offset: u64,
    },
    /// A size or count in the archive that no real file has.
    #[error(
        "the archive's {what} is {found}, which no eXtreme Gammon file has: the file is corrupt"
    )]
    Absurd {
        /// What the number is: `file count`, `index size`, ...
        what: &'static str,
        /// The number read.
        found: i64,
    },
    /// A checksum that does not match the bytes it covers.
    #[error("the checksum of {what} does not match its bytes: the file is corrupt")]
    Checksum {
        /// What it covers: `the archive`, `temp.xg`, ...
        what: String,
    },
    /// Compressed data that does not decompress.
    #[error("{what} does not decompress ({reason}): the file is corrupt")]
    Inflate {
        /// What was being decompressed.
        what: String,
        /// The decompressor's words.
        reason: String,
    },
    /// A file of the archive larger than any match needs.
    #[error("{what} holds more than {limit} bytes once decompressed, more than any match needs")]
    TooLarge {
        /// The file.
        what: String,
        /// The largest size accepted.
        limit: usize,
    },
    /// A file of the archive decompresses to another size than it says.
    #[error(
        "{what} decompresses to {found} bytes, but the archive says {expected}: the file is corrupt"
    )]
    WrongSize {
        /// The file.
        what: String,
        /// The size the archive's index gives.
        expected: u64,
        /// The size found.
        found: u64,
    },
    /// The archive has no game file.
    #[error("the archive holds no `temp.xg`, the file with the games")]
    NoGameFile,
    /// `temp.xg` is not a whole number of records.
    #[error("`temp.xg` holds {size} bytes, not a whole number of {record}-byte records")]
    PartRecord {
        /// Its size.
        size: usize,
        /// The size of a record.
        record: usize,
    },
    /// The first record is not a match header with its magic number.
    #[error(
        "`temp.xg` does not start with a match header (record type 0 with the magic number `DMLI`)"
    )]
    NoMatchHeader,
    /// A record type the format does not have.
    #[error("the record type {found} is not one of eXtreme Gammon's (0 to 5)")]
    RecordType {
        /// The type byte.
        found: u8,
    },
    /// A record where the records around it do not allow one.
    #[error("a {found} record stands {place}")]
    OutOfPlace {
        /// The record's kind.
        found: &'static str,
        /// Where it stands: `before the first game header`, ...
        place: &'static str,
    },
    /// A field with a value the format does not have.
    #[error("the {record} record's {field} is {found}, which eXtreme Gammon never writes")]
    Field {
        /// The record's kind.
        record: &'static str,
        /// The field.
        field: &'static str,
        /// The value read.
        found: i64,
    },
    /// A board that is not a backgammon position.
    #[error("the {record} record's board is not a backgammon position: {reason}")]
    Board {
        /// The record's kind.
        record: &'static str,
        /// Why.
        reason: String,
    },
    /// Something eXtreme Gammon can record and bgkit does not play.
    #[error("{what}, which bgkit does not play")]
    Unsupported {
        /// What it is.
        what: String,
    },
    /// A position file (.xgp) without a position.
    #[error("the file holds no position: no cube or move record follows its game header")]
    NoPosition,
}
