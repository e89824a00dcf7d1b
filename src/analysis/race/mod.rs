//! Race metrics: pip counts, the Keith and Thorp counts, the 8-9-12 rule, the
//! Kleinman count, effective pip counts and exact bear-off odds.
//!
//! The counts and rules of thumb are meant for races, so [`race`] reports them
//! only when no contact is left ([`Position::is_race`]); in a contact position
//! only the pip counts are filled in and every other figure is `None` (JSON
//! `null`).

mod counts;
mod normal;
mod thumb;

use serde::Serialize;

use super::bearoff::{HomeBoard, database};
use super::json;
use crate::board::Position;

pub use counts::{
    CountVerdict, CubeAction, Kleinman, LeadVerdict, TakeDecision, keith, keith_count, kleinman,
    rule_8_9_12, thorp, thorp_count,
};
pub use thumb::{RuleOf10, rule_of_10};

/// Everything [`race`] reports about a position.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct RaceReport {
    /// The gnubg Position ID of the position, for callers that have it (the CLI
    /// fills it in); left out of JSON when absent.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub position: Option<String>,
    /// Plain pip counts.
    pub pips: PipCounts,
    /// Keith count and verdict; `None` in contact or when a side has borne off
    /// every checker.
    pub keith: Option<CountVerdict>,
    /// Thorp count and verdict; `None` as for `keith`.
    pub thorp: Option<CountVerdict>,
    /// Kleinman count and winning chance; `None` as for `keith`, or when the
    /// pip counts are too small for the formula.
    pub kleinman: Option<Kleinman>,
    /// The 8-9-12 rule; `None` as for `keith`.
    pub rule_8_9_12: Option<LeadVerdict>,
    /// The source texts' rule of 10 (pass when more than 10 pips behind the
    /// doubler); `None` as for `keith`.
    pub rule_of_10: Option<RuleOf10>,
    /// Effective pip counts, for each side whose checkers are all home.
    pub epc: SideFigures,
    /// Wastage (EPC minus pips), for each side whose checkers are all home.
    pub wastage: SideFigures,
    /// Bear-off odds, when both sides have every checker home.
    pub bearoff: Option<BearoffOdds>,
}

/// Pip counts of both sides.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct PipCounts {
    /// The player on roll.
    pub on_roll: u32,
    /// The opponent.
    pub opponent: u32,
}

/// A figure that may apply to either side; written to JSON with three
/// decimals, or `null` where it does not apply.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct SideFigures {
    /// The player on roll.
    #[serde(serialize_with = "json::three_places_opt")]
    pub on_roll: Option<f64>,
    /// The opponent.
    #[serde(serialize_with = "json::three_places_opt")]
    pub opponent: Option<f64>,
}

/// Winning chance from the one-sided bear-off database.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct BearoffOdds {
    /// Chance that the player on roll bears off first; written to JSON with four
    /// decimals. Each side plays to minimise its own expected rolls, which is
    /// the standard one-sided approximation of best play.
    #[serde(serialize_with = "json::probability")]
    pub win: f64,
}

/// Race metrics for the position, from the view of the player on roll.
pub fn race(position: &Position) -> RaceReport {
    let pips = PipCounts {
        on_roll: position.pip_count(),
        opponent: position.opponent_pip_count(),
    };
    let mut report = RaceReport {
        position: None,
        pips,
        keith: None,
        thorp: None,
        kleinman: None,
        rule_8_9_12: None,
        rule_of_10: None,
        epc: SideFigures {
            on_roll: None,
            opponent: None,
        },
        wastage: SideFigures {
            on_roll: None,
            opponent: None,
        },
        bearoff: None,
    };
    if !position.is_race() {
        return report;
    }
    if pips.on_roll > 0 && pips.opponent > 0 {
        report.keith = Some(keith(position));
        report.thorp = Some(thorp(position));
        report.kleinman = kleinman(position);
        report.rule_8_9_12 = rule_8_9_12(position);
        report.rule_of_10 = rule_of_10(position);
    }
    let mine = HomeBoard::of_on_roll(position);
    let theirs = HomeBoard::of_opponent(position);
    if mine.is_some() || theirs.is_some() {
        let db = database();
        report.epc = SideFigures {
            on_roll: mine.map(|b| db.epc(&b)),
            opponent: theirs.map(|b| db.epc(&b)),
        };
        report.wastage = SideFigures {
            on_roll: mine.map(|b| db.wastage(&b)),
            opponent: theirs.map(|b| db.wastage(&b)),
        };
        if let (Some(mine), Some(theirs)) = (mine, theirs) {
            report.bearoff = Some(BearoffOdds {
                win: db.win_chance(&mine, &theirs),
            });
        }
    }
    report
}
