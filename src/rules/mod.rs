//! Rule variants: the standard game and the sets of rules that the texts this
//! toolkit serves describe beside it, each with a name, words for people, and
//! the parts of the rules engine it changes.
//!
//! - [`RuleSet::Standard`]: the rules of [`crate::board`] and
//!   [`crate::transcript`], unchanged.
//! - [`RuleSet::Oxford`]: the Oxford "The 10 Games" scoring: a game is worth
//!   the loser's checkers left on the board, counted once, twice or three
//!   times, doubled after a tied opening roll and by the doubling offers the
//!   loser made ([`value`]).
//! - [`RuleSet::Msn`]: standard rules with the Crawford rule and the cube
//!   capped at 64.
//!
//! Any set may add the no-stacking option ([`Rules::max_stack`]), which
//! changes legal plays ([`crate::board::Capped`]).
//!
//! Where the texts are silent, the readings chosen are written in [`words`]
//! and printed by `bgkit rules`.

pub mod value;
pub mod words;

use std::fmt;
use std::str::FromStr;

use crate::board::{
    Capped, LegalPlay, Move, PlayError, Position, ResolvedPlay, Roll, Stacking, Unlimited,
    legal_plays, legal_plays_into, resolve_play_with,
};

pub use value::{GameValue, Margin, ScoreError, Winner, game_value};

/// The highest cube MSN Internet Backgammon allows.
pub const MSN_CUBE_LIMIT: u32 = 64;

/// The checkers a point may hold under the Oxford no-stacking option.
pub const OXFORD_MAX_STACK: u8 = 6;

/// A named set of rules.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize,
)]
#[serde(rename_all = "lowercase")]
pub enum RuleSet {
    /// Standard backgammon.
    #[default]
    Standard,
    /// Oxford "The 10 Games" (1997) scoring.
    Oxford,
    /// MSN Internet Backgammon: the Crawford rule, the cube capped at 64.
    Msn,
}

impl RuleSet {
    /// Every rule set, in the order `bgkit rules` lists them.
    pub const ALL: [RuleSet; 3] = [RuleSet::Standard, RuleSet::Oxford, RuleSet::Msn];

    /// The name used on the command line and in JSON: `standard`, `oxford`, `msn`.
    pub fn name(self) -> &'static str {
        match self {
            RuleSet::Standard => "standard",
            RuleSet::Oxford => "oxford",
            RuleSet::Msn => "msn",
        }
    }

    /// The name as a transcript header writes it: `; [Variation "Oxford"]`.
    pub fn title(self) -> &'static str {
        match self {
            RuleSet::Standard => "Standard",
            RuleSet::Oxford => "Oxford",
            RuleSet::Msn => "MSN",
        }
    }
}

impl fmt::Display for RuleSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A rule set name that is not one of [`RuleSet::ALL`].
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown rule set `{found}`: expected standard, oxford or msn")]
pub struct UnknownRuleSet {
    /// The name as given.
    pub found: String,
}

impl FromStr for RuleSet {
    type Err = UnknownRuleSet;

    /// Case-insensitive; the header spellings (`Backgammon`, `Oxford`,
    /// `MSN`) and the command-line names both read.
    fn from_str(text: &str) -> Result<RuleSet, UnknownRuleSet> {
        match text.trim().to_ascii_lowercase().as_str() {
            "standard" | "backgammon" => Ok(RuleSet::Standard),
            "oxford" => Ok(RuleSet::Oxford),
            "msn" => Ok(RuleSet::Msn),
            _ => Err(UnknownRuleSet {
                found: text.to_string(),
            }),
        }
    }
}

/// The rules a game is played under: a rule set and the no-stacking option.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Rules {
    /// The named rule set.
    pub set: RuleSet,
    /// The most checkers of one player a point may hold (`None`: no limit).
    pub max_stack: Option<Capped>,
}

/// [`Rules::play_in_written_order`] with a stacking cap, out of line: few
/// matches are played with one, and a second copy of the steps inlined made
/// every roll's replay longer.
#[cold]
#[inline(never)]
fn capped_in_written_order(
    board: &mut Position,
    roll: Roll,
    moves: &[Move],
    cap: Capped,
) -> Option<[u8; 4]> {
    crate::board::play_in_written_order_with(board, roll, moves, cap)
}

impl Rules {
    /// Standard backgammon with no stacking limit.
    pub const STANDARD: Rules = Rules {
        set: RuleSet::Standard,
        max_stack: None,
    };

    /// `set`, with no stacking limit.
    pub fn of(set: RuleSet) -> Rules {
        Rules {
            set,
            max_stack: None,
        }
    }

    /// The same rules with at most `max` checkers of one player on a point
    /// (0 removes the limit).
    pub fn with_max_stack(self, max: u8) -> Rules {
        Rules {
            max_stack: Capped::new(max),
            ..self
        }
    }

    /// Standard backgammon exactly: the fast paths apply.
    pub fn is_standard(self) -> bool {
        self == Rules::STANDARD
    }

    /// The highest cube these rules allow, if limited.
    pub fn cube_limit(self) -> Option<u32> {
        (self.set == RuleSet::Msn).then_some(MSN_CUBE_LIMIT)
    }

