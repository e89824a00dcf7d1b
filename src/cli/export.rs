//! `bgkit export FILE`: a whole match as JSON (or JSON lines, or SVG pictures).

use super::Outcome;
use super::diagram::Perspective;
use super::fmt::print_errors;
use super::input::files_or_stdin;
use super::messages::{Errors, invalid, unreadable};
use super::output::{self, Format};
use bgkit::board::Position;
use bgkit::ids::position_id;
use bgkit::query::{checked_export, turn_records};
use bgkit::render::{Cube, CubeSide, MatchScore, SvgBoard, svg_board};
use bgkit::transcript::{self, GameExport, GameResult, MatchExport, Turn};
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
    /// Transcripts; `-` (or none) reads standard input.
    files: Vec<PathBuf>,
    /// Output format: one JSON document per file (default; an array of them
    /// for several files), one JSON line per turn (default on standard
    /// input), or a table or CSV of the turns.
    #[arg(long, value_enum)]
    format: Option<Format>,
    /// Write one SVG picture per roll into DIR (created if missing), named by
    /// game and turn (`g01-t007.svg`), instead of printing JSON.
    #[arg(long, value_name = "DIR")]
    svg_dir: Option<PathBuf>,
    /// Whose view the pictures are drawn from: player 0 at the bottom in the
    /// same colour on every frame (the default), or each frame's mover at the
    /// bottom.
    #[arg(long, value_enum, default_value_t = Perspective::Player0)]
    perspective: Perspective,
    /// Write the match as one self-contained web page to FILE (`-` for
    /// standard output), to step through in a browser: the board of every
    /// turn, the move list, the score, the cube and the pips.
    #[arg(long, value_name = "FILE", conflicts_with = "svg_dir")]
    html: Option<PathBuf>,
    /// Export a transcript that breaks the rules anyway; turns after a rule break
    /// have no positions. Text that cannot be read is still refused.
    #[arg(long)]
    force: bool,
}

/// Columns of the turn table (`--format table` and `csv`), after `file` when
/// several files are exported.
const TURN_COLUMNS: [&str; 14] = [
    "game",
    "turn",
    "player",
    "name",
    "kind",
    "roll",
    "play",
    "hits",
    "cube",
    "points",
    "pips",
    "opponent_pips",
    "position",
    "line",
];

pub fn run(args: Args) -> anyhow::Result<Outcome> {
    let files = files_or_stdin(&args.files)?;
    if files.len() > 1 && args.svg_dir.is_some() {
        anyhow::bail!(
            "--svg-dir writes the pictures of one transcript; {} were given",
            files.len()
        );
    }
    if files.len() > 1 && args.html.is_some() {
        anyhow::bail!(
            "--html writes the page of one transcript; {} were given",
            files.len()
        );
    }
    let from_stdin = matches!(files.as_slice(), [only] if only.as_os_str() == "-");
    let format = args.format.unwrap_or(if from_stdin {
        Format::Jsonl
    } else {
        Format::Json
    });
    let several = files.len() > 1;
    let stdout = io::stdout();
    let mut out = io::BufWriter::new(stdout.lock());
    let mut errors = Errors::default();
    let mut documents = Vec::new();
    let header: Vec<&str> = several
        .then_some("file")
        .into_iter()
        .chain(TURN_COLUMNS)
        .collect();
    let mut table = output::table(&header);
    if format == Format::Csv {
        output::write_csv_row(&mut out, &header)?;
    }
    for file in &files {
        let name = file.display().to_string();
        let Some(exported) = exported(file, &name, args.force, &mut errors) else {
            continue;
        };
        if let Some(dir) = &args.svg_dir {
            let count = write_pictures(dir, &exported, args.perspective)?;
            eprintln!("wrote {count} pictures to {}", dir.display());
            continue;
        }
        if let Some(path) = &args.html {
            super::board::write_to(path, &super::viewer::page(&exported, &name))?;
            continue;
        }
        let named = several.then_some(name.as_str());
        match format {
            Format::Json if several => documents.push(Named {
                file: name.clone(),
                exported,
            }),
            Format::Json => output::write_json(&mut out, &exported, Format::Json)?,
            Format::Jsonl => write_lines(&mut out, &exported, named)?,
            Format::Csv => {
                for row in turn_rows(&exported, named) {
                    output::write_csv_row(&mut out, &row)?;
                }
            }
            Format::Table => {
                for row in turn_rows(&exported, named) {
                    table.add_row(row);
                }
            }
        }
    }
    match format {
        Format::Json if several => output::write_json(&mut out, &documents, Format::Json)?,
        Format::Table if !table.is_empty() => output::write_table(&mut out, &table)?,
        _ => {}
    }
    out.flush()?;
    errors.finish("some files could not be read")
}

