//! `bgkit position FILE --game N --turn M`: the position before a turn of a
//! transcript, drawn or described as `board` does.

use super::board::{Boards, write_to};
use super::diagram::{self, Perspective};
use super::export::exported;
use super::messages::{Errors, invalid};
use super::output::Format;
use super::{Outcome, setup};
use bgkit::ids::{Setup, XgDice, Xgid, position_id};
use bgkit::transcript::{GameExport, Turn, TurnKind};
use std::path::PathBuf;

/// The position before turn M of game N of a transcript, as `board` prints it.
///
/// Turns are counted as `export` counts them (its `index`): every roll, cube
/// action and resignation of the game, from 1. The position has the dice of
/// the roll, the cube and the score; before a cube action or a resignation
/// it is the board after the last roll, with its player to act. An invalid
/// transcript is refused (exit 1) unless `--force` is given.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The transcript; `-` reads standard input.
    file: PathBuf,
    /// The game, by the number on its ` Game N` line.
    #[arg(long, value_name = "N")]
    game: u32,
    /// The turn of that game, counted from 1 as `export` counts them.
    #[arg(long, value_name = "M")]
    turn: usize,
    /// Write an SVG picture to FILE instead (`-` for standard output).
    #[arg(long, value_name = "FILE")]
    svg: Option<PathBuf>,
    /// Output format: the diagram (`table`, the default), or the position's
    /// IDs, pips and dice as `json`, `jsonl` or `csv`.
    #[arg(long, value_enum)]
    format: Option<Format>,
    /// Whose view to draw: the player on roll at the bottom, or player 0 (the
    /// left column) at the bottom whoever is on roll.
    #[arg(long, value_enum, default_value_t = Perspective::OnRoll)]
    perspective: Perspective,
    /// Take the position from a transcript that breaks the rules, up to its
    /// first rule break.
    #[arg(long)]
    force: bool,
}

pub fn run(args: Args) -> anyhow::Result<Outcome> {
    let mut errors = Errors::default();
    let name = args.file.display().to_string();
    let Some(export) = exported(&args.file, &name, args.force, None, &mut errors) else {
        return errors.finish("the transcript could not be read");
    };
    let Some(game) = export.games.iter().find(|g| g.number == args.game) else {
        let numbers: Vec<String> = export.games.iter().map(|g| g.number.to_string()).collect();
        invalid!(
            errors,
            "{name}: there is no game {}; the games are {}",
            args.game,
            numbers.join(", ")
        );
        return Ok(errors.outcome());
    };
    let setup = match before_turn(game, args.turn) {
        Ok(setup) => setup,
        Err(why) => {
            invalid!(
                errors,
                "{name}: game {}, turn {}: {why}",
                args.game,
                args.turn
            );
            return Ok(errors.outcome());
        }
    };
    if let Some(path) = &args.svg {
        write_to(path, &diagram::svg(&setup, args.perspective))?;
    } else {
        let mut boards = Boards::new(args.format.unwrap_or_default(), args.perspective, false)?;
        boards.add(&setup)?;
        boards.finish()?;
    }
    Ok(errors.outcome())
}

/// The position before turn `index` of `game`, with its dice, cube and score.
pub(super) fn before_turn(game: &GameExport, index: usize) -> Result<Setup, String> {
    let count = game.turns.len();
    let Some(at) = game.turns.iter().position(|t| t.index == index) else {
        return Err(format!("the game has turns 1 to {count}"));
    };
    let turns = game.turns.get(..=at).unwrap_or_default();
    // The last roll up to this turn whose board the replay followed.
    let Some((roll_at, roll)) = turns
        .iter()
        .enumerate()
        .rev()
        .find(|(_, t)| t.kind == TurnKind::Move && t.xgid.is_some())
    else {
        return Err(
            "the replay did not follow the game this far (it breaks the rules before)".into(),
        );
    };
    if roll_at == at {
        return setup::read(roll.xgid.as_deref().unwrap_or_default());
    }
    // A cube action or resignation: the board after the last roll, the other
    // player to act, the cube as it was before any double since.
    let doubled = turns
        .get(roll_at + 1..at)
        .is_some_and(|between| between.iter().any(|t| t.kind == TurnKind::Double));
    after_roll(roll, doubled)
}

/// The position at the end of `game`: the board after its last roll, the
/// other player to act.
pub(super) fn after_game(game: &GameExport) -> Result<Setup, String> {
    let roll = game
        .turns
        .iter()
        .rev()
        .find(|t| t.kind == TurnKind::Move && t.xgid.is_some())
        .ok_or("the replay did not follow the game")?;
    after_roll(roll, false)
}

/// The board after `roll` was played, the other player to act with the cube
/// as it stood, and a double awaiting its answer when `doubled`.
fn after_roll(roll: &Turn, doubled: bool) -> Result<Setup, String> {
    const UNFOLLOWED: &str =
        "the replay did not follow the game this far (it breaks the rules before)";
    let after = roll
        .after
        .as_deref()
        .and_then(|id| position_id::decode(id).ok())
        .ok_or(UNFOLLOWED)?;
    let xgid = roll.xgid.as_deref().ok_or(UNFOLLOWED)?;
    let parsed = Xgid::parse(xgid).map_err(|e| e.to_string())?;
    let mut next = parsed.after_play(after);
    if doubled {
        next = next.with_dice(XgDice::Doubled);
    }
    setup::read(&next.to_string())
}
