//! The direct-shot table: how often a lone checker at a given distance is hit
//! on an open board.

use serde::Serialize;

use crate::analysis::{json, out_of_36};
use crate::board::Roll;

/// The farthest distance a single roll can cover (6-6 played four times).
pub const MAX_SHOT_DISTANCE: u8 = 24;

/// One row of the direct-shot table.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ShotTableRow {
    /// Pips between the shooter and the blot (1..=24).
    pub distance: u8,
    /// Throws out of 36 that hit.
    pub hitting_rolls: u32,
    /// `hitting_rolls / 36`; written to JSON rounded to four decimals.
    #[serde(serialize_with = "json::probability")]
    pub probability: f64,
    /// The hitting rolls, high die first, from 6-6 down to 1-1.
    #[serde(serialize_with = "json::rolls")]
    pub rolls: Vec<Roll>,
}

/// Whether `roll` hits a blot `distance` pips away on a board with no blocking points.
///
/// A single die hits at its own number; the two dice of a non-double together
/// hit at their sum (on an open board the intermediate point is always free);
/// a double hits at two, three or four times its number.
pub fn roll_hits_at(roll: Roll, distance: u8) -> bool {
    let (high, low) = (roll.high(), roll.low());
    if high == distance || low == distance {
        return true;
    }
    if roll.is_double() {
        (2..=4).any(|times| times * high == distance)
    } else {
        high + low == distance
    }
}

/// The direct-shot table for distances 1..=24: hitting rolls computed from the
/// dice, not copied from a book.
pub fn direct_shot_table() -> Vec<ShotTableRow> {
    (1..=MAX_SHOT_DISTANCE).map(direct_shots).collect()
}

/// The direct-shot row for one distance (any `u8`; beyond 24 nothing hits).
pub fn direct_shots(distance: u8) -> ShotTableRow {
    let rolls: Vec<Roll> = Roll::all()
        .filter(|&roll| roll_hits_at(roll, distance))
        .collect();
    let hitting_rolls = rolls.iter().map(|r| r.weight()).sum();
    ShotTableRow {
        distance,
        hitting_rolls,
        probability: out_of_36(hitting_rolls),
        rolls,
    }
}
