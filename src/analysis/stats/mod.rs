//! Per-player statistics of a match: what the dice did, how often each side
//! was hit against how often it could have been, what the cube and the games
//! came to, and, where the file carries an engine's analysis, the errors and
//! luck it recorded.
//!
//! Everything but the recorded analysis is computed from the replay alone,
//! with no engine: dances against their exact expectation, hits against the
//! exact number of hitting rolls the opponent had in each position left
//! ([`crate::analysis::shots`]), and in bear-offs small enough for
//! [`crate::analysis::bearoff::exact_win_chance`] the exact cubeless winning
//! chance each roll brings and each play gives up.
//!
//! [`match_stats`] gives one [`PlayerStats`] per seat of a match;
//! [`PlayerStats::add`] adds up a player's statistics over several matches,
//! the derived figures (luck, performance rating) worked out again from the
//! sums.

mod count;
mod recorded;

use serde::Serialize;

use super::json;
use crate::rules::Rules;
use crate::transcript::Match;

pub use count::match_stats;
pub use recorded::PR_SCALE;

/// A difference in exact winning chance below this is rounding, not a
/// worse play.
pub const BEAROFF_TOLERANCE: f64 = 1e-9;

/// One player's statistics over one match or more. JSON field names are the
/// ones the command line documents; figures that are not whole numbers are
/// rounded when written (four decimals, six for an engine's equities, two
/// for the performance rating) and kept whole here.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct PlayerStats {
    /// The player's name as the transcript writes it.
    #[serde(rename = "player")]
    pub name: String,
    /// Matches (or money sessions) played.
    pub matches: u32,
    /// Matches won: the player reached the match length.
    pub matches_won: u32,

    /// Rolls made (also a roll followed by a resignation).
    pub rolls: u32,
    /// Of them, doubles.
    pub doubles_rolled: u32,
    /// Pips rolled: the sum of the dice, a double four times.
    pub pips_rolled: u32,

    /// Rolls with a checker on the bar that entered nothing.
    pub dances: u32,
    /// The sum, over the rolls played with a checker on the bar, of the
    /// chance to enter nothing: (closed points / 6)².
    #[serde(serialize_with = "four_places")]
    pub expected_dances: f64,
    /// `expected_dances - dances`: dances escaped (positive is lucky).
    #[serde(serialize_with = "four_places")]
    pub entering_luck: f64,

    /// The player's turns that hit at least one checker.
    pub hits_made: u32,
    /// The sum, over the player's played rolls, of the chance that the roll
    /// hits: the rolls out of 36 with a legal play that hits, in the position
    /// the opponent left.
    #[serde(serialize_with = "four_places")]
    pub expected_hits_made: f64,
    /// The opponent's turns that hit at least one of the player's checkers.
    pub hits_suffered: u32,
    /// The sum, over the positions the player left to the opponent's roll,
    /// of the opponent's hitting rolls out of 36.
    #[serde(serialize_with = "four_places")]
    pub expected_hits_suffered: f64,
    /// `(hits_made - expected_hits_made) + (expected_hits_suffered -
    /// hits_suffered)`: hits found and escaped beyond expectation.
    #[serde(serialize_with = "four_places")]
    pub hitting_luck: f64,
    /// Opponent's checkers the player hit.
    pub checkers_hit: u32,
    /// Pips the opponent lost to them (a checker hit on the player's
    /// point p loses p pips).
    pub pips_hit: u32,
    /// The player's own checkers sent back to the bar.
    pub checkers_sent_back: u32,
    /// Pips the player lost to those hits.
    pub pips_lost_to_hits: u32,

    /// Rolls played where both sides bear off within the exact two-sided
    /// bear-off ([`crate::analysis::bearoff::TWO_SIDED_CHECKERS`] checkers
    /// or fewer each, no stacking limit).
    pub bearoff_rolls: u32,
    /// The sum over those rolls of the change in the player's exact
    /// cubeless winning chance that the roll brings: the chance after the
    /// roll's best play minus the chance before the roll.
    #[serde(serialize_with = "four_places")]
    pub bearoff_luck: f64,
    /// Those plays whose winning chance is below the best play's.
    pub bearoff_errors: u32,
    /// The winning chance they gave up, summed (0 or negative).
    #[serde(serialize_with = "four_places")]
    pub bearoff_error: f64,
    /// Each of those plays, with the best play.
    pub bearoff_mistakes: Vec<BearoffMistake>,

    /// Doubles offered.
    pub doubles: u32,
    /// Doubles taken (a beaver is counted as a beaver only).
    pub takes: u32,
    /// Doubles dropped.
    pub drops: u32,
    /// Doubles beavered.
    pub beavers: u32,
    /// The highest cube of any game the player played (a dropped double
    /// does not raise it).
    pub highest_cube: u32,

    /// Games played (that the replay reached).
    pub games: u32,
    /// Games won.
    pub games_won: u32,
    /// Points won, each game at its value by the rules.
    pub points_won: u32,
    /// Games won as a gammon (borne off, or a resignation for twice the
    /// cube), backgammons apart.
    pub gammons_won: u32,
    /// Games won as a backgammon.
    pub backgammons_won: u32,
    /// Games lost as a gammon.
    pub gammons_lost: u32,
    /// Games lost as a backgammon.
    pub backgammons_lost: u32,

    /// Plays the file's analysis gives an error for.
    pub analysed_plays: u32,
    /// Cube decisions (to double, to take) it gives an error for.
    pub analysed_cube_decisions: u32,
    /// The errors recorded on plays, summed, in equity (0 or negative).
    #[serde(serialize_with = "six_places")]
    pub checker_error: f64,
    /// The errors recorded on cube decisions, summed.
    #[serde(serialize_with = "six_places")]
    pub cube_error: f64,
    /// The decisions the performance rating counts: analysed plays with
    /// more than one legal play, and analysed cube decisions that doubled,
    /// answered a double, or recorded an error.
    pub rated_decisions: u32,
    /// eXtreme Gammon's performance rating: 500 x the equity lost per
    /// rated decision; `null` without any.
    #[serde(serialize_with = "two_places_opt")]
    pub performance_rating: Option<f64>,
    /// The luck the analysis recorded on the player's rolls, summed.
    #[serde(serialize_with = "six_places")]
    pub recorded_luck: f64,
}

