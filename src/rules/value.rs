//! What a finished game is worth under each rule set.
//!
//! Standard and MSN: the cube times 1, 2 or 3 for a single game, gammon or
//! backgammon (a backgammon: the loser still has a checker on the bar or in
//! the winner's home board).
//!
//! Oxford: the winner's base score is the number of checkers the loser still
//! has on the board, bar included. It counts once if the loser has borne off
//! a checker, twice if not, three times if the loser still has a checker on
//! the bar (the text names the bar alone, so a checker in the winner's home
//! board does not make a backgammon here). The result is doubled if the
//! opening roll was a double, and multiplied by the stake the doubling
//! offers set (see [`oxford_offer_factor`]).

use serde::Serialize;

use super::{RuleSet, Rules};
use crate::board::{CHECKERS, Position};

/// Who won a finished game, seen from the position given.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Winner {
    /// The player on roll in the position.
    OnRoll,
    /// The other player.
    Opponent,
}

/// How far the loser was from bearing off.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Margin {
    /// The loser had borne off a checker: counted once.
    Single,
    /// The loser had borne off none: counted twice.
    Gammon,
    /// A gammon with a checker still on the bar (or, in the standard game, in
    /// the winner's home board): counted three times.
    Backgammon,
}

impl Margin {
    /// 1, 2 or 3.
    pub fn multiple(self) -> u32 {
        match self {
            Margin::Single => 1,
            Margin::Gammon => 2,
            Margin::Backgammon => 3,
        }
    }

    /// The margin of a game won on `board` (from the winner's view: the loser
    /// is the opponent) under `set`.
    pub fn of(set: RuleSet, board: &Position) -> Margin {
        let stranded = board.opponent_bar() > 0
            || (set != RuleSet::Oxford && (1..=6).any(|p| board.theirs(p) > 0));
        if board.opponent_off() > 0 {
            Margin::Single
        } else if stranded {
            Margin::Backgammon
        } else {
            Margin::Gammon
        }
    }
}

/// The value of a finished game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct GameValue {
    /// Who won.
    pub winner: Winner,
    /// The loser's checkers left on the board, bar included.
    pub remaining: u32,
    /// What the base is multiplied by: the margin's multiple times the cube
    /// (or the Oxford stake) times 2 after a tied Oxford opening roll.
    pub multiplier: u32,
    /// The points the game is worth: under Oxford rules `remaining` times
    /// `multiplier`, otherwise `multiplier` (the cube's value times the
    /// margin).
    pub points: u32,
    /// The margin.
    pub how: Margin,
}

/// Why a position and cube have no game value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ScoreError {
    /// Neither side has borne off every checker.
    #[error("the game is not finished: neither side has borne off all 15 checkers")]
    NotFinished,
    /// Both sides have borne off every checker (an empty board): no game
    /// ends that way, so there is no winner to name.
    #[error("the board holds no checkers: both sides have borne off all 15, which no game does")]
    NoCheckers,
    /// The cube (or the Oxford stake) is not a power of two.
    #[error("a cube of {0} is not a power of two")]
    NotACube(u32),
    /// The cube is above the rules' limit.
    #[error("a cube of {cube} is above the limit of {limit} under these rules")]
    AboveLimit {
        /// The cube given.
        cube: u32,
        /// The rules' limit.
        limit: u32,
    },
    /// A tied opening roll doubles the game only under Oxford rules.
    #[error("a doubled opening roll counts only under Oxford rules")]
    OpeningDoubleNotInRules,
}

/// The factor one doubling offer puts on the game under Oxford rules when
/// the player who offered loses: 4 if the offer was accepted, 2 if it was
/// refused. An offer by the winner changes nothing.
pub fn oxford_offer_factor(accepted: bool) -> u32 {
    if accepted { 4 } else { 2 }
}

/// The Oxford value of a game won on `board` (from the winner's view):
/// the loser's checkers left times the margin, times `stake` (the factors
/// of the loser's doubling offers), times 2 after a tied opening roll.
/// Returns (remaining, multiplier, margin).
pub fn oxford_value(board: &Position, stake: u32, opening_double: bool) -> (u32, u32, Margin) {
    let remaining = u32::from(CHECKERS.saturating_sub(board.opponent_off()));
    let how = Margin::of(RuleSet::Oxford, board);
    let multiplier = how
        .multiple()
        .saturating_mul(stake)
        .saturating_mul(if opening_double { 2 } else { 1 });
    (remaining, multiplier, how)
}

/// What the finished game in `position` is worth under `rules` with the cube
/// at `cube` (under Oxford rules: the stake set by the loser's doubling
/// offers, 1 without any) and, under Oxford rules, a tied opening roll.
pub fn game_value(
    rules: Rules,
    position: &Position,
    cube: u32,
    opening_double: bool,
) -> Result<GameValue, ScoreError> {
    if !cube.is_power_of_two() {
        return Err(ScoreError::NotACube(cube));
    }
    if let Some(limit) = rules.cube_limit().filter(|&limit| cube > limit) {
        return Err(ScoreError::AboveLimit { cube, limit });
    }
    if opening_double && rules.set != RuleSet::Oxford {
        return Err(ScoreError::OpeningDoubleNotInRules);
    }
    let (winner, board) = if position.off() == CHECKERS && position.opponent_off() == CHECKERS {
        return Err(ScoreError::NoCheckers);
    } else if position.off() == CHECKERS {
        (Winner::OnRoll, *position)
    } else if position.opponent_off() == CHECKERS {
        (Winner::Opponent, position.switched())
    } else {
        return Err(ScoreError::NotFinished);
    };
    if rules.set == RuleSet::Oxford {
        let (remaining, multiplier, how) = oxford_value(&board, cube, opening_double);
        return Ok(GameValue {
            winner,
            remaining,
            multiplier,
            points: remaining.saturating_mul(multiplier),
            how,
        });
    }
    let how = Margin::of(rules.set, &board);
    let multiplier = how.multiple().saturating_mul(cube);
    Ok(GameValue {
        winner,
        remaining: u32::from(CHECKERS.saturating_sub(board.opponent_off())),
        multiplier,
        points: multiplier,
        how,
    })
}
