//! `bgkit rules [NAME]`: the rule sets, listed or described in words.

use super::Outcome;
use super::output::{self, Format};
use super::variant::RuleSetArg;
use bgkit::query::{self, RuleSetAnswer};
use bgkit::rules::RuleSet;
use std::io::{self, Write};

/// List the rule sets, or describe one in words, with the readings chosen
/// where the source texts are silent.
///
/// `--rules NAME` on `moves`, `play`, `shots`, `validate`, `export`, `fmt`
/// and `score` applies a rule set; `--max-stack N` adds the no-stacking
/// option to any of them.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The rule set to describe (default: list them all).
    #[arg(value_enum)]
    name: Option<RuleSetArg>,
    /// Output format: text (`table`, the default), JSON (one document; a
    /// list without NAME), JSON lines (one line per rule set) or CSV (one row
    /// per sentence: `name`, `title`, `kind`, `text`).
    #[arg(long, value_enum)]
    format: Option<Format>,
}

/// Columns of the CSV: the rule set, and one sentence of it with its kind
/// (`summary`, `rule` or `max_stack`).
const COLUMNS: [&str; 4] = ["name", "title", "kind", "text"];

pub fn run(args: Args) -> anyhow::Result<Outcome> {
    let stdout = io::stdout();
    let mut out = io::BufWriter::new(stdout.lock());
    let format = args.format.unwrap_or(Format::Table);
    let chosen: Vec<RuleSetAnswer> = match args.name {
        Some(name) => vec![query::rule_set(RuleSet::from(name))],
        None => query::rule_sets(),
    };
    let whole = args.name.is_some();
    match format {
        Format::Json => match chosen.as_slice() {
            [one] if whole => output::write_json(&mut out, one, format)?,
            all => output::write_json(&mut out, &all, format)?,
        },
        Format::Jsonl => {
            for set in &chosen {
                output::write_json(&mut out, set, format)?;
            }
        }
        Format::Csv => {
            output::write_csv_row(&mut out, &COLUMNS)?;
            for set in &chosen {
                for (kind, text) in sentences(set, whole) {
                    output::write_csv_row(&mut out, &[set.name, set.title, kind, text])?;
                }
            }
        }
        Format::Table if !whole => {
            for set in &chosen {
                writeln!(out, "{:<10} {}", set.name, set.summary)?;
            }
            writeln!(out)?;
            if let Some(cap) = bgkit::rules::words::MAX_STACK.first() {
                writeln!(out, "Any of them may add: {cap}")?;
            }
        }
        Format::Table => {
            for set in &chosen {
                writeln!(out, "{} ({}): {}", set.title, set.name, set.summary)?;
                writeln!(out)?;
                for rule in set.rules {
                    writeln!(out, "- {rule}")?;
                }
                writeln!(out)?;
                for rule in set.max_stack {
                    writeln!(out, "- {rule}")?;
                }
            }
        }
    }
    out.flush()?;
    Ok(Outcome::Success)
}

/// The sentences of `set` with their kinds: the summary, and with `whole`
/// every rule and the no-stacking option.
fn sentences(set: &RuleSetAnswer, whole: bool) -> Vec<(&'static str, &'static str)> {
    let mut all = vec![("summary", set.summary)];
    if whole {
        all.extend(set.rules.iter().map(|&rule| ("rule", rule)));
        all.extend(set.max_stack.iter().map(|&rule| ("max_stack", rule)));
    }
    all
}
