//! The shared driver for subcommands that answer one question per item
//! (position, record): a single item, several arguments, or a stream on stdin.

use super::Outcome;
use super::input::{Item, Items};
use super::messages::{Errors, invalid};
use super::output::{self, Format};
use super::style::printable;
use rayon::prelude::*;
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
    /// Writes one answer as a JSON line, `\n` included: serde_json's text of
    /// its `Serialize`, by a faster way through serde_json; `None`:
    /// [`output::write_json`] writes it.
    pub json_line: Option<fn(&T, &mut Vec<u8>)>,
    /// The warnings an answer carries, printed on standard error after it
    /// (the answer stands: a warning does not change the exit code).
    pub warnings: Option<fn(&T) -> Vec<String>>,
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

/// Prints `warnings` about an answer on standard error, with the `line` of
/// standard input it answers, if it came from there.
fn warn(line: Option<usize>, warnings: &[String]) {
    for warning in warnings {
        let warning = printable(warning);
        match line {
            Some(number) => eprintln!("bgkit: line {number}: warning: {warning}"),
            None => eprintln!("bgkit: warning: {warning}"),
        }
    }
}

/// The most items answered together: enough to keep every core busy and to
/// write in large blocks, few enough that memory stays small and a slow
/// producer still sees answers soon.
const CHUNK_ITEMS: usize = 512;

/// Answers every item and prints the answers.
///
/// One argument with `json` prints one object; several items print an array
/// with `json`, one line each with `jsonl` (streamed), or one table. Standard
/// input defaults to `jsonl` so that pipelines stream. A bad item is reported on
/// standard error with its line and the rest still run; the outcome is then
/// [`Outcome::Invalid`].
pub fn run<T: Serialize + Send>(
    args: &[String],
    format: Option<Format>,
    presenter: Presenter<'_, T>,
    answer: impl Fn(&str) -> Result<T, String> + Sync,
) -> anyhow::Result<Outcome> {
    run_refusing(args, format, presenter, |item| {
        answer(item).map_err(Refusal::from)
    })
}

/// [`run`] for answers whose refusals may point at a column of the item.
///
/// Items already read are answered together, in parallel over the cores, and
/// printed in the order they came; output is sent whenever the input would
/// make the reader wait, so a pipeline fed one line at a time still gets each
/// answer at once.
pub fn run_refusing<T: Serialize + Send>(
    args: &[String],
    format: Option<Format>,
    presenter: Presenter<'_, T>,
    answer: impl Fn(&str) -> Result<T, Refusal> + Sync,
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
    let mut printer = Printer {
        out: io::BufWriter::new(stdout.lock()),
        table: output::table(presenter.header),
        collected: Vec::new(),
        errors: Errors::default(),
        format,
        from_stdin,
        presenter,
    };
    if format == Format::Csv {
        output::write_csv_row(&mut printer.out, printer.presenter.header)?;
    }
    let mut chunk: Vec<(usize, String)> = Vec::new();
    items.for_each(
        |Item {
             number,
             text,
             next_is_ready,
         }| {
            chunk.push((number, text.to_owned()));
            if next_is_ready && chunk.len() < CHUNK_ITEMS {
                return Ok(());
            }
            printer.answer_all(&mut chunk, &answer)?;
            if !next_is_ready && matches!(format, Format::Jsonl | Format::Csv) {
                // Stream: the input waits, so a reader on the other end of a
                // pipe gets every answer so far at once, and a file piped in is
                // answered in large writes rather than one per line.
                printer.out.flush()?;
            }
            Ok(())
        },
    )?;
    printer.answer_all(&mut chunk, &answer)?;
    printer.finish(single)
}

/// An answer and the warnings it carries.
type Warned<T> = (Answered<T>, Vec<String>);

/// One answer, as a value or already written as a JSON line.
enum Answered<T> {
    Value(T),
    Line(Vec<u8>),
}

impl<T: Serialize> Answered<T> {
    /// `value`, written as a JSON line when `jsonl` (by `json_line` when
    /// there is one). Should writing fail, the value is kept, so that
    /// printing it reports the failure.
    fn of(value: T, jsonl: bool, json_line: Option<fn(&T, &mut Vec<u8>)>) -> Answered<T> {
        if let Some(write) = json_line {
            let mut line = Vec::new();
            write(&value, &mut line);
            return Answered::Line(line);
        }
        if jsonl {
            let mut line = Vec::new();
            if output::write_json(&mut line, &value, Format::Jsonl).is_ok() {
                return Answered::Line(line);
            }
        }
        Answered::Value(value)
    }
}

/// Writes `lines` to `out` in order, as few vectored writes as `out` takes.
fn write_lines(out: &mut impl Write, lines: &[Vec<u8>]) -> io::Result<()> {
    // An empty slice would read as a writer that takes nothing.
    let mut slices: Vec<io::IoSlice<'_>> = lines
        .iter()
        .filter(|line| !line.is_empty())
        .map(|line| io::IoSlice::new(line))
        .collect();
    let mut rest = slices.as_mut_slice();
    while !rest.is_empty() {
        match out.write_vectored(rest) {
            Ok(0) => return Err(io::ErrorKind::WriteZero.into()),
            Ok(written) => io::IoSlice::advance_slices(&mut rest, written),
            Err(error) if error.kind() == io::ErrorKind::Interrupted => {}
            Err(error) => return Err(error),
        }
    }
    Ok(())
}

