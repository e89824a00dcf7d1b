//! `bgkit opening`: the texts' table of opening plays, checked by the engine.

use super::Outcome;
use super::output::{self, Format};
use bgkit::analysis::opening::{OpeningRow, opening_table};
use std::io::{self, Write};

/// The best opening plays as the source texts give them, one row per roll
/// from 2-1 to 6-5, each play checked legal by the rules engine and shown with
/// the Position ID after it (the opponent on roll), with the texts' remarks
/// and the alternative plays they name.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Output format: a table (default), JSON (one document; `jsonl`: one
    /// row per line) or CSV (one row per play).
    #[arg(long, value_enum)]
    format: Option<Format>,
}

const COLUMNS: [&str; 4] = ["roll", "play", "result", "note"];

/// One line per play, the alternative last with its remark.
fn lines(row: &OpeningRow) -> Vec<Vec<String>> {
    let roll = format!("{}-{}", row.roll[0], row.roll[1]);
    let mut lines: Vec<Vec<String>> = row
        .plays
        .iter()
        .zip(&row.results)
        .map(|(play, result)| vec![roll.clone(), play.clone(), result.clone(), String::new()])
        .collect();
    if let (Some(play), Some(result)) = (&row.alternative, &row.alternative_result) {
        let note = row.note.clone().unwrap_or_default();
        lines.push(vec![roll, play.clone(), result.clone(), note]);
    }
    lines
}

pub fn run(args: Args) -> anyhow::Result<Outcome> {
    let table = opening_table()?;
    let stdout = io::stdout();
    let mut out = io::BufWriter::new(stdout.lock());
    let format = args.format.unwrap_or_default();
    match format {
        Format::Json => output::write_json(&mut out, &table, format)?,
        Format::Jsonl => {
            for row in &table {
                output::write_json(&mut out, row, format)?;
            }
        }
        Format::Csv => {
            output::write_csv_row(&mut out, &COLUMNS)?;
            for row in table.iter().flat_map(lines) {
                output::write_csv_row(&mut out, &row)?;
            }
        }
        Format::Table => {
            let mut shown = output::table(&COLUMNS);
            for row in table.iter().flat_map(lines) {
                shown.add_row(row);
            }
            output::write_table(&mut out, &shown)?;
        }
    }
    out.flush()?;
    Ok(Outcome::Success)
}
