//! Entering from the bar: how many throws bring checkers in against a home
//! board with some points closed.

use serde::Serialize;

use super::{json, out_of_36};

/// Points in a home board: the most that can be closed.
pub const HOME_POINTS: u8 = 6;

/// The number of closed points asked about is more than a home board has.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("a home board has at most 6 points to close, found {0}")]
pub struct TooManyClosedPoints(pub u8);

/// One row of the entering table.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct EnteringRow {
    /// Points closed in the home board the checkers must enter (0..=6).
    pub closed_points: u8,
    /// Throws out of 36 that enter one checker from the bar.
    pub one_checker: u32,
    /// `one_checker / 36`; written to JSON rounded to four decimals.
    #[serde(serialize_with = "json::probability")]
    pub one_checker_probability: f64,
    /// Throws out of 36 that enter both of two checkers on the bar.
    pub two_checkers: u32,
    /// `two_checkers / 36`; written to JSON rounded to four decimals.
    #[serde(serialize_with = "json::probability")]
    pub two_checkers_probability: f64,
}

/// Throws out of 36 that bring all of `checkers` in from the bar when
/// `closed_points` of the six entry points are closed.
///
/// Each die enters one checker on its own point if that point is open; a
/// double offers four entries on one point. Which points are closed does not
/// matter, only how many, so the closed ones are taken to be the highest.
pub fn entering_rolls(closed_points: u8, checkers: u8) -> Result<u32, TooManyClosedPoints> {
    if closed_points > HOME_POINTS {
        return Err(TooManyClosedPoints(closed_points));
    }
    let open = |die: u8| die <= HOME_POINTS - closed_points;
    let mut count = 0;
    for first in 1..=6u8 {
        for second in 1..=6u8 {
            let entries = if first == second {
                if open(first) { 4 } else { 0 }
            } else {
                u8::from(open(first)) + u8::from(open(second))
            };
            if entries >= checkers {
                count += 1;
            }
        }
    }
    Ok(count)
}

/// The entering table for 0..=6 closed points, one and two checkers on the bar.
pub fn entering_table() -> Vec<EnteringRow> {
    (0..=HOME_POINTS)
        .map(|closed_points| {
            // Both counts are in range by construction: closed_points <= 6.
            let one_checker = entering_rolls(closed_points, 1).unwrap_or(0);
            let two_checkers = entering_rolls(closed_points, 2).unwrap_or(0);
            EnteringRow {
                closed_points,
                one_checker,
                one_checker_probability: out_of_36(one_checker),
                two_checkers,
                two_checkers_probability: out_of_36(two_checkers),
            }
        })
        .collect()
}
