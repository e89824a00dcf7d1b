//! `bgkit stats FILE...`: per-player statistics of matches.

use super::Outcome;
use super::fmt::print_errors;
use super::input::files_or_stdin;
use super::jobs::{self, JobsArgs};
use super::messages::{Errors, invalid, unreadable};
use super::output::{self, Format};
use super::variant::VariantArgs;
use super::walk;
use bgkit::query::{self, StatsRow, by_player, checked_stats};
use bgkit::rules::Rules;
use bgkit::transcript::{self, ValidationReport};
use rayon::prelude::*;
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};

/// Per-player statistics of matches: dice, dances and hits against their
/// exact expectations, exact bear-off luck and errors, cube and results, and
/// the errors and luck an engine's analysis recorded in the file.
///
/// Directories are walked (hidden and binary files left out). A transcript
/// with warnings counts; an invalid one is reported on standard error and
/// left out (exit 1) unless `--force` is given.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Transcripts or directories of them; `-` (or none) reads standard input.
    files: Vec<PathBuf>,
    /// Output format: a table with one column per player (default on
    /// files), JSON, one JSON line per player (default on standard input),
    /// or CSV.
    #[arg(long, value_enum)]
    format: Option<Format>,
    /// Add up the files by player name: one row per name.
    #[arg(long)]
    by_player: bool,
    #[command(flatten)]
    walk: walk::WalkArgs,
    /// Count a transcript that breaks the rules anyway, as far as the replay
    /// followed it (still exit 1).
    #[arg(long)]
    force: bool,
    #[command(flatten)]
    jobs: JobsArgs,
    #[command(flatten)]
    variant: VariantArgs,
}

/// What became of one file.
enum Counted {
    /// Its rows, and its validation report when it was invalid (counted
    /// with `--force`).
    Rows(Vec<StatsRow>, Option<ValidationReport>),
    /// Refused: invalid without `--force`, or not a transcript at all.
    Refused(ValidationReport, &'static str),
    /// Could not be read.
    Unreadable(String),
}

pub fn run(args: Args) -> anyhow::Result<Outcome> {
    let named = files_or_stdin(&args.files)?;
    let from_stdin = matches!(named.as_slice(), [only] if only.as_os_str() == "-");
    let format = args.format.unwrap_or(if from_stdin {
        Format::Jsonl
    } else {
        Format::Table
    });
    let mut errors = Errors::default();
    let files = args
        .walk
        .files(&named, |message| unreadable!(errors, "{message}"))?;
    let stdin = if files.iter().any(|f| f.as_os_str() == "-") {
        let mut buffer = Vec::new();
        io::stdin().lock().read_to_end(&mut buffer).map(|_| buffer)
    } else {
        Ok(Vec::new())
    };
    let variant = args.variant.chosen();
    let count_one = |file: &PathBuf| count(file, &stdin, args.force, variant);
    let counted: Vec<Counted> = match jobs::pool(args.jobs.count(files.len())) {
        Some(pool) => pool.install(|| files.par_iter().map(count_one).collect()),
        None => files.iter().map(count_one).collect(),
    };
    let mut rows = Vec::new();
    for (file, counted) in files.iter().zip(counted) {
        let name = file.display().to_string();
        match counted {
            Counted::Rows(found, invalid) => {
                if let Some(report) = invalid {
                    print_errors(&name, &report);
                    errors.found_invalid();
                }
                rows.extend(found);
            }
            Counted::Refused(report, why) => {
                print_errors(&name, &report);
                invalid!(errors, "{name}: not counted: {why}");
            }
            Counted::Unreadable(message) => unreadable!(errors, "{name}: {message}"),
        }
    }
    let rows = if args.by_player {
        by_player(rows)
    } else {
        rows
    };
    let several = files.len() > 1 && !args.by_player;
    let stdout = io::stdout();
    let mut out = io::BufWriter::new(stdout.lock());
    write(&mut out, format, &rows, several)?;
    out.flush()?;
    errors.finish("some files could not be read")
}

/// Reads, validates and counts one file (`-`: the standard input read
/// before, in `stdin`).
fn count(file: &Path, stdin: &io::Result<Vec<u8>>, force: bool, variant: Option<Rules>) -> Counted {
    let read;
    let text = if file.as_os_str() == "-" {
        match stdin {
            Ok(text) => text.as_slice(),
            Err(error) => return Counted::Unreadable(error.to_string()),
        }
    } else {
        match std::fs::read(file) {
            Ok(text) => {
                read = text;
                read.as_slice()
            }
            Err(error) => return Counted::Unreadable(error.to_string()),
        }
    };
    let report = transcript::validate_with(text, variant);
    let name = file.display().to_string();
    match checked_stats(text, &report, force, variant, Some(&name)) {
        Ok(rows) => Counted::Rows(rows, (!report.valid).then_some(report)),
        Err(_) if force => Counted::Refused(report, "the text cannot be read as a transcript"),
        Err(_) => Counted::Refused(
            report,
            "the transcript is not valid (--force counts it anyway)",
        ),
    }
}

/// Writes the rows: a JSON array, one JSON line each, CSV with a header, or
/// a table with one column per row (a player) and one line per figure.
/// `several`: the rows come from several files, which the table says.
fn write(out: &mut impl Write, format: Format, rows: &[StatsRow], several: bool) -> io::Result<()> {
    match format {
        Format::Json => output::write_json(out, &rows, Format::Json),
        Format::Jsonl => rows
            .iter()
            .try_for_each(|row| output::write_json(out, row, Format::Jsonl)),
        Format::Csv => {
            let with_file = rows.iter().any(|row| row.file.is_some());
            let mut header: Vec<&str> = with_file.then_some("file").into_iter().collect();
            header.extend(cell_names());
            output::write_csv_row(out, &header)?;
            for row in rows {
                let mut cells: Vec<String> = if with_file {
                    vec![query::cell(row.file.as_ref())]
                } else {
                    Vec::new()
                };
                cells.extend(row.stats.cells().into_iter().map(|(_, text)| text));
                output::write_csv_row(out, &cells)?;
            }
            Ok(())
        }
        Format::Table => {
            let columns: Vec<Vec<(&str, String)>> = rows.iter().map(|r| r.stats.cells()).collect();
            let mut header = vec![""];
            header.extend(rows.iter().map(|row| row.stats.name.as_str()));
            let mut table = output::table(&header);
            if several {
                let mut line = vec!["file".to_string()];
                line.extend(rows.iter().map(|r| query::cell(r.file.as_ref())));
                table.add_row(line);
            }
            // The name heads its column; the other figures make the lines,
            // each player's figures named alike and in the same order.
            let mut lines: Vec<Vec<String>> = cell_names()
                .into_iter()
                .skip(1)
                .map(|name| vec![name.to_string()])
                .collect();
            for cells in &columns {
                for (line, (_, text)) in lines.iter_mut().zip(cells.iter().skip(1)) {
                    line.push(text.clone());
                }
            }
            for line in lines {
                table.add_row(line);
            }
            if rows.is_empty() {
                return Ok(());
            }
            output::write_table(out, &table)
        }
    }
}

/// The names of the figures a table or CSV row holds, in order.
fn cell_names() -> Vec<&'static str> {
    bgkit::analysis::stats::PlayerStats::default()
        .cells()
        .into_iter()
        .map(|(name, _)| name)
        .collect()
}
