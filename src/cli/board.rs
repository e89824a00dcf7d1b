//! `bgkit board POSITION...`: a text diagram of the position, an SVG picture,
//! or its identifiers as data.

use super::diagram::{self, Described, Perspective};
use super::input::{Item, Items};
use super::messages::{Errors, invalid, message};
use super::output::{self, Format};
use super::{Outcome, setup};
use bgkit::ids::Setup;
use std::io::{self, Write};
use std::path::{Path, PathBuf};

/// Draw the position as text, the player on roll as `X` at the bottom.
///
/// Points are numbered for the bottom player; beside the board stand both
/// pip counts and borne-off checkers, and, when the input carries them (a
/// Match ID or an XGID), the cube, the score and the dice. Several positions
/// are drawn one after another; with `-` (or none) they are read one per line
/// from standard input.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// `start`, a Position ID, `PositionID:MatchID` or an XGID; `-` for stdin.
    positions: Vec<String>,
    /// Write an SVG diagram of the one position to FILE instead (`-` for
    /// standard output).
    #[arg(long, value_name = "FILE")]
    svg: Option<PathBuf>,
    /// Output format: the diagram (`table`, the default on arguments), or the
    /// position's IDs, pips and dice as `json`, `jsonl` (the default on
    /// standard input) or `csv`.
    #[arg(long, value_enum)]
    format: Option<Format>,
    /// Whose view to draw: the player on roll at the bottom, or player 0 at
    /// the bottom whoever is on roll.
    #[arg(long, value_enum, default_value_t = Perspective::OnRoll)]
    perspective: Perspective,
}

pub fn run(args: Args) -> anyhow::Result<Outcome> {
    if let Some(path) = &args.svg {
        let [position] = args.positions.as_slice() else {
            anyhow::bail!(
                "--svg draws one position; {} were given",
                args.positions.len()
            );
        };
        return match setup::read(position) {
            Ok(setup) => {
                write_to(path, &diagram::svg(&setup, args.perspective))?;
                Ok(Outcome::Success)
            }
            Err(why) => {
                message!("{}", super::style::printable(&why));
                Ok(Outcome::Invalid)
            }
        };
    }
    let items = Items::from_args(&args.positions)?;
    let from_stdin = matches!(items, Items::Stdin);
    let format = args.format.unwrap_or(if from_stdin {
        Format::Jsonl
    } else {
        Format::Table
    });
    let several = args.positions.len() > 1 || from_stdin;
    let mut boards = Boards::new(format, args.perspective, several)?;
    let mut errors = Errors::default();
    items.for_each(
        |Item {
             number,
             text: item,
             next_is_ready,
         }| {
            match setup::read(item) {
                Ok(setup) => {
                    boards.add(&setup)?;
                    if !next_is_ready {
                        // Stream: the input waits, so send the answers so far.
                        boards.flush()?;
                    }
                }
                Err(message) if from_stdin => {
                    boards.flush()?;
                    invalid!(
                        errors,
                        "line {number}: {}",
                        super::style::printable(&message)
                    );
                }
                Err(message) => invalid!(errors, "{}", super::style::printable(&message)),
            }
            Ok(())
        },
    )?;
    boards.finish()?;
    Ok(errors.outcome())
}

/// Writes `text` (an SVG picture, a web page) to `path`, or to standard
/// output for `-`.
pub(super) fn write_to(path: &Path, text: &str) -> anyhow::Result<()> {
    if path.as_os_str() == "-" {
        let stdout = io::stdout();
        let mut out = stdout.lock();
        out.write_all(text.as_bytes())?;
        out.flush()?;
    } else {
        std::fs::write(path, text).map_err(|e| anyhow::anyhow!("{}: {e}", path.display()))?;
    }
    Ok(())
}

/// Positions as they come, printed in one format.
pub(super) struct Boards {
    out: io::BufWriter<io::StdoutLock<'static>>,
    format: Format,
    perspective: Perspective,
    /// Several positions were asked for: JSON makes an array.
    several: bool,
    /// Positions drawn or written so far.
    count: usize,
    /// The descriptions kept for one JSON document.
    collected: Vec<Described>,
}

impl Boards {
    /// Ready to print positions in `format`, from `perspective`.
    pub(super) fn new(
        format: Format,
        perspective: Perspective,
        several: bool,
    ) -> io::Result<Boards> {
        let mut out = io::BufWriter::new(io::stdout().lock());
        if format == Format::Csv {
            output::write_csv_row(&mut out, &diagram::COLUMNS)?;
        }
        Ok(Boards {
            out,
            format,
            perspective,
            several,
            count: 0,
            collected: Vec::new(),
        })
    }

    /// Prints one position (or keeps it for the JSON document).
    pub(super) fn add(&mut self, setup: &Setup) -> anyhow::Result<()> {
        match self.format {
            Format::Table => {
                if self.count > 0 {
                    writeln!(self.out)?;
                }
                self.out
                    .write_all(diagram::text(setup, self.perspective)?.as_bytes())?;
            }
            Format::Json => self.collected.push(diagram::describe(setup)?),
            Format::Jsonl => {
                output::write_json(&mut self.out, &diagram::describe(setup)?, Format::Jsonl)?;
            }
            Format::Csv => {
                output::write_csv_row(&mut self.out, &diagram::describe(setup)?.cells())?
            }
        }
        self.count += 1;
        Ok(())
    }

    /// Sends what is written so far, before a message on standard error.
    pub(super) fn flush(&mut self) -> io::Result<()> {
        self.out.flush()
    }

    /// Ends the output: the JSON document, when that is the format.
    pub(super) fn finish(mut self) -> io::Result<()> {
        // The one position asked for failed: its error is the whole answer.
        let answered = self.several || !self.collected.is_empty();
        if self.format == Format::Json && answered {
            output::write_json_answers(&mut self.out, !self.several, &self.collected)?;
        }
        self.out.flush()
    }
}
