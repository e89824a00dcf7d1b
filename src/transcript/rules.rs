//! The rules of a match, written once: what a game is worth, the Crawford and
//! Jacoby rules, the cube, taking and dropping, resignations, results and
//! scoring. The full replay ([`super::replay`]) words a broken rule as a
//! diagnostic; the fast lane ([`super::quick`]) declines the input instead.

use serde::{Deserialize, Serialize};

use super::model::Match;
use crate::board::Position;

/// The ways a game ends. In JSON in lower case: `single`, `gammon`, ...
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Ending {
    /// Borne off while the loser had borne off a checker.
    Single,
    /// Borne off before the loser bore off any checker.
    Gammon,
    /// A gammon with a loser's checker still on the bar or in the winner's home board.
    Backgammon,
    /// A double was dropped.
    Drop,
    /// A player resigned.
    Resign,
}

/// What bearing off the last checker wins on `board` (from the winner's view):
/// a single game if the opponent has borne off, a backgammon if the opponent
/// still has a checker on the bar or in the winner's home board, else a gammon.
pub(crate) fn board_ending(board: &Position) -> Ending {
    if board.opponent_off() > 0 {
        Ending::Single
    } else if board.opponent_bar() > 0 || (1..=6).any(|p| board.theirs(p) > 0) {
        Ending::Backgammon
    } else {
        Ending::Gammon
    }
}

/// The rules the headers switch on or off.
#[derive(Clone, Copy)]
pub(crate) struct Rules {
    /// The Crawford rule holds (match play).
    pub crawford: bool,
    /// The Jacoby rule holds (money play).
    pub jacoby: bool,
    /// Beavers allowed (`None`: the headers do not say).
    pub beavers: Option<bool>,
    /// The highest cube value, if limited.
    pub cube_limit: Option<u32>,
}

impl Rules {
    /// The rules `matched`'s headers set: the Crawford rule unless turned off,
    /// the Jacoby rule only in money play and only when turned on.
    pub(crate) fn of(matched: &Match) -> Rules {
        Rules {
            crawford: matched.switch("Crawford").unwrap_or(true),
            jacoby: matched.is_money() && matched.switch("Jacoby").unwrap_or(false),
            beavers: matched.switch("Beaver"),
            cube_limit: matched
                .header("CubeLimit")
                .and_then(|v| v.trim().parse().ok()),
        }
    }
}