    /// The Crawford rule is part of these rules (it may still be switched off
    /// by a transcript's headers, except under MSN rules, which require it).
    pub fn crawford(self) -> bool {
        self.set != RuleSet::Oxford
    }

    /// [`Rules::legal_plays`] into a list the caller keeps (cleared first):
    /// for callers that answer for many positions, the list is made once.
    pub fn legal_plays_into(self, position: &Position, roll: Roll, plays: &mut Vec<LegalPlay>) {
        match self.max_stack {
            None => legal_plays_into(position, roll, plays),
            Some(cap) => {
                plays.clear();
                plays.extend(cap.legal_plays(position, roll));
            }
        }
    }

    /// Every legal play of `roll` in `position` under these rules.
    pub fn legal_plays(self, position: &Position, roll: Roll) -> Vec<LegalPlay> {
        match self.max_stack {
            None => legal_plays(position, roll),
            Some(cap) => cap.legal_plays(position, roll),
        }
    }

    /// [`Rules::resolve_play`] without listing the unmarked hits of a play
    /// written without marks (see [`crate::board::resolve_play_unlisted`]).
    /// Out of line: a replay asks it only for the few plays that
    /// [`Rules::play_in_written_order`] does not settle, and inlined, its
    /// searches made the code of every roll's replay several times larger.
    #[inline(never)]
    pub(crate) fn resolve_play_unlisted(
        self,
        position: &Position,
        roll: Roll,
        moves: &[Move],
    ) -> Result<ResolvedPlay, PlayError> {
        match self.max_stack {
            None => crate::board::resolve_play_unlisted(position, roll, moves, Unlimited),
            Some(cap) => crate::board::resolve_play_unlisted(position, roll, moves, cap),
        }
    }

    /// Plays `moves` on `board` in place when they are one step per die in a
    /// playable order with marks that agree (see
    /// [`crate::board::play_in_written_order`]): the first thing
    /// [`Rules::resolve_play`] tries, without building the play's steps.
    #[inline(always)]
    pub(crate) fn play_in_written_order(
        self,
        board: &mut Position,
        roll: Roll,
        moves: &[Move],
    ) -> Option<[u8; 4]> {
        match self.max_stack {
            None => crate::board::play_in_written_order_with(board, roll, moves, Unlimited),
            Some(cap) => capped_in_written_order(board, roll, moves, cap),
        }
    }

    /// Resolves a written play under these rules (see
    /// [`crate::board::resolve_play`]). Inlined: out of line, the resolved
    /// play was copied once more on its way back to each roll of a replay.
    #[inline]
    pub fn resolve_play(
        self,
        position: &Position,
        roll: Roll,
        moves: &[Move],
    ) -> Result<ResolvedPlay, PlayError> {
        match self.max_stack {
            None => resolve_play_with(position, roll, moves, Unlimited),
            Some(cap) => resolve_play_with(position, roll, moves, cap),
        }
    }

    /// The rules a transcript's `; [Variation "..."]` and `; [MaxStack "N"]`
    /// headers name, if they name any: `None` for a missing or unknown
    /// variation.
    pub fn from_headers(variation: Option<&str>, max_stack: Option<&str>) -> Option<Rules> {
        let set = variation.map(str::parse::<RuleSet>);
        let max = max_stack.and_then(|v| v.trim().parse::<u8>().ok());
        match (set, max) {
            (None, None) => None,
            (Some(Err(_)), _) => None,
            (Some(Ok(set)), max) => Some(Rules::of(set).with_max_stack(max.unwrap_or(0))),
            (None, Some(max)) => Some(Rules::STANDARD.with_max_stack(max)),
        }
    }
}

impl fmt::Display for Rules {
    /// `oxford`, or `oxford, max stack 6`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.set.name())?;
        if let Some(cap) = self.max_stack {
            write!(f, ", max stack {}", cap.max())?;
        }
        Ok(())
    }
}

/// How the rules applied are named in reports and exports: the rule set, and
/// the stacking limit if there is one.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct RulesApplied {
    /// `standard`, `oxford` or `msn`.
    pub set: RuleSet,
    /// The most checkers of one player on a point, if limited.
    pub max_stack: Option<u8>,
}

impl From<Rules> for RulesApplied {
    fn from(rules: Rules) -> RulesApplied {
        RulesApplied {
            set: rules.set,
            max_stack: rules.max_stack.map(Capped::max),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rule_set_names_read_back_in_any_case() {
        for set in RuleSet::ALL {
            assert_eq!(set.name().parse::<RuleSet>(), Ok(set));
            assert_eq!(set.title().parse::<RuleSet>(), Ok(set));
        }
        assert!("gnu".parse::<RuleSet>().is_err());
    }

    #[test]
    fn headers_name_rules_only_when_they_say_something_known() {
        assert_eq!(Rules::from_headers(None, None), None);
        assert_eq!(Rules::from_headers(Some("Nackgammon"), None), None);
        assert_eq!(
            Rules::from_headers(Some("Oxford"), Some("6")),
            Some(Rules::of(RuleSet::Oxford).with_max_stack(6))
        );
        assert_eq!(
            Rules::from_headers(None, Some("5")),
            Some(Rules::STANDARD.with_max_stack(5))
        );
    }
}
