//! A Magriel record read and written back canonically.

use serde::Serialize;

use super::QueryError;
use crate::notation::{self, Move};

/// A record's structure and canonical form, as `bgkit parse` gives it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RecordAnswer {
    /// The record as given.
    pub input: String,
    /// The dice, high first, when the record has a roll.
    pub roll: Option<[u8; 2]>,
    /// The moves in written order, chains and repeats expanded.
    pub moves: Vec<Move>,
    /// The record in canonical notation.
    pub canonical: String,
}

/// Reads a record such as `4-2 8/4 6/4` and writes it canonically.
pub fn parse(input: &str) -> Result<RecordAnswer, QueryError> {
    let record = notation::parse_record(input).map_err(|source| QueryError::Record { source })?;
    Ok(RecordAnswer {
        input: input.to_string(),
        roll: record.roll.map(|r| [r.high(), r.low()]),
        canonical: notation::format_record(&record),
        moves: record.moves,
    })
}
