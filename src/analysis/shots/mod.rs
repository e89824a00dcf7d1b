//! Shots: the direct-shot table, and how often the player on roll hits in a
//! given position under the full rules.
//!
//! In [`shots`] the shooter is the player on roll and the targets are the
//! opponent's blots in the position as it stands. A roll counts when some
//! *legal* play of it hits: blocking points, checkers on the bar, the rule that
//! both dice (or all four) must be used when possible, the larger-die rule and
//! bear-off legality all apply, exactly as in [`crate::board::legal_plays`].

mod capped;
mod search;
mod table;

use serde::Serialize;

use crate::analysis::{json, out_of_36};
use crate::board::{OFF, Play, Position, Roll, Step, legal_plays, try_step};
use search::{Blots, Goal, bit, legal_play_meets};

pub use capped::shots_with;
pub use table::{MAX_SHOT_DISTANCE, ShotTableRow, direct_shot_table, direct_shots, roll_hits_at};

/// The shots the player on roll has at the opponent's blots.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ShotReport {
    /// The gnubg Position ID of the position, for callers that have it (the CLI
    /// fills it in); left out of JSON when absent.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub position: Option<String>,
    /// Throws out of 36 on which some legal play hits at least one checker.
    pub hitting_rolls: u32,
    /// `hitting_rolls / 36`; written to JSON rounded to four decimals.
    #[serde(serialize_with = "json::probability")]
    pub probability: f64,
    /// The hitting rolls, high die first, from 6-6 down to 1-1.
    #[serde(serialize_with = "json::rolls")]
    pub rolls: Vec<Roll>,
    /// Every opponent blot, from the shooter's 1-point upwards, with the rolls
    /// that hit it (blots that cannot be hit are listed with no rolls).
    pub blots: Vec<BlotShots>,
    /// Throws out of 36 on which a single legal play hits two or more checkers.
    pub double_hit_rolls: u32,
    /// The rolls counted in `double_hit_rolls` (not written to JSON).
    #[serde(skip)]
    pub double_hits: Vec<Roll>,
}

/// The shots at one opponent blot.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct BlotShots {
    /// The blot's point in the shooter's numbering (the shooter's 1-point is 1).
    pub point: u8,
    /// The same point in the blot owner's numbering: `25 - point`.
    pub owner_point: u8,
    /// Throws out of 36 on which some legal play hits this blot.
    pub hitting_rolls: u32,
    /// Those rolls, high die first, from 6-6 down to 1-1.
    #[serde(serialize_with = "json::rolls")]
    pub rolls: Vec<Roll>,
}

/// Why a play given to [`shots_after`] is not a legal play of the roll.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum IllegalPlay {
    /// A step uses a die the roll does not have (or has no more of).
    #[error("step {number} ({step}) uses a {die}, but the roll {roll} has no {die} left")]
    DieNotAvailable {
        /// 1-based index of the step in the play.
        number: usize,
        /// The step as written, e.g. `13/7`.
        step: String,
        /// The die the step claims.
        die: u8,
        /// The roll being played.
        roll: Roll,
    },
    /// A step cannot be played at that point of the turn.
    #[error("step {number} ({step}) is not legal here: expected a legal move with a {die}")]
    IllegalStep {
        /// 1-based index of the step in the play.
        number: usize,
        /// The step as written, e.g. `13/7`.
        step: String,
        /// The die the step claims.
        die: u8,
    },
    /// Every step is legal but the play as a whole is not: a play using more
    /// dice, or the larger die, exists.
    #[error(
        "the play {play} is not a legal play of {roll}: a play using more dice or the larger die exists"
    )]
    NotMaximal {
        /// The play as written.
        play: String,
        /// The roll being played.
        roll: Roll,
    },
}

/// Shots of the player on roll against the opponent's blots, roll by roll.
///
/// Each roll is settled by an early-exit search over legal step sequences
/// (exact, and checked against full enumeration of [`legal_plays`] in the
/// tests). Per-blot and double-hit figures reuse the blots a found play hits
/// and search again only for what is still unknown, and only for rolls that
/// hit something. About 180,000 positions a second on one core in a release
/// build, for positions from random games (`cargo bench --bench shots`).
pub fn shots(position: &Position) -> ShotReport {
    let blots = Blots::of(position);
    let points = blots.points();
    let mut per_blot: Vec<Vec<Roll>> = vec![Vec::new(); points.len()];
    let mut rolls = Vec::new();
    let mut double_hits = Vec::new();
    let all = blots.mask();
    for roll in Roll::all() {
        if points.is_empty() {
            break;
        }
        let Some(witness) = legal_play_meets(position, roll, &blots, Goal::HitAnyOf(all)) else {
            continue;
        };
        rolls.push(roll);
        // Every blot a found legal play hits is hittable, and a found play
        // hitting two settles the double hit; so search only for a play hitting
        // some blot not yet known hittable, until there is none.
        let mut hittable = witness;
        let mut double_hit = witness.count_ones() >= 2;
        while all & !hittable != 0 {
            let rest = Goal::HitAnyOf(all & !hittable);
            let Some(found) = legal_play_meets(position, roll, &blots, rest) else {
                break;
            };
            hittable |= found;
            double_hit |= found.count_ones() >= 2;
        }
        for (blot_rolls, &point) in per_blot.iter_mut().zip(points) {
            if hittable & bit(point) != 0 {
                blot_rolls.push(roll);
            }
        }
        if !double_hit && hittable.count_ones() >= 2 {
            double_hit = legal_play_meets(position, roll, &blots, Goal::TwoHits).is_some();
        }
        if double_hit {
            double_hits.push(roll);
        }
    }
    ShotReport::of_rolls(points, per_blot, rolls, double_hits)
}