/// A bear-off play with a lower exact winning chance than the best play.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct BearoffMistake {
    /// The file, where the caller names it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub file: Option<String>,
    /// The number on the game's ` Game N` line.
    pub game: u32,
    /// The turn, numbered as `export` numbers them (from 1).
    pub turn: usize,
    /// The Position ID before the play, from the mover's view.
    pub position: String,
    /// The dice, high first (`6-2`).
    pub roll: String,
    /// The play made, in canonical notation.
    pub play: String,
    /// A play with the highest winning chance.
    pub best_play: String,
    /// The mover's exact winning chance after the play made.
    #[serde(serialize_with = "four_places")]
    pub win_chance: f64,
    /// The same after the best play.
    #[serde(serialize_with = "four_places")]
    pub best_win_chance: f64,
}

/// The statistics of one match: its two seats, player 1 (the left column)
/// first.
#[derive(Clone, Debug, PartialEq)]
pub struct MatchStats {
    /// Each seat's statistics.
    pub players: [PlayerStats; 2],
    /// The rules the match was replayed under.
    pub rules: Rules,
}

impl PlayerStats {
    /// No games yet, for the player named.
    pub fn named(name: &str) -> PlayerStats {
        PlayerStats {
            name: name.to_string(),
            ..PlayerStats::default()
        }
    }