/// One file's export in the array written for several files.
#[derive(Serialize)]
struct Named {
    file: String,
    #[serde(flatten)]
    exported: MatchExport,
}

/// The export of one transcript, or `None` when it cannot be given: the file
/// does not read (reported, exit 2) or the transcript is refused (its errors
/// reported, exit 1). A transcript exported with `--force` despite its
/// errors still counts as invalid input.
pub(super) fn exported(
    file: &Path,
    name: &str,
    force: bool,
    errors: &mut Errors,
) -> Option<MatchExport> {
    let text = if file.as_os_str() == "-" {
        let mut buffer = Vec::new();
        io::stdin().lock().read_to_end(&mut buffer).map(|_| buffer)
    } else {
        std::fs::read(file)
    };
    let text = match text {
        Ok(text) => text,
        Err(error) => {
            unreadable!(errors, "{name}: {error}");
            return None;
        }
    };
    let report = transcript::validate(&text);
    if !report.valid {
        print_errors(name, &report);
    }
    match checked_export(&text, &report, force) {
        Ok(exported) => {
            if !report.valid {
                errors.found_invalid();
            }
            Some(exported)
        }
        Err(_) => {
            let why = if force {
                "the text cannot be read as a transcript"
            } else {
                "the transcript is not valid (--force exports it anyway)"
            };
            invalid!(errors, "{name}: not exported: {why}");
            None
        }
    }
}

/// The rows of the turn table: one per turn and one per result, each field
/// as its text (empty where it does not apply).
fn turn_rows(exported: &MatchExport, file: Option<&str>) -> Vec<Vec<String>> {
    fn text<T: ToString>(value: Option<T>) -> String {
        value.map(|v| v.to_string()).unwrap_or_default()
    }
    turn_records(exported)
        .into_iter()
        .map(|record| {
            let cells = [
                record.game.to_string(),
                text(record.turn),
                record.player.to_string(),
                record.name,
                record.kind,
                text(record.roll),
                text(record.play),
                text(record.hits),
                text(record.cube),
                text(record.points),
                text(record.pips),
                text(record.opponent_pips),
                text(record.position),
                text(record.line),
            ];
            file.map(str::to_string).into_iter().chain(cells).collect()
        })
        .collect()
}

/// A JSON line: a turn, or a game's result, with the game's number.
#[derive(Serialize)]
struct Line<'a, T: Serialize> {
    /// The file, when several are exported.
    #[serde(skip_serializing_if = "Option::is_none")]
    file: Option<&'a str>,
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

fn write_lines(out: &mut impl Write, exported: &MatchExport, file: Option<&str>) -> io::Result<()> {
    for game in &exported.games {
        for turn in &game.turns {
            let line = Line {
                file,
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
                file,
                game: game.number,
                item: &item,
            };
            output::write_json(out, &line, Format::Jsonl)?;
        }
    }
    Ok(())
}

/// Writes one SVG per roll: the board before the play, with the dice rolled.
fn write_pictures(
    dir: &Path,
    exported: &MatchExport,
    perspective: Perspective,
) -> anyhow::Result<usize> {
    std::fs::create_dir_all(dir).map_err(|e| anyhow::anyhow!("{}: {e}", dir.display()))?;
    let mut count = 0;
    for (index, game) in exported.games.iter().enumerate() {
        for turn in &game.turns {
            let Some((position, info)) = picture(exported, game, turn, perspective) else {
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
pub(super) fn picture(
    exported: &MatchExport,
    game: &GameExport,
    turn: &Turn,
    perspective: Perspective,
) -> Option<(Position, SvgBoard)> {
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
        // Player 0 keeps the bottom: when player 1 moves, the board turns round.
        on_roll_at_top: perspective == Perspective::Player0 && turn.player == 1,
    };
    Some((position, info))
}