impl ShotReport {
    /// The report of the rolls found: those that hit some blot (`rolls`),
    /// those that hit each of `blots` (`per_blot`, in the same order) and
    /// those that hit two (`double_hits`), with their weights out of 36.
    pub(crate) fn of_rolls(
        blots: &[u8],
        per_blot: Vec<Vec<Roll>>,
        rolls: Vec<Roll>,
        double_hits: Vec<Roll>,
    ) -> ShotReport {
        debug_assert_eq!(blots.len(), per_blot.len(), "one list of rolls per blot");
        let hitting_rolls = weight(&rolls);
        ShotReport {
            position: None,
            hitting_rolls,
            probability: out_of_36(hitting_rolls),
            rolls,
            blots: blots
                .iter()
                .zip(per_blot)
                .map(|(&point, rolls)| BlotShots {
                    point,
                    owner_point: 25 - point,
                    hitting_rolls: weight(&rolls),
                    rolls,
                })
                .collect(),
            double_hit_rolls: weight(&double_hits),
            double_hits,
        }
    }
}

/// Throws out of 36 on which some legal play of the player on roll hits: the
/// fast part of [`shots`] alone.
pub fn shot_count(position: &Position) -> u32 {
    let blots = Blots::of(position);
    let all = blots.mask();
    if all == 0 {
        return 0;
    }
    Roll::all()
        .filter(|&roll| legal_play_meets(position, roll, &blots, Goal::HitAnyOf(all)).is_some())
        .map(Roll::weight)
        .sum()
}

/// Whether some legal play of `roll` by the player on roll hits a checker.
pub fn roll_hits(position: &Position, roll: Roll) -> bool {
    let blots = Blots::of(position);
    let all = blots.mask();
    all != 0 && legal_play_meets(position, roll, &blots, Goal::HitAnyOf(all)).is_some()
}

/// The shots the opponent gets after the player on roll plays `play` with `roll`:
/// the play is checked against the rules, then [`shots`] is taken from the
/// opponent's side of the resulting board.
///
/// A play is accepted when each step is legal in turn with an unused die of the
/// roll and the resulting position is one that a legal play reaches. The empty
/// play is accepted when the roll cannot be played at all.
pub fn shots_after(
    position: &Position,
    roll: Roll,
    play: &Play,
) -> Result<ShotReport, IllegalPlay> {
    let result = checked_result(position, roll, play)?;
    Ok(opponent_shots(&result))
}

/// The shots the opponent gets at a board left by the player who just moved:
/// `result` is seen from the mover (as in [`crate::board::LegalPlay::result`]
/// or a resolved written play), and the opponent is now on roll.
pub fn opponent_shots(result: &Position) -> ShotReport {
    shots(&result.switched())
}

/// The position (mover's view) that `play` leads to, if it is a legal play of `roll`.
fn checked_result(position: &Position, roll: Roll, play: &Play) -> Result<Position, IllegalPlay> {
    let mut dice: Vec<u8> = if roll.is_double() {
        vec![roll.high(); 4]
    } else {
        vec![roll.high(), roll.low()]
    };
    let mut board = *position;
    for (index, step) in play.steps().iter().enumerate() {
        let number = index + 1;
        let Some(slot) = dice.iter().position(|&d| d == step.die) else {
            return Err(IllegalPlay::DieNotAvailable {
                number,
                step: step_text(step),
                die: step.die,
                roll,
            });
        };
        dice.swap_remove(slot);
        match try_step(&board, step.from, step.die) {
            Some((done, next)) if done.to == step.to => board = next,
            _ => {
                return Err(IllegalPlay::IllegalStep {
                    number,
                    step: step_text(step),
                    die: step.die,
                });
            }
        }
    }
    let legal = legal_plays(position, roll);
    let reached = if legal.is_empty() {
        play.is_empty()
    } else {
        legal.iter().any(|p| p.result == board)
    };
    if reached {
        Ok(board)
    } else {
        Err(IllegalPlay::NotMaximal {
            play: play_text(play),
            roll,
        })
    }
}

fn weight(rolls: &[Roll]) -> u32 {
    rolls.iter().map(|r| r.weight()).sum()
}

/// A step in plain Magriel form for error messages (`bar/22`, `6/off`, `13/7*`).
fn step_text(step: &Step) -> String {
    let point = |p: u8| match p {
        25 => "bar".to_string(),
        OFF => "off".to_string(),
        p => p.to_string(),
    };
    let hit = if step.hit { "*" } else { "" };
    format!("{}/{}{}", point(step.from), point(step.to), hit)
}

fn play_text(play: &Play) -> String {
    if play.is_empty() {
        return "(no move)".to_string();
    }
    play.steps()
        .iter()
        .map(step_text)
        .collect::<Vec<_>>()
        .join(" ")
}