    /// Adds `other`'s counts and sums to these (the name is kept), and works
    /// out the derived figures again.
    pub fn add(&mut self, other: &PlayerStats) {
        self.matches += other.matches;
        self.matches_won += other.matches_won;
        self.rolls += other.rolls;
        self.doubles_rolled += other.doubles_rolled;
        self.pips_rolled += other.pips_rolled;
        self.dances += other.dances;
        self.expected_dances += other.expected_dances;
        self.hits_made += other.hits_made;
        self.expected_hits_made += other.expected_hits_made;
        self.hits_suffered += other.hits_suffered;
        self.expected_hits_suffered += other.expected_hits_suffered;
        self.checkers_hit += other.checkers_hit;
        self.pips_hit += other.pips_hit;
        self.checkers_sent_back += other.checkers_sent_back;
        self.pips_lost_to_hits += other.pips_lost_to_hits;
        self.bearoff_rolls += other.bearoff_rolls;
        self.bearoff_luck += other.bearoff_luck;
        self.bearoff_errors += other.bearoff_errors;
        self.bearoff_error += other.bearoff_error;
        self.bearoff_mistakes
            .extend(other.bearoff_mistakes.iter().cloned());
        self.doubles += other.doubles;
        self.takes += other.takes;
        self.drops += other.drops;
        self.beavers += other.beavers;
        self.highest_cube = self.highest_cube.max(other.highest_cube);
        self.games += other.games;
        self.games_won += other.games_won;
        self.points_won += other.points_won;
        self.gammons_won += other.gammons_won;
        self.backgammons_won += other.backgammons_won;
        self.gammons_lost += other.gammons_lost;
        self.backgammons_lost += other.backgammons_lost;
        self.analysed_plays += other.analysed_plays;
        self.analysed_cube_decisions += other.analysed_cube_decisions;
        self.checker_error += other.checker_error;
        self.cube_error += other.cube_error;
        self.rated_decisions += other.rated_decisions;
        self.recorded_luck += other.recorded_luck;
        self.derive();
    }

    /// Works out the figures derived from the sums: luck and the
    /// performance rating.
    pub(crate) fn derive(&mut self) {
        self.entering_luck = self.expected_dances - f64::from(self.dances);
        self.hitting_luck = (f64::from(self.hits_made) - self.expected_hits_made)
            + (self.expected_hits_suffered - f64::from(self.hits_suffered));
        self.performance_rating = (self.rated_decisions > 0).then(|| {
            -PR_SCALE * (self.checker_error + self.cube_error) / f64::from(self.rated_decisions)
        });
    }

    /// The rows of a table or CSV file: each field that is one value, by its
    /// JSON name, with its text. `bearoff_mistakes`, a list, is left out.
    pub fn cells(&self) -> Vec<(&'static str, String)> {
        let four = |v: f64| json::round(v, 4).to_string();
        let six = |v: f64| json::round(v, 6).to_string();
        vec![
            ("player", self.name.clone()),
            ("matches", self.matches.to_string()),
            ("matches_won", self.matches_won.to_string()),
            ("rolls", self.rolls.to_string()),
            ("doubles_rolled", self.doubles_rolled.to_string()),
            ("pips_rolled", self.pips_rolled.to_string()),
            ("dances", self.dances.to_string()),
            ("expected_dances", four(self.expected_dances)),
            ("entering_luck", four(self.entering_luck)),
            ("hits_made", self.hits_made.to_string()),
            ("expected_hits_made", four(self.expected_hits_made)),
            ("hits_suffered", self.hits_suffered.to_string()),
            ("expected_hits_suffered", four(self.expected_hits_suffered)),
            ("hitting_luck", four(self.hitting_luck)),
            ("checkers_hit", self.checkers_hit.to_string()),
            ("pips_hit", self.pips_hit.to_string()),
            ("checkers_sent_back", self.checkers_sent_back.to_string()),
            ("pips_lost_to_hits", self.pips_lost_to_hits.to_string()),
            ("bearoff_rolls", self.bearoff_rolls.to_string()),
            ("bearoff_luck", four(self.bearoff_luck)),
            ("bearoff_errors", self.bearoff_errors.to_string()),
            ("bearoff_error", four(self.bearoff_error)),
            ("doubles", self.doubles.to_string()),
            ("takes", self.takes.to_string()),
            ("drops", self.drops.to_string()),
            ("beavers", self.beavers.to_string()),
            ("highest_cube", self.highest_cube.to_string()),
            ("games", self.games.to_string()),
            ("games_won", self.games_won.to_string()),
            ("points_won", self.points_won.to_string()),
            ("gammons_won", self.gammons_won.to_string()),
            ("backgammons_won", self.backgammons_won.to_string()),
            ("gammons_lost", self.gammons_lost.to_string()),
            ("backgammons_lost", self.backgammons_lost.to_string()),
            ("analysed_plays", self.analysed_plays.to_string()),
            (
                "analysed_cube_decisions",
                self.analysed_cube_decisions.to_string(),
            ),
            ("checker_error", six(self.checker_error)),
            ("cube_error", six(self.cube_error)),
            ("rated_decisions", self.rated_decisions.to_string()),
            (
                "performance_rating",
                self.performance_rating
                    .map(|pr| json::round(pr, 2).to_string())
                    .unwrap_or_default(),
            ),
            ("recorded_luck", six(self.recorded_luck)),
        ]
    }
}

