//! The shared driver for subcommands that answer one question per item
//! (position, record): a single item, several arguments, or a stream on stdin.

use super::Outcome;
use super::input::Items;
use super::messages::{Errors, invalid};
use super::output::{self, Format};
use super::style::printable;
use serde::Serialize;
use std::io::{self, Write};

/// How a subcommand presents one answer.
pub struct Presenter<'a, T> {
    /// Column headings for `table` and `csv`.
    pub header: &'a [&'a str],
    /// The table or CSV rows for one answer.
    pub rows: &'a dyn Fn(&T) -> Vec<Vec<String>>,
    /// Error messages already say where they are (`input:column: ...`) and are
    /// printed as they are, without a `bgkit: line N:` prefix.
    pub located_errors: bool,
}

/// Answers every item and prints the answers.
///
/// One argument with `json` prints one object; several items print an array
/// with `json`, one line each with `jsonl` (streamed), or one table. Standard
/// input defaults to `jsonl` so that pipelines stream. A bad item is reported on
/// standard error with its line and the rest still run; the outcome is then
/// [`Outcome::Invalid`].
pub fn run<T: Serialize>(
    args: &[String],
    format: Option<Format>,
    presenter: Presenter<'_, T>,
    mut answer: impl FnMut(&str) -> Result<T, String>,
) -> anyhow::Result<Outcome> {
    let items = Items::from_args(args);
    let single = matches!(&items, Items::Args(a) if a.len() == 1);
    let from_stdin = matches!(items, Items::Stdin);
    let format = format.unwrap_or(if from_stdin {
        Format::Jsonl
    } else {
        Format::Table
    });
    let stdout = io::stdout();
    let mut out = io::BufWriter::new(stdout.lock());
    let mut table = output::table(presenter.header);
    let mut collected: Vec<T> = Vec::new();
    let mut errors = Errors::default();
    if format == Format::Csv {
        output::write_csv_row(&mut out, presenter.header)?;
    }
    items.for_each(|number, item| {
        let value = match answer(item) {
            Ok(value) => value,
            Err(message) => {
                out.flush()?;
                let message = printable(&message);
                if presenter.located_errors {
                    eprintln!("{message}");
                    errors.found_invalid();
                } else if from_stdin {
                    invalid!(errors, "line {number}: {message}");
                } else {
                    invalid!(errors, "{message}");
                }
                return Ok(());
            }
        };
        match format {
            Format::Jsonl => {
                output::write_json(&mut out, &value, Format::Jsonl)?;
                if from_stdin {
                    // Stream: a reader on the other end of a pipe sees each answer at once.
                    out.flush()?;
                }
            }
            Format::Csv => {
                for row in (presenter.rows)(&value) {
                    output::write_csv_row(&mut out, &row)?;
                }
            }
            Format::Table => {
                for row in (presenter.rows)(&value) {
                    table.add_row(row);
                }
            }
            Format::Json => collected.push(value),
        }
        Ok(())
    })?;
    match format {
        Format::Table if !table.is_empty() => output::write_table(&mut out, &table)?,
        // The one item asked for failed: its error is the whole answer.
        Format::Json if single && collected.is_empty() => {}
        Format::Json => output::write_json_answers(&mut out, single, &collected)?,
        _ => {}
    }
    out.flush()?;
    Ok(errors.outcome())
}
