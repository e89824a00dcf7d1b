//! Magriel notation: parser and canonical formatter.
//!
//! The text players write for a turn: an optional roll (`4-2`, `42`, `42:`) and
//! the moves (`8/4 6/4`, `13/7*/5`, `6/4(3)`, `bar/22`, `5/off`). Parsing checks
//! everything the text alone can tell (point ranges, moves going downwards,
//! repeat counts); whether the moves are legal for a position and roll is the
//! replay's job. A compressed move of one checker (`24/15`) stays one [`Move`]
//! from 24 to 15.
//!
//! The formatter writes one canonical form, so that equal plays read the same:
//! moves of one checker chained (`13/7*/5`), identical moves grouped with a count
//! (`6/4(3)`), sources from high to low, `bar` and `off` as words.

mod error;
mod format;
mod model;
mod parse;
mod play_text;

/// The written move is the engine's type, since resolving a play needs it;
/// re-exported so that `notation::Move` names the same type.
pub use crate::board::Move;
pub use error::{Found, ParseError};
pub use format::{format_moves, format_play, format_record, write_moves, write_play};
pub use model::{Record, SpannedMove};
pub use parse::{
    MAX_MOVES, parse_moves, parse_moves_into, parse_moves_spanned, parse_record, parse_roll,
};
pub(crate) use parse::{MoveError, Path, is_space, move_at, step_at};
pub use play_text::PlayText;
