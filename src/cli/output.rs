//! Output formats shared by every subcommand: table for people, JSON, JSON
//! lines and CSV for scripts.

use clap::ValueEnum;
use comfy_table::{ContentArrangement, Table, presets};
use serde::Serialize;
use std::io::{self, Write};

/// How a subcommand prints its data.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, ValueEnum)]
pub enum Format {
    /// Aligned text for people (the default); `validate`'s report. Also
    /// spelled `text`.
    #[default]
    #[value(alias = "text")]
    Table,
    /// One pretty-printed JSON document.
    Json,
    /// One compact JSON object per line, for streaming.
    Jsonl,
    /// Comma-separated values with a header row, where the data is tabular.
    Csv,
}

/// Writes `value` as pretty JSON (one document) or compact JSON (one line).
pub fn write_json<T: Serialize>(out: &mut impl Write, value: &T, format: Format) -> io::Result<()> {
    if format == Format::Json {
        serde_json::to_writer_pretty(&mut *out, value)?;
    } else {
        serde_json::to_writer(&mut *out, value)?;
    }
    writeln!(out)
}

/// Writes the answers to the items asked for as one pretty JSON document: the
/// answer itself when one item was asked for and answered, an array otherwise
/// (empty when the one item failed). A script that passes one item gets one
/// object, and one that passes several always gets an array, however many of
/// them failed.
pub fn write_json_answers<T: Serialize>(
    out: &mut impl Write,
    one_asked: bool,
    answers: &[T],
) -> io::Result<()> {
    match answers {
        [only] if one_asked => write_json(out, only, Format::Json),
        _ => write_json(out, &answers, Format::Json),
    }
}

/// A table in the house style: plain ASCII borders, byte-stable (no terminal
/// detection), so that output is the same on a terminal, in a pipe and in tests.
pub fn table(header: &[&str]) -> Table {
    let mut table = Table::new();
    table
        .load_style(presets::ASCII_MARKDOWN)
        .force_no_tty()
        .set_content_arrangement(ContentArrangement::Disabled)
        .set_header(header.to_vec());
    table
}

/// Prints a table followed by a newline.
pub fn write_table(out: &mut impl Write, table: &Table) -> io::Result<()> {
    writeln!(out, "{table}")
}

/// Writes one CSV record, quoting fields that need it (RFC 4180).
pub fn write_csv_row<S: AsRef<str>>(out: &mut impl Write, fields: &[S]) -> io::Result<()> {
    let mut first = true;
    for field in fields {
        if !first {
            out.write_all(b",")?;
        }
        first = false;
        let field = field.as_ref();
        if field.contains([',', '"', '\n', '\r']) {
            write!(out, "\"{}\"", field.replace('"', "\"\""))?;
        } else {
            out.write_all(field.as_bytes())?;
        }
    }
    out.write_all(b"\n")
}

/// Writes a whole list in `format`: a JSON array, one JSON line per item, CSV
/// with a header, or a table. `cells` gives an item's table and CSV cells.
pub fn write_rows<T: Serialize>(
    out: &mut impl Write,
    format: Format,
    header: &[&str],
    rows: &[T],
    cells: impl Fn(&T) -> Vec<String>,
) -> io::Result<()> {
    match format {
        Format::Json => write_json(out, &rows, Format::Json),
        Format::Jsonl => rows
            .iter()
            .try_for_each(|row| write_json(out, row, Format::Jsonl)),
        Format::Csv => {
            write_csv_row(out, header)?;
            rows.iter()
                .try_for_each(|row| write_csv_row(out, &cells(row)))
        }
        Format::Table => {
            let mut table = table(header);
            for row in rows {
                table.add_row(cells(row));
            }
            write_table(out, &table)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_answer_asked_for_is_an_object_and_any_other_count_an_array() {
        // Given answers to one item and to several
        let json = |one_asked, answers: &[u8]| {
            let mut out = Vec::new();
            write_json_answers(&mut out, one_asked, answers).unwrap();
            String::from_utf8(out).unwrap()
        };

        // Then the one answer stands alone, and several make an array even when
        // only one of them was answered
        assert_eq!(json(true, &[7]), "7\n");
        assert_eq!(json(true, &[]), "[]\n");
        assert_eq!(json(false, &[7]), "[\n  7\n]\n");
        assert_eq!(json(false, &[]), "[]\n");
    }

    #[test]
    fn csv_fields_with_commas_or_quotes_are_quoted() {
        let mut out = Vec::new();
        write_csv_row(&mut out, &["8/4 6/4", "a,b", "say \"hi\""]).unwrap();
        assert_eq!(
            String::from_utf8(out).unwrap(),
            "8/4 6/4,\"a,b\",\"say \"\"hi\"\"\"\n"
        );
    }

    #[test]
    fn jsonl_is_one_line_and_json_is_pretty() {
        let value = serde_json::json!({"a": [1, 2]});
        let mut line = Vec::new();
        write_json(&mut line, &value, Format::Jsonl).unwrap();
        assert_eq!(String::from_utf8(line).unwrap(), "{\"a\":[1,2]}\n");
        let mut pretty = Vec::new();
        write_json(&mut pretty, &value, Format::Json).unwrap();
        assert!(String::from_utf8(pretty).unwrap().lines().count() > 1);
    }
}
