//! `bgkit pips POSITION...`: pip counts.

use super::Outcome;
use super::batch::{self, Presenter};
use super::output::Format;
use bgkit::query::{self, Pips};

/// Pip counts of both sides.
///
/// With `-` (or no POSITION) reads one position per line from standard input
/// and streams one JSON line per position.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Positions: `start`, a Position ID, `PositionID:MatchID` or an XGID; `-` for stdin.
    positions: Vec<String>,
    /// Output format (default: table, or jsonl when reading standard input).
    #[arg(long, value_enum)]
    format: Option<Format>,
}

pub fn run(args: Args) -> anyhow::Result<Outcome> {
    let presenter = Presenter {
        header: &["position", "on_roll", "opponent"],
        rows: &|a: &Pips| {
            vec![vec![
                a.position.clone(),
                a.pips.on_roll.to_string(),
                a.pips.opponent.to_string(),
            ]]
        },
        located_errors: false,
        json_line: None,
        warnings: None,
    };
    batch::run(&args.positions, args.format, presenter, |text| {
        query::pips(text).map_err(|e| e.to_string())
    })
}
