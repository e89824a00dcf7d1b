//! A match as a flat table: one record per turn and one per game result, each
//! field a single value, ready for a data frame or a CSV row.

use serde::Serialize;

use crate::transcript::{Ending, MatchExport, TurnKind};

/// One row of the turn table (`bgkit export --format csv`): a turn, or a
/// game's result. Fields that do not apply to the row are `None`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TurnRecord {
    /// The number on the game's ` Game N` line.
    pub game: u32,
    /// The turn's 1-based index in its game; `None` on a result row.
    pub turn: Option<usize>,
    /// Who acted (or won, on a result row): 0 or 1.
    pub player: u8,
    /// That player's name.
    pub name: String,
    /// `move`, `double`, `take`, `drop`, `beaver`, `resign`, or `result` with
    /// how the game ended when known (`result (gammon)`).
    pub kind: String,
    /// The dice as `6-3`.
    pub roll: Option<String>,
    /// The play in canonical notation; empty for a dance.
    pub play: Option<String>,
    /// Checkers the play hits.
    pub hits: Option<usize>,
    /// The cube value offered or reached.
    pub cube: Option<u32>,
    /// Points won, on a result row.
    pub points: Option<u32>,
    /// The mover's pip count before the play.
    pub pips: Option<u32>,
    /// The opponent's pip count before the play.
    pub opponent_pips: Option<u32>,
    /// The Position ID before the turn, from the view of the player on roll
    /// (the export's `before`).
    pub position: Option<String>,
    /// The transcript line it was read from.
    pub line: Option<u32>,
}

/// The turn table of a match: every game's turns in order, each game's
/// result after its turns.
pub fn turn_records(exported: &MatchExport) -> Vec<TurnRecord> {
    let name = |player: u8| exported.player_name(player).to_string();
    let mut records = Vec::new();
    for game in &exported.games {
        for turn in &game.turns {
            records.push(TurnRecord {
                game: game.number,
                turn: Some(turn.index),
                player: turn.player,
                name: name(turn.player),
                kind: kind_name(turn.kind).to_string(),
                roll: turn.roll.map(|[a, b]| format!("{a}-{b}")),
                play: turn.play.clone(),
                hits: turn.hits,
                cube: turn.cube,
                points: None,
                pips: turn.pips.map(|[mover, _]| mover),
                opponent_pips: turn.pips.map(|[_, opponent]| opponent),
                position: turn.before.clone(),
                line: Some(turn.line),
            });
        }
        if let Some(result) = &game.result {
            records.push(TurnRecord {
                game: game.number,
                turn: None,
                player: result.winner,
                name: name(result.winner),
                kind: result.how.map_or_else(
                    || "result".to_string(),
                    |how| format!("result ({})", ending_name(how)),
                ),
                roll: None,
                play: None,
                hits: None,
                cube: None,
                points: Some(result.points),
                pips: None,
                opponent_pips: None,
                position: None,
                line: result.line,
            });
        }
    }
    records
}

/// A turn's kind as JSON spells it.
fn kind_name(kind: TurnKind) -> &'static str {
    match kind {
        TurnKind::Move => "move",
        TurnKind::Double => "double",
        TurnKind::Take => "take",
        TurnKind::Drop => "drop",
        TurnKind::Beaver => "beaver",
        TurnKind::Resign => "resign",
    }
}

/// How a game ended, as JSON spells it.
fn ending_name(how: Ending) -> &'static str {
    match how {
        Ending::Single => "single",
        Ending::Gammon => "gammon",
        Ending::Backgammon => "backgammon",
        Ending::Drop => "drop",
        Ending::Resign => "resign",
    }
}
