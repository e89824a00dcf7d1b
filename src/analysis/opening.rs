//! The opening table: the best plays of each opening roll as the source
//! texts give them, beside today's consensus play, each checked legal by the
//! rules engine and shown with the position it leads to.
//!
//! The plays are data (written as the texts write them, printed in canonical
//! notation); what this module adds is the check that each is a legal play
//! of its roll from the starting position, and the resulting Position ID.
//! The consensus plays are the best money plays of the computer rollouts
//! published in the opening tables of bkgm.com (Tom Keith, "How to Play the
//! Opening Rolls", and its rollouts by GNU Backgammon and eXtreme Gammon);
//! where the texts and the rollouts agree, the row says so.

use serde::Serialize;

use crate::board::{PlayError, Position, Roll, resolve_play};
use crate::ids::position_id;
use crate::notation::{ParseError, format_play, parse_moves};

/// One roll of the source's table: its plays, the alternative a remark of
/// the texts gives, if any, and the rollouts' best play.
struct Source {
    roll: (u8, u8),
    plays: &'static [&'static str],
    alternative: Option<(&'static str, &'static str)>,
    consensus: &'static str,
}

/// The texts' table of opening plays, one entry per non-double roll.
const TABLE: [Source; 15] = [
    entry((2, 1), &["13/11 6/5", "13/11 24/23", "8/5"], "13/11 6/5"),
    entry((3, 1), &["8/5 6/5"], "8/5 6/5"),
    entry((4, 1), &["13/9 24/23"], "24/23 13/9"),
    entry((5, 1), &["13/8 24/23"], "24/23 13/8"),
    entry((6, 1), &["13/7 8/7"], "13/7 8/7"),
    entry((3, 2), &["13/11 24/21"], "24/21 13/11"),
    entry((4, 2), &["8/4 6/4"], "8/4 6/4"),
    Source {
        roll: (5, 2),
        plays: &["13/8 24/22"],
        alternative: Some(("13/11 13/8", "the older play, which 24/22 13/8 replaced")),
        consensus: "13/11 13/8",
    },
    entry((6, 2), &["13/11 24/18"], "24/18 13/11"),
    Source {
        roll: (4, 3),
        plays: &["13/6"],
        alternative: Some(("13/10 24/20", "also played")),
        consensus: "24/20 13/10",
    },
    entry((5, 3), &["8/3 6/3"], "8/3 6/3"),
    entry((6, 3), &["24/18 13/10"], "24/18 13/10"),
    entry((5, 4), &["13/8 24/20"], "24/20 13/8"),
    entry((6, 4), &["8/2 6/2"], "8/2 6/2"),
    entry((6, 5), &["24/13"], "24/13"),
];

const fn entry(roll: (u8, u8), plays: &'static [&'static str], consensus: &'static str) -> Source {
    Source {
        roll,
        plays,
        alternative: None,
        consensus,
    }
}

/// One row of the opening table. Plays are in canonical notation, as
/// `parse`, `moves` and `play` write them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct OpeningRow {
    /// The roll, high die first.
    pub roll: [u8; 2],
    /// The plays the texts recommend.
    pub plays: Vec<String>,
    /// The gnubg Position ID after each play, from the view of the opponent,
    /// who is on roll next.
    pub results: Vec<String>,
    /// The texts' remark on the alternative, if any.
    pub note: Option<String>,
    /// The other play the remark names, if any.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub alternative: Option<String>,
    /// The Position ID after the alternative.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub alternative_result: Option<String>,
    /// Today's consensus play: the best money play of published rollouts.
    pub consensus: String,
    /// The Position ID after the consensus play.
    pub consensus_result: String,
}

/// Why a play of the table is not a legal opening play (a mistake in the
/// table, which the tests rule out).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum OpeningError {
    /// The table's roll is not a roll.
    #[error("{high}-{low} is not a roll")]
    NotARoll {
        /// The first die.
        high: u8,
        /// The second die.
        low: u8,
    },
    /// The play does not read as notation.
    #[error("the opening play `{play}` does not read: {error}")]
    Unreadable {
        /// The play as written.
        play: String,
        /// Why.
        error: ParseError,
    },
    /// The play is not legal from the starting position.
    #[error("the opening play `{play}` of {roll} is not legal: {error}")]
    Illegal {
        /// The play as written.
        play: String,
        /// The roll.
        roll: Roll,
        /// Why.
        error: PlayError,
    },
}

/// `play` of `roll` from the start, checked by the engine: in canonical
/// notation, and the position after it as the opponent sees it.
fn played(roll: Roll, play: &str) -> Result<(String, String), OpeningError> {
    let moves = parse_moves(play).map_err(|error| OpeningError::Unreadable {
        play: play.to_string(),
        error,
    })?;
    let resolved =
        resolve_play(&Position::start(), roll, &moves).map_err(|error| OpeningError::Illegal {
            play: play.to_string(),
            roll,
            error,
        })?;
    Ok((
        format_play(&resolved.play),
        position_id::encode(&resolved.result.switched()),
    ))
}

/// The opening table, one row per non-double roll from 2-1 to 6-5, every
/// play checked legal.
pub fn opening_table() -> Result<Vec<OpeningRow>, OpeningError> {
    TABLE
        .iter()
        .map(|source| {
            let (high, low) = source.roll;
            let roll = Roll::new(high, low).map_err(|_| OpeningError::NotARoll { high, low })?;
            let (plays, results) = source
                .plays
                .iter()
                .map(|play| played(roll, play))
                .collect::<Result<(Vec<_>, Vec<_>), _>>()?;
            let alternative = source
                .alternative
                .map(|(play, _)| played(roll, play))
                .transpose()?;
            let (consensus, consensus_result) = played(roll, source.consensus)?;
            Ok(OpeningRow {
                roll: [roll.high(), roll.low()],
                plays,
                results,
                note: source.alternative.map(|(_, note)| note.to_string()),
                alternative_result: alternative.as_ref().map(|(_, result)| result.clone()),
                alternative: alternative.map(|(play, _)| play),
                consensus,
                consensus_result,
            })
        })
        .collect()
}
