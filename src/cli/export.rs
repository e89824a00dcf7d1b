//! `bgkit export FILE`: a whole match as JSON (or JSON lines, or SVG pictures).

use super::Outcome;
use super::diagram::Perspective;
use super::fmt::print_errors;
use super::input::{files_or_stdin, read_whole};
use super::messages::{Errors, invalid, message, unreadable};
use super::output::{self, Format};
use super::variant::VariantArgs;
use super::walk::WalkArgs;
use bgkit::board::Position;
use bgkit::ids::position_id;
use bgkit::query::{self, checked_export_with, forced_export_with, turn_records};
use bgkit::render::{Cube, CubeSide, MatchScore, SvgBoard, svg_board};
use bgkit::rules::Rules;
use bgkit::transcript::{self, DiagnosticKind, GameExport, GameResult, MatchExport, Turn};
use serde::Serialize;
use std::io::{self, Write};
use std::path::{Path, PathBuf};

/// Export a match transcript as data: every turn with the board around it.
///
/// JSON holds the players, the header fields and every game: each roll with its
/// canonical play, hits, Position IDs before and after (each seen by the player
/// who acts in it), XGID and pip counts; each cube action with its Position ID;
/// and the result. Player 0 is the player written first (the left column). An
/// invalid transcript is refused (exit 1, errors on standard error) unless
/// `--force` is given.
///
/// Directories are walked: the match records under them (.mat, .txt, .sgf,
/// .xg, or what `--glob` matches) in name order, hidden and binary files left
/// out.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Transcripts or directories of them; `-` (or none) reads standard input.
    files: Vec<PathBuf>,
    /// Output format: one JSON document per file (default; an array of them
    /// for several files), JSON lines (default on standard input: a line
    /// for the match, then for each game a line, one per turn and one for
    /// its result), or a table or CSV of the turns.
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
    /// Of an input that holds several matches (match files joined end to
    /// end), export only match N (from 1); the pictures and the page are of
    /// match 1 unless N is given.
    #[arg(long = "match", value_name = "N", value_parser = clap::value_parser!(u64).range(1..))]
    match_number: Option<u64>,
    /// Export a transcript that breaks the rules anyway: every game that can be
    /// read, turns after a rule break without positions, and a game cut short
    /// by text that cannot be read up to it, marked `cut`.
    #[arg(long)]
    force: bool,
    #[command(flatten)]
    walk: WalkArgs,
    #[command(flatten)]
    variant: VariantArgs,
}

/// Columns of the turn table (`--format table` and `csv`), after `file` when
/// several files are exported and `match` when an input holds several matches.
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

/// The matches exported from one input, numbered from 1 in input order.
struct FileExport {
    name: String,
    /// The input holds more than one match: each is labelled with its number.
    several: bool,
    matches: Vec<(usize, MatchExport)>,
}

impl FileExport {
    /// The label of match `number` in the output: its number when the input
    /// holds several, nothing otherwise.
    fn label(&self, number: usize) -> Option<usize> {
        self.several.then_some(number)
    }
}

pub fn run(args: Args) -> anyhow::Result<Outcome> {
    let named = files_or_stdin(&args.files)?;
    let mut errors = Errors::default();
    let files = args
        .walk
        .files(&named, |message| unreadable!(errors, "{message}"))?;
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
    let several_files = files.len() > 1;
    let stdout = io::stdout();
    let mut out = io::BufWriter::new(stdout.lock());
    let mut kept = Vec::new();
    let asked = args
        .match_number
        .map(|n| usize::try_from(n).unwrap_or(usize::MAX));
    for file in &files {
        let name = file.display().to_string();
        let variant = args.variant.chosen();
        let Some((_, matches)) = exported(file, &name, args.force, variant, &mut errors) else {
            continue;
        };
        let Some(read) = chosen(name, matches, asked, &mut errors) else {
            continue;
        };
        if args.svg_dir.is_some() || args.html.is_some() {
            let Some((number, exported)) = one_match(read, asked) else {
                continue;
            };
            if let Some(dir) = &args.svg_dir {
                let count = write_pictures(dir, &exported, args.perspective)?;
                eprintln!(
                    "wrote {count} pictures of match {number} to {}",
                    dir.display()
                );
            }
            if let Some(path) = &args.html {
                super::board::write_to(
                    path,
                    &bgkit::query::viewer_page(&exported, &file.display().to_string())?,
                )?;
            }
            continue;
        }
        if format == Format::Jsonl {
            let file = several_files.then_some(read.name.as_str());
            for (number, exported) in &read.matches {
                write_lines(&mut out, exported, file, read.label(*number))?;
            }
            continue;
        }
        kept.push(read);
    }
    match format {
        Format::Json => write_documents(&mut out, &kept, several_files)?,
        Format::Csv | Format::Table => write_turn_table(&mut out, &kept, several_files, format)?,
        Format::Jsonl => {}
    }
    out.flush()?;
    errors.finish("some files could not be read")
}

