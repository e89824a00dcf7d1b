//! What can be wrong with an identifier, said in terms of the text that was given.

use std::fmt;

use crate::board::PositionError;

/// Which kind of identifier an error is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum IdKind {
    /// A GNU Backgammon Position ID (14 base64 characters).
    PositionId,
    /// A GNU Backgammon Match ID (12 base64 characters).
    MatchId,
    /// An eXtreme Gammon position identifier (`XGID=...`).
    Xgid,
}

impl fmt::Display for IdKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            IdKind::PositionId => "Position ID",
            IdKind::MatchId => "Match ID",
            IdKind::Xgid => "XGID",
        })
    }
}

/// Where in an identifier a bad field sits.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Place {
    /// A run of bits in a binary key, numbered from 1 as the GNU Backgammon manual does.
    Bits {
        /// The first bit of the field.
        first: u8,
        /// The last bit of the field.
        last: u8,
    },
    /// A column of the text, counted in characters from 1.
    Column(usize),
}

impl fmt::Display for Place {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Place::Bits { first, last } if first == last => write!(f, "bit {first}"),
            Place::Bits { first, last } => write!(f, "bits {first}-{last}"),
            Place::Column(column) => write!(f, "column {column}"),
        }
    }
}

/// Why an identifier could not be read or written.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum IdError {
    /// The text has the wrong number of characters.
    #[error("{kind} must be {expected} characters long, found {found}")]
    WrongLength {
        /// The identifier being read.
        kind: IdKind,
        /// The length the format requires.
        expected: usize,
        /// The length given.
        found: usize,
    },
    /// A character that cannot appear at that place.
    #[error("{kind} has {found:?} at column {column}; expected {expected}")]
    BadCharacter {
        /// The identifier being read.
        kind: IdKind,
        /// Column of the character, counted from 1.
        column: usize,
        /// The character found.
        found: char,
        /// What may appear there.
        expected: &'static str,
    },
    /// Bits past the end of the encoded data are set; a writer never sets them.
    #[error("{kind} has data after its last field (bit {first_bit} is set); those bits must be 0")]
    TrailingBits {
        /// The identifier being read.
        kind: IdKind,
        /// The first set bit past the data, numbered from 1.
        first_bit: usize,
    },
    /// The identifier decodes to something that is not a backgammon board.
    #[error("{kind} is not a possible board: {source}")]
    InvalidBoard {
        /// The identifier being read.
        kind: IdKind,
        /// What is wrong with the board.
        source: PositionError,
    },
    /// A field of the text holds a value the format does not allow.
    #[error("{kind} field {field} ({at}) is {found:?}; expected {expected}")]
    BadField {
        /// The identifier being read.
        kind: IdKind,
        /// The field's name.
        field: &'static str,
        /// Where the field is.
        at: Place,
        /// What the field may hold.
        expected: &'static str,
        /// What it holds.
        found: String,
    },
    /// A value given to an encoder that the format cannot represent.
    #[error("cannot write a {kind}: {field} must be {expected}, found {found}")]
    Unrepresentable {
        /// The identifier being written.
        kind: IdKind,
        /// The field's name.
        field: &'static str,
        /// What the format can hold.
        expected: &'static str,
        /// The value given.
        found: String,
    },
    /// The text does not have the number of `:`-separated fields the format needs.
    #[error("{kind} has {found} fields separated by ':'; expected {expected}")]
    FieldCount {
        /// The identifier being read.
        kind: IdKind,
        /// How many fields the format has.
        expected: usize,
        /// How many were found.
        found: usize,
    },
    /// A position argument in none of the accepted forms.
    #[error(
        "expected `start`, a Position ID (14 characters), PositionID:MatchID or an XGID, found {found:?}"
    )]
    UnknownSetup {
        /// The argument (shortened when long).
        found: String,
    },
}
