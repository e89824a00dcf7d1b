//! `bgkit pips POSITION...`: pip counts.

use super::batch::{self, Presenter};
use super::output::Format;
use super::{Outcome, setup};
use serde::Serialize;

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

#[derive(Serialize)]
struct Answer {
    position: String,
    pips: Pips,
}

#[derive(Serialize)]
struct Pips {
    on_roll: u32,
    opponent: u32,
}

pub fn run(args: Args) -> anyhow::Result<Outcome> {
    let presenter = Presenter {
        header: &["position", "on_roll", "opponent"],
        rows: &|a: &Answer| {
            vec![vec![
                a.position.clone(),
                a.pips.on_roll.to_string(),
                a.pips.opponent.to_string(),
            ]]
        },
        located_errors: false,
        json_line: None,
    };
    batch::run(&args.positions, args.format, presenter, |text| {
        let setup = setup::read(text)?;
        let position = setup.position;
        Ok(Answer {
            position: setup::position_id(&position),
            pips: Pips {
                on_roll: position.pip_count(),
                opponent: position.opponent_pip_count(),
            },
        })
    })
}
