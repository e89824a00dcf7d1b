//! Errors of the reader: text that is not a transcript, with where it is.
//!
//! A [`ReadError`] is a [`ReadErrorKind`], which says what is wrong, and a
//! [`Location`], which says where. The kind's message leaves the position out,
//! so that a report can show the position in columns of its own; the error's
//! message puts it in front (`line 3, column 7: expected …`).

use std::fmt;

use super::model::{Dice, Location};
use super::report::{Diagnostic, DiagnosticKind};
use crate::formats::text::MAX_LINE_BYTES;

/// Why (part of) a transcript could not be read, and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReadError {
    /// Where the error is: `None` only for [`ReadErrorKind::Empty`], an
    /// eXtreme Gammon file's container and .xg files joined end to end,
    /// which are about the whole input rather than a place in it.
    pub location: Option<Location>,
    /// What is wrong.
    pub kind: ReadErrorKind,
}

/// What is wrong with the text, without where it is.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ReadErrorKind {
    /// Nothing but blank lines and comments.
    #[error(
        "the input holds no games: expected a ` N point match` header and ` Game N` lines, or one turn per line"
    )]
    Empty,
    /// A line too long to be part of a transcript.
    #[error("the line is {length} bytes long; transcript lines are at most {MAX_LINE_BYTES} bytes")]
    LineTooLong {
        /// Its length in bytes.
        length: usize,
    },
    /// A line that went on past the reader's counting limit in bytes
    /// (endless input such as `/dev/zero`, or a binary file): nothing after
    /// it was read.
    #[error(
        "the line goes on for more than {length} bytes without an end, so the input is not a transcript (lines are at most {MAX_LINE_BYTES} bytes); reading stops here"
    )]
    EndlessLine {
        /// The bytes counted before reading stopped.
        length: usize,
    },
    /// Input that is not text, told from its first line: a zip archive,
    /// gzip-compressed data, other binary data.
    #[error(
        "the input is {what}, not text: bgkit reads .mat and SGF transcripts and eXtreme Gammon's .xg files"
    )]
    NotText {
        /// What the input is, and what to do with it.
        what: &'static str,
    },
    /// A line or part of a line that does not fit where it stands.
    #[error("expected {expected}, found `{found}`")]
    Unexpected {
        /// What would have fitted.
        expected: &'static str,
        /// The text found (shortened).
        found: String,
    },
    /// The moves of a cell do not parse.
    #[error("{message}")]
    Moves {
        /// The notation parser's explanation.
        message: String,
    },
    /// A number larger than any transcript needs.
    #[error("the {what} {found} is larger than {limit}")]
    NumberTooLarge {
        /// What the number is: `match length`, `score`, ...
        what: &'static str,
        /// The digits found (shortened).
        found: String,
        /// The largest value accepted.
        limit: u64,
    },
    /// More games or actions than any real transcript holds.
    #[error(
        "the input holds more than {limit} {what}, more than any real transcript; reading stops here"
    )]
    TooMuch {
        /// `games` or `actions`.
        what: &'static str,
        /// The limit.
        limit: usize,
    },
    /// The writer marks a play as illegal (`Illegal play (...)`): a play
    /// that broke the rules and stood. The board it gives is not followed, so
    /// the rest of the game is not checked.
    #[error(
        "the transcript marks the play of {}-{} as illegal (`Illegal play (...)`): an illegal play that stood; the rest of the game is not checked",
        dice.0, dice.1
    )]
    DeclaredIllegal {
        /// The roll played.
        dice: Dice,
    },
    /// An SGF file of another game than backgammon (`GM[1]` is go).
    #[error(
        "the SGF game type is GM[{found}]{}; bgkit reads backgammon, GM[6]",
        game_name(found)
    )]
    UnknownGameType {
        /// The value of `GM` (shortened).
        found: String,
    },
    /// An SGF property value that does not decode.
    #[error("the value {property}[{found}] does not decode: expected {expected}")]
    BadValue {
        /// The property's name.
        property: String,
        /// The value (shortened).
        found: String,
        /// What would have fitted.
        expected: &'static str,
    },
    /// An SGF setup node whose board is no backgammon position.
    #[error("the board the setup sets is not a backgammon position: {reason}")]
    BadSetup {
        /// Why not.
        reason: String,
    },
    /// More than four moves for one roll.
    #[error("a roll is played with at most four moves, found {count}")]
    TooManyMoves {
        /// How many moves were written.
        count: usize,
    },
    /// Several matches (SGF or eXtreme Gammon files joined end to end)
    /// where one was asked for: at the second's first game, or, for .xg
    /// files, about the whole input. `read_matches` reads each.
    #[error("the input holds {count} matches (files joined end to end), where one was expected")]
    SeveralMatches {
        /// How many.
        count: usize,
    },
    /// An eXtreme Gammon file that cannot be read: its container (whole
    /// file, no location) or one of its records.
    #[error(transparent)]
    Xg(#[from] crate::formats::xg::XgError),
}