/// The matches of `name` to export: all of them, or match `number` alone
/// (reported as invalid input when the input has no such match).
fn chosen(
    name: String,
    matches: Vec<MatchExport>,
    number: Option<usize>,
    errors: &mut Errors,
) -> Option<FileExport> {
    let count = matches.len();
    let mut numbered: Vec<(usize, MatchExport)> = (1..).zip(matches).collect();
    if let Some(number) = number {
        let Some(at) = numbered.iter().position(|(n, _)| *n == number) else {
            invalid!(errors, "{name}: {}", no_such_match(number, count));
            return None;
        };
        numbered = vec![numbered.swap_remove(at)];
    }
    Some(FileExport {
        name,
        several: count > 1,
        matches: numbered,
    })
}

/// Why match `number` cannot be had from an input of `count` matches, in
/// the library's words.
pub(super) fn no_such_match(number: usize, count: usize) -> String {
    bgkit::query::QueryError::NoSuchMatch { number, count }.to_string()
}

/// The one match pictures and pages are made of: the one chosen, or the
/// first, with a note when others are left out.
fn one_match(read: FileExport, asked: Option<usize>) -> Option<(usize, MatchExport)> {
    let count = read.matches.len();
    if count > 1 && asked.is_none() {
        message!(
            "{}: the input holds {count} matches; match 1 is shown (--match N for another)",
            read.name
        );
    }
    read.matches.into_iter().next()
}

/// One match's export in the array written for several files or matches:
/// the file and the match number first, when they tell it apart.
#[derive(Serialize)]
struct Named<'a> {
    #[serde(skip_serializing_if = "Option::is_none")]
    file: Option<&'a str>,
    #[serde(rename = "match", skip_serializing_if = "Option::is_none")]
    number: Option<usize>,
    #[serde(flatten)]
    exported: &'a MatchExport,
}

/// The JSON documents: one match's document alone, or an array of them,
/// each with its file (several files) and its number (several matches).
fn write_documents(
    out: &mut impl Write,
    kept: &[FileExport],
    several_files: bool,
) -> io::Result<()> {
    let documents: Vec<Named<'_>> = kept
        .iter()
        .flat_map(|read| {
            read.matches.iter().map(move |(number, exported)| Named {
                file: several_files.then_some(read.name.as_str()),
                number: read.label(*number),
                exported,
            })
        })
        .collect();
    match documents.as_slice() {
        [only] if !several_files && only.number.is_none() => {
            output::write_json(out, only.exported, Format::Json)
        }
        [] if !several_files => Ok(()),
        _ => output::write_json(out, &documents, Format::Json),
    }
}

/// The turn table of every match kept, as CSV or a table, with `file` and
/// `match` columns where they tell rows apart.
fn write_turn_table(
    out: &mut impl Write,
    kept: &[FileExport],
    several_files: bool,
    format: Format,
) -> io::Result<()> {
    let several_matches = kept.iter().any(|read| read.several);
    let header: Vec<&str> = several_files
        .then_some("file")
        .into_iter()
        .chain(several_matches.then_some("match"))
        .chain(TURN_COLUMNS)
        .collect();
    let mut rows = Vec::new();
    for read in kept {
        for (number, exported) in &read.matches {
            let file = several_files.then_some(read.name.as_str());
            let number = several_matches.then_some(*number);
            rows.extend(turn_rows(exported, file, number));
        }
    }
    if format == Format::Csv {
        output::write_csv_row(out, &header)?;
        return rows
            .iter()
            .try_for_each(|row| output::write_csv_row(out, row));
    }
    if rows.is_empty() {
        return Ok(());
    }
    let mut table = output::table(&header);
    for row in rows {
        table.add_row(row);
    }
    output::write_table(out, &table)
}

/// The exports of one transcript, one per match it holds, with the text
/// they were read from (whose lines hold what the export does not, such as
/// the move numbers), or `None` when
/// they cannot be given: the file does not read or is too large to hold
/// (reported, exit 2) or the transcript is refused (its errors reported,
/// exit 1). A transcript exported with `--force` despite its errors still
/// counts as invalid input.
pub(super) fn exported(
    file: &Path,
    name: &str,
    force: bool,
    variant: Option<Rules>,
    errors: &mut Errors,
) -> Option<(Vec<u8>, Vec<MatchExport>)> {
    let text = match read_whole(file) {
        Ok(text) => text,
        Err(error) => {
            unreadable!(errors, "{name}: {error}");
            return None;
        }
    };
    let report = transcript::validate_with(&text, variant);
    if !report.valid {
        print_errors(name, &report);
    }
    match checked_export_with(&text, &report, force, variant) {
        Ok(exported) => {
            if !report.valid {
                errors.found_invalid();
            }
            Some((text, exported))
        }
        Err(_) if force => {
            invalid!(
                errors,
                "{name}: not exported: not one game of it can be read as a transcript"
            );
            None
        }
        Err(_) => {
            // Advice only where it helps: `--force` exports something.
            let hint = if forced_export_with(&text, variant).is_ok() {
                " (--force exports the games it can read anyway)"
            } else {
                ""
            };
            invalid!(
                errors,
                "{name}: not exported: the transcript is not valid{hint}"
            );
            None
        }
    }
}

