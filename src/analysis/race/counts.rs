//! Racing counts and the cube rules of thumb built on them. Each function
//! documents the exact rule, boundaries and rounding it applies, since the
//! published descriptions differ in those details.

use serde::Serialize;

use super::normal::normal_cdf;
use crate::analysis::json;
use crate::board::Position;

/// What the player on roll should do with the cube.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum CubeAction {
    /// Strong enough to redouble, and so to double when the cube is centred.
    #[serde(rename = "redouble")]
    Redouble,
    /// An initial double (centred cube), but not yet a redouble.
    #[serde(rename = "double")]
    Double,
    /// Not strong enough to double.
    #[serde(rename = "no double")]
    NoDouble,
}

/// What the opponent should do if doubled now.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum TakeDecision {
    /// Accept the cube.
    #[serde(rename = "take")]
    Take,
    /// Decline and concede the game at the current stake.
    #[serde(rename = "pass")]
    Pass,
}

impl std::fmt::Display for CubeAction {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            CubeAction::Redouble => "redouble",
            CubeAction::Double => "double",
            CubeAction::NoDouble => "no double",
        })
    }
}

impl std::fmt::Display for TakeDecision {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            TakeDecision::Take => "take",
            TakeDecision::Pass => "pass",
        })
    }
}

/// A count-based verdict: both sides' counts and what they advise.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct CountVerdict {
    /// The roller's count after the on-roll adjustment the method prescribes.
    pub on_roll: u32,
    /// The opponent's count (never adjusted).
    pub opponent: u32,
    /// Cube action for the player on roll.
    pub verdict: CubeAction,
    /// The opponent's response to a double.
    pub take: TakeDecision,
}

/// The 8-9-12 rule's verdict.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct LeadVerdict {
    /// The roller's lead as a percentage of the roller's pip count (negative
    /// when trailing); written to JSON with two decimals.
    #[serde(serialize_with = "json::two_places")]
    pub lead_percent: f64,
    /// Cube action for the player on roll.
    pub verdict: CubeAction,
    /// The opponent's response to a double.
    pub take: TakeDecision,
}

/// The Kleinman count and the winning chance it estimates.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Kleinman {
    /// K = (D + 4)^2 / (S - 4), carrying the sign of D + 4 (negative when the
    /// roller trails by more than four pips), where D = opponent's pips minus
    /// the roller's and S = the sum of both; written to JSON with three decimals.
    #[serde(serialize_with = "json::three_places")]
    pub count: f64,
    /// Phi((D + 4) / sqrt(2 (S - 4))): the roller's estimated chance to win the
    /// race; written to JSON with four decimals.
    #[serde(serialize_with = "json::probability")]
    pub win: f64,
}

/// Keith count of the player on roll, before the on-roll adjustment: the pip
/// count, plus 2 for each checker beyond the first on the 1-point, plus 1 for
/// each beyond the first on the 2-point, plus 1 for each beyond the third on
/// the 3-point, plus 1 for each of the 4-, 5- and 6-points that is empty.
pub fn keith_count(position: &Position) -> u32 {
    let on = |p: u8| u32::from(position.mine(p));
    let empty_high_points = [4, 5, 6].iter().filter(|&&p| on(p) == 0).count() as u32;
    position.pip_count()
        + 2 * on(1).saturating_sub(1)
        + on(2).saturating_sub(1)
        + on(3).saturating_sub(3)
        + empty_high_points
}

/// Tom Keith's rule. The roller's count is raised by one seventh, rounded down
/// (`k + k / 7` in integers); with `margin` = that minus the opponent's count:
/// redouble if `margin <= 3`, double if `margin <= 4`, and the opponent takes
/// if `margin >= 2`, otherwise passes.
pub fn keith(position: &Position) -> CountVerdict {
    let mine = keith_count(position);
    let theirs = keith_count(&position.switched());
    let adjusted = mine + mine / 7;
    let margin = i64::from(adjusted) - i64::from(theirs);
    CountVerdict {
        on_roll: adjusted,
        opponent: theirs,
        verdict: if margin <= 3 {
            CubeAction::Redouble
        } else if margin <= 4 {
            CubeAction::Double
        } else {
            CubeAction::NoDouble
        },
        take: if margin >= 2 {
            TakeDecision::Take
        } else {
            TakeDecision::Pass
        },
    }
}

/// Thorp count of the player on roll, before the on-roll adjustment: the pip
/// count, plus 2 for each checker still on the board, plus 1 for each checker
/// on the 1-point, minus 1 for each home-board point (1..=6) holding a checker.
pub fn thorp_count(position: &Position) -> u32 {
    let occupied_home = (1..=6u8).filter(|&p| position.mine(p) > 0).count() as u32;
    (position.pip_count()
        + 2 * u32::from(position.checkers_on_board())
        + u32::from(position.mine(1)))
    .saturating_sub(occupied_home)
}

/// Edward Thorp's rule as popularised by Robertie. The roller's count, when it
/// is more than 30, is raised by a tenth rounded down (`t + t / 10`); with
/// `margin` = that minus the opponent's count: redouble if `margin <= 1`,
/// double if `margin <= 2`, and the opponent takes if `margin >= -2` (the
/// opponent's count exceeds the roller's by no more than 2), otherwise passes.
pub fn thorp(position: &Position) -> CountVerdict {
    let mine = thorp_count(position);
    let theirs = thorp_count(&position.switched());
    let adjusted = if mine > 30 { mine + mine / 10 } else { mine };
    let margin = i64::from(adjusted) - i64::from(theirs);
    CountVerdict {
        on_roll: adjusted,
        opponent: theirs,
        verdict: if margin <= 1 {
            CubeAction::Redouble
        } else if margin <= 2 {
            CubeAction::Double
        } else {
            CubeAction::NoDouble
        },
        take: if margin >= -2 {
            TakeDecision::Take
        } else {
            TakeDecision::Pass
        },
    }
}

/// The 8-9-12 rule on plain pip counts. The roller's lead is the opponent's
/// pips minus the roller's, as a percentage of the roller's pips: double with a
/// lead of at least 8%, redouble with at least 9%, and the opponent takes with
/// a lead of at most 12% (all compared exactly, in integers). `None` when the
/// roller has no pips left.
pub fn rule_8_9_12(position: &Position) -> Option<LeadVerdict> {
    let mine = i64::from(position.pip_count());
    let theirs = i64::from(position.opponent_pip_count());
    if mine == 0 {
        return None;
    }
    let lead_hundredfold = 100 * (theirs - mine);
    Some(LeadVerdict {
        lead_percent: lead_hundredfold as f64 / mine as f64,
        verdict: if lead_hundredfold >= 9 * mine {
            CubeAction::Redouble
        } else if lead_hundredfold >= 8 * mine {
            CubeAction::Double
        } else {
            CubeAction::NoDouble
        },
        take: if lead_hundredfold <= 12 * mine {
            TakeDecision::Take
        } else {
            TakeDecision::Pass
        },
    })
}

/// The Kleinman count from plain pip counts, with D = opponent's pips minus the
/// roller's and S = their sum (the +4 and -4 credit the roller for being on
/// roll). `None` when S <= 4, where the formula has no meaning.
pub fn kleinman(position: &Position) -> Option<Kleinman> {
    let mine = f64::from(position.pip_count());
    let theirs = f64::from(position.opponent_pip_count());
    let lead = theirs - mine + 4.0;
    let spread = theirs + mine - 4.0;
    if spread <= 0.0 {
        return None;
    }
    Some(Kleinman {
        count: lead * lead.abs() / spread,
        win: normal_cdf(lead / (2.0 * spread).sqrt()),
    })
}
