//! Answers to the questions the command line asks, as serializable values.
//!
//! Each function takes text as a user writes it (a position argument, a roll,
//! a play, a transcript) and returns the value `bgkit` prints as JSON for the
//! same question, so that every front end (the command line, bindings for
//! other languages) gives the same answer by construction. Every subcommand
//! is its arguments, one function here, and the output layer.

mod board;
mod error;
mod input;
mod position;
mod record;
mod score;
mod stats;
mod tables;
mod transcript;
mod turn_position;
mod turns;
mod viewer;

pub use board::{
    BOARD_COLUMNS, BoardAnswer, Perspective, board, board_svg, board_text, svg_info, svg_of,
    text_of, transcript_position,
};
pub use error::QueryError;
pub use input::{WHOLE_INPUT_BYTES, Whole, read_whole_or_stream};
pub use position::{
    Ids, LegalPlayAnswer, LegalPlays, PipCounts, Pips, PlayAnswer, ids, is_roll, legal_plays,
    legal_plays_with, pips, play, play_with, race, read_position, shots, shots_after,
    shots_after_with, shots_with,
};
pub use record::{RecordAnswer, parse};
pub use score::{ScoreAnswer, score};
pub use stats::{StatsFileError, StatsRow, by_player, checked_stats, stats, stats_files};
pub use tables::{RuleSetAnswer, entering_table, opening, rule_set, rule_sets, shot_table};
pub use transcript::{
    allow, canonical_mat, canonical_mat_with, canonical_sgf, canonical_sgf_with, checked_export,
    checked_export_with, forced_export_with, strict, validate_file, validate_file_with,
};
pub use turn_position::{
    TurnAt, TurnPositionError, position_after_game, position_at, position_before_turn,
};
pub use turns::{TurnRecord, turn_records};
pub use viewer::{viewer, viewer_page};

/// A value as one cell of a table or a CSV row: empty where there is none
/// (a position without a Match ID, a diagnostic outside any game).
pub fn cell(value: Option<impl std::fmt::Display>) -> String {
    value.map(|value| value.to_string()).unwrap_or_default()
}