fn four_places<S: serde::Serializer>(value: &f64, serializer: S) -> Result<S::Ok, S::Error> {
    serializer.serialize_f64(json::round(*value, 4))
}

fn six_places<S: serde::Serializer>(value: &f64, serializer: S) -> Result<S::Ok, S::Error> {
    serializer.serialize_f64(json::round(*value, 6))
}

fn two_places_opt<S: serde::Serializer>(
    value: &Option<f64>,
    serializer: S,
) -> Result<S::Ok, S::Error> {
    match value {
        Some(v) => serializer.serialize_f64(json::round(*v, 2)),
        None => serializer.serialize_none(),
    }
}

/// A match replayed under `variant` when given: a copy whose headers name
/// those rules instead of its own, which is how the replay learns a match's
/// rules; `None` keeps the match as it is.
pub(crate) fn under_rules(matched: &Match, variant: Option<Rules>) -> Option<Match> {
    let variant = variant?;
    let mut copy = matched.clone();
    copy.headers.retain(|h| {
        !h.key.eq_ignore_ascii_case("Variation") && !h.key.eq_ignore_ascii_case("MaxStack")
    });
    let field = |key: &str, value: String| crate::transcript::HeaderField {
        key: key.to_string(),
        value,
        line: 0,
    };
    copy.headers
        .push(field("Variation", variant.set.name().to_string()));
    if let Some(cap) = variant.max_stack {
        copy.headers.push(field("MaxStack", cap.max().to_string()));
    }
    Some(copy)
}

/// The rules a match is replayed under: `variant` when given, else what its
/// headers name, else standard.
pub(crate) fn rules_of(matched: &Match, variant: Option<Rules>) -> Rules {
    variant
        .or_else(|| Rules::from_headers(matched.header("Variation"), matched.header("MaxStack")))
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;

    #[test]
    fn the_table_cells_are_the_json_fields_and_the_readme_names_each() {
        // Given a player's statistics as JSON and as table cells
        let stats = PlayerStats::named("Ann");
        let json = serde_json::to_value(&stats).unwrap();
        let fields: BTreeSet<&str> = json
            .as_object()
            .unwrap()
            .keys()
            .map(String::as_str)
            .collect();
        let cells: BTreeSet<&str> = stats.cells().into_iter().map(|(name, _)| name).collect();
        // Then the cells are every field but the list of bear-off mistakes
        let mut expected = fields.clone();
        expected.remove("bearoff_mistakes");
        assert_eq!(cells, expected);
        // And the README documents each field
        let readme = include_str!("../../../README.md");
        for field in fields {
            assert!(
                readme.contains(&format!("`{field}`")),
                "README lacks `{field}`"
            );
        }
    }

    #[test]
    fn the_performance_rating_is_500_times_the_equity_lost_per_rated_decision() {
        // Given errors of 0.05 and 0.03 over four rated decisions
        let mut stats = PlayerStats {
            checker_error: -0.05,
            cube_error: -0.03,
            rated_decisions: 4,
            ..PlayerStats::default()
        };
        // When derived; Then 500 x 0.08 / 4
        stats.derive();
        assert!((stats.performance_rating.unwrap() - 10.0).abs() < 1e-12);
        // And without a rated decision there is none
        stats.rated_decisions = 0;
        stats.derive();
        assert_eq!(stats.performance_rating, None);
    }
}
