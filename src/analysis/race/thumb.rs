//! The source texts' rule of thumb for the cube: double when you think you
//! win more than half the time, take above a quarter; in a race, pass when
//! your pip count is more than 10 behind the doubler's, otherwise take.

use serde::Serialize;

use super::counts::TakeDecision;
use crate::board::Position;

/// The rule of 10 for a double by the player on roll.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct RuleOf10 {
    /// How many pips the taker (the opponent) is behind the doubler (the
    /// player on roll); negative when the taker is ahead.
    pub behind: i64,
    /// Pass when `behind` is more than 10, otherwise take.
    pub take: TakeDecision,
}

/// The rule of 10 in `position`: `None` when a side has borne off every
/// checker (there is no race left to judge).
pub fn rule_of_10(position: &Position) -> Option<RuleOf10> {
    let doubler = i64::from(position.pip_count());
    let taker = i64::from(position.opponent_pip_count());
    if doubler == 0 || taker == 0 {
        return None;
    }
    let behind = taker - doubler;
    Some(RuleOf10 {
        behind,
        take: if behind > 10 {
            TakeDecision::Pass
        } else {
            TakeDecision::Take
        },
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_rule_of_10_takes_at_ten_behind_and_passes_beyond() {
        // Given the start, the sides are level: Then take
        let level = rule_of_10(&Position::start()).unwrap();
        assert_eq!((level.behind, level.take), (0, TakeDecision::Take));
    }
}
