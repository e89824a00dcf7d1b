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

/// Why an item got no answer: a message, and where in the item the fault is
/// when it points into it.
pub struct Refusal {
    message: String,
    /// The item and the 1-based column of the fault, for a caret under it.
    at: Option<(String, usize)>,
}

impl Refusal {
    /// A fault at `column` (1-based) of `item`: reported with the item and a
    /// caret under the column, and, from standard input, its line.
    pub fn at_column(item: &str, column: usize, message: impl std::fmt::Display) -> Refusal {
        Refusal {
            message: message.to_string(),
            at: Some((item.to_string(), column)),
        }
    }

    /// Reports the refusal on standard error and records the invalid input:
    /// with its `line` of standard input, if it came from there. `located`:
    /// the message already says where it is.
    fn report(self, line: Option<usize>, located: bool, errors: &mut Errors) {
        let message = printable(&self.message);
        match (self.at, line) {
            (Some((item, column)), Some(number)) => {
                let caret = Refusal::caret(&printable(&item), column);
                invalid!(errors, "line {number}, column {column}: {message}\n{caret}");
            }
            (Some((item, column)), None) => {
                // As a compiler names a place: the item, then the column.
                let item = printable(&item);
                eprintln!(
                    "{item}:{column}: {message}\n{}",
                    Refusal::caret(&item, column)
                );
                errors.found_invalid();
            }
            (None, _) if located => {
                eprintln!("{message}");
                errors.found_invalid();
            }
            (None, Some(number)) => invalid!(errors, "line {number}: {message}"),
            (None, None) => invalid!(errors, "{message}"),
        }
    }

    /// The item shown under the message with a caret under the column.
    fn caret(item: &str, column: usize) -> String {
        // The caret sits under the offending character, whatever came before it.
        let pad: String = item
            .chars()
            .take(column.saturating_sub(1))
            .map(|c| if c == '\t' { '\t' } else { ' ' })
            .collect();
        format!("  {item}\n  {pad}^")
    }
}

impl From<String> for Refusal {
    fn from(message: String) -> Refusal {
        Refusal { message, at: None }
    }
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
    run_refusing(args, format, presenter, |item| {
        answer(item).map_err(Refusal::from)
    })
}

/// [`run`] for answers whose refusals may point at a column of the item.
pub fn run_refusing<T: Serialize>(
    args: &[String],
    format: Option<Format>,
    presenter: Presenter<'_, T>,
    mut answer: impl FnMut(&str) -> Result<T, Refusal>,
) -> anyhow::Result<Outcome> {
    let items = Items::from_args(args)?;
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
            Err(refusal) => {
                out.flush()?;
                let line = from_stdin.then_some(number);
                refusal.report(line, presenter.located_errors, &mut errors);
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
