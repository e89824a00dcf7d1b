//! `bgkit rules [NAME]`: the rule sets, listed or described in words.

use super::Outcome;
use super::output::{self, Format};
use super::variant::RuleSetArg;
use bgkit::rules::{RuleSet, words};
use serde::Serialize;
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
    /// Output format: text (default) or JSON.
    #[arg(long, value_enum)]
    format: Option<Format>,
}

#[derive(Serialize)]
struct Described {
    name: &'static str,
    title: &'static str,
    summary: &'static str,
    rules: &'static [&'static str],
    max_stack: &'static [&'static str],
}

fn described(set: RuleSet) -> Described {
    Described {
        name: set.name(),
        title: set.title(),
        summary: words::summary(set),
        rules: words::rules(set),
        max_stack: words::MAX_STACK,
    }
}

pub fn run(args: Args) -> anyhow::Result<Outcome> {
    let stdout = io::stdout();
    let mut out = io::BufWriter::new(stdout.lock());
    let format = args.format.unwrap_or_default();
    let chosen: Vec<RuleSet> = match args.name {
        Some(name) => vec![RuleSet::from(name)],
        None => RuleSet::ALL.to_vec(),
    };
    match format {
        Format::Json | Format::Jsonl => {
            let all: Vec<Described> = chosen.into_iter().map(described).collect();
            match (args.name, all.as_slice()) {
                (Some(_), [one]) => output::write_json(&mut out, one, format)?,
                _ => output::write_json(&mut out, &all, format)?,
            }
        }
        Format::Table | Format::Csv if args.name.is_none() => {
            for set in chosen {
                writeln!(out, "{:<10} {}", set.name(), words::summary(set))?;
            }
            writeln!(out)?;
            writeln!(out, "Any of them may add: {}", first(words::MAX_STACK))?;
        }
        Format::Table | Format::Csv => {
            for set in chosen {
                writeln!(
                    out,
                    "{} ({}): {}",
                    set.title(),
                    set.name(),
                    words::summary(set)
                )?;
                writeln!(out)?;
                for rule in words::rules(set) {
                    writeln!(out, "- {rule}")?;
                }
                writeln!(out)?;
                for rule in words::MAX_STACK {
                    writeln!(out, "- {rule}")?;
                }
            }
        }
    }
    out.flush()?;
    Ok(Outcome::Success)
}

fn first(lines: &[&'static str]) -> &'static str {
    lines.first().copied().unwrap_or_default()
}