/// The rows of the turn table: one per turn and one per result, each field
/// as its text (empty where it does not apply).
fn turn_rows(
    exported: &MatchExport,
    file: Option<&str>,
    number: Option<usize>,
) -> Vec<Vec<String>> {
    turn_records(exported)
        .into_iter()
        .map(|record| {
            let cells = [
                record.game.to_string(),
                query::cell(record.turn),
                record.player.to_string(),
                record.name,
                record.kind,
                query::cell(record.roll),
                query::cell(record.play),
                query::cell(record.hits),
                query::cell(record.cube),
                query::cell(record.points),
                query::cell(record.pips),
                query::cell(record.opponent_pips),
                query::cell(record.position),
                query::cell(record.line),
            ];
            file.map(str::to_string)
                .into_iter()
                .chain(number.map(|n| n.to_string()))
                .chain(cells)
                .collect()
        })
        .collect()
}

/// A JSON line of a match's: its first, or one of a game, with the file and
/// the match number where they tell lines apart.
#[derive(Serialize)]
struct Line<'a, T: Serialize> {
    /// The file, when several are exported.
    #[serde(skip_serializing_if = "Option::is_none")]
    file: Option<&'a str>,
    /// The match, when the input holds several.
    #[serde(rename = "match", skip_serializing_if = "Option::is_none")]
    number: Option<usize>,
    /// The game the line belongs to; none on the match's first line.
    #[serde(skip_serializing_if = "Option::is_none")]
    game: Option<u32>,
    #[serde(flatten)]
    item: &'a T,
}

/// A match's first line: the JSON document's top level without its games,
/// so that a reader of the lines knows the players, the length, the header
/// fields and the rules before the first turn.
#[derive(Serialize)]
struct MatchLine<'a> {
    kind: &'static str,
    format: &'a str,
    dialect: &'a transcript::Dialect,
    length: u32,
    players: &'a [String; 2],
    #[serde(skip_serializing_if = "no_ratings")]
    ratings: &'a [Option<String>; 2],
    meta: &'a transcript::Meta,
    rules: &'a bgkit::rules::RulesApplied,
}

/// A rating is written after a name in few transcripts: the field is left
/// out without one, as in the document.
fn no_ratings(ratings: &&[Option<String>; 2]) -> bool {
    ratings.iter().all(Option::is_none)
}

/// A game's first line, before its turns: the score it starts at and
/// whether it is the Crawford game (its number is the line's `game`).
#[derive(Serialize)]
struct GameLine {
    kind: &'static str,
    score: [u32; 2],
    crawford: bool,
}

/// A game's result as a JSON line: `kind` tells it from the turns.
#[derive(Serialize)]
struct ResultLine<'a> {
    kind: &'static str,
    #[serde(flatten)]
    result: &'a GameResult,
}

/// Where an error cut a game short, as a JSON line.
#[derive(Serialize)]
struct CutLine<'a> {
    kind: &'static str,
    error: DiagnosticKind,
    message: &'a str,
    line: u32,
    column: u32,
}

/// The JSON lines of one match: the match, then each game's start, turns,
/// cut and result, in that order.
fn write_lines(
    out: &mut impl Write,
    exported: &MatchExport,
    file: Option<&str>,
    number: Option<usize>,
) -> io::Result<()> {
    let head = MatchLine {
        kind: "match",
        format: &exported.format,
        dialect: &exported.dialect,
        length: exported.length,
        players: &exported.players,
        ratings: &exported.ratings,
        meta: &exported.meta,
        rules: &exported.rules,
    };
    write_line(out, (file, number, None), &head)?;
    for game in &exported.games {
        write_game_lines(out, game, file, number)?;
    }
    Ok(())
}

/// The JSON lines of one game, each with its number.
fn write_game_lines(
    out: &mut impl Write,
    game: &GameExport,
    file: Option<&str>,
    number: Option<usize>,
) -> io::Result<()> {
    let labels = (file, number, Some(game.number));
    let start = GameLine {
        kind: "game",
        score: game.score,
        crawford: game.crawford,
    };
    write_line(out, labels, &start)?;
    for turn in &game.turns {
        write_line(out, labels, turn)?;
    }
    if let Some(cut) = &game.cut {
        let cut = CutLine {
            kind: "cut",
            error: cut.kind,
            message: &cut.message,
            line: cut.line,
            column: cut.column,
        };
        write_line(out, labels, &cut)?;
    }
    if let Some(result) = &game.result {
        let result = ResultLine {
            kind: "result",
            result,
        };
        write_line(out, labels, &result)?;
    }
    Ok(())
}

/// Writes `item` as one JSON line after its file, match and game labels.
fn write_line<T: Serialize>(
    out: &mut impl Write,
    (file, number, game): (Option<&str>, Option<usize>, Option<u32>),
    item: &T,
) -> io::Result<()> {
    let line = Line {
        file,
        number,
        game,
        item,
    };
    output::write_json(out, &line, Format::Jsonl)
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
    // A cube action has a board too, but no dice to draw.
    turn.roll?;
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
