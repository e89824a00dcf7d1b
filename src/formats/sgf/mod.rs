//! GNU Backgammon's native format, SGF with `GM[6]`: what its `save match`
//! writes and its users keep their archives in.
//!
//! [`syntax`] parses the SGF collection with the position of every property,
//! [`root`] reads each game tree's root (match information, players, rules,
//! result), [`value`] decodes the move properties, [`read`] builds the same
//! [`Match`] the .mat reader builds, and [`write`](mod@write) writes a match back as SGF.
//! An input is taken for SGF by its content, whatever the file name: see
//! [`is_sgf`].

mod read;
mod root;
mod syntax;
mod value;
mod write;

pub use write::{SgfWriteError, kept_by_sgf, write_sgf};

use std::borrow::Cow;
use std::io::Read;

use crate::transcript::error::{ReadError, ReadErrorKind};
use crate::transcript::model::{Dialect, Match};
use crate::transcript::report::ValidationReport;

/// Whether the input is SGF: within its first 512 bytes, after an
/// optional byte order mark and white space, `(` and then (after white
/// space) `;`, which no .mat file begins with. UTF-16 text (marked by its
/// byte order mark, as a Windows editor saves it) is SGF when its first
/// characters are. Only the first bytes are looked at, so that input held
/// whole and input streamed, whose first bytes alone are read ahead, are
/// told alike.
pub fn is_sgf(input: &[u8]) -> bool {
    let head = input.get(..SNIFFED_BYTES).unwrap_or(input);
    if crate::formats::text::is_utf16(head) {
        return starts_as_sgf(&crate::formats::text::decoded_text(head));
    }
    starts_as_sgf(head)
}

/// How many bytes of an input are looked at to tell SGF: more blank space
/// before `(;` than any file holds (255 characters after the mark in UTF-16).
pub(crate) const SNIFFED_BYTES: usize = 512;

/// [`is_sgf`] of UTF-8 (or ASCII) text.
fn starts_as_sgf(input: &[u8]) -> bool {
    let input = without_bom(input);
    let mut rest = input.iter().skip_while(|b| b.is_ascii_whitespace());
    if rest.next() != Some(&b'(') {
        return false;
    }
    rest.find(|b| !b.is_ascii_whitespace()) == Some(&b';')
}

/// Reads an SGF file. Fails at the first text that cannot be read.
pub(crate) fn read_match(input: &[u8]) -> Result<Match, ReadError> {
    let reading = read::read(&sgf_text(input));
    if let Some((error, _)) = reading.errors.into_iter().next() {
        return Err(error);
    }
    let count = reading.matches.len();
    let mut matches = reading.matches.into_iter();
    let first = matches.next().ok_or_else(ReadError::empty)?;
    // The games of a second match are not dropped unseen.
    match matches
        .next()
        .and_then(|next| next.games.first().map(|g| g.location))
    {
        Some(location) => Err(ReadError::at(
            location,
            ReadErrorKind::SeveralMatches { count },
        )),
        None => Ok(first),
    }
}

/// An SGF file as far as it could be read, and the errors in input order: a
/// game a bad value cut short is kept up to it, marked unreadable.
pub(crate) fn read_as_far_as_possible(input: &[u8]) -> (Vec<Match>, Vec<ReadError>) {
    let reading = read::read(&sgf_text(input));
    let errors = reading.errors.into_iter().map(|(error, _)| error).collect();
    (reading.matches, errors)
}

/// [`crate::transcript::validate`] for SGF: every error of reading, then the replay's.
pub(crate) fn validate(input: &[u8], variant: Option<crate::rules::Rules>) -> ValidationReport {
    let reading = read::read(&sgf_text(input));
    let dialect = reading.recognised.then_some(Dialect::GnubgSgf);
    crate::transcript::read_whole_report(&reading.matches, &reading.errors, variant, dialect)
}

/// The largest SGF input read: a match of a hundred games with full analysis
/// takes a few megabytes.
pub const MAX_SGF_BYTES: u64 = 64 * 1024 * 1024;

/// [`validate`] over a stream, read whole; a stream longer than
/// [`MAX_SGF_BYTES`] is refused with an error rather than held in memory.
pub(crate) fn validate_stream(
    input: impl Read,
    variant: Option<crate::rules::Rules>,
) -> std::io::Result<ValidationReport> {
    crate::transcript::validate_read_whole(
        input,
        MAX_SGF_BYTES,
        "bytes of SGF",
        crate::transcript::model::Dialect::GnubgSgf,
        |whole| validate(whole, variant),
    )
}

/// The text the SGF reader reads: UTF-16 input as its UTF-8 text, as the line
/// reader reads a UTF-16 .mat (the spans of diagnostics count bytes of that
/// text), and without a UTF-8 byte order mark.
fn sgf_text(input: &[u8]) -> Cow<'_, [u8]> {
    match crate::formats::text::decoded_text(input) {
        Cow::Borrowed(text) => Cow::Borrowed(without_bom(text)),
        Cow::Owned(text) => Cow::Owned(text),
    }
}

/// The input without a UTF-8 byte order mark. Offsets stay those of the
/// text after it, which is what editors show as column 1 of line 1.
fn without_bom(input: &[u8]) -> &[u8] {
    input.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(input)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::transcript::report::DiagnosticKind;

    #[test]
    fn a_stream_of_sgf_longer_than_the_limit_is_refused_with_an_error() {
        // Given an SGF stream one byte over the limit (a comment of zeros)
        let head = std::io::Cursor::new(b"(;GM[6]C[".to_vec());
        let body = std::io::repeat(b'0').take(MAX_SGF_BYTES);
        // When validated; Then it is invalid, with one error that says why
        let report = validate_stream(head.chain(body), None).unwrap();
        assert!(!report.valid);
        assert!(
            report.errors[0].message.contains("bytes of SGF"),
            "{:?}",
            report.errors
        );
    }

    #[test]
    fn a_crawford_flag_that_disagrees_with_the_score_is_a_warning() {
        // Given a 3-point match whose second game, at 2-0, is not marked as
        // the Crawford game, and whose first is
        let text = "(;GM[6]MI[length:3][game:0][ws:0][bs:0]RU[Crawford:CrawfordGame]RE[W+2]\n;W[double];B[drop])\n\
                    (;GM[6]MI[length:3][game:1][ws:2][bs:0]RU[Crawford]\n;W[31hefe])";
        // When validated
        let report = validate(text.as_bytes(), None);
        // Then both flags are reported where RU is, and nothing else
        let found: Vec<(u32, u32, &str)> = report
            .warnings
            .iter()
            .filter(|w| w.kind == DiagnosticKind::WrongScore)
            .map(|w| (w.line, w.column, w.message.as_str()))
            .collect();
        assert_eq!(
            found,
            [
                (
                    1,
                    40,
                    "the file marks game 1 as the Crawford game, but at 0-0 in a 3-point match it is not"
                ),
                (
                    3,
                    40,
                    "the file does not mark game 2 as the Crawford game, but at 2-0 in a 3-point match it is"
                ),
            ]
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
        // UTF-16 with its byte order mark, either byte order.
        assert!(is_sgf(b"\xFF\xFE \0(\0;\0G\0"));
        assert!(is_sgf(b"\xFE\xFF\0(\0;\0G"));
        assert!(!is_sgf(b"\xFF\xFE \x007\0 \0p\0"));
    }
}
