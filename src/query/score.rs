//! The value of a finished game, with the position's own cube.

use serde::Serialize;

use super::QueryError;
use super::position::read_position;
use crate::rules::{GameValue, RuleSet, Rules, game_value};

/// A finished game's value, as `bgkit score` gives it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ScoreAnswer {
    /// The position's Position ID, from the view of the player on roll.
    pub position: String,
    /// The rule set the value is counted by.
    pub rules: RuleSet,
    /// The cube counted: the one given, else the position's own (from its
    /// XGID or Match ID), else 1.
    pub cube: u32,
    /// Who won, by how much, and the points.
    #[serde(flatten)]
    pub value: GameValue,
    /// A cube given that is not the position's own; left out when there is
    /// none.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub warnings: Vec<String>,
}

/// The value of the finished game in `position` under `rules`. The cube is
/// the position's own when it carries one (an XGID, a Match ID) and no
/// other is given; a `cube` given counts (under Oxford rules it is the stake
/// of the loser's offers, which no identifier holds), with a warning when
/// the position carries another. A bare position without `cube` counts 1.
/// `opening_double`: an Oxford game whose opening roll was a double.
pub fn score(
    position: &str,
    cube: Option<u32>,
    opening_double: bool,
    rules: Rules,
) -> Result<ScoreAnswer, QueryError> {
    let setup = read_position(position)?;
    let text = || position.trim().to_string();
    let own = setup.match_state.map(|state| state.cube);
    let mut warnings = Vec::new();
    let cube = match (own, cube) {
        (Some(own), Some(given)) if own != given => {
            warnings.push(format!(
                "`{}` has the cube at {own}; the cube given, {given}, is counted",
                text()
            ));
            given
        }
        (_, Some(cube)) | (Some(cube), None) => cube,
        // A position without match data has the cube in the middle at 1.
        (None, None) => 1,
    };
    let value = game_value(rules, &setup.position, cube, opening_double).map_err(|source| {
        QueryError::Score {
            text: text(),
            source,
        }
    })?;
    Ok(ScoreAnswer {
        position: setup.position_id(),
        rules: rules.set,
        cube,
        value,
        warnings,
    })
}
