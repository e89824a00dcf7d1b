//! `bgkit export FILE`: a whole match as JSON (or JSON lines, or SVG pictures).

use super::Outcome;
use super::fmt::print_errors;
use super::messages::message;
use super::output::{self, Format};
use bgkit::board::Position;
use bgkit::ids::position_id;
use bgkit::render::{Cube, CubeSide, MatchScore, SvgBoard, svg_board};
use bgkit::transcript::{self, GameExport, GameResult, MatchExport, Turn, export, read_match};
use clap::ValueEnum;
use serde::Serialize;
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};

/// Export a match transcript as data: every turn with the board around it.
///
/// JSON holds the players, the header fields and every game: each roll with its
/// canonical play, hits, Position IDs before and after, XGID and pip counts;
/// each cube action; and the result. Player 0 is the player written first (the
/// left column). An invalid transcript is refused (exit 1, errors on standard
/// error) unless `--force` is given.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The transcript; `-` (or none) reads standard input.
    file: Option<PathBuf>,
    /// One JSON document (default), or one line per turn with its game number.
    #[arg(long, value_enum, default_value_t = ExportFormat::Json)]
    format: ExportFormat,
    /// Write one SVG picture per roll into DIR (created if missing), named by
    /// game and turn (`g01-t007.svg`), instead of printing JSON.
    #[arg(long, value_name = "DIR")]
    svg_dir: Option<PathBuf>,
    /// Export a transcript that breaks the rules anyway; turns after a rule break
    /// have no positions. Text that cannot be read is still refused.
    #[arg(long)]
    force: bool,
}

/// Output formats of `export`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum ExportFormat {
    /// One JSON document for the whole match.
    Json,
    /// One compact JSON object per turn (and per result), each with its game.
    Jsonl,
}

pub fn run(args: Args) -> anyhow::Result<Outcome> {
    let file = match args.file.clone() {
        Some(file) => file,
        None => {
            super::input::refuse_terminal()?;
            PathBuf::from("-")
        }
    };
    let name = file.display().to_string();
    let text = if file.as_os_str() == "-" {
        let mut buffer = Vec::new();
        io::stdin().lock().read_to_end(&mut buffer)?;
        buffer
    } else {
        std::fs::read(&file).map_err(|e| anyhow::anyhow!("{name}: {e}"))?
    };
    let report = transcript::validate(&text);
    if !report.valid {
        print_errors(&name, &report);
    }
    let matched = match read_match(&text) {
        Ok(matched) if report.valid || args.force => matched,
        _ => {
            let why = if args.force {
                "the text cannot be read as a transcript"
            } else {
                "the transcript is not valid (--force exports it anyway)"
            };
            message!("{name}: not exported: {why}");
            return Ok(Outcome::Invalid);
        }
    };
    let exported = export(&matched);
    if let Some(dir) = &args.svg_dir {
        let count = write_pictures(dir, &exported)?;
        eprintln!("wrote {count} pictures to {}", dir.display());
    } else {
        let stdout = io::stdout();
        let mut out = io::BufWriter::new(stdout.lock());
        match args.format {
            ExportFormat::Json => output::write_json(&mut out, &exported, Format::Json)?,
            ExportFormat::Jsonl => write_lines(&mut out, &exported)?,
        }
        out.flush()?;
    }
    Ok(if report.valid {
        Outcome::Success
    } else {
        Outcome::Invalid
    })
}

/// A JSON line: a turn, or a game's result, with the game's number.
#[derive(Serialize)]
struct Line<'a, T: Serialize> {
    game: u32,
    #[serde(flatten)]
    item: &'a T,
}

/// A game's result as a JSON line: `kind` tells it from the turns.
#[derive(Serialize)]
struct ResultLine<'a> {
    kind: &'static str,
    #[serde(flatten)]
    result: &'a GameResult,
}

fn write_lines(out: &mut impl Write, exported: &MatchExport) -> io::Result<()> {
    for game in &exported.games {
        for turn in &game.turns {
            let line = Line {
                game: game.number,
                item: turn,
            };
            output::write_json(out, &line, Format::Jsonl)?;
        }
        if let Some(result) = &game.result {
            let item = ResultLine {
                kind: "result",
                result,
            };
            let line = Line {
                game: game.number,
                item: &item,
            };
            output::write_json(out, &line, Format::Jsonl)?;
        }
    }
    Ok(())
}

/// Writes one SVG per roll: the board before the play, with the dice rolled.
fn write_pictures(dir: &Path, exported: &MatchExport) -> anyhow::Result<usize> {
    std::fs::create_dir_all(dir).map_err(|e| anyhow::anyhow!("{}: {e}", dir.display()))?;
    let mut count = 0;
    for (index, game) in exported.games.iter().enumerate() {
        for turn in &game.turns {
            let Some((position, info)) = picture(exported, game, turn) else {
                continue;
            };
            let path = dir.join(format!("g{:02}-t{:03}.svg", index + 1, turn.index));
            std::fs::write(&path, svg_board(&position, &info))
                .map_err(|e| anyhow::anyhow!("{}: {e}", path.display()))?;
            count += 1;
        }
    }
    Ok(count)
}

/// The board and its surroundings for a roll the replay followed.
fn picture(exported: &MatchExport, game: &GameExport, turn: &Turn) -> Option<(Position, SvgBoard)> {
    let before = turn.before.as_deref()?;
    let position = position_id::decode(before).ok()?;
    let xgid = turn
        .xgid
        .as_deref()
        .and_then(|x| bgkit::ids::Xgid::parse(x).ok());
    let cube = match xgid {
        _ if game.crawford => None,
        Some(xgid) => Some(Cube {
            value: xgid.cube(),
            side: match xgid.cube_owner() {
                None => CubeSide::Centred,
                Some(side) if side == xgid.turn() => CubeSide::OnRoll,
                Some(_) => CubeSide::Opponent,
            },
        }),
        None => Some(Cube::centred()),
    };
    let play = turn.play.as_deref().unwrap_or("");
    let roll = turn
        .roll
        .map(|[a, b]| format!("{a}-{b}"))
        .unwrap_or_default();
    let caption = format!(
        "Game {} turn {}: {roll} {}",
        game.number,
        turn.index,
        if play.is_empty() { "(no move)" } else { play }
    );
    // Player 0 is listed first in the export; anything else is player 1.
    let [first, second] = game.score;
    let [first_name, second_name] = &exported.players;
    let (on_roll, opponent, on_roll_name, opponent_name) = if turn.player == 0 {
        (first, second, first_name, second_name)
    } else {
        (second, first, second_name, first_name)
    };
    let info = SvgBoard {
        caption: Some(caption),
        cube,
        dice: turn.roll,
        score: Some(MatchScore {
            length: exported.length,
            on_roll,
            opponent,
        }),
        on_roll_name: Some(on_roll_name.clone()),
        opponent_name: Some(opponent_name.clone()),
        pips: true,
    };
    Some((position, info))
}
