//! GNU Backgammon's native format, SGF with `GM[6]`: what its `save match`
//! writes and its users keep their archives in.
//!
//! [`syntax`] parses the SGF collection with the position of every property,
//! [`root`] reads each game tree's root (match information, players, rules,
//! result), [`value`] decodes the move properties, [`read`] builds the same
//! [`Match`] the .mat reader builds, and [`write`] writes a match back as SGF.
//! An input is taken for SGF by its content, whatever the file name: see
//! [`is_sgf`].

mod read;
mod root;
mod syntax;
mod value;
mod write;

pub use write::{SgfWriteError, kept_by_sgf, write_sgf};

use std::io::Read;

use super::error::{ReadError, ReadErrorKind};
use super::model::Match;
use super::replay::replay;
use super::report::{Diagnostic, DiagnosticKind, ValidationReport, push_capped};

/// Whether the input is SGF: after an optional byte order mark and white
/// space, `(` and then (after white space) `;`, which no .mat file begins with.
pub fn is_sgf(input: &[u8]) -> bool {
    let input = input.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(input);
    let mut rest = input.iter().skip_while(|b| b.is_ascii_whitespace());
    if rest.next() != Some(&b'(') {
        return false;
    }
    rest.find(|b| !b.is_ascii_whitespace()) == Some(&b';')
}

/// Reads an SGF file. Fails at the first text that cannot be read.
pub(crate) fn read_match(input: &[u8]) -> Result<Match, ReadError> {
    let reading = read::read(without_bom(input));
    match reading.errors.into_iter().next() {
        Some((error, _)) => Err(error),
        None => Ok(reading.matched),
    }
}

/// [`super::validate`] for SGF: every error of reading, then the replay's.
pub(crate) fn validate(input: &[u8]) -> ValidationReport {
    let reading = read::read(without_bom(input));
    let matched = &reading.matched;
    let replayed = replay(matched);
    let mut errors = Vec::new();
    for (error, game) in &reading.errors {
        let kind = match error.kind {
            ReadErrorKind::NumberTooLarge {
                what: "match length",
                ..
            } => DiagnosticKind::MatchLength,
            ReadErrorKind::TooManyMoves { .. } => DiagnosticKind::IllegalPlay,
            _ => DiagnosticKind::Syntax,
        };
        let location = error.location().unwrap_or_default();
        push_capped(
            &mut errors,
            Diagnostic::at(location, *game, kind, error.message()),
        );
    }
    for error in replayed.errors {
        push_capped(&mut errors, error);
    }
    errors.sort_by_key(|d| (d.line, d.column));
    let mut warnings = replayed.warnings;
    warnings.sort_by_key(|d| (d.line, d.column));
    let turns = matched
        .games
        .iter()
        .flat_map(|g| &g.actions)
        .filter(|a| a.kind.dice().is_some())
        .count();
    ValidationReport {
        file: None,
        valid: errors.is_empty(),
        dialect: reading.recognised.then_some(matched.dialect),
        games: matched.games.len(),
        turns,
        errors,
        warnings,
        matches: replayed.matches,
    }
}

/// The largest SGF input read: a match of a hundred games with full analysis
/// takes a few megabytes.
pub const MAX_SGF_BYTES: u64 = 64 * 1024 * 1024;

/// [`validate`] over a stream, read whole; a stream longer than
/// [`MAX_SGF_BYTES`] is refused with an error rather than held in memory.
pub(crate) fn validate_stream(input: impl Read) -> std::io::Result<ValidationReport> {
    let mut whole = Vec::new();
    input.take(MAX_SGF_BYTES + 1).read_to_end(&mut whole)?;
    if u64::try_from(whole.len()).unwrap_or(u64::MAX) <= MAX_SGF_BYTES {
        return Ok(validate(&whole));
    }
    let error = ReadErrorKind::TooMuch {
        what: "bytes of SGF",
        limit: usize::try_from(MAX_SGF_BYTES).unwrap_or(usize::MAX),
    };
    Ok(ValidationReport {
        file: None,
        valid: false,
        dialect: Some(super::model::Dialect::GnubgSgf),
        games: 0,
        turns: 0,
        errors: vec![Diagnostic::at(
            Default::default(),
            None,
            DiagnosticKind::Syntax,
            error.to_string(),
        )],
        warnings: Vec::new(),
        matches: Vec::new(),
    })
}

/// The input without a UTF-8 byte order mark. Offsets stay those of the
/// text after it, which is what editors show as column 1 of line 1.
fn without_bom(input: &[u8]) -> &[u8] {
    input.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(input)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stream_of_sgf_longer_than_the_limit_is_refused_with_an_error() {
        // Given an SGF stream one byte over the limit (a comment of zeros)
        let head = std::io::Cursor::new(b"(;GM[6]C[".to_vec());
        let body = std::io::repeat(b'0').take(MAX_SGF_BYTES);
        // When validated; Then it is invalid, with one error that says why
        let report = validate_stream(head.chain(body)).unwrap();
        assert!(!report.valid);
        assert!(
            report.errors[0].message.contains("bytes of SGF"),
            "{:?}",
            report.errors
        );
    }

    #[test]
    fn sgf_is_told_from_mat_by_its_first_characters() {
        // Given SGF with and without leading space and a BOM, and .mat text
        assert!(is_sgf(b"(;FF[4]GM[6]"));
        assert!(is_sgf(b"\xEF\xBB\xBF\n  ( ;GM[1]"));
        assert!(!is_sgf(b" 7 point match\n"));
        assert!(!is_sgf(b"(hello)"));
        assert!(!is_sgf(b""));
    }
}
