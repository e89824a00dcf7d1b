//! Answers to the questions the command line asks, as serializable values.
//!
//! Each function takes text as a user writes it (a position argument, a roll,
//! a play, a transcript) and returns the value `bgkit` prints as JSON for the
//! same question, so that every front end (the command line, bindings for
//! other languages) gives the same answer by construction.

mod error;
mod position;
mod record;
mod transcript;
mod turn_position;
mod turns;

pub use error::QueryError;
pub use position::{
    Ids, LegalPlayAnswer, LegalPlays, PipCounts, Pips, PlayAnswer, ids, legal_plays,
    legal_plays_with, pips, play, play_with, race, read_position, shots, shots_after,
};
pub use record::{RecordAnswer, parse};
pub use transcript::{
    canonical_mat, canonical_mat_with, canonical_sgf, canonical_sgf_with, checked_export,
    checked_export_with, forced_export_with, strict, validate_file,
};
pub use turn_position::{TurnPositionError, position_after_game, position_before_turn};
pub use turns::{TurnRecord, turn_records};
