//! `bgkit parse RECORD...`: read Magriel notation, print its structure and canonical form.

use super::Outcome;
use super::batch::{self, Presenter, Refusal};
use super::output::Format;
use bgkit::query::{self, QueryError, RecordAnswer};

/// Parse Magriel records (`4-2 8/4 6/4`) and print them canonically.
///
/// Each argument is one record; with `-` or no argument, each line of standard
/// input is one. Exit 1 when any record does not parse (each reported on
/// standard error as `input:column: message` with a caret under the column).
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Records such as `4-2 8/4 6/4`, `52: 13/8 13/11`, `bar/22 17/9`; `-` for stdin.
    records: Vec<String>,
    /// Output format (default: table, or jsonl when reading standard input).
    #[arg(long, value_enum)]
    format: Option<Format>,
}

pub fn run(args: Args) -> anyhow::Result<Outcome> {
    let presenter = Presenter {
        header: &["input", "roll", "moves", "canonical"],
        rows: &|a: &RecordAnswer| {
            vec![vec![
                a.input.clone(),
                query::cell(a.roll.map(|[h, l]| format!("{h}-{l}"))),
                a.moves.len().to_string(),
                a.canonical.clone(),
            ]]
        },
        located_errors: true,
        json_line: None,
        warnings: None,
    };
    batch::run_refusing(&args.records, args.format, presenter, |input| {
        query::parse(input).map_err(|e| match e {
            QueryError::Record { source } => Refusal::at_column(input, source.column(), &source),
            other => Refusal::from(other.to_string()),
        })
    })
}
