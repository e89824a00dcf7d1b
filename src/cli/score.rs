//! `bgkit score POSITION`: the value of a finished game under a rule set.

use super::Outcome;
use super::batch::{self, Presenter};
use super::output::Format;
use super::variant::VariantArgs;
use bgkit::query::{self, ScoreAnswer};
use serde::Serialize;

/// The value of a finished game (one side has borne off every checker).
///
/// Standard and MSN rules: the cube times 1, 2 or 3 (single, gammon,
/// backgammon). Oxford rules: the loser's checkers left on the board, bar
/// included, times 1, 2 or 3, times the stake of the loser's doubling offers
/// (`--cube`), times 2 after a tied opening roll (`--opening-double`).
/// The cube is the position's own (an XGID's or Match ID's); `--cube` given
/// for such a position counts instead, with a warning when they differ.
/// `bgkit rules NAME` describes each rule set.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Finished positions: a Position ID, `PositionID:MatchID` or an XGID; `-` for stdin.
    positions: Vec<String>,
    /// The cube's value (default: the position's own, 1 for a bare Position
    /// ID); under Oxford rules the stake the loser's doubling offers set (2
    /// per refused offer, 4 per accepted one, multiplied).
    #[arg(long, value_name = "N")]
    cube: Option<u32>,
    /// Oxford rules: the opening roll was a double, which doubles the game.
    #[arg(long)]
    opening_double: bool,
    /// Output format (default: table, or jsonl when reading standard input).
    #[arg(long, value_enum)]
    format: Option<Format>,
    #[command(flatten)]
    variant: VariantArgs,
}

pub fn run(args: Args) -> anyhow::Result<Outcome> {
    let rules = args.variant.rules();
    let presenter = Presenter {
        header: &[
            "position",
            "rules",
            "cube",
            "winner",
            "remaining",
            "multiplier",
            "points",
            "how",
        ],
        rows: &|a: &ScoreAnswer| {
            vec![vec![
                a.position.clone(),
                a.rules.to_string(),
                a.cube.to_string(),
                query::cell(json_word(&a.value.winner)),
                a.value.remaining.to_string(),
                a.value.multiplier.to_string(),
                a.value.points.to_string(),
                query::cell(json_word(&a.value.how)),
            ]]
        },
        located_errors: false,
        json_line: None,
        warnings: Some(|a: &ScoreAnswer| a.warnings.clone()),
    };
    let (cube, opening_double) = (args.cube, args.opening_double);
    batch::run(&args.positions, args.format, presenter, |text| {
        query::score(text, cube, opening_double, rules).map_err(|e| e.to_string())
    })
}

/// A word of the value as JSON writes it (`on_roll`, `gammon`), for the table.
fn json_word(value: &impl Serialize) -> Option<String> {
    let word = serde_json::to_value(value)
        .ok()
        .and_then(|v| v.as_str().map(str::to_string));
    debug_assert!(word.is_some(), "a unit variant is written as a word");
    word
}
