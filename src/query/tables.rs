//! Answers that take no input: the opening table, the rule sets, and the
//! shot and entering tables.

use serde::Serialize;

use super::QueryError;
use crate::analysis::entering::{EnteringRow, entering_table as entering_rows};
use crate::analysis::opening::{OpeningRow, opening_table};
use crate::analysis::shots::{ShotTableRow, direct_shot_table};
use crate::rules::{RuleSet, words};

/// The opening table, as `bgkit opening --format json` gives it: one row per
/// non-double roll, the texts' plays beside today's consensus play.
pub fn opening() -> Result<Vec<OpeningRow>, QueryError> {
    // The table is data checked by the tests: a play it cannot make is a bug.
    opening_table().map_err(|error| QueryError::Unfaithful(error.to_string()))
}

/// A rule set in words, as `bgkit rules NAME --format json` gives it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RuleSetAnswer {
    /// The name `--rules` takes.
    pub name: &'static str,
    /// The rule set's title.
    pub title: &'static str,
    /// One sentence.
    pub summary: &'static str,
    /// Its rules, one sentence or paragraph each, with the readings chosen
    /// where the source texts are silent.
    pub rules: &'static [&'static str],
    /// The no-stacking option any rule set may add.
    pub max_stack: &'static [&'static str],
}

/// `set` in words.
pub fn rule_set(set: RuleSet) -> RuleSetAnswer {
    RuleSetAnswer {
        name: set.name(),
        title: set.title(),
        summary: words::summary(set),
        rules: words::rules(set),
        max_stack: words::MAX_STACK,
    }
}

/// Every rule set in words, as `bgkit rules --format json` lists them.
pub fn rule_sets() -> Vec<RuleSetAnswer> {
    RuleSet::ALL.into_iter().map(rule_set).collect()
}

/// The chance to hit a lone blot at each distance on an open board, as
/// `bgkit shots --table` gives it.
pub fn shot_table() -> Vec<ShotTableRow> {
    direct_shot_table()
}

/// The rolls that enter from the bar against 0 to 6 closed points, as
/// `bgkit shots --entering` gives them.
pub fn entering_table() -> Vec<EnteringRow> {
    entering_rows()
}