/// Where the answers go, in the order of the items.
struct Printer<'a, T, W: Write> {
    out: W,
    /// The rows so far, with `table`.
    table: comfy_table::Table,
    /// The answers so far, with `json`.
    collected: Vec<T>,
    errors: Errors,
    format: Format,
    from_stdin: bool,
    presenter: Presenter<'a, T>,
}

impl<T: Serialize + Send, W: Write> Printer<'_, T, W> {
    /// Answers the items of `chunk` (in parallel when there are several) and
    /// prints each answer or refusal in order; empties `chunk`.
    fn answer_all(
        &mut self,
        chunk: &mut Vec<(usize, String)>,
        answer: &(impl Fn(&str) -> Result<T, Refusal> + Sync),
    ) -> anyhow::Result<()> {
        // JSON lines are written where the answer is made, so that writing
        // them (a third of the work of `moves -`) is shared out as well.
        let jsonl = self.format == Format::Jsonl;
        let json_line = self.presenter.json_line.filter(|_| jsonl);
        let warnings = self.presenter.warnings;
        let work = |text: &str| {
            answer(text).map(|value| {
                let warned = warnings.map(|words| words(&value)).unwrap_or_default();
                (Answered::of(value, jsonl, json_line), warned)
            })
        };
        let answers: Vec<Result<Warned<T>, Refusal>> = match chunk.as_slice() {
            [] => Vec::new(),
            [(_, only)] => vec![work(only)],
            many => many.par_iter().map(|(_, text)| work(text)).collect(),
        };
        // Lines in a row are sent together, straight from where they were
        // written: one vectored write for a chunk rather than a copy of
        // every line into the output buffer.
        let mut lines = Vec::new();
        for ((number, _), answered) in chunk.drain(..).zip(answers) {
            let answered = match answered {
                Ok((Answered::Line(line), warned)) if warned.is_empty() => {
                    lines.push(line);
                    continue;
                }
                other => other,
            };
            write_lines(&mut self.out, &lines)?;
            lines.clear();
            match answered {
                Ok((answered, warned)) => {
                    match answered {
                        Answered::Line(line) => self.out.write_all(&line)?,
                        Answered::Value(value) => self.print(value)?,
                    }
                    if !warned.is_empty() {
                        // The answer first, then what is to be said about it.
                        self.out.flush()?;
                        let line = self.from_stdin.then_some(number);
                        warn(line, &warned);
                    }
                }
                Err(refusal) => {
                    // What came before the fault is printed before it is told.
                    self.out.flush()?;
                    let line = self.from_stdin.then_some(number);
                    refusal.report(line, self.presenter.located_errors, &mut self.errors);
                }
            }
        }
        write_lines(&mut self.out, &lines)?;
        Ok(())
    }

    /// Prints one answer, or keeps it for the table or the JSON document.
    fn print(&mut self, value: T) -> io::Result<()> {
        match self.format {
            Format::Jsonl => output::write_json(&mut self.out, &value, Format::Jsonl)?,
            Format::Csv => {
                for row in (self.presenter.rows)(&value) {
                    output::write_csv_row(&mut self.out, &row)?;
                }
            }
            Format::Table => {
                for row in (self.presenter.rows)(&value) {
                    self.table.add_row(row);
                }
            }
            Format::Json => self.collected.push(value),
        }
        Ok(())
    }

    /// Prints what was kept to the end (the table, the JSON document) and
    /// says how the run went. `single`: one item was asked for.
    fn finish(mut self, single: bool) -> anyhow::Result<Outcome> {
        match self.format {
            Format::Table if !self.table.is_empty() => {
                output::write_table(&mut self.out, &self.table)?
            }
            // The one item asked for failed: its error is the whole answer.
            Format::Json if single && self.collected.is_empty() => {}
            Format::Json => output::write_json_answers(&mut self.out, single, &self.collected)?,
            _ => {}
        }
        self.out.flush()?;
        Ok(self.errors.outcome())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A writer that takes at most a few bytes per call, as a full pipe does.
    struct Trickle(Vec<u8>);

    impl Write for Trickle {
        fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
            let taken = bytes.len().min(3);
            self.0.extend_from_slice(&bytes[..taken]);
            Ok(taken)
        }

        fn flush(&mut self) -> io::Result<()> {
            Ok(())
        }
    }

    #[test]
    fn lines_written_together_arrive_whole_and_in_order_through_short_writes() {
        // Given lines, one of them empty, and a writer that takes three bytes at a time
        let lines = vec![
            b"{\"a\":1}\n".to_vec(),
            Vec::new(),
            b"{\"b\":22}\n".to_vec(),
        ];
        let mut out = Trickle(Vec::new());
        // When they are written together
        write_lines(&mut out, &lines).unwrap();
        // Then the writer holds every line in order
        assert_eq!(out.0, b"{\"a\":1}\n{\"b\":22}\n");
    }
}