impl ReadError {
    /// The error `kind` at `location`.
    pub(crate) fn at(location: Location, kind: ReadErrorKind) -> ReadError {
        ReadError {
            location: Some(location),
            kind,
        }
    }

    /// The input holds no transcript at all ([`ReadErrorKind::Empty`]).
    pub(crate) fn empty() -> ReadError {
        ReadError {
            location: None,
            kind: ReadErrorKind::Empty,
        }
    }

    /// Where the error is, when it is in the text.
    pub fn location(&self) -> Option<Location> {
        self.location
    }

    /// The message without the position, for reports that show the position
    /// separately: the kind's message.
    pub fn message(&self) -> String {
        self.kind.to_string()
    }

    /// The kind of diagnostic a validation report files this error under.
    pub(crate) fn diagnostic_kind(&self) -> DiagnosticKind {
        match self.kind {
            ReadErrorKind::NumberTooLarge {
                what: "match length",
                ..
            }
            | ReadErrorKind::Xg(crate::formats::xg::XgError::Field {
                field: "match length",
                ..
            }) => DiagnosticKind::MatchLength,
            ReadErrorKind::TooManyMoves { .. } | ReadErrorKind::DeclaredIllegal { .. } => {
                DiagnosticKind::IllegalPlay
            }
            _ => DiagnosticKind::Syntax,
        }
    }

    /// The error as a validation report gives it, in `game`; an error about
    /// the whole input is at [`Location::whole_input`].
    pub(crate) fn diagnostic(&self, game: Option<u32>) -> Diagnostic {
        let location = self.location.unwrap_or_else(Location::whole_input);
        Diagnostic::at(location, game, self.diagnostic_kind(), self.message())
    }
}

impl fmt::Display for ReadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (&self.location, &self.kind) {
            (None, kind) => write!(f, "{kind}"),
            // The column of a line too long to read says nothing: it is 1.
            (
                Some(location),
                kind @ (ReadErrorKind::LineTooLong { .. } | ReadErrorKind::EndlessLine { .. }),
            ) => {
                write!(f, "line {}: {kind}", location.line)
            }
            // A binary file has records, not lines.
            (Some(location), kind @ ReadErrorKind::Xg(_)) => {
                write!(f, "record {} of temp.xg: {kind}", location.line)
            }
            (Some(location), kind) => {
                write!(
                    f,
                    "line {}, column {}: {kind}",
                    location.line, location.column
                )
            }
        }
    }
}

impl std::error::Error for ReadError {}
/// The game an SGF `GM` number stands for, for messages.
fn game_name(number: &str) -> &'static str {
    match number.trim() {
        "1" => " (go)",
        "2" => " (Othello)",
        "3" => " (chess)",
        "4" => " (Gomoku)",
        "5" => " (Nine Men's Morris)",
        "7" => " (Chinese chess)",
        "8" => " (shogi)",
        _ => "",
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::transcript::model::Span;

    fn at(line: u32, column: u32) -> Location {
        Location {
            line,
            column,
            span: Span { start: 0, end: 0 },
        }
    }

    #[test]
    fn the_position_leads_the_message_and_the_kind_leaves_it_out() {
        // Given errors of each form: at a column, of a whole line, and of no place
        let unexpected = ReadError::at(
            at(3, 7),
            ReadErrorKind::Unexpected {
                expected: "a roll like `52:`",
                found: "hello".into(),
            },
        );
        let long = ReadError::at(at(2, 1), ReadErrorKind::LineTooLong { length: 20_000 });
        let empty = ReadError::empty();

        // When shown; Then the position comes first, as `line L, column C:`,
        // `line L:`, or not at all, and the message alone has none
        assert_eq!(
            unexpected.to_string(),
            "line 3, column 7: expected a roll like `52:`, found `hello`"
        );
        assert_eq!(
            unexpected.message(),
            "expected a roll like `52:`, found `hello`"
        );
        assert_eq!(
            long.to_string(),
            format!(
                "line 2: the line is 20000 bytes long; transcript lines are at most {MAX_LINE_BYTES} bytes"
            )
        );
        assert!(long.message().starts_with("the line is 20000 bytes"));
        assert_eq!(empty.to_string(), empty.message());
        assert_eq!(empty.location(), None);
    }
}
