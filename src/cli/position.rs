//! `bgkit position FILE --game N [--turn M | --turn end | --move M]`: the
//! position before a turn of a transcript, or at a game's end, drawn or
//! described as `board` does.

use super::Outcome;
use super::board::{Boards, write_to};
use super::diagram::{self, Perspective};
use super::export::{exported, no_such_match};
use super::messages::{Errors, invalid};
use super::output::Format;
use bgkit::query::{TurnAt, position_at};
use std::path::PathBuf;

/// The position before turn M of game N of a transcript, or at the game's
/// end, as `board` prints it.
///
/// Turns are counted as `export` counts them (its `index`): every roll, cube
/// action and resignation of the game, from 1; `--move M` takes the turn by
/// the transcript's own move number instead. `--turn end`, or `--game` alone,
/// gives the position the game ends in. The position has the dice of
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
    /// The turn of that game, counted from 1 as `export` counts them, or
    /// `end` for the position the game ends in (the default without
    /// `--move`).
    #[arg(long, value_name = "M|end", value_parser = turn_or_end,
          conflicts_with = "move_number")]
    turn: Option<TurnAt>,
    /// The turn by the transcript's own move number instead: the first turn
    /// on the line that starts ` M)`, or with `--player` that player's.
    #[arg(long = "move", value_name = "M")]
    move_number: Option<u32>,
    /// With `--move`, the player whose turn on that line is meant: 0 (the
    /// left column) or 1 (the right), as `export` numbers players.
    #[arg(long, value_name = "0|1", requires = "move_number",
          value_parser = clap::value_parser!(u8).range(0..=1))]
    player: Option<u8>,
    /// The match the game is in, from 1, when the input holds several
    /// (match files joined end to end).
    #[arg(long = "match", value_name = "N", default_value_t = 1,
          value_parser = clap::value_parser!(u64).range(1..))]
    match_number: u64,
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

/// `--turn`'s value: a turn index from 1, or `end`.
fn turn_or_end(text: &str) -> Result<TurnAt, String> {
    if text.eq_ignore_ascii_case("end") {
        return Ok(TurnAt::End);
    }
    match text.parse::<usize>() {
        Ok(index) => Ok(TurnAt::Index(index)),
        Err(_) => Err(format!("expected a turn number or `end`, found `{text}`")),
    }
}

impl Args {
    /// Where in the game the position is asked for: the game's end unless a
    /// turn or a move is named.
    fn at(&self) -> TurnAt {
        match (self.turn, self.move_number) {
            (_, Some(number)) => TurnAt::Move {
                number,
                player: self.player,
            },
            (Some(at), None) => at,
            (None, None) => TurnAt::End,
        }
    }
}

pub fn run(args: Args) -> anyhow::Result<Outcome> {
    let mut errors = Errors::default();
    let name = args.file.display().to_string();
    let Some((text, matches)) = exported(&args.file, &name, args.force, None, &mut errors) else {
        return errors.finish("the transcript could not be read");
    };
    let number = usize::try_from(args.match_number).unwrap_or(usize::MAX);
    let Some(export) = number.checked_sub(1).and_then(|i| matches.get(i)) else {
        invalid!(errors, "{name}: {}", no_such_match(number, matches.len()));
        return Ok(errors.outcome());
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
    let at = args.at();
    let setup = match position_at(&text, export, game, at) {
        Ok(setup) => setup,
        Err(why) => {
            invalid!(errors, "{name}: game {}, {at}: {why}", args.game);
            return Ok(errors.outcome());
        }
    };
    if let Some(path) = &args.svg {
        write_to(path, &diagram::svg(&setup, args.perspective))?;
    } else {
        let mut boards = Boards::new(
            args.format.unwrap_or(Format::Table),
            args.perspective,
            false,
        )?;
        boards.add(&setup)?;
        boards.finish()?;
    }
    Ok(errors.outcome())
}
