//! Summing the analysis a file recorded ([`crate::transcript::Analysis`]):
//! errors on plays and cube decisions, the luck of rolls, and eXtreme
//! Gammon's performance rating.
//!
//! The performance rating (PR) as eXtreme Gammon defines it is 500 times the
//! average equity lost per non-obvious decision, the errors in equity
//! normalised to a cube of 1. Forced plays do not count; nor do cube
//! decisions with nothing to decide. bgkit counts, from the file alone:
//! every analysed play with more than one legal play (by the replay's legal
//! plays), every analysed double and answer to a double, and a decision not
//! to double when the analysis recorded an error for it (a missed double).
//!
//! An error is equity lost, never gained, whatever sign an engine writes it
//! with: eXtreme Gammon writes a play's error as a negative number and a
//! double's as a positive one. Each is summed as minus its size.

use super::PlayerStats;
use crate::rules::Rules;
use crate::transcript::{Decision, Game, GameTrace, Player};

/// The performance rating's scale: 500 x the equity lost per decision.
pub const PR_SCALE: f64 = 500.0;

/// Adds the analysis recorded in `game` to the seats of the players who
/// made each decision. `trace` tells whether an analysed play had a choice.
pub(super) fn sum_recorded(
    players: &mut [PlayerStats; 2],
    game: &Game,
    trace: &GameTrace,
    rules: Rules,
) {
    for analysis in &game.analysis {
        let Some(action) = game.actions.get(analysis.action) else {
            continue;
        };
        let stats: &mut PlayerStats = Player::pick_mut(action.player, players);
        match &analysis.decision {
            Decision::Play { error, luck, .. } => {
                if let Some(luck) = luck {
                    stats.recorded_luck += luck.0;
                }
                let Some(error) = error else { continue };
                stats.analysed_plays += 1;
                stats.checker_error += lost(error.0);
                let choice = trace
                    .rolls
                    .iter()
                    .find(|roll| roll.action == analysis.action)
                    .map(|roll| rules.legal_plays(&roll.before, roll.roll).len() > 1);
                // A roll the replay did not follow had a choice if choosing
                // cost something.
                if choice.unwrap_or(error.0 != 0.0) {
                    stats.rated_decisions += 1;
                }
            }
            Decision::Double { doubled, error, .. } => {
                let Some(error) = error else { continue };
                stats.analysed_cube_decisions += 1;
                stats.cube_error += lost(error.0);
                if *doubled || error.0 != 0.0 {
                    stats.rated_decisions += 1;
                }
            }
            Decision::Take { error, .. } => {
                let Some(error) = error else { continue };
                stats.analysed_cube_decisions += 1;
                stats.cube_error += lost(error.0);
                stats.rated_decisions += 1;
            }
        }
    }
}

/// A recorded error as the equity it lost: minus its size.
fn lost(error: f64) -> f64 {
    -error.abs()
}
