//! `bgkit opening`: the texts' table of opening plays beside today's
//! consensus, checked by the engine.

use super::Outcome;
use super::output::{self, Format};
use bgkit::analysis::opening::OpeningRow;
use bgkit::query;
use std::io::{self, Write};

/// The best opening plays as the source texts give them, one row per roll
/// from 2-1 to 6-5, beside today's consensus play (the best money play of
/// published computer rollouts), each play checked legal by the rules engine
/// and shown in canonical notation with the Position ID after it (the
/// opponent on roll), with the texts' remarks and the alternative plays they
/// name.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Output format: a table (default; one row per play), JSON (one
    /// document; `jsonl`: one roll per line) or CSV (one row per play).
    #[arg(long, value_enum)]
    format: Option<Format>,
}

/// Columns of the table and CSV: `texts` is `best` for a play the texts
/// recommend and `alternative` for the one a remark names; `rollouts` is
/// `best` for today's consensus play.
const COLUMNS: [&str; 6] = ["roll", "play", "result", "texts", "rollouts", "note"];

/// One line per play: the texts' plays, the alternative with its remark,
/// and the consensus play when the texts do not name it.
fn lines(row: &OpeningRow) -> Vec<Vec<String>> {
    let roll = format!("{}-{}", row.roll[0], row.roll[1]);
    let mut plays: Vec<(&str, &str, &str, String)> = row
        .plays
        .iter()
        .zip(&row.results)
        .map(|(play, result)| (play.as_str(), result.as_str(), "best", String::new()))
        .collect();
    if let (Some(play), Some(result)) = (&row.alternative, &row.alternative_result) {
        let note = row.note.clone().unwrap_or_default();
        plays.push((play, result, "alternative", note));
    }
    if !plays.iter().any(|(play, ..)| *play == row.consensus) {
        plays.push((&row.consensus, &row.consensus_result, "", String::new()));
    }
    plays
        .into_iter()
        .map(|(play, result, texts, note)| {
            let rollouts = if play == row.consensus { "best" } else { "" };
            vec![
                roll.clone(),
                play.to_string(),
                result.to_string(),
                texts.to_string(),
                rollouts.to_string(),
                note,
            ]
        })
        .collect()
}

pub fn run(args: Args) -> anyhow::Result<Outcome> {
    let table = query::opening()?;
    let stdout = io::stdout();
    let mut out = io::BufWriter::new(stdout.lock());
    let format = args.format.unwrap_or(Format::Table);
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
