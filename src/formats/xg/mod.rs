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
use crate::transcript::model::{Dialect, Location, Match};
use crate::transcript::report::{Diagnostic, DiagnosticKind, ValidationReport};

/// The largest eXtreme Gammon file read: real matches take a few hundred
/// kilobytes, the thumbnail included.
pub const MAX_XG_BYTES: u64 = 64 * 1024 * 1024;

/// Whether the input is one of eXtreme Gammon's binary files: it starts
/// with the magic number `RGMH`, which no text transcript does.
pub fn is_xg(input: &[u8]) -> bool {
    container::has_magic(input)
}

/// Reads an eXtreme Gammon file. Fails at the first part that cannot be read.
pub(crate) fn read_match(input: &[u8]) -> Result<Match, ReadError> {
    let reading = read::read(input);
    match reading.errors.into_iter().next() {
        Some((error, _)) => Err(error),
        None => Ok(reading.matched),
    }
}

/// [`crate::transcript::validate`] for an eXtreme Gammon file: every error of reading,
/// then the replay's.
pub(crate) fn validate(input: &[u8], variant: Option<crate::rules::Rules>) -> ValidationReport {
    let reading = read::read(input);
    let dialect = Some(Dialect::XgBinary);
    crate::transcript::read_whole_report(
        &reading.matched,
        &reading.errors,
        variant,
        Vec::new(),
        dialect,
    )
}

/// [`validate`] over a stream, read whole; a stream longer than
/// [`MAX_XG_BYTES`] is refused with an error rather than held in memory.
pub(crate) fn validate_stream(
    input: impl Read,
    variant: Option<crate::rules::Rules>,
) -> std::io::Result<ValidationReport> {
    let mut whole = Vec::new();
    input.take(MAX_XG_BYTES + 1).read_to_end(&mut whole)?;
    if whole.len() as u64 <= MAX_XG_BYTES {
        return Ok(validate(&whole, variant));
    }
    let error = ReadErrorKind::TooMuch {
        what: "bytes of an eXtreme Gammon file",
        limit: usize::try_from(MAX_XG_BYTES).unwrap_or(usize::MAX),
    };
    Ok(ValidationReport {
        file: None,
        valid: false,
        dialect: Some(Dialect::XgBinary),
        games: 0,
        turns: 0,
        errors: vec![Diagnostic::at(
            Location::whole_input(),
            None,
            DiagnosticKind::Syntax,
            error.to_string(),
        )],
        warnings: Vec::new(),
        matches: Vec::new(),
    })
}
