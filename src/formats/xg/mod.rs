//! eXtreme Gammon's binary files: matches (.xg) and positions (.xgp).
//!
//! [`container`] opens the file (the `RGMH` header, the thumbnail, the zlib
//! archive of `temp.xg`, `temp.xgi`, `temp.xgr` and `temp.xgc`), [`records`]
//! reads the fixed-size records of `temp.xg`, [`comments`] the RTF comments
//! of `temp.xgc`, [`read`] builds the same [`Match`] every reader builds, with
//! XG's analysis of each decision and its board before each play, and
//! [`position`] reads a position file. A file is taken for eXtreme Gammon's
//! by its magic number, whatever its name: see [`is_xg`].
//!
//! A binary file has no lines: the [`Location`](crate::transcript::Location) of an
//! action is its record, `line` the record's 1-based number in `temp.xg`,
//! `column` 1 and `span` the record's bytes in the decompressed `temp.xg`.

mod comments;
mod container;
mod error;
mod position;
mod read;
mod records;

pub use error::XgError;
pub use position::{XgPosition, read_xg_position};

use std::io::Read;

use crate::transcript::error::{ReadError, ReadErrorKind};
use crate::transcript::model::{Dialect, Match};
use crate::transcript::report::ValidationReport;

/// The largest eXtreme Gammon file read: real matches take a few hundred
/// kilobytes, the thumbnail included.
pub const MAX_XG_BYTES: u64 = 64 * 1024 * 1024;

/// Whether the input is one of eXtreme Gammon's binary files: it starts
/// with the magic number `RGMH`, which no text transcript does.
pub fn is_xg(input: &[u8]) -> bool {
    container::has_magic(input)
}

/// Reads an eXtreme Gammon file (the first, of files joined end to end).
/// Fails at the first part that cannot be read.
pub(crate) fn read_match(input: &[u8]) -> Result<Match, ReadError> {
    let files = container::files(input);
    if files.len() > 1 {
        return Err(ReadError {
            location: None,
            kind: ReadErrorKind::SeveralMatches { count: files.len() },
        });
    }
    let first = files.into_iter().next().unwrap_or(input);
    let reading = read::read(first);
    match reading.errors.into_iter().next() {
        Some((error, _)) => Err(error),
        None => Ok(reading.matched),
    }
}

/// Each file's match of `input` (files joined end to end, or one file),
/// or the first error of a file that cannot be read whole.
pub(crate) fn read_each_match(input: &[u8]) -> (Vec<Match>, Vec<ReadError>) {
    let mut matches = Vec::new();
    let mut errors = Vec::new();
    for reading in readings(input) {
        match reading.errors.into_iter().next() {
            Some((error, _)) => errors.push(error),
            None => matches.push(reading.matched),
        }
    }
    (matches, errors)
}

/// Every match of `input`, one a file of files joined end to end (`cat
/// a.xg b.xg`), as far as each could be read, and the errors of reading,
/// each with its game, in input order.
pub(crate) fn read_matches(input: &[u8]) -> (Vec<Match>, Vec<(ReadError, Option<u32>)>) {
    let mut matches = Vec::new();
    let mut errors = Vec::new();
    for reading in readings(input) {
        matches.push(reading.matched);
        errors.extend(reading.errors);
    }
    (matches, errors)
}

/// The reading of each file of `input`, in order.
fn readings(input: &[u8]) -> impl Iterator<Item = read::XgReading> + '_ {
    container::files(input).into_iter().map(read::read)
}

/// [`crate::transcript::validate`] for an eXtreme Gammon file (or files
/// joined end to end: a match each): every error of reading, then the
/// replay's.
pub(crate) fn validate(input: &[u8], variant: Option<crate::rules::Rules>) -> ValidationReport {
    let (matches, errors) = read_matches(input);
    let dialect = Some(Dialect::XgBinary);
    crate::transcript::read_whole_report(&matches, &errors, variant, dialect)
}

/// [`validate`] over a stream, read whole; a stream longer than
/// [`MAX_XG_BYTES`] is refused with an error rather than held in memory.
pub(crate) fn validate_stream(
    input: impl Read,
    variant: Option<crate::rules::Rules>,
) -> std::io::Result<ValidationReport> {
    crate::transcript::validate_read_whole(
        input,
        MAX_XG_BYTES,
        "bytes of an eXtreme Gammon file",
        Dialect::XgBinary,
        |whole| validate(whole, variant),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stream_longer_than_an_xg_file_can_be_is_refused_as_xg() {
        // Given a stream one byte over the limit
        let stream = std::io::repeat(0).take(MAX_XG_BYTES + 1);
        // When validated as an eXtreme Gammon file
        let report = validate_stream(stream, None).unwrap();
        // Then it is invalid, an XG file, with the one error about the whole input
        assert!(!report.valid);
        assert_eq!(report.dialect, Some(Dialect::XgBinary));
        assert_eq!(report.errors.len(), 1);
        assert_eq!(report.errors[0].line, 0);
        assert!(
            report.errors[0]
                .message
                .contains("bytes of an eXtreme Gammon file"),
            "{:?}",
            report.errors
        );
    }
}
