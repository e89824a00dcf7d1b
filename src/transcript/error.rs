//! Errors of the reader: text that is not a transcript, with where it is.

use super::model::Location;
use super::text::MAX_LINE_BYTES;

/// Why (part of) a transcript could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ReadError {
    /// Nothing but blank lines and comments.
    #[error(
        "the input holds no games: expected a ` N point match` header and ` Game N` lines, or one turn per line"
    )]
    Empty,
    /// A line too long to be part of a transcript.
    #[error(
        "line {line}: the line is {length} bytes long; transcript lines are at most {MAX_LINE_BYTES} bytes"
    )]
    LineTooLong {
        /// 1-based line number.
        line: u32,
        /// Its length in bytes.
        length: usize,
        /// Where it starts.
        location: Location,
    },
    /// A line or part of a line that does not fit where it stands.
    #[error("line {}, column {}: expected {expected}, found `{found}`", .location.line, .location.column)]
    Unexpected {
        /// What would have fitted.
        expected: &'static str,
        /// The text found (shortened).
        found: String,
        /// Where.
        location: Location,
    },
    /// The moves of a cell do not parse.
    #[error("line {}, column {}: {message}", .location.line, .location.column)]
    Moves {
        /// The notation parser's explanation.
        message: String,
        /// Where.
        location: Location,
    },
    /// A number larger than any transcript needs.
    #[error("line {}, column {}: the {what} {found} is larger than {limit}", .location.line, .location.column)]
    NumberTooLarge {
        /// What the number is: `match length`, `score`, ...
        what: &'static str,
        /// The digits found (shortened).
        found: String,
        /// The largest value accepted.
        limit: u64,
        /// Where.
        location: Location,
    },
    /// More games or actions than any real transcript holds.
    #[error("line {}, column {}: the input holds more than {limit} {what}, more than any real transcript; reading stops here", .location.line, .location.column)]
    TooMuch {
        /// `games` or `actions`.
        what: &'static str,
        /// The limit.
        limit: usize,
        /// Where the limit was passed.
        location: Location,
    },
    /// More than four moves for one roll.
    #[error("line {}, column {}: a roll is played with at most four moves, found {count}", .location.line, .location.column)]
    TooManyMoves {
        /// How many moves were written.
        count: usize,
        /// Where.
        location: Location,
    },
}

impl ReadError {
    /// Where the error is, when it is in the text.
    pub fn location(&self) -> Option<Location> {
        match self {
            ReadError::Empty => None,
            ReadError::LineTooLong { location, .. }
            | ReadError::Unexpected { location, .. }
            | ReadError::Moves { location, .. }
            | ReadError::NumberTooLarge { location, .. }
            | ReadError::TooMuch { location, .. }
            | ReadError::TooManyMoves { location, .. } => Some(*location),
        }
    }

    /// The error with its message but without the `line L, column C:` prefix,
    /// for reports that show the position separately.
    pub fn message(&self) -> String {
        let text = self.to_string();
        match self.location() {
            Some(_) => match text.split_once(": ") {
                Some((_, rest)) => rest.to_string(),
                None => text,
            },
            None => text,
        }
    }
}

/// Shortens text quoted in an error so that a huge line gives a small message.
pub(crate) fn excerpt(text: &str) -> String {
    const MAX_CHARS: usize = 40;
    let mut chars = text.chars();
    // Control characters (binary input) are shown escaped so messages stay printable.
    let mut short: String = chars
        .by_ref()
        .take(MAX_CHARS)
        .map(|c| if c.is_control() { '\u{fffd}' } else { c })
        .collect();
    if chars.next().is_some() {
        short.push('…');
    }
    short
}
